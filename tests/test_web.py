"""The web page of a game through HTTP: signed links (one 404 for unsigned, wrongly signed and unknown),
quick 4xx answers to bad requests, live events, the standalone server following another process's
moves, and nothing secret before the end (two Tactonix games differing only in the deal)."""
from __future__ import annotations

import asyncio
import random
import re
import socket
import statistics
import sys
import time
from pathlib import Path

import aiohttp

import engines
from bot.service import GameService
from tests.service_helpers import ALICE, BOB, start_game
from tests.test_records import start_from, tactonix_pair
from tests.web_helpers import attribute, english, first_event, said, serving

ROOT = Path(__file__).resolve().parent.parent


async def test_links_are_signed_and_every_wrong_address_is_the_same_404(service: GameService) -> None:
    started = await start_game(service, "tictacdoh", [ALICE, BOB])
    gid = started.game_id
    async with serving(service) as server, aiohttp.ClientSession() as session:
        base = f"http://localhost:{server.port}"
        assert started.shown_on is not None
        watch = server.signer.page(started.shown_on)  # what a board of the game links to
        assert watch == f"{server.signer.public_url}/g/{gid}?k={server.signer.sign(f'/g/{gid}')}"
        async with session.get(watch) as response:
            assert response.status == 200 and "Tic Tac Doh!" in await response.text()
            assert response.headers["Referrer-Policy"] == "no-referrer"
        bodies = set()
        for path in (f"/g/{gid}", f"/g/{gid}?k=wrong", f"/g/{gid}?k={server.signer.sign('/g/zzzzz')}",
                     f"/g/zzzzz?k={server.signer.sign('/g/zzzzz')}", f"/g/{gid}/ply/0.png", f"/g/{gid}/events",
                     f"/g/{gid}/record.ppn?k=x", "/s/g1", "/nothing/here", "/"):
            async with session.get(base + path) as response:
                assert response.status == 404, path
                bodies.add(await response.text())
        assert len(bodies) == 1
        # a signed picture of a position that does not exist is the same 404
        async with session.get(base + server.signer.path(f"/g/{gid}/ply/99.png")) as response:
            assert response.status == 404 and await response.text() in bodies
        async with session.get(base + server.signer.path("/s/g1")) as response:
            assert response.status == 200 and english("web-standings") in await response.text()


async def test_bad_requests_get_quick_4xx(service: GameService) -> None:
    async with serving(service) as server:
        base = f"http://localhost:{server.port}"
        async with aiohttp.ClientSession() as session:
            started = time.perf_counter()
            async with session.get(f"{base}/g/abcde?k={'a' * 10_000}") as response:
                assert response.status == 400  # the request line is over 4 KB: the parser refuses it
            async with session.get(f"{base}/", headers={"X-Big": "b" * 10_000}) as response:
                assert 400 <= response.status < 500
            async with session.post(f"{base}/g/abcde", data=b"x" * 100_000) as response:
                assert 400 <= response.status < 500
            statuses = await asyncio.gather(*(_status(session, f"{base}/g/abcde{n}") for n in range(200)))
            assert statuses.count(429) > 100 and set(statuses) <= {404, 429}
            assert time.perf_counter() - started < 10


async def _status(session: aiohttp.ClientSession, url: str) -> int:
    async with session.get(url) as response:
        await response.read()
        return response.status


async def test_a_move_reaches_an_open_event_stream(service: GameService) -> None:
    started = await start_game(service, "tictacdoh", [ALICE, BOB])
    gid = started.game_id
    async with serving(service) as server, aiohttp.ClientSession() as session:
        page = await (await session.get(server.signer.game(gid))).text()
        events = f"http://localhost:{server.port}" + attribute(page, r'data-events="([^"]+)"')
        async with session.get(events) as response:
            first = await response.content.readuntil(b"\n\n")
            first += await response.content.readuntil(b"\n\n")
            assert b"id: 0" in first
            await service.play(ALICE, "Mc3", game_id=gid)
            moved = await asyncio.wait_for(response.content.readuntil(b"\n\n"), 5)
            words = engines.get_game("tictacdoh").new_game(2).describe_move("Mc3")
            assert b"id: 1" in moved and english("web-move", player="alice", move=said(words)).encode() in moved


async def test_the_move_round_trip_is_not_slowed_by_a_flood_of_bad_requests(tmp_path: Path) -> None:
    service = await GameService.open(str(tmp_path / "flood.db"), render=False)
    try:
        async with serving(service) as server:
            quiet = await _round_trips(service, 20)
            stop = asyncio.Event()
            answered: list[int] = []
            flood = asyncio.create_task(_flood(f"http://localhost:{server.port}", stop, answered))
            await asyncio.sleep(0.3)
            loud = await _round_trips(service, 20)
            stop.set()
            await flood
        # every bad request got a 4xx, and the rate limiter stepped in (how many it stopped depends on
        # how fast this machine floods)
        assert answered and all(400 <= status < 500 for status in answered), sorted(set(answered))
        assert answered.count(429) > 0, "the flood was answered by the rate limiter"
        # generous: a flood answered by the rate limiter costs a little of the loop's time, never seconds
        assert statistics.median(loud) < max(4 * statistics.median(quiet), 0.05), (quiet, loud)
    finally:
        await service.close()


async def _round_trips(service: GameService, count: int) -> list[float]:
    started = await start_game(service, "tictacdoh", [ALICE, BOB])
    times = []
    for n in range(count):
        loaded = await service.game(started.game_id)
        if loaded.over:
            started = await start_game(service, "tictacdoh", [ALICE, BOB])
            loaded = await service.game(started.game_id)
        mover = ALICE if loaded.record.players[loaded.state.current_player] == ALICE.id else BOB
        move = loaded.state.legal_moves()[n % len(loaded.state.legal_moves())]
        before = time.perf_counter()
        await service.play(mover, move, game_id=started.game_id)
        times.append(time.perf_counter() - before)
    return times


async def _flood(base: str, stop: asyncio.Event, answered: list[int]) -> None:
    """Bad requests as fast as one client sends them: unknown games, forged signatures, long lines."""
    async with aiohttp.ClientSession() as session:
        n = 0
        while not stop.is_set():
            n += 1
            path = (f"/g/x{n % 997}?k=forged", "/wp-login.php", f"/g/abc?k={'a' * 5000}")[n % 3]
            try:
                answered.append(await _status(session, base + path))
            except aiohttp.ClientError:
                answered.append(0)


async def test_the_standalone_server_follows_moves_made_by_another_process(tmp_path: Path, database: str) -> None:
    # on SQLite it polls the versions; on PostgreSQL it hears of the move by LISTEN/NOTIFY
    service = await GameService.open(database, render=False)
    started = await start_game(service, "tictacdoh", [ALICE, BOB])
    gid = started.game_id
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot.web", "--database", database, "--port", str(port), "--host", "127.0.0.1",
        "--config", str(tmp_path / "none.toml"), cwd=ROOT, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE)
    try:
        assert process.stdout is not None
        line = await asyncio.wait_for(process.stdout.readline(), 30)
        assert b"The web page is on" in line, line
        secret = await service.setting("web", "secret")  # made by the web process, kept in the database
        assert secret
        from bot.web import Signer

        signer = Signer(secret, f"http://localhost:{port}")
        async with aiohttp.ClientSession() as session:
            async with session.get(signer.url(f"/g/{gid}/events")) as response:
                await response.content.readuntil(b"\n\n")  # retry:
                assert b"id: 0" in await response.content.readuntil(b"\n\n")
                await service.play(ALICE, "Mc3", game_id=gid)  # this process, not the server's
                moved = await asyncio.wait_for(response.content.readuntil(b"\n\n"), 5)
                assert b"id: 1" in moved
    finally:
        process.terminate()
        await asyncio.wait_for(process.wait(), 15)
        await service.close()


async def test_nothing_secret_before_the_end(tmp_path: Path) -> None:
    """Two Tactonix games differing only in the secret deal: the page, every position's picture and
    the event stream give the same bytes (but for the game's id and the signatures of its links)."""
    first, second = tactonix_pair(random.Random(11))
    outputs = []
    for number, log in enumerate((first, second)):
        service = await GameService.open(str(tmp_path / f"{number}.db"))
        service.rng = random.Random(5)
        service.clock = lambda: 1_800_000_000.0  # the same deadlines in both games
        try:
            gid, _ = await start_from(service, log)
            assert not (await service.game(gid)).over
            async with serving(service) as server, aiohttp.ClientSession() as session:
                base = f"http://localhost:{server.port}"
                page = await (await session.get(server.signer.url(f"/g/{gid}"))).text()
                last = int(attribute(page, r'data-last="(\d+)"'))
                pictures = []
                for ply in range(last + 1):
                    async with session.get(base + server.signer.path(f"/g/{gid}/ply/{ply}.png")) as response:
                        assert response.status == 200
                        pictures.append(await response.read())
                event = await first_event(session, base + attribute(page, r'data-events="([^"]+)"'))
            outputs.append((_anonymous(page, gid), pictures, _anonymous(event.decode(), gid)))
        finally:
            await service.close()
    assert outputs[0][0] == outputs[1][0]
    assert outputs[0][1] == outputs[1][1]
    assert outputs[0][2] == outputs[1][2]
    assert first != second


def _anonymous(text: str, game_id: str) -> str:
    """The bytes with the game's id and the signatures (which cover the id) taken out."""
    return re.sub(r'(k=|value=\\?")[\w-]{43}', r"\1SIG", text).replace(game_id, "ID")


def _luminance(colour: str) -> float:
    channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(one: str, two: str) -> float:
    light, dark = sorted((_luminance(one), _luminance(two)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_pages_colours_meet_wcag_aa_in_both_schemes() -> None:
    """Text (4.5:1) and borders (3:1, non-text) against their backgrounds, light and dark, as the page's
    style sheet sets them."""
    from bot.web.html import CSS

    blocks = re.findall(r":root \{([^}]*)\}", CSS)
    assert len(blocks) == 2, blocks  # light, then the dark scheme's
    for block in blocks:
        colours = dict(re.findall(r"--(\w+): (#[0-9a-fA-F]{6})", block))
        for text in ("fg", "muted", "link"):
            assert _contrast(colours[text], colours["bg"]) >= 4.5, (text, colours)
        assert _contrast(colours["fg"], colours["mark"]) >= 4.5, colours  # the player to move
        assert _contrast(colours["line"], colours["bg"]) >= 3.0, colours


async def test_the_page_replays_a_stretch_at_a_speed_and_says_why_not(tmp_path: Path) -> None:
    """The page's replay form asks what `/K replay from: to: speed:` does: plies 2 to 3 at `fast` are the
    position before ply 2 and the two after, half a second each; a stretch with no move in it, or a speed
    that is none, gets the reason in words, and the whole replay is still the whole game."""
    import io

    from PIL import Image

    from tests.service_helpers import play_randomly

    service = await GameService.open(str(tmp_path / "drawn.db"))
    service.rng = random.Random(5)
    try:
        started = await start_game(service, "tictacdoh", [ALICE, BOB])
        gid = started.game_id
        await play_randomly(service, gid, [ALICE, BOB], random.Random(3))
        plies = len(await service.storage.log(gid))
        async with serving(service) as server, aiohttp.ClientSession() as session:
            base = f"http://localhost:{server.port}"
            page = await (await session.get(server.signer.url(f"/g/{gid}"))).text()
            action = attribute(page, r'<form method="get" action="([^"]+)"><fieldset class="replay">')
            key = attribute(page, r'<fieldset class="replay"><legend>[^<]*</legend><input type="hidden" name="k" '
                                  r'value="([^"]+)"')

            async def replay(**query: str) -> tuple[int, bytes]:
                async with session.get(base + action, params={"k": key, **query}) as response:
                    return response.status, await response.read()

            status, data = await replay(**{"from": "2", "to": "3", "speed": "fast"})
            assert status == 200 and data[:3] == b"GIF"
            part = Image.open(io.BytesIO(data))
            assert part.n_frames == 3 and part.info["duration"] == 500
            status, data = await replay(**{"from": "", "to": "", "speed": "normal"})  # the form left empty
            whole = Image.open(io.BytesIO(data))
            assert status == 200 and whole.n_frames > 3 and whole.info["duration"] == 1000
            status, data = await replay(**{"from": str(plies + 5), "to": str(plies + 9)})
            assert status == 400 and f"There is no move in #{gid} from ply {plies + 5}" in data.decode()
            status, data = await replay(speed="warp")
            assert status == 400 and "'warp'" in data.decode() and "slow, normal, or fast" in data.decode()
            status, _ = await replay(**{"from": "two"})
            assert status == 400
    finally:
        await service.close()
