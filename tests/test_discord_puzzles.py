"""Puzzles on a simulated Discord (issue 33): `/tictacdoh puzzle` privately with its picture and menu,
answered wrong from the menu and right by typing it; `/puzzle daily` by a manager posts one puzzle in the
channel, once, with its picture and a Solve button."""
from __future__ import annotations


from tests.discord_helpers import managed_server, only_refusals
from tests.test_discord_flow import last_text
from tests.test_puzzles_service import SAMPLES, sample_puzzle

HOUR = 3600


async def test_a_puzzle_answered_wrong_and_right_and_the_daily_one_posted_once(simcord_env) -> None:
    env = simcord_env
    _, (channel, puzzles), alice, bob = managed_server(env, "games", "puzzles")
    number = await env.bot.service.puzzles.keep(sample_puzzle("tictacdoh"))
    answer = SAMPLES["tictacdoh"]["answer"]
    wrong = next(move for move in SAMPLES["tictacdoh"]["values"] if move != answer)

    shown = await bob.slash(channel, "tictacdoh puzzle")
    message = shown.followups[-1] if shown.followups else shown.response
    assert shown.ephemeral and f"Tic Tac Doh! puzzle #{number}" in message.content
    assert [a.filename for a in message.attachments] == [f"puzzle-{number}.png"]
    assert message.attachments[0].description.startswith(f"Tic Tac Doh! puzzle #{number}")
    menu = next(c for row in message.message.components for c in row.children
                if getattr(c, "custom_id", "").startswith("refmenu:"))
    told = await bob.select(message.message, [wrong], custom_id=menu.custom_id)
    assert told.ephemeral and f"Not the move: **{wrong}**" in last_text(told)
    await alice.slash(channel, "tictacdoh puzzle")
    right = await alice.slash(channel, "tictacdoh puzzle", answer=answer)
    assert right.ephemeral and f"Right: **{answer}** is the move" in last_text(right)

    refused = await bob.slash(channel, "puzzle daily", channel=puzzles)
    assert refused.ephemeral and "Manage Server" in last_text(refused) and only_refusals(env) == 1
    done = await alice.slash(channel, "puzzle daily", channel=puzzles)
    assert done.ephemeral and f"<#{puzzles.id}>" in last_text(done)
    await env.advance_time(60)
    [posted] = puzzles.history()
    assert f"Puzzle of the day: Tic Tac Doh! #{number}" in posted.content and "Solved by 1 of 2" in posted.content
    assert [a.filename for a in posted.attachments] == [f"puzzle-{number}.png"]
    await env.advance_time(HOUR)
    assert len(puzzles.history()) == 1
    solve = await bob.click(posted, label="Solve")
    assert solve.ephemeral and f"puzzle #{number}" in last_text(solve)
