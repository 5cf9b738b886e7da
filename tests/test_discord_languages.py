"""Languages on Discord (issue 29): a German user plays in a Japanese server. What only they see follows
their client's language (`interaction.locale`); the board, its alt text, the thread's name and messages
follow the server's (`guild_locale`), or the language a manager set with `/settings language:`.

SimCord sends "en-US" for both in every interaction: the tests set them in the payload, per user."""
from __future__ import annotations

from collections.abc import Iterator

import discord
import pytest
import simcord.interactions

from tests.discord_helpers import boards, game_id_in, only_refusals, whose_turn
from tests.words_helpers import JAPANESE, english_left, found_words, own_words

@pytest.fixture
def locales(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, str]]:
    """Each user's client language by user id, and the server's under "guild": every interaction's
    payload carries them, as Discord's would."""
    chosen: dict[str, str] = {}
    built = simcord.interactions.base_payload

    def payload(*args: object, **kwargs: object) -> tuple[object, dict[str, object]]:
        record, data = built(*args, **kwargs)  # type: ignore[arg-type]
        user = str(kwargs.get("user_id"))
        data["locale"] = chosen.get(user, "en-US")
        if "guild_locale" in data:
            data["guild_locale"] = chosen.get("guild", "en-US")
        return record, data

    monkeypatch.setattr(simcord.interactions, "base_payload", payload)
    yield chosen


async def test_a_german_user_in_a_japanese_server(simcord_env, locales: dict[str, str]) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice, bob = (guild.add_member(env.create_user(name)) for name in ("alice", "bob"))
    locales.update({str(alice.id): "de", str(bob.id): "ja", "guild": "ja"})
    assert english_left("alice challenges bob: Accept or Decline", "ja")  # the check finds English

    started = await alice.slash(channel, "tictacdoh start", opponent=bob)
    challenge = started.response.message
    assert JAPANESE.search(challenge.content) and not english_left(challenge.content, "ja"), challenge.content
    labels = [child.label for row in challenge.components for child in row.children]
    assert labels and all(JAPANESE.search(label) for label in labels), labels
    await bob.click(challenge, label=labels[0])  # 承諾: accept, in Japanese
    game_id = game_id_in(challenge.content)
    thread = next(t for t in channel.threads if any(f"#{game_id}" in m.content for m in t.history()))
    assert JAPANESE.search(thread.name), thread.name

    # alice's private answers are German: a move out of turn, an illegal move
    mover = await whose_turn(env, game_id, [alice, bob])
    other = bob if mover is alice else alice
    if other is alice:
        refused = await alice.slash(thread, "tictacdoh move", move="Sa1")
    else:
        refused = await alice.slash(thread, "tictacdoh move", move="zz9")
    text = refused.response.message.content if refused.response.message else refused.followups[-1].content
    assert refused.ephemeral and not JAPANESE.search(text), text
    assert found_words(text) & own_words("de"), text
    assert only_refusals(env) == 1

    # a few moves; every message in the thread, and every board's alt text, is Japanese
    for _ in range(4):
        mover = await whose_turn(env, game_id, [alice, bob])
        if mover is None:
            break
        choices = await mover.autocomplete(thread, "tictacdoh move", "move", "")
        await mover.slash(thread, "tictacdoh move", move=choices[0]["value"])
    for message in thread.history():
        assert not english_left(message.content, "ja"), message.content
        if message.content:
            assert JAPANESE.search(message.content), message.content
    pictures = boards(thread)
    assert len(pictures) >= 3
    for message in pictures:
        for attachment in message.attachments:
            assert attachment.description and JAPANESE.search(attachment.description), attachment.description
            assert not english_left(attachment.description, "ja"), attachment.description


async def test_a_manager_sets_the_servers_language(simcord_env, locales: dict[str, str]) -> None:
    """`/settings language:` overrides Discord's `guild_locale` for everything public in the server; a
    user's private answers still follow their own client."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    manager = guild.create_role("mods", permissions=discord.Permissions(manage_guild=True))
    alice = guild.add_member(env.create_user("alice"), roles=[manager])
    bob = guild.add_member(env.create_user("bob"))
    locales.update({str(alice.id): "en-US", str(bob.id): "pt-BR", "guild": "en-US"})
    assert (await alice.slash(channel, "settings", language="fr")).ephemeral
    challenge = (await alice.slash(channel, "telic start", opponent=bob)).response.message
    french = own_words("fr")
    assert found_words(challenge.content) & french, challenge.content
    assert not english_left(challenge.content, "fr"), challenge.content
    refused = await bob.slash(channel, "telic move", move="roll")  # no game yet: refused, in Portuguese
    text = refused.response.message.content if refused.response.message else refused.followups[-1].content
    assert refused.ephemeral and found_words(text) & own_words("pt-BR"), text
    assert only_refusals(env) == 1

