"""Open challenges on a simulated Discord: anyone in the channel joins with **Join** until the seats are
taken (a 3-player Coins game starts; a fourth is refused privately, and the challenger cannot join their
own), and a challenge nobody answers expires by the virtual clock: its message says so and loses its
buttons."""
from __future__ import annotations

import copy

from simcord import actors

from tests.discord_helpers import boards, game_id_in

DAY = 86400


def text_of(result) -> str:
    return " ".join(m.content for m in [result.response, *result.followups] if m is not None)


def labels(message) -> list[str]:
    return [c.label for row in message.components for c in row.children if getattr(c, "label", None)]


async def click_as_it_was(member, stored, label: str):
    """A click on a button as the member's client still shows it, from a copy of the message taken
    earlier: Discord delivers such clicks when two people click in the same moment (the message changed
    under the second). SimCord's `click` reads the message as it is now, so its dispatch is used here."""
    button = next(c for row in stored.components for c in row["components"] if c.get("label") == label)
    return await actors._component_interaction(member, stored, {"custom_id": button["custom_id"], "component_type": 2})


def stored_copy(env, message):
    return copy.deepcopy(env.backend.get_message(message.channel.id, message.id))


def now_of(channel, message):
    """The message as members see it now (edited since, maybe)."""
    return next(m for m in channel.history() if m.id == message.id)


async def test_an_open_coins_challenge_fills_up_and_another_expires(simcord_env) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice, bob, carol, dave = (guild.add_member(env.create_user(name)) for name in ("alice", "bob", "carol", "dave"))

    posted = await alice.slash(channel, "coins start", players=3)
    challenge = now_of(channel, posted.response)
    game_id = game_id_in(challenge.content)
    assert "looking for 2 opponents" in challenge.content and "Expires <t:" in challenge.content
    assert labels(challenge) == ["Join", "Withdraw"]

    joined = await bob.click(challenge, label="Join")
    assert not joined.ephemeral
    challenge = now_of(channel, challenge)
    assert "alice and bob" in challenge.content and "one seat left" in challenge.content  # edited in place
    assert labels(challenge) == ["Join", "Start", "Withdraw"]
    own = await alice.click(challenge, label="Join")
    assert own.ephemeral and "your own challenge" in text_of(own)

    # carol and dave click Join in the same moment: carol takes the last seat, dave is told it is too late
    seen_by_dave = stored_copy(env, challenge)
    taken = await carol.click(challenge, label="Join")
    assert not taken.ephemeral
    late = await click_as_it_was(dave, seen_by_dave, "Join")
    assert late.ephemeral and f"#{game_id} is no longer open" in text_of(late)
    loaded = await env.bot.service.game(game_id)
    assert len(loaded.record.players) == 3 and str(dave.id) not in loaded.record.players
    thread = next(t for t in channel.threads if any(f"#{game_id}" in m.content for m in t.history()))
    assert boards(thread)
    challenge = now_of(channel, challenge)
    assert labels(challenge) == [] and "no seat left" in challenge.content

    # a challenge nobody answers expires after the server's time (24h by default): its message says so,
    # without buttons
    named = now_of(channel, (await alice.slash(channel, "telic start", opponent=bob)).response)
    other = game_id_in(named.content)
    await env.advance_time(DAY - 60)
    assert labels(now_of(channel, named)) == ["Accept", "Decline"]
    await env.advance_time(60)
    named = now_of(channel, named)
    assert f"#{other} expired unanswered" in named.content and labels(named) == []
