"""The live update: server-sent events for the games somebody watches.

One `Watch` per watched game and language (a reader's: `language.Reader`) holds the newest events,
composed once per change however many streams are open: the change since the version before (the page's head and the positions that changed, a few
hundred bytes) and the whole of the newest page of moves (for a stream that missed a change, or has
nothing yet); both are bounded by one page of moves, however long the game. An `asyncio.Event` that each
change sets and replaces wakes every stream. A change is heard from the service's `changes` signal, read
when the event loop wakes the hub: at once for the changes this process makes, and for moves another process made on
the same database (`python -m bot.web` beside the bot) where the database tells (PostgreSQL); elsewhere by
a cheap poll of the watched games' versions (one query).
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field

from bot.service import GameService, Refusal
from bot.service.runtime import Subscription
from bot.web import html
from bot.web.language import Reader
from bot.web.signing import Signer

log = logging.getLogger(__name__)

POLL = 0.25  # seconds between two looks at the watched games' versions
IDLE_POLL = 3600.0  # while nobody watches a game, the poller sleeps (a new watcher wakes it)
KEEPALIVE = 15.0  # seconds of quiet after which a stream gets a comment, so proxies keep it open


@dataclass
class Watch:
    version: int = -1
    last: int = -1  # the newest position's number
    full: bytes = b""  # the event that brings any viewer up to `version`
    delta: bytes = b""  # the event that brings a viewer at `base` up to `version` (b"": none)
    base: int = -1
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    streams: int = 0
    busy: bool = False  # a refresh is running
    again: bool = False  # another change came meanwhile: refresh once more when it ends

    def poke(self) -> None:
        """Wake every stream of the game (each then sees what changed, or whether it must end)."""
        waiter, self.changed = self.changed, asyncio.Event()
        waiter.set()


class Hub:
    def __init__(self, service: GameService, signer: Signer, *, poll: float = POLL) -> None:
        self.service = service
        self.signer = signer
        self.poll = poll
        self.watches: dict[tuple[str, Reader], Watch] = {}  # by game and reader: a page in each language
        self.closed = False
        self._task: asyncio.Task[None] | None = None
        self._changes: Subscription[str] | None = None  # the service's changes, read when woken
        self._refreshes: set[asyncio.Task[None]] = set()
        self._idle = False  # the poller sleeps while nobody watches

    def start(self) -> None:
        self._changes = self.service.changes(wake=self._heard)
        self._task = asyncio.create_task(self._watching(), name="web-watch")

    def _poll_again(self) -> None:
        """Somebody watches a game now: a poller idling while nobody watched starts polling at once."""
        if self._idle and self._task is not None and not self.closed:
            self._task.cancel()
            self._task = asyncio.create_task(self._watching(), name="web-watch")

    async def stop(self) -> None:
        """End every stream (so the server's shutdown does not wait for them) and stop watching."""
        self.closed = True
        for watch in self.watches.values():
            watch.poke()
        if self._changes is not None:
            self._changes.close()
            self._changes = None
        for task in [self._task, *self._refreshes]:
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task
        self._task = None

    @property
    def streams(self) -> int:
        return sum(watch.streams for watch in self.watches.values())

    async def subscribe(self, game_id: str, reader: Reader = Reader()) -> Watch:
        """Start watching a game in a reader's language for one more stream (its events composed if
        nobody watched it so); refused (`Refusal`) when there is no such game. `unsubscribe` when the
        stream ends."""
        key = (game_id, reader)
        watch = self.watches.get(key)
        if watch is None:
            watch = self.watches[key] = Watch()
            self._poll_again()
        watch.streams += 1
        try:
            if not watch.full:
                await self._refresh(key, watch)
        except BaseException:
            self.unsubscribe(game_id, reader, watch)
            raise
        return watch

    def unsubscribe(self, game_id: str, reader: Reader, watch: Watch) -> None:
        watch.streams -= 1
        key = (game_id, reader)
        if watch.streams == 0 and self.watches.get(key) is watch:
            del self.watches[key]

    async def events(self, watch: Watch, have: int | None, stop: asyncio.Event) -> AsyncIterator[bytes]:
        """The events of one game for one viewer who has its version `have` (None: nothing yet): what
        changed since, then each change; a comment now and then while nothing happens; until `stop` is
        set (and the watch poked)."""
        sent = have
        while not self.closed and not stop.is_set():
            version, waiter = watch.version, watch.changed  # the waiter first: no change slips by
            if version != sent and watch.full:
                yield watch.delta if watch.delta and watch.base == sent else watch.full
                sent = version
            try:
                await asyncio.wait_for(waiter.wait(), KEEPALIVE)
            except asyncio.TimeoutError:
                yield b": still here\n\n"

    # ---- hearing of changes -------------------------------------------------------------------
    def _heard(self) -> None:
        if self._changes is not None:
            for game_id in self._changes.drain():
                self._changed(game_id)

    def _changed(self, game_id: str) -> None:
        """A game changed: refresh its events, for each language it is watched in."""
        if self.closed:
            return
        for key, watch in list(self.watches.items()):
            if key[0] == game_id:
                self._schedule(key, watch)

    def _schedule(self, key: tuple[str, Reader], watch: Watch) -> None:
        if watch.busy:
            watch.again = True
            return
        task = asyncio.create_task(self._refresh_logged(key, watch))
        self._refreshes.add(task)
        task.add_done_callback(self._refreshes.discard)

    async def _watching(self) -> None:
        """Moves other processes make: announced on the service's changes where the database tells
        (PostgreSQL's LISTEN/NOTIFY), else found by polling the watched games' versions."""
        try:
            stop = await self.service.listen()
        except Exception:  # no listening connection: polling still works
            log.warning("listening for changed games failed; polling instead", exc_info=True)
            stop = None
        if stop is None:
            await self._polling()
            return
        try:
            await asyncio.Event().wait()  # until cancelled by stop()
        finally:
            await stop()

    async def _polling(self) -> None:
        while not self.closed:
            if not self.watches:  # nobody watches: nothing to poll until somebody does (`subscribe`)
                self._idle = True
                try:
                    await asyncio.sleep(IDLE_POLL)
                finally:
                    self._idle = False
                continue
            await asyncio.sleep(self.poll)
            if not self.watches:
                continue
            try:
                versions = await self.service.versions(list(dict.fromkeys(game for game, _ in self.watches)))
            except Exception:  # a database hiccup: look again at the next poll
                log.warning("polling the watched games' versions failed", exc_info=True)
                continue
            for key, watch in list(self.watches.items()):
                if versions.get(key[0], watch.version) != watch.version and not watch.busy:
                    self._schedule(key, watch)

    async def _refresh_logged(self, key: tuple[str, Reader], watch: Watch) -> None:
        try:
            await self._refresh(key, watch)
        except Refusal:
            pass  # the game is gone (never happens: games are kept); its streams keep the last page
        except Exception:
            log.warning("composing the page of game %s failed", key[0], exc_info=True)

    async def _refresh(self, key: tuple[str, Reader], watch: Watch) -> None:
        """Compose the game's events anew in its reader's language (one service call) and wake its
        streams if it changed."""
        game_id, reader = key
        watch.busy = True
        try:
            while True:
                watch.again = False
                page = await self.service.game_page(game_id, locale=reader.locale)
                full = html.event(page, self.signer, reader)
                if full != watch.full:
                    if 0 <= watch.version != page.version:
                        watch.delta = html.event(page, self.signer, reader, since=min(watch.last, page.last))
                        watch.base = watch.version
                    else:
                        watch.delta, watch.base = b"", -1
                    watch.version, watch.last, watch.full = page.version, page.last, full
                    watch.poke()
                if not watch.again:
                    break
        finally:
            watch.busy = False

