"""Fonts and text: Pillow's own scalable default font, and making any text drawable with it.

The font ships inside Pillow (no file is read or downloaded). It covers printable ASCII and a few
Latin-1 signs only, so every string goes through ``drawable()`` first: accents are stripped ("Zoë" ->
"Zoe") and anything else the font lacks becomes "?", instead of the empty boxes FreeType would draw.
"""
from __future__ import annotations

import functools
import unicodedata

from PIL import ImageFont

# No text on a picture is smaller than this at 800 px wide (the phone-legibility floor).
MIN_SIZE = 16
SMALL = 16
BODY = 18
LARGE = 22
TITLE = 26

# Characters the default font draws (checked once against its "missing glyph" box, see _covered()).
_EXTRA = "·«»°±"
# Signs the engines' words use ("a1 → a2", "b1–f4") that the font lacks, as a keyboard writes them.
_SUBSTITUTES = {"→": "->", "←": "<-", "–": "-", "—": "-", "‘": "'", "’": "'", "“": '"', "”": '"',
                "×": "x"}


@functools.lru_cache(maxsize=16)
def font(size: int) -> ImageFont.FreeTypeFont:
    """The default font at ``size`` px; cached because building it parses the embedded font."""
    if size < MIN_SIZE:
        raise ValueError(f"text smaller than {MIN_SIZE} px is not legible on a phone")
    loaded = ImageFont.load_default(size=size)
    assert isinstance(loaded, ImageFont.FreeTypeFont), "Pillow >= 10.1 with FreeType is required"
    return loaded


@functools.lru_cache(maxsize=1)
def _covered() -> frozenset[str]:
    probe = font(MIN_SIZE)
    missing = bytes(probe.getmask("\ue000"))  # a private-use code point: the font's missing box
    chars = {chr(c) for c in range(32, 127)} | set(_EXTRA)
    return frozenset(c for c in chars if c == " " or bytes(probe.getmask(c)) != missing)


@functools.lru_cache(maxsize=512)
def drawable(text: str) -> str:
    """``text`` with every character the font cannot draw replaced (accents dropped, else "?")."""
    covered = _covered()
    out = []
    for char in text:
        if char in covered:
            out.append(char)
            continue
        if char in _SUBSTITUTES:
            out.append(_SUBSTITUTES[char])
            continue
        base = "".join(c for c in unicodedata.normalize("NFKD", char) if c in covered)
        out.append(base or "?")
    return "".join(out)


def width(text: str, size: int) -> float:
    return font(size).getlength(drawable(text))


@functools.lru_cache(maxsize=1024)
def fit(text: str, size: int, max_width: float) -> str:
    """``text`` shortened with "..." so that it fits ``max_width`` at ``size`` px."""
    text = drawable(text)
    if font(size).getlength(text) <= max_width:
        return text
    while text and font(size).getlength(text + "...") > max_width:
        text = text[:-1]
    return text.rstrip() + "..."


@functools.lru_cache(maxsize=256)
def wrap(text: str, size: int, max_width: float) -> tuple[str, ...]:
    """``text`` broken into lines at spaces so that each fits ``max_width`` at ``size`` px."""
    lines: list[str] = []
    current = ""
    for word in drawable(text).split():
        candidate = f"{current} {word}" if current else word
        if current and font(size).getlength(candidate) > max_width:
            lines.append(current)
            current = word
        else:
            current = candidate
    if current:
        lines.append(current)
    return tuple(lines)
