"""Coins as text: each coin is its owner's initial (S Suns, M Moons, C Crowns, A Arms) and its kind
(+ orthogonal, x diagonal). Under the grid: each player's coins to place and captures, and the
removal a quiet slide calls for.

Reads ``view()`` keys (engines/coins.py): board, seat_names, to_place, captures, captured_from,
must_remove, resigned, options.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.base import State
from renderers.textboards.common import grid as draw_grid
from renderers.textboards.common import identity, seat_line

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


def legend(state: State, view: dict[str, Any], names: Sequence[str]) -> list[str]:
    seat_names = view.get("seat_names") or []
    initials = ", ".join(f"{_initial(name)} = {name}" for name in seat_names)
    slide = (view.get("options") or {}).get("slide", "free")
    lines = [f"{initials}; + an orthogonal coin (slides like a rook), x a diagonal one (like a "
             f"bishop). Slides: {slide}."]
    resigned = view.get("resigned") or []
    for seat in range(state.num_players):
        text = seat_line(state, seat, names[seat])
        if seat in resigned:
            lines.append(f"{text}: resigned.")
            continue
        to_place = (view.get("to_place") or [0] * state.num_players)[seat]
        if to_place:
            text += f". To place: {to_place}"
        caps = (view.get("captures") or [0] * state.num_players)[seat]
        text += f". Captured {caps}"
        rows = view.get("captured_from") or []
        if caps and state.num_players > 2 and seat < len(rows):
            taken = [f"{count} {seat_names[other]}" for other, count in enumerate(rows[seat])
                     if count and other < len(seat_names)]
            text += f" ({', '.join(taken)})"
        lines.append(text + ".")
    if view.get("must_remove") and state.current_player is not None:
        lines.append(f"{names[state.current_player]} must remove one of their own coins.")
    return lines
