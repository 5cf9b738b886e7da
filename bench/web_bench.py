"""The web page under load: 500 open event streams on one game, page requests per second, and the bot's
move round trip while the web page serves a replay flood.

The server is the bot's own web page (`bot.web.start_web`, no rate limit and the caps per address as
high as in all: every client comes from one address here) on a service with a SQLite database. The clients run in a separate process (so that they
do not share the server's event loop): raw asyncio connections, each holding one event stream. A move
is made through the service (`GameService.play`) every 0.3 s; its commit time is taken where the
service's announcement of the change is read (right after the commit), and each stream's receipt time when the event
with the new version arrives (CLOCK_MONOTONIC is one clock for both processes on Linux). The figure is
the time from the commit to the last of the 500 streams receiving it, p50/p99 over the moves; the
delivery to every stream is given too.

Page requests: a few client connections ask for the game's page as fast as they can for 3 seconds (the
page is composed from the service's cached page of the game's row, and formatted anew each time).

Replay flood: the move round trip of `bench.service_bench` (`round_trip`: one `GameService.play`, board
drawn, on a database of 100 games in progress), measured in blocks of moves while nothing else happens
and while four client addresses (127.0.0.2-5, another process) each ask for a replay (GIF) of one of
those games every 1/30 s (the rate an address is allowed) without waiting for the answers, block after
block so that the machine's other load falls on both alike. The replays are drawn in the web page's own
pool (a process, at a lower priority); target: the round trip's p50 during the flood within 1.2x the idle
one.
"""
from __future__ import annotations

import asyncio
import json
import os
import random
import sys
import tempfile
import time
from urllib.parse import urlsplit

from bench import service_bench
from bench.stats import percentile, row
from bot.config import WebConfig
from bot.service import GameService, User

STREAMS = 500
MOVES = 20
GAP = 0.3  # seconds between moves
PAGE_SECONDS = 3.0
PAGE_CLIENTS = 8
TARGET_P99 = 0.250
WIDTHS = (34, 10, 10, 10, 6)
FLOOD_GAMES = 100  # games in progress, each with its log (the replays asked for are theirs)
FLOOD_BLOCK = 10  # moves per block; blocks alternate idle and flooded
FLOOD_MOVES = 80  # timed moves in each condition
FLOOD_ADDRESSES = 4
FLOOD_RATE = 30.0  # requests a second from each address (the default rate limit)
FLOOD_TARGET = 1.2
FLOOD_WIDTHS = (34, 10, 10, 10, 10)
ALICE, BOB = User("901", "alice"), User("902", "bob")


def main() -> list[str]:
    return asyncio.run(_measure()) + [""] + asyncio.run(_flood_measure())


async def _measure() -> list[str]:
    from bot.web import start_web

    folder = tempfile.mkdtemp(prefix="web-bench-")
    service = await GameService.open(os.path.join(folder, "bench.db"))
    service.rng = random.Random(7)
    # every client comes from one address here: no rate limit, and caps per address as high as in all
    server = await start_web(service, WebConfig(0, secret="bench secret, long enough", host="127.0.0.1",
                                                max_streams_per_address=800, max_connections_per_address=1000),
                             limit=None)
    try:
        challenge = await service.challenge("telic", ALICE, [BOB], place="bench", guild="g1", options={},
                                            seated=True)
        await service.accept(challenge.game_id, BOB)
        game_id = challenge.game_id
        events = server.signer.url(f"/g/{game_id}/events")
        committed: dict[str, float] = {}
        # the moment each commit is announced, heard as the hub hears it (on the event loop's next turn)
        changes = service.changes(wake=lambda: committed.setdefault("last", time.monotonic()))
        clients = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bench.web_bench", "streams", events, str(STREAMS),
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, limit=1 << 24)
        assert clients.stdin is not None and clients.stdout is not None
        ready = await asyncio.wait_for(clients.stdout.readline(), 120)
        assert ready.strip() == b"ready", ready
        commits: dict[int, float] = {}
        rng = random.Random(3)
        for _ in range(MOVES):
            loaded = await service.game(game_id)
            if loaded.over:
                break
            mover = ALICE if loaded.record.players[loaded.state.current_player] == ALICE.id else BOB
            moves, _ = await service.moves_for(mover, game_id=game_id)
            committed.clear()
            await service.play(mover, rng.choice(moves)[0], game_id=game_id)
            await asyncio.sleep(0)  # the announcement heard, if the move's drawing did not let it be already
            changes.drain()
            commits[(await service.game(game_id)).record.version] = committed["last"]
            await asyncio.sleep(GAP)
        changes.close()
        clients.stdin.write(b"done\n")
        await clients.stdin.drain()
        received: dict[str, list[float]] = json.loads(await asyncio.wait_for(clients.stdout.readline(), 60))
        await clients.wait()
        last, every, missing = [], [], 0
        for version, at in commits.items():
            times = received.get(str(version), [])
            missing += STREAMS - len(times)
            if times:
                last.append(max(times) - at)
                every.extend(t - at for t in times)
        pages = await _pages(server.signer.url(f"/g/{game_id}"))
    finally:
        await server.stop()
        await service.close()
    ok = bool(last) and percentile(last, 0.99) <= TARGET_P99 and missing == 0
    lines = [f"Web page: {STREAMS} event streams on one game (clients in another process), {len(commits)} "
             "moves through the service; ms from the commit to receipt",
             row("", "p50", "p99", "max", "", widths=WIDTHS)]
    if last:
        lines.append(row("the last of the streams", *(f"{v * 1000:.1f}" for v in
                                                      (percentile(last, 0.5), percentile(last, 0.99), max(last))),
                         "ok" if ok else "MISS", widths=WIDTHS))
        lines.append(row("every stream", *(f"{v * 1000:.1f}" for v in
                                           (percentile(every, 0.5), percentile(every, 0.99), max(every))),
                         "", widths=WIDTHS))
    lines.append(f"events missed: {missing}; target: p99 of the last receipt <= {TARGET_P99 * 1000:.0f} ms")
    lines.append(f"page requests: {pages:.0f} per second ({PAGE_CLIENTS} connections, {PAGE_SECONDS:.0f} s; "
                 f"load average {os.getloadavg()[0]:.1f} at the end: other work slows every figure)")
    return lines


async def _pages(url: str) -> float:
    clients = await asyncio.create_subprocess_exec(sys.executable, "-m", "bench.web_bench", "pages", url,
                                                   stdout=asyncio.subprocess.PIPE)
    out, _ = await clients.communicate()
    return float(out.decode().strip() or 0)


async def _flood_measure() -> list[str]:
    """The move round trip idle and during a replay flood, block after block (see the module's words)."""
    from bot.web import start_web

    folder = tempfile.mkdtemp(prefix="web-flood-")
    rng = random.Random(9)
    library = service_bench.positions(rng)
    service = await GameService.open(os.path.join(folder, "flood.db"))
    service.rng = random.Random(1)
    games = await service_bench.populate(service, FLOOD_GAMES, library, rng)
    server = await start_web(service, WebConfig(0, secret="bench secret, long enough", host="127.0.0.1"))
    urls = os.path.join(folder, "urls.txt")
    with open(urls, "w", encoding="utf-8") as out:
        out.write("\n".join(server.signer.url(f"/g/{game.id}/replay.gif") for game in games))
    clients = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bench.web_bench", "flood", urls, stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE)
    assert clients.stdin is not None and clients.stdout is not None
    trips: dict[str, list[float]] = {"idle": [], "flood": []}
    floor_ply = [len(library[0].log)]
    try:
        for _ in range(2):  # warm-up: imports, fonts, the pool's process
            await _flood_move(service, games, library, rng, floor_ply)
        block = 0
        while min(len(times) for times in trips.values()) < FLOOD_MOVES:
            condition = "flood" if block % 2 else "idle"
            clients.stdin.write(b"on\n" if condition == "flood" else b"off\n")
            await clients.stdin.drain()
            await asyncio.sleep(1.0)  # the flood under way (or the last one's answers drained)
            for _ in range(FLOOD_BLOCK):
                trips[condition].append(await _flood_move(service, games, library, rng, floor_ply))
            block += 1
        clients.stdin.write(b"done\n")
        await clients.stdin.drain()
        answered: dict[str, int] = json.loads(await asyncio.wait_for(clients.stdout.readline(), 60))
        await clients.wait()
        jobs_left = service.pages.workshop.jobs
    finally:
        if clients.returncode is None:
            clients.kill()
            await clients.wait()
        await server.stop()
        await service.close()
    idle, flooded = (percentile([t * 1000 for t in trips[c]], 0.5) for c in ("idle", "flood"))
    ratio = flooded / idle
    lines = [f"Web page: the move round trip (ms) while {FLOOD_ADDRESSES} addresses each ask for a replay every "
             f"{1 / FLOOD_RATE * 1000:.0f} ms, in blocks of {FLOOD_BLOCK} moves against idle blocks",
             row("", "p50", "p99", "max", "", widths=FLOOD_WIDTHS)]
    for condition, label in (("idle", "idle"), ("flood", "during the replay flood")):
        times = [t * 1000 for t in trips[condition]]
        lines.append(row(label, percentile(times, 0.5), percentile(times, 0.99), max(times), "", widths=FLOOD_WIDTHS))
    lines.append(f"ratio of the p50s: {ratio:.2f}x (target <= {FLOOD_TARGET}x) {'ok' if ratio <= FLOOD_TARGET else 'MISS'}")
    lines.append("the flood's answers: " + ", ".join(f"{count} x {status}" for status, count in sorted(answered.items()))
                 + f"; jobs left in the pool once it stopped: {jobs_left}")
    return lines


async def _flood_move(service: GameService, games: list, library: list, rng: random.Random,
                      floor_ply: list[int]) -> float:
    """One timed move (service_bench's round trip) in a random game; a finished game is replaced."""
    game = rng.choice(games)
    trip, _, _ = await service_bench.round_trip(service, game, rng, warm=True, floor_ply=floor_ply)
    if game.state.is_over:
        await service_bench.restart(service, game, rng.choice([p for p in library if p.key == game.key]))
    return trip


# ---- the clients' process ---------------------------------------------------------------------------
async def _streams(url: str, count: int) -> None:
    """Open `count` event streams; say `ready` once each has its first event; record when each later
    event arrives; on `done` (stdin), print the receipt times by version as JSON."""
    parts = urlsplit(url)
    target = f"{parts.path}?{parts.query}"
    received: dict[int, list[float]] = {}
    first = [asyncio.get_running_loop().create_future() for _ in range(count)]

    async def stream(index: int) -> None:
        reader, writer = await asyncio.open_connection(parts.hostname, parts.port)
        writer.write(f"GET {target} HTTP/1.1\r\nHost: {parts.netloc}\r\nAccept: text/event-stream\r\n\r\n".encode())
        await writer.drain()
        buffer = b""
        while True:
            chunk = await reader.read(65536)
            if not chunk:
                return
            now = time.monotonic()
            buffer += chunk
            while b"\n\n" in buffer:
                event, buffer = buffer.split(b"\n\n", 1)
                for line in event.split(b"\n"):
                    if line.startswith(b"id: ") or b"\nid: " in line:
                        version = int(line.split(b"id: ", 1)[1])
                        if not first[index].done():
                            first[index].set_result(version)
                        else:
                            received.setdefault(version, []).append(now)

    tasks = []
    for index in range(count):
        tasks.append(asyncio.create_task(stream(index)))
        if index % 50 == 49:
            await asyncio.sleep(0.05)  # within the listen backlog
    await asyncio.gather(*first)
    print("ready", flush=True)
    await asyncio.to_thread(sys.stdin.readline)
    print(json.dumps(received), flush=True)
    for task in tasks:
        task.cancel()


async def _page_requests(url: str) -> None:
    import aiohttp

    done = 0
    end = time.monotonic() + PAGE_SECONDS

    async def client(session: aiohttp.ClientSession) -> None:
        nonlocal done
        while time.monotonic() < end:
            async with session.get(url) as response:
                await response.read()
                assert response.status == 200
            done += 1

    async with aiohttp.ClientSession() as session:
        started = time.monotonic()
        await asyncio.gather(*(client(session) for _ in range(PAGE_CLIENTS)))
        print(done / (time.monotonic() - started), flush=True)


async def _flooding(path: str) -> None:
    """Ask for the replays listed in `path`, from FLOOD_ADDRESSES addresses at FLOOD_RATE each, while
    stdin last said `on`; on `done`, print how many answers of each status came, as JSON."""
    import aiohttp

    with open(path, encoding="utf-8") as listed:
        urls = listed.read().split()
    answered: dict[str, int] = {}
    on = asyncio.Event()
    pending: set[asyncio.Task[None]] = set()

    async def ask(session: aiohttp.ClientSession, url: str) -> None:
        try:
            async with session.get(url) as response:
                await response.read()
                status = str(response.status)
        except (aiohttp.ClientError, asyncio.TimeoutError):
            status = "no answer"
        answered[status] = answered.get(status, 0) + 1

    async def address(number: int) -> None:
        local = f"127.0.0.{2 + number}"
        try:  # another address of the loopback (Linux has 127/8); elsewhere all come from one
            import socket

            with socket.socket() as probe:
                probe.bind((local, 0))
        except OSError:
            local = "127.0.0.1"
        connector = aiohttp.TCPConnector(local_addr=(local, 0), limit=0)
        async with aiohttp.ClientSession(connector=connector, timeout=aiohttp.ClientTimeout(total=10)) as session:
            n = number
            while True:
                await on.wait()
                n += FLOOD_ADDRESSES
                task = asyncio.create_task(ask(session, urls[n % len(urls)]))
                pending.add(task)
                task.add_done_callback(pending.discard)
                await asyncio.sleep(1 / FLOOD_RATE)

    senders = [asyncio.create_task(address(number)) for number in range(FLOOD_ADDRESSES)]
    while True:
        line = (await asyncio.to_thread(sys.stdin.readline)).strip()
        if line == "on":
            on.set()
        elif line == "off":
            on.clear()
        else:
            break
    on.clear()
    for sender in senders:
        sender.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    print(json.dumps(answered), flush=True)


if __name__ == "__main__":
    if sys.argv[1:2] == ["flood"]:
        asyncio.run(_flooding(sys.argv[2]))
    elif sys.argv[1:2] == ["streams"]:
        asyncio.run(_streams(sys.argv[2], int(sys.argv[3])))
    elif sys.argv[1:2] == ["pages"]:
        asyncio.run(_page_requests(sys.argv[2]))
    else:
        print("\n".join(main()))
