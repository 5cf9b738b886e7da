"""Square boards: where a named square is on the picture, coordinates on every edge, highlights.

Every game names squares file letter + rank number with rank 1 at the bottom (nearest seat 0, or Red's
seat in Telic), so one geometry serves all five. Coordinates are written on all four edges exactly as
the notation spells them.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass

from PIL import Image, ImageDraw

from renderers.fonts import BODY
from renderers.palette import HIGHLIGHT, INK, LINE, MUTED, RGB, SQUARE, WHITE
from renderers.text import area, put_text

Box = tuple[int, int, int, int]

# A square inside canonical notation: "Lc3", "b2-b4", "rot b2 d5 cw", "*c3". Canonical squares are
# lower case, which keeps a Tactonix bag draw such as "B2" (a blue 2) from reading as a square.
SQUARE_RE = re.compile(r"([a-h])([1-8])(?!\d)")
COORD_MARGIN = 28  # room for the coordinates outside the board on each side


@dataclass(frozen=True)
class Grid:
    """A files×ranks board whose top-left square corner is at (left, top)."""

    left: int
    top: int
    cell: int
    files: int
    ranks: int

    @property
    def width(self) -> int:
        return self.cell * self.files

    @property
    def height(self) -> int:
        return self.cell * self.ranks

    @property
    def box(self) -> Box:
        return (self.left, self.top, self.left + self.width, self.top + self.height)

    def names(self) -> list[str]:
        return [f"{chr(97 + f)}{r + 1}" for r in range(self.ranks) for f in range(self.files)]

    def contains(self, name: str) -> bool:
        if not SQUARE_RE.fullmatch(name):
            return False
        return ord(name[0]) - 97 < self.files and int(name[1:]) <= self.ranks

    def rect(self, name: str) -> Box:
        """The square's box on the picture; rank 1 is the bottom row."""
        f, r = ord(name[0]) - 97, int(name[1:]) - 1
        x = self.left + f * self.cell
        y = self.top + (self.ranks - 1 - r) * self.cell
        return (x, y, x + self.cell, y + self.cell)

    def centre(self, name: str) -> tuple[float, float]:
        x0, y0, x1, y1 = self.rect(name)
        return ((x0 + x1) / 2, (y0 + y1) / 2)


def draw_squares(img: Image.Image, grid: Grid, fill: RGB | tuple[RGB, RGB] = SQUARE,
                 line: RGB = LINE) -> None:
    """Fill every square (one colour, or two for a checkered board) and rule the lines."""
    draw = ImageDraw.Draw(img)
    for name in grid.names():
        if isinstance(fill[0], tuple):
            f, r = ord(name[0]) - 97, int(name[1:]) - 1
            colour = fill[(f + r) % 2]  # a1 dark, as on a chessboard
        else:
            colour = fill
        draw.rectangle(grid.rect(name), fill=colour)
        area(img, f"square {name}", grid.rect(name))
    for k in range(grid.files + 1):
        x = grid.left + k * grid.cell
        draw.line((x, grid.top, x, grid.top + grid.height), fill=line, width=1)
    for k in range(grid.ranks + 1):
        y = grid.top + k * grid.cell
        draw.line((grid.left, y, grid.left + grid.width, y), fill=line, width=1)
    draw.rectangle(grid.box, outline=INK, width=2)


def draw_coordinates(img: Image.Image, grid: Grid, size: int = BODY, colour: RGB = MUTED,
                     skip: frozenset[str] = frozenset()) -> None:
    """File letters above and below, rank numbers left and right of the board."""
    x0, y0, x1, y1 = grid.box
    area(img, "board", (x0 - COORD_MARGIN, y0 - COORD_MARGIN, x1 + COORD_MARGIN, y1 + COORD_MARGIN))
    gap = COORD_MARGIN / 2 + 1
    for f in range(grid.files):
        letter = chr(97 + f)
        if letter in skip:
            continue
        x = grid.left + (f + 0.5) * grid.cell
        put_text(img, (x, grid.top - gap), letter, size, colour, "mm")
        put_text(img, (x, grid.top + grid.height + gap), letter, size, colour, "mm")
    for r in range(grid.ranks):
        y = grid.top + (grid.ranks - 0.5 - r) * grid.cell
        put_text(img, (grid.left - gap, y), str(r + 1), size, colour, "mm")
        put_text(img, (grid.left + grid.width + gap, y), str(r + 1), size, colour, "mm")


def outline(img: Image.Image, box: Box, colour: RGB = HIGHLIGHT, width: int = 4) -> None:
    """The last-move outline: a thick magenta frame with a thin white inner rim, so it stands out on
    light squares, dark pieces and greyed squares alike."""
    draw = ImageDraw.Draw(img)
    x0, y0, x1, y1 = box
    draw.rectangle((x0 + 1, y0 + 1, x1 - 1, y1 - 1), outline=colour, width=width)
    draw.rectangle((x0 + 1 + width, y0 + 1 + width, x1 - 1 - width, y1 - 1 - width), outline=WHITE,
                   width=1)


def squares_in(move: str | None, grid: Grid) -> list[str]:
    """The squares a move's notation names, in order, keeping only those on this board."""
    if not move:
        return []
    found = []
    for file, rank in SQUARE_RE.findall(move):
        name = file + rank
        if grid.contains(name) and name not in found:
            found.append(name)
    return found


def squares_between(start: str, end: str) -> list[str]:
    """The squares strictly between two squares on one rank, file or diagonal (else none)."""
    f0, r0, f1, r1 = ord(start[0]), int(start[1:]), ord(end[0]), int(end[1:])
    df, dr = f1 - f0, r1 - r0
    if not (df == 0 or dr == 0 or abs(df) == abs(dr)):
        return []
    steps = max(abs(df), abs(dr))
    sf, sr = (df > 0) - (df < 0), (dr > 0) - (dr < 0)
    return [f"{chr(f0 + k * sf)}{r0 + k * sr}" for k in range(1, steps)]


def arrow(img: Image.Image, start: tuple[float, float], end: tuple[float, float],
          colour: RGB = HIGHLIGHT, width: int = 5, shorten: float = 22) -> None:
    """A move arrow from one square's centre toward another's, stopping short of both centres so
    the pieces stay visible; a white casing keeps it readable over any square or piece."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length <= 2 * shorten:
        return
    ux, uy = dx / length, dy / length
    x0, y0 = start[0] + ux * shorten, start[1] + uy * shorten
    x1, y1 = end[0] - ux * shorten, end[1] - uy * shorten
    head = 16
    bx, by = x1 - ux * head, y1 - uy * head  # the base of the head
    wing = (-uy * head * 0.6, ux * head * 0.6)
    triangle = [(x1, y1), (bx + wing[0], by + wing[1]), (bx - wing[0], by - wing[1])]
    draw = ImageDraw.Draw(img)
    draw.line((x0, y0, bx, by), fill=WHITE, width=width + 4)
    draw.polygon(triangle, fill=colour, outline=WHITE, width=2)
    draw.line((x0, y0, bx, by), fill=colour, width=width)
    draw.polygon(triangle, fill=colour)


def cross(img: Image.Image, centre: tuple[float, float], size: float = 10,
          colour: RGB = HIGHLIGHT) -> None:
    """A small x: a piece was taken from this square by the last move."""
    x, y = centre
    draw = ImageDraw.Draw(img)
    for width, fill in ((7, WHITE), (4, colour)):
        draw.line((x - size, y - size, x + size, y + size), fill=fill, width=width)
        draw.line((x - size, y + size, x + size, y - size), fill=fill, width=width)
