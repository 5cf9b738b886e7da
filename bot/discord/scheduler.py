"""The bot's scheduler: one `discord.ext.tasks` loop that applies whatever fell due (reminders, losses
on time, ends of vacations) through the service and posts the messages.

It wakes when the next thing falls due, as the service says (`next_due`, and `scheduled` whenever a
move sets a sooner one), and at least once an hour in case another process scheduled something. The
time is `discord.utils.utcnow()`, the service's clock on Discord, so a simulated Discord's clock drives
it in tests.
"""
from __future__ import annotations

import datetime
import logging

import discord
from discord.ext import tasks

from bot.discord.adapter import DiscordAdapter
from bot.service import GameService
from bot.service.timekeeper import CLAIM_LEASE

log = logging.getLogger(__name__)
IDLE = 3600.0  # the longest sleep: another process may have scheduled something sooner
# the longest sleep on a database several processes share: when one dies, the others take up its due
# work (a computer's turn, a deadline) within about this, once its claims lapse
SHARED_IDLE = 30.0
SOONEST = 1.0  # never spin: at most one run a second
# after a failed run (the database busy or gone a moment): try again then, not an idle hour later, when
# the claim the failed run held on its game has lapsed
RETRY = CLAIM_LEASE + SOONEST


def discord_clock() -> float:
    return discord.utils.utcnow().timestamp()


class Scheduler:
    def __init__(self, bot: discord.Client, service: GameService, adapter: DiscordAdapter, *,
                 idle: float = IDLE) -> None:
        self.bot = bot
        self.service = service
        self.adapter = adapter
        self.idle = idle
        self.loop = tasks.loop(seconds=idle)(self._run)
        self.loop.before_loop(self._before)

    def start(self) -> None:
        self.service.scheduled = self.wake_by
        self.loop.start()

    def stop(self) -> None:
        self.service.scheduled = None
        self.loop.cancel()

    async def _before(self) -> None:
        await self.bot.wait_until_ready()

    async def _run(self) -> None:
        """Everything due now (and all that fell due while the bot was down, at its own time)."""
        try:
            for reply in await self.service.run_due(discord_clock()):
                try:
                    await self.adapter.post(reply)
                except discord.HTTPException:
                    log.warning("posting a scheduled message of game %s failed", reply.game_id, exc_info=True)
            due = await self.service.next_due()
        except Exception:  # a failure must not stop the loop for good: try again in a minute
            log.exception("the scheduled run failed")
            due = discord_clock() + RETRY
        self._sleep_until(due, replan=True)

    def wake_by(self, due: float) -> None:
        """Something falls due at `due`: wake then, if that is sooner than planned."""
        planned = self.loop.next_iteration
        if planned is not None and due >= planned.timestamp():
            return
        self._sleep_until(due, replan=False)

    def _sleep_until(self, due: float | None, *, replan: bool) -> None:
        """Set the loop's interval so that its next run, counted from its last one, falls at `due`."""
        last = self._last_run()
        if last is None:  # not started yet: the first run comes at start-up and plans from there
            return
        wanted = self.idle if due is None else min(self.idle, max(SOONEST, due - last))
        if replan or abs(wanted - self.loop.seconds) > 1e-6:
            self.loop.change_interval(seconds=wanted)

    def _last_run(self) -> float | None:
        planned = self.loop.next_iteration
        if planned is None or not self.loop.is_running():
            return None
        return (planned - datetime.timedelta(seconds=self.loop.seconds)).timestamp()
