"""The eight symmetries of a square board (rotations and reflections), for the computer player's
transposition keys: two positions that one symmetry maps onto each other have the same future, move
for move under that symmetry, wherever no rule names a direction (Coins and IceSickle: slides and
jumps go every way alike, and no seat owns a side of the board)."""
from __future__ import annotations

from functools import cache
from operator import itemgetter


@cache
def permutations(size: int) -> tuple[tuple[int, ...], ...]:
    """For a ``size``×``size`` board indexed ``rank * size + file``: each symmetry as the index
    that square ``i`` of the image reads from (the identity first; eight in all)."""
    last = size - 1
    found: list[tuple[int, ...]] = []
    for transpose in (False, True):
        for flip_rank in (False, True):
            for flip_file in (False, True):
                perm = []
                for i in range(size * size):
                    r, f = divmod(i, size)
                    if transpose:
                        r, f = f, r
                    if flip_rank:
                        r = last - r
                    if flip_file:
                        f = last - f
                    perm.append(r * size + f)
                found.append(tuple(perm))
    return tuple(found)


@cache
def _getters(size: int) -> tuple[itemgetter, ...]:
    # itemgetter builds each image in C: the keys are made once per node the search adds
    return tuple(itemgetter(*perm) for perm in permutations(size))


def canonical(board: tuple[int, ...], size: int) -> tuple[int, ...]:
    """The least of the board's eight images: equal for boards that a symmetry maps onto each other."""
    return min(getter(board) for getter in _getters(size))


__all__ = ["canonical", "permutations"]
