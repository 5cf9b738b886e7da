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
its columns still do not fit, they are cut into blocks stacked one under another: the first with the
names, its columns, the points and tie-breaks; each later one with the rows' numbers and names (or the
numbers alone, when the names would cost one more block) and its columns. The picture grows in height,
never below legible.
"""
from __future__ import annotations

import functools
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from PIL import Image, ImageDraw

from engines.phrases import Phrase, Speaker, say
from renderers.encode import png_bytes
from renderers.fonts import BODY, LARGE, MIN_KEPT, TITLE, fit, length
from renderers.frame import MARGIN, WIDTH
from renderers.palette import INK, LINE, MUTED, OFF_GRID, PANEL, PAPER, WIN, tint
from renderers.text import area, put_text, text_size
from renderers.textboards.common import cut
from renderers.voice import Voice, voice_of

# Tie-breaks the catalogue can name, by code: f"picture-crosstable-tiebreak-{code}" heads the column,
# f"picture-crosstable-tiebreak-{code}-alt" says it in the alt text.
TIEBREAKS = ("sb", "buchholz")
SIZES = (LARGE, BODY)      # text sizes tried, largest first; BODY is the legible minimum (fonts.MIN_SIZE)
PADS = (18, 12, 6)         # px of room round a cell's text, tried widest first
ROW_PAD = (8, 3)           # px above and below a row's text, by text size (SIZES' order)
NAME_ROOM = 200            # px a name column takes at most, unless 12 characters of a name need more
CELL_MOST = 120            # px a result cell's text takes at most (a caller's text is shortened past it)
BLOCK_GAP = 18             # px between two blocks of columns
TITLE_BAND = 56
ALT_LIMIT = 1000           # Discord keeps at most 1,024 characters of an attachment's description
# what a name loses before it is drawn: control characters (C0, DEL, C1), the directional marks, the
# line and paragraph separators, bidi embeddings, overrides and isolates, the byte-order mark
_NOT_SHOWN = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]")
STRIPE = tint(PANEL, 0.5)  # every second row, so a row reads across a wide table
DIAGONAL = OFF_GRID        # a player's own cell (grey: also backed by being empty)
SEPARATOR = tint(LINE, 0.45)  # between two results: "1 0" next to "½ ½" must not read as one cell


@dataclass(frozen=True)
class CrossRow:
    """One player's row: ``cells[j]`` is the text of this player's results against row ``j``.

    ``rank`` is the standing (tied players share it): the alt text says it and the leaders' rows are
    marked; the picture numbers the rows 1, 2, 3… in the order given (the "#" column), and those
    numbers head the opponents' columns, so two tied players are still told apart."""

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
    names_later: bool = True    # blocks after the first repeat the names (else the rows' numbers say who)


@dataclass(frozen=True)
class _Column:
    width: int
    heading: str
    texts: Sequence[str]        # one a row
    align: str = "m"            # "m" centred, "l" from the left
    bold: bool = False
    opponent: int | None = None  # the row whose results the column holds (its own cell is the diagonal)


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
            spare = room - (rank_w + name_w + count * cell_w + sum(total_ws))
            if spare >= 0:  # the room left over goes to names that were cut
                whole = math.ceil(max(_width(name, size, False) for name in names)) + pad
                return replace(chosen, name_w=max(name_w, min(whole, name_w + spare)))
    assert chosen is not None
    return _split(chosen, count, room)


def _split(layout: _Layout, count: int, room: int) -> _Layout:
    """The opponents' columns in as few blocks as fit: the first block with the names, its columns, then
    the points and tie-breaks; the later blocks with the rows' numbers and names (or their numbers alone,
    when the names would cost one more block), then their columns; as even as the first allows."""
    cell = layout.cell_w
    first = max(1, (room - layout.rank_w - layout.name_w - sum(layout.total_ws)) // cell)

    def blocks_of(later: int) -> int:
        return 1 + math.ceil(max(0, count - first) / max(1, later))

    named = blocks_of((room - layout.rank_w - layout.name_w) // cell)
    plain = blocks_of((room - layout.rank_w) // cell)
    blocks = min(named, plain)
    head = min(first, math.ceil(count / blocks))
    rest = count - head
    sizes = [head] + [rest // (blocks - 1) + (1 if k < rest % (blocks - 1) else 0) for k in range(blocks - 1)]
    starts = [0]
    for n in sizes:
        starts.append(starts[-1] + n)
    return replace(layout, blocks=tuple(range(a, b) for a, b in zip(starts, starts[1:])),
                   names_later=named == plain)


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

    size = layout.size
    numbers = [str(r + 1) for r in range(count)]
    shown = [fit(name, size, layout.name_w - layout.pad, False, MIN_KEPT) for name in names]
    top = TITLE_BAND + MARGIN
    for index, block in enumerate(layout.blocks):
        columns = [_Column(layout.rank_w, headings[0], numbers)]
        if index == 0 or layout.names_later:
            columns.append(_Column(layout.name_w, headings[1], shown, "l"))
        for j in block:
            texts = [fit(row.cells[j], size, CELL_MOST) if row.cells[j] else "" for row in table.rows]
            columns.append(_Column(layout.cell_w, str(j + 1), texts, opponent=j))
        if index == 0:
            for k, (w, head) in enumerate(zip(layout.total_ws, (headings[2], *headings[3]))):
                columns.append(_Column(w, head, totals[k], bold=k == 0))
        _draw_block(img, draw, layout, top, table, columns)
        top += block_h + BLOCK_GAP
    return img


def _draw_block(img: Image.Image, draw: ImageDraw.ImageDraw, layout: _Layout, top: int, table: Crosstable,
                columns: Sequence[_Column]) -> None:
    """One block: a heading row, then a row per player, in ``columns`` from the left margin."""
    size, row_h, inset = layout.size, layout.row_h, layout.pad // 2
    lefts = [MARGIN]
    for column in columns:
        lefts.append(lefts[-1] + column.width)
    right, bottom = lefts[-1], top + (len(table.rows) + 1) * row_h
    draw.rectangle((MARGIN, top, right, top + row_h - 1), fill=PANEL)
    for r, row in enumerate(table.rows):
        y = top + (r + 1) * row_h
        fill = WIN if row.rank == 1 else STRIPE if r % 2 else None
        if fill is not None:
            draw.rectangle((MARGIN, y, right, y + row_h - 1), fill=fill)
    for column, left in zip(columns, lefts):
        if column.opponent is not None:  # the player's own cell
            y = top + (column.opponent + 1) * row_h
            draw.rectangle((left, y, left + column.width - 1, y + row_h - 1), fill=DIAGONAL)
        # a strong line where a kind of column begins, a faint one between two results
        faint = column.opponent is not None and column.opponent - 1 in (c.opponent for c in columns)
        draw.line((left, top, left, bottom - 1), fill=SEPARATOR if faint else LINE)
    draw.line((MARGIN, top + row_h - 1, right, top + row_h - 1), fill=LINE)
    draw.rectangle((MARGIN, top, right, bottom - 1), outline=LINE)

    for column, left in zip(columns, lefts):
        box = (left, top, left + column.width, top + row_h)
        _cell_text(img, box, column.heading, size, INK, True, column.align, inset)
        for r, said in enumerate(column.texts):
            if r == column.opponent:
                continue
            y = top + (r + 1) * row_h
            ink = MUTED if column is columns[0] or said == "–" else INK
            _cell_text(img, (left, y, left + column.width, y + row_h), said, size, ink, column.bold,
                       column.align, inset)


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
