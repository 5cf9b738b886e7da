"""Telic as text: each square shows its piece as the owner's letter and the pyramid sizes from bottom
to top ("B53": a Blue Double 5-3); the Center Zone (b3, c3) is "CZ". Under the grid: each player's
stash and pyramids home, the die when it has been rolled, and where each die face sends each player.

Reads ``view()`` keys (engines/telic.py): board, stash, center, pending_roll, die_targets, seats.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.base import State
from engines.telic import FACE_WORDS
from renderers.textboards.common import grid as draw_grid
from renderers.textboards.common import identity, seat_line

shown_last_move = identity
CENTER = ("b3", "c3")
LETTERS = ("B", "R")  # seat 0 is Blue, seat 1 Red


def _cell(board: dict[str, Any], square: str) -> str:
    if square in CENTER:
        return "CZ"
    piece = board.get(square)
    if not piece:
        return "."
    return LETTERS[int(piece["owner"]) % 2] + "".join(str(size) for size in piece["sizes"])


def grid(view: dict[str, Any]) -> list[str]:
    board = view.get("board") or {}
    return draw_grid("abcd", 5, lambda square: _cell(board, square), 7)


def legend(state: State, view: dict[str, Any], names: Sequence[str]) -> list[str]:
    stash = view.get("stash") or [[], []]
    center = view.get("center") or [0, 0]
    lines = ["B = Blue, R = Red, then the pyramid sizes from bottom to top (B53: a Blue Double "
             "5-3). CZ = the Center Zone, entered only from a3 and d3."]
    for seat in range(state.num_players):
        held = " ".join(str(size) for size in stash[seat]) or "empty"
        lines.append(f"{seat_line(state, seat, names[seat])}. Center Zone {center[seat]} of 12. "
                     f"Stash: {held}.")
    pending = view.get("pending_roll")
    if pending and state.current_player is not None:
        lines.append(f"Die: {FACE_WORDS.get(pending['face'], pending['face'])}, "
                     f"{state.seat_name(state.current_player)}'s target {pending['target']}.")
    for seat, targets in enumerate(view.get("die_targets") or []):
        faces = ", ".join(f"{FACE_WORDS.get(face, face)} {square}" for face, square in targets.items())
        lines.append(f"{state.seat_name(seat)}'s die: {faces}.")
    return lines
