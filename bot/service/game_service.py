"""`GameService`: every interaction a front end can make, one method each.

The methods come from the parts that hold them, composed here: `Challenges`, `Moves`, `Offers`
(draws, takebacks, aborts, rematches), `Timekeeper` (reminders, time-outs, vacations, settings), `Views`,
`Records` (records and replays), `Pages` (the web page's) and the standings, each given only what it
uses of `Games` (finding and loading games), `Chance`, `Boards`, `Commits`, the `Outbox` and the
`Runtime` (clock, dice, the signals it announces on). Front ends (the Discord adapter, the local table, the web page) make
one call per user interaction and deliver the `Reply` it returns.
"""
from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from typing import Any

from bot import metrics
from bot.service import standings
from bot.service.admin import Admin
from bot.service.challenges import Challenges
from bot.service.computers import Computers
from bot.service.digests import Digests
from bot.service.moves import Moves
from bot.service.offers import Offers
from bot.service.pages import Pages
from bot.service.plans import Plans
from bot.service.privacy import Privacy
from bot.service.puzzles import Puzzles, puzzle_of_target
from bot.service.records import Records, local_site
from bot.service.reviews import Reviews
from bot.service.seeks import Seeks
from bot.service.seasons import Seasons
from bot.service.boards import Boards
from bot.service.chance import Chance
from bot.service.commits import Commits
from bot.service.games import Games, game_spec
from bot.service.lessons import Lessons
from bot.service.outbox import Outbox
from bot.service.runtime import Runtime, Subscription
from bot.service.replies import Action, Refusal, Reply, Retouch, Underway, User, WebPage
from bot.service.settings import Languages
from bot.service.timekeeper import Timekeeper
from bot.service.tournaments import Tournaments
from bot.service.views import Views
from bot.storage import DEFAULT_DATABASE, Storage, open_storage


class GameService:
    """The composition root: the parts of the service built once, each given only its collaborators,
    for every entry point (the bot, the table, the web page alone, the tests and benchmarks)."""

    def __init__(self, storage: Storage, *, site: Callable[[str | None, str], str] = local_site, render: bool = True,
                 cache_size: int = 1024) -> None:
        self.storage = storage
        self.closed = False
        self.runtime = runtime = Runtime()
        games = Games(storage, runtime, cache_size=cache_size)
        chance = Chance(runtime)
        # which language a server and a user read: front ends tell it what they see (`seen`), and public
        # pictures, reminders and direct messages follow it
        self.languages = languages = Languages(storage, runtime)
        boards = Boards(games, runtime, languages, render=render)
        # the messages changes owe, for the front ends that deliver them
        self.outbox = outbox = Outbox(storage, games, boards, runtime)
        commits = Commits(storage, games, boards, outbox, runtime)
        challenges = Challenges(storage, games, chance, boards, commits, outbox, runtime)
        plans = Plans(storage, games, runtime)  # conditional moves: kept privately, played by `moves`
        moves = Moves(games, chance, boards, commits, runtime, plans)
        views = Views(storage, games, boards, outbox)
        records = Records(storage, games, boards, site=site)
        self.computers = Computers(runtime, moves)
        offers = Offers(storage, games, boards, commits, outbox, runtime, challenges, self.computers)
        self.timekeeper = timekeeper = Timekeeper(storage, games, chance, boards, commits, outbox, runtime,
                                                  self.computers, languages)
        # daily digests: the games waiting for each user who asked, by direct message at their hour
        timekeeper.add(Digests(storage, views, outbox, runtime))
        self.games, self.boards = games, boards
        # the seek pool: its rounds (windows widening) and expiries are due work the timekeeper runs
        seeks = Seeks(storage, games, outbox, runtime, challenges)
        timekeeper.add(seeks)
        self.seek = seeks.seek
        self.unseek = seeks.unseek
        # seasons of a server's standings: `/season start` archives them and starts new ones
        self.seasons = Seasons(storage, runtime)
        self.season_start = self.seasons.start
        self.season_list = self.seasons.list
        timekeeper.add(challenges)  # challenges expire by the clock, with the games' due work
        # tournaments: sign-up deadlines and rounds completed are due work the timekeeper runs
        self.tournaments = tournaments = Tournaments(storage, games, outbox, runtime, challenges,
                                                     lambda user, game_id: moves.resign(user, game_id))
        timekeeper.add(tournaments)
        outbox.drawers["crosstable"] = tournaments.draw_crosstable
        self.tournament_create = tournaments.create
        self.tournament_start = tournaments.start
        self.tournament_standings = tournaments.standings
        self.tournament_withdraw = tournaments.withdraw
        # puzzles (issue 33): prepared in the background; the servers' daily puzzles are due work
        self.puzzles = puzzles = Puzzles(storage, boards, outbox, runtime)
        timekeeper.add(puzzles)
        outbox.drawers["puzzle"] = puzzles.draw
        self.puzzle = puzzles.puzzle
        self.puzzle_daily = puzzles.daily
        # hints and reviews (issue 33): a review's positions are searched as due work, a few at a time
        self.reviews = reviews = Reviews(storage, games, boards, self.outbox, runtime, self.computers)
        timekeeper.add(reviews)
        self.hint = reviews.hint
        self.review = reviews.review
        self.review_page = reviews.web  # the web page's: a ready review under the board, and its chart
        self.review_chart = reviews.web_chart
        # challenges
        self.challenge = challenges.challenge
        self.accept = challenges.accept
        self.decline = challenges.decline
        self.join = challenges.join
        self.begin = challenges.begin
        # changing a game
        self.play = metrics.round_trip(moves.play)  # a player's move, timed for /metrics
        self.ask_resign = moves.ask_resign
        self.resign = moves.resign
        self.plan = plans.plan
        # agreements between the players
        self.offer_draw = offers.offer_draw
        self.ask_undo = offers.ask_undo
        self.answer = offers.answer
        self.abort = offers.abort
        self.rematch = offers.rematch
        # between moves: reminders, time-outs, vacations, and the settings for them
        self.run_due = timekeeper.run_due
        self.next_due = timekeeper.next_due
        self.vacation = timekeeper.vacation
        self.notify = timekeeper.notify
        self.settings = timekeeper.settings
        # records and replays
        self.record = records.record
        self.replay = records.replay
        self.ppn = records.ppn
        # looking
        self.board = views.board
        self.private_board = views.private_board
        self.moves_for = views.moves_for
        self.games_in = views.games_in
        self.games_in_guild = views.games_in_guild
        self.games_of = views.games_of
        self.inbox = views.inbox
        self.next_turn = views.next_turn
        self.buttons_in = views.buttons_in
        self.setting = views.setting
        self.save_setting = views.save_setting
        self.game = views.game
        self.log = views.log
        self.replayed = views.replayed
        # the web page: one call per page (or picture, file, poll of versions)
        self.pages = pages = Pages(storage, games, boards, records, tournaments)  # the web page sets its limits on it
        self.game_page = pages.game_page
        self.picture = pages.picture
        self.game_file = pages.file
        self.versions = pages.versions
        self.standings_page = pages.standings_page
        self.tournament_page = pages.tournament_page
        self.tournament_picture = pages.tournament_picture
        self.tournament_version = pages.tournament_version
        self._moves = moves
        # lessons (`/K learn`): private, stateless steps; the last starts a game against the easiest computer
        self.lessons = lessons = Lessons(languages, challenges.challenge, render=render)
        self.learn = lessons.learn
        # a player's data: `/privacy export` and `/privacy forget` (with the caches a forgotten name may be in)
        self.privacy = Privacy(storage, games, moves, runtime, languages, self._forget_caches)
        self.privacy_export = self.privacy.export
        self.privacy_forget = self.privacy.ask_forget
        # a server's managers' tools (`/admin`): where games may start, ending a game, blocking a player
        self.admin = admin = Admin(storage, games, commits, runtime)
        self.admin_channels = admin.channels
        self.admin_end = admin.end
        self.admin_block = admin.block
        self.admin_unblock = admin.unblock
        self.admin_log = admin.log

    def _forget_caches(self) -> None:
        """Empty this process's caches that may hold a name said or drawn: pages, pictures' parts."""
        from renderers import cache

        self.pages.forget()
        cache.clear()

    @classmethod
    async def open(cls, database: str = DEFAULT_DATABASE, **kwargs: Any) -> GameService:  # __init__'s keywords
        return cls(await open_storage(database), **kwargs)

    async def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.computers.close()
        self.puzzles.close()
        self.pages.close()
        await self.storage.close()

    # where the service runs: tests and benchmarks set the dice (`rng`) and the time (`clock`)
    @property
    def rng(self) -> random.Random:
        return self.runtime.rng

    @rng.setter
    def rng(self, rng: random.Random) -> None:
        self.runtime.rng = rng

    @property
    def clock(self) -> Callable[[], float]:
        return self.runtime.clock

    @clock.setter
    def clock(self, clock: Callable[[], float]) -> None:
        self.runtime.clock = clock

    async def posted(self, reply: Reply, message: str, thread: str | None = None) -> None:
        """A front end posted `reply` as `message` (in `thread`, which it opened for the game): the
        service remembers what it must (the board that carries the game's buttons, the owed message
        delivered)."""
        if reply.on_posted is not None:
            await self.outbox.posted(reply.on_posted, message, thread)

    def changes(self, wake: Callable[[], None] | None = None) -> Subscription[str]:
        """The id of each game this service changes, announced right after the commit, for a reader (the
        web page's watcher) to `drain`, woken by the event loop when some arrive; `close` it when done."""
        return self.runtime.changes.subscribe(wake)

    async def listen(self) -> Callable[[], Awaitable[None]] | None:
        """Announce on `changes` every game another process changes too, where the database tells
        (PostgreSQL's LISTEN/NOTIFY); the call that stops it, or None where it cannot (poll `versions`)."""
        return await self.storage.listen(self.runtime.changed)

    def dues(self, wake: Callable[[], None] | None = None) -> Subscription[float]:
        """When work falls due, announced as a change makes it so (a front end's scheduler wakes then, if
        sooner), for a reader to `drain`, woken by the event loop when some arrive; `close` it when done."""
        return self.runtime.dues.subscribe(wake)

    def game_title(self, key: str) -> str:
        return game_spec(key).title

    # ---- standings ----------------------------------------------------------------------------
    async def standings(self, *, key: str | None, scope: str, guild: str | None, page: int = 0,
                        season: str | None = None) -> Reply:
        """The leaderboard: one game in pages of ten, or the best few of every game; of the current
        season, or of the one `season` names."""
        if key is not None:
            game_spec(key)
        archived = await self.seasons.archived(guild, scope, season) if season is not None else None
        shown = await standings.leaderboard(self.storage, key=key, scope=scope, guild=guild, page=page,
                                            season=archived)
        if scope != "global" and archived is None:  # a page shows one server's standings (of the current season)
            shown.page = WebPage("standings", guild)
        return shown

    async def history(self, user: User, *, key: str | None = None, limit: int = 10) -> Reply:
        """A user's last finished games: result, opponents, and where each was played."""
        return await standings.history(self.storage, user, key=key, limit=limit)

    # ---- buttons ------------------------------------------------------------------------------
    async def click(self, user: User, action: Action, *, place: str | None = None, guild: str | None = None,
                    underway: Underway | None = None) -> Reply:
        """A button (or a move menu, or the local table's typed label): every kind of action."""
        kind, target, value = action.kind, action.target, action.value
        if kind == "move" and (puzzle := puzzle_of_target(target)) is not None:  # a puzzle's menu
            return await self.puzzles.answer(user, puzzle, value, clicked=True, underway=underway)
        if kind == "puzzle":  # the daily puzzle's Solve
            return await self.puzzles.show(user, int(target) if target.isdigit() else 0, underway=underway)
        if kind == "move":
            return await self.play(user, value, game_id=target, place=place, underway=underway)
        if kind == "learn":
            return await self.lessons.click(user, target, value, place=place, guild=guild, underway=underway)
        if kind == "accept":
            return await self.accept(target, user, underway=underway)
        if kind == "decline":
            return await self.decline(target, user, underway=underway)
        if kind == "join":
            return await self.join(target, user, underway=underway)
        if kind == "begin":
            return await self.begin(target, user, underway=underway)
        if kind == "tjoin":
            return await self.tournaments.join(user, target, underway=underway)
        if kind == "tleave":
            return await self.tournaments.leave(user, target, underway=underway)
        if kind == "tstart":
            return await self.tournaments.start(user, target, underway=underway)
        if kind == "secret":
            return await self.private_board(user, target, underway=underway)
        if kind == "resign":
            return await self.resign(user, target, underway=underway)
        if kind in ("yes", "no"):
            return await self.answer(user, target, kind == "yes", place=place, underway=underway)
        if kind == "rematch":
            return await self.rematch(user, target, place=place, underway=underway)
        if kind == "cancel":
            return self._moves.cancel(target)
        if kind == "forget":
            return await self.privacy.forget(user, target, underway=underway)
        if kind == "keep":
            return self.privacy.keep(user, target)
        if kind == "next":
            return await self.next_turn(user, int(value) if value.isdigit() else 0)
        if kind == "page":
            scope, _, page = value.rpartition("-")
            season = scope.removeprefix(standings.SEASON_PAGES) if scope.startswith(standings.SEASON_PAGES) else None
            shown = await self.standings(key=None if target == "all" else target, scope="server" if season else scope,
                                         guild=guild, page=int(page) if page.isdigit() else 0, season=season)
            return Reply(retouch=Retouch(shown.lines, tuple(shown.actions)))
        raise Refusal("refusal-button-unknown")
