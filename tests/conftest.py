from __future__ import annotations

import random

import pytest

from bot.service import GameService


@pytest.fixture
async def service(tmp_path):
    svc = await GameService.open(str(tmp_path / "referee.db"), render=False)
    svc.rng = random.Random(1234)
    yield svc
    await svc.close()
