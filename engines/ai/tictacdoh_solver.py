"""Tic Tac Doh! solved outright: who wins from any position with perfect play, and the moves that keep it.

The game is small: 15 placements, every piece inside a 3×3 box that never moves once drawn, and the
board alone says the stash and the player to move (no piece ever leaves it). A negamax with alpha-beta
over the values {-1 loss, 0 draw, +1 win} for the player to move, a transposition table keyed by the
board up to the box's eight symmetries and its place on the 5×5 window (where a pattern lies changes
nothing: the squares it may still grow into are those within two of every piece), and a move that wins
at once ends a node before any other is searched. From the empty board the whole game (a draw) is
solved in seconds, with about 120,000 table entries (bench.ai_bench reports both).

The table lives in the process (a module dictionary, bounded by ``MAX_ENTRIES``) so that every later
question in the same process, the bot's worker among them, is answered from it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engines.tictacdoh import COUNTS, LINES_THROUGH, NEIGH, TAKE, WITHIN2
from engines.tictacdoh import board_key as _key

if TYPE_CHECKING:
    from engines.tictacdoh import TicTacDohState

WIN, DRAW, LOSS = 1, 0, -1
_EXACT, _LOWER, _UPPER = 0, 1, 2
QUICK_FROM = 2  # pieces placed from which a position is solved in a fraction of a second
MAX_ENTRIES = 4_000_000  # the table is cleared past this (a full solve needs ~120,000)


_table: dict[int, tuple[int, int]] = {}


@dataclass
class Counters:
    """Work done since the last ``reset()``: positions visited."""

    nodes: int = 0


counters = Counters()


def table_size() -> int:
    """Entries in this process's table."""
    return len(_table)


def reset() -> None:
    """Forget the table (the benchmark times a solve from nothing)."""
    _table.clear()
    counters.nodes = 0


def _negamax(stacks: tuple[int, ...], stash: tuple[int, int, int], occ: int, adj: int, feas: int,
             alpha: int, beta: int) -> int:
    counters.nodes += 1
    key = _key(stacks, occ)
    entry = _table.get(key)
    if entry is not None:
        value, flag = entry
        if flag == _EXACT or (flag == _LOWER and value >= beta) or (flag == _UPPER and value <= alpha):
            return value
        if flag == _LOWER:
            alpha = max(alpha, value)
        else:
            beta = min(beta, value)
    moves = []
    avail = [z for z in range(3) if stash[z]]
    todo = (adj & feas) | occ
    while todo:
        low = todo & -todo
        i = low.bit_length() - 1
        todo ^= low
        for z in avail:
            kind = TAKE[stacks[i]][z]
            if kind is None:
                continue
            mine = COUNTS[kind]
            for a, b in LINES_THROUGH[i]:
                if mine & COUNTS[stacks[a]] & COUNTS[stacks[b]]:
                    _table[key] = (WIN, _EXACT)
                    return WIN
            moves.append((z, i, kind))
    if not moves:  # pieces left, nowhere to put one: the player to move loses
        _table[key] = (LOSS, _EXACT)
        return LOSS
    if sum(stash) == 1:  # the last piece goes on without a line: a draw
        _table[key] = (DRAW, _EXACT)
        return DRAW
    start_alpha = alpha
    best = LOSS - 1
    for z, i, kind in moves:
        after = list(stash)
        after[z] -= 1
        value = -_negamax(stacks[:i] + (kind,) + stacks[i + 1:], (after[0], after[1], after[2]),
                          occ | 1 << i, adj | NEIGH[i], feas & WITHIN2[i], -beta, -alpha)
        if value > best:
            best = value
            alpha = max(alpha, best)
            if alpha >= beta:
                break
    flag = _EXACT if start_alpha < best < beta else (_LOWER if best >= beta else _UPPER)
    if len(_table) >= MAX_ENTRIES:
        _table.clear()
    _table[key] = (best, flag)
    return best


def _fields(state: TicTacDohState) -> tuple[tuple[int, ...], tuple[int, int, int], int, int, int]:
    return state._stacks, state._stash, state._occ, state._adj, state._feas  # noqa: SLF001 (one game's own solver)


def solve(state: TicTacDohState) -> int:
    """The game's value for the player to move with perfect play: WIN (1), DRAW (0) or LOSS (-1).
    A finished game is valued for the seat that would have moved (a line just made: LOSS)."""
    if state.is_over:
        ranking = state.ranking() or [0, 0]
        if ranking == [0, 0]:
            return DRAW
        return -_finished_value(state)
    return _negamax(*_fields(state), LOSS, WIN)  # recursion depth: at most 16


def quick(state: TicTacDohState) -> bool:
    """Whether ``move_values`` answers within a move's time from an empty table: from the second
    piece placed on (about 0.1 s there; the first two moves need the whole game solved: 10–20 s)."""
    return state.turns_taken(0) + state.turns_taken(1) >= QUICK_FROM


def move_values(state: TicTacDohState) -> dict[str, int]:
    """Each legal move's value for the player making it (WIN, DRAW or LOSS), with perfect play after it."""
    values: dict[str, int] = {}
    for move in state.legal_moves():
        after = state.play(move)
        values[move] = -solve(after) if not after.is_over else _finished_value(after)
    return values


def _finished_value(after: TicTacDohState) -> int:
    """The value of a move that ended the game, for the player who made it."""
    ranking = after.ranking() or [0, 0]
    if ranking == [0, 0]:
        return DRAW
    return WIN if ranking[_placer(after)] == 0 else LOSS


def _placer(after: TicTacDohState) -> int:
    """Who placed the last piece: seat 0 places the odd-numbered pieces."""
    placed = after.turns_taken(0) + after.turns_taken(1)
    return (placed - 1) % 2


__all__ = ["DRAW", "LOSS", "QUICK_FROM", "WIN", "move_values", "quick", "reset", "solve", "table_size"]
