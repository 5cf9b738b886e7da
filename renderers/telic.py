"""Telic: the eighteen tiles (suit colour and face, which is what the dice name), the Center Zone with
each player's pyramids home out of 12, every pyramid of every Stack, and each player's stash by size.

Reads ``view()`` keys (engines/telic.py): squares[{square, tile, piece{owner, sizes}}], stash,
center, pending_roll, die_targets, turns, move_limit.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from engines.base import State
from engines.telic import FACE_WORDS
from engines.words import winners
from renderers import frame
from renderers.board import Grid, arrow, draw_coordinates, outline, squares_in
from renderers.cache import sprite, static_layer
from renderers.fonts import BODY, SMALL
from renderers.frame import LastMove, Seat
from renderers.palette import BLUE, INK, LINE, MUTED, PAPER, RGB, SQUARE, VERMILLION, WHITE, tint
from renderers.pyramids import tree
from renderers.shapes import marker, paste, paste_at, pyramid
from renderers.text import put_text

HEIGHT = frame.HEIGHT
CELL = 101
GRID = Grid(left=frame.BOARD_LEFT, top=frame.HEADER_H + 28, cell=CELL, files=4, ranks=5)
PANEL_X = GRID.left + GRID.width + 40
PANEL_W = frame.WIDTH - PANEL_X - frame.MARGIN
HOLES = ("b3", "c3")
SEAT_COLOURS: tuple[RGB, RGB] = (BLUE, VERMILLION)  # seat 0 is Blue, seat 1 Red
SEAT_SHAPES = ("circle", "square")
# A tile's suit tints its square lightly, so each player's six die targets show as a family.
SUIT_INK: dict[str, RGB] = {"blue": BLUE, "red": VERMILLION, "black": INK}
SUIT_FILL: dict[str, RGB] = {"blue": tint(BLUE, 0.82), "red": tint(VERMILLION, 0.82),
                             "black": SQUARE}


def seats_for(state: State, view: dict[str, Any], players: frame.Players,
              viewer: int | None = None) -> list[Seat]:
    return frame.seats_of(state, players, SEAT_COLOURS, SEAT_SHAPES)


def _dims(size: int) -> tuple[int, int]:
    """A Telic pyramid of size 1..6: six steps of width and height, all told apart by eye."""
    return 24 + 8 * size, 22 + 7 * size


@sprite
def _piece(owner: int, sizes: tuple[int, ...]) -> Image.Image:
    """A Single as one numbered pyramid; a Stack as a stepped tower, every pyramid numbered."""
    fill = SEAT_COLOURS[owner]
    if len(sizes) == 1:
        w, h = _dims(sizes[0])
        return pyramid(w, h, fill, str(sizes[0]))
    labels = tuple(str(s) for s in sizes)
    widths = tuple(_dims(s)[0] + 6 for s in sizes)
    # Room under the tile's name: bands shrink as the stack grows, but never below a digit's height.
    room = CELL - 26
    band = max(13, min(20, (room - 26) // (len(sizes) - 1)))
    top = max(26, min(40, room - band * (len(sizes) - 1)))
    return tree(labels, widths, tuple(fill for _ in sizes), band, top)


@static_layer
def _base(title: str) -> Image.Image:
    img = frame.new_canvas(HEIGHT)
    frame.draw_header_static(img, title)
    frame.draw_footer_static(img)
    draw = ImageDraw.Draw(img)
    draw.rectangle(GRID.box, fill=PAPER)
    for name in GRID.names():
        if name not in HOLES:
            draw.rectangle(GRID.rect(name), fill=SQUARE, outline=LINE)
    draw_coordinates(img, GRID)
    _draw_center_frame(img)
    return img


def _center_box() -> tuple[int, int, int, int]:
    x0, y0, _, _ = GRID.rect(HOLES[0])
    _, _, x1, y1 = GRID.rect(HOLES[1])
    return (x0 + 6, y0 + 6, x1 - 6, y1 - 6)


def _draw_center_frame(img: Image.Image) -> None:
    """The Center Zone as a dark hole, with its only two ways in (from a3 and from d3) as arrows."""
    draw = ImageDraw.Draw(img)
    box = _center_box()
    draw.rounded_rectangle(box, radius=12, fill=(62, 58, 70), outline=INK, width=2)
    put_text(img, ((box[0] + box[2]) / 2, box[1] + 13), "Center Zone", SMALL, WHITE, "mm")
    cy = (box[1] + box[3]) / 2
    for name, side in (("a3", box[0]), ("d3", box[2])):
        cx = GRID.centre(name)[0]
        arrow(img, (cx, cy), (side + (8 if side == box[0] else -8), cy), colour=MUTED, width=3,
              shorten=0)


def _draw_legend(img: Image.Image) -> None:
    x, y = PANEL_X, 404
    y = frame.panel_heading(img, x, y, "Rules at a glance")
    for line in ("Tile colour + face = die target:",
                 "  blue 4 is where Blue's die 4 enters.",
                 "Any Stack beats any Single;",
                 "  Stacks by count, Singles by size.",
                 "Corners link a5-d1 and d5-a1.",
                 "Into the Center Zone from a3, d3."):
        put_text(img, (x, y), line, SMALL, INK)
        y += 20


def _draw_tiles(img: Image.Image, squares: Sequence[dict[str, Any]]) -> None:
    draw = ImageDraw.Draw(img)
    for square in squares:
        name = square.get("square", "")
        if not GRID.contains(name) or name in HOLES:
            continue
        suit, _, face = str(square.get("tile", "")).partition(" ")
        x0, y0, x1, y1 = GRID.rect(name)
        draw.rectangle((x0, y0, x1, y1), fill=SUIT_FILL.get(suit, SQUARE), outline=LINE)
        put_text(img, (x0 + 4, y0 + 1), f"{suit} {face}", SMALL, SUIT_INK.get(suit, INK))


def _draw_center_counts(img: Image.Image, seats: Sequence[Seat], center: Sequence[int]) -> None:
    box = _center_box()
    cx = (box[0] + box[2]) / 2
    for k, seat in enumerate(seats[:2]):
        y = box[1] + 40 + 26 * k
        home = center[k] if k < len(center) else 0
        put_text(img, (cx, y), f"{seat.label or seat.name} {home}/12", BODY,
                 tint(seat.colour, 0.45), "mm", bold=True)


def _draw_stashes(img: Image.Image, seats: Sequence[Seat], stash: Sequence[Sequence[int]],
                  y: int) -> int:
    """Each player's stash: sizes 1..6 in a row, each with how many of it are in hand (0-2)."""
    y = frame.panel_heading(img, PANEL_X, y, "Stash (pyramids in hand)")
    column = (PANEL_W - 30) // 6
    for k, seat in enumerate(seats[:2]):
        held = list(stash[k]) if k < len(stash) else []
        bottom = y + 58
        paste(img, marker(seat.shape, frame.MARKER, seat.colour), (PANEL_X + 12, bottom - 26))
        for size in range(1, 7):
            count = held.count(size)
            left = PANEL_X + 30 + (size - 1) * column
            w, h = _dims(size)
            w, h = round(w * 0.7), round(h * 0.7) + 4
            if count:
                # Two of a size: the second drawn just behind the first, as they would sit in hand.
                piece = pyramid(w, h, seat.colour)
                step = 8 if count > 1 else 0
                for copy in range(count):
                    paste_at(img, piece, left + (column - w - step) / 2 + step * (count - 1 - copy),
                             bottom - 18)
                put_text(img, (left + column / 2, bottom - 8), str(size), SMALL, INK, "mm")
            else:
                put_text(img, (left + column / 2, bottom - 8), "-", SMALL, MUTED, "mm")
        y = bottom + 4
    return y


def _entered_square(view: dict[str, Any], state: State, size: int) -> str | None:
    """Where the last ``enter K`` went: the view does not say, so look for the one square among the
    entering player's die targets whose top pyramid is theirs and of size K."""
    mover = 1 - state.current_player if state.current_player in (0, 1) else None
    if mover is None:
        return None
    targets = (view.get("die_targets") or [{}, {}])[mover].values()
    board = view.get("board") or {}
    found = [sq for sq in targets
             if (board.get(sq) or {}).get("owner") == mover
             and (board.get(sq) or {}).get("sizes", [0])[-1] == size]
    return found[0] if len(found) == 1 else None


def _how(state: State, view: dict[str, Any]) -> str:
    if not state.is_over:
        return ""
    won = winners(state)
    center = view.get("center") or [0, 0]
    if not won:
        return "the turn limit is reached" if view.get("move_limit") else ""
    if center[won[0]] >= 12:
        return "all 12 pyramids home"
    return "the other player resigned" if view.get("resigned") is not None else ""


def _doing(state: State, view: dict[str, Any]) -> str:
    pending = view.get("pending_roll")
    if pending:
        face = FACE_WORDS.get(pending["face"], pending["face"])
        can_pass = "pass" in state.legal_moves()
        return f"rolled {face}: enter on {pending['target']}" + (" or pass" if can_pass else "")
    if not (view.get("stash") or [[], []])[state.current_player or 0]:
        return "to move (stash empty)"
    return "to roll or move"


def draw(state: State, view: dict[str, Any], seats: Sequence[Seat], last: LastMove | None,
         viewer: int | None = None) -> Image.Image:
    img = _base(state.game.title)
    turns = int(view.get("turns", 0))
    limit = int(view.get("move_limit") or 0)
    phase = "game over" if state.is_over else (f"turn {turns + 1}" + (f" of {limit}" if limit
                                                                       else ""))
    waiting = ""
    if state.is_chance_node and state.current_player is None:
        rolling = state.phase()  # "Blue is rolling": the contract names no seat at a chance node
        waiting = rolling[:1].upper() + rolling[1:]
    frame.draw_header(img, state, seats, phase, waiting=waiting,
                      doing=_doing(state, view) if not state.is_over else "",
                      how=_how(state, view))
    squares: list[dict[str, Any]] = view.get("squares", [])
    _draw_tiles(img, squares)
    pending = view.get("pending_roll")
    if pending and GRID.contains(pending.get("target", "")):
        # The square the die just named: framed in the colour of the player who must enter there.
        x0, y0, x1, y1 = GRID.rect(pending["target"])
        colour = seats[state.current_player or 0].colour
        ImageDraw.Draw(img).rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), outline=colour, width=4)
    for square in squares:
        piece = square.get("piece")
        name = square.get("square", "")
        if piece and GRID.contains(name):
            sprite_ = _piece(int(piece["owner"]), tuple(int(s) for s in piece["sizes"]))
            x0, y0, x1, y1 = GRID.rect(name)
            paste_at(img, sprite_, (x0 + x1 - sprite_.width) / 2, y1 - 5)
    _draw_center_counts(img, seats, view.get("center") or [0, 0])
    _highlight(img, state, view, last.notation if last else None)
    y = frame.panel_heading(img, PANEL_X, GRID.top - 22, "Home (of 12)")
    center = view.get("center") or [0, 0]
    for seat in seats:
        y = frame.seat_row(img, PANEL_X, y, seat, f"{center[seat.index]}/12",
                           to_move=seat.index == state.current_player, width=PANEL_W)
    _draw_stashes(img, seats, view.get("stash") or [[], []], y + 8)
    frame.draw_last_move(img, last)
    return img


def _highlight(img: Image.Image, state: State, view: dict[str, Any], last_move: str | None
               ) -> None:
    if not last_move:
        return
    if last_move.startswith("enter"):
        try:
            size = int(last_move.split()[-1])
        except ValueError:
            return
        square = _entered_square(view, state, size)
        if square:
            outline(img, GRID.rect(square))
        return
    named = squares_in(last_move, GRID)
    for name in named:
        outline(img, GRID.rect(name))
    if last_move.endswith("-cz") and named:
        # Into the zone's near edge only: its middle holds the home counts.
        box = _center_box()
        start = GRID.centre(named[0])
        edge = box[0] + 34 if start[0] < box[0] else box[2] - 34
        arrow(img, start, (edge, start[1]), shorten=0)
    elif len(named) == 2:
        start, end = (GRID.centre(n) for n in named)
        if abs(start[0] - end[0]) <= CELL and abs(start[1] - end[1]) <= CELL:
            arrow(img, start, end, shorten=18)

