"""IceSickle: the 5×5 board with every pyramid's size letter and pips, the stash while sowing, both
players' scores by round, and the last jump as an arrow over the squares it passed.

Reads ``view()`` keys (engines/icesickle.py): board{square: size}, stash, round, rounds, phase,
first_sower, round_scores, scores.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image

from engines.base import State
from engines.icehouse import PIPS
from engines.phrases import say
from engines.words import fmt_score, score_value, winners
from renderers import frame
from renderers.board import (
    Grid, arrow, cross, draw_coordinates, draw_squares, outline, squares_between, squares_in,
)
from renderers.cache import static_layer
from renderers.fonts import BODY, SMALL, fit
from renderers.frame import LastMove, Seat
from renderers.palette import INK, MUTED, SQUARE
from renderers.pyramids import ice_piece
from renderers.shapes import marker, paste, paste_at
from renderers.stash import draw_ice_stash
from renderers.text import put_text
from renderers.voice import Voice

HEIGHT = frame.HEIGHT
CELL = 101
GRID = Grid(left=frame.BOARD_LEFT, top=frame.HEADER_H + 28, cell=CELL, files=5, ranks=5)
PANEL_X = GRID.left + GRID.width + 40
PANEL_W = frame.WIDTH - PANEL_X - frame.MARGIN
# Larger than Tic Tac Doh!'s pieces (no stacks here), the small ones most, so that letter and pips fit.
PIECE_SCALE = {"S": 1.4, "M": 1.25, "L": 1.15}


def seats_for(state: State, view: dict[str, Any], players: frame.Players,
              viewer: int | None, voice: Voice) -> list[Seat]:
    return frame.seats_of(state, players, voice)


@static_layer
def _base(title: str) -> Image.Image:
    img = frame.new_canvas(HEIGHT)
    frame.draw_header_static(img, title)
    frame.draw_footer_static(img)
    draw_squares(img, GRID, SQUARE)
    draw_coordinates(img, GRID)
    frame.panel_area(img, PANEL_X)
    return img


def _draw_scores(img: Image.Image, seats: Sequence[Seat], view: dict[str, Any], y: int, voice: Voice) -> int:
    """Pips per round, one column per player, headed by the players' markers."""
    x = PANEL_X
    columns = (x + PANEL_W - 90, x + PANEL_W - 30)
    for seat, cx in zip(seats, columns):
        paste(img, marker(seat.shape, 18, seat.colour), (cx, y + 11))
    y = frame.panel_heading(img, x, y, fit(voice.say("picture-icesickle-by-round"), BODY, columns[0] - x - 24))
    rounds = int(view.get("rounds", 2))
    played: list[list[float]] = view.get("round_scores") or []
    for number in range(1, rounds + 1):
        scores = played[number - 1] if number <= len(played) else None
        current = number == len(played) and not view.get("is_over")
        put_text(img, (x, y + 10), fit(voice.say("picture-icesickle-round", round=number), BODY, columns[0] - x - 30),
                 BODY, INK if scores is not None else MUTED, "lm")
        for cx, k in zip(columns, range(2)):
            text = "-" if scores is None else fmt_score(scores[k])
            put_text(img, (cx, y + 10), text, BODY, INK, "mm")
        y += 30
    return y


def draw(state: State, view: dict[str, Any], seats: Sequence[Seat], last: LastMove | None,
         viewer: int | None, voice: Voice, before: State | None = None) -> Image.Image:
    img = _base(state.game.title)
    # the board the jump was made on, when known: only squares that held a piece were captured
    held: dict[str, str] | None = before.view(None).get("board", {}) if before is not None else None
    sowing = view.get("phase") == "sowing"
    totals = view.get("scores") or state.scores() or [0.0] * len(seats)
    order = winners(state) or [0]
    top = totals[order[0]]
    rest = [t for k, t in enumerate(totals) if k != order[0]]
    how = say("picture-icesickle-pips-result", top=score_value(top), other=score_value(rest[0])) \
        if len(rest) == 1 else None
    if view.get("resigned") is not None:
        how = say("picture-other-resigned")
    frame.draw_header(img, state, seats, voice, state.phase(),
                      doing=say("picture-icesickle-to-sow" if sowing else "picture-icesickle-to-jump"), how=how,
                      headline=view.get("headline"))
    board: dict[str, str] = view.get("board", {})
    for name, size in board.items():
        if GRID.contains(name) and size in PIPS:
            x0, y0, x1, y1 = GRID.rect(name)
            piece = ice_piece(size, PIECE_SCALE[size], pips=True)
            paste_at(img, piece, (x0 + x1 - piece.width) / 2, y1 - 8)
    marked = squares_in(last.notation if last else None, GRID)
    # A jump from the previous round ends on a cleared board: say it below, draw nothing on it.
    if marked and board.get(marked[-1]):
        for name in marked:
            outline(img, GRID.rect(name))
        if len(marked) == 2:
            arrow(img, GRID.centre(marked[0]), GRID.centre(marked[1]))
            # A jump captures every piece it passes: those squares are empty now, crossed out (with
            # the board before the jump, only the squares a piece was taken from).
            for name in squares_between(marked[0], marked[1]):
                if GRID.contains(name) and not board.get(name) and (held is None or held.get(name)):
                    cross(img, GRID.centre(name), size=16)
    first_sower = view.get("first_sower")
    y = frame.panel_heading(img, PANEL_X, GRID.top - 20, voice.say("picture-icesickle-pips"))
    for seat in seats:
        y = frame.seat_row(img, PANEL_X, y, seat, fmt_score(totals[seat.index]),
                           to_move=seat.index == state.current_player, width=PANEL_W)
    y = _draw_scores(img, seats, view, y + 6, voice)
    if sowing and isinstance(first_sower, int) and 0 <= first_sower < len(seats):
        # Who jumps first is decided by who sowed first: worth knowing while choosing pieces.
        reaper = seats[1 - first_sower] if len(seats) == 2 else None
        if reaper is not None:
            put_text(img, (PANEL_X, y + 2), fit(voice.say("picture-icesickle-jumps-first", seat=reaper.name),
                                                SMALL, PANEL_W), SMALL, MUTED)
            y += 30
    if sowing:
        draw_ice_stash(img, PANEL_X, y + 6, view.get("stash", {}), voice.say("picture-stash"), width=PANEL_W)
    frame.draw_last_move(img, last, voice)
    return img
