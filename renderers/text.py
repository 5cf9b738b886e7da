"""Putting text on a picture through a cache of rendered masks.

FreeType costs about 10 µs a character on every call, which would make text the most expensive part of a
board. Most strings come back picture after picture (coordinates, names, labels, counts), so each
(text, size, bold) is rendered once into an 8-bit mask and pasted in any colour after that (~20 µs).
A string is drawn run by run, each run in the first font that has its characters (``fonts.runs``),
all on one baseline inside the primary font's line box.

``RECORD``, when a test sets it to a list, receives (text, size, box) for every string put on a
picture, so a test can measure what a player sees (see tests/test_renderers_phone.py).

The layout record (``recording(True)``, tests/test_picture_layout.py) goes further: every string put on
an image is noted on that image (``Placed``: the box its ink covers, its anchor, whether it ran past
the image's edge), a sprite's notes follow it onto the picture it is pasted on (``carry``), and a
renderer names the areas its texts must stay in (``area``), so a test reads off a finished picture
where every word landed. Off (the default), each of these costs one test of a module flag.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, replace

from PIL import Image, ImageDraw

from renderers.cache import sprite
from renderers.fonts import drawable, face_font, font, length, needs_stroke, runs
from renderers.palette import RGB

Box = tuple[int, int, int, int]
RECORD: list[tuple[str, int, Box]] | None = None

LAYOUT = "layout"  # the key of an image's notes in ``Image.info``
AREAS = "layout-areas"
_recording = False


@dataclass(frozen=True)
class Placed:
    """One string as it landed on a picture (coordinates of the image it is noted on)."""

    text: str
    size: int
    bold: bool
    anchor: str
    xy: tuple[float, float]  # the anchor point
    box: Box                 # the ink's box (empty strings never get here)
    clipped: bool            # part of the string fell outside the image it was drawn on


def recording(on: bool) -> None:
    """Note every text put on an image from now on (tests only: notes ride on cached sprites, so
    the caller empties ``renderers.cache`` around a recorded run)."""
    global _recording
    _recording = on


def placed(img: Image.Image) -> tuple[Placed, ...]:
    """Every text noted on ``img`` (drawn on it, or carried by a sprite pasted on it)."""
    return img.info.get(LAYOUT, ())


def areas(img: Image.Image) -> tuple[tuple[str, Box], ...]:
    """The areas a renderer declared on ``img``: each text must stay inside the smallest one that
    holds its anchor point."""
    return img.info.get(AREAS, ())


def area(img: Image.Image, name: str, box: Box) -> None:
    """Declare an area of ``img`` (a panel, a strip, the board with its coordinates)."""
    if _recording:
        # a new tuple each time: a copied picture (the static layers) must not share its notes
        img.info[AREAS] = (*areas(img), (name, tuple(round(v) for v in box)))


def carry(img: Image.Image, sprite: Image.Image, left: int, top: int) -> None:
    """The notes of ``sprite``, pasted with its top-left corner at (left, top), onto ``img``."""
    if _recording and placed(sprite):
        moved = tuple(replace(p, xy=(p.xy[0] + left, p.xy[1] + top),
                              box=(p.box[0] + left, p.box[1] + top, p.box[2] + left, p.box[3] + top))
                      for p in placed(sprite))
        img.info[LAYOUT] = placed(img) + moved


@functools.lru_cache(maxsize=4096)
def _ink(text: str, size: int, bold: bool) -> Box:
    return text_mask(text, size, bold).getbbox() or (0, 0, 0, 0)


def _note(img: Image.Image, text: str, size: int, bold: bool, anchor: str, xy: tuple[float, float],
          left: int, top: int) -> None:
    x0, y0, x1, y1 = _ink(drawable(text), size, bold)
    clipped = left + x0 < 0 or top + y0 < 0 or left + x1 > img.width or top + y1 > img.height
    note = Placed(text, size, bold, anchor, (float(xy[0]), float(xy[1])),
                  (left + x0, top + y0, left + x1, top + y1), clipped)
    img.info[LAYOUT] = (*placed(img), note)


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
    left, top = _origin(w, h, xy, size, bold, anchor)
    img.paste(fill, (left, top, left + w, top + h), mask)
    if RECORD is not None:
        RECORD.append((text, size, (left, top, left + w, top + h)))
    if _recording:
        _note(img, text, size, bold, anchor, xy, left, top)
    return (left, top, left + w, top + h)


def _origin(w: int, h: int, xy: tuple[float, float], size: int, bold: bool, anchor: str
            ) -> tuple[int, int]:
    x = xy[0] - {"l": 0, "m": w / 2, "r": w}[anchor[0]]
    y = xy[1] - {"t": 0, "m": _cap_middle(size, bold), "b": h}[anchor[1]]
    return round(x), round(y)


def ink_box(text: str, size: int, bold: bool, xy: tuple[float, float], anchor: str) -> Box:
    """The box the ink of ``text`` would cover if ``put_text`` drew it so (the layout test asks
    where a whole name would have gone)."""
    shown = drawable(text)
    w, h = text_mask(shown, size, bold).size
    left, top = _origin(w, h, xy, size, bold, anchor)
    x0, y0, x1, y1 = _ink(shown, size, bold)
    return (left + x0, top + y0, left + x1, top + y1)
