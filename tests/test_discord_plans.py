"""Conditional moves on a simulated Discord: alice plans while bob is to move; his expected move brings her
answer in the same step, with one board; his next move leaves the line and the rest of the plan is
dropped; nothing of the plan shows anywhere bob looks before it is played."""
from __future__ import annotations

from tests.discord_helpers import boards, en, only_refusals, server, start  # noqa: F401  (server: the fixture)


def text_of(result) -> str:
    return " ".join(m.content for m in [result.response, *result.followups] if m is not None)


async def test_a_plan_played_through_then_dropped_and_never_shown_to_the_opponent(server) -> None:
    env, channel, (alice, bob) = server
    game_id, thread = await start(env, channel, "tictacdoh", alice, [bob], seats="listed")
    await alice.slash(thread, "tictacdoh move", move="Mc3")
    offered = await bob.autocomplete(thread, "tictacdoh move", "move", "")

    # bob is to move: he cannot plan; alice, waiting, can, and only she sees it
    refused = await bob.slash(thread, "tictacdoh plan", moves="Sc2, Mb2")
    assert refused.ephemeral and en("refusal-plan-your-turn", game=game_id, move="/tictacdoh move") in text_of(refused)
    assert only_refusals(env) == 1
    made = await alice.slash(thread, "tictacdoh plan", moves="Mb2, Sc2, Lb3, Sd4")
    assert made.ephemeral and "if bob plays `Lb3`, you answer `Sd4`" in text_of(made)
    assert await bob.autocomplete(thread, "tictacdoh move", "move", "") == offered
    posted = len(list(thread.history()))
    assert not any("Lb3" in m.content or "Sd4" in m.content for m in thread.history())

    # bob plays the expected move: alice's answer comes with it, on one board
    played = await bob.slash(thread, "tictacdoh move", move="Mb2")
    assert not played.ephemeral
    assert len(list(thread.history())) == posted + 1
    board = boards(thread)[-1]
    assert "bob played `Mb2`" in board.content and "alice's planned answer `Sc2` was played" in board.content
    assert f"<@{bob.id}>" in board.content  # his turn again
    # what is left of the plan (Lb3, Sd4) is hers alone: not on the board, not in the record
    await bob.slash(thread, "tictacdoh record")
    record = next(a for m in thread.history() for a in m.attachments if a.filename == f"{game_id}.ppn")
    text = (await record.read()).decode()
    assert "Mb2" in text and "Sc2" in text and "Lb3" not in text and "Sd4" not in text
    assert not any("Lb3" in m.content or "Sd4" in m.content for m in thread.history())

    # bob leaves the line: no answer is played, alice is to move, and her plan is gone
    await bob.slash(thread, "tictacdoh move", move="Md2")
    assert "planned answer" not in boards(thread)[-1].content and f"<@{alice.id}>" in boards(thread)[-1].content
    shown = await alice.slash(thread, "tictacdoh plan")
    assert shown.ephemeral and en("service-plan-none", game=game_id) in text_of(shown)
