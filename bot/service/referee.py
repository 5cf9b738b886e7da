"""The referee's core, shared by the parts of the service: finding and loading games (with a cache of
states checked against each game's version), resolving chance and forced passes, committing moves with
their log, and the board reply every part answers with.

It combines the engines, the storage interface and the renderer; it knows nothing of Discord.
"""
from __future__ import annotations

import asyncio
import functools
import json
import os
import random
import secrets
import socket
import time
from collections import OrderedDict
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

import engines
from bot.service import clocks, standings
from bot.service.computer_seats import is_computer
from bot.service.outbox import Outbox
from bot.service.replies import Action, Attachment, Ready, Refusal, Reply, User
from bot.record.log import OUTSIDE_RULES, walk
from bot.storage import GameRow, LogEntry, Storage, Transaction
from bot.storage.text import unstorable, visible
from engines.base import State
from engines.words import result_sentence, scores_phrase

if TYPE_CHECKING:
    from bot.service.pages import Links

ID_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"
MAX_CHOICES = 25  # a select menu holds at most 25 options
NO_SECRETS = "This game has no secrets: the public board shows everything."
_system_random = random.SystemRandom()
log = logging.getLogger(__name__)


@dataclass
class Board:
    """What the board message after a change says: its header and notes, the move it marks (and the
    picture being drawn of it), whether it mentions the player to move, where the user asked."""

    header: str
    notes: Sequence[str] = ()
    last_move: str | None = None
    last_words: str | None = None
    mention_next: bool = True
    drawing: BoardDrawing | None = None
    place: str | None = None
    just_ended: bool | None = None
    before_version: int | None = None  # the version of the position the marked move was played on
    thread_title: str | None = None  # the game just started: its thread is opened with this name
    replace: str | None = None  # the board message edited in place (the same turn goes on)
    extra: list[str] = field(default_factory=list)  # messages of the game whose buttons go with this change


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


class Referee:
    def __init__(self, storage: Storage, *, mention: Callable[[User], str] | None = None,
                 render: bool = True, cache_size: int = 1024) -> None:
        self.storage = storage
        self.mention = mention or (lambda user: user.name)
        self.render_images = render
        self.cache_size = cache_size
        self.rng: random.Random = _system_random
        self.clock: Callable[[], float] = time.time
        # told when something falls due (a reminder, a deadline, the end of a vacation): a front end's
        # scheduler wakes then if that is sooner than it planned
        self.scheduled: Callable[[float], None] | None = None
        # who this service is when it claims due work in a database other processes share
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"
        # the web page's signed addresses, when the page is on (board replies then carry a Watch link)
        self.links: Links | None = None
        # told the id of a game just changed by this process (a web page's watcher pushes it at once;
        # changes made by other processes it finds by polling the versions)
        self.observers: list[Callable[[str], None]] = []
        self.outbox = Outbox(self)
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

    # ---- changing games ---------------------------------------------------------------------
    def advance(self, state: State, entries: list[LogEntry], ply: int, *,
                settled: Callable[[State], None] | None = None) -> tuple[State, list[str]]:
        """Resolve chance and forced passes until a player has a real choice (or the game ends).

        `settled` hears of each state where chance is resolved, before its legal moves are listed
        (which tell whether it is a forced pass): the board of that state can be started meanwhile."""
        notes: list[str] = []
        passes_in_a_row = 0
        while True:
            if state.is_chance_node and not state.is_over:
                outcome = state.random_outcome(self.rng)
                notes.append(str(state.describe_outcome(outcome)))
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
                entries.append(LogEntry(ply, seat, "forced", "pass", self.clock(), str(state.describe_move("pass"))))
                state = state.play("pass")
                passes_in_a_row += 1
                continue
            break
        return state, notes

    async def commit(self, loaded: Loaded, new: State, entries: list[LogEntry], *, board: Board,
                     unrated: bool = False, ending: str | None = None, at: float | None = None,
                     ranking: list[int] | None = None,
                     before: Callable[[Transaction], Awaitable[None]] | None = None) -> tuple[GameRow, Reply]:
        """Append the log entries and update the snapshot and the clock in one transaction, if nobody else
        moved meanwhile; the game's end (result, ratings), the withdrawal of open offers and the board
        message the change owes (the outbox) go in the same transaction, after `before` (a write of the
        caller's that must go with it). `ending` ends the game outside the rules (draw: with `ranking`;
        aborted: no result). Returns the row as it now is and the board reply (its picture drawn)."""
        record, old = loaded.record, loaded.state
        now = self.clock() if at is None else at
        version = record.version + len(entries)
        over = new.is_over or ending in OUTSIDE_RULES
        turn_since = record.turn_since if new.current_player == old.current_player else now
        row = replace(record, version=version, turn_since=turn_since, unrated=record.unrated or unrated,
                      ending=ending or record.ending)
        if over:
            row = replace(clocks.new_turn(row, None, now, None), status="over", finished=now)
        else:
            row = await self.next_turn(row, old, new, now)
        after = Loaded(row, new, loaded.users)
        reply = await self.board_message(after, board)
        async with self.storage.transaction() as tx:
            if before is not None:
                await before(tx)
            if not await tx.update_game(row, json.dumps(new.to_dict()), expected_version=record.version):
                raise Refusal(f"Game #{record.id} changed at the same moment; look at the board and try again.")
            await tx.append_moves(record.id, entries)
            withdrawn = await tx.close_offers(record.id, "withdrawn")
            if over and ending != "aborted":
                await standings.record_result(tx, record, new, rated=not row.unrated, now=now, ranking=ranking)
            await self.outbox.owe(tx, reply, stream=record.id, place=record.place, effect="board")
            await self.outbox.owe_retire(tx, record.id, record.place, record.home,
                                         [offer.message for offer in withdrawn] + board.extra)
        self.keep(record.id, version, new)
        self.wake(row.due)
        self.changed(record.id)
        await self.attach_picture(reply, board, after)
        return row, reply

    def changed(self, game_id: str) -> None:
        """Tell the observers (a web page's watcher) of a committed change; one that fails is logged and
        the others still hear: the change stands whatever they do."""
        for observer in self.observers:
            try:
                observer(game_id)
            except Exception:
                log.exception("an observer of game %s failed", game_id)

    async def next_turn(self, row: GameRow, old: State | None, new: State, now: float) -> GameRow:
        """The clock after a change: a new turn when the turn passes to another player, or the same
        player begins another turn of their own (Telic's roll and entry are one turn)."""
        seat = new.current_player
        to_move = row.players[seat] if seat is not None else None
        if row.room_lost is not None and to_move is not None and not is_computer(to_move):
            # nobody can see the game until a player brings it to a channel: the clock waits
            return clocks.new_turn(row, to_move, now, vacation_ends=now)
        if to_move == row.to_move and old is not None and seat is not None \
                and new.turns_taken(seat) <= old.turns_taken(seat):
            return replace(row, due=now) if is_computer(to_move) else row
        if is_computer(to_move):  # a computer moves at once, through the due work that any process takes
            return replace(row, to_move=to_move, deadline=None, paused_left=None, reminders=0, due=now)
        vacation = await self.vacation_ends(to_move, now) if to_move and row.clock else None
        return clocks.new_turn(row, to_move, now, vacation)

    async def vacation_ends(self, user_id: str, now: float) -> float | None:
        """When the user's vacation in progress ends; None when they are not on one."""
        for vacation in await self.storage.vacations(user_id, since=now):
            if vacation.open and vacation.starts <= now:
                return vacation.ends
        return None

    async def new_game_row(self, record: GameRow, state: State, entries: list[LogEntry]) -> GameRow:
        """A new game's row as it starts, after the log of its set-up (chance before the first move)."""
        record = replace(record, version=len(entries))
        if state.is_over:
            return replace(record, status="over", finished=record.created)
        return await self.next_turn(record, None, state, record.created)

    async def open_game(self, tx: Transaction, record: GameRow, state: State, entries: list[LogEntry]) -> None:
        """Write a new game (its row from `new_game_row`) with the log of its set-up, in the caller's
        transaction. `keep` its state once the transaction is committed."""
        await tx.add_game(record, json.dumps(state.to_dict()))
        await tx.append_moves(record.id, entries)
        if state.is_over:
            await standings.record_result(tx, record, state, rated=True, now=record.created)

    @staticmethod
    def secret_note(before: State, after: State) -> list[str]:
        """A line pointing to the secret's button when what the seats privately know has just changed (a
        deal of secret colours): nothing else on the board says where to look."""
        label = after.game.secret_label
        if not label or after.is_over:
            return []
        seats = range(after.num_players)
        if all(before.private_words(seat) == after.private_words(seat) for seat in seats):
            return []
        return [f"Each player has a secret now: click **{label}** under the board to see yours (only you "
                "see it)."]

    def wake(self, due: float | None) -> None:
        if due is not None and self.scheduled is not None:
            self.scheduled(due)

    @staticmethod
    def game_title(key: str) -> str:
        return game_spec(key).title

    async def new_id(self) -> str:
        while True:
            candidate = "".join(secrets.choice(ID_ALPHABET) for _ in range(5))
            if not await self.storage.id_taken(candidate):
                return candidate

    # ---- the board --------------------------------------------------------------------------
    def board_actions(self, record: GameRow, state: State) -> tuple[list[Action], list[tuple[str, str]]]:
        """The buttons under a board, and the move menu when the moves are few enough for one; a
        finished game's board offers a rematch."""
        if record.status != "active" or state.is_over:
            if record.ending == "aborted":
                return [], []
            return [Action("Rematch", "rematch", record.id, style="primary")], []
        actions = [Action(str(quick.label), "move", record.id, quick.move, style="primary")
                   for quick in state.quick_moves()]
        moves = state.legal_moves()
        choices = [(move, str(state.describe_move(move))) for move in moves] if len(moves) <= MAX_CHOICES else []
        if state.game.secret_label:
            actions.append(Action(str(state.game.secret_label), "secret", record.id))
        return actions, choices

    async def board_reply(self, loaded: Loaded, *, header: str, notes: Sequence[str] = (),
                          last_move: str | None = None, last_words: str | None = None,
                          mention_next: bool = True, place: str | None = None,
                          just_ended: bool | None = None) -> Reply:
        """The public board of a game as it is, with its picture (a look at it: nothing is owed)."""
        board = Board(header, notes, last_move, last_words, mention_next, place=place, just_ended=just_ended)
        reply = await self.board_message(loaded, board)
        await self.attach_picture(reply, board, loaded)
        return reply

    async def board_message(self, loaded: Loaded, board: Board) -> Reply:
        """The public board of a game as it now is, headed by what just happened, without its picture
        (drawn by `attach_picture`, or again from `Attachment.board` when it goes out later); posted in
        the game's home, and told privately where it went when the user asked elsewhere (`board.place`)."""
        record, state, users = loaded.record, loaded.state, loaded.users
        title = state.game.title
        header = board.header
        if f"#{record.id}" not in header:  # every board message names its game
            header = f"**{title}** #{record.id} · {header}"
        lines = [header, *board.notes]
        summary = None
        mentions: list[str] = []
        if loaded.over:
            result = result_text(loaded)
            lines.append(f"**Game over.** {result}")
            if board.just_ended if board.just_ended is not None else True:
                summary = f"{title} #{record.id} ({' vs '.join(loaded.names)}) is over: {result}"
        elif state.current_player is not None and is_computer(record.players[state.current_player]):
            seat = state.current_player
            label = state.seat_label(seat)
            lines.append(f"{users[seat].name} is thinking{f' ({label})' if label else ''}…"
                         f"{_score_line(state, loaded.names)}")
        elif state.current_player is not None:
            seat = state.current_player
            who = self.mention(users[seat]) if board.mention_next else users[seat].name
            label = state.seat_label(seat)
            lines.append(f"{who}, your turn{f' ({label})' if label else ''}.{_score_line(state, loaded.names)}")
            vacation = await self.vacation_ends(record.to_move, self.clock()) \
                if record.to_move and record.deadline is None and record.paused_left is not None else None
            lines.append(clocks.clock_line(record, users[seat].name, vacation))
            if board.mention_next:
                mentions.append(users[seat].id)
        actions, choices = self.board_actions(record, state)
        here = board.place is None or board.place == record.home
        picture = None
        if self.render_images:
            picture = Attachment(f"{record.key}-{record.id}-{record.version}.png", None,
                                 self.describe(loaded, board.last_move, board.last_words),
                                 board={"game": record.id, "version": record.version, "last_move": board.last_move,
                                        "last_words": board.last_words, "before": board.before_version})
        return Reply("\n".join(line for line in lines if line), file=picture, game_id=record.id,
                     game_key=record.key, actions=actions, choices=choices, summary=summary, mentions=mentions,
                     home=record.home, here=here, parent=record.place if record.thread else None,
                     thread_title=board.thread_title, replace=board.replace,
                     watch=self.links.game(record.id) if self.links is not None else None,
                     on_posted=functools.partial(self._board_shown, record.id))

    async def attach_picture(self, reply: Reply, board: Board, loaded: Loaded) -> None:
        """Draw the reply's picture (or take the one drawn meanwhile). A failure to draw is logged and the
        board goes without it: whatever happened is committed, and must be told."""
        if reply.file is None or reply.file.data is not None:
            return
        try:
            if board.drawing is not None:
                data = await board.drawing.picture(loaded.state)
            else:
                data = await self.render(loaded.state, seat=None, last_move=board.last_move,
                                         last_words=board.last_words, users=loaded.users)
        except Exception:
            log.exception("drawing the board of %s failed; it is posted without its picture", loaded.record.id)
            data = None
        reply.file = replace(reply.file, data=data) if data is not None else None

    async def _board_shown(self, game_id: str, message: str, thread: str | None) -> None:
        """A board a player asked to see was posted in the game's home: it carries the buttons now."""
        game = await self.storage.game(game_id)
        async with self.storage.transaction() as tx:
            await self.outbox.apply(tx, "board", game, message, thread)

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

    async def draw_board(self, spec: dict) -> bytes | None:
        """A board picture drawn again from what it showed (`Attachment.board`)."""
        record, state, users = await self.state_at(spec["game"], spec["version"])
        before = None
        if spec.get("before") is not None:
            _, before, _ = await self.state_at(spec["game"], spec["before"])
        return await self.render(state, seat=None, last_move=spec.get("last_move"), last_words=spec.get("last_words"),
                                 users=users, before=before)

    @staticmethod
    def describe(loaded: Loaded, last_move: str | None, last_words: str | None) -> str:
        """The words of a game's public picture (alt text): its id, whose turn or how it ended, the last
        move and the position."""
        from renderers.alt_text import LIMIT, alt_text

        ended = f"Game over. {result_text(loaded)}" if loaded.over and not loaded.state.is_over else None
        prefix = f"#{loaded.record.id} "
        return prefix + alt_text(loaded.state, last_move=last_move, last_words=last_words, players=loaded.names,
                                 result=ended)[:LIMIT - len(prefix)]

    async def render(self, state: State, *, seat: int | None, last_move: str | None,
                     last_words: str | None = None, users: Sequence[User],
                     before: State | None = None) -> bytes | None:
        """The picture of `state`; `before`, the position `last_move` was played on, lets it show what
        the move did (a die rolled, a piece bumped)."""
        if not self.render_images:
            return None
        import renderers

        return await asyncio.to_thread(renderers.render, state, seat=seat, last_move=last_move,
                                       last_words=last_words, players=[u.name for u in users], before=before)

    def drawing(self, users: Sequence[User], last_move: str | None, last_words: str | None, *,
                before: State | None = None) -> BoardDrawing:
        return BoardDrawing(self, users, last_move, last_words, before)

    async def accept_early(self, ready: Ready | None, private: bool) -> None:
        if ready is not None:
            await ready(private)


class BoardDrawing:
    """The public board after a move, drawn in a thread from the moment its state is known, while the
    service lists the next legal moves and commits; the reply waits for it."""

    def __init__(self, referee: Referee, users: Sequence[User], last_move: str | None,
                 last_words: str | None, before: State | None = None) -> None:
        self.referee = referee
        self.before = before  # the position the move was played on (the picture may show what it did)
        self.users = users
        self.last_move = last_move
        self.last_words = last_words
        self.state: State | None = None
        self.future: asyncio.Future[bytes] | None = None

    def start(self, state: State) -> None:
        """Begin drawing `state` (a forced pass may yet replace it: then this picture is dropped)."""
        if not self.referee.render_images:
            return
        import renderers

        self.drop()
        self.state = state
        self.future = asyncio.get_running_loop().run_in_executor(
            None, functools.partial(renderers.render, state, seat=None, last_move=self.last_move,
                                    last_words=self.last_words, players=[u.name for u in self.users],
                                    before=self.before))

    def drop(self) -> None:
        if self.future is not None:
            self.future.cancel()
        self.future = None

    async def picture(self, state: State) -> bytes | None:
        if self.future is not None and self.state is state:
            return await self.future
        self.drop()
        return await self.referee.render(state, seat=None, last_move=self.last_move, last_words=self.last_words,
                                         users=self.users, before=self.before)


def result_text(loaded: Loaded) -> str:
    """How the game ended, in a sentence or two: by the rules, on time, by agreement, or aborted."""
    ending = loaded.record.ending
    if ending == "aborted":
        return "The game was aborted: no result, and it counts nowhere."
    if ending == "draw":
        return "Drawn by agreement."
    text = str(result_sentence(loaded.state, loaded.names))
    if ending == "time":  # "bob wins on time!": the result phrase is the sentence up to its "!"
        text = text.replace("!", " on time!", 1)
    return text


def _score_line(state: State, names: Sequence[str]) -> str:
    scores = scores_phrase(state, names)
    return f" Score: {scores}." if scores else ""
