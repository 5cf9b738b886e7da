"""`python -m bot`: config errors, a missing or wrong token: one clear line each, never a traceback."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import discord
import pytest

import bot.__main__ as entry
from bot.discord.client import RefereeBot
from bot.config import ConfigError, load_config

ROOT = Path(__file__).resolve().parents[1]


def run_bot(tmp_path: Path, *args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    environment = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    environment.update(env or {})
    return subprocess.run([sys.executable, "-m", "bot", *args], cwd=tmp_path, capture_output=True, text=True,
                          stdin=subprocess.DEVNULL, env={**environment, "PYTHONPATH": str(ROOT)}, timeout=60)


def test_without_a_token_it_says_so_in_one_line(tmp_path) -> None:
    done = run_bot(tmp_path)
    assert done.returncode != 0
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "No Discord token" in lines[0] and "README" in lines[0]
    assert done.stdout == ""


@pytest.mark.parametrize("text,expected", [
    ("[discord\ntoken = 'x'", "not valid TOML"),
    ("[discord]\ntokn = 'x'\n", "unknown key discord.tokn"),
    ("[discord]\ntoken = 5\n", "discord.token must be text, not 5"),
    ("[extras]\na = 1\n", "unknown section [extras]"),
    ("[logging]\nlevel = 'LOUD'\n", "logging.level must be one of"),
])
def test_a_broken_config_stops_start_up_with_one_line(tmp_path, text: str, expected: str) -> None:
    (tmp_path / "config.toml").write_text(text)
    done = run_bot(tmp_path)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "config.toml" in lines[0] and expected in lines[0], done.stderr


def test_a_toml_error_names_the_line(tmp_path) -> None:
    path = tmp_path / "config.toml"
    path.write_text("[discord]\n\ntoken = \n")
    with pytest.raises(ConfigError, match="line 3"):
        load_config(path, environ={})


def test_the_environment_token_wins_and_defaults_fill_in(tmp_path) -> None:
    path = tmp_path / "config.toml"
    path.write_text("[discord]\ntoken = 'from-file'\n")
    assert load_config(path, environ={}).token == "from-file"
    config = load_config(path, environ={"DISCORD_TOKEN": "from-env"})
    assert config.token == "from-env" and config.database == "data/referee.db" and config.log_level == "INFO"
    assert load_config(tmp_path / "missing.toml", environ={}).token == ""


def test_a_wrong_token_gets_one_line(tmp_path, monkeypatch, capsys) -> None:
    async def refuse(self, token: str, *, reconnect: bool = True) -> None:
        raise discord.LoginFailure("Improper token has been passed.")

    monkeypatch.setattr(RefereeBot, "start", refuse)
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-token")
    monkeypatch.chdir(tmp_path)
    assert entry.main(["--database", str(tmp_path / "r.db")]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "refused the token" in err[0]
