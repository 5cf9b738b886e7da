"""IceSickle's reaping solved exactly: the best margin of pips still to come from any position of the
reaping, and so, in the match's last round, who wins with perfect play.

Pieces belong to nobody, so what is still to come from a reaping position depends on the board alone,
whoever is to move: a negamax with alpha-beta over the margin (the mover's pips from here minus the
opponent's), bounded by the pips left on the board, the biggest hauls tried first, and a table keyed by
the board up to its eight symmetries. Every jump captures, so the reaping is short (fifteen pieces last at
most fourteen jumps) and its last pieces solve in milliseconds.

In the last round the winner follows from the totals so far plus the margin (equal totals: a draw). In an
earlier round the lead carries into the next one, whose sowing nobody can solve: there the solver says
which jump keeps the biggest margin (``margin_values``, ``plan``), not who wins, and ``estimate`` guesses
the winning chances from the lead the round will end with.

The table lives in the process (``engines.ai.table``, bounded by ``MAX_ENTRIES``), so positions the
search meets again are answered from it.
"""
from __future__ import annotations

import math
from collections.abc import Iterator
from typing import TYPE_CHECKING

from engines.icesickle import JUMPS, RAYS, first_sower
from engines.ai.table import OutOfBudget, Table
from engines.symmetry import canonical

if TYPE_CHECKING:
    from engines.icesickle import IceSickleState

MAX_ENTRIES = 2_000_000  # the table is cleared past this
QUICK = 12  # pieces on the board from which the expert asks the solver for a reaping move (its last round:
            # who wins; before it: the biggest margin), within BUDGET
BUDGET = 15_000  # positions a move's question may visit (about 0.3 s): past it the expert searches instead
LEAF = 8   # pieces from which the search's leaves are valued by the solver (milliseconds)
_N = 25
# Before the last round: seat 0's chance of the match from the lead the earlier rounds leave, as 3,000
# heavy playouts of whole matches measured it (rollouts of the last round from where round 1 ended): the
# last round's first reaper gains about three pips (a deficit of three wins half its matches), and each
# pip more or less moves the chance along a logistic curve of scale 1.6 (-1: 0.77, -5: 0.21).
REAPER_EDGE = 3.0
SCALE = 1.6

table = Table(MAX_ENTRIES)  # this process's, kept between questions


def _pieces(state: IceSickleState) -> int:
    return _N - state._board.count(0)


def applies(state: IceSickleState) -> bool:
    """Whether the solver answers for ``state``: the reaping, the game going on."""
    return state._jumps is not None and not state._over


def last_round(state: IceSickleState) -> bool:
    return state._round == state._rounds


def quick(state: IceSickleState) -> bool:
    """Whether the expert asks the solver for ``state``'s move (``move_values``, within BUDGET): the
    last round's reaping, with few pieces left."""
    return applies(state) and last_round(state) and _pieces(state) <= QUICK


def leaf(state: IceSickleState) -> list[float] | None:
    """The exact rewards of a position the search meets, where it is cheap to solve; else None."""
    if not applies(state) or not last_round(state) or _pieces(state) > LEAF:
        return None
    return returns(state)


def plan(state: IceSickleState) -> list[str] | None:
    """Before the last round, with few pieces left in the reaping: the jumps that keep the biggest
    margin this round (the expert plays one; who wins is not known yet); None elsewhere, or where the
    answer takes more than BUDGET positions."""
    if not applies(state) or last_round(state) or _pieces(state) > QUICK:
        return None
    values, complete = _ranked(state, state.legal_moves())
    if not complete:
        return None
    top = max(values.values())
    return [move for move, value in values.items() if value == top]


def _ranked(state: IceSickleState, moves: list[str]) -> tuple[dict[str, int], bool]:
    """Those jumps' margins (``margins``), and whether all were valued within BUDGET (the jumps left
    unvalued get -999)."""
    board = state._board
    left = sum(board)
    best = -999
    out = dict.fromkeys(moves, -999)
    try:
        with table.within(BUDGET):
            # the biggest hauls first; each later jump asked only whether it does as well as the best so
            # far (a window from there up: exact when it does, a bound below the best when it falls short)
            for haul, move, after in sorted(_each_jump(board, moves), key=lambda row: -row[0]):
                value = out[move] = haul - _negamax(after, left - haul, -999, haul - best + 1)
                best = max(best, value)
    except OutOfBudget:
        return out, False
    return out, True


def _each_jump(board: tuple[int, ...], moves: list[str]) -> Iterator[tuple[int, str, tuple[int, ...]]]:
    """(haul, jump, board after) for each of those jumps."""
    for move in moves:
        src, dst, passed = JUMPS[move]
        yield sum(board[s] for s in passed), move, _jumped(board, src, dst, passed)


def estimate(state: IceSickleState) -> list[float] | None:
    """Before the last round: each seat's chance guessed from the lead this round ends with, where the
    rest of the round is cheap to solve (or at the start of the last round, from the lead); else None."""
    rounds = state._rounds
    if state._round == rounds:
        # the last round's start: nothing sown yet, the lead known
        if rounds == 1 or state._last is not None or state._jumps is not None or state._over:
            return None
        first, second = state._totals()
        lead = first - second
    else:
        if state._jumps is None or state._over or _pieces(state) > LEAF:
            return None
        first, second = state._totals()
        rest = margin(state)
        lead = first - second + (rest if state._to_move == 0 else -rest)
    edge = REAPER_EDGE if first_sower(rounds) == 1 else -REAPER_EDGE  # seat 0 reaps first, or seat 1
    chance = 1.0 / (1.0 + math.exp(-(lead + edge) / SCALE))
    return [chance, 1.0 - chance]


def _jumped(board: tuple[int, ...], src: int, dst: int, passed: tuple[int, ...]) -> tuple[int, ...]:
    """The board after the piece on ``src`` jumps to ``dst``, capturing what ``passed`` holds."""
    cells = list(board)
    for p in passed:
        cells[p] = 0
    cells[dst] = cells[src]
    cells[src] = 0
    return tuple(cells)


def _hauls(board: tuple[int, ...]) -> list[tuple[int, tuple[int, ...]]]:
    """Every jump as (haul, board after), the biggest hauls first."""
    out: list[tuple[int, tuple[int, ...]]] = []
    for s in range(_N):
        pips = board[s]
        if not pips:
            continue
        for ray in RAYS[s]:
            last = len(ray) - 1
            haul = 0
            for k in range(pips if pips < last else last):
                haul += board[ray[k]]
                land = ray[k + 1]
                if haul and not board[land]:
                    out.append((haul, _jumped(board, s, land, ray[:k + 1])))
    out.sort(key=lambda pair: -pair[0])
    return out


def _negamax(board: tuple[int, ...], left: int, alpha: int, beta: int) -> int:
    """The margin still to come for the player to move, ``left`` pips on the board; exact inside
    (alpha, beta), else a bound on the side it fell."""
    table.nodes += 1
    if table.nodes > table.stop:
        raise OutOfBudget
    # at most every pip left for one side; the last piece standing is never captured
    if left <= alpha:
        return left
    if -left >= beta:
        return -left
    key = canonical(board, 5)
    known = table.probe(key, alpha, beta)
    if known is not None:
        return known
    start_alpha = alpha
    best = -999
    hauls = _hauls(board)
    if not hauls:  # the round ends: nothing more for anyone
        best = 0
    for haul, after in hauls:
        value = haul - _negamax(after, left - haul, -beta + haul, -alpha + haul)
        if value > best:
            best = value
            if value > alpha:
                alpha = value
                if alpha >= beta:
                    break
    table.store(key, best, start_alpha, beta)
    return best


def margin(state: IceSickleState, alpha: int = -999, beta: int = 999) -> int:
    """The pips still to come in this round for the player to move minus the opponent's, with
    perfect play (exact inside (alpha, beta), else a bound)."""
    assert applies(state)
    board = state._board
    return _negamax(board, sum(board), alpha, beta)


def returns(state: IceSickleState) -> list[float]:
    """In the last round: each seat's share of the win with perfect play (1 win, 0.5 draw, 0 loss)."""
    assert applies(state) and last_round(state)
    me = state._to_move
    totals = state._totals()
    already = totals[me] - totals[1 - me]
    final = already + margin(state, -already - 1, -already + 1)  # only the sign matters
    mine = 1.0 if final > 0 else 0.5 if final == 0 else 0.0
    return [mine, 1.0 - mine] if me == 0 else [1.0 - mine, mine]


def move_values(state: IceSickleState) -> dict[str, int] | None:
    """In the last round: each legal jump's exact value for the mover (1 win, 0 draw, -1 loss); None
    where the answer takes more than BUDGET positions."""
    me = state._to_move
    out: dict[str, int] = {}
    try:
        with table.within(BUDGET):
            for move in state.legal_moves():
                after = state.play(move)
                if after.is_over:
                    totals = after._totals()
                    final = totals[me] - totals[1 - me]
                    out[move] = (final > 0) - (final < 0)
                else:
                    out[move] = round(2 * returns(after)[me]) - 1
    except OutOfBudget:
        return None
    return out


def margins(state: IceSickleState, moves: list[str]) -> dict[str, int]:
    """Each of those jumps' margin for the mover: its haul, then the rest of the round with perfect
    play (the margin this round ends with, counted from here; to choose among jumps of one value: the
    biggest win, the smallest loss). Exact for the best of them; for the others a bound below the best,
    which is all a choice needs. Within BUDGET: past it, the jumps not yet valued (the smallest hauls
    are valued last) get -999."""
    return _ranked(state, moves)[0]


def margin_values(state: IceSickleState) -> dict[str, int]:
    """Every legal jump's margin (``margins``: exact for the best)."""
    return margins(state, state.legal_moves())


__all__ = ["BUDGET", "LEAF", "QUICK", "REAPER_EDGE", "SCALE", "applies", "estimate", "last_round", "leaf", "margin",
           "margin_values", "margins", "move_values", "plan", "quick", "returns", "table"]
