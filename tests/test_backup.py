"""`python -m bot.backup`: a backup taken while a second process writes moves restores every acknowledged
move, and the restored database is the backup row for row and plays on; every bad input refused in one
line, exit code 2, nothing changed."""
from __future__ import annotations

import asyncio
import shutil
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import pytest

from bot.backup import main
from bot.service import GameService
from bot.storage.migrations import MIGRATIONS
from tests.service_helpers import ALICE, BOB, start_game

WANTED_ACKS = 15  # moves acknowledged by the writer before the backup starts


def dump(path: Path) -> list[str]:
    """Every row of every table, as SQLite writes them out: two databases alike hold the same."""
    with closing(sqlite3.connect(path)) as db:
        return [line for line in db.iterdump() if not line.startswith(("BEGIN", "COMMIT"))]


async def test_a_backup_taken_while_moves_are_written_restores_every_acknowledged_move(tmp_path, capsys) -> None:
    live, copy, restored = tmp_path / "live.db", tmp_path / "backup.db", tmp_path / "restored" / "referee.db"
    await (await GameService.open(str(live), render=False)).close()  # made and migrated before the writer starts
    writer = subprocess.Popen([sys.executable, "-m", "tests.backup_writer", str(live)], stdout=subprocess.PIPE,
                              text=True, cwd=Path(__file__).parent.parent)
    try:
        acked: list[tuple[str, int]] = []
        while len(acked) < WANTED_ACKS:
            line = writer.stdout.readline() if writer.stdout else ""
            assert line.startswith("ACK "), f"the writer stopped: {line!r}"
            _, game, version = line.split()
            acked.append((game, int(version)))
        assert main(["create", str(copy), "--database", str(live)]) == 0  # the writer goes on meanwhile
        more = writer.stdout.readline() if writer.stdout else ""
        assert more.startswith("ACK "), "the writer was not held up by the backup"
    finally:
        writer.kill()
        writer.wait()
    assert capsys.readouterr().out.startswith(f"Backed up {live} to {copy}: schema version {max(MIGRATIONS)}")
    assert await restore(["restore", str(copy), "--database", str(restored)]) == 0
    assert "Restored" in capsys.readouterr().out
    assert dump(restored) == dump(copy)  # every game, challenge, clock and outbox row exactly
    service = await GameService.open(str(restored), render=False)
    try:
        versions = await service.storage.versions(sorted({game for game, _ in acked}))
        for game, version in acked:
            assert versions[game] >= version and len(await service.storage.log(game)) >= version, (game, version)
        # the restored database plays on: the newest game, if it is still going, takes its next move
        loaded = await service.game(acked[-1][0])
        if not loaded.state.is_over:
            seat = loaded.state.current_player
            user = ALICE.__class__(loaded.record.players[seat], "anyone")
            moves, _ = await service.moves_for(user, game_id=loaded.record.id)
            await service.play(user, moves[0][0], game_id=loaded.record.id)
    finally:
        await service.close()


@pytest.fixture
async def a_backup(tmp_path) -> Path:
    """A backup of a database with one game in progress."""
    live = tmp_path / "live.db"
    service = await GameService.open(str(live), render=False)
    await start_game(service, "tictacdoh", [ALICE, BOB])
    await service.close()
    assert main(["create", str(tmp_path / "good.db"), "--database", str(live)]) == 0
    return tmp_path / "good.db"


async def restore(argv: list[str]) -> int:
    """The command line on a thread, as its own process would run (it runs an event loop of its own)."""
    return await asyncio.to_thread(main, argv)


async def refused(argv: list[str], capsys, *words: str) -> None:
    assert await restore(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("Cannot "), err
    for word in words:
        assert word in err, err


async def test_every_bad_restore_is_refused_and_changes_nothing(a_backup: Path, tmp_path, capsys) -> None:
    capsys.readouterr()
    target = tmp_path / "target.db"
    text = tmp_path / "notes.txt"
    text.write_text("not a database\n" * 100)
    stranger = tmp_path / "stranger.db"
    with closing(sqlite3.connect(stranger)) as db:
        db.execute("CREATE TABLE things (a)")
    newer = tmp_path / "newer.db"
    shutil.copy(a_backup, newer)
    with closing(sqlite3.connect(newer)) as db, db:
        db.execute("INSERT INTO schema_version VALUES (?)", (max(MIGRATIONS) + 1,))
    await refused(["restore", str(tmp_path / "missing.db"), "--database", str(target)], capsys, "does not exist")
    await refused(["restore", str(text), "--database", str(target)], capsys, "not a SQLite database")
    await refused(["restore", str(stranger), "--database", str(target)], capsys, "not one of this bot's")
    await refused(["restore", str(newer), "--database", str(target)], capsys, "newer than this code")
    assert not target.exists()
    await refused(["restore", str(a_backup), "--database", "postgresql://u:secret@db:5432/referee"], capsys,
            "pg_restore", "u:***@db")
    await refused(["create", str(tmp_path / "x.dump"), "--database", "postgresql://u:secret@db:5432/referee"], capsys,
            "pg_dump --format=custom", "u:***@db")
    await refused(["create", str(a_backup), "--database", str(tmp_path / "live.db")], capsys, "exists already")
    # a target that holds a database: refused unless forced; one a running bot holds: refused even then
    assert await restore(["restore", str(a_backup), "--database", str(target)]) == 0
    before = dump(target)
    await refused(["restore", str(a_backup), "--database", str(target)], capsys, "--force")
    service = await GameService.open(str(target), render=False)  # a bot running on it
    try:
        await service.games_in_guild("g1")
        await refused(["restore", str(a_backup), "--database", str(target), "--force"], capsys, "in use", "stop the bot")
    finally:
        await service.close()
    assert dump(target) == before
    assert await restore(["restore", str(a_backup), "--database", str(target), "--force"]) == 0
