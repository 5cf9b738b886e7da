"""The web page against strangers who mean harm (issue 28), each attack with a time budget: idle, half-sent,
slow and kept-alive connections are closed; a thousand idle connections do not stop a page or a move;
one address cannot take every event stream; a replay flood does not delay the bot's boards, and a
replay nobody waits for stops; a game of 20,000 log entries gives a bounded page and bounded events;
bad query values are a 400; every answer carries the security headers and no Server banner.

Everything runs on this machine: clients on 127.0.0.x (each a different address to the server), the
budgets generous enough for a loaded 2-core machine (the usual times are tens of milliseconds).
"""
from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
import resource
import sys
import time
from pathlib import Path
from urllib.parse import quote

import aiohttp
import pytest

import engines
from bench.games import random_log
from bot.config import WebConfig
from bot.service import GameService
from bot.storage import GameRow, LogEntry
from bot.web.app import SECURITY_HEADERS
from tests.service_helpers import ALICE, BOB, start_game
from tests.web_helpers import attribute, english, serving

ROOT = Path(__file__).resolve().parent.parent
BUDGET = 1.0  # seconds for a page, a move or a board while an attack goes on


@pytest.fixture
async def drawn(tmp_path: Path):
    """A service on SQLite that draws its boards (the web's pictures and replays need them)."""
    service = await GameService.open(str(tmp_path / "web.db"))
    service.rng = random.Random(5)
    yield service
    await service.close()


async def long_game(service: GameService, entries: int, game_id: str = "long1") -> str:
    """A Tic Tac Doh! game between alice and bob whose log holds `entries` entries: a move and its
    takeback, again and again (each a position of the game: `entries + 1` positions), alice to move."""
    game = engines.get_game("tictacdoh")
    state = game.new_game(2)
    move = state.legal_moves()[0]
    words = state.describe_move(move)
    log = [LogEntry(ply, 0, "move", move, 0.0, words) if ply % 2 else LogEntry(ply, 0, "takeback", str(ply - 1), 0.0)
           for ply in range(1, entries + 1)]
    assert entries % 2 == 0  # back at the start: the snapshot is the new game's
    return await insert_game(service, "tictacdoh", log, state, game_id)


async def telic_game(service: GameService, seed: int, game_id: str) -> str:
    """A whole random game of Telic (about 500 log entries: its replay takes seconds to draw)."""
    log, state = random_log("telic", 2, {}, random.Random(seed))
    return await insert_game(service, "telic", log, state, game_id)


async def insert_game(service: GameService, key: str, log: list[LogEntry], state, game_id: str) -> str:
    """A game of alice and bob with this log, written as the service writes one."""
    now = time.time()
    to_move = None if state.is_over or state.current_player is None else [ALICE, BOB][state.current_player].id
    row = GameRow(game_id, key, "g1", "chan-1", None, {}, [ALICE.id, BOB.id], len(log),
                  "over" if state.is_over else "active", None, now, now, to_move=to_move)
    async with service.storage.transaction() as tx:
        await tx.remember_names({ALICE.id: ALICE.name, BOB.id: BOB.name})
        await tx.add_game(row, json.dumps(state.to_dict()))
        await tx.append_moves(game_id, log)
    return game_id


def session_from(address: str, **kwargs) -> aiohttp.ClientSession:
    """A client whose connections come from `address` (127.0.0.x: another client to the server)."""
    return aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(address, 0), limit=0), **kwargs)


async def until_closed(reader: asyncio.StreamReader, timeout: float) -> float:
    """Read until the server closes the connection; the seconds it took."""
    started = time.monotonic()
    async with asyncio.timeout(timeout):
        while await reader.read(65536):
            pass
    return time.monotonic() - started


def assert_safe_headers(response: aiohttp.ClientResponse) -> None:
    for name, value in SECURITY_HEADERS.items():
        assert response.headers.get(name) == value, (response.status, name, dict(response.headers))
    assert "Server" not in response.headers, response.headers["Server"]


# ---- connections ------------------------------------------------------------------------------------
async def test_idle_half_sent_slow_and_kept_alive_connections_are_closed_within_the_timeout(drawn: GameService) -> None:
    assert WebConfig(0).idle_timeout <= 60  # the default closes them within a minute
    async with serving(drawn, idle_timeout=1.0) as server:
        port = server.port
        silent = await asyncio.open_connection("127.0.0.1", port)
        half = await asyncio.open_connection("127.0.0.1", port)
        half[1].write(b"GET /static/site.css HTTP/1.1\r\nHost: here\r\n")  # the headers never end
        kept = await asyncio.open_connection("127.0.0.1", port)
        kept[1].write(b"GET /static/site.css HTTP/1.1\r\nHost: here\r\n\r\n")  # answered, then kept alive
        assert (await kept[0].readuntil(b"\r\n")).startswith(b"HTTP/1.1 200")
        slow = await asyncio.open_connection("127.0.0.1", port)

        async def drip() -> None:  # one byte of a request line every 0.2 s: never a whole request
            with contextlib.suppress(ConnectionError):
                for byte in b"GET /static/site.css HTTP/1.1\r\nHost: here\r\nX-Slow: " + b"a" * 200:
                    slow[1].write(bytes([byte]))
                    await asyncio.sleep(0.2)

        dripping = asyncio.create_task(drip())
        times = await asyncio.gather(*(until_closed(reader, 10) for reader, _ in (silent, half, kept, slow)))
        dripping.cancel()
        assert max(times) <= 1.0 + 1.5, times  # the timeout, and a sweep's slack on a loaded machine
        assert not server.connections.open


SOCKETS = r"""
import resource, socket, sys
host, port, per, addresses = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4].split(",")
soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
held = []
for address in addresses:
    for _ in range(per):
        s = socket.socket()
        s.bind((address, 0))
        s.settimeout(5)
        try:
            s.connect((host, port))
        except OSError:
            continue
        held.append(s)
print("ready", len(held), flush=True)
sys.stdin.readline()
still = 0
for s in held:
    s.setblocking(False)
    try:
        still += s.recv(1) != b""
    except BlockingIOError:
        still += 1  # nothing to read and not closed: the server keeps it open
    except OSError:
        pass
print(still, flush=True)
"""


async def test_a_thousand_idle_connections_leave_pages_and_moves_answered(drawn: GameService, caplog) -> None:
    """1,100 connections that send nothing, from 55 addresses, at a process limited to 1,024 descriptors
    (the default on many hosts): the server keeps under its cap, and a page and a move are answered
    within a second, without a flood of log lines."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard < 1024:
        pytest.skip("this machine allows fewer than 1,024 descriptors")
    started = await start_game(drawn, "tictacdoh", [ALICE, BOB])
    gid = started.game_id
    resource.setrlimit(resource.RLIMIT_NOFILE, (1024, hard))
    try:
        async with serving(drawn) as server:
            cap = server.connections.total
            assert cap < 1024 - 64  # room left for the database, the pool, the logs
            addresses = ",".join(f"127.0.0.{n}" for n in range(2, 57))
            clients = await asyncio.create_subprocess_exec(
                sys.executable, "-c", SOCKETS, "127.0.0.1", str(server.port), "20", addresses,
                stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)
            assert clients.stdin is not None and clients.stdout is not None
            try:
                ready = await asyncio.wait_for(clients.stdout.readline(), 120)
                assert ready.startswith(b"ready"), ready
                async with aiohttp.ClientSession() as session:
                    before = time.monotonic()
                    async with session.get(server.signer.game(gid)) as response:
                        assert response.status == 200 and "Tic Tac Doh!" in await response.text()
                    assert time.monotonic() - before <= BUDGET
                before = time.monotonic()
                await drawn.play(ALICE, "Mc3", game_id=gid)  # the bot's work on the same loop
                assert time.monotonic() - before <= BUDGET
                assert len(server.connections.open) <= cap
                clients.stdin.write(b"count\n")
                await clients.stdin.drain()
                still = int(await asyncio.wait_for(clients.stdout.readline(), 60))
                assert still <= cap, (still, cap)
            finally:
                if clients.returncode is None:
                    clients.kill()
                await clients.wait()
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    lines = [record for record in caplog.records if record.levelno >= logging.WARNING]
    assert len(lines) <= 5, [record.getMessage() for record in lines]  # a report a minute, not a line each


async def test_one_address_cannot_hold_the_connections_of_others(drawn: GameService) -> None:
    started = await start_game(drawn, "tictacdoh", [ALICE, BOB])
    async with serving(drawn, max_connections=50, max_connections_per_address=10) as server:
        held = [await asyncio.open_connection("127.0.0.1", server.port, local_addr=("127.0.0.2", 0))
                for _ in range(30)]
        await asyncio.sleep(0.2)
        assert server.connections.quota.of("127.0.0.2") == 10  # the rest closed at once
        async with session_from("127.0.0.3") as session:
            before = time.monotonic()
            async with session.get(server.signer.game(started.game_id)) as response:
                assert response.status == 200
            assert time.monotonic() - before <= BUDGET
        for _, writer in held:
            writer.close()


# ---- event streams ----------------------------------------------------------------------------------
async def open_stream(session: aiohttp.ClientSession, url: str) -> aiohttp.ClientResponse:
    response = await session.get(url)
    if response.status == 200:
        await response.content.readuntil(b"\n\n")  # retry:
        await response.content.readuntil(b"\n\n")  # the page
    return response


async def test_one_address_cannot_hold_every_event_stream(drawn: GameService) -> None:
    assert WebConfig(0).max_streams_per_address < 300 // 4  # well below 300
    started = await start_game(drawn, "tictacdoh", [ALICE, BOB])
    async with serving(drawn, max_streams=24) as server:
        url = server.signer.url(f"/g/{started.game_id}/events")
        per_address = server.pages.streams.per_address
        async with session_from("127.0.0.2") as first, session_from("127.0.0.3") as second, \
                session_from("127.0.0.4") as third:
            mine = [await open_stream(first, url) for _ in range(per_address)]
            assert all(response.status == 200 for response in mine)
            assert_safe_headers(mine[0])
            refused = await first.get(url)
            assert refused.status == 429 and refused.headers["Retry-After"]
            assert_safe_headers(refused)
            # a second address is served at once while the first holds its cap
            before = time.monotonic()
            theirs = [await open_stream(second, url) for _ in range(24 - per_address)]
            assert all(response.status == 200 for response in theirs)
            assert time.monotonic() - before <= BUDGET * len(theirs)
            # every stream is taken: a newcomer takes the oldest stream of the address holding most
            before = time.monotonic()
            newcomer = await open_stream(third, url)
            assert newcomer.status == 200 and time.monotonic() - before <= BUDGET
            async with asyncio.timeout(5):
                while await mine[0].content.read(65536):
                    pass  # the first address's oldest stream ended
            assert server.pages.streams.of("127.0.0.2") == per_address - 1
            assert server.pages.streams.count == 24
            for response in [*mine, *theirs, newcomer]:
                response.close()


# ---- heavy answers -----------------------------------------------------------------------------------
async def test_a_replay_flood_does_not_delay_the_bots_boards(drawn: GameService) -> None:
    """Four addresses ask for replays and pictures of eight games at the rate they are allowed: the
    service's board picture and a move are made within a second meanwhile, and once the clients leave
    nothing of theirs runs on."""
    games = [await telic_game(drawn, n, f"flood{n}") for n in range(8)]
    started = await start_game(drawn, "tictacdoh", [ALICE, BOB])
    loaded = await drawn.game(started.game_id)
    async with serving(drawn) as server:
        urls = [server.signer.url(f"/g/{gid}/replay.gif") for gid in games]
        urls += [server.signer.url(f"/g/{gid}/ply/{ply}.png") for gid in games for ply in range(1, 200, 7)]
        random.Random(3).shuffle(urls)
        statuses: list[int] = []
        stop = asyncio.Event()

        async def ask(session: aiohttp.ClientSession, url: str) -> None:
            with contextlib.suppress(aiohttp.ClientError, asyncio.TimeoutError):
                async with session.get(url) as response:
                    await response.read()
                    statuses.append(response.status)
                    assert_safe_headers(response)

        async def flood(address: str) -> None:
            """A request every 1/30 s (the rate an address is allowed), never waiting for the answers."""
            async with session_from(address, timeout=aiohttp.ClientTimeout(total=3)) as session:
                asked = []
                n = 0
                while not stop.is_set():
                    n += 1
                    asked.append(asyncio.create_task(ask(session, urls[n % len(urls)])))
                    await asyncio.sleep(1 / 30)
                await asyncio.gather(*asked)

        flooding = [asyncio.create_task(flood(f"127.0.0.{n}")) for n in range(2, 6)]
        await asyncio.sleep(2.0)  # the pool is busy and its queue full
        boards, moves = [], []
        for n in range(5):
            before = time.monotonic()
            picture = await drawn.boards.render(loaded.state, seat=None, last_move=None, users=loaded.users)
            boards.append(time.monotonic() - before)
            assert picture and picture.startswith(b"\x89PNG")
            await asyncio.sleep(0.2)
        for move in ("Mc3", "Sb2"):
            player = ALICE if move == "Mc3" else BOB
            before = time.monotonic()
            reply = await drawn.play(player, move, game_id=started.game_id)
            moves.append(time.monotonic() - before)
            assert reply.file is not None
        stop.set()
        await asyncio.gather(*flooding)
        assert max(boards) <= BUDGET and max(moves) <= BUDGET, (boards, moves)
        assert 200 in statuses and 503 in statuses, sorted(set(statuses))  # served, and the rest told to wait
        async with asyncio.timeout(3):  # the clients left: their jobs were dropped or stopped
            while drawn.pages.workshop.jobs:
                await asyncio.sleep(0.05)


async def test_a_replay_nobody_waits_for_stops(drawn: GameService) -> None:
    """The replay of a whole game of Telic (seconds of drawing) asked for and left at once: the worker
    stops drawing it, and the next picture does not wait for it."""
    heavy = await telic_game(drawn, 0, "heavy")
    other = await long_game(drawn, 10, "short")
    async with serving(drawn, cache_mb=0) as server, aiohttp.ClientSession() as session:  # nothing kept
        async with session.get(server.signer.url(f"/g/{other}/ply/1.png")) as response:
            assert response.status == 200  # the pool is up, the game walked
        # how long the whole replay takes to draw
        before = time.monotonic()
        assert (await _body(session, server.signer.url(f"/g/{heavy}/replay.gif"))).startswith(b"GIF")
        drawing = time.monotonic() - before
        # else this test shows nothing: the replay must still be drawing after the half second waited
        # below, with as long again to spare (at most 150 frames: 1.4 to 2 seconds of drawing here)
        assert drawing >= BUDGET, drawing
        replay = asyncio.create_task(session.get(server.signer.url(f"/g/{heavy}/replay.gif")))
        await asyncio.sleep(0.5)  # walked, and drawing
        assert drawn.pages.workshop.jobs == 1
        replay.cancel()  # the client leaves
        with contextlib.suppress(asyncio.CancelledError):
            await replay
        async with asyncio.timeout(2):
            while drawn.pages.workshop.jobs:
                await asyncio.sleep(0.05)
        before = time.monotonic()
        async with session.get(server.signer.url(f"/g/{other}/ply/2.png")) as response:
            assert response.status == 200 and (await response.read()).startswith(b"\x89PNG")
        assert time.monotonic() - before <= min(2 * BUDGET, drawing / 2)


async def test_replays_and_pictures_are_drawn_once_per_version(drawn: GameService) -> None:
    gid = await long_game(drawn, 40, "cached")
    async with serving(drawn) as server, aiohttp.ClientSession() as session:
        url = server.signer.url(f"/g/{gid}/replay.gif")
        bodies = await asyncio.gather(*(_body(session, url) for _ in range(10)))
        assert len(set(bodies)) == 1 and bodies[0].startswith(b"GIF")
        before = time.monotonic()
        assert await _body(session, url) == bodies[0]
        assert time.monotonic() - before <= 0.5  # kept: not drawn again
        # a move makes a new version: drawn anew
        await drawn.play(ALICE, "Mc3", game_id=gid)
        assert await _body(session, url) != bodies[0]


async def _body(session: aiohttp.ClientSession, url: str) -> bytes:
    async with session.get(url) as response:
        assert response.status == 200
        return await response.read()


# ---- a game of 20,000 log entries --------------------------------------------------------------------
async def test_a_huge_game_gives_a_bounded_page_and_bounded_events(drawn: GameService) -> None:
    gid = await long_game(drawn, 20_000)
    other = await start_game(drawn, "tictacdoh", [ALICE, BOB])
    async with serving(drawn, limit=None) as server, aiohttp.ClientSession() as session:
        base = f"http://localhost:{server.port}"
        before = time.monotonic()
        async with session.get(server.signer.game(gid)) as response:
            page = await response.text()
        assert response.status == 200 and time.monotonic() - before <= 30  # walked once, in the pool
        assert len(page.encode()) <= 2 * 1024 * 1024
        assert page.count("<li><a ") == 1 and 'start="20000"' in page  # the newest page: position 20,000 alone
        assert english("web-positions", first="20000", end="20000", last="20000") in page
        assert english("web-earlier") in page
        middle = await (await session.get(server.signer.url(f"/g/{gid}", ply=10_123))).text()
        assert middle.count("<li><a ") == 200 and 'start="10000"' in middle and 'aria-current="step"' in middle
        assert len(middle.encode()) <= 2 * 1024 * 1024
        # fifty viewers at once, each on another page of moves: a move elsewhere is answered meanwhile
        pages = [asyncio.create_task(session.get(server.signer.url(f"/g/{gid}", ply=n * 400))) for n in range(50)]
        await asyncio.sleep(0.1)
        before = time.monotonic()
        await drawn.play(ALICE, "Mc3", game_id=other.game_id)
        assert time.monotonic() - before <= BUDGET
        for response in await asyncio.gather(*pages):
            assert response.status in (200, 503)  # a full pool says so at once
            response.release()
        # the events: the first bounded by one page of moves, a change a few hundred bytes
        events = base + attribute(page, r'data-events="([^"]+)"')
        async with session.get(events) as stream:
            await stream.content.readuntil(b"\n\n")
            first = await stream.content.readuntil(b"\n\n")
            assert b"id: 20000" in first and len(first) <= 256 * 1024
            await drawn.play(ALICE, "Mc3", game_id=gid)
            change = await asyncio.wait_for(stream.content.readuntil(b"\n\n"), 60)
            assert b"id: 20001" in change and len(change) <= 8 * 1024, len(change)
            data = json.loads(change.split(b"data: ", 1)[1])
            assert data["first"] == 20000 and data["moves"].count("<li>") == 2 and not data["reset"]


# ---- answers ---------------------------------------------------------------------------------------
async def test_bad_query_values_are_a_400_and_every_answer_has_the_headers(drawn: GameService, caplog) -> None:
    started = await start_game(drawn, "tictacdoh", [ALICE, BOB])
    gid = started.game_id
    async with serving(drawn) as server, aiohttp.ClientSession() as session:
        base = f"http://localhost:{server.port}"
        signed = base + server.signer.path(f"/g/{gid}")
        for bad in ("²", "-1", "1e3", "٣", " 1", "0x10"):
            async with session.get(signed + "&ply=" + quote(bad, safe="")) as response:
                assert response.status == 400, bad
                assert await response.text() == english("web-error-position", name="ply")
                assert_safe_headers(response)
        async with session.get(signed + "&ply=" + "9" * 40) as response:  # huge: the newest position
            assert response.status == 200 and 'value="0"' in await response.text()
            assert_safe_headers(response)
        async with session.get(base + server.signer.path(f"/g/{gid}/events") + "&v=²") as response:
            assert response.status == 400
            assert_safe_headers(response)
        async with session.get(base + server.signer.path(f"/g/{gid}/ply/٣.png")) as response:
            assert response.status == 404
            assert_safe_headers(response)
        async with session.post(signed, data=b"x") as response:
            assert response.status == 405
            assert_safe_headers(response)
        async with session.get(f"{base}/g/abcde?k={'a' * 10_000}") as response:  # the parser's own 400
            assert response.status == 400
            assert_safe_headers(response)
        for path in ("/static/site.css", "/nothing"):
            async with session.get(base + path) as response:
                assert_safe_headers(response)
        # the parser's 400, a 404 and a 400 of ours are no errors of ours: nothing logged with a traceback
        assert not [record for record in caplog.records if record.exc_info], caplog.text

        async def broken(guild: str | None) -> None:
            raise RuntimeError("a bug of ours")

        drawn.standings_page = broken  # type: ignore[method-assign]
        for _ in range(3):
            async with session.get(base + server.signer.path("/s/g1")) as response:
                assert response.status == 500 and "bug" not in await response.text()
                assert_safe_headers(response)
    # a failure of ours is logged with its traceback, once however often it is asked for
    assert len([record for record in caplog.records if record.exc_info]) == 1


async def test_the_parsers_own_errors_carry_the_headers(drawn: GameService) -> None:
    async with serving(drawn) as server:
        reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
        writer.write(b"BLAH\x00 / HTTP/1.1\r\n\r\n")  # not HTTP
        answer = await asyncio.wait_for(reader.read(), 5)
        head = answer.split(b"\r\n\r\n", 1)[0].decode("latin-1")
        assert head.startswith(("HTTP/1.0 400", "HTTP/1.1 400")), head
        for name, value in SECURITY_HEADERS.items():
            assert f"{name}: {value}" in head, head
        assert "Server:" not in head and "aiohttp" not in head and "Python" not in head
        writer.close()


# ---- start-up ---------------------------------------------------------------------------------------
class NotADatabase(ValueError):
    """What the storage raises, in one line, for a file that is not a database."""


async def test_the_standalone_server_refuses_a_database_it_cannot_open_in_one_line(tmp_path: Path, monkeypatch,
                                                                                   capsys) -> None:
    from bot.web.__main__ import serve

    async def refuse(cls, database: str, **kwargs) -> GameService:
        raise NotADatabase(f"{database} is not a database")

    monkeypatch.setattr(GameService, "open", classmethod(refuse))
    code = await asyncio.wait_for(serve(str(tmp_path / "x.db"), WebConfig(0, host="127.0.0.1")), 10)
    assert code == 2
    err = capsys.readouterr().err
    assert err == f"Cannot start: {tmp_path / 'x.db'} is not a database\n"


def test_the_web_limits_are_read_from_the_config_and_checked(tmp_path: Path) -> None:
    from bot.config import ConfigError, load_config

    path = tmp_path / "config.toml"
    path.write_text("[web]\nport = 8080\nidle_timeout = 20\nmax_streams_per_address = 5\nmoves_per_page = 50\n")
    web = load_config(path, {}).web
    assert web is not None and (web.idle_timeout, web.max_streams_per_address, web.moves_per_page) == (20.0, 5, 50)
    assert web.max_connections == WebConfig(0).max_connections  # the rest: the defaults
    path.write_text("[web]\nidle_timeout = 0\n")
    with pytest.raises(ConfigError, match=r"web.idle_timeout must be from 1 to 3600, not 0$"):
        load_config(path, {})
    path.write_text("[web]\nmax_streams = 10\nmax_streams_per_address = 11\n")
    with pytest.raises(ConfigError, match=r"web.max_streams_per_address \(11\) must not be over web.max_streams"):
        load_config(path, {})
    path.write_text('[web]\nrender_workers = "two"\n')
    with pytest.raises(ConfigError, match="web.render_workers must be a whole number"):
        load_config(path, {})
    # without a port the page is off, but `python -m bot.web --port N` still takes the limits
    path.write_text("[web]\nmax_connections = 300\n")
    config = load_config(path, {})
    assert config.web is None and config.web_settings is not None and config.web_settings.max_connections == 300


def test_clients_are_counted_by_address_and_an_ipv6_client_by_its_64() -> None:
    from bot.web.limits import client_of

    assert client_of("203.0.113.7") == "203.0.113.7"
    assert client_of("2001:db8:1:2:aaaa::1") == client_of("2001:db8:1:2:ffff:1:2:3") == "2001:db8:1:2::/64"
    assert client_of("2001:db8:1:3::1") != client_of("2001:db8:1:2::1")
    assert client_of("::ffff:203.0.113.7") == "203.0.113.7"
    assert client_of(None) == "?"


def test_the_caps_in_all_are_shared_fairly() -> None:
    from bot.web.limits import Quota

    class Held:
        def __init__(self) -> None:
            self.ended = False

        def evict(self) -> None:
            self.ended = True

    quota: Quota[Held] = Quota(total=10, per_address=8)
    first = [Held() for _ in range(8)]
    assert all(quota.take("a", held) for held in first)
    assert not quota.take("a", Held())  # its cap
    assert all(quota.take("b", Held()) for _ in range(2))  # all ten taken
    assert quota.take("c", Held()) and first[0].ended  # a newcomer takes a's oldest
    assert quota.of("a") == 7 and quota.count == 10
    while quota.take("c", Held()):
        pass
    # taken until no address holds two more than the newcomer
    assert (quota.of("a"), quota.of("b"), quota.of("c")) == (4, 2, 4) and quota.count == 10


def test_the_readme_and_the_example_config_give_the_limits_defaults() -> None:
    """Every [web] limit is in the README's table and in config.example.toml, with its true default."""
    import re
    from dataclasses import fields

    from bot.config import WEB_LIMITS

    defaults = {item.name: item.default for item in fields(WebConfig) if item.name in WEB_LIMITS}
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("### The web server", 1)[1].split("\n## ", 1)[0]
    table: dict[str, float] = {}
    for keys, values in re.findall(r"^\| ((?:`\w+`(?:, )?)+) \| ((?:`[\d.]+`(?:, )?)+) \|", section, re.M):
        for key, value in zip(re.findall(r"`(\w+)`", keys), re.findall(r"`([\d.]+)`", values)):
            table[key] = float(value)
    assert table == {name: float(value) for name, value in defaults.items()}
    example = (ROOT / "config.example.toml").read_text(encoding="utf-8").split("[web]", 1)[1]
    given = {key: float(value) for key, value in re.findall(r"^# (\w+) = ([\d.]+)", example, re.M)
             if key in WEB_LIMITS}
    assert given == {name: float(value) for name, value in defaults.items()}


def test_a_client_that_takes_nothing_of_what_it_was_sent_is_closed_after_the_idle_timeout() -> None:
    """The sweep: a connection whose answer waits unsent for the idle timeout is closed; one that takes
    its answer, however slowly, is not."""
    from bot.web.limits import Connections, _Connection

    class Transport:
        def __init__(self) -> None:
            self.pending = 0

        def is_closing(self) -> bool:
            return False

        def get_write_buffer_size(self) -> int:
            return self.pending

    class Handler:
        closed = False

        def force_close(self) -> None:
            self.closed = True

    now = [0.0]
    connections = Connections(10, 10, idle_timeout=30.0, clock=lambda: now[0])
    stuck, slow = Handler(), Handler()
    stuck_transport, slow_transport = Transport(), Transport()
    for handler, transport in ((stuck, stuck_transport), (slow, slow_transport)):
        held = _Connection("127.0.0.2")
        held.handler, held.transport = handler, transport  # type: ignore[assignment]
        connections.open[handler] = held
    stuck_transport.pending = slow_transport.pending = 500_000
    for _ in range(8):  # a sweep every 5 s, for 40 s
        connections.sweep()
        now[0] += 5.0
        stuck_transport.pending += 100  # a live update more, nothing taken
        slow_transport.pending -= 20_000  # 4 KB a second taken
    assert stuck.closed and not slow.closed
