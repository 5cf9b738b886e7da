"""Puzzles (issue 33): `/<game> puzzle` gives a player, privately, a position from a game finished on this
bot (or, while there is none, from a game the computer played against itself) where one move wins or saves
the game, verified by the computer's deep search (`bot.service.puzzle_search`); the player answers with a move (from
the menu, or typed) and is told whether it was the one, with the computer's ratings and its line after the
answer. A puzzle's rating is the share of players who solve it (their first answer counts).

Puzzles are prepared in the background, in a process pool (the search takes seconds: never on the event
loop): when a player asks and none is ready for them, the preparation starts and they are told to come
back. `/puzzle daily` (managers) posts one puzzle a day in a channel: due work the timekeeper runs, posted
through the outbox, once a day whatever the number of processes (a conditional update takes each day's
post), after a restart too (the next time is a row).

Games whose players keep secrets (Tactonix's colours) have none: the best move would depend on what the
player cannot see, so no answer could be verified as best (see `bot.service.puzzle_search`).
"""
from __future__ import annotations

import asyncio
import logging
import multiprocessing
from collections.abc import Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import replace

import engines
from bot.record.log import walk
from bot.service.boards import Boards
from bot.service.clocks import DAY, HOUR
from bot.service.games import game_spec
from bot.service.outbox import Outbox
from bot.service.replies import Action, Attachment, Refusal, Reply, Retouch, Underway, User, series, text_of, under_way
from bot.service.runtime import Runtime
from bot.storage import EntryKind, PuzzleRow, Storage
from bot.words import Channel, Command, Words
from engines import IllegalMove
from engines.base import State
from engines.phrases import Phrase, say
from bot.service.puzzle_search import SCAN, Puzzle, from_self_play, find, may_be_puzzle

log = logging.getLogger(__name__)
TARGET = "puzzle"  # a puzzle's menu answers as moves of the "game" `puzzle<number>` (no game id is that long)
SOURCES = 3  # finished games looked through in one preparation
SELF_PLAY = 3  # self-play games tried in one preparation (when no finished game is left to look through)
STREAM = "puzzle:"  # the outbox stream of a server's daily puzzles: `puzzle:<server>`
LOCAL = "local"  # the local table's server


def mine(key: str, sources: Sequence[tuple[str, list[tuple[int, dict]]]], seeds: Sequence[int]
         ) -> list[tuple[str, list[Puzzle]]]:
    """In a worker process: the puzzles of each finished game's positions (ply, `to_dict`), then of
    self-play games by these seeds until one gives a puzzle; every source tried, with what it gave."""
    found = [(source, find(key, positions, source)) for source, positions in sources]
    for seed in seeds:
        puzzles = from_self_play(key, seed)
        found.append((f"self-play:{seed}", puzzles))
        if puzzles:
            break
    return found


def percent(value: float) -> int:
    return round(100 * value)


def target_of(puzzle_id: int) -> str:
    return f"{TARGET}{puzzle_id}"


def puzzle_of_target(target: str) -> int | None:
    """The puzzle a menu's target names (`puzzle12`), or None for a game's."""
    number = target.removeprefix(TARGET)
    return int(number) if target.startswith(TARGET) and number.isdigit() else None


class Puzzles:
    """`/<game> puzzle`, its answers, the background preparation and the servers' daily puzzles (due work
    the timekeeper runs: `next_due`, `run_due`).

    Given: the storage, the boards (the pictures, the readers' languages), the outbox (a daily puzzle is
    owed like any message) and the runtime (the clock; the signal that says when the next one is due);
    an executor for the search (a test's threads), else a process pool made at first use."""

    def __init__(self, storage: Storage, boards: Boards, outbox: Outbox, runtime: Runtime, *,
                 executor: Executor | None = None) -> None:
        self.storage = storage
        self.boards = boards
        self.outbox = outbox
        self.runtime = runtime
        self.executor = executor
        self._owned: Executor | None = None
        self.preparing: dict[str, asyncio.Task[int]] = {}  # by game: at most one preparation at a time

    # ---- the pool and the background ------------------------------------------------------------
    def pool(self) -> Executor:
        if self.executor is not None:
            return self.executor
        if self._owned is None:
            # spawned, not forked (the bot's threads), one worker: puzzles never crowd out computer moves
            self._owned = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
        return self._owned

    def close(self) -> None:
        for task in self.preparing.values():
            task.cancel()
        self.preparing.clear()
        if self._owned is not None:
            self._owned.shutdown(wait=False, cancel_futures=True)
            self._owned = None

    def ready(self, key: str) -> None:
        """Start preparing puzzles of `key` in the background, unless that is under way already."""
        if key in self.preparing:
            return
        task = asyncio.get_running_loop().create_task(self.prepare(key))
        self.preparing[key] = task
        task.add_done_callback(lambda done: self._prepared(key, done))

    def _prepared(self, key: str, task: asyncio.Task[int]) -> None:
        if self.preparing.get(key) is task:
            del self.preparing[key]
        if not task.cancelled() and task.exception() is not None:
            log.error("preparing %s puzzles failed", key, exc_info=task.exception())

    async def settle(self) -> None:
        """Wait for the preparations under way (tests, and a clean stop)."""
        while self.preparing:
            await asyncio.gather(*self.preparing.values(), return_exceptions=True)

    async def prepare(self, key: str) -> int:
        """Look through the next sources of `key` for puzzles, in the pool, and keep what they give: the
        latest finished games not looked through yet; when none is left, games the computer plays against
        itself (seeds counted on from those tried before: every seed is tried once). How many were kept."""
        game = game_spec(key)
        if game.secret_label is not None:
            return 0
        sources = [(game_id, await self._positions(game, game_id))
                   for game_id in await self.storage.unmined_games(key, limit=SOURCES)]
        seeds: list[int] = []
        if not sources:
            tried = await self.storage.self_played(key)
            seeds = list(range(tried, tried + SELF_PLAY))
        found = await asyncio.get_running_loop().run_in_executor(self.pool(), mine, key, sources, seeds)
        now = self.runtime.clock()
        kept = 0
        async with self.storage.transaction() as tx:
            for source, puzzles in found:
                for puzzle in puzzles:
                    kept += await tx.add_puzzle(row_of(puzzle, now)) is not None
                await tx.puzzle_mined(key, source, now, len(puzzles))
        return kept

    async def keep(self, puzzle: Puzzle) -> int | None:
        """Keep a puzzle found elsewhere (a benchmark's, a test's); its number."""
        async with self.storage.transaction() as tx:
            return await tx.add_puzzle(row_of(puzzle, self.runtime.clock()))

    async def _positions(self, game: engines.Game, game_id: str) -> list[tuple[int, dict]]:
        """The latest positions of a finished game where a player chose a move and that may be puzzles."""
        record = await self.storage.game(game_id)
        if record is None:
            return []
        positions = [(entry.ply - 1, before) for entry, before, _ in
                     walk(game, len(record.players), record.options, await self.storage.log(game_id))
                     if entry.kind == EntryKind.MOVE and may_be_puzzle(before)]
        return [(ply, state.to_dict()) for ply, state in positions[-SCAN:]]

    # ---- `/<game> puzzle` -----------------------------------------------------------------------
    async def puzzle(self, user: User, key: str, *, answer: str | None = None, number: str | None = None,
                     underway: Underway | None = None) -> Reply:
        """A puzzle of the game for the player, privately: the one named by `number`, else the one they
        were given and have not answered, else a new one (none ready: its preparation starts, and they
        are told); with `answer`, their answer to it."""
        game = game_spec(key)
        if game.secret_label is not None:
            raise Refusal("refusal-puzzle-secret", title=game.title)
        row: PuzzleRow | None
        if number is not None:
            row = await self._numbered(number, key)
        elif answer is not None:
            row = await self.storage.pending_puzzle(key, user.id)
            if row is None:
                raise Refusal("refusal-puzzle-none", title=game.title, command=Command(f"{key} puzzle"))
        else:
            row = await self.storage.pending_puzzle(key, user.id) or await self.storage.fresh_puzzle(key, user.id)
            if row is None:
                self.ready(key)
                return Reply((say("service-puzzle-preparing", title=game.title),), private=True)
        if answer is not None:
            return await self.answer(user, row.id, answer, underway=underway)
        return await self.show(user, row.id, underway=underway)

    async def _numbered(self, number: str, key: str | None) -> PuzzleRow:
        text = number.strip().lstrip("#")
        row = await self.storage.puzzle(int(text)) if text.isdigit() and len(text) < 12 else None
        if key is None and row is None:  # a button or menu of a puzzle since forgotten
            raise Refusal("refusal-puzzle-gone")
        if row is None or (key is not None and row.key != key):
            raise Refusal("refusal-puzzle-unknown", title=game_spec(key).title if key else "", number=number.strip()[:12])
        return row

    async def show(self, user: User, puzzle_id: int, *, underway: Underway | None = None) -> Reply:
        """The puzzle for the player alone: its picture, whose move it is, its rating, the moves to choose
        from; they were shown it (their answer to it counts)."""
        row = await self._numbered(str(puzzle_id), None)
        under_way(underway, True)
        state = engines.get_game(row.key).load(row.state)
        words = await self.boards.languages.user_words(user.id)
        async with self.storage.transaction() as tx:
            await tx.show_puzzle(row.id, user.id, self.runtime.clock())
        lines = (say("service-puzzle", title=state.game.title, number=str(row.id), player=state.seat_name(row.seat)),
                 rating(row), say("service-puzzle-how", command=Command(f"{row.key} puzzle", (("answer", "<move>"),))))
        choices = [(move, text_of(state.describe_move(move))) for move in state.legal_moves()]
        return Reply(lines, file=await self.picture(row, state, words), private=True, game_id=target_of(row.id),
                     choices=choices)

    async def picture(self, row: PuzzleRow, state: State, words: Words) -> Attachment:
        """The puzzle's picture (the real renderer's, in the reader's language; the seats named by their
        colours, not by the players of the game it comes from) and its words for a screen reader."""
        names = [User("", words(state.seat_name(seat))) for seat in range(state.num_players)]
        image = await self.boards.render(state, seat=None, last_move=None, users=names, words=words)
        return Attachment(f"puzzle-{row.id}.png", image, description(row, state), kind="puzzle",
                          board={"puzzle": row.id})

    async def draw(self, spec: dict) -> bytes | None:
        """An owed daily puzzle's picture, drawn when it goes out, in its server's language."""
        row = await self.storage.puzzle(int(spec["puzzle"]))
        if row is None:
            return None
        state = engines.get_game(row.key).load(row.state)
        words = await self.boards.languages.server_words(spec.get("guild"))
        return (await self.picture(row, state, words)).data

    # ---- answers ----------------------------------------------------------------------------------
    async def answer(self, user: User, puzzle_id: int, move: str, *, clicked: bool = False,
                     underway: Underway | None = None) -> Reply:
        """The player's answer: right or wrong, the answer and why (each move's rating by the deep search,
        the computer's line after the answer), counted in the puzzle's rating when it is their first."""
        row = await self._numbered(str(puzzle_id), None)
        state = engines.get_game(row.key).load(row.state)
        try:
            played = state.canonical(move if isinstance(move, str) else "")
        except IllegalMove as exc:
            raise Refusal("refusal-illegal", problem=exc.phrase) from None
        under_way(underway, True)
        solved = played == row.answer
        now = self.runtime.clock()
        async with self.storage.transaction() as tx:
            await tx.show_puzzle(row.id, user.id, now)  # a puzzle answered by its number counts too
            counted = await tx.answer_puzzle(row.id, user.id, played, solved, now)
        if counted:
            row = replace(row, attempts=row.attempts + 1, solves=row.solves + int(solved))
        player = state.seat_name(row.seat)
        best = percent(row.ratings[row.answer])
        if solved:
            lines: list[Phrase] = [say("service-puzzle-right", move=row.answer, player=player, best=best)]
        else:
            lines = [say("service-puzzle-wrong", move=played, answer=row.answer, player=player, best=best,
                         yours=percent(row.ratings.get(played, 0.0)))]
        lines.append(why(row, state))
        if not counted:
            lines.append(say("service-puzzle-counted-before"))
        lines.append(rating(row))
        return Reply(tuple(lines), private=True, retouch=Retouch() if clicked else None)

    # ---- `/puzzle daily` ----------------------------------------------------------------------------
    async def daily(self, user: User, guild: str | None, *, admin: bool, channel: str | None, off: bool = False
                    ) -> Reply:
        """A manager sets the channel where a puzzle is posted every day (the first at once), or stops it."""
        if not admin:
            raise Refusal("refusal-puzzle-daily-manager")
        server = guild or LOCAL
        if off:
            async with self.storage.transaction() as tx:
                stopped = await tx.drop_daily_puzzle(server)
            return Reply((say("service-puzzle-daily-off" if stopped else "service-puzzle-daily-none"),), private=True)
        if channel is None:
            raise Refusal("refusal-puzzle-daily-channel")
        now = self.runtime.clock()
        async with self.storage.transaction() as tx:
            await tx.put_daily_puzzle(server, channel, now)
        self.runtime.due(now)
        return Reply((say("service-puzzle-daily-on", channel=Channel(channel)),), private=True)

    async def next_due(self) -> float | None:
        return await self.storage.next_daily_puzzle()

    async def run_due(self, now: float) -> list[Reply]:
        """Post every server's daily puzzle due at `now` (each once, whatever another process does)."""
        replies: list[Reply] = []
        for daily in await self.storage.due_daily_puzzles(now):
            row = await self.storage.puzzle_after(daily.last) or await self.storage.puzzle_after(0)
            later = daily.next_at + DAY
            while later <= now:  # after a downtime: one post, then at the same time of day again
                later += DAY
            if row is None:  # no puzzle yet: they are prepared, and it is looked at again in an hour
                later = now + HOUR
                for key, game in engines.GAMES.items():
                    if game.secret_label is None:
                        self.ready(key)
                        break
            reply = await self.daily_post(row, daily.guild) if row is not None else None
            async with self.storage.transaction() as tx:
                if not await tx.move_daily_puzzle(daily.guild, daily.next_at, later, row.id if row else daily.last):
                    continue  # another process posted it
                if reply is not None:
                    await self.outbox.owe(tx, reply, stream=STREAM + daily.guild, place=daily.channel,
                                          to=f"channel:{daily.channel}", claim=False)
                    replies.append(reply)
            self.runtime.due(later)
        return replies

    async def daily_post(self, row: PuzzleRow, guild: str) -> Reply:
        """The day's puzzle in public: its picture (drawn again when it goes out), a Solve button that
        gives it to whoever clicks, privately."""
        state = engines.get_game(row.key).load(row.state)
        lines = (say("service-puzzle-daily", title=state.game.title, number=str(row.id),
                     player=state.seat_name(row.seat)),
                 rating(row),
                 say("service-puzzle-daily-how", command=Command(f"{row.key} puzzle", (("puzzle", str(row.id)),))))
        picture = Attachment(f"puzzle-{row.id}.png", None, description(row, state), kind="puzzle",
                             board={"puzzle": row.id, "guild": None if guild == LOCAL else guild})
        return Reply(lines, file=picture, actions=[Action(say("service-puzzle-solve"), "puzzle", str(row.id),
                                                          style="primary")], here=False)


def row_of(puzzle: Puzzle, now: float) -> PuzzleRow:
    return PuzzleRow(0, puzzle.key, puzzle.state, puzzle.seat, puzzle.answer, dict(puzzle.values), puzzle.line,
                     puzzle.playouts, puzzle.source, puzzle.ply, created=now)


def rating(row: PuzzleRow) -> Phrase:
    """How often players solve it: its rating."""
    share = percent(row.solves / row.attempts) if row.attempts else 0
    return say("service-puzzle-rating", attempts=row.attempts, solves=row.solves, percent=share)


def description(row: PuzzleRow, state: State) -> Phrase:
    """The picture's words for a screen reader: the puzzle, whose move, the position."""
    return say("service-puzzle-alt", title=state.game.title, number=str(row.id), player=state.seat_name(row.seat),
               position=state.position_words())


def why(row: PuzzleRow, state: State) -> Phrase:
    """Why the answer: the game ends with it, or the computer's line after it; and the best other move."""
    after = state.play(row.answer)
    runner = max((move for move in row.ratings if move != row.answer), key=lambda move: (row.ratings[move], move))
    other = percent(row.ratings[runner])
    if after.is_over:
        return say("service-puzzle-ends", move=row.answer, other=runner, percent=other)
    if row.line:
        return say("service-puzzle-line", line=series(list(row.line)), other=runner, percent=other)
    return say("service-puzzle-chance", other=runner, percent=other)


__all__ = ["Puzzles", "mine", "puzzle_of_target", "target_of"]
