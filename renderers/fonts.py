"""Fonts and text: Noto Sans with per-character fallback, so any player's name is drawn as written.

The fonts ship with the package (``renderers/fontdata``, subsets of Noto under the SIL Open Font
Licence, see ``OFL.txt`` and ``make_subsets.sh`` there); they are read as package data, never from
the machine. Each string is cut into runs, each run drawn with the first face that has glyphs for
all its characters: Noto Sans (Latin with every accent, Greek, Cyrillic, arrows and dashes), then
Noto Sans CJK (common Chinese, Japanese and Korean), then Noto Sans Hebrew. A character none of them
has is written as a keyboard would (an arrow as "->"), or as its base letter when it has one, else
(an emoji, a rare ideograph) as "?": never as an empty box.
"""
from __future__ import annotations

import functools
import io
import unicodedata
from importlib import resources

from PIL import ImageFont

# No text on a picture is smaller than this at 800 px wide: 11 px on a phone that shows the picture
# 400 px wide (issue 16).
MIN_SIZE = 22
SMALL = 22
BODY = 22
LARGE = 24
TITLE = 28

# Faces in fallback order: (file for regular, file for bold or None to embolden with a stroke).
FACES: dict[str, tuple[str, str | None]] = {
    "latin": ("NotoSans-Regular.subset.ttf", "NotoSans-Bold.subset.ttf"),
    "cjk": ("NotoSansCJK-Han.subset.woff", None),  # Han, kana, CJK punctuation
    "hangul": ("NotoSansCJK-Hangul.subset.woff", None),
    "hebrew": ("NotoSansHebrew-Regular.subset.ttf", None),
    "arabic": ("NotoSansArabic-Regular.subset.ttf", None),
    # emoji and symbols, in one colour (George Douros's Symbola: "free for any use", Symbola-LICENSE.txt)
    "symbols": ("Symbola.subset.ttf", None),
}
PRIMARY = "latin"
# Signs the engines' words use that no face has, as a keyboard writes them.
_SUBSTITUTES = {"→": "->", "←": "<-", "↔": "<->"}


@functools.lru_cache(maxsize=8)
def _font_bytes(name: str) -> bytes:
    return resources.files("renderers").joinpath("fontdata", name).read_bytes()


@functools.lru_cache(maxsize=64)
def face_font(face: str, size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """``face`` at ``size`` px (its bold file when it has one)."""
    if size < MIN_SIZE:
        raise ValueError(f"text smaller than {MIN_SIZE} px is not legible on a phone")
    regular, heavy = FACES[face]
    name = heavy if bold and heavy else regular
    return ImageFont.truetype(io.BytesIO(_font_bytes(name)), size)


def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The primary face (Noto Sans) at ``size`` px: its metrics set every line box."""
    return face_font(PRIMARY, size, bold)


def needs_stroke(face: str, bold: bool) -> bool:
    """A bold run in a face without a bold file is emboldened with a 1 px stroke."""
    return bold and FACES[face][1] is None


@functools.lru_cache(maxsize=4)
def _notdef(face: str) -> bytes:
    # U+FFFF is a noncharacter: no font maps it, so FreeType draws the face's missing-glyph box.
    return bytes(face_font(face, MIN_SIZE).getmask("\uffff"))


@functools.lru_cache(maxsize=8192)
def face_of(char: str) -> str | None:
    """The first face that has a glyph for ``char`` (None: no face has one)."""
    if char.isspace():
        return PRIMARY
    for face in FACES:
        if bytes(face_font(face, MIN_SIZE).getmask(char)) != _notdef(face):
            return face
    return None


@functools.lru_cache(maxsize=1024)
def drawable(text: str) -> str:
    """``text`` as the fonts can draw it: unchanged when some face has every character; a
    character no face has becomes its base letter if it has one, else "?"."""
    out = []
    for char in unicodedata.normalize("NFC", text):
        if face_of(char) is not None:
            out.append(char)
            continue
        if char in _SUBSTITUTES:
            out.append(_SUBSTITUTES[char])
            continue
        base = "".join(c for c in unicodedata.normalize("NFKD", char) if face_of(c) is not None)
        out.append(base or "?")
    return "".join(out)


@functools.lru_cache(maxsize=2048)
def runs(text: str) -> tuple[tuple[str, str], ...]:
    """``drawable(text)`` cut into (face, characters) runs, each drawn with one face. A combining
    mark stays in the run before it; a space is the primary face's."""
    out: list[tuple[str, str]] = []
    for char in drawable(text):
        face = face_of(char) or PRIMARY
        if out and (face == out[-1][0] or unicodedata.category(char) in ("Mn", "Cf")):
            out[-1] = (out[-1][0], out[-1][1] + char)
        else:
            out.append((face, char))
    return tuple(out)


@functools.lru_cache(maxsize=4096)
def length(text: str, size: int, bold: bool = False) -> float:
    """The advance width of ``text`` drawn run by run."""
    total = 0.0
    for face, chars in runs(text):
        total += face_font(face, size, bold).getlength(chars) + (2 if needs_stroke(face, bold) else 0)
    return total


def width(text: str, size: int) -> float:
    return length(text, size)


ELLIPSIS = "…"
# A name is never cut to fewer characters than this (issue 30): shorter, two names with one start
# ("Computer 1 (hard)", "Computer 2 (easy)") could no longer be told apart.
MIN_KEPT = 12


@functools.lru_cache(maxsize=1024)
def fit(text: str, size: int, max_width: float, bold: bool = False, keep: int = 0) -> str:
    """``text`` as it is when it fits ``max_width`` at ``size`` px, else shortened with an ellipsis
    to fit, but never to fewer than ``keep`` characters (the caller gives room for them)."""
    text = drawable(text)
    if length(text, size, bold) <= max_width:
        return text
    while len(text[:-1].rstrip()) >= max(1, keep) and length(text.rstrip() + ELLIPSIS, size, bold) > max_width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS


def _is_wide(char: str) -> bool:
    """A character a line may break after without a space (CJK writes no spaces between words)."""
    return unicodedata.east_asian_width(char) in "WF"


@functools.lru_cache(maxsize=256)
def wrap(text: str, size: int, max_width: float, bold: bool = False, first: float | None = None
         ) -> tuple[str, ...]:
    """``text`` broken into lines that each fit ``max_width`` (the first line ``first``, when given)
    at ``size`` px: at spaces, or between wide (CJK) characters, or inside a word longer than a line."""
    lines: list[str] = []
    current = ""

    def room() -> float:
        return first if first is not None and not lines else max_width

    for token in _tokens(drawable(text)):
        candidate = current + token
        if length(candidate.rstrip(), size, bold) <= room():
            current = candidate
            continue
        if current.strip():
            lines.append(current.rstrip())
            current = ""
        token = token.lstrip()
        while length(token.rstrip(), size, bold) > room() and len(token) > 1:
            # a word longer than a line (a long name): as many of its characters as fit
            cut = len(token) - 1
            while cut > 1 and length(token[:cut], size, bold) > room():
                cut -= 1
            lines.append(token[:cut])
            token = token[cut:]
        current = token
    if current.strip():
        lines.append(current.rstrip())
    return tuple(lines)


def _tokens(text: str) -> list[str]:
    """``text`` in pieces a line may end after: a word with the spaces before it, or one wide
    character."""
    tokens: list[str] = []
    for char in text:
        starts = (not tokens or _is_wide(char) or _is_wide(tokens[-1][-1])
                  or (char == " " and tokens[-1].strip() != ""))
        if starts:
            tokens.append(char)
        else:
            tokens[-1] += char
    return tokens
