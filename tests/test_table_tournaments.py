"""A tournament at the local table, as a scripted session: `/tournament create` with `name=value`, the
sign-up's buttons typed by their labels, `wait 1h` for the deadline, a game resigned, the next round paired
at once, the standings and a withdrawal."""
from __future__ import annotations

import re

import random
from pathlib import Path

import pytest
from PIL import Image

from bot.service import GameService
from tests.test_table_clocks import Recorded, Wall

GAME_ID = re.compile(r"#([a-z0-9]{5})\b")


@pytest.fixture
async def table(tmp_path: Path):
    """The table with pictures drawn: the standings after each round carry the crosstable."""
    service = await GameService.open(str(tmp_path / "referee.db"))
    service.rng = random.Random(5)
    table = Recorded(service, tmp_path / "boards", wall=Wall())
    await table.start()
    yield table
    await service.close()


async def test_a_three_player_round_robin_at_the_table(table: Recorded) -> None:
    created = await table.script("as alice", "/tournament create tictacdoh round-robin signup=1h clock=1d")
    assert created[0].startswith("🏆 **Tournament #1**: Tic Tac Doh!, round-robin, 1d per move")
    assert created[-1] == "buttons: [Join]  [Leave]  [Start]"
    assert "Joined (3): alice, bob, and carol." in await table.script("as bob", "Join", "as carol", "Join")
    assert await table.type("Join") == ["✗ You are already in tournament #1."]
    assert await table.script("as bob", "Start") == ["✗ Only alice, who organised tournament #1, can start it."]
    bad = await table.type("/tournament create tictacdoh format=knockout")
    assert bad[0].startswith("✗ ") and "knockout" in bad[0]

    started = await table.type("wait 1h")  # the deadline: round 1 (three players: one bye)
    assert "🏆 Tournament #1 (Tic Tac Doh!): round 1 of 3." in started
    pairing = next(line for line in started if line.startswith("• #"))
    game_id = GAME_ID.search(pairing)[1]
    loser = "carol" if "carol" in pairing else "bob"
    await table.script(f"as {loser}", f"/tictacdoh resign game={game_id}")
    ended = await table.type("Resign")
    assert "🏆 Tournament #1 (Tic Tac Doh!): round 2 of 3." in ended  # paired as the last game ended
    winner = "bob" if loser == "carol" else "carol"
    # the standings after round 1, with the crosstable's picture: its path printed as a board's is
    pictures = [line.removeprefix("crosstable: ") for line in ended if line.startswith("crosstable: ")]
    assert len(pictures) == 1 and pictures[0].endswith("crosstable-1-1.png")
    with Image.open(pictures[0]) as picture:
        assert picture.format == "PNG" and picture.width == 800
    standings = await table.type("/tournament standings tournament=1")
    assert standings[0] == "(only you see this) Standings of tournament #1 (Tic Tac Doh!), round 2 of 3:"
    assert standings[1] == f"1. {winner} — 1 SB 0" and len(standings) == 4

    withdrawn = await table.type("/tournament withdraw")
    assert "you have withdrawn from tournament #1" in withdrawn[0]
