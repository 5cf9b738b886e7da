"""Tournaments (`/tournament create|start|standings|withdraw`, the sign-up's Join / Leave / Start): a sign-up,
then rounds of ordinary games, each round paired as soon as the last game of the one before ends.

A tournament's state lives in the database (its row, its players, the tables of every round); each step
from one state to the next (sign-up to round 1, round r to r+1, the last round to finished) is one
conditional update on (status, round), so two processes sharing a database take it once, and a restart
takes up where the database stands. A game of a tournament ending makes the tournament due at once
(`Commits`), and its due work, run by the timekeeper, pairs the next round or finishes it.

Scoring: a table's players score by place (the players they beat, a half for each tie: 1, ½, 0 with two);
a bye scores what `pairings.standings` gives it. The pairing and the tie-breaks are `bot.service.pairings`'.
"""
from __future__ import annotations

import asyncio
import math
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace

from bot.service import clocks
from bot.service import pairings
from bot.service.challenges import Challenges, options_text
from bot.service.games import Games, game_spec
from bot.service.outbox import Outbox
from bot.service.replies import Action, Attachment, Refusal, Reply, Retouch, Underway, User, text_of, under_way
from bot.service.replies import WebPage
from bot.service.runtime import Runtime
from bot.service.settings import MANAGERS, TOURNAMENTS, server_settings
from bot.service.standings import displayed, scope_of
from bot.service.admin import admit
from bot.storage import ChallengeRow, ChallengeStatus, EntryKind, GameStatus, Storage, Transaction
from bot.storage.rows import EntrantRow, TableRow, TournamentRow, TournamentStatus
from bot.words import Command, Mention, Moment
from engines.phrases import Phrase, say
from renderers.crosstable import Crosstable, CrossRow, crosstable_alt, draw_crosstable

FORMATS = ("round-robin", "double-round-robin", "swiss")
DEFAULT_SIGNUP = "1d"
MOST_PLAYERS = 64  # a sign-up's default ceiling
STARTING_LEASE = 60.0  # a round claimed but not started this long (its process died): its games started then
NEWCOMER = displayed(25.0, 25.0 / 3)[0]
JOIN, LEAVE, START = say("service-tournament-button-join"), say("service-tournament-button-leave"), say("service-tournament-button-start")
UNITS = {"m": 60.0, "h": clocks.HOUR, "d": clocks.DAY}

Resign = Callable[[User, str], Awaitable[Reply]]


def parse_duration(text: str) -> float:
    """A sign-up's length as typed (`30m`, `1h`, `2d`) in seconds; refused in a sentence otherwise."""
    found = re.fullmatch(r"\s*(\d{1,4})\s*([mhd])\s*", text.lower()) if isinstance(text, str) else None
    if found is None or int(found[1]) == 0:
        raise Refusal("refusal-tournament-signup", typed=repr(text), example="1d")
    return int(found[1]) * UNITS[found[2]]


def parse_players(text: str, low: int) -> tuple[int, int]:
    """`min-max` players (`4-8`, or one number: at least that many); refused in a sentence otherwise."""
    found = re.fullmatch(r"\s*(\d{1,3})\s*(?:-\s*(\d{1,3}))?\s*", text) if isinstance(text, str) else None
    least = int(found[1]) if found else 0
    most = int(found[2]) if found and found[2] else MOST_PLAYERS
    if found is None or least < low or most < least:
        raise Refusal("refusal-tournament-players", typed=repr(text), least=low, example=f"{low}-16")
    return least, most


def parse_options(text: str) -> dict[str, object]:
    """A game's options typed as one text (`turns=20 open=true`, Discord's `options:`) as the engine takes
    them: true/false, whole numbers, else the text (the engine's check refuses what it does not know)."""
    found: dict[str, object] = {}
    for word in text.split():
        name, sep, value = word.partition("=")
        if not sep or not name or not value:
            raise Refusal("refusal-tournament-option-word", typed=repr(word[:30]), example="turns=20")
        lowered = value.lower()
        found[name] = lowered == "true" if lowered in ("true", "false") \
            else int(value) if value.isascii() and value.isdigit() and len(value) < 10 else value
    return found


def parse_vacation(value: str | bool | None) -> bool:
    """Whether a player's vacation stops the clocks of the tournament's games: `on` (the default) or `off`."""
    if value is None or isinstance(value, bool):
        return value is not False
    typed = value.strip().lower() if isinstance(value, str) else ""
    if typed not in ("on", "off"):
        raise Refusal("refusal-tournament-vacation", typed=repr(value))
    return typed == "on"


def swiss_rounds(count: int) -> int:
    """A Swiss tournament's rounds when the organiser does not say: enough to tell a winner apart
    (⌈log₂ n⌉ + 1, as many Swiss arbiters choose), never more than there are opponents."""
    return max(1, min(count - 1, math.ceil(math.log2(max(2, count))) + 1))


def table_points(ranking: Sequence[int]) -> tuple[float, ...]:
    """Each seat's points by place: one for each player it beat, a half for each it tied with."""
    return tuple(sum(1.0 if other > mine else 0.5 if other == mine else 0.0
                     for seat, other in enumerate(ranking) if seat != index) for index, mine in enumerate(ranking))


class Tournaments:
    """Given: the storage, the games (ids, names, loading), the outbox, the runtime, the challenges (a
    table's game starts as an agreed challenge) and the resignation (a withdrawal resigns the current game)."""

    def __init__(self, storage: Storage, games: Games, outbox: Outbox, runtime: Runtime, challenges: Challenges,
                 resign: Resign) -> None:
        self.storage = storage
        self.games = games
        self.outbox = outbox
        self.runtime = runtime
        self.challenges = challenges
        self.resign = resign

    # ---- commands ---------------------------------------------------------------------------------
    async def create(self, user: User, *, guild: str | None, place: str, game: str, format: str = "round-robin",
                     rounds: int | None = None, clock: str | None = None, options: dict | None = None,
                     players: str | None = None, signup: str | None = None, rated: bool | None = None,
                     table: int | None = None, options_text: str | None = None, vacation: str | bool | None = None,
                     admin: bool = True) -> Reply:
        """A tournament's sign-up message, with Join / Leave / Start; the organiser is its first player.
        The game's options come as values (`options`, the table's `name=value` words) or as one text
        (`options_text`, Discord's `options:`). `vacation` off: a player's vacation does not stop the
        clocks of its games. Where the server's `tournaments` setting says managers, only they (`admin`)
        may create one."""
        defaults = await server_settings(self.storage, guild)
        if defaults[TOURNAMENTS] == MANAGERS and not admin:
            raise Refusal("refusal-tournament-managers")
        await admit(self.storage, guild, place, user)  # the server's managers' channels and blocks
        spec = game_spec(game)
        stops = parse_vacation(vacation)
        options = {**parse_options(options_text or ""), **(options or {})}
        kind = format.strip().lower() if isinstance(format, str) else ""
        if kind not in FORMATS:
            raise Refusal("refusal-tournament-format", typed=repr(format), choices=", ".join(FORMATS))
        size = spec.min_players if table is None else table
        if isinstance(size, bool) or not isinstance(size, int) or not spec.min_players <= size <= spec.max_players:
            raise Refusal("refusal-players-count", title=spec.title, low=spec.min_players, high=spec.max_players,
                          typed=repr(table))
        if rounds is not None and (kind != "swiss" or isinstance(rounds, bool) or not isinstance(rounds, int)
                                   or not 1 <= rounds <= 30):
            raise Refusal("refusal-tournament-rounds", typed=repr(rounds))
        try:  # checked by the engine exactly as a challenge's options are
            checked = spec.check_options(size, options or {})
        except ValueError as exc:
            raise Refusal("refusal-options", problem=getattr(exc, "phrase", None) or str(exc)) from None
        least, most = parse_players(players, size) if players is not None else (size, MOST_PLAYERS)
        length = parse_duration(signup if signup is not None else DEFAULT_SIGNUP)
        seconds = clocks.parse_clock(clock if clock is not None else defaults["clock"])
        now = self.runtime.clock()
        row = TournamentRow(0, scope_of(guild), guild, place, user.id, spec.key, kind, rounds or 0, seconds, checked,
                            size, least, most, now + length, True if rated is None else bool(rated),
                            TournamentStatus.SIGNUP, 0, None, now, now + length, stops)
        async with self.storage.transaction() as tx:
            await tx.remember_names({user.id: user.name})
            number = await tx.add_tournament(row)
            row = replace(row, id=number)
            await tx.join_tournament(EntrantRow(number, user.id, now, await self._rating(tx, row, user.id)))
            reply = Reply(self._signup_text(row, [user.name]), actions=self._buttons(row), home=place)
            await self.outbox.owe(tx, reply, stream=f"tournament:{number}", place=place, to=f"channel:{place}",
                                  effect=f"tournament:{number}")
        self.runtime.due(row.due)
        return reply

    async def join(self, user: User, target: str, *, underway: Underway | None = None) -> Reply:
        """Join a tournament in sign-up (twice: refused)."""
        row = await self._signing(target)
        entrants = await self.storage.entrants(row.id)
        if any(e.user_id == user.id for e in entrants):
            raise Refusal("refusal-tournament-joined", tournament=str(row.id))
        if len(entrants) >= row.max_players:
            raise Refusal("refusal-tournament-full", tournament=str(row.id), most=row.max_players)
        await admit(self.storage, row.guild, row.place, user)
        under_way(underway, False)
        async with self.storage.transaction() as tx:
            await tx.remember_names({user.id: user.name})
            if not await tx.join_tournament(EntrantRow(row.id, user.id, self.runtime.clock(),
                                                       await self._rating(tx, row, user.id))):
                raise Refusal("refusal-tournament-joined", tournament=str(row.id))
            return await self._rewrite(tx, row)

    async def leave(self, user: User, target: str, *, underway: Underway | None = None) -> Reply:
        """Leave a tournament while its sign-up is open (after the start: refused; `withdraw` then)."""
        row = await self._signing(target)
        under_way(underway, False)
        async with self.storage.transaction() as tx:
            if not await tx.leave_tournament(row.id, user.id):
                raise Refusal("refusal-tournament-not-in", tournament=str(row.id))
            return await self._rewrite(tx, row)

    async def start(self, user: User, target: str | None = None, *, guild: str | None = None,
                    underway: Underway | None = None) -> Reply:
        """The organiser starts it before its deadline (anyone else: refused)."""
        row = await self._signing(target if target is not None else await self._latest(guild, TournamentStatus.SIGNUP))
        if user.id != row.organiser:
            name = (await self.storage.names([row.organiser])).get(row.organiser, "")
            raise Refusal("refusal-tournament-not-organiser", name=name, tournament=str(row.id))
        under_way(underway, False)
        replies = await self._begin(row, self.runtime.clock())
        if not replies:
            raise Refusal("refusal-tournament-started", tournament=str(row.id))
        # the channel's messages (the sign-up closed, the round or the cancellation) are owed to it and
        # delivered in turn; the organiser is told the outcome privately at once
        return Reply(replies[-1].lines, private=True)

    async def withdraw(self, user: User, *, guild: str | None, tournament: str | None = None) -> Reply:
        """Leave a running tournament: the current game resigned, no later round."""
        row = await self._find(tournament, guild, user.id)
        if row.status != TournamentStatus.RUNNING:
            raise Refusal("refusal-tournament-not-running", tournament=str(row.id))
        async with self.storage.transaction() as tx:
            if not await tx.withdraw_from_tournament(row.id, user.id, self.runtime.clock()):
                raise Refusal("refusal-tournament-not-in", tournament=str(row.id))
        for table in await self.storage.tournament_tables(row.id):
            if table.round == row.round and table.game_id and user.id in table.players:
                game = await self.storage.game(table.game_id)
                if game is not None and game.status == GameStatus.ACTIVE:
                    try:
                        await self.resign(user, table.game_id)
                    except Refusal:
                        pass  # out of that game already (a multiplayer game goes on without them)
        return Reply((say("service-tournament-withdrawn", name=user.name, tournament=str(row.id)),), private=True)

    async def standings(self, *, guild: str | None, tournament: str | None = None) -> Reply:
        """A tournament's standings: each player once, points and the labelled tie-breaks."""
        row = await self._find(tournament, guild, None)
        return Reply(await self._standings_lines(row), private=True)

    # ---- due work: deadlines, rounds complete, rounds a dead process left unstarted -----------------
    async def next_due(self) -> float | None:
        return await self.storage.next_tournament_due()

    async def run_due(self, now: float) -> list[Reply]:
        replies: list[Reply] = []
        for row in await self.storage.tournaments_due(now):
            if row.status == TournamentStatus.SIGNUP:
                if row.signup_ends <= now:
                    replies += await self._begin(row, now)
            else:
                replies += await self._look(row, now)
        return replies

    # ---- the steps ----------------------------------------------------------------------------------
    async def _begin(self, row: TournamentRow, now: float) -> list[Reply]:
        """The sign-up closes: round 1, or the tournament cancelled with too few players."""
        entrants = await self.storage.entrants(row.id)
        ids = [e.user_id for e in entrants]
        names = await self.storage.names(ids)
        closed = Reply(self._signup_text(row, [names.get(i, i) for i in ids], waiting=False), home=row.place,
                       replace=row.message)
        if len(ids) < row.min_players:
            reply = Reply((say("service-tournament-cancelled", tournament=str(row.id), title=game_spec(row.key).title,
                               count=len(ids), least=row.min_players),), home=row.place, here=False)
            async with self.storage.transaction() as tx:
                if not await tx.step_tournament(row.id, status=TournamentStatus.CANCELLED, round=0, rounds=row.rounds,
                                                due=None, was=(TournamentStatus.SIGNUP, 0)):
                    return []
                await self._owe(tx, row, closed)
                await self._owe(tx, row, reply)
            return [reply]
        rounds = len(self._schedule(row, ids)) if row.format != "swiss" else row.rounds or swiss_rounds(len(ids))
        return await self._pair(replace(row, rounds=rounds), 1, now, first=closed)

    async def _look(self, row: TournamentRow, now: float) -> list[Reply]:
        """A running tournament fell due: its round's unstarted games started, then the next round or the
        end when every game of the round has ended."""
        tables = [t for t in await self.storage.tournament_tables(row.id) if t.round == row.round]
        for table in tables:
            if table.game_id is not None and await self.storage.game(table.game_id) is None:
                await self._start_game(row, table)
        games = [await self.storage.game(t.game_id) for t in tables if t.game_id is not None]
        if any(g is None or g.status == GameStatus.ACTIVE for g in games):
            async with self.storage.transaction() as tx:
                await tx.set_tournament_due(row.id, None, was=row.due)
            return []
        if row.round >= row.rounds:
            return await self._finish(row)
        try:
            return await self._pair(row, row.round + 1, now)
        except pairings.Unpairable:  # everyone left has met everyone they may meet: it ends a round early
            return await self._finish(row, early=True)

    async def _pair(self, row: TournamentRow, number: int, now: float, *, first: Reply | None = None) -> list[Reply]:
        """Pair round `number`, once (the conditional step), write its tables and games, announce it, and
        start its games."""
        entrants = await self.storage.entrants(row.id)
        active = [e for e in entrants if e.withdrawn is None]
        tables_so_far = await self.storage.tournament_tables(row.id)
        paired = await self._round(row, number, entrants, active, tables_so_far)
        spec = game_spec(row.key)
        tables: list[TableRow] = []
        byes = list(paired.byes)
        for seats in paired.tables:
            seats = tuple(uid for uid in seats if uid in {e.user_id for e in active})
            if len(seats) < spec.min_players:
                byes += seats  # a withdrawn opponent: the others sit out with a bye
                continue
            tables.append(TableRow(row.id, number, len(tables) + 1, await self.games.new_id(), list(seats)))
        tables += [TableRow(row.id, number, len(tables) + 1 + index, None, [uid]) for index, uid in enumerate(byes)]
        names = await self.storage.names([e.user_id for e in entrants])
        lines: list[Phrase] = [say("service-tournament-round", tournament=str(row.id), title=spec.title, round=number,
                                   rounds=row.rounds)]
        for table in tables:
            people = tuple(Mention(uid, names.get(uid, uid)) for uid in table.players)
            lines.append(say("service-tournament-table", game=table.game_id, players=people) if table.game_id
                         else say("service-tournament-bye", name=people[0]))
        announced = Reply(tuple(lines), home=row.place, here=False,
                          mentions=[uid for t in tables for uid in t.players],
                          page=WebPage("tournament", str(row.id)))  # a Watch link to its web page
        status = TournamentStatus.SIGNUP if number == 1 else TournamentStatus.RUNNING
        async with self.storage.transaction() as tx:
            if not await tx.step_tournament(row.id, status=TournamentStatus.RUNNING, round=number, rounds=row.rounds,
                                            due=now + STARTING_LEASE, was=(status, number - 1)):
                return []  # another process paired it first
            for table in tables:
                if table.game_id is not None:
                    await tx.add_challenge(self._challenge(row, table, now))
            await tx.add_tournament_tables(tables)
            if first is not None:
                await self._owe(tx, row, first)
            if number > 1:  # the standings after the round before (with the crosstable), then the new round
                await self._owe(tx, row, Reply(await self._standings_lines(row), home=row.place, here=False,
                                               file=await self._crosstable_file(row)))
            await self._owe(tx, row, announced)
        row = replace(row, status=TournamentStatus.RUNNING, round=number, due=now + STARTING_LEASE)
        for table in tables:
            if table.game_id is not None:
                await self._start_game(row, table)
        async with self.storage.transaction() as tx:
            await tx.set_tournament_due(row.id, None, was=row.due)
        # every game may have ended at once (none to play: all byes): the round is looked at again now
        if not any(t.game_id for t in tables):
            async with self.storage.transaction() as tx:
                await tx.set_tournament_due(row.id, now, was=None)
            self.runtime.due(now)
        return [announced] if first is None else [first, announced]

    async def _finish(self, row: TournamentRow, *, early: bool = False) -> list[Reply]:
        """The last round ended (or, `early`, no next round can be paired): the final standings and the
        winner, in the channel."""
        ranked = await self._ranked(row)
        names = await self.storage.names([s.id for s in ranked])
        winners = tuple(Mention(s.id, names.get(s.id, s.id)) for s in ranked if s.rank == 1)
        reply = Reply((say("service-tournament-winner", tournament=str(row.id), title=game_spec(row.key).title,
                           names=winners, count=len(winners)),
                       *([say("service-tournament-early", round=row.round, rounds=row.rounds)] if early else []),
                       *await self._standings_lines(row)),
                      home=row.place, here=False, mentions=[w.user_id for w in winners],
                      page=WebPage("tournament", str(row.id)),
                      file=await self._crosstable_file(replace(row, status=TournamentStatus.FINISHED)))
        async with self.storage.transaction() as tx:
            if not await tx.step_tournament(row.id, status=TournamentStatus.FINISHED, round=row.round, rounds=row.rounds,
                                            due=None, was=(TournamentStatus.RUNNING, row.round)):
                return []
            await self._owe(tx, row, reply)
        return [reply]

    # ---- pairing and scoring ------------------------------------------------------------------------
    def _schedule(self, row: TournamentRow, ids: list[str]) -> list[pairings.Round]:
        """A round-robin's every round, computed again whenever needed from the players in the order
        they joined (the same every time, in every process)."""
        return pairings.round_robin(ids, table_size=row.table_size, double=row.format == "double-round-robin")

    async def _round(self, row: TournamentRow, number: int, entrants: list[EntrantRow], active: list[EntrantRow],
                     tables: list[TableRow]) -> pairings.Round:
        if row.format != "swiss":
            return self._schedule(row, [e.user_id for e in entrants])[number - 1]
        results, byes = await self._results(tables)
        # in a thread: a round of 500 players takes py4swiss three seconds, which on the event loop would
        # stall every other interaction (Discord's answer window is three seconds)
        return await asyncio.to_thread(pairings.swiss_round, [pairings.Entrant(e.user_id, e.rating) for e in active],
                                       results, set(byes), table_size=row.table_size)

    async def _results(self, tables: list[TableRow]) -> tuple[list[pairings.Result], list[str]]:
        """The tables played so far as results (each seat's points by place), and the byes given."""
        results: list[pairings.Result] = []
        byes: list[str] = []
        for table in tables:
            if table.game_id is None:
                byes.append(table.players[0])
                continue
            game = await self.storage.game(table.game_id)
            if game is None or game.status == GameStatus.ACTIVE:
                continue
            found = await self.storage.results(game_id=table.game_id)
            if found:
                ranking = list(found[0].ranking)
            else:  # aborted: whoever let the first turn run out (the log says) is last, the others tie
                entries = [e for e in await self.storage.log(table.game_id) if e.kind == EntryKind.ABORT]
                loser = int(entries[-1].text) if entries and entries[-1].text.isdigit() else None
                ranking = [1 if seat == loser else 0 for seat in range(len(game.players))]
            results.append(pairings.Result(tuple(game.players), table_points(ranking)))
        return results, byes

    async def _ranked(self, row: TournamentRow) -> list[pairings.Standing]:
        entrants = await self.storage.entrants(row.id)
        tables = await self.storage.tournament_tables(row.id)
        results, _ = await self._results(tables)
        byes = [tuple(t.players[0] for t in tables if t.round == number and t.game_id is None)
                for number in range(1, row.round + 1)]  # who sat out, one tuple per round
        return pairings.standings([pairings.Entrant(e.user_id, e.rating) for e in entrants], results, byes,
                                  swiss=row.format == "swiss")

    # ---- the crosstable picture -----------------------------------------------------------------------
    async def _crosstable(self, row: TournamentRow) -> Crosstable:
        """Rows in standing order; each cell a row's results against a column's player (a table of more
        than two counts as a meeting of each pair, the better placed winning it), "–" not yet met."""
        ranked = await self._ranked(row)
        names = await self.storage.names([s.id for s in ranked])
        order = {s.id: index for index, s in enumerate(ranked)}
        met: dict[tuple[str, str], list[str]] = {}
        results, _ = await self._results(await self.storage.tournament_tables(row.id))
        for result in results:
            for mine, me in zip(result.points, result.table):
                for theirs, them in zip(result.points, result.table):
                    if me != them:
                        met.setdefault((me, them), []).append("1" if mine > theirs else "½" if mine == theirs else "0")
        rows = tuple(CrossRow(s.rank, names.get(s.id, s.id),
                              tuple("" if other.id == s.id else " ".join(met.get((s.id, other.id), ["–"]))
                                    for other in sorted(ranked, key=lambda o: order[o.id])),
                              s.points, tuple(value for _, value in s.tiebreaks)) for s in ranked)
        labels = tuple(label for label, _ in ranked[0].tiebreaks) if ranked else ()
        title = say("service-tournament-crosstable-title", title=game_spec(row.key).title, tournament=str(row.id),
                    round=row.round, rounds=row.rounds)
        return Crosstable(title, rows, labels)

    async def _crosstable_file(self, row: TournamentRow) -> Attachment | None:
        """The crosstable as the picture a standings message carries (drawn again when it is delivered,
        in its readers' server language), with its alt text; none where pictures are not drawn."""
        boards = self.outbox.boards
        if not boards.render_images:
            return None
        words = await boards.languages.server_words(row.guild)
        alt = crosstable_alt(await self._crosstable(row), words)
        return Attachment(f"crosstable-{row.id}-{row.round}.png", None, text_of(alt), kind="crosstable",
                          board={"tournament": row.id, "round": row.round, "status": str(row.status)})

    async def draw_crosstable(self, spec: dict) -> bytes | None:
        """An owed crosstable's picture, drawn from the tournament as it stood after that round."""
        row = await self.storage.tournament(int(spec["tournament"]))
        if row is None:
            return None
        row = replace(row, round=int(spec["round"]), status=TournamentStatus(spec.get("status", row.status)))
        words = await self.outbox.boards.languages.server_words(row.guild)
        return draw_crosstable(await self._crosstable(row), words)

    # ---- what the web's tournament page reads (bot.service.pages) -----------------------------------------
    async def ranked(self, row: TournamentRow) -> list[pairings.Standing]:
        """The standings in order: each player once, points and labelled tie-breaks."""
        return await self._ranked(row)

    async def crosstable(self, row: TournamentRow) -> Crosstable:
        """The crosstable as the standings messages draw it."""
        return await self._crosstable(row)

    async def table_points(self, table: TableRow) -> tuple[float, ...] | None:
        """Each seat's points at an ended table (None: a bye, or a game still being played)."""
        results, _ = await self._results([table])
        return results[0].points if results and table.game_id is not None else None

    async def _standings_lines(self, row: TournamentRow) -> tuple[Phrase, ...]:
        ranked = await self._ranked(row)
        names = await self.storage.names([s.id for s in ranked])
        lines = [say("service-tournament-standings", tournament=str(row.id), title=game_spec(row.key).title, round=row.round,
                     rounds=row.rounds, status=str(row.status))]
        for s in ranked:
            breaks = "  ".join(f"{label} {value:g}" for label, value in s.tiebreaks)
            lines.append(say("service-tournament-standings-line", rank=s.rank, name=names.get(s.id, s.id),
                             points=f"{s.points:g}", tiebreaks=breaks))
        return tuple(lines)

    # ---- games ----------------------------------------------------------------------------------------
    def _challenge(self, row: TournamentRow, table: TableRow, now: float) -> ChallengeRow:
        assert table.game_id is not None
        return ChallengeRow(table.game_id, row.key, row.guild, row.place, table.players[0], table.players[1:], [],
                            row.options, True, ChallengeStatus.OPEN, now, clock=row.clock, seats=table.players)

    async def _start_game(self, row: TournamentRow, table: TableRow) -> None:
        """A table's game starts as an agreed challenge, in a thread named after the tournament and round."""
        assert table.game_id is not None
        challenge = await self.storage.challenge(table.game_id)
        if challenge is None or challenge.status != ChallengeStatus.OPEN:
            return
        last = (await self.games.users([table.players[-1]]))[0]
        title = say("service-tournament-thread-title", title=game_spec(row.key).title, tournament=str(row.id),
                    round=table.round, table=table.board)
        try:
            # the board is owed unclaimed: the front ends' delivery posts every board of the round
            await self.challenges.start_agreed(challenge, last, rated=row.rated, thread_title=title, claim=False)
        except Refusal:
            pass  # another process started it first

    # ---- helpers ------------------------------------------------------------------------------------
    async def _rating(self, tx: Transaction, row: TournamentRow, user_id: str) -> float:
        """The player's displayed rating in the game in this server as they join (a newcomer's 1500)."""
        found = (await tx.ratings_of(row.pool, row.key, [user_id])).get(user_id)
        return displayed(found.mu, found.sigma)[0] if found is not None else NEWCOMER

    async def _owe(self, tx: Transaction, row: TournamentRow, reply: Reply) -> None:
        effect = f"tournament:{row.id}" if reply.actions else None
        await self.outbox.owe(tx, reply, stream=f"tournament:{row.id}", place=row.place, to=f"channel:{row.place}",
                              effect=effect, claim=False)

    async def _rewrite(self, tx: Transaction, row: TournamentRow) -> Reply:
        """The sign-up message rewritten in place: who joined, and the buttons."""
        entrants = await self.storage.entrants(row.id)
        names = await self.storage.names([e.user_id for e in entrants])
        reply = Reply(self._signup_text(row, [names.get(e.user_id, e.user_id) for e in entrants]),
                      actions=self._buttons(row), home=row.place, replace=row.message)
        await self.outbox.owe(tx, reply, stream=f"tournament:{row.id}", place=row.place, to=f"channel:{row.place}",
                              effect=f"tournament:{row.id}")
        return reply

    def _buttons(self, row: TournamentRow) -> list[Action]:
        target = str(row.id)
        return [Action(JOIN, "tjoin", target, style="success"), Action(LEAVE, "tleave", target, style="danger"),
                Action(START, "tstart", target, style="primary")]

    def _signup_text(self, row: TournamentRow, names: list[str], *, waiting: bool = True) -> tuple[Phrase, ...]:
        spec = game_spec(row.key)
        lines = [say("service-tournament-signup", tournament=str(row.id), title=spec.title, format=row.format,
                     options=options_text(spec, row.options), clock=clocks.clock_words(row.clock),
                     rated="yes" if row.rated else "no", least=row.min_players, most=row.max_players),
                 say("service-tournament-signup-joined", names=tuple(names), count=len(names))]
        if not row.vacation:  # as OGS's no-vacation tournaments: said before anyone joins
            lines.insert(1, say("service-tournament-signup-no-vacation"))
        if waiting:
            lines.append(say("service-tournament-signup-deadline", when=Moment(int(row.signup_ends)), join=JOIN, start=START,
                             standings=Command("tournament standings", (("tournament", str(row.id)),))))
        return tuple(lines)

    async def _signing(self, target: str | None) -> TournamentRow:
        row = await self._by_number(target)
        if row.status != TournamentStatus.SIGNUP:
            raise Refusal("refusal-tournament-started", tournament=str(row.id))
        return row

    async def _by_number(self, target: str | None) -> TournamentRow:
        cleaned = (target or "").strip().lstrip("#")
        row = await self.storage.tournament(int(cleaned)) if cleaned.isdigit() and len(cleaned) < 12 else None
        if row is None:
            raise Refusal("refusal-tournament-unknown", tournament=(target or "").strip()[:20])
        return row

    async def _latest(self, guild: str | None, status: TournamentStatus | None) -> str:
        for row in await self.storage.tournaments_in(scope_of(guild)):
            if status is None or row.status == status:
                return str(row.id)
        raise Refusal("refusal-tournament-none")

    async def _find(self, target: str | None, guild: str | None, user_id: str | None) -> TournamentRow:
        """The tournament named, else the newest of this server (that the user plays in, when given)."""
        if target is not None:
            return await self._by_number(target)
        for row in await self.storage.tournaments_in(scope_of(guild)):
            if row.status == TournamentStatus.CANCELLED:
                continue
            if user_id is None or any(e.user_id == user_id for e in await self.storage.entrants(row.id)):
                return row
        raise Refusal("refusal-tournament-none")
