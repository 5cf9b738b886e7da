"""The timekeeper runs the other parts' work by the clock (challenges that expire, seeks, digests) with
the games': `next_due` is the soonest of all, and `run_due` applies each part's after the games'."""
from __future__ import annotations

from bot.service import GameService, Reply
from engines.phrases import say


class Part:
    """A part with one piece of work due at `when`."""

    def __init__(self, when: float | None) -> None:
        self.when = when
        self.ran: list[float] = []

    async def next_due(self) -> float | None:
        return self.when

    async def run_due(self, now: float) -> list[Reply]:
        self.ran.append(now)
        if self.when is None or self.when > now:
            return []
        self.when = None
        return [Reply((say("service-text", text="x"),))]


async def test_parts_run_with_the_games(tmp_path):
    service = await GameService.open(str(tmp_path / "referee.db"), render=False)
    try:
        timekeeper = service.timekeeper
        assert await service.next_due() is None
        early, later, idle = Part(100.0), Part(500.0), Part(None)
        for part in (later, idle, early):
            timekeeper.add(part)
        assert await service.next_due() == 100.0
        assert await service.run_due(50.0) == []
        [reply] = await service.run_due(150.0)
        assert reply.lines[0].key == "service-text"
        assert early.ran == [50.0, 150.0] and idle.ran == [50.0, 150.0]
        assert await service.next_due() == 500.0
    finally:
        await service.close()
