"""The outbox: every message a change owes to people (a board, the mention of the player to move, a
result, a reminder, an offer, a challenge) is written in the change's own transaction, and delivered in
order per game, once as players see it, whatever the front end's transport does meanwhile.

The service keeps the books; front ends deliver. A change writes its messages with `owe` (inside its
transaction); the front end that answers the change delivers the first one itself when nothing of its
game is still owed before it (the row is claimed for it at birth), and tells the service `delivered` or
`failed`. Everything else is claimed in turn (`claim`) by a front end's deliverer, in any process: the
head of each stream only, so a game's messages go out in order, one at a time. A failed attempt is tried
again later (`failed`: the transport's Retry-After first, else a doubling backoff); one whose outcome is
unknown (sent, no answer) is looked for before it is repeated (`Owed.look`). A game whose room is gone
is re-homed (`rehome`), or waits with its clock paused (`room_lost`) until a player brings it to a
channel.

Streams: a game's (or a challenge's, which becomes its game) posts are one stream, its id; the edits that
take the buttons off its older messages are another (`<id>:edits`), so they never hold up a post.
"""
from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from bot.service import clocks
from bot.service.replies import Action, Attachment, Posting, Reply, WebPage, text_of
from bot.storage import GameRow, NewOwed, OwedKind, OwedRow, Transaction
from engines.phrases import Phrase

if TYPE_CHECKING:
    from bot.service.boards import Boards
    from bot.service.games import Games
    from bot.service.runtime import Runtime
    from bot.storage import Storage

log = logging.getLogger(__name__)

LEASE = 60.0  # a claim on an owed message holds this long (its process died: another takes it over)
BACKOFF_FIRST = 2.0  # the first retry after a failure without a Retry-After
BACKOFF_CAP = 30.0  # retries never wait longer than this (Discord back: delivered within a minute)
RETRY_AFTER_CAP = 600.0  # a transport's Retry-After is honoured up to this
GIVE_UP = 7 * clocks.DAY  # a message still undeliverable after a week is dropped, said in the log
KEEP_DONE = 7 * clocks.DAY  # delivered messages are kept this long (an unknown attempt is looked up in them)
PARKED = 365 * clocks.DAY  # how far a game without a room parks its messages (until it is brought back)
EDITS = ":edits"  # the suffix of the stream of a game's edits
# an owed message posted: its id, stream and effect, the message it became and the thread it opened
Posted = tuple[int, str, "str | None", "str | None", "str | None"]


def front_of(place: str) -> str:
    """The front end that delivers the messages of a game played at `place`: Discord's channel ids are
    snowflakes (digits); every other place is the local table's."""
    return "discord" if place.isdigit() else "local"


def edits_of(stream: str) -> str:
    return stream + EDITS


@dataclass
class Owed:
    """An owed message claimed for delivery: a post (`reply`, its room resolved) or the edit that takes
    the buttons off earlier messages (`retire` in `channel`)."""

    id: int
    stream: str
    kind: str  # post | edit
    payload: dict[str, Any]
    tries: int  # this attempt included
    look: bool  # an earlier attempt's outcome is unknown: look for it before posting again
    created: float
    reply: Reply | None = None
    channel: str | None = None  # an edit's channel
    retire: list[str] = field(default_factory=list)  # an edit's messages


def backoff(tries: int, retry_after: float | None) -> float:
    """Seconds to wait before the next attempt: the transport's Retry-After when it gave one, else a
    doubling wait from BACKOFF_FIRST, capped at BACKOFF_CAP."""
    if retry_after is not None and retry_after >= 0:
        return min(retry_after, RETRY_AFTER_CAP)
    return min(BACKOFF_CAP, BACKOFF_FIRST * 2 ** max(0, tries - 1))


# ---- a reply as an owed message, and back ----------------------------------------------------------
def payload_of(reply: Reply, *, to: str, effect: str | None) -> dict[str, Any]:
    """The owed form of a public reply: everything a front end needs to post it later, in any process
    and in its readers' language then (its words as phrases, a picture as what draws it again, not its
    bytes). `to`: home (the game's thread or channel, as it is when delivered), parent (the channel the
    game was started in), channel:<id>, dm:<user id>."""
    file = None
    if reply.file is not None:
        file = {"name": reply.file.name, "description": _json(reply.file.description), "kind": reply.file.kind,
                "board": reply.file.board}
    return {"lines": [line.to_json() for line in reply.lines], "to": to, "game": reply.game_id,
            "key": reply.game_key,
            "actions": [[a.label.to_json(), a.kind, a.target, a.value, a.style] for a in reply.actions],
            "choices": [[move, label.to_json()] for move, label in reply.choices], "mentions": list(reply.mentions),
            "file": file, "thread_title": _json(reply.thread_title), "page": [reply.page.kind, reply.page.target] if reply.page else None, "effect": effect,
            "replace": reply.replace is not None,
            # a message of a channel (a challenge's) edited in place is that very message; a game's board
            # is the one the game carries when it goes (`replace` above)
            "edit": reply.replace if to.startswith("channel:") else None}


def _json(phrase: Phrase | None) -> dict[str, Any] | None:
    return None if phrase is None else phrase.to_json()


def _phrase(value: Any) -> Phrase:
    """A phrase as an owed message keeps it; text in a message owed before the catalogue says itself."""
    return Phrase.from_json(value) if isinstance(value, dict) else text_of(value)


def reply_of(payload: dict[str, Any], game: GameRow | None) -> Reply:
    """The reply an owed post stands for, its room resolved from the game as it is now."""
    file = payload.get("file")
    attachment = Attachment(file["name"], None, _phrase(file["description"]) if file.get("description") else None,
                            kind=file.get("kind", "board"), board=file.get("board")) if file else None
    to: str = payload["to"]
    # a message owed before the catalogue kept its text (English, with Discord's markup): it goes as it was
    lines = tuple(_phrase(line) for line in payload["lines"]) if "lines" in payload \
        else (text_of(payload["text"]),) if payload.get("text") else ()
    reply = Reply(lines, file=attachment, game_id=payload.get("game"), game_key=payload.get("key"),
                  actions=[Action(_phrase(label), *rest) for label, *rest in payload.get("actions", [])],
                  choices=[(move, _phrase(label)) for move, label in payload.get("choices", [])],
                  mentions=list(payload.get("mentions", [])), here=False, page=WebPage(*payload["page"]) if payload.get("page") else None)
    if to.startswith("dm:"):
        reply.dm = to[3:]
    elif to.startswith("channel:"):
        reply.home = to[8:]
        reply.replace = payload.get("edit")
    elif game is not None:
        reply.home = game.place if to == "parent" else game.home
        reply.parent = game.place if game.thread else None
        if to == "home" and payload.get("thread_title") and game.thread is None:
            reply.thread_title = _phrase(payload["thread_title"])  # the game's thread is not open yet
        if payload.get("replace") and game.board_message:
            reply.replace = game.board_message
    return reply


class Outbox:
    """The books of what is owed, for the front ends that deliver it.

    Given: the storage, the games (their locks and rows, to re-home one), the boards (to draw an owed
    board again) and the runtime (clock, owner; the signal announcing when a re-homed game's clock runs)."""

    def __init__(self, storage: Storage, games: Games, boards: Boards, runtime: Runtime) -> None:
        self.storage = storage
        self.games = games
        self.boards = boards
        # who draws an owed picture that is no board, by its kind (`tournaments` adds "crosstable")
        self.drawers: dict[str, Callable[[dict], Awaitable[bytes | None]]] = {}
        self.runtime = runtime

    # ---- writing, inside a change's transaction ------------------------------------------------
    async def owe(self, tx: Transaction, reply: Reply, *, stream: str, place: str, to: str = "home",
                  effect: str | None = None, claim: bool = True) -> Reply:
        """Owe `reply`'s public message (and the one-line result for the parent channel it carries),
        in the transaction `tx`; the reply learns its row, whether its writer delivers it itself
        (`direct`: nothing of its stream is owed before it), and what to tell the service once posted."""
        now = self.runtime.clock()
        front = front_of(place)
        owed = [NewOwed(stream, front, OwedKind.POST, payload_of(reply, to=to, effect=effect), now, claim=claim)]
        if reply.summary:  # posted beside the game (Discord: in the channel a game's thread belongs to)
            summary = Reply((reply.summary,), game_id=reply.game_id, game_key=reply.game_key)
            owed.append(NewOwed(stream, front, OwedKind.POST, payload_of(summary, to="parent", effect=None), now))
        added = await tx.add_owed(owed, owner=self.runtime.owner, until=now + LEASE)
        reply.owed_id, reply.direct = added[0]
        reply.summary = None  # its own message now, after the reply
        reply.on_posted = Posting(stream, effect, reply.owed_id)
        return reply

    async def owe_retire(self, tx: Transaction, stream: str, place: str, channel: str,
                         messages: Sequence[str | None]) -> None:
        """Owe the edit that takes the buttons off these messages of a game: merged into an edit still
        waiting, so that a burst of changes edits each old message once, and never before a post."""
        wanted = [message for message in messages if message]
        if not wanted:
            return
        edits = edits_of(stream)
        for waiting in reversed(await tx.waiting_owed(edits)):
            if waiting.payload.get("channel") == channel:
                merged = list(dict.fromkeys([*waiting.payload.get("messages", []), *wanted]))
                if await tx.set_owed_payload(waiting.id, {**waiting.payload, "messages": merged}):
                    return
                break
        await tx.add_owed([NewOwed(edits, front_of(place), OwedKind.EDIT, {"channel": channel, "messages": wanted},
                                   self.runtime.clock())], owner=self.runtime.owner, until=0.0)

    async def posted(self, posting: Posting, message: str, thread: str | None = None) -> None:
        """A front end posted a reply as `message` (in `thread`, which it opened for the game)."""
        if posting.owed_id is not None:
            await self.delivered(posting.owed_id, posting.stream, posting.effect, message, thread)
        elif posting.effect == "board":
            await self.board_shown(posting.stream, message, thread)

    # ---- delivering ----------------------------------------------------------------------------
    async def claim(self, front: str, *, limit: int = 20, streams: Sequence[str] | None = None,
                    done: Sequence[Posted] = ()) -> list[Owed]:
        """The owed messages of `front` this process may deliver now, heads of their streams, each
        claimed for LEASE seconds; a game that lost its room parks its messages instead. The messages
        `done` (the previous batch, posted) are marked delivered in the same transaction: one write a
        batch."""
        now = self.runtime.clock()
        games = await self._games_of(done)
        async with self.storage.transaction() as tx:
            await self._mark(tx, done, games, now)
            rows = await tx.claim_owed(front, now, self.runtime.owner, now + LEASE, limit=limit, streams=streams)
        claimed: list[Owed] = []
        for row in rows:
            owed = await self._resolve(row, now)
            if owed is not None:
                claimed.append(owed)
        return claimed

    async def _resolve(self, row: OwedRow, now: float) -> Owed | None:
        owed = Owed(row.id, row.stream, row.kind, row.payload, row.tries, row.look, row.created)
        if now - row.created > GIVE_UP:
            log.warning("owed message %s of %s undeliverable for a week (last: %s): dropped", row.id, row.stream,
                        row.error)
            await self.storage.release_owed(row.id, self.runtime.owner, next_try=now, error=row.error or "too old",
                                            clean=True, drop=True, at=now)
            return None
        if row.kind == OwedKind.EDIT:
            owed.channel = row.payload.get("channel")
            owed.retire = list(row.payload.get("messages", []))
            return owed
        game_id = row.payload.get("game")
        game = await self.storage.game(game_id) if game_id else None
        if game is not None and game.room_lost is not None and not row.payload["to"].startswith(("dm:", "channel:")):
            # it waits for a player to bring the game to a channel (`rehome`)
            await self.storage.release_owed(row.id, self.runtime.owner, next_try=now + PARKED,
                                            error="the game has no room", clean=not row.look)
            return None
        owed.reply = reply_of(row.payload, game)
        owed.reply.owed_id = row.id
        owed.reply.on_posted = Posting(row.stream, row.payload.get("effect"), row.id)
        return owed

    async def delivered(self, owed_id: int, stream: str, effect: str | None, message: str | None,
                        thread: str | None = None) -> None:
        """An owed message is posted as `message` (in `thread`, which its delivery opened): marked
        delivered, with what its posting changes, in one transaction: the board now carrying the game's
        buttons (the previous one's go, by an owed edit), an offer's or a challenge's message."""
        await self.delivered_all([(owed_id, stream, effect, message, thread)])

    async def delivered_all(self, posted: Sequence[Posted]) -> None:
        """Several owed messages posted (a deliverer's batch, each of another stream): marked delivered,
        with what each changes, in one transaction. A crash before it leaves them owed and unsure: the
        next attempt looks for each before posting it again."""
        if not posted:
            return
        games = await self._games_of(posted)
        async with self.storage.transaction() as tx:
            await self._mark(tx, posted, games, self.runtime.clock())

    async def _games_of(self, posted: Sequence[Posted]) -> dict[str, GameRow | None]:
        """The games whose boards were posted (what a board's posting changes depends on them)."""
        return {stream: await self.storage.game(stream) for _, stream, effect, _, _ in posted if effect == "board"}

    async def _mark(self, tx: Transaction, posted: Sequence[Posted], games: dict[str, GameRow | None],
                    now: float) -> None:
        marked = await tx.owed_delivered([(owed_id, message) for owed_id, _, _, message, _ in posted], at=now)
        for owed_id, stream, effect, message, thread in posted:
            if owed_id not in marked:
                log.info("owed message %s was delivered twice (second: %s)", owed_id, message)
                continue
            await self.apply(tx, effect, games.get(stream), message, thread)

    async def board_shown(self, game_id: str, message: str, thread: str | None) -> None:
        """A board a player asked to see was posted in the game's home: it carries the buttons now."""
        game = await self.storage.game(game_id)
        async with self.storage.transaction() as tx:
            await self.apply(tx, "board", game, message, thread)

    async def apply(self, tx: Transaction, effect: str | None, game: GameRow | None, message: str | None,
                    thread: str | None) -> None:
        """What a posted message changes: a board carries the game's buttons now (the previous board's
        go), an offer or a challenge is answered under its message."""
        if effect is None or message is None:
            return
        kind, _, target = effect.partition(":")
        if kind == "board" and game is not None:
            await tx.set_home(game.id, thread=thread, board_message=message)
            old = game.board_message
            if old and old != message:
                await self.owe_retire(tx, game.id, game.place, game.home, [old])
        elif kind == "offer":
            await tx.set_offer_message(target, message)
        elif kind == "challenge":
            await tx.set_challenge_message(target, message)
        elif kind == "tournament" and target.isdigit():  # its sign-up message, with Join / Leave / Start
            await tx.set_tournament_message(int(target), message)

    async def failed(self, owed: Owed | int, *, error: str, clean: bool, retry_after: float | None = None,
                     drop: bool = False, tries: int = 1) -> float:
        """An attempt failed: tried again after the backoff (or dropped for good); returns when."""
        now = self.runtime.clock()
        owed_id = owed.id if isinstance(owed, Owed) else owed
        tries = owed.tries if isinstance(owed, Owed) else tries
        at = now + backoff(tries, retry_after)
        if drop:
            log.warning("owed message %s dropped: %s", owed_id, error)
        await self.storage.release_owed(owed_id, self.runtime.owner, next_try=at, error=error, clean=clean, drop=drop,
                                        at=now)
        return at

    async def opened_thread(self, game_id: str, thread: str) -> None:
        """A game's thread was opened by a delivery: kept at once, so that a retry never opens another."""
        async with self.storage.transaction() as tx:
            await tx.set_home(game_id, thread=thread)

    async def next_due(self, front: str) -> float | None:
        return await self.storage.next_owed(front)

    async def waiting(self, front: str | None = None) -> int:
        """How many messages are owed and not yet delivered: what an operator watches during an outage."""
        return await self.storage.owed_count(front)

    async def prune(self) -> int:
        return await self.storage.prune_owed(self.runtime.clock() - KEEP_DONE)

    async def picture(self, reply: Reply) -> bytes | None:
        """The bytes of a reply's picture: already drawn, or drawn again from what it shows (a board at
        a version of its game, as its log rebuilds it)."""
        file = reply.file
        if file is None:
            return None
        if file.data is not None:
            return file.data
        if not file.board:
            return None
        if file.kind in self.drawers:  # a picture of another kind (a tournament's crosstable)
            return await self.drawers[file.kind](file.board)
        return await self.boards.draw_board(file.board)

    # ---- a game whose room is gone ---------------------------------------------------------------
    async def rehome(self, game_id: str, *, place: str, thread: str | None) -> GameRow:
        """The game is played at `place` (in `thread`) from now on: its room is found again, its clock
        runs again if a lost room had stopped it, and its owed messages go out at once."""
        now = self.runtime.clock()
        async with self.games.lock(game_id):
            game = await self.games.row(game_id)
            resumed = game
            if game.room_lost is not None and game.deadline is None and game.paused_left is not None \
                    and await self.games.vacation_ends(game.to_move or "", now, game.id) is None:
                resumed = clocks.resumed(game, now)
            async with self.storage.transaction() as tx:
                await tx.set_room(game.id, place=place, thread=thread, room_lost=None)
                if resumed is not game:
                    await tx.update_game(resumed, expected_version=game.version)
                await tx.owe_later([game.id, edits_of(game.id)], now)
            self.runtime.due(resumed.due)
        return replace(resumed, place=place, thread=thread, room_lost=None)

    async def room_lost(self, game_id: str, note: Phrase) -> list[str]:
        """No room can be had for the game: it waits, its clock paused, until a player brings it to a
        channel; each person playing it is sent `note` directly (owed too). Returns their ids."""
        now = self.runtime.clock()
        async with self.games.lock(game_id):
            loaded = await self.games.load(game_id)
            game = loaded.record
            if game.room_lost is not None:
                return []
            paused = clocks.paused(game, now) if game.deadline is not None else game
            people = [user for user in loaded.users if not user.id.startswith("computer:")]
            async with self.storage.transaction() as tx:
                await tx.set_room(game.id, place=game.place, thread=game.thread, room_lost=now)
                if paused is not game:
                    await tx.update_game(paused, expected_version=game.version)
                await tx.owe_later([game.id], now + PARKED)
                for user in people:
                    await tx.add_owed([NewOwed(f"{game.id}:dm", front_of(game.place), OwedKind.POST,
                                               payload_of(Reply((note,), game_id=game.id), to=f"dm:{user.id}",
                                                          effect=None), now)],
                                      owner=self.runtime.owner, until=0.0)
            self.games.keep(game.id, game.version, loaded.state)
        return [user.id for user in people]
