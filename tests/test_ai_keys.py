"""The computer player's transposition keys and informed playouts (engines/ai):

- ``position_key`` is the same for positions a symmetry of the board maps onto each other, and for
  the same position reached in another order; a mirrored game has the same future, move for move;
- ``playout_move`` takes a capture in Coins whenever one exists, and the biggest haul in IceSickle.
"""
from __future__ import annotations

import random
import re

import pytest

import engines
from engines.base import State
from engines.icesickle import JUMPS
from engines.symmetry import permutations

FILES = "abcde"
SIZE = {"coins": 4, "icesickle": 5, "tictacdoh": 5}


def mapper(size: int, symmetry: int):
    """A function that rewrites every square named in a move by one of the board's symmetries."""
    perm = permutations(size)[symmetry]
    image = {source: target for target, source in enumerate(perm)}  # square i of the image reads perm[i]

    def square(match: re.Match) -> str:
        i = (int(match.group(2)) - 1) * size + FILES.index(match.group(1))
        j = image[i]
        return f"{FILES[j % size]}{j // size + 1}"

    return lambda move: re.sub(r"([a-e])([1-5])", square, move)


@pytest.mark.parametrize("key,players", [("coins", 2), ("coins", 3), ("icesickle", 2), ("tictacdoh", 2)])
def test_a_mirrored_game_has_the_same_future_and_the_same_key(key: str, players: int) -> None:
    game = engines.get_game(key)
    rng = random.Random(7)
    for symmetry in range(1, 8):
        mirror = mapper(SIZE[key], symmetry)
        state, image = game.new_game(players), game.new_game(players)
        while not state.is_over:
            assert state.position_key() == image.position_key()
            assert sorted(map(mirror, state.legal_moves())) == sorted(image.legal_moves())
            move = rng.choice(state.legal_moves())
            state, image = state.play(move), image.play(mirror(move))
        assert image.is_over and image.ranking() == state.ranking()


def test_keys_tell_different_positions_apart_and_ignore_the_order_of_moves() -> None:
    coins = engines.get_game("coins").new_game(2)
    assert coins.play("a1+").position_key() == coins.play("d4+").position_key()  # a half turn
    assert coins.play("a1+").position_key() != coins.play("b1+").position_key()
    assert coins.play("a1+").position_key() != coins.play("a1x").position_key()
    one = coins.play("a1+").play("b2x").play("c3+")
    other = coins.play("c3+").play("b2x").play("a1+")
    assert one.position_key() == other.position_key()
    ice = engines.get_game("icesickle").new_game(2)
    assert ice.play("La1").position_key() == ice.play("Le5").position_key()
    assert ice.play("La1").position_key() != ice.play("Lb1").position_key()
    assert ice.play("La1").position_key() != ice.play("Sa1").position_key()
    ttd = engines.get_game("tictacdoh").new_game(2).play("Lc3")
    assert ttd.play("Mb3").position_key() == ttd.play("Mc4").position_key()  # a quarter turn
    assert ttd.play("Mb3").position_key() != ttd.play("Mb2").position_key()


def positions(key: str, players: int, seed: int, count: int) -> list[State]:
    game = engines.get_game(key)
    rng = random.Random(seed)
    found: list[State] = []
    while len(found) < count:
        state = game.new_game(players)
        while not state.is_over:
            found.append(state)
            state = state.play(rng.choice(state.legal_moves()))
    return found[:count]


def test_coins_playouts_capture_whenever_they_can() -> None:
    rng = random.Random(3)
    met = 0
    for state in positions("coins", 2, 1, 400):
        moves = state.legal_moves()
        captures = [m for m in moves if "-" in m and state.view(None)["board"].get(m[3:])]
        move = state.playout_move(rng)
        assert move in moves
        if captures:
            met += 1
            assert move in captures
    assert met > 20


def test_icesickle_playouts_take_the_biggest_haul() -> None:
    rng = random.Random(3)
    met = 0
    for state in positions("icesickle", 2, 2, 400):
        moves = state.legal_moves()
        move = state.playout_move(rng)
        assert move in moves
        if move in JUMPS and "-" in move:
            board = state.view(None)["board"]
            pips = {"S": 1, "M": 2, "L": 3}

            def haul(jump: str) -> int:
                return sum(pips[board[sq]] for sq in _names(JUMPS[jump][2]) if sq in board)

            assert haul(move) == max(haul(m) for m in moves)
            met += 1
    assert met > 20


def _names(squares: tuple[int, ...]) -> list[str]:
    return [f"{FILES[s % 5]}{s // 5 + 1}" for s in squares]
