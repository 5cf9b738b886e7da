"""The computer's judgement of a game's positions, for hints and reviews (`bot.service.reviews`).

Every search goes through the computer player's public API only (`engines.ai`: `Search(state, rng)`,
`run`, `best`, `statistics`, `playouts_for`), so a stronger search is used here as soon as it exists.
The functions named `..._in_worker` run in the computers' process pool (`Computers.pool`); the rest is
pure arithmetic on what they return, run in the service.

A position is searched from its mover's information only: the search determinises a secret (the Tactonix
deal) from the seat to move (`state.determinise(seat, rng)`), and every seed is a function of the
position's place in the game, never of a secret. So the part of a review about one seat (its chances,
its swings, its best moves) is the same whatever the other seats' secrets were.

How a review reads the searches (as lichess's analysis board reads its engine's):
- a position's value is the mover's expected share of the win after its best move (the mean reward of
  the search's choice); the mover's chances before its move are that value;
- with perfect information the other seats share what the mover does not get, in proportion to what
  they had (with two players: one minus it); with hidden information each seat's line moves only at its
  own moves, as that seat judged them;
- a move's swing is how much it cost its mover: its value before minus its chances after (the played
  move's mean when the search tried it, else the chances the next judgement gives it); the turning points
  are the biggest swings;
- a move is one of the best when it is the search's choice, or within `BEST_MARGIN` of it.
"""
from __future__ import annotations

import random
import time
import zlib
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any

import engines
from bot.record.log import walk
from bot.storage import LogEntry
from engines.base import State

REVIEW_LEVEL = "normal"  # the search of each position of a review (`ai.playouts_for(key, level)`)
HINT_LEVEL = "hard"  # a hint is one position: the strongest level's search
# how reviews and hints search: as the expert does (its settings, and the exact solvers wherever they
# answer: a solved position is judged won, drawn or lost, as lichess's analysis reads a tablebase), at the
# playouts of the levels above
SEARCH_SETTINGS = "expert"
POSITION_CAP = 1.5  # seconds of search per position at most, whatever the budget (a review stays bounded)
LINE_MOVES = 3  # players' moves of the computer's line after a better move
LINE_SHARE = 4  # the line's searches take a quarter of the review's budget each
TURNING_POINTS = 3  # the biggest swings a review names
SWING_MIN = 0.05  # a swing smaller than this (5 points of a win's share) is no turning point
BEST_MARGIN = 0.02  # a move this close to the search's choice counts as one of the best


# ---- the positions of a game ------------------------------------------------------------------------
@dataclass(frozen=True)
class Decision:
    """A move a player made in the game as it stands (moves taken back are not in it)."""

    number: int  # 1, 2, …: its number among the players' moves
    ply: int  # its entry in the game's log
    seat: int
    move: str
    data: dict  # the position it was made in (`State.to_dict()`)


def decisions(game: engines.Game, num_players: int, options: dict,
              log: Sequence[LogEntry]) -> tuple[list[Decision], State]:
    """The players' moves of the game's main line, each with its position, and the final position."""
    kept: list[tuple[LogEntry, State]] = []
    final = game.new_game(num_players, options)
    for entry, before, after in walk(game, num_players, options, log):
        if entry.kind == "takeback":  # the moves from that ply on are gone from the game
            kept = [(old, state) for old, state in kept if old.ply < int(entry.text)]
        elif entry.kind == "move" and entry.seat is not None:
            kept.append((entry, before))
        final = after
    return [Decision(number, entry.ply, entry.seat, entry.text, state.to_dict())
            for number, (entry, state) in enumerate(kept, 1) if entry.seat is not None], final


def hidden(game: engines.Game, moves: Sequence[Decision]) -> bool:
    """Whether a mover did not know everything in some position of the game (the Tactonix deal): then
    each seat's part of the review is its own judgement only."""
    for move in moves:
        state = game.load(move.data)
        if state.determinise(move.seat, random.Random(0)) is not state:
            return True
    return False


def seed_of(kind: str, ply: int) -> int:
    """A search's seed, from its place in the game only: never from a secret, so two games that differ
    only in what a seat could not know search that seat's positions alike."""
    return zlib.crc32(f"{kind}:{ply}".encode())


def items_of(moves: Sequence[Decision]) -> list[tuple[dict, str, int]]:
    """The positions of these moves as `evaluate_in_worker` takes them (each with its seed)."""
    return [(move.data, move.move, seed_of("review", move.ply)) for move in moves]


def line_budget(playouts: int) -> int:
    return max(1, playouts // LINE_SHARE)


# ---- in the worker: searches --------------------------------------------------------------------------
def _search(state: State, rng: random.Random, playouts: int, until: float) -> Any:
    from engines import ai
    from bot.service.computers import _run

    settings = ai.settings_for(state, SEARCH_SETTINGS)
    search = ai.Search(state, rng, settings)
    if search.only is not None and len(state.legal_moves()) > 1:
        # a solver's plan chose the move without valuing the others (IceSickle's reaping before its last
        # round keeps the biggest margin): a review judges every choice, so the search plays it out
        search = ai.Search(state, rng, replace(settings, exact=False))
    _run(search, playouts, until)
    return search


def evaluate_in_worker(key: str, items: list[tuple[dict, str, int]], playouts: int,
                       cap: float = POSITION_CAP) -> list[dict]:
    """In a worker process: each position (its data, the move played in it, its seed) searched with
    `playouts` (at most `cap` seconds): the search's choice, the mover's value after it, and after the
    move played (None when the search did not try it); `forced` when there was no choice."""
    game = engines.get_game(key)
    found = []
    for data, move, seed in items:
        state = game.load(data)
        search = _search(state, random.Random(seed), playouts, time.monotonic() + cap)
        statistics = search.statistics()
        if not statistics:
            found.append({"best": search.best(), "forced": True, "value": None, "played": None})
            continue
        best = search.best()
        means = {choice: mean for choice, _, mean in statistics}
        found.append({"best": best, "forced": False, "value": means[best], "played": means.get(move)})
    return found


def line_in_worker(key: str, data: dict, seat: int, first: str, playouts: int, seed: int,
                   moves: int = LINE_MOVES, cap: float = POSITION_CAP) -> list[str]:
    """In a worker process: the computer's line after `first` in the position `data` of `seat`, as that
    seat could know it (a secret drawn among those it could not rule out): `first`, then each side's
    choice (and the chance between, drawn), up to `moves` players' moves after it."""
    from engines import ai

    rng = random.Random(seed)
    state = engines.get_game(key).load(data).determinise(seat, rng)
    state = state.play(first)
    line = [first]
    until = time.monotonic() + cap
    played = 0
    while played < moves and not state.is_over:
        if state.is_chance_node:
            outcome = ai.draw_outcome(state.chance_outcomes(), rng.random())
            line.append(outcome)
            state = state.apply_chance(outcome)
            continue
        choice = _search(state, rng, playouts, until).best()
        line.append(choice)
        state = state.play(choice)
        played += 1
    return line


# ---- in the service: what the searches say ------------------------------------------------------------
@dataclass(frozen=True)
class Evaluation:
    best: str
    forced: bool
    value: float | None  # the mover's expected share after `best`
    played: float | None  # after the move played, when the search tried it

    @classmethod
    def of(cls, found: dict) -> Evaluation:
        return cls(found["best"], bool(found["forced"]), found.get("value"), found.get("played"))


@dataclass
class Swing:
    """A move that cost its mover: `drop` of its share of the win (before − after)."""

    number: int
    ply: int
    seat: int
    move: str
    best: str
    drop: float
    before: float
    after: float
    line: list[str] = field(default_factory=list)  # the computer's line after `best`
    position: int = -1  # the position after the move on the game's web page (its replay's frame)


@dataclass
class Summary:
    """A review: `points[k]` each seat's chances before move k + 1 (the last: at the end), the turning
    points (biggest swings first), and each seat's best moves out of its moves with a choice."""

    points: list[list[float]]
    swings: list[Swing]
    best: list[int]
    choices: list[int]
    hidden: bool

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict) -> Summary:
        return cls(data["points"], [Swing(**swing) for swing in data["swings"]], data["best"], data["choices"],
                   data["hidden"])

    def of_seat(self, seat: int) -> tuple[list[float], list[Swing], int, int]:
        """What the review says of one seat: its chances, its swings, its best moves and its choices."""
        return ([point[seat] for point in self.points], [swing for swing in self.swings if swing.seat == seat],
                self.best[seat], self.choices[seat])


def final_shares(state: State) -> list[float] | None:
    """Each seat's share of the win at the end (None when the rules did not end the game)."""
    if not state.is_over:
        return None
    ranking = state.ranking() or [0] * state.num_players
    winners = ranking.count(0)
    return [1.0 / winners if place == 0 else 0.0 for place in ranking]


def summarise(num_players: int, hidden: bool, moves: Sequence[Decision], evaluations: Sequence[Evaluation],
              final: list[float] | None, *, swings: int = TURNING_POINTS, every_seat: bool = False) -> Summary:
    """The review's chart, turning points and best moves from the searches of the game's moves.
    `every_seat`: each seat's biggest swings (`swings` shared out among the seats, rounded up), not the
    game's: what it says of a seat is then that seat's alone."""
    n = num_players
    # the mover's chances after each move: the move's own mean, else the next judgement of its mover
    afters: list[float | None] = []
    for k, (move, found) in enumerate(zip(moves, evaluations)):
        after = found.played
        if after is None:
            after = _next_judgement(k, move.seat, moves, evaluations, final, hidden, n)
        afters.append(after)
    chances = [1.0 / n] * n
    points: list[list[float]] = []
    found_swings: list[Swing] = []
    best = [0] * n
    choices = [0] * n
    for move, found, after in zip(moves, evaluations, afters):
        seat = move.seat
        if found.forced or found.value is None:
            points.append(list(chances))
            continue
        _judge(chances, seat, found.value, hidden)
        points.append(list(chances))
        choices[seat] += 1
        drop = found.value - after if after is not None else 0.0
        if move.move == found.best or drop <= BEST_MARGIN:
            best[seat] += 1
        if drop >= SWING_MIN and move.move != found.best:
            found_swings.append(Swing(move.number, move.ply, seat, move.move, found.best, round(drop, 4),
                                      round(found.value, 4), round(found.value - drop, 4)))
        if hidden and after is not None:
            chances[seat] = after  # with hidden information each seat's line moves at its own moves only
    points.append(list(final) if final is not None else list(chances))
    found_swings.sort(key=lambda swing: (-swing.drop, swing.number))
    if every_seat:  # each seat's own biggest, so many that together they are about `swings`
        each = -(-swings // n)
        kept = [swing for seat in range(n) for swing in [s for s in found_swings if s.seat == seat][:each]]
        kept.sort(key=lambda swing: (-swing.drop, swing.number))
    else:
        kept = found_swings[:swings]
    return Summary([[round(value, 4) for value in point] for point in points], kept, best, choices, hidden)


def _judge(chances: list[float], seat: int, value: float, hidden: bool) -> None:
    """The mover's chances are `value`; with perfect information the others share the rest."""
    if not hidden:
        others = [i for i in range(len(chances)) if i != seat]
        rest = sum(chances[i] for i in others)
        for i in others:
            chances[i] = (1.0 - value) * (chances[i] / rest if rest > 0 else 1.0 / len(others))
    chances[seat] = value


def _next_judgement(k: int, seat: int, moves: Sequence[Decision], evaluations: Sequence[Evaluation],
                    final: list[float] | None, hidden: bool, n: int) -> float | None:
    """The mover's chances after move k when the search did not try it: the next judgement of them (its
    own next move's value; with perfect information and two players, also one minus the opponent's)."""
    for move, found in zip(moves[k + 1:], evaluations[k + 1:]):
        if found.forced or found.value is None:
            continue
        if move.seat == seat:
            return found.value
        if not hidden and n == 2:
            return 1.0 - found.value
    return final[seat] if final is not None else None


def review_now(game: engines.Game, num_players: int, options: dict, log: Sequence[LogEntry],
               playouts: int, cap: float = POSITION_CAP) -> Summary:
    """A whole review in this process, as the service makes it in the pool a batch at a time (the
    benchmark's, and the tests' view of what a review says)."""
    moves, final = decisions(game, num_players, options, log)
    found = [Evaluation.of(one) for one in evaluate_in_worker(game.key, items_of(moves), playouts, cap)]
    is_hidden = hidden(game, moves)
    summary = summarise(num_players, is_hidden, moves, found, final_shares(final), every_seat=is_hidden)
    by_number = {move.number: move for move in moves}
    for swing in summary.swings:
        move = by_number[swing.number]
        swing.line = line_in_worker(game.key, move.data, move.seat, swing.best, line_budget(playouts),
                                    seed_of("line", move.ply), cap=cap)
    return summary
