"""The README's local-table example, read out of README.md and typed into the table as written
(comments and all): every line succeeds, each as the user its prompt names, whatever the dice say."""
from __future__ import annotations

import random
import re
import shlex
from pathlib import Path

import pytest

from bot.commands import DISCORD_SYNTAX, help_entries, path_of
from bot.service import GameService
from bot.table import parse
from tests.test_table_clocks import Recorded, Wall

README = Path(__file__).resolve().parent.parent / "README.md"
PROMPT = re.compile(r"^(\w+)> (.*)$")


def readme_example() -> tuple[list[tuple[str, str]], list[str]]:
    """The first code block after "You type what a Discord user types": (user, line) for every prompt
    line, and the lines it shows the table printing."""
    text = README.read_text(encoding="utf-8")
    after = text[text.index("You type what a Discord user types"):]
    block = after.split("```\n", 2)[1]
    typed = [(m.group(1), m.group(2)) for m in map(PROMPT.match, block.splitlines()) if m]
    printed = [line for line in block.splitlines() if line and not PROMPT.match(line)]
    return typed, printed


def test_the_example_is_found() -> None:
    typed, printed = readme_example()
    assert typed[0] == ("alice", typed[0][1]) and typed[0][1].startswith("/telic start @bob")
    assert any(line.startswith("/telic move ") for _, line in typed)
    assert [line.split(": ")[0] for line in printed] == ["board"]


@pytest.mark.parametrize("seed", range(6))
async def test_the_readme_example_works_every_time(tmp_path: Path, seed: int) -> None:
    service = await GameService.open(str(tmp_path / "referee.db"))
    service.rng = random.Random(seed)
    table = Recorded(service, tmp_path / "boards", wall=Wall())
    try:
        await table.start()
        typed, printed = readme_example()
        said: list[str] = []
        for user, line in typed:
            assert table.user.name == user, (user, line)  # the prompt names who types it
            said = await table.type(line)
            assert said and not any(answer.startswith("✗") for answer in said), (line, said)
        # the last line wrote a board, as the example shows
        board = [answer for answer in said if answer.startswith("board: ")]
        assert len(board) == 1 and Path(board[0].removeprefix("board: ")).is_file(), said
        assert re.fullmatch(r"board: .*/telic-[a-z0-9]{5}-2\.png", board[0])
        assert re.fullmatch(r"board: .*/telic-[a-z0-9]{5}-2\.png", printed[0])
    finally:
        await service.close()


def first_column(section: str) -> list[str]:
    """The first cell of every row of the section's tables that starts with a command."""
    return [line.split(" | ")[0].removeprefix("| ").strip().strip("`") for line in section.splitlines()
            if line.startswith("| `/")]


def test_the_readme_lists_every_discord_command_with_its_options() -> None:
    """Every command of the command table that Discord has (a game's subcommands once, as `/<game> …`) has
    a row in the README's command table, and every row names a command and only its options."""
    text = README.read_text(encoding="utf-8")
    rows = first_column(text[text.index("### Commands"):text.index("## Other commands")])
    discord = {path_of(found, DISCORD_SYNTAX, "en"): found for found, _, _ in help_entries(DISCORD_SYNTAX)}
    assert {"/<game> start", "/<game> move", "/<game> rules", "/games", "/standings", "/help"} <= set(discord)
    for path, found in discord.items():
        row = next((row for row in rows if row == path or row.startswith(path + " ")), None)
        assert row is not None, f"no row for {path}"
        named = set(re.findall(r"(\w+):", row.removeprefix(path)))
        # the options written in the row, `opponent:` for opponent, opponent2, …; a game's own as [options]
        options = {re.sub(r"\d+$", "", option.name) for option in found.options if not option.engine}
        assert named == options, (path, named, options)
        if any(option.engine for option in found.options):
            assert "[options]" in row, row
    assert len(rows) == len(discord), sorted(set(rows) - set(discord))


def test_every_command_of_the_readmes_table_section_is_read_by_the_table() -> None:
    """The rows of "Try it without Discord" that start with a command are read by the table's parser."""
    text = README.read_text(encoding="utf-8")
    rows = first_column(text[text.index("## Try it without Discord"):text.index("## Running it on Discord")])
    assert len(rows) >= 10
    for row in rows:
        typed = parse(shlex.split(row))
        assert typed.command.name in row, row


def test_the_readme_says_how_long_make_test_takes() -> None:
    text = README.read_text(encoding="utf-8")
    assert re.search(r"`make test` runs about \d+ tests in about \d+ seconds", text)
    makefile = (README.parent / "Makefile").read_text()
    assert "-rs" in makefile.split("\ntest:")[1].split("\n\n")[0]  # the skip reasons are printed
