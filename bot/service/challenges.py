"""Challenges: open one, accept or decline it, and start the game when everyone has accepted."""
from __future__ import annotations

from dataclasses import replace

import engines
from bot.service import clocks
from bot.service.computer_seats import DEFAULT_LEVEL, LEVEL_NAMES, computer_users, is_computer
from bot.service.records import Seating, seating
from bot.service.referee import Board, Loaded, Referee, clean_id, game_spec
from bot.service.replies import Action, Ready, Refusal, Reply, Retouch, User
from bot.storage import ChallengeRow, GameRow, LogEntry
from bot.storage.text import unstorable
from engines.words import join_names

NO_BUTTONS = Retouch()  # the challenge message keeps its text and loses its buttons


def challenge_actions(challenge_id: str) -> list[Action]:
    """The buttons of a challenge waiting for an answer."""
    return [Action("Accept", "accept", challenge_id, style="success"),
            Action("Decline", "decline", challenge_id, style="danger")]


def options_text(game: engines.Game, options: dict) -> str:
    shown = [f"{spec.name}={fmt_option(options[spec.name])}" for spec in game.options
             if options.get(spec.name) != spec.default]
    return f" ({', '.join(shown)})" if shown else ""


def settings_scope(guild: str | None) -> str:
    """Where a server's settings are kept (the local table is a server of its own)."""
    return f"guild:{guild}" if guild else "local"


async def server_settings(referee: Referee, guild: str | None) -> dict[str, str]:
    """A server's defaults with every setting filled in."""
    stored = await referee.storage.settings(settings_scope(guild))
    return {"clock": stored.get("clock", clocks.DEFAULT_CLOCK), "reminders": stored.get("reminders", "on")}


def clock_text(clock: float | None) -> str:
    return f" · {clocks.clock_name(clock)} per move" if clock else " · no clock"


def fmt_option(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


class Challenges:
    def __init__(self, referee: Referee) -> None:
        self.referee = referee

    async def challenge(self, key: str, challenger: User, invited: list[User], *, place: str,
                        guild: str | None = None, options: dict | None = None, seated: bool = False,
                        clock: str | None = None, seats: list[str] | None = None, record: str | None = None,
                        computers: int = 0, level: str | None = None, ready: Ready | None = None,
                        heading: str = "", here: bool = True) -> Reply:
        """A challenge to a game, with the time per move (`clock`: a name of `clocks.CLOCKS`; the
        server's default when None). `seats` fixes who sits where (a rematch). `record` (PPN text) starts
        the game, unrated, from the record's last position, its options and its seats. `computers`
        computer players of `level` take seats too (the game is unrated; with nobody else invited it
        starts at once). `heading` goes before its text (a rematch says so); `here`: the user asked in
        `place` (else they are told privately where it went)."""
        referee = self.referee
        game = game_spec(key)
        if record is not None and (unfit := unstorable(record)):  # kept with the challenge: stored as it is
            raise Refusal(f"The record holds {unfit}, which cannot be stored: remove it and start again.")
        level = level or DEFAULT_LEVEL
        if level not in LEVEL_NAMES:
            raise Refusal(f"level is {', '.join(LEVEL_NAMES)}, not {level!r}.")
        if isinstance(computers, bool) or not isinstance(computers, int) or computers < 0:
            raise Refusal("computers is a number of computer players: 0 or more.")
        if computers and record is not None:
            raise Refusal("A game from a record is played on by the players it names: leave computers out.")
        if not invited and not computers:
            raise Refusal(f"Name who you challenge (`/{key} start opponent:@friend`), or play the computer "
                          f"(`/{key} start computers:1`).")
        machines = computer_users(computers, level)
        invited = [*invited, *machines]
        ids = [challenger.id] + [user.id for user in invited]
        if challenger.id in {user.id for user in invited}:
            raise Refusal("You cannot challenge yourself: name other players.")
        if len(set(ids)) != len(ids):
            raise Refusal("Each player can be invited only once.")
        from_record = None
        if record is not None:
            from_record = await seating(key, record, [challenger, *invited], referee.rng)
            given = {name: value for name, value in (options or {}).items()}
            differing = {name: value for name, value in given.items() if from_record.record.options.get(name) != value}
            if differing:
                name, value = next(iter(differing.items()))
                raise Refusal(f"The record sets the options ({name}={fmt_option(from_record.record.options.get(name))}): "
                              f"leave {name}={fmt_option(value)} out.")
            options, seats = dict(from_record.record.options), from_record.seats
        try:
            options = game.check_options(len(ids), options or {})
        except ValueError as exc:
            raise Refusal(str(exc)) from None
        seconds = clocks.parse_clock(clock if clock is not None
                                     else (await server_settings(referee, guild))["clock"])
        await referee.accept_early(ready, False)
        challenge_id = await referee.new_id()
        # the computers accept at once: only the people invited are waited for
        row = ChallengeRow(challenge_id, key, guild, place, challenger.id, [user.id for user in invited],
                           [user.id for user in machines], options, seated, "open", referee.clock(),
                           clock=seconds, seats=seats, record=record)
        if len(machines) == len(invited):
            async with referee.storage.transaction() as tx:
                await tx.remember_names({user.id: user.name for user in (challenger, *invited)})
                await tx.add_challenge(row)
            return await self._start(row, challenger)
        names = join_names([referee.mention(user) for user in invited if not is_computer(user.id)])
        with_machines = f" with {join_names([user.name for user in machines])}" if machines else ""
        text = (f"{heading}{challenger.name} challenges {names} to **{game.title}**{with_machines}"
                f"{options_text(game, options)}{clock_text(seconds)}. #{challenge_id}\n"
                f"{_from_record_text(from_record, [challenger, *invited])}"
                f"{'Each invited player' if len(invited) - len(machines) > 1 else names}: **Accept** or **Decline**.")
        reply = Reply(text, game_id=challenge_id, mentions=[user.id for user in invited if not is_computer(user.id)],
                      actions=challenge_actions(challenge_id), home=place, here=here)
        async with referee.storage.transaction() as tx:
            await tx.remember_names({user.id: user.name for user in (challenger, *invited)})
            await tx.add_challenge(row)
            await referee.outbox.owe(tx, reply, stream=challenge_id, place=place, to=f"channel:{place}",
                                     effect=f"challenge:{challenge_id}")
        return reply

    async def _open(self, challenge_id: str) -> ChallengeRow:
        challenge = await self.referee.storage.challenge(clean_id(challenge_id))
        if challenge is None:
            raise Refusal(f"There is no challenge #{clean_id(challenge_id)}.")
        if challenge.status != "open":
            raise Refusal(f"Challenge #{challenge.id} is no longer open.")
        return challenge

    async def accept(self, challenge_id: str, user: User, *, ready: Ready | None = None) -> Reply:
        referee = self.referee
        challenge = await self._open(challenge_id)
        if user.id not in challenge.invited:
            who = join_names([u.name for u in await referee.users(challenge.invited) if not is_computer(u.id)])
            raise Refusal(f"Only {who} can answer this challenge.")
        if user.id in challenge.accepted:
            raise Refusal("You have already accepted; waiting for the others.")
        accepted = [*challenge.accepted, user.id]
        waiting = [uid for uid in challenge.invited if uid not in accepted]
        await referee.accept_early(ready, False)
        if not waiting:
            return await self._start(challenge, user)
        names = join_names([u.name for u in await referee.users(waiting)])
        reply = Reply(f"{user.name} accepted. Waiting for {names}.", game_id=challenge.id, home=challenge.place)
        async with referee.storage.transaction() as tx:
            await tx.remember_names({user.id: user.name})
            if not await tx.set_accepted(challenge.id, accepted, was=challenge.accepted):
                raise Refusal("That challenge changed meanwhile; try again.")
            await referee.outbox.owe(tx, reply, stream=challenge.id, place=challenge.place,
                                     to=f"channel:{challenge.place}")
        return reply

    async def decline(self, challenge_id: str, user: User, *, ready: Ready | None = None) -> Reply:
        challenge = await self._open(challenge_id)
        if user.id not in challenge.invited and user.id != challenge.challenger:
            raise Refusal("Only the invited players (or the challenger, to withdraw) can do that.")
        status = "withdrawn" if user.id == challenge.challenger else "declined"
        await self.referee.accept_early(ready, False)
        verb = "withdrew" if status == "withdrawn" else "declined"
        reply = Reply(f"{user.name} {verb} the {game_spec(challenge.key).title} challenge #{challenge.id}.",
                      game_id=challenge.id, retouch=NO_BUTTONS, home=challenge.place)
        async with self.referee.storage.transaction() as tx:
            if not await tx.close_challenge(challenge.id, status):
                raise Refusal(f"Challenge #{challenge.id} is no longer open.")
            await self.referee.outbox.owe(tx, reply, stream=challenge.id, place=challenge.place,
                                          to=f"channel:{challenge.place}")
        return reply

    async def _start(self, challenge: ChallengeRow, last: User) -> Reply:
        """The last Accept: seats are dealt, chance before the first move is resolved, the game is on."""
        referee = self.referee
        game = game_spec(challenge.key)
        players = list(challenge.seats or [challenge.challenger, *challenge.invited])
        if not (challenge.seated or challenge.seats):
            referee.rng.shuffle(players)
        now = referee.clock()
        state = game.new_game(len(players), challenge.options)
        entries: list[LogEntry] = []
        if challenge.record is not None:  # the record's log is the new game's, as of now
            people = await referee.users(players)
            started = (await seating(game.key, challenge.record, people, referee.rng)).record
            state, entries = started.state, [replace(entry, at=now) for entry in started.log]
        state, notes = referee.advance(state, entries, len(entries))
        record = GameRow(challenge.id, game.key, challenge.guild, challenge.place, None, challenge.options,
                         players, 0, "active", None, now, now, clock=challenge.clock,
                         unrated=challenge.record is not None or any(is_computer(uid) for uid in players))
        record = await referee.new_game_row(record, state, entries)
        users = [User(uid, name) for uid, name in zip(players, await _names(referee, players, last))]
        loaded = Loaded(record, state, users)
        line = " vs ".join(str(state.player_label(seat, u.name)) for seat, u in enumerate(users))
        notes = [*notes, *referee.secret_note(game.new_game(len(players), challenge.options), state)]
        board = Board(f"**{game.title}** #{record.id}: {line}.", notes,
                      thread_title=f"{game.title} · " + " vs ".join(loaded.names))
        reply = await referee.board_message(loaded, board)
        async with referee.storage.transaction() as tx:
            await tx.remember_names({last.id: last.name})
            if not (await tx.set_accepted(challenge.id, [*challenge.accepted, last.id], was=challenge.accepted)
                    and await tx.close_challenge(challenge.id, "started")):
                raise Refusal(f"Challenge #{challenge.id} is no longer open.")
            await referee.open_game(tx, record, state, entries)
            await referee.outbox.owe(tx, reply, stream=record.id, place=record.place, effect="board")
        referee.keep(record.id, record.version, state)
        referee.wake(record.due)
        await referee.attach_picture(reply, board, loaded)
        reply.retouch = NO_BUTTONS
        return reply


async def _names(referee: Referee, players: list[str], last: User) -> list[str]:
    """The players' names as remembered, the last to accept as they are now."""
    known = {user.id: user.name for user in await referee.users(players)}
    known[last.id] = last.name
    return [known[uid] for uid in players]


def _from_record_text(seated: Seating | None, people: list[User]) -> str:
    """What a challenge from a record says of it: where it starts and who sits where."""
    if seated is None:
        return ""
    record = seated.record
    moves = sum(1 for entry in record.log if entry.kind in ("move", "forced"))
    names = {user.id: user.name for user in people}
    state = record.state
    assert state is not None
    where = ", ".join(str(state.player_label(seat, names[uid])) for seat, uid in enumerate(seated.seats))
    how = "by the record's names" if seated.by_name else "as listed, the challenger first"
    return (f"It starts from a record, after its {moves} moves, unrated; seats {how}: {where}.\n")
