"""What happens between moves, by the clock: reminders, losses on time, vacations; and the settings
that shape them (a server's default clock and reminders, a user's way of being reminded).

`run_due(now)` is the one entry of a front end's scheduler: it applies everything that fell due (at
the time it fell due, even when the bot was down then) and returns the messages to post. Nothing here
reads a clock of its own: the runtime's `clock` is the one source of time.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Protocol

from bot import metrics
from bot.service import clocks
from bot.service import digests
from bot.service.computer_seats import is_computer
from bot.service.computers import Computers
from bot.service.moves import too_early
from bot.service.boards import Board, Boards
from bot.service.chance import Chance
from bot.service.commits import Commits
from bot.service.games import Games, Loaded, game_spec, unknown_name
from bot.service.outbox import front_of
from bot.service.outbox import Outbox
from bot.service.runtime import Runtime
from bot.storage import Storage
from bot.service.replies import Refusal, Reply, User
from bot.service.settings import EXPIRY, LANGUAGE, Languages, server_settings, settings_scope, user_scope
from bot.service.settings import SEASON, SEASON_CHOICES, TOURNAMENT_CHOICES, TOURNAMENTS
from bot.storage import Ending, EntryKind, GameRow, GameStatus, LogEntry, VacationRow
from bot.words import LOCALES, Channel, Command, Either, Mention, Moment, language_name
from engines.phrases import say

CLAIM_BATCH = 10  # due games claimed at a time: few enough to handle well within the lease
# how long a claim on due work holds: a process that died holding one (mid-thought, say) leaves
# its games to the others when it lapses
CLAIM_LEASE = 60.0


class DueWork(Protocol):
    """A part of the service with work of its own by the clock (challenges that expire, seeks, digests):
    the timekeeper runs it with the games' reminders and deadlines, so every front end's one scheduler
    (`run_due`, `next_due`) serves it too. It announces new work through `Runtime.due`."""

    async def next_due(self) -> float | None:
        """When its `run_due` has something to do next; None when nothing is scheduled."""

    async def run_due(self, now: float) -> list[Reply]:
        """Apply what fell due at `now`; the messages to post, in order."""


class Timekeeper:
    def __init__(self, storage: Storage, games: Games, chance: Chance, boards: Boards, commits: Commits,
                 outbox: Outbox, runtime: Runtime, computers: Computers, languages: Languages) -> None:
        self.storage = storage
        self.games = games
        self.chance = chance
        self.boards = boards
        self.commits = commits
        self.outbox = outbox
        self.runtime = runtime
        self.computers = computers
        self.languages = languages
        self.parts: list[DueWork] = []  # the other parts' work by the clock, run after the games'

    def add(self, part: DueWork) -> None:
        """Run `part`'s due work with the games' (the composition root adds each such part)."""
        self.parts.append(part)

    async def next_due(self) -> float | None:
        """When `run_due` has something to do next; None when nothing is scheduled."""
        found = [await self.storage.next_due(), *[await part.next_due() for part in self.parts]]
        return min((when for when in found if when is not None), default=None)

    async def run_due(self, now: float | None = None) -> list[Reply]:
        """Apply every reminder, time-out and end of vacation due at `now` (default: the runtime's
        clock), each as of the moment it fell due; the messages to post, in order."""
        now = self.runtime.clock() if now is None else now
        replies: list[Reply] = []
        for vacation in await self.storage.due_vacations(now):
            replies.extend(await self._end_vacation(vacation.user_id, vacation.ends))
        tried: set[str] = set()
        stuck = 0  # games handled in this run that are still due (changed meanwhile by another process)
        owner = self.runtime.owner
        while True:
            rows = await self.storage.claim_due(now, owner, now + CLAIM_LEASE, limit=CLAIM_BATCH + stuck)
            fresh = [row for row in rows if row.id not in tried]
            stuck = len(rows) - len(fresh)
            if not fresh:
                await self.storage.release([row.id for row in rows], owner)
                for part in self.parts:
                    replies.extend(await part.run_due(now))
                return replies
            for index, row in enumerate(fresh):
                tried.add(row.id)  # a game is handled once per run, whatever becomes of it
                if row.due is not None:
                    metrics.work_lag(now - row.due)
                try:
                    replies.extend(await self._due(row.id, now))
                except BaseException:
                    # the others go back at once; this one's claim lapses, so a bug cannot spin on it
                    await self.storage.release([other.id for other in rows if other.id != row.id], owner)
                    raise
            # the batch's claims go back in one write (the games already tried in this run with them)
            await self.storage.release([row.id for row in rows], owner)

    async def _due(self, game_id: str, now: float) -> list[Reply]:
        async with self.games.lock(game_id):
            loaded = await self.games.load(game_id)
            record = loaded.record
            if record.status != GameStatus.ACTIVE or record.due is None or record.due > now:
                return []  # moved, or handled by another process, meanwhile
            if not is_computer(record.to_move):
                if record.deadline is not None and record.deadline <= now:
                    return [await self._time_out(loaded)]
                return await self._remind(loaded, now)
        # a computer's turn: it thinks without the game's lock (its move takes it, as anyone's does)
        return await self.computers.turn(loaded)

    async def _remind(self, loaded: Loaded, now: float) -> list[Reply]:
        """The reminders of the turn that fell due: written as done before the message goes, so a
        restart never sends one twice (when two fell due while the bot was down, only the later goes)."""
        record = loaded.record
        assert record.deadline is not None and record.clock is not None
        done = clocks.reminders_passed(record.deadline, record.clock, now)
        row = replace(record, reminders=done, due=clocks.next_due(record.deadline, record.clock, done))
        user = next(u for u in loaded.users if u.id == record.to_move)
        where = (await self.storage.settings(user_scope(user.id))).get("notify", "thread")
        if (await server_settings(self.storage, record.guild))["reminders"] == "off":
            where = "off"
        # the time left, then the deadline as a date: "29m left, move in 29m" said it twice
        left = clocks.duration(record.deadline - now)
        when = Moment(int(record.deadline), "date")
        reply = None
        if where == "dm":
            # a direct message names the game's room where the front end has rooms (Discord's channels)
            room = Channel(record.home) if front_of(record.place) == "discord" else None
            line = say("service-reminder-dm-in", title=loaded.game.title, game=record.id, channel=room, left=left,
                       when=when) if room else \
                say("service-reminder-dm", title=loaded.game.title, game=record.id, left=left, when=when)
            reply = Reply((line,), game_id=record.id, dm=user.id)
        elif where != "off":
            reply = Reply((say("service-reminder", who=Mention(user.id, user.name), title=loaded.game.title,
                               game=record.id, left=left, when=when),),
                          game_id=record.id, mentions=[user.id], home=record.home, here=False)
        async with self.storage.transaction() as tx:
            if not await tx.update_game(row, expected_version=record.version):
                return []
            if reply is not None:
                await self.outbox.owe(tx, reply, stream=record.id, place=record.place,
                                         to=f"dm:{user.id}" if reply.dm else "home")
        self.runtime.due(row.due)
        return [reply] if reply is not None else []

    async def _time_out(self, loaded: Loaded) -> Reply:
        """The player to move ran out of time, at the deadline: out of the game (its end, with two), or
        the game aborted when it was their very first turn."""
        record, state = loaded.record, loaded.state
        at = record.deadline
        assert at is not None
        seat = state.current_player
        assert seat is not None
        name = loaded.users[seat].name
        ply = record.version + 1
        if state.turns_taken(seat) == 0:
            entries = [LogEntry(ply, None, EntryKind.ABORT, str(seat), at)]
            _, reply = await self.commits.commit(
                loaded, state, entries, ending=Ending.ABORTED, at=at,
                board=Board(say("service-timeout-first-move", name=name)))
        else:
            entries = [LogEntry(ply, seat, EntryKind.TIMEOUT, str(seat), at)]
            new, notes = self.chance.advance(state.resign(seat), entries, ply)
            header = say("service-timeout-lost", name=name) if new.is_over else say("service-timeout-out", name=name)
            _, reply = await self.commits.commit(loaded, new, entries, at=at, unrated=too_early(state),
                                            ending=Ending.TIME if new.is_over else None, board=Board(header, notes))
        reply.here = False
        return reply

    # ---- vacations ------------------------------------------------------------------------------
    async def vacation(self, user: User, days: int) -> Reply:
        """Stop the caller's clocks for `days` days (0: end the vacation now): at most 14 in any 30."""
        if isinstance(days, bool) or not isinstance(days, int) or not 0 <= days <= clocks.VACATION_MAX_DAYS:
            raise Refusal("refusal-vacation-days", most=clocks.VACATION_MAX_DAYS, typed=repr(days))
        now = self.runtime.clock()
        window = clocks.VACATION_WINDOW_DAYS * clocks.DAY
        vacations = await self.storage.vacations(user.id, since=now - window)
        current = next((v for v in vacations if v.open and v.starts <= now), None)
        if days == 0:
            if current is None:
                raise Refusal("refusal-not-on-vacation")
            resumed = await self._end_vacation(user.id, now, early=True)
            return Reply((say("service-vacation-over", count=len(resumed)),), private=True)
        ends = now + days * clocks.DAY
        used = sum(max(0.0, min(v.ends, now) - max(v.starts, ends - window)) for v in vacations)
        if used + days * clocks.DAY > clocks.VACATION_MAX_DAYS * clocks.DAY + 1e-6:
            room = max(0, int((clocks.VACATION_MAX_DAYS * clocks.DAY - used) // clocks.DAY))
            raise Refusal("refusal-vacation-too-long", most=clocks.VACATION_MAX_DAYS,
                          window=clocks.VACATION_WINDOW_DAYS, used=clocks.duration(used), room=room)
        running = [record for record in await self.storage.games_to_move(user.id) if record.deadline is not None
                   and await self.games.vacation_stops(record.id)]  # a no-vacation tournament's clocks run on
        async with self.storage.transaction() as tx:
            await tx.remember_names({user.id: user.name})
            if current is not None:
                await tx.close_vacation(user.id, now)  # replaced by the new one: the clocks stay stopped
            await tx.add_vacation(VacationRow(user.id, now, ends, True))
            for record in running:
                await tx.update_game(clocks.paused(record, now), expected_version=record.version)
        stopped = len(running)
        self.runtime.due(ends)
        return Reply((say("service-vacation-on", until=Moment(int(ends), "date"), when=Moment(int(ends), "near"),
                          count=stopped, end=Command("vacation", (("days", "0"),))),), private=True)

    async def _end_vacation(self, user_id: str, ends: float, *, early: bool = False) -> list[Reply]:
        """The user's clocks run again from the moment the vacation ended; each game hears so."""
        resumed: list[GameRow] = []
        stopped = [record for record in await self.storage.games_to_move(user_id)
                   if record.deadline is None and record.paused_left is not None]
        names = await self.storage.names([user_id])
        name = names.get(user_id, unknown_name(user_id))
        replies = []
        async with self.storage.transaction() as tx:
            if not await tx.close_vacation(user_id, ends):
                return []
            for record in stopped:
                row = clocks.resumed(record, ends)
                if row.room_lost is None and await tx.update_game(row, expected_version=record.version):
                    resumed.append(row)
                    title = game_spec(row.key).title
                    # the time that was left may have run out already (the vacation ended while the bot was
                    # down): the loss on time follows; "must move 1h ago" would be no sentence
                    back = "service-vacation-back-overdue" if (row.deadline or 0) <= self.runtime.clock() \
                        else "service-vacation-back"
                    reply = Reply((say(back, name=name, title=title, game=row.id,
                                       when=Moment(int(row.deadline or 0))),), game_id=row.id,
                                  home=row.home, here=False)
                    replies.append(await self.outbox.owe(tx, reply, stream=row.id, place=row.place))
        for row in resumed:
            self.runtime.due(row.due)
        return replies

    # ---- settings -------------------------------------------------------------------------------
    async def notify(self, user: User, where: str | None = None, *, digest: str | None = None,
                     at: object = None, tz: str | None = None) -> Reply:
        """How the user hears reminders: in the game's thread (default), by direct message, or not at
        all; and their daily digest (`digest`, at the hour `at` in the time zone `tz`: see
        bot.service.digests), independent of them. Shown when nothing is given."""
        scope = user_scope(user.id)
        digest_asked = digest is not None or at is not None or tz is not None
        if where is None and not digest_asked:
            current = (await self.storage.settings(scope)).get("notify", "thread")
            return Reply((say("service-notify-shown", where=current,
                              command=Command("notify", (("where", ""),))),
                          digests.described(await self.storage.digest(user.id))), private=True)
        cleaned = None
        if where is not None:
            cleaned = where.strip().lower()
            if cleaned not in clocks.NOTIFY_CHOICES:
                raise Refusal("refusal-notify-choice", typed=repr(where),
                              choices=Either(tuple(clocks.NOTIFY_CHOICES)))
        wanted = digests.asked(user.id, await self.storage.digest(user.id), self.runtime.clock(), digest, at, tz) \
            if digest_asked else None
        async with self.storage.transaction() as tx:
            if cleaned is not None:
                await tx.put_setting(scope, "notify", cleaned)
            if wanted is not None:
                await tx.put_digest(wanted)
            elif digest_asked:
                await tx.drop_digest(user.id)
        lines = [say("service-notify-saved", where=cleaned)] if cleaned is not None else []
        if digest_asked:
            lines.append(digests.saved(wanted))
        if wanted is not None:
            self.runtime.due(wanted.next_at)
        return Reply(tuple(lines), private=True)

    async def settings(self, user: User, guild: str | None, *, admin: bool, clock: str | None = None,
                       reminders: str | None = None, language: str | None = None, challenge: str | None = None,
                       season: str | None = None, tournaments: str | None = None) -> Reply:
        """The server's defaults for new games and its language: shown to anyone, changed by members who
        manage it. `challenge`: how long a challenge waits before it expires; `season`: whether ratings
        carry over into a new season or start again (`bot.service.seasons`); `tournaments`: who may create a
        tournament (any member, or managers only)."""
        if clock is None and reminders is None and language is None and challenge is None and season is None \
                and tournaments is None:
            current = await server_settings(self.storage, guild)
            return Reply((say("service-settings-shown", clock=current["clock"], reminders=current["reminders"],
                              language=language_name(current[LANGUAGE]),
                              command=Command("settings", (("clock", ""), ("reminders", ""), ("language", "")))),
                          say("service-settings-challenge", expiry=current[EXPIRY]),
                          say("service-settings-season", mode=current[SEASON]),
                          say("service-settings-tournaments", who=current[TOURNAMENTS])), private=True)
        if not admin:
            raise Refusal("refusal-settings-manager")
        changes = {}
        if clock is not None:
            clocks.parse_clock(clock)
            changes["clock"] = clock.strip().lower()
        if reminders is not None:
            if reminders.strip().lower() not in ("on", "off"):
                raise Refusal("refusal-reminders-choice", typed=repr(reminders))
            changes["reminders"] = reminders.strip().lower()
        if language is not None:
            chosen = next((locale for locale in LOCALES if locale.lower() == language.strip().lower()), None)
            if chosen is None:
                raise Refusal("refusal-language-choice", typed=repr(language), choices=", ".join(LOCALES))
            changes[LANGUAGE] = chosen
        if challenge is not None:
            if challenge.strip().lower() not in clocks.EXPIRIES:
                raise Refusal("refusal-expiry-choice", typed=repr(challenge), choices=", ".join(clocks.EXPIRIES))
            changes[EXPIRY] = challenge.strip().lower()
        if season is not None:
            if season.strip().lower() not in SEASON_CHOICES:
                raise Refusal("refusal-season-choice", typed=repr(season), choices=", ".join(SEASON_CHOICES))
            changes[SEASON] = season.strip().lower()
        if tournaments is not None:
            if tournaments.strip().lower() not in TOURNAMENT_CHOICES:
                raise Refusal("refusal-tournaments-choice", typed=repr(tournaments),
                              choices=", ".join(TOURNAMENT_CHOICES))
            changes[TOURNAMENTS] = tournaments.strip().lower()
        async with self.storage.transaction() as tx:
            await tx.remember_names({user.id: user.name})
            for key, value in changes.items():
                await tx.put_setting(settings_scope(guild), key, value)
        self.languages.forget_server(guild)
        current = await server_settings(self.storage, guild)
        return Reply((say("service-settings-saved", clock=current["clock"], reminders=current["reminders"],
                          language=language_name(current[LANGUAGE])),
                      say("service-settings-challenge", expiry=current[EXPIRY]),
                      say("service-settings-season", mode=current[SEASON]),
                      say("service-settings-tournaments", who=current[TOURNAMENTS])), private=True)

