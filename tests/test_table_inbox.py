"""`/next` on the local table: parsed from the command table, it lists alice's turns, and typing the
button's label steps through their boards."""
from __future__ import annotations

from tests.test_table_clocks import GAME_ID, Recorded, start, table  # noqa: F401  (table: the fixture)


async def test_next_on_the_table_lists_the_turns_and_steps_through_them(table: Recorded) -> None:
    # carol's game is started first, but becomes alice's turn an hour after the one with bob
    challenge = await table.script("as carol", "/tictacdoh start @alice seats=listed")
    later = GAME_ID.search(challenge[0]).group(1)
    await table.script("as alice", "Accept")
    first = await start(table)
    await table.type("wait 1h")
    played = await table.script("as carol", f"/tictacdoh move move=Sc3 game={later}")
    assert f"#{later}" in played[0] and not played[0].startswith("✗"), played
    await table.type("as alice")
    second = later
    listed = "\n".join(await table.type("/next"))
    assert "Your turn in 2 games" in listed and f"#{first}" in listed and f"#{second}" in listed
    assert listed.index(f"#{first}") < listed.index(f"#{second}")  # waiting longest first
    assert "Next game" in listed  # the button, in the table's list of buttons
    shown = "\n".join(await table.type("Next game"))
    assert "Game 1 of 2" in shown and f"#{first}" in shown
    assert "Game 2 of 2" in "\n".join(await table.type("Next game"))
    assert "It is your turn in no game." in "\n".join(await table.script("as bob", "/next"))
