"""Backups of the embedded (SQLite) database, and their restore: the SQL side of `python -m bot.backup`.

A backup is taken with SQLite's online backup API from a connection of its own: safe while the bot runs
and writes (the copy is one consistent snapshot: every move committed before it began is in it), written
to a file beside the target and renamed into place, so a half-written backup never carries the name. The
backup is one self-contained file (journal mode DELETE: no -wal beside it).

A restore refuses, in one sentence (`StorageRefused`), a file that is not a SQLite database, a database that
is not this bot's (no `schema_version`, no `games`), a damaged one, a schema newer than this code; and a
target some process has open (a running bot holds a SQLite lock on its database for as long as it runs: the
restore asks for the exclusive lock without waiting; a bot on another machine sharing the file over a
network file system may not be seen: stop every bot first), and a target that holds data unless forced.
"""
from __future__ import annotations

import os
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from bot.storage.location import StorageRefused, newer_schema, shown
from bot.storage.migrations import MIGRATIONS

PAGES = 256  # pages copied per step: the bot's writers wait at most one step's time


@dataclass(frozen=True)
class Contents:
    """What a database holds, to say it: its schema version, games and moves."""

    version: int
    games: int
    moves: int


def _connect(path: str, *, read_only: bool = False, timeout: float = 30) -> sqlite3.Connection:
    uri = f"{Path(path).resolve().as_uri()}?mode=ro" if read_only else path
    return sqlite3.connect(uri, uri=read_only, timeout=timeout, isolation_level=None)


def contents(path: str) -> Contents:
    """The schema version, games and moves of this bot's database; StorageRefused in a sentence for a file
    that is missing, is no SQLite database, is not this bot's, is damaged, or is newer than this code."""
    file = Path(path)
    if not file.is_file():
        raise StorageRefused(f"{shown(path)} does not exist or is not a file")
    try:
        with closing(_connect(path, read_only=True)) as db:
            tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            if not {"schema_version", "games", "moves"} <= tables:
                raise StorageRefused(f"{shown(path)} is a SQLite database, but not one of this bot's (no games "
                                     "and no schema version in it)")
            version = int(db.execute("SELECT MAX(version) FROM schema_version").fetchone()[0] or 0)
            if version > max(MIGRATIONS):
                raise newer_schema(path, version, max(MIGRATIONS))
            check = db.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise StorageRefused(f"{shown(path)} is damaged ({check}): use another backup")
            games = int(db.execute("SELECT COUNT(*) FROM games").fetchone()[0])
            moves = int(db.execute("SELECT COUNT(*) FROM moves").fetchone()[0])
    except sqlite3.DatabaseError as exc:
        if "not a database" in str(exc) or "malformed" in str(exc):
            raise StorageRefused(f"{shown(path)} is not a SQLite database (nor a backup of one)") from None
        raise StorageRefused(f"{shown(path)} cannot be read as a database: {exc}") from None
    return Contents(version, games, moves)


def _copy(source: str, target: str) -> None:
    """Copy `source` into a new file beside `target`, then rename it to `target`: all of it, or nothing."""
    partial = Path(target).with_name(f".{Path(target).name}.partial-{os.getpid()}")
    partial.unlink(missing_ok=True)
    try:
        with closing(_connect(source)) as src, closing(_connect(str(partial))) as dst:
            src.backup(dst, pages=PAGES)  # a step at a time: the bot's writers go on between steps
            dst.execute("PRAGMA journal_mode=DELETE").fetchall()  # one file: no -wal beside the backup
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)


def create(source: str, target: str) -> Contents:
    """Back the database `source` up into the new file `target` (never over an existing one)."""
    contents(source)  # this bot's database, readable: else refused before anything is written
    if Path(target).exists():
        raise StorageRefused(f"{shown(target)} exists already: give a new file for the backup")
    folder = Path(target).parent
    if not folder.is_dir():
        raise StorageRefused(f"the folder {shown(str(folder))} does not exist: make it, or back up elsewhere")
    _copy(source, target)
    return contents(target)


def in_use(path: str) -> str | None:
    """Why the database at `path` must not be replaced now (None: nothing holds it): a process has it open
    (a running bot holds SQLite's shared lock on its database for as long as it runs). The claims a bot
    leaves on games and owed messages are no sign of one: a backup taken while the bot ran holds them too."""
    try:
        with closing(_connect(path, timeout=0)) as db:
            db.execute("PRAGMA locking_mode=EXCLUSIVE").fetchall()
            try:
                db.execute("BEGIN EXCLUSIVE")
            except sqlite3.OperationalError as exc:
                if "locked" in str(exc) or "busy" in str(exc):
                    return "a process (a running bot?) has it open: stop the bot first"
                raise
            db.execute("ROLLBACK")
    except sqlite3.DatabaseError as exc:
        return f"it cannot be opened ({exc})"
    return None


def holds_data(path: str) -> bool:
    """Whether the file at `path` is more than empty: any table with a row in it."""
    file = Path(path)
    if not file.exists() or file.stat().st_size == 0:
        return False
    try:
        with closing(_connect(path, read_only=True)) as db:
            tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' "
                                                   "AND name NOT LIKE 'sqlite_%' AND name != 'schema_version'")]
            return any(db.execute(f'SELECT 1 FROM "{table}" LIMIT 1').fetchone() for table in tables)
    except sqlite3.DatabaseError:
        return True  # not an empty database: something is there that a restore would lose


def restore(backup: str, target: str, *, force: bool = False) -> Contents:
    """Put the backup in place as the database `target`; refused as the module says."""
    found = contents(backup)
    if Path(target).is_dir():
        raise StorageRefused(f"{shown(target)} is a folder: give the database file to restore into")
    if Path(target).exists():
        busy = in_use(target)
        if busy is not None:
            raise StorageRefused(f"{shown(target)} is in use: {busy}")
        if holds_data(target) and not force:
            raise StorageRefused(f"{shown(target)} holds a database already: give a new file, or add --force "
                                 "to replace it (it is lost)")
    folder = Path(target).parent
    folder.mkdir(parents=True, exist_ok=True)
    _copy(backup, target)
    for leftover in ("-wal", "-shm"):  # the old database's journal must never be applied to the new one
        Path(target + leftover).unlink(missing_ok=True)
    return found
