"""Words about any game that follow from the contract alone: results, places, scores, name lists.

The one home for them: the bot's messages and the renderers' pictures both say results through these
functions (each game's own words — its moves, seats and secrets — are methods of its ``State``).
"""
from __future__ import annotations

from collections.abc import Sequence

from engines.base import State


def join_names(names: Sequence[str]) -> str:
    """"alice", "alice and bob", "alice, bob and carol"."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def place_word(place: int) -> str:
    """0 -> "1st", 1 -> "2nd" (competition places, as ``ranking()`` gives them)."""
    n = place + 1
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10 if n % 100 not in (11, 12, 13) else 0, "th")
    return f"{n}{suffix}"


def fmt_score(value: float) -> str:
    """A score as people write it: 3, not 3.0; 2.5 stays 2.5."""
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def winners(state: State) -> list[int]:
    """The seats placed first; [] while the game is on, and on a draw of everyone."""
    ranking = state.ranking() or []
    first = [seat for seat, place in enumerate(ranking) if place == 0]
    return [] if len(first) == len(ranking) else first


def is_draw(state: State) -> bool:
    """Over, with every seat placed first."""
    ranking = state.ranking()
    return ranking is not None and all(place == 0 for place in ranking)


def result_phrase(state: State, names: Sequence[str]) -> str:
    """"alice wins", "alice and bob share the win", "a draw"; "" while the game is on."""
    if not state.is_over:
        return ""
    if is_draw(state):
        return "a draw"
    first = [names[seat] for seat in winners(state)]
    if len(first) == 1:
        return f"{first[0]} wins"
    return f"{join_names(first)} share the win"


def places_phrase(state: State, names: Sequence[str]) -> str:
    """"1st carol, 2nd alice, 3rd bob" for games of more than two; "" otherwise or on a draw."""
    ranking = state.ranking()
    if ranking is None or len(names) <= 2 or is_draw(state):
        return ""
    order = sorted(range(len(names)), key=lambda seat: ranking[seat])
    return ", ".join(f"{place_word(ranking[seat])} {names[seat]}" for seat in order)


def scores_phrase(state: State, names: Sequence[str]) -> str:
    """"alice 12, bob 9" for games that keep points; "" for the others."""
    scores = state.scores()
    if scores is None:
        return ""
    return ", ".join(f"{names[seat]} {fmt_score(score)}" for seat, score in enumerate(scores))


def result_sentence(state: State, names: Sequence[str]) -> str:
    """The result as the referee announces it: "alice wins! Places: … Scores: …"."""
    phrase = result_phrase(state, names)
    text = "The game is a draw." if phrase == "a draw" else f"{phrase}!"
    places = places_phrase(state, names)
    if places:
        text += f" Places: {places}."
    scores = scores_phrase(state, names)
    if scores:
        text += f" Scores: {scores}."
    return text
