"""Coins as text: each coin is its owner's initial (S Suns, M Moons, C Crowns, A Arms) and its kind
(+ orthogonal, x diagonal). Under the grid: each player's coins to place and captures, and the
removal a quiet slide calls for.

Reads ``view()`` keys (engines/coins.py): board, seat_names, to_place, captures, captured_from,
must_remove, resigned, options.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.base import State, series
from engines.coins import SEATS
from engines.phrases import say
from renderers.textboards.common import grid as draw_grid
from renderers.textboards.common import identity, seat_line
from renderers.voice import Said, Voice

shown_last_move = identity
MARKS = {"orthogonal": "+", "diagonal": "x"}


def _initial(name: str) -> str:
    return name[:1].upper() or "?"


def grid(view: dict[str, Any]) -> list[str]:
    board = view.get("board") or {}
    seat_names = view.get("seat_names") or []

    def cell(square: str) -> str:
        coin = board.get(square)
        if not coin:
            return "."
        owner = int(coin["owner"])
        name = seat_names[owner] if owner < len(seat_names) else "?"
        return _initial(name) + MARKS.get(coin["kind"], "?")

    return draw_grid("abcd", 4, cell, 2)


def legend(state: State, view: dict[str, Any], names: Sequence[Said], voice: Voice) -> list[str]:
    seat_names = view.get("seat_names") or []
    initials = series([say("picture-coins-text-initial", letter=_initial(name), seat=SEATS[k])
                       for k, name in enumerate(seat_names)])
    slide = (view.get("options") or {}).get("slide", "free")
    lines = [voice.say("picture-coins-text-key", initials=initials, slide=slide)]
    resigned = view.get("resigned") or []
    for seat in range(state.num_players):
        who = seat_line(state, seat, names[seat])
        if seat in resigned:
            lines.append(voice.say("picture-coins-text-resigned", seat=who))
            continue
        to_place = (view.get("to_place") or [0] * state.num_players)[seat]
        caps = (view.get("captures") or [0] * state.num_players)[seat]
        rows = view.get("captured_from") or []
        taken = None
        if caps and state.num_players > 2 and seat < len(rows):
            taken = series([say("coins-count-of", count=count, seat=SEATS[other])
                            for other, count in enumerate(rows[seat]) if count and other < len(seat_names)])
        if to_place:
            lines.append(voice.say("picture-coins-text-seat-placing", seat=who, count=to_place, captured=caps))
        elif taken:
            lines.append(voice.say("picture-coins-text-seat-taken", seat=who, captured=caps, taken=taken))
        else:
            lines.append(voice.say("picture-coins-text-seat", seat=who, captured=caps))
    if view.get("must_remove") and state.current_player is not None:
        lines.append(voice.say("picture-coins-text-must-remove", name=names[state.current_player]))
    return lines
