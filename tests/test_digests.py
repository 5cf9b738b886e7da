"""Daily digests through the service: `/notify digest:daily at: tz:`, the next time each one goes (at the
local hour, across a change of summer time), one direct message a day listing the games waiting, none on a
day with nothing waiting, one after a downtime, and one only when two processes share the database."""
from __future__ import annotations

import asyncio
from datetime import datetime, timezone

from bot.service.clocks import DAY, HOUR
from bot.service.digests import next_time
from tests.service_helpers import ALICE, BOB, CAROL, keys, owed_posts, refused, said, start_game
from tests.test_between_moves import T0, reopen, timed  # noqa: F401  (timed: a service on a clock the test moves)

# T0 is 2027-01-15 08:00 UTC, 09:00 in Paris (winter time, UTC+1)
PARIS_8 = T0 + 23 * HOUR  # 2027-01-16 08:00 in Paris


def utc(*parts: int) -> float:
    return datetime(*parts, tzinfo=timezone.utc).timestamp()


def test_the_next_time_is_the_local_hour_across_a_change_of_summer_time() -> None:
    # Paris goes from UTC+1 to UTC+2 on 2027-03-28 at 02:00, and back on 2027-10-31 at 03:00
    assert next_time(8, "Europe/Paris", utc(2027, 3, 27, 7)) == utc(2027, 3, 28, 6)  # a day of 23 hours
    assert next_time(8, "Europe/Paris", utc(2027, 10, 30, 6)) == utc(2027, 10, 31, 7)  # a day of 25 hours
    assert next_time(2, "Europe/Paris", utc(2027, 3, 27, 12)) == utc(2027, 3, 28, 1)  # 02:00 skipped: 03:00
    assert next_time(2, "Europe/Paris", utc(2027, 10, 30, 12)) == utc(2027, 10, 31, 0)  # 02:00 twice: the first
    assert next_time(2, "Europe/Paris", utc(2027, 10, 31, 0)) == utc(2027, 11, 1, 1)  # ... and only once
    assert next_time(0, "UTC", utc(2027, 1, 1, 0)) == utc(2027, 1, 2, 0)  # strictly after
    assert next_time(23, "America/New_York", utc(2027, 1, 1, 12)) == utc(2027, 1, 2, 4)


async def test_notify_sets_shows_and_stops_the_digest_and_refuses_bad_values(timed) -> None:
    service, clock = timed
    assert keys(await service.notify(ALICE)) == ["service-notify-shown", "service-digest-off"]
    saved = await service.notify(ALICE, digest="daily", at=8, tz="europe/paris")
    assert saved.private and keys(saved) == ["service-digest-saved-daily"]
    assert said(saved, "service-digest-saved-daily").args["tz"] == "Europe/Paris"
    assert said(saved, "service-digest-saved-daily").args["hour"] == "08:00"
    row = await service.storage.digest(ALICE.id)
    assert (row.hour, row.tz, row.next_at) == (8, "Europe/Paris", PARIS_8)
    assert await service.next_due() == PARIS_8
    shown = await service.notify(ALICE)
    assert said(shown, "service-digest-daily").args["when"].at == PARIS_8
    for asked, code, typed in ((dict(tz="Mars/Olympus"), "refusal-digest-zone", "'Mars/Olympus'"),
                               (dict(at=24), "refusal-digest-hour", "24"),
                               (dict(digest="weekly"), "refusal-digest-choice", "'weekly'"),
                               (dict(digest="off", tz="../etc/passwd"), "refusal-digest-zone", "'../etc/passwd'")):
        with refused(code, typed=typed):
            await service.notify(ALICE, "dm", **asked)
    assert await service.storage.digest(ALICE.id) == row  # nothing changed, the reminders' setting neither
    assert said(await service.notify(ALICE), "service-notify-shown").args["where"] == "thread"
    # reminders and digest are independent: both in one call, and `at:` alone keeps the zone
    both = await service.notify(ALICE, "off", at=10)
    assert keys(both) == ["service-notify-saved", "service-digest-saved-daily"]
    assert (await service.storage.digest(ALICE.id)).next_at == PARIS_8 + 2 * HOUR
    assert keys(await service.notify(ALICE, digest="off")) == ["service-digest-saved-off"]
    assert await service.storage.digest(ALICE.id) is None and await service.next_due() is None


async def test_one_digest_a_day_at_the_hour_none_when_nothing_waits_one_after_a_downtime(timed) -> None:
    service, clock = timed
    game = (await start_game(service, "tictacdoh", [ALICE, BOB], clock="7d")).game_id  # alice to move
    other = (await start_game(service, "tictacdoh", [CAROL, ALICE], clock="7d")).game_id  # carol to move
    await service.notify(ALICE, "off", digest="daily", at=8, tz="Europe/Paris")  # the digest alone
    await service.notify(BOB, digest="daily", at=7)  # 07:00 UTC, alice's hour too; bob waits for nothing
    clock.now = PARIS_8 - 1
    assert await service.run_due() == []
    clock.now = PARIS_8
    [digest] = await service.run_due()
    assert digest.dm == ALICE.id and not digest.private
    assert said(digest, "service-digest").args["count"] == 1
    [line] = [line for line in digest.lines if line.key == "service-next-line"]
    assert line.args["game"] == game and line.args["others"] == ["bob"] and line.args["title"] == "Tic Tac Doh!"
    assert line.args["deadline"].args["time"].at == T0 + 7 * DAY
    assert [to for to, _ in await owed_posts(service, f"digest:{ALICE.id}")] == [f"dm:{ALICE.id}"]
    assert (await service.storage.digest(ALICE.id)).next_at == PARIS_8 + DAY
    assert (await service.storage.digest(BOB.id)).next_at == PARIS_8 + DAY  # no message, but moved on too
    assert await service.run_due() == []  # once a day
    # the next day both games wait for alice (carol moved), the one waiting longest first
    moves, _ = await service.moves_for(CAROL, game_id=other)
    clock.now = PARIS_8 + HOUR
    await service.play(CAROL, moves[0][0], game_id=other)
    clock.now = PARIS_8 + DAY
    [digest] = await service.run_due()
    assert [line.args["game"] for line in digest.lines if line.key == "service-next-line"] == [game, other]
    # three days missed while the bot was down: one digest when it is back, then at the hour again
    clock.now = PARIS_8 + 4 * DAY + 5 * HOUR
    assert len([reply for reply in await service.run_due() if reply.dm == ALICE.id]) == 1
    assert (await service.storage.digest(ALICE.id)).next_at == PARIS_8 + 5 * DAY


async def test_two_processes_send_each_digest_once(timed, database) -> None:
    service, clock = timed
    await start_game(service, "tictacdoh", [ALICE, BOB])
    await service.notify(ALICE, digest="daily", at=9)
    other = await reopen(database, clock)
    try:
        clock.now = T0 + DAY + HOUR
        first, second = await asyncio.gather(service.run_due(), other.run_due())
        assert len(first) + len(second) == 1
        assert len(await owed_posts(service, f"digest:{ALICE.id}")) == 1
    finally:
        await other.close()
