"""Where the database is and which shards a process runs: the command lines and the config."""
from __future__ import annotations

import subprocess
import sys

import discord
import pytest
from discord.ext import commands

import bot.__main__ as entry
from bot.config import ConfigError, load_config
from bot.discord import create_bot
from bot.discord.client import RefereeBot
from bot.storage.location import check_database, is_postgres, shown


def test_a_url_of_another_scheme_is_refused_in_one_line_and_creates_nothing(tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "a-token")
    assert entry.main(["--database", "mysql://bob:secret@db/referee"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["Cannot start: mysql://bob:***@db/referee is not a database this bot can use: give a SQLite "
                   "file path or a postgresql://user:password@host:port/database URL"]
    assert list(tmp_path.iterdir()) == []  # no folder named "mysql:"


def test_the_local_table_refuses_it_too(tmp_path) -> None:
    done = subprocess.run([sys.executable, "-m", "bot.table", "--database", "sqlite3://x.db"], cwd=tmp_path,
                          capture_output=True, text=True, input="", timeout=60)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "sqlite3://x.db is not a database" in done.stderr
    assert list(tmp_path.iterdir()) == []


def test_postgres_urls_and_paths_are_told_apart() -> None:
    assert is_postgres("postgresql://u:p@h:5432/d") and is_postgres("POSTGRES://h/d")
    assert not is_postgres("data/referee.db") and not is_postgres("C:/games/referee.db")
    assert check_database("data/referee.db") == "data/referee.db"
    assert shown("postgresql://u:hunter2@h/d") == "postgresql://u:***@h/d" and "hunter2" not in shown("postgresql://u:hunter2@h/d")
    with pytest.raises(ValueError, match="is empty"):
        check_database("  ")


def test_database_url_overrides_the_file_and_is_checked(tmp_path) -> None:
    path = tmp_path / "config.toml"
    path.write_text("[storage]\ndatabase = 'from-file.db'\n")
    assert load_config(path, environ={}).database == "from-file.db"
    url = "postgresql://bot:pw@db.example:5432/referee"
    assert load_config(path, environ={"DATABASE_URL": url}).database == url
    with pytest.raises(ConfigError, match=r"^DATABASE_URL: redis://h is not a database"):
        load_config(path, environ={"DATABASE_URL": "redis://h"})
    path.write_text("[storage]\ndatabase = 'ftp://files/referee.db'\n")
    with pytest.raises(ConfigError, match=r"config.toml: storage.database: ftp://files/referee.db is not"):
        load_config(path, environ={})


@pytest.mark.parametrize("spec,count,expected", [
    ("0-1", 4, ([0, 1], 4)), ("3", 4, ([3], 4)), ("2,0", 4, ([0, 2], 4)), ("0-2,5", 8, ([0, 1, 2, 5], 8)),
])
def test_shard_ranges(spec: str, count: int, expected) -> None:
    assert entry.parse_shards(spec, count) == expected


@pytest.mark.parametrize("spec,count,problem", [
    ("0-1", None, "go together"), (None, 4, "go together"), ("0-4", 4, "run from 0 to 3"),
    ("1-0", 4, "backwards"), ("a", 4, "0-1 or 0,2"), ("0,0", 4, "twice"), ("0", 0, "1 or more"),
])
def test_wrong_shards_get_one_line(spec, count, problem, tmp_path, monkeypatch, capsys) -> None:
    with pytest.raises(ValueError, match=problem):
        entry.parse_shards(spec, count)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "a-token")
    argv = (["--shards", spec] if spec is not None else []) + (["--shard-count", str(count)] if count is not None else [])
    assert entry.main(["--database", str(tmp_path / "r.db"), *argv]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and problem in err[0]


def test_shards_run_in_one_autosharded_process(tmp_path, monkeypatch) -> None:
    started: list[RefereeBot] = []

    async def start(self, token: str, *, reconnect: bool = True) -> None:
        started.append(self)

    monkeypatch.setattr(RefereeBot, "start", start)
    monkeypatch.setenv("DISCORD_TOKEN", "a-token")
    monkeypatch.chdir(tmp_path)
    assert entry.main(["--database", str(tmp_path / "r.db"), "--shards", "0-1", "--shard-count", "4"]) == 0
    [bot] = started
    assert isinstance(bot, commands.AutoShardedBot) and isinstance(bot, discord.AutoShardedClient)
    assert bot.shard_ids == [0, 1] and bot.shard_count == 4
    assert entry.main(["--database", str(tmp_path / "r.db")]) == 0
    assert not isinstance(started[1], discord.AutoShardedClient)  # without the flags: one process as before
    assert not isinstance(create_bot(str(tmp_path / "r.db")), discord.AutoShardedClient)
