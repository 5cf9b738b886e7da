"""Text boards: ``text_board(state, ...)`` draws any game's public position as monospace Unicode text,
for ``/K board text:true``: a screen reader reads it line by line, a phone on a slow link shows it
without a picture.

Each game registered in ``engines.GAMES`` has one module here, ``renderers.textboards.<key>``, that
follows ``TextBoard``; what they share (the grid, names, whose turn, the last move) is in ``common``.
Everything comes from ``state.view(None)`` and the engine contract, so a text board never shows more
than the public picture: no player's secret, and no secret chance outcome even if a caller passes one.

The layout: the grid with its coordinates (every line of it the same width; pieces as letters and
digits, never a player's name), then the legend and each player's name and holdings, then whose turn
it is or the result, then the last move. At most ``LIMIT`` characters, so that with the code fences
and a header line it fits one Discord message.
"""
from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from engines.base import State
from engines.phrases import Speaker
from renderers.modules import game_module
from renderers.textboards.common import Players, cut, last_move_text, names_of, sentence, status, wrap
from renderers.voice import Said, Voice, voice_of

LIMIT = 1900   # characters of a text board, without the code fences the service adds
WRAP = 60      # the lines under the grid are wrapped to this many columns (a phone's code block)


@runtime_checkable
class TextBoard(Protocol):
    """What the module ``renderers.textboards.<key>`` of every game provides."""

    def grid(self, view: dict[str, Any]) -> list[str]:
        """The board with its coordinates, every line the same width, single-width characters."""
        ...

    def legend(self, state: State, view: dict[str, Any], names: Sequence[Said], voice: Voice) -> list[str]:
        """What the grid's letters mean, then each player (name, holdings) and the rest of the
        position that the grid does not show (stash, bag, die, scores), said by ``voice``."""
        ...

    def shown_last_move(self, notation: str, words: Said | None) -> tuple[Said, Said | None]:
        """The last move as it may be said in public (a secret chance outcome is not)."""
        ...


@functools.cache
def text_board_for(key: str) -> TextBoard:
    """The text board module of the game registered as ``key``; a registered game without one is a
    mistake to fix and fails here, naming the game."""
    return game_module(__name__, key, TextBoard, "text board", ("grid", "legend", "shown_last_move"))


def public_last_move(state: State, view: dict[str, Any], last_move: str | None,
                     last_words: Said | None) -> tuple[Said | None, Said | None]:
    """The last move to write: the caller's (as the game may say it in public), else the one the
    engine's view remembers (without words: they need the position before the move)."""
    if last_move is None and isinstance(view.get("last_move"), str):
        last_move, last_words = view["last_move"], None
    if not last_move:
        return None, None
    return text_board_for(state.game.key).shown_last_move(last_move, last_words)


def text_board(state: State, *, players: Players = None, last_move: str | None = None,
               last_words: Said | None = None, result: Said | None = None,
               words: Speaker | None = None) -> str:
    """The public position as monospace text (no code fences), at most ``LIMIT`` characters.

    ``players`` gives each seat's display name (default: the game's seat names); ``last_move`` is
    the notation of the move just played and ``last_words`` what the engine said of it (default: the
    last move the engine's view remembers, where it keeps one); ``result`` says how a game ended
    outside the rules (a draw agreed), in place of whose turn it was. ``words`` says the phrases in the
    reader's language (``engines.phrases.Speaker``; default: English)."""
    voice = voice_of(words)
    view = state.view(None)
    module = text_board_for(state.game.key)
    names = names_of(state, players)
    grid = module.grid(view)
    below = [*module.legend(state, view, names, voice), sentence(voice, result or status(state, names)),
             last_move_text(voice, *public_last_move(state, view, last_move, last_words))]
    width = max(WRAP, max(len(line) for line in grid))
    wrapped = [part for line in below for part in wrap(line, width)]
    text = "\n".join(grid + wrapped)
    if len(text) > LIMIT:  # never for a position the tests reach; a safety net for odd names
        text = cut(text, LIMIT)
    return text


__all__ = ["LIMIT", "TextBoard", "public_last_move", "sentence", "text_board", "text_board_for"]
