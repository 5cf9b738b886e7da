"""Tic Tac Doh! as text: each square shows its stack bottom to top (S, M, L; "LM" is the tree L-M,
"SM" the nest S-M), "#" a square that can no longer be in the 3×3 grid. Under the grid: what each
stack counts as, the shared stash, and the winning line at the end.

Reads ``view()`` keys (engines/tictacdoh.py): board{stack, shape, counts_as, in_grid}, stash,
placed, winning_lines.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.base import State
from renderers.textboards.common import grid as draw_grid
from renderers.textboards.common import identity, seat_line

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


def legend(state: State, view: dict[str, Any], names: Sequence[str]) -> list[str]:
    board: dict[str, dict[str, Any]] = view.get("board") or {}
    lines = ["S small, M medium, L large, stacks bottom to top: a tree (LM, LMS, MS) counts as "
             "every size in it, a nest (SM, SML, ML) as its top. # = out of the grid."]
    stacks = [f"{square} {'/'.join(info['counts_as'])}" for square, info in board.items()
              if len(info.get("stack") or []) > 1]
    if stacks:
        lines.append(f"Stacks count as: {', '.join(stacks)}.")
    for seat in range(state.num_players):
        lines.append(seat_line(state, seat, names[seat]) + ".")
    stash = view.get("stash") or {}
    lines.append(f"Stash: {', '.join(f'{stash.get(z, 0)} {z}' for z in 'SML')} "
                 f"({int(view.get('placed') or 0)} of 15 placed).")
    for line in view.get("winning_lines") or []:
        lines.append(f"Line of {line['size']}: {', '.join(line['squares'])}.")
    return lines
