"""Issue 30, "the table": a button's label answers the newest such button meant for the user who types
it (bob accepts his challenge while carol's is newer); the move menu follows every public board of a
player's turn (`/K board` too); a move typed alone is a move, whatever menu is in sight; `game=<id>`
works for every command about a game (pinned in test_table_commands)."""
from __future__ import annotations


from tests.test_table_clocks import GAME_ID, Recorded, start, table  # noqa: F401  (table: the fixture)


async def test_accept_answers_the_newest_challenge_meant_for_the_one_who_types_it(table: Recorded) -> None:
    mine = GAME_ID.search((await table.type("/tictacdoh start @bob seats=listed"))[0]).group(1)
    newer = GAME_ID.search((await table.type("/tictacdoh start @carol seats=listed"))[0]).group(1)
    answer = await table.script("as bob", "Accept")
    assert f"#{mine}" in answer[0] and not answer[0].startswith("✗"), answer
    loaded = await table.service.game(mine)
    assert loaded.record.players == ["local:alice", "local:bob"]
    # carol's challenge still waits for her, and her Accept is hers
    assert [c.id for c in await table.service.storage.open_challenges("local-table")] == [newer]
    await table.script("as carol", "Accept")
    assert (await table.service.game(newer)).record.players == ["local:alice", "local:carol"]


async def test_a_button_nobody_may_click_is_still_refused_for_the_newest(table: Recorded) -> None:
    await table.type("/tictacdoh start @carol seats=listed")
    refused = await table.script("as dave", "Accept")
    assert refused[0].startswith("✗") and "carol" in refused[0], refused


async def test_the_move_menu_follows_a_board_asked_for(table: Recorded) -> None:
    game_id = await start(table, "tactonix")
    loaded = await table.service.game(game_id)
    mover = loaded.record.players[loaded.state.current_player].removeprefix("local:")
    for who in (mover, "alice" if mover == "bob" else "bob"):  # whoever asks, the menu is the mover's
        shown = await table.script(f"as {who}", "/tactonix board")
        assert shown[-2].startswith("moves") and shown[-1].startswith("buttons: "), shown  # then My colour


async def test_a_move_typed_alone_is_a_move_even_from_an_older_menu(table: Recorded) -> None:
    game_id = await start(table, "tactonix")
    loaded = await table.service.game(game_id)
    mover = loaded.record.players[loaded.state.current_player].removeprefix("local:")
    move = loaded.state.legal_moves()[-1]  # beyond the menu's first few
    await table.script(f"as {mover}", "/games")  # no menu in sight of this line's answer
    table.buttons.clear()  # as after a restart with no board of this game in sight
    played = await table.type(move)
    assert not played[0].startswith("✗"), played
    after = await table.service.game(game_id)
    assert after.record.version > loaded.record.version
    log = await table.service.log(game_id)
    assert any(entry.text == move for entry in log)


async def test_a_move_typed_out_of_turn_says_whose_turn_it_is(table: Recorded) -> None:
    game_id = await start(table)  # Tic Tac Doh!, alice to move
    table.buttons.clear()
    refused = await table.script("as bob", "Sc3")
    assert refused[0].startswith("✗") and f"#{game_id}" in refused[0] and "alice" in refused[0], refused
    assert (await table.service.game(game_id)).record.version == 0


async def test_a_word_that_is_no_move_and_no_button_is_refused_as_before(table: Recorded) -> None:
    await start(table)
    refused = await table.type("Frobnicate")
    assert refused[0].startswith("✗") and "Frobnicate" in refused[0], refused
