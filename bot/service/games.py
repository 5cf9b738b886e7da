"""The games as the service finds and loads them: by id, by thread, or as the caller's only one; each
loaded with its state (from a cache checked against the game's version) and its players; one lock per
game for the changes of this process; who may act in it.

Given: the storage and the runtime (nothing else)."""
from __future__ import annotations

import asyncio
import json
import secrets
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass

import engines
from bot.logs import about
from bot.record.log import walk
from bot.service.replies import Refusal, User, series, text_of
from bot.service.runtime import Runtime
from bot.storage import GameRow, GameStatus, Storage
from bot.storage.text import unstorable, visible
from bot.words import Command, Option
from engines.base import State
from engines.phrases import Phrase, say
from engines.words import result_sentence, winners

ID_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"


@dataclass(frozen=True)
class Loaded:
    """A game as the service works with it: its row, its state and its players by seat."""

    record: GameRow
    state: State
    users: list[User]

    @property
    def game(self) -> engines.Game:
        return self.state.game

    @property
    def names(self) -> list[str]:
        return [user.name for user in self.users]

    @property
    def over(self) -> bool:
        """Ended by the rules, or otherwise (a draw agreed, an abort)."""
        return self.record.status != "active" or self.state.is_over


def clean_id(game_id: str) -> str:
    """A game or challenge id as typed ("#AB3cd ") in the form it is stored; one no backend could hold (a
    NUL) is refused here, before any query carries it."""
    cleaned = game_id.strip().lstrip("#").lower()
    if unstorable(cleaned):
        raise Refusal("refusal-not-an-id", id=visible(cleaned))
    return cleaned


def check_kind(record: GameRow, key: str | None) -> None:
    """A game named under a command of another game (`/telic move game:<a Coins game>`) is refused."""
    if key and record.key != key:
        raise Refusal("refusal-wrong-game", game=record.id, title=game_spec(record.key).title,
                      other=game_spec(key).title, command=Command(record.key))


def game_spec(key: str) -> engines.Game:
    try:
        return engines.get_game(key)
    except KeyError:
        raise Refusal("refusal-no-such-game", name=repr(key)) from None


class Games:
    def __init__(self, storage: Storage, runtime: Runtime, *, cache_size: int = 1024) -> None:
        self.storage = storage
        self.runtime = runtime
        self.cache_size = cache_size
        self._locks: dict[str, asyncio.Lock] = {}
        # the states of the games used last, by id, with the version they belong to
        self._cache: OrderedDict[str, tuple[int, State]] = OrderedDict()

    # ---- users ------------------------------------------------------------------------------
    async def remember(self, *users: User) -> None:
        async with self.storage.transaction() as tx:
            await tx.remember_names({user.id: user.name for user in users})

    async def users(self, ids: Sequence[str]) -> list[User]:
        names = await self.storage.names(ids)
        return [User(uid, names.get(uid, unknown_name(uid))) for uid in ids]

    # ---- finding and loading games ----------------------------------------------------------
    async def row(self, game_id: str) -> GameRow:
        record = await self.storage.game(clean_id(game_id))
        if record is None:
            raise Refusal("refusal-no-game", game=clean_id(game_id))
        return record

    async def find(self, user: User | None, *, game_id: str | None = None, place: str | None = None,
                   key: str | None = None) -> GameRow:
        """The game a request is about: named, the game of this thread, or the caller's only one in
        progress (else their last finished one, so that a late move hears how it ended)."""
        if game_id:
            record = await self.row(game_id)
            check_kind(record, key)
            return record
        if place is not None:
            in_thread = await self.storage.game_in_thread(place)
            if in_thread is not None:
                return in_thread
        if user is None:
            raise Refusal("refusal-name-the-game", option=Option("game"))
        mine = await self.storage.games_of(user.id, key=key)
        here = [g for g in mine if place is not None and place in (g.place, g.thread)]
        candidates = here or mine
        if not candidates:
            ended = await self.storage.games_of(user.id, key=key, status=GameStatus.OVER)
            recent = [g for g in ended if place is not None and place in (g.place, g.thread)] or ended
            if recent:
                return recent[0]
            if key:
                raise Refusal("refusal-no-game-in-progress-of", title=game_spec(key).title,
                              start=Command(f"{key} start"))
            raise Refusal("refusal-no-game-in-progress", start=Command("<game> start"))
        if len(candidates) > 1:
            names = await self.storage.names(sorted({uid for g in candidates[:10] for uid in g.players}))

            listing = series([say("service-game-with", game=g.id, title=game_spec(g.key).title,
                                  names=tuple(names.get(uid, unknown_name(uid)) for uid in g.players if uid != user.id))
                              for g in candidates[:10]])
            if key:
                raise Refusal("refusal-several-games-of", title=game_spec(key).title, games=listing, option=Option("game"))
            raise Refusal("refusal-several-games", games=listing, option=Option("game"))
        return candidates[0]

    async def target(self, user: User, *, game_id: str | None, place: str | None, key: str | None) -> str:
        """The id of the game a change is about, to take its lock before loading it: named, or found as
        `find` finds it."""
        if game_id:
            return clean_id(game_id)
        return (await self.find(user, place=place, key=key)).id

    async def load(self, game_id: str) -> Loaded:
        """A game's row, state and players in one trip to the database; the snapshot is decoded only
        when the cached state is not of the row's version."""
        stored = await self.storage.load_game(clean_id(game_id))
        if stored is None:
            raise Refusal("refusal-no-game", game=clean_id(game_id))
        record = stored.row
        about(game=record.id, guild=record.guild)  # the task's log lines from here on name them
        state = self._cached(record)
        if state is None:
            state = game_spec(record.key).load(json.loads(stored.snapshot))
            self.keep(record.id, record.version, state)
        users = [User(uid, stored.names.get(uid, unknown_name(uid))) for uid in record.players]
        return Loaded(record, state, users)

    def _cached(self, record: GameRow) -> State | None:
        """The remembered state of a game, if it is of the row's version."""
        cached = self._cache.get(record.id)
        if cached is None or cached[0] != record.version:
            return None
        self._cache.move_to_end(record.id)
        return cached[1]

    def keep(self, game_id: str, version: int, state: State) -> None:
        """Remember a game's state at a version, forgetting the games used longest ago."""
        self._cache[game_id] = (version, state)
        self._cache.move_to_end(game_id)
        while len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)

    def lock(self, game_id: str) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    # ---- who may act ------------------------------------------------------------------------
    @staticmethod
    def seat_in(loaded: Loaded, user: User) -> int:
        """The user's seat in a game still running; refused otherwise."""
        seat = loaded.record.seat_of(user.id)
        if seat is None:
            raise Refusal("refusal-not-in-game", game=loaded.record.id)
        if loaded.over:
            raise Refusal("refusal-game-over", game=loaded.record.id, result=result_text(loaded))
        return seat

    def seat_to_move(self, loaded: Loaded, user: User) -> int:
        seat = self.seat_in(loaded, user)
        to_move = loaded.state.current_player
        if to_move is None:
            raise Refusal("refusal-resolving-chance")
        if to_move != seat:
            raise Refusal("refusal-not-your-turn", game=loaded.record.id, name=loaded.users[to_move].name)
        return seat

    async def vacation_ends(self, user_id: str, now: float, game_id: str | None = None) -> float | None:
        """When the user's vacation in progress ends; None when they are not on one, or when `game_id` is
        a game of a tournament without vacations (its clocks run on whatever the player's vacation)."""
        for vacation in await self.storage.vacations(user_id, since=now):
            if vacation.open and vacation.starts <= now:
                return vacation.ends if game_id is None or await self.vacation_stops(game_id) else None
        return None

    async def vacation_stops(self, game_id: str) -> bool:
        """Whether a vacation stops this game's clock: always, but in a no-vacation tournament."""
        tournament = await self.storage.tournament_of_game(game_id)
        return tournament is None or tournament.vacation

    async def in_tournament(self, game_id: str) -> bool:
        return await self.storage.tournament_of_game(game_id) is not None

    async def new_id(self) -> str:
        while True:
            candidate = "".join(secrets.choice(ID_ALPHABET) for _ in range(5))
            if not await self.storage.id_taken(candidate):
                return candidate

    async def state_at(self, game_id: str, version: int) -> tuple[GameRow, State, list[User]]:
        """A game's row and players, and its state at `version` (as its log rebuilds it)."""
        loaded = await self.load(game_id)
        if version == loaded.record.version:
            return loaded.record, loaded.state, loaded.users
        record = loaded.record
        state = loaded.game.new_game(len(record.players), record.options)
        for entry, _, after in walk(loaded.game, len(record.players), record.options,
                                    await self.storage.log(record.id)):
            if entry.ply > version:
                break
            state = after
        return record, state, loaded.users



def unknown_name(user_id: str) -> str:
    """The name of a user the storage has no name for (a name, not a sentence: "user 123")."""
    return f"user {user_id}"


def result_text(loaded: Loaded) -> Phrase:
    """How the game ended, in a sentence or two: by the rules, on time, by agreement, or aborted."""
    ending = loaded.record.ending
    if ending == "aborted":
        return say("service-result-aborted")
    if ending == "draw":
        return say("service-result-agreed")
    state, names = loaded.state, loaded.names
    first = winners(state)
    if ending == "time" and first:  # "bob wins on time!", then the places and scores as the rules say them
        from engines.words import places_phrase, scores_phrase

        places, scores = places_phrase(state, names), scores_phrase(state, names)
        shown = "both" if places and scores else "places" if places else "scores" if scores else "none"
        return say("service-result-time", names=tuple(names[seat] for seat in first), count=len(first),
                   shown=shown, places=places or "", scores=scores or "")
    return text_of(result_sentence(state, names))
