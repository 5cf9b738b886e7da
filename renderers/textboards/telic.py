"""Telic as text: each square shows its piece as the owner's letter and the pyramid sizes from bottom
to top ("B53": a Blue Double 5-3); the Center Zone (b3, c3) is "CZ". Under the grid: each player's
stash and pyramids home, the die when it has been rolled, and where each die face sends each player.

Reads ``view()`` keys (engines/telic.py): board, stash, center, pending_roll, die_targets, seats.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.base import State, series
from engines.phrases import say
from engines.telic import FACE_WORDS, SEATS
from renderers.textboards.common import grid as draw_grid
from renderers.textboards.common import identity, seat_line
from renderers.voice import Said, Voice

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


def legend(state: State, view: dict[str, Any], names: Sequence[Said], voice: Voice) -> list[str]:
    stash = view.get("stash") or [[], []]
    center = view.get("center") or [0, 0]
    lines = [voice.say("picture-telic-text-key", blue=SEATS[0], red=SEATS[1])]
    for seat in range(state.num_players):
        held = " ".join(str(size) for size in stash[seat]) or say("telic-position-stash-empty")
        lines.append(voice.say("picture-telic-text-seat", seat=seat_line(state, seat, names[seat]),
                               home=center[seat], stash=held))
    pending = view.get("pending_roll")
    if pending and state.current_player is not None:
        lines.append(voice.say("picture-telic-text-die", face=FACE_WORDS.get(pending["face"], pending["face"]),
                               seat=state.seat_name(state.current_player), square=pending["target"]))
    for seat, targets in enumerate(view.get("die_targets") or []):
        faces = series([say("picture-telic-text-target", face=FACE_WORDS.get(face, face), square=square)
                        for face, square in targets.items()])
        lines.append(voice.say("picture-telic-text-targets", seat=state.seat_name(seat), faces=faces))
    return lines
