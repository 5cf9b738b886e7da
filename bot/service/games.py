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
from bot.record.log import walk
from bot.service.replies import Refusal, User
from bot.service.runtime import Runtime
from bot.storage import GameRow, Storage
from bot.storage.text import unstorable, visible
from engines.base import State
from engines.words import result_sentence

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
        raise Refusal(f"#{visible(cleaned)} is not an id: ids are letters and digits, like #ab3cd.")
    return cleaned


def check_kind(record: GameRow, key: str | None) -> None:
    """A game named under a command of another game (`/telic move game:<a Coins game>`) is refused."""
    if key and record.key != key:
        raise Refusal(f"#{record.id} is a {game_spec(record.key).title} game, not {game_spec(key).title}: "
                      f"use `/{record.key}` for it.")


def game_spec(key: str) -> engines.Game:
    try:
        return engines.get_game(key)
    except KeyError:
        raise Refusal(f"There is no game called {key!r}.") from None


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
        return [User(uid, names.get(uid, f"user {uid}")) for uid in ids]

    # ---- finding and loading games ----------------------------------------------------------
    async def row(self, game_id: str) -> GameRow:
        record = await self.storage.game(clean_id(game_id))
        if record is None:
            raise Refusal(f"There is no game #{clean_id(game_id)}.")
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
            record = await self.storage.game_in_thread(place)
            if record is not None:
                return record
        if user is None:
            raise Refusal("Name the game with `game:`.")
        mine = await self.storage.games_of(user.id, key=key)
        here = [g for g in mine if place is not None and place in (g.place, g.thread)]
        candidates = here or mine
        title = game_spec(key).title + " " if key else ""
        if not candidates:
            ended = await self.storage.games_of(user.id, key=key, status="over")
            recent = [g for g in ended if place is not None and place in (g.place, g.thread)] or ended
            if recent:
                return recent[0]
            start = f"/{key} start" if key else "/<game> start"
            raise Refusal(f"You have no {title}game in progress. Start one with `{start}`.")
        if len(candidates) > 1:
            names = await self.storage.names(sorted({uid for g in candidates[:10] for uid in g.players}))
            listing = ", ".join(
                f"#{g.id} ({game_spec(g.key).title} with "
                f"{' and '.join(names.get(uid, 'someone') for uid in g.players if uid != user.id)})"
                for g in candidates[:10])
            raise Refusal(f"You have several {title}games in progress: {listing}. Say which with `game:`.")
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
            raise Refusal(f"There is no game #{clean_id(game_id)}.")
        record = stored.row
        state = self._cached(record)
        if state is None:
            state = game_spec(record.key).load(json.loads(stored.snapshot))
            self.keep(record.id, record.version, state)
        users = [User(uid, stored.names.get(uid, f"user {uid}")) for uid in record.players]
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
            raise Refusal(f"You are not in game #{loaded.record.id}.")
        if loaded.over:
            raise Refusal(f"Game #{loaded.record.id} is over: {result_text(loaded)}")
        return seat

    def seat_to_move(self, loaded: Loaded, user: User) -> int:
        seat = self.seat_in(loaded, user)
        to_move = loaded.state.current_player
        if to_move is None:
            raise Refusal("The referee is resolving chance; try again in a moment.")
        if to_move != seat:
            raise Refusal(f"It is not your turn in #{loaded.record.id}: it is {loaded.users[to_move].name}'s turn.")
        return seat

    async def vacation_ends(self, user_id: str, now: float) -> float | None:
        """When the user's vacation in progress ends; None when they are not on one."""
        for vacation in await self.storage.vacations(user_id, since=now):
            if vacation.open and vacation.starts <= now:
                return vacation.ends
        return None

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



def result_text(loaded: Loaded) -> str:
    """How the game ended, in a sentence or two: by the rules, on time, by agreement, or aborted."""
    ending = loaded.record.ending
    if ending == "aborted":
        return "The game was aborted: no result, and it counts nowhere."
    if ending == "draw":
        return "Drawn by agreement."
    text = result_sentence(loaded.state, loaded.names)
    if ending == "time":  # "bob wins on time!": the result phrase is the sentence up to its "!"
        text = text.replace("!", " on time!", 1)
    return text
