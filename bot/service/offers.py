"""Agreements between the players of a game: a draw offered, a takeback asked (both answered by the
others with buttons), an abort before everyone has moved, and a rematch once it is over."""
from __future__ import annotations

import secrets
from collections.abc import Collection, Sequence
from dataclasses import replace

from bot.service import clocks
from bot.service.challenges import Challenges
from bot.record.log import out_seats, walk
from bot.service.boards import Board, Boards
from bot.service.commits import Commits
from bot.service.computer_seats import is_computer
from bot.service.computers import Computers
from bot.service.games import ID_ALPHABET, Games, Loaded, check_kind, clean_id, game_spec
from bot.service.outbox import Outbox
from bot.service.replies import Action, Underway, Refusal, Reply, Retouch, User, under_way
from bot.service.runtime import Runtime
from bot.storage import Storage
from bot.storage import Ending, EntryKind, LogEntry, OfferKind, OfferRow, OfferStatus, Transaction
from bot.words import Command, Mention
from engines.base import State
from engines.phrases import Phrase, say

# the buttons that answer an offer, by its kind (draw | undo): yes, no
ANSWERS = {OfferKind.DRAW: ("service-button-accept-draw", "service-button-decline"),
           OfferKind.UNDO: ("service-button-allow", "service-button-refuse")}


def answers(kind: OfferKind) -> tuple[Phrase, Phrase]:
    yes, no = ANSWERS[kind]
    return say(yes), say(no)


def offer_actions(offer: OfferRow) -> list[Action]:
    yes, no = answers(offer.kind)
    return [Action(yes, "yes", offer.id, style="success"), Action(no, "no", offer.id, style="danger")]


class Offers:
    def __init__(self, storage: Storage, games: Games, boards: Boards, commits: Commits, outbox: Outbox,
                 runtime: Runtime, challenges: Challenges, computers: Computers) -> None:
        self.storage = storage
        self.games = games
        self.boards = boards
        self.commits = commits
        self.outbox = outbox
        self.runtime = runtime
        self.challenges = challenges
        self.computers = computers

    async def _player(self, user: User, target: str, key: str | None) -> tuple[Loaded, int, list[LogEntry]]:
        """The caller's game, their seat, and its log; refused unless they are still playing in it."""
        loaded = await self.games.load(target)
        check_kind(loaded.record, key)
        seat = self.games.seat_in(loaded, user)
        log = await self.storage.log(loaded.record.id)
        if seat in out_seats(log):
            raise Refusal("refusal-out-of-game", game=loaded.record.id)
        return loaded, seat, log

    async def offer_draw(self, user: User, *, game_id: str | None = None, place: str | None = None,
                         key: str | None = None, underway: Underway | None = None) -> Reply:
        """A draw offered to the others still in the game; all must accept."""
        return await self._ask(user, OfferKind.DRAW, game_id=game_id, place=place, key=key, underway=underway)

    async def ask_undo(self, user: User, *, game_id: str | None = None, place: str | None = None,
                       key: str | None = None, underway: Underway | None = None) -> Reply:
        """Ask the others to let the caller take back their last decision, while nobody else has acted."""
        return await self._ask(user, OfferKind.UNDO, game_id=game_id, place=place, key=key, underway=underway)

    async def _ask(self, user: User, kind: OfferKind, *, game_id: str | None, place: str | None, key: str | None,
                   underway: Underway | None) -> Reply:
        target = await self.games.target(user, game_id=game_id, place=place, key=key)
        async with self.games.lock(target):
            loaded, seat, log = await self._player(user, target, key)
            record = loaded.record
            out = out_seats(log)
            waiting = [uid for s, uid in enumerate(record.players) if s != seat and s not in out]
            machines = [uid for uid in waiting if is_computer(uid)]
            people = [uid for uid in waiting if not is_computer(uid)]
            # against computers only, a takeback goes back past their replies (they allow it at once)
            past = {record.players.index(uid) for uid in machines} if not people else set()
            ply = takeback_target(loaded, seat, log, past=past) if kind == OfferKind.UNDO else None
            if any(offer.kind == kind for offer in await self.storage.open_offers(record.id)):
                raise Refusal("refusal-offer-waiting", kind=kind, game=record.id)
            offer = OfferRow(await self._new_id(), record.id, kind, user.id, record.version, ply, waiting, [],
                             OfferStatus.OPEN, self.runtime.clock())
            here = place is None or place == record.home
            under_way(underway, not here)
            # the computers answer at once, in this answer: one no ends the offer; with nobody else to
            # ask, their yes ends the game drawn or takes the move back
            said_yes: list[str] = []
            for uid in machines:
                agrees = await self.computers.accepts_draw(loaded, uid, len(waiting) + 1) \
                    if kind == OfferKind.DRAW else self.computers.allows_takeback(loaded)
                if not agrees:
                    return await self._computer_declined(loaded, offer, user, uid, here=here)
                said_yes.append(uid)
            if machines and not people:
                return await self._agreed(loaded, offer, said_yes, user, place=place, new=True)
            offer = replace(offer, accepted=said_yes)
            others = tuple(Mention(u.id, u.name) for u in loaded.users if u.id in people)
            yes, no = answers(kind)
            if kind == OfferKind.DRAW:
                text = say("service-offer-draw", name=user.name, title=loaded.game.title, game=record.id,
                           others=others, yes=yes, no=no)
            else:
                entry = next(e for e in log if e.ply == ply)
                text = say("service-offer-undo", name=user.name, move=entry.text, title=loaded.game.title,
                           game=record.id, others=others, yes=yes, no=no)
            lines: tuple[Phrase, ...] = (text,)
            if said_yes:
                lines += (say("service-offer-computers-yes", names=self._names(loaded, said_yes), count=len(said_yes)),)
            reply = Reply(lines, game_id=record.id, actions=offer_actions(offer),
                          mentions=people, home=record.home, here=here,
                          done=say("service-done-offer", kind=kind, game=record.id))
            async with self.storage.transaction() as tx:
                await tx.add_offer(offer)
                await self.outbox.owe(tx, reply, stream=record.id, place=record.place, effect=f"offer:{offer.id}")
        return reply

    @staticmethod
    def _names(loaded: Loaded, user_ids: Sequence[str]) -> tuple[str, ...]:
        return tuple(u.name for u in loaded.users if u.id in user_ids)

    async def _computer_declined(self, loaded: Loaded, offer: OfferRow, asker: User, computer: str, *,
                                 here: bool) -> Reply:
        """A computer said no at once: the offer is kept as declined, and the game's home is told."""
        record = loaded.record
        line = say("service-offer-declined", kind=offer.kind, name=self._names(loaded, [computer])[0],
                   asker=asker.name, game=record.id)
        reply = Reply((line,), game_id=record.id, home=record.home, here=here, done=line)
        async with self.storage.transaction() as tx:
            await tx.add_offer(replace(offer, status=OfferStatus.DECLINED))
            await self.outbox.owe(tx, reply, stream=record.id, place=record.place)
        return reply

    async def _new_id(self) -> str:
        while True:
            candidate = "".join(secrets.choice(ID_ALPHABET) for _ in range(6))
            if await self.storage.offer(candidate) is None:
                return candidate

    async def answer(self, user: User, offer_id: str, yes: bool, *, place: str | None = None,
                     underway: Underway | None = None) -> Reply:
        """Accept (or allow) an offer, or decline (refuse) it; only the others still in the game answer,
        and two answers at once are applied one after the other."""
        found = await self.storage.offer(clean_id(offer_id))
        if found is None:
            raise Refusal("refusal-offer-unknown")
        async with self.games.lock(found.game_id):
            offer = await self.storage.offer(found.id)
            assert offer is not None
            kind = offer.kind
            loaded = await self.games.load(offer.game_id)
            record = loaded.record
            if record.seat_of(user.id) is None:
                raise Refusal("refusal-not-in-game", game=record.id)
            if offer.status != OfferStatus.OPEN:
                raise Refusal("refusal-offer-closed", kind=kind, status=offer.status)
            if user.id == offer.user_id:
                raise Refusal("refusal-offer-yours", kind=kind)
            if user.id not in offer.waiting:
                who = tuple(u.name for u in loaded.users if u.id in offer.waiting)
                raise Refusal("refusal-offer-not-yours", kind=kind, names=who)
            if user.id in offer.accepted:
                raise Refusal("refusal-already-said-yes")
            if record.version != offer.version or loaded.over:
                async with self.storage.transaction() as tx:
                    await tx.close_offers(record.id, OfferStatus.WITHDRAWN)
                raise Refusal("refusal-offer-moved-on", kind=kind)
            under_way(underway, False)
            asker = next(u for u in loaded.users if u.id == offer.user_id)
            if not yes:
                async with self.storage.transaction() as tx:
                    if not await tx.set_offer(offer.id, accepted=offer.accepted, status=OfferStatus.DECLINED,
                                              was=offer.accepted):
                        raise Refusal("refusal-offer-changed", kind=kind)
                return Reply(game_id=record.id, retouch=Retouch((say(
                    "service-offer-declined", kind=kind, name=user.name, asker=asker.name, game=record.id),)))
            accepted = [*offer.accepted, user.id]
            waiting = [uid for uid in offer.waiting if uid not in accepted]
            if waiting:
                async with self.storage.transaction() as tx:
                    if not await tx.set_offer(offer.id, accepted=accepted, status=OfferStatus.OPEN, was=offer.accepted):
                        raise Refusal("refusal-offer-changed", kind=kind)
                names = tuple(u.name for u in loaded.users if u.id in waiting)
                return Reply(game_id=record.id, retouch=Retouch((say(
                    "service-offer-waiting", kind=kind, asker=asker.name, game=record.id, name=user.name,
                    names=names),), tuple(offer_actions(offer))))
            return await self._agreed(loaded, offer, accepted, asker, place=place)

    async def _agreed(self, loaded: Loaded, offer: OfferRow, accepted: Sequence[str], asker: User, *,
                      place: str | None, new: bool = False) -> Reply:
        """Everyone said yes: the game ends drawn, or the move is taken back. `new`: the offer was
        answered as it was made (by computers), and is written accepted with the change."""
        record, state = loaded.record, loaded.state

        async def close(tx: Transaction) -> None:
            if new:
                await tx.add_offer(replace(offer, accepted=list(accepted), status=OfferStatus.ACCEPTED))
                return
            if not await tx.set_offer(offer.id, accepted=accepted, status=OfferStatus.ACCEPTED, was=offer.accepted):
                raise Refusal("refusal-offer-changed", kind=offer.kind)

        ply = record.version + 1
        log = await self.storage.log(record.id)
        if offer.kind == OfferKind.DRAW:
            out = out_seats(log)
            ranking = [1 if seat in out else 0 for seat in range(len(record.players))]
            entries = [LogEntry(ply, None, EntryKind.DRAW, "agreed", self.runtime.clock())]
            header = say("service-draw-accepted", names=self._names(loaded, accepted), count=len(accepted),
                         asker=asker.name) if new else say("service-draw-agreed")
            _, reply = await self.commits.commit(loaded, state, entries, ending=Ending.DRAW, ranking=ranking,
                                                 before=close, board=Board(header, place=place))
        else:
            assert offer.ply is not None
            before = state_before(loaded, log, offer.ply)
            seat = record.players.index(offer.user_id)
            entries = [LogEntry(ply, seat, EntryKind.TAKEBACK, str(offer.ply), self.runtime.clock())]
            taken = next(e for e in log if e.ply == offer.ply)
            # against computers, their replies since go back with it
            replies = sum(1 for e in log if e.ply > offer.ply and e.kind == EntryKind.MOVE)
            header = say("service-took-back-replies", name=asker.name, move=taken.text, count=replies) if replies \
                else say("service-took-back", name=asker.name, move=taken.text)
            _, reply = await self.commits.commit(loaded, before, entries, before=close, board=Board(header, place=place))
        agreed = say("service-offer-agreed", kind=offer.kind, asker=asker.name, game=record.id)
        if new:  # a command's answer: nothing was clicked; told privately when asked elsewhere
            reply.done = agreed
        else:
            reply.retouch = Retouch((agreed,))
        return reply

    async def abort(self, user: User, *, game_id: str | None = None, place: str | None = None,
                    key: str | None = None, underway: Underway | None = None) -> Reply:
        """End the game with no result, before every player has made a move of their own."""
        target = await self.games.target(user, game_id=game_id, place=place, key=key)
        async with self.games.lock(target):
            loaded, seat, _ = await self._player(user, target, key)
            state = loaded.state
            if all(state.turns_taken(s) > 0 for s in range(state.num_players)):
                key = loaded.record.key
                raise Refusal("refusal-too-late-to-abort", game=loaded.record.id, draw=Command(f"{key} draw"),
                              resign=Command(f"{key} resign"))
            under_way(underway, not (place is None or place == loaded.record.home))
            entries = [LogEntry(loaded.record.version + 1, seat, EntryKind.ABORT, "", self.runtime.clock())]
            row, reply = await self.commits.commit(loaded, state, entries, ending=Ending.ABORTED,
                                                   board=Board(say("service-aborted", name=user.name), place=place))
            reply.done = say("service-done-aborted", game=row.id)
            return reply

    async def rematch(self, user: User, game_id: str, *, place: str | None = None,
                      underway: Underway | None = None) -> Reply:
        """A challenge with the same players and options, seats rotated by one, in the channel where the
        finished game was started; the others accept it as usual, computers at once (against computers
        only, the new game starts at once). One rematch waits at a time."""
        async with self.games.lock(clean_id(game_id)):
            return await self._rematch(user, game_id, place=place, underway=underway)

    async def _rematch(self, user: User, game_id: str, *, place: str | None, underway: Underway | None) -> Reply:
        loaded = await self.games.load(game_id)
        record = loaded.record
        if record.seat_of(user.id) is None:
            raise Refusal("refusal-rematch-not-yours", game=record.id)
        if not loaded.over:
            raise Refusal("refusal-still-on", game=record.id)
        if record.ending == "aborted":
            raise Refusal("refusal-rematch-aborted", game=record.id, start=Command(f"{record.key} start"))
        if await self.games.in_tournament(record.id):  # the tournament pairs its players, not a rematch
            raise Refusal("refusal-rematch-tournament", game=record.id)
        seats = record.players[1:] + record.players[:1]
        for waiting in await self.storage.open_challenges(record.place):
            if waiting.seats == seats and waiting.key == record.key:
                raise Refusal("refusal-rematch-waiting", game=record.id, other=waiting.id)
        others = [u for u in loaded.users if u.id != user.id]
        here = place is None or place == record.place
        reply = await self.challenges.challenge(record.key, user, others, place=record.place, guild=record.guild,
                                                options=record.options, clock=clocks.clock_name(record.clock),
                                                seats=seats, underway=underway, rematch_of=record.id, here=here)
        if all(is_computer(other.id) for other in others):
            # the computers (their levels in their ids) accept at once: the new game's board is the answer
            reply.here = here
            reply.done = say("service-done-rematch-started", game=reply.game_id)
        else:
            reply.done = say("service-done-rematch")
        reply.retouch = Retouch()  # the finished board loses its Rematch button: one rematch per game
        return reply


def takeback_target(loaded: Loaded, seat: int, log: Sequence[LogEntry], *, past: Collection[int] = ()) -> int:
    """The ply of the caller's last decision, if it can be taken back: nobody else has acted since, and
    no chance outcome follows it (a takeback never undoes a roll or a deal). `past`: the seats of the
    computers of a game against computers only, whose moves since (and the chance they met) go back
    with it; chance right after the caller's own move still keeps it."""
    game_id = loaded.record.id
    if not any(entry.seat == seat and entry.kind == EntryKind.MOVE for entry in log):
        raise Refusal("refusal-nothing-to-take-back", game=game_id)
    chance_after = False
    for entry in reversed(log):
        if entry.kind == EntryKind.CHANCE:
            chance_after = True
            continue
        if entry.kind == EntryKind.FORCED:
            continue
        if entry.kind == EntryKind.TAKEBACK:
            raise Refusal("refusal-just-taken-back", game=game_id)
        if entry.seat in past and entry.kind == EntryKind.MOVE:
            chance_after = False  # the chance met since was the computers', and goes back with their move
            continue
        if entry.seat != seat or entry.kind != EntryKind.MOVE:
            if entry.seat == seat:
                raise Refusal("refusal-last-action-final", game=game_id)
            if entry.seat is None:
                raise Refusal("refusal-someone-acted", game=game_id)
            raise Refusal("refusal-other-acted", name=loaded.users[entry.seat].name, game=game_id)
        if chance_after:
            raise Refusal("refusal-chance-after", move=entry.text)
        return entry.ply
    raise Refusal("refusal-nothing-to-take-back", game=game_id)


def state_before(loaded: Loaded, log: Sequence[LogEntry], ply: int) -> State:
    """The state just before log entry `ply`, as the log rebuilds it."""
    record = loaded.record
    for entry, before, _ in walk(game_spec(record.key), len(record.players), record.options, log):
        if entry.ply == ply:
            return before
    raise Refusal("refusal-no-move", ply=str(ply), game=record.id)
