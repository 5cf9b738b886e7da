"""Board pictures: ``render(state, ...)`` turns any game's state into PNG bytes.

Depends on ``engines`` and Pillow only; reads a state through the engine contract and ``view(seat)``
and nothing else, so a picture can never show more than the viewer may know. No disk, network or clock.
Each game has one module here with ``draw(state, view, seats, last, viewer) -> Image``; the
shared visual language lives in ``frame`` (header, footer, panel), ``board`` (squares, coordinates,
highlights), ``shapes`` and ``pyramids`` (pieces), ``palette``, ``fonts`` and ``text``.
"""
from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from PIL import Image

from engines.base import State
from renderers.encode import png_bytes
from renderers.frame import LastMove, Players, Seat, seats_of

GAME_MODULES: dict[str, str] = {
    "telic": "renderers.telic",
    "coins": "renderers.coins",
    "tactonix": "renderers.tactonix",
    "tictacdoh": "renderers.tictacdoh",
    "icesickle": "renderers.icesickle",
}


class GameRenderer(Protocol):
    def draw(self, state: State, view: dict[str, Any], seats: Sequence[Seat],
             last: LastMove | None, viewer: int | None) -> Image.Image: ...


def renderer_for(key: str) -> GameRenderer:
    try:
        return importlib.import_module(GAME_MODULES[key])  # type: ignore[return-value]
    except KeyError:
        raise KeyError(f"no renderer for game {key!r}") from None


def game_key(state: State, view: dict[str, Any]) -> str:
    """Which game a state belongs to: every view names it; the State class attribute is a fallback
    (not every engine sets it)."""
    key = view.get("game")
    if isinstance(key, str):
        return key
    return type(state).game.key


def draw(state: State, *, seat: int | None = None, last_move: str | None = None,
         last_words: str | None = None, players: Players = None) -> Image.Image:
    """The picture before encoding (the gallery and the benchmark use it; ``render`` encodes it)."""
    if seat is not None and not (isinstance(seat, int) and 0 <= seat < state.num_players):
        raise ValueError(f"there is no seat {seat!r} in this game")
    view = state.view(seat)
    module = renderer_for(game_key(state, view))
    seats_for = getattr(module, "seats_for", None)
    seats = seats_for(state, view, players, seat) if seats_for else seats_of(state, players)
    if last_move is None and isinstance(view.get("last_move"), str):
        # The engine's own record of the last move, where its view keeps one; words are only ever
        # the caller's, for the notation the caller gave (they need the position before the move).
        last_move, last_words = view["last_move"], None
    last = LastMove(last_move, last_words) if last_move else None
    return module.draw(state, view, seats, last, seat)


def render(state: State, *, seat: int | None = None, last_move: str | None = None,
           last_words: str | None = None,
           players: Sequence[str] | Mapping[int, str] | None = None) -> bytes:
    """The board as PNG bytes: public (``seat=None``) or as ``seat`` may see it.

    ``last_move`` is the canonical notation of the move just played (outlined on the board, written
    in the footer); ``last_words`` is what the engine said of it, ``describe_move(last_move)`` (or
    ``describe_outcome``) on the position before it, written after the notation; ``players`` gives
    each seat's display name (default: the game's seat names).
    """
    return png_bytes(draw(state, seat=seat, last_move=last_move, last_words=last_words,
                          players=players))


__all__ = ["GAME_MODULES", "draw", "render", "renderer_for"]
