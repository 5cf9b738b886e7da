"""Records, replays and text boards at the local table: `/K record` and `/K replay` write files and print
where, `/K board text=true` prints the text board, `/K start record=PATH` starts from a record."""
from __future__ import annotations

from pathlib import Path

from PIL import Image

from bot.record import ppn
from tests.test_table_clocks import Recorded, start, table  # noqa: F401  (the fixture)


def path_after(said: list[str], label: str) -> Path:
    line = next(line for line in said if line.startswith(f"{label}: "))
    return Path(line.removeprefix(f"{label}: "))


async def test_record_replay_and_text_board_at_the_table(table: Recorded) -> None:
    game_id = await start(table)
    await table.script("/tictacdoh move Lc3", "as bob", "/tictacdoh move Mc3")
    said = await table.type("/tictacdoh record")
    record = path_after(said, "record")
    assert record.name == f"{game_id}.ppn" and said[0].startswith("The record of **Tic Tac Doh!**")
    text = record.read_text()
    assert "Site: the local table" in text and text.endswith("...\n1. Lc3\n2. Mc3\n")
    assert ppn.read(text).state.legal_moves()  # it replays, and the game goes on

    replay = path_after(await table.type("/tictacdoh replay"), "replay")
    with Image.open(replay) as animation:
        assert replay.name == f"{game_id}-replay.gif" and animation.n_frames == 3

    shown = await table.type("/tictacdoh board text=true")
    board = "\n".join(shown)
    assert shown[0].startswith("(only you see this) **Tic Tac Doh!**") and board.count("```") == 2
    assert "3 │ .   .   LM  .   .   │ 3" in board and "alice to move." in board
    refused = await table.type("/tictacdoh board text=maybe")
    assert refused == ["✗ text= is true or false, not 'maybe'."]


async def test_a_game_starts_from_a_record_file(table: Recorded, tmp_path: Path) -> None:
    game_id = await start(table)
    await table.script("/tictacdoh move Lc3", "as bob", "/tictacdoh move Mc3")
    record = path_after(await table.type("/tictacdoh record"), "record")
    said = await table.script("as carol", f"/tictacdoh start @alice record={record}")
    assert "It starts from a record, after its 2 moves, unrated; seats as listed, the challenger first: " \
           "carol, alice." in said, said
    new_id = said[0].rsplit("#", 1)[1]
    await table.script("as alice", "Accept")
    new, old = await table.service.game(new_id), await table.service.game(game_id)
    assert new.state == old.state and new.names == ["carol", "alice"] and new.record.unrated
    missing = await table.type(f"/tictacdoh start @bob record={tmp_path / 'nowhere.ppn'}")
    assert missing[0].startswith("✗ I cannot read the record ") and "No such file" in missing[0]
    bad = tmp_path / "bad.ppn"
    bad.write_text(record.read_text() + "3. Zz9\n")
    refused = await table.type(f"/tictacdoh start @bob record={bad}")
    assert refused[0].startswith("✗ That record does not replay: line ") and "move 3. Zz9" in refused[0]
    assert game_id


async def test_a_game_against_the_computer_at_the_table(table: Recorded) -> None:
    said = await table.type("/tictacdoh start computers=1 level=easy seats=listed")
    assert said[0].startswith("**Tic Tac Doh!** #") and "alice vs Computer (easy)" in said[0], said
    game_id = said[0].split("#", 1)[1][:5]
    played = await table.type("/tictacdoh move Mc3")
    # the computer answers at once, before the prompt comes back: its move and its board
    assert any(line.startswith(f"**Tic Tac Doh!** #{game_id} · Computer (easy) played `") for line in played), played
    assert "alice, your turn." in played
    loaded = await table.service.game(game_id)
    assert [entry.seat for entry in await table.service.log(game_id)] == [0, 1] and loaded.record.unrated
    refused = await table.type("/tictacdoh start computers=two")
    assert refused == ["✗ computers= is a number of computer players, not 'two'."]
