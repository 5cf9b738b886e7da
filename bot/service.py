"""The game service: the one place that combines engines, storage and the renderer.

Transport-agnostic (no Discord here): the Discord cogs and the local table translate what a user did
into one call of this service and its `Reply` back into a message. Refusals are `Refusal` exceptions
whose message is one sentence; a refused request changes nothing.
"""
from __future__ import annotations

import asyncio
import functools
import json
import random
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import replace

import engines
from bot import standings
from bot.challenges import Challenges
from bot.games import GAME_COLUMNS, GameRow, LogEntry, clean_id, replay
from bot.looking import Looking
from bot.replies import Action, Refusal, Reply, User
from bot.storage import Storage
from bot.wording import result_sentence, turn_sentence
from engines import IllegalMove
from engines.base import State

ID_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"
MAX_CHOICES = 25
_system_random = random.SystemRandom()


class GameService(Challenges, Looking):
    def __init__(self, storage: Storage, *, mention: Callable[[User], str] | None = None,
                 render: bool = True, cache_size: int = 1024) -> None:
        self.storage = storage
        self.mention = mention or (lambda user: user.name)
        self.render_images = render
        self._locks: dict[str, asyncio.Lock] = {}
        # the states of the games used last, by id, with the version they belong to
        self._cache: OrderedDict[str, tuple[int, State]] = OrderedDict()
        self.cache_size = cache_size
        self.rng: random.Random = _system_random
        self.clock: Callable[[], float] = time.time

    @classmethod
    async def open(cls, path: str = "data/referee.db", **kwargs) -> GameService:
        return cls(await Storage.open(path), **kwargs)

    async def close(self) -> None:
        await self.storage.close()

    # ---- users ------------------------------------------------------------------------------
    async def _remember(self, *users: User) -> None:
        async with self.storage.transaction() as db:
            await db.executemany(
                "INSERT INTO users (id, name) VALUES (?, ?) "
                "ON CONFLICT(id) DO UPDATE SET name = excluded.name WHERE name != excluded.name",
                [(user.id, user.name) for user in users])

    async def _users(self, ids: list[str]) -> list[User]:
        marks = ",".join("?" * len(ids))
        rows = await self.storage.fetchall(f"SELECT id, name FROM users WHERE id IN ({marks})", ids)
        names = {row["id"]: row["name"] for row in rows}
        return [User(uid, names.get(uid, f"user {uid}")) for uid in ids]

    # ---- finding games ----------------------------------------------------------------------
    async def _game_row(self, game_id: str) -> GameRow:
        row = await self.storage.fetchone(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?",
                                          (clean_id(game_id),))
        if row is None:
            raise Refusal(f"There is no game #{clean_id(game_id)}.")
        return GameRow.from_row(row)

    async def find_game(self, user: User, *, game_id: str | None = None, place: str | None = None,
                        key: str | None = None) -> GameRow:
        """The game a command is about: named, the game of this thread, or the caller's only one."""
        if game_id:
            return await self._game_row(game_id)
        if place is not None:
            row = await self.storage.fetchone(f"SELECT {GAME_COLUMNS} FROM games WHERE thread = ?",
                                              (place,))
            if row is not None:
                return GameRow.from_row(row)
        mine = await self.user_games(user.id, key=key)
        here = [g for g in mine if place is not None and place in (g.place, g.thread)]
        candidates = here or mine
        title = engines.get_game(key).title + " " if key else ""
        if not candidates:
            start = f"/{key} start" if key else "/<game> start"
            raise Refusal(f"You have no {title}game in progress. Start one with `{start}`.")
        if len(candidates) > 1:
            listing = ", ".join(f"#{g.id} ({g.game.title})" for g in candidates[:10])
            raise Refusal(f"You have several {title}games in progress: {listing}. Say which with `game:`.")
        return candidates[0]

    async def user_games(self, user_id: str, *, key: str | None = None,
                         status: str = "active") -> list[GameRow]:
        rows = await self.storage.fetchall(
            f"SELECT {', '.join('g.' + c.strip() for c in GAME_COLUMNS.split(','))} FROM games g "
            "JOIN game_players p ON p.game_id = g.id WHERE p.user_id = ? AND g.status = ? "
            "AND (? IS NULL OR g.game = ?) ORDER BY g.turn_since DESC",
            (user_id, status, key, key))
        return [GameRow.from_row(row) for row in rows]

    async def state_of(self, record: GameRow) -> State:
        state = self._cached(record)
        if state is None:
            row = await self.storage.fetchone("SELECT state, version FROM games WHERE id = ?", (record.id,))
            state = record.game.load(json.loads(row["state"]))
            self._keep(record.id, row["version"], state)
        return state

    def _cached(self, record: GameRow) -> State | None:
        """The remembered state of a game, if it is of the row's version."""
        cached = self._cache.get(record.id)
        if cached is None or cached[0] != record.version:
            return None
        self._cache.move_to_end(record.id)
        return cached[1]

    async def _load(self, game_id: str) -> tuple[GameRow, State, list[User]]:
        """A game's row, state and players in one query (one trip to the database's thread); the
        snapshot is decoded only when the cached state is not of the row's version."""
        row = await self.storage.fetchone(_LOAD_GAME, (clean_id(game_id),))
        if row is None:
            raise Refusal(f"There is no game #{clean_id(game_id)}.")
        record = GameRow.from_row(row)
        state = self._cached(record)
        if state is None:
            state = record.game.load(json.loads(row["state"]))
            self._keep(record.id, record.version, state)
        names = json.loads(row["names"] or "{}")
        return record, state, [User(uid, names.get(uid, f"user {uid}")) for uid in record.players]

    def _keep(self, game_id: str, version: int, state: State) -> None:
        """Remember a game's state at a version, forgetting the games used longest ago."""
        self._cache[game_id] = (version, state)
        self._cache.move_to_end(game_id)
        while len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)

    async def log(self, game_id: str) -> list[LogEntry]:
        rows = await self.storage.fetchall(
            "SELECT ply, seat, kind, text, at FROM moves WHERE game_id = ? ORDER BY ply",
            (clean_id(game_id),))
        return [LogEntry(r["ply"], r["seat"], r["kind"], r["text"], r["at"]) for r in rows]

    async def replayed(self, game_id: str) -> State:
        record = await self._game_row(game_id)
        return replay(record.game, len(record.players), record.options, await self.log(record.id))

    # ---- playing ----------------------------------------------------------------------------
    async def check_move(self, user: User, move: str, *, game_id: str | None = None,
                         place: str | None = None, key: str | None = None) -> tuple[GameRow, str]:
        """Everything `play` refuses, without changing anything: the game and the canonical move.

        Front ends call it before they defer, so a refusal can still be a private reply."""
        record = await self.find_game(user, game_id=game_id, place=place, key=key)
        state = await self.state_of(record)
        await self._seat_to_move(record, state, user)
        try:
            canonical = state.canonical(move if isinstance(move, str) else "")
            state.play(canonical)
        except IllegalMove as exc:
            raise Refusal(f"Illegal: {exc}") from None
        return record, canonical

    async def play(self, user: User, move: str, *, game_id: str | None = None,
                   place: str | None = None, key: str | None = None) -> Reply:
        target = clean_id(game_id) if game_id else (await self.find_game(user, place=place, key=key)).id
        async with self._lock(target):
            record, state, users = await self._load(target)
            seat = await self._seat_to_move(record, state, user, users)
            try:
                canonical = state.canonical(move if isinstance(move, str) else "")
                label = state.describe_move(canonical)
                new_state = state.play(canonical)
            except IllegalMove as exc:
                raise Refusal(f"Illegal: {exc}") from None
            entries = [LogEntry(record.version + 1, seat, "move", canonical, self.clock())]
            # the board is drawn in a thread from the moment its state is known, during the commit
            board = _Board(self, users, canonical)
            try:
                new_state, notes = self._advance(new_state, entries, record.version + 1, settled=board.start)
                record = await self._commit(record, state, new_state, entries)
            except BaseException:
                board.drop()
                raise
            header = f"{users[seat].name} played `{canonical}`: {label}."
            return await self._board_reply(record, new_state, users, header=header, notes=notes,
                                           last_move=canonical, board=board)

    def _seat_in(self, record: GameRow, state: State, user: User) -> int:
        """The user's seat in a game still running; refused otherwise."""
        seat = record.seat_of(user.id)
        if seat is None:
            raise Refusal(f"You are not in game #{record.id}.")
        if state.is_over:
            raise Refusal(f"Game #{record.id} is over.")
        return seat

    async def _seat_to_move(self, record: GameRow, state: State, user: User,
                            users: list[User] | None = None) -> int:
        seat = self._seat_in(record, state, user)
        to_move = state.current_player
        if to_move is None:
            raise Refusal("The referee is resolving chance; try again in a moment.")
        if to_move != seat:
            name = (users or await self._users(record.players))[to_move].name
            raise Refusal(f"It is not your turn in #{record.id}: it is {name}'s turn.")
        return seat

    def _advance(self, state: State, entries: list[LogEntry], ply: int, *,
                 settled: Callable[[State], None] | None = None) -> tuple[State, list[str]]:
        """Resolve chance and forced passes until a player has a real choice (or the game ends).

        `settled` hears of each state where chance is resolved, before its legal moves are listed
        (which tell whether it is a forced pass): the board of that state can be started meanwhile."""
        notes: list[str] = []
        passes_in_a_row = 0
        while True:
            if state.is_chance_node and not state.is_over:
                outcomes = state.chance_outcomes()
                names = [name for name, _ in outcomes]
                outcome = self.rng.choices(names, weights=[p for _, p in outcomes])[0]
                notes.append(state.describe_outcome(outcome))
                ply += 1
                entries.append(LogEntry(ply, None, "chance", outcome, self.clock()))
                state = state.apply_chance(outcome)
                continue
            if settled is not None:
                settled(state)
            if state.is_over:
                break
            moves = state.legal_moves()
            if moves == ["pass"] and passes_in_a_row < state.num_players:
                seat = state.current_player
                assert seat is not None
                notes.append(f"{state.seat_name(seat)} has no legal move and passes.")
                ply += 1
                entries.append(LogEntry(ply, seat, "move", "pass", self.clock()))
                state = state.play("pass")
                passes_in_a_row += 1
                continue
            break
        return state, notes

    async def _commit(self, record: GameRow, old: State, new: State, entries: list[LogEntry], *,
                      unrated: bool = False) -> GameRow:
        """Append the log entries and update the snapshot in one transaction, if nobody else moved;
        returns the game's row as it now is."""
        now = self.clock()
        turn_since = record.turn_since if new.current_player == old.current_player else now
        async with self.storage.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET state = ?, version = ?, turn_since = ? WHERE id = ? AND version = ?",
                (json.dumps(new.to_dict()), record.version + len(entries), turn_since, record.id,
                 record.version))
            if cursor.rowcount != 1:
                raise Refusal(f"Game #{record.id} changed at the same moment; look at the board and try again.")
            await self._append(db, record.id, entries)
            if unrated:
                await db.execute("UPDATE games SET unrated = 1 WHERE id = ?", (record.id,))
            if new.is_over:
                await self._finish(db, record.id, new, now)
        self._keep(record.id, record.version + len(entries), new)
        if new.is_over:
            return replace(record, version=record.version + len(entries), turn_since=turn_since,
                           status="over", finished=now)
        return replace(record, version=record.version + len(entries), turn_since=turn_since)

    async def _append(self, db, game_id: str, entries: list[LogEntry]) -> None:
        await db.executemany(
            "INSERT INTO moves (game_id, ply, seat, kind, text, at) VALUES (?, ?, ?, ?, ?, ?)",
            [(game_id, e.ply, e.seat, e.kind, e.text, e.at) for e in entries])

    async def _finish(self, db, game_id: str, state: State, now: float) -> None:
        """End the game and record its result and ratings, in the caller's transaction."""
        await db.execute("UPDATE games SET status = 'over', finished = ? WHERE id = ?", (now, game_id))
        async with db.execute("SELECT guild, game, players, unrated FROM games WHERE id = ?",
                              (game_id,)) as cursor:
            row = await cursor.fetchone()
        await standings.record_result(db, game_id=game_id, guild=row[0], key=row[1], players=json.loads(row[2]),
                                      state=state, rated=not row[3], now=now)

    # ---- resigning --------------------------------------------------------------------------
    async def ask_resign(self, user: User, *, game_id: str | None = None, place: str | None = None,
                         key: str | None = None) -> Reply:
        record = await self.find_game(user, game_id=game_id, place=place, key=key)
        state = await self.state_of(record)
        self._seat_in(record, state, user)
        return Reply(f"Resign {record.game.title} #{record.id}? This cannot be undone.", ephemeral=True,
                     game_id=record.id, actions=[Action("Resign", "resign", record.id, style="danger"),
                                                 Action("Cancel", "cancel", record.id)])

    async def resign(self, user: User, game_id: str) -> Reply:
        async with self._lock(clean_id(game_id)):
            record, state, users = await self._load(game_id)
            seat = self._seat_in(record, state, user)
            try:
                new_state = state.resign(seat)
            except IllegalMove as exc:
                raise Refusal(f"You cannot resign now: {exc}") from None
            entries = [LogEntry(record.version + 1, seat, "resign", str(seat), self.clock())]
            new_state, notes = self._advance(new_state, entries, record.version + 1)
            record = await self._commit(record, state, new_state, entries, unrated=_too_early(state))
            return await self._board_reply(record, new_state, users, header=f"{users[seat].name} resigned.",
                                           notes=notes, last_move=None)

    # ---- standings ----------------------------------------------------------------------------
    async def standings(self, *, key: str | None, scope: str, guild: str | None, page: int = 0) -> Reply:
        """The leaderboard: one game in pages of ten, or the best few of every game."""
        if key is not None:
            self._game(key)
        return await standings.leaderboard(self.storage, key=key, scope=scope, guild=guild, page=page)

    async def history(self, user: User, *, key: str | None = None, limit: int = 10) -> Reply:
        """A user's last finished games: result, opponents, and where each was played."""
        return await standings.history(self.storage, self._users, user, key=key, limit=limit)

    # ---- buttons ----------------------------------------------------------------------------
    async def click(self, user: User, kind: str, target: str, value: str = "", *,
                    guild: str | None = None) -> Reply:
        """A button (or the local table's typed label): one entry point for every kind of action."""
        if kind == "page":
            scope, _, page = value.partition("-")
            return await self.standings(key=None if target == "all" else target, scope=scope, guild=guild,
                                        page=int(page) if page.isdigit() else 0)
        if kind == "accept":
            return await self.accept(target, user)
        if kind == "decline":
            return await self.decline(target, user)
        if kind == "move":
            return await self.play(user, value, game_id=target)
        if kind == "colour":
            return await self.private_board(user, target)
        if kind == "resign":
            return await self.resign(user, target)
        if kind == "cancel":
            return Reply("Cancelled: you are still in the game.", ephemeral=True, game_id=target)
        raise Refusal("That button is not known any more.")

    # ---- replies ----------------------------------------------------------------------------
    async def _board_reply(self, record: GameRow, state: State, users: list[User], *, header: str,
                           notes: list[str], last_move: str | None, mention_next: bool = True,
                           board: _Board | None = None) -> Reply:
        names = [u.name for u in users]
        if f"#{record.id}" not in header:  # every board message names its game
            header = f"**{record.game.title}** #{record.id} · {header}"
        lines = [header, *notes]
        summary = None
        mentions: list[str] = []
        if state.is_over:
            result = result_sentence(state, names)
            lines.append(f"**Game over.** {result}")
            summary = f"{record.game.title} #{record.id} ({' vs '.join(names)}) is over: {result}"
        else:
            mention = (lambda seat: self.mention(users[seat])) if mention_next else (lambda seat: names[seat])
            lines.append(turn_sentence(state, names, mention))
            if mention_next and state.current_player is not None:
                mentions.append(users[state.current_player].id)
        actions, choices = self._board_actions(record, state)
        if board is not None:
            image = await board.picture(state)
        else:
            image = await self._render(state, seat=None, last_move=last_move, users=users)
        return Reply("\n".join(line for line in lines if line), image=image,
                     image_name=f"{record.key}-{record.id}-{record.version}.png", game_id=record.id,
                     actions=actions, choices=choices, summary=summary, mentions=mentions)

    async def actions_for(self, game_id: str) -> list[Action]:
        """The buttons a game's board carries now, for a front end that rebuilds them (after a restart)."""
        record = await self._game_row(game_id)
        return self._board_actions(record, await self.state_of(record))[0]

    def _board_actions(self, record: GameRow, state: State) -> tuple[list[Action], list[tuple[str, str]]]:
        actions: list[Action] = []
        choices: list[tuple[str, str]] = []
        if not state.is_over:
            moves = state.legal_moves()
            if "roll" in moves:
                actions.append(Action("Roll", "move", record.id, "roll", style="primary"))
            if len(moves) <= MAX_CHOICES:
                choices = [(move, state.describe_move(move)) for move in moves]
            if hasattr(state, "colour_of"):
                actions.append(Action("My colour", "colour", record.id))
        return actions, choices

    async def _render(self, state: State, *, seat: int | None, last_move: str | None,
                      users: list[User]) -> bytes | None:
        if not self.render_images:
            return None
        import renderers

        return await asyncio.to_thread(renderers.render, state, seat=seat, last_move=last_move,
                                       players=[u.name for u in users])

    # ---- helpers ----------------------------------------------------------------------------
    def _game(self, key: str) -> engines.Game:
        try:
            return engines.get_game(key)
        except KeyError:
            raise Refusal(f"There is no game called {key!r}.") from None

    def _lock(self, game_id: str) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    async def _new_id(self) -> str:
        while True:
            candidate = "".join(secrets.choice(ID_ALPHABET) for _ in range(5))
            taken = await self.storage.fetchone(
                "SELECT 1 FROM challenges WHERE id = ? UNION SELECT 1 FROM games WHERE id = ?",
                (candidate, candidate))
            if taken is None:
                return candidate


class _Board:
    """The public board after a move, drawn in a thread from the moment its state is known, while the
    service lists the next legal moves and commits; the reply waits for it."""

    def __init__(self, service: GameService, users: list[User], last_move: str | None) -> None:
        self.service = service
        self.users = users
        self.last_move = last_move
        self.state: State | None = None
        self.drawing: asyncio.Future[bytes] | None = None

    def start(self, state: State) -> None:
        """Begin drawing `state` (a forced pass may yet replace it: then this picture is dropped)."""
        if not self.service.render_images:
            return
        import renderers

        self.drop()
        self.state = state
        self.drawing = asyncio.get_running_loop().run_in_executor(
            None, functools.partial(renderers.render, state, seat=None, last_move=self.last_move,
                                    players=[u.name for u in self.users]))

    def drop(self) -> None:
        if self.drawing is not None:
            self.drawing.cancel()
        self.drawing = None

    async def picture(self, state: State) -> bytes | None:
        if self.drawing is not None and self.state is state:
            return await self.drawing
        self.drop()
        return await self.service._render(state, seat=None, last_move=self.last_move, users=self.users)


# a game's row, its snapshot and its players' names ({id: name}) in one query
_LOAD_GAME = (f"SELECT {GAME_COLUMNS}, state, (SELECT json_group_object(u.id, u.name) FROM users u "
              "WHERE u.id IN (SELECT value FROM json_each(games.players))) AS names FROM games WHERE id = ?")


def _too_early(state: State) -> bool:
    """A resignation before every player made two moves of their own leaves the game unrated."""
    turns_taken = getattr(state, "turns_taken", None)
    if turns_taken is None:
        return False
    return min(turns_taken(seat) for seat in range(state.num_players)) < 2


