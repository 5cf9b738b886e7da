"""Tic Tac Doh! (Brian Schultze), ruled by ../shared/rules/tictacdoh.md.

Two players place pieces from one shared Icehouse stash (5 S, 5 M, 5 L) into an imaginary 3×3 grid that
grows from c3 on a 5×5 window. A piece goes on an empty square touching a piece (diagonals count) while
every occupied square still fits in a 3×3 box, or on top of a stack one size away without mixing a tree
(L, LM, LMS / M, MS) and a nest (S, SM, SML / M, ML). Three squares in a line that all count as one
common size win for the placer; 15 pieces placed without a line is a draw; a player who has pieces to
place but no legal placement loses.

``view(seat)`` (the same for every seat: nothing is secret) is a JSON dict with keys:

- ``game`` ("tictacdoh"), ``title``, ``num_players`` (2), ``phase`` ("play" / "game over").
- ``board``: a dict for each of the 25 squares a1..e5: ``{"stack": ["L", "M"]`` (bottom to top, [] when
  empty), ``"shape"``: "single" / "tree" / "nest" / None (empty), ``"counts_as"``: the sizes the square
  counts as for lines, in S, M, L order (["M", "L"] for the tree L-M, ["M"] for the nest S-M, [] when empty),
  ``"in_grid"``: False when the square can no longer be part of the 3×3 grid (grey it out)}``.
- ``out_of_grid``: the names of the squares that can no longer be in the grid, in a1..e5 order.
- ``box``: the bounding box of the occupied squares ``{"from": "b2", "to": "d3"}`` or None when empty.
- ``stash``: ``{"S": n, "M": n, "L": n}`` pieces left; ``placed``: pieces on the board.
- ``current_player``: the seat to move, None when over; ``last_move``: the last placement ("Mc3") or None.
- ``seats``: ``[{"seat": 0, "name": "Player 1", "turns_taken": n, "resigned": False}, ...]``.
- ``is_over``, ``ranking`` (None until over), ``result``: None while playing, else
  ``{"winner": seat or None, "draw": bool, "reason": "line" / "all placed" / "no placement" /
  "resigned"}``; ``winning_lines``: each line of three squares with a common size,
  as ``{"squares": ["b3", "c3", "d3"], "size": "M"}``.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engines.base import OVER, PLAY, Game, IllegalMove, NoChance, State, sentences, series
from engines.icehouse import (
    BOARD_SIZE, SIZES, SQUARES, STASH_PER_SIZE, parse_placement, square_index,
)
from engines.phrases import Phrase, say
from engines.registry import register

# ---- stacks ------------------------------------------------------------------------------------
# A stack is one of ten kinds, named by its pieces bottom to top. Kind 0 is the empty square.
KINDS: tuple[str, ...] = ("", "S", "M", "L", "SM", "LM", "MS", "ML", "LMS", "SML")
KIND_OF: dict[str, int] = {name: i for i, name in enumerate(KINDS)}
SIZE_BIT: dict[str, int] = {"S": 1, "M": 2, "L": 4}


def _shape(kind: str) -> str | None:
    """A tree shrinks upward (LM, LMS, MS), a nest grows upward (SM, SML, ML); one piece is either."""
    if not kind:
        return None
    if len(kind) == 1:
        return "single"
    return "tree" if "SML".index(kind[0]) > "SML".index(kind[1]) else "nest"


def _counts(kind: str) -> int:
    """Sizes (bit mask) a square counts as: a tree every size in it, a nest or a single its top."""
    if _shape(kind) == "tree":
        return sum(SIZE_BIT[c] for c in kind)
    return SIZE_BIT[kind[-1]] if kind else 0


def _take(kind: str, size: str) -> int | None:
    """The kind after ``size`` goes on ``kind``, or None when the rules refuse it."""
    new = kind + size
    if new not in KIND_OF:  # same size, S on L / L on S, a mixed or over-full stack
        return None
    return KIND_OF[new]


SHAPES: tuple[str | None, ...] = tuple(_shape(k) for k in KINDS)
COUNTS: tuple[int, ...] = tuple(_counts(k) for k in KINDS)
# TAKE[kind][size index] -> new kind or None; the empty square takes any size.
TAKE: tuple[tuple[int | None, ...], ...] = tuple(
    tuple(_take(k, s) for s in SIZES) for k in KINDS
)

# ---- geometry (bit masks over the 25 squares, index = rank * 5 + file) ---------------------------
N = BOARD_SIZE * BOARD_SIZE
C3 = square_index("c3")
ALL = (1 << N) - 1


def _mask(pred: Callable[[tuple[int, int], tuple[int, int]], bool]) -> tuple[int, ...]:
    return tuple(
        sum(1 << j for j in range(N) if pred(divmod(i, BOARD_SIZE), divmod(j, BOARD_SIZE)))
        for i in range(N)
    )


# NEIGH[i]: the 8 squares around i; WITHIN2[i]: squares that fit in a 3×3 box together with i.
NEIGH = _mask(lambda a, b: a != b and abs(a[0] - b[0]) <= 1 and abs(a[1] - b[1]) <= 1)
WITHIN2 = _mask(lambda a, b: abs(a[0] - b[0]) <= 2 and abs(a[1] - b[1]) <= 2)


def _lines() -> tuple[tuple[int, int, int], ...]:
    """Every three consecutive squares in a straight line on the window."""
    found: list[tuple[int, int, int]] = []
    for r in range(BOARD_SIZE):
        for f in range(BOARD_SIZE):
            for dr, df in ((0, 1), (1, 0), (1, 1), (1, -1)):
                cells = [(r + k * dr, f + k * df) for k in range(3)]
                if all(0 <= cr < BOARD_SIZE and 0 <= cf < BOARD_SIZE for cr, cf in cells):
                    a, b, c = (cr * BOARD_SIZE + cf for cr, cf in cells)
                    found.append((a, b, c))
    return tuple(found)


def _others(line: tuple[int, int, int], i: int) -> tuple[int, int]:
    """The two squares of a line other than i, in the line's order."""
    first, second, third = line
    return (second, third) if i == first else (first, third) if i == second else (first, second)


LINES = _lines()
# LINES_THROUGH[i]: the other two squares of each line through i (a placement changes only i).
LINES_THROUGH: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple(_others(line, i) for line in LINES if i in line) for i in range(N)
)

# ---- moves --------------------------------------------------------------------------------------
MOVE_NAME: tuple[tuple[str, ...], ...] = tuple(tuple(s + sq for sq in SQUARES) for s in SIZES)
CANONICAL: dict[str, tuple[int, int]] = {
    MOVE_NAME[z][i]: (z, i) for z in range(3) for i in range(N)
}
# MOVES_AT[square][kind][stash mask]: the canonical moves on that square, sizes in S, M, L order.
MOVES_AT: tuple[tuple[tuple[tuple[str, ...], ...], ...], ...] = tuple(
    tuple(
        tuple(
            tuple(MOVE_NAME[z][i] for z in range(3) if avail >> z & 1 and TAKE[k][z] is not None)
            for avail in range(8)
        )
        for k in range(len(KINDS))
    )
    for i in range(N)
)

# ---- the board up to symmetry (the computer player's keys; the exact solver's table) ---------------
_ROWS = tuple(0x1F << (5 * r) for r in range(5))
_COLS = tuple(sum(1 << (5 * r + f) for r in range(5)) for f in range(5))


def _symmetries(height: int, width: int) -> tuple[tuple[int, ...], ...]:
    """For a box of that size: each symmetry's bit shift (4 bits a square of a 3×3 key) of each square
    ``r * 3 + f`` of the box, the eight reflections and rotations (fewer where they coincide)."""
    found: list[tuple[int, ...]] = []
    for transpose in (False, True):
        for flip_rank in (False, True):
            for flip_file in (False, True):
                shifts = [0] * 9
                for r in range(height):
                    for f in range(width):
                        rr = height - 1 - r if flip_rank else r
                        ff = width - 1 - f if flip_file else f
                        if transpose:
                            rr, ff = ff, rr
                        shifts[r * 3 + f] = 4 * (rr * 3 + ff)
                found.append(tuple(shifts))
    return tuple(dict.fromkeys(found))


_BOX_SYMMETRIES = {(h, w): _symmetries(h, w) for h in range(1, 4) for w in range(1, 4)}


def board_key(stacks: tuple[int, ...], occ: int) -> int:
    """The board as a number, the same for every board its symmetries and moves on the window give."""
    if not occ:
        return 0
    rows = [r for r in range(5) if occ & _ROWS[r]]
    cols = [f for f in range(5) if occ & _COLS[f]]
    r0, f0 = rows[0], cols[0]
    cells = []
    left = occ
    while left:
        low = left & -left
        i = low.bit_length() - 1
        left ^= low
        cells.append(((i // 5 - r0) * 3 + i % 5 - f0, stacks[i]))
    best = -1
    for shifts in _BOX_SYMMETRIES[(rows[-1] - r0 + 1, cols[-1] - f0 + 1)]:
        value = 0
        for square, kind in cells:
            value |= kind << shifts[square]
        if best < 0 or value < best:
            best = value
    return best


SEAT_NAMES = ("Player 1", "Player 2")  # in the view and records; players read SEATS
SEATS = (say("engines-player-number", number=1), say("engines-player-number", number=2))
TOTAL = 3 * STASH_PER_SIZE


def _pretty(kind: str) -> str:
    return "-".join(kind)


class TicTacDohState(NoChance, State):
    __slots__ = ("_stacks", "_stash", "_occ", "_adj", "_feas", "_resigned", "_last", "_end",
                 "_moves")

    def __init__(self, stacks: tuple[int, ...], stash: tuple[int, int, int], resigned: int | None,
                 last: str | None, occ: int, adj: int, feas: int,
                 end: tuple[str, int | None] | None) -> None:
        self._stacks = stacks
        self._stash = stash
        self._resigned = resigned
        self._last = last
        self._occ = occ  # occupied squares
        self._adj = adj  # squares touching a piece (c3 alone on the empty board)
        self._feas = feas  # squares that still fit in a 3×3 box with every piece
        # (reason, winner) once known to be over; a missing placement is found lazily (see _ending)
        self._end = end
        self._moves: list[str] | None = None

    # ---- derived values -----------------------------------------------------------------------
    @property
    def _placed(self) -> int:
        return TOTAL - sum(self._stash)

    @property
    def _to_move(self) -> int:
        return self._placed & 1  # seat 0 places first, then the seats alternate

    def _avail(self) -> int:
        s, m, l = self._stash
        return (s > 0) | (m > 0) << 1 | (l > 0) << 2

    def _generate(self) -> list[str]:
        avail = self._avail()
        stacks = self._stacks
        todo = (self._adj & self._feas) | self._occ
        out: list[str] = []
        while todo:
            low = todo & -todo
            i = low.bit_length() - 1
            out += MOVES_AT[i][stacks[i]][avail]
            todo ^= low
        return out

    def _legal(self) -> list[str]:
        moves = self._moves
        if moves is None:
            moves = [] if self._end is not None else self._generate()
            self._moves = moves
        return moves

    def _ending(self) -> tuple[str, int | None] | None:
        end = self._end
        if end is None and not self._legal():
            # pieces remain but nothing fits: the player to move loses
            end = self._end = ("no placement", 1 - self._to_move)
        return end

    # ---- contract -----------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return 2

    @property
    def current_player(self) -> int | None:
        return None if self._ending() is not None else self._to_move

    def legal_moves(self) -> list[str]:
        return list(self._legal())

    @property
    def is_over(self) -> bool:
        return self._ending() is not None

    # ---- for the computer player ------------------------------------------------------------
    def position_key(self) -> int:
        """The board up to its symmetries and its place on the window (``board_key``): it says the
        stash and the player to move too (no piece leaves it)."""
        return board_key(self._stacks, self._occ)

    def winning_moves(self) -> list[str]:
        """The placements that make a line now (read from the stacks, no state built)."""
        if self._ending() is not None:
            return []
        stacks = self._stacks
        found = []
        for move in self._legal():
            z, i = CANONICAL[move]
            kind = TAKE[stacks[i]][z]
            assert kind is not None  # a legal move
            mine = COUNTS[kind]
            if any(mine & COUNTS[stacks[a]] & COUNTS[stacks[b]] for a, b in LINES_THROUGH[i]):
                found.append(move)
        return found

    def ranking(self) -> list[int] | None:
        end = self._ending()
        if end is None:
            return None
        winner = end[1]
        if winner is None:
            return [0, 0]
        return [0, 1] if winner == 0 else [1, 0]

    def play(self, move: str) -> TicTacDohState:
        return self._after(*self._legal_move(move))

    def _legal_move(self, move: object) -> tuple[int, int]:
        """(size index, square) of a legal move; the common case is a listed canonical move."""
        parsed = CANONICAL.get(move) if isinstance(move, str) else None
        if parsed is None or move not in self._legal():
            parsed = self._explain(move)
        return parsed

    def resign(self, seat: int) -> TicTacDohState:
        self._check_seat(seat)
        if self.is_over:
            raise IllegalMove("engines-already-over")
        return TicTacDohState(self._stacks, self._stash, seat, self._last, self._occ, self._adj,
                              self._feas, ("resigned", 1 - seat))

    def turns_taken(self, seat: int) -> int:
        """Placements made so far by ``seat``."""
        self._check_seat(seat)
        placed = self._placed
        return (placed + 1) // 2 if seat == 0 else placed // 2

    # ---- moving -------------------------------------------------------------------------------
    def _after(self, z: int, i: int) -> TicTacDohState:
        """The state after size index ``z`` goes on square ``i`` (already known to be legal)."""
        stacks = self._stacks
        kind = TAKE[stacks[i]][z]
        assert kind is not None
        new_stacks = stacks[:i] + (kind,) + stacks[i + 1:]
        stash = list(self._stash)
        stash[z] -= 1
        new_stash = (stash[0], stash[1], stash[2])
        bit = 1 << i
        end: tuple[str, int | None] | None = None
        mine = COUNTS[kind]
        for a, b in LINES_THROUGH[i]:
            if mine & COUNTS[new_stacks[a]] & COUNTS[new_stacks[b]]:
                end = ("line", self._to_move)
                break
        else:
            if not any(new_stash):
                end = ("all placed", None)
        return TicTacDohState(new_stacks, new_stash, None, MOVE_NAME[z][i], self._occ | bit,
                              self._adj | NEIGH[i], self._feas & WITHIN2[i], end)

    def _explain(self, move: object) -> tuple[int, int]:
        """Parse ``move``; return (size index, square) if legal here, else raise a reason."""
        if self.is_over:
            raise IllegalMove("engines-game-over")
        size, square = parse_placement(move)
        z, i = SIZES.index(size), square_index(square)
        if not self._stash[z]:
            raise IllegalMove("tictacdoh-none-left", size=size)
        kind = self._stacks[i]
        if kind:
            self._explain_stack(size, square, KINDS[kind])
        else:
            self._explain_empty(square, i)
        if TAKE[kind][z] is None or MOVE_NAME[z][i] not in self._legal():
            raise IllegalMove("tictacdoh-not-legal", move=f"{size}{square}")  # not expected
        return z, i

    def _explain_stack(self, size: str, square: str, kind: str) -> None:
        top = kind[-1]
        shape = SHAPES[KIND_OF[kind]]
        if len(kind) == 3:
            raise IllegalMove("tictacdoh-stack-full", square=square, shape=shape, stack=_pretty(kind))
        if top == size:
            raise IllegalMove("tictacdoh-same-size", size=size, top=top)
        if {top, size} == {"S", "L"}:
            raise IllegalMove("tictacdoh-size-gap", size=size, top=top)
        if kind + size not in KIND_OF:
            raise IllegalMove("tictacdoh-mixed", size=size, square=square, shape=shape, stack=_pretty(kind))

    def _explain_empty(self, square: str, i: int) -> None:
        if not self._occ:
            if i != C3:
                raise IllegalMove("tictacdoh-first-on-c3", square=square)
            return
        if not self._adj & (1 << i):
            raise IllegalMove("tictacdoh-not-touching", square=square)
        if not self._feas & (1 << i):
            box = self._box()
            assert box is not None  # some square is occupied
            raise IllegalMove("tictacdoh-off-grid", square=square, start=box[0], end=box[1])

    def _box(self) -> tuple[str, str] | None:
        occ = [i for i in range(N) if self._occ >> i & 1]
        if not occ:
            return None
        files = [i % BOARD_SIZE for i in occ]
        ranks = [i // BOARD_SIZE for i in occ]
        return (SQUARES[min(ranks) * BOARD_SIZE + min(files)],
                SQUARES[max(ranks) * BOARD_SIZE + max(files)])

    # ---- words ------------------------------------------------------------------------------
    def describe_move(self, move: str) -> Phrase:
        z, i = self._legal_move(move)
        size, square = SIZES[z], SQUARES[i]
        kind = KINDS[self._stacks[i]]
        if not kind:
            return say("engines-place-pyramid", size=size, square=square)
        new = kind + size
        shape = SHAPES[KIND_OF[new]] if new in KIND_OF else "stack"
        return say("tictacdoh-move-stack", size=size, square=square, shape=shape, stack=_pretty(new))

    def position_words(self) -> Phrase:
        """"S, M, L: small, medium, large. Rank 3: b3 M, c3 tree L-M (counts as M, L). Squares still
        in the grid: b1 to d5. Stash: 3 S, 4 M, 2 L (6 of 15 placed)." (from the public view)."""
        view = self.view(None)
        board = view["board"]
        parts: list[Phrase] = [say("tictacdoh-position-key")]
        for rank in reversed(range(BOARD_SIZE)):
            row = []
            for name in SQUARES[rank * BOARD_SIZE:(rank + 1) * BOARD_SIZE]:
                square = board[name]
                if not square["stack"]:
                    continue
                if square["shape"] == "single":
                    row.append(say("tictacdoh-position-single", square=name, size=square["stack"][0]))
                else:
                    row.append(say("tictacdoh-position-stack", square=name, shape=square["shape"],
                                   stack=_pretty("".join(square["stack"])), counts=series(square["counts_as"])))
            if row:
                parts.append(say("tictacdoh-position-rank", rank=rank + 1, squares=series(row)))
        if view["box"] is None:
            parts.append(say("tictacdoh-position-empty"))
        elif view["out_of_grid"]:
            inside = [name for name in SQUARES if board[name]["in_grid"]]
            parts.append(say("tictacdoh-position-grid", start=inside[0], end=inside[-1]))
        stash = view["stash"]
        parts.append(say("tictacdoh-position-stash", stash=series(
            [say("tictacdoh-count", count=stash[z], size=z) for z in SIZES]), placed=view["placed"]))
        for line in view["winning_lines"]:
            parts.append(say("tictacdoh-position-line", size=line["size"], squares=series(line["squares"])))
        said: Phrase = sentences(*parts)
        return said

    def seat_name(self, seat: int) -> Phrase:
        self._check_seat(seat)
        return SEATS[seat]

    def phase(self) -> Phrase:
        return OVER if self.is_over else PLAY

    # ---- data -------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "game": TicTacDohGame.key,
            "board": {SQUARES[i]: KINDS[k] for i, k in enumerate(self._stacks) if k},
            "stash": dict(zip(SIZES, self._stash)),
            "to_move": self._to_move,
            "resigned": self._resigned,
            "last_move": self._last,
        }

    def _result(self) -> dict[str, Any] | None:
        end = self._ending()
        if end is None:
            return None
        reason, winner = end
        return {"winner": winner, "draw": winner is None, "reason": reason}

    def winning_lines(self) -> list[tuple[tuple[str, str, str], str]]:
        """Each line of three squares that count as one common size, with that size."""
        found = []
        for line in LINES:
            common = COUNTS[self._stacks[line[0]]] & COUNTS[self._stacks[line[1]]] & \
                COUNTS[self._stacks[line[2]]]
            for z, size in enumerate(SIZES):
                if common >> z & 1:
                    found.append(((SQUARES[line[0]], SQUARES[line[1]], SQUARES[line[2]]), size))
        return found

    def view(self, seat: int | None) -> dict:
        board = {}
        for i, k in enumerate(self._stacks):
            kind = KINDS[k]
            board[SQUARES[i]] = {
                "stack": list(kind),
                "shape": SHAPES[k],
                "counts_as": [s for z, s in enumerate(SIZES) if COUNTS[k] >> z & 1],
                "in_grid": bool(self._feas >> i & 1),
            }
        box = self._box()
        return {
            "game": TicTacDohGame.key,
            "title": TicTacDohGame.title,
            "num_players": 2,
            "phase": "game over" if self.is_over else "play",
            "board": board,
            "out_of_grid": [SQUARES[i] for i in range(N) if not self._feas >> i & 1],
            "box": None if box is None else {"from": box[0], "to": box[1]},
            "stash": dict(zip(SIZES, self._stash)),
            "placed": self._placed,
            "current_player": self.current_player,
            "last_move": self._last,
            "seats": [{"seat": s, "name": SEAT_NAMES[s], "turns_taken": self.turns_taken(s),
                       "resigned": self._resigned == s} for s in range(2)],
            "is_over": self.is_over,
            "ranking": self.ranking(),
            "result": self._result(),
            "winning_lines": [{"squares": list(sq), "size": size}
                              for sq, size in self.winning_lines()],
        }

    def __eq__(self, other: object) -> bool:
        return (type(other) is TicTacDohState and other._stacks == self._stacks
                and other._stash == self._stash and other._resigned == self._resigned
                and other._last == self._last)

    def __hash__(self) -> int:
        return hash((self._stacks, self._stash, self._resigned, self._last))


def _from_board(stacks: tuple[int, ...], stash: tuple[int, int, int], resigned: int | None,
                last: str | None) -> TicTacDohState:
    """Build a state with its derived masks and any finished line, as loading a position needs."""
    occ, adj, feas = 0, 1 << C3, ALL
    for i, k in enumerate(stacks):
        if k:
            occ |= 1 << i
            adj |= NEIGH[i]
            feas &= WITHIN2[i]
    placed = TOTAL - sum(stash)
    end: tuple[str, int | None] | None = None
    if any(COUNTS[stacks[a]] & COUNTS[stacks[b]] & COUNTS[stacks[c]] for a, b, c in LINES):
        end = ("line", 1 - (placed & 1))  # the last placer made it
    elif resigned is not None:
        end = ("resigned", 1 - resigned)
    elif placed == TOTAL:
        end = ("all placed", None)
    return TicTacDohState(stacks, stash, resigned, last, occ, adj, feas, end)


class TicTacDohGame(Game):
    key = "tictacdoh"
    title = "Tic Tac Doh!"
    min_players = 2
    max_players = 2
    options = ()
    summary = say("tictacdoh-rules")

    def new_game(self, num_players: int = 2,
                 options: Mapping[str, object] | None = None) -> TicTacDohState:
        self.check_options(num_players, options)
        full = (STASH_PER_SIZE, STASH_PER_SIZE, STASH_PER_SIZE)
        return TicTacDohState((0,) * N, full, None, None, 0, 1 << C3, ALL, None)

    def load(self, data: dict) -> TicTacDohState:
        if not isinstance(data, dict):
            raise ValueError("a Tic Tac Doh! position must be a dict")
        if data.get("game") != self.key:
            raise ValueError(f"not a Tic Tac Doh! position: game is {data.get('game')!r}")
        stacks = _load_board(data.get("board"))
        stash = _load_stash(data.get("stash"))
        for z, size in enumerate(SIZES):
            on_board = sum(KINDS[k].count(size) for k in stacks)
            if on_board + stash[z] != STASH_PER_SIZE:
                raise ValueError(f"there must be {STASH_PER_SIZE} {size} pyramids in "
                                 f"all, not {on_board} on the board and {stash[z]} in the stash")
        _check_shape(stacks)
        placed = TOTAL - sum(stash)
        if data.get("to_move") != placed & 1:
            raise ValueError(f"with {placed} pieces placed, seat {placed & 1} is to move, "
                             f"not {data.get('to_move')!r}")
        resigned = data.get("resigned")
        if resigned is not None and (type(resigned) is not int or resigned not in (0, 1)):
            raise ValueError(f"resigned must be a seat (0 or 1) or null, not {resigned!r}")
        last = data.get("last_move")
        if last is not None and (last not in CANONICAL or
                                 KINDS[stacks[CANONICAL[last][1]]][-1:] != last[0]):
            raise ValueError(f"last_move {last!r} is not a piece on top of the board")
        state = _from_board(stacks, stash, resigned, last)
        if resigned is not None and state._end is not None and state._end[0] != "resigned":
            raise ValueError("a player cannot have resigned a game that was already over")
        return state


def _load_board(board: object) -> tuple[int, ...]:
    if not isinstance(board, dict):
        raise ValueError("board must be a dict from square to stack, like {'c3': 'LM'}")
    stacks = [0] * N
    for square, kind in board.items():
        if square not in SQUARES:
            raise ValueError(f"{square!r} is not a square a1..e5")
        if not isinstance(kind, str) or kind not in KIND_OF or not kind:
            raise ValueError(f"{square}: {kind!r} is not a legal stack (one of "
                             f"{', '.join(KINDS[1:])})")
        stacks[square_index(square)] = KIND_OF[kind]
    return tuple(stacks)


def _load_stash(stash: object) -> tuple[int, int, int]:
    if not isinstance(stash, dict) or set(stash) != set(SIZES):
        raise ValueError("stash must be a dict with counts for S, M and L")
    counts = []
    for size in SIZES:
        n = stash[size]
        if type(n) is not int or not 0 <= n <= STASH_PER_SIZE:
            raise ValueError(f"stash {size} must be a whole number 0..{STASH_PER_SIZE}, not {n!r}")
        counts.append(n)
    return counts[0], counts[1], counts[2]


def _check_shape(stacks: tuple[int, ...]) -> None:
    """The occupied squares hold c3, fit in a 3×3 box and touch each other, as placements leave them."""
    occ = [i for i, k in enumerate(stacks) if k]
    if not occ:
        return
    if C3 not in occ:
        raise ValueError("the first piece is always on c3, but c3 is empty")
    if any(not WITHIN2[i] >> j & 1 for i in occ for j in occ):
        raise ValueError("the occupied squares do not fit in a 3×3 box")
    reached, frontier = {C3}, [C3]
    while frontier:
        i = frontier.pop()
        for j in occ:
            if j not in reached and NEIGH[i] >> j & 1:
                reached.add(j)
                frontier.append(j)
    if len(reached) != len(occ):
        raise ValueError("every piece must touch the group grown from c3")


GAME = TicTacDohGame()
TicTacDohState.game = GAME
register(GAME)
