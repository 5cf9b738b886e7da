"""Words about any game that follow from the contract alone: results, places, scores, name lists.

The one home for them: the bot's messages and the renderers' pictures both say results through these
functions (each game's own words — its moves, seats and secrets — are methods of its ``State``). Each
returns a `Phrase` (engines.phrases), said in the reader's language by whoever holds the catalogue.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.base import State, sentences, series
from engines.phrases import Phrase, say

Name = str | Phrase  # a player's name, or what the game calls the seat


def join_names(names: Sequence[Name]) -> Phrase:
    """"alice", "alice and bob", "alice, bob and carol" (each language joins its own way)."""
    return say("engines-names", names=tuple(names))


def place_word(place: int) -> Phrase:
    """0 -> "1st", 1 -> "2nd" (competition places, as ``ranking()`` gives them)."""
    return say("engines-ordinal", place=place + 1)


def score_value(value: float) -> int | float:
    """A score as people write it: 3, not 3.0; 2.5 stays 2.5 (a number: each language writes it)."""
    return int(value) if float(value).is_integer() else float(value)


def fmt_score(value: float) -> str:
    """A score as figures where no language is at hand (a grid cell): 3, not 3.0; 2.5 stays 2.5."""
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


def result_phrase(state: State, names: Sequence[Name]) -> Phrase | None:
    """"alice wins", "alice and bob share the win", "a draw"; None while the game is on."""
    if not state.is_over:
        return None
    if is_draw(state):
        return say("engines-result-draw")
    first = [names[seat] for seat in winners(state)]
    if len(first) == 1:
        return say("engines-result-win", name=first[0])
    return say("engines-result-shared", names=tuple(first))


def places_phrase(state: State, names: Sequence[Name]) -> Any:
    """"1st carol, 2nd alice, 3rd bob" for games of more than two; None otherwise or on a draw."""
    ranking = state.ranking()
    if ranking is None or len(names) <= 2 or is_draw(state):
        return None
    order = sorted(range(len(names)), key=lambda seat: ranking[seat])
    return series([say("engines-place", place=place_word(ranking[seat]), name=names[seat])
                   for seat in order])


def scores_phrase(state: State, names: Sequence[Name]) -> Any:
    """"alice 12, bob 9" for games that keep points; None for the others."""
    scores = state.scores()
    if scores is None:
        return None
    return series([say("engines-score", name=names[seat], score=score_value(score))
                   for seat, score in enumerate(scores)])


def result_sentence(state: State, names: Sequence[Name]) -> Phrase:
    """The result as the referee announces it: "alice wins! Places: … Scores: …"."""
    if not state.is_over:
        return say("engines-announce-unfinished")
    if is_draw(state):
        head = say("engines-announce-draw")
    else:
        first = [names[seat] for seat in winners(state)]
        head = say("engines-announce-win", name=first[0]) if len(first) == 1 else \
            say("engines-announce-shared", names=tuple(first))
    places = places_phrase(state, names)
    scores = scores_phrase(state, names)
    said: Phrase = sentences(head, places and say("engines-announce-places", places=places),
                             scores and say("engines-announce-scores", scores=scores))
    return said
