"""The scheduler: applies whatever fell due (reminders, losses on time, ends of vacations, computers'
turns) through the service; the messages that owes go out at once, or by the deliverer when Discord
fails. It wakes when the service announced that something falls due sooner than it planned (its `dues`
signal, read when the event loop wakes the scheduler after the announcing call)."""
from __future__ import annotations

from collections.abc import Awaitable, Callable

import discord

from bot.discord.loops import IDLE, DueLoop, discord_clock
from bot.service import GameService, Reply
from bot.service.runtime import Subscription


class Scheduler(DueLoop):
    """Applies what fell due (and all that fell due while the bot was down, at its own time); the
    messages that owes are delivered at once, or by the deliverer when Discord fails."""

    name = "scheduler"

    def __init__(self, bot: discord.Client, service: GameService, deliver: Callable[[Reply], Awaitable[None]], *,
                 idle: float = IDLE) -> None:
        super().__init__(bot, idle=idle)
        self.service = service
        self.deliver = deliver
        self._dues: Subscription[float] | None = None  # when work falls due, as the service announced

    def start(self) -> None:
        self._dues = self.service.dues(wake=self.catch_up)
        super().start()

    def stop(self) -> None:
        if self._dues is not None:
            self._dues.close()
            self._dues = None
        super().stop()

    def catch_up(self) -> None:
        """Wake by the soonest of what the service announced falls due since the last look."""
        if self._dues is not None:
            soonest = min(self._dues.drain(), default=None)
            if soonest is not None:
                self.wake_by(soonest)

    async def run_once(self) -> float | None:
        for reply in await self.service.run_due(discord_clock()):
            await self.deliver(reply)
        return await self.service.next_due()
