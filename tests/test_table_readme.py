"""The README's local-table example, read out of README.md and typed into the table as written
(comments and all): every line succeeds, each as the user its prompt names, whatever the dice say."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from bot.service import GameService
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


def test_the_readme_lists_every_discord_command() -> None:
    """Every slash command the cogs define has a row in the README's command table."""
    cogs = README.parent / "bot" / "discord" / "cogs"
    per_game = set(re.findall(r'group\.command\(name="(\w+)"', (cogs / "games.py").read_text()))
    per_game.add("start")
    lobby = set(re.findall(r'app_commands\.command\(name="(\w+)"', (cogs / "lobby.py").read_text()))
    assert {"move", "resign", "rules"} <= per_game and {"games", "standings", "history", "help"} <= lobby
    text = README.read_text(encoding="utf-8")
    section = text[text.index("### Commands"):text.index("## Other commands")]
    rows = [line.split("|")[1].strip() for line in section.splitlines() if line.startswith("| `/")]
    for name in sorted(per_game):
        assert any(row.startswith(f"`/<game> {name}") for row in rows), name
    for name in sorted(lobby):
        assert any(row.startswith(f"`/{name}") for row in rows), name


def test_the_readme_says_how_long_make_test_takes() -> None:
    text = README.read_text(encoding="utf-8")
    assert re.search(r"`make test` runs about \d+ tests in about \d+ seconds", text)
    makefile = (README.parent / "Makefile").read_text()
    assert "-rs" in makefile.split("\ntest:")[1].split("\n\n")[0]  # the skip reasons are printed
