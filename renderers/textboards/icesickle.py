"""IceSickle as text: each pyramid is its size letter (S 1 pip, M 2, L 3). Under the grid: the
round, the stash while sowing, who jumps first, and each player's pips by round.

Reads ``view()`` keys (engines/icesickle.py): board, stash, round, rounds, phase, first_sower,
round_scores, scores, is_over.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.base import State, series
from engines.phrases import say
from engines.words import score_value
from renderers.textboards.common import grid as draw_grid
from renderers.textboards.common import identity, seat_line
from renderers.voice import Said, Voice

shown_last_move = identity


def grid(view: dict[str, Any]) -> list[str]:
    board: dict[str, str] = view.get("board") or {}
    return draw_grid("abcde", 5, lambda square: board.get(square, "."), 1)


def legend(state: State, view: dict[str, Any], names: Sequence[Said], voice: Voice) -> list[str]:
    over = bool(view.get("is_over"))
    sowing = view.get("phase") == "sowing"
    stage = "over" if over else str(view.get("phase"))
    lines = [voice.say("picture-icesickle-text-key"),
             voice.say("icesickle-position-round", round=view.get("round", 1), rounds=view.get("rounds", 2),
                       stage=stage)]
    if sowing and not over:
        stash = view.get("stash") or {}
        lines.append(voice.say("icesickle-position-stash", stash=series(
            [say("icesickle-count", count=stash.get(z, 0), size=z) for z in "SML"])))
        first = view.get("first_sower")
        if first in (0, 1):
            lines.append(voice.say("icesickle-position-jumps-first", seat=names[1 - first]))
    rounds: list[list[float]] = view.get("round_scores") or []
    totals = view.get("scores") or [0.0] * state.num_players
    for seat in range(state.num_players):
        by_round = series([say("icesickle-round-score", round=r + 1, pips=score_value(row[seat]))
                           for r, row in enumerate(rounds)])
        who = seat_line(state, seat, names[seat])
        total = score_value(totals[seat])
        lines.append(voice.say("picture-icesickle-text-seat-rounds", seat=who, pips=total, rounds=by_round)
                     if by_round else voice.say("picture-icesickle-text-seat", seat=who, pips=total))
    return lines
