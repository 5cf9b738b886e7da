"""The computer player (engines/ai): always a legal move, deterministic (a seed and a budget give one
move, however the budget is split into batches, pickled between them or not), blind to secrets it may
not know, stronger than random play, and it takes a win that is there."""
from __future__ import annotations

import itertools
import pickle
import random

import pytest

import engines
from engines import ai
from engines.base import State
from tests.test_ai_engines import CONFIGS, dealt, positions, redealt


@pytest.mark.parametrize("key,players,options", CONFIGS,
                         ids=[f"{k}-{p}-{o}" for k, p, o in CONFIGS])
def test_choose_returns_a_legal_move(key: str, players: int, options: dict) -> None:
    for seed, state in enumerate(positions(key, players, options, seed=7, count=60)[::20]):
        move = ai.choose(state, playouts=12, rng=random.Random(seed))
        assert move in state.legal_moves()


def test_a_forced_move_is_played_without_search() -> None:
    state = engines.get_game("telic").new_game(2)  # the first move is always roll
    search = ai.Search(state, random.Random(1))
    search.run(1000)
    assert search.best() == "roll" and search.plies == 0


def test_the_computer_refuses_a_position_where_nobody_is_to_move() -> None:
    state = engines.get_game("telic").new_game(2).play("roll")  # the die is rolling
    with pytest.raises(ValueError):
        ai.choose(state, playouts=10, rng=random.Random(1))


SAMPLES = [("telic", 2, {}), ("coins", 3, {}), ("tictacdoh", 2, {}), ("icesickle", 2, {}),
           ("tactonix", 3, {}), ("tactonix", 2, {"board": 5})]


@pytest.mark.parametrize("key,players,options", SAMPLES, ids=[s[0] + str(s[1]) for s in SAMPLES])
def test_same_seed_same_move_and_batches_equal_one_run(key: str, players: int,
                                                       options: dict) -> None:
    states = positions(key, players, options, seed=2, count=40)
    state = next(s for s in states[10:] if len(s.legal_moves()) > 1)
    whole = ai.Search(state, random.Random(42))
    whole.run(60)
    batched = ai.Search(state, random.Random(42))
    for size in (1, 7, 12):
        batched.run(size)
    batched = pickle.loads(pickle.dumps(batched))  # as when a process pool runs the batches
    batched.run(40)
    assert batched.playouts == whole.playouts == 60
    assert batched.statistics() == whole.statistics()
    assert batched.best() == whole.best() == ai.choose(state, playouts=60, rng=random.Random(42))


def tactonix_twins(players: int, options: dict, seed: int) -> tuple[int, list[State]]:
    """A position in play and every other deal of the colours the seat to move may not know."""
    state = dealt(players, options, seed=seed)
    seat = state.current_player
    mine = state.view(seat)["my_colour"]
    letters = state.view(seat)["colours_in_game"]
    twins = []
    for others in itertools.permutations([c for c in letters if c != mine], players - 1):
        colours = list(others)
        colours.insert(seat, mine)
        twins.append(redealt(state, colours))
    return seat, twins


@pytest.mark.parametrize("players,options", [(2, {"board": 5}), (3, {}), (3, {"board": 5})])
def test_the_computer_never_sees_a_secret(players: int, options: dict) -> None:
    """States that differ only in the other seats' colours (and so in the spare) give the same
    search, move for move, for the same seed and budget."""
    seat, twins = tactonix_twins(players, options, seed=players + 2)
    assert len(twins) > 1
    results = set()
    for twin in twins:
        search = ai.Search(twin, random.Random(5))
        search.run(300)
        results.add((search.best(), tuple(search.statistics())))
    assert len(results) == 1


def test_a_search_keeps_no_secret() -> None:
    """What the bot sends to another process holds the seat's own colour, never the others'."""
    seat, twins = tactonix_twins(3, {}, seed=4)
    pickled = {pickle.dumps(ai.Search(twin, random.Random(1))) for twin in twins}
    assert len(pickled) == 1


def test_the_computer_beats_random_play() -> None:
    """A real strength check: 100 playouts a move against random play, Coins, six games."""
    wins = 0
    for game_no in range(6):
        seat = game_no % 2
        state = engines.get_game("coins").new_game(2)
        rng, ai_rng = random.Random(game_no), random.Random(100 + game_no)
        while not state.is_over:
            if state.current_player == seat:
                state = state.play(ai.choose(state, playouts=100, rng=ai_rng))
            else:
                state = state.play(state.random_move(rng))
        ranking = state.ranking()
        wins += ranking[seat] == 0 and ranking[1 - seat] == 1
    assert wins >= 5


def wins_now(state: State, move: str) -> bool:
    after = state.play(move)
    return after.is_over and after.ranking()[state.current_player] == 0 and \
        after.ranking().count(0) == 1


def test_it_takes_an_immediate_win_at_tic_tac_doh() -> None:
    state = engines.get_game("tictacdoh").new_game(2)
    for move in ("Sc3", "Sb3", "Mb2", "Md4"):  # seat 0 to move: Sd3 or Sa3 makes a line of S
        state = state.play(move)
    assert any(wins_now(state, move) for move in state.legal_moves())
    for seed in range(3):
        move = ai.choose(state, playouts=200, rng=random.Random(seed))
        assert wins_now(state, move), move


def one_move_from_connecting() -> State:
    """Tactonix, 2 players on 5×5, Red to move: five red pieces make a1–e1, the sixth is on a3
    (a3-a2 connects them); yellow and green fill ranks 3–5 around it, neither connected."""
    game = engines.get_game("tactonix")
    data = game.new_game(2, {"board": 5}).to_dict()
    pieces = dict(zip(["a1", "b1", "c1", "d1", "e1", "a3"],
                      ["R1", "R1", "R2", "R2", "R3", "R3"]))
    rest = [f"{f}{r}" for r in (3, 4, 5) for f in "abcde" if f"{f}{r}" != "a3"]
    others = ["Y1", "G1", "Y2", "G2", "Y3", "G3"] * 2
    pieces.update(zip(rest, others))
    data.update(pieces=pieces, bag={}, colours=["R", "Y"], turn=0)
    state = game.load(data)
    for colour in "YG":
        assert not state._geo.connected(state._colour_masks()["RYGBK".index(colour)])
    return state


def test_it_takes_an_immediate_win_at_tactonix() -> None:
    state = one_move_from_connecting()
    winning = [move for move in state.legal_moves() if wins_now(state, move)]
    assert "a3-a2" in winning and len(winning) < len(state.legal_moves()) / 4
    budget = len(state.legal_moves()) + 50  # every move tried once, then the best ones again
    for seed in range(2):
        move = ai.choose(state, playouts=budget, rng=random.Random(seed))
        assert move in winning


def test_chance_nodes_are_sampled_by_their_probabilities() -> None:
    """Telic after a roll: the search goes through the die; every face's child is visited in
    proportion to its probability (1/6 each), within a loose margin."""
    state = engines.get_game("telic").new_game(2)
    rng = random.Random(3)
    for move in ("roll", "4", "enter 6", "roll", "3", "enter 1"):
        state = chance_or_play(state, move)
    search = ai.Search(state, rng)
    search.run(1200)
    roll = search.root.kids[search.root.moves.index("roll")]
    faces = roll.by_outcome
    assert sorted(faces) == sorted(face for face, _ in state.play("roll").chance_outcomes())
    shares = [faces[f].visits / (roll.visits - 1) for f in sorted(faces)]
    assert all(abs(share - 1 / 6) < 0.07 for share in shares), shares


def chance_or_play(state: State, move: str) -> State:
    return state.apply_chance(move) if state.is_chance_node else state.play(move)


def test_levels_are_budgets() -> None:
    assert list(ai.LEVELS) == ["easy", "normal", "hard", "expert"]
    assert ai.LEVELS["easy"] < ai.LEVELS["normal"] < ai.LEVELS["hard"] < ai.LEVELS["expert"]
    for key in engines.GAMES:
        budgets = [ai.playouts_for(key, level) for level in ai.LEVELS]
        assert budgets == sorted(set(budgets)), key  # each level searches more than the one below
    assert ai.playouts_for("telic", "hard") == ai.LEVELS["hard"]
    assert ai.playouts_for("coins", "hard") > ai.LEVELS["hard"]  # Coins spreads its levels
    with pytest.raises(ValueError, match="no level 'grandmaster'"):
        ai.playouts_for("telic", "grandmaster")
