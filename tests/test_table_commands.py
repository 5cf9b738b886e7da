"""The table's parser, generated from the command table: every option of every command is taken as
`name=value` and as `name:value` (issue 30: `game=<id>` was refused by `board`, `moves`, `move`, …), the
bare words each option declares, odd words refused in a sentence; `--locale` and the help in it."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bot.words import words
from bot.commands import TABLE, Label, walk
from bot.service import Refusal, User
from bot.table import HELP, parse
from tests.test_table_clocks import GAME_ID, Recorded, Wall, open_table, start

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
async def table(tmp_path):
    table = await open_table(tmp_path / "referee.db", Wall())
    yield table
    await table.service.close()


async def two_games(table: Recorded) -> tuple[str, str]:
    """alice plays bob and carol at Tic Tac Doh!, alice to move in both."""
    first = await start(table)
    challenge = await table.type("/tictacdoh start @carol seats=listed")
    second = GAME_ID.search(challenge[0]).group(1)
    await table.script("as carol", "Accept", "as alice")
    return first, second


@pytest.mark.parametrize("separator", ["=", ":"])
async def test_game_id_is_taken_by_every_command_about_a_game(table: Recorded, separator: str) -> None:
    first, second = await two_games(table)
    assert (await table.type("/tictacdoh board"))[0].startswith("✗ You have several")  # which one?
    board = await table.type(f"/tictacdoh board game{separator}{second}")
    assert f"#{second}" in board[0] and f"#{first}" not in board[0], board
    text = await table.type(f"/tictacdoh board game{separator}{first} text{separator}true")
    assert f"#{first}" in text[0], text
    moves = await table.type(f"/tictacdoh moves game{separator}{first} c3")
    assert moves and all("c3" in line for line in moves), moves
    played = await table.type(f"/tictacdoh move game{separator}{second} Sc3")
    assert any(f"#{second}" in line for line in played) and not played[0].startswith("✗"), played
    record = await table.type(f"/tictacdoh record game{separator}{second}")
    assert record[-1].startswith("record: ") and second in record[-1], record
    offer = await table.type(f"/tictacdoh draw game{separator}{first}")
    assert f"#{first}" in offer[0], offer
    asked = await table.type(f"/tictacdoh undo game{separator}{second}")
    assert f"#{second}" in asked[0], asked
    resign = await table.type(f"/tictacdoh resign game{separator}{first}")
    assert not resign[0].startswith("✗"), resign


async def test_the_lobbys_options_by_name_and_bare(table: Recorded) -> None:
    assert await table.type("/standings game=telic scope=global") == await table.type("/standings telic global")
    assert await table.type("/history user=@bob game:tictacdoh") == await table.type("/history @bob tictacdoh")
    assert (await table.type("/standings scope=sideways"))[0] == "✗ scope= is server or global, not 'sideways'."
    assert (await table.type("/notify where:dm"))[0].startswith("(only you see this) Done")
    assert (await table.type("/vacation days:2"))[0].startswith("(only you see this) 🏖️")


async def test_a_challenge_names_its_players_and_options_either_way(table: Recorded) -> None:
    said = await table.type("/telic start opponent=@bob move_limit:30 seats=listed clock:1d")
    assert said[0].startswith("alice challenges bob to **Telic**") and "move_limit=30" in said[0], said


async def test_words_no_option_takes_are_refused_not_ignored(table: Recorded) -> None:
    assert await table.type("/games now") == ["✗ /games takes no options, not 'now'."]
    assert await table.type("/telic rules game=ab3cd") == ["✗ /telic rules takes no options, not 'game=ab3cd'."]
    assert await table.type("/telic resign soon") == ["✗ /telic resign takes game=…, not 'soon'."]
    assert await table.type("/telic board text=true text=false") == ["✗ The option text is given twice."]
    assert await table.type("/history @bob @carol") == ["✗ /history takes user=… game=…, not '@carol'."]
    assert await table.type("/telic board game=") == ["✗ Give the option game a value: `game=<value>`."]


def test_every_option_of_every_table_command_is_read_by_name() -> None:
    """Generated, so nothing is left out: each option of each command the table has, typed `name=value`
    and `name:value`, comes out as its value."""
    samples = {"TEXT": "x1", "WHOLE": "3", "FLAG": "true", "USER": "@bob", "MEMBER": "@bob", "FILE": "a.ppn",
               "CHANNEL": "#puzzles"}
    read = {"TEXT": "x1", "WHOLE": 3, "FLAG": True, "USER": User("local:bob", "bob"),
            "MEMBER": User("local:bob", "bob"), "FILE": "a.ppn", "CHANNEL": "#puzzles"}
    checked = 0
    for found in walk():
        if TABLE not in found.fronts or found.children:
            continue
        group = found.game or found.group  # a game's subcommand, or a lobby group's (`/season start`)
        head = [f"/{group}", found.name] if group else [f"/{found.name}"]
        for option in found.options:
            sample = str(option.values[0]) if option.choices else samples[option.kind.name]
            expected = option.values[0] if option.choices else read[option.kind.name]
            required = [f"{other.name}=1" for other in found.options if other.required and other is not option]
            for separator in "=:":
                typed = parse([*head, f"{option.name}{separator}{sample}", *required])
                assert typed.command is found and typed.values[option.name] == expected, (found.name, option.name)
            checked += 1
    assert checked > 50


def test_the_parser_refuses_unknown_commands_and_subcommands() -> None:
    with pytest.raises(Refusal, match=r"^Unknown command /nosuch\. "):
        parse(["/nosuch"])
    with pytest.raises(Refusal, match=r"^/telic needs a subcommand: start, move, moves, board, .* or rules\.$"):
        parse(["/telic"])
    with pytest.raises(Refusal, match=r"^/telic has no subcommand 'fly': start, move, moves, "):
        parse(["/telic", "fly"])
    with pytest.raises(Refusal, match="^Unknown command /help"):  # Discord's; the table reads `help` itself
        parse(["/help"])


async def test_the_help_speaks_the_tables_language_and_keeps_english_commands(tmp_path: Path) -> None:
    table = await open_table(tmp_path / "referee.db", Wall())
    try:
        table.locale = "de"
        said = await table.type("help vacation")
        assert "  /vacation days=<0..14>            " + Label("command-vacation", "help").said("de") in said
        assert "deine Uhren" in "\n".join(said) and "stop your clocks" not in "\n".join(said)
    finally:
        await table.service.close()
    assert "  /vacation days=<0..14>            stop your clocks" in HELP


@pytest.mark.parametrize("given, kept", [("de", "de"), ("pt_PT", "pt-BR"), ("es-419", "es-ES"), ("xx", "en"),
                                          ("JA", "ja")])
def test_locale_is_kept_on_the_table(tmp_path: Path, given: str, kept: str) -> None:
    from bot.table import Table

    assert Table(None, tmp_path, locale=given).locale == kept  # type: ignore[arg-type]  # no service needed


def test_python_m_bot_table_takes_locale(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "bot.table", "--database", str(tmp_path / "t.db"), "--locale", "fr"],
                          cwd=ROOT, input="help /vacation\n/tictacdoh start @bob\n", capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    joined = " ".join(" ".join(line.split()) for line in lines)  # the help's line is padded and wrapped
    assert "/vacation days=<0..14> " + Label("command-vacation", "help").said("fr") in joined
    # the command typed in English; the challenge said in French, its buttons labelled in French
    accept = words("fr")("service-button-accept")
    assert any(line.startswith("alice ") and "bob" in line and "**Tic Tac Doh!**" in line for line in lines), lines
    assert any(f"[{accept}]" in line for line in lines), lines
