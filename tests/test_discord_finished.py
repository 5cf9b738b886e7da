"""A finished game on a simulated Discord: looking at it again says its result once, where it was played."""
from __future__ import annotations

import pytest

from tests.discord_helpers import boards, only_refusals, start
from tests.discord_helpers import server  # noqa: F401  (the fixture: a server with alice and bob)



async def test_the_board_of_a_finished_game_does_not_repeat_its_result_in_the_channel(server) -> None:
    env, channel, (alice, bob) = server
    game_id, thread = await start(env, channel, "tictacdoh", alice, [bob], seats="listed")
    for member, move in [(alice, "Mc3"), (bob, "Sc2"), (alice, "Mb3"), (bob, "Sb2"), (alice, "Md3")]:
        await member.slash(thread, "tictacdoh move", move=move)
    summaries = [m for m in channel.history() if "is over" in m.content]
    assert len(summaries) == 1
    for member in (alice, bob):
        shown = await member.slash(thread, "tictacdoh board")
        assert "Game over." in boards(thread)[-1].content and not shown.ephemeral
    assert len([m for m in channel.history() if "is over" in m.content]) == 1
    # a move after the end hears how it ended
    late = await bob.slash(thread, "tictacdoh move", move="Sa1")
    assert late.ephemeral and f"#{game_id} is over" in late.response.content and "alice wins" in late.response.content
    assert only_refusals(env) == 1
