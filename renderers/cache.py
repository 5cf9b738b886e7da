"""The static-parts cache: what does not change between two pictures of a game is drawn once.

A game's background (frame, board squares, coordinates, legend, fixed labels) depends only on a few
layout arguments; ``static_layer`` memoises the builder and hands every caller its own copy to draw on
(a copy of an 800 px picture costs ~0.1 ms, drawing it again costs milliseconds). Pieces, markers and
text masks are memoised by ``sprite``: callers only paste them, never draw on them.
"""
from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, ParamSpec, TypeVar, cast

from PIL import Image

P = ParamSpec("P")
T = TypeVar("T")

_CACHES: list[Any] = []  # every memoised function, so that clear() can empty them all


def static_layer(builder: Callable[P, Image.Image]) -> Callable[P, Image.Image]:
    """Memoise ``builder`` (its arguments must be hashable) and return a fresh copy on every call."""
    memo = functools.lru_cache(maxsize=32)(builder)
    _CACHES.append(memo)
    # lru_cache keeps the builder's signature, but typeshed's wrapper types every argument as Hashable
    cached = cast("Callable[P, Image.Image]", memo)

    @functools.wraps(builder)
    def fresh(*args: P.args, **kwargs: P.kwargs) -> Image.Image:
        return cached(*args, **kwargs).copy()

    return fresh


def sprite(builder: Callable[P, T]) -> Callable[P, T]:
    """Memoise a small picture (a piece, a marker, a text mask) that callers never mutate."""
    cached = functools.lru_cache(maxsize=4096)(builder)
    _CACHES.append(cached)
    return cast("Callable[P, T]", cached)  # as in static_layer: lru_cache keeps the signature


def clear() -> None:
    """Empty every cache (tests use it to show that caching never changes a picture)."""
    for cached in _CACHES:
        cached.cache_clear()
