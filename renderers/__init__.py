"""Board pictures: ``render(state, ...)`` turns any game's state into PNG bytes.

Depends on ``engines`` and Pillow only; reads a state through the engine contract and ``view(seat)``
and nothing else, so a picture can never show more than the viewer may know. No disk, network or clock.
Each game registered in ``engines.GAMES`` has one module here, ``renderers.<key>``, that follows
``GameRenderer``; the shared visual language lives in ``frame`` (header, footer, panel), ``board``
(squares, coordinates, highlights), ``shapes`` and ``pyramids`` (pieces), ``palette``, ``fonts`` and
``text``.
"""
from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from PIL import Image

import engines
from engines.base import State
from engines.phrases import Speaker
from renderers.encode import png_bytes
from renderers.frame import LastMove, Players, Seat
from renderers.modules import game_module
from renderers.voice import Said, Voice, voice_of


@runtime_checkable
class GameRenderer(Protocol):
    """What the module ``renderers.<key>`` of every game provides."""

    def seats_for(self, state: State, view: dict[str, Any], players: Players,
                  viewer: int | None, voice: Voice) -> list[Seat]:
        """How each seat looks (name, label, colour, marker), as ``viewer`` may see it."""
        ...

    def draw(self, state: State, view: dict[str, Any], seats: Sequence[Seat],
             last: LastMove | None, viewer: int | None, voice: Voice,
             before: State | None = None) -> Image.Image:
        """The whole picture of ``view``, the view of ``viewer`` (None: the public), every word
        said by ``voice``; ``before``, the position the last move was played on (None: unknown),
        for a game that can show what the move did (the others ignore it)."""
        ...


@functools.cache
def renderer_for(key: str) -> GameRenderer:
    """The renderer of the game registered as ``key``: the module ``renderers.<key>``.

    A game the engines register without such a module is a mistake to fix, not a picture to skip:
    it fails here, naming the game."""
    return game_module(__name__, key, GameRenderer, "renderer", ("seats_for", "draw"))


def registry() -> dict[str, GameRenderer]:
    """Every registered game's renderer, by game key (the same keys as ``engines.GAMES``)."""
    return {key: renderer_for(key) for key in engines.GAMES}


def draw(state: State, *, seat: int | None = None, last_move: str | None = None,
         last_words: Said | None = None, players: Players = None,
         before: State | None = None, words: Speaker | Voice | None = None,
         headline: Said | None = None) -> Image.Image:
    """The picture before encoding (the gallery and the benchmark use it; ``render`` encodes it).
    ``headline``: what the header says in place of the game's result, for a position no state holds as
    it is (a round's end, drawn from the match of that round alone, which is over)."""
    if seat is not None and not (isinstance(seat, int) and 0 <= seat < state.num_players):
        raise ValueError(f"there is no seat {seat!r} in this game")
    voice = voice_of(words)
    view = state.view(seat)
    if headline is not None:
        view = {**view, "headline": headline}
    module = renderer_for(state.game.key)
    seats = module.seats_for(state, view, players, seat, voice)
    if last_move is None and isinstance(view.get("last_move"), str):
        # The engine's own record of the last move, where its view keeps one; words are only ever
        # the caller's, for the notation the caller gave (they need the position before the move).
        last_move, last_words = view["last_move"], None
    last = LastMove(last_move, last_words) if last_move else None
    return module.draw(state, view, seats, last, seat, voice, before=before)


def render(state: State, *, seat: int | None = None, last_move: str | None = None,
           last_words: Said | None = None,
           players: Sequence[str] | Mapping[int, str] | None = None,
           before: State | None = None, words: Speaker | None = None, headline: Said | None = None) -> bytes:
    """The board as PNG bytes: public (``seat=None``) or as ``seat`` may see it.

    ``last_move`` is the canonical notation of the move just played (outlined on the board, written
    in the footer); ``last_words`` is what the engine said of it, ``describe_move(last_move)`` (or
    ``describe_outcome``) on the position before it, written after the notation; ``players`` gives
    each seat's display name (default: the game's seat names); ``before`` is the position before
    ``last_move``, from which a game that can shows what the move did (Telic: the die face the
    entry answered, the pieces it bumped); without it the picture shows only the position.
    ``words`` says every word on the picture in the reader's language (``engines.phrases.Speaker``,
    e.g. the bot's catalogue for one language; default: English).
    """
    return png_bytes(draw(state, seat=seat, last_move=last_move, last_words=last_words,
                          players=players, before=before, words=words, headline=headline))


__all__ = ["GameRenderer", "draw", "registry", "render", "renderer_for"]
