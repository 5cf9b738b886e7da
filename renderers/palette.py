"""The colours of the shared visual language.

Piece and player colours come from the Okabe-Ito palette, chosen so that the common colour blindnesses
(deuteranopia, protanopia, tritanopia) still tell them apart; every colour is also backed by a letter,
a number or a shape on the picture, so no information rests on hue alone.
"""
from __future__ import annotations

RGB = tuple[int, int, int]

PAPER: RGB = (247, 244, 237)        # background
PANEL: RGB = (237, 232, 221)        # side panel and header bands
INK: RGB = (28, 28, 34)             # main text, outlines
MUTED: RGB = (88, 88, 98)           # secondary text (still 6:1 on PAPER)
LINE: RGB = (120, 112, 98)          # board lines
SQUARE: RGB = (232, 221, 196)       # an ordinary board square (a piecepack tile's face)
SQUARE_ALT: RGB = (221, 207, 176)   # the other colour of a checkered board
OFF_GRID: RGB = (196, 196, 196)     # Tic Tac Doh!: a square that can no longer be in the grid
OFF_GRID_HATCH: RGB = (170, 170, 170)
HIGHLIGHT: RGB = (204, 0, 136)      # last move outline: a magenta no player colour uses (and a
                                    # thick frame, dark in grey, so it reads without colour too)
HIGHLIGHT_SOFT: RGB = (245, 200, 228)
WIN: RGB = (255, 214, 102)          # game-over banner (with its words); as light as SQUARE in grey,
                                    # so a winning line also gets a stroke (tictacdoh.WIN_STROKE)
WHITE: RGB = (255, 255, 255)
BLACK: RGB = (20, 20, 20)

# Okabe-Ito
BLUE: RGB = (0, 114, 178)
VERMILLION: RGB = (213, 94, 0)
GREEN: RGB = (0, 158, 115)
YELLOW: RGB = (240, 228, 66)
ORANGE: RGB = (230, 159, 0)
SKY: RGB = (86, 180, 233)
PURPLE: RGB = (204, 121, 167)

# Seat colours where a game gives seats no colour of its own (Coins, Tic Tac Doh!, IceSickle), and
# the marker shape that goes with each so that seats differ by more than hue.
SEAT_COLOURS: tuple[RGB, ...] = (BLUE, VERMILLION, GREEN, PURPLE, ORANGE)
SEAT_SHAPES: tuple[str, ...] = ("circle", "square", "diamond", "triangle", "hexagon")


def text_on(fill: RGB) -> RGB:
    """Black or white, whichever reads better on ``fill`` (relative luminance threshold)."""
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in fill)
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return BLACK if luminance > 0.22 else WHITE


def tint(colour: RGB, amount: float) -> RGB:
    """``colour`` mixed with white (``amount`` 0 = unchanged, 1 = white)."""
    r, g, b = colour
    return (round(r + (255 - r) * amount), round(g + (255 - g) * amount), round(b + (255 - b) * amount))


def shade(colour: RGB, amount: float) -> RGB:
    """``colour`` mixed with black."""
    r, g, b = colour
    return (round(r * (1 - amount)), round(g * (1 - amount)), round(b * (1 - amount)))
