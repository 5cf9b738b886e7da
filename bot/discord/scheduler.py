"""The scheduler: applies whatever fell due (reminders, losses on time, ends of vacations, computers'
turns) through the service; the messages that owes go out at once, or by the deliverer when Discord
fails. It wakes when the service says something falls due sooner than it planned."""
from __future__ import annotations

from collections.abc import Awaitable, Callable

import discord

from bot.discord.loops import IDLE, DueLoop, discord_clock
from bot.service import GameService, Reply


class Scheduler(DueLoop):
    """Applies what fell due (and all that fell due while the bot was down, at its own time); the
    messages that owes are delivered at once, or by the deliverer when Discord fails."""

    name = "scheduler"

    def __init__(self, bot: discord.Client, service: GameService, deliver: Callable[[Reply], Awaitable[None]], *,
                 idle: float = IDLE) -> None:
        super().__init__(bot, idle=idle)
        self.service = service
        self.deliver = deliver
        self._stop_hearing: Callable[[], None] | None = None  # stops `wake_by` hearing of work falling due

    def start(self) -> None:
        self._stop_hearing = self.service.on_due(self.wake_by)
        super().start()

    def stop(self) -> None:
        if self._stop_hearing is not None:
            self._stop_hearing()
            self._stop_hearing = None
        super().stop()

    async def run_once(self) -> float | None:
        for reply in await self.service.run_due(discord_clock()):
            await self.deliver(reply)
        return await self.service.next_due()
