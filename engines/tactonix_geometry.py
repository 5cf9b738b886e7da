"""Tactonix board geometry, precomputed once per board size at import time.

Squares are bit positions in a "padded" layout: index = rank * pitch + file with pitch = size + 1, so
every rank ends with one padding column that never holds a piece. A bit shifted one file east or west
off the board lands in padding instead of wrapping onto the next rank, which lets the island test
dilate a whole occupancy bitboard with four shifts and no file masks.

Pieces are small integers: code = colour_index * 3 + size (1..15), 0 = empty square.
"""
from __future__ import annotations

from engines.phrases import Phrase, say

COLOURS = "RYGBK"
# the one home of the colour words: the letter of each colour, in COLOURS order, to its name
COLOUR_WORDS: dict[str, Phrase] = {letter: say("tactonix-colour", colour=letter) for letter in COLOURS}
DEAL_WORDS = say("tactonix-deal")  # all that is ever said in public of a deal
DEAL_NOTATION = say("tactonix-deal-notation")  # what stands for a deal's notation, which is secret
SIZE_NAMES = tuple(say("tactonix-size", size=size) for size in (1, 2, 3))
DIRS = ("n", "e", "s", "w")
DIR_NAMES = {d: say("tactonix-direction", direction=d) for d in DIRS}
PIECE_CODES = {f"{c}{s}": i * 3 + s for i, c in enumerate(COLOURS) for s in (1, 2, 3)}
PIECE_NAMES = {code: name for name, code in PIECE_CODES.items()}
SIZE_OF = (0,) + tuple((code - 1) % 3 + 1 for code in range(1, 16))
COLOUR_OF = (-1,) + tuple((code - 1) // 3 for code in range(1, 16))


def piece_words(code: int) -> Phrase:
    """'a large red pyramid' for R3."""
    return say("tactonix-piece-words", size=SIZE_OF[code], colour=COLOURS[COLOUR_OF[code]])


class Rect:
    """One rotatable rectangle: its border masks and the shift masks of both rotations."""

    __slots__ = ("ll", "ur", "border", "outside", "cw", "ccw", "cycle", "name_cw", "name_ccw")

    def __init__(self, geo: Geometry, x1: int, y1: int, x2: int, y2: int) -> None:
        sq = geo.square
        self.ll, self.ur = sq(x1, y1), sq(x2, y2)
        # the border in clockwise order (rank 1 at the bottom): up the left side, east along the
        # top, down the right side, west along the bottom; cw sends cycle[i] to cycle[i + 1]
        cyc = [sq(x1, y) for y in range(y1, y2)] + [sq(x, y2) for x in range(x1, x2)]
        cyc += [sq(x2, y) for y in range(y2, y1, -1)] + [sq(x, y1) for x in range(x2, x1, -1)]
        self.cycle = tuple(cyc)
        bits = geo.bits
        self.border = sum(bits[q] for q in cyc)
        self.outside = geo.full & ~self.border

        def mask(squares: list[int]) -> int:
            return sum(bits[q] for q in squares)

        # sources of each shift: (north, east, south, west)
        self.cw = (mask([sq(x1, y) for y in range(y1, y2)]),
                   mask([sq(x, y2) for x in range(x1, x2)]),
                   mask([sq(x2, y) for y in range(y1 + 1, y2 + 1)]),
                   mask([sq(x, y1) for x in range(x1 + 1, x2 + 1)]))
        self.ccw = (mask([sq(x2, y) for y in range(y1, y2)]),
                    mask([sq(x, y1) for x in range(x1, x2)]),
                    mask([sq(x1, y) for y in range(y1 + 1, y2 + 1)]),
                    mask([sq(x, y2) for x in range(x1 + 1, x2 + 1)]))
        a, b = geo.names[self.ll], geo.names[self.ur]
        self.name_cw, self.name_ccw = f"rot {a} {b} cw", f"rot {a} {b} ccw"


class Geometry:
    """Everything about one board size that never changes: names, neighbours, rays, rectangles."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.pitch = pitch = size + 1
        self.ncells = size * pitch
        self.squares = tuple(r * pitch + f for r in range(size) for f in range(size))
        self.bits = [1 << q for q in range(self.ncells)]
        self.full = sum(self.bits[q] for q in self.squares)
        self.names = {q: f"{chr(97 + q % pitch)}{q // pitch + 1}" for q in self.squares}
        self.index = {name: q for q, name in self.names.items()}
        self.steps = {"n": pitch, "e": 1, "s": -pitch, "w": -1}
        self.nb8 = [0] * self.ncells
        # rays[q][k]: the squares from q (excluded) to the edge in direction DIRS[k]
        self.rays: list[tuple[tuple[int, ...], ...]] = [()] * self.ncells
        for q in self.squares:
            f, r = q % pitch, q // pitch
            self.nb8[q] = sum(self.bits[self.square(f + df, r + dr)]
                              for df in (-1, 0, 1) for dr in (-1, 0, 1)
                              if (df or dr) and self.on_board(f + df, r + dr))
            self.rays[q] = tuple(self._ray(f, r, d) for d in DIRS)
        self.rects = tuple(Rect(self, x1, y1, x2, y2)
                           for y1 in range(size) for x1 in range(size)
                           for y2 in range(y1 + 1, size) for x2 in range(x1 + 1, size))
        self.rect_at = {(rect.ll, rect.ur): rect for rect in self.rects}
        # flat rows for the generator's hot loop (tuple unpacking beats attribute access)
        self.rect_rows = tuple((rect.border, rect.outside) + rect.cw + rect.ccw
                               + (rect.name_cw, rect.name_ccw, rect) for rect in self.rects)
        self._names_tables()

    def square(self, f: int, r: int) -> int:
        return r * self.pitch + f

    def on_board(self, f: int, r: int) -> bool:
        return 0 <= f < self.size and 0 <= r < self.size

    def _ray(self, f: int, r: int, d: str) -> tuple[int, ...]:
        df, dr = {"n": (0, 1), "e": (1, 0), "s": (0, -1), "w": (-1, 0)}[d]
        out = []
        f, r = f + df, r + dr
        while self.on_board(f, r):
            out.append(self.square(f, r))
            f, r = f + df, r + dr
        return tuple(out)

    def _names_tables(self) -> None:
        """Canonical move strings per (square, direction), built once so generation never formats."""
        n = self.names
        self.move_names = [tuple(f"{n[q]}-{n[ray[0]]}" if ray else "" for ray in self.rays[q])
                           if q in n else () for q in range(self.ncells)]
        self.push_names = [tuple(f"push {n[q]} {d}" for d in DIRS) if q in n else ()
                           for q in range(self.ncells)]
        self.hop_names = [tuple(f"hop {n[q]} {d}" for d in DIRS) if q in n else ()
                          for q in range(self.ncells)]
        # swaps with the east and the north neighbour: the canonical order puts q first
        self.swap_names = [tuple(f"swap {n[q]} {n[ray[0]]}" if ray else ""
                                 for ray in (self.rays[q][1], self.rays[q][0]))
                           if q in n else () for q in range(self.ncells)]

    def isolated(self, occ: int) -> int:
        """The occupied squares none of whose eight neighbours is occupied."""
        hs = (occ << 1) | (occ >> 1)
        h = hs | occ
        return occ & ~(hs | (h << self.pitch) | (h >> self.pitch)) & self.full

    def connected(self, mask: int) -> bool:
        """Whether the squares of `mask` form one orthogonally connected group (flood fill)."""
        if not mask:
            return False
        p = self.pitch
        seen = mask & -mask
        while True:
            grown = (seen | (seen << 1) | (seen >> 1) | (seen << p) | (seen >> p)) & mask
            if grown == seen:
                return seen == mask
            seen = grown


GEOMETRIES = {8: Geometry(8), 5: Geometry(5)}
