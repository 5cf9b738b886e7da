"""What a web page of a game or of a server's standings shows, as plain values: one call per page.

Everything here is public: pictures are drawn for `seat=None`, words come from the public view
(`renderers.alt_text`), the engines' words for moves as they were logged, and the record hides a secret
outcome until the end, as `/K record` does. A front end (the web page) only formats these values.

A game's page is computed once per state of its row (the row changes with every move) and kept, with the
positions of its moves, so that a page asked for by many viewers at once, or a picture of an earlier
position, costs no second walk of the log.
"""
from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

import engines
from bot.service import standings
from bot.service.records import Records, replay_frames
from bot.service.referee import Loaded, Referee, clean_id, result_text
from bot.service.replies import Attachment, Refusal, User
from bot.storage import GameRow

PAGES_KEPT = 64  # games whose page (with its positions) is kept between requests
PICTURES_KEPT = 256  # pictures of positions kept, by game, version and ply
STANDINGS_SHOWN = 25  # players per game on a standings page
DRAWING_AT_ONCE = 2  # pictures of earlier positions drawn at the same time (the bot's own boards go first)


class Links(Protocol):
    """Makes the signed addresses of the pages (the web front end has one when the page is on)."""

    def game(self, game_id: str) -> str: ...

    def standings(self, guild: str | None) -> str: ...


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
    plies: tuple[Ply, ...]
    record: bool  # the record (PPN) can be had
    replay: bool  # the replay (GIF) can be had

    @property
    def last(self) -> int:
        return len(self.plies) - 1


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


@dataclass
class _Kept:
    row: GameRow
    users: list[User]  # the players as the page names them (their pictures carry the names too)
    page: GamePage
    frames: list  # renderers.animate.Frame by ply


class Pages:
    def __init__(self, referee: Referee, records: Records) -> None:
        self.referee = referee
        self.records = records
        self._pages: OrderedDict[str, _Kept] = OrderedDict()
        self._pictures: OrderedDict[tuple[str, int, int], bytes] = OrderedDict()
        self._drawing = asyncio.Semaphore(DRAWING_AT_ONCE)

    async def game_page(self, game_id: str) -> GamePage:
        """Everything a game's page shows (refused when there is no such game)."""
        return (await self._kept(game_id)).page

    async def picture(self, game_id: str, ply: int) -> Attachment:
        """The public picture of the position after move `ply` (0: the start), with its words."""
        kept = await self._kept(game_id)
        page = kept.page
        if not 0 <= ply <= page.last:
            raise Refusal(f"Game #{page.id} has no position {ply}.")
        key = (page.id, page.version, ply)
        data = self._pictures.get(key)
        if data is None:
            frame = kept.frames[ply]
            async with self._drawing:
                data = await self.referee.render(frame.state, seat=None, last_move=frame.last_move,
                                                 last_words=frame.last_words, users=kept.users,
                                                 before=frame.before)
            if data is None:
                raise Refusal("This service draws no pictures.")
            self._pictures[key] = data
            while len(self._pictures) > PICTURES_KEPT:
                self._pictures.popitem(last=False)
        else:
            self._pictures.move_to_end(key)
        return Attachment(f"{page.key}-{page.id}-{ply}.png", data, page.plies[ply].alt)

    async def file(self, game_id: str, kind: str) -> Attachment:
        """The game's record (`record`, PPN) or replay (`replay`, GIF), public as `/K record` gives it."""
        if kind == "record":
            reply = await self.records.record(None, game_id=game_id)
        elif kind == "replay":
            reply = await self.records.replay(None, game_id=game_id)
        else:
            raise Refusal(f"There is no {kind!r} of a game: record or replay.")
        assert reply.file is not None
        return reply.file

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

    # ---- composing a game's page ------------------------------------------------------------------
    async def _kept(self, game_id: str) -> _Kept:
        loaded = await self.referee.load(game_id)
        kept = self._pages.get(loaded.record.id)
        if kept is not None and kept.row == loaded.record and kept.users == loaded.users:
            self._pages.move_to_end(loaded.record.id)
            return kept
        log = await self.referee.storage.log(loaded.record.id)
        frames = await asyncio.to_thread(replay_frames, loaded, log)
        page = await asyncio.to_thread(_compose, loaded, frames, self.referee.render_images)
        kept = _Kept(loaded.record, loaded.users, page, frames)
        self._pages[loaded.record.id] = kept
        self._pages.move_to_end(loaded.record.id)
        while len(self._pages) > PAGES_KEPT:
            self._pages.popitem(last=False)
        return kept


def _compose(loaded: Loaded, frames: list, pictures: bool) -> GamePage:
    """The page of a game from its frames (walked from its log): words for each position, public only."""
    from engines.words import fmt_score
    from renderers.alt_text import alt_text

    record, state = loaded.record, loaded.state
    names = loaded.names
    plies = []
    for number, frame in enumerate(frames):
        if number == len(frames) - 1:  # the position now: the words the board message carries
            alt = Referee.describe(loaded, frame.last_move, frame.last_words)
        else:
            alt = f"#{record.id} " + alt_text(frame.state, last_move=frame.last_move,
                                              last_words=frame.last_words, players=names)
        words = ""
        if number and frame.before is not None and frame.last_move is not None:
            seat = frame.before.current_player
            who = names[seat] if seat is not None else "the referee"
            words = f"{who}: {frame.last_words or frame.last_move}"
        elif number:
            words = "a move taken back"
        plies.append(Ply(number, words, frame.last_move, alt))
    to_move = state.current_player if not loaded.over else None
    scores = state.scores()
    players = tuple(
        PlayerLine(name, state.seat_label(seat) or None, seat == to_move,
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
                    tuple(plies), True, pictures and record.version > 0)

