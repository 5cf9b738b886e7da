"""The words engines say in public: every move's words read right after "alice played `m`: " (third
person, no "your"/"you"), fit a menu line, and end without a full stop (the sentence adds it); every
summary fits a Discord message; a game without options says it takes none."""
from __future__ import annotations

import random
import re

import pytest

import engines
from bot.words import LOCALES, words
from engines import OptionError
from engines.phrases import Phrase, say
from engines.registry import GAMES

YOU = re.compile(r"\byou(r|rs|rself)?\b", re.IGNORECASE)


def playout(game, players: int, seed: int, steps: int = 200):
    """States along one random game, chance resolved at random too (on the smallest board offered)."""
    rng = random.Random(seed)
    small = {spec.name: min(spec.choices) for spec in game.options
             if spec.name == "board" and spec.choices}
    state = game.new_game(players, small)
    for _ in range(steps):
        if state.is_over:
            return
        if state.is_chance_node:
            state = state.apply_chance(rng.choice([name for name, _ in state.chance_outcomes()]))
            continue
        yield state
        state = state.play(rng.choice(state.legal_moves()))


def rng_pick(moves: list[str], seed: int, most: int = 30) -> list[str]:
    return moves if len(moves) <= most else random.Random(seed).sample(moves, most)


@pytest.mark.parametrize("key", sorted(GAMES))
def test_move_words_read_right_in_public(key: str) -> None:
    """In every language a move's words fit a menu line (Discord's 100 characters) and end without a
    full stop (the sentence around them adds it); in English they name no one as "you"."""
    game = engines.get_game(key)
    speakers = {locale: words(locale) for locale in LOCALES}
    for players in range(game.min_players, min(game.max_players, 3) + 1):
        for seed in range(2):
            for state in playout(game, players, seed):
                for move in rng_pick(state.legal_moves(), seed):
                    phrase = state.describe_move(move)
                    assert isinstance(phrase, Phrase), (key, move, phrase)
                    english = speakers["en"](phrase)
                    assert not YOU.search(english), (key, move, english)
                    for locale, speak in speakers.items():
                        said = speak(phrase)
                        assert said and len(said) <= 100, (key, move, locale, said)
                        assert not said.endswith((".", "。")), (key, move, locale, said)


@pytest.mark.parametrize("key", sorted(GAMES))
@pytest.mark.parametrize("locale", LOCALES)
def test_summaries_fit_a_message(key: str, locale: str) -> None:
    summary = words(locale)(engines.get_game(key).summary)
    assert 0 < len(summary) < 1800  # a Discord message holds 2000; room for a heading
    assert engines.get_game(key).title in summary


@pytest.mark.parametrize("key", sorted(GAMES))
@pytest.mark.parametrize("locale", LOCALES)
def test_option_descriptions_fit_discord(key: str, locale: str) -> None:
    """Every option's description, in every language, within Discord's 100 characters."""
    for spec in engines.get_game(key).options:
        said = words(locale)(spec.description)
        assert 0 < len(said) <= 100, (key, spec.name, locale, said)


def test_a_game_without_options_says_it_takes_none() -> None:
    for game in GAMES.values():
        if game.options:
            continue
        with pytest.raises(OptionError) as info:
            game.check_options(game.min_players, {"first": 1})
        assert info.value.phrase == say("engines-option-none", game=game.title, option="first")
    with pytest.raises(OptionError) as info:
        engines.get_game("telic").check_options(2, {"first": 1})
    assert info.value.phrase == say("engines-option-unknown", game="Telic", option="first", options="move_limit")
