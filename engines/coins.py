"""Coins: an untitled piecepack game by dboyle (2001), as ruled in ``rules/coins.md``.

2-4 players on a 4x4 board (a1..d4). Setup: in seat order each player places one coin at a time
on an empty square, choosing its kind (orthogonal ``b2+`` or diagonal ``b2x``). Play: slide a coin
like a rook or bishop (``b2-b4``); landing on the first opponent coin of the line captures it; a
slide that captures nothing is followed by the same player's removal of one of their own coins
(``*c3``). The game ends in the play phase when no coin is left or all that are left belong to one
player. Option ``slide``: ``free`` (stop on any empty square of the line) or ``full`` (go as far
as possible).

Notation: ``b2+`` / ``b2x`` (place), ``b2-b4`` (slide, capture included), ``*c3`` (remove).
Aliases (case and spaces ignored): ``b2 orthogonal`` / ``b2o``, ``b2 diagonal`` / ``b2d``;
``b2b4``, ``b2 b4``, ``b2xb4``, ``b2:b4``; ``remove c3``.

``view(seat)`` (nothing is secret, so every seat gets the same dict) has the keys:
    game            "coins"
    num_players     int
    options         {"slide": "free" | "full"}
    seat_names      ["Suns", "Moons", "Crowns", "Arms"][:n]  (the suit each seat plays)
    seat_colours    ["red", "black", "green", "blue"][:n]  (the piecepack colour of that suit)
    board           {"b2": {"owner": seat, "kind": "orthogonal" | "diagonal"}, ...}  (occupied only)
    to_place        [coins each seat still has to place]
    coins_on_board  [coins each seat has on the board]
    captures        [coins each seat has captured]  (= scores)
    captured_from   n x n list: captured_from[s][o] = coins seat s took from seat o
    turns_taken     [completed turns per seat]
    current_player  seat to act, or None when over
    must_remove     true when the player to move must remove an own coin (the ``*SQ`` step)
    phase           "setup" | "play" | "game over"
    in_game         seats that have not resigned
    resigned        seats that resigned, in the order they did
    is_over         bool
    ranking         places when over, else None
    scores          captures as floats
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, NoReturn, cast

from engines.base import (
    OVER, PLAY, SETUP, Game, IllegalMove, NoChance, OptionSpec, State, competition_ranking, sentences, series,
    shown)
from engines.phrases import Phrase, say
from engines.registry import register
from engines.symmetry import canonical

if TYPE_CHECKING:
    import random

# ---- geometry, precomputed at import ---------------------------------------------------------
# A square is an index 0..15: file + 4 * rank (a1 = 0, b1 = 1, ..., d4 = 15).
FILES = "abcd"
SQUARES: tuple[str, ...] = tuple(f"{FILES[i % 4]}{i // 4 + 1}" for i in range(16))
SQUARE_INDEX: dict[str, int] = {name: i for i, name in enumerate(SQUARES)}
ORTH, DIAG = 0, 1
KIND_NAMES = ("orthogonal", "diagonal")
KIND_MARKS = ("+", "x")
_DIRECTIONS = (((1, 0), (-1, 0), (0, 1), (0, -1)), ((1, 1), (-1, 1), (1, -1), (-1, -1)))


def _ray(sq: int, df: int, dr: int) -> tuple[int, ...]:
    f, r, out = sq % 4 + df, sq // 4 + dr, []
    while 0 <= f < 4 and 0 <= r < 4:
        out.append(f + 4 * r)
        f, r = f + df, r + dr
    return tuple(out)


# RAYS[kind][sq]: the non-empty rays from sq, nearest square first.
RAYS: tuple[tuple[tuple[tuple[int, ...], ...], ...], ...] = tuple(
    tuple(tuple(ray for ray in (_ray(sq, df, dr) for df, dr in dirs) if ray) for sq in range(16))
    for dirs in _DIRECTIONS
)
# LINE[f][t]: (kind, squares strictly between, square beyond t or -1) when t is on a line from f.
LINE: list[list[tuple[int, tuple[int, ...], int] | None]] = [[None] * 16 for _ in range(16)]
for _kind in (ORTH, DIAG):
    for _f in range(16):
        for _r in RAYS[_kind][_f]:
            for _i, _t in enumerate(_r):
                LINE[_f][_t] = (_kind, _r[:_i], _r[_i + 1] if _i + 1 < len(_r) else -1)

# Board cells hold 0 (empty) or a coin code 1 + 2 * seat + kind.
CODE_OWNER = tuple(-1 if c == 0 else (c - 1) >> 1 for c in range(9))
CODE_KIND = tuple(-1 if c == 0 else (c - 1) & 1 for c in range(9))
CODE_BIT = tuple(0 if c == 0 else 1 << ((c - 1) >> 1) for c in range(9))
RAYS_BY_CODE = tuple(() if c == 0 else RAYS[(c - 1) & 1] for c in range(9))

# Canonical move strings and the action each one stands for.
SLIDE_TEXT = tuple(tuple(f"{SQUARES[f]}-{SQUARES[t]}" for t in range(16)) for f in range(16))
PLACE_TEXT = tuple(tuple(SQUARES[sq] + mark for mark in KIND_MARKS) for sq in range(16))
REMOVE_TEXT = tuple(f"*{SQUARES[sq]}" for sq in range(16))
PLACE, SLIDE, REMOVE = 0, 1, 2
Action = tuple[int, int, int]  # (PLACE, sq, kind) | (SLIDE, from, to) | (REMOVE, sq, 0)
ACTIONS: dict[str, Action] = {}
for _sq in range(16):
    ACTIONS[PLACE_TEXT[_sq][ORTH]] = (PLACE, _sq, ORTH)
    ACTIONS[PLACE_TEXT[_sq][DIAG]] = (PLACE, _sq, DIAG)
    ACTIONS[REMOVE_TEXT[_sq]] = (REMOVE, _sq, 0)
    for _t in range(16):
        if _t != _sq:
            ACTIONS[SLIDE_TEXT[_sq][_t]] = (SLIDE, _sq, _t)

SEAT_NAMES = ("Suns", "Moons", "Crowns", "Arms")  # in the view and records; players read SEATS
SEATS = (say("coins-seat-suns"), say("coins-seat-moons"), say("coins-seat-crowns"), say("coins-seat-arms"))
SEAT_COLOURS = ("red", "black", "green", "blue")
COINS_PER_SEAT = {2: 6, 3: 5, 4: 4}

_SQ = r"([a-z]\d+)"
_PLACE_RE = re.compile(_SQ + r"(\+|x|o|d|orth|orthogonal|diag|diagonal)")
_SLIDE_RE = re.compile(_SQ + r"(?:-|x|:|to)?" + _SQ)
_REMOVE_RE = re.compile(r"(?:\*|remove)" + _SQ)
_KIND_WORDS = {"+": ORTH, "o": ORTH, "orth": ORTH, "orthogonal": ORTH,
               "x": DIAG, "d": DIAG, "diag": DIAG, "diagonal": DIAG}
_HOW_TO = say("coins-help")


def _square(name: str) -> int:
    sq = SQUARE_INDEX.get(name)
    if sq is None:
        raise IllegalMove("coins-not-a-square", square=name)
    return sq


def parse_move(move: object) -> Action:
    """Text (canonical or alias) -> action; IllegalMove for text that names no move at all."""
    if not isinstance(move, str):
        raise IllegalMove("engines-not-text", help=_HOW_TO)
    action = ACTIONS.get(move)
    if action is not None:
        return action
    text = "".join(move.lower().split())
    action = ACTIONS.get(text)
    if action is not None:
        return action
    if m := _PLACE_RE.fullmatch(text):
        return (PLACE, _square(m[1]), _KIND_WORDS[m[2]])
    if m := _SLIDE_RE.fullmatch(text):
        return (SLIDE, _square(m[1]), _square(m[2]))
    if m := _REMOVE_RE.fullmatch(text):
        return (REMOVE, _square(m[1]), 0)
    raise IllegalMove("engines-not-a-move", move=shown(move), game="Coins", help=_HOW_TO)


def slides(board: tuple[int, ...], lo: int, hi: int, full: bool) -> list[tuple[int, int]]:
    """Every slide (from, to) of the player whose coins are coded lo and hi (``full``: the option
    slide = full); a slide onto a coin is a capture. The engine's moves and the exact solver's turns."""
    out: list[tuple[int, int]] = []
    append = out.append
    for sq in range(16):
        c = board[sq]
        if c != lo and c != hi:
            continue
        for ray in RAYS_BY_CODE[c][sq]:
            last = -1  # slide=full: the farthest square reached so far
            for t in ray:
                d = board[t]
                if not d:
                    if full:
                        last = t
                    else:
                        append((sq, t))
                    continue
                if d != lo and d != hi:  # the first opponent coin: a capture
                    if full:
                        last = t
                    else:
                        append((sq, t))
                break
            if last >= 0:
                append((sq, last))
    return out


def _owner_mask(board: tuple[int, ...]) -> int:
    """Bit s is set when seat s has a coin on the board."""
    mask = 0
    for c in board:
        if c:
            mask |= CODE_BIT[c]
    return mask


class CoinsState(NoChance, State):
    """An immutable Coins position."""

    __slots__ = ("_n", "_full", "_board", "_to_place", "_caps", "_cur", "_remove", "_resigned",
                 "_turns", "_setup", "_over")

    _n: int
    _full: bool                 # option slide == "full"
    _board: tuple[int, ...]     # 16 cells: 0 or a coin code
    _to_place: tuple[int, ...]  # coins still to place, per seat
    _caps: tuple[int, ...]      # flat n*n: _caps[s*n + o] = coins seat s captured from seat o
    _cur: int | None            # seat to act; None exactly when _over (the code narrows on it)
    _remove: bool               # the player to move must remove an own coin (after a quiet slide)
    _resigned: tuple[int, ...]  # in resignation order
    _turns: tuple[int, ...]     # completed turns per seat
    _setup: bool                # some coin is still to be placed
    _over: bool

    @classmethod
    def _make(cls, n: int, full: bool, board: tuple[int, ...], to_place: tuple[int, ...],
              caps: tuple[int, ...], cur: int | None, remove: bool, resigned: tuple[int, ...],
              turns: tuple[int, ...], setup: bool, over: bool) -> CoinsState:
        # Bypasses __init__ checks: every caller has already established the invariants.
        s = object.__new__(cls)
        s._n, s._full, s._board, s._to_place, s._caps = n, full, board, to_place, caps
        s._cur, s._remove, s._resigned, s._turns = cur, remove, resigned, turns
        s._setup, s._over = setup, over
        return s

    # ---- contract: simple properties --------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self._n

    @property
    def current_player(self) -> int | None:
        return self._cur

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def must_remove(self) -> bool:
        return self._remove

    def turns_taken(self, seat: int) -> int:
        """Completed turns of that seat (a placement is one; a slide with its removal is one)."""
        self._check_seat(seat)
        return self._turns[seat]

    def captures(self, seat: int) -> int:
        n = self._n
        return sum(self._caps[seat * n:(seat + 1) * n])

    def scores(self) -> list[float]:
        return [float(self.captures(s)) for s in range(self._n)]

    def ranking(self) -> list[int] | None:
        if not self._over:
            return None
        n, caps, resigned = self._n, self._caps, self._resigned
        keys: list[tuple] = []
        for s in range(n):
            if s in resigned:  # below every stayer; a later resigner above an earlier one
                keys.append((0, resigned.index(s)))
                continue
            row = caps[s * n:(s + 1) * n]
            # the draft's tie-break: lowest per-opponent count first, then the next lowest, ...
            keys.append((1, sum(row), tuple(sorted(row[o] for o in range(n) if o != s))))
        return competition_ranking(keys)

    # ---- legal moves ------------------------------------------------------------------------
    def legal_moves(self) -> list[str]:
        cur = self._cur
        if cur is None:  # over
            return []
        board = self._board
        if self._setup:
            return [text for sq in range(16) if not board[sq] for text in PLACE_TEXT[sq]]
        lo = 2 * cur + 1
        hi = lo + 1
        if not self._remove:
            moves = self._slides(board, lo, hi)
            if moves:
                return moves
        return [REMOVE_TEXT[sq] for sq in range(16) if lo <= board[sq] <= hi]

    def _slides(self, board: tuple[int, ...], lo: int, hi: int) -> list[str]:
        """Every slide of the player whose coins are coded lo and hi."""
        return [SLIDE_TEXT[f][t] for f, t in slides(board, lo, hi, self._full)]

    def _can_slide(self) -> bool:
        lo = 2 * cast(int, self._cur) + 1  # asked only while the game goes on: someone is to move
        return bool(self._slides(self._board, lo, lo + 1))

    # ---- play -------------------------------------------------------------------------------
    def play(self, move: str) -> CoinsState:
        me = self._cur
        if me is None:  # over
            raise IllegalMove("engines-game-over")
        action = parse_move(move)
        reason = self._why_illegal(action)
        if reason:
            raise IllegalMove(reason)
        kind, a, b = action
        if kind == SLIDE:
            return self._after_slide(me, a, b)
        if kind == REMOVE:
            return self._after_remove(me, a)
        return self._after_place(me, a, b)

    def _after_place(self, me: int, sq: int, kind: int) -> CoinsState:
        n = self._n
        board = list(self._board)
        board[sq] = 1 + 2 * me + kind
        to_place = list(self._to_place)
        to_place[me] -= 1
        turns = list(self._turns)
        turns[me] += 1
        nxt = next((s for s in ((me + k) % n for k in range(1, n + 1)) if to_place[s]), None)
        board_t, to_place_t = tuple(board), tuple(to_place)
        if nxt is not None:
            return self._make(n, self._full, board_t, to_place_t, self._caps, nxt, False,
                              self._resigned, tuple(turns), True, False)
        return self._start_of_turn(board_t, to_place_t, self._caps, tuple(turns), me)

    def _after_slide(self, me: int, f: int, t: int) -> CoinsState:
        board = list(self._board)
        captured = board[t]
        board[t] = board[f]
        board[f] = 0
        if not captured:  # the same player must now remove an own coin
            return self._make(self._n, self._full, tuple(board), self._to_place, self._caps,
                              me, True, self._resigned, self._turns, False, False)
        n = self._n
        caps = list(self._caps)
        caps[me * n + CODE_OWNER[captured]] += 1
        turns = list(self._turns)
        turns[me] += 1
        return self._start_of_turn(tuple(board), self._to_place, tuple(caps), tuple(turns), me)

    def _after_remove(self, me: int, sq: int) -> CoinsState:
        board = list(self._board)
        board[sq] = 0
        turns = list(self._turns)
        turns[me] += 1
        return self._start_of_turn(tuple(board), self._to_place, self._caps, tuple(turns), me)

    def _start_of_turn(self, board: tuple[int, ...], to_place: tuple[int, ...],
                       caps: tuple[int, ...], turns: tuple[int, ...], last: int,
                       resigned: tuple[int, ...] | None = None) -> CoinsState:
        """The play-phase position after seat `last` acted: the end check, then the next seat."""
        n = self._n
        resigned = self._resigned if resigned is None else resigned
        mask = _owner_mask(board)
        if not mask & (mask - 1):  # no coin, or the coins of one player only
            return self._make(n, self._full, board, to_place, caps, None, False, resigned, turns,
                              False, True)
        # the next seat in order with a coin on the board (resigners have none)
        nxt = last
        while True:
            nxt = nxt + 1 if nxt + 1 < n else 0
            if mask >> nxt & 1:
                break
        return self._make(n, self._full, board, to_place, caps, nxt, False, resigned, turns,
                          False, False)

    # ---- why a move is refused --------------------------------------------------------------
    def _why_illegal(self, action: Action) -> Phrase | None:
        """None when the action is legal for the player to move, else the reason why not."""
        kind, a, b = action
        if self._setup:
            if kind != PLACE:
                return say("coins-still-placing")
            if self._board[a]:
                return say("coins-place-occupied", square=SQUARES[a])
            return None
        if kind == PLACE:
            return say("coins-all-placed", move=self.legal_moves()[0])
        if kind == REMOVE:
            return self._why_not_remove(a)
        if self._remove:
            return say("coins-remove-first", move=self.legal_moves()[0])
        return self._why_not_slide(a, b)

    def _why_not_remove(self, sq: int) -> Phrase | None:
        c = self._board[sq]
        if not c:
            return say("coins-remove-empty", square=SQUARES[sq])
        if CODE_OWNER[c] != self._cur:
            return say("coins-remove-not-yours", square=SQUARES[sq], owner=SEATS[CODE_OWNER[c]])
        if not self._remove and self._can_slide():
            return say("coins-remove-can-slide")
        return None

    def _why_not_slide(self, f: int, t: int) -> Phrase | None:
        board, me = self._board, self._cur
        c = board[f]
        if not c:
            return say("coins-slide-empty", square=SQUARES[f])
        if CODE_OWNER[c] != me:
            return say("coins-slide-not-yours", square=SQUARES[f], owner=SEATS[CODE_OWNER[c]])
        if f == t:
            return say("coins-slide-same")
        kind = CODE_KIND[c]
        line = LINE[f][t]
        if line is None or line[0] != kind:
            return say("coins-slide-off-line", kind=KIND_NAMES[kind], square=SQUARES[t], start=SQUARES[f])
        between, beyond = line[1], line[2]
        for sq in between + (t,):
            d = board[sq]
            if not d:
                continue
            if CODE_OWNER[d] == me:
                return say("coins-slide-blocked", start=SQUARES[f], square=SQUARES[sq])
            if sq != t:
                return say("coins-slide-in-the-way", owner=SEATS[CODE_OWNER[d]], square=SQUARES[sq])
        if self._full and not board[t] and beyond >= 0 and CODE_OWNER[board[beyond]] != me:
            return say("coins-slide-full", square=SQUARES[t], beyond=SQUARES[beyond])
        return None

    # ---- resignation ------------------------------------------------------------------------
    def resign(self, seat: int) -> CoinsState:
        self._check_seat(seat)
        if self._over:
            raise IllegalMove("engines-already-over")
        if seat in self._resigned:
            raise IllegalMove("engines-already-resigned", seat=SEATS[seat])
        n, cur = self._n, self._cur
        resigned = self._resigned + (seat,)
        # the resigner's coins leave the board for nobody, and so do the coins still in hand
        lo = 2 * seat + 1
        board = tuple(0 if lo <= c <= lo + 1 else c for c in self._board)
        to_place = tuple(0 if s == seat else k for s, k in enumerate(self._to_place))
        setup = any(to_place)
        if len(resigned) == n - 1:  # one player left: that player wins
            return self._make(n, self._full, board, to_place, self._caps, None, False, resigned,
                              self._turns, setup, True)
        if setup:  # setup goes on without them
            if cur == seat:
                cur = next(s for s in ((seat + k) % n for k in range(1, n)) if to_place[s])
            return self._make(n, self._full, board, to_place, self._caps, cur, False, resigned,
                              self._turns, True, False)
        if cur == seat:
            # the resigner was to move (setup may just have ended with them): the next seat plays
            return self._start_of_turn(board, to_place, self._caps, self._turns, seat, resigned)
        mask = _owner_mask(board)
        over = not mask & (mask - 1)
        # otherwise the player to move keeps the move, a pending removal included
        return self._make(n, self._full, board, to_place, self._caps, None if over else cur,
                          False if over else self._remove, resigned, self._turns, False, over)

    # ---- words ------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> Phrase:
        self._check_seat(seat)
        return SEATS[seat]

    def seat_label(self, seat: int) -> Phrase:
        return self.seat_name(seat)

    def phase(self) -> Phrase:
        if self._over:
            return OVER
        return SETUP if self._setup else PLAY

    def position_words(self) -> Phrase:
        """"Suns: orthogonal on a1, b2 and diagonal on c3; 2 to place; captured 1 (1 Moons). Moons: …"
        (from the public view)."""
        view = self.view(None)
        n, board = view["num_players"], view["board"]
        parts: list[Phrase] = []
        for seat in range(n):
            name = SEATS[seat]
            if seat in view["resigned"]:
                parts.append(say("coins-position-resigned", seat=name))
                continue
            kinds = []
            for kind in KIND_NAMES:
                squares = [sq for sq, coin in board.items()
                           if coin["owner"] == seat and coin["kind"] == kind]
                if squares:
                    kinds.append(say("coins-position-kind", kind=kind, squares=series(squares)))
            coins = tuple(kinds) if kinds else say("coins-position-no-coin")
            caps = view["captures"][seat]
            placing = view["to_place"][seat]
            if placing:
                parts.append(say("coins-position-seat-placing", seat=name, coins=coins, placing=placing,
                                 captured=caps))
            elif caps and n > 2:
                taken = series([say("coins-count-of", count=count, seat=SEATS[other])
                                for other, count in enumerate(view["captured_from"][seat]) if count])
                parts.append(say("coins-position-seat-taken", seat=name, coins=coins, captured=caps, taken=taken))
            else:
                parts.append(say("coins-position-seat", seat=name, coins=coins, captured=caps))
        if view["must_remove"] and not view["is_over"]:
            parts.append(say("coins-position-must-remove", seat=SEATS[view["current_player"]]))
        said: Phrase = sentences(*parts)
        return said

    def describe_move(self, move: str) -> Phrase:
        """Words for a legal move; IllegalMove (with the reason) for any other."""
        me = self._cur
        if me is None:  # over
            raise IllegalMove("engines-game-over")
        kind, a, b = action = parse_move(move)
        reason = self._why_illegal(action)
        if reason:
            raise IllegalMove(reason)
        if kind == PLACE:
            return say("coins-move-place", kind=KIND_NAMES[b], square=SQUARES[a])
        if kind == REMOVE:
            # said in public after "alice played `*c2`: ": no "your"
            return say("coins-move-remove", seat=SEATS[me], square=SQUARES[a])
        target = self._board[b]
        if target:
            return say("coins-move-capture", start=SQUARES[a], end=SQUARES[b], victim=SEATS[CODE_OWNER[target]])
        return say("coins-move-quiet", start=SQUARES[a], end=SQUARES[b], seat=SEATS[me])

    # ---- serialisation ----------------------------------------------------------------------
    def _board_dict(self) -> dict[str, dict[str, Any]]:
        return {SQUARES[sq]: {"owner": CODE_OWNER[c], "kind": KIND_NAMES[CODE_KIND[c]]}
                for sq, c in enumerate(self._board) if c}

    def _caps_rows(self) -> list[list[int]]:
        n = self._n
        return [list(self._caps[s * n:(s + 1) * n]) for s in range(n)]

    def to_dict(self) -> dict:
        return {
            "game": "coins",
            "players": self._n,
            "options": {"slide": "full" if self._full else "free"},
            "board": self._board_dict(),
            "to_place": list(self._to_place),
            "captured_from": self._caps_rows(),
            "current_player": self._cur,
            "must_remove": self._remove,
            "resigned": list(self._resigned),
            "turns": list(self._turns),
        }

    def view(self, seat: int | None) -> dict:
        n = self._n
        on_board = [sum(1 for c in self._board if CODE_OWNER[c] == s) for s in range(n)]
        return {
            "game": "coins",
            "num_players": n,
            "options": {"slide": "full" if self._full else "free"},
            "seat_names": list(SEAT_NAMES[:n]),
            "seat_colours": list(SEAT_COLOURS[:n]),
            "board": self._board_dict(),
            "to_place": list(self._to_place),
            "coins_on_board": on_board,
            "captures": [self.captures(s) for s in range(n)],
            "captured_from": self._caps_rows(),
            "turns_taken": list(self._turns),
            "current_player": self._cur,
            "must_remove": self._remove,
            "phase": "game over" if self._over else "setup" if self._setup else "play",
            "in_game": [s for s in range(n) if s not in self._resigned],
            "resigned": list(self._resigned),
            "is_over": self._over,
            "ranking": self.ranking(),
            "scores": self.scores(),
        }

    # ---- for the computer player ------------------------------------------------------------
    def playout_move(self, rng: random.Random) -> str:
        """A capture whenever one exists (the only way to score; a quiet slide costs a coin), else
        a move drawn uniformly."""
        cur = self._cur
        if cur is not None and not self._setup and not self._remove:
            board = self._board
            moves = slides(board, 2 * cur + 1, 2 * cur + 2, self._full)
            captures = [(f, t) for f, t in moves if board[t]]
            if moves:  # the slides are the legal moves: no second listing
                f, t = rng.choice(captures or moves)
                return SLIDE_TEXT[f][t]
        return self.random_move(rng)

    def position_key(self) -> tuple:
        """The position up to the board's eight symmetries (slides go every way alike and no seat
        owns a side): the same whatever order the coins were placed in or which corner they fill.
        Captures stay by seat and opponent (the tie-break reads them); completed turns are left out
        (nothing to come depends on them)."""
        return (self._n, self._full, canonical(self._board, 4), self._to_place, self._caps, self._cur,
                self._remove, self._resigned)

    def _key(self) -> tuple:
        return (self._n, self._full, self._board, self._to_place, self._caps, self._cur,
                self._remove, self._resigned, self._turns)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CoinsState) and other._key() == self._key()

    def __hash__(self) -> int:
        return hash(self._key())


class CoinsGame(Game):
    key = "coins"
    title = "Coins"
    min_players = 2
    max_players = 4
    options = (
        OptionSpec("slide", ("free", "full"), "free", say("coins-option-slide")),
    )
    summary = say("coins-rules")

    def new_game(self, num_players: int, options: Mapping[str, object] | None = None) -> CoinsState:
        opts = self.check_options(num_players, options)
        n = num_players
        return CoinsState._make(n, opts["slide"] == "full", (0,) * 16,
                                (COINS_PER_SEAT[n],) * n, (0,) * (n * n), 0, False, (), (0,) * n,
                                True, False)

    def load(self, data: dict) -> CoinsState:
        return _load(self, data)


def _fail(message: str) -> NoReturn:
    raise ValueError(f"Coins: cannot load: {message}")


def _need(cond: bool, message: str) -> None:
    if not cond:
        _fail(message)


def _int_list(value: object, length: int, name: str, low: int, high: int) -> list[int]:
    if not isinstance(value, list) or len(value) != length:
        _fail(f"{name} must be a list of {length} whole numbers")
    for v in value:
        _need(type(v) is int and low <= v <= high,
              f"{name} holds {v!r}, not a number {low}..{high}")
    return list(value)


def _load(game: CoinsGame, data: dict) -> CoinsState:
    """Rebuild a state from to_dict() output, checking that it is a position Coins can reach."""
    _need(isinstance(data, dict), "the data must be a dict")
    keys = {"game", "players", "options", "board", "to_place", "captured_from", "current_player",
            "must_remove", "resigned", "turns"}
    _need(set(data) == keys, f"the keys must be {sorted(keys)}")
    _need(data["game"] == "coins", f"this is not a Coins game ({data['game']!r})")
    n = data["players"]
    _need(isinstance(data["options"], dict), "options must be a dict")
    try:
        opts = game.check_options(n, data["options"])
    except ValueError as exc:
        raise ValueError(f"Coins: cannot load: {exc}") from None
    coins = COINS_PER_SEAT[n]
    board = [0] * 16
    _need(isinstance(data["board"], dict), "board must be a dict of square -> coin")
    for name, coin in data["board"].items():
        _need(name in SQUARE_INDEX, f"{name!r} is not a square")
        _need(isinstance(coin, dict) and set(coin) == {"owner", "kind"}
              and type(coin["owner"]) is int and 0 <= coin["owner"] < n
              and coin["kind"] in KIND_NAMES, f"the coin on {name} is malformed: {coin!r}")
        board[SQUARE_INDEX[name]] = 1 + 2 * coin["owner"] + KIND_NAMES.index(coin["kind"])
    to_place = _int_list(data["to_place"], n, "to_place", 0, coins)
    rows = data["captured_from"]
    _need(isinstance(rows, list) and len(rows) == n, "captured_from must be an n x n list")
    caps = [v for s, row in enumerate(rows)
            for v in _int_list(row, n, f"captured_from[{s}]", 0, coins)]
    turns = _int_list(data["turns"], n, "turns", 0, 1000)
    _need(isinstance(data["resigned"], list), "resigned must be a list of seats")
    resigned = _int_list(data["resigned"], len(data["resigned"]), "resigned", 0, n - 1)
    _need(len(set(resigned)) == len(resigned) and len(resigned) < n, "resigned is malformed")
    _need(type(data["must_remove"]) is bool, "must_remove must be true or false")
    on_board = [sum(1 for c in board if CODE_OWNER[c] == s) for s in range(n)]
    for s in range(n):
        _need(caps[s * n + s] == 0, f"seat {s} cannot have captured its own coins")
        taken = sum(caps[o * n + s] for o in range(n))
        _need(on_board[s] + to_place[s] + taken <= coins, f"seat {s} has more than {coins} coins")
        if s in resigned:
            _need(on_board[s] == 0 and to_place[s] == 0, f"seat {s} resigned but still has coins")
    setup = any(to_place)
    if setup:
        _need(not any(caps), "no coin can be captured during setup")
    mask = _owner_mask(tuple(board))
    over = len(resigned) == n - 1 or (not setup and not mask & (mask - 1))
    cur, remove = data["current_player"], data["must_remove"]
    if over:
        _need(cur is None and not remove, "the game is over, so nobody is to move")
    else:
        _need(type(cur) is int and 0 <= cur < n and cur not in resigned,
              f"current_player {cur!r} is not a seat in the game")
        if setup:
            _need(to_place[cur] > 0 and not remove, f"seat {cur} has no coin left to place")
        else:
            _need(on_board[cur] > 0, f"seat {cur} has no coin on the board, so cannot be to move")
    return CoinsState._make(n, opts["slide"] == "full", tuple(board), tuple(to_place), tuple(caps),
                            cur, remove, tuple(resigned), tuple(turns), setup, over)


GAME = CoinsGame()
CoinsState.game = GAME
register(GAME)
