"""What the engines offer the computer player (engines/ai): random_move (uniform over legal_moves,
and in Tactonix drawn from candidate slots without listing the moves), determinise (secrets redrawn
from what a seat may know), evaluate (each seat's guessed share of the win), and states that pickle.
"""
from __future__ import annotations

import itertools
import math
import pickle
import random
from collections import Counter

import pytest

import engines
from engines.base import PLAY, State
from engines.tactonix_actions import Sampler
from tests.conformance_configs import setups

CONFIGS = [(key, players, options) for key, game in engines.GAMES.items()
           for players, options in setups(game)]


def chance(state: State, rng: random.Random) -> State:
    return state.apply_chance(state.random_outcome(rng))


def positions(key: str, players: int, options: dict, seed: int, count: int,
              play_only: bool = False) -> list[State]:
    """Positions where a player is to move, met in random play (one game after another)."""
    game = engines.get_game(key)
    if "move_limit" in {spec.name for spec in game.options}:
        options = {"move_limit": 40, **options}
    rng = random.Random(seed)
    found: list[State] = []
    while len(found) < count:
        state = game.new_game(players, options)
        while not state.is_over and len(found) < count:
            if state.is_chance_node:
                state = chance(state, rng)
                continue
            if not play_only or state.phase() == PLAY:
                found.append(state)
            state = state.play(rng.choice(state.legal_moves()))
    return found


def fresh(state: State) -> State:
    """The same position without the caches a state keeps (the move list, the drawn move)."""
    return state.game.load(state.to_dict())


@pytest.mark.parametrize("key,players,options", CONFIGS,
                         ids=[f"{k}-{p}-{o}" for k, p, o in CONFIGS])
def test_random_move_is_legal_and_plays_as_typed(key: str, players: int, options: dict) -> None:
    game = engines.get_game(key)
    if "move_limit" in {spec.name for spec in game.options}:
        options = {"move_limit": 30, **options}
    rng = random.Random(5)
    for _ in range(2):
        state = game.new_game(players, options)
        while not state.is_over:
            if state.is_chance_node:
                state = chance(state, rng)
                continue
            move = fresh(state).random_move(rng)
            legal = state.legal_moves()
            assert move in legal
            drawn = fresh(state)
            assert drawn.random_move(random.Random(1)) == fresh(state).random_move(random.Random(1))
            mine = drawn.random_move(rng)
            assert drawn.play(mine) == state.play(mine)  # the fast path plays as the referee does
            state = state.play(move)


TACTONIX = [(2, {}), (3, {}), (4, {}), (2, {"board": 5}), (3, {"hop": "short"}),
            (5, {"spare": False}), (2, {"board": 5, "hop": "short"})]


@pytest.mark.parametrize("players,options", TACTONIX, ids=[f"{p}-{o}" for p, o in TACTONIX])
def test_tactonix_slots_are_exactly_the_legal_moves(players: int, options: dict) -> None:
    for state in positions("tactonix", players, options, seed=3, count=40, play_only=True)[::4]:
        sampler = Sampler(state._geo, state._cells, state._occ, state._prev, state._pocc,
                          state._hop == "short")
        found = [sampler.check(i) for i in range(sampler.size)]
        named = sorted(move for move in found if move is not None)
        legal = sorted(move for move in state.legal_moves() if move != "pass")
        assert named == legal  # each legal move is exactly one slot
        for i, move in enumerate(found):
            if move is not None:
                assert sampler.action(i) == engines.tactonix_actions.parse(state._geo, move)


def chi_square(counts: Counter, categories: list[str], draws: int) -> tuple[float, int]:
    expected = draws / len(categories)
    return sum((counts[c] - expected) ** 2 / expected for c in categories), len(categories) - 1


@pytest.mark.parametrize("players,options", [(3, {}), (2, {"board": 5})])
def test_tactonix_random_move_is_uniform_over_legal_moves(players: int, options: dict) -> None:
    """Chi-square of many draws against the uniform distribution over legal_moves(), at positions
    with many moves (drawn from slots) and with a few (drawn from the list)."""
    rng = random.Random(11)
    picked = positions("tactonix", players, options, seed=4, count=30, play_only=True)
    for state in (picked[5], picked[-1]):
        legal = state.legal_moves()
        state = fresh(state)
        draws = 10 * len(legal)
        counts = Counter(state.random_move(rng) for _ in range(draws))
        assert set(counts) <= set(legal)
        statistic, df = chi_square(counts, legal, draws)
        assert statistic < df + 5 * math.sqrt(2 * df), (statistic, df)  # p < 1e-5 or so
        assert state._legal is None  # drawn from slots, not from the list


def test_tactonix_random_move_mixing_slots_and_the_list_is_uniform(monkeypatch) -> None:
    """With one slot tried before the list is drawn from, most draws come from the list: the mix
    is uniform still."""
    monkeypatch.setattr(engines.tactonix, "SAMPLE_TRIES", 1)
    state = positions("tactonix", 2, {"board": 5}, seed=4, count=20, play_only=True)[10]
    legal = state.legal_moves()
    rng = random.Random(3)
    draws = 8 * len(legal)
    counts = Counter(state._with().random_move(rng) for _ in range(draws))  # copies, no caches
    statistic, df = chi_square(counts, legal, draws)
    assert set(counts) <= set(legal) and statistic < df + 5 * math.sqrt(2 * df)


def dealt(players: int, options: dict, seed: int) -> State:
    return positions("tactonix", players, options, seed=seed, count=12, play_only=True)[-1]


def redealt(state: State, colours: list[str]) -> State:
    data = state.to_dict()
    data["colours"] = colours
    return state.game.load(data)


@pytest.mark.parametrize("players,options", [(2, {}), (3, {}), (4, {}), (3, {"spare": False})])
def test_determinise_reads_no_secret_and_draws_every_consistent_deal(players: int,
                                                                     options: dict) -> None:
    state = dealt(players, options, seed=players)
    seat = state.current_player
    view = state.view(seat)
    letters = view["colours_in_game"]
    mine = view["my_colour"]
    twins = []  # the same position with the other seats' colours dealt otherwise
    for others in itertools.permutations([c for c in letters if c != mine], players - 1):
        colours = list(others)
        colours.insert(seat, mine)
        twins.append(redealt(state, colours))
    assert all(twin.view(seat) == view for twin in twins)
    results = {repr(twin.determinise(seat, random.Random(9)).to_dict()) for twin in twins}
    assert len(results) == 1  # the secret the seat may not know changes nothing
    counts: Counter = Counter()
    rng = random.Random(2)
    for _ in range(600):
        guess = state.determinise(seat, rng)
        assert guess.to_dict() | {"colours": None} == state.to_dict() | {"colours": None}
        assert guess.view(seat) == state.view(seat)
        counts[tuple(guess.to_dict()["colours"])] += 1
    deals = list(counts)
    assert len(deals) == len(twins)  # nothing connected here: every deal is possible
    statistic, df = chi_square(counts, deals, 600)
    assert statistic < df + 5 * math.sqrt(2 * df) + 5


def test_determinise_rules_out_a_connected_colour_for_players_still_in() -> None:
    """A colour connected on the board while the game goes on is the spare's (3 players: R Y G B)."""
    state = dealt(3, {}, seed=8)
    seat = state.current_player
    mine = state.view(seat)["my_colour"]
    spare = next(c for c in "RYGB" if c not in state.to_dict()["colours"])
    data = state.to_dict()
    pieces = dict(data["pieces"])
    freed = [sq for sq, piece in data["pieces"].items() if piece[0] == spare]
    spare_pieces = [pieces.pop(sq) for sq in freed]
    row = [f"{f}8" for f in "abcdef"]  # the spare's six pieces go there, in one group
    free = [sq for sq in freed if sq not in row]
    for sq in row:
        if sq in pieces:  # another piece is in the way: it takes a square the spare left
            pieces[free.pop()] = pieces.pop(sq)
    pieces.update(zip(row, spare_pieces))
    data["pieces"], data["previous"] = pieces, None
    state = engines.get_game("tactonix").load(data)
    rng = random.Random(1)
    seen = set()
    for _ in range(200):
        colours = state.determinise(seat, rng).to_dict()["colours"]
        assert colours[seat] == mine and spare not in colours
        seen.add(tuple(colours))
    assert len(seen) == 2  # the two other players share the two colours left, either way


def test_determinise_is_the_state_itself_without_secrets() -> None:
    rng = random.Random(1)
    for key, players, options in CONFIGS:
        state = positions(key, players, options, seed=1, count=1)[0]
        assert state.determinise(state.current_player, rng) is state  # before any deal
    state = dealt(2, {}, seed=1)
    over = state.resign(1)
    assert over.determinise(0, rng) is over


def test_evaluate_shares_the_win() -> None:
    for key, players, options in CONFIGS:
        for state in positions(key, players, options, seed=2, count=30)[::6]:
            guess = state.evaluate()
            if guess is None:
                continue
            assert len(guess) == players and all(g >= 0 for g in guess)
            assert abs(sum(guess) - 1) < 1e-9
    assert engines.get_game("tactonix").new_game(2).evaluate() is None  # nothing dealt yet
    assert engines.get_game("telic").new_game(2).evaluate() == [0.5, 0.5]


@pytest.mark.parametrize("players,options", [(2, {}), (3, {}), (4, {"spare": False})])
def test_tactonix_evaluate_for_a_seat_averages_over_the_deals_it_cannot_rule_out(
        players: int, options: dict) -> None:
    state = dealt(players, options, seed=players + 10)
    seat = state.current_player
    mine = state.view(seat)["my_colour"]
    twins = []
    for others in itertools.permutations(
            [c for c in state.view(seat)["colours_in_game"] if c != mine], players - 1):
        colours = list(others)
        colours.insert(seat, mine)
        twins.append(redealt(state, colours))  # nothing is connected: every deal is possible
    guesses = [twin.evaluate(seat) for twin in twins]
    assert all(guess == guesses[0] for guess in guesses)  # no secret read
    mean = [sum(twin.evaluate()[s] for twin in twins) / len(twins) for s in range(players)]
    assert guesses[0] == pytest.approx(mean)
    assert state.evaluate() != pytest.approx(mean)  # the seat's guess is not the referee's


def test_tactonix_evaluate_favours_the_colour_nearer_one_group() -> None:
    compared = 0
    for seed in range(4):
        state = dealt(2, {"board": 5}, seed=seed)
        data = state.to_dict()
        gaps = []
        for colour in data["colours"]:
            spots = [(ord(sq[0]) - 97, int(sq[1:]) - 1) for sq, piece in data["pieces"].items()
                     if piece[0] == colour]
            gaps.append(engines.tactonix._gap(spots))
        guess = state.evaluate()
        if gaps[0] != gaps[1]:
            assert (guess[0] > guess[1]) == (gaps[0] < gaps[1])
            compared += 1
    assert compared
    assert engines.tactonix._gap([(0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (3, 2)]) == 0
    assert engines.tactonix._gap([(0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (5, 2)]) == 2


def test_states_pickle() -> None:
    for key, players, options in CONFIGS:
        for state in positions(key, players, options, seed=6, count=20)[::5]:
            copy = pickle.loads(pickle.dumps(state))
            assert copy == state and copy.to_dict() == state.to_dict()
            assert copy.legal_moves() == state.legal_moves()
