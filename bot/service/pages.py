"""What a web page of a game or of a server's standings shows, as plain values: one call per page.

Everything here is public: pictures are drawn for `seat=None`, words come from the public view
(`renderers.alt_text`), the engines' words for moves as they were logged, and the record hides a secret
outcome until the end, as `/K record` does. A front end (the web page) only formats these values: what
the page says is phrases (`engines.phrases`) and `bot.words` values (a deadline is a `Moment`), which it
says in its reader's language. Pictures and their words (alt text) are drawn in a language (`locale`),
so they are kept by language; records stay English (they are data).

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
import functools
import inspect
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
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, overload

import engines
from bot.service import standings
from bot.service.records import DEFAULT_LIMIT, DEFAULT_SPEED, SPEEDS, Records, record_text, replay_frames
from bot.service.records import replay_speed, stretch
from bot.service.boards import Boards
from bot.service.games import Games, Loaded, clean_id, result_text
from bot.storage import Storage
from bot.service.replies import Attachment, Refusal, text_of
from bot.storage import LogEntry
from bot.storage.rows import HintRow, TableRow, TournamentRow, TournamentStatus
from bot.words import DEFAULT_LOCALE, Moment, Words, words as words_in
from engines.phrases import Phrase, say

if TYPE_CHECKING:
    from bot.service.tournaments import Tournaments
    from renderers.crosstable import Crosstable

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


class Busy(Exception):
    """The web's pool has as many jobs as it takes (or this client has its share): try again later."""


@dataclass(frozen=True)
class Ply:
    """One position on the way through a game: 0 is the start, n the position after the n-th move."""

    number: int
    words: Phrase | None  # who made the move that led here, in the engine's words (None: the start)
    notation: str | None  # the move in the game's notation
    alt: str  # the picture's words (alt text), in the language the page was asked in


@dataclass(frozen=True)
class PlayerLine:
    name: str
    label: Phrase | str | None  # the seat's label in public (a colour, "Blue"), where the game has one
    to_move: bool
    score: Phrase | str | None  # the running score, where the game keeps one


@dataclass(frozen=True)
class GamePage:
    id: str
    key: str
    title: str
    version: int
    players: tuple[PlayerLine, ...]
    status: Phrase  # whose turn, or how it ended
    over: bool
    result: Phrase | str | None  # how it ended (the service's words for it)
    deadline: Moment | None  # when the player to move must have moved (None: no clock, or stopped)
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


@dataclass(frozen=True)
class TournamentLine:
    """One player's row of a tournament's standings."""

    rank: int
    name: str
    points: float
    tiebreaks: tuple[tuple[str, float], ...]  # labelled: ("SB", 6.0), ("Buchholz", 4.5)
    withdrawn: bool


@dataclass(frozen=True)
class TournamentTable:
    """One table of a round: its game (None: a bye), its players by seat, and their points once it ended."""

    board: int
    game_id: str | None
    players: tuple[str, ...]
    points: tuple[float, ...] | None  # None: a bye, or still being played


@dataclass(frozen=True)
class TournamentPage:
    id: int
    key: str
    title: str  # the game's
    format: str  # round-robin | double-round-robin | swiss
    status: str  # signup | running | finished | cancelled
    round: int
    rounds: int
    version: str  # changes whenever the page would (a game of it, a round, the end): what a viewer polls
    standings: tuple[TournamentLine, ...]
    played: tuple[tuple[TournamentTable, ...], ...]  # each round's tables, round 1 first
    winners: tuple[str, ...]  # when finished
    crosstable_title: Phrase | str | None  # None: no crosstable picture (no pictures drawn, or no round yet)
    crosstable_alt: str  # its words, in the language the page was asked in


class Pages:
    def __init__(self, storage: Storage, games: Games, boards: Boards, records: Records,
                 tournaments: Tournaments | None = None) -> None:
        self.storage = storage
        self.tournaments = tournaments
        self.games = games
        self.boards = boards
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

    def forget(self) -> None:
        """Keep nothing drawn or said before (a player was forgotten: their name may be in a page, a
        picture, or the renderers' caches of the pool's processes, which stop; the pool starts again on
        the next job)."""
        self._cache = Cache(self._cache.limit)
        self._lasts.clear()
        self._given.clear()
        self.workshop.close()

    def warm(self) -> None:
        """Start the pool's processes now (each imports the engines and the renderers, about a second),
        so that the first page does not wait for them."""
        pool = self.workshop.pool()
        self._warming = [asyncio.wrap_future(pool.submit(_warm)) for _ in range(self.workshop.workers)]

    async def warmed(self) -> None:
        """Until the processes `warm` started are ready."""
        await asyncio.gather(*self._warming, return_exceptions=True)

    async def game_page(self, game_id: str, ply: int | None = None, *, owner: str | None = None,
                        locale: str = DEFAULT_LOCALE) -> GamePage:
        """Everything a game's page shows, with the page of positions holding `ply` (None, or past the
        end: the newest), its pictures' words in `locale`; refused when there is no such game. `owner`
        (a client's address) takes a share of the pool; None is the page's own work (the live update)."""
        loaded = await self.games.load(game_id)
        last, first, plies = await self._window(loaded, ply, owner, locale)
        return _page(loaded, last, first, plies, self.per_page, self.boards.render_images)

    async def picture(self, game_id: str, ply: int, *, owner: str | None = None,
                      locale: str = DEFAULT_LOCALE) -> Attachment:
        """The public picture of the position after move `ply` (0: the start), with its words, in
        `locale`."""
        loaded = await self.games.load(game_id)
        record = loaded.record
        base = _base(loaded)
        last = self._lasts.get(base)
        if ply < 0 or (last is not None and ply > last):
            raise Refusal(say("web-refusal-no-position", game=record.id, position=str(ply)))
        if not self.boards.render_images:
            raise Refusal(say("web-refusal-no-pictures"))
        data, alt = await self._answer(("picture", *base, ply, locale), loaded, owner, draw_position, ply, locale)
        return Attachment(f"{record.key}-{record.id}-{ply}.png", data, text_of(alt))  # alt: said in `locale`

    async def file(self, game_id: str, kind: str, *, owner: str | None = None, locale: str = DEFAULT_LOCALE,
                   first: int | None = None, last: int | None = None, speed: str | None = None) -> Attachment:
        """The game's record (`record`, PPN, English: records are data) or replay (`replay`, GIF, its
        words in `locale`), public as `/K record` and `/K replay` give them: a replay of plies `first` to
        `last` only (the record's numbers), at `speed`, where they are given."""
        loaded = await self.games.load(game_id)
        record = loaded.record
        base = _base(loaded)
        if kind == "record":
            site = self.records.site(record.guild, record.home)
            hints = tuple(await self.storage.hints(record.id))  # as `/K record` writes them
            data = await self._answer(("record", *base, site, len(hints)), loaded, owner, write_record, site, hints,
                                      log=True)
            return Attachment(f"{record.id}.ppn", data, kind="record")
        if kind == "replay":
            if not self.boards.render_images:
                raise Refusal(say("web-refusal-no-pictures"))
            frame_ms = replay_speed(speed)  # (refused before any work when it is no speed)
            data, extension = await self._answer(("replay", *base, self.replay_limit, locale, first, last, frame_ms),
                                                 loaded, owner, draw_replay, self.replay_limit, locale, first, last,
                                                 frame_ms)
            return Attachment(f"{record.id}-replay.{extension}", data, kind="replay")
        raise Refusal(say("web-refusal-no-such-file", kind=kind))

    async def versions(self, game_ids: Sequence[str]) -> dict[str, int]:
        """The version of each game (absent: no such game), in one trip: what a watcher polls."""
        return await self.storage.versions([clean_id(game_id) for game_id in game_ids])

    async def standings_page(self, guild: str | None) -> StandingsPage:
        """The leaderboard of every game in a server (or at the local table)."""
        scope = standings.scope_of(guild)
        sections = []
        for key, game in engines.GAMES.items():
            rows, total = await standings.board(self.storage, key=key, scope=scope, limit=STANDINGS_SHOWN)
            sections.append(StandingsSection(key, game.title, tuple(rows), total))
        return StandingsPage(scope, tuple(sections))

    # ---- a tournament's page ---------------------------------------------------------------------------
    async def tournament_page(self, number: int, *, locale: str = DEFAULT_LOCALE) -> TournamentPage:
        """Everything a tournament's page shows: its standings, each round's tables (links to their
        games), the winner when it is over, and its crosstable picture's words in `locale`; refused when
        there is no such tournament."""
        row, tables, version = await self._tournament(number)
        tournaments = self.tournaments
        assert tournaments is not None
        ranked = await tournaments.ranked(row) if row.round else []
        entrants = await self.storage.entrants(row.id)
        names = await self.storage.names([e.user_id for e in entrants])
        gone = {e.user_id for e in entrants if e.withdrawn is not None}
        if ranked:
            lines = tuple(TournamentLine(s.rank, names.get(s.id, s.id), s.points, s.tiebreaks, s.id in gone)
                          for s in ranked)
        else:  # the sign-up: who joined, nobody ranked yet
            lines = tuple(TournamentLine(1, names.get(e.user_id, e.user_id), 0.0, (), False) for e in entrants)
        played = []
        for round_number in range(1, row.round + 1):
            here = []
            for table in (t for t in tables if t.round == round_number):
                here.append(TournamentTable(table.board, table.game_id,
                                            tuple(names.get(uid, uid) for uid in table.players),
                                            await tournaments.table_points(table)))
            played.append(tuple(here))
        winners = tuple(line.name for line in lines if line.rank == 1) if row.status == TournamentStatus.FINISHED else ()
        title: Phrase | str | None = None
        alt = ""
        if row.round and self.boards.render_images:
            from renderers.crosstable import crosstable_alt

            cross = await tournaments.crosstable(row)
            title, alt = cross.title, crosstable_alt(cross, _words(locale))
        return TournamentPage(row.id, row.key, engines.GAMES[row.key].title, row.format, str(row.status), row.round,
                              row.rounds, version, lines, tuple(played), winners, title, alt)

    async def tournament_version(self, number: int) -> str:
        """What changes whenever a tournament's page would (cheap: three queries): what its viewer polls."""
        return (await self._tournament(number))[2]

    async def tournament_picture(self, number: int, *, owner: str | None = None,
                                 locale: str = DEFAULT_LOCALE) -> Attachment:
        """The tournament's crosstable as it stands (PNG), in `locale`, drawn in the web's pool once per
        version of the tournament and language."""
        row, _, version = await self._tournament(number)
        tournaments = self.tournaments
        assert tournaments is not None
        if not self.boards.render_images:
            raise Refusal(say("web-refusal-no-pictures"))
        if not row.round:
            raise Refusal("refusal-tournament-unknown", tournament=str(number))
        key = ("crosstable", row.id, version, locale)
        data = self._cache.get(key)
        if data is None:
            table = await tournaments.crosstable(row)
            data = await self.workshop.run(key, owner, draw_table, table, locale)
            self._cache.put(key, data)
        return Attachment(f"crosstable-{row.id}-{row.round}.png", data, kind="crosstable")

    async def _tournament(self, number: int) -> tuple[TournamentRow, list[TableRow], str]:
        """The tournament's row, its tables, and its version: its step (round, status) and the sum of its
        games' versions (each only grows, and a new round adds games)."""
        row = await self.storage.tournament(number) if self.tournaments is not None else None
        if row is None:
            raise Refusal("refusal-tournament-unknown", tournament=str(number))
        tables = await self.storage.tournament_tables(row.id)
        versions = await self.storage.versions([t.game_id for t in tables if t.game_id is not None])
        return row, tables, f"{row.round}-{row.status}-{len(tables)}-{sum(versions.values())}"

    # ---- the heavy work, once per game and version -------------------------------------------------
    async def _window(self, loaded: Loaded, ply: int | None, owner: str | None,
                      locale: str) -> tuple[int, int, tuple[Ply, ...]]:
        base = _base(loaded)
        per_page = self.per_page
        last = self._lasts.get(base)
        if last is not None and (ply is None or ply > last):
            ply = last
        index = None if ply is None else max(ply, 0) // per_page
        found = await self._answer(("window", *base, per_page, index, locale), loaded, owner, page_of, ply, per_page,
                                   locale)
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
            sketch = Sketch(loaded, tuple(await self.storage.log(record.id)))
            self._given[walked] = None
        try:
            result = await self.workshop.run(key, owner, work, sketch, *args)
        except NotWalked:  # another worker ran it, or the positions were dropped: give the log again
            sketch = Sketch(loaded, tuple(await self.storage.log(record.id)))
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
        PlayerLine(name, state.seat_label(seat) or None, seat == to_move,
                   None if scores is None else fmt_score(scores[seat]))
        for seat, name in enumerate(names))
    over = loaded.over
    result = str(result_text(loaded)) if over else None  # the web page says it in English until it speaks others
    if over:
        status = say("web-status-over", result=result)
    elif to_move is None:
        status = say("web-status-chance")
    else:
        status = say("web-status-to-move", player=names[to_move])
    deadline = None if over or record.deadline is None else Moment(record.deadline, "date")
    return GamePage(record.id, record.key, loaded.game.title, record.version, players, status, over, result,
                    deadline, record.clock, None if over else record.paused_left,
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
        return _weight(value.words) + len(value.alt) + len(value.notation or "") + 120
    if isinstance(value, Phrase):
        return sum(_weight(item) for item in value.args.values()) + 120
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

    _words(DEFAULT_LOCALE)("language-name")  # the catalogue, loaded


@functools.cache
def _words(locale: str) -> Words:
    """The catalogue's words in `locale`, as pictures and their alt text say them."""
    return words_in(locale)


def _speaking(function: Callable[..., Any], locale: str) -> dict[str, Any]:
    """The keyword that makes a renderer's function speak `locale` (`words=`), for the functions that
    take it (the renderers' words come in a language since issue 29; an older one speaks English)."""
    return {"words": _words(locale)} if _takes_words(function) else {}


def _takes_words(function: Callable[..., Any]) -> bool:
    found = _TAKES.get(function)
    if found is None:
        found = _TAKES[function] = "words" in inspect.signature(function).parameters
    return found


_TAKES: dict[Callable[..., Any], bool] = {}


def _words_for(function: Callable[..., Any], said: Phrase | str | None) -> Any:
    """The engine's words for a move as `function` takes them: a phrase where it speaks a language, else
    (a renderer that speaks only English) in English."""
    return str(said) if isinstance(said, Phrase) and not _takes_words(function) else said


def _run(number: int, work: Callable[..., T], *args: Any) -> T:
    global _job
    _job = number
    _check()
    return work(*args)


def _check() -> None:
    if _flags is not None and _flags[_job % SLOTS]:
        raise Abandoned()


class _Checked(Sequence[T]):
    """A sequence that stops its reader (`Abandoned`) once the job is abandoned."""

    def __init__(self, items: Sequence[T]) -> None:
        self.items = items

    def __len__(self) -> int:
        return len(self.items)

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> _Checked[T]: ...

    def __getitem__(self, index: int | slice) -> T | _Checked[T]:
        _check()
        if isinstance(index, slice):
            return _Checked(self.items[index])
        return self.items[index]

    def __iter__(self) -> Iterator[T]:
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


def _move_words(frame: Any) -> Phrase | str | None:
    """The engine's words for the move that led to a frame: as a phrase (said in any language) where the
    engine says it so (asked again of the position it was played on: the same words the log keeps),
    else the words the log keeps."""
    logged = frame.last_words
    if isinstance(logged, Phrase) or frame.before is None or frame.last_move is None:
        return logged
    try:
        fresh = frame.before.describe_move(frame.last_move)
    except engines.IllegalMove:
        return logged
    return fresh if isinstance(fresh, Phrase) else logged


def _said(value: Phrase | str | None, locale: str) -> str:
    """Words a function gave, in `locale` (a phrase is said; text is taken as it is)."""
    if isinstance(value, Phrase):
        return _words(locale)(value)
    return value or ""


def _ply(loaded: Loaded, frames: list, number: int, locale: str) -> Ply:
    """A position's words: who made the move that led to it and how the engine says it (a phrase), and
    its picture's words (alt text) in `locale`."""
    from renderers.alt_text import alt_text

    frame = frames[number]
    names = _words(locale).names(loaded.names)
    moved = _move_words(frame)
    if number == len(frames) - 1:  # the position now: the words the board message carries
        describe = Boards.describe
        alt = _said(describe(loaded, frame.last_move, _words_for(describe, moved), **_speaking(describe, locale)),
                    locale)
    else:
        alt = f"#{loaded.record.id} " + alt_text(frame.state, last_move=frame.last_move,
                                                 last_words=_words_for(alt_text, moved), players=names,
                                                 **_speaking(alt_text, locale))
    words = None
    if number and frame.before is not None and frame.last_move is not None:
        seat = frame.before.current_player
        move = moved or frame.last_move
        words = say("web-move-referee", move=move) if seat is None else say("web-move", player=names[seat], move=move)
    elif number:
        words = say("web-move-taken-back")
    return Ply(number, words, frame.last_move, alt)


def page_of(sketch: Sketch, ply: int | None, per_page: int,
            locale: str = DEFAULT_LOCALE) -> tuple[int, int, tuple[Ply, ...]]:
    """(the newest position, the first on the page, the page's positions): the page of `per_page`
    positions holding `ply` (None, or past the end: the newest), their pictures' words in `locale`."""
    frames = _frames(sketch)
    last = len(frames) - 1
    shown = last if ply is None else min(max(ply, 0), last)
    first = shown // per_page * per_page
    plies = []
    for number in range(first, min(first + per_page, last + 1)):
        if number % CHECK_EVERY == 0:
            _check()
        plies.append(_ply(sketch.loaded, frames, number, locale))
    return last, first, tuple(plies)


def draw_position(sketch: Sketch, ply: int, locale: str = DEFAULT_LOCALE) -> tuple[bytes, str]:
    """The public picture of position `ply` as PNG, and its words, in `locale`."""
    import renderers

    frames = _frames(sketch)
    if not 0 <= ply < len(frames):
        raise Refusal(say("web-refusal-no-position", game=sketch.loaded.record.id, position=str(ply)))
    frame = frames[ply]
    data = renderers.render(frame.state, seat=None, last_move=frame.last_move,
                            last_words=_words_for(renderers.render, _move_words(frame)),
                            players=_words(locale).names(sketch.loaded.names), before=frame.before,
                            **_speaking(renderers.render, locale))
    return data, _ply(sketch.loaded, frames, ply, locale).alt


def draw_replay(sketch: Sketch, limit: int, locale: str = DEFAULT_LOCALE, first: int | None = None,
                last: int | None = None, frame_ms: int = SPEEDS[DEFAULT_SPEED]) -> tuple[bytes, str]:
    """The game (plies `first` to `last` where given) as an animated picture within `limit` bytes (its
    bytes and file extension), its words in `locale`, each frame shown `frame_ms`."""
    from renderers.animate import replay as animate

    frames = _frames(sketch)
    if first is not None or last is not None:
        frames = stretch(frames, max(frame.ply or 0 for frame in frames), first, last, sketch.loaded.record.id)
    try:
        animation = animate(_Checked(frames), players=_words(locale).names(sketch.loaded.names), limit=limit,
                            frame_ms=frame_ms, hold_ms=3 * frame_ms, **_speaking(animate, locale))
    except ValueError:
        raise Refusal(say("web-refusal-replay-too-big")) from None
    return animation.data, animation.extension


def draw_table(table: Crosstable, locale: str = DEFAULT_LOCALE) -> bytes:
    """A tournament's crosstable as PNG, its words in `locale`."""
    from renderers.crosstable import draw_crosstable

    return draw_crosstable(table, _words(locale))


def write_record(sketch: Sketch, site: str, hints: Sequence[HintRow] = ()) -> bytes:
    """The game's record (PPN) as `/K record` writes it, where the record's Site is `site`, with the
    hints its players asked for."""
    assert sketch.log is not None
    return record_text(sketch.loaded, _Checked(sketch.log), lambda guild, home: site, hints).encode("utf-8")

