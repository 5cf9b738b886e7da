"""Hints and reviews (issue 33): the computer's suggested move in a casual game (`/K hint`), and its
review of a finished game (`/K review`): each player's chances move by move as a chart, the turning
points with "better was …" and the computer's line after it, and each player's share of best moves.

A review is due work the timekeeper runs (`run_due`): its positions are searched a few at a time
(`chunk`) in the computers' process pool, what is done kept in the database after each batch, so a
restart resumes it where it stopped and the scheduler is never held for a whole game; when the last
batch is done the review is kept and the game's home is told (the outbox), with the chart drawn again
in its readers' language whenever it goes out. Every search is `bot.service.analysis`'s."""
from __future__ import annotations

import asyncio
import dataclasses
from dataclasses import dataclass
from collections.abc import Sequence

from bot.service import analysis
from bot.service.analysis import Decision, Evaluation, Summary
from bot.service.boards import Boards
from bot.service.computers import Computers
from bot.service.games import Games, Loaded, result_text
from bot.service.outbox import Outbox, front_of
from bot.service.records import replay_frames
from bot.service.replies import Attachment, Refusal, Reply, Underway, User, under_way
from bot.service.runtime import Runtime
from bot.storage import Storage
from bot.storage.rows import HintRow, ReviewRow, ReviewStatus
from bot.words import Command, Words
from engines import ai
from engines.base import State
from engines.phrases import Phrase, say

CHUNK = 8  # positions searched in one run of the due work (a pool call), then the progress is kept
LEASE = 120.0  # a claim on a review holds this long (a process that died mid-review leaves it to others)


class Reviews:
    """Given: the storage, the games, the boards (pictures), the outbox, the runtime and the computers
    (their process pool). `playouts` / `hint_playouts`: a fixed budget per position in place of the
    levels' (tests, benchmarks); `chunk`: positions per run of the due work (None: the whole review)."""

    def __init__(self, storage: Storage, games: Games, boards: Boards, outbox: Outbox, runtime: Runtime,
                 computers: Computers, *, playouts: int | None = None, hint_playouts: int | None = None,
                 chunk: int | None = CHUNK) -> None:
        self.storage = storage
        self.games = games
        self.boards = boards
        self.outbox = outbox
        self.runtime = runtime
        self.computers = computers
        self.playouts = playouts
        self.hint_playouts = hint_playouts
        self.chunk = chunk
        outbox.drawers["review"] = self.draw_chart

    def budget(self, key: str) -> int:
        return self.playouts if self.playouts is not None else ai.playouts_for(key, analysis.REVIEW_LEVEL)

    # ---- hints ----------------------------------------------------------------------------------
    async def hint(self, user: User, *, game_id: str | None = None, place: str | None = None,
                   key: str | None = None, underway: Underway | None = None) -> Reply:
        """The computer's suggested move for the caller, to move in a casual game: in words and on the
        board, privately; the game's home is told that a hint was used, and the record keeps it."""
        found = await self.games.find(user, game_id=game_id, place=place, key=key)
        loaded = await self.games.load(found.id)
        record, state = loaded.record, loaded.state
        self.games.seat_in(loaded, user)  # a player of a game still running; hints only in casual games
        if await self.games.in_tournament(record.id):
            raise Refusal("refusal-hint-tournament", game=record.id)
        if not record.unrated:
            raise Refusal("refusal-hint-rated", game=record.id)
        seat = self.games.seat_to_move(loaded, user)
        under_way(underway, True)
        playouts = self.hint_playouts if self.hint_playouts is not None \
            else ai.playouts_for(record.key, analysis.HINT_LEVEL)
        seed = self.runtime.rng.randrange(2**63)
        # the search is the caller's seat's: a secret of another seat is drawn among those it cannot rule out
        [found_move] = await self._in_pool(analysis.evaluate_in_worker, record.key, [(state.to_dict(), "", seed)],
                                           playouts, self.computers.cap)
        move = found_move["best"]
        said = state.describe_move(move)
        title = loaded.game.title
        image = await self.boards.render(state.play(move), seat=seat, last_move=move, last_words=said,
                                         users=loaded.users, before=state,
                                         words=await self.boards.languages.user_words(user.id))
        picture = Attachment(f"{record.key}-{record.id}-hint.png", image,
                             say("service-hint-alt", title=title, game=record.id, move=move, words=said),
                             kind="hint") if image is not None else None
        notice = Reply((say("service-hint-used", name=user.name, title=title, game=record.id),), game_id=record.id)
        async with self.storage.transaction() as tx:
            await tx.add_hint(HintRow(record.id, record.version, seat, user.id, move, self.runtime.clock()))
            # the other players hear of it where the game is played (an owed message, delivered in turn)
            await self.outbox.owe(tx, notice, stream=record.id, place=record.place, claim=False)
        return Reply((say("service-hint", title=title, game=record.id, move=move, words=said),), file=picture,
                     private=True, game_id=record.id)

    # ---- reviews --------------------------------------------------------------------------------
    async def review(self, user: User, *, game_id: str | None = None, place: str | None = None,
                     key: str | None = None, underway: Underway | None = None) -> Reply:
        """Ask for the computer's review of a finished game (any of its players, or anyone for a game
        played in public): it runs in the background and the game's home is told when it is ready; a
        review ready already is shown at once."""
        found = await self.games.find(user, game_id=game_id, place=place, key=key)
        loaded = await self.games.load(found.id)
        record = loaded.record
        if record.seat_of(user.id) is None and not _public(loaded):
            raise Refusal("refusal-review-not-yours", game=record.id)
        if not loaded.over:
            raise Refusal("refusal-review-not-over", game=record.id, command=Command(f"{record.key} hint"))
        moves, _ = analysis.decisions(loaded.game, len(record.players), record.options,
                                      await self.storage.log(record.id))
        if not moves:
            raise Refusal("refusal-review-no-moves", game=record.id)
        here = place is None or place == record.home
        existing = await self.storage.review(record.id)
        if existing is not None and existing.status == ReviewStatus.READY:
            under_way(underway, not here)
            words = await self.boards.languages.server_words(record.guild) if here \
                else await self.boards.languages.user_words(user.id)
            reply = self.message(loaded, Summary.from_json(existing.progress["summary"]), len(moves))
            assert reply.file is not None
            reply.file = dataclasses.replace(reply.file, data=await self._draw(
                loaded, Summary.from_json(existing.progress["summary"]), words))
            reply.private = not here
            return reply
        now = self.runtime.clock()
        if existing is None:
            async with self.storage.transaction() as tx:
                await tx.add_review(ReviewRow(record.id, ReviewStatus.PENDING, user.id, now, now, {"done": []}))
            self.runtime.due(now)
        return Reply((say("service-review-started", title=loaded.game.title, game=record.id, moves=len(moves)),),
                     private=True, game_id=record.id)

    async def next_due(self) -> float | None:
        return await self.storage.next_review()

    async def run_due(self, now: float) -> list[Reply]:
        """Search the next positions of the reviews due (one at a time: a review is long work); a review
        done is kept and owed to its game's home."""
        owner = self.runtime.owner
        replies: list[Reply] = []
        for review in await self.storage.claim_reviews(now, owner, now + LEASE, limit=1):
            replies.extend(await self._advance(review, now, owner))
        return replies

    async def _advance(self, review: ReviewRow, now: float, owner: str) -> list[Reply]:
        loaded = await self.games.load(review.game_id)
        record = loaded.record
        moves, final = analysis.decisions(loaded.game, len(record.players), record.options,
                                          await self.storage.log(record.id))
        done: list[dict] = list(review.progress.get("done", []))
        budget = self.budget(record.key)
        while len(done) < len(moves):
            batch = moves[len(done):len(done) + self.chunk] if self.chunk else moves[len(done):]
            done += await self._in_pool(analysis.evaluate_in_worker, record.key, analysis.items_of(batch), budget)
            if len(done) < len(moves) and self.chunk:
                # kept, and due again at once: a restart resumes here, and other due work runs between
                async with self.storage.transaction() as tx:
                    await tx.save_review(dataclasses.replace(review, progress={"done": done}, due=now), owner)
                self.runtime.due(now)
                return []
        summary = await self.summary(loaded, moves, [Evaluation.of(found) for found in done], final, budget)
        ready = dataclasses.replace(review, status=ReviewStatus.READY, due=None, finished=now,
                                    progress={"done": done, "summary": summary.to_json()})
        reply = self.message(loaded, summary, len(moves))
        reply.home, reply.here = record.home, False
        async with self.storage.transaction() as tx:
            if not await tx.save_review(ready, owner):
                return []  # its claim lapsed and another process took it over: that one tells the game
            await self.outbox.owe(tx, reply, stream=record.id, place=record.place)
        # posted at once by the front end that runs the due work (else by the outbox's deliverer, drawn again)
        assert reply.file is not None
        words = await self.boards.languages.server_words(record.guild)
        reply.file = dataclasses.replace(reply.file, data=await self._draw(loaded, summary, words))
        return [reply]

    async def summary(self, loaded: Loaded, moves: Sequence[Decision], evaluations: Sequence[Evaluation],
                      final: State, budget: int) -> Summary:
        """The review from the searches, with the computer's line after each turning point's better move."""
        hidden = analysis.hidden(loaded.game, moves)
        summary = analysis.summarise(len(loaded.record.players), hidden, moves, evaluations,
                                     analysis.final_shares(final), every_seat=hidden)
        by_number = {move.number: move for move in moves}
        # the web page numbers its positions as the replay's frames: the one each turning move led to
        frames = replay_frames(loaded, await self.storage.log(loaded.record.id))
        positions = {frame.ply: index for index, frame in enumerate(frames) if frame.ply is not None}
        for swing in summary.swings:
            swing.position = positions.get(swing.ply, -1)
            move = by_number[swing.number]
            swing.line = await self._in_pool(analysis.line_in_worker, loaded.record.key, move.data, move.seat,
                                             swing.best, analysis.line_budget(budget),
                                             analysis.seed_of("line", move.ply))
        return summary

    # ---- the message and its chart --------------------------------------------------------------
    def message(self, loaded: Loaded, summary: Summary, moves: int) -> Reply:
        """The review's message for the game's home: the chart, the turning points, the best moves."""
        record, names = loaded.record, loaded.names
        title = loaded.game.title
        lines: list[Phrase] = [say("service-review-ready", title=title, game=record.id, moves=moves,
                                   result=result_text(loaded))]
        for swing in summary.swings:
            lines.append(say("service-review-swing", number=str(swing.number), name=names[swing.seat],
                             move=swing.move, drop=round(100 * swing.drop), best=swing.best,
                             line=" ".join(swing.line[1:]) or "-"))
        if not summary.swings:
            lines.append(say("service-review-no-swings"))
        for seat, name in enumerate(names):
            choices = summary.choices[seat]
            lines.append(say("service-review-best-moves", name=name, best=summary.best[seat], choices=choices,
                             percent=round(100 * summary.best[seat] / choices) if choices else 0))
        picture = Attachment(f"{record.key}-{record.id}-review.png", None, alt_of(loaded, summary), kind="review",
                             board={"game": record.id})
        return Reply(tuple(lines), file=picture, game_id=record.id)

    async def draw_chart(self, spec: dict) -> bytes | None:
        """The chart of a ready review, in its game's server's language (the outbox's drawer)."""
        loaded = await self.games.load(spec["game"])
        review = await self.storage.review(loaded.record.id)
        if review is None or review.status != ReviewStatus.READY:
            return None
        return await self._draw(loaded, Summary.from_json(review.progress["summary"]),
                                await self.boards.languages.server_words(loaded.record.guild))

    async def _draw(self, loaded: Loaded, summary: Summary, words: Words) -> bytes | None:
        if not self.boards.render_images:
            return None
        from renderers.chart import draw_chart

        title = say("picture-review-title", title=loaded.game.title, game=loaded.record.id)
        return await asyncio.to_thread(draw_chart, summary.points, loaded.names,
                                       [swing.number for swing in summary.swings], title, words)

    async def web(self, game_id: str) -> WebReview | None:
        """What a game's web page shows of its review, when one is ready: the chart's words and the
        turning points, each with the position it leads to."""
        review = await self.storage.review(game_id)
        if review is None or review.status != ReviewStatus.READY:
            return None
        loaded = await self.games.load(game_id)
        summary = Summary.from_json(review.progress["summary"])
        names = loaded.names
        points = tuple((say("web-review-point", number=str(swing.number), move=swing.move, name=names[swing.seat],
                            best=swing.best), swing.position) for swing in summary.swings)
        return WebReview(alt_of(loaded, summary), points)

    async def web_chart(self, game_id: str, words: Words) -> bytes:
        """The chart of a game's ready review, for its web page; refused (the page's 404) otherwise."""
        loaded = await self.games.load(game_id)
        review = await self.storage.review(loaded.record.id)
        data = await self._draw(loaded, Summary.from_json(review.progress["summary"]), words) if review is not None \
            and review.status == ReviewStatus.READY else None
        if data is None:
            raise Refusal("refusal-no-game", game=loaded.record.id)
        return data

    async def _in_pool(self, function: object, *args: object) -> list:
        return await asyncio.get_running_loop().run_in_executor(self.computers.pool(), function, *args)  # type: ignore[arg-type]


@dataclass(frozen=True)
class WebReview:
    """A ready review as a game's web page shows it under the board."""

    alt: Phrase  # the chart's words
    points: tuple[tuple[Phrase, int], ...]  # each turning point, and the position after it (-1: none)


def alt_of(loaded: Loaded, summary: Summary) -> Phrase:
    """The chart's words: whose chances it shows, and its turning points by move number and notation."""
    names = loaded.names
    return say("service-review-alt", title=loaded.game.title, game=loaded.record.id, names=tuple(names),
               points=[say("service-review-alt-point", number=str(swing.number), move=swing.move,
                           name=names[swing.seat]) for swing in summary.swings],
               count=len(summary.swings))


def _public(loaded: Loaded) -> bool:
    """A game anyone may have the review of: one played in a server's channel, or at the local table
    (everyone at it sees every game)."""
    return loaded.record.guild is not None or front_of(loaded.record.place) == "local"
