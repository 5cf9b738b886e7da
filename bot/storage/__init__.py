"""Storage: the one place with SQL. The service sees only the interface (`Storage`, `Transaction`) and
the typed rows; `open_storage` picks the backend for a database name."""
from __future__ import annotations

from bot.storage.interface import Storage, Transaction
from bot.storage.rows import (
    ChallengeRow, ChallengeStatus, Ending, EntryKind, GameRow, GameStatus, HistoryRow, LogEntry, NewOwed, OfferKind,
    OfferRow, OfferStatus, OwedKind, OwedRow, OwedStatus, RatingRow, ResultRow, StoredGame, VacationRow,
)
from bot.storage.rows import DigestRow
from bot.storage.rows import DailyPuzzleRow, PuzzleRow

from bot.storage.location import StorageRefused, check_database, is_postgres

DEFAULT_DATABASE = "data/referee.db"


async def open_storage(database: str = DEFAULT_DATABASE) -> Storage:
    """Open (creating and migrating as needed) the database: a PostgreSQL URL, or a SQLite file path.

    A URL of any other scheme, or a malformed one, is refused before anything is created (no folder named
    `mysql:`); so is, once tried, a file that is not a database, a place the bot cannot write, a schema
    newer than this code and a server that cannot be reached: `StorageRefused` in one sentence, with
    nothing left open (no connection's thread keeps the process alive after it)."""
    check_database(database)
    if is_postgres(database):
        # imported here: the SQLite default never needs the PostgreSQL driver
        from bot.storage.postgres import PostgresStorage

        return await PostgresStorage.open(database)
    from bot.storage.sqlite import SqliteStorage

    return await SqliteStorage.open(database)


__all__ = ["DEFAULT_DATABASE", "ChallengeRow", "ChallengeStatus", "Ending", "EntryKind", "GameRow", "GameStatus",
           "HistoryRow", "LogEntry", "NewOwed", "OfferKind", "OfferRow", "OfferStatus", "OwedKind", "OwedRow",
           "OwedStatus", "RatingRow", "ResultRow", "Storage", "StorageRefused", "StoredGame", "Transaction",
           "VacationRow", "is_postgres", "open_storage"]
__all__ += ["DigestRow"]
__all__ += ["DailyPuzzleRow", "PuzzleRow"]
