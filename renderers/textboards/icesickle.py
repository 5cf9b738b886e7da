"""IceSickle as text: each pyramid is its size letter (S 1 pip, M 2, L 3). Under the grid: the
round, the stash while sowing, who jumps first, and each player's pips by round.

Reads ``view()`` keys (engines/icesickle.py): board, stash, round, rounds, phase, first_sower,
round_scores, scores, is_over.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.base import State
from engines.words import fmt_score
from renderers.textboards.common import grid as draw_grid
from renderers.textboards.common import identity, seat_line

shown_last_move = identity


def grid(view: dict[str, Any]) -> list[str]:
    board: dict[str, str] = view.get("board") or {}
    return draw_grid("abcde", 5, lambda square: board.get(square, "."), 1)


def legend(state: State, view: dict[str, Any], names: Sequence[str]) -> list[str]:
    over = bool(view.get("is_over"))
    sowing = view.get("phase") == "sowing"
    lines = ["S small (1 pip), M medium (2 pips), L large (3 pips); the pieces belong to nobody.",
             f"Round {view.get('round', 1)} of {view.get('rounds', 2)}"
             + ("." if over else f", {view.get('phase')}.")]
    if sowing and not over:
        stash = view.get("stash") or {}
        lines.append(f"Stash: {', '.join(f'{stash.get(z, 0)} {z}' for z in 'SML')}.")
        first = view.get("first_sower")
        if first in (0, 1):
            lines.append(f"{names[1 - first]} jumps first.")
    rounds: list[list[float]] = view.get("round_scores") or []
    totals = view.get("scores") or [0.0] * state.num_players
    for seat in range(state.num_players):
        by_round = ", ".join(f"round {r + 1}: {fmt_score(row[seat])}" for r, row in enumerate(rounds))
        lines.append(f"{seat_line(state, seat, names[seat])}, {fmt_score(totals[seat])} pips"
                     + (f" ({by_round})." if by_round else "."))
    return lines
