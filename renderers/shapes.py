"""Pieces and markers of the shared visual language, as cached anti-aliased sprites.

- A pyramid is a triangle seen from the side; its size shows in its height and width, and it carries
  its label (a size letter, a number, "R3") and optionally its pips as dots.
- A seat marker is a filled shape in the seat's colour: circle, square, diamond, triangle, hexagon, so
  two seats differ in shape as well as hue.

Pillow's polygons have hard edges, so every sprite is drawn four times larger and scaled down once;
the cache then makes each one a ~15 µs paste.
"""
from __future__ import annotations

import math

from PIL import Image, ImageDraw

from renderers.cache import sprite
from renderers.palette import INK, RGB, text_on
from renderers.text import carry, put_text

SUPER = 4  # supersampling factor for anti-aliased edges


def _downsample(big: Image.Image, size: tuple[int, int]) -> Image.Image:
    return big.resize(size, Image.Resampling.BOX)


def _poly_points(shape: str, w: float, h: float, inset: float) -> list[tuple[float, float]]:
    """Outline points of a marker shape inside a w×h box, ``inset`` from its edge."""
    x0, y0, x1, y1 = inset, inset, w - inset, h - inset
    cx, cy = w / 2, h / 2
    if shape == "square":
        return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    if shape == "diamond":
        return [(cx, y0), (x1, cy), (cx, y1), (x0, cy)]
    if shape == "triangle":
        return [(cx, y0), (x1, y1), (x0, y1)]
    if shape == "hexagon":
        r = (x1 - x0) / 2
        return [(cx + r * math.cos(math.pi / 3 * k), cy + r * math.sin(math.pi / 3 * k))
                for k in range(6)]
    raise ValueError(f"no marker shape {shape!r}")


@sprite
def marker(shape: str, size: int, fill: RGB, outline: RGB = INK) -> Image.Image:
    """A seat marker: ``shape`` filled with the seat colour, in a size×size RGBA sprite."""
    big = Image.new("RGBA", (size * SUPER, size * SUPER), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    line = 2 * SUPER
    if shape == "circle":
        far = size * SUPER - line // 2 - 1
        draw.ellipse((line // 2, line // 2, far, far), fill=fill, outline=outline, width=line)
    else:
        points = _poly_points(shape, size * SUPER, size * SUPER, line / 2)
        draw.polygon(points, fill=fill, outline=outline, width=line)
    return _downsample(big, (size, size))


def paste(img: Image.Image, piece: Image.Image, centre: tuple[float, float]) -> None:
    """Paste a sprite centred on ``centre``."""
    w, h = piece.size
    paste_corner(img, piece, round(centre[0] - w / 2), round(centre[1] - h / 2))


def paste_at(img: Image.Image, piece: Image.Image, left: float, bottom: float) -> None:
    """Paste a sprite by its bottom-left corner (pyramids stand on a line)."""
    w, h = piece.size
    paste_corner(img, piece, round(left), round(bottom - h))


def paste_corner(img: Image.Image, piece: Image.Image, left: int, top: int) -> None:
    """Paste a sprite by its top-left corner, with the words written on it (for the layout record)."""
    img.paste(piece, (left, top), piece)
    carry(img, piece, left, top)


@sprite
def pyramid(width: int, height: int, fill: RGB, label: str = "", label_size: int = 22,
            pips: int = 0, outline: RGB = INK, ring: RGB | None = None) -> Image.Image:
    """A pyramid seen from the side, standing on the bottom edge of a width×height sprite.

    ``label`` is written in the lower part of the triangle (where it is widest) in black or white,
    whichever reads on ``fill``; ``pips`` dots run along the base under it. ``ring`` adds a second,
    coloured outline (Tactonix marks the viewer's own colour with it).
    """
    big = Image.new("RGBA", (width * SUPER, height * SUPER), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    w, h = width * SUPER, height * SUPER
    line = 2 * SUPER
    apex, left, right = (w / 2, line / 2), (line / 2, h - line / 2), (w - line / 2, h - line / 2)
    if ring is not None:
        draw.polygon([apex, right, left], fill=ring)
        # The same triangle shrunk toward its centroid: the ring shows as a thick coloured rim.
        cx, cy = w / 2, (apex[1] + 2 * left[1]) / 3
        rim = 11.5 * SUPER  # ~3 px of ring on each side once scaled down
        kx, ky = 1 - rim / w, 1 - rim / h
        shrink = [(cx + (x - cx) * kx, cy + (y - cy) * ky) for x, y in (apex, right, left)]
        draw.polygon(shrink, fill=fill, outline=outline, width=SUPER)
        draw.polygon([apex, right, left], outline=outline, width=line)
    else:
        draw.polygon([apex, right, left], fill=fill, outline=outline, width=line)
    ink = text_on(fill)
    if pips:
        r = 2.8 * SUPER
        gap = 9 * SUPER
        y = h - line - r - 2.5 * SUPER
        x0 = w / 2 - gap * (pips - 1) / 2
        for k in range(pips):
            x = x0 + gap * k
            draw.ellipse((x - r, y - r, x + r, y + r), fill=ink)
    small = _downsample(big, (width, height))
    if label:
        # Text goes on after scaling down, so it stays as crisp as everywhere else.
        label_y = height * (0.54 if pips else 0.68)
        put_text(small, (width / 2, label_y), label, label_size, ink, "mm")
    return small
