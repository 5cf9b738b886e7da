"""The storage backends: which one a database name picks, migrations under concurrency, and the same
answers from SQLite and PostgreSQL to the same writes (rows, order, None), all or nothing, and the
checks that keep two processes on one database from both winning."""
from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from bot.storage import (
    ChallengeRow, GameRow, LogEntry, OfferRow, RatingRow, ResultRow, Storage, VacationRow, is_postgres,
    open_storage,
)
from bot.storage.migrations import MIGRATIONS
from bot.storage.rows import ReviewRow, ReviewStatus
from tests.pg_server import PgServer


# ---- picking the backend ----------------------------------------------------------------------------
@pytest.mark.parametrize("database", ["mysql://x", "mysql://bob:secret@db.example/referee", "sqlite:///a.db",
                                      "HTTPS://example.com/db"])
async def test_a_url_of_another_kind_is_refused_in_one_line_and_creates_nothing(database: str, tmp_path: Path,
                                                                              monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ValueError) as refused:
        await open_storage(database)
    message = str(refused.value)
    assert "\n" not in message and "is not a database this bot can use" in message
    assert "give a SQLite file path or a postgresql://" in message
    assert "secret" not in message  # a password stays out of the error
    assert list(tmp_path.iterdir()) == []  # no folder named "mysql:"


def test_what_is_a_postgresql_url() -> None:
    assert is_postgres("postgresql://u@h/db") and is_postgres("postgres://u@h:5433/db")
    assert is_postgres("PostgreSQL://u@h/db")
    assert not is_postgres("data/referee.db") and not is_postgres("postgresql.db") and not is_postgres("mysql://x")
    assert not is_postgres(":memory:")


async def test_the_schema_is_the_latest(database: str) -> None:
    storage = await open_storage(database)
    try:
        assert await storage.schema_version() == max(MIGRATIONS)
    finally:
        await storage.close()


# ---- migrations on PostgreSQL ------------------------------------------------------------------------
@pytest.fixture
def server(postgres: PgServer) -> PgServer:
    return postgres


async def applied(url: str) -> list[int]:
    import asyncpg

    connection = await asyncpg.connect(url)
    try:
        return [row["version"] for row in await connection.fetch("SELECT version FROM schema_version ORDER BY 1")]
    finally:
        await connection.close()


async def test_two_processes_starting_at_once_migrate_once(server: PgServer) -> None:
    """Two bots started together on a new database (two pools: two clients, as two processes are):
    both open it, and each migration is applied once."""
    url = server.create_database(migrated=False)
    try:
        for attempt in range(3):
            first, second = await asyncio.gather(open_storage(url), open_storage(url))
            try:
                assert await first.schema_version() == await second.schema_version() == max(MIGRATIONS)
            finally:
                await first.close()
                await second.close()
            assert await applied(url) == sorted(MIGRATIONS)  # and again: a migrated database stays as it is
    finally:
        server.drop_database(url)


async def test_a_postgres_url_works_too_and_timestamps_keep_every_digit(server: PgServer) -> None:
    """postgres:// is PostgreSQL's other name; REAL columns are 8-byte floats there too (not PostgreSQL's
    REAL), so a timestamp reads back exactly."""
    url = server.create_database(migrated=False).replace("postgresql://", "postgres://", 1)
    storage = await open_storage(url)
    try:
        at = 1_764_000_000.123456
        async with storage.transaction() as tx:
            await tx.add_game(game("g1", created=at), "{}")
        row = await storage.game("g1")
        assert row is not None and row.created == at and row.turn_since == at
    finally:
        await storage.close()
        server.drop_database(url)


# ---- the same answers on both backends ----------------------------------------------------------------
def game(game_id: str, *, players: tuple[str, ...] = ("u1", "u2"), created: float = 100.0, **changes: Any) -> GameRow:
    row = GameRow(id=game_id, key="coins", guild="g1", place="chan", thread=None, options={"size": 3},
                  players=list(players), version=0, status="active", board_message=None, created=created,
                  turn_since=created, to_move=players[0])
    return replace(row, **changes)


async def write(storage: Storage, work: Callable[[Any], Awaitable[Any]]) -> Any:
    async with storage.transaction() as tx:
        return await work(tx)


async def scenario(storage: Storage) -> list[Any]:
    """Writes and reads touching every method, with ties (equal times) where order could differ; the
    answers, in order."""
    said: list[Any] = []

    async def check(result: Awaitable[Any]) -> None:
        said.append(await result)

    w = lambda work: write(storage, work)  # noqa: E731
    await w(lambda tx: tx.remember_names({"u1": "Zed", "u2": "amy", "u3": "Émile", "u4": "bob"}))
    await w(lambda tx: tx.remember_names({"u4": "Bob"}))  # a new name replaces the old
    await check(storage.names(["u1", "u4", "nobody"]))
    await check(storage.names([]))
    # challenges: two made at one moment in one place, one elsewhere
    for challenge_id, place in (("c2", "chan"), ("c1", "chan"), ("c3", "other")):
        await w(lambda tx, c=challenge_id, p=place: tx.add_challenge(ChallengeRow(
            c, "coins", "g1", p, "u1", ["u2", "u3"], [], {"size": 3}, True, "open", 50.0,
            clock=3600.0 if c == "c1" else None, seats=["u1", "u2"] if c == "c2" else None)))
    await check(w(lambda tx: tx.set_accepted("c1", ["u2"], was=[])))
    await check(w(lambda tx: tx.set_accepted("c1", ["u3"], was=[])))  # stale: refused
    await check(w(lambda tx: tx.close_challenge("c3", "withdrawn")))
    await check(w(lambda tx: tx.close_challenge("c3", "declined")))  # no longer open
    await w(lambda tx: tx.set_challenge_message("c2", "m-c2"))
    await check(storage.challenge("c1"))
    await check(storage.challenge("c9"))
    await check(storage.open_challenges())
    await check(storage.open_challenges("chan"))
    await check(storage.open_challenges("nowhere"))
    await check(storage.id_taken("c3"))
    await check(storage.id_taken("zz"))
    # games: three started at one moment, one of them due, one in a thread
    await w(lambda tx: tx.add_game(game("gb", players=("u1", "u2"), due=500.0, clock=1000.0, deadline=1100.0),
                                   '{"b": 1}'))
    await w(lambda tx: tx.add_game(game("ga", players=("u2", "u1"), due=500.0), '{"a": 1}'))
    await w(lambda tx: tx.add_game(game("gc", players=("u1", "u3", "u4"), guild=None, due=300.0), '{"c": 1}'))
    await w(lambda tx: tx.add_game(game("gd", players=("u1", "nameless"), due=None), '{"d": 1}'))
    await w(lambda tx: tx.set_home("gc", thread="thread-c"))
    await w(lambda tx: tx.set_home("gc", board_message="board-c"))  # the thread stays
    await w(lambda tx: tx.append_moves("ga", [LogEntry(1, None, "chance", "roll 3", 101.0),
                                              LogEntry(2, 0, "move", "a1+", 102.0, "a word"),
                                              LogEntry(3, 1, "resign", "1", 103.0)]))
    ga = game("ga", players=("u2", "u1"), due=500.0, version=3, turn_since=103.0, to_move="u1")
    await check(w(lambda tx: tx.update_game(ga, '{"a": 2}', expected_version=0)))
    await check(w(lambda tx: tx.update_game(replace(ga, version=4), expected_version=0)))  # stale
    await check(w(lambda tx: tx.update_game(replace(ga, reminders=1), expected_version=3)))  # snapshot kept
    for game_id in ("ga", "gb", "gc", "gd", "nope"):
        await check(storage.load_game(game_id))
    await check(storage.game("gc"))
    await check(storage.game_in_thread("thread-c"))
    await check(storage.game_in_thread("thread-x"))
    for user in ("u1", "u2", "u9"):
        await check(storage.games_of(user))
    await check(storage.games_of("u1", key="coins"))
    await check(storage.games_of("u1", key="telic"))
    await check(storage.active_games())
    await check(storage.active_games(place="chan"))
    await check(storage.active_games(place="thread-c"))
    await check(storage.active_games(guild="g1"))
    await check(storage.active_games(place="chan", guild="g2"))
    await check(storage.games_to_move("u1"))
    await check(storage.due_games(499.0))
    await check(storage.due_games(500.0))
    await check(storage.due_games(500.0, limit=2))
    await check(storage.log("ga"))
    await check(storage.log("gb"))
    await check(storage.last_move("ga"))
    await check(storage.last_move("gb"))
    # offers: two made at one moment, closed together
    for offer_id in ("o2", "o1"):
        await w(lambda tx, o=offer_id: tx.add_offer(OfferRow(o, "gb", "draw", "u1", 0, None, ["u2"], [], "open",
                                                             200.0)))
    await w(lambda tx: tx.add_offer(OfferRow("o3", "ga", "undo", "u2", 3, 2, ["u1"], [], "open", 201.0)))
    await w(lambda tx: tx.set_offer_message("o3", "m-o3"))
    await check(w(lambda tx: tx.set_offer("o3", accepted=["u1"], status="accepted", was=[])))
    await check(w(lambda tx: tx.set_offer("o3", accepted=["u1"], status="accepted", was=[])))  # closed: refused
    await check(storage.open_offers("gb"))
    await check(storage.offer("o3"))
    await check(storage.offer("o9"))
    await check(w(lambda tx: tx.close_offers("gb", "withdrawn")))
    await check(w(lambda tx: tx.close_offers("gb", "withdrawn")))  # none left
    await check(storage.open_offers("gb"))
    await check(storage.offer("o1"))
    # settings and vacations
    await w(lambda tx: tx.put_setting("guild:g1", "clock", "1d"))
    await w(lambda tx: tx.put_setting("guild:g1", "clock", "2d"))
    await w(lambda tx: tx.put_setting("guild:g1", "reminders", "off"))
    await check(storage.settings("guild:g1"))
    await check(storage.settings("guild:g2"))
    await w(lambda tx: tx.add_vacation(VacationRow("u2", 10.0, 400.0, True)))
    await w(lambda tx: tx.add_vacation(VacationRow("u1", 10.0, 400.0, True)))
    await w(lambda tx: tx.add_vacation(VacationRow("u1", 20.0, 600.0, True)))
    await w(lambda tx: tx.add_vacation(VacationRow("u1", 20.0, 700.0, True)))  # replaces the one before
    await check(storage.vacations("u1", since=0.0))
    await check(storage.vacations("u1", since=400.0))
    await check(storage.due_vacations(399.0))
    await check(storage.due_vacations(400.0))
    await check(storage.next_due())
    await check(w(lambda tx: tx.close_vacation("u2", 350.0)))  # early: its end moves
    await check(w(lambda tx: tx.close_vacation("u2", 350.0)))  # none open now
    await check(w(lambda tx: tx.close_vacation("u3", 350.0)))
    await check(storage.vacations("u2", since=0.0))
    # claims on due work
    await check(storage.claim_due(299.0, "p1", 900.0))
    await check(storage.claim_due(500.0, "p1", 900.0, limit=2))
    await check(storage.next_due())
    await check(storage.claim_due(500.0, "p2", 950.0))  # the third, the others being held
    await check(storage.claim_due(901.0, "p2", 950.0))  # p1's claims lapsed
    await storage.release(["gc"], "p1")  # not p1's any more: stays p2's
    await check(storage.next_due())
    await storage.release(["ga", "gb", "gc"], "p2")
    await check(storage.next_due())
    await check(storage.claim_due(500.0, "p3", 960.0, limit=1))
    # results and ratings: two games finished at one moment
    for game_id, players, ranking, scores in (("gb", ["u1", "u2"], [2, 1], [1.5, 3.0]),
                                              ("ga", ["u2", "u1"], [1, 1], None)):
        outcomes = ["draw", "draw"] if ranking == [1, 1] else ["loss", "win"]
        await w(lambda tx, g=game_id, p=players, r=ranking, s=scores, o=outcomes: tx.add_result(
            ResultRow(g, "g1", "coins", p, r, s, g == "gb", 800.0, o)))
    await w(lambda tx: tx.add_result(ResultRow("gc", None, "coins", ["u1", "u3", "u4"], [1, 2, 3], None, True, 700.0,
                                               ["win", "loss", "loss"])))
    await check(storage.results())
    await check(storage.results(game_id="ga"))
    await check(storage.results(game_id="gz"))
    await check(w(lambda tx: tx.ratings_of("g1", "coins", ["u1", "u2"])))
    await w(lambda tx: tx.save_ratings([
        RatingRow("g1", "coins", user, mu, sigma, wins, losses, draws, games)
        for user, mu, sigma, wins, losses, draws, games in (
            ("u1", 25.0, 8.0, 1, 0, 0, 1), ("u2", 25.0, 8.0, 0, 1, 0, 1), ("u3", 25.0, 8.0, 1, 0, 0, 1),
            ("u4", 25.0, 8.0, 1, 0, 0, 1), ("nameless", 25.0, 8.0, 1, 0, 0, 1), ("u5", 30.0, 1.0, 2, 0, 0, 2),
            ("u6", 25.0, 8.0, 0, 0, 0, 2))]))
    await w(lambda tx: tx.save_ratings([RatingRow("g1", "coins", "u6", 25.0, 8.0, 0, 0, 1, 1)]))  # replaced whole
    await check(w(lambda tx: tx.ratings_of("g1", "coins", ["u1", "u6", "u9"])))
    await check(w(lambda tx: tx.ratings_of("g1", "coins", [])))
    await check(storage.ratings("g1", "coins"))
    await check(storage.ratings("g1", "coins", offset=2, limit=3))
    await check(storage.ratings("g1", "coins", offset=5))
    await check(storage.ratings("g1", "telic"))
    await check(storage.rated_players("g1", "coins"))
    await check(storage.rated_players("g2", "coins"))
    for user in ("u1", "u3", "u9"):
        await check(storage.history(user))
    await check(storage.history("u1", key="coins", limit=1))
    await check(storage.history("u1", key="telic"))
    # a takeback: the game goes back, its result is forgotten
    await w(lambda tx: tx.rewind(replace(ga, version=1, status="active", finished=None), '{"a": 1}'))
    await check(storage.load_game("ga"))
    await check(storage.log("ga"))
    await check(storage.results())
    await check(storage.history("u2"))
    # reviews: two asked at one moment, the later-named first; a claim of one takes the first by id
    for game_id in ("gb", "ga"):
        await check(w(lambda tx, g=game_id: tx.add_review(ReviewRow(g, ReviewStatus.PENDING, "u1", 600.0, 600.0, {}))))
    await check(storage.claim_reviews(600.0, "p1", 700.0, limit=1))
    await check(storage.next_review())
    await storage.checkpoint()
    await check(storage.schema_version())
    return said


@pytest.fixture
async def sqlite_and_postgres(tmp_path: Path, server: PgServer) -> AsyncIterator[tuple[Storage, Storage]]:
    lite = await open_storage(str(tmp_path / "referee.db"))
    url = server.create_database()
    pg = await open_storage(url)
    try:
        yield lite, pg
    finally:
        await lite.close()
        await pg.close()
        server.give_back(url)


async def test_both_backends_give_the_same_answers(sqlite_and_postgres: tuple[Storage, Storage]) -> None:
    lite, pg = sqlite_and_postgres
    expected, got = await scenario(lite), await scenario(pg)
    assert len(expected) == len(got)
    for number, (answer, other) in enumerate(zip(expected, got)):
        assert other == answer, f"answer {number} differs"
        assert type(other) is type(answer), f"answer {number} is a {type(other)}"


# ---- all or nothing, and the checks that hold under concurrency (both backends) ---------------------
async def test_a_failed_transaction_leaves_nothing(database: str) -> None:
    storage = await open_storage(database)
    try:
        with pytest.raises(RuntimeError):
            async with storage.transaction() as tx:
                await tx.add_game(game("g1"), "{}")
                await tx.append_moves("g1", [LogEntry(1, 0, "move", "a1+", 101.0)])
                raise RuntimeError("disk on fire")
        assert await storage.game("g1") is None and await storage.log("g1") == []
        assert not await storage.id_taken("g1")
    finally:
        await storage.close()


async def test_of_two_writers_on_one_version_one_wins(database: str) -> None:
    """The second waits for the first's lock, then finds the version gone."""
    one, two = await open_storage(database), await open_storage(database)
    try:
        async with one.transaction() as tx:
            await tx.add_game(game("g1"), "{}")

        async def second_writer() -> bool:
            async with two.transaction() as tx:
                return await tx.update_game(game("g1", version=1, turn_since=300.0), "{}", expected_version=0)

        async with one.transaction() as tx:
            assert await tx.update_game(game("g1", version=1, turn_since=200.0), "{}", expected_version=0)
            waiting = asyncio.create_task(second_writer())
            await asyncio.sleep(0.3)
            assert not waiting.done()  # held up until the first commits
        assert await waiting is False
        row = await two.game("g1")
        assert row is not None and (row.version, row.turn_since) == (1, 200.0)
    finally:
        await one.close()
        await two.close()


async def test_a_second_challenge_check_waits_for_the_first_and_sees_its_challenge(database: str) -> None:
    """The one-challenge check is read in the transaction that adds: a second process's check waits for
    the first's commit, then sees what it added (PostgreSQL: a lock; SQLite: one writer)."""
    one, two = await open_storage(database), await open_storage(database)
    try:
        async def second_check() -> list[str]:
            async with two.transaction() as tx:
                return [row.id for row in await tx.open_challenges_by("u1", "coins")]

        async with one.transaction() as tx:
            assert await tx.open_challenges_by("u1", "coins") == []
            await tx.add_challenge(ChallengeRow("c1", "coins", "g1", "chan", "u1", [], [], {}, True, "open", 50.0,
                                                seats_wanted=2))
            waiting = asyncio.create_task(second_check())
            await asyncio.sleep(0.3)
            assert not waiting.done()  # held up until the first commits
        assert await waiting == ["c1"]
    finally:
        await one.close()
        await two.close()


async def test_two_processes_never_claim_one_game(database: str) -> None:
    one, two = await open_storage(database), await open_storage(database)
    try:
        async with one.transaction() as tx:
            for n in range(20):
                await tx.add_game(game(f"g{n:02}", due=100.0 + n % 7), "{}")
        for _ in range(3):
            claims = await asyncio.gather(one.claim_due(200.0, "p1", 260.0, limit=15),
                                          two.claim_due(200.0, "p2", 260.0, limit=15))
            ids = [[row.id for row in rows] for rows in claims]
            assert not set(ids[0]) & set(ids[1]) and len(ids[0]) + len(ids[1]) == 20
            for rows in claims:  # earliest due first
                assert [(row.due, row.id) for row in rows] == sorted((row.due, row.id) for row in rows)
            assert await one.claim_due(200.0, "p3", 260.0) == []  # all held
            for owner, claimed in zip(("p1", "p2"), ids):
                await (one if owner == "p1" else two).release(claimed, owner)
    finally:
        await one.close()
        await two.close()


async def test_listeners_hear_of_each_committed_change_where_the_database_tells(database: str) -> None:
    """PostgreSQL tells listeners (in any process) of every game a commit changed, and not of a rollback;
    SQLite cannot, and says so (None: the web page polls the versions instead)."""
    writer, watcher = await open_storage(database), await open_storage(database)
    heard: list[str] = []
    stop = await watcher.listen(heard.append)
    try:
        if not is_postgres(database):
            assert stop is None
            return
        assert stop is not None
        game = GameRow("g1", "tictacdoh", None, "c", None, {}, ["1", "2"], 0, "active", None, 1.0, 1.0)
        async with writer.transaction() as tx:
            await tx.add_game(game, "{}")
        with pytest.raises(RuntimeError):
            async with writer.transaction() as tx:
                assert await tx.update_game(replace(game, version=1), expected_version=0)
                raise RuntimeError("rolled back")
        async with writer.transaction() as tx:
            assert await tx.update_game(replace(game, version=1), expected_version=0)
        for _ in range(100):
            if heard:
                break
            await asyncio.sleep(0.02)
        await asyncio.sleep(0.1)
        assert heard == ["g1"]  # once: the rolled-back change was never told
        assert await watcher.versions(["g1", "nope"]) == {"g1": 1}
    finally:
        if stop is not None:
            await stop()
        await writer.close()
        await watcher.close()
