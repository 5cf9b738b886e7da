"""Running it like a service (issue 34, health, metrics and logs): `/healthz` says 503 while the database
does not answer and 200 once it does; `/metrics` parses with prometheus_client's own parser, each metric
present and moving with a game, behind a bearer token when one is configured, with no game id or secret
in it; JSON logs of a SimCord session and of a failed start-up carry no configured secret."""
from __future__ import annotations

import io
import json
import logging
import random
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import aiohttp
import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot import logs
from bot.__main__ import main
from bot.config import ConfigError, MonitoringConfig, WebConfig, load_config
from bot.discord import create_bot
from bot.metrics import exposition
from bot.service import GameService, User
from bot.web import start_web
from bot.web.monitoring import Monitor, start_monitoring
from tests.discord_helpers import server  # noqa: F401  (the fixture: a server with alice and bob)
from tests.discord_helpers import only_refusals, start, whose_turn
from tests.pg_server import PgServer, free_port

ALICE = User("71", "alice")
TOKEN = "metrics-token-0123456789"
WEB_SECRET = "web-secret-abcdefghijklmnop"
LISTED = ["referee_interactions", "referee_moves", "referee_move_round_trip_seconds",
          "referee_scheduled_work_lag_seconds", "referee_outbox_waiting", "referee_discord_http_errors",
          "referee_computer_search_seconds", "referee_web_streams_open", "referee_games_in_progress"]


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of an exposition by (name, labels), read by prometheus_client's own parser; each
    listed metric's family is present."""
    families = {family.name: family for family in text_string_to_metric_families(text)}
    assert set(LISTED) <= set(families), set(LISTED) - set(families)
    return {(s.name, tuple(sorted(s.labels.items()))): s.value for f in families.values() for s in f.samples}


def moved(before: dict, after: dict, name: str, **labels: str) -> float:
    key = (name, tuple(sorted(labels.items())))
    return after.get(key, 0.0) - before.get(key, 0.0)


@pytest.fixture
def restore_logging() -> Iterator[None]:
    """`logs.setup` replaces the root logger's handlers: put back pytest's after the test."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    for handler in list(root.handlers):
        root.removeHandler(handler)
    for handler in handlers:
        root.addHandler(handler)
    root.setLevel(level)


async def test_metrics_move_with_a_game_behind_the_token_and_healthz_follows_the_database(db_path) -> None:
    service = await GameService.open(db_path, render=False)
    service.rng = random.Random(5)
    service.computers._pool = ThreadPoolExecutor(max_workers=1)  # the same search, without a process to spawn
    web = await start_web(service, WebConfig(0, secret=WEB_SECRET, host="127.0.0.1"), limit=None,
                          monitor=Monitor(service, token=TOKEN))
    bearer = {"Authorization": f"Bearer {TOKEN}"}
    try:
        async with aiohttp.ClientSession() as http:
            base = f"http://127.0.0.1:{web.port}"

            async def scrape() -> str:
                async with http.get(f"{base}/metrics", headers=bearer) as answer:
                    assert answer.status == 200 and answer.content_type == "text/plain"
                    return await answer.text()

            for headers in ({}, {"Authorization": "Bearer wrong-token-0123456789"}, {"Authorization": TOKEN}):
                async with http.get(f"{base}/metrics", headers=headers) as answer:
                    assert answer.status == 401 and answer.headers["WWW-Authenticate"].startswith("Bearer")
                    assert TOKEN not in await answer.text()
            before = samples(await scrape())
            # alice against the computer: her move (timed), then the computer's turn as due work
            started = await service.challenge("tictacdoh", ALICE, [], place="chan-1", computers=1, level="easy",
                                              seated=True)
            game_id = started.game_id
            moves, _ = await service.moves_for(ALICE, game_id=game_id)
            await service.play(ALICE, moves[0][0], game_id=game_id)
            await service.run_due(service.clock() + 1.0)  # a second late
            assert (await service.game(game_id)).record.version >= 2
            events = web.signer.url(f"/g/{game_id}/events")
            async with http.get(events) as stream:
                await stream.content.readuntil(b"\n\n")  # open, its first event read
                text = await scrape()
            after = samples(text)
            assert moved(before, after, "referee_moves_total", game="tictacdoh") == 2
            assert moved(before, after, "referee_move_round_trip_seconds_count") == 1
            assert moved(before, after, "referee_scheduled_work_lag_seconds_count") == 1
            assert moved(before, after, "referee_scheduled_work_lag_seconds_sum") >= 1.0
            assert moved(before, after, "referee_computer_search_seconds_count", game="tictacdoh") == 1
            assert after[("referee_games_in_progress", (("game", "tictacdoh"),))] == 1
            assert after[("referee_outbox_waiting", ())] > before[("referee_outbox_waiting", ())]
            assert moved(before, after, "referee_web_streams_open") == 1
            # nothing a stranger could use: no game id, no secret
            assert game_id not in text and TOKEN not in text and WEB_SECRET not in text
            assert moved(before, samples(await scrape()), "referee_web_streams_open") == 0  # the stream closed

            async with http.get(f"{base}/healthz") as answer:
                assert answer.status == 200 and await answer.json() == {"status": "ok", "database": "ok"}
            await service.storage.close()  # the database goes away under the page
            service.closed = True
            async with http.get(f"{base}/healthz") as answer:
                assert answer.status == 503 and (await answer.json())["database"] == "closed"
    finally:
        await web.stop()
        await service.close()


async def test_healthz_is_503_while_postgresql_refuses_and_200_after(postgres: PgServer) -> None:
    """The real outage: the database stops taking connections and the pool's are cut; then it takes
    them again. On a port of its own, as when only the bot runs."""
    url = postgres.create_database()
    name = url.rsplit("/", 1)[1]
    service = await GameService.open(url, render=False)
    monitoring = await start_monitoring(service, MonitoringConfig(host="127.0.0.1"), port=0)

    async def health(http: aiohttp.ClientSession) -> tuple[int, dict]:
        async with http.get(f"http://127.0.0.1:{monitoring.port}/healthz") as answer:
            return answer.status, await answer.json()

    try:
        async with aiohttp.ClientSession() as http:
            assert await health(http) == (200, {"status": "ok", "database": "ok"})
            postgres._call(postgres._admin.execute(f"ALTER DATABASE {name} ALLOW_CONNECTIONS false"))
            postgres._call(postgres._admin.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", name))
            status, body = await health(http)
            assert status == 503 and body["status"] == "unavailable" and body["database"] == "unreachable"
            assert "password" not in json.dumps(body) and url not in json.dumps(body)
            postgres._call(postgres._admin.execute(f"ALTER DATABASE {name} ALLOW_CONNECTIONS true"))
            assert await health(http) == (200, {"status": "ok", "database": "ok"})
            # /metrics without a configured token is open
            async with http.get(f"http://127.0.0.1:{monitoring.port}/metrics") as answer:
                assert answer.status == 200
                samples(await answer.text())
    finally:
        await monitoring.stop()
        await service.close()
        postgres.give_back(url)


@pytest.fixture
def simcord_bot(db_path):
    """The real bot without its web page: /healthz and /metrics on a port of their own (the system's
    choice), /metrics behind a token."""
    return create_bot(db_path, sync_commands=True, monitoring=MonitoringConfig(0, "127.0.0.1", TOKEN))


async def test_a_simcord_session_counts_interactions_and_errors_and_logs_json_without_secrets(
        server, restore_logging) -> None:  # noqa: F811  (the fixture)
    env, channel, (alice, bob) = server
    bot = env.bot
    lines = io.StringIO()
    logs.setup("DEBUG", "json", [TOKEN, WEB_SECRET], stream=lines)
    before = samples((await exposition(bot.service.storage)).decode())
    game_id, thread = await start(env, channel, "tictacdoh", alice, [bob], seats="listed")
    await bob.slash(thread, "tictacdoh move", move="Mc3")  # not his turn: refused
    assert only_refusals(env) == 1
    env.inject_error("POST", "/webhooks/*", status=503, times=1)  # the board's follow-up fails, once
    await alice.slash(thread, "tictacdoh move", move="Mc3")
    mover = await whose_turn(env, game_id, [alice, bob])
    assert mover is bob
    after = samples((await exposition(bot.service.storage)).decode())
    assert moved(before, after, "referee_interactions_total", command="tictacdoh start", outcome="ok") == 1
    assert moved(before, after, "referee_interactions_total", command="button", outcome="ok") == 1
    assert moved(before, after, "referee_interactions_total", command="tictacdoh move", outcome="refused") == 1
    # its board failed and is owed (the mover was told): answered all the same
    assert moved(before, after, "referee_interactions_total", command="tictacdoh move", outcome="ok") == 1
    assert moved(before, after, "referee_discord_http_errors_total", status="503") == 1
    assert moved(before, after, "referee_moves_total", game="tictacdoh") == 1
    assert bot.monitoring_server is not None and bot.monitoring_server.port > 0
    assert await bot.monitoring_server.monitor.health() == {"status": "ok", "database": "ok", "gateway": "ok"}
    assert Monitor(bot.service, gateway=bot.gateway_problem).gateway() is None

    logged = lines.getvalue()
    records = [json.loads(line) for line in logged.splitlines()]
    assert records and all({"time", "level", "logger", "message"} <= set(r) for r in records)
    # the failed follow-up is logged about its server and its game
    failed = [r for r in records if r["logger"].startswith("bot.") and r["level"] == "WARNING"]
    assert any(r.get("game_id") == game_id and r.get("guild_id") == str(channel.guild.id) for r in failed), failed
    for secret in (TOKEN, WEB_SECRET):
        assert secret not in logged


def test_a_failed_start_up_says_why_without_a_secret(tmp_path, capsys, restore_logging) -> None:
    password, token = "pg-password-9876543210", "discord-token-ABCDEFGHIJKLMNOP"
    config = tmp_path / "config.toml"
    config.write_text(f'[discord]\ntoken = "{token}"\n[web]\nport = 8080\nsecret = "{WEB_SECRET}"\n'
                      f'[monitoring]\nmetrics_token = "{TOKEN}"\n', encoding="utf-8")
    database = f"postgresql://referee:{password}@127.0.0.1:{free_port()}/referee"  # nothing listens there
    assert main(["--config", str(config), "--database", database, "--log-format", "json"]) == 2
    out, err = capsys.readouterr()
    assert "Cannot start" in err
    for secret in (password, token, WEB_SECRET, TOKEN):
        assert secret not in out + err
    # and whatever is logged with a secret in it, its arguments or its traceback, comes out redacted
    lines = io.StringIO()
    logs.setup("INFO", "json", load_config(config).secrets() + [password], stream=lines)
    try:
        raise RuntimeError(f"cannot log in with {token}")
    except RuntimeError:
        logging.getLogger("bot.test").exception("connecting to %s failed", database)
    record = json.loads(lines.getvalue())
    assert record["level"] == "ERROR" and record["logger"] == "bot.test"
    assert "[redacted]" in record["message"] and "[redacted]" in record["exception"]
    assert password not in lines.getvalue() and token not in lines.getvalue()


def test_the_monitoring_section_is_checked(tmp_path) -> None:
    config = tmp_path / "config.toml"
    config.write_text("[monitoring]\nport = 9100\nmetrics_token = \"short\"\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="metrics_token must be at least 16"):
        load_config(config, {})
    assert load_config(config, {"METRICS_TOKEN": TOKEN}).monitoring == MonitoringConfig(9100, "0.0.0.0", TOKEN)
    config.write_text("[monitoring]\nport = 70000\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="monitoring.port must be from 1 to 65535"):
        load_config(config, {})
