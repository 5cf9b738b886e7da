"""Time-outs by the clock, with 10,000 games in progress: finding and applying the due ones (issue 15).

A front end's scheduler has one entry into the service, `run_due(now)`: it claims the games whose `due`
(the next reminder, or the deadline) has passed through `storage.claim_due(now, …)` (the same query as
`storage.due_games(now)`, which an index on `due` answers, `games_due`, migration 4, inside one UPDATE
that marks them taken by this process), and applies each. What must hold: the cost is O(due), not
O(games in progress); and a time-out costs about what a resignation through the service costs.

The database: 10,000 Tic Tac Doh! games in progress with a clock of 1d, 3d or 7d, in which both players
have made two moves or more (a time-out is then a rated loss on time that ends the game, not an abort),
written through the storage interface as the service writes them (the row's clock, player to move,
deadline and due from `clocks.new_turn`; the snapshot and the log of a position reached by random play).
Every game's next reminder falls between 1.2 hours and 3.5 days ahead, its deadline up to 7 days ahead.
The service's clock is moved by hand, as in the tests. Before each timed run, D games picked at random
are moved (untimed) to the end of their turn: reminders done, deadline between the previous run's time
and this one's. After the run they are over, and D new games (untimed) make 10,000 in progress again, so
every run sees 10,000 games in progress of which exactly D are due.

Rows:
- for D = 10, 100, 1,000 due: find is `storage.due_games(now, limit=D)` alone (median of 5 calls before
  the run); apply is one `run_due(now)`, which finds them again in batches and times each out (load, the
  engine's resign, one commit with the result and the ratings, the board's text). Medians over the runs;
  "rows read" counts the rows the claims handed `run_due` over all its batches. Flat per due game from
  10 to 1,000 is O(due).
- the scheduler's queries with nothing due, on a database of 1,000 and one of 10,000 games in progress,
  and "in trips": over one trip to the same connection (a game looked up by an id that is not there). A
  trip to the connection's thread is most of any small query and its cost differs between connections
  with thread scheduling, so a query that costs about one trip at both sizes does not grow with the games.
  For scale, the storage's own due query with SQLite told to use no index (a scan of the 10,000).
- the plans SQLite chooses for the storage's due query and `next_due` query, captured as they ran.
- 1,000 time-outs (the D = 1,000 runs above) against the floor, 1,000 resignations through
  `service.resign` by the player to move of games of the same kind: the same change (load, the engine's
  resign, commit with result and ratings, board) asked by a user instead of the clock. Runs paired, each
  side going first in turn.

Boards are built but not drawn on both sides (render=False): a picture is the same ~12 ms on either side
(see the render section) and would hide what is measured here.
"""
from __future__ import annotations

import asyncio
import json
import random
import statistics
import tempfile
import time
from dataclasses import dataclass, replace
from pathlib import Path

import engines
from bench.stats import row
from bot.service import ID_ALPHABET, GameService, Reply, User, clocks
from bot.storage import GameRow, LogEntry
from bot.words import words
from engines.base import State

GAMES = 10_000
SMALL = 1_000  # a second database, for the fixed cost of the scheduler's queries against the size
KEY = "tictacdoh"
DUES = (10, 100, 1_000)
REPEATS = {10: 7, 100: 5, 1_000: 3}  # timed runs for each D (the 1,000 runs are paired with the floor's)
FIND_REPEATS = 5  # due_games(now) calls timed before each run (read-only), median
QUERY_REPEATS = 200  # calls for the medians of the scheduler's queries
SCAN_REPEATS = 20
FLOOR = 1_000  # resignations (and time-outs) in the comparison
USERS = 2_000
POSITIONS = 60
CLOCK_CHOICES = (clocks.DAY, 3 * clocks.DAY, 7 * clocks.DAY)
T0 = 1_800_000_000.0
STEP = 1.0  # seconds the hand-moved clock goes on between runs
FLAT_TARGET = 1.5  # per due game at the largest D over the smallest
FLOOR_TARGET = 1.2  # a time-out over a resignation
WIDTHS = (30, 10, 10, 11, 12, 10, 8)
QUERY_WIDTHS = (44, 12, 12, 7, 11)
TRIP = "game(id), no such game: one trip"


class Clock:
    """The service's time, moved by hand."""

    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> float:
        return self.now


@dataclass
class Position:
    log: list[LogEntry]
    state: State


@dataclass
class Sample:
    due: int
    find: float  # s, median of FIND_REPEATS calls of due_games(now, limit=D)
    apply: float  # s, one run_due(now)
    read: int  # rows the due query handed run_due, over all its batches


def positions(rng: random.Random) -> list[Position]:
    """Games in progress where both players have made two moves of their own or more."""
    game = engines.get_game(KEY)
    options = game.check_options(2, {})
    found: list[Position] = []
    while len(found) < POSITIONS:
        state = game.new_game(2, options)
        log: list[LogEntry] = []
        stop = rng.randrange(4, 10)
        while not state.is_over and len(log) < stop:
            if state.is_chance_node:
                outcome = state.random_outcome(rng)
                log.append(LogEntry(len(log) + 1, None, "chance", outcome, T0))
                state = state.apply_chance(outcome)
                continue
            move = rng.choice(state.legal_moves())
            log.append(LogEntry(len(log) + 1, state.current_player, "move", move, T0,
                                state.describe_move(move)))
            state = state.play(move)
        if (not state.is_over and not state.is_chance_node and state.current_player is not None
                and min(state.turns_taken(seat) for seat in range(2)) >= 2):
            found.append(Position(log, state))
    return found


class Bench:
    """A service on a database of games in progress, each with a clock; the bench knows which."""

    def __init__(self, service: GameService, library: list[Position], rng: random.Random) -> None:
        self.service, self.library, self.rng = service, library, rng
        self.clock = Clock()
        service.clock = self.clock
        self.users = [User(f"u{n}", f"player{n}") for n in range(USERS)]
        self.active: dict[str, str] = {}  # game id -> user id of the player to move
        self.ids: set[str] = set()
        self.options = engines.get_game(KEY).check_options(2, {})

    def new_id(self) -> str:
        while True:
            candidate = "".join(self.rng.choice(ID_ALPHABET) for _ in range(5))
            if candidate not in self.ids:
                self.ids.add(candidate)
                return candidate

    async def add(self, count: int) -> None:
        """`count` games in progress, their turns begun in the last 45% of their clock, in one transaction."""
        now = self.clock.now
        async with self.service.storage.transaction() as tx:
            if not self.active:
                await tx.remember_names({u.id: u.name for u in self.users})
            for _ in range(count):
                game_id = self.new_id()
                position = self.rng.choice(self.library)
                players = self.rng.sample(self.users, 2)
                clock = self.rng.choice(CLOCK_CHOICES)
                started = now - clock * self.rng.uniform(0.0, 0.45)
                seat = position.state.current_player
                assert seat is not None
                record = GameRow(game_id, KEY, "g1", f"chan-{len(self.ids) % 50}", None, self.options,
                                 [u.id for u in players], len(position.log), "active", None, started - clock,
                                 started, clock=clock)
                record = clocks.new_turn(record, players[seat].id, started, None)
                await tx.add_game(record, json.dumps(position.state.to_dict()))
                await tx.append_moves(game_id, position.log)
                self.active[game_id] = players[seat].id

    async def age(self, count: int, since: float, now: float) -> list[str]:
        """Move `count` games picked at random to the end of their turn: both reminders done, the
        deadline in (since, now]. Not timed."""
        storage = self.service.storage
        picked = self.rng.sample(sorted(self.active), count)
        rows = [await storage.game(game_id) for game_id in picked]
        async with storage.transaction() as tx:
            for n, record in enumerate(rows):
                assert record is not None and record.clock is not None
                deadline = since + (now - since) * (n + 1) / count
                aged = replace(record, turn_since=deadline - record.clock, deadline=deadline,
                               reminders=len(clocks.REMINDERS_AT), due=deadline)
                assert await tx.update_game(aged, expected_version=record.version)
        return picked

    async def time_outs(self, due: int) -> Sample:
        """One run of the scheduler with `due` of the games in progress due."""
        storage = self.service.storage
        since, now = self.clock.now, self.clock.now + STEP
        picked = await self.age(due, since, now)
        self.clock.now = now
        assert {r.id for r in await storage.due_games(now, limit=due + 1)} == set(picked)  # those, only
        finds = []
        for _ in range(FIND_REPEATS):
            start = time.perf_counter()
            found = await storage.due_games(now, limit=due)
            finds.append(time.perf_counter() - start)
        assert len(found) == due
        read = [0]
        query = storage.claim_due

        async def counted(at: float, owner: str, until: float, *, limit: int = 10) -> list[GameRow]:
            rows = await query(at, owner, until, limit=limit)
            read[0] += len(rows)
            return rows

        storage.claim_due = counted  # type: ignore[method-assign]  # counts the rows run_due is handed
        try:
            start = time.perf_counter()
            replies = await self.service.run_due(now)
            apply = time.perf_counter() - start
        finally:
            del storage.claim_due
        assert len(replies) == due and all("loses on time" in english(reply) for reply in replies), replies[:1]
        assert await storage.due_games(now) == []
        for game_id in picked:
            del self.active[game_id]
        await self.add(due)
        return Sample(due, statistics.median(finds), apply, read[0])

    async def resignations(self, count: int) -> tuple[float, list[float]]:
        """The floor: `count` games picked at random resigned through the service by the player to move
        (the one a time-out would put out); (total s, each s)."""
        picked = self.rng.sample(sorted(self.active), count)
        names = {u.id: u for u in self.users}
        self.clock.now += STEP
        each = []
        started = time.perf_counter()
        for game_id in picked:
            start = time.perf_counter()
            reply = await self.service.resign(names[self.active[game_id]], game_id)
            each.append(time.perf_counter() - start)
            said = english(reply)
            assert "resigned" in said and "Game over" in said, said
        total = time.perf_counter() - started
        for game_id in picked:
            del self.active[game_id]
        await self.add(count)
        return total, each


async def statements(service: GameService) -> dict[str, str]:
    """The SQL the storage runs for `due_games` and `next_due`, captured as it ran (values bound)."""
    db = service.storage._db  # type: ignore[attr-defined]  # the bench reads the SQLite storage's plan
    found: dict[str, str] = {}
    for name, call in (("due_games(now)", lambda: service.storage.due_games(T0)),
                       ("next_due()", service.storage.next_due)):
        seen: list[str] = []
        await db.set_trace_callback(seen.append)
        try:
            await call()
        finally:
            await db.set_trace_callback(None)
        [found[name]] = seen
    return found


async def plan(service: GameService, statement: str) -> str:
    db = service.storage._db  # type: ignore[attr-defined]
    rows = await db.execute_fetchall("EXPLAIN QUERY PLAN " + statement)
    return "; ".join(r[3] for r in rows)


async def median_call(call, repeats: int) -> float:
    figures = []
    for _ in range(repeats):
        start = time.perf_counter()
        await call()
        figures.append(time.perf_counter() - start)
    return statistics.median(figures)


@dataclass
class Results:
    samples: list[Sample]
    floors: list[tuple[float, list[float]]]
    queries: dict[str, dict[int, float]]  # name -> games in progress -> median s
    scan: float
    plans: dict[str, str]


async def measure(folder: Path) -> Results:
    rng = random.Random(15)
    library = positions(rng)
    benches: dict[int, Bench] = {}
    for size in (SMALL, GAMES):
        service = await GameService.open(str(folder / f"clocks-{size}.db"), render=False)
        service.rng = random.Random(size)
        benches[size] = Bench(service, library, random.Random(size))
        await benches[size].add(size)
        await service.storage.checkpoint()
    bench = benches[GAMES]
    try:
        # the scheduler's fixed cost at both sizes: the due query with nothing due, and when to wake next.
        # Every query at every size once per round, in a new order each round: a trip to the connection's
        # thread is most of the time and drifts, and in a fixed order the second call's trip is slower.
        # A game looked up by an id that is not there is one trip and no row, for scale.
        for each in benches.values():
            assert await each.service.storage.due_games(T0) == []
            assert await each.service.storage.game("-") is None
        calls = {"due_games(now), nothing due": lambda storage: storage.due_games(T0),
                 "next_due()": lambda storage: storage.next_due(),
                 TRIP: lambda storage: storage.game("-")}
        figures: dict[tuple[str, int], list[float]] = {(name, size): [] for name in calls for size in benches}
        order = list(figures)
        for _ in range(QUERY_REPEATS):
            rng.shuffle(order)
            for name, size in order:
                storage = benches[size].service.storage
                start = time.perf_counter()
                await calls[name](storage)
                figures[name, size].append(time.perf_counter() - start)
        queries = {name: {size: statistics.median(figures[name, size]) for size in benches} for name in calls}
        sql = await statements(bench.service)
        plans = {name: await plan(bench.service, statement) for name, statement in sql.items()}
        # for scale only: the storage's own due query with SQLite told not to use an index (a full scan)
        db = bench.service.storage._db  # type: ignore[attr-defined]
        unindexed = sql["due_games(now)"].replace(" FROM games ", " FROM games NOT INDEXED ", 1)
        assert unindexed != sql["due_games(now)"]
        assert "games_due" not in await plan(bench.service, unindexed)
        scan = await median_call(lambda: db.execute_fetchall(unindexed), SCAN_REPEATS)

        await bench.time_outs(10)  # warm-up (imports, caches), not counted
        await bench.resignations(10)
        samples: list[Sample] = []
        floors: list[tuple[float, list[float]]] = []
        for due in DUES:
            for n in range(REPEATS[due]):
                if due != FLOOR:
                    samples.append(await bench.time_outs(due))
                elif n % 2 == 0:  # paired with the floor, each going first in turn
                    samples.append(await bench.time_outs(due))
                    floors.append(await bench.resignations(FLOOR))
                else:
                    floors.append(await bench.resignations(FLOOR))
                    samples.append(await bench.time_outs(due))
        assert len(bench.active) == GAMES
        return Results(samples, floors, queries, scan, plans)
    finally:
        for each in benches.values():
            await each.service.close()


def main() -> list[str]:
    with tempfile.TemporaryDirectory(prefix="clock-bench-") as folder:
        started = time.perf_counter()
        results = asyncio.run(measure(Path(folder)))
        elapsed = time.perf_counter() - started
    lines = [f"Clocks: finding and applying due time-outs with {GAMES:,} {KEY} games in progress, each with a "
             f"deadline; medians of runs, boards not drawn; {elapsed:.0f} s"]
    lines.append(row("due of 10,000 (runs)", "find ms", "apply ms", "find µs/due", "apply ms/due",
                     "rows read", "", widths=WIDTHS))
    per_due: dict[int, float] = {}
    for due in DUES:
        mine = [s for s in results.samples if s.due == due]
        find = statistics.median(s.find for s in mine)
        apply = statistics.median(s.apply for s in mine)
        per_due[due] = apply / due
        reads = statistics.median(s.read for s in mine)
        lines.append(row(f"{due:,} ({len(mine)})", f"{find * 1e3:.2f}", f"{apply * 1e3:.1f}",
                         f"{find / due * 1e6:.1f}", f"{apply / due * 1e3:.2f}", f"{reads:,.0f}", "",
                         widths=WIDTHS))
    low, high = min(DUES), max(DUES)
    flat = per_due[high] / per_due[low]
    lines.append(f"apply per due game at {high:,} vs {low:,} due: {per_due[high] * 1e3:.2f} vs "
                 f"{per_due[low] * 1e3:.2f} ms ({flat:.2f}x, target <={FLAT_TARGET}x: O(due))")
    trip = results.queries[TRIP]
    lines.append(row(f"scheduler query (µs, median of {QUERY_REPEATS})", f"{SMALL:,} games", f"{GAMES:,} games",
                     "ratio", "in trips", widths=QUERY_WIDTHS))
    for name, by_size in results.queries.items():
        lines.append(row(f"  {name}", f"{by_size[SMALL] * 1e6:.0f}", f"{by_size[GAMES] * 1e6:.0f}",
                         f"{by_size[GAMES] / by_size[SMALL]:.2f}x",
                         f"{by_size[SMALL] / trip[SMALL]:.2f} {by_size[GAMES] / trip[GAMES]:.2f}",
                         widths=QUERY_WIDTHS))
    lines.append(row("  the due query, NOT INDEXED (scale)", "", f"{results.scan * 1e6:.0f}", "",
                     f"{results.scan / trip[GAMES]:.2f}", widths=QUERY_WIDTHS))
    for name, detail in results.plans.items():
        uses = "uses games_due" if "games_due" in detail else "DOES NOT USE games_due"
        lines.append(f"plan of {name}: {detail} ({uses})")
    totals = [s.apply for s in results.samples if s.due == FLOOR]
    floor_totals = [total for total, _ in results.floors]
    floor_each = [t for _, each in results.floors for t in each]
    ratio = statistics.median(totals) / statistics.median(floor_totals)
    lines.append(row(f"{FLOOR:,} at once (runs)", "total s", "ms each", "p50 ms each", "ratio", "target", "",
                     widths=WIDTHS))
    lines.append(row(f"  time-outs, run_due ({len(totals)})", f"{statistics.median(totals):.2f}",
                     f"{statistics.median(totals) / FLOOR * 1e3:.2f}", "", f"{ratio:.2f}x",
                     f"<={FLOOR_TARGET}x", "", widths=WIDTHS))
    lines.append(row(f"  floor: resign ({len(floor_totals)})", f"{statistics.median(floor_totals):.2f}",
                     f"{statistics.median(floor_totals) / FLOOR * 1e3:.2f}",
                     f"{statistics.median(floor_each) * 1e3:.2f}", "", "", "", widths=WIDTHS))
    return lines


def english(reply: Reply) -> str:
    """A reply's lines in English (the bench checks what it measured is what it meant)."""
    return "\n".join(words("en")(line) for line in reply.lines)


if __name__ == "__main__":
    print("\n".join(main()))
