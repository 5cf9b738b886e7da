"""Daily digests: one direct message a day, at the hour a user chose in their time zone, listing the games
waiting for them (their turn), in every server, longest waiting first — what `/next` lists. A user asks
for one with `/notify digest:daily at:<hour> tz:<IANA name>`; it comes instead of, or as well as, the
reminders of each turn (`/notify where:`), which stay as they are.

Each digest's next time is a row in the database (`next_at`), moved a day on by the process that sends it,
in the transaction that owes the message: a conditional update, so two processes on one database send it
once. After a downtime a missed digest goes once, then at the hour again (the next time is counted from
the moment it went, not from the one it missed). A day with no game waiting sends nothing.

The local hour comes from zoneinfo, so a digest keeps its hour across a change of summer time: a day is
23 or 25 hours long then. An hour a change skips (02:00 when clocks go from 2 to 3) comes as the first
moment after it; an hour a change repeats comes once, the first time.
"""
from __future__ import annotations

import datetime
import functools
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from bot.service.outbox import Outbox, front_of
from bot.service.replies import Refusal, Reply
from bot.service.runtime import Runtime
from bot.service.views import Views
from bot.storage import DigestRow, Storage
from bot.words import Command, Either, Moment
from engines.phrases import Phrase, say

DIGEST_CHOICES = ("off", "daily")
DEFAULT_HOUR = 8  # `digest:daily` without `at:`: in the morning
DEFAULT_ZONE = "UTC"
BATCH = 100  # digests taken at a time (each is one short transaction)
STREAM = "digest:"  # the outbox stream of a user's digests: `digest:<user id>`


@functools.cache
def _zones() -> dict[str, str]:
    """Every IANA time zone name this machine knows, by its case-folded spelling (read once: it scans
    the time zone files)."""
    return {name.casefold(): name for name in available_timezones()}


def zone_name(typed: str) -> str:
    """The IANA time zone `typed` names (any case: `europe/paris` is Europe/Paris); refused in a
    sentence when there is no such zone."""
    name = _zones().get(typed.strip().casefold())
    if name is None:
        raise Refusal("refusal-digest-zone", typed=repr(typed), example="Europe/Paris")
    return name


def _zone(name: str) -> datetime.tzinfo:
    """A stored zone; UTC should a later time zone database lack it (a digest still comes, daily)."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return datetime.timezone.utc


def _at(day: datetime.date, hour: int, zone: datetime.tzinfo) -> float:
    # an aware datetime's timestamp() uses the offset in force on that day at that hour (a skipped hour
    # counts with the offset before the change: the first moment after the gap)
    return datetime.datetime.combine(day, datetime.time(hour), tzinfo=zone).timestamp()


def next_time(hour: int, tz: str, after: float) -> float:
    """The first moment after `after` that is `hour` o'clock in the time zone `tz`."""
    zone = _zone(tz)
    day = datetime.datetime.fromtimestamp(after, zone).date()
    while (at := _at(day, hour, zone)) <= after:
        day += datetime.timedelta(days=1)
    return at


def check_hour(at: object) -> int:
    if isinstance(at, bool) or not isinstance(at, int) or not 0 <= at <= 23:
        raise Refusal("refusal-digest-hour", typed=repr(at))
    return at


def asked(user_id: str, current: DigestRow | None, now: float, digest: str | None = None,
          at: object = None, tz: str | None = None) -> DigestRow | None:
    """The digest a user asks for with `/notify digest: at: tz:` (None: none); what they leave out stays
    as it was (or takes its default), and `at:` or `tz:` alone ask for a daily digest at that time. Every
    value is checked before anything changes: a bad one is refused in a sentence naming it."""
    choice = None if digest is None else digest.strip().lower()
    if choice is not None and choice not in DIGEST_CHOICES:
        raise Refusal("refusal-digest-choice", typed=repr(digest), choices=Either(DIGEST_CHOICES))
    hour = check_hour(at) if at is not None else current.hour if current else DEFAULT_HOUR
    zone = zone_name(tz) if tz is not None else current.tz if current else DEFAULT_ZONE
    if choice == "off":
        return None
    first = next_time(hour, zone, now)
    if current is not None:
        # a new hour starts on the day the pending digest was for: never a second digest in one day
        pending = datetime.datetime.fromtimestamp(current.next_at, _zone(current.tz)).date()
        first = max(first, _at(pending, hour, _zone(zone)))
    return DigestRow(user_id, hour, zone, first)


def described(digest: DigestRow | None) -> Phrase:
    """What `/notify` says of a user's digest."""
    if digest is None:
        return say("service-digest-off", command=Command("notify", (("digest", "daily"), ("at", str(DEFAULT_HOUR)),
                                                                    ("tz", "Europe/Paris"))))
    return say("service-digest-daily", hour=f"{digest.hour:02d}:00", tz=digest.tz,
               when=Moment(int(digest.next_at)))


def saved(digest: DigestRow | None) -> Phrase:
    """What `/notify` answers when the digest changed."""
    if digest is None:
        return say("service-digest-saved-off")
    return say("service-digest-saved-daily", hour=f"{digest.hour:02d}:00", tz=digest.tz,
               when=Moment(int(digest.next_at)))


class Digests:
    """The daily digests' work by the clock (a part the timekeeper runs: `next_due`, `run_due`).

    Given: the storage, the views (what `/next` lists), the outbox (a digest is owed as any message a
    change owes) and the runtime (the signal that says when the next one falls due)."""

    def __init__(self, storage: Storage, views: Views, outbox: Outbox, runtime: Runtime) -> None:
        self.storage = storage
        self.views = views
        self.outbox = outbox
        self.runtime = runtime

    async def next_due(self) -> float | None:
        return await self.storage.next_digest()

    async def run_due(self, now: float) -> list[Reply]:
        """Send every digest due at `now` (each user's once, whatever another process does meanwhile);
        the direct messages, owed and to post."""
        replies: list[Reply] = []
        tried: set[str] = set()
        while True:
            fresh = [digest for digest in await self.storage.due_digests(now, limit=BATCH + len(tried))
                     if digest.user_id not in tried]
            if not fresh:
                return replies
            for digest in fresh:
                tried.add(digest.user_id)  # one try a run: a digest changed meanwhile waits for its new time
                reply = await self._send(digest, now)
                if reply is not None:
                    replies.append(reply)

    async def _send(self, digest: DigestRow, now: float) -> Reply | None:
        """The user's digest, owed in the transaction that moves their next one a day on; None when
        nothing waits for them, or another process took it first."""
        rows = await self.views.turns(digest.user_id)
        reply = None
        if rows:
            lines = [say("service-digest", count=len(rows)), *await self.views.turn_lines(digest.user_id, rows)]
            reply = Reply(tuple(lines), dm=digest.user_id)
        later = next_time(digest.hour, digest.tz, now)
        async with self.storage.transaction() as tx:
            if not await tx.move_digest(digest.user_id, digest.next_at, later):
                return None
            if reply is not None:
                # the front end of the user's games delivers it (one front end's users are not another's)
                await self.outbox.owe(tx, reply, stream=STREAM + digest.user_id, place=rows[0].place,
                                      to=f"dm:{digest.user_id}")
        self.runtime.due(later)
        return reply
