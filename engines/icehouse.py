"""Shared pieces of the Icehouse games (Tic Tac Doh!, IceSickle): sizes, the 5×5 squares, placements.

Stable API (other engines import it):

- ``SIZES = ("S", "M", "L")``; ``PIPS`` maps a size letter to 1/2/3; ``SIZE_NAMES`` to its words
  ("small", …, as a phrase)
- ``STASH_PER_SIZE = 5`` pieces of each size in the shared stash (15 in all).
- ``FILES = "abcde"``, ``RANKS = "12345"``; ``SQUARES``: the 25 names in index order a1, b1, .., e1,
  a2, .., e5 (``index = rank_index * 5 + file_index``).
- ``square_index(name) -> int``, ``square_name(index) -> str``, ``square_coords(name) -> (file, rank)``
  (both 0-based), ``coords_name(file, rank) -> str``, ``is_square(name) -> bool``.
- ``parse_square(text) -> str``: a normalised square name, or IllegalMove saying why not.
- ``parse_placement(text) -> (size, square)``: takes ``Lc3`` and the aliases ``l c3``, ``Large c3``,
  ``c3 L`` (also ``c3 large``) in any case and spacing; raises IllegalMove saying why otherwise.
  It checks only the form (a size and a square of the 5×5 board), not whether the game allows it.
"""
from __future__ import annotations

import re
from typing import NoReturn

from engines.base import IllegalMove, shown
from engines.phrases import Phrase, say

SIZES: tuple[str, ...] = ("S", "M", "L")
PIPS: dict[str, int] = {"S": 1, "M": 2, "L": 3}
SIZE_NAMES: dict[str, Phrase] = {size: say("engines-size", size=size) for size in SIZES}
STASH_PER_SIZE = 5

FILES = "abcde"
RANKS = "12345"
BOARD_SIZE = 5
SQUARES: tuple[str, ...] = tuple(f + r for r in RANKS for f in FILES)
_INDEX: dict[str, int] = {name: i for i, name in enumerate(SQUARES)}

# Size words a player may type, lower case: the letter or the full name.
_SIZE_WORDS: dict[str, str] = {"s": "S", "m": "M", "l": "L",
                               "small": "S", "medium": "M", "large": "L"}
_SQUARE_RE = re.compile(r"^[a-z]\d+$")
_COMPACT_RE = re.compile(r"^([a-z]+?)\s*([a-z]\d+)$")  # "lc3", "large c3", "l  c3"
_REVERSED_RE = re.compile(r"^([a-z]\d+)\s*([a-z]+)$")  # "c3 l", "c3l", "c3 large"

_FORM_HINT = say("engines-icehouse-help")


def is_square(name: str) -> bool:
    return name in _INDEX


def square_index(name: str) -> int:
    return _INDEX[name]


def square_name(index: int) -> str:
    return SQUARES[index]


def square_coords(name: str) -> tuple[int, int]:
    i = _INDEX[name]
    return i % BOARD_SIZE, i // BOARD_SIZE


def coords_name(file: int, rank: int) -> str:
    return FILES[file] + RANKS[rank]


def parse_square(text: str) -> str:
    """Normalise a square name ("C3" -> "c3"); IllegalMove if it is not on the 5×5 board."""
    name = text.strip().lower()
    if name in _INDEX:
        return name
    if _SQUARE_RE.match(name):
        _raise_off_board(name)
    raise IllegalMove("engines-icehouse-not-a-square", square=shown(text))


def _raise_off_board(name: str) -> NoReturn:
    raise IllegalMove("engines-icehouse-off-board", square=name)


def _size_of(word: str, original: str) -> str:
    size = _SIZE_WORDS.get(word)
    if size is None:
        raise IllegalMove("engines-icehouse-not-a-size", word=word, move=shown(original))
    return size


def parse_placement(text: object) -> tuple[str, str]:
    """Turn placement text into ``(size letter, square)``; only the form is checked here."""
    if not isinstance(text, str):
        raise IllegalMove("engines-not-text", help=_FORM_HINT)
    clean = " ".join(text.lower().split())
    if not clean:
        raise IllegalMove("engines-empty-move", help=_FORM_HINT)
    match = _COMPACT_RE.match(clean)
    if match:
        word, square = match.groups()
    else:
        match = _REVERSED_RE.match(clean)
        if not match:
            raise IllegalMove("engines-icehouse-not-a-placement", move=shown(text), help=_FORM_HINT)
        square, word = match.groups()
    size = _size_of(word, text.strip())
    if square not in _INDEX:
        _raise_off_board(square)
    return size, square
