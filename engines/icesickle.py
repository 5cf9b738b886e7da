"""IceSickle ("the Martian Peg Game", Dan Isaac): sow the shared stash, then reap it by jumping.

Rules: ``../shared/rules/icesickle.md``. Two players, a 5×5 board, one shared stash of 15 pyramids that
belongs to nobody. A round is a sowing (alternate placements of any stash piece on any empty square) and
a reaping (alternate jumps; a jump captures every piece it passes and scores their pips). The round ends
when the player to move has no jump. Round 1: seat 0 sows first; round 2 (option ``rounds`` = 2, the
default): the board is cleared and seat 1 sows first. Higher total of pips wins; equal totals draw.

Notation: ``Lc3`` (sow; aliases ``l c3``, ``Large c3``, ``c3 L``) and ``c1-c4`` (jump; alias ``c1 c4``).

``view(seat)`` (everything is public, so every seat sees the same dict):

- ``game``: "icesickle"; ``title``: "IceSickle"
- ``board``: {square: size letter} for every occupied square, e.g. {"c3": "L"}
- ``stash``: {"S": n, "M": n, "L": n} pieces still to be sown this round
- ``round``: 1 or 2; ``rounds``: 1 or 2
- ``phase``: "sowing" or "reaping" (the phase the current round is in; see ``is_over`` for the end)
- ``first_sower``: the seat that sows first this round (the other reaps first); None once the game
  is over (a resignation while sowing: nobody will jump first)
- ``current_player``: the seat to act, or None when over
- ``seats``: [{"seat": i, "name": "Player 1"}, ...]
- ``round_scores``: [[pips of seat 0, pips of seat 1] per round played or in play]
- ``scores``: [total pips of seat 0, of seat 1] (floats, both rounds)
- ``turns``: [placements and jumps made by seat 0, by seat 1]
- ``last_move``: the last move played (canonical), or None at the start of a round
- ``is_over``: bool; ``ranking``: list of places or None; ``resigned``: the seat that resigned, or None
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from engines.base import (
    OVER, Game, IllegalMove, NoChance, OptionSpec, State, competition_ranking, sentences, series, shown)
from engines.icehouse import BOARD_SIZE, PIPS, SIZES, SQUARES, STASH_PER_SIZE, parse_placement
from engines.phrases import Phrase, say
from engines.registry import register
from engines.symmetry import canonical

if TYPE_CHECKING:
    import random
from engines.words import score_value

# ---- geometry, computed once ------------------------------------------------------------------
# Squares are indices 0..24 (rank * 5 + file, as in engines.icehouse); a piece is its pip count 1..3
# (S, M, L), an empty square is 0.
_N = BOARD_SIZE * BOARD_SIZE
_INDEX: dict[str, int] = {name: i for i, name in enumerate(SQUARES)}
_LETTER: tuple[str, ...] = ("",) + SIZES  # pips -> size letter
_PIPS_OF: dict[str, int] = {size: PIPS[size] for size in SIZES}
_TOTAL_PIPS = STASH_PER_SIZE * sum(PIPS.values())  # 30: every pip of the stash
_DIRECTIONS = ((1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1))


def _ray(square: int, df: int, dr: int) -> tuple[int, ...]:
    """The squares from ``square`` (excluded) to the board's edge in one direction."""
    f, r = square % BOARD_SIZE, square // BOARD_SIZE
    out = []
    f, r = f + df, r + dr
    while 0 <= f < BOARD_SIZE and 0 <= r < BOARD_SIZE:
        out.append(r * BOARD_SIZE + f)
        f, r = f + df, r + dr
    return tuple(out)


# RAYS[s]: the non-trivial rays from s (at least 2 squares: something to pass and somewhere to land).
RAYS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(ray for ray in (_ray(s, df, dr) for df, dr in _DIRECTIONS) if len(ray) >= 2)
    for s in range(_N)
)
# JUMP_NAME[s * 25 + t]: the canonical text of the jump s -> t.
JUMP_NAME: tuple[str, ...] = tuple(f"{SQUARES[s]}-{SQUARES[t]}" for s in range(_N) for t in range(_N))
# JUMPS[text] = (from, to, passed squares) for every jump that the geometry allows (pips permitting).
JUMPS: dict[str, tuple[int, int, tuple[int, ...]]] = {
    JUMP_NAME[s * _N + ray[k]]: (s, ray[k], ray[:k])
    for s in range(_N) for ray in RAYS[s] for k in range(1, min(len(ray), 4))
}
SOW_NAME: tuple[tuple[str, ...], ...] = tuple(
    tuple(size + name for name in SQUARES) for size in ("",) + SIZES
)
SOWS: dict[str, tuple[int, int]] = {
    SOW_NAME[pips][s]: (pips, s) for pips in (1, 2, 3) for s in range(_N)
}
_JUMP_RE = re.compile(r"^([a-z]+\d+)\s*(?:-|\s)\s*([a-z]+\d+)$")
SEATS = (say("engines-player-number", number=1), say("engines-player-number", number=2))
HELP = say("icesickle-help")


def _jumps(board: tuple[int, ...]) -> list[str]:
    """Every legal jump on ``board`` (pieces belong to nobody, so it does not depend on the seat)."""
    moves: list[str] = []
    append = moves.append
    for s in range(_N):
        pips = board[s]
        if not pips:
            continue
        base = s * _N
        for ray in RAYS[s]:
            # walk outwards: passing ray[:k + 1] (k + 1 <= pips squares) lands on ray[k + 1]
            passed = False
            last = len(ray) - 1
            for k in range(pips if pips < last else last):
                if board[ray[k]]:
                    passed = True
                if passed and not board[ray[k + 1]]:
                    append(JUMP_NAME[base + ray[k + 1]])
    return moves


def first_sower(round_no: int) -> int:
    """Round 1: seat 0 sows first; round 2: seat 1."""
    return (round_no - 1) % 2


Scores = tuple[int, int, int, int]  # (round 1 seat 0, round 1 seat 1, round 2 seat 0, round 2 seat 1)


class IceSickleState(NoChance, State):
    __slots__ = ("_board", "_stash", "_round", "_rounds", "_to_move", "_scores", "_turns",
                 "_resigned", "_last", "_jumps", "_over")

    def __init__(self, board: tuple[int, ...], stash: tuple[int, int, int], round_no: int,
                 rounds: int, to_move: int, scores: Scores,
                 turns: tuple[int, int], resigned: int | None, last: str | None,
                 jumps: list[str] | None) -> None:
        # ``jumps`` is the list of legal jumps on ``board`` during the reaping (None while sowing);
        # the constructor trusts its caller, load() validates.
        self._board = board
        self._stash = stash
        self._round = round_no
        self._rounds = rounds
        self._to_move = to_move
        self._scores = scores  # (round 1 seat 0, round 1 seat 1, round 2 seat 0, round 2 seat 1)
        self._turns = turns
        self._resigned = resigned
        self._last = last
        self._jumps = jumps
        self._over = resigned is not None or (jumps is not None and not jumps)

    # ---- contract --------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return 2

    @property
    def current_player(self) -> int | None:
        return None if self._over else self._to_move

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def sowing(self) -> bool:
        return self._jumps is None

    def legal_moves(self) -> list[str]:
        if self._over:
            return []
        if self._jumps is not None:
            return list(self._jumps)
        board = self._board
        empty = [s for s in range(_N) if not board[s]]
        moves: list[str] = []
        for pips in (1, 2, 3):
            if self._stash[pips - 1]:
                names = SOW_NAME[pips]
                moves.extend([names[s] for s in empty])
        return moves

    def play(self, move: str) -> IceSickleState:
        if self._over:
            raise IllegalMove("engines-game-over")
        jump = JUMPS.get(move) if type(move) is str else None
        if jump is not None and self._jumps is not None:
            src, dst, passed = jump
            board = self._board
            if board[src] >= len(passed) and not board[dst] and any(board[s] for s in passed):
                return self._jump(src, dst, passed, move)
        sow = SOWS.get(move) if type(move) is str else None
        if sow is not None and self._jumps is None and self._stash[sow[0] - 1] \
                and not self._board[sow[1]]:
            return self._sow(*sow)
        # the slow path: read the aliases, or explain why the move is refused
        kind, value = self._parse(move)
        if kind == "jump":
            self._check_jump(*value)
            text = JUMP_NAME[value[0] * _N + value[1]]
            return self._jump(*JUMPS[text], text)
        self._check_sow(*value)
        return self._sow(*value)

    def ranking(self) -> list[int] | None:
        if not self._over:
            return None
        if self._resigned is not None:
            return [1 if seat == self._resigned else 0 for seat in range(2)]
        return competition_ranking(self._totals())

    def scores(self) -> list[float]:
        return [float(total) for total in self._totals()]

    def resign(self, seat: int) -> IceSickleState:
        self._check_seat(seat)
        if self._over:
            raise IllegalMove("engines-already-over")
        return IceSickleState(self._board, self._stash, self._round, self._rounds, self._to_move,
                              self._scores, self._turns, seat, self._last, self._jumps)

    def to_dict(self) -> dict:
        return {
            "game": GAME.key,
            "rounds": self._rounds,
            "round": self._round,
            "board": [_LETTER[p] or None for p in self._board],
            "stash": {size: self._stash[i] for i, size in enumerate(SIZES)},
            "to_move": self._to_move,
            "round_scores": [list(self._scores[0:2]), list(self._scores[2:4])],
            "turns": list(self._turns),
            "resigned": self._resigned,
            "last_move": self._last,
        }

    def view(self, seat: int | None) -> dict:
        return {
            "game": GAME.key,
            "title": GAME.title,
            "board": {SQUARES[s]: _LETTER[p] for s, p in enumerate(self._board) if p},
            "stash": {size: self._stash[i] for i, size in enumerate(SIZES)},
            "round": self._round,
            "rounds": self._rounds,
            "phase": "sowing" if self.sowing else "reaping",
            "first_sower": None if self._over else first_sower(self._round),
            "current_player": self.current_player,
            "seats": [{"seat": i, "name": f"Player {i + 1}"} for i in range(2)],
            "round_scores": [list(self._scores[2 * r:2 * r + 2]) for r in range(self._round)],
            "scores": self.scores(),
            "turns": list(self._turns),
            "last_move": self._last,
            "is_over": self._over,
            "ranking": self.ranking(),
            "resigned": self._resigned,
        }

    # ---- for the computer player ------------------------------------------------------------
    def playout_move(self, rng: random.Random) -> str:
        """While reaping, a jump with the biggest haul of pips (drawn among equals); while sowing, a
        placement drawn uniformly."""
        jumps = self._jumps
        if not jumps or self._over:
            return self.random_move(rng)
        board = self._board
        best: list[str] = []
        most = -1
        for move in jumps:
            haul = sum(board[s] for s in JUMPS[move][2])
            if haul > most:
                best, most = [move], haul
            elif haul == most:
                best.append(move)
        return best[0] if len(best) == 1 else rng.choice(best)

    def position_key(self) -> tuple:
        """The position up to the board's eight symmetries (jumps go every way alike): the same
        whatever order the pieces were sown in. Of the scores only the lead counts (the higher total
        wins, so what is to come depends on nothing else), which also makes every round 2 that
        starts with the same lead one position."""
        totals = self._totals()
        return (canonical(self._board, 5), self._stash, self._round, self._rounds, self._to_move,
                self._jumps is None, totals[0] - totals[1], self._resigned)

    def _key(self) -> tuple:
        return (self._board, self._stash, self._round, self._rounds, self._to_move, self._scores,
                self._turns, self._resigned, self._last)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other._key() == self._key()

    def __hash__(self) -> int:
        return hash(self._key())

    # ---- helpers ---------------------------------------------------------------------------
    def turns_taken(self, seat: int) -> int:
        """Placements and jumps that ``seat`` has made, both rounds together."""
        self._check_seat(seat)
        return self._turns[seat]

    def describe_move(self, move: str) -> Phrase:
        kind, value = self._parse(move)
        if kind == "jump":
            self._check_jump(*value)
            src, dst = value
            _, _, passed = JUMPS[JUMP_NAME[src * _N + dst]]
            caught = [s for s in passed if self._board[s]]
            return say("icesickle-move-jump", size=_LETTER[self._board[src]], start=SQUARES[src],
                       end=SQUARES[dst], squares=series([SQUARES[s] for s in caught]),
                       pips=sum(self._board[s] for s in caught))
        self._check_sow(*value)
        pips, square = value
        return say("engines-place-pyramid", size=_LETTER[pips], square=SQUARES[square])

    def position_words(self) -> Phrase:
        """"Round 1 of 2, reaping. S (small, 1 pip) on a1, c3; M (medium, 2 pips) on b2; L …
        Stash: … Pips: Player 1 4 (round 1: 4); Player 2 2 (round 1: 2)." (from the public view)."""
        view = self.view(None)
        board: dict[str, str] = view["board"]
        parts: list[Phrase] = [say("icesickle-position-round", round=view["round"], rounds=view["rounds"],
                                   stage="over" if view["is_over"] else view["phase"])]
        placed = []
        for size in SIZES:
            squares = [sq for sq, piece in board.items() if piece == size]
            if squares:
                placed.append(say("icesickle-position-size", size=size, squares=series(squares)))
        parts.append(say("icesickle-position-pieces", sizes=series(placed, "engines-series-strong")) if placed
                     else say("icesickle-position-empty"))
        if view["phase"] == "sowing" and not view["is_over"]:
            stash = view["stash"]
            parts.append(say("icesickle-position-stash", stash=series(
                [say("icesickle-count", count=stash[z], size=z) for z in SIZES])))
            first = view["first_sower"]
            if first is not None:
                parts.append(say("icesickle-position-jumps-first", seat=self.seat_name(1 - first)))
        rounds = view["round_scores"]
        said = []
        for seat in (0, 1):
            by_round = series([say("icesickle-round-score", round=r + 1, pips=row[seat])
                               for r, row in enumerate(rounds)])
            said.append(say("icesickle-position-seat-pips", seat=self.seat_name(seat),
                            pips=score_value(view["scores"][seat]), rounds=by_round))
        parts.append(say("icesickle-position-pips", seats=series(said, "engines-series-strong")))
        whole: Phrase = sentences(*parts)
        return whole

    def seat_name(self, seat: int) -> Phrase:
        self._check_seat(seat)
        return SEATS[seat]

    def phase(self) -> Phrase:
        if self._over:
            return OVER
        return say("icesickle-phase", round=self._round, rounds=self._rounds,
                   stage="sowing" if self.sowing else "reaping")

    def _totals(self) -> tuple[int, int]:
        s = self._scores
        return s[0] + s[2], s[1] + s[3]

    # ---- the two kinds of move ---------------------------------------------------------------
    def _sow(self, pips: int, square: int) -> IceSickleState:
        board = self._board[:square] + (pips,) + self._board[square + 1:]
        small, medium, large = self._stash
        stash = ((small - 1, medium, large) if pips == 1 else (small, medium - 1, large) if pips == 2
                 else (small, medium, large - 1))
        turns = _bump(self._turns, self._to_move)
        # the stash empty, the reaping starts with the other player (the second placer of the round)
        jumps = None if any(stash) else _jumps(board)
        return self._next(board, stash, self._scores, turns, SOW_NAME[pips][square], jumps)

    def _jump(self, src: int, dst: int, passed: tuple[int, ...], text: str) -> IceSickleState:
        board = list(self._board)
        gained = 0
        for s in passed:
            gained += board[s]
            board[s] = 0
        board[dst] = board[src]
        board[src] = 0
        new_board = tuple(board)
        slot = 2 * (self._round - 1) + self._to_move
        # still four: one slot replaced
        scores = cast(Scores, self._scores[:slot] + (self._scores[slot] + gained,) + self._scores[slot + 1:])
        turns = _bump(self._turns, self._to_move)
        return self._next(new_board, self._stash, scores, turns, text, _jumps(new_board))

    def _next(self, board: tuple[int, ...], stash: tuple[int, int, int],
              scores: Scores, turns: tuple[int, int], last: str,
              jumps: list[str] | None) -> IceSickleState:
        """The state after a move: the other player's turn, or the next round when this one ends."""
        if jumps is not None and not jumps and self._round < self._rounds:
            # the round is over: clear the board, refill the stash, swap the roles
            nxt = self._round + 1
            return IceSickleState(_EMPTY_BOARD, _FULL_STASH, nxt, self._rounds, first_sower(nxt),
                                  scores, turns, None, None, None)
        return IceSickleState(board, stash, self._round, self._rounds, 1 - self._to_move,
                              scores, turns, None, last, jumps)

    # ---- reading and explaining moves ----------------------------------------------------------
    def _parse(self, move: object) -> tuple[str, tuple[int, int]]:
        """Text -> ("jump", (from, to)) or ("sow", (pips, square)); IllegalMove for what is unreadable."""
        if not isinstance(move, str):
            raise IllegalMove("engines-not-text", help=HELP)
        clean = " ".join(move.lower().split())
        match = _JUMP_RE.match(clean)
        if match:
            src, dst = match.groups()
            for name in (src, dst):
                if name not in _INDEX:
                    raise IllegalMove("engines-icehouse-off-board", square=name)
            return "jump", (_INDEX[src], _INDEX[dst])
        try:
            size, square = parse_placement(move)
        except IllegalMove as exc:
            if self._jumps is not None:  # reaping: the player meant a jump, say how to write one
                raise IllegalMove("icesickle-not-a-jump", move=shown(move)) from None
            raise exc
        return "sow", (_PIPS_OF[size], _INDEX[square])

    def _check_sow(self, pips: int, square: int) -> None:
        if self._over:
            raise IllegalMove("engines-game-over")
        if self._jumps is not None:
            raise IllegalMove("icesickle-sowing-over")
        name = SQUARES[square]
        if self._board[square]:
            raise IllegalMove("icesickle-sow-occupied", square=name, size=_LETTER[self._board[square]])
        if not self._stash[pips - 1]:
            raise IllegalMove("icesickle-none-left", size=_LETTER[pips])

    def _check_jump(self, src: int, dst: int) -> None:
        """Raise IllegalMove saying why src -> dst is not a jump here; return if it is legal."""
        if self._over:
            raise IllegalMove("engines-game-over")
        if self._jumps is None:
            raise IllegalMove("icesickle-still-sowing", count=sum(self._stash))
        a, b = SQUARES[src], SQUARES[dst]
        pips = self._board[src]
        if not pips:
            raise IllegalMove("icesickle-jump-empty", square=a)
        if src == dst:
            raise IllegalMove("icesickle-jump-same")
        text = JUMP_NAME[src * _N + dst]
        df = dst % BOARD_SIZE - src % BOARD_SIZE
        dr = dst // BOARD_SIZE - src // BOARD_SIZE
        if df and dr and abs(df) != abs(dr):
            raise IllegalMove("icesickle-jump-not-line", square=b, start=a)
        passed = max(abs(df), abs(dr)) - 1
        if passed == 0:
            raise IllegalMove("icesickle-jump-adjacent", square=b, start=a)
        if passed > pips:
            raise IllegalMove("icesickle-jump-too-far", size=_LETTER[pips], start=a, pips=pips, move=text,
                              passed=passed)
        if self._board[dst]:
            raise IllegalMove("icesickle-jump-occupied", square=b)
        _, _, squares = JUMPS[text]
        if not any(self._board[s] for s in squares):
            raise IllegalMove("icesickle-jump-nothing", count=len(squares),
                              squares=series([SQUARES[s] for s in squares]))


def _bump(turns: tuple[int, int], seat: int) -> tuple[int, int]:
    return (turns[0] + 1, turns[1]) if seat == 0 else (turns[0], turns[1] + 1)


_EMPTY_BOARD: tuple[int, ...] = (0,) * _N
_FULL_STASH: tuple[int, int, int] = (STASH_PER_SIZE,) * 3


class IceSickle(Game):
    key = "icesickle"
    title = "IceSickle"
    min_players = 2
    max_players = 2
    options = (
        OptionSpec("rounds", (2, 1), 2, say("icesickle-option-rounds")),
    )
    summary = say("icesickle-rules")

    def new_game(self, num_players: int = 2,
                 options: Mapping[str, object] | None = None) -> IceSickleState:
        opts = self.check_options(num_players, options)
        return IceSickleState(_EMPTY_BOARD, _FULL_STASH, 1, opts["rounds"], 0, (0, 0, 0, 0),
                              (0, 0), None, None, None)

    def load(self, data: dict) -> IceSickleState:
        return _load(data)


def _need(ok: bool, message: str) -> None:
    if not ok:
        raise ValueError(f"IceSickle: cannot load the state: {message}")


def _whole(value: Any, low: int, high: int | None, what: str) -> int:
    _need(type(value) is int and value >= low and (high is None or value <= high),
          f"{what} must be a whole number from {low}{'' if high is None else f' to {high}'}, "
          f"not {value!r}")
    return value


def _load(data: Any) -> IceSickleState:
    """Rebuild a state from to_dict(), checking that it is a position the rules can reach."""
    _need(isinstance(data, dict), "the data must be a dict")
    expected = {"game", "rounds", "round", "board", "stash", "to_move", "round_scores", "turns",
                "resigned", "last_move"}
    _need(set(data) == expected, f"the keys must be {sorted(expected)}, not {sorted(data)}")
    _need(data["game"] == GAME.key, f"this is not an IceSickle state (game {data['game']!r})")
    rounds = data["rounds"]
    _need(type(rounds) is int and rounds in (1, 2), f"rounds must be 1 or 2, not {rounds!r}")
    round_no = _whole(data["round"], 1, rounds, "round")
    cells = data["board"]
    _need(isinstance(cells, list) and len(cells) == _N, "board must be a list of 25 squares")
    _need(all(c is None or c in _PIPS_OF for c in cells),
          "each board square must be null or one of 'S', 'M', 'L'")
    board = tuple(0 if c is None else _PIPS_OF[c] for c in cells)
    stash_d = data["stash"]
    _need(isinstance(stash_d, dict) and set(stash_d) == set(SIZES),
          "stash must map 'S', 'M' and 'L' to counts")
    small, medium, large = (_whole(stash_d[size], 0, STASH_PER_SIZE, f"stash {size}") for size in SIZES)
    stash = (small, medium, large)
    on_board = [board.count(p) for p in (1, 2, 3)]
    sowing = any(stash)
    if sowing:
        _need(all(on_board[i] + stash[i] == STASH_PER_SIZE for i in range(3)),
              "while sowing, each size must have 5 pieces between the board and the stash")
    else:
        _need(all(n <= STASH_PER_SIZE for n in on_board), "more than 5 pieces of one size")
    to_move = _whole(data["to_move"], 0, 1, "to_move")
    scores_d = data["round_scores"]
    _need(isinstance(scores_d, list) and len(scores_d) == 2
          and all(isinstance(r, list) and len(r) == 2 for r in scores_d),
          "round_scores must be two lists of two numbers")
    first_0, first_1, second_0, second_1 = (_whole(v, 0, _TOTAL_PIPS, "a round score")
                                            for r in scores_d for v in r)
    scores = (first_0, first_1, second_0, second_1)
    for r in range(2):
        _need(scores[2 * r] + scores[2 * r + 1] <= _TOTAL_PIPS,
              f"round {r + 1} scores more than the {_TOTAL_PIPS} pips of the stash")
        if r + 1 > round_no:
            _need(scores[2 * r] == scores[2 * r + 1] == 0, f"round {r + 1} has not been played")
    current = scores[2 * round_no - 2] + scores[2 * round_no - 1]
    board_pips = sum(board)
    if sowing:
        _need(current == 0, "no pips are scored during the sowing")
        placed = sum(on_board)
        _need(to_move == (first_sower(round_no) + placed) % 2,
              f"after {placed} placements of round {round_no}, seat "
              f"{(first_sower(round_no) + placed) % 2} sows")
    else:
        _need(current == _TOTAL_PIPS - board_pips,
              f"the pips captured this round ({current}) must equal the pips missing from the "
              f"board ({_TOTAL_PIPS - board_pips})")
    turns_d = data["turns"]
    _need(isinstance(turns_d, list) and len(turns_d) == 2, "turns must be a list of two counts")
    turns = (_whole(turns_d[0], 0, None, "turns"), _whole(turns_d[1], 0, None, "turns"))
    resigned = data["resigned"]
    _need(resigned is None or (type(resigned) is int and resigned in (0, 1)),
          f"resigned must be null, 0 or 1, not {resigned!r}")
    last = data["last_move"]
    _need(last is None or (isinstance(last, str) and (last in JUMPS or last in SOWS)),
          f"last_move must be null or a canonical move, not {last!r}")
    jumps = None if sowing else _jumps(board)
    if jumps is not None and not jumps and resigned is None:
        _need(round_no == rounds, f"round {round_no} is over but round {round_no + 1} has not begun")
    return IceSickleState(board, stash, round_no, rounds, to_move, scores, turns, resigned, last,
                          jumps)


GAME = IceSickle()
IceSickleState.game = GAME
register(GAME)
