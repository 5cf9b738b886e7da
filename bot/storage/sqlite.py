"""The embedded backend: one SQLite file through aiosqlite, WAL, migrations at start-up, short write
transactions.

Every write is committed at once and no lock outlives its transaction, so two bots on one file (the old
one not yet closed during a restart) both work.
"""
from __future__ import annotations

import asyncio
import json
import os
import sqlite3
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager, closing
from pathlib import Path
from typing import Any

import aiosqlite

from bot.storage.interface import Storage, Transaction
from bot.storage.location import StorageRefused, newer_schema, shown
from bot.storage.common import (
    CHALLENGE_COLUMNS, CHANGING, GAME_COLUMNS, INSERT_CHALLENGE, INSERT_GAME, INSERT_GAME_PLAYER, INSERT_MOVE,
    INSERT_OFFER, INSERT_OWED, INSERT_RESULT, INSERT_RESULT_PLAYER, LOG_COLUMNS, OFFER_COLUMNS, OWED_COLUMNS,
    OWED_DELIVERED_SET, PUT_RATING, PUT_SETTING, PUT_VACATION, RATING_COLUMNS, RELEASE_OWED, CLAIM_OWED_SET, OWED_HEAD,
    challenge_row, challenge_values, changing, game_row, game_values, history_row, log_entry, offer_row,
    offer_values, owed_row, owed_values, rating_row, rating_values, result_player_values, result_row,
    result_values, stored_words, vacation_row,
)
from bot.storage.common import PLAN_COLUMNS, PUT_PLAN, plan_row, plan_values
from bot.storage.migrations import MIGRATIONS, statements
from bot.storage import privacy
from bot.storage.rows import (
    ChallengeRow, ChallengeStatus, GameRow, GameStatus, HistoryRow, LogEntry, NewOwed, OfferRow, OfferStatus, OwedRow,
    RatingRow, ResultRow, StoredGame, VacationRow,
)
from bot.storage.common import DIGEST_COLUMNS, PUT_DIGEST, digest_row
from bot.storage.rows import DigestRow
from bot.storage.common import INSERT_SEEK, POOL_SEEKS, SEEK_COLUMNS, seek_row, seek_values
from bot.storage.rows import SeekRow
from bot.storage.rows import PlanRow
from bot.storage.common import folded
from bot.storage.common import ARCHIVE_RATINGS, END_SEASON, INSERT_SEASON, SEASON_NOW, SEASONS, season_row, season_values
from bot.storage.rows import SeasonRow
from bot.storage.common import INSERT_TOURNAMENT, TOURNAMENT_SQL, entrant_row, table_row, tournament_row, tournament_values
from bot.storage.rows import EntrantRow, TableRow, TournamentRow, TournamentStatus
from bot.storage.rows import AdminActionRow
from bot.storage.puzzles import PUZZLE_SQL, daily_row, puzzle_row, puzzle_values
from bot.storage.rows import DailyPuzzleRow, PuzzleRow
from bot.storage.rows import HintRow, ReviewRow
from bot.storage.common import HINT_COLUMNS, REVIEW_COLUMNS, hint_row, review_row

# a game's row, its snapshot and its players' names ({id: name}) in one query
LOAD_GAME = (f"SELECT {GAME_COLUMNS}, state, (SELECT json_group_object(u.id, u.name) FROM users u "
             "WHERE u.id IN (SELECT value FROM json_each(games.players))) AS names FROM games WHERE id = ?")


OPEN_CHALLENGES_BY = (f"SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE challenger = ? AND game = ? "
                      "AND status = 'open' ORDER BY created")


class SqliteTransaction(Transaction):
    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db

    async def _execute(self, sql: str, params: Iterable[Any] = ()) -> int:
        """Run one statement; how many rows it changed."""
        # the cursor is not closed: a write leaves no rows to read, and closing costs a trip to the
        # connection's thread on the path of every move
        cursor = await self._db.execute(sql, tuple(params))
        return cursor.rowcount

    async def remember_names(self, names: Mapping[str, str]) -> None:
        await self._db.executemany(
            "INSERT INTO users (id, name) VALUES (?, ?) "
            "ON CONFLICT(id) DO UPDATE SET name = excluded.name WHERE name != excluded.name",
            list(names.items()))

    async def add_challenge(self, challenge: ChallengeRow) -> None:
        await self._execute(INSERT_CHALLENGE, challenge_values(challenge))

    async def open_challenges_by(self, challenger: str, key: str) -> list[ChallengeRow]:
        # in a write transaction (BEGIN IMMEDIATE): one writer, so what is read stays so until the commit
        rows = await self._db.execute_fetchall(OPEN_CHALLENGES_BY, (challenger, key))
        return [challenge_row(row) for row in rows]

    async def set_accepted(self, challenge_id: str, accepted: Sequence[str], *, was: Sequence[str]) -> bool:
        return await self._execute(
            "UPDATE challenges SET accepted = ? WHERE id = ? AND status = 'open' AND accepted = ?",
            (json.dumps(list(accepted)), challenge_id, json.dumps(list(was)))) == 1

    async def close_challenge(self, challenge_id: str, status: ChallengeStatus) -> bool:
        return await self._execute("UPDATE challenges SET status = ? WHERE id = ? AND status = 'open'",
                                   (status, challenge_id)) == 1

    async def set_challenge_message(self, challenge_id: str, message: str) -> None:
        await self._execute("UPDATE challenges SET message = ? WHERE id = ?", (message, challenge_id))

    async def add_seek(self, seek: SeekRow) -> int:
        rows = list(await self._db.execute_fetchall(INSERT_SEEK, seek_values(seek)))
        return int(rows[0][0])

    async def drop_seeks(self, pool: str, user_id: str, seek_id: int | None = None) -> int:
        return await self._execute("DELETE FROM seeks WHERE pool = ? AND user_id = ? AND paired IS NULL "
                                   "AND (? IS NULL OR id = ?)", (pool, user_id, seek_id, seek_id))

    async def expire_seek(self, seek_id: int, now: float) -> bool:
        return await self._execute("DELETE FROM seeks WHERE id = ? AND paired IS NULL AND expires <= ?",
                                   (seek_id, now)) == 1

    async def claim_seeks(self, seek_ids: Sequence[int], challenge_id: str, at: float) -> int:
        # in a write transaction (BEGIN IMMEDIATE): one writer, so two claims never both count a seek
        return await self._execute(f"UPDATE seeks SET paired = ?, paired_at = ? WHERE paired IS NULL AND id IN "
                                   f"({','.join('?' * len(seek_ids))})", (challenge_id, at, *seek_ids))

    async def forget_seeks(self, challenge_id: str) -> None:
        await self._execute("DELETE FROM seeks WHERE paired = ?", (challenge_id,))

    async def set_seek_dues(self, dues: Sequence[tuple[int, float]]) -> None:
        await self._db.executemany("UPDATE seeks SET due = ? WHERE id = ?", [(due, seek_id) for seek_id, due in dues])
    async def set_joined(self, challenge_id: str, joined: Sequence[str], *, was: Sequence[str]) -> bool:
        return await self._execute(
            "UPDATE challenges SET invited = ?, accepted = ? WHERE id = ? AND status = 'open' AND invited = ?",
            (json.dumps(list(joined)), json.dumps(list(joined)), challenge_id, json.dumps(list(was)))) == 1

    # ---- tournaments ------------------------------------------------------------------------
    async def add_tournament(self, tournament: TournamentRow) -> int:
        rows = list(await self._db.execute_fetchall(INSERT_TOURNAMENT, tournament_values(tournament)))
        return int(rows[0][0])

    async def set_tournament_message(self, tournament_id: int, message: str) -> None:
        await self._execute(TOURNAMENT_SQL["message"], (message, tournament_id))

    async def join_tournament(self, entrant: EntrantRow) -> bool:
        return await self._execute(TOURNAMENT_SQL["join"], (entrant.tournament, entrant.user_id, entrant.joined,
                                                            entrant.rating, entrant.tournament)) == 1

    async def leave_tournament(self, tournament_id: int, user_id: str) -> bool:
        return await self._execute(TOURNAMENT_SQL["leave"], (tournament_id, user_id, tournament_id)) == 1

    async def withdraw_from_tournament(self, tournament_id: int, user_id: str, at: float) -> bool:
        return await self._execute(TOURNAMENT_SQL["withdraw"], (at, tournament_id, user_id)) == 1

    async def step_tournament(self, tournament_id: int, *, status: TournamentStatus, round: int, rounds: int,
                              due: float | None, was: tuple[TournamentStatus, int]) -> bool:
        return await self._execute(TOURNAMENT_SQL["step"], (str(status), round, rounds, due, tournament_id,
                                                            str(was[0]), was[1])) == 1

    async def set_tournament_due(self, tournament_id: int, due: float | None, *, was: float | None) -> bool:
        return await self._execute(TOURNAMENT_SQL["due_set"], (due, tournament_id, -1 if was is None else was)) == 1

    async def add_tournament_tables(self, tables: Sequence[TableRow]) -> None:
        await self._db.executemany(TOURNAMENT_SQL["table"], [
            (t.tournament, t.round, t.board, t.game_id, json.dumps(t.players)) for t in tables])

    async def tournament_game_over(self, game_id: str, now: float) -> None:
        await self._execute(TOURNAMENT_SQL["game_over"], (now, game_id))

    async def add_game(self, game: GameRow, snapshot: str) -> None:
        await self._execute(INSERT_GAME, (*game_values(game), snapshot))
        await self._db.executemany(INSERT_GAME_PLAYER,
                                   [(game.id, uid, seat) for seat, uid in enumerate(game.players)])

    async def update_game(self, game: GameRow, snapshot: str | None = None, *, expected_version: int) -> bool:
        values = [changing(game)[column] for column in CHANGING]
        assignments = ", ".join(f"{column} = ?" for column in CHANGING)
        if snapshot is not None:
            assignments += ", state = ?"
            values.append(snapshot)
        return await self._execute(f"UPDATE games SET {assignments} WHERE id = ? AND version = ?",
                                   (*values, game.id, expected_version)) == 1

    async def append_moves(self, game_id: str, entries: Sequence[LogEntry]) -> None:
        await self._db.executemany(
            INSERT_MOVE, [(game_id, e.ply, e.seat, e.kind, e.text, e.at, stored_words(e.words)) for e in entries])

    async def set_home(self, game_id: str, *, thread: str | None = None,
                       board_message: str | None = None) -> None:
        await self._execute("UPDATE games SET thread = COALESCE(?, thread), "
                            "board_message = COALESCE(?, board_message) WHERE id = ?",
                            (thread, board_message, game_id))

    async def rewind(self, game: GameRow, snapshot: str) -> None:
        await self._execute("DELETE FROM moves WHERE game_id = ? AND ply > ?", (game.id, game.version))
        await self._execute("DELETE FROM result_players WHERE game_id = ?", (game.id,))
        await self._execute("DELETE FROM results WHERE game_id = ?", (game.id,))
        assignments = ", ".join(f"{column} = ?" for column in CHANGING)
        await self._execute(f"UPDATE games SET {assignments}, state = ? WHERE id = ?",
                            (*(changing(game)[column] for column in CHANGING), snapshot, game.id))

    async def add_offer(self, offer: OfferRow) -> None:
        await self._execute(INSERT_OFFER, offer_values(offer))

    async def set_offer(self, offer_id: str, *, accepted: Sequence[str], status: OfferStatus, was: Sequence[str]) -> bool:
        return await self._execute(
            "UPDATE offers SET accepted = ?, status = ? WHERE id = ? AND status = 'open' AND accepted = ?",
            (json.dumps(list(accepted)), status, offer_id, json.dumps(list(was)))) == 1

    async def close_offers(self, game_id: str, status: OfferStatus) -> list[OfferRow]:
        rows = await self._db.execute_fetchall(
            f"SELECT {OFFER_COLUMNS} FROM offers WHERE game_id = ? AND status = 'open'", (game_id,))
        if rows:
            await self._execute("UPDATE offers SET status = ? WHERE game_id = ? AND status = 'open'",
                                (status, game_id))
        return [offer_row(row) for row in rows]

    async def set_offer_message(self, offer_id: str, message: str) -> None:
        await self._execute("UPDATE offers SET message = ? WHERE id = ?", (message, offer_id))

    async def put_plan(self, plan: PlanRow) -> None:
        await self._execute(PUT_PLAN, plan_values(plan))

    async def drop_plan(self, game_id: str, user_id: str) -> bool:
        return await self._execute("DELETE FROM plans WHERE game_id = ? AND user_id = ?", (game_id, user_id)) == 1

    async def drop_plans(self, game_id: str, *, but_version: int) -> None:
        await self._execute("DELETE FROM plans WHERE game_id = ? AND version != ?", (game_id, but_version))

    async def put_setting(self, scope: str, key: str, value: str) -> None:
        await self._execute(PUT_SETTING, (scope, key, value))

    async def add_vacation(self, vacation: VacationRow) -> None:
        await self._execute(PUT_VACATION, (vacation.user_id, vacation.starts, vacation.ends, int(vacation.open)))

    async def close_vacation(self, user_id: str, ends: float) -> bool:
        return await self._execute("UPDATE vacations SET open = 0, ends = MIN(ends, ?) WHERE user_id = ? AND open = 1",
                                   (ends, user_id)) >= 1

    async def put_digest(self, digest: DigestRow) -> None:
        await self._execute(PUT_DIGEST, (digest.user_id, digest.hour, digest.tz, digest.next_at))

    async def drop_digest(self, user_id: str) -> bool:
        return await self._execute("DELETE FROM digests WHERE user_id = ?", (user_id,)) == 1

    async def move_digest(self, user_id: str, was: float, next_at: float) -> bool:
        return await self._execute("UPDATE digests SET next_at = ? WHERE user_id = ? AND next_at = ?",
                                   (next_at, user_id, was)) == 1

    # ---- puzzles (issue 33) ---------------------------------------------------------------------
    async def add_puzzle(self, puzzle: PuzzleRow) -> int | None:
        rows = await self._db.execute_fetchall(PUZZLE_SQL["add"], puzzle_values(puzzle))
        return int(list(rows)[0][0]) if rows else None

    async def puzzle_mined(self, key: str, source: str, at: float, found: int) -> None:
        await self._execute(PUZZLE_SQL["mined"], (key, source, at, found))

    async def show_puzzle(self, puzzle_id: int, user_id: str, at: float) -> None:
        await self._execute(PUZZLE_SQL["show"], (puzzle_id, user_id, at))

    async def answer_puzzle(self, puzzle_id: int, user_id: str, move: str, solved: bool, at: float) -> bool:
        if await self._execute(PUZZLE_SQL["answer"], (at, move, int(solved), puzzle_id, user_id)) != 1:
            return False
        await self._execute(PUZZLE_SQL["rate"], (int(solved), puzzle_id))
        return True

    async def put_daily_puzzle(self, guild: str, channel: str, next_at: float) -> None:
        await self._execute(PUZZLE_SQL["put_daily"], (guild, channel, next_at))

    async def drop_daily_puzzle(self, guild: str) -> bool:
        return await self._execute(PUZZLE_SQL["drop_daily"], (guild,)) == 1

    async def move_daily_puzzle(self, guild: str, was: float, next_at: float, last: int) -> bool:
        return await self._execute(PUZZLE_SQL["move_daily"], (next_at, last, guild, was)) == 1

    async def ratings_of(self, scope: str, key: str, user_ids: Sequence[str]) -> dict[str, RatingRow]:
        marks = ",".join("?" * len(user_ids))
        rows = await self._db.execute_fetchall(
            f"SELECT {RATING_COLUMNS} FROM ratings WHERE scope = ? AND game = ? AND user_id IN ({marks})",
            (scope, key, *user_ids))
        return {row["user_id"]: rating_row(row) for row in rows}

    async def add_result(self, result: ResultRow) -> None:
        await self._execute(INSERT_RESULT, result_values(result))
        await self._db.executemany(INSERT_RESULT_PLAYER, result_player_values(result))

    async def save_ratings(self, ratings: Sequence[RatingRow]) -> None:
        await self._db.executemany(PUT_RATING, [rating_values(rating) for rating in ratings])

    async def season_now(self, scope: str) -> SeasonRow | None:
        # in a write transaction (BEGIN IMMEDIATE): one writer, so the seasons are read as they stay
        rows = await self._db.execute_fetchall(SEASON_NOW, (scope,))
        return season_row(next(iter(rows))) if rows else None

    async def leaderboards(self, scope: str, keys: Sequence[str]) -> list[RatingRow]:
        rows = await self._db.execute_fetchall(
            f"SELECT {RATING_COLUMNS} FROM ratings WHERE scope = ? AND game IN ({','.join('?' * len(keys))}) "
            "ORDER BY game, user_id", (scope, *keys))
        return [rating_row(row) for row in rows]

    async def add_season(self, season: SeasonRow) -> bool:
        return await self._execute(INSERT_SEASON, season_values(season)) == 1

    async def archive_season(self, scope: str, name: str, ended: float) -> int:
        await self._execute(END_SEASON, (ended, scope))
        return await self._execute(ARCHIVE_RATINGS, (folded(name), scope))

    async def add_owed(self, owed: Sequence[NewOwed], *, owner: str, until: float) -> list[tuple[int, bool]]:
        added = []
        for message in owed:
            rows = list(await self._db.execute_fetchall(INSERT_OWED, owed_values(message, message.created, owner, until)))
            added.append((rows[0][0], rows[0][1] is not None))
        return added

    async def owed_delivered(self, delivered: Sequence[tuple[int, str | None]], *, at: float) -> set[int]:
        if not delivered:
            return set()
        rows = await self._db.execute_fetchall(
            f"UPDATE outbox SET {OWED_DELIVERED_SET}, message = v.column2 FROM (VALUES "
            f"{', '.join('(?, ?)' for _ in delivered)}) AS v WHERE outbox.id = v.column1 "
            "AND outbox.status = 'pending' RETURNING outbox.id",
            (at, *(value for pair in delivered for value in pair)))
        return {row[0] for row in rows}

    async def claim_owed(self, front: str, now: float, owner: str, until: float, *, limit: int = 20,
                         streams: Sequence[str] | None = None) -> list[OwedRow]:
        # in a write transaction (BEGIN IMMEDIATE): one writer, so no two claims overlap
        only = f"AND o.stream IN ({','.join('?' * len(streams))}) " if streams else ""
        rows = await self._db.execute_fetchall(
            f"UPDATE outbox SET {CLAIM_OWED_SET} WHERE id IN (SELECT o.id FROM outbox o WHERE o.front = ? "
            f"AND {OWED_HEAD} AND o.next_try <= ? AND (o.claimed_by IS NULL OR o.claim_until < ?) {only}"
            f"ORDER BY o.id LIMIT ?) RETURNING {OWED_COLUMNS}",
            (owner, until, front, now, now, *(streams or ()), limit))
        return sorted((owed_row(row) for row in rows), key=lambda owed: owed.id)

    async def waiting_owed(self, stream: str) -> list[OwedRow]:
        rows = await self._db.execute_fetchall(
            f"SELECT {OWED_COLUMNS} FROM outbox WHERE stream = ? AND status = 'pending' AND claimed_by IS NULL "
            "ORDER BY id", (stream,))
        return [owed_row(row) for row in rows]

    async def set_owed_payload(self, owed_id: int, payload: dict) -> bool:
        return await self._execute("UPDATE outbox SET payload = ? WHERE id = ? AND status = 'pending' "
                                   "AND claimed_by IS NULL", (json.dumps(payload), owed_id)) == 1

    async def owe_later(self, streams: Sequence[str], next_try: float) -> None:
        if streams:
            await self._execute(f"UPDATE outbox SET next_try = ? WHERE status = 'pending' AND stream IN "
                                f"({','.join('?' * len(streams))})", (next_try, *streams))

    async def set_room(self, game_id: str, *, place: str, thread: str | None, room_lost: float | None) -> None:
        await self._execute("UPDATE games SET place = ?, thread = ?, room_lost = ? WHERE id = ?",
                            (place, thread, room_lost, game_id))

    async def forget_user(self, user_id: str, *, pseudonym: str, name: str, former: str, now: float) -> None:
        given = privacy.parameters(user_id, pseudonym=pseudonym, name=name, former=former, now=now)
        # secure_delete: the cells this transaction frees are overwritten with zeros, not left in the pages
        await self._db.execute_fetchall("PRAGMA secure_delete = ON")
        try:
            for sql, names in privacy.FORGET:
                await self._execute(privacy.dialect(sql, "instr"), privacy.values(names, given))
            sql, names = privacy.OWED_NAMING
            for row in list(await self._db.execute_fetchall(privacy.dialect(sql, "instr"), privacy.values(names, given))):
                await self._execute(privacy.SET_PAYLOAD, (privacy.rewritten(row["payload"], user_id, name, pseudonym,
                                                                            former), row["id"]))
        finally:
            await self._db.execute_fetchall("PRAGMA secure_delete = OFF")

    async def block(self, scope: str, user_id: str, since: float, by: str) -> bool:
        return await self._execute("INSERT INTO blocks (scope, user_id, since, blocked_by)"
                                   " VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING", (scope, user_id, since, by)) == 1

    async def unblock(self, scope: str, user_id: str) -> bool:
        return await self._execute("DELETE FROM blocks WHERE scope = ? AND user_id = ?", (scope, user_id)) == 1

    async def add_admin_action(self, action: AdminActionRow) -> None:
        await self._execute("INSERT INTO admin_log (scope, at, manager, action, target, reason) "
                            "VALUES (?, ?, ?, ?, ?, ?)", (action.scope, action.at, action.manager, action.action,
                                                          action.target, action.reason))

    # ---- reviews and hints (bot.service.reviews) ------------------------------------------------
    async def add_review(self, review: ReviewRow) -> bool:
        return await self._execute(
            f"INSERT INTO reviews ({REVIEW_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game_id) DO NOTHING",
            (review.game_id, review.status, review.requested_by, review.created, review.due,
             json.dumps(review.progress), review.finished)) == 1

    async def save_review(self, review: ReviewRow, owner: str) -> bool:
        return await self._execute(
            "UPDATE reviews SET status = ?, due = ?, progress = ?, finished = ?, claimed_by = NULL, "
            "claim_until = NULL WHERE game_id = ? AND claimed_by = ?",
            (review.status, review.due, json.dumps(review.progress), review.finished, review.game_id, owner)) == 1

    async def add_hint(self, hint: HintRow) -> None:
        await self._execute(f"INSERT INTO hints ({HINT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?) "
                            "ON CONFLICT (game_id, ply, seat) DO NOTHING",
                            (hint.game_id, hint.ply, hint.seat, hint.user_id, hint.move, hint.at))


def _check_file(path: str) -> None:
    """StorageRefused unless `path` is a SQLite database this process can read and write, or a new one
    it can make (its folder is made here): run on a thread of its own, before the connection's."""
    file = Path(path)
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StorageRefused(f"cannot make the folder {shown(str(file.parent))} for the database: "
                             f"{exc.strerror or exc}") from None
    if file.is_dir():
        raise StorageRefused(f"{shown(path)} is a folder, not a database file: give a file's path")
    # WAL keeps two files beside the database (-wal, -shm): the folder must be writable as well as the file
    if not os.access(file.parent, os.W_OK | os.X_OK):
        raise StorageRefused(f"the bot cannot write in the folder {shown(str(file.parent))}, where the database "
                             "and its journal go: make it writable, or give a database elsewhere")
    if file.exists() and not os.access(file, os.R_OK | os.W_OK):
        raise StorageRefused(f"the bot cannot write {shown(path)}: make it writable, or give a database elsewhere")
    try:
        with closing(sqlite3.connect(path, timeout=30)) as probe:
            probe.execute("PRAGMA schema_version").fetchall()  # reads the header: where a stranger's file fails
    except sqlite3.OperationalError as exc:
        raise StorageRefused(f"cannot open or create the database {shown(path)} ({exc}): make its folder "
                             "writable, or give a database elsewhere") from None
    except sqlite3.DatabaseError as exc:
        if "not a database" in str(exc):
            raise StorageRefused(f"{shown(path)} is not a SQLite database: give another file, or move this one "
                                 "away and a new database is made there") from None
        raise StorageRefused(f"{shown(path)} cannot be used as a database: {exc}") from None


class SqliteStorage(Storage):
    def __init__(self, connection: aiosqlite.Connection, path: str) -> None:
        self._db = connection
        self.path = path
        self._write_lock = asyncio.Lock()  # one transaction at a time on this connection

    @classmethod
    async def open(cls, path: str) -> SqliteStorage:
        """Open (creating and migrating as needed) the database file; StorageRefused in one sentence for
        a place the bot cannot write, a file that is not a database, or a newer schema."""
        if path != ":memory:":
            # before aiosqlite's thread exists: what cannot be opened is refused with nothing to close
            await asyncio.to_thread(_check_file, path)
        try:
            connection = await aiosqlite.connect(path, isolation_level=None, timeout=30)
        except sqlite3.Error as exc:
            raise StorageRefused(f"{shown(path)} cannot be used as a database: {exc}") from None
        try:
            connection.row_factory = sqlite3.Row
            # synchronous=FULL: a commit is on the disk before the move is acknowledged, so not even a crash
            # of the machine or a power cut loses it (NORMAL survives a killed process, not a power cut)
            for pragma in ("journal_mode=WAL", "synchronous=FULL", "busy_timeout=30000", "foreign_keys=ON"):
                # a PRAGMA answers with a row: read it, or its open statement blocks the next COMMIT
                async with connection.execute(f"PRAGMA {pragma}") as cursor:
                    await cursor.fetchall()
            storage = cls(connection, path)
            await storage._migrate()
        except BaseException as exc:
            # the connection's thread is not a daemon: left open, it would keep the process from exiting
            await connection.close()
            if isinstance(exc, sqlite3.Error):
                raise StorageRefused(f"{shown(path)} cannot be used as this bot's database: {exc}") from None
            raise
        return storage

    async def close(self) -> None:
        await self._db.close()

    async def _migrate(self) -> None:
        async with self._locked() as db:
            await db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            async with db.execute("SELECT MAX(version) FROM schema_version") as cursor:
                row = await cursor.fetchone()
            current = (row[0] if row is not None else 0) or 0
            if current > max(MIGRATIONS):
                raise newer_schema(self.path, current, max(MIGRATIONS))
            for number in sorted(MIGRATIONS):
                if number > current:
                    for statement in statements(MIGRATIONS[number]):
                        await db.execute(statement)
                    await db.execute("INSERT INTO schema_version VALUES (?)", (number,))

    @asynccontextmanager
    async def _locked(self) -> AsyncIterator[aiosqlite.Connection]:
        """BEGIN IMMEDIATE … COMMIT, or ROLLBACK on any exception: all of it or nothing."""
        async with self._write_lock:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            else:
                await self._db.execute("COMMIT")

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        async with self._locked() as db:
            yield SqliteTransaction(db)

    async def _rows(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        # one trip to the connection's thread (execute, fetch and close through a cursor take three)
        return list(await self._db.execute_fetchall(sql, tuple(params)))

    async def _row(self, sql: str, params: Iterable[Any] = ()) -> sqlite3.Row | None:
        rows = await self._rows(sql, params)
        return rows[0] if rows else None

    async def schema_version(self) -> int:
        row = await self._row("SELECT MAX(version) FROM schema_version")
        return int(row[0] or 0) if row else 0

    async def checkpoint(self) -> None:
        await self._rows("PRAGMA wal_checkpoint(TRUNCATE)")

    async def personal_data(self, user_id: str) -> dict[str, list[dict[str, object]]]:
        given = privacy.parameters(user_id)
        return {table: [privacy.exported(dict(row)) for row in await self._rows(
                    privacy.dialect(sql, "instr"), privacy.values(names, given))]
                for table, sql, names in privacy.EXPORT}

    async def scrub(self) -> None:
        # VACUUM writes the database anew without its free pages; the checkpoints move everything from the
        # write-ahead log into the file and empty the log (TRUNCATE), before and after
        async with self._write_lock:
            for statement in ("PRAGMA wal_checkpoint(TRUNCATE)", "VACUUM", "PRAGMA wal_checkpoint(TRUNCATE)"):
                await self._db.execute_fetchall(statement)

    async def names(self, user_ids: Sequence[str]) -> dict[str, str]:
        marks = ",".join("?" * len(user_ids))
        rows = await self._rows(f"SELECT id, name FROM users WHERE id IN ({marks})", user_ids)
        return {row["id"]: row["name"] for row in rows}

    async def challenge(self, challenge_id: str) -> ChallengeRow | None:
        row = await self._row(f"SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE id = ?", (challenge_id,))
        return challenge_row(row) if row is not None else None

    async def open_challenges(self, place: str | None = None) -> list[ChallengeRow]:
        rows = await self._rows(
            f"SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE status = 'open' AND (? IS NULL OR place = ?) "
            "ORDER BY created", (place, place))
        return [challenge_row(row) for row in rows]

    async def open_challenges_by(self, challenger: str, key: str) -> list[ChallengeRow]:
        rows = await self._rows(OPEN_CHALLENGES_BY, (challenger, key))
        return [challenge_row(row) for row in rows]

    async def expired_challenges(self, now: float, *, limit: int = 100) -> list[ChallengeRow]:
        rows = await self._rows(f"SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE status = 'open' "
                                "AND expires <= ? ORDER BY expires LIMIT ?", (now, limit))
        return [challenge_row(row) for row in rows]

    async def next_challenge_expiry(self) -> float | None:
        row = await self._row("SELECT MIN(expires) FROM challenges WHERE status = 'open'")
        return row[0] if row is not None else None

    async def id_taken(self, candidate: str) -> bool:
        row = await self._row("SELECT 1 FROM challenges WHERE id = ? UNION SELECT 1 FROM games WHERE id = ?",
                              (candidate, candidate))
        return row is not None

    # ---- tournaments ------------------------------------------------------------------------
    async def tournament(self, tournament_id: int) -> TournamentRow | None:
        row = await self._row(TOURNAMENT_SQL["one"], (tournament_id,))
        return tournament_row(row) if row is not None else None

    async def tournaments_in(self, pool: str, *, limit: int = 20) -> list[TournamentRow]:
        return [tournament_row(row) for row in await self._rows(TOURNAMENT_SQL["in_pool"], (pool, limit))]

    async def tournaments_due(self, now: float, *, limit: int = 20) -> list[TournamentRow]:
        return [tournament_row(row) for row in await self._rows(TOURNAMENT_SQL["due"], (now, limit))]

    async def next_tournament_due(self) -> float | None:
        row = await self._row(TOURNAMENT_SQL["next_due"])
        return row[0] if row is not None else None

    async def entrants(self, tournament_id: int) -> list[EntrantRow]:
        return [entrant_row(row) for row in await self._rows(TOURNAMENT_SQL["entrants"], (tournament_id,))]

    async def tournament_tables(self, tournament_id: int) -> list[TableRow]:
        return [table_row(row) for row in await self._rows(TOURNAMENT_SQL["tables"], (tournament_id,))]

    async def tournament_of_game(self, game_id: str) -> TournamentRow | None:
        row = await self._row(TOURNAMENT_SQL["of_game"], (game_id,))
        return tournament_row(row) if row is not None else None

    async def seeks(self, pool: str) -> list[SeekRow]:
        return [seek_row(row) for row in await self._rows(POOL_SEEKS, (pool,))]

    async def seek(self, seek_id: int) -> SeekRow | None:
        row = await self._row(f"SELECT {SEEK_COLUMNS} FROM seeks WHERE id = ?", (seek_id,))
        return seek_row(row) if row is not None else None

    async def seek_pools_due(self, now: float) -> list[str]:
        rows = await self._rows("SELECT DISTINCT pool FROM seeks WHERE due <= ? AND paired IS NULL ORDER BY pool",
                                (now,))
        return [row[0] for row in rows]

    async def next_seek_due(self, lease: float) -> float | None:
        row = await self._row("SELECT MIN(CASE WHEN paired IS NULL THEN due ELSE paired_at + ? END) FROM seeks",
                              (lease,))
        return row[0] if row is not None else None

    async def stale_pairings(self, before: float) -> list[SeekRow]:
        rows = await self._rows(f"SELECT {SEEK_COLUMNS} FROM seeks WHERE paired IS NOT NULL AND paired_at < ? "
                                "ORDER BY paired, created, id", (before,))
        return [seek_row(row) for row in rows]

    async def load_game(self, game_id: str) -> StoredGame | None:
        row = await self._row(LOAD_GAME, (game_id,))
        if row is None:
            return None
        return StoredGame(game_row(row), row["state"], json.loads(row["names"] or "{}"))

    async def game(self, game_id: str) -> GameRow | None:
        row = await self._row(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return game_row(row) if row is not None else None

    async def game_in_thread(self, thread: str) -> GameRow | None:
        row = await self._row(f"SELECT {GAME_COLUMNS} FROM games WHERE thread = ?", (thread,))
        return game_row(row) if row is not None else None

    async def games_of(self, user_id: str, *, key: str | None = None,
                       status: GameStatus = GameStatus.ACTIVE) -> list[GameRow]:
        columns = ", ".join(f"g.{c.strip()}" for c in GAME_COLUMNS.split(","))
        rows = await self._rows(
            f"SELECT {columns} FROM games g JOIN game_players p ON p.game_id = g.id "
            "WHERE p.user_id = ? AND g.status = ? AND (? IS NULL OR g.game = ?) ORDER BY g.turn_since DESC",
            (user_id, status, key, key))
        return [game_row(row) for row in rows]

    async def active_games(self, *, place: str | None = None, guild: str | None = None) -> list[GameRow]:
        rows = await self._rows(
            f"SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' "
            "AND (? IS NULL OR place = ? OR thread = ?) AND (? IS NULL OR guild = ?) ORDER BY turn_since",
            (place, place, place, guild, guild))
        return [game_row(row) for row in rows]

    async def games_to_move(self, user_id: str) -> list[GameRow]:
        rows = await self._rows(f"SELECT {GAME_COLUMNS} FROM games WHERE to_move = ? AND status = 'active'",
                                (user_id,))
        return [game_row(row) for row in rows]

    async def due_games(self, now: float, *, limit: int = 100) -> list[GameRow]:
        rows = await self._rows(f"SELECT {GAME_COLUMNS} FROM games WHERE due <= ? ORDER BY due, rowid LIMIT ?",
                                (now, limit))
        return [game_row(row) for row in rows]

    async def next_due(self) -> float | None:
        # the first unclaimed due game through the due index, in order (`+` keeps SQLite off the other
        # index for a filter); when a claimed game can be claimed again (due, and its claim lapsed),
        # through the claims' index; the first end of a vacation
        row = await self._row(
            "SELECT MIN(t) FROM (SELECT * FROM (SELECT due AS t FROM games WHERE due IS NOT NULL AND "
            "+claimed_by IS NULL ORDER BY due LIMIT 1) UNION ALL SELECT MIN(MAX(claim_until, due)) "
            "FROM games WHERE claimed_by IS NOT NULL AND +due IS NOT NULL "
            "UNION ALL SELECT MIN(ends) FROM vacations WHERE open = 1)")
        return row[0] if row is not None else None

    async def claim_due(self, now: float, owner: str, until: float, *, limit: int = 10) -> list[GameRow]:
        async with self._locked() as db:  # BEGIN IMMEDIATE: one writer, so no two claims overlap
            rows = await db.execute_fetchall(
                f"UPDATE games SET claimed_by = ?, claim_until = ? WHERE id IN (SELECT id FROM games "
                "WHERE due <= ? AND (claimed_by IS NULL OR claim_until < ?) ORDER BY due, rowid LIMIT ?) "
                f"RETURNING {GAME_COLUMNS}", (owner, until, now, now, limit))
        return sorted((game_row(row) for row in rows), key=lambda game: (game.due or 0.0, game.id))

    async def release(self, game_ids: Sequence[str], owner: str) -> None:
        if not game_ids:
            return
        async with self._locked() as db:
            await db.execute_fetchall("UPDATE games SET claimed_by = NULL, claim_until = NULL WHERE id IN "
                                      f"({','.join('?' * len(game_ids))}) AND claimed_by = ?", (*game_ids, owner))

    async def release_owed(self, owed_id: int, owner: str, *, next_try: float, error: str, clean: bool,
                           drop: bool = False, at: float | None = None) -> bool:
        async with self._locked() as db:
            cursor = await db.execute(RELEASE_OWED, (next_try, error[:1000], int(clean), int(drop), int(drop), at,
                                                     owed_id, owner))
            return cursor.rowcount == 1

    async def next_owed(self, front: str) -> float | None:
        row = await self._row(
            "SELECT MIN(CASE WHEN o.claimed_by IS NULL THEN o.next_try ELSE MAX(o.claim_until, o.next_try) END) "
            f"FROM outbox o WHERE o.front = ? AND {OWED_HEAD}", (front,))
        return row[0] if row is not None else None

    async def owed_count(self, front: str | None = None) -> int:
        row = await self._row("SELECT COUNT(*) FROM outbox WHERE status = 'pending' AND (? IS NULL OR front = ?)",
                              (front, front))
        return int(row[0]) if row else 0

    async def games_in_progress(self) -> dict[str, int]:
        rows = await self._rows("SELECT game, COUNT(*) FROM games WHERE status = 'active' GROUP BY game", ())
        return {str(key): int(count) for key, count in rows}

    async def owed(self, stream: str) -> list[OwedRow]:
        rows = await self._rows(f"SELECT {OWED_COLUMNS} FROM outbox WHERE stream = ? ORDER BY id", (stream,))
        return [owed_row(row) for row in rows]

    async def prune_owed(self, before: float) -> int:
        async with self._locked() as db:
            cursor = await db.execute("DELETE FROM outbox WHERE status != 'pending' AND delivered < ?", (before,))
            return cursor.rowcount

    async def plan(self, game_id: str, user_id: str) -> PlanRow | None:
        row = await self._row(f"SELECT {PLAN_COLUMNS} FROM plans WHERE game_id = ? AND user_id = ?",
                              (game_id, user_id))
        return plan_row(row) if row is not None else None

    async def offer(self, offer_id: str) -> OfferRow | None:
        row = await self._row(f"SELECT {OFFER_COLUMNS} FROM offers WHERE id = ?", (offer_id,))
        return offer_row(row) if row is not None else None

    async def open_offers(self, game_id: str) -> list[OfferRow]:
        rows = await self._rows(f"SELECT {OFFER_COLUMNS} FROM offers WHERE game_id = ? AND status = 'open' "
                                "ORDER BY created", (game_id,))
        return [offer_row(row) for row in rows]

    async def settings(self, scope: str) -> dict[str, str]:
        rows = await self._rows("SELECT key, value FROM settings WHERE scope = ?", (scope,))
        return {row["key"]: row["value"] for row in rows}

    async def vacations(self, user_id: str, *, since: float) -> list[VacationRow]:
        rows = await self._rows("SELECT user_id, starts, ends, open FROM vacations WHERE user_id = ? AND ends > ? "
                                "ORDER BY starts", (user_id, since))
        return [vacation_row(row) for row in rows]

    async def due_vacations(self, now: float) -> list[VacationRow]:
        rows = await self._rows("SELECT user_id, starts, ends, open FROM vacations WHERE open = 1 AND ends <= ? "
                                "ORDER BY ends", (now,))
        return [vacation_row(row) for row in rows]

    async def digest(self, user_id: str) -> DigestRow | None:
        row = await self._row(f"SELECT {DIGEST_COLUMNS} FROM digests WHERE user_id = ?", (user_id,))
        return digest_row(row) if row is not None else None

    async def due_digests(self, now: float, *, limit: int = 100) -> list[DigestRow]:
        rows = await self._rows(f"SELECT {DIGEST_COLUMNS} FROM digests WHERE next_at <= ? "
                                "ORDER BY next_at, user_id LIMIT ?", (now, limit))
        return [digest_row(row) for row in rows]

    # ---- puzzles (issue 33) ---------------------------------------------------------------------
    async def _puzzle(self, sql: str, params: Iterable[Any]) -> PuzzleRow | None:
        row = await self._row(PUZZLE_SQL[sql], params)
        return puzzle_row(row) if row is not None else None

    async def puzzle(self, puzzle_id: int) -> PuzzleRow | None:
        return await self._puzzle("puzzle", (puzzle_id,))

    async def pending_puzzle(self, key: str, user_id: str) -> PuzzleRow | None:
        return await self._puzzle("pending", (key, user_id))

    async def fresh_puzzle(self, key: str, user_id: str) -> PuzzleRow | None:
        return await self._puzzle("fresh", (key, user_id))

    async def puzzle_after(self, puzzle_id: int) -> PuzzleRow | None:
        return await self._puzzle("after", (puzzle_id,))

    async def puzzle_attempt(self, puzzle_id: int, user_id: str) -> tuple[str, bool] | None:
        row = await self._row(PUZZLE_SQL["attempt"], (puzzle_id, user_id))
        return (row["move"], bool(row["solved"])) if row is not None else None

    async def unmined_games(self, key: str, *, limit: int = 5) -> list[str]:
        return [row["id"] for row in await self._rows(PUZZLE_SQL["unmined"], (key, limit))]

    async def self_played(self, key: str) -> int:
        row = await self._row(PUZZLE_SQL["self_played"], (key,))
        return int(row[0]) if row is not None else 0

    async def daily_puzzle(self, guild: str) -> DailyPuzzleRow | None:
        row = await self._row(PUZZLE_SQL["daily"], (guild,))
        return daily_row(row) if row is not None else None

    async def due_daily_puzzles(self, now: float, *, limit: int = 100) -> list[DailyPuzzleRow]:
        return [daily_row(row) for row in await self._rows(PUZZLE_SQL["due_dailies"], (now, limit))]

    async def next_daily_puzzle(self) -> float | None:
        row = await self._row(PUZZLE_SQL["next_daily"])
        return float(row[0]) if row is not None and row[0] is not None else None

    async def next_digest(self) -> float | None:
        row = await self._row("SELECT MIN(next_at) FROM digests")
        return row[0] if row is not None else None

    async def versions(self, game_ids: Sequence[str]) -> dict[str, int]:
        if not game_ids:
            return {}
        wanted = list(dict.fromkeys(game_ids))
        rows = await self._rows(f"SELECT id, version FROM games WHERE id IN ({', '.join('?' * len(wanted))})",
                                wanted)
        return {row[0]: row[1] for row in rows}

    async def log(self, game_id: str) -> list[LogEntry]:
        rows = await self._rows(f"SELECT {LOG_COLUMNS} FROM moves WHERE game_id = ? ORDER BY ply", (game_id,))
        return [log_entry(row) for row in rows]

    async def last_move(self, game_id: str) -> LogEntry | None:
        row = await self._row(f"SELECT {LOG_COLUMNS} FROM moves WHERE game_id = ? AND kind = 'move' "
                              "ORDER BY ply DESC LIMIT 1", (game_id,))
        return log_entry(row) if row is not None else None

    async def results(self, *, game_id: str | None = None) -> list[ResultRow]:
        rows = await self._rows(
            "SELECT r.game_id, r.guild, r.game, r.players, r.ranking, r.scores, r.rated, r.finished, "
            "(SELECT json_group_array(outcome) FROM (SELECT outcome FROM result_players p "
            " WHERE p.game_id = r.game_id ORDER BY seat)) AS outcomes "
            "FROM results r WHERE (? IS NULL OR r.game_id = ?) ORDER BY r.finished, r.rowid",
            (game_id, game_id))
        return [result_row(row) for row in rows]

    async def ratings(self, scope: str, key: str, *, offset: int = 0,
                      limit: int | None = None, season: str | None = None) -> list[RatingRow]:
        if season is not None:  # an archived season's standings, in the same order
            rows = await self._rows(
                f"SELECT {', '.join(f'r.{column}' for column in RATING_COLUMNS.split(', '))}, "
                "COALESCE(u.name, r.user_id) AS name FROM season_ratings r LEFT JOIN users u ON u.id = r.user_id "
                "WHERE r.scope = ? AND r.season = ? AND r.game = ? ORDER BY (r.mu - 3 * r.sigma) DESC, r.games DESC, "
                "name LIMIT ? OFFSET ?", (scope, folded(season), key, -1 if limit is None else limit, offset))
            return [rating_row(row, name=row["name"]) for row in rows]
        rows = await self._rows(
            "SELECT r.scope, r.game, r.user_id, r.mu, r.sigma, r.wins, r.losses, r.draws, r.games, "
            "COALESCE(u.name, r.user_id) AS name FROM ratings r LEFT JOIN users u ON u.id = r.user_id "
            "WHERE r.scope = ? AND r.game = ? AND r.games > 0 ORDER BY (r.mu - 3 * r.sigma) DESC, r.games DESC, name "
            "LIMIT ? OFFSET ?", (scope, key, -1 if limit is None else limit, offset))
        return [rating_row(row, name=row["name"]) for row in rows]

    async def rated_players(self, scope: str, key: str, season: str | None = None) -> int:
        if season is not None:
            row = await self._row("SELECT COUNT(*) FROM season_ratings WHERE scope = ? AND season = ? AND game = ?",
                                  (scope, folded(season), key))
        else:
            row = await self._row("SELECT COUNT(*) FROM ratings WHERE scope = ? AND game = ? AND games > 0",
                                  (scope, key))
        return int(row[0]) if row else 0

    async def seasons(self, scope: str) -> list[SeasonRow]:
        return [season_row(row) for row in await self._rows(SEASONS, (scope,))]

    async def history(self, user_id: str, *, key: str | None = None, limit: int = 10) -> list[HistoryRow]:
        rows = await self._rows(
            "SELECT r.game_id, r.game, r.players, r.scores, r.rated, r.finished, p.outcome, "
            "COALESCE(g.thread, g.place) AS home FROM result_players p "
            "JOIN results r ON r.game_id = p.game_id JOIN games g ON g.id = r.game_id "
            "WHERE p.user_id = ? AND (? IS NULL OR r.game = ?) ORDER BY r.finished DESC LIMIT ?",
            (user_id, key, key, limit))
        return [history_row(row) for row in rows]

    # ---- a server's managers' tools (`/admin`) --------------------------------------------------
    async def blocked(self, scope: str, user_ids: Sequence[str]) -> set[str]:
        if not user_ids:
            return set()
        marks = ",".join("?" * len(user_ids))
        found = await self._rows(f"SELECT user_id FROM blocks WHERE scope = ? AND user_id IN ({marks})",
                                 (scope, *user_ids))
        return {row["user_id"] for row in found}

    async def admin_log(self, scope: str, *, limit: int = 20) -> list[AdminActionRow]:
        rows = await self._rows("SELECT id, scope, at, manager, action, target, reason FROM admin_log "
                                "WHERE scope = ? ORDER BY id DESC LIMIT ?", (scope, limit))
        return [AdminActionRow(row["scope"], row["at"], row["manager"], row["action"], row["target"], row["reason"],
                               row["id"]) for row in rows]

    # ---- reviews and hints (bot.service.reviews) ------------------------------------------------
    async def review(self, game_id: str) -> ReviewRow | None:
        row = await self._row(f"SELECT {REVIEW_COLUMNS} FROM reviews WHERE game_id = ?", (game_id,))
        return review_row(row) if row is not None else None

    async def claim_reviews(self, now: float, owner: str, until: float, *, limit: int = 1) -> list[ReviewRow]:
        async with self._locked() as db:  # BEGIN IMMEDIATE: one writer, so no two claims overlap
            rows = await db.execute_fetchall(
                "UPDATE reviews SET claimed_by = ?, claim_until = ? WHERE game_id IN (SELECT game_id FROM reviews "
                "WHERE due <= ? AND (claimed_by IS NULL OR claim_until < ?) ORDER BY due, game_id LIMIT ?) "
                f"RETURNING {REVIEW_COLUMNS}", (owner, until, now, now, limit))
        return sorted((review_row(row) for row in rows), key=lambda review: (review.due or 0.0, review.game_id))

    async def next_review(self) -> float | None:
        row = await self._row("SELECT MIN(MAX(due, COALESCE(claim_until, due))) FROM reviews WHERE due IS NOT NULL")
        return row[0] if row is not None else None

    async def hints(self, game_id: str) -> list[HintRow]:
        rows = await self._rows(f"SELECT {HINT_COLUMNS} FROM hints WHERE game_id = ? ORDER BY ply, seat", (game_id,))
        return [hint_row(row) for row in rows]
