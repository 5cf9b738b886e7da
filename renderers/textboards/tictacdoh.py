"""Tic Tac Doh! as text: each square shows its stack bottom to top (S, M, L; "LM" is the tree L-M,
"SM" the nest S-M), "#" a square that can no longer be in the 3×3 grid. Under the grid: what each
stack counts as, the shared stash, and the winning line at the end.

Reads ``view()`` keys (engines/tictacdoh.py): board{stack, shape, counts_as, in_grid}, stash,
placed, winning_lines.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.base import State, series
from engines.phrases import say
from renderers.textboards.common import grid as draw_grid
from renderers.textboards.common import identity, seat_line
from renderers.voice import Said, Voice

shown_last_move = identity


def grid(view: dict[str, Any]) -> list[str]:
    board: dict[str, dict[str, Any]] = view.get("board") or {}

    def cell(square: str) -> str:
        info = board.get(square) or {}
        stack = "".join(info.get("stack") or [])
        if stack:
            return stack
        return "." if info.get("in_grid", True) else "#"

    return draw_grid("abcde", 5, cell, 3)


def legend(state: State, view: dict[str, Any], names: Sequence[Said], voice: Voice) -> list[str]:
    board: dict[str, dict[str, Any]] = view.get("board") or {}
    lines = [voice.say("picture-tictacdoh-text-key")]
    stacks = [f"{square} {'/'.join(info['counts_as'])}" for square, info in board.items()
              if len(info.get("stack") or []) > 1]
    if stacks:
        lines.append(voice.say("picture-tictacdoh-text-stacks", stacks=series(stacks)))
    for seat in range(state.num_players):
        lines.append(voice.say("picture-text-seat", seat=seat_line(state, seat, names[seat])))
    stash = view.get("stash") or {}
    lines.append(voice.say("tictacdoh-position-stash", stash=series(
        [say("tictacdoh-count", count=stash.get(z, 0), size=z) for z in "SML"]),
        placed=int(view.get("placed") or 0)))
    for line in view.get("winning_lines") or []:
        lines.append(voice.say("tictacdoh-position-line", size=line["size"], squares=series(line["squares"])))
    return lines
