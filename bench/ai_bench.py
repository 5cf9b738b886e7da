"""The computer player (engines/ai): strength and speed.

Strength: for every game (2 players; Coins and Tactonix also 3), each level plays random play and
the level below it; every move the computer makes is checked against ``legal_moves()``. A pairing
goes on (sequential stopping) until the 95% Wilson interval of the tested level's win rate over
decided games is at most ±7 points wide, or the cap of games is reached. Seats alternate: with 2
players the tested level takes seat 0 and seat 1 in turn. With 3 players:
- against random play, the level takes one seat (each in turn) and random play the other two; it
  wins when it is placed first (a first place it shares counts too), loses when a seat is placed
  ahead of it, and the game is drawn when every seat shares first place;
- against the level below, the level, the level below and random play take one seat each, in all
  six arrangements in turn; the level wins when it is placed ahead of the level below, loses when
  behind it, and draws when they share a place (a fair game gives 50%, as with 2 players).
Times per move are wall-clock times of ``choose`` with the games run in a pool of WORKERS processes
(the machine's cores busy, as in the bot's pool).

Speed: playouts per second and plies per second inside the search from positions of each game,
next to the engine's random play (listing the moves, as bench.engines_bench does, and with the
rollout policy ``random_move``), and the share of the search's time spent in engine calls.

    python -m bench.ai_bench [--quick] [--games telic,coins] [--cap N] [--workers N]

``--quick`` (or AI_BENCH_QUICK=1) plays 4 games a pairing (no stopping rule) and measures speed on
fewer positions: a smoke run of a few minutes.
"""
from __future__ import annotations

import itertools
import math
import multiprocessing
import multiprocessing.pool
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import engines
from bench.stats import row
from engines import ai
from engines.base import PLAY, State

SETUPS: list[tuple[str, int, dict]] = [
    ("telic", 2, {}), ("coins", 2, {}), ("coins", 3, {}), ("tactonix", 2, {}),
    ("tactonix", 3, {}), ("tictacdoh", 2, {}), ("icesickle", 2, {}),
]
LEVEL_NAMES = list(ai.LEVELS)
PAIRINGS: list[tuple[str, str | None]] = [(level, None) for level in LEVEL_NAMES] + [
    (LEVEL_NAMES[i], LEVEL_NAMES[i - 1]) for i in range(1, len(LEVEL_NAMES))]
HALF_WIDTH = 0.07        # stop a pairing when the 95% interval is this narrow...
MIN_DECIDED = 12         # ...over at least this many decided games
CAP = 300                # games a pairing at most
QUICK_GAMES = 4
WORKERS = 2
TARGET_RANDOM = 0.90     # hard against random play
TARGET_BELOW = 0.60      # each level against the one below
TARGET_SECONDS = 2.0     # hard, per move
TARGET_SHARE = 0.50      # of the search's time in engine calls
Z = 1.959964


def wilson(wins: int, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denominator = 1 + Z * Z / n
    centre = (p + Z * Z / (2 * n)) / denominator
    half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


# ---- one game ---------------------------------------------------------------------------------
@dataclass
class GameResult:
    ranking: list[int]
    times: dict[str, list[float]] = field(default_factory=dict)  # level -> seconds per move
    checked: int = 0  # computer moves checked against legal_moves()


def play_game(task: tuple[str, int, dict, tuple[str | None, ...], int]) -> GameResult:
    """One seeded game; seat i is played by level seats[i] (None: random play)."""
    key, players, options, seats, seed = task
    state = engines.get_game(key).new_game(players, options)
    table = random.Random(seed)  # chance outcomes and random play
    minds = [random.Random(seed * 10 + seat + 1) for seat in range(players)]
    result = GameResult(ranking=[])
    while not state.is_over:
        if state.is_chance_node:
            state = state.apply_chance(state.random_outcome(table))
            continue
        seat = state.current_player
        level = seats[seat]
        if level is None:
            state = state.play(state.random_move(table))
            continue
        start = time.perf_counter()
        move = ai.choose(state, playouts=ai.playouts_for(key, level), rng=minds[seat])
        result.times.setdefault(level, []).append(time.perf_counter() - start)
        if move not in state.legal_moves():
            raise AssertionError(f"{key}: the computer ({level}) played the illegal move {move!r} "
                                 f"in {state.to_dict()!r}")
        result.checked += 1
        state = state.play(move)
    result.ranking = state.ranking()  # type: ignore[assignment]
    return result


# ---- one pairing ------------------------------------------------------------------------------
@dataclass
class Tally:
    wins: int = 0
    draws: int = 0
    losses: int = 0
    shared: int = 0  # wins by a shared first place (3 players against random play)
    checked: int = 0
    times: dict[str, list[float]] = field(default_factory=dict)

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    @property
    def decided(self) -> int:
        return self.wins + self.losses


def seating(players: int, level: str, other: str | None, game_no: int) -> tuple[tuple, int, int]:
    """(level of each seat, the tested seat, the seat it is compared with or -1: the field)."""
    if players == 2:
        seats = [other, other]
        seats[game_no % 2] = level
        return tuple(seats), game_no % 2, 1 - game_no % 2
    if other is None:
        seats = [None] * players
        seats[game_no % players] = level
        return tuple(seats), game_no % players, -1
    orders = [(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)]
    tested, below, _ = orders[game_no % len(orders)]
    seats = [None] * players
    seats[tested], seats[below] = level, other
    return tuple(seats), tested, below


def score(ranking: list[int], tested: int, compared: int, tally: Tally) -> None:
    if compared >= 0:  # head to head
        mine, theirs = ranking[tested], ranking[compared]
        if mine < theirs:
            tally.wins += 1
        elif mine > theirs:
            tally.losses += 1
        else:
            tally.draws += 1
        return
    if all(place == 0 for place in ranking):
        tally.draws += 1
    elif ranking[tested] == 0:
        tally.wins += 1
        tally.shared += ranking.count(0) > 1
    else:
        tally.losses += 1


def run_pairing(pool: multiprocessing.pool.Pool | None, setup: tuple[str, int, dict], level: str,
                other: str | None, games: int | None, cap: int, workers: int) -> Tally:
    """Games until the interval is narrow enough (games=None) or exactly `games` games."""
    key, players, options = setup
    tally = Tally()
    game_no = 0
    base_seed = 1000 * (SETUPS.index(setup) + 1) + 100 * PAIRINGS.index((level, other))
    while True:
        wanted = (games - tally.games) if games is not None else 2 * workers
        wanted = min(wanted, cap - tally.games)
        if wanted <= 0:
            break
        tasks, seatings = [], []
        for _ in range(wanted):
            seats, tested, compared = seating(players, level, other, game_no)
            tasks.append((key, players, options, seats, base_seed * 1000 + game_no))
            seatings.append((tested, compared))
            game_no += 1
        results = pool.map(play_game, tasks) if pool is not None else list(map(play_game, tasks))
        for result, (tested, compared) in zip(results, seatings):
            score(result.ranking, tested, compared, tally)
            tally.checked += result.checked
            for name, times in result.times.items():
                tally.times.setdefault(name, []).extend(times)
        if games is None and tally.decided >= MIN_DECIDED:
            low, high = wilson(tally.wins, tally.decided)
            if (high - low) / 2 <= HALF_WIDTH:
                break
    return tally


# ---- speed ------------------------------------------------------------------------------------
def sample_positions(key: str, players: int, options: dict, count: int, seed: int = 3
                     ) -> list[State]:
    """Positions with a choice to make, spread over seeded random games (Tactonix: in play)."""
    game = engines.get_game(key)
    rng = random.Random(seed)
    found: list[State] = []
    while len(found) < count:
        state = game.new_game(players, options)
        while not state.is_over and len(found) < count:
            if state.is_chance_node:
                state = state.apply_chance(state.random_outcome(rng))
                continue
            if (key != "tactonix" or state.phase() == PLAY) and rng.random() < 0.15 and \
                    len(state.legal_moves()) > 1:
                found.append(state)
            state = state.play(state.random_move(rng))
    return found


def random_play_rate(positions: list[State], listing: bool, plies_each: int) -> float:
    """Plies per second of random play from each position (to the end or plies_each plies)."""
    rng = random.Random(1)
    plies, elapsed = 0, 0.0
    for position in positions:
        state = position.game.load(position.to_dict())  # no cached move list
        start = time.perf_counter()
        for _ in range(plies_each):
            if state.is_over:
                break
            if state.is_chance_node:
                state = state.apply_chance(state.random_outcome(rng))
            elif listing:
                state = state.play(rng.choice(state.legal_moves()))
            else:
                state = state.play(state.random_move(rng))
            plies += 1
        elapsed += time.perf_counter() - start
    return plies / elapsed


ENGINE_CALLS = ("determinise", "legal_moves", "play", "apply_chance", "chance_outcomes",
                "random_move", "evaluate", "ranking")
ENGINE_PROPERTIES = ("is_over", "is_chance_node", "current_player", "num_players")


class EngineClock:
    """Times every engine call the search makes (outermost calls only) by wrapping the methods of
    a state class for the duration of a `with` block."""

    def __init__(self, cls: type) -> None:
        self.cls = cls
        self.seconds = 0.0
        self.depth = 0
        self.saved: dict[str, object] = {}

    def _wrap(self, function: Callable) -> Callable:
        clock = time.perf_counter

        def timed(*args: object) -> object:
            if self.depth:
                return function(*args)
            self.depth = 1
            start = clock()
            try:
                return function(*args)
            finally:
                self.seconds += clock() - start
                self.depth = 0
        return timed

    def __enter__(self) -> EngineClock:
        for name in ENGINE_CALLS + ENGINE_PROPERTIES:
            self.saved[name] = self.cls.__dict__.get(name, _MISSING)
            attribute = getattr(self.cls, name)
            if name in ENGINE_PROPERTIES:
                setattr(self.cls, name, property(self._wrap(attribute.fget)))
            else:
                setattr(self.cls, name, self._wrap(attribute))
        return self

    def __exit__(self, *exc: object) -> None:
        for name, value in self.saved.items():
            if value is _MISSING:
                delattr(self.cls, name)
            else:
                setattr(self.cls, name, value)


_MISSING = object()


@dataclass
class Speed:
    playouts_per_s: float
    search_plies_per_s: float
    listing_plies_per_s: float
    policy_plies_per_s: float
    engine_share: float


def measure_speed(setup: tuple[str, int, dict], positions: int, playouts: int) -> Speed:
    key, players, options = setup
    states = sample_positions(key, players, options, positions)
    elapsed, done, plies = 0.0, 0, 0
    for i, state in enumerate(states):
        start = time.perf_counter()
        search = ai.Search(state, random.Random(i))
        search.run(playouts)
        elapsed += time.perf_counter() - start
        done += search.playouts
        plies += search.plies
    total, engine = 0.0, 0.0
    for i, state in enumerate(states):
        with EngineClock(type(state)) as clock:
            start = time.perf_counter()
            ai.Search(state, random.Random(i)).run(playouts)
            total += time.perf_counter() - start
        engine += clock.seconds
    plies_each = 60 if key == "tactonix" else 400
    return Speed(done / elapsed, plies / elapsed,
                 random_play_rate(states, listing=True, plies_each=plies_each),
                 random_play_rate(states, listing=False, plies_each=plies_each),
                 engine / total)


# ---- the report -------------------------------------------------------------------------------
def label(setup: tuple[str, int, dict]) -> str:
    key, players, options = setup
    return f"{key} {players}p" + "".join(f" {k}={v}" for k, v in options.items())


def ms(times: list[float]) -> tuple[str, str]:
    if not times:
        return "", ""
    return f"{1000 * statistics.mean(times):.0f}", f"{1000 * max(times):.0f}"


def parse_args(argv: list[str]) -> dict:
    args = {"quick": os.environ.get("AI_BENCH_QUICK", "") not in ("", "0"), "games": None,
            "cap": CAP, "workers": WORKERS}
    it = iter(argv)
    for word in it:
        if word == "--quick":
            args["quick"] = True
        elif word == "--games":
            args["games"] = next(it).split(",")
        elif word == "--cap":
            args["cap"] = int(next(it))
        elif word == "--workers":
            args["workers"] = int(next(it))
        else:
            raise SystemExit(f"unknown argument {word!r}\n{__doc__}")
    return args


def progress(text: str) -> None:
    """How far a long run has got, on stderr."""
    print(text, file=sys.stderr, flush=True)


def speed_lines(setups: list[tuple[str, int, dict]], quick: bool) -> Iterator[str]:
    playouts = ai.LEVELS["normal"]
    positions = 3 if quick else 10
    yield (f"AI speed: {playouts} playouts from each of {positions} positions met in random play "
           "(Tactonix: in play); random play from the same positions")
    widths = (22, 11, 12, 13, 13, 9, 5)
    yield row("setup", "playouts/s", "plies/s srch", "plies/s list", "plies/s pick", "engine",
              "", widths=widths)
    for setup in setups:
        speed = measure_speed(setup, positions, playouts)
        verdict = "ok" if speed.engine_share >= TARGET_SHARE else "MISS"
        yield row(label(setup), f"{speed.playouts_per_s:.0f}", f"{speed.search_plies_per_s:.0f}",
                  f"{speed.listing_plies_per_s:.0f}", f"{speed.policy_plies_per_s:.0f}",
                  f"{100 * speed.engine_share:.0f}%", verdict, widths=widths)
    yield ("plies/s srch: moves and chance outcomes the search applies (tree and rollouts); list: "
           "random play choosing from legal_moves(); pick: random play with random_move() (the "
           f"rollout policy); engine: share of the search's time inside engine calls (target "
           f">= {100 * TARGET_SHARE:.0f}%)")


def strength_lines(setups: list[tuple[str, int, dict]], args: dict) -> Iterator[str]:
    games = QUICK_GAMES if args["quick"] else None
    rule = (f"{QUICK_GAMES} games a pairing (quick)" if games else
            f"until the 95% interval is within ±{100 * HALF_WIDTH:.0f} points (cap {args['cap']} games)")
    groups: dict[tuple[int, ...], list[str]] = {}
    for key in dict.fromkeys(key for key, _, _ in setups):
        groups.setdefault(tuple(ai.playouts_for(key, level) for level in LEVEL_NAMES), []).append(key)
    levels = "; ".join("/".join(map(str, budget)) + f" ({', '.join(keys)})"
                       for budget, keys in groups.items())
    yield (f"AI strength: playouts a move at {'/'.join(LEVEL_NAMES)}: {levels}; {rule}; "
           f"{args['workers']} games at a time")
    widths = (22, 15, 7, 14, 12, 6, 9, 9, 9, 9, 5)
    yield row("setup", "pairing", "win%", "95% interval", "W-D-L", "games", "ms mean", "ms max",
              "other ms", "checked", "", widths=widths)
    worst_hard = 0.0
    workers = args["workers"]
    pool = multiprocessing.get_context("fork").Pool(workers) if workers > 1 else None
    try:
        for setup in setups:
            for level, other in PAIRINGS:
                start = time.perf_counter()
                tally = run_pairing(pool, setup, level, other, games, args["cap"], workers)
                rate = tally.wins / tally.decided if tally.decided else float("nan")
                low, high = wilson(tally.wins, tally.decided)
                target = TARGET_BELOW if other is not None else (
                    TARGET_RANDOM if level == LEVEL_NAMES[-1] else None)
                verdict = "" if target is None else ("ok" if rate >= target else "MISS")
                mean, top = ms(tally.times.get(level, []))
                other_mean = ms(tally.times.get(other, []))[0] if other else ""
                if level == LEVEL_NAMES[-1] and tally.times.get(level):
                    worst_hard = max(worst_hard, max(tally.times[level]))
                yield row(label(setup), f"{level} v {other or 'random'}", f"{100 * rate:.1f}",
                          f"[{100 * low:.1f}, {100 * high:.1f}]",
                          f"{tally.wins}-{tally.draws}-{tally.losses}", tally.games, mean, top,
                          other_mean, tally.checked, verdict, widths=widths)
                progress(f"  ... {label(setup)} {level} v {other or 'random'}: {tally.games} games "
                         f"in {time.perf_counter() - start:.0f} s")
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    verdict = "ok" if worst_hard <= TARGET_SECONDS else "MISS"
    yield (f"win% over decided games (W-D-L: the tested level's wins, draws, losses); checked: "
           f"computer moves checked legal (all were). Targets: hard >= {100 * TARGET_RANDOM:.0f}% "
           f"against random, each level >= {100 * TARGET_BELOW:.0f}% against the one below, hard "
           f"<= {TARGET_SECONDS:.0f} s a move (slowest hard move: {worst_hard:.2f} s, {verdict})")


def main(argv: list[str] | None = None, echo: Callable[[str], None] | None = None) -> list[str]:
    """The report's lines; `echo` (if given) also gets each line as soon as it is known."""
    args = parse_args(argv or [])
    setups = [s for s in SETUPS if args["games"] is None or s[0] in args["games"]]
    lines: list[str] = []
    started = time.perf_counter()
    for line in itertools.chain(speed_lines(setups, args["quick"]), strength_lines(setups, args)):
        lines.append(line)
        if echo is not None:
            echo(line)
    lines.append(f"(bench-ai took {(time.perf_counter() - started) / 60:.1f} min)")
    if echo is not None:
        echo(lines[-1])
    return lines


if __name__ == "__main__":
    main(sys.argv[1:], echo=lambda line: print(line, flush=True))
