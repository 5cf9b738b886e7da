from __future__ import annotations

import asyncio
import random
from collections.abc import Iterator
from typing import NoReturn

import pytest

from bot.discord import create_bot
from bot.service import GameService
from tests.pg_server import SKIP_REASON, PgServer, start_server


# the storage backends the service and storage tests run on
BACKENDS = ["sqlite", "postgresql"]


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer | None]:
    """A throwaway PostgreSQL server for this process (each xdist worker has its own), started the
    first time a PostgreSQL test asks for it; None when this machine has no PostgreSQL binaries."""
    server = start_server()
    try:
        yield server
    finally:
        if server is not None:
            server.stop()


def skip_without_postgres() -> NoReturn:
    pytest.skip(SKIP_REASON)


SKIPPED_AT = skip_without_postgres.__code__.co_firstlineno + 1  # the line of the pytest.skip above


@pytest.fixture
def postgres(pg_server: PgServer | None) -> PgServer:
    """The PostgreSQL server, or the test is skipped."""
    if pg_server is None:
        skip_without_postgres()
    return pg_server


# how long SimCord waits (in real time) for the bot to finish what a step started before it calls the
# bot stuck: its default of 5 s is met on an idle machine but not always on two busy cores, where a
# computer's thought or a picture takes several times as long; a bot truly stuck still fails the test
SETTLE_TIMEOUT = 30.0


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "simcord_env" in getattr(item, "fixturenames", ()) and item.get_closest_marker("simcord") is None:
            item.add_marker(pytest.mark.simcord(settle_timeout=SETTLE_TIMEOUT))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """Every PostgreSQL test skipped for want of a server is reported at one place, so `pytest -rs`
    folds them into one line (a skip in a fixture is otherwise reported at each test's own line)."""
    report = yield
    if report.skipped and isinstance(report.longrepr, tuple) and report.longrepr[2].endswith(SKIP_REASON):
        report.longrepr = (__file__, SKIPPED_AT, report.longrepr[2])
    return report


@pytest.fixture(params=BACKENDS)
def database(request, tmp_path) -> Iterator[str]:
    """A database of the test's own, as `GameService.open` and `open_storage` take it: a new SQLite file's
    path, or a PostgreSQL URL (a database of its own on the worker's server, migrated and empty)."""
    if request.param == "sqlite":
        yield str(tmp_path / "referee.db")
        return
    server: PgServer = request.getfixturevalue("postgres")  # asked for here: only PostgreSQL tests start it
    url = server.create_database()
    yield url
    server.give_back(url)


@pytest.fixture
async def service(database):
    svc = await GameService.open(database, render=False)
    svc.rng = random.Random(1234)
    yield svc
    await svc.close()


@pytest.fixture
def db_path(tmp_path):
    return str(tmp_path / "referee.db")


@pytest.fixture
def simcord_bot(db_path):
    """The real bot on SimCord, with its commands synced and a database of the test's own."""
    return create_bot(db_path, sync_commands=True)


@pytest.fixture(autouse=True)
def close_what_a_test_left_open(monkeypatch):
    """Every service a test opened (a bot's, a restarted bot's) is closed after it, if the test did not:
    an open database's thread, or a computer's process pool, would keep pytest from exiting."""
    opened: list[GameService] = []
    original = GameService.open.__func__  # type: ignore[attr-defined]

    async def tracked(cls, *args, **kwargs):
        service = await original(cls, *args, **kwargs)
        opened.append(service)
        return service

    monkeypatch.setattr(GameService, "open", classmethod(tracked))
    yield
    for service in opened:
        if not service.closed:
            asyncio.run(service.close())
