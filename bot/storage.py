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
        await connection.execute("PRAGMA journal_mode=WAL")
        await connection.execute("PRAGMA synchronous=NORMAL")
        await connection.execute("PRAGMA busy_timeout=30000")
        await connection.execute("PRAGMA foreign_keys=ON")
        storage = cls(connection, path)
        await storage._migrate()
        return storage

    async def close(self) -> None:
        await self._db.close()

    async def _migrate(self) -> None:
        async with self.transaction() as db:
            await db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            row = await (await db.execute("SELECT MAX(version) FROM schema_version")).fetchone()
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
        async with self._db.execute(sql, tuple(params)) as cursor:
            return await cursor.fetchone()

    async def fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        async with self._db.execute(sql, tuple(params)) as cursor:
            return list(await cursor.fetchall())

    async def schema_version(self) -> int:
        row = await self.fetchone("SELECT MAX(version) FROM schema_version")
        return int(row[0] or 0)


def _statements(script: str) -> list[str]:
    """The statements of a migration script; comments go first since they may hold a `;`."""
    code = "\n".join(line.split("--", 1)[0] for line in script.splitlines())
    return [part.strip() for part in code.split(";") if part.strip()]
