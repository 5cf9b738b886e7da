"""The game registry: every game module registers itself on import, and a broken one fails loudly."""
from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import engines
from engines import Game

ROOT = Path(__file__).resolve().parents[1]
KEYS = ["telic", "coins", "tactonix", "tictacdoh", "icesickle"]


def test_the_five_games_are_registered_in_order() -> None:
    assert list(engines.GAMES) == KEYS
    assert list(engines.GAME_MODULES) == KEYS


@pytest.mark.parametrize("key", KEYS)
def test_each_game_is_found_by_its_key_and_its_states_know_it(key: str) -> None:
    game = engines.get_game(key)
    assert engines.GAMES[key] is game and isinstance(game, Game) and game.key == key
    assert game.title and 1 <= game.min_players <= game.max_players
    assert sys.modules[f"engines.{key}"].GAME is game  # the module registered its own GAME
    state = game.new_game(game.min_players)
    assert type(state).game is game and state.game is game


def test_an_unknown_key_names_the_games() -> None:
    with pytest.raises(KeyError, match="no game 'chess' .games: coins, icesickle, tactonix, "
                                       "telic, tictacdoh"):
        engines.get_game("chess")


def test_registering_is_idempotent_and_refuses_a_second_game_under_a_key() -> None:
    before = dict(engines.GAMES)
    telic = engines.get_game("telic")
    assert engines.register(telic) is telic
    with pytest.raises(ValueError, match="'telic' is already registered"):
        engines.register(type(telic)())
    with pytest.raises(TypeError, match="only a Game"):
        engines.register("telic")  # type: ignore[arg-type]
    assert engines.GAMES == before and list(engines.GAMES) == KEYS


@pytest.mark.parametrize("missing", [f"engines.{key}" for key in KEYS] + ["engines.tactonix_actions"])
def test_a_game_module_that_fails_to_import_fails_the_import_of_engines(missing: str) -> None:
    # A fresh interpreter, so that this process's engines stay as they are. `None` in sys.modules
    # makes importing that module raise ModuleNotFoundError naming it, as a deleted file would.
    script = textwrap.dedent(f"""
        import sys
        sys.modules[{missing!r}] = None
        try:
            import engines
        except ModuleNotFoundError as exc:
            print("refused", exc.name)
        else:
            print("imported", sorted(engines.GAMES))
    """)
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["refused", missing]


def test_a_game_module_that_registers_nothing_fails_the_import_of_engines() -> None:
    script = textwrap.dedent("""
        import sys, types
        sys.modules["engines.icesickle"] = types.ModuleType("engines.icesickle")  # no register()
        try:
            import engines
        except ImportError as exc:
            print(exc)
    """)
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "engines.icesickle was imported but registered no game 'icesickle'"
