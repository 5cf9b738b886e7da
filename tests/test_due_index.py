"""The scheduler's queries are answered by the index on `due` (migration 4's `games_due`): finding the
due games costs O(due), not a scan of every game. The plans are SQLite's own, for the statements the
storage runs (captured as they run), so a change of the query or of the index shows here."""
from __future__ import annotations

import pytest

from bot.storage import GameRow, open_storage

T0 = 1_800_000_000.0


async def ran(storage, call) -> str:
    """The one statement `call` runs on the storage's connection, with its values bound."""
    seen: list[str] = []
    await storage._db.set_trace_callback(seen.append)
    try:
        await call()
    finally:
        await storage._db.set_trace_callback(None)
    [statement] = seen
    return statement


async def plan(storage, statement: str) -> str:
    rows = await storage._db.execute_fetchall("EXPLAIN QUERY PLAN " + statement)
    return "; ".join(row[3] for row in rows)


@pytest.fixture
async def storage(tmp_path):
    store = await open_storage(str(tmp_path / "referee.db"))
    async with store.transaction() as tx:
        for n, due in enumerate((T0 + 30, T0 - 10, None, T0 - 20)):
            await tx.add_game(GameRow(f"g{n}", "tictacdoh", "g1", "chan-1", None, {}, ["1", "2"], 0, "active",
                                      None, T0 - 100, T0 - 100, clock=3600.0, to_move="1",
                                      deadline=due, reminders=2, due=due), "{}")
    yield store
    await store.close()


async def test_the_due_games_are_found_through_the_index_on_due(storage) -> None:
    assert [g.id for g in await storage.due_games(T0)] == ["g3", "g1"]  # the due ones, earliest first
    detail = await plan(storage, await ran(storage, lambda: storage.due_games(T0)))
    assert "USING INDEX games_due (due<?)" in detail and "SCAN games" not in detail, detail
    assert "TEMP B-TREE" not in detail, detail  # the index gives the order too: no sort of the rows found


async def test_the_next_due_time_is_read_from_the_index(storage) -> None:
    assert await storage.next_due() == T0 - 20
    detail = await plan(storage, await ran(storage, storage.next_due))
    assert "SEARCH games USING INDEX games_due" in detail and "SCAN games" not in detail, detail
    assert "USING INDEX games_claimed" in detail and "TEMP B-TREE" not in detail, detail  # no sort either


async def test_the_check_sees_a_scan_when_the_index_is_gone(storage) -> None:
    statement = await ran(storage, lambda: storage.due_games(T0))
    await storage._db.execute("DROP INDEX games_due")
    detail = await plan(storage, statement)
    assert "SCAN games" in detail and "games_due" not in detail, detail
