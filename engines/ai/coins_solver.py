"""Coins' play phase solved exactly with two players: the best capture margin from any position after
the setup, and so who wins with perfect play.

The play phase is short: every turn takes one coin off the board (a capture takes the opponent's, a
quiet slide costs one of the mover's own), so twelve coins last at most twelve turns, and how a position
goes on depends only on the board and who is to move, never on the captures so far. A negamax with
alpha-beta over the margin still to come (the mover's captures from here minus the opponent's), bounded
by the coins each side still has (a seat cannot lose more coins than it has on the board), captures
tried first; a turn is one step: a capture, or a quiet slide with the removal it forces, or a removal
alone when the mover cannot slide; the turns are built lazily, so a cut-off leaves the rest unbuilt. The
table is keyed by the board as it stands: a canonical key under the eight symmetries cost more time than
the few symmetric boards one game meets saved. Who wins then follows from the captures so far plus the
margin: with two players a tie on captures is a draw (the rules' tie-break compares the same one count).

Like Tic Tac Doh!'s solver the table lives in the process (``engines.ai.table``, bounded by
``MAX_ENTRIES``), so positions the search meets again are answered from it.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from engines.coins import CODE_OWNER, ORTH, PLACE_TEXT, slides
from engines.ai.table import Table

if TYPE_CHECKING:
    from engines.coins import CoinsState

MAX_ENTRIES = 2_000_000  # the table is cleared past this

table = Table(MAX_ENTRIES)  # this process's, kept between questions


QUICK = 11  # coins on the board from which a position is solved within a move's time (a move of its own)
LEAF = 7    # ... and in milliseconds (a leaf of the expert's search)


def quick(state: CoinsState) -> bool:
    """Whether the expert plays ``state`` from the solver outright."""
    return applies(state) and 16 - state._board.count(0) <= QUICK


def candidates(state: CoinsState) -> list[str] | None:
    """The moves the expert's search considers, in its tree and its rollouts, where it narrows them (else
    None): in the setup with two players, orthogonal coins only.
    1,500 random setups solved from the play phase's start: the first player's score falls with each
    diagonal coin it has (none: 1.00 over 21 setups; three: 0.85 over 492; six: 0.63 over 26) and rises
    with each the second player has (none: 0.60 over 30; three: 0.87 over 477; six: 1.00 over 26): a rook
    on four by four reaches every square, a bishop half of them."""
    if state._setup and state._n == 2:
        board = state._board
        return [PLACE_TEXT[sq][ORTH] for sq in range(16) if not board[sq]]
    return None


def leaf(state: CoinsState) -> list[float] | None:
    """The exact rewards of a position the search meets, where it is cheap to solve; else None."""
    if state._remove or not applies(state) or 16 - state._board.count(0) > LEAF:
        return None
    return returns(state)


def applies(state: CoinsState) -> bool:
    """Whether the solver answers for ``state``: two players, the play phase, the game going on (mid-turn
    too: after a quiet slide the removal is still the mover's)."""
    return state._n == 2 and not state._setup and not state._over and not state._resigned


def _children(board: tuple[int, ...], me: int, full: bool) -> Iterator[tuple[tuple[int, ...], int]]:
    """The board after each turn of seat ``me`` and the captures it made (0 or 1), lazily (a cut-off
    leaves the rest unbuilt): captures first, then each quiet slide with each removal it forces; a
    removal alone when no slide exists. A coin that slides and is itself removed leaves the board a
    removal of it alone would: that board is given once."""
    lo = 2 * me + 1
    own = [sq for sq in range(16) if board[sq] == lo or board[sq] == lo + 1]
    moves = slides(board, lo, lo + 1, full)
    if not moves:
        for sq in own:
            yield board[:sq] + (0,) + board[sq + 1:], 0
        return
    quiet: list[tuple[int, int]] = []
    for f, t in moves:
        if board[t]:
            cells = list(board)
            cells[t] = cells[f]
            cells[f] = 0
            yield tuple(cells), 1
        else:
            quiet.append((f, t))
    gone: set[int] = set()  # coins whose slide-and-removal was given
    for f, t in quiet:
        slid = list(board)
        slid[t] = slid[f]
        slid[f] = 0
        for sq in own:
            if sq == f:
                if f not in gone:
                    gone.add(f)
                    yield board[:f] + (0,) + board[f + 1:], 0
                continue
            cells = slid[:]
            cells[sq] = 0
            yield tuple(cells), 0


def _counts(board: tuple[int, ...], me: int) -> tuple[int, int]:
    """The coins of ``me`` and of the opponent on the board."""
    first = 0
    for c in board:
        if c and c <= 2:  # seat 0's codes are 1 and 2
            first += 1
    second = 16 - board.count(0) - first
    return (first, second) if me == 0 else (second, first)


def _negamax(board: tuple[int, ...], me: int, mine: int, theirs: int, full: bool, alpha: int, beta: int) -> int:
    """The margin still to come for ``me`` (to move, with ``mine`` coins against ``theirs``), exact
    when it lies strictly between alpha and beta, else a bound on the side it fell."""
    table.nodes += 1
    if not mine or not theirs:
        return 0
    # the margin lies in [-mine, theirs]: the opponent takes at most my coins, I at most theirs
    if theirs <= alpha:
        return theirs
    if -mine >= beta:
        return -mine
    key = (board, me, full)  # as it stands (see the module's note on symmetry)
    known = table.probe(key, alpha, beta)
    if known is not None:
        return known
    start_alpha = alpha
    best = -99
    other = 1 - me
    for after, gained in _children(board, me, full):
        if gained:
            value = 1 - _negamax(after, other, theirs - 1, mine, full, -beta + 1, -alpha + 1)
        else:
            value = -_negamax(after, other, theirs, mine - 1, full, -beta, -alpha)
        if value > best:
            best = value
            if value > alpha:
                alpha = value
                if alpha >= beta:
                    break
    table.store(key, best, start_alpha, beta)
    return best


def _search(board: tuple[int, ...], me: int, full: bool, alpha: int, beta: int) -> int:
    mine, theirs = _counts(board, me)
    return _negamax(board, me, mine, theirs, full, alpha, beta)


def margin(state: CoinsState) -> int:
    """The captures still to come for the player to move minus the opponent's, with perfect play (a
    position mid-turn, after a quiet slide: the best of its removals)."""
    assert applies(state)
    return _windowed(state, -99, 99)


def _windowed(state: CoinsState, alpha: int, beta: int) -> int:
    """The margin still to come for the player to move, exact inside (alpha, beta), else a bound;
    mid-turn (after a quiet slide) the best of the removals."""
    me = state._cur
    assert me is not None
    board, full = state._board, state._full
    if not state._remove:
        return _search(board, me, full, alpha, beta)
    best = -99
    for sq in range(16):
        c = board[sq]
        if c and CODE_OWNER[c] == me:
            cells = list(board)
            cells[sq] = 0
            value = -_search(tuple(cells), 1 - me, full, -beta, -alpha)
            if value > best:
                best = value
                alpha = max(alpha, value)
                if alpha >= beta:
                    break
    return best


def returns(state: CoinsState) -> list[float]:
    """Each seat's share of the win with perfect play from here (1 win, 0.5 draw, 0 loss)."""
    me = state._cur
    assert me is not None
    already = state.captures(me) - state.captures(1 - me)
    # only the sign matters: a window around the margin that would tie
    final = already + _windowed(state, -already - 1, -already + 1)
    mine = 1.0 if final > 0 else 0.5 if final == 0 else 0.0
    return [mine, 1.0 - mine] if me == 0 else [1.0 - mine, mine]


def margins(state: CoinsState, moves: list[str]) -> dict[str, int]:
    """Each of those moves' final capture margin for the mover with perfect play after it (to choose
    among moves of one value: the biggest win, the smallest loss)."""
    me = state._cur
    assert me is not None
    out: dict[str, int] = {}
    for move in moves:
        after = state.play(move)
        final = after.captures(me) - after.captures(1 - me)
        if not after.is_over:
            final += margin(after) if after._cur == me else -margin(after)
        out[move] = final
    return out


def move_values(state: CoinsState) -> dict[str, int]:
    """Each legal move's exact value for the mover: 1 win, 0 draw, -1 loss."""
    me = state._cur
    assert me is not None
    out: dict[str, int] = {}
    for move in state.legal_moves():
        after = state.play(move)
        if after.is_over:
            final = after.captures(me) - after.captures(1 - me)
            out[move] = (final > 0) - (final < 0)
        else:
            out[move] = round(2 * returns(after)[me]) - 1
    return out


__all__ = ["LEAF", "QUICK", "applies", "candidates", "leaf", "margin", "margins", "move_values", "quick", "returns",
           "table"]
