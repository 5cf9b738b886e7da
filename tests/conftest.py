from __future__ import annotations

import asyncio
import random

import pytest

from bot.discord import create_bot
from bot.service import GameService


@pytest.fixture
async def service(tmp_path):
    svc = await GameService.open(str(tmp_path / "referee.db"), render=False)
    svc.rng = random.Random(1234)
    yield svc
    await svc.close()


@pytest.fixture
def db_path(tmp_path):
    return str(tmp_path / "referee.db")


@pytest.fixture
def simcord_bot(db_path):
    """The real bot on SimCord, with its commands synced and a database of the test's own. A database
    the test left open is closed afterwards: its connection's thread would keep pytest from exiting."""
    bot = create_bot(db_path, sync_commands=True)
    yield bot
    if bot.service is not None:
        asyncio.run(bot.service.close())
