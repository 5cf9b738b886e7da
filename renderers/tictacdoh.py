"""Tic Tac Doh!: the 5×5 window, the squares that left the grid greyed out (and hatched), trees and
nests with what they count as, the shared stash, and the winning line at the end (gold squares, and
a dark stroke through them that reads without colour).

Reads ``view()`` keys (engines/tictacdoh.py): board{square: stack, shape, counts_as, in_grid}, stash,
current_player, last_move, winning_lines.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from engines.base import State
from engines.phrases import Phrase, say
from renderers import frame
from renderers.board import Grid, draw_coordinates, draw_squares, outline, squares_in
from renderers.cache import sprite, static_layer
from renderers.fonts import SMALL, fit, wrap
from renderers.frame import LastMove, Seat
from renderers.palette import INK, LINE, MUTED, OFF_GRID, OFF_GRID_HATCH, SQUARE, WIN, shade
from renderers.pyramids import ice_stack
from renderers.shapes import paste_at
from renderers.stash import draw_ice_stash
from renderers.text import put_text
from renderers.voice import Voice

HEIGHT = frame.HEIGHT
CELL = 101
GRID = Grid(left=frame.BOARD_LEFT, top=frame.HEADER_H + 28, cell=CELL, files=5, ranks=5)
PANEL_X = GRID.left + GRID.width + 40
PANEL_W = frame.WIDTH - PANEL_X - frame.MARGIN
WIN_STROKE = shade(WIN, 0.45)  # the winning line's stroke: dark gold
WIN_STROKE_WIDTH = 10


def seats_for(state: State, view: dict[str, Any], players: frame.Players,
              viewer: int | None, voice: Voice) -> list[Seat]:
    return frame.seats_of(state, players, voice)


@sprite
def _hatched_square() -> Image.Image:
    tile = Image.new("RGB", (CELL + 1, CELL + 1), OFF_GRID)
    draw = ImageDraw.Draw(tile)
    for k in range(-CELL, CELL, 14):
        draw.line((k, CELL, k + CELL, 0), fill=OFF_GRID_HATCH, width=2)
    draw.rectangle((0, 0, CELL, CELL), outline=LINE)
    return tile


@static_layer
def _base(title: str) -> Image.Image:
    img = frame.new_canvas(HEIGHT)
    frame.draw_header_static(img, title)
    frame.draw_footer_static(img)
    draw_squares(img, GRID, SQUARE)
    draw_coordinates(img, GRID)
    frame.panel_area(img, PANEL_X)
    return img


def _draw_square(img: Image.Image, name: str, square: dict[str, Any]) -> None:
    x0, y0, x1, y1 = GRID.rect(name)
    if not square.get("in_grid", True):
        img.paste(_hatched_square(), (x0, y0))
        if x0 == GRID.left or y0 == GRID.top or x1 == GRID.box[2] or y1 == GRID.box[3]:
            # The hatching covered part of the board's frame: draw that side again.
            ImageDraw.Draw(img).rectangle(GRID.box, outline=INK, width=2)
    stack = square.get("stack") or []
    if not stack:
        return
    shape = square.get("shape")
    counts = square.get("counts_as") or []
    sprite = ice_stack(stack, shape)
    if len(stack) == 1:
        paste_at(img, sprite, (x0 + x1 - sprite.width) / 2, y1 - 6)
        return
    # A stack: above it, in the top of its square, the sizes it counts as (what lines use; a tree:
    # every size, a nest: its top one).
    paste_at(img, sprite, (x0 + x1 - sprite.width) / 2, y1 - 5)
    caption = "=" + "".join(counts)
    put_text(img, ((x0 + x1) / 2, y0 + 3), caption, SMALL, INK, "mt")


def _stroke_point(name: str) -> tuple[float, float]:
    """Where the winning stroke crosses a square: through the middle of the pieces, which stand on
    the square's lower part, rather than past their tips."""
    x, y = GRID.centre(name)
    return x, y + CELL * 0.15


def _draw_winning_squares(img: Image.Image, lines: Sequence[dict[str, Any]]) -> None:
    """Gold squares under the pieces of each winning line, and a dark gold stroke through their
    centres, also under the pieces so that it hides none: the gold is as light as an ordinary
    square, and the stroke is what shows the line in grey."""
    draw = ImageDraw.Draw(img)
    for line in lines:
        squares = [name for name in line.get("squares") or [] if GRID.contains(name)]
        for name in squares:
            x0, y0, x1, y1 = GRID.rect(name)
            draw.rectangle((x0 + 1, y0 + 1, x1 - 1, y1 - 1), fill=WIN)
        if len(squares) >= 2:
            # the two squares furthest apart are the line's ends, whatever order it is given in
            ends = max(([_stroke_point(a), _stroke_point(b)] for a in squares for b in squares),
                       key=lambda pair: abs(pair[0][0] - pair[1][0]) + abs(pair[0][1] - pair[1][1]))
            draw.line((*ends[0], *ends[1]), fill=WIN_STROKE, width=WIN_STROKE_WIDTH)
            r = WIN_STROKE_WIDTH / 2
            for x, y in ends:  # round caps
                draw.ellipse((x - r, y - r, x + r, y + r), fill=WIN_STROKE)


def _how(view: dict[str, Any], seats: Sequence[Seat]) -> Phrase | None:
    result = view.get("result") or {}
    reason = result.get("reason")
    lines = view.get("winning_lines") or []
    if reason == "line" and lines:
        return say("picture-tictacdoh-line", size=lines[0].get("size", ""))
    if reason == "all placed":
        return say("picture-tictacdoh-all-placed")
    if reason == "no placement":
        return say("picture-tictacdoh-no-placement")
    if reason == "resigned":
        return say("picture-other-resigned")
    return None


def draw(state: State, view: dict[str, Any], seats: Sequence[Seat], last: LastMove | None,
         viewer: int | None, voice: Voice, before: State | None = None) -> Image.Image:
    # ``before`` unused: the position alone shows what the last move did in this game
    img = _base(state.game.title)
    phase = state.phase()
    if not state.is_over:
        phase = say("picture-tictacdoh-phase", phase=phase, placed=int(view.get("placed") or 0))
    frame.draw_header(img, state, seats, voice, phase, doing=say("picture-tictacdoh-to-place"),
                      how=_how(view, seats))
    board: dict[str, dict[str, Any]] = view.get("board", {})
    _draw_winning_squares(img, view.get("winning_lines") or [])
    for name, square in board.items():
        if GRID.contains(name):
            _draw_square(img, name, square)
    if not any(square.get("stack") for square in board.values()) and not state.is_over:
        # The rules fix the first piece on c3 (so square names never move): say so on the board.
        cx, cy = GRID.centre("c3")
        said = [line for key in ("picture-tictacdoh-first-piece", "picture-tictacdoh-goes-here")
                for line in wrap(voice.say(key), SMALL, CELL - 8)]
        for k, line in enumerate(said):
            put_text(img, (cx, cy + (k - (len(said) - 1) / 2) * 24), fit(line, SMALL, CELL - 8), SMALL,
                     MUTED, "mm")
    for name in squares_in(last.notation if last else None, GRID):
        outline(img, GRID.rect(name))
    y = frame.panel_heading(img, PANEL_X, GRID.top - 20, voice.say("picture-players"))
    for seat in seats:
        y = frame.seat_row(img, PANEL_X, y, seat, to_move=seat.index == state.current_player,
                           width=PANEL_W)
    draw_ice_stash(img, PANEL_X, y + 8, view.get("stash", {}), voice.say("picture-stash"), width=PANEL_W)
    frame.draw_last_move(img, last, voice)
    return img

