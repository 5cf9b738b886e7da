"""The message catalogue: every language complete, no message missing or unused, every translation with
English's variables, every file well-formed; phrases travel as JSON and are said in every language."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast as fluent, visitor

from bot.words import LOCALES, Channel, Command, Mention, Moment, catalogue, locale_of, words
from bot.words.catalogue import FOLDER
from engines import IllegalMove
from engines.phrases import Phrase, say

ROOT = Path(__file__).resolve().parent.parent
CODE = ("bot", "engines", "renderers", "tools")


class Variables(visitor.Visitor):
    """The variables a message uses, wherever they stand (in text or in selectors)."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node) -> None:  # noqa: N802 (the visitor's naming)
        self.names.add(node.id.name)
        self.generic_visit(node)


def messages(locale: str) -> dict[str, set[str]]:
    """Each message of a language's file, with the variables it uses."""
    resource = FluentParser().parse((FOLDER / f"{locale}.ftl").read_text(encoding="utf-8"))
    junk = [entry for entry in resource.body if isinstance(entry, fluent.Junk)]
    assert junk == [], f"{locale}.ftl does not parse: {[j.content[:80] for j in junk]}"
    found: dict[str, set[str]] = {}
    for entry in resource.body:
        if isinstance(entry, fluent.Message):
            assert entry.id.name not in found, f"{locale}.ftl defines {entry.id.name} twice"
            seen = Variables()
            seen.visit(entry)
            found[entry.id.name] = seen.names
    return found


ENGLISH = messages("en")


@pytest.mark.parametrize("locale", [locale for locale in LOCALES if locale != "en"])
def test_every_language_has_every_message_with_englishs_variables(locale: str) -> None:
    theirs = messages(locale)
    assert sorted(set(ENGLISH) - set(theirs)) == [], f"{locale} lacks these"
    assert sorted(set(theirs) - set(ENGLISH)) == [], f"{locale} has messages English does not"
    differ = {key: (ENGLISH[key], theirs[key]) for key in ENGLISH if theirs[key] != ENGLISH[key]}
    assert differ == {}, f"{locale}'s variables differ from English's"


def literals_in_code() -> tuple[set[str], set[str]]:
    """Every string literal of the code, and the literal starts of its f-strings."""
    literals: set[str] = set()
    prefixes: set[str] = set()
    for folder in CODE:
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    literals.add(node.value)
                elif isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
                    prefixes.add(str(node.values[0].value))
    return literals, prefixes


def test_every_message_is_used_by_the_code() -> None:
    literals, prefixes = literals_in_code()
    unused = [key for key in ENGLISH if key not in literals
              and not any(key.startswith(prefix) for prefix in prefixes if prefix.endswith("-"))]
    assert unused == []


def test_ids_name_their_area() -> None:
    for key in ENGLISH:
        assert key == key.lower() and " " not in key and "_" not in key, key


def test_phrases_travel_as_json_with_front_end_values() -> None:
    phrase = say("language-name", who=Mention("42", "alice"), when=Moment(1800000000.0), how=Command("telic start",
                 (("opponent", "@friend"),)), where=Channel("7"), many=(say("language-name"), "bob"), count=3)
    assert Phrase.from_json(phrase.to_json()) == phrase


@pytest.mark.parametrize("locale", LOCALES)
def test_every_language_names_itself(locale: str) -> None:
    name = words(locale)("language-name")
    assert name and name != "language-name"
    assert catalogue().has("language-name", locale)


def test_locales_from_discord_browsers_and_users() -> None:
    assert [locale_of(value) for value in ("en-US", "en-GB", "de", "fr", "es-ES", "es-419", "pt-BR", "ja", "ko",
                                           None, "", "de-AT", "pt_PT", "JA")] == \
        ["en", "en", "de", "fr", "es-ES", "es-ES", "pt-BR", "ja", "en", "en", "en", "de", "pt-BR", "ja"]


def test_an_unknown_message_says_its_key_and_an_engines_refusal_is_english() -> None:
    assert words("de")(say("no-such-message-here", x=1)) == "no-such-message-here(x=1)"
    assert str(IllegalMove("language-name")) == "English"


def test_a_computer_players_name_is_kept_in_english_and_said_in_each_readers_language() -> None:
    """Its name is stored as English says it ("Computer 2 (hard)"), as records keep everything; each
    reader sees it in their language, its level as the `level:` choice reads, whether a message takes
    it as a name or as a person to notify (who has no Discord id: named, never pinged)."""
    from bot.discord.presenter import STYLE as DISCORD
    from bot.service.computer_seats import computer_users

    (alone,) = computer_users(1, "hard")
    first, second = computer_users(2, "expert")
    assert (alone.name, second.name) == ("Computer (hard)", "Computer 2 (expert)")
    for locale in LOCALES:
        level = words(locale)(Phrase("command-level-hard"))
        said = words(locale)("service-hint-used", name=alone.name, title="Coins", game="ab12c")
        notified = words(locale, DISCORD)("service-hint-used", name=Mention(alone.id, alone.name), title="Coins",
                                          game="ab12c")
        assert said == notified and level in said and "<@" not in notified
        if locale != "en":
            assert "Computer (hard)" not in said and "(hard)" not in said, (locale, said)
    german = words("de")("service-challenge-computers", names=(first.name, second.name))
    assert "Computer 1 (experte)" in german and "Computer 2 (experte)" in german
    # a player who chose such a name is a person: pinged on Discord, never renamed
    person = words("fr", DISCORD)("service-hint-used", name=Mention("1234", "Computer (hard)"), title="Coins",
                                  game="ab12c")
    assert "<@1234>" in person
