"""Challenges: open one, accept or decline it, and start the game when everyone has accepted."""
from __future__ import annotations

from dataclasses import replace

import engines
from bot.service import clocks
from bot.service.computer_seats import DEFAULT_LEVEL, LEVEL_NAMES, computer_users, is_computer
from bot.service.records import Seating, seating
from bot.service.boards import Board, Boards
from bot.service.chance import Chance
from bot.service.commits import Commits
from bot.service.games import Games, Loaded, clean_id, game_spec
from bot.service.outbox import Outbox
from bot.service.replies import Action, Refusal, Reply, Retouch, Underway, User, series, under_way, versus
from bot.service.runtime import Runtime
from bot.service.settings import server_settings
from bot.storage import Storage
from bot.storage import ChallengeRow, ChallengeStatus, GameRow, GameStatus, LogEntry
from bot.storage.text import unstorable
from bot.words import Command, Either, Mention
from engines.phrases import Phrase, say

NO_BUTTONS = Retouch()  # the challenge message keeps its text and loses its buttons
ACCEPT, DECLINE = say("service-button-accept"), say("service-button-decline")


def challenge_actions(challenge_id: str) -> list[Action]:
    """The buttons of a challenge waiting for an answer."""
    return [Action(ACCEPT, "accept", challenge_id, style="success"),
            Action(DECLINE, "decline", challenge_id, style="danger")]


def options_text(game: engines.Game, options: dict) -> object:
    """The options that differ from the game's defaults, as they are written (`slide=full`), or ""."""
    shown = [f"{spec.name}={fmt_option(options[spec.name])}" for spec in game.options
             if options.get(spec.name) != spec.default]
    return say("service-challenge-options", options=", ".join(shown)) if shown else ""


def clock_text(clock: float | None) -> Phrase:
    return say("service-challenge-clock", clock=clocks.clock_words(clock)) if clock \
        else say("service-challenge-no-clock")


def fmt_option(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


class Challenges:
    def __init__(self, storage: Storage, games: Games, chance: Chance, boards: Boards, commits: Commits,
                 outbox: Outbox, runtime: Runtime) -> None:
        self.storage = storage
        self.games = games
        self.chance = chance
        self.boards = boards
        self.commits = commits
        self.outbox = outbox
        self.runtime = runtime

    async def challenge(self, key: str, challenger: User, invited: list[User], *, place: str,
                        guild: str | None = None, options: dict | None = None, seated: bool = False,
                        clock: str | None = None, seats: list[str] | None = None, record: str | None = None,
                        computers: int = 0, level: str | None = None, underway: Underway | None = None,
                        rematch_of: str | None = None, here: bool = True) -> Reply:
        """A challenge to a game, with the time per move (`clock`: a name of `clocks.CLOCKS`; the
        server's default when None). `seats` fixes who sits where (a rematch). `record` (PPN text) starts
        the game, unrated, from the record's last position, its options and its seats. `computers`
        computer players of `level` take seats too (the game is unrated; with nobody else invited it
        starts at once). `rematch_of`: the finished game this is a rematch of (it says so); `here`: the
        user asked in `place` (else they are told privately where it went)."""
        game = game_spec(key)
        if record is not None and (unfit := unstorable(record)):  # kept with the challenge: stored as it is
            raise Refusal("refusal-record-unstorable", what=unfit)
        level = level or DEFAULT_LEVEL
        if level not in LEVEL_NAMES:
            raise Refusal("refusal-level", levels=Either(tuple(LEVEL_NAMES)), typed=repr(level))
        if isinstance(computers, bool) or not isinstance(computers, int) or computers < 0:
            raise Refusal("refusal-computers-count")
        if computers and record is not None:
            raise Refusal("refusal-record-computers")
        if not invited and not computers:
            raise Refusal("refusal-name-who", challenge=Command(f"{key} start", (("opponent", "@friend"),)),
                          computer=Command(f"{key} start", (("computers", "1"),)))
        # computers invited by name (a rematch's, their levels in their ids) join those asked for by number
        machines = [*(user for user in invited if is_computer(user.id)), *computer_users(computers, level)]
        invited = [*(user for user in invited if not is_computer(user.id)), *machines]
        ids = [challenger.id] + [user.id for user in invited]
        if challenger.id in {user.id for user in invited}:
            raise Refusal("refusal-challenge-yourself")
        if len(set(ids)) != len(ids):
            raise Refusal("refusal-invited-twice")
        from_record = None
        if record is not None:
            from_record = await seating(key, record, [challenger, *invited], self.runtime.rng)
            given = {name: value for name, value in (options or {}).items()}
            differing = {name: value for name, value in given.items() if from_record.record.options.get(name) != value}
            if differing:
                name, value = next(iter(differing.items()))
                raise Refusal("refusal-record-options", set=f"{name}={fmt_option(from_record.record.options.get(name))}",
                              given=f"{name}={fmt_option(value)}")
            options, seats = dict(from_record.record.options), from_record.seats
        try:
            options = game.check_options(len(ids), options or {})
        except ValueError as exc:  # the engine's refusal of these options (its phrase, once it has one)
            raise Refusal("refusal-options", problem=getattr(exc, "phrase", None) or str(exc)) from None
        seconds = clocks.parse_clock(clock if clock is not None
                                     else (await server_settings(self.storage, guild))["clock"])
        under_way(underway, False)
        challenge_id = await self.games.new_id()
        # the computers accept at once: only the people invited are waited for
        row = ChallengeRow(challenge_id, key, guild, place, challenger.id, [user.id for user in invited],
                           [user.id for user in machines], options, seated, ChallengeStatus.OPEN, self.runtime.clock(),
                           clock=seconds, seats=seats, record=record)
        if len(machines) == len(invited):
            async with self.storage.transaction() as tx:
                await tx.remember_names({user.id: user.name for user in (challenger, *invited)})
                await tx.add_challenge(row)
            return await self._start(row, challenger)
        people = tuple(Mention(user.id, user.name) for user in invited if not is_computer(user.id))
        with_machines = say("service-challenge-computers", names=tuple(user.name for user in machines)) \
            if machines else ""
        lines = [say("service-challenge", heading=say("service-rematch-of", game=rematch_of) if rematch_of else "",
                     challenger=challenger.name, invited=people, title=game.title, computers=with_machines,
                     options=options_text(game, options), clock=clock_text(seconds), game=challenge_id)]
        if from_record is not None:
            lines.append(_from_record_text(from_record, [challenger, *invited]))
        lines.append(say("service-challenge-answer-each", accept=ACCEPT, decline=DECLINE) if len(people) > 1
                     else say("service-challenge-answer", invited=people, accept=ACCEPT, decline=DECLINE))
        reply = Reply(tuple(lines), game_id=challenge_id, mentions=[user.id for user in invited if not is_computer(user.id)],
                      actions=challenge_actions(challenge_id), home=place, here=here)
        async with self.storage.transaction() as tx:
            await tx.remember_names({user.id: user.name for user in (challenger, *invited)})
            await tx.add_challenge(row)
            await self.outbox.owe(tx, reply, stream=challenge_id, place=place, to=f"channel:{place}",
                                     effect=f"challenge:{challenge_id}")
        return reply

    async def _open(self, challenge_id: str) -> ChallengeRow:
        challenge = await self.storage.challenge(clean_id(challenge_id))
        if challenge is None:
            raise Refusal("refusal-no-challenge", game=clean_id(challenge_id))
        if challenge.status != ChallengeStatus.OPEN:
            raise Refusal("refusal-challenge-closed", game=challenge.id)
        return challenge

    async def accept(self, challenge_id: str, user: User, *, underway: Underway | None = None) -> Reply:
        challenge = await self._open(challenge_id)
        if user.id not in challenge.invited:
            who = tuple(u.name for u in await self.games.users(challenge.invited) if not is_computer(u.id))
            raise Refusal("refusal-challenge-not-yours", names=who)
        if user.id in challenge.accepted:
            raise Refusal("refusal-already-accepted")
        accepted = [*challenge.accepted, user.id]
        waiting = [uid for uid in challenge.invited if uid not in accepted]
        under_way(underway, False)
        if not waiting:
            return await self._start(challenge, user)
        names = tuple(u.name for u in await self.games.users(waiting))
        reply = Reply((say("service-accepted-waiting", name=user.name, names=names),), game_id=challenge.id,
                      home=challenge.place)
        async with self.storage.transaction() as tx:
            await tx.remember_names({user.id: user.name})
            if not await tx.set_accepted(challenge.id, accepted, was=challenge.accepted):
                raise Refusal("refusal-challenge-changed")
            await self.outbox.owe(tx, reply, stream=challenge.id, place=challenge.place,
                                     to=f"channel:{challenge.place}")
        return reply

    async def decline(self, challenge_id: str, user: User, *, underway: Underway | None = None) -> Reply:
        challenge = await self._open(challenge_id)
        if user.id not in challenge.invited and user.id != challenge.challenger:
            raise Refusal("refusal-decline-not-yours")
        status = ChallengeStatus.WITHDRAWN if user.id == challenge.challenger else ChallengeStatus.DECLINED
        under_way(underway, False)
        reply = Reply((say("service-challenge-ended", status=status, name=user.name,
                           title=game_spec(challenge.key).title, game=challenge.id),),
                      game_id=challenge.id, retouch=NO_BUTTONS, home=challenge.place)
        async with self.storage.transaction() as tx:
            if not await tx.close_challenge(challenge.id, status):
                raise Refusal("refusal-challenge-closed", game=challenge.id)
            await self.outbox.owe(tx, reply, stream=challenge.id, place=challenge.place,
                                          to=f"channel:{challenge.place}")
        return reply

    async def _start(self, challenge: ChallengeRow, last: User) -> Reply:
        """The last Accept: seats are dealt, chance before the first move is resolved, the game is on."""
        game = game_spec(challenge.key)
        players = list(challenge.seats or [challenge.challenger, *challenge.invited])
        if not (challenge.seated or challenge.seats):
            self.runtime.rng.shuffle(players)
        now = self.runtime.clock()
        state = game.new_game(len(players), challenge.options)
        entries: list[LogEntry] = []
        if challenge.record is not None:  # the record's log is the new game's, as of now
            people = await self.games.users(players)
            started = (await seating(game.key, challenge.record, people, self.runtime.rng)).record
            assert started.state is not None, "a record read back has the position its log leads to"
            state, entries = started.state, [replace(entry, at=now) for entry in started.log]
        state, notes = self.chance.advance(state, entries, len(entries))
        record = GameRow(challenge.id, game.key, challenge.guild, challenge.place, None, challenge.options,
                         players, 0, GameStatus.ACTIVE, None, now, now, clock=challenge.clock,
                         unrated=challenge.record is not None or any(is_computer(uid) for uid in players))
        record = await self.commits.new_game_row(record, state, entries)
        users = [User(uid, name) for uid, name in zip(players, await _names(self.games, players, last))]
        loaded = Loaded(record, state, users)
        line = versus([state.player_label(seat, u.name) for seat, u in enumerate(users)])
        notes = [*notes, *self.boards.secret_note(game.new_game(len(players), challenge.options), state)]
        board = Board(say("service-board-players", title=game.title, game=record.id, players=line), notes,
                      thread_title=say("service-thread-title", title=game.title, players=versus(loaded.names)),
                      named=True)
        reply = await self.boards.board_message(loaded, board)
        async with self.storage.transaction() as tx:
            await tx.remember_names({last.id: last.name})
            if not (await tx.set_accepted(challenge.id, [*challenge.accepted, last.id], was=challenge.accepted)
                    and await tx.close_challenge(challenge.id, ChallengeStatus.STARTED)):
                raise Refusal("refusal-challenge-closed", game=challenge.id)
            await self.commits.open_game(tx, record, state, entries)
            await self.outbox.owe(tx, reply, stream=record.id, place=record.place, effect="board")
        self.games.keep(record.id, record.version, state)
        self.runtime.due(record.due)
        await self.boards.attach_picture(reply, board, loaded)
        reply.retouch = NO_BUTTONS
        return reply

    async def start_agreed(self, challenge: ChallengeRow, last: User, *, rated: bool = True) -> Reply:
        """Start at once a game its players agreed to elsewhere (the seek pool paired them: `challenge`
        is stored, open, accepted by none); `rated=False` makes it a casual game, as they asked."""
        reply = await self._start(challenge, last)
        marked = rated  # a rated game is as `_start` made it
        while not marked:  # under the game's lock, as a move is; on the newest version, should one come first
            async with self.games.lock(challenge.id):
                row = await self.games.row(challenge.id)
                async with self.storage.transaction() as tx:
                    marked = await tx.update_game(replace(row, unrated=True), expected_version=row.version)
        return reply


async def _names(games: Games, players: list[str], last: User) -> list[str]:
    """The players' names as remembered, the last to accept as they are now."""
    known = {user.id: user.name for user in await games.users(players)}
    known[last.id] = last.name
    return [known[uid] for uid in players]


def _from_record_text(seated: Seating, people: list[User]) -> Phrase:
    """What a challenge from a record says of it: where it starts and who sits where."""
    record = seated.record
    moves = sum(1 for entry in record.log if entry.kind in ("move", "forced"))
    names = {user.id: user.name for user in people}
    state = record.state
    assert state is not None
    where = series([state.player_label(seat, names[uid]) for seat, uid in enumerate(seated.seats)])
    return say("service-from-record", moves=moves, how="names" if seated.by_name else "listed", seats=where)
