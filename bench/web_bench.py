"""The web page under load: 500 open event streams on one game, and page requests per second.

The server is the bot's own web page (`bot.web.start_web`, no rate limit: every client comes from one
address here) on a service with a SQLite database. The clients run in a separate process (so that they
do not share the server's event loop): raw asyncio connections, each holding one event stream. A move
is made through the service (`GameService.play`) every 0.3 s; its commit time is taken where the
service tells its observers (right after the commit), and each stream's receipt time when the event
with the new version arrives (CLOCK_MONOTONIC is one clock for both processes on Linux). The figure is
the time from the commit to the last of the 500 streams receiving it, p50/p99 over the moves; the
delivery to every stream is given too.

Page requests: a few client connections ask for the game's page as fast as they can for 3 seconds (the
page is composed from the service's cached page of the game's row, and formatted anew each time).
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
ALICE, BOB = User("901", "alice"), User("902", "bob")


def main() -> list[str]:
    return asyncio.run(_measure())


async def _measure() -> list[str]:
    from bot.web import start_web

    folder = tempfile.mkdtemp(prefix="web-bench-")
    service = await GameService.open(os.path.join(folder, "bench.db"))
    service.rng = random.Random(7)
    server = await start_web(service, WebConfig(0, secret="bench secret, long enough", host="127.0.0.1"),
                             limit=None)
    try:
        challenge = await service.challenge("telic", ALICE, [BOB], place="bench", guild="g1", options={},
                                            seated=True)
        await service.accept(challenge.game_id, BOB)
        game_id = challenge.game_id
        events = server.signer.url(f"/g/{game_id}/events")
        committed: dict[str, float] = {}
        stop_observing = service.observe(lambda gid: committed.setdefault("last", time.monotonic()))
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
            commits[(await service.game(game_id)).record.version] = committed["last"]
            await asyncio.sleep(GAP)
        stop_observing()
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


if __name__ == "__main__":
    if sys.argv[1:2] == ["streams"]:
        asyncio.run(_streams(sys.argv[2], int(sys.argv[3])))
    elif sys.argv[1:2] == ["pages"]:
        asyncio.run(_page_requests(sys.argv[2]))
    else:
        print("\n".join(main()))
