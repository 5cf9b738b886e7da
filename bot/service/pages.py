"""What a web page of a game or of a server's standings shows, as plain values: one call per page.

Everything here is public: pictures are drawn for `seat=None`, words come from the public view
(`renderers.alt_text`), the engines' words for moves as they were logged, and the record hides a secret
outcome until the end, as `/K record` does. A front end (the web page) only formats these values.

A game's page shows one page of its positions (`moves_per_page`, the page holding the position shown),
so what a page and its live update weigh does not grow with the game.

Everything heavy (walking a game's log to its positions, their words, pictures, the replay, the record)
runs in a pool of processes of its own (`Workshop`): never on the event loop, never in the thread pool
the bot draws its boards in, and at a lower priority where the system has one, so the bot's own work
(moves, boards) never waits behind a web page. Each answer is computed once per game and version
(requests for it meanwhile wait for the same job) and kept in a cache bounded in bytes; the pool takes
a bounded number of jobs at once (beyond: `Busy`), and a job nobody waits for any more is dropped, or
stopped where it runs. The workers keep the positions they walked (by game and version), so a picture
of an earlier position or another page of moves costs no second walk of the log.
"""
from __future__ import annotations

import asyncio
import contextlib
import itertools
import multiprocessing
import os
import signal
import sys
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

import engines
from bot.service import standings
from bot.service.records import DEFAULT_LIMIT, Records, replay_frames
from bot.service.referee import Loaded, Referee, clean_id, result_text
from bot.service.replies import Attachment, Refusal
from bot.storage import LogEntry

STANDINGS_SHOWN = 25  # players per game on a standings page
MOVES_PER_PAGE = 200  # positions listed on one page of a game (an operator may change it)
CACHE_BYTES = 64 * 1024 * 1024  # answers kept (pictures, replays, records, pages of moves)
WORKERS = 1  # processes doing the web's heavy work
QUEUE = 16  # heavy jobs at once (running or waiting); beyond, `Busy`
FRAMES_KEPT = 50_000  # positions a worker keeps between jobs (about 1 KB each)
GIVEN_KEPT = 256  # games (by version) whose log the workers were given lately
NICENESS = 10  # how much lower the workers' priority is than the bot's, where the system has one
SLOTS = 4096  # the shared flags that tell a worker its job was abandoned (by job number, modulo)
CHECK_EVERY = 64  # log entries walked between two looks at that flag

T = TypeVar("T")


class Links(Protocol):
    """Makes the signed addresses of the pages (the web front end has one when the page is on)."""

    def game(self, game_id: str) -> str: ...

    def standings(self, guild: str | None) -> str: ...


class Busy(Exception):
    """The web's pool has as many jobs as it takes (or this client has its share): try again later."""


@dataclass(frozen=True)
class Ply:
    """One position on the way through a game: 0 is the start, n the position after the n-th move."""

    number: int
    words: str  # the move that led here, in the engine's words ("" for the start)
    notation: str | None  # the move in the game's notation
    alt: str  # the picture's words (alt text)


@dataclass(frozen=True)
class PlayerLine:
    name: str
    label: str | None  # the seat's label in public (a colour, "Blue"), where the game has one
    to_move: bool
    score: str | None  # the running score, where the game keeps one


@dataclass(frozen=True)
class GamePage:
    id: str
    key: str
    title: str
    version: int
    players: tuple[PlayerLine, ...]
    status: str  # whose turn, or how it ended
    over: bool
    result: str | None
    deadline: float | None  # when the player to move must have moved (None: no clock, or stopped)
    clock: float | None  # seconds per turn; None: no clock
    paused_left: float | None  # seconds left on a clock stopped by a vacation
    last: int  # the newest position's number
    first: int  # the number of the first position in `plies`
    plies: tuple[Ply, ...]  # one page of positions, from `first` (the page holding the one asked for)
    per_page: int  # positions on a full page
    record: bool  # the record (PPN) can be had
    replay: bool  # the replay (GIF) can be had

    def ply(self, number: int) -> Ply | None:
        """The position `number`, when it is on this page."""
        index = number - self.first
        return self.plies[index] if 0 <= index < len(self.plies) else None


@dataclass(frozen=True)
class StandingsSection:
    key: str
    title: str
    rows: tuple[standings.Standing, ...]
    total: int


@dataclass(frozen=True)
class StandingsPage:
    scope: str
    sections: tuple[StandingsSection, ...]


class Pages:
    def __init__(self, referee: Referee, records: Records) -> None:
        self.referee = referee
        self.records = records
        self.workshop = Workshop()
        self.per_page = MOVES_PER_PAGE
        self.replay_limit = DEFAULT_LIMIT
        self._cache = Cache(CACHE_BYTES)
        self._lasts: OrderedDict[tuple, int] = OrderedDict()  # (game, version, names) -> newest position
        self._given: OrderedDict[tuple[str, int], None] = OrderedDict()  # logs the workers were given
        self._warming: list[asyncio.Future] = []

    def configure(self, *, workers: int = WORKERS, queue: int = QUEUE, per_page: int = MOVES_PER_PAGE,
                  cache_bytes: int = CACHE_BYTES) -> None:
        """The limits the web page runs with (its config's [web] section)."""
        self.workshop.configure(workers=workers, queue=queue)
        self.per_page = per_page
        self._cache.limit = cache_bytes

    def close(self) -> None:
        """Stop the pool (its jobs are abandoned); it starts again on the next job."""
        self.workshop.close()

    def warm(self) -> None:
        """Start the pool's processes now (each imports the engines and the renderers, about a second),
        so that the first page does not wait for them."""
        pool = self.workshop.pool()
        self._warming = [asyncio.wrap_future(pool.submit(_warm)) for _ in range(self.workshop.workers)]

    async def warmed(self) -> None:
        """Until the processes `warm` started are ready."""
        await asyncio.gather(*self._warming, return_exceptions=True)

    async def game_page(self, game_id: str, ply: int | None = None, *, owner: str | None = None) -> GamePage:
        """Everything a game's page shows, with the page of positions holding `ply` (None, or past the
        end: the newest); refused when there is no such game. `owner` (a client's address) takes a
        share of the pool; None is the page's own work (the live update)."""
        loaded = await self.referee.load(game_id)
        last, first, plies = await self._window(loaded, ply, owner)
        return _page(loaded, last, first, plies, self.per_page, self.referee.render_images)

    async def picture(self, game_id: str, ply: int, *, owner: str | None = None) -> Attachment:
        """The public picture of the position after move `ply` (0: the start), with its words."""
        loaded = await self.referee.load(game_id)
        record = loaded.record
        base = _base(loaded)
        last = self._lasts.get(base)
        if ply < 0 or (last is not None and ply > last):
            raise Refusal(f"Game #{record.id} has no position {ply}.")
        if not self.referee.render_images:
            raise Refusal("This service draws no pictures.")
        data, alt = await self._answer(("picture", *base, ply), loaded, owner, draw_position, ply)
        return Attachment(f"{record.key}-{record.id}-{ply}.png", data, alt)

    async def file(self, game_id: str, kind: str, *, owner: str | None = None) -> Attachment:
        """The game's record (`record`, PPN) or replay (`replay`, GIF), public as `/K record` gives it."""
        loaded = await self.referee.load(game_id)
        record = loaded.record
        base = _base(loaded)
        if kind == "record":
            site = self.records.site(record.guild, record.home)
            data = await self._answer(("record", *base, site), loaded, owner, write_record, site, log=True)
            return Attachment(f"{record.id}.ppn", data, f"The record of {loaded.game.title} #{record.id}.",
                              kind="record")
        if kind == "replay":
            if not self.referee.render_images:
                raise Refusal("This service draws no pictures.")
            data, extension = await self._answer(("replay", *base, self.replay_limit), loaded, owner, draw_replay,
                                                 self.replay_limit)
            return Attachment(f"{record.id}-replay.{extension}", data,
                              f"Animated replay of {loaded.game.title} #{record.id}.", kind="replay")
        raise Refusal(f"There is no {kind!r} of a game: record or replay.")

    async def listen(self, changed: Callable[[str], None]) -> Callable[[], Awaitable[None]] | None:
        """Hear of every game any process changes, where the database tells (PostgreSQL's
        LISTEN/NOTIFY); None where it cannot: poll `versions` instead."""
        return await self.referee.storage.listen(changed)

    async def versions(self, game_ids: Sequence[str]) -> dict[str, int]:
        """The version of each game (absent: no such game), in one trip: what a watcher polls."""
        return await self.referee.storage.versions([clean_id(game_id) for game_id in game_ids])

    async def standings_page(self, guild: str | None) -> StandingsPage:
        """The leaderboard of every game in a server (or at the local table)."""
        scope = standings.scope_of(guild)
        sections = []
        for key, game in engines.GAMES.items():
            rows, total = await standings.board(self.referee.storage, key=key, scope=scope, limit=STANDINGS_SHOWN)
            sections.append(StandingsSection(key, game.title, tuple(rows), total))
        return StandingsPage(scope, tuple(sections))

    # ---- the heavy work, once per game and version -------------------------------------------------
    async def _window(self, loaded: Loaded, ply: int | None, owner: str | None) -> tuple[int, int, tuple[Ply, ...]]:
        base = _base(loaded)
        per_page = self.per_page
        last = self._lasts.get(base)
        if last is not None and (ply is None or ply > last):
            ply = last
        index = None if ply is None else max(ply, 0) // per_page
        found = await self._answer(("window", *base, per_page, index), loaded, owner, page_of, ply, per_page)
        self._lasts[base] = found[0]
        self._lasts.move_to_end(base)
        while len(self._lasts) > GIVEN_KEPT:
            self._lasts.popitem(last=False)
        return found

    async def _answer(self, key: tuple, loaded: Loaded, owner: str | None, work: Callable[..., T], *args: Any,
                      log: bool = False) -> T:
        """The answer kept under `key`, else `work(sketch, *args)` run in the pool and kept. The workers
        are given the game's log when they may not have walked it yet (`log`: always)."""
        found = self._cache.get(key)
        if found is not None:
            return found
        record = loaded.record
        walked = (record.id, record.version)
        sketch = Sketch(loaded, None)
        if log or walked not in self._given:
            sketch = Sketch(loaded, tuple(await self.referee.storage.log(record.id)))
            self._given[walked] = None
        try:
            result = await self.workshop.run(key, owner, work, sketch, *args)
        except NotWalked:  # another worker ran it, or the positions were dropped: give the log again
            sketch = Sketch(loaded, tuple(await self.referee.storage.log(record.id)))
            result = await self.workshop.run(key + ("log",), owner, work, sketch, *args)
        self._given[walked] = None
        self._given.move_to_end(walked)
        while len(self._given) > GIVEN_KEPT:
            self._given.popitem(last=False)
        self._cache.put(key, result)
        return result


def _base(loaded: Loaded) -> tuple:
    """What a game's pictures and words depend on: its version and its players' names."""
    return loaded.record.id, loaded.record.version, tuple(loaded.names)


def _page(loaded: Loaded, last: int, first: int, plies: tuple[Ply, ...], per_page: int, pictures: bool) -> GamePage:
    """The page of a game from its row and state (cheap: no walk of the log) and one page of positions."""
    from engines.words import fmt_score

    record, state, names = loaded.record, loaded.state, loaded.names
    to_move = state.current_player if not loaded.over else None
    scores = state.scores()
    players = tuple(
        PlayerLine(name, str(state.seat_label(seat) or "") or None, seat == to_move,
                   None if scores is None else fmt_score(scores[seat]))
        for seat, name in enumerate(names))
    over = loaded.over
    result = result_text(loaded) if over else None
    if over:
        status = f"Game over. {result}"
    elif to_move is None:
        status = "The referee is resolving chance."
    else:
        status = f"{names[to_move]} to move."
    return GamePage(record.id, record.key, loaded.game.title, record.version, players, status, over, result,
                    None if over else record.deadline, record.clock, None if over else record.paused_left,
                    last, first, plies, per_page, True, pictures and record.version > 0)


# ---- the pool ---------------------------------------------------------------------------------------
@dataclass
class _Job:
    future: asyncio.Future
    number: int
    owner: str | None
    waiters: int = 0


class Workshop:
    """The web's heavy work in processes of its own, one job per key at a time, a bounded number at once.

    Processes, not threads: drawing and walking a log are Python that holds the interpreter's lock, so a
    thread doing them would slow every move and board of the bot; a process does not, and runs at a
    lower priority. Spawned, not forked: the bot's process has threads (the database's) a fork would
    copy in whatever state they were. A job is dropped when its last waiter leaves: still waiting, it
    never runs; running, the worker stops at its next look at the job's flag.
    """

    def __init__(self, workers: int = WORKERS, queue: int = QUEUE) -> None:
        self.workers = workers
        self.queue = queue
        self._pool: ProcessPoolExecutor | None = None
        self._flags: Any = None  # a shared array of SLOTS bytes: 1 = that job was abandoned
        self._jobs: dict[Hashable, _Job] = {}
        self._numbers = itertools.count(1)

    def configure(self, *, workers: int, queue: int) -> None:
        if workers != self.workers:
            self.close()
        self.workers, self.queue = workers, queue

    @property
    def jobs(self) -> int:
        """Jobs running or waiting."""
        return len(self._jobs)

    def pool(self) -> ProcessPoolExecutor:
        if self._pool is None:
            context = multiprocessing.get_context("spawn")
            self._flags = context.RawArray("b", SLOTS)
            self._pool = ProcessPoolExecutor(max_workers=self.workers, mp_context=context,
                                             initializer=_start_worker, initargs=(self._flags,))
        return self._pool

    def close(self) -> None:
        for job in list(self._jobs.values()):
            self._abandon(job)
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    async def run(self, key: Hashable, owner: str | None, work: Callable[..., T], *args: Any) -> T:
        """`work(*args)` in the pool, or the job already under `key`. `owner` (a client's address)
        may have a quarter of the queue; None (the page's own work) is not counted against it."""
        job = self._jobs.get(key)
        if job is None:
            if owner is not None:
                if len(self._jobs) >= self.queue:
                    raise Busy("the web's pool is full")
                if sum(1 for other in self._jobs.values() if other.owner == owner) >= max(1, self.queue // 4):
                    raise Busy("this client has its share of the web's pool")
            number = next(self._numbers)
            pool = self.pool()
            self._flags[number % SLOTS] = 0
            future = asyncio.get_running_loop().run_in_executor(pool, _run, number, work, *args)
            job = self._jobs[key] = _Job(future, number, owner)
            future.add_done_callback(lambda _: self._forget(key, job))
        job.waiters += 1
        try:
            return await asyncio.shield(job.future)
        except BrokenProcessPool:  # a worker died (killed, out of memory): a new pool for the next job
            if self._pool is not None:
                self._pool.shutdown(wait=False, cancel_futures=True)
                self._pool = None
            raise Busy("the web's pool was restarting") from None
        finally:
            job.waiters -= 1
            if job.waiters == 0 and not job.future.done():
                self._abandon(job)

    def _forget(self, key: Hashable, job: _Job) -> None:
        if self._jobs.get(key) is job:
            del self._jobs[key]
        if job.future.cancelled():
            return
        job.future.exception()  # retrieved: an abandoned job's failure is nobody's to log

    def _abandon(self, job: _Job) -> None:
        if self._flags is not None:
            self._flags[job.number % SLOTS] = 1
        job.future.cancel()  # a job still waiting never runs
        for key, other in list(self._jobs.items()):
            if other is job:
                del self._jobs[key]


class Cache:
    """Answers by key, the least recently used dropped beyond `limit` bytes (their estimated size)."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.size = 0
        self._items: OrderedDict[Hashable, tuple[Any, int]] = OrderedDict()

    def get(self, key: Hashable) -> Any:
        found = self._items.get(key)
        if found is None:
            return None
        self._items.move_to_end(key)
        return found[0]

    def put(self, key: Hashable, value: Any) -> None:
        weight = _weight(value)
        if weight > self.limit:
            return
        old = self._items.pop(key, None)
        if old is not None:
            self.size -= old[1]
        self._items[key] = (value, weight)
        self.size += weight
        while self.size > self.limit:
            _, (_, dropped) = self._items.popitem(last=False)
            self.size -= dropped


def _weight(value: Any) -> int:
    """About how many bytes a kept answer holds (its bytes and strings; 64 for anything else)."""
    if isinstance(value, (bytes, str)):
        return len(value) + 64
    if isinstance(value, Ply):
        return len(value.words) + len(value.alt) + len(value.notation or "") + 120
    if isinstance(value, (tuple, list)):
        return sum(_weight(item) for item in value) + 64
    return 64


# ---- in a worker --------------------------------------------------------------------------------------
class NotWalked(Exception):
    """This worker does not hold the game's positions: the job must come with the game's log."""


class Abandoned(Exception):
    """Nobody waits for this job any more."""


@dataclass(frozen=True)
class Sketch:
    """A game as a worker needs it: its row, state and players, and its log when the worker may not
    have walked it yet."""

    loaded: Loaded
    log: tuple[LogEntry, ...] | None = field(default=None, repr=False)


_flags: Any = None
_job = 0
_walked: OrderedDict[tuple[str, int], list] = OrderedDict()


def _start_worker(flags: Any) -> None:
    global _flags
    _flags = flags
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is for the bot, which ends the pool itself
    if sys.platform != "win32":  # priorities by niceness are POSIX's
        with contextlib.suppress(OSError):
            os.nice(NICENESS)


def _warm() -> None:
    import renderers.alt_text  # noqa: F401
    import renderers.animate  # noqa: F401


def _run(number: int, work: Callable[..., T], *args: Any) -> T:
    global _job
    _job = number
    _check()
    return work(*args)


def _check() -> None:
    if _flags is not None and _flags[_job % SLOTS]:
        raise Abandoned()


class _Checked(Sequence):
    """A sequence that stops its reader (`Abandoned`) once the job is abandoned."""

    def __init__(self, items: Sequence) -> None:
        self.items = items

    def __len__(self) -> int:
        return len(self.items)

    def __getitem__(self, index):  # type: ignore[override]
        _check()
        found = self.items[index]
        return _Checked(found) if isinstance(index, slice) else found

    def __iter__(self) -> Iterator:
        for number, item in enumerate(self.items):
            if number % CHECK_EVERY == 0:
                _check()
            yield item


def _frames(sketch: Sketch) -> list:
    """The positions of the game (its replay's frames: the start, then one per move), walked once per
    version and kept."""
    record = sketch.loaded.record
    key = (record.id, record.version)
    frames = _walked.get(key)
    if frames is not None:
        _walked.move_to_end(key)
        return frames
    if sketch.log is None:
        raise NotWalked()
    frames = replay_frames(sketch.loaded, _Checked(sketch.log))
    _walked[key] = frames
    while sum(len(kept) for kept in _walked.values()) > FRAMES_KEPT and len(_walked) > 1:
        _walked.popitem(last=False)
    return frames


def _ply(loaded: Loaded, frames: list, number: int) -> Ply:
    """A position's words: the move that led to it and its picture's words (alt text)."""
    from renderers.alt_text import alt_text

    frame = frames[number]
    names = loaded.names
    if number == len(frames) - 1:  # the position now: the words the board message carries
        alt = Referee.describe(loaded, frame.last_move, frame.last_words)
    else:
        alt = f"#{loaded.record.id} " + alt_text(frame.state, last_move=frame.last_move,
                                                 last_words=frame.last_words, players=names)
    words = ""
    if number and frame.before is not None and frame.last_move is not None:
        seat = frame.before.current_player
        who = names[seat] if seat is not None else "the referee"
        words = f"{who}: {frame.last_words or frame.last_move}"
    elif number:
        words = "a move taken back"
    return Ply(number, words, frame.last_move, alt)


def page_of(sketch: Sketch, ply: int | None, per_page: int) -> tuple[int, int, tuple[Ply, ...]]:
    """(the newest position, the first on the page, the page's positions): the page of `per_page`
    positions holding `ply` (None, or past the end: the newest)."""
    frames = _frames(sketch)
    last = len(frames) - 1
    shown = last if ply is None else min(max(ply, 0), last)
    first = shown // per_page * per_page
    plies = []
    for number in range(first, min(first + per_page, last + 1)):
        if number % CHECK_EVERY == 0:
            _check()
        plies.append(_ply(sketch.loaded, frames, number))
    return last, first, tuple(plies)


def draw_position(sketch: Sketch, ply: int) -> tuple[bytes, str]:
    """The public picture of position `ply` as PNG, and its words."""
    import renderers

    frames = _frames(sketch)
    if not 0 <= ply < len(frames):
        raise Refusal(f"Game #{sketch.loaded.record.id} has no position {ply}.")
    frame = frames[ply]
    data = renderers.render(frame.state, seat=None, last_move=frame.last_move, last_words=frame.last_words,
                            players=sketch.loaded.names, before=frame.before)
    return data, _ply(sketch.loaded, frames, ply).alt


def draw_replay(sketch: Sketch, limit: int) -> tuple[bytes, str]:
    """The whole game as an animated picture within `limit` bytes (its bytes and file extension)."""
    from renderers.animate import replay as animate

    frames = _frames(sketch)
    try:
        animation = animate(_Checked(frames), players=sketch.loaded.names, limit=limit)
    except ValueError:
        raise Refusal("This replay is too big to be served; the game's record is there instead.") from None
    return animation.data, animation.extension


def write_record(sketch: Sketch, site: str) -> bytes:
    """The game's record (PPN) as `/K record` writes it, where the record's Site is `site`."""
    assert sketch.log is not None
    writer = Records(None, site=lambda guild, home: site)  # type: ignore[arg-type]  # ppn needs no referee
    return writer.ppn(sketch.loaded, _Checked(sketch.log)).encode("utf-8")

