"""A tournament's crosstable as a picture (PNG) and as alt text (issue 32).

The caller (the tournament core) fills a `Crosstable`: the rows in standing order, each with its rank,
the player's name, the text of its results against every row (``cells[j]``: "1", "½", "0", "1 0" in a
double round-robin, "" on the diagonal, "–" not yet played, or points by place in a multiplayer game),
its points and its tie-breaks, named by code in ``tiebreak_labels`` ("sb", "buchholz"; "SB" and
"Buchholz" are taken too). Every word on the picture comes from the catalogue (``picture-crosstable-…``);
a name is said but never trusted: control characters and bidi overrides are dropped, a long name is
shortened with an ellipsis (to no fewer than ``fonts.MIN_KEPT`` characters).

Layout, 800 px wide like every picture, so that at 400 px on a phone no text is under 11 px::

    +--------------------------------------------------------------+
    | Title                                                        |
    +----+-------------+----+----+----+----+-----+-----+-----------+
    | #  | Player      |  1 |  2 |  3 |  4 | Pts | SB  | Buchholz  |
    | 1  | alice       | ## |  1 |  ½ |  1 | 2.5 | ... |           |
    | .. |                                                          |

Column numbers are the rows' numbers (the "#" column), so "column 3" is the third row's player. A
larger table first gets smaller cells and text, down to the legible minimum (``fonts.MIN_SIZE``); when
its columns still do not fit, they are cut into blocks stacked one under another, each repeating the
"#" and name columns, the points and tie-breaks after the last block's columns: the picture grows in
height, never below legible.
"""
from __future__ import annotations

import functools
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from engines.phrases import Phrase, Speaker, say
from renderers.encode import png_bytes
from renderers.fonts import BODY, LARGE, MIN_KEPT, TITLE, fit, length
from renderers.frame import MARGIN, WIDTH
from renderers.palette import INK, LINE, MUTED, OFF_GRID, PANEL, PAPER, WIN, tint
from renderers.text import area, put_text, text_size
from renderers.textboards.common import cut
from renderers.voice import Said, Voice, voice_of

# Tie-breaks the catalogue can name, by code: f"picture-crosstable-tiebreak-{code}" heads the column,
# f"picture-crosstable-tiebreak-{code}-alt" says it in the alt text.
TIEBREAKS = ("sb", "buchholz")
SIZES = (LARGE, BODY)      # text sizes tried, largest first; BODY is the legible minimum (fonts.MIN_SIZE)
PADS = (18, 12, 8)         # px of room round a cell's text, tried widest first
ROW_PAD = (10, 6)          # px above and below a row's text, by text size (SIZES' order)
NAME_ROOM = 240            # px a name column takes at most, unless 12 characters of a name need more
CELL_MOST = 120            # px a result cell's text takes at most (a caller's text is shortened past it)
BLOCK_GAP = 18             # px between two blocks of columns
TITLE_BAND = 56
ALT_LIMIT = 1000           # Discord keeps at most 1,024 characters of an attachment's description
# what a name loses before it is drawn: control characters (C0, DEL, C1), the directional marks, the
# line and paragraph separators, bidi embeddings, overrides and isolates, the byte-order mark
_NOT_SHOWN = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]")
STRIPE = tint(PANEL, 0.5)  # every second row, so a row reads across a wide table
DIAGONAL = OFF_GRID        # a player's own cell (grey: also backed by being empty)


@dataclass(frozen=True)
class CrossRow:
    """One player's row: ``cells[j]`` is the text of this player's results against row ``j``."""

    rank: int
    name: str
    cells: tuple[str, ...]
    points: float
    tiebreaks: tuple[float, ...]


@dataclass(frozen=True)
class Crosstable:
    """The whole table: a title, the rows in standing order, the tie-breaks' codes in column order."""

    title: Phrase | str
    rows: tuple[CrossRow, ...]
    tiebreak_labels: tuple[str, ...]


def shown_name(name: str) -> str:
    """A player's name as the picture and the alt text show it: no control character or bidi override,
    runs of white space one space; "?" when nothing is left."""
    cleaned = " ".join(_NOT_SHOWN.sub(lambda m: " " if m.group().isspace() else "", name).split())
    return cleaned or "?"


def _codes(table: Crosstable) -> tuple[str, ...]:
    """The tie-breaks' codes, checked: a table the catalogue cannot word is the caller's mistake."""
    codes = tuple(label.strip().casefold() for label in table.tiebreak_labels)
    for code in codes:
        if code not in TIEBREAKS:
            raise ValueError(f"the crosstable has no words for the tie-break {code!r} (it knows {', '.join(TIEBREAKS)})")
    return codes


def _check(table: Crosstable) -> tuple[str, ...]:
    if not table.rows:
        raise ValueError("a crosstable needs at least one player")
    count = len(table.rows)
    codes = _codes(table)
    for number, row in enumerate(table.rows, 1):
        if len(row.cells) != count:
            raise ValueError(f"row {number} has {len(row.cells)} cells for {count} players")
        if len(row.tiebreaks) != len(codes):
            raise ValueError(f"row {number} has {len(row.tiebreaks)} tie-breaks for {len(codes)} labels")
        if row.rank < 1:
            raise ValueError(f"row {number} has rank {row.rank}; ranks start at 1")
    return codes


def _number(value: float) -> int | float:
    """A whole number as an int, so that the catalogue writes "3" (and says "3 points"), not "3.0"."""
    return int(value) if float(value).is_integer() else float(value)


def _figure(voice: Voice, value: float) -> str:
    """Points or a tie-break as the reader's language writes a number ("2.5", "2,5")."""
    return voice.say("picture-crosstable-number", value=_number(value))


# ---- the picture -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Layout:
    size: int
    pad: int
    row_h: int
    rank_w: int
    name_w: int
    cell_w: int
    total_ws: tuple[int, ...]   # points, then each tie-break
    blocks: tuple[range, ...]   # the opponents' columns of each block

    @property
    def totals_w(self) -> int:
        return sum(self.total_ws)


@functools.lru_cache(maxsize=256)
def _width(text: str, size: int, bold: bool) -> float:
    return length(text, size, bold)


def _name_room(names: Sequence[str], size: int) -> float:
    """The name column's text width: the widest name, but at most NAME_ROOM unless 12 characters of
    some name (and the ellipsis) need more."""
    widest = max(_width(name, size, False) for name in names)
    if widest <= NAME_ROOM:
        return widest
    kept = max(_width(name[:MIN_KEPT].rstrip() + "…", size, False) for name in names)
    return max(NAME_ROOM, kept)


def _layout(count: int, headings: tuple[str, str, str, tuple[str, ...]], names: Sequence[str],
            cells: Sequence[str], totals: Sequence[Sequence[str]]) -> _Layout:
    """The largest text and padding at which every column fits the width in one block; else the
    smallest, with the opponents' columns cut into as few blocks as fit."""
    rank_h, player_h, points_h, tiebreak_h = headings
    room = WIDTH - 2 * MARGIN
    chosen: _Layout | None = None
    for i, size in enumerate(SIZES):
        for pad in PADS:
            row_h = text_size("Hg", size)[1] + 2 * ROW_PAD[i]
            rank_w = math.ceil(max(_width(rank_h, size, True), _width(str(count), size, False))) + pad
            name_w = math.ceil(max(_width(player_h, size, True), _name_room(names, size))) + pad
            widest_cell = max([_width(c, size, False) for c in cells if c] + [_width(str(count), size, True)])
            cell_w = math.ceil(min(CELL_MOST, widest_cell)) + pad
            total_ws = tuple(math.ceil(max(_width(head, size, True), *(_width(v, size, True) for v in column)))
                             + pad for head, column in zip((points_h, *tiebreak_h), totals))
            chosen = _Layout(size, pad, row_h, rank_w, name_w, cell_w, total_ws, (range(count),))
            if rank_w + name_w + count * cell_w + sum(total_ws) <= room:
                return chosen
    assert chosen is not None
    return _split(chosen, count, room)


def _split(layout: _Layout, count: int, room: int) -> _Layout:
    """The opponents' columns in as few blocks as fit, as even as the last one (with the totals) allows."""
    fixed = layout.rank_w + layout.name_w
    most = max(1, (room - fixed) // layout.cell_w)
    most_last = max(1, (room - fixed - layout.totals_w) // layout.cell_w)
    blocks = 1 + max(0, math.ceil((count - most_last) / most))
    even = math.ceil(count / blocks)
    last = min(most_last, even)
    rest = count - last
    sizes = [rest // (blocks - 1) + (1 if k < rest % (blocks - 1) else 0) for k in range(blocks - 1)] if blocks > 1 else []
    starts = [0]
    for n in [*sizes, last]:
        starts.append(starts[-1] + n)
    return _Layout(layout.size, layout.pad, layout.row_h, layout.rank_w, layout.name_w, layout.cell_w,
                   layout.total_ws, tuple(range(a, b) for a, b in zip(starts, starts[1:])))


def crosstable_image(table: Crosstable, words: Speaker | Voice | None = None) -> Image.Image:
    """The crosstable drawn, before encoding (tests and the benchmark use it; ``draw_crosstable``
    encodes it)."""
    codes = _check(table)
    voice = voice_of(words)
    count = len(table.rows)
    names = [shown_name(row.name) for row in table.rows]
    headings = (voice.say("picture-crosstable-rank"), voice.say("picture-crosstable-player"),
                voice.say("picture-crosstable-points"),
                tuple(voice.say(f"picture-crosstable-tiebreak-{code}") for code in codes))
    totals = [[_figure(voice, row.points) for row in table.rows]]
    totals += [[_figure(voice, row.tiebreaks[k]) for row in table.rows] for k in range(len(codes))]
    cells = sorted({cell for row in table.rows for cell in row.cells})
    layout = _layout(count, headings, names, cells, totals)

    block_h = (count + 1) * layout.row_h
    height = TITLE_BAND + MARGIN + len(layout.blocks) * block_h + (len(layout.blocks) - 1) * BLOCK_GAP + MARGIN
    img = Image.new("RGB", (WIDTH, height), PAPER)
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, 0, WIDTH, TITLE_BAND - 1), fill=PANEL)
    draw.line((0, TITLE_BAND - 1, WIDTH, TITLE_BAND - 1), fill=LINE)
    area(img, "title", (0, 0, WIDTH, TITLE_BAND))
    title = fit(voice(table.title), TITLE, WIDTH - 2 * MARGIN, True, MIN_KEPT)
    put_text(img, (MARGIN, TITLE_BAND / 2), title, TITLE, INK, "lm", bold=True)

    top = TITLE_BAND + MARGIN
    name_room = layout.name_w - layout.pad
    shown = [fit(name, layout.size, name_room, False, MIN_KEPT) for name in names]
    for index, block in enumerate(layout.blocks):
        last = index == len(layout.blocks) - 1
        _draw_block(img, draw, layout, top, block, table, headings if last else headings[:2], shown,
                    totals if last else [])
        top += block_h + BLOCK_GAP
    return img


def _draw_block(img: Image.Image, draw: ImageDraw.ImageDraw, layout: _Layout, top: int, block: range,
                table: Crosstable, headings: tuple, names: Sequence[str], totals: Sequence[Sequence[str]]) -> None:
    """One block: its heading row, then a row per player (# and name, the block's columns, and in the
    last block the points and tie-breaks)."""
    size, row_h, half = layout.size, layout.row_h, layout.pad // 2
    # the columns' left edges: #, name, the block's opponents, then the totals
    edges = [MARGIN, MARGIN + layout.rank_w]
    x = edges[-1] + layout.name_w
    cell_left = x
    x += len(block) * layout.cell_w
    total_lefts = []
    for w in layout.total_ws[:len(totals)]:
        total_lefts.append(x)
        x += w
    right = x
    rows = table.rows
    bottom = top + (len(rows) + 1) * row_h
    draw.rectangle((MARGIN, top, right, top + row_h - 1), fill=PANEL)
    for r, row in enumerate(rows):
        y = top + (r + 1) * row_h
        fill = WIN if row.rank == 1 else STRIPE if r % 2 else None
        if fill is not None:
            draw.rectangle((MARGIN, y, right, y + row_h - 1), fill=fill)
        if r in block:  # the player's own cell
            left = cell_left + (r - block.start) * layout.cell_w
            draw.rectangle((left, y, left + layout.cell_w - 1, y + row_h - 1), fill=DIAGONAL)
    # lines: under the heading, between columns; the frame round the block
    draw.line((MARGIN, top + row_h - 1, right, top + row_h - 1), fill=LINE)
    for left in (edges[1], cell_left, *(cell_left + k * layout.cell_w for k in range(1, len(block))),
                 *total_lefts):
        draw.line((left, top, left, bottom - 1), fill=LINE if left in (edges[1], cell_left, *total_lefts[:1]) else PANEL)
    draw.rectangle((MARGIN, top, right, bottom - 1), outline=LINE)

    rank_h, player_h = headings[0], headings[1]
    _cell_text(img, (MARGIN, top, edges[1], top + row_h), rank_h, size, INK, True, "m")
    _cell_text(img, (edges[1], top, cell_left, top + row_h), player_h, size, INK, True, "l", half)
    for k, j in enumerate(block):
        left = cell_left + k * layout.cell_w
        _cell_text(img, (left, top, left + layout.cell_w, top + row_h), str(j + 1), size, INK, True, "m")
    heads = (headings[2], *headings[3]) if len(headings) > 2 else ()
    for left, w, head in zip(total_lefts, layout.total_ws, heads):
        _cell_text(img, (left, top, left + w, top + row_h), head, size, INK, True, "m")
    for r, row in enumerate(rows):
        y = top + (r + 1) * row_h
        _cell_text(img, (MARGIN, y, edges[1], y + row_h), str(r + 1), size, MUTED, False, "m")
        _cell_text(img, (edges[1], y, cell_left, y + row_h), names[r], size, INK, False, "l", half)
        for k, j in enumerate(block):
            if j == r:
                continue
            left = cell_left + k * layout.cell_w
            text = fit(row.cells[j], size, CELL_MOST) if row.cells[j] else ""
            _cell_text(img, (left, y, left + layout.cell_w, y + row_h), text, size,
                       MUTED if text == "–" else INK, False, "m")
        for c, (left, w) in enumerate(zip(total_lefts, layout.total_ws)):
            _cell_text(img, (left, y, left + w, y + row_h), totals[c][r], size, INK, c == 0, "m")


def _cell_text(img: Image.Image, box: tuple[int, int, int, int], text: str, size: int, fill: tuple[int, int, int],
               bold: bool, align: str, inset: int = 0) -> None:
    """``text`` in a cell, vertically centred, centred or from its left (``inset`` in); the cell is
    an area of the layout record."""
    area(img, "cell", box)
    if not text:
        return
    y = (box[1] + box[3]) / 2
    if align == "m":
        put_text(img, ((box[0] + box[2]) / 2, y), text, size, fill, "mm", bold=bold)
    else:
        put_text(img, (box[0] + inset, y), text, size, fill, "lm", bold=bold)


def draw_crosstable(table: Crosstable, words: Speaker | Voice | None = None) -> bytes:
    """The crosstable as PNG bytes, every word said by ``words`` (the bot's catalogue for one language,
    ``bot.words.words(locale)``; default: English)."""
    return png_bytes(crosstable_image(table, words))


# ---- the alt text ----------------------------------------------------------------------------------

def crosstable_alt(table: Crosstable, words: Speaker | Voice | None = None) -> str:
    """The picture's description: its title, then one sentence per row (rank, name, points, tie-breaks),
    at most ``ALT_LIMIT`` characters: past that the tie-breaks are left out, then the last rows are
    counted instead of listed."""
    codes = _check(table)
    voice = voice_of(words)
    head = voice.say("picture-crosstable-alt-title", title=cut(voice(table.title), 200))

    def sentence(row: CrossRow, tiebreaks: bool) -> str:
        points = say("picture-crosstable-alt-points", points=_number(row.points))
        name = cut(shown_name(row.name), 40)
        if tiebreaks and codes:
            said = [say(f"picture-crosstable-tiebreak-{code}-alt", value=_number(value))
                    for code, value in zip(codes, row.tiebreaks)]
            return voice.say("picture-crosstable-alt-row", rank=str(row.rank), name=name, points=points,
                             tiebreaks=said)
        return voice.say("picture-crosstable-alt-row-plain", rank=str(row.rank), name=name, points=points)

    for tiebreaks in (True, False):
        lines = [head, *(sentence(row, tiebreaks) for row in table.rows)]
        text = " ".join(lines)
        if len(text) <= ALT_LIMIT:
            return text
    kept = [head]
    for number, row in enumerate(table.rows):
        line = sentence(row, False)
        after = len(table.rows) - number - 1
        tail = [voice.say("picture-crosstable-alt-more", count=after)] if after else []
        if len(" ".join([*kept, line, *tail])) > ALT_LIMIT:
            return " ".join([*kept, voice.say("picture-crosstable-alt-more", count=after + 1)])
        kept.append(line)
    return " ".join(kept)

__all__ = ["TIEBREAKS", "CrossRow", "Crosstable", "crosstable_alt", "crosstable_image", "draw_crosstable",
           "shown_name"]
