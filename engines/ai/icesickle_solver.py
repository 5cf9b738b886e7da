"""IceSickle's reaping solved exactly: the best margin of pips still to come from any position of the
reaping, and so, in the match's last round, who wins with perfect play.

Pieces belong to nobody, so what is still to come from a reaping position depends on the board alone,
whoever is to move: a negamax with alpha-beta over the margin (the mover's pips from here minus the
opponent's), bounded above by the pips left on the board but one (the last piece standing is never taken)
and below by the biggest haul less all the rest, the biggest hauls tried first, the jumps made on one
board and taken back, and a table keyed by the board as a number (two bits a square; keying it up to the
board's eight symmetries saved 2% of the positions at twice the cost of each). Every jump captures, so
the reaping is short (fifteen pieces last at most fourteen jumps) and its last pieces solve in
milliseconds; the whole reaping from fifteen pieces takes a few thousand positions to tens of thousands
(6 µs each).

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

from engines.icehouse import STASH_PER_SIZE
from engines.icesickle import JUMPS, RAYS, first_sower
from engines.ai.table import OutOfBudget, Table

if TYPE_CHECKING:
    import random

    from engines.icesickle import IceSickleState

MAX_ENTRIES = 2_000_000  # the table is cleared past this
QUICK = 15  # pieces on the board from which the expert asks the solver for a reaping move (its last round:
            # who wins; before it: the biggest margin), within BUDGET: all of the reaping
BUDGET = 50_000  # positions a move's question may visit (6 µs each on the bench's cores: 0.3 s, three fifths of
                 # a move's time at its equal time): past it the expert searches with the time left; what the
                 # table learnt stays, so a later move's question is cheaper. It answers at the last round's
                 # start in 52 of 60 random positions, 37 at 25,000: 22 of the 31 drawn or lost took more
LEAF = 8   # pieces from which the search's leaves and the last round's rollouts are valued by the solver (who
           # wins, 0.7 ms). From six (0.3 ms, rollouts half the cost) the expert missed the best of the last
           # round's last placements a little less often (0.28 of 1,200 tries at 0.5 s, against 0.32), but
           # scored no better against hard (0.62 over 80 games, against 0.66 over 560)
GUESS = 6  # pieces from which a rollout before the last round stops at the guess from the lead: the margin
           # it needs is exact, which costs 0.3 ms from six pieces, 2 ms from eight (a whole rollout's time)
_N = 25
# each square's rays cut to the four squares a jump along them can reach (a large passes three at most)
_SHORT_RAYS = tuple(tuple(ray[:4] for ray in rays) for rays in RAYS)
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
    best = -999
    out = dict.fromkeys(moves, -999)
    try:
        with table.within(BUDGET):
            # the biggest hauls first; each later jump asked only whether it does as well as the best so
            # far (a window from there up: exact when it does, a bound below the best when it falls short)
            for haul, move, after in sorted(_each_jump(board, moves), key=lambda row: -row[0]):
                value = out[move] = haul - _solve(after, -999, haul - best + 1)
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
        return _chance(first - second, rounds)
    if state._jumps is None or state._over or _pieces(state) > GUESS:
        return None
    return _guess(state._board, state._totals(), state._to_move, rounds)


def _guess(board: tuple[int, ...], totals: tuple[int, int] | list[int], mover: int,
           rounds: int) -> list[float]:
    """The chances from the lead this round ends with: the totals, and the rest of the round solved."""
    rest = _solve(board, -999, 999)
    return _chance(totals[0] - totals[1] + (rest if mover == 0 else -rest), rounds)


def _chance(lead: int, rounds: int) -> list[float]:
    """Each seat's chance of the match guessed from seat 0's ``lead`` at the last round's start."""
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


def _key(board: tuple[int, ...] | list[int]) -> int:
    """The board as one number, two bits a square (the table's key, updated move by move)."""
    key = 0
    for s, pips in enumerate(board):
        key |= pips << (2 * s)
    return key


def _solve(board: tuple[int, ...], alpha: int, beta: int) -> int:
    """``_negamax`` from a board given as a tuple."""
    return _negamax(list(board), _key(board), sum(board), alpha, beta)


def _negamax(cells: list[int], key: int, left: int, alpha: int, beta: int) -> int:
    """The margin still to come for the player to move on ``cells`` (``key`` its number, ``left`` its
    pips); exact inside (alpha, beta), else a bound on the side it fell. The jumps are made on
    ``cells`` and taken back, which leaves it as it was."""
    table.nodes += 1
    if table.nodes > table.stop:
        raise OutOfBudget
    # at most every pip left but one for one side: the last piece standing is never captured
    if left - 1 <= alpha:
        return left - 1
    if 1 - left >= beta:
        return 1 - left
    known = table.probe(key, alpha, beta)
    if known is not None:
        return known
    jumps = _jump_list(cells)
    if not jumps:  # the round ends: nothing more for anyone
        table.store(key, 0, alpha, beta)
        return 0
    # the biggest haul, whatever follows, is worth at least what it takes minus all the rest but a piece
    floor = 2 * jumps[0][1] - left + 1
    if floor >= beta:
        return floor
    start_alpha = alpha
    best = -999
    for _, haul, s, far, ray in jumps:
        pips = cells[s]
        land = ray[far + 1]
        after = key ^ (pips << (2 * s)) | (pips << (2 * land))
        taken = _make(cells, s, far, ray)
        for q, piece in taken:
            after ^= piece << (2 * q)
        value = haul - _negamax(cells, after, left - haul, haul - beta, haul - alpha)
        cells[land] = 0
        cells[s] = pips
        for q, piece in taken:
            cells[q] = piece
        if value > best:
            best = value
            if value > alpha:
                alpha = value
                if alpha >= beta:
                    break
    table.store(key, best, start_alpha, beta)
    return best


Jump = tuple[int, int, int, int, tuple[int, ...]]


def _jump_list(cells: list[int]) -> list[Jump]:
    """Every jump on ``cells`` as (order, haul, from, how far, ray), the squares passed being
    ray[:far + 1]: the biggest hauls first, and of equal hauls the biggest jumper (half the positions
    of the smallest first)."""
    jumps: list[Jump] = []
    for s in range(_N):
        pips = cells[s]
        if not pips:
            continue
        for ray in _SHORT_RAYS[s]:
            haul = 0
            reach = len(ray) - 1
            for far in range(pips if pips < reach else reach):
                haul += cells[ray[far]]
                if haul and not cells[ray[far + 1]]:
                    jumps.append((haul * 4 + pips, haul, s, far, ray))
    jumps.sort(key=_order, reverse=True)
    return jumps


def _order(jump: Jump) -> int:
    return jump[0]


def _make(cells: list[int], s: int, far: int, ray: tuple[int, ...]) -> list[tuple[int, int]]:
    """Jump on ``cells``: the piece on ``s`` passes ray[:far + 1]; the pieces taken, by square."""
    taken = []
    for q in ray[:far + 1]:
        piece = cells[q]
        if piece:
            taken.append((q, piece))
            cells[q] = 0
    cells[ray[far + 1]] = cells[s]
    cells[s] = 0
    return taken


def rollout(state: IceSickleState, rng: random.Random) -> list[float] | None:
    """The expert's rollout from ``state``, played on a bare board rather than through the engine's
    states (0.33 ms a rollout rather than 0.57): placements drawn uniformly while sowing,
    the biggest haul while reaping (drawn among equals), as ``playout_move`` plays them, until the
    solver takes over (``leaf``, ``estimate``): each seat's share of the win; None for a game over."""
    if state._over:
        return None
    cells = list(state._board)
    stash = list(state._stash)
    totals = list(state._totals())
    round_no, rounds, mover = state._round, state._rounds, state._to_move
    if state._jumps is None and round_no == rounds and rounds > 1 and not any(cells) and all(
            count == STASH_PER_SIZE for count in stash):
        return _chance(totals[0] - totals[1], rounds)  # the last round's start (``estimate``)
    empty = [s for s in range(_N) if not cells[s]]
    while any(stash):  # sowing
        sizes = [pips for pips in (1, 2, 3) if stash[pips - 1]]
        pips = sizes[rng.randrange(len(sizes))]
        cells[empty.pop(rng.randrange(len(empty)))] = pips
        stash[pips - 1] -= 1
        mover = 1 - mover
    while True:  # reaping
        pieces = _N - cells.count(0)
        if pieces <= LEAF and round_no == rounds:
            return _shares(tuple(cells), totals, mover)
        if pieces <= GUESS:
            return _guess(tuple(cells), totals, mover, rounds)
        jumps = _jump_list(cells)
        if not jumps:
            break
        top = jumps[0][1]
        ties = 1
        while ties < len(jumps) and jumps[ties][1] == top:
            ties += 1
        _, haul, s, far, ray = jumps[rng.randrange(ties)]
        _make(cells, s, far, ray)
        totals[mover] += haul
        mover = 1 - mover
    if round_no == rounds:  # the match is over
        return _split(totals[0] - totals[1], 0)
    # the next round, the last (two at most): its start is guessed from the lead
    return _chance(totals[0] - totals[1], rounds)


def margin(state: IceSickleState, alpha: int = -999, beta: int = 999) -> int:
    """The pips still to come in this round for the player to move minus the opponent's, with
    perfect play (exact inside (alpha, beta), else a bound)."""
    assert applies(state)
    return _solve(state._board, alpha, beta)


def returns(state: IceSickleState) -> list[float]:
    """In the last round: each seat's share of the win with perfect play (1 win, 0.5 draw, 0 loss)."""
    assert applies(state) and last_round(state)
    return _shares(state._board, state._totals(), state._to_move)


def _shares(board: tuple[int, ...], totals: tuple[int, int] | list[int], me: int) -> list[float]:
    """Each seat's share of the win in the last round's reaping on ``board``, ``me`` to move."""
    already = totals[me] - totals[1 - me]
    final = already + _solve(board, -already - 1, -already + 1)  # only the sign matters
    return _split(final, me)


def _split(final: int, me: int) -> list[float]:
    """The shares of the win when ``me`` ends the match ``final`` pips ahead."""
    mine = 1.0 if final > 0 else 0.5 if final == 0 else 0.0
    return [mine, 1.0 - mine] if me == 0 else [1.0 - mine, mine]


def move_values(state: IceSickleState) -> dict[str, int] | None:
    """In the last round: the legal jumps' exact values for the mover (1 win, 0 draw, -1 loss), the
    jumps that end the match first, then the biggest hauls, up to the first win: the jumps after it are
    left out (a win needs no comparison, and finding one first is what makes a winning position cheap:
    a twentieth of the positions of valuing every jump). Once a draw is in hand, a later jump is only
    asked whether it wins, and is left out when it does not (its value is below the best, which is all a
    choice needs: 11% fewer positions over 30 random starts of the last reaping). None where the answer
    takes more than BUDGET positions."""
    me = state._to_move
    board = state._board
    out: dict[str, int] = {}
    best = -1
    # the jumps that end the match first (they need no search, and a win now is the surest), then the
    # biggest hauls
    afters = sorted(((move, state.play(move)) for move in state.legal_moves()), key=lambda pair: (
        not pair[1].is_over, -sum(board[s] for s in JUMPS[pair[0]][2])))
    try:
        with table.within(BUDGET):
            for move, after in afters:
                if after.is_over:
                    totals = after._totals()
                    final = totals[me] - totals[1 - me]
                    value = (final > 0) - (final < 0)
                elif best < 0:
                    value = round(2 * returns(after)[me]) - 1
                elif _at_least(after, 1):
                    value = 1
                else:
                    continue  # not a win, with a draw in hand: left out
                out[move] = value
                best = max(best, value)
                if best == 1:
                    break
    except OutOfBudget:
        return None
    return out


def _at_least(after: IceSickleState, final: int) -> bool:
    """Whether the player who jumped into ``after`` (the last round's reaping, the match going on) ends
    the match at least ``final`` pips ahead with perfect play: one question of a window one pip wide."""
    mover = after._to_move  # the opponent, whose margin still to come the solver gives
    totals = after._totals()
    already = totals[mover] - totals[1 - mover]
    # the jumper is ``final`` ahead when the mover ends at most -final: the rest at most -final - already
    return _solve(after._board, -final - already, -final - already + 1) <= -final - already


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


__all__ = ["BUDGET", "GUESS", "LEAF", "QUICK", "REAPER_EDGE", "SCALE", "applies", "estimate", "last_round", "leaf", "margin",
           "margin_values", "margins", "move_values", "plan", "quick", "returns", "rollout", "table"]
