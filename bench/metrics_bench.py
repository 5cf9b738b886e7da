"""What monitoring costs: `/metrics` scraped while the web page holds 500 event streams and serves pages,
and the move round trip with the metrics on against off.

Scrapes: the bot's web page (`start_web`, no rate limit, caps per address as high as in all, as in
`bench.web_bench`) on a SQLite database of 1,000 games in progress, 500 event streams open on one game
(`bench.web_bench`'s client process). Page requests per second (`bench.web_bench`'s page client, 3 s)
are counted in pairs of blocks (in a new order each pair): no scraper, and a scraper (another process) asking for `/metrics`
with its bearer token once a second (Prometheus asks every 15 s by default: this is 15 times that).
Target: the pages' throughput with the scraper within 2% of without it (the median of the pairs' ratios). The
scrape's own time in the server (`bot.metrics.exposition`: the instruments, and the database's two
counting queries) is given too, as the share of one core it takes at one scrape a second.

Round trip: `bench.service_bench.round_trip` (one `GameService.play`, board drawn, state cached) on a
database of 100 games in progress, moves alternating between metrics on and off (`bot.metrics.enabled`),
in a new order each pair; target: the p50 with metrics on within 1.02x the p50 off.
"""
from __future__ import annotations

import asyncio
import os
import random
import statistics
import sys
import tempfile
import time

from bench import service_bench
from bench.stats import percentile, row
from bot import metrics
from bot.config import WebConfig
from bot.service import GameService, User
from bot.web.monitoring import Monitor

STREAMS = 500
GAMES = 1_000
BLOCKS = 6  # of each condition, in pairs (alone, scraped) in a new order each pair
SCRAPE_GAP = 1.0
PAGE_TARGET = 0.02
TRIP_MOVES = 200  # in each condition
TRIP_TARGET = 1.02
TOKEN = "bench-metrics-token-0123456789"
ALICE, BOB = User("901", "alice"), User("902", "bob")
WIDTHS = (34, 12, 36, 2, 2)


def main() -> list[str]:
    return asyncio.run(_scrapes()) + [""] + asyncio.run(_round_trips())


async def _scrapes() -> list[str]:
    from bot.web import start_web

    folder = tempfile.mkdtemp(prefix="metrics-bench-")
    rng = random.Random(5)
    service = await GameService.open(os.path.join(folder, "bench.db"))
    service.rng = random.Random(7)
    await service_bench.populate(service, GAMES, service_bench.positions(rng), rng)
    server = await start_web(service, WebConfig(0, secret="bench secret, long enough", host="127.0.0.1",
                                                max_streams_per_address=800, max_connections_per_address=1000),
                             limit=None, monitor=Monitor(service, token=TOKEN))
    streams = None
    try:
        challenge = await service.challenge("telic", ALICE, [BOB], place="bench", guild="g1", options={},
                                            seated=True)
        await service.accept(challenge.game_id, BOB)
        streams = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bench.web_bench", "streams", server.signer.url(f"/g/{challenge.game_id}/events"),
            str(STREAMS), stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, limit=1 << 24)
        assert streams.stdin is not None and streams.stdout is not None
        ready = await asyncio.wait_for(streams.stdout.readline(), 120)
        assert ready.strip() == b"ready", ready
        page = server.signer.url(f"/g/{challenge.game_id}")
        scrape_url = f"http://127.0.0.1:{server.port}/metrics"
        pages: dict[str, list[float]] = {"alone": [], "scraped": []}
        scraped = 0
        order = [c for _ in range(BLOCKS) for c in rng.sample(["alone", "scraped"], 2)]
        for condition in order:
            scraper = None
            if condition == "scraped":
                scraper = await asyncio.create_subprocess_exec(
                    sys.executable, "-m", "bench.metrics_bench", "scrape", scrape_url, stdin=asyncio.subprocess.PIPE,
                    stdout=asyncio.subprocess.PIPE)
                assert scraper.stdout is not None
                await scraper.stdout.readline()  # its first scrape answered
            pages[condition].append(await _pages(page))
            if scraper is not None:
                out, _ = await scraper.communicate(b"done\n")
                scraped += int(out.decode().strip() or 0)
        # the scrape's own time in the server, on its event loop
        times = []
        for _ in range(30):
            started = time.perf_counter()
            body = await metrics.exposition(service.storage)
            times.append(time.perf_counter() - started)
        streams.stdin.write(b"done\n")
        await streams.stdin.drain()
        await asyncio.wait_for(streams.stdout.readline(), 60)
        await streams.wait()
    finally:
        if streams is not None and streams.returncode is None:
            streams.kill()
            await streams.wait()
        await server.stop()
        await service.close()
    alone, with_scrapes = statistics.median(pages["alone"]), statistics.median(pages["scraped"])
    # each pair's two blocks ran side by side (the machine's other load alike): the median of their ratios
    cost = 1 - statistics.median(s / a for a, s in zip(pages["alone"], pages["scraped"]))
    scrape_ms = statistics.median(times) * 1000
    return [f"Monitoring: page requests per second with {STREAMS} event streams open and {GAMES:,} games in progress, "
            f"{BLOCKS} pairs of 3-s blocks",
            row("", "p/s median", "blocks", "", "", widths=WIDTHS),
            row("no scraper", f"{alone:.0f}", " ".join(f"{v:.0f}" for v in pages["alone"]), "", "", widths=WIDTHS),
            row(f"/metrics every {SCRAPE_GAP:g} s (token)", f"{with_scrapes:.0f}",
                " ".join(f"{v:.0f}" for v in pages["scraped"]), "", "", widths=WIDTHS),
            f"cost of the scrapes (median of the pairs' ratios): {cost:+.1%} of the pages' throughput (target <= {PAGE_TARGET:.0%}) "
            f"{'ok' if cost <= PAGE_TARGET else 'MISS'}; {scraped} scrapes answered",
            f"one scrape in the server: {scrape_ms:.2f} ms median ({len(body):,} bytes), "
            f"{scrape_ms / 10 / SCRAPE_GAP:.2f}% of one core at one a second; load average "
            f"{os.getloadavg()[0]:.1f} (other work moves every figure)"]


async def _pages(url: str) -> float:
    clients = await asyncio.create_subprocess_exec(sys.executable, "-m", "bench.web_bench", "pages", url,
                                                   stdout=asyncio.subprocess.PIPE)
    out, _ = await clients.communicate()
    return float(out.decode().strip() or 0)


async def _round_trips() -> list[str]:
    folder = tempfile.mkdtemp(prefix="metrics-trip-")
    rng = random.Random(11)
    library = service_bench.positions(rng)
    service = await GameService.open(os.path.join(folder, "trip.db"))
    service.rng = random.Random(3)
    games = await service_bench.populate(service, 100, library, rng)
    floor_ply = [len(library[0].log)]
    trips: dict[bool, list[float]] = {True: [], False: []}
    try:
        for _ in range(2):  # warm-up: imports, fonts, sprites
            await _move(service, games, library, rng, floor_ply)
        while min(len(v) for v in trips.values()) < TRIP_MOVES:
            for on in rng.sample([True, False], 2):
                metrics.enabled(on)
                trips[on].append(await _move(service, games, library, rng, floor_ply))
    finally:
        metrics.enabled(True)
        await service.close()
    on, off = (percentile([t * 1000 for t in trips[c]], 0.5) for c in (True, False))
    ratio = on / off
    return [f"Monitoring: the move round trip (ms, state cached, 100 games in progress), metrics on against off, "
            f"{TRIP_MOVES} moves each, alternating",
            row("", "p50", "p99", "", "", widths=WIDTHS),
            row("metrics off", off, percentile([t * 1000 for t in trips[False]], 0.99), "", "", widths=WIDTHS),
            row("metrics on", on, percentile([t * 1000 for t in trips[True]], 0.99), "", "", widths=WIDTHS),
            f"ratio of the p50s: {ratio:.3f}x (target <= {TRIP_TARGET}x) {'ok' if ratio <= TRIP_TARGET else 'MISS'}"]


async def _move(service: GameService, games: list, library: list, rng: random.Random, floor_ply: list[int]) -> float:
    game = rng.choice(games)
    trip, _, _ = await service_bench.round_trip(service, game, rng, warm=True, floor_ply=floor_ply)
    if game.state.is_over:
        await service_bench.restart(service, game, rng.choice([p for p in library if p.key == game.key]))
    return trip


# ---- the scraper's process --------------------------------------------------------------------------
async def _scraper(url: str) -> None:
    """Ask for /metrics every SCRAPE_GAP seconds (say `ready` after the first answer) until stdin says
    anything; then print how many answers came."""
    import aiohttp

    count = 0
    done = asyncio.ensure_future(asyncio.to_thread(sys.stdin.readline))
    async with aiohttp.ClientSession(headers={"Authorization": f"Bearer {TOKEN}"}) as session:
        while not done.done():
            async with session.get(url) as response:
                await response.read()
                assert response.status == 200, response.status
            count += 1
            if count == 1:
                print("ready", flush=True)
            await asyncio.wait([done], timeout=SCRAPE_GAP)
    print(count, flush=True)


if __name__ == "__main__":
    if sys.argv[1:2] == ["scrape"]:
        asyncio.run(_scraper(sys.argv[2]))
    else:
        print("\n".join(main()))
