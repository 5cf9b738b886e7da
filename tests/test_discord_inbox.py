"""`/next` on a simulated Discord: a member of two servers sees the games where it is their turn in both,
waiting longest first, privately, and **Next game** shows each board in turn, privately."""
from __future__ import annotations

from tests.discord_helpers import start

HOUR = 3600


def text_of(result) -> str:
    return " ".join(m.content for m in [result.response, *result.followups] if m is not None)


async def first_move(member, place) -> None:
    choices = await member.autocomplete(place, "tictacdoh move", "move", "")
    result = await member.slash(place, "tictacdoh move", move=choices[0]["value"])
    assert not result.ephemeral, text_of(result)


async def test_next_lists_the_turns_of_two_servers_and_steps_through_their_boards(simcord_env) -> None:
    env = simcord_env
    alice, bob, carol = (env.create_user(name) for name in ("alice", "bob", "carol"))
    one, two = env.create_guild(), env.create_guild()
    games_one, games_two = one.create_text_channel("games"), two.create_text_channel("games")
    alice_one, bob_one = one.add_member(alice), one.add_member(bob)
    alice_two, carol_two = two.add_member(alice), two.add_member(carol)
    # in server 2, carol's game is started first but becomes alice's turn last
    waiting_less, thread_two = await start(env, games_two, "tictacdoh", carol_two, [alice_two], seats="listed")
    theirs, _ = await start(env, games_two, "tictacdoh", carol_two, [alice_two], seats="listed")  # carol to move
    await env.advance_time(HOUR)
    waiting_more, _ = await start(env, games_one, "tictacdoh", alice_one, [bob_one], seats="listed")
    await env.advance_time(HOUR)
    await first_move(carol_two, thread_two)

    listed = await alice_one.slash(games_one, "next")
    assert listed.ephemeral
    text = text_of(listed)
    assert f"#{waiting_more}" in text and f"#{waiting_less}" in text and f"#{theirs}" not in text
    assert text.index(f"#{waiting_more}") < text.index(f"#{waiting_less}")
    assert "Your turn in 2 games" in text and "vs carol" in text and "vs bob" in text

    shown = await alice_one.click(listed.response, label="Next game")
    assert shown.ephemeral and f"#{waiting_more}" in text_of(shown) and "Game 1 of 2" in text_of(shown)
    board = shown.response or shown.followups[-1]
    assert any(attachment.filename.endswith(".png") for attachment in board.attachments)  # the board itself
    after = await alice_one.click(board, label="Next game")
    assert after.ephemeral and f"#{waiting_less}" in text_of(after) and "Game 2 of 2" in text_of(after)
    # bob, whose turn it is nowhere, is told so privately
    none = await bob_one.slash(games_one, "next")
    assert none.ephemeral and "It is your turn in no game." in text_of(none)
