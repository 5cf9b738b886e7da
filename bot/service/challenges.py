"""Challenges: open one, accept or decline it, and start the game when everyone has accepted."""
from __future__ import annotations

from collections.abc import Sequence
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
from bot.service.settings import EXPIRY, server_settings
from bot.service.admin import admit
from bot.storage import Storage, Transaction
from bot.storage import ChallengeRow, ChallengeStatus, GameRow, GameStatus, LogEntry
from bot.storage.text import unstorable
from bot.words import Command, Either, Mention, Moment
from engines.phrases import Phrase, say

NO_BUTTONS = Retouch()  # the challenge message keeps its text and loses its buttons
ACCEPT, DECLINE = say("service-button-accept"), say("service-button-decline")
# an open challenge's buttons: anyone joins; the challenger starts early (a multiplayer game with its
# minimum in) or withdraws it (Decline's path: `decline` by the challenger is a withdrawal)
JOIN, START, WITHDRAW = say("service-button-join"), say("service-button-start"), say("service-button-withdraw")
EXPIRE_BATCH = 100  # expired challenges closed in one run of the due work


def challenge_actions(challenge_id: str) -> list[Action]:
    """The buttons of a challenge waiting for an answer."""
    return [Action(ACCEPT, "accept", challenge_id, style="success"),
            Action(DECLINE, "decline", challenge_id, style="danger")]


def challenge_buttons(challenge: ChallengeRow) -> list[Action]:
    """The buttons a waiting challenge shows now: Accept and Decline, or an open one's Join (Start once
    enough have joined to play, before every seat is taken) and Withdraw."""
    if not challenge.open_to_all:
        return challenge_actions(challenge.id)
    actions = [Action(JOIN, "join", challenge.id, style="success")]
    people = 1 + len(challenge.invited)
    if people >= game_spec(challenge.key).min_players:
        actions.append(Action(START, "begin", challenge.id, style="primary"))
    return [*actions, Action(WITHDRAW, "decline", challenge.id, style="danger")]


def open_text(challenge: ChallengeRow, names: dict[str, str], *, waiting: bool = True) -> tuple[Phrase, ...]:
    """An open challenge's message: what it is, who joined and how many seats are left, and (while it
    waits) who may do what, and when it expires."""
    game = game_spec(challenge.key)
    assert challenge.seats_wanted is not None, "an open challenge has its seats"
    people = [challenge.challenger, *challenge.invited]
    challenger = names.get(challenge.challenger, challenge.challenger)
    lines = [say("service-open-challenge", challenger=challenger, wanted=challenge.seats_wanted - 1,
                 title=game.title, options=options_text(game, challenge.options), clock=clock_text(challenge.clock),
                 game=challenge.id),
             say("service-open-joined", names=tuple(names.get(uid, uid) for uid in people),
                 left=challenge.seats_wanted - len(people))]
    if waiting:
        early = challenge.seats_wanted > game.min_players
        lines.append(say("service-open-answer-early" if early else "service-open-answer", join=JOIN, start=START,
                         withdraw=WITHDRAW, challenger=challenger, minimum=game.min_players))
        if challenge.expires is not None:
            lines.append(expires_text(challenge.expires))
    return tuple(lines)


def most_seats(game: engines.Game, options: dict | None) -> int:
    """The most players these options allow (Tactonix takes a fifth only without the spare): an open
    challenge's seats when the challenger does not say; where none suits them, checking says why."""
    for count in range(game.max_players, game.min_players, -1):
        try:
            game.check_options(count, options or {})
        except ValueError:
            continue
        return count
    return game.min_players


def expires_text(expires: float) -> Phrase:
    return say("service-challenge-expires", when=Moment(int(expires)))


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
                        rematch_of: str | None = None, here: bool = True, players: int | None = None) -> Reply:
        """A challenge to a game, with the time per move (`clock`: a name of `clocks.CLOCKS`; the
        server's default when None). `seats` fixes who sits where (a rematch). `record` (PPN text) starts
        the game, unrated, from the record's last position, its options and its seats. `computers`
        computer players of `level` take seats too (the game is unrated; with nobody else invited it
        starts at once). `rematch_of`: the finished game this is a rematch of (it says so); `here`: the
        user asked in `place` (else they are told privately where it went). With nobody invited and no
        computers, the challenge is open: anyone may join it, up to `players` seats (the game's most by
        default). Every challenge expires after the server's time (`/settings challenge:`)."""
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
        if players is not None and (isinstance(players, bool) or not isinstance(players, int)
                                    or not game.min_players <= players <= game.max_players):
            raise Refusal("refusal-players-count", title=game.title, low=game.min_players, high=game.max_players,
                          typed=repr(players))
        open_to_all = not invited and not computers
        if open_to_all and record is not None:
            raise Refusal("refusal-record-open", challenge=Command(f"{key} start", (("opponent", "@friend"),)))
        # computers invited by name (a rematch's, their levels in their ids) join those asked for by number
        machines = [*(user for user in invited if is_computer(user.id)), *computer_users(computers, level)]
        invited = [*(user for user in invited if not is_computer(user.id)), *machines]
        ids = [challenger.id] + [user.id for user in invited]
        if challenger.id in {user.id for user in invited}:
            raise Refusal("refusal-challenge-yourself")
        if len(set(ids)) != len(ids):
            raise Refusal("refusal-invited-twice")
        if players is not None and not open_to_all and players != len(ids):
            raise Refusal("refusal-players-named", named=len(ids), typed=players)
        seats_wanted = (players or most_seats(game, options)) if open_to_all else None
        # asked first, to refuse before any work; asked again where the challenge is added (`_add`)
        await self._no_twin(self.storage, challenger.id, game, [user.id for user in invited], open_to_all)
        await admit(self.storage, guild, place, challenger, invited)  # the server's managers' channels and blocks
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
            options = game.check_options(seats_wanted or len(ids), options or {})
        except ValueError as exc:  # the engine's refusal of these options (its phrase, once it has one)
            raise Refusal("refusal-options", problem=getattr(exc, "phrase", None) or str(exc)) from None
        defaults = await server_settings(self.storage, guild)
        seconds = clocks.parse_clock(clock if clock is not None else defaults["clock"])
        under_way(underway, False)
        challenge_id = await self.games.new_id()
        now = self.runtime.clock()
        expires = now + clocks.EXPIRIES.get(defaults[EXPIRY], clocks.EXPIRIES[clocks.DEFAULT_EXPIRY])
        # the computers accept at once: only the people invited are waited for
        row = ChallengeRow(challenge_id, key, guild, place, challenger.id, [user.id for user in invited],
                           [user.id for user in machines], options, seated, ChallengeStatus.OPEN, now,
                           clock=seconds, seats=seats, record=record, expires=expires, seats_wanted=seats_wanted)
        if open_to_all:
            return await self._post_open(row, challenger, here)
        if len(machines) == len(invited):
            async with self.storage.transaction() as tx:
                await tx.remember_names({user.id: user.name for user in (challenger, *invited)})
                await self._add(tx, row)
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
        lines.append(expires_text(expires))
        reply = Reply(tuple(lines), game_id=challenge_id, mentions=[user.id for user in invited if not is_computer(user.id)],
                      actions=challenge_actions(challenge_id), home=place, here=here)
        async with self.storage.transaction() as tx:
            await tx.remember_names({user.id: user.name for user in (challenger, *invited)})
            await self._add(tx, row)
            await self.outbox.owe(tx, reply, stream=challenge_id, place=place, to=f"channel:{place}",
                                     effect=f"challenge:{challenge_id}")
        self.runtime.due(expires)
        return reply

    async def _add(self, tx: Transaction, row: ChallengeRow) -> None:
        """Add the challenge, in the transaction that owes its post: its twin looked for again there, so
        that two commands at one moment (a double submit, two processes) do not both add one."""
        await self._no_twin(tx, row.challenger, engines.get_game(row.key), row.invited, row.open_to_all)
        await tx.add_challenge(row)

    async def _no_twin(self, reader: Storage | Transaction, challenger: str, game: engines.Game,
                       invited: Sequence[str], open_to_all: bool) -> None:
        """A person has one challenge waiting for one game and the same people (one open challenge per
        game): a second is refused, naming the first."""
        now = self.runtime.clock()
        for other in await reader.open_challenges_by(challenger, game.key):
            if other.expires is not None and other.expires <= now:
                continue  # expired: its closing is due, and it no longer stands in the way
            if other.open_to_all if open_to_all else (not other.open_to_all and set(other.invited) == set(invited)):
                raise Refusal("refusal-open-twice" if open_to_all else "refusal-challenge-twice", title=game.title,
                              game=other.id)

    async def _post_open(self, row: ChallengeRow, challenger: User, here: bool) -> Reply:
        """Post an open challenge in its channel: anyone there may join it."""
        reply = Reply(open_text(row, {challenger.id: challenger.name}), game_id=row.id, actions=challenge_buttons(row),
                      home=row.place, here=here)
        async with self.storage.transaction() as tx:
            await tx.remember_names({challenger.id: challenger.name})
            await self._add(tx, row)
            await self.outbox.owe(tx, reply, stream=row.id, place=row.place, to=f"channel:{row.place}",
                                  effect=f"challenge:{row.id}")
        self.runtime.due(row.expires)
        return reply

    async def _open(self, challenge_id: str) -> ChallengeRow:
        challenge = await self.storage.challenge(clean_id(challenge_id))
        if challenge is None:
            raise Refusal("refusal-no-challenge", game=clean_id(challenge_id))
        if challenge.status != ChallengeStatus.OPEN:
            raise Refusal("refusal-challenge-closed", game=challenge.id)
        if challenge.expires is not None and challenge.expires <= self.runtime.clock():
            raise Refusal("refusal-challenge-expired", game=challenge.id)  # its closing is due: it is over
        return challenge

    async def accept(self, challenge_id: str, user: User, *, underway: Underway | None = None) -> Reply:
        challenge = await self._open(challenge_id)
        if challenge.open_to_all:  # an open challenge's answer is to join it
            return await self.join(challenge.id, user, underway=underway)
        if user.id not in challenge.invited:
            who = tuple(u.name for u in await self.games.users(challenge.invited) if not is_computer(u.id))
            raise Refusal("refusal-challenge-not-yours", names=who)
        if user.id in challenge.accepted:
            raise Refusal("refusal-already-accepted")
        await admit(self.storage, challenge.guild, challenge.place, user)
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
        if user.id != challenge.challenger and (challenge.open_to_all or user.id not in challenge.invited):
            raise Refusal("refusal-decline-not-yours")  # who joined an open challenge cannot close it for all
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

    # ---- open challenges -------------------------------------------------------------------------
    async def join(self, challenge_id: str, user: User, *, underway: Underway | None = None) -> Reply:
        """Take a seat of an open challenge: its message says who joined and the seats left; the last
        seat starts the game."""
        challenge = await self._open(challenge_id)
        if not challenge.open_to_all:
            who = tuple(u.name for u in await self.games.users(challenge.invited) if not is_computer(u.id))
            raise Refusal("refusal-challenge-not-yours", names=who)
        if user.id == challenge.challenger:
            raise Refusal("refusal-join-own", game=challenge.id)
        if user.id in challenge.invited:
            raise Refusal("refusal-joined-already", game=challenge.id)
        assert challenge.seats_wanted is not None
        joined = [*challenge.invited, user.id]
        if 1 + len(joined) > challenge.seats_wanted:
            raise Refusal("refusal-challenge-full", game=challenge.id)
        await admit(self.storage, challenge.guild, challenge.place, user)
        under_way(underway, False)
        if 1 + len(joined) == challenge.seats_wanted:
            return await self._start(replace(challenge, invited=joined), user)
        now_row = replace(challenge, invited=joined, accepted=joined)
        names = {**await self.storage.names([challenge.challenger, *challenge.invited]), user.id: user.name}
        # the challenge's own message, rewritten in place (the deliverer posts it anew if it is gone)
        reply = Reply(open_text(now_row, names), game_id=challenge.id, actions=challenge_buttons(now_row),
                      home=challenge.place, replace=challenge.message)
        async with self.storage.transaction() as tx:
            await tx.remember_names({user.id: user.name})
            if not await tx.set_joined(challenge.id, joined, was=challenge.invited):
                raise Refusal("refusal-challenge-changed")
            await self.outbox.owe(tx, reply, stream=challenge.id, place=challenge.place, to=f"channel:{challenge.place}",
                                  effect=f"challenge:{challenge.id}")
        return reply

    async def begin(self, challenge_id: str, user: User, *, underway: Underway | None = None) -> Reply:
        """The challenger starts an open multiplayer challenge with the players who joined so far (at
        least the game's minimum)."""
        challenge = await self._open(challenge_id)
        if not challenge.open_to_all:
            raise Refusal("refusal-button-unknown")
        if user.id != challenge.challenger:
            name = (await self.storage.names([challenge.challenger])).get(challenge.challenger, "")
            raise Refusal("refusal-start-not-yours", name=name, game=challenge.id)
        game = game_spec(challenge.key)
        count = 1 + len(challenge.invited)
        if count < game.min_players:
            raise Refusal("refusal-start-too-few", game=challenge.id, minimum=game.min_players, count=count)
        try:  # the options were checked for every seat taken: they must suit the players there are
            options = game.check_options(count, challenge.options)
        except ValueError as exc:
            raise Refusal("refusal-options", problem=getattr(exc, "phrase", None) or str(exc)) from None
        under_way(underway, False)
        return await self._start(replace(challenge, options=options), user)

    # ---- expiry: due work, run by the timekeeper ---------------------------------------------------
    async def next_due(self) -> float | None:
        """When the next waiting challenge expires."""
        return await self.storage.next_challenge_expiry()

    async def run_due(self, now: float) -> list[Reply]:
        """Close every challenge that expired: its message loses its buttons and says so. Closed on the
        condition that it is still open, so two processes never both expire one (nor one that started)."""
        replies: list[Reply] = []
        for challenge in await self.storage.expired_challenges(now, limit=EXPIRE_BATCH):
            name = (await self.storage.names([challenge.challenger])).get(challenge.challenger, "")
            reply = Reply((say("service-challenge-expired", name=name, title=game_spec(challenge.key).title,
                               game=challenge.id, open="yes" if challenge.open_to_all else "no"),),
                          game_id=challenge.id, home=challenge.place, here=False, replace=challenge.message)
            async with self.storage.transaction() as tx:
                if not await tx.close_challenge(challenge.id, ChallengeStatus.EXPIRED):
                    continue  # started, withdrawn or expired by another process meanwhile
                await self.outbox.owe(tx, reply, stream=challenge.id, place=challenge.place,
                                      to=f"channel:{challenge.place}")
            replies.append(reply)
        return replies

    async def _start(self, challenge: ChallengeRow, last: User, *, rated: bool = True,
                     thread_title: Phrase | None = None, claim: bool = True) -> Reply:
        """The last Accept: seats are dealt, chance before the first move is resolved, the game is on
        (`rated=False`: a casual game, as the players asked)."""
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
                         unrated=not rated or challenge.record is not None
                         or any(is_computer(uid) for uid in players))
        record = await self.commits.new_game_row(record, state, entries)
        users = [User(uid, name) for uid, name in zip(players, await _names(self.games, players, last))]
        loaded = Loaded(record, state, users)
        line = versus([state.player_label(seat, u.name) for seat, u in enumerate(users)])
        notes = [*notes, *self.boards.secret_note(game.new_game(len(players), challenge.options), state)]
        board = Board(say("service-board-players", title=game.title, game=record.id, players=line), notes,
                      thread_title=thread_title or say("service-thread-title", title=game.title,
                                                       players=versus(loaded.names)),
                      named=True)
        reply = await self.boards.board_message(loaded, board)
        async with self.storage.transaction() as tx:
            await tx.remember_names({last.id: last.name})
            # an open challenge's row lists who joined (`accepted`: as it was read; `invited`: with the last)
            claimed = await tx.set_joined(challenge.id, challenge.invited, was=challenge.accepted) \
                if challenge.open_to_all else \
                await tx.set_accepted(challenge.id, [*challenge.accepted, last.id], was=challenge.accepted)
            if not (claimed and await tx.close_challenge(challenge.id, ChallengeStatus.STARTED)):
                raise Refusal("refusal-challenge-closed", game=challenge.id)
            await self.commits.open_game(tx, record, state, entries)
            await self.outbox.owe(tx, reply, stream=record.id, place=record.place, effect="board", claim=claim)
        self.games.keep(record.id, record.version, state)
        self.runtime.due(record.due)
        await self.boards.attach_picture(reply, board, loaded)
        # an open challenge's message says who took the seats; another keeps its words
        reply.retouch = Retouch(open_text(challenge, {u.id: u.name for u in users}, waiting=False)) \
            if challenge.open_to_all else NO_BUTTONS
        return reply

    async def start_agreed(self, challenge: ChallengeRow, last: User, *, rated: bool = True,
                           thread_title: Phrase | None = None, claim: bool = True) -> Reply:
        """Start at once a game its players agreed to elsewhere (the seek pool paired them: `challenge`
        is stored, open, accepted by none); `rated=False` makes it a casual game, as they asked.
        `claim=False`: the caller does not post the board itself (a tournament's round starts many), the
        front end's delivery of owed messages does."""
        return await self._start(challenge, last, rated=rated, thread_title=thread_title, claim=claim)


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
