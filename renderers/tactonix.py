"""Tactonix: every piece with its colour and size, the colour also written as a letter ("R3"), the
drawn piece and the bag during setup, and, in a player's private picture only, that player's colour.

Secrecy: everything drawn comes from ``view(seat)``, which holds no colour the viewer may not know.
Seat markers are neutral grey shapes, never piece colours, so no seat is visually tied to a colour;
the public picture marks nothing, and the deal outcome ("R,Y") is never written, even if a caller
passes it as the last move.

Reads ``view()`` keys (engines/tactonix.py): board_size, pieces, changed, drawn, bag,
colours_in_game, seats[{colour, resigned}], my_colour, spare_colour, last_move, plies, move_limit,
winners.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from engines.base import OVER, State
from engines.phrases import Phrase, say
from engines.tactonix_geometry import COLOUR_WORDS, COLOURS, DEAL_NOTATION, DEAL_WORDS, PIECE_CODES
from engines.words import winners
from renderers import frame
from renderers.board import Grid, draw_coordinates, draw_squares, outline, squares_in
from renderers.cache import sprite, static_layer
from renderers.fonts import BODY, SMALL, fit
from renderers.frame import LastMove, Seat
from renderers.palette import BLUE, GREEN, INK, MUTED, RGB, SQUARE, VERMILLION, WIN, YELLOW
from renderers.shapes import paste_at, paste_corner, pyramid
from renderers.text import put_text
from renderers.voice import Voice

HEIGHT = frame.HEIGHT
COLOUR_FILL: dict[str, RGB] = {"R": VERMILLION, "Y": YELLOW, "G": GREEN, "B": BLUE,
                               "K": (40, 40, 44)}
# Neutral seat markers: a seat's marker must not hint at a colour.
SEAT_GREY: RGB = (150, 150, 158)
SEAT_SHAPES = ("circle", "square", "diamond", "triangle", "hexagon")
OWN_RING: RGB = WIN
OWN_SQUARE: RGB = (255, 236, 170)
# A deal ("R,Y,G") is secret: recognised only so that it is never written.
DEAL_RE = re.compile(rf"^\s*[{COLOURS}](\s*,\s*[{COLOURS}])+\s*$", re.IGNORECASE)


def _grid(board_size: int) -> Grid:
    cell = 63 if board_size == 8 else 101
    return Grid(left=frame.BOARD_LEFT, top=frame.HEADER_H + 28, cell=cell, files=board_size,
                ranks=board_size)


def _panel_x(grid: Grid) -> int:
    return grid.left + grid.width + 40


def seats_for(state: State, view: dict[str, Any], players: frame.Players,
              viewer: int | None, voice: Voice) -> list[Seat]:
    seats = frame.seats_of(state, players, voice, (SEAT_GREY,), SEAT_SHAPES)
    known = view.get("seats") or []
    out = []
    for seat in seats:
        info = known[seat.index] if seat.index < len(known) else {}
        colour = info.get("colour")
        # A seat's colour shows beside its name only where the viewer may know it (the view decides).
        words = COLOUR_WORDS.get(colour) if isinstance(colour, str) else None
        label = voice(words)
        if seat.index == viewer:
            label = voice.say("picture-you-colour", colour=words) if words else voice.say("picture-you")
        out.append(Seat(seat.index, seat.name, label or seat.label, seat.colour, seat.shape, seat.titled))
    return out


def _piece_dims(size: int, cell: int) -> tuple[int, int]:
    scale = cell / 56
    return round((20 + 10 * size) * scale), round((14 + 7 * size) * scale)


@sprite
def _piece(code: str, cell: int, own: bool) -> Image.Image:
    """A pyramid in its colour, sized 1-3, with "R3" written under it on the square's own colour
    (legible whatever the piece's colour); the viewer's own colour gets a gold rim."""
    colour, size = code[0], int(code[1])
    w, h = _piece_dims(size, cell)
    triangle = pyramid(w, h, COLOUR_FILL.get(colour, MUTED), ring=OWN_RING if own else None)
    out = Image.new("RGBA", (cell, cell), (0, 0, 0, 0))
    label_h = 24
    if own:
        # The viewer's colour: a pale gold square behind the piece as well as the rim, visible at a
        # glance across the board.
        ImageDraw.Draw(out).rectangle((2, 2, cell - 3, cell - 3), fill=OWN_SQUARE)
    out.paste(triangle, ((cell - w) // 2, cell - label_h - 1 - h), triangle)
    put_text(out, (cell / 2, cell - label_h / 2 - 1), code, SMALL, INK, "mm", bold=own)
    return out


@static_layer
def _base(title: str, board_size: int) -> Image.Image:
    grid = _grid(board_size)
    img = frame.new_canvas(HEIGHT)
    frame.draw_header_static(img, title)
    frame.draw_footer_static(img)
    draw_squares(img, grid, SQUARE)
    draw_coordinates(img, grid)
    frame.panel_area(img, _panel_x(grid))
    return img


def _draw_colours(img: Image.Image, view: dict[str, Any], gold: set[str], x: int, y: int,
                  width: int, voice: Voice) -> int:
    """The colours in the box, as pieces with letter and word; the viewer's own one is marked."""
    mine = view.get("my_colour")
    spare = view.get("spare_colour")
    y = frame.panel_heading(img, x, y, voice.say("picture-tactonix-colours"))
    colours = [c for c in view.get("colours_in_game") or [] if c in COLOUR_FILL]
    column = width
    for k, colour in enumerate(colours):
        cx = x
        cy = y + k * 30
        piece = pyramid(22, 20, COLOUR_FILL[colour], ring=OWN_RING if colour in gold else None)
        paste_at(img, piece, cx, cy + 24)
        whose = "mine" if colour == mine else "spare" if colour == spare else "other"
        caption = voice.say("picture-tactonix-colour", letter=colour, colour=COLOUR_WORDS[colour], whose=whose)
        put_text(img, (cx + 28, cy + 14), fit(caption, SMALL, column - 30), SMALL, INK, "lm")
    return y + len(colours) * 30 + 4


def _draw_bag(img: Image.Image, view: dict[str, Any], x: int, y: int, width: int, voice: Voice) -> int:
    """Setup: the drawn piece, and what is still in the bag, colour by size."""
    drawn = view.get("drawn")
    bag: dict[str, int] = view.get("bag") or {}
    if isinstance(drawn, str) and drawn in PIECE_CODES:
        y = frame.panel_heading(img, x, y, voice.say("picture-tactonix-piece-to-place"))
        piece = _piece(drawn, 63, False)
        paste_at(img, piece, x, y + 56)
        said = voice.say("picture-tactonix-drawn", colour=COLOUR_WORDS[drawn[0]], size=drawn[1])
        put_text(img, (x + 70, y + 28), fit(said, BODY, width - 70), BODY, INK, "lm")
        y += 66
    y = frame.panel_heading(img, x, y, voice.say("picture-tactonix-bag", count=sum(bag.values())))
    colours = [c for c in view.get("colours_in_game") or [] if c in COLOUR_FILL]
    for k, size in enumerate((1, 2, 3)):
        put_text(img, (x + 80 + k * 45, y + 10), f"{size}", SMALL, MUTED, "mm")
    y += 24
    for colour in colours:
        # Each row led by the colour's piece and letter: the bag table is the colour key in setup.
        paste_at(img, pyramid(22, 20, COLOUR_FILL[colour]), x, y + 22)
        put_text(img, (x + 28, y + 12), f"{colour}", SMALL, INK, "lm")
        for k, size in enumerate((1, 2, 3)):
            count = int(bag.get(f"{colour}{size}", 0))
            put_text(img, (x + 80 + k * 45, y + 12), str(count) if count else "-", SMALL,
                     INK if count else MUTED, "mm")
        y += 24
    return y + 6


DEAL = "deal"  # what a secret deal stands as, in place of its notation


def _shown(state: State, last: LastMove | None) -> LastMove | None:
    """The last move as a picture may show it. A deal is secret: neither its notation nor any
    words a caller gave for it are written, only what the engine says of a deal in public."""
    if last is not None and DEAL_RE.match(last.notation):
        return LastMove(DEAL, DEAL_WORDS, DEAL_NOTATION)
    return last


def _highlighted(view: dict[str, Any], last: LastMove | None, grid: Grid) -> list[str]:
    """Squares the last move changed: the engine's list when it describes this move, else the
    squares its notation names (none for a deal or a draw from the bag)."""
    if last is None or last.notation == DEAL or last.notation in PIECE_CODES:
        return []
    if last.notation == view.get("last_move") and view.get("changed"):
        return [s for s in view["changed"] if grid.contains(s)]
    return squares_in(last.notation, grid)


def draw(state: State, view: dict[str, Any], seats: Sequence[Seat], last: LastMove | None,
         viewer: int | None, voice: Voice, before: State | None = None) -> Image.Image:
    # ``before`` unused: the position alone shows what the last move did in this game
    last = _shown(state, last)
    board_size = int(view.get("board_size", 8))
    grid = _grid(board_size)
    img = _base(state.game.title, board_size)
    plies, limit = int(view.get("plies") or 0), int(view.get("move_limit") or 0)
    phase: Phrase = state.phase()
    if view.get("phase") == "play" and not state.is_over:
        phase = say("picture-tactonix-ply", ply=plies + 1, limit=limit)
    waiting = say("picture-tactonix-dealing" if view.get("phase") == "deal" else "picture-tactonix-drawing")
    drawn = view.get("drawn")
    doing = say("picture-tactonix-to-place", piece=drawn) if isinstance(drawn, str) and drawn else \
        say("picture-tactonix-to-act")
    gold = _gold_colours(state, view)
    how = None
    if state.is_over:
        won = [COLOUR_WORDS[c] for c in sorted(gold, key=COLOURS.index) if c in COLOUR_WORDS]
        how = say("picture-tactonix-connected", colours=tuple(won)) if won else \
            (say("picture-tactonix-move-limit") if limit and not winners(state) else None)
    frame.draw_header(img, state, seats, voice, phase if not state.is_over else OVER, waiting=waiting,
                      doing=doing, how=how)
    highlighted = _highlighted(view, last, grid)
    for name in highlighted:
        x0, y0, x1, y1 = grid.rect(name)
        ImageDraw.Draw(img).rectangle((x0 + 1, y0 + 1, x1 - 1, y1 - 1), fill=(248, 226, 240))
    pieces: dict[str, str] = view.get("pieces") or {}
    for name, code in pieces.items():
        if grid.contains(name) and isinstance(code, str) and code in PIECE_CODES:
            x0, y0, _, _ = grid.rect(name)
            paste_corner(img, _piece(code, grid.cell, code[0] in gold), x0, y0)
    for name in highlighted:
        outline(img, grid.rect(name), width=3)
    x = _panel_x(grid)
    width = frame.WIDTH - x - frame.MARGIN
    y = frame.panel_heading(img, x, grid.top - 24, voice.say("picture-players"))
    for seat in seats:
        info = (view.get("seats") or [{}] * len(seats))[seat.index]
        note = voice.say("picture-resigned") if info.get("resigned") else ""
        y = frame.seat_row(img, x, y, seat, to_move=seat.index == state.current_player,
                           width=width, note=note)
    if view.get("phase") in ("setup", "deal"):
        # No one has a colour yet: the bag, its rows led by each colour, is the only colour key.
        _draw_bag(img, view, x, y + 4, width, voice)
    else:
        _draw_colours(img, view, gold, x, y + 4, width, voice)

    frame.draw_last_move(img, last, voice)
    return img


def _gold_colours(state: State, view: dict[str, Any]) -> set[str]:
    """The colours drawn in gold: the viewer's own during play (private picture only), the
    winners' once the game is over and every colour is public."""
    if state.is_over:
        seats = view.get("seats") or []
        return {seats[w].get("colour") for w in view.get("winners") or []
                if w < len(seats) and seats[w].get("colour")}
    mine = view.get("my_colour")
    return {mine} if isinstance(mine, str) else set()
