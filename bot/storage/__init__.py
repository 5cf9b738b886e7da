"""Storage: the one place with SQL. The service sees only the interface (`Storage`, `Transaction`) and
the typed rows; `open_storage` picks the backend for a database name."""
from __future__ import annotations

from bot.storage.interface import Storage, Transaction
from bot.storage.rows import (
    ChallengeRow, GameRow, HistoryRow, LogEntry, OfferRow, RatingRow, ResultRow, StoredGame, VacationRow,
)

DEFAULT_DATABASE = "data/referee.db"


async def open_storage(database: str = DEFAULT_DATABASE) -> Storage:
    """Open (creating and migrating as needed) the database: today, a SQLite file path."""
    from bot.storage.sqlite import SqliteStorage

    return await SqliteStorage.open(database)


__all__ = ["DEFAULT_DATABASE", "ChallengeRow", "GameRow", "HistoryRow", "LogEntry", "OfferRow", "RatingRow",
           "ResultRow", "Storage", "StoredGame", "Transaction", "VacationRow", "open_storage"]
