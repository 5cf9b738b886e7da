"""Telic: the eighteen tiles (suit colour and face, which is what the dice name), the Center Zone with
each player's pyramids home out of 12, every pyramid of every Stack, and each player's stash by size.

The 4 x 5 board is taller than wide, so it stands above a compact strip (one row per player: name,
home count, stash) instead of beside a panel; with its coordinates it spans 70% of the width, and
the picture is taller than wide (a phone scrolls vertically).

What the last move did (issue 16, point 3), when the caller passes the position before it: the die
face of the roll an entry or a pass answered, beside the board at the target's row, and a magenta
cross on every square whose piece was bumped back to its stash.

Without colour (issue 17): each piece on the board stands beside its owner's marker (Blue's circle,
Red's square, as in the header and the strip), the die beside the board carries its roller's
marker, and every tile writes its suit.

Reads ``view()`` keys (engines/telic.py): squares[{square, tile, piece{owner, sizes}}], stash,
center, pending_roll, die_targets, turns, move_limit.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from engines.base import OVER, State
from engines.phrases import Phrase, say
from engines.telic import FACE_WORDS
from engines.words import winners
from renderers import frame
from renderers.board import COORD_MARGIN, Grid, arrow, cross, draw_coordinates, outline, squares_in
from renderers.cache import sprite, static_layer
from renderers.fonts import BODY, SMALL, fit
from renderers.frame import LastMove, Seat
from renderers.palette import BLUE, INK, LINE, MUTED, PAPER, RGB, SQUARE, VERMILLION, WHITE, tint
from renderers.pyramids import tree
from renderers.shapes import marker, paste, paste_at, pyramid
from renderers.text import area, put_text, text_size
from renderers.voice import Voice

CELL = 126
GRID = Grid(left=(frame.WIDTH - 4 * CELL) // 2, top=frame.HEADER_H + COORD_MARGIN, cell=CELL,
            files=4, ranks=5)
# The strip under the board: one row per player.
STRIP_TOP = GRID.top + GRID.height + COORD_MARGIN + 4
ROW_H = 66
STASH_X = 404  # the stash columns (sizes 1..6) from here to the right margin
STASH_COLUMN = (frame.WIDTH - frame.MARGIN - STASH_X) // 6
HEIGHT = STRIP_TOP + 2 * ROW_H + 6 + frame.FOOTER_H
SCALE = CELL / 101  # pieces grow with the squares
DIE = 64  # the side of the die drawn beside the board
OWNER_MARK = frame.MARKER  # the owner's marker beside each piece on the board
OWNER_GAP = 3
HOLES = ("b3", "c3")
SEAT_COLOURS: tuple[RGB, RGB] = (BLUE, VERMILLION)  # seat 0 is Blue, seat 1 Red
SEAT_SHAPES = ("circle", "square")
# A tile's suit tints its square lightly, so each player's six die targets show as a family.
SUIT_INK: dict[str, RGB] = {"blue": BLUE, "red": VERMILLION, "black": INK}
SUIT_FILL: dict[str, RGB] = {"blue": tint(BLUE, 0.82), "red": tint(VERMILLION, 0.82),
                             "black": SQUARE}


def seats_for(state: State, view: dict[str, Any], players: frame.Players,
              viewer: int | None, voice: Voice) -> list[Seat]:
    return frame.seats_of(state, players, voice, SEAT_COLOURS, SEAT_SHAPES)


def _dims(size: int, scale: float = SCALE) -> tuple[int, int]:
    """A Telic pyramid of size 1..6: six steps of width and height, all told apart by eye."""
    return round((24 + 8 * size) * scale), round((22 + 7 * size) * scale)


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
    room = CELL - 30
    band = max(15, min(24, (room - 30) // (len(sizes) - 1)))
    top = max(30, min(48, room - band * (len(sizes) - 1)))
    return tree(labels, widths, tuple(fill for _ in sizes), band, top)


def _draw_piece(img: Image.Image, name: str, seats: Sequence[Seat], owner: int,
                sizes: tuple[int, ...]) -> None:
    """A piece on its square, led by its owner's marker (the one the strip and the header show
    beside the player's name) at its base: whose piece it is reads from the shape as well as the
    colour. Marker and piece are centred together on the square."""
    sprite_ = _piece(owner, sizes)
    x0, _, x1, y1 = GRID.rect(name)
    group = OWNER_MARK + OWNER_GAP + sprite_.width
    left = max(x0 + 2, (x0 + x1 - group) / 2)
    paste_at(img, sprite_, left + OWNER_MARK + OWNER_GAP, y1 - 5)
    if 0 <= owner < len(seats):
        seat = seats[owner]
        paste(img, marker(seat.shape, OWNER_MARK, seat.colour),
              (left + OWNER_MARK / 2, y1 - 5 - OWNER_MARK / 2))


@static_layer
def _base(title: str, zone: str) -> Image.Image:
    img = frame.new_canvas(HEIGHT)
    frame.draw_header_static(img, title)
    frame.draw_footer_static(img)
    draw = ImageDraw.Draw(img)
    draw.rectangle(GRID.box, fill=PAPER)
    for name in GRID.names():
        if name not in HOLES:
            draw.rectangle(GRID.rect(name), fill=SQUARE, outline=LINE)
            area(img, f"square {name}", GRID.rect(name))
    draw_coordinates(img, GRID)
    _draw_center_frame(img, zone)
    return img


def _center_box() -> tuple[int, int, int, int]:
    x0, y0, _, _ = GRID.rect(HOLES[0])
    _, _, x1, y1 = GRID.rect(HOLES[1])
    return (x0 + 6, y0 + 6, x1 - 6, y1 - 6)


def _draw_center_frame(img: Image.Image, zone: str) -> None:
    """The Center Zone as a dark hole, with its only two ways in (from a3 and from d3) as arrows."""
    draw = ImageDraw.Draw(img)
    box = _center_box()
    draw.rounded_rectangle(box, radius=12, fill=(62, 58, 70), outline=INK, width=2)
    area(img, "center zone", box)
    put_text(img, ((box[0] + box[2]) / 2, box[1] + 18), fit(zone, SMALL, box[2] - box[0] - 8), SMALL, WHITE,
             "mm")
    cy = (box[1] + box[3]) / 2
    for name, side in (("a3", box[0]), ("d3", box[2])):
        cx = GRID.centre(name)[0]
        arrow(img, (cx, cy), (side + (8 if side == box[0] else -8), cy), colour=MUTED, width=3,
              shorten=0)


TILE_FACES = {"null": "n", "ace": "a"}  # a tile's face as the view names it -> the die's face


def _draw_links(img: Image.Image, links: Sequence[Sequence[str]]) -> None:
    """The rules' two links between opposite corners (a5-d1, d5-a1): beside each corner square's
    outer corner, on the file letters' line past the rank numbers, "↔" and the square it leads to."""
    for pair in links:
        if len(pair) != 2 or not all(GRID.contains(name) for name in pair):
            continue
        for here, there in (pair, tuple(reversed(pair))):
            x0, y0, x1, y1 = GRID.rect(here)
            left, top = x0 == GRID.left, y0 == GRID.top
            x = x0 - COORD_MARGIN - 2 if left else x1 + COORD_MARGIN + 2  # past the rank numbers
            y = y0 - COORD_MARGIN / 2 - 1 if top else y1 + COORD_MARGIN / 2 + 1
            put_text(img, (x, y), f"↔ {there}", SMALL, INK, ("r" if left else "l") + "m", bold=True)


def _draw_tiles(img: Image.Image, squares: Sequence[dict[str, Any]], voice: Voice) -> None:
    draw = ImageDraw.Draw(img)
    for square in squares:
        name = square.get("square", "")
        if not GRID.contains(name) or name in HOLES:
            continue
        suit, _, face = str(square.get("tile", "")).partition(" ")
        x0, y0, x1, y1 = GRID.rect(name)
        draw.rectangle((x0, y0, x1, y1), fill=SUIT_FILL.get(suit, SQUARE), outline=LINE)
        tile = voice.say("picture-telic-tile", suit=suit, face=say("telic-face", face=TILE_FACES.get(face, face)))
        put_text(img, (x0 + 4, y0 + 1), fit(tile, SMALL, CELL - 6), SMALL, SUIT_INK.get(suit, INK))


def _draw_center_counts(img: Image.Image, seats: Sequence[Seat], center: Sequence[int], voice: Voice) -> None:
    box = _center_box()
    cx = (box[0] + box[2]) / 2
    for k, seat in enumerate(seats[:2]):
        y = box[1] + 52 + 34 * k
        home = center[k] if k < len(center) else 0
        put_text(img, (cx, y), voice.say("picture-telic-home-count", seat=seat.label or seat.name, home=home),
                 BODY, tint(seat.colour, 0.45), "mm", bold=True)


def _draw_strip(img: Image.Image, state: State, seats: Sequence[Seat], center: Sequence[int],
                stash: Sequence[Sequence[int]], voice: Voice) -> None:
    """Under the board, one row per player: marker, name, home count, and the stash by size (each
    size's digit under its column, the pyramids in hand above it, two of a size one behind the
    other; a size not in hand shows its digit greyed and nothing above)."""
    draw = ImageDraw.Draw(img)
    for k, seat in enumerate(seats[:2]):
        top = STRIP_TOP + k * ROW_H
        area(img, f"strip {k}", (frame.MARGIN - 6, top, frame.WIDTH - frame.MARGIN + 6, top + ROW_H - 4))
        if seat.index == state.current_player:
            draw.rectangle((frame.MARGIN - 6, top, frame.WIDTH - frame.MARGIN + 6, top + ROW_H - 4),
                           fill=WHITE, outline=LINE)
        paste(img, marker(seat.shape, frame.MARKER, seat.colour),
              (frame.MARGIN + frame.MARKER / 2 + 2, top + 18))
        x = frame.MARGIN + frame.MARKER + 10
        area(img, f"strip {k} name", (frame.MARGIN - 6, top, STASH_X - 8, top + ROW_H - 4))
        put_text(img, (x, top + 18), seat.fitted(BODY, STASH_X - 8 - x), BODY, INK, "lm")
        held = list(stash[k]) if k < len(stash) else []
        home = center[k] if k < len(center) else 0
        put_text(img, (x, top + 46), fit(voice.say("picture-telic-strip", home=home, held=len(held)), SMALL,
                                         STASH_X - 8 - x), SMALL, MUTED, "lm")
        for size in range(1, 7):
            count = held.count(size)
            mid = STASH_X + (size - 0.5) * STASH_COLUMN
            w, h = _dims(size, 0.6)
            step = 10 if count > 1 else 0
            piece = pyramid(w, h, seat.colour)
            for copy in range(count):
                paste_at(img, piece, mid - (w + step) / 2 + step * (count - 1 - copy), top + 38)
            put_text(img, (mid, top + 50), str(size), SMALL, INK if count else MUTED, "mm")


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


def _how(state: State, view: dict[str, Any]) -> Phrase | None:
    if not state.is_over:
        return None
    won = winners(state)
    center = view.get("center") or [0, 0]
    if not won:
        return say("picture-telic-turn-limit") if view.get("move_limit") else None
    if center[won[0]] >= 12:
        return say("picture-telic-all-home")
    return say("picture-other-resigned") if view.get("resigned") is not None else None


def _doing(state: State, view: dict[str, Any]) -> Phrase:
    pending = view.get("pending_roll")
    if pending:
        face = FACE_WORDS.get(pending["face"], pending["face"])
        if "pass" in state.legal_moves():
            return say("picture-telic-rolled-enter-or-pass", face=face, square=pending["target"])
        return say("picture-telic-rolled-enter", face=face, square=pending["target"])
    if not (view.get("stash") or [[], []])[state.current_player or 0]:
        return say("picture-telic-stash-empty")
    return say("picture-telic-roll-or-move")


def _roll(state: State, view: dict[str, Any], last: LastMove | None, before: State | None
          ) -> tuple[int, dict[str, str]] | None:
    """(seat, {"face", "target"}) of the roll to show: the one pending now, else the one the last
    move (an entry or a pass) answered, read from the position before it."""
    pending = view.get("pending_roll")
    if pending and state.current_player in (0, 1):
        return state.current_player, pending
    if before is None or last is None or not (last.notation.startswith("enter")
                                              or last.notation == "pass"):
        return None
    answered = before.view(None).get("pending_roll")
    if answered and before.current_player in (0, 1):
        return before.current_player, answered
    return None


def _draw_die(img: Image.Image, seat: Seat, face: str, target: str, voice: Voice) -> None:
    """The die as rolled, beside the board on the target's row (on the target's side), in the
    roller's colour, with the roller's marker beside the word "rolled" above it."""
    if not GRID.contains(target):
        return
    _, y0, _, y1 = GRID.rect(target)
    cy = (y0 + y1) / 2 + 10
    left_side = target[0] in "ab"
    space = GRID.left - COORD_MARGIN
    cx = space / 2 if left_side else frame.WIDTH - space / 2
    said = voice(FACE_WORDS.get(face, face))
    # a face's word longer than the die (Japanese "エース") widens it, within the margin beside the board
    wide = min(max(DIE, text_size(said, BODY, True)[0] + 14), space - 8)
    box = (cx - wide / 2, cy - DIE / 2, cx + wide / 2, cy + DIE / 2)
    draw = ImageDraw.Draw(img)
    draw.rounded_rectangle(box, radius=10, fill=tint(seat.colour, 0.82), outline=seat.colour,
                           width=4)
    put_text(img, (cx, cy), fit(said, BODY, wide - 6), BODY, INK, "mm", bold=True)
    rolled = fit(voice.say("picture-telic-rolled"), SMALL, space - OWNER_MARK - 10)
    word = text_size(rolled, SMALL)[0]
    left = cx - (OWNER_MARK + 6 + word) / 2
    paste(img, marker(seat.shape, OWNER_MARK, seat.colour), (left + OWNER_MARK / 2, box[1] - 16))
    put_text(img, (left + OWNER_MARK + 6, box[1] - 16), rolled, SMALL, MUTED, "lm")


def _bumped(view: dict[str, Any], before: State | None) -> list[str]:
    """Squares whose piece the last move bumped back to its stash: a piece stood there before
    the move, and now another player's piece does."""
    if before is None:
        return []
    then = before.view(None).get("board") or {}
    now = view.get("board") or {}
    return [square for square, piece in then.items()
            if piece and now.get(square) and now[square].get("owner") != piece.get("owner")
            and GRID.contains(square)]


def draw(state: State, view: dict[str, Any], seats: Sequence[Seat], last: LastMove | None,
         viewer: int | None, voice: Voice, before: State | None = None) -> Image.Image:
    img = _base(state.game.title, voice.say("picture-telic-center-zone"))
    turns = int(view.get("turns", 0))
    limit = int(view.get("move_limit") or 0)
    phase = OVER if state.is_over else say("picture-telic-turn", turn=turns + 1, limit=limit)
    waiting = None
    if state.is_chance_node and state.current_player is None:
        rolling = voice(state.phase())  # "Blue is rolling": the contract names no seat at a chance node
        waiting = rolling[:1].upper() + rolling[1:]
    frame.draw_header(img, state, seats, voice, phase, waiting=waiting,
                      doing=_doing(state, view) if not state.is_over else None,
                      how=_how(state, view))
    squares: list[dict[str, Any]] = view.get("squares", [])
    _draw_tiles(img, squares, voice)
    _draw_links(img, view.get("corner_links") or [])
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
            _draw_piece(img, name, seats, int(piece["owner"]),
                        tuple(int(s) for s in piece["sizes"]))
    _draw_center_counts(img, seats, view.get("center") or [0, 0], voice)
    _highlight(img, state, view, last.notation if last else None)
    roll = _roll(state, view, last, before)
    if roll is not None:
        _draw_die(img, seats[roll[0]], roll[1].get("face", ""), roll[1].get("target", ""), voice)
    for bumped in _bumped(view, before):
        x0, y0, _, _ = GRID.rect(bumped)
        cross(img, (x0 + 22, y0 + 50), size=11)
    _draw_strip(img, state, seats, view.get("center") or [0, 0], view.get("stash") or [[], []], voice)
    frame.draw_last_move(img, last, voice)
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

