"""Languages on Discord (issue 29): a German user plays in a Japanese server. What only they see follows
their client's language (`interaction.locale`); the board, its alt text, the thread's name and messages
follow the server's (`guild_locale`), or the language a manager set with `/settings language:`.

SimCord sends "en-US" for both in every interaction: the tests set them in the payload, per user."""
from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
import simcord.interactions

from bot.words import catalogue
from tests.discord_helpers import boards, game_id_in, only_refusals, said_in, whose_turn

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
# what a message may hold that is no word of a language: markup, code (notation, commands), names, ids
NOT_WORDS = re.compile(r"<[@#t][^>]*>|`[^`]*`|#[a-z0-9]{5}\b|\b(alice|bob|Telic|Coins|Tactonix|IceSickle)\b"
                       r"|Tic Tac Doh!|https?://\S+")


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


def english_words() -> set[str]:
    """The words of the English catalogue that no Japanese message has (the catalogue's English, not a
    name or a title shared by every language), five letters or more."""
    english = set(re.findall(r"[A-Za-z]{5,}", _texts("en")))
    return english - set(re.findall(r"[A-Za-z]{5,}", _texts("ja")))


def _texts(locale: str) -> str:
    # the catalogue's text without its variables and selectors' keys
    source = catalogue().sources[locale]
    return re.sub(r"\{[^{}]*\}|\[[a-z-]+\]|^[a-z0-9-]+ =|^\s+\.[a-z-]+ =", " ", source, flags=re.M)


def english_left(text: str, words: set[str]) -> set[str]:
    return set(re.findall(r"[A-Za-z]{5,}", NOT_WORDS.sub(" ", text))) & words


async def test_a_german_user_in_a_japanese_server(simcord_env, locales: dict[str, str]) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice, bob = (guild.add_member(env.create_user(name)) for name in ("alice", "bob"))
    locales.update({str(alice.id): "de", str(bob.id): "ja", "guild": "ja"})
    words = english_words()
    assert {"challenges", "Accept", "Decline", "board"} & words  # the check below can find English

    started = await alice.slash(channel, "tictacdoh start", opponent=bob)
    challenge = started.response.message
    assert JAPANESE.search(challenge.content) and not english_left(challenge.content, words), challenge.content
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
        assert not english_left(message.content, words), message.content
        if message.content:
            assert JAPANESE.search(message.content), message.content
    pictures = boards(thread)
    assert len(pictures) >= 3
    for message in pictures:
        for attachment in message.attachments:
            assert attachment.description and JAPANESE.search(attachment.description), attachment.description
            assert not english_left(attachment.description, words), attachment.description


async def test_a_manager_sets_the_servers_language(simcord_env, locales: dict[str, str]) -> None:
    """`/settings language:` overrides Discord's `guild_locale` for everything public in the server; a
    user's private answers still follow their own client."""
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    locales.update({str(alice.id): "en-US", str(bob.id): "pt-BR", "guild": "en-US"})
    assert (await alice.slash(channel, "settings", language="fr")).ephemeral
    challenge = (await alice.slash(channel, "telic start", opponent=bob)).response.message
    french = own_words("fr")
    assert found_words(challenge.content) & french, challenge.content
    assert not english_left(challenge.content, english_words() - found_words(_texts("fr"))), challenge.content
    refused = await bob.slash(channel, "telic move", move="roll")  # no game yet: refused, in Portuguese
    text = refused.response.message.content if refused.response.message else refused.followups[-1].content
    assert refused.ephemeral and found_words(text) & own_words("pt-BR"), text
    assert only_refusals(env) == 1


def found_words(text: str) -> set[str]:
    return set(re.findall(r"[^\W\d_]{5,}", text))


def own_words(locale: str) -> set[str]:
    """Words of a language's catalogue that English's has not."""
    return found_words(_texts(locale)) - found_words(_texts("en"))
