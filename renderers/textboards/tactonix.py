"""Tactonix as text: each piece is its colour's letter and its size ("R3": a large red pyramid).
Under the grid: the players (a colour beside a name only once the game is over and the view shows
it), the drawn piece and the bag during setup, the colours in the box, the ply.

Secrecy: everything comes from ``view(None)``, which holds no player's colour before the end; a deal
("R,Y,G") passed as the last move is never written, only what the engine says of a deal in public.

Reads ``view()`` keys (engines/tactonix.py): board_size, pieces, drawn, bag, colours_in_game,
seats[{name, colour, resigned}], spare_colour, phase, plies, move_limit, options.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from engines.base import State
from engines.tactonix_geometry import COLOUR_WORDS, COLOURS, DEAL_WORDS
from renderers.textboards.common import grid as draw_grid
from renderers.textboards.common import seat_line

FILES = "abcdefgh"
# A deal ("R,Y,G") is secret: recognised only so that it is never written.
DEAL_RE = re.compile(rf"^\s*[{COLOURS}](\s*,\s*[{COLOURS}])+\s*$", re.IGNORECASE)


def shown_last_move(notation: str, words: str | None) -> tuple[str, str | None]:
    if DEAL_RE.match(notation):
        return "deal", DEAL_WORDS
    return notation, words


def grid(view: dict[str, Any]) -> list[str]:
    size = int(view.get("board_size") or 8)
    pieces: dict[str, str] = view.get("pieces") or {}
    return draw_grid(FILES[:size], size, lambda square: pieces.get(square, "."), 2)


def legend(state: State, view: dict[str, Any], names: Sequence[str]) -> list[str]:
    colours = [c for c in view.get("colours_in_game") or [] if c in COLOUR_WORDS]
    letters = ", ".join(f"{c} {COLOUR_WORDS[c]}" for c in colours)
    lines = [f"Letter = colour ({letters}); digit = size (1 small, 2 medium, 3 large)."]
    seats = view.get("seats") or []
    for seat in range(state.num_players):
        info = seats[seat] if seat < len(seats) else {}
        text = seat_line(state, seat, names[seat])
        colour = info.get("colour")
        if colour in COLOUR_WORDS:
            text += f", colour {COLOUR_WORDS[colour]} ({colour})"
        if info.get("resigned"):
            text += " (resigned)"
        lines.append(text + ".")
    phase = view.get("phase")
    drawn = view.get("drawn")
    if drawn:
        lines.append(f"Drawn, to place: {drawn}.")
    bag: dict[str, int] = view.get("bag") or {}
    if bag:
        inside = " ".join(code for code in sorted(bag, key=lambda c: (COLOURS.find(c[0]), c))
                          for _ in range(int(bag[code])))
        lines.append(f"Bag, {sum(bag.values())} pieces: {inside}.")
    spare = view.get("spare_colour")
    if spare in COLOUR_WORDS:
        lines.append(f"Spare colour: {COLOUR_WORDS[spare]} ({spare}).")
    elif phase in ("setup", "deal"):
        lines.append("Colours are dealt in secret once every piece is placed.")
    elif phase == "play":
        spare_note = ", one is the spare" if (view.get("options") or {}).get("spare") else ""
        lines.append(f"Each player holds one colour in secret{spare_note}.")
    if phase == "play":
        limit = int(view.get("move_limit") or 0)
        lines.append(f"Ply {int(view.get('plies') or 0) + 1}" + (f" of {limit}." if limit else "."))
    return lines
