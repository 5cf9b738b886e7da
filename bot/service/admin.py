"""A server's managers' tools (`/admin channels|end|block|unblock|log`), and the gate every start of a
game and every seat taken passes (`admit`).

Only members with Manage Server use them (the front end says who is one: `admin`; the local table's user
manages the table); anyone else is refused in a sentence and nothing changes. Every action is kept in
the server's admin log (`/admin log`); ending a game is written in its record too, as the comment
`{aborted by a server manager: <reason>}` (bot/record), its log entry an abort by nobody's seat.

- `channels`: the channels where games may be started (challenges, open challenges, seeks, tournaments).
  None listed (the default): every channel. A game already started goes on wherever it is.
- `end`: the game ends with no result (as an abort: no rating moves, no standings change), its players told
  why on its board, through the outbox like every message a change owes.
- `block`: the user can no longer start, accept or join a game, a seek or a tournament in this server; the
  games they are playing go on. `unblock` lets them play again.

The gate (`admit`) is called where the service starts or joins games for a person (a challenge and its
answers, the seek pool, a tournament's sign-up), never in a front end, so every front end obeys it.

Given: the storage, the games (finding, locking and loading one), the commits and the runtime (clock).
"""
from __future__ import annotations

import json
from collections.abc import Sequence

from bot.record.log import MANAGER_ENDED
from bot.service.boards import Board
from bot.service.commits import Commits
from bot.service.computer_seats import is_computer
from bot.service.games import Games, clean_id
from bot.service.replies import Refusal, Reply, Underway, User, under_way
from bot.service.runtime import Runtime
from bot.service.settings import settings_scope
from bot.service.standings import scope_of
from bot.storage import Ending, EntryKind, GameStatus, LogEntry, Storage, Transaction
from bot.storage.rows import AdminActionRow
from bot.storage.text import clean_name
from bot.words import Channel, Command, Mention, Moment
from engines.phrases import Phrase, say

CHANNELS = "channels"  # the server setting: a JSON list of the channel ids games may start in ([]: every one)
ACTIONS = ("add", "remove", "all")  # what `/admin channels action:` does with `channel:`
CHANNELS_MOST = 50  # channels a server may list
REASON_MOST = 200  # characters of the reason a game was ended for
LOG_SHOWN = 15  # actions `/admin log` shows, the newest first


async def allowed_channels(storage: Storage, guild: str | None) -> list[str]:
    """The channels where games may be started in the server; [] means every one."""
    stored = (await storage.settings(settings_scope(guild))).get(CHANNELS, "[]")
    try:
        channels = json.loads(stored)
    except ValueError:  # never written so; read as the default rather than lock a server out
        return []
    return [str(channel) for channel in channels] if isinstance(channels, list) else []


async def admit(storage: Storage, guild: str | None, place: str | None, acting: User,
                others: Sequence[User] = ()) -> None:
    """Refused in a sentence, nothing changed, when games may not be started in `place` (None: the place
    was checked when the challenge or tournament was made there), or `acting`, or one of `others` who
    would play with them, is blocked in the server."""
    if place is not None:
        channels = await allowed_channels(storage, guild)
        if channels and place not in channels:
            raise Refusal("refusal-admin-channel", channels=[Channel(channel) for channel in channels])
    people = [user for user in (acting, *others) if not is_computer(user.id)]
    blocked = await storage.blocked(scope_of(guild), [user.id for user in people])
    if acting.id in blocked:
        raise Refusal("refusal-admin-blocked")
    for user in people:
        if user.id in blocked:
            raise Refusal("refusal-admin-blocked-other", name=user.name)


class Admin:
    def __init__(self, storage: Storage, games: Games, commits: Commits, runtime: Runtime) -> None:
        self.storage = storage
        self.games = games
        self.commits = commits
        self.runtime = runtime

    @staticmethod
    def _manager(admin: bool) -> None:
        if not admin:
            raise Refusal("refusal-admin-manager")

    def _action(self, guild: str | None, manager: User, action: str, target: str, reason: str = "") -> AdminActionRow:
        return AdminActionRow(scope_of(guild), self.runtime.clock(), manager.id, action, target, reason)

    # ---- where games may be started -------------------------------------------------------------------
    async def channels(self, user: User, guild: str | None, *, admin: bool, channel: str | None = None,
                       action: str | None = None) -> Reply:
        """`/admin channels`: without options, the channels where games may be started; `channel:` adds
        one (`action:remove` takes it off the list); `action:all` allows every channel again."""
        self._manager(admin)
        what = (action or "add").strip().lower()
        if what not in ACTIONS:
            raise Refusal("refusal-admin-action", typed=repr(action), choices=", ".join(ACTIONS))
        channels = await allowed_channels(self.storage, guild)
        if action is None and channel is None:
            return Reply(self._channel_lines(channels), private=True)
        if what != "all" and not channel:
            raise Refusal("refusal-admin-channel-missing",
                          command=Command("admin channels", (("channel", "#channel"),)))
        if what == "all":
            wanted: list[str] = []
        elif what == "add":
            if channel in channels:
                return Reply(self._channel_lines(channels), private=True)  # listed already: nothing to do
            if len(channels) >= CHANNELS_MOST:
                raise Refusal("refusal-admin-channels-many", most=CHANNELS_MOST)
            wanted = [*channels, str(channel)]
        else:
            if channel not in channels:
                raise Refusal("refusal-admin-channel-unlisted", channel=Channel(str(channel)))
            wanted = [listed for listed in channels if listed != channel]
        async with self.storage.transaction() as tx:
            await tx.remember_names({user.id: user.name})
            await tx.put_setting(settings_scope(guild), CHANNELS, json.dumps(wanted))
            await tx.add_admin_action(self._action(guild, user, CHANNELS, json.dumps(wanted)))
        return Reply(self._channel_lines(wanted), private=True)

    @staticmethod
    def _channel_lines(channels: list[str]) -> tuple[Phrase, ...]:
        shown = say("service-admin-channels", channels=[Channel(c) for c in channels]) if channels \
            else say("service-admin-channels-all")
        return (shown, say("service-admin-channels-how",
                           add=Command("admin channels", (("channel", "#channel"),)),
                           remove=Command("admin channels", (("channel", "#channel"), ("action", "remove"))),
                           every=Command("admin channels", (("action", "all"),))))

    # ---- ending a game -------------------------------------------------------------------------------
    async def end(self, user: User, guild: str | None, *, admin: bool, game: str, reason: str,
                  underway: Underway | None = None) -> Reply:
        """`/admin end game: reason:` — the game of this server ends with no result; its board says why,
        mentioning its players; its record says so in a comment."""
        self._manager(admin)
        said = clean_name(reason or "", REASON_MOST + 1).replace("{", "(").replace("}", ")")  # one line, as a record's comment holds it
        if not said or len(said) > REASON_MOST:
            raise Refusal("refusal-admin-reason", most=REASON_MOST)
        game_id = clean_id(game or "")
        async with self.games.lock(game_id):
            loaded = await self.games.load(game_id)
            record = loaded.record
            if record.guild != guild:  # another server's game is no business of this one's managers
                raise Refusal("refusal-no-game", game=game_id)
            if record.status != GameStatus.ACTIVE:
                raise Refusal("refusal-admin-over", game=record.id)
            under_way(underway, True)
            now = self.runtime.clock()
            entries = [LogEntry(record.version + 1, None, EntryKind.ABORT, MANAGER_ENDED + said, now)]

            async def logged(tx: Transaction) -> None:
                await tx.remember_names({user.id: user.name})
                await tx.add_admin_action(self._action(guild, user, "end", record.id, said))

            people = [u for u in loaded.users if not is_computer(u.id)]
            header = say("service-admin-ended", reason=said, players=tuple(Mention(u.id, u.name) for u in people))
            row, reply = await self.commits.commit(loaded, loaded.state, entries, ending=Ending.ABORTED, at=now,
                                                   before=logged, board=Board(header, mention_next=False))
        reply.mentions = [u.id for u in people]
        reply.here = False  # the board goes to the game's thread; the manager is told privately
        reply.done = say("service-admin-done-ended", game=row.id)
        return reply

    # ---- who may play --------------------------------------------------------------------------------
    async def block(self, user: User, guild: str | None, *, admin: bool, target: User) -> Reply:
        """`/admin block user:` — they can no longer start or join games here; their games go on."""
        self._manager(admin)
        async with self.storage.transaction() as tx:
            await tx.remember_names({user.id: user.name, target.id: target.name})
            if not await tx.block(scope_of(guild), target.id, self.runtime.clock(), user.id):
                raise Refusal("refusal-admin-blocked-already", name=target.name)
            await tx.add_admin_action(self._action(guild, user, "block", target.id))
        return Reply((say("service-admin-blocked", name=target.name),), private=True)

    async def unblock(self, user: User, guild: str | None, *, admin: bool, target: User) -> Reply:
        """`/admin unblock user:` — they may start and join games here again."""
        self._manager(admin)
        async with self.storage.transaction() as tx:
            await tx.remember_names({user.id: user.name, target.id: target.name})
            if not await tx.unblock(scope_of(guild), target.id):
                raise Refusal("refusal-admin-not-blocked", name=target.name)
            await tx.add_admin_action(self._action(guild, user, "unblock", target.id))
        return Reply((say("service-admin-unblocked", name=target.name),), private=True)

    # ---- what the managers did -----------------------------------------------------------------------
    async def log(self, user: User, guild: str | None, *, admin: bool) -> Reply:
        """`/admin log`: the server's last managers' actions, the newest first."""
        self._manager(admin)
        actions = await self.storage.admin_log(scope_of(guild), limit=LOG_SHOWN)
        if not actions:
            return Reply((say("service-admin-log-none"),), private=True)
        people = {a.manager for a in actions} | {a.target for a in actions if a.action in ("block", "unblock")}
        names = await self.storage.names(sorted(people))
        lines = [say("service-admin-log")]
        for action in actions:
            when, manager = Moment(action.at, "date"), names.get(action.manager, action.manager)
            if action.action == CHANNELS:
                channels = [Channel(c) for c in json.loads(action.target)]
                lines.append(say("service-admin-log-channels", when=when, manager=manager,
                                 channels=channels or say("service-admin-every-channel")))
            elif action.action == "end":
                lines.append(say("service-admin-log-end", when=when, manager=manager, game=action.target,
                                 reason=action.reason))
            else:
                lines.append(say(f"service-admin-log-{action.action}", when=when, manager=manager,
                                 name=names.get(action.target, action.target)))
        return Reply(tuple(lines), private=True)
