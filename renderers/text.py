"""Putting text on a picture through a cache of rendered masks.

FreeType costs about 10 µs a character on every call, which would make text the most expensive part of a
board. Most strings come back picture after picture (coordinates, names, labels, counts), so each
(text, size, bold) is rendered once into an 8-bit mask and pasted in any colour after that (~20 µs).
"""
from __future__ import annotations

import functools

from PIL import Image, ImageDraw

from renderers.cache import sprite
from renderers.fonts import drawable, font
from renderers.palette import RGB


@sprite
def text_mask(text: str, size: int, bold: bool = False) -> Image.Image:
    """An "L" mask of ``text`` whose box is the advance width × (ascent + descent). Never mutate it."""
    face = font(size)
    ascent, descent = face.getmetrics()
    stroke = 1 if bold else 0
    # The box is the font's line box so that strings sharing a baseline line up whatever their glyphs.
    width = max(1, round(face.getlength(text)) + 2 * stroke)
    mask = Image.new("L", (width, ascent + descent + 2 * stroke), 0)
    ImageDraw.Draw(mask).text((stroke, stroke), text, font=face, fill=255,
                              stroke_width=stroke, stroke_fill=255)
    return mask


@functools.lru_cache(maxsize=32)
def _cap_middle(size: int, bold: bool) -> float:
    """Height, from the top of a mask, halfway between the top of a capital and the baseline.

    Centring on that (rather than on the whole line box) puts "R3" or "12" visually in the middle of
    a piece or a square.
    """
    face = font(size)
    cap_top = face.getbbox("H")[1]
    baseline = face.getmetrics()[0]
    return (cap_top + baseline) / 2 + (1 if bold else 0)


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
    return (left, top, left + w, top + h)
