"""Pyramid stacks: the Icehouse trees and nests of Tic Tac Doh!, the shared S/M/L stash of Tic Tac Doh!
and IceSickle, and the numbered stacks of Telic.

One drawing rule for every stack, so the games look related:
- a **tree** (each piece smaller than the one under it) is drawn as the pieces standing on one another,
  every piece but the top one cut into a band with its label in it: a stepped tower;
- a **nest** (each piece larger than the one under it, covering it) is drawn as triangles inside one
  another on the same base, an X-ray of the pieces hidden under the top one.
"""
from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.icehouse import PIPS
from renderers.cache import sprite
from renderers.fonts import SMALL
from renderers.palette import INK, RGB, text_on
from renderers.shapes import SUPER, pyramid
from renderers.text import put_text

# The shared Icehouse stash is one colour in the box; here each size gets its own shade of one green
# (light S, mid M, dark L) so lines of one size stand out; the shades differ in lightness, which every
# kind of colour vision sees, and each piece also carries its letter.
ICE_FILL: dict[str, RGB] = {"S": (168, 222, 200), "M": (0, 158, 115), "L": (0, 92, 66)}


def ice_dims(size: str, scale: float = 1.0) -> tuple[int, int]:
    """Width and height of a single S/M/L pyramid; the three sizes differ clearly at a glance."""
    width = {"S": 30, "M": 44, "L": 58}[size]
    height = {"S": 34, "M": 48, "L": 62}[size]
    return round(width * scale), round(height * scale)


# On Tic Tac Doh!'s board (101 px squares) a piece fills most of its square's width, so that a
# stack still reads as its pieces on a phone (400 px: half these sizes). A single piece has the
# square's height; a stack leaves the top of its square to the sizes it counts as.
BOARD_DIMS: dict[str, tuple[int, int]] = {"S": (62, 52), "M": (76, 68), "L": (92, 86)}
STACK_HEIGHT = 66
TREE_BAND = 18
NEST_STEP = 22  # a nest: each piece this much narrower than the one over it (an 11 px ring a side)


@sprite
def ice_piece(size: str, scale: float = 1.0, pips: bool = False, label: bool = True
              ) -> Image.Image:
    """One Icehouse pyramid with its size letter (and its pips when the game scores them)."""
    width, height = ice_dims(size, scale)
    return pyramid(width, height, ICE_FILL[size], size if label else "", SMALL,
                   PIPS[size] if pips else 0)


@sprite
def tree(labels: tuple[str, ...], widths: tuple[int, ...], fills: tuple[RGB, ...],
         band: int = 18, top: int = 26, outline: RGB = INK) -> Image.Image:
    """A stepped tower, bottom piece first: bands of height ``band``, the top piece a triangle.

    Each band's top edge is as wide as the next piece's base plus a shoulder, so the steps show that
    the pieces stand on one another and which is bigger.
    """
    n = len(labels)
    width = max(widths)
    height = band * (n - 1) + top
    big = Image.new("RGBA", (width * SUPER, height * SUPER), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    line = 2 * SUPER
    cx = width * SUPER / 2
    y_bottom = height * SUPER - line / 2
    boxes = []
    for k in range(n):
        w_bottom = widths[k] * SUPER - line
        if k == n - 1:  # the top piece: a whole triangle
            y_top = line / 2
            points = [(cx, y_top), (cx + w_bottom / 2, y_bottom), (cx - w_bottom / 2, y_bottom)]
        else:
            y_top = y_bottom - band * SUPER
            w_top = max(widths[k + 1] * SUPER * 0.85, w_bottom * 0.55)
            points = [(cx - w_top / 2, y_top), (cx + w_top / 2, y_top),
                      (cx + w_bottom / 2, y_bottom), (cx - w_bottom / 2, y_bottom)]
        draw.polygon(points, fill=fills[k], outline=outline, width=line)
        boxes.append((y_top / SUPER, y_bottom / SUPER))
        y_bottom = y_top
    small = big.resize((width, height), Image.Resampling.BOX)
    for k, (y0, y1) in enumerate(boxes):
        if labels[k]:
            y = y0 + (y1 - y0) * (0.62 if k == n - 1 else 0.5)
            put_text(small, (width / 2, y), labels[k], SMALL, text_on(fills[k]), "mm")
    return small


@sprite
def nest(labels: tuple[str, ...], dims: tuple[tuple[int, int], ...], fills: tuple[RGB, ...],
         outline: RGB = INK) -> Image.Image:
    """Triangles inside one another on one base, innermost (bottom) piece first.

    Each letter sits in the strip of its piece that the piece inside it leaves free, just under the
    apex, so every hidden piece is named too.
    """
    width, height = max(d[0] for d in dims), max(d[1] for d in dims)
    layers = [pyramid(w, h, fills[k], "", SMALL, 0, outline) for k, (w, h) in enumerate(dims)]
    out = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    # Outer piece first, inner ones over it: the inside of the X-ray shows every hidden piece.
    for layer in reversed(layers):
        w, h = layer.size
        out.paste(layer, ((width - w) // 2, height - h), layer)
    for k, label in enumerate(labels):
        if not label:
            continue
        top = height - dims[k][1]
        inner_top = height - dims[k - 1][1] if k else height
        y = top + (inner_top - top) * 0.66 + (2 if k else -1)
        put_text(out, (width / 2, y), label, SMALL, text_on(fills[k]), "mm")
    return out


def ice_stack(pieces: Sequence[str], shape: str | None) -> Image.Image:
    """The picture of one Tic Tac Doh! square's stack (bottom to top) drawn as its shape says: a
    single piece at most ``BOARD_DIMS`` big, a stack at most ``STACK_HEIGHT`` high."""
    pieces = tuple(pieces)
    if len(pieces) == 1 or shape == "single":
        width, height = BOARD_DIMS[pieces[-1]]
        return pyramid(width, height, ICE_FILL[pieces[-1]], pieces[-1], SMALL)
    fills = tuple(ICE_FILL[p] for p in pieces)
    if shape == "nest":
        # The outer piece as wide as it stands alone, the hidden ones spread evenly inside it, so
        # that each letter has the strip the piece inside it leaves free.
        n = len(pieces)
        outer = BOARD_DIMS[pieces[-1]][0]
        dims = tuple((outer - NEST_STEP * (n - 1 - k), round(STACK_HEIGHT * (k + 1) / n)) for k in range(n))
        return nest(pieces, dims, fills)
    widths = tuple(BOARD_DIMS[p][0] for p in pieces)
    return tree(pieces, widths, fills, TREE_BAND, STACK_HEIGHT - TREE_BAND * (len(pieces) - 1))
