"""Sentences the referee says about games: who plays, whose turn, the result."""
from __future__ import annotations

from collections.abc import Callable, Sequence

from engines.base import State

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th")


def seat_label(state: State, seat: int, name: str) -> str:
    """`alice (Blue)`; games whose seats have no name of their own just give the player's name."""
    seat_name = state.seat_name(seat)
    return name if _generic(seat_name, seat) else f"{name} ({seat_name})"


def fmt_score(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def result_sentence(state: State, names: Sequence[str]) -> str:
    ranking = state.ranking() or []
    winners = [names[seat] for seat, place in enumerate(ranking) if place == 0]
    if len(winners) == len(names):
        text = "The game is a draw."
    elif len(winners) == 1:
        text = f"{winners[0]} wins!"
    else:
        text = f"{join_names(winners)} share the win!"
    if len(names) > 2 and len(winners) < len(names):
        order = sorted(range(len(names)), key=lambda seat: ranking[seat])
        text += " Places: " + ", ".join(f"{ORDINALS[ranking[seat]]} {names[seat]}" for seat in order) + "."
    scores = state.scores()
    if scores is not None:
        text += " Scores: " + ", ".join(
            f"{names[seat]} {fmt_score(score)}" for seat, score in enumerate(scores)) + "."
    return text


def join_names(names: Sequence[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def turn_sentence(state: State, names: Sequence[str], mention: Callable[[int], str]) -> str:
    seat = state.current_player
    if seat is None:
        return ""
    scores = state.scores()
    score_text = ""
    if scores is not None:
        score_text = " Score: " + ", ".join(
            f"{names[s]} {fmt_score(v)}" for s, v in enumerate(scores)) + "."
    return f"{mention(seat)}, your turn{_seat_suffix(state, seat)}.{score_text}"


def _seat_suffix(state: State, seat: int) -> str:
    seat_name = state.seat_name(seat)
    return "" if _generic(seat_name, seat) else f" ({seat_name})"


def _generic(seat_name: str, seat: int) -> bool:
    """Seats named only by number add nothing next to a player's name."""
    return seat_name in (f"Seat {seat + 1}", f"Player {seat + 1}")
