"""Telic (Michael Schoessow, 2002): a two-player race into the Center Zone with piecepack pyramids.

The ruling is ``shared/rules/telic.md``. Seat 0 is Blue and moves first, seat 1 is Red.

Internal representation (small and fast, see the benchmark target):
- ``cells``: a tuple of 20 ints, index ``row * 4 + col`` (row 0 = row 1 on Red's side, col 0 = a);
  b3/c3 (indices 9, 10) are the Center Zone and stay 0. A piece is ``owner << 6 | mask`` where bit
  ``k - 1`` of ``mask`` is set for each pyramid of size k in it. A stack is strictly decreasing, so the
  mask alone says which pyramids it holds, its top (lowest bit) and its bottom (highest bit).
- ``stash``: per seat a packed int, 2 bits per size (bits ``2(k-1)``): how many of size k are in hand.
- ``home``: per seat how many pyramids are in the Center Zone.
- ``stage``: TURN (choose roll / move / pass), CHANCE (the die is rolling) or ENTER (rolled ``face``:
  enter or pass).

``view(seat)`` (identical for every seat; nothing in Telic is secret) returns::

    game, title          "telic", "Telic"
    seats                [{"seat": 0, "name": "Blue", "colour": "blue"}, {"seat": 1, ...Red...}]
    squares              the 18 squares in order a1 b1 c1 d1 a2 ... d5, each
                         {"square": "a1", "col": 0, "row": 0, "tile": "blue 4",
                          "piece": None | {"owner": 0, "colour": "blue", "sizes": [5, 3]}}
                         (col 0..3 = a..d, row 0..4 = rows 1..5, row 5 on Blue's side; sizes bottom to top)
    board                {"a1": piece-or-None, ...} the same pieces keyed by square
    center_entrances     ["a3", "d3"]            the only squares with a move into the Center Zone
    corner_links         [["a5", "d1"], ["d5", "a1"]]
    die_targets          [{"n": "b5", ...}, {"n": "c1", ...}]   per seat, face -> target square
    stash                [[1, 1, 2, ...], [...]] sizes each seat still holds, ascending
    center               [n0, n1]               pyramids of each seat in the Center Zone (12 wins)
    pending_roll         None | {"face": "4", "target": "a1"}   after a roll, before enter/pass
    stage                "turn" | "roll" | "enter" | "over"     ("roll": the die must be resolved)
    current_player       seat to act, or None (chance node / over)
    turns                turns completed by both players together
    turns_taken          [turns of Blue, turns of Red]
    move_limit           0 = none; the game is drawn after that many turns
    is_over, ranking     ranking None until over ([0, 1] Blue won, [0, 0] a draw)
    winner, resigned     seat or None
"""
from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Any

from engines.base import OVER, Game, IllegalMove, OptionSpec, QuickMove, State, sentences, series, shown
from engines.phrases import Phrase, say
from engines.registry import register

# ---- geometry -------------------------------------------------------------------------------
COLS = "abcd"
SEAT_NAMES = ("Blue", "Red")  # in records and logs; players read SEATS
SEATS = (say("telic-seat-blue"), say("telic-seat-red"))
COLOURS = ("blue", "red")
CZ = 20                      # the Center Zone as a move destination
HOLES = (9, 10)              # b3, c3
FACES = ("n", "a", "2", "3", "4", "5")
_FACE_INDEX = {face: i for i, face in enumerate(FACES)}
FACE_WORDS = {face: say("telic-face", face=face) for face in FACES}  # "null", "ace", "2", …


def _name(i: int) -> str:
    return "cz" if i == CZ else f"{COLS[i % 4]}{i // 4 + 1}"


def _index(name: str) -> int:
    return (int(name[1]) - 1) * 4 + COLS.index(name[0])


SQUARES: tuple[int, ...] = tuple(i for i in range(20) if i not in HOLES)
NAMES: tuple[str, ...] = tuple(_name(i) for i in range(21))
TILES: dict[int, str] = {
    _index(sq): tile for sq, tile in {
        "a5": "red 5", "b5": "blue null", "c5": "blue ace", "d5": "red 4",
        "a4": "blue 2", "b4": "black ace", "c4": "black 4", "d4": "blue 3",
        "a3": "black 2", "d3": "black 3",
        "a2": "red 3", "b2": "black 5", "c2": "black null", "d2": "red 2",
        "a1": "blue 4", "b1": "red ace", "c1": "red null", "d1": "blue 5",
    }.items()
}
CORNER_LINKS = (("a5", "d1"), ("d5", "a1"))
ENTRANCES = (_index("a3"), _index("d3"))


def _neighbours(i: int) -> tuple[int, ...]:
    """Orthogonal squares that exist, the corner links, then the Center Zone from a3/d3."""
    row, col = divmod(i, 4)
    out = {r * 4 + c for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1))
           if 0 <= r < 5 and 0 <= c < 4 and r * 4 + c not in HOLES}
    for a, b in CORNER_LINKS:
        if i in (_index(a), _index(b)):
            out.add(_index(b) if i == _index(a) else _index(a))
    return tuple(sorted(out)) + ((CZ,) if i in ENTRANCES else ())


ADJ: tuple[tuple[int, ...], ...] = tuple(_neighbours(i) if i in SQUARES else () for i in range(20))
ADJ_SETS: tuple[frozenset[int], ...] = tuple(frozenset(a) for a in ADJ)
# per square: (destination, canonical move string, action code) for the move generator
STEPS: tuple[tuple[tuple[int, str, int], ...], ...] = tuple(
    tuple((t, f"{NAMES[f]}-{NAMES[t]}", f * 21 + t) for t in ADJ[f]) for f in range(20)
)
# die face index -> target square, per seat (0 Blue, 1 Red)
TARGETS: tuple[tuple[int, ...], ...] = (
    tuple(_index(s) for s in ("b5", "c5", "a4", "d4", "a1", "d1")),
    tuple(_index(s) for s in ("c1", "b1", "d2", "a2", "d5", "a5")),
)

def _steps_to_centre() -> tuple[int, ...]:
    """Moves from each square into the Center Zone (a3, d3: 1)."""
    dist = {f: 1 for f in ENTRANCES}
    frontier = list(ENTRANCES)
    while frontier:
        reached = []
        for f in frontier:
            for t in ADJ[f]:
                if t != CZ and t not in dist:
                    dist[t] = dist[f] + 1
                    reached.append(t)
        frontier = reached
    return tuple(dist.get(f, 0) for f in range(20))


STEPS_TO_CENTRE = _steps_to_centre()
EVAL_BOARD = 0.6   # what a pyramid on a3/d3 is worth against one in the Center Zone
EVAL_SCALE = 0.5   # logistic slope, per pyramid of lead
EVAL_WORTH = tuple(EVAL_BOARD * (1 - 0.25 * (STEPS_TO_CENTRE[f] - 1)) if f in SQUARES else 0.0
                   for f in range(20))

# ---- piece tables (indexed by the 6-bit size mask) --------------------------------------------
SIZES_DESC: tuple[tuple[int, ...], ...] = tuple(
    tuple(k for k in range(6, 0, -1) if m >> (k - 1) & 1) for m in range(64))
COUNT = tuple(len(s) for s in SIZES_DESC)
TOP = tuple(s[-1] if s else 0 for s in SIZES_DESC)        # smallest pyramid
BOTTOM = tuple(s[0] if s else 0 for s in SIZES_DESC)      # largest pyramid
# power as one comparable int: Singles 1..6, a Stack of n pyramids 6 + n (any Stack beats any Single)
POWER = tuple(0 if not c else (TOP[m] if c == 1 else 6 + c) for m, c in enumerate(COUNT))
UNIT = (0, 1, 4, 16, 64, 256, 1024)                        # stash increment for one pyramid of size k
STASH_ADD = tuple(sum(UNIT[k] for k in s) for s in SIZES_DESC)
FULL_STASH = sum(2 * UNIT[k] for k in range(1, 7))
# packed stash -> sizes present (ascending, distinct) and total count
AVAIL: tuple[tuple[int, ...], ...] = tuple(
    tuple(k for k in range(1, 7) if st >> 2 * (k - 1) & 3) for st in range(4096))
STASH_TOTAL = tuple(sum(st >> 2 * (k - 1) & 3 for k in range(1, 7)) for st in range(4096))

# ---- actions: small ints; moves are f * 21 + t ----------------------------------------------
ENTER = 1000            # ENTER + k
ROLL = 2000
PASS = 2001
ENTER_STR = ("",) + tuple(f"enter {k}" for k in range(1, 7))
CANON: dict[str, int] = {"roll": ROLL, "pass": PASS}
CANON.update({ENTER_STR[k]: ENTER + k for k in range(1, 7)})
CANON.update({s: a for steps in STEPS for _, s, a in steps})
ALIASES = {"r": ROLL, "roll": ROLL, "pass": PASS}

TURN, CHANCE, ENTERING = 0, 1, 2
STAGE_CODES = ("turn", "roll", "enter")
_CHANCE_LIST = [(f, 1 / 6) for f in FACES]
_ENTER_RE = re.compile(r"^(?:enter|e) ?(\d+)$")
_ENTER_BARE_RE = re.compile(r"^(?:enter|e)$")
_MOVE_RE = re.compile(r"^([a-z]\d+|cz) ?(?:[-→] ?)?([a-z]\d+|cz)$")
_SQUARE_RE = re.compile(r"^([a-z])(\d+)$")
_HELP = say("telic-help")


def piece_label(mask: int) -> Phrase:
    """'Single 4', 'Double 5-3' (sizes bottom to top)."""
    return say("telic-piece", count=COUNT[mask], sizes="-".join(map(str, SIZES_DESC[mask])))


def _mask(sizes: list[int]) -> int:
    """The size mask of a piece given by its sizes (as a view lists them)."""
    return sum(1 << (k - 1) for k in sizes)


def _stash_sizes(st: int) -> list[int]:
    return [k for k in range(1, 7) for _ in range(st >> 2 * (k - 1) & 3)]


def _parse_square(token: str) -> int:
    """A board square or the Center Zone, with a reason when it is neither."""
    if token == "cz":
        return CZ
    m = _SQUARE_RE.match(token)
    if not m or m.group(1) not in COLS or not 1 <= int(m.group(2)) <= 5:
        raise IllegalMove("telic-not-a-square", square=token)
    i = _index(token)
    if i in HOLES:
        raise IllegalMove("telic-square-in-zone", square=token)
    return i


def parse_move(text: object) -> int:
    """Text -> action code (not yet checked against a position)."""
    if not isinstance(text, str):
        raise IllegalMove("engines-not-text", help=_HELP)
    code = CANON.get(text)
    if code is not None:
        return code
    s = " ".join(text.lower().split())
    code = CANON.get(s) or ALIASES.get(s)
    if code is not None:
        return code
    m = _ENTER_RE.match(s)
    if m:
        k = int(m.group(1))
        if not 1 <= k <= 6:
            raise IllegalMove("telic-no-size", size=str(k))
        return ENTER + k
    if _ENTER_BARE_RE.match(s):
        raise IllegalMove("telic-enter-which")
    m = _MOVE_RE.match(s)
    if m:
        f, t = _parse_square(m.group(1)), _parse_square(m.group(2))
        if f == CZ:
            raise IllegalMove("telic-zone-final")
        return f * 21 + t
    raise IllegalMove("engines-not-a-move", move=shown(text), game="Telic", help=_HELP)


class TelicState(State):
    __slots__ = ("_cells", "_stash", "_home", "_player", "_stage", "_face", "_turns", "_limit",
                 "_result", "_resigned")

    _cells: tuple[int, ...]
    _stash: tuple[int, int]
    _home: tuple[int, int]
    _player: int
    _stage: int
    _face: int
    _turns: int
    _limit: int
    _result: tuple[int, int] | None
    _resigned: int | None

    @classmethod
    def _make(cls, cells: tuple[int, ...], stash: tuple[int, int], home: tuple[int, int],
              player: int, stage: int, face: int, turns: int, limit: int,
              resigned: int | None = None) -> TelicState:
        s = object.__new__(cls)
        s._cells, s._stash, s._home, s._player = cells, stash, home, player
        s._stage, s._face, s._turns, s._limit = stage, face, turns, limit
        s._resigned = resigned
        s._result = cls._outcome(home, turns, limit, resigned)
        return s

    @staticmethod
    def _outcome(home: tuple[int, int], turns: int, limit: int,
                 resigned: int | None) -> tuple[int, int] | None:
        """The ranking, or None while the game goes on (a win beats the move limit)."""
        if home[0] == 12:
            return (0, 1)
        if home[1] == 12:
            return (1, 0)
        if resigned is not None:
            return (1, 0) if resigned == 0 else (0, 1)
        if limit and turns >= limit:
            return (0, 0)
        return None

    # ---- contract ---------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return 2

    @property
    def current_player(self) -> int | None:
        if self._result is not None or self._stage == CHANCE:
            return None
        return self._player

    @property
    def is_chance_node(self) -> bool:
        return self._stage == CHANCE and self._result is None

    @property
    def is_over(self) -> bool:
        return self._result is not None

    def ranking(self) -> list[int] | None:
        return None if self._result is None else list(self._result)

    def chance_outcomes(self) -> list[tuple[str, float]]:
        return list(_CHANCE_LIST) if self.is_chance_node else []

    def apply_chance(self, outcome: str) -> TelicState:
        return self._make(self._cells, self._stash, self._home, self._player, ENTERING,
                          self._face_of(outcome), self._turns, self._limit)

    def _face_of(self, outcome: object) -> int:
        """The index of a face listed by chance_outcomes(), written exactly so; else IllegalMove."""
        if self._stage != CHANCE or self._result is not None:
            raise IllegalMove("telic-no-die" if self._result is None else "engines-game-over")
        face = _FACE_INDEX.get(outcome) if isinstance(outcome, str) else None
        if face is None:
            raise IllegalMove("telic-not-a-face", outcome=repr(outcome), faces=series(FACES))
        return face

    def legal_moves(self) -> list[str]:
        if self._result is not None:
            return []
        stage = self._stage
        me = self._player
        if stage == ENTERING:
            return self._entries(me)
        if stage == CHANCE:
            return []
        cells = self._cells
        moves = ["roll"] if self._stash[me] else []
        for f in SQUARES:
            v = cells[f]
            if not v or v >> 6 != me:
                continue
            m = v & 63
            power, bottom = POWER[m], BOTTOM[m]
            for t, text, _ in STEPS[f]:
                w = cells[t] if t != CZ else 0
                if not w:
                    moves.append(text)
                elif w >> 6 == me:
                    if bottom < TOP[w & 63]:
                        moves.append(text)
                elif power >= POWER[w & 63]:
                    moves.append(text)
        return moves or ["pass"]

    def _entries(self, me: int) -> list[str]:
        """After a roll: the sizes that may enter on the target, then pass unless T is empty."""
        v = self._cells[TARGETS[me][self._face]]
        avail = AVAIL[self._stash[me]]
        if not v:
            return [ENTER_STR[k] for k in avail]
        m = v & 63
        if v >> 6 == me:
            top = TOP[m]
            return [ENTER_STR[k] for k in avail if k < top] + ["pass"]
        if COUNT[m] > 1:
            return ["pass"]
        return [ENTER_STR[k] for k in avail if k > TOP[m]] + ["pass"]

    def play(self, move: str) -> TelicState:
        action = parse_move(move)
        reason = self._why_not(action)
        if reason:
            raise IllegalMove(reason)
        return self._apply(action)

    def resign(self, seat: int) -> TelicState:
        self._check_seat(seat)
        if self._result is not None:
            raise IllegalMove("engines-already-over")
        return self._make(self._cells, self._stash, self._home, self._player, self._stage,
                          self._face, self._turns, self._limit, resigned=seat)

    # ---- validation -------------------------------------------------------------------------
    def _why_not(self, action: int) -> Phrase | None:
        """None when the action is legal here, else the reason why not."""
        if self._result is not None:
            return GAME_OVER
        if self._stage == CHANCE:
            return DIE_ROLLING
        if action == ROLL:
            return self._why_not_roll()
        if action == PASS:
            return self._why_not_pass()
        if action > ENTER:
            return self._why_not_enter(action - ENTER)
        return self._why_not_step(*divmod(action, 21))

    def _rolled(self, key: str, **args: Any) -> Phrase:
        """A refusal that starts with the roll: "you rolled 4 (target a1): …"."""
        return say(key, face=FACE_WORDS[FACES[self._face]],
                   square=NAMES[TARGETS[self._player][self._face]], **args)

    def _after_roll(self) -> Phrase:
        """What the rules leave after this roll: enter, enter or pass, or pass alone."""
        v = self._cells[TARGETS[self._player][self._face]]
        if not v:
            return say("telic-then-must-enter")
        if v >> 6 != self._player and COUNT[v & 63] > 1:
            return say("telic-then-must-pass")
        return say("telic-then-enter-or-pass")

    def _why_not_roll(self) -> Phrase | None:
        if self._stage == ENTERING:
            return self._rolled("telic-roll-rolled", then=self._after_roll())
        if not self._stash[self._player]:
            return say("telic-roll-stash-empty")
        return None

    def _why_not_pass(self) -> Phrase | None:
        if self._stage == ENTERING:
            if self._cells[TARGETS[self._player][self._face]]:
                return None
            return self._rolled("telic-pass-target-empty", moves=series(self._entries(self._player)))
        if self._stash[self._player]:
            return say("telic-pass-can-roll")
        moves = self.legal_moves()
        if moves != ["pass"]:
            return say("telic-pass-can-play", move=moves[0])
        return None

    def _why_not_enter(self, k: int) -> Phrase | None:
        me = self._player
        if self._stage != ENTERING:
            return say("telic-enter-roll-first" if self._stash[me] else "telic-enter-stash-empty")
        if k not in AVAIL[self._stash[me]]:
            return say("telic-enter-not-held", size=k, stash=series(_stash_sizes(self._stash[me])))
        target = TARGETS[me][self._face]
        v = self._cells[target]
        if not v:
            return None
        m, sq = v & 63, NAMES[target]
        if v >> 6 == me:
            if k < TOP[m]:
                return None
            return say("telic-enter-own-top", square=sq, piece=piece_label(m), top=TOP[m])
        enemy = SEATS[1 - me]
        if COUNT[m] > 1:
            return say("telic-enter-enemy-stack", square=sq, enemy=enemy)
        if k > TOP[m]:
            return None
        return say("telic-enter-too-small", square=sq, enemy=enemy, top=TOP[m], need=TOP[m] + 1)

    def _why_not_step(self, f: int, t: int) -> Phrase | None:
        me = self._player
        if self._stage == ENTERING:
            return self._rolled("telic-step-rolled", then=self._after_roll())
        cells, src = self._cells, NAMES[f]
        v = cells[f]
        if not v:
            return say("telic-step-empty", square=src)
        if v >> 6 != me:
            return say("telic-step-not-yours", square=src, owner=SEATS[1 - me], piece=piece_label(v & 63))
        if t == f:
            return say("telic-step-same")
        if t not in ADJ_SETS[f]:
            if t == CZ:
                return say("telic-step-zone-entrance", square=src)
            return say("telic-step-not-adjacent", square=NAMES[t], start=src)
        if t == CZ:
            return None
        w, m = cells[t], v & 63
        if not w:
            return None
        n, dst = w & 63, NAMES[t]
        if w >> 6 == me:
            if BOTTOM[m] < TOP[n]:
                return None
            return say("telic-step-stack-too-big", square=dst, piece=piece_label(n), bottom=BOTTOM[m],
                       top=TOP[n])
        if POWER[m] >= POWER[n]:
            return None
        return self._weaker(dst, m, n)

    def _weaker(self, dst: str, m: int, n: int) -> Phrase:
        enemy = SEATS[1 - self._player]
        if COUNT[n] > 1 and COUNT[m] == 1:
            return say("telic-bump-single-vs-stack", square=dst, enemy=enemy)
        if COUNT[n] > 1:
            return say("telic-bump-fewer", square=dst, enemy=enemy, piece=piece_label(n), count=COUNT[m])
        return say("telic-bump-smaller", square=dst, enemy=enemy, top=TOP[n], mine=TOP[m])

    # ---- applying a legal action ------------------------------------------------------------
    def _apply(self, action: int) -> TelicState:
        me = self._player
        if action == ROLL:
            return self._make(self._cells, self._stash, self._home, me, CHANCE, -1,
                              self._turns, self._limit)
        if action == PASS:
            return self._end_turn(self._cells, self._stash, self._home)
        stash = list(self._stash)
        cells = list(self._cells)
        home = self._home
        if action > ENTER:
            k = action - ENTER
            target = TARGETS[me][self._face]
            stash[me] -= UNIT[k]
            v, bit = cells[target], 1 << (k - 1)
            if v and v >> 6 == me:
                cells[target] = v | bit
            else:
                if v:   # an enemy Single, strictly smaller: back to its owner's stash
                    stash[1 - me] += STASH_ADD[v & 63]
                cells[target] = me << 6 | bit
        else:
            f, t = divmod(action, 21)
            v = cells[f]
            cells[f] = 0
            if t == CZ:
                home = (home[0] + COUNT[v & 63], home[1]) if me == 0 else \
                    (home[0], home[1] + COUNT[v & 63])
            else:
                w = cells[t]
                if w and w >> 6 != me:
                    stash[1 - me] += STASH_ADD[w & 63]
                    w = 0
                cells[t] = v | w      # same owner bits: OR merges the stack
        return self._end_turn(tuple(cells), (stash[0], stash[1]), home)

    def _end_turn(self, cells: tuple[int, ...], stash: tuple[int, int],
                  home: tuple[int, int]) -> TelicState:
        return self._make(cells, stash, home, 1 - self._player, TURN, -1, self._turns + 1,
                          self._limit)

    # ---- for the computer player -------------------------------------------------------------
    def evaluate(self, seat: int | None = None) -> list[float]:
        """Each seat's share of the win guessed from the race: a pyramid in the Center Zone counts
        1, one on the board less the nearer it is to a3/d3 (EVAL_BOARD at the entrance, falling
        by a quarter per step), one in the stash 0; the share is logistic in the difference."""
        if self._result is not None:
            return [1.0 if place == 0 else 0.0 for place in self._result] if \
                self._result != (0, 0) else [0.5, 0.5]
        lead = float(self._home[0] - self._home[1])
        cells = self._cells
        for f in SQUARES:
            v = cells[f]
            if v:
                worth = COUNT[v & 63] * EVAL_WORTH[f]
                lead += worth if v >> 6 == 0 else -worth
        blue = 1.0 / (1.0 + math.exp(-EVAL_SCALE * lead))
        return [blue, 1.0 - blue]

    # ---- identity, serialisation, views -----------------------------------------------------
    def _key(self) -> tuple:
        return (self._cells, self._stash, self._home, self._player, self._stage, self._face,
                self._turns, self._limit, self._resigned)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other._key() == self._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def _pieces(self) -> dict[str, dict[str, Any] | None]:
        out: dict[str, dict[str, Any] | None] = {}
        for i in SQUARES:
            v = self._cells[i]
            out[NAMES[i]] = None if not v else {
                "owner": v >> 6, "colour": COLOURS[v >> 6], "sizes": list(SIZES_DESC[v & 63])}
        return out

    def to_dict(self) -> dict:
        board = {sq: {"owner": p["owner"], "sizes": p["sizes"]}
                 for sq, p in self._pieces().items() if p}
        return {
            "game": "telic",
            "board": board,
            "stash": [_stash_sizes(st) for st in self._stash],
            "center": list(self._home),
            "to_move": self._player,
            "stage": STAGE_CODES[self._stage],
            "roll": FACES[self._face] if self._stage == ENTERING else None,
            "turns": self._turns,
            "move_limit": self._limit,
            "resigned": self._resigned,
        }

    def view(self, seat: int | None = None) -> dict:
        if seat is not None:
            self._check_seat(seat)
        pieces = self._pieces()
        pending = None
        if self._stage == ENTERING and self._result is None:
            pending = {"face": FACES[self._face],
                       "target": NAMES[TARGETS[self._player][self._face]]}
        result = self._result
        return {
            "game": "telic",
            "title": "Telic",
            "seats": [{"seat": i, "name": SEAT_NAMES[i], "colour": COLOURS[i]} for i in (0, 1)],
            "squares": [{"square": NAMES[i], "col": i % 4, "row": i // 4, "tile": TILES[i],
                         "piece": pieces[NAMES[i]]} for i in SQUARES],
            "board": pieces,
            "center_entrances": ["a3", "d3"],
            "corner_links": [list(link) for link in CORNER_LINKS],
            "die_targets": [{f: NAMES[t] for f, t in zip(FACES, TARGETS[p])} for p in (0, 1)],
            "stash": [_stash_sizes(st) for st in self._stash],
            "center": list(self._home),
            "pending_roll": pending,
            "stage": "over" if result is not None else STAGE_CODES[self._stage],
            "current_player": self.current_player,
            "turns": self._turns,
            "turns_taken": [self.turns_taken(0), self.turns_taken(1)],
            "move_limit": self._limit,
            "is_over": result is not None,
            "ranking": self.ranking(),
            "winner": None if result is None or result == (0, 0) else result.index(0),
            "resigned": self._resigned,
        }

    # ---- helpers for the referee ------------------------------------------------------------
    def turns_taken(self, seat: int) -> int:
        """Turns this seat has completed (a roll with its enter/pass is one); Blue moves first."""
        self._check_seat(seat)
        return (self._turns + 1) // 2 if seat == 0 else self._turns // 2

    def seat_name(self, seat: int) -> Phrase:
        self._check_seat(seat)
        return SEATS[seat]

    def seat_label(self, seat: int) -> Phrase:
        return self.seat_name(seat)

    def quick_moves(self) -> list[QuickMove]:
        return [QuickMove(say("telic-quick-roll"), "roll")] if "roll" in self.legal_moves() else []

    def phase(self) -> Phrase:
        if self._result is not None:
            return OVER
        who = SEATS[self._player]
        if self._stage == CHANCE:
            return say("telic-phase-rolling", seat=who)
        if self._stage == ENTERING:
            face, target = FACE_WORDS[FACES[self._face]], TARGETS[self._player][self._face]
            v, sq = self._cells[target], NAMES[target]
            if not v:
                return say("telic-phase-must-enter", seat=who, face=face, square=sq)
            if v >> 6 != self._player and COUNT[v & 63] > 1:
                return say("telic-phase-must-pass", seat=who, face=face, square=sq)
            return say("telic-phase-enter-or-pass", seat=who, face=face, square=sq)
        return say("telic-phase-turn", seat=who)

    def position_words(self) -> Phrase:
        """"Blue: Single 4 on a1, Double 5-3 on b2; stash 1, 2, 6; 3 of 12 in the Center Zone. Red:
        …. Die shows 4: Blue's target is a1. Turn 7." (from the public view, like every word here)."""
        view = self.view(None)
        parts: list[Phrase | None] = []
        for seat in (0, 1):
            pieces = [say("telic-piece-on", piece=piece_label(_mask(sq["piece"]["sizes"])), square=sq["square"])
                      for sq in view["squares"] if sq["piece"] and sq["piece"]["owner"] == seat]
            stash = view["stash"][seat]
            parts.append(say("telic-position-seat", seat=SEATS[seat],
                             pieces=series(pieces) or say("telic-position-no-piece"),
                             stash=series(stash) or say("telic-position-stash-empty"),
                             home=view["center"][seat]))
        pending = view["pending_roll"]
        if pending:
            parts.append(say("telic-position-die", face=FACE_WORDS[pending["face"]],
                             seat=SEATS[view["current_player"]], square=pending["target"]))
        elif view["stage"] == "roll":
            parts.append(say("telic-position-rolling", seat=SEATS[self._player]))
        limit = view["move_limit"]
        parts.append(say("telic-position-played", turns=view["turns"], limit=limit) if self.is_over
                     else say("telic-position-turn", turn=view["turns"] + 1, limit=limit))
        return sentences(*parts)

    def describe_outcome(self, outcome: str) -> Phrase:
        face = self._face_of(outcome)
        return say("telic-outcome", seat=SEATS[self._player], face=FACE_WORDS[FACES[face]],
                   square=NAMES[TARGETS[self._player][face]])

    def describe_move(self, move: str) -> Phrase:
        """Words for a legal move, fit to follow "alice played `enter 3`: " in public: what the
        move does, the roll it answers and what it bumps."""
        action = parse_move(move)
        reason = self._why_not(action)
        if reason:
            raise IllegalMove(reason)
        if action == ROLL:
            return MOVE_ROLL
        if action == PASS:
            return self._describe_pass()
        if action > ENTER:
            return self._describe_enter(action - ENTER)
        return self._describe_step(*divmod(action, 21))

    def _owned(self, v: int) -> Phrase:
        """"Red's Single 2", "Blue's Double 5-3"."""
        return say("telic-owned", owner=SEATS[v >> 6], piece=piece_label(v & 63))

    def _describe_pass(self) -> Phrase:
        if self._stage != ENTERING:
            return say("telic-move-pass-stuck")
        target = TARGETS[self._player][self._face]
        sq, v = NAMES[target], self._cells[target]
        face = FACE_WORDS[FACES[self._face]]
        if v >> 6 != self._player and COUNT[v & 63] > 1:
            return say("telic-move-pass-blocked", face=face, square=sq, piece=self._owned(v))
        return say("telic-move-pass-declined", face=face, square=sq, piece=self._owned(v))

    def _describe_enter(self, k: int) -> Phrase:
        target = TARGETS[self._player][self._face]
        sq, v = NAMES[target], self._cells[target]
        face = FACE_WORDS[FACES[self._face]]
        if not v:
            return say("telic-move-enter", size=k, square=sq, face=face)
        if v >> 6 == self._player:
            return say("telic-move-enter-on-top", size=k, square=sq, face=face, piece=self._owned(v))
        return say("telic-move-enter-bumping", size=k, square=sq, face=face, piece=self._owned(v))

    def _describe_step(self, f: int, t: int) -> Phrase:
        v = self._cells[f]
        label = piece_label(v & 63)
        if t == CZ:
            return say("telic-move-home", start=NAMES[f], piece=label)
        w = self._cells[t]
        if not w:
            return say("telic-move-step", start=NAMES[f], end=NAMES[t], piece=label)
        if w >> 6 == self._player:
            return say("telic-move-stack", start=NAMES[f], end=NAMES[t], piece=label, onto=piece_label(w & 63))
        return say("telic-move-bump", start=NAMES[f], end=NAMES[t], piece=label, bumped=self._owned(w))


GAME_OVER = say("engines-game-over")
DIE_ROLLING = say("telic-die-rolling")
MOVE_ROLL = say("telic-move-roll")


class Telic(Game):
    key = "telic"
    title = "Telic"
    min_players = 2
    max_players = 2
    options = (OptionSpec("move_limit", (), 0, say("telic-option-move-limit")),)
    summary = say("telic-rules")

    def new_game(self, num_players: int, options: Mapping[str, object] | None = None
                 ) -> TelicState:
        opts = self.check_options(num_players, options)
        return TelicState._make((0,) * 20, (FULL_STASH, FULL_STASH), (0, 0), 0, TURN, -1, 0,
                                opts["move_limit"])

    def load(self, data: dict) -> TelicState:
        return _load(data)


# ---- load: the inverse of to_dict, checking everything -------------------------------------
def _whole(value: object, what: str, low: int = 0, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low or \
            (high is not None and value > high):
        bounds = f"{low}..{high}" if high is not None else f"{low} or more"
        raise ValueError(f"telic: {what} must be a whole number {bounds}, not {value!r}")
    return value


def _load_board(board: object) -> list[int]:
    if not isinstance(board, dict):
        raise ValueError("telic: 'board' must be a mapping of squares to pieces")
    cells = [0] * 20
    for sq, piece in board.items():
        if sq not in NAMES[:20] or _index(sq) in HOLES:
            raise ValueError(f"telic: {sq!r} is not a square of the board")
        if not isinstance(piece, dict) or set(piece) != {"owner", "sizes"}:
            raise ValueError(f"telic: the piece on {sq} must be {{'owner': seat, 'sizes': [...]}}")
        owner = _whole(piece["owner"], f"the owner of the piece on {sq}", 0, 1)
        sizes = piece["sizes"]
        if not isinstance(sizes, list) or not sizes or \
                any(isinstance(k, bool) or not isinstance(k, int) for k in sizes):
            raise ValueError(f"telic: the piece on {sq} needs a list of pyramid sizes")
        if any(not 1 <= k <= 6 for k in sizes) or sizes != sorted(set(sizes), reverse=True):
            raise ValueError(f"telic: the piece on {sq} must hold sizes 1..6 strictly decreasing "
                             f"from bottom to top, not {sizes}")
        cells[_index(sq)] = owner << 6 | sum(1 << (k - 1) for k in sizes)
    return cells


def _load_stash(stash: object) -> list[int]:
    if not isinstance(stash, list) or len(stash) != 2 or not all(isinstance(s, list) for s in stash):
        raise ValueError("telic: 'stash' must be two lists of pyramid sizes")
    packed = []
    for seat, sizes in enumerate(stash):
        counts = [0] * 7
        for k in sizes:
            counts[_whole(k, f"a size in {SEAT_NAMES[seat]}'s stash", 1, 6)] += 1
        if max(counts) > 2:
            raise ValueError(f"telic: {SEAT_NAMES[seat]}'s stash holds more than two of one size")
        packed.append(sum(counts[k] * UNIT[k] for k in range(1, 7)))
    return packed


def _check_conservation(cells: list[int], stash: list[int], home: list[int]) -> None:
    """Each seat owns 12 pyramids, two of each size: board + stash + Center Zone."""
    for seat in (0, 1):
        counts = [stash[seat] >> 2 * (k - 1) & 3 for k in range(1, 7)]
        for v in cells:
            if v and v >> 6 == seat:
                for k in SIZES_DESC[v & 63]:
                    counts[k - 1] += 1
        if max(counts) > 2 or sum(counts) + home[seat] != 12:
            raise ValueError(f"telic: {SEAT_NAMES[seat]}'s pyramids do not add up to two of each "
                             "size (board + stash + Center Zone)")


def _load(data: object) -> TelicState:
    if not isinstance(data, dict):
        raise ValueError("telic: a saved state must be a mapping")
    keys = {"game", "board", "stash", "center", "to_move", "stage", "roll", "turns",
            "move_limit", "resigned"}
    if set(data) != keys:
        raise ValueError(f"telic: a saved state needs exactly the keys {sorted(keys)}")
    if data["game"] != "telic":
        raise ValueError(f"telic: this is a saved {data['game']!r} game, not telic")
    cells, stash = _load_board(data["board"]), _load_stash(data["stash"])
    home = data["center"]
    if not isinstance(home, list) or len(home) != 2:
        raise ValueError("telic: 'center' must be two counts")
    home = [_whole(n, "a Center Zone count", 0, 12) for n in home]
    _check_conservation(cells, stash, home)
    if home == [12, 12]:
        raise ValueError("telic: both players cannot have finished")
    player = _whole(data["to_move"], "'to_move'", 0, 1)
    if data["stage"] not in STAGE_CODES:
        raise ValueError(f"telic: 'stage' must be one of {', '.join(STAGE_CODES)}")
    stage = STAGE_CODES.index(data["stage"])
    roll = data["roll"]
    if (stage == ENTERING) != (roll is not None) or (roll is not None and roll not in FACES):
        raise ValueError("telic: 'roll' must be a die face (n a 2 3 4 5) exactly when stage is "
                         "'enter', else null")
    if stage != TURN and not stash[player]:
        raise ValueError("telic: a player with an empty stash cannot have rolled")
    resigned = data["resigned"]
    if resigned is not None:
        _whole(resigned, "'resigned'", 0, 1)
        if 12 in home:
            raise ValueError("telic: nobody resigns a game that is already won")
    turns = _whole(data["turns"], "'turns'")
    if turns % 2 != player:   # Blue starts and the seats alternate: turns_taken relies on it
        raise ValueError(f"telic: after {turns} turns it is {SEAT_NAMES[turns % 2]}'s turn, "
                         f"not {SEAT_NAMES[player]}'s")
    return TelicState._make(tuple(cells), (stash[0], stash[1]), (home[0], home[1]), player,
                            stage, FACES.index(roll) if roll is not None else -1, turns,
                            _whole(data["move_limit"], "'move_limit'"), resigned)


GAME = Telic()
TelicState.game = GAME
register(GAME)
