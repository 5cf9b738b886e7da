"""The server backend: PostgreSQL through an asyncpg pool, for several bot processes on one database.

It behaves as the SQLite backend does, method by method (the same rows, the same order, the same None
handling); the differences are PostgreSQL's own: `$1` placeholders, typed NULL checks, LEAST/GREATEST
for SQLite's scalar MIN/MAX, ON CONFLICT for INSERT OR REPLACE, json_object_agg/json_agg for SQLite's
json_group_*, and a rowid of its own (see `translate`) so that ties come out in the order SQLite gives.
JSON columns stay TEXT and booleans integers, as in SQLite, so both decode through bot.storage.common.

Transactions run at READ COMMITTED: every write that depends on what was read re-checks it in its own
WHERE clause (a version, an `accepted` list, `status = 'open'`), which PostgreSQL re-evaluates on the
newest row once it holds the row's lock, so two processes never both win.
"""
from __future__ import annotations

import asyncio
import itertools
import json
import re
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from contextlib import asynccontextmanager
from typing import Any

import asyncpg
from asyncpg.pool import PoolConnectionProxy

from bot.storage import common
from bot.storage.common import (
    CHALLENGE_COLUMNS, CHANGING, GAME_COLUMNS, LOG_COLUMNS, OFFER_COLUMNS, OWED_COLUMNS, OWED_HEAD, RATING_COLUMNS,
    challenge_row, challenge_values, changing, game_row, game_values, log_entry, offer_row, offer_values, owed_row,
    owed_values, rating_row, history_row, rating_values, result_player_values, result_row, result_values,
    stored_words, vacation_row,
)
from bot.storage.interface import Storage, Transaction
from bot.storage.location import StorageRefused, check_database, newer_schema, shown
from bot.storage.common import PLAN_COLUMNS, plan_row, plan_values
from bot.storage.migrations import MIGRATIONS, statements
from bot.storage import privacy
from bot.storage.rows import (
    ChallengeRow, ChallengeStatus, GameRow, GameStatus, HistoryRow, LogEntry, NewOwed, OfferRow, OfferStatus, OwedRow,
    RatingRow, ResultRow, StoredGame, VacationRow,
)
from bot.storage.common import DIGEST_COLUMNS, digest_row
from bot.storage.puzzles import PUZZLE_SQL, daily_row, puzzle_row, puzzle_values
from bot.storage.rows import DailyPuzzleRow, PuzzleRow
from bot.storage.rows import DigestRow
from bot.storage.common import SEEK_COLUMNS, seek_row, seek_values
from bot.storage.rows import SeekRow
from bot.storage.rows import PlanRow
from bot.storage.common import folded, season_row, season_values
from bot.storage.rows import SeasonRow
from bot.storage.common import INSERT_TOURNAMENT, TOURNAMENT_SQL, entrant_row, table_row, tournament_row, tournament_values
from bot.storage.rows import EntrantRow, TableRow, TournamentRow, TournamentStatus
from bot.storage.rows import AdminActionRow
from bot.storage.rows import HintRow, ReviewRow
from bot.storage.common import HINT_COLUMNS, REVIEW_COLUMNS, hint_row, review_row

# the advisory lock the migrations run under: two processes starting at once migrate once ("referee" + 1)
MIGRATION_LOCK = 0x7265_6665_7265_6501
# the first key of the advisory locks that serialise rating updates of one leaderboard (see ratings_of)
CHANGED_CHANNEL = "game_changed"  # NOTIFY payload: the id of a game a commit changed
RATINGS_LOCK = 0x7261_7465  # "rate"
SEASONS_LOCK = 0x7365_6173  # "seas": the advisory lock of a server's seasons (see season_now)
CHALLENGES_LOCK = 0x6368_616C  # "chal": a person's challenges of one game (see open_challenges_by)
OPEN_CHALLENGES_BY = (f"SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE challenger = $1 AND game = $2 "
                      "AND status = 'open' ORDER BY created, rowid")

# a game's row, its snapshot and its players' names ({id: name}, JSON) in one query
LOAD_GAME = (f"SELECT {GAME_COLUMNS}, state, (SELECT json_object_agg(u.id, u.name) FROM users u "
             "WHERE u.id IN (SELECT json_array_elements_text(games.players::json))) AS names "
             "FROM games WHERE id = $1")


def translate(statement: str) -> str:
    """A migration statement, written in SQLite's dialect, in PostgreSQL's.

    SQLite's REAL is an 8-byte float, PostgreSQL's a 4-byte one that would round a timestamp to minutes:
    DOUBLE PRECISION keeps them exact. SQLite's INTEGER holds 64 bits, PostgreSQL's 32: BIGINT.
    SQLite hands out rows that tie on the sort key in rowid order (the order they were written: its
    indexes end with the rowid); PostgreSQL has no rowid, so each table gets one, an identity column,
    its indexes end with it, and the queries break ties by it as SQLite does. The rest (TEXT, PRIMARY
    KEY, REFERENCES, ALTER TABLE … ADD COLUMN, partial indexes) means the same in both.
    """
    # SQLite's AUTOINCREMENT key (never reused, always growing) is PostgreSQL's identity column
    statement = statement.replace("INTEGER PRIMARY KEY AUTOINCREMENT", "BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY")
    statement = re.sub(r"\bREAL\b", "DOUBLE PRECISION", statement)
    statement = re.sub(r"\bINTEGER\b", "BIGINT", statement)
    statement = re.sub(r"^(CREATE TABLE (?:IF NOT EXISTS )?\w+\s*\()", r"\1rowid BIGINT GENERATED ALWAYS AS IDENTITY, ",
                       statement)
    # not a UNIQUE index: the rowid would make every entry unique
    return re.sub(r"^(CREATE INDEX (?:IF NOT EXISTS )?\w+ ON \w+\s*\([^)]*)\)", r"\1, rowid)", statement)


def _reason(exc: BaseException) -> str:
    """Why the server (or the network) turned the bot down, in words for a sentence (a timeout has none)."""
    return " ".join(str(exc).split()).rstrip(".") or type(exc).__name__


def _count(status: str) -> int:
    """The number of rows a command changed, from its status ('UPDATE 1', 'INSERT 0 1', 'DELETE 3')."""
    return int(status.rsplit(" ", 1)[-1])


async def _keep_session(connection: asyncpg.Connection) -> None:
    """What a connection going back to the pool needs besides the rollback of an unfinished transaction
    (asyncpg does that first): nothing. asyncpg's default reset (RESET ALL, UNLISTEN *, CLOSE ALL,
    pg_advisory_unlock_all) is one more trip to the server on every read; this module sets no session
    setting, listens to nothing, keeps no cursor and takes only transaction-scoped advisory locks."""


def numbered(statement: str) -> str:
    """A statement written with SQLite's ? marks, with PostgreSQL's $1, $2, … (no ? stands in a literal)."""
    count = itertools.count(1)
    return re.sub(r"\?", lambda _: f"${next(count)}", statement)


(INSERT_CHALLENGE, INSERT_GAME, INSERT_GAME_PLAYER, INSERT_MOVE, INSERT_OFFER, PUT_SETTING, PUT_VACATION,
 INSERT_RESULT, INSERT_RESULT_PLAYER, PUT_RATING, INSERT_OWED, OWED_DELIVERED_SET, RELEASE_OWED) = map(numbered, (
    common.INSERT_CHALLENGE, common.INSERT_GAME, common.INSERT_GAME_PLAYER, common.INSERT_MOVE,
    common.INSERT_OFFER, common.PUT_SETTING, common.PUT_VACATION, common.INSERT_RESULT,
    common.INSERT_RESULT_PLAYER, common.PUT_RATING, common.INSERT_OWED, common.OWED_DELIVERED_SET,
    common.RELEASE_OWED))
CLAIM_OWED_SET = numbered(common.CLAIM_OWED_SET)
PUT_DIGEST = numbered(common.PUT_DIGEST)
INSERT_SEEK, POOL_SEEKS = numbered(common.INSERT_SEEK), numbered(common.POOL_SEEKS)
PUT_PLAN = numbered(common.PUT_PLAN)
INSERT_SEASON, END_SEASON, ARCHIVE_RATINGS, SEASONS, SEASON_NOW = map(numbered, (
    common.INSERT_SEASON, common.END_SEASON, common.ARCHIVE_RATINGS, common.SEASONS, common.SEASON_NOW))
TOURNAMENT_PG = {name: numbered(sql) for name, sql in TOURNAMENT_SQL.items()}
INSERT_TOURNAMENT_PG = numbered(INSERT_TOURNAMENT)
PUZZLE_PG = {name: numbered(sql) for name, sql in PUZZLE_SQL.items()}


class PostgresTransaction(Transaction):
    def __init__(self, connection: PoolConnectionProxy) -> None:
        self._db = connection

    async def _execute(self, sql: str, *params: Any) -> int:
        """Run one statement; how many rows it changed."""
        return _count(await self._db.execute(sql, *params))

    async def remember_names(self, names: Mapping[str, str]) -> None:
        # in the order of the ids: two transactions naming the same users lock their rows in one order,
        # so neither waits for the other in a circle (SQLite has one writer at a time and needs no order)
        await self._db.executemany(
            "INSERT INTO users (id, name) VALUES ($1, $2) "
            "ON CONFLICT (id) DO UPDATE SET name = excluded.name WHERE users.name != excluded.name",
            sorted(names.items()))

    async def add_challenge(self, challenge: ChallengeRow) -> None:
        await self._execute(INSERT_CHALLENGE, *challenge_values(challenge))

    async def open_challenges_by(self, challenger: str, key: str) -> list[ChallengeRow]:
        # a lock on the person's challenges of the game until the commit: a second command waits, then
        # reads the challenge the first added (a row lock would not cover a first challenge: no row yet)
        await self._db.execute("SELECT pg_advisory_xact_lock($1, hashtext($2::text || ':' || $3::text))",
                               CHALLENGES_LOCK, challenger, key)
        return [challenge_row(row) for row in await self._db.fetch(OPEN_CHALLENGES_BY, challenger, key)]

    async def set_accepted(self, challenge_id: str, accepted: Sequence[str], *, was: Sequence[str]) -> bool:
        return await self._execute(
            "UPDATE challenges SET accepted = $1 WHERE id = $2 AND status = 'open' AND accepted = $3",
            json.dumps(list(accepted)), challenge_id, json.dumps(list(was))) == 1

    async def close_challenge(self, challenge_id: str, status: ChallengeStatus) -> bool:
        return await self._execute("UPDATE challenges SET status = $1 WHERE id = $2 AND status = 'open'",
                                   status, challenge_id) == 1

    async def set_challenge_message(self, challenge_id: str, message: str) -> None:
        await self._execute("UPDATE challenges SET message = $1 WHERE id = $2", message, challenge_id)

    async def add_seek(self, seek: SeekRow) -> int:
        return int(await self._db.fetchval(INSERT_SEEK, *seek_values(seek)))

    async def drop_seeks(self, pool: str, user_id: str, seek_id: int | None = None) -> int:
        return await self._execute("DELETE FROM seeks WHERE pool = $1 AND user_id = $2 AND paired IS NULL "
                                   "AND ($3::bigint IS NULL OR id = $3)", pool, user_id, seek_id)

    async def expire_seek(self, seek_id: int, now: float) -> bool:
        return await self._execute("DELETE FROM seeks WHERE id = $1 AND paired IS NULL AND expires <= $2",
                                   seek_id, now) == 1

    async def claim_seeks(self, seek_ids: Sequence[int], challenge_id: str, at: float) -> int:
        # the rows are locked in the order of their numbers (two claims never wait for each other in a
        # circle), and `paired IS NULL` is checked again on the newest row once locked: a seek another
        # process paired meanwhile is not counted
        return await self._execute(
            "UPDATE seeks SET paired = $1, paired_at = $2 WHERE id IN (SELECT id FROM seeks WHERE id = ANY($3::bigint[]) "
            "AND paired IS NULL ORDER BY id FOR UPDATE) AND paired IS NULL", challenge_id, at, list(seek_ids))

    async def forget_seeks(self, challenge_id: str) -> None:
        await self._execute("DELETE FROM seeks WHERE paired = $1", challenge_id)

    async def set_seek_dues(self, dues: Sequence[tuple[int, float]]) -> None:
        await self._db.executemany("UPDATE seeks SET due = $1 WHERE id = $2", [(due, seek_id) for seek_id, due in dues])
    async def set_joined(self, challenge_id: str, joined: Sequence[str], *, was: Sequence[str]) -> bool:
        return await self._execute(
            "UPDATE challenges SET invited = $1, accepted = $1 WHERE id = $2 AND status = 'open' AND invited = $3",
            json.dumps(list(joined)), challenge_id, json.dumps(list(was))) == 1

    # ---- tournaments ------------------------------------------------------------------------
    async def add_tournament(self, tournament: TournamentRow) -> int:
        return int(await self._db.fetchval(INSERT_TOURNAMENT_PG, *tournament_values(tournament)))

    async def set_tournament_message(self, tournament_id: int, message: str) -> None:
        await self._execute(TOURNAMENT_PG["message"], *(message, tournament_id))

    async def join_tournament(self, entrant: EntrantRow) -> bool:
        return await self._execute(TOURNAMENT_PG["join"], *(entrant.tournament, entrant.user_id, entrant.joined,
                                                            entrant.rating, entrant.tournament)) == 1

    async def leave_tournament(self, tournament_id: int, user_id: str) -> bool:
        return await self._execute(TOURNAMENT_PG["leave"], *(tournament_id, user_id, tournament_id)) == 1

    async def withdraw_from_tournament(self, tournament_id: int, user_id: str, at: float) -> bool:
        return await self._execute(TOURNAMENT_PG["withdraw"], *(at, tournament_id, user_id)) == 1

    async def step_tournament(self, tournament_id: int, *, status: TournamentStatus, round: int, rounds: int,
                              due: float | None, was: tuple[TournamentStatus, int]) -> bool:
        return await self._execute(TOURNAMENT_PG["step"], *(str(status), round, rounds, due, tournament_id,
                                                            str(was[0]), was[1])) == 1

    async def set_tournament_due(self, tournament_id: int, due: float | None, *, was: float | None) -> bool:
        return await self._execute(TOURNAMENT_PG["due_set"], *(due, tournament_id, -1 if was is None else was)) == 1

    async def add_tournament_tables(self, tables: Sequence[TableRow]) -> None:
        await self._db.executemany(TOURNAMENT_PG["table"], [
            (t.tournament, t.round, t.board, t.game_id, json.dumps(t.players)) for t in tables])

    async def tournament_game_over(self, game_id: str, now: float) -> None:
        await self._execute(TOURNAMENT_PG["game_over"], *(now, game_id))

    async def add_game(self, game: GameRow, snapshot: str) -> None:
        await self._execute(INSERT_GAME, *game_values(game), snapshot)
        await self._db.executemany(INSERT_GAME_PLAYER, [(game.id, uid, seat) for seat, uid in enumerate(game.players)])

    async def update_game(self, game: GameRow, snapshot: str | None = None, *, expected_version: int) -> bool:
        values = [changing(game)[column] for column in CHANGING]
        if snapshot is not None:
            values.append(snapshot)
        columns = [*CHANGING, "state"][:len(values)]
        assignments = ", ".join(f"{column} = ${n}" for n, column in enumerate(columns, start=1))
        n = len(values)
        # the version is checked again on the newest row once this one holds its lock: of two writers on
        # one version, the second finds it gone and changes nothing
        if await self._execute(f"UPDATE games SET {assignments} WHERE id = ${n + 1} AND version = ${n + 2}",
                               *values, game.id, expected_version) != 1:
            return False
        await self._notify(game.id)
        return True

    async def _notify(self, game_id: str) -> None:
        """Tell the listeners (web pages in any process) the game changed: sent at the commit, never
        for a rollback."""
        await self._db.execute("SELECT pg_notify($1, $2)", CHANGED_CHANNEL, game_id)

    async def append_moves(self, game_id: str, entries: Sequence[LogEntry]) -> None:
        await self._db.executemany(
            INSERT_MOVE, [(game_id, e.ply, e.seat, e.kind, e.text, e.at, stored_words(e.words)) for e in entries])

    async def set_home(self, game_id: str, *, thread: str | None = None,
                       board_message: str | None = None) -> None:
        await self._execute("UPDATE games SET thread = COALESCE($1, thread), "
                            "board_message = COALESCE($2, board_message) WHERE id = $3",
                            thread, board_message, game_id)

    async def rewind(self, game: GameRow, snapshot: str) -> None:
        await self._notify(game.id)
        await self._execute("DELETE FROM moves WHERE game_id = $1 AND ply > $2", game.id, game.version)
        await self._execute("DELETE FROM result_players WHERE game_id = $1", game.id)
        await self._execute("DELETE FROM results WHERE game_id = $1", game.id)
        assignments = ", ".join(f"{column} = ${n}" for n, column in enumerate(CHANGING, start=1))
        n = len(CHANGING)
        await self._execute(f"UPDATE games SET {assignments}, state = ${n + 1} WHERE id = ${n + 2}",
                            *(changing(game)[column] for column in CHANGING), snapshot, game.id)

    async def add_offer(self, offer: OfferRow) -> None:
        await self._execute(INSERT_OFFER, *offer_values(offer))

    async def set_offer(self, offer_id: str, *, accepted: Sequence[str], status: OfferStatus, was: Sequence[str]) -> bool:
        return await self._execute(
            "UPDATE offers SET accepted = $1, status = $2 WHERE id = $3 AND status = 'open' AND accepted = $4",
            json.dumps(list(accepted)), status, offer_id, json.dumps(list(was))) == 1

    async def close_offers(self, game_id: str, status: OfferStatus) -> list[OfferRow]:
        # one statement: the offers closed are exactly those this UPDATE changed, handed back as they were
        # (open), in rowid order as SQLite's index gives them
        rows = await self._db.fetch(
            "WITH closed AS (UPDATE offers SET status = $1 WHERE game_id = $2 AND status = 'open' "
            f"RETURNING rowid, {OFFER_COLUMNS}) "
            "SELECT id, game_id, kind, user_id, version, ply, waiting, accepted, 'open'::text AS status, message, "
            "created FROM closed ORDER BY rowid", status, game_id)
        return [offer_row(row) for row in rows]

    async def set_offer_message(self, offer_id: str, message: str) -> None:
        await self._execute("UPDATE offers SET message = $1 WHERE id = $2", message, offer_id)

    async def put_plan(self, plan: PlanRow) -> None:
        await self._execute(PUT_PLAN, *plan_values(plan))

    async def drop_plan(self, game_id: str, user_id: str) -> bool:
        return await self._execute("DELETE FROM plans WHERE game_id = $1 AND user_id = $2", game_id, user_id) == 1

    async def drop_plans(self, game_id: str, *, but_version: int) -> None:
        await self._execute("DELETE FROM plans WHERE game_id = $1 AND version != $2", game_id, but_version)

    async def put_setting(self, scope: str, key: str, value: str) -> None:
        await self._execute(PUT_SETTING, scope, key, value)

    async def add_vacation(self, vacation: VacationRow) -> None:
        await self._execute(PUT_VACATION, vacation.user_id, vacation.starts, vacation.ends, int(vacation.open))

    async def close_vacation(self, user_id: str, ends: float) -> bool:
        return await self._execute("UPDATE vacations SET open = 0, ends = LEAST(ends, $1) "
                                   "WHERE user_id = $2 AND open = 1", ends, user_id) >= 1

    async def put_digest(self, digest: DigestRow) -> None:
        await self._execute(PUT_DIGEST, digest.user_id, digest.hour, digest.tz, digest.next_at)

    async def drop_digest(self, user_id: str) -> bool:
        return await self._execute("DELETE FROM digests WHERE user_id = $1", user_id) == 1

    async def move_digest(self, user_id: str, was: float, next_at: float) -> bool:
        # READ COMMITTED: a second process's UPDATE waits for the first's commit, then checks `next_at`
        # again on the row the first left, finds it moved, and changes nothing
        return await self._execute("UPDATE digests SET next_at = $1 WHERE user_id = $2 AND next_at = $3",
                                   next_at, user_id, was) == 1

    # ---- puzzles (issue 33) ---------------------------------------------------------------------
    async def add_puzzle(self, puzzle: PuzzleRow) -> int | None:
        found = await self._db.fetchval(PUZZLE_PG["add"], *puzzle_values(puzzle))
        return int(found) if found is not None else None

    async def puzzle_mined(self, key: str, source: str, at: float, found: int) -> None:
        await self._execute(PUZZLE_PG["mined"], key, source, at, found)

    async def show_puzzle(self, puzzle_id: int, user_id: str, at: float) -> None:
        await self._execute(PUZZLE_PG["show"], puzzle_id, user_id, at)

    async def answer_puzzle(self, puzzle_id: int, user_id: str, move: str, solved: bool, at: float) -> bool:
        if await self._execute(PUZZLE_PG["answer"], at, move, int(solved), puzzle_id, user_id) != 1:
            return False
        await self._execute(PUZZLE_PG["rate"], int(solved), puzzle_id)
        return True

    async def put_daily_puzzle(self, guild: str, channel: str, next_at: float) -> None:
        await self._execute(PUZZLE_PG["put_daily"], guild, channel, next_at)

    async def drop_daily_puzzle(self, guild: str) -> bool:
        return await self._execute(PUZZLE_PG["drop_daily"], guild) == 1

    async def move_daily_puzzle(self, guild: str, was: float, next_at: float, last: int) -> bool:
        return await self._execute(PUZZLE_PG["move_daily"], next_at, last, guild, was) == 1

    async def ratings_of(self, scope: str, key: str, user_ids: Sequence[str]) -> dict[str, RatingRow]:
        # the ratings are read, changed in Python and saved whole: on SQLite one writer at a time makes that
        # safe; here a lock on the leaderboard (scope, game) until the commit does, so two results at once
        # are both counted (a row lock would not cover a player's first rating, which has no row yet)
        await self._db.execute("SELECT pg_advisory_xact_lock($1, hashtext($2::text || ':' || $3::text))",
                               RATINGS_LOCK, scope, key)
        rows = await self._db.fetch(
            f"SELECT {RATING_COLUMNS} FROM ratings WHERE scope = $1 AND game = $2 AND user_id = ANY($3::text[])",
            scope, key, list(user_ids))
        return {row["user_id"]: rating_row(row) for row in rows}

    async def add_result(self, result: ResultRow) -> None:
        await self._execute(INSERT_RESULT, *result_values(result))
        await self._db.executemany(INSERT_RESULT_PLAYER, result_player_values(result))

    async def save_ratings(self, ratings: Sequence[RatingRow]) -> None:
        await self._db.executemany(PUT_RATING, [rating_values(rating) for rating in ratings])

    async def season_now(self, scope: str) -> SeasonRow | None:
        # a lock on the server's seasons until the commit: a second start waits, then reads the season the
        # first started (a row lock would not cover a server's first season, which has no row yet)
        await self._db.execute("SELECT pg_advisory_xact_lock($1, hashtext($2::text))", SEASONS_LOCK, scope)
        row = await self._db.fetchrow(SEASON_NOW, scope)
        return season_row(row) if row is not None else None

    async def leaderboards(self, scope: str, keys: Sequence[str]) -> list[RatingRow]:
        # the locks `ratings_of` takes, in one order (a result takes one of them at a time)
        for key in sorted(keys):
            await self._db.execute("SELECT pg_advisory_xact_lock($1, hashtext($2::text || ':' || $3::text))",
                                   RATINGS_LOCK, scope, key)
        rows = await self._db.fetch(f"SELECT {RATING_COLUMNS} FROM ratings WHERE scope = $1 AND game = ANY($2::text[]) "
                                    'ORDER BY game, user_id COLLATE "C"', scope, list(keys))
        return [rating_row(row) for row in rows]

    async def add_season(self, season: SeasonRow) -> bool:
        return await self._execute(INSERT_SEASON, *season_values(season)) == 1

    async def archive_season(self, scope: str, name: str, ended: float) -> int:
        await self._execute(END_SEASON, ended, scope)
        return await self._execute(ARCHIVE_RATINGS, folded(name), scope)

    async def add_owed(self, owed: Sequence[NewOwed], *, owner: str, until: float) -> list[tuple[int, bool]]:
        added = []
        for message in owed:
            row = await self._db.fetchrow(INSERT_OWED, *owed_values(message, message.created, owner, until))
            assert row is not None, "INSERT … SELECT from a one-row subquery hands back the row it added"
            added.append((row["id"], row["claimed_by"] is not None))
        return added

    async def owed_delivered(self, delivered: Sequence[tuple[int, str | None]], *, at: float) -> set[int]:
        if not delivered:
            return set()
        rows = await self._db.fetch(
            f"UPDATE outbox SET {OWED_DELIVERED_SET}, message = v.message FROM (SELECT unnest($2::bigint[]) AS id, "
            "unnest($3::text[]) AS message) AS v WHERE outbox.id = v.id AND outbox.status = 'pending' "
            "RETURNING outbox.id", at, [owed_id for owed_id, _ in delivered], [message for _, message in delivered])
        return {row["id"] for row in rows}

    async def claim_owed(self, front: str, now: float, owner: str, until: float, *, limit: int = 20,
                         streams: Sequence[str] | None = None) -> list[OwedRow]:
        # as claim_due: the heads chosen are locked and rows another process is claiming are skipped; the
        # outer WHERE checks the claim again on the newest row, so a message is never claimed twice
        only = "AND o.stream = ANY($6::text[]) " if streams else ""
        rows = await self._db.fetch(
            f"UPDATE outbox SET {CLAIM_OWED_SET} WHERE id IN (SELECT o.id FROM outbox o WHERE o.front = $3 "
            f"AND {OWED_HEAD} AND o.next_try <= $4 AND (o.claimed_by IS NULL OR o.claim_until < $4) {only}"
            "ORDER BY o.id LIMIT $5 FOR UPDATE SKIP LOCKED) AND status = 'pending' "
            f"AND (claimed_by IS NULL OR claim_until < $4) RETURNING {OWED_COLUMNS}",
            owner, until, front, now, limit, *([list(streams)] if streams else []))
        return sorted((owed_row(row) for row in rows), key=lambda owed: owed.id)

    async def waiting_owed(self, stream: str) -> list[OwedRow]:
        rows = await self._db.fetch(
            f"SELECT {OWED_COLUMNS} FROM outbox WHERE stream = $1 AND status = 'pending' AND claimed_by IS NULL "
            "ORDER BY id", stream)
        return [owed_row(row) for row in rows]

    async def set_owed_payload(self, owed_id: int, payload: dict) -> bool:
        return await self._execute("UPDATE outbox SET payload = $1 WHERE id = $2 AND status = 'pending' "
                                   "AND claimed_by IS NULL", json.dumps(payload), owed_id) == 1

    async def owe_later(self, streams: Sequence[str], next_try: float) -> None:
        if streams:
            await self._execute("UPDATE outbox SET next_try = $1 WHERE status = 'pending' AND stream = ANY($2::text[])",
                                next_try, list(streams))

    async def set_room(self, game_id: str, *, place: str, thread: str | None, room_lost: float | None) -> None:
        await self._execute("UPDATE games SET place = $1, thread = $2, room_lost = $3 WHERE id = $4",
                            place, thread, room_lost, game_id)

    async def forget_user(self, user_id: str, *, pseudonym: str, name: str, former: str, now: float) -> None:
        given = privacy.parameters(user_id, pseudonym=pseudonym, name=name, former=former, now=now)
        for sql, names in privacy.FORGET:
            await self._execute(numbered(privacy.dialect(sql, "strpos")), *privacy.values(names, given))
        sql, names = privacy.OWED_NAMING
        for row in await self._db.fetch(numbered(privacy.dialect(sql, "strpos")), *privacy.values(names, given)):
            await self._execute(numbered(privacy.SET_PAYLOAD),
                                privacy.rewritten(row["payload"], user_id, name, pseudonym, former), row["id"])

    async def block(self, scope: str, user_id: str, since: float, by: str) -> bool:
        return await self._execute("INSERT INTO blocks (scope, user_id, since, blocked_by)"
                                   " VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING", scope, user_id, since, by) == 1

    async def unblock(self, scope: str, user_id: str) -> bool:
        return await self._execute("DELETE FROM blocks WHERE scope = $1 AND user_id = $2", scope, user_id) == 1

    async def add_admin_action(self, action: AdminActionRow) -> None:
        await self._execute("INSERT INTO admin_log (scope, at, manager, action, target, reason) "
                            "VALUES ($1, $2, $3, $4, $5, $6)", action.scope, action.at, action.manager, action.action,
                            action.target, action.reason)

    # ---- reviews and hints (bot.service.reviews) ------------------------------------------------
    async def add_review(self, review: ReviewRow) -> bool:
        return await self._execute(
            f"INSERT INTO reviews ({REVIEW_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7) "
            "ON CONFLICT (game_id) DO NOTHING", review.game_id, str(review.status), review.requested_by,
            review.created, review.due, json.dumps(review.progress), review.finished) == 1

    async def save_review(self, review: ReviewRow, owner: str) -> bool:
        return await self._execute(
            "UPDATE reviews SET status = $1, due = $2, progress = $3, finished = $4, claimed_by = NULL, "
            "claim_until = NULL WHERE game_id = $5 AND claimed_by = $6", str(review.status), review.due,
            json.dumps(review.progress), review.finished, review.game_id, owner) == 1

    async def add_hint(self, hint: HintRow) -> None:
        await self._execute(f"INSERT INTO hints ({HINT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6) "
                            "ON CONFLICT (game_id, ply, seat) DO NOTHING",
                            hint.game_id, hint.ply, hint.seat, hint.user_id, hint.move, hint.at)


class PostgresStorage(Storage):
    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self._pool = pool
        self._url = url
        self._loop = asyncio.get_running_loop()  # the pool's connections belong to this event loop

    @classmethod
    async def open(cls, url: str, *, max_size: int = 10) -> PostgresStorage:
        """Connect to `url` (postgresql://user:password@host:port/database, or postgres://…) and apply
        the missing migrations; StorageRefused in one sentence (never with the password) for a server
        that cannot be reached or refuses the bot, a database it cannot write, or a newer schema."""
        check_database(url)
        try:
            pool = await asyncpg.create_pool(url, min_size=1, max_size=max_size, reset=_keep_session)
        except (OSError, asyncio.TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError, ValueError) as exc:
            raise StorageRefused(f"cannot connect to {shown(url)}: {_reason(exc)}") from None
        storage = cls(pool, url)
        try:
            await storage._migrate()
        except BaseException as exc:
            await pool.close()
            if isinstance(exc, asyncpg.PostgresError):
                raise StorageRefused(f"{shown(url)} cannot be used as this bot's database: {_reason(exc)}") from None
            raise
        return storage

    async def versions(self, game_ids: Sequence[str]) -> dict[str, int]:
        rows = await self._pool.fetch("SELECT id, version FROM games WHERE id = ANY($1::text[])", list(game_ids))
        return {row["id"]: row["version"] for row in rows}

    async def listen(self, changed: Callable[[str], None]) -> Callable[[], Awaitable[None]] | None:
        # a connection of its own, outside the pool: a LISTEN lasts as long as its connection
        connection = await asyncpg.connect(self._url)

        def heard(_connection: object, _pid: int, _channel: str, game_id: object) -> None:
            changed(str(game_id))  # a notification's payload is text: here, the game's id

        await connection.add_listener(CHANGED_CHANNEL, heard)

        async def stop() -> None:
            if not connection.is_closed():
                await connection.close()
        return stop

    async def close(self) -> None:
        if self._loop.is_closed():
            # opened on an event loop that has ended since (a test's, closed from another): its connections
            # cannot say goodbye from here; the server ends them when their sockets are closed
            return
        await self._pool.close()

    async def _migrate(self) -> None:
        async with self._pool.acquire() as connection, connection.transaction():
            # two processes starting at once: the second waits here until the first has committed, then
            # finds the migrations done (READ COMMITTED: each statement sees what was committed before it)
            await connection.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await connection.execute("CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL)")
            current = await connection.fetchval("SELECT MAX(version) FROM schema_version") or 0
            if current > max(MIGRATIONS):
                raise newer_schema(self._url, current, max(MIGRATIONS))
            for number in sorted(MIGRATIONS):
                if number > current:
                    for statement in statements(MIGRATIONS[number]):
                        await connection.execute(translate(statement))
                    await connection.execute("INSERT INTO schema_version VALUES ($1)", number)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        """BEGIN … COMMIT on a connection of the pool, or ROLLBACK on any exception."""
        async with self._pool.acquire() as connection, connection.transaction():
            yield PostgresTransaction(connection)

    async def _rows(self, sql: str, *params: Any) -> list[asyncpg.Record]:
        return await self._pool.fetch(sql, *params)

    async def _row(self, sql: str, *params: Any) -> asyncpg.Record | None:
        return await self._pool.fetchrow(sql, *params)

    async def schema_version(self) -> int:
        return int(await self._pool.fetchval("SELECT MAX(version) FROM schema_version") or 0)

    async def checkpoint(self) -> None:
        """Nothing to do: a committed transaction is the server's to keep."""

    async def personal_data(self, user_id: str) -> dict[str, list[dict[str, object]]]:
        given = privacy.parameters(user_id)
        return {table: [privacy.exported(dict(row)) for row in await self._rows(
                    numbered(privacy.dialect(sql, "strpos")), *privacy.values(names, given))]
                for table, sql, names in privacy.EXPORT}

    async def scrub(self) -> None:
        # VACUUM (outside a transaction) removes the dead versions of the rows forgetting replaced or
        # deleted; what the server's write-ahead log and backups keep is the operator's (README "Your data")
        await self._pool.execute(f"VACUUM {', '.join(privacy.TABLES)}")

    async def names(self, user_ids: Sequence[str]) -> dict[str, str]:
        rows = await self._rows("SELECT id, name FROM users WHERE id = ANY($1::text[])", list(user_ids))
        return {row["id"]: row["name"] for row in rows}

    async def challenge(self, challenge_id: str) -> ChallengeRow | None:
        row = await self._row(f"SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE id = $1", challenge_id)
        return challenge_row(row) if row is not None else None

    async def open_challenges(self, place: str | None = None) -> list[ChallengeRow]:
        rows = await self._rows(
            f"SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE status = 'open' AND ($1::text IS NULL OR place = $1) "
            "ORDER BY created, rowid", place)
        return [challenge_row(row) for row in rows]

    async def open_challenges_by(self, challenger: str, key: str) -> list[ChallengeRow]:
        rows = await self._rows(OPEN_CHALLENGES_BY, challenger, key)
        return [challenge_row(row) for row in rows]

    async def expired_challenges(self, now: float, *, limit: int = 100) -> list[ChallengeRow]:
        rows = await self._rows(f"SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE status = 'open' "
                                "AND expires <= $1 ORDER BY expires, rowid LIMIT $2", now, limit)
        return [challenge_row(row) for row in rows]

    async def next_challenge_expiry(self) -> float | None:
        value = await self._pool.fetchval("SELECT MIN(expires) FROM challenges WHERE status = 'open'")
        return float(value) if value is not None else None

    async def id_taken(self, candidate: str) -> bool:
        return bool(await self._pool.fetchval(
            "SELECT EXISTS (SELECT 1 FROM challenges WHERE id = $1) OR EXISTS (SELECT 1 FROM games WHERE id = $1)",
            candidate))

    # ---- tournaments ------------------------------------------------------------------------
    async def tournament(self, tournament_id: int) -> TournamentRow | None:
        row = await self._row(TOURNAMENT_PG["one"], *(tournament_id,))
        return tournament_row(row) if row is not None else None

    async def tournaments_in(self, pool: str, *, limit: int = 20) -> list[TournamentRow]:
        return [tournament_row(row) for row in await self._rows(TOURNAMENT_PG["in_pool"], *(pool, limit))]

    async def tournaments_due(self, now: float, *, limit: int = 20) -> list[TournamentRow]:
        return [tournament_row(row) for row in await self._rows(TOURNAMENT_PG["due"], *(now, limit))]

    async def next_tournament_due(self) -> float | None:
        found = await self._pool.fetchval(TOURNAMENT_PG["next_due"])
        return float(found) if found is not None else None

    async def entrants(self, tournament_id: int) -> list[EntrantRow]:
        return [entrant_row(row) for row in await self._rows(TOURNAMENT_PG["entrants"], *(tournament_id,))]

    async def tournament_tables(self, tournament_id: int) -> list[TableRow]:
        return [table_row(row) for row in await self._rows(TOURNAMENT_PG["tables"], *(tournament_id,))]

    async def tournament_of_game(self, game_id: str) -> TournamentRow | None:
        row = await self._row(TOURNAMENT_PG["of_game"], *(game_id,))
        return tournament_row(row) if row is not None else None

    async def seeks(self, pool: str) -> list[SeekRow]:
        return [seek_row(row) for row in await self._rows(POOL_SEEKS, pool)]

    async def seek(self, seek_id: int) -> SeekRow | None:
        row = await self._row(f"SELECT {SEEK_COLUMNS} FROM seeks WHERE id = $1", seek_id)
        return seek_row(row) if row is not None else None

    async def seek_pools_due(self, now: float) -> list[str]:
        rows = await self._rows('SELECT pool FROM seeks WHERE due <= $1 AND paired IS NULL GROUP BY pool '
                                'ORDER BY pool COLLATE "C"', now)
        return [row["pool"] for row in rows]

    async def next_seek_due(self, lease: float) -> float | None:
        return await self._pool.fetchval(
            "SELECT MIN(CASE WHEN paired IS NULL THEN due ELSE paired_at + $1 END) FROM seeks", lease)

    async def stale_pairings(self, before: float) -> list[SeekRow]:
        rows = await self._rows(f"SELECT {SEEK_COLUMNS} FROM seeks WHERE paired IS NOT NULL AND paired_at < $1 "
                                "ORDER BY paired, created, id", before)
        return [seek_row(row) for row in rows]

    async def load_game(self, game_id: str) -> StoredGame | None:
        row = await self._row(LOAD_GAME, game_id)
        if row is None:
            return None
        return StoredGame(game_row(row), row["state"], json.loads(row["names"] or "{}"))

    async def game(self, game_id: str) -> GameRow | None:
        row = await self._row(f"SELECT {GAME_COLUMNS} FROM games WHERE id = $1", game_id)
        return game_row(row) if row is not None else None

    async def game_in_thread(self, thread: str) -> GameRow | None:
        # should two games share a thread, SQLite's index hands back the first in rowid order
        row = await self._row(f"SELECT {GAME_COLUMNS} FROM games WHERE thread = $1 ORDER BY rowid LIMIT 1", thread)
        return game_row(row) if row is not None else None

    async def games_of(self, user_id: str, *, key: str | None = None,
                       status: GameStatus = GameStatus.ACTIVE) -> list[GameRow]:
        columns = ", ".join(f"g.{c.strip()}" for c in GAME_COLUMNS.split(","))
        rows = await self._rows(
            f"SELECT {columns} FROM games g JOIN game_players p ON p.game_id = g.id "
            "WHERE p.user_id = $1 AND g.status = $2 AND ($3::text IS NULL OR g.game = $3) "
            "ORDER BY g.turn_since DESC, p.rowid", user_id, status, key)
        return [game_row(row) for row in rows]

    async def active_games(self, *, place: str | None = None, guild: str | None = None) -> list[GameRow]:
        rows = await self._rows(
            f"SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' "
            "AND ($1::text IS NULL OR place = $1 OR thread = $1) AND ($2::text IS NULL OR guild = $2) "
            "ORDER BY turn_since, rowid", place, guild)
        return [game_row(row) for row in rows]

    async def games_to_move(self, user_id: str) -> list[GameRow]:
        # SQLite's index gives them in rowid order (the order they were started)
        rows = await self._rows(f"SELECT {GAME_COLUMNS} FROM games WHERE to_move = $1 AND status = 'active' "
                                "ORDER BY rowid", user_id)
        return [game_row(row) for row in rows]

    async def due_games(self, now: float, *, limit: int = 100) -> list[GameRow]:
        rows = await self._rows(f"SELECT {GAME_COLUMNS} FROM games WHERE due <= $1 ORDER BY due, rowid LIMIT $2",
                                now, limit)
        return [game_row(row) for row in rows]

    async def next_due(self) -> float | None:
        # the first unclaimed due game (the due index), the first moment a claimed game can be claimed
        # again (due, and its claim lapsed: the claims' partial index), the first end of a vacation.
        # LEAST skips NULLs as SQLite's aggregate MIN does; SQLite's scalar MAX is NULL when an argument
        # is, which the CASE keeps (GREATEST would skip it)
        return await self._pool.fetchval(
            "SELECT LEAST((SELECT MIN(due) FROM games WHERE due IS NOT NULL AND claimed_by IS NULL), "
            "(SELECT MIN(CASE WHEN claim_until IS NULL THEN NULL ELSE GREATEST(claim_until, due) END) "
            " FROM games WHERE claimed_by IS NOT NULL AND due IS NOT NULL), "
            "(SELECT MIN(ends) FROM vacations WHERE open = 1))")

    async def claim_due(self, now: float, owner: str, until: float, *, limit: int = 10) -> list[GameRow]:
        # one statement: the rows chosen are locked (FOR UPDATE), and rows another process is claiming
        # right now are skipped rather than waited for; a row claimed and committed meanwhile is checked
        # again on its newest version (READ COMMITTED), so it is not claimed twice
        rows = await self._rows(
            "UPDATE games SET claimed_by = $1, claim_until = $2 WHERE id IN (SELECT id FROM games "
            "WHERE due <= $3 AND (claimed_by IS NULL OR claim_until < $3) ORDER BY due, rowid LIMIT $4 "
            f"FOR UPDATE SKIP LOCKED) RETURNING {GAME_COLUMNS}", owner, until, now, limit)
        return sorted((game_row(row) for row in rows), key=lambda game: (game.due or 0.0, game.id))

    async def release(self, game_ids: Sequence[str], owner: str) -> None:
        if game_ids:
            await self._pool.execute("UPDATE games SET claimed_by = NULL, claim_until = NULL "
                                     "WHERE id = ANY($1::text[]) AND claimed_by = $2", list(game_ids), owner)

    async def release_owed(self, owed_id: int, owner: str, *, next_try: float, error: str, clean: bool,
                           drop: bool = False, at: float | None = None) -> bool:
        return _count(await self._pool.execute(RELEASE_OWED, next_try, error[:1000], int(clean), int(drop),
                                                int(drop), at, owed_id, owner)) == 1

    async def next_owed(self, front: str) -> float | None:
        return await self._pool.fetchval(
            "SELECT MIN(CASE WHEN o.claimed_by IS NULL THEN o.next_try ELSE GREATEST(o.claim_until, o.next_try) END) "
            f"FROM outbox o WHERE o.front = $1 AND {OWED_HEAD}", front)

    async def owed_count(self, front: str | None = None) -> int:
        return int(await self._pool.fetchval(
            "SELECT COUNT(*) FROM outbox WHERE status = 'pending' AND ($1::text IS NULL OR front = $1)", front))

    async def games_in_progress(self) -> dict[str, int]:
        rows = await self._rows("SELECT game, COUNT(*) FROM games WHERE status = 'active' GROUP BY game")
        return {str(row[0]): int(row[1]) for row in rows}

    async def owed(self, stream: str) -> list[OwedRow]:
        rows = await self._rows(f"SELECT {OWED_COLUMNS} FROM outbox WHERE stream = $1 ORDER BY id", stream)
        return [owed_row(row) for row in rows]

    async def prune_owed(self, before: float) -> int:
        return _count(await self._pool.execute(
            "DELETE FROM outbox WHERE status != 'pending' AND delivered < $1", before))

    async def plan(self, game_id: str, user_id: str) -> PlanRow | None:
        row = await self._row(f"SELECT {PLAN_COLUMNS} FROM plans WHERE game_id = $1 AND user_id = $2",
                              game_id, user_id)
        return plan_row(row) if row is not None else None

    async def offer(self, offer_id: str) -> OfferRow | None:
        row = await self._row(f"SELECT {OFFER_COLUMNS} FROM offers WHERE id = $1", offer_id)
        return offer_row(row) if row is not None else None

    async def open_offers(self, game_id: str) -> list[OfferRow]:
        rows = await self._rows(f"SELECT {OFFER_COLUMNS} FROM offers WHERE game_id = $1 AND status = 'open' "
                                "ORDER BY created, rowid", game_id)
        return [offer_row(row) for row in rows]

    async def settings(self, scope: str) -> dict[str, str]:
        rows = await self._rows("SELECT key, value FROM settings WHERE scope = $1", scope)
        return {row["key"]: row["value"] for row in rows}

    async def vacations(self, user_id: str, *, since: float) -> list[VacationRow]:
        rows = await self._rows("SELECT user_id, starts, ends, open FROM vacations WHERE user_id = $1 AND ends > $2 "
                                "ORDER BY starts", user_id, since)
        return [vacation_row(row) for row in rows]

    async def due_vacations(self, now: float) -> list[VacationRow]:
        rows = await self._rows("SELECT user_id, starts, ends, open FROM vacations WHERE open = 1 AND ends <= $1 "
                                "ORDER BY ends, rowid", now)
        return [vacation_row(row) for row in rows]

    async def digest(self, user_id: str) -> DigestRow | None:
        row = await self._row(f"SELECT {DIGEST_COLUMNS} FROM digests WHERE user_id = $1", user_id)
        return digest_row(row) if row is not None else None

    async def due_digests(self, now: float, *, limit: int = 100) -> list[DigestRow]:
        rows = await self._rows(f"SELECT {DIGEST_COLUMNS} FROM digests WHERE next_at <= $1 "
                                "ORDER BY next_at, user_id LIMIT $2", now, limit)
        return [digest_row(row) for row in rows]

    # ---- puzzles (issue 33) ---------------------------------------------------------------------
    async def _puzzle(self, sql: str, *params: Any) -> PuzzleRow | None:
        row = await self._row(PUZZLE_PG[sql], *params)
        return puzzle_row(row) if row is not None else None

    async def puzzle(self, puzzle_id: int) -> PuzzleRow | None:
        return await self._puzzle("puzzle", puzzle_id)

    async def pending_puzzle(self, key: str, user_id: str) -> PuzzleRow | None:
        return await self._puzzle("pending", key, user_id)

    async def fresh_puzzle(self, key: str, user_id: str) -> PuzzleRow | None:
        return await self._puzzle("fresh", key, user_id)

    async def puzzle_after(self, puzzle_id: int) -> PuzzleRow | None:
        return await self._puzzle("after", puzzle_id)

    async def puzzle_attempt(self, puzzle_id: int, user_id: str) -> tuple[str, bool] | None:
        row = await self._row(PUZZLE_PG["attempt"], puzzle_id, user_id)
        return (row["move"], bool(row["solved"])) if row is not None else None

    async def unmined_games(self, key: str, *, limit: int = 5) -> list[str]:
        return [row["id"] for row in await self._rows(PUZZLE_PG["unmined"], key, limit)]

    async def self_played(self, key: str) -> int:
        return int(await self._pool.fetchval(PUZZLE_PG["self_played"], key) or 0)

    async def daily_puzzle(self, guild: str) -> DailyPuzzleRow | None:
        row = await self._row(PUZZLE_PG["daily"], guild)
        return daily_row(row) if row is not None else None

    async def due_daily_puzzles(self, now: float, *, limit: int = 100) -> list[DailyPuzzleRow]:
        return [daily_row(row) for row in await self._rows(PUZZLE_PG["due_dailies"], now, limit)]

    async def next_daily_puzzle(self) -> float | None:
        found = await self._pool.fetchval(PUZZLE_PG["next_daily"])
        return float(found) if found is not None else None

    async def next_digest(self) -> float | None:
        return await self._pool.fetchval("SELECT MIN(next_at) FROM digests")

    async def log(self, game_id: str) -> list[LogEntry]:
        rows = await self._rows(f"SELECT {LOG_COLUMNS} FROM moves WHERE game_id = $1 ORDER BY ply", game_id)
        return [log_entry(row) for row in rows]

    async def last_move(self, game_id: str) -> LogEntry | None:
        row = await self._row(f"SELECT {LOG_COLUMNS} FROM moves WHERE game_id = $1 AND kind = 'move' "
                              "ORDER BY ply DESC LIMIT 1", game_id)
        return log_entry(row) if row is not None else None

    async def results(self, *, game_id: str | None = None) -> list[ResultRow]:
        rows = await self._rows(
            "SELECT r.game_id, r.guild, r.game, r.players, r.ranking, r.scores, r.rated, r.finished, "
            "(SELECT COALESCE(json_agg(p.outcome ORDER BY p.seat), '[]') FROM result_players p "
            " WHERE p.game_id = r.game_id) AS outcomes "
            "FROM results r WHERE ($1::text IS NULL OR r.game_id = $1) ORDER BY r.finished, r.rowid",
            game_id)
        return [result_row(row) for row in rows]

    async def ratings(self, scope: str, key: str, *, offset: int = 0,
                      limit: int | None = None, season: str | None = None) -> list[RatingRow]:
        # names sort by code point as SQLite's BINARY collation does, whatever the database's locale;
        # LIMIT NULL is SQLite's LIMIT -1: no limit; an archived season's standings come in the same order
        table, where = ("season_ratings", "r.season = $5") if season is not None else ("ratings", "r.games > 0")
        rows = await self._rows(
            "SELECT r.scope, r.game, r.user_id, r.mu, r.sigma, r.wins, r.losses, r.draws, r.games, "
            f"COALESCE(u.name, r.user_id) AS name FROM {table} r LEFT JOIN users u ON u.id = r.user_id "
            f"WHERE r.scope = $1 AND r.game = $2 AND {where} "
            'ORDER BY (r.mu - 3 * r.sigma) DESC, r.games DESC, COALESCE(u.name, r.user_id) COLLATE "C", '
            "r.rowid LIMIT $3 OFFSET $4", scope, key, limit, offset, *([folded(season)] if season is not None else []))
        return [rating_row(row, name=row["name"]) for row in rows]

    async def rated_players(self, scope: str, key: str, season: str | None = None) -> int:
        if season is not None:
            return int(await self._pool.fetchval("SELECT COUNT(*) FROM season_ratings WHERE scope = $1 "
                                                 "AND season = $2 AND game = $3", scope, folded(season), key) or 0)
        return int(await self._pool.fetchval("SELECT COUNT(*) FROM ratings WHERE scope = $1 AND game = $2 "
                                             "AND games > 0", scope, key) or 0)

    async def seasons(self, scope: str) -> list[SeasonRow]:
        return [season_row(row) for row in await self._rows(SEASONS, scope)]

    async def history(self, user_id: str, *, key: str | None = None, limit: int = 10) -> list[HistoryRow]:
        rows = await self._rows(
            "SELECT r.game_id, r.game, r.players, r.scores, r.rated, r.finished, p.outcome, "
            "COALESCE(g.thread, g.place) AS home FROM result_players p "
            "JOIN results r ON r.game_id = p.game_id JOIN games g ON g.id = r.game_id "
            "WHERE p.user_id = $1 AND ($2::text IS NULL OR r.game = $2) "
            "ORDER BY r.finished DESC, p.rowid LIMIT $3", user_id, key, limit)
        return [history_row(row) for row in rows]

    # ---- a server's managers' tools (`/admin`) --------------------------------------------------
    async def blocked(self, scope: str, user_ids: Sequence[str]) -> set[str]:
        if not user_ids:
            return set()
        found = await self._rows("SELECT user_id FROM blocks WHERE scope = $1 AND user_id = ANY($2::text[])",
                                 scope, list(user_ids))
        return {row["user_id"] for row in found}

    async def admin_log(self, scope: str, *, limit: int = 20) -> list[AdminActionRow]:
        rows = await self._rows("SELECT id, scope, at, manager, action, target, reason FROM admin_log "
                                "WHERE scope = $1 ORDER BY id DESC LIMIT $2", scope, limit)
        return [AdminActionRow(row["scope"], row["at"], row["manager"], row["action"], row["target"], row["reason"],
                               row["id"]) for row in rows]

    # ---- reviews and hints (bot.service.reviews) ------------------------------------------------
    async def review(self, game_id: str) -> ReviewRow | None:
        row = await self._row(f"SELECT {REVIEW_COLUMNS} FROM reviews WHERE game_id = $1", game_id)
        return review_row(row) if row is not None else None

    async def claim_reviews(self, now: float, owner: str, until: float, *, limit: int = 1) -> list[ReviewRow]:
        # one statement (as claim_due): the rows chosen are locked, and those another process claims now skipped
        rows = await self._rows(
            "UPDATE reviews SET claimed_by = $1, claim_until = $2 WHERE game_id IN (SELECT game_id FROM reviews "
            "WHERE due <= $3 AND (claimed_by IS NULL OR claim_until < $3) ORDER BY due, game_id LIMIT $4 "
            f"FOR UPDATE SKIP LOCKED) RETURNING {REVIEW_COLUMNS}", owner, until, now, limit)
        return sorted((review_row(row) for row in rows), key=lambda review: (review.due or 0.0, review.game_id))

    async def next_review(self) -> float | None:
        return await self._pool.fetchval(
            "SELECT MIN(GREATEST(due, COALESCE(claim_until, due))) FROM reviews WHERE due IS NOT NULL")

    async def hints(self, game_id: str) -> list[HintRow]:
        rows = await self._rows(f"SELECT {HINT_COLUMNS} FROM hints WHERE game_id = $1 ORDER BY ply, seat", game_id)
        return [hint_row(row) for row in rows]
