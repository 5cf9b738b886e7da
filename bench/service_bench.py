"""The move round trip through the game service, against the floor measured in the same run.

A round trip is one `GameService.play`: load the game's row and snapshot from SQLite, check the player
and the move, resolve chance, append the log entries and update the snapshot in one commit, render the
board. The floor is what no service can avoid for the same move: one commit of the same snapshot and
log entry through the same storage, then one render of the same state. Both are timed move by move,
one right after the other, on databases holding 100 and 10,000 games in progress of every game (built
through the storage interface: positions reached by random play, with the logs that lead to them).

Rows: "100" and "10,000" load every game from the database (the service's state cache is off, as
right after a restart); "10,000, state cached" is the usual case, the game's state cached and its
legal moves listed (the autocomplete asked for them). Before each timed move the same move is played
once untimed and taken back, so that the service's render and the floor's render both draw a picture
the renderer's text caches have seen (otherwise the floor, coming second, would find them warm).
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
import renderers
from bench.games import random_log
from bench.stats import percentile, row
from bot.service import ID_ALPHABET, GameService, User
from bot.storage import GameRow, LogEntry
from engines.base import State

SIZES = (100, 10_000)
ROUNDS = 200  # timed moves per row
USERS = 2_000
POSITIONS_PER_GAME = 40
SETUPS: dict[str, tuple[int, dict]] = {
    "telic": (2, {}),
    "coins": (3, {}),
    "tactonix": (4, {}),
    "tictacdoh": (2, {}),
    "icesickle": (2, {}),
}
RATIO_TARGET = 1.2
SIZE_TARGET = 0.10
WIDTHS = (22, 8, 8, 10, 10, 7, 7)
GAME_WIDTHS = (22, 14, 14, 22, 8)


@dataclass
class Position:
    """A game in progress reached by random play, with the log that leads to it."""

    key: str
    options: dict
    log: list[LogEntry]
    state: State


@dataclass
class Live:
    """A game in a bench database, as the bench knows it (read back after every move)."""

    id: str
    key: str
    players: list[User]
    state: State


def positions(rng: random.Random) -> list[Position]:
    """Positions with a player to move, at every stage of each game (setups included)."""
    found: list[Position] = []
    for key, (count, options) in SETUPS.items():
        game = engines.get_game(key)
        options = game.check_options(count, options)
        while sum(p.key == key for p in found) < POSITIONS_PER_GAME:
            log, state = random_log(key, count, options, rng, entries=rng.randrange(0, 120))
            if not state.is_over and not state.is_chance_node and state.legal_moves() != ["pass"]:
                found.append(Position(key, options, log, state))
    return found


FLOOR_LOG = "floor"  # the game whose log the floor appends to, so that the games' own logs stay true


async def populate(service: GameService, count: int, library: list[Position],
                   rng: random.Random) -> list[Live]:
    """`count` games in progress, written in one transaction as the service would have written them."""
    users = [User(f"u{n}", f"player{n}") for n in range(USERS)]
    ids: set[str] = set()
    while len(ids) < count:
        ids.add("".join(rng.choice(ID_ALPHABET) for _ in range(5)))
    live: list[Live] = []
    keys = sorted({p.key for p in library})
    async with service.storage.transaction() as tx:
        await tx.remember_names({u.id: u.name for u in users})
        for n, game_id in enumerate(sorted(ids)):
            position = rng.choice([p for p in library if p.key == keys[n % len(keys)]])
            players = rng.sample(users, position.state.num_players)
            live.append(Live(game_id, position.key, players, position.state))
            await add_game(tx, game_id, position, players, place=f"chan-{n % 50}")
        floor = library[0]
        await add_game(tx, FLOOR_LOG, floor, rng.sample(users, floor.state.num_players), place="floor")
    await service.storage.checkpoint()
    return live


async def add_game(tx, game_id: str, position: Position, players: list[User], *, place: str) -> None:
    now = time.time()
    await tx.add_game(GameRow(game_id, position.key, "g1", place, None, position.options, [u.id for u in players],
                              len(position.log), "active", None, now, now), json.dumps(position.state.to_dict()))
    await tx.append_moves(game_id, position.log)


async def restart(service: GameService, game: Live, position: Position) -> None:
    """Replace a finished game by a new one in progress at `position` (not timed), so that the count of
    games in progress stays the same."""
    game_id = await service.games.new_id()
    async with service.storage.transaction() as tx:
        await add_game(tx, game_id, position, game.players, place="chan-0")
    game.id, game.state = game_id, position.state


async def rehearse(service: GameService, game: Live, user: User, move: str) -> None:
    """Play the move once untimed and take it back: the timed move that follows renders a picture
    the renderer's text and sprite caches have seen, exactly like the floor's render after it."""
    before = await service.storage.load_game(game.id)
    assert before is not None
    drawn = service.rng.getstate()
    await service.play(user, move, game_id=game.id)
    async with service.storage.transaction() as tx:
        await tx.rewind(before.row, before.snapshot)
    service.rng.setstate(drawn)  # the same chance outcomes again


async def round_trip(service: GameService, game: Live, rng: random.Random, *, warm: bool,
                     floor_ply: list[int]) -> tuple[float, float, str]:
    """One move through the service, then the floor for the same move: (round trip s, floor s, key)."""
    seat = game.state.current_player
    assert seat is not None
    move = rng.choice(game.state.legal_moves())
    words = game.state.describe_move(move)
    await rehearse(service, game, game.players[seat], move)
    if warm:
        moves, note = await service.moves_for(game.players[seat], game_id=game.id)
        assert note is None and move in [m for m, _ in moves]
    start = time.perf_counter()
    reply = await service.play(game.players[seat], move, game_id=game.id)
    trip = time.perf_counter() - start
    assert reply.file is not None and "service-played" in json.dumps([line.to_json() for line in reply.lines]), reply.lines

    stored = await service.storage.load_game(game.id)
    assert stored is not None
    state = engines.get_game(game.key).load(json.loads(stored.snapshot))
    version = stored.row.version
    names = [u.name for u in game.players]
    floor_ply[0] += 1
    start = time.perf_counter()
    async with service.storage.transaction() as tx:
        await tx.update_game(replace(stored.row, turn_since=time.time()), stored.snapshot,
                             expected_version=version)
        await tx.append_moves(FLOOR_LOG, [LogEntry(floor_ply[0], seat, "move", move, time.time(), words)])
    await asyncio.to_thread(renderers.render, state, seat=None, last_move=move, last_words=words, players=names)
    floor = time.perf_counter() - start
    game.state = state
    return trip, floor, game.key


@dataclass
class Run:
    """One column of the measurement: a service on a database of `size` games in progress."""

    label: str
    size: int
    warm: bool  # the service's state cache is on and holds the game (else: loaded from the database)
    service: GameService
    results: list[tuple[float, float, str]]


async def measure(folder: Path) -> list[Run]:
    """The runs on SQLite files in `folder`, one per size."""
    return await measure_on({size: str(folder / f"games-{size}.db") for size in SIZES})


async def measure_on(databases: dict[int, str], *, rounds: int = ROUNDS) -> list[Run]:
    """The runs on these databases (empty, by the size of games in progress to put in each); the
    biggest is measured with the state cached too."""
    rng = random.Random(9)
    library = positions(rng)
    runs: list[Run] = []
    pools: dict[int, list[Live]] = {}
    floor_plies: dict[int, list[int]] = {}  # the last ply of each database's floor log
    for size, database in databases.items():
        # cache_size=0: every move loads its game from the database, as after a restart
        cold = await GameService.open(database, cache_size=0)
        pools[size] = await populate(cold, size, library, rng)
        floor_plies[size] = [len(library[0].log)]
        runs.append(Run(f"{size:,}", size, False, cold, []))
    # the usual case: the game's state is in the service's cache, its legal moves listed already
    # (the autocomplete asked for them); a second service on the biggest database, same games
    biggest = max(databases)
    runs.append(Run(f"{biggest:,}, state cached", biggest, True, await GameService.open(databases[biggest]), []))
    for n, run in enumerate(runs):
        run.service.rng = random.Random(n)  # seeded, so a rehearsed move draws the same chance
    try:
        # one move of warm-up per run (imports, fonts, sprites), not counted
        for run in runs:
            await round_trip(run.service, pools[run.size][0], rng, warm=run.warm, floor_ply=floor_plies[run.size])
        keys = list(SETUPS)
        for n in range(rounds):
            key = keys[n % len(keys)]
            for run in rng.sample(runs, len(runs)):  # in a new order each round: no run always goes first
                game = rng.choice([g for g in pools[run.size] if g.key == key])
                run.results.append(await round_trip(run.service, game, rng, warm=run.warm,
                                                    floor_ply=floor_plies[run.size]))
                if game.state.is_over:
                    await restart(run.service, game, rng.choice([p for p in library if p.key == key]))
    finally:
        for run in runs:
            await run.service.close()
    return runs


def main() -> list[str]:
    with tempfile.TemporaryDirectory(prefix="service-bench-") as folder:
        started = time.perf_counter()
        runs = asyncio.run(measure(Path(folder)))
        elapsed = time.perf_counter() - started
    lines = [f"Service: move round trip (load, validate, append + commit, render) in ms, {ROUNDS} moves per "
             f"row, mixed games; floor = one commit + one render of the same state, same run; {elapsed:.0f} s"]
    lines.extend(trip_lines(runs))
    p50s = {run.label: percentile([t * 1e3 for t, _, _ in run.results], 0.5) for run in runs}
    small, big = f"{min(SIZES):,}", f"{max(SIZES):,}"
    change = p50s[big] / p50s[small] - 1
    lines.append(f"p50 at {small} vs {big} games: {p50s[small]:.1f} vs {p50s[big]:.1f} ms "
                 f"({change:+.1%}, target within ±{SIZE_TARGET:.0%})")
    return lines


def trip_lines(runs: list[Run]) -> list[str]:
    """The table of round trips against their floors, each run a row, then by game."""
    lines = [row("games in progress", "p50", "p99", "floor p50", "floor p99", "ratio", "target", widths=WIDTHS)]
    p50s: dict[str, float] = {}
    for run in runs:
        trips = [t * 1e3 for t, _, _ in run.results]
        floors = [f * 1e3 for _, f, _ in run.results]
        p50s[run.label] = percentile(trips, 0.5)
        ratio = p50s[run.label] / percentile(floors, 0.5)
        lines.append(row(run.label, p50s[run.label], percentile(trips, 0.99), percentile(floors, 0.5),
                         percentile(floors, 0.99), f"{ratio:.2f}x", f"<={RATIO_TARGET}x", widths=WIDTHS))
    lines.append(row("p50 by game (ratio)", *(run.label for run in runs), "floor", widths=GAME_WIDTHS))
    for key in SETUPS:
        cells: list[str] = []
        floors: list[float] = []
        for run in runs:
            mine = [(t, f) for t, f, k in run.results if k == key]
            if not mine:
                continue
            trip = statistics.median(t for t, _ in mine) * 1e3
            floor = statistics.median(f for _, f in mine) * 1e3
            floors.append(floor)
            cells.append(f"{trip:.1f} {trip / floor:.2f}x")
        if cells:
            lines.append(row(f"  {key}", *cells, f"{statistics.median(floors):.1f}", widths=GAME_WIDTHS))
    return lines


if __name__ == "__main__":
    print("\n".join(main()))
