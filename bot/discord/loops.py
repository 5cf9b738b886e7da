"""The bot's loops on the clock (the scheduler, the outbox's deliverer): a `DueLoop` is a
`discord.ext.tasks` loop that runs, then sleeps until the next thing falls due, as its run says (and
`wake_by` a sooner moment), and at least once in `idle` seconds in case another process planned
something. The time is `discord.utils.utcnow()`, the service's clock on Discord, so a simulated
Discord's clock drives them in tests.
"""
from __future__ import annotations

import datetime
import logging
from abc import ABC, abstractmethod

import discord
from discord.ext import tasks

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


class DueLoop(ABC):
    """A loop that runs `run_once` and sleeps until the moment it returns (None: nothing planned)."""

    name = "loop"

    def __init__(self, bot: discord.Client, *, idle: float = IDLE) -> None:
        self.bot = bot
        self.idle = idle
        self.loop = tasks.loop(seconds=idle)(self._run)
        self.loop.before_loop(self._before)

    def start(self) -> None:
        self.loop.start()

    def stop(self) -> None:
        self.loop.cancel()

    @abstractmethod
    async def run_once(self) -> float | None:
        """Do what is due now; when to run next (None: nothing is planned)."""

    async def _before(self) -> None:
        await self.bot.wait_until_ready()

    async def _run(self) -> None:
        try:
            due = await self.run_once()
        except Exception:  # a failure must not stop the loop for good: try again in a minute
            log.exception("the %s's run failed", self.name)
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
        if replan or abs(wanted - self._interval()) > 1e-6:
            self.loop.change_interval(seconds=wanted)

    def _last_run(self) -> float | None:
        planned = self.loop.next_iteration
        if planned is None or not self.loop.is_running():
            return None
        return (planned - datetime.timedelta(seconds=self._interval())).timestamp()

    def _interval(self) -> float:
        seconds = self.loop.seconds
        assert seconds is not None, "the loop runs every `seconds` (never at set times of day)"
        return seconds


