"""Coins: every coin with its owner (suit colour and initial) and its kind (marks at the sides for
orthogonal, at the corners for diagonal), and each player's captures, coin by coin.

Reads ``view()`` keys (engines/coins.py): board{square: owner, kind}, seat_names, seat_colours,
to_place, captures, captured_from, must_remove, phase, resigned.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from engines.base import State
from engines.phrases import say
from engines.words import place_word, winners
from renderers import frame
from renderers.board import Grid, arrow, cross, draw_coordinates, draw_squares, outline, squares_in
from renderers.cache import sprite, static_layer
from renderers.fonts import LARGE, SMALL
from renderers.frame import LastMove, Seat
from renderers.palette import BLUE, GREEN, HIGHLIGHT, INK, RGB, SQUARE, VERMILLION, WHITE, text_on
from renderers.shapes import SUPER, paste
from renderers.text import put_text
from renderers.voice import Voice

HEIGHT = frame.HEIGHT
CELL = 127
GRID = Grid(left=frame.BOARD_LEFT, top=frame.HEADER_H + 28, cell=CELL, files=4, ranks=4)
PANEL_X = GRID.left + GRID.width + 40
PANEL_W = frame.WIDTH - PANEL_X - frame.MARGIN
COIN = 100
# The piecepack suits' colours, in Okabe-Ito shades; each coin also shows its suit's initial.
SUIT_COLOURS: dict[str, RGB] = {"red": VERMILLION, "black": (48, 48, 52), "green": GREEN,
                                "blue": BLUE}
FALLBACK = (VERMILLION, (48, 48, 52), GREEN, BLUE)
SEAT_SHAPES = ("circle", "square", "diamond", "triangle")


def seats_for(state: State, view: dict[str, Any], players: frame.Players,
              viewer: int | None, voice: Voice) -> list[Seat]:
    names = view.get("seat_colours") or []
    colours = [SUIT_COLOURS.get(names[k], FALLBACK[k]) if k < len(names) else FALLBACK[k % 4]
               for k in range(state.num_players)]
    return frame.seats_of(state, players, voice, colours, SEAT_SHAPES)


@sprite
def coin(fill: RGB, letter: str, kind: str, size: int = COIN) -> Image.Image:
    """A coin: a disc in the suit's colour, the suit's initial, and four direction marks.

    The marks are wedges pointing the ways the coin slides: at the sides (orthogonal) or at the
    corners (diagonal), so the kind reads from the shape alone.
    """
    big = Image.new("RGBA", (size * SUPER, size * SUPER), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    s = size * SUPER
    line = 2 * SUPER
    draw.ellipse((line, line, s - line, s - line), fill=fill, outline=INK, width=line)
    ink = text_on(fill)
    if size >= 40:
        ring = round(size * 0.08) * SUPER
        draw.ellipse((ring, ring, s - ring, s - ring), outline=ink, width=SUPER)
    c = s / 2
    start = 0.0 if kind == "orthogonal" else math.pi / 4
    for k in range(4 if kind in ("orthogonal", "diagonal") else 0):
        angle = start + k * math.pi / 2
        ux, uy = math.cos(angle), math.sin(angle)
        px, py = -uy, ux
        tip = c * 0.93
        base = c * 0.62
        half = c * 0.17
        points = [(c + ux * tip, c + uy * tip),
                  (c + ux * base + px * half, c + uy * base + py * half),
                  (c + ux * base - px * half, c + uy * base - py * half)]
        draw.polygon(points, fill=ink)
    small = big.resize((size, size), Image.Resampling.BOX)
    put_text(small, (size / 2, size / 2), letter, LARGE if size >= 40 else SMALL, ink, "mm",
             bold=size >= 40)
    return small


def _seat_coin(seat: Seat, kind: str, size: int = COIN) -> Image.Image:
    return coin(seat.colour, (seat.label or seat.name)[:1].upper(), kind, size)


@static_layer
def _base(title: str, seats: tuple[Seat, ...]) -> Image.Image:
    img = frame.new_canvas(HEIGHT)
    frame.draw_header_static(img, title)
    frame.draw_footer_static(img)
    draw_squares(img, GRID, SQUARE)
    draw_coordinates(img, GRID)
    frame.panel_area(img, PANEL_X)
    return img


def _draw_players(img: Image.Image, state: State, view: dict[str, Any], seats: Sequence[Seat],
                  voice: Voice) -> None:
    """Each seat with its captures; under it, the coins it took, in their owners' colours."""
    setup = view.get("phase") == "setup"
    heading = voice.say("picture-coins-to-place" if setup else "picture-coins-captures")
    y = frame.panel_heading(img, PANEL_X, GRID.top - 24, heading)
    captures = view.get("captures") or [0] * len(seats)
    to_place = view.get("to_place") or [0] * len(seats)
    taken: list[list[int]] = view.get("captured_from") or []
    resigned = set(view.get("resigned") or [])
    ranking = state.ranking()
    for seat in seats:
        figure = str(to_place[seat.index] if setup else captures[seat.index])
        if ranking is not None:
            # Captures can tie; the place shows how the tie-break (coins taken per seat) fell.
            figure = voice.say("picture-coins-figure-place", figure=figure, place=place_word(ranking[seat.index]))
        y = frame.seat_row(img, PANEL_X, y, seat, figure,
                           to_move=seat.index == state.current_player, width=PANEL_W,
                           note=voice.say("picture-resigned") if seat.index in resigned else "")
        row = taken[seat.index] if seat.index < len(taken) else []
        x = PANEL_X + 34
        for victim, count in enumerate(row):
            for _ in range(int(count)):
                if victim < len(seats) and x < PANEL_X + PANEL_W - 20:
                    paste(img, _seat_coin(seats[victim], "plain", 26), (x, y + 11))
                    x += 28
        if x > PANEL_X + 34:
            y += 26


def _ring(img: Image.Image, centre: tuple[float, float]) -> None:
    draw = ImageDraw.Draw(img)
    r = COIN / 2 + 6
    x, y = centre
    for k in range(12):
        start = k * 30
        draw.arc((x - r, y - r, x + r, y + r), start, start + 18, fill=WHITE, width=8)
        draw.arc((x - r, y - r, x + r, y + r), start, start + 18, fill=HIGHLIGHT, width=5)


def draw(state: State, view: dict[str, Any], seats: Sequence[Seat], last: LastMove | None,
         viewer: int | None, voice: Voice, before: State | None = None) -> Image.Image:
    # ``before`` unused: the position alone shows what the last move did in this game
    img = _base(state.game.title, tuple(seats))
    setup = view.get("phase") == "setup"
    if view.get("must_remove"):
        doing = say("picture-coins-must-remove")
    else:
        doing = say("picture-coins-to-place-coin" if setup else "picture-coins-to-slide")
    won = winners(state)
    captures = view.get("captures") or []
    how = None
    if won and won[0] < len(captures):
        how = say("picture-coins-captured", count=captures[won[0]])
    frame.draw_header(img, state, seats, voice, state.phase(), doing=doing, how=how)
    board: dict[str, dict[str, Any]] = view.get("board", {})
    for name, piece in board.items():
        owner = int(piece.get("owner", 0))
        if GRID.contains(name) and 0 <= owner < len(seats):
            paste(img, _seat_coin(seats[owner], str(piece.get("kind"))), GRID.centre(name))
    named = squares_in(last.notation if last else None, GRID)
    for name in named:
        outline(img, GRID.rect(name))
    if len(named) == 2:
        start, end = GRID.centre(named[0]), GRID.centre(named[1])
        # Over the coins' rims for neighbouring squares, so that a one-square slide is a clear
        # arrow rather than a stub between two coins.
        distance = math.hypot(end[0] - start[0], end[1] - start[1])
        arrow(img, start, end, shorten=min(COIN / 2, max(14.0, (distance - 64) / 2)))
    elif len(named) == 1 and last is not None and last.notation.startswith("*") \
            and named[0] not in board:
        cross(img, GRID.centre(named[0]), size=18)  # the coin removed
    if view.get("must_remove") and not state.is_over:
        # The coins the player to move may remove: a dashed magenta ring around each.
        for move in state.legal_moves():
            name = move[1:]
            if move.startswith("*") and GRID.contains(name):
                _ring(img, GRID.centre(name))
    _draw_players(img, state, view, seats, voice)
    frame.draw_last_move(img, last, voice)
    return img

