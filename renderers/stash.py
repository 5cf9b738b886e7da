"""The shared Icehouse stash (Tic Tac Doh!, IceSickle) in the side panel: one row per size with its
count in figures and the pieces themselves, so "how many are left" reads both ways."""
from __future__ import annotations

from collections.abc import Mapping

from PIL import Image

from renderers import frame
from renderers.fonts import BODY
from renderers.palette import INK, MUTED
from renderers.pyramids import ice_dims, ice_piece
from renderers.shapes import paste_at
from renderers.text import put_text

SIZES = ("S", "M", "L")
SCALE = 0.6


def draw_ice_stash(img: Image.Image, x: int, y: int, stash: Mapping[str, int], heading: str,
                   pips: bool = False, width: int = 300) -> int:
    """Draw the stash from ``y`` down; returns the y below it."""
    y = frame.panel_heading(img, x, y, heading)
    for size in SIZES:
        count = int(stash.get(size, 0))
        w, _ = ice_dims(size, SCALE)
        bottom = y + 34
        put_text(img, (x, bottom - 12), f"{size} ×{count}", BODY, INK if count else MUTED, "lm",
                 bold=True)
        for k in range(count):
            step = min(w + 4, (width - 60 - w) / max(1, count - 1))
            paste_at(img, ice_piece(size, SCALE, label=False), x + 60 + k * step, bottom)
        y = bottom + 6
    return y
