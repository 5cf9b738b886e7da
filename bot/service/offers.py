"""Agreements between the players of a game: a draw offered, a takeback asked (both answered by the
others with buttons), an abort before everyone has moved, and a rematch once it is over."""
from __future__ import annotations

import secrets
from collections.abc import Sequence

from bot.service import clocks
from bot.service.challenges import Challenges
from bot.record.log import out_seats, walk
from bot.service.boards import Board, Boards
from bot.service.commits import Commits
from bot.service.games import ID_ALPHABET, Games, Loaded, check_kind, clean_id, game_spec
from bot.service.outbox import Outbox
from bot.service.replies import Action, Ready, Refusal, Reply, Retouch, User, begin
from bot.service.runtime import Runtime
from bot.storage import Storage
from bot.storage import LogEntry, OfferRow, Transaction
from engines.words import join_names

NOUNS = {"draw": "draw offer", "undo": "takeback request"}
ANSWERS = {"draw": ("Accept draw", "Decline"), "undo": ("Allow", "Refuse")}


def offer_actions(offer: OfferRow) -> list[Action]:
    yes, no = ANSWERS[offer.kind]
    return [Action(yes, "yes", offer.id, style="success"), Action(no, "no", offer.id, style="danger")]


class Offers:
    def __init__(self, storage: Storage, games: Games, boards: Boards, commits: Commits, outbox: Outbox,
                 runtime: Runtime, challenges: Challenges) -> None:
        self.storage = storage
        self.games = games
        self.boards = boards
        self.commits = commits
        self.outbox = outbox
        self.runtime = runtime
        self.challenges = challenges

    async def _player(self, user: User, target: str, key: str | None) -> tuple[Loaded, int, list[LogEntry]]:
        """The caller's game, their seat, and its log; refused unless they are still playing in it."""
        loaded = await self.games.load(target)
        check_kind(loaded.record, key)
        seat = self.games.seat_in(loaded, user)
        log = await self.storage.log(loaded.record.id)
        if seat in out_seats(log):
            raise Refusal(f"You are out of game #{loaded.record.id}: you resigned or ran out of time.")
        return loaded, seat, log

    async def offer_draw(self, user: User, *, game_id: str | None = None, place: str | None = None,
                         key: str | None = None, ready: Ready | None = None) -> Reply:
        """A draw offered to the others still in the game; all must accept."""
        return await self._ask(user, "draw", game_id=game_id, place=place, key=key, ready=ready)

    async def ask_undo(self, user: User, *, game_id: str | None = None, place: str | None = None,
                       key: str | None = None, ready: Ready | None = None) -> Reply:
        """Ask the others to let the caller take back their last decision, while nobody else has acted."""
        return await self._ask(user, "undo", game_id=game_id, place=place, key=key, ready=ready)

    async def _ask(self, user: User, kind: str, *, game_id: str | None, place: str | None, key: str | None,
                   ready: Ready | None) -> Reply:
        target = await self.games.target(user, game_id=game_id, place=place, key=key)
        async with self.games.lock(target):
            loaded, seat, log = await self._player(user, target, key)
            record = loaded.record
            ply = takeback_target(loaded, seat, log) if kind == "undo" else None
            if any(offer.kind == kind for offer in await self.storage.open_offers(record.id)):
                raise Refusal(f"A {NOUNS[kind]} is already waiting for an answer in #{record.id}.")
            out = out_seats(log)
            waiting = [uid for s, uid in enumerate(record.players) if s != seat and s not in out]
            offer = OfferRow(await self._new_id(), record.id, kind, user.id, record.version, ply, waiting, [],
                             "open", self.runtime.clock())
            here = place is None or place == record.home
            await begin(ready, not here)
            others = join_names([self.boards.mention(u) for u in loaded.users if u.id in waiting])
            title = f"**{loaded.game.title}** #{record.id}"
            yes, no = ANSWERS[kind]
            if kind == "draw":
                text = f"🤝 {user.name} offers a draw in {title}. {others}: **{yes}** or **{no}**."
            else:
                entry = next(e for e in log if e.ply == ply)
                text = (f"↩️ {user.name} asks to take back `{entry.text}` in {title}. {others}: **{yes}** or "
                        f"**{no}**.")
            reply = Reply(text + " (A move withdraws it.)", game_id=record.id, actions=offer_actions(offer),
                          mentions=waiting, home=record.home, here=here,
                          done=f"Your {NOUNS[kind]} in #{record.id} is posted")
            async with self.storage.transaction() as tx:
                await tx.add_offer(offer)
                await self.outbox.owe(tx, reply, stream=record.id, place=record.place, effect=f"offer:{offer.id}")
        return reply

    async def _new_id(self) -> str:
        while True:
            candidate = "".join(secrets.choice(ID_ALPHABET) for _ in range(6))
            if await self.storage.offer(candidate) is None:
                return candidate

    async def answer(self, user: User, offer_id: str, yes: bool, *, place: str | None = None,
                     ready: Ready | None = None) -> Reply:
        """Accept (or allow) an offer, or decline (refuse) it; only the others still in the game answer,
        and two answers at once are applied one after the other."""
        found = await self.storage.offer(clean_id(offer_id))
        if found is None:
            raise Refusal("That offer is not known any more.")
        async with self.games.lock(found.game_id):
            offer = await self.storage.offer(found.id)
            assert offer is not None
            noun = NOUNS[offer.kind]
            loaded = await self.games.load(offer.game_id)
            record = loaded.record
            if record.seat_of(user.id) is None:
                raise Refusal(f"You are not in game #{record.id}.")
            if offer.status != "open":
                raise Refusal(f"This {noun} was already {offer.status}.")
            if user.id == offer.user_id:
                raise Refusal(f"This {noun} is yours: the others answer it.")
            if user.id not in offer.waiting:
                who = join_names([u.name for u in loaded.users if u.id in offer.waiting])
                raise Refusal(f"Only {who} answer this {noun}: you are out of the game.")
            if user.id in offer.accepted:
                raise Refusal("You have already said yes; waiting for the others.")
            if record.version != offer.version or loaded.over:
                async with self.storage.transaction() as tx:
                    await tx.close_offers(record.id, "withdrawn")
                raise Refusal(f"This {noun} was withdrawn: the game moved on since.")
            await begin(ready, False)
            asker = next(u for u in loaded.users if u.id == offer.user_id)
            if not yes:
                async with self.storage.transaction() as tx:
                    if not await tx.set_offer(offer.id, accepted=offer.accepted, status="declined",
                                              was=offer.accepted):
                        raise Refusal(f"This {noun} changed meanwhile; look again.")
                verb = "declined" if offer.kind == "draw" else "refused"
                return Reply("", game_id=record.id,
                             retouch=Retouch(f"{user.name} {verb} {asker.name}'s {noun} in #{record.id}."))
            accepted = [*offer.accepted, user.id]
            waiting = [uid for uid in offer.waiting if uid not in accepted]
            if waiting:
                async with self.storage.transaction() as tx:
                    if not await tx.set_offer(offer.id, accepted=accepted, status="open", was=offer.accepted):
                        raise Refusal(f"This {noun} changed meanwhile; look again.")
                names = join_names([u.name for u in loaded.users if u.id in waiting])
                return Reply("", game_id=record.id, retouch=Retouch(
                    f"{asker.name}'s {noun} in #{record.id}: {user.name} said yes; waiting for {names}.",
                    tuple(offer_actions(offer))))
            return await self._agreed(loaded, offer, accepted, asker, place=place)

    async def _agreed(self, loaded: Loaded, offer: OfferRow, accepted: Sequence[str], asker: User, *,
                      place: str | None) -> Reply:
        record, state = loaded.record, loaded.state

        async def close(tx: Transaction) -> None:
            if not await tx.set_offer(offer.id, accepted=accepted, status="accepted", was=offer.accepted):
                raise Refusal(f"This {NOUNS[offer.kind]} changed meanwhile; look again.")

        ply = record.version + 1
        log = await self.storage.log(record.id)
        if offer.kind == "draw":
            out = out_seats(log)
            ranking = [1 if seat in out else 0 for seat in range(len(record.players))]
            entries = [LogEntry(ply, None, "draw", "agreed", self.runtime.clock())]
            new = state
            done = "Draw agreed."
            _, reply = await self.commits.commit(loaded, new, entries, ending="draw", ranking=ranking, before=close,
                                            board=Board("🤝 Draw agreed.", place=place))
        else:
            assert offer.ply is not None
            new = state_before(loaded, log, offer.ply)
            seat = record.players.index(offer.user_id)
            entries = [LogEntry(ply, seat, "takeback", str(offer.ply), self.runtime.clock())]
            taken = next(e for e in log if e.ply == offer.ply)
            done = "Takeback allowed."
            _, reply = await self.commits.commit(loaded, new, entries, before=close,
                                            board=Board(f"↩️ {asker.name} took back `{taken.text}`.", place=place))
        reply.retouch = Retouch(f"{asker.name}'s {NOUNS[offer.kind]} in #{record.id}: {done}")
        return reply

    async def abort(self, user: User, *, game_id: str | None = None, place: str | None = None,
                    key: str | None = None, ready: Ready | None = None) -> Reply:
        """End the game with no result, before every player has made a move of their own."""
        target = await self.games.target(user, game_id=game_id, place=place, key=key)
        async with self.games.lock(target):
            loaded, seat, _ = await self._player(user, target, key)
            state = loaded.state
            if all(state.turns_taken(s) > 0 for s in range(state.num_players)):
                key = loaded.record.key
                raise Refusal(f"Too late to abort #{loaded.record.id}: every player has made a move. Offer a "
                              f"draw (`/{key} draw`) or resign (`/{key} resign`) instead.")
            await begin(ready, not (place is None or place == loaded.record.home))
            entries = [LogEntry(loaded.record.version + 1, seat, "abort", "", self.runtime.clock())]
            row, reply = await self.commits.commit(loaded, state, entries, ending="aborted",
                                              board=Board(f"{user.name} aborted the game.", place=place))
            reply.done = f"Aborted #{row.id}"
            return reply

    async def rematch(self, user: User, game_id: str, *, place: str | None = None,
                      ready: Ready | None = None) -> Reply:
        """A challenge with the same players and options, seats rotated by one, in the channel where the
        finished game was started; the others accept it as usual. One rematch waits at a time."""
        async with self.games.lock(clean_id(game_id)):
            return await self._rematch(user, game_id, place=place, ready=ready)

    async def _rematch(self, user: User, game_id: str, *, place: str | None, ready: Ready | None) -> Reply:
        loaded = await self.games.load(game_id)
        record = loaded.record
        if record.seat_of(user.id) is None:
            raise Refusal(f"Only the players of #{record.id} can ask for a rematch.")
        if not loaded.over:
            raise Refusal(f"Game #{record.id} is still on.")
        if record.ending == "aborted":
            raise Refusal(f"Game #{record.id} was aborted: start a new one with `/{record.key} start`.")
        seats = record.players[1:] + record.players[:1]
        for waiting in await self.storage.open_challenges(record.place):
            if waiting.seats == seats and waiting.key == record.key:
                raise Refusal(f"A rematch of #{record.id} is already waiting for an answer: #{waiting.id}.")
        others = [u for u in loaded.users if u.id != user.id]
        reply = await self.challenges.challenge(record.key, user, others, place=record.place, guild=record.guild,
                                                options=record.options, clock=clocks.clock_name(record.clock),
                                                seats=seats, ready=ready, heading=f"Rematch of #{record.id}! ",
                                                here=place is None or place == record.place)
        reply.done = "Rematch asked"
        reply.retouch = Retouch()  # the finished board loses its Rematch button: one rematch per game
        return reply


def takeback_target(loaded: Loaded, seat: int, log: Sequence[LogEntry]) -> int:
    """The ply of the caller's last decision, if it can be taken back: nobody else has acted since, and
    no chance outcome follows it (a takeback never undoes a roll or a deal)."""
    game_id = loaded.record.id
    if not any(entry.seat == seat and entry.kind == "move" for entry in log):
        raise Refusal(f"You have not moved yet in #{game_id}: there is nothing to take back.")
    chance_after = False
    for entry in reversed(log):
        if entry.kind == "chance":
            chance_after = True
            continue
        if entry.kind == "forced":
            continue
        if entry.kind == "takeback":
            raise Refusal(f"A move was just taken back in #{game_id}; there is nothing more to take back.")
        if entry.seat != seat or entry.kind != "move":
            who = loaded.users[entry.seat].name if entry.seat is not None else "someone"
            if entry.seat == seat:
                raise Refusal(f"Your last action in #{game_id} cannot be taken back.")
            raise Refusal(f"{who} has acted since your last move in #{game_id}: a takeback is allowed only "
                          "while nobody else has acted.")
        if chance_after:
            raise Refusal(f"`{entry.text}` cannot be taken back: chance was resolved after it, and a takeback "
                          "never undoes a roll or a deal.")
        return entry.ply
    raise Refusal(f"You have not moved yet in #{game_id}: there is nothing to take back.")


def state_before(loaded: Loaded, log: Sequence[LogEntry], ply: int):
    """The state just before log entry `ply`, as the log rebuilds it."""
    record = loaded.record
    for entry, before, _ in walk(game_spec(record.key), len(record.players), record.options, log):
        if entry.ply == ply:
            return before
    raise Refusal(f"There is no move {ply} in #{record.id}.")
