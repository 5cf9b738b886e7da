from __future__ import annotations

import asyncio
import random

import pytest

from bot.discord import create_bot
from bot.service import GameService


# the storage backends the service and storage tests run on
BACKENDS = ["sqlite"]


@pytest.fixture(params=BACKENDS)
def database(request, tmp_path) -> str:
    """A new, empty database of the test's own, as `GameService.open` and `open_storage` take it."""
    return str(tmp_path / "referee.db")


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
