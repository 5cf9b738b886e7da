"""SQLite through aiosqlite: one file, WAL, migrations at start-up, short write transactions.

Every write is committed at once and no lock outlives its transaction, so two bots on one file (the old
one not yet closed during a restart) both work.
"""
from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from bot.migrations import MIGRATIONS


class Storage:
    def __init__(self, connection: aiosqlite.Connection, path: str) -> None:
        self._db = connection
        self.path = path
        self._write_lock = asyncio.Lock()  # one transaction at a time on this connection

    @classmethod
    async def open(cls, path: str) -> Storage:
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        connection = await aiosqlite.connect(path, isolation_level=None, timeout=30)
        connection.row_factory = sqlite3.Row
        # synchronous=FULL: a commit is on the disk before the move is acknowledged, so not even a crash
        # of the machine or a power cut loses it (NORMAL survives a killed process, not a power cut)
        for pragma in ("journal_mode=WAL", "synchronous=FULL", "busy_timeout=30000", "foreign_keys=ON"):
            # a PRAGMA answers with a row: read it, or its open statement blocks the next COMMIT
            async with connection.execute(f"PRAGMA {pragma}") as cursor:
                await cursor.fetchall()
        storage = cls(connection, path)
        await storage._migrate()
        return storage

    async def close(self) -> None:
        await self._db.close()

    async def _migrate(self) -> None:
        async with self.transaction() as db:
            await db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            async with db.execute("SELECT MAX(version) FROM schema_version") as cursor:
                row = await cursor.fetchone()
            current = row[0] or 0
            for number in sorted(MIGRATIONS):
                if number > current:
                    for statement in _statements(MIGRATIONS[number]):
                        await db.execute(statement)
                    await db.execute("INSERT INTO schema_version VALUES (?)", (number,))

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
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

    async def fetchone(self, sql: str, params: Iterable[Any] = ()) -> sqlite3.Row | None:
        """The first row of a query (meant for queries of one row: a key, an aggregate)."""
        rows = await self.fetchall(sql, params)
        return rows[0] if rows else None

    async def fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        # one trip to the connection's thread (execute, fetch and close through a cursor take three)
        return list(await self._db.execute_fetchall(sql, tuple(params)))

    async def schema_version(self) -> int:
        row = await self.fetchone("SELECT MAX(version) FROM schema_version")
        return int(row[0] or 0)


def _statements(script: str) -> list[str]:
    """The statements of a migration script; comments go first since they may hold a `;`."""
    code = "\n".join(line.split("--", 1)[0] for line in script.splitlines())
    return [part.strip() for part in code.split(";") if part.strip()]
