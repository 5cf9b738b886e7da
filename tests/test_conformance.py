"""One random-play conformance test for every registered game (OpenSpiel style).

At every step of every game: each listed move plays (all of them, or a random sample when there are
many), garbage and moves that are legal elsewhere are refused with IllegalMove, play leaves the old state
untouched, to_dict() is JSON and load() gives back the same state, ranking() is None until the end and a
valid competition ranking after it. One seat resigns at a random moment in some games.
"""
from __future__ import annotations

import json
import random

import pytest

import engines
from engines import IllegalMove
from tests.conformance_configs import cases

GARBAGE: list[object] = [
    "", "   ", "xyzzy", "a9-a10", "z1", "roll roll", "enter 9", "push", "rot a1", "\x00", "é",
    "a1-" * 40, None, 42, 3.5, ["roll"], b"roll",
]
SAMPLE = 24  # listed moves played per step when there are more than this
MOVE_LIMITS = (8, 20, 60)  # for games with `move_limit`: random play rarely ends otherwise


def check_ranking(ranking: list[int] | None, n: int) -> None:
    assert ranking is not None and len(ranking) == n
    for place in ranking:
        assert place == sum(1 for other in ranking if other < place)


def check_refusals(state, rng: random.Random, elsewhere: list[str], legal: set[str]) -> None:
    before = state.to_dict()
    for bad in GARBAGE:
        if isinstance(bad, str) and bad in legal:
            continue
        with pytest.raises(IllegalMove):
            state.play(bad)  # type: ignore[arg-type]
    for move in rng.sample(elsewhere, min(4, len(elsewhere))):
        if move not in legal:
            with pytest.raises(IllegalMove):
                state.play(move)
    with pytest.raises(IllegalMove):
        state.apply_chance("no such outcome")
    assert state.to_dict() == before


def check_round_trip(game, state, legal: list[str]) -> None:
    data = state.to_dict()
    text = json.dumps(data)
    loaded = game.load(json.loads(text))
    assert loaded.to_dict() == data
    assert loaded.legal_moves() == legal
    assert loaded.current_player == state.current_player
    assert loaded.is_chance_node == state.is_chance_node


def play_one(game, players: int, options: dict, rng: random.Random, elsewhere: list[str]) -> None:
    opts = dict(options)
    if any(spec.name == "move_limit" for spec in game.options):
        opts["move_limit"] = rng.choice(MOVE_LIMITS)
    state = game.new_game(players, opts)
    resign_at = rng.randrange(200) if rng.random() < 0.3 else None
    resigned: list[int] = []
    steps = 0
    while not state.is_over:
        steps += 1
        assert steps < 5000, "the game does not end"
        assert state.ranking() is None
        scores = state.scores()
        assert scores is None or (len(scores) == players and all(isinstance(s, float) for s in scores))
        if resign_at == steps:
            state = resign_random(state, players, resigned, rng)
            continue
        if state.is_chance_node:
            assert state.current_player is None and state.legal_moves() == []
            outcomes = state.chance_outcomes()
            assert outcomes and abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
            with pytest.raises(IllegalMove):
                state.play("pass")
            names = [name for name, _ in outcomes]
            check_round_trip(game, state, [])
            state = state.apply_chance(rng.choices(names, weights=[p for _, p in outcomes])[0])
            continue
        legal = state.legal_moves()
        assert legal, "a player to move always has a move (pass, when nothing else)"
        assert len(set(legal)) == len(legal), "a move is listed twice"
        assert state.current_player not in resigned
        legal_set = set(legal)
        check_refusals(state, rng, elsewhere, legal_set)
        check_round_trip(game, state, legal)
        before = state.to_dict()
        tried = legal if len(legal) <= SAMPLE else rng.sample(legal, SAMPLE)
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
    assert state.legal_moves() == [] and state.current_player is None
    with pytest.raises(IllegalMove):
        state.play(rng.choice(elsewhere) if elsewhere else "pass")
    with pytest.raises(IllegalMove):
        state.resign(0)
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
    for index in range(count):
        rng = random.Random(f"{key}/{players}/{json.dumps(options, sort_keys=True)}/{index}")
        play_one(game, players, options, rng, elsewhere)

