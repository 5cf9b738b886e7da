"""One random-play conformance test for every registered game (OpenSpiel style).

At every step of every game: each listed move plays and has words (all of them, or a random sample when
there are many) and is its own canonical form; garbage and moves that are legal elsewhere are refused
with IllegalMove by play and describe_move alike; play leaves the old state untouched; to_dict() is JSON
and load() gives back the same state; ranking() is None until the end and a valid competition ranking
after it; the seats have names, turns_taken never goes back. At a chance node every listed outcome is
accepted and has words, and nothing else is: no other case, spacing or separator, no other type. One seat
resigns at a random moment in some games. Every word is a phrase of the catalogue (`said`).
"""
from __future__ import annotations

import json
import random

import pytest

import engines
from engines import IllegalMove, State
from engines.phrases import say
from tests.conformance_configs import cases
from tests.phrase_checks import said

GARBAGE: list[object] = [
    "", "   ", "xyzzy", "a9-a10", "z1", "roll roll", "enter 9", "push", "rot a1", "\x00", "é",
    "a1-" * 40, None, 42, 3.5, ["roll"], b"roll",
]
SAMPLE = 24  # listed moves played per step when there are more than this
OUTCOME_SAMPLE = 6  # listed outcomes whose misspellings are tried per chance node, at most
MOVE_LIMITS = (8, 20, 60)  # for games with `move_limit`: random play rarely ends otherwise


def refused(method, arg: object) -> None:
    """`method(arg)` raises IllegalMove (any other exception fails the test as it propagates).

    Called hundreds of thousands of times: pytest.raises costs several times more."""
    try:
        method(arg)
    except IllegalMove:
        return
    raise AssertionError(f"{method.__name__}({arg!r}) was not refused")


def check_ranking(ranking: list[int] | None, n: int) -> None:
    assert ranking is not None and len(ranking) == n
    for place in ranking:
        assert place == sum(1 for other in ranking if other < place)


def check_refusals(state: State, rng: random.Random, elsewhere: list[str], legal: set[str],
                   outcomes_seen: list[str]) -> None:
    """Garbage, moves from other positions and chance outcomes are refused, and change nothing."""
    before = state.to_dict()
    for bad in GARBAGE:
        if isinstance(bad, str) and bad in legal:
            continue
        refused(state.play, bad)
        refused(state.describe_move, bad)
    for move in rng.sample(elsewhere, min(4, len(elsewhere))):
        if move not in legal:  # canonical text, so not an alias of a listed move either
            refused(state.play, move)
            refused(state.describe_move, move)
    for outcome in ["no such outcome"] + rng.sample(outcomes_seen, min(2, len(outcomes_seen))):
        refused(state.apply_chance, outcome)
        refused(state.describe_outcome, outcome)
    assert state.to_dict() == before


def check_listed_moves(state: State, tried: list[str]) -> None:
    """Each listed move has words and is already canonical; none of this changes the state."""
    for move in tried:
        said(state.describe_move(move))
        assert state.canonical(move) == move


def misspellings(outcome: str) -> set[str]:
    """Texts close to an outcome: other case, spaces around or inside it, other separators."""
    found = {outcome.upper(), outcome.lower(), outcome.swapcase(), outcome.title(), f" {outcome}",
             f"{outcome} ", f" {outcome} ", f"\t{outcome}", f"{outcome}\n", outcome.replace(",", " "),
             outcome.replace(",", ", "), outcome.replace(",", ";"), outcome.replace(",", ""),
             f"{outcome},", f",{outcome}", outcome + outcome, "", " "}
    found |= {f"{outcome[:i]} {outcome[i:]}" for i in range(1, len(outcome))}
    return found


def check_chance_node(state: State, rng: random.Random) -> None:
    """Every listed outcome is accepted and has words; its misspellings and non-strings are refused."""
    before = state.to_dict()
    names = [name for name, _ in state.chance_outcomes()]
    assert all(isinstance(name, str) and name for name in names) and len(set(names)) == len(names)
    for name in names:
        assert isinstance(state.apply_chance(name), State)
        said(state.describe_outcome(name))
    listed = set(names)
    for name in names if len(names) <= OUTCOME_SAMPLE else rng.sample(names, OUTCOME_SAMPLE):
        for bad in sorted(misspellings(name) - listed) + [None, 1, b"n", [name], (name,)]:
            refused(state.apply_chance, bad)
            refused(state.describe_outcome, bad)
    assert state.to_dict() == before


def check_seats(game, state: State, turns: list[int]) -> None:
    """Seat words exist for every seat, secrets only where the game has them; turns never go back."""
    for seat in range(state.num_players):
        name = said(state.seat_name(seat))
        label = state.seat_label(seat)
        assert label is None or label == name
        assert said(state.player_label(seat, "zoe")) == (
            say("engines-player", name="zoe") if label is None else say("engines-player-label", name="zoe", label=label))
        secret = state.private_words(seat)
        assert (secret is None) == (game.secret_label is None)
        if secret is not None:
            said(secret)
        taken = state.turns_taken(seat)
        assert isinstance(taken, int) and taken >= turns[seat]
        turns[seat] = taken
    legal = state.legal_moves()
    for quick in state.quick_moves():
        assert said(quick.label) and quick.move in legal


def check_round_trip(game, state, legal: list[str]) -> None:
    data = state.to_dict()
    text = json.dumps(data)
    loaded = game.load(json.loads(text))
    assert loaded.to_dict() == data
    assert loaded.legal_moves() == legal
    assert loaded.current_player == state.current_player
    assert loaded.is_chance_node == state.is_chance_node


def play_one(game, players: int, options: dict, rng: random.Random, checks: random.Random,
             elsewhere: list[str], outcomes_seen: list[str]) -> None:
    """One random game; `rng` chooses the game's course, `checks` the samples the checks take."""
    opts = dict(options)
    if any(spec.name == "move_limit" for spec in game.options):
        opts["move_limit"] = rng.choice(MOVE_LIMITS)
    state = game.new_game(players, opts)
    assert type(state).game is game
    resign_at = rng.randrange(200) if rng.random() < 0.3 else None
    resigned: list[int] = []
    turns = [0] * players
    steps = 0
    while not state.is_over:
        steps += 1
        assert steps < 5000, "the game does not end"
        assert state.ranking() is None
        scores = state.scores()
        assert scores is None or (len(scores) == players and all(isinstance(s, float) for s in scores))
        check_seats(game, state, turns)
        if resign_at == steps:
            state = resign_random(state, players, resigned, rng)
            continue
        if state.is_chance_node:
            assert state.current_player is None and state.legal_moves() == []
            outcomes = state.chance_outcomes()
            assert outcomes and abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
            refused(state.play, "pass")
            names = [name for name, _ in outcomes]
            check_round_trip(game, state, [])
            check_chance_node(state, checks)
            if len(outcomes_seen) < 50:
                outcomes_seen.append(checks.choice(names))
            state = state.apply_chance(rng.choices(names, weights=[p for _, p in outcomes])[0])
            continue
        assert state.chance_outcomes() == []
        legal = state.legal_moves()
        assert legal, "a player to move always has a move (pass, when nothing else)"
        assert len(set(legal)) == len(legal), "a move is listed twice"
        assert state.current_player not in resigned
        legal_set = set(legal)
        check_refusals(state, rng, elsewhere, legal_set, outcomes_seen)
        check_round_trip(game, state, legal)
        before = state.to_dict()
        tried = legal if len(legal) <= SAMPLE else rng.sample(legal, SAMPLE)
        check_listed_moves(state, tried)
        for move in tried:
            state.play(move)
        assert state.to_dict() == before, "play() changed the state it was called on"
        if len(elsewhere) < 400:
            elsewhere.extend(rng.sample(legal, min(3, len(legal))))
        else:
            elsewhere[rng.randrange(len(elsewhere))] = rng.choice(legal)
        state = state.play(rng.choice(legal))
    ranking = state.ranking()
    check_ranking(ranking, players)
    check_seats(game, state, turns)
    assert state.legal_moves() == [] and state.current_player is None
    assert state.quick_moves() == [] and state.chance_outcomes() == []
    refused(state.play, rng.choice(elsewhere) if elsewhere else "pass")
    refused(state.describe_move, elsewhere[0] if elsewhere else "pass")
    refused(state.resign, 0)
    # resigners rank below every player who stayed, a later resigner above an earlier one
    stayed = [seat for seat in range(players) if seat not in resigned]
    for later, earlier in zip(resigned[1:], resigned):
        assert ranking[later] < ranking[earlier]
    if resigned:
        assert all(ranking[seat] < ranking[resigned[-1]] for seat in stayed)
    check_round_trip(game, state, [])


def resign_random(state, players: int, resigned: list[int], rng: random.Random):
    active = [seat for seat in range(players) if seat not in resigned]
    seat = rng.choice(active)
    before = state.to_dict()
    after = state.resign(seat)
    assert state.to_dict() == before
    resigned.append(seat)
    with pytest.raises(IllegalMove):
        after.resign(seat)
    if len(active) == 2:
        assert after.is_over
        winner = active[0] if active[1] == seat else active[1]
        assert after.ranking()[winner] == 0
    elif not after.is_over:
        assert after.current_player != seat
        if rng.random() < 0.5 and len(active) > 3:
            return resign_random(after, players, resigned, rng)
    return after


@pytest.mark.parametrize(
    "key,players,options,count",
    [pytest.param(*case, id=f"{case[0]}-{case[1]}p-{json.dumps(case[2], sort_keys=True)}")
     for case in cases()],
)
def test_random_play(key: str, players: int, options: dict, count: int) -> None:
    game = engines.get_game(key)
    elsewhere: list[str] = []
    outcomes_seen: list[str] = []
    for index in range(count):
        seed = f"{key}/{players}/{json.dumps(options, sort_keys=True)}/{index}"
        play_one(game, players, options, random.Random(seed), random.Random(f"{seed}/checks"),
                 elsewhere, outcomes_seen)
