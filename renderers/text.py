"""Putting text on a picture through a cache of rendered masks.

FreeType costs about 10 µs a character on every call, which would make text the most expensive part of a
board. Most strings come back picture after picture (coordinates, names, labels, counts), so each
(text, size, bold) is rendered once into an 8-bit mask and pasted in any colour after that (~20 µs).
A string is drawn run by run, each run in the first font that has its characters (``fonts.runs``),
all on one baseline inside the primary font's line box.

``RECORD``, when a test sets it to a list, receives (text, size, box) for every string put on a
picture, so a test can measure what a player sees (see tests/test_renderers_phone.py).
"""
from __future__ import annotations

import functools

from PIL import Image, ImageDraw

from renderers.cache import sprite
from renderers.fonts import drawable, face_font, font, length, needs_stroke, runs
from renderers.palette import RGB

RECORD: list[tuple[str, int, tuple[int, int, int, int]]] | None = None


@sprite
def text_mask(text: str, size: int, bold: bool = False) -> Image.Image:
    """An "L" mask of ``text`` whose box is the advance width × (ascent + descent) of the primary
    font. Never mutate it."""
    ascent, descent = font(size, bold).getmetrics()
    width = max(1, round(length(text, size, bold)) + 2)
    mask = Image.new("L", (width, ascent + descent + 2), 0)
    draw = ImageDraw.Draw(mask)
    x = 1.0
    for face, chars in runs(text):
        typeface = face_font(face, size, bold)
        stroke = 1 if needs_stroke(face, bold) else 0
        draw.text((x + stroke, 1 + ascent), chars, font=typeface, fill=255, anchor="ls",
                  stroke_width=stroke, stroke_fill=255)
        x += typeface.getlength(chars) + 2 * stroke
    return mask


@functools.lru_cache(maxsize=32)
def _cap_middle(size: int, bold: bool) -> float:
    """Height, from the top of a mask, halfway between the top of a capital and the baseline.

    Centring on that (rather than on the whole line box) puts "R3" or "12" visually in the middle of
    a piece or a square.
    """
    face = font(size, bold)
    cap_top = face.getbbox("H", anchor="ls")[1]
    baseline = face.getmetrics()[0]
    return 1 + baseline + cap_top / 2


def text_size(text: str, size: int, bold: bool = False) -> tuple[int, int]:
    return text_mask(drawable(text), size, bold).size


def put_text(img: Image.Image, xy: tuple[float, float], text: str, size: int, fill: RGB,
             anchor: str = "lt", bold: bool = False) -> tuple[int, int, int, int]:
    """Paste ``text`` at ``xy``; ``anchor`` is two letters, horizontal l/m/r then vertical t/m/b
    (``m`` vertically: the middle of a capital letter).

    Returns the box the text covers, so callers can place things after it.
    """
    if not text:
        return (round(xy[0]), round(xy[1]), round(xy[0]), round(xy[1]))
    mask = text_mask(drawable(text), size, bold)
    w, h = mask.size
    x, y = xy
    x -= {"l": 0, "m": w / 2, "r": w}[anchor[0]]
    y -= {"t": 0, "m": _cap_middle(size, bold), "b": h}[anchor[1]]
    left, top = round(x), round(y)
    img.paste(fill, (left, top, left + w, top + h), mask)
    if RECORD is not None:
        RECORD.append((text, size, (left, top, left + w, top + h)))
    return (left, top, left + w, top + h)
