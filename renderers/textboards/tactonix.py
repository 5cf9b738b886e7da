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

from engines.base import State, series
from engines.phrases import say
from engines.tactonix_geometry import COLOUR_WORDS, COLOURS, DEAL_NOTATION, DEAL_WORDS
from renderers.textboards.common import grid as draw_grid
from renderers.textboards.common import seat_line
from renderers.voice import Said, Voice

FILES = "abcdefgh"
# A deal ("R,Y,G") is secret: recognised only so that it is never written.
DEAL_RE = re.compile(rf"^\s*[{COLOURS}](\s*,\s*[{COLOURS}])+\s*$", re.IGNORECASE)


def shown_last_move(notation: str, words: Said | None) -> tuple[Said, Said | None]:
    if DEAL_RE.match(notation):
        return DEAL_NOTATION, DEAL_WORDS
    return notation, words


def grid(view: dict[str, Any]) -> list[str]:
    size = int(view.get("board_size") or 8)
    pieces: dict[str, str] = view.get("pieces") or {}
    return draw_grid(FILES[:size], size, lambda square: pieces.get(square, "."), 2)


def legend(state: State, view: dict[str, Any], names: Sequence[Said], voice: Voice) -> list[str]:
    colours = [c for c in view.get("colours_in_game") or [] if c in COLOUR_WORDS]
    letters = series([say("picture-tactonix-text-letter", letter=c, colour=COLOUR_WORDS[c]) for c in colours])
    lines = [voice.say("picture-tactonix-text-key", letters=letters)]
    seats = view.get("seats") or []
    for seat in range(state.num_players):
        info = seats[seat] if seat < len(seats) else {}
        who = seat_line(state, seat, names[seat])
        colour = info.get("colour")
        resigned = "yes" if info.get("resigned") else "no"
        if colour in COLOUR_WORDS:
            lines.append(voice.say("picture-tactonix-text-seat-colour", seat=who, colour=COLOUR_WORDS[colour],
                                   letter=colour, resigned=resigned))
        else:
            lines.append(voice.say("picture-tactonix-text-seat", seat=who, resigned=resigned))
    phase = view.get("phase")
    drawn = view.get("drawn")
    if drawn:
        lines.append(voice.say("picture-tactonix-text-drawn", piece=drawn))
    bag: dict[str, int] = view.get("bag") or {}
    if bag:
        inside = " ".join(code for code in sorted(bag, key=lambda c: (COLOURS.find(c[0]), c))
                          for _ in range(int(bag[code])))
        lines.append(voice.say("picture-tactonix-text-bag", count=sum(bag.values()), pieces=inside))
    spare = view.get("spare_colour")
    if spare in COLOUR_WORDS:
        lines.append(voice.say("picture-tactonix-text-spare", colour=COLOUR_WORDS[spare], letter=spare))
    elif phase in ("setup", "deal"):
        lines.append(voice.say("picture-tactonix-text-dealt-later"))
    elif phase == "play":
        spare_held = "yes" if (view.get("options") or {}).get("spare") else "no"
        lines.append(voice.say("picture-tactonix-text-secret", spare=spare_held))
    if phase == "play":
        limit = int(view.get("move_limit") or 0)
        lines.append(voice.say("tactonix-position-ply", ply=int(view.get("plies") or 0) + 1, limit=limit))
    return lines
