"""The exact solvers the expert plays from (Tic Tac Doh!, Coins' play phase with two players, IceSickle's
last reaping) against
a plain minimax over the engine itself, on late positions of seeded random games where the whole tree is
small: every legal move's value must agree."""
from __future__ import annotations

import random
from typing import cast

import pytest

import engines
from engines import ai
from engines.ai import coins_solver, icesickle_solver
from engines.base import State


def minimax(state: State, seat: int) -> int:
    """1 win, 0 draw, -1 loss for ``seat`` with perfect play, by the engine's own moves."""
    if state.is_over:
        ranking = state.ranking()
        assert ranking is not None
        if ranking.count(0) > 1:
            return 0
        return 1 if ranking[seat] == 0 else -1
    values = [minimax(state.play(move), seat) for move in state.legal_moves()]
    return max(values) if state.current_player == seat else min(values)


def late(key: str, seed: int, left: int) -> State:
    """The first position of a seeded random game with at most ``left`` coins on the board at the start
    of a turn (Coins), ``left`` placements to go (Tic Tac Doh!), or ``left`` pieces on the board in the
    last round's reaping (IceSickle)."""
    rng = random.Random(seed)
    state = engines.get_game(key).new_game(2)
    while not state.is_over:
        if key == "coins" and not state._setup and not state._remove and 16 - state._board.count(0) <= left:  # type: ignore[attr-defined]
            return state
        if key == "tictacdoh" and state.turns_taken(0) + state.turns_taken(1) >= 15 - left:
            return state
        if key == "icesickle" and icesickle_solver.applies(state) and icesickle_solver.last_round(state) \
                and 25 - state._board.count(0) <= left:  # type: ignore[attr-defined]
            return state
        state = state.play(state.random_move(rng))
    return state


@pytest.mark.parametrize(("key", "left"), [("coins", 4), ("tictacdoh", 5), ("icesickle", 6)])
def test_every_move_is_valued_as_a_full_minimax_values_it(key: str, left: int) -> None:
    checked = 0
    for seed in range(60):
        if checked == 6:
            break
        state = late(key, seed, left)
        if state.is_over or len(state.legal_moves()) < 2:
            continue
        me = state.current_player
        assert me is not None
        solver = ai._solver(key)
        assert solver.quick(state)
        values = solver.move_values(state)
        truth = {move: minimax(state.play(move), me) for move in state.legal_moves()}
        if key == "icesickle":  # the biggest hauls first, up to the first win (a drawn position: below)
            assert 1 not in list(values.values())[:-1]
            assert len(values) == len(truth) or max(values.values()) >= 0
            assert max(values.values()) == max(truth.values())
        else:
            assert sorted(values) == sorted(truth)
        for move, value in values.items():
            assert value == truth[move], (seed, move)
        checked += 1
    assert checked == 6


def test_an_icesickle_draw_is_valued_exactly_and_the_jumps_that_do_not_win_are_left_out() -> None:
    # late positions of the last reaping with the scores so far shifted, so that some are drawn: there
    # the solver values a draw exactly and asks each later jump only whether it wins
    from engines.icesickle import IceSickleState

    drawn = 0
    for seed in range(30):
        base = cast(IceSickleState, late("icesickle", seed, 6))
        if base.is_over or len(base.legal_moves()) < 3:
            continue
        for shift in range(-3, 4):
            s0, s1, r0, r1 = base._scores
            state = IceSickleState(base._board, base._stash, base._round, base._rounds, base._to_move,
                                   (s0 + shift, s1, r0, r1), base._turns, None, None, base.legal_moves())
            me = state._to_move
            values = icesickle_solver.move_values(state)
            assert values is not None
            truth = {move: minimax(state.play(move), me) for move in state.legal_moves()}
            assert max(values.values()) == max(truth.values()), (seed, shift)
            assert all(values[move] == truth[move] for move in values), (seed, shift)
            if max(truth.values()) < 0:  # a lost position: every jump is valued
                assert sorted(values) == sorted(truth)
            if max(truth.values()) == 0 and len(values) < len(truth):
                drawn += 1
    assert drawn >= 3


def test_the_coins_margin_counts_captures_to_come_and_a_leaf_is_its_sign() -> None:
    state = late("coins", 3, 6)
    me = state.current_player
    assert me is not None
    margin = coins_solver.margin(state)
    # the best margin is reached by some move and exceeded by none
    finals = []
    for move in state.legal_moves():
        after = state.play(move)
        gained = after.captures(me) - state.captures(me)
        if after.is_over:
            finals.append(gained - (after.captures(1 - me) - state.captures(1 - me)))
        elif after.current_player == me:  # a quiet slide: the removal is still the mover's
            finals.append(coins_solver.margin(after))
        else:
            finals.append(gained - coins_solver.margin(after))
    assert max(finals) == margin
    final = state.captures(me) - state.captures(1 - me) + margin
    leaf = coins_solver.leaf(state)
    assert leaf is not None and leaf[me] == (1.0 if final > 0 else 0.5 if final == 0 else 0.0)


def test_the_expert_plays_a_solved_coins_position_from_the_solver_and_never_a_worse_move() -> None:
    state = late("coins", 5, 8)
    values = coins_solver.move_values(state)
    search = ai.Search(state, random.Random(0), ai.settings_for(state, "expert"))
    assert search.proven
    assert values[search.best()] == max(values.values())
    # hard searches instead; three players: no solver answers, the expert searches too
    assert not ai.Search(state, random.Random(0), ai.settings_for(state, "hard")).proven
    three = engines.get_game("coins").new_game(3)
    assert not coins_solver.applies(three)
    assert not ai.Search(three, random.Random(0), ai.settings_for(three, "expert")).proven


def test_an_icesickle_margin_is_the_best_haul_and_what_follows_and_a_leaf_is_its_sign() -> None:
    state = late("icesickle", 2, icesickle_solver.LEAF)
    me = state.current_player
    assert me is not None
    margins = icesickle_solver.margin_values(state)
    assert sorted(margins) == sorted(state.legal_moves())
    totals = state._totals()  # type: ignore[attr-defined]
    final = totals[me] - totals[1 - me] + max(margins.values())
    leaf = icesickle_solver.leaf(state)
    assert leaf is not None and leaf[me] == (1.0 if final > 0 else 0.5 if final == 0 else 0.0)
    # an earlier round's reaping is not valued as if the match ended with it
    rng = random.Random(2)
    first = engines.get_game("icesickle").new_game(2)
    while not icesickle_solver.applies(first) or 25 - first._board.count(0) > 6:  # type: ignore[attr-defined]
        first = first.play(first.playout_move(rng))
    assert not icesickle_solver.last_round(first)
    assert icesickle_solver.leaf(first) is None and not icesickle_solver.quick(first)


def plain_margin(state: State, memo: dict[tuple[int, ...], int]) -> int:
    """The last round's margin still to come for the player to move, by the engine's own jumps and
    scores (the match ends with the reaping)."""
    board = state._board  # type: ignore[attr-defined]
    if board not in memo:
        me = state.current_player
        values = [0]  # no jump: the match is over
        if not state.is_over:
            values = []
            for move in state.legal_moves():
                after = state.play(move)
                haul = int(after.scores()[me] - state.scores()[me])  # type: ignore[index]
                values.append(haul - plain_margin(after, memo))
        memo[board] = max(values)
    return memo[board]


def crowded(seed: int) -> State:
    """A last-round reaping of two to seven pieces crowded into the board's corner (where one side can take
    all but the last piece, the solver's bounds are tight), the pips captured shared out evenly."""
    rng = random.Random(seed)
    data = late("icesickle", 0, 9).to_dict()
    board: list[str | None] = [None] * 25
    squares = rng.sample([0, 1, 2, 5, 6, 7, 10, 11, 12, 3, 15, 18], rng.randint(2, 7))
    for square, size in zip(squares, rng.sample("SSSSSMMMMMLLLLL", len(squares))):
        board[square] = size
    captured = 30 - sum({"S": 1, "M": 2, "L": 3}[size] for size in board if size)
    data["board"], data["round_scores"][1] = board, [captured // 2, captured - captured // 2]
    return engines.get_game("icesickle").load(data)


@pytest.mark.parametrize("seed", range(4))
def test_the_icesickle_margin_and_its_bounds_agree_with_a_plain_search(seed: int) -> None:
    # the solver's cut-offs (every pip left but one, the biggest haul's floor) and its table change how
    # fast it answers, never what: exact inside the window, a true bound outside it; at every position
    # of a random reaping from nine pieces to its end, and on crowded corners
    rng = random.Random(seed)
    state, checked = late("icesickle", seed, 9), 0
    positions = []
    while not state.is_over:
        positions.append(state)
        state = state.play(rng.choice(state.legal_moves()))
    positions += [crowded(seed * 100 + i) for i in range(25)]
    for state in positions:
        if state.is_over:
            continue
        exact = plain_margin(state, {})
        icesickle_solver.table.reset()
        assert icesickle_solver.margin(state) == exact
        for low in range(exact - 4, exact + 4):
            icesickle_solver.table.reset()
            answer = icesickle_solver.margin(state, low, low + 2)
            if low < exact < low + 2:
                assert answer == exact, (state.to_dict()["board"], low)
            elif exact <= low:
                assert answer <= low, (state.to_dict()["board"], low)
            else:
                assert answer >= low + 2, (state.to_dict()["board"], low)
        checked += 1
    assert checked >= 20


def test_before_the_last_round_the_expert_keeps_the_biggest_margin_and_guesses_from_the_lead() -> None:
    rng = random.Random(4)
    state = engines.get_game("icesickle").new_game(2)
    while not icesickle_solver.applies(state) or 25 - state._board.count(0) > icesickle_solver.GUESS:  # type: ignore[attr-defined]
        state = state.play(state.playout_move(rng))
    assert not icesickle_solver.last_round(state)
    me = state.current_player
    assert me is not None
    margins = icesickle_solver.margin_values(state)
    planned = icesickle_solver.plan(state)
    assert planned and {margins[move] for move in planned} == {max(margins.values())}
    assert set(planned) == {move for move, value in margins.items() if value == max(margins.values())}
    # the expert plays one of them without searching; hard searches
    search = ai.Search(state, random.Random(0), ai.settings_for(state, "expert"))
    assert search.best() in planned and not search.proven
    assert ai.Search(state, random.Random(0), ai.settings_for(state, "hard")).only is None
    # the guess: seat 0's chance grows with the lead the round ends with, seat 1 holds the rest
    guess = icesickle_solver.estimate(state)
    assert guess is not None and guess[0] + guess[1] == pytest.approx(1.0)
    totals = state._totals()  # type: ignore[attr-defined]
    rest = max(margins.values())
    lead = totals[0] - totals[1] + (rest if me == 0 else -rest)
    # round 2's first reaper is seat 0, worth REAPER_EDGE pips
    assert guess[0] == pytest.approx(1 / (1 + 2.718281828459045 ** (-(lead + icesickle_solver.REAPER_EDGE)
                                                                       / icesickle_solver.SCALE)))
    # at the last round's start the lead alone; in its sowing, and with one round only, no guess
    while icesickle_solver.applies(state) or not icesickle_solver.last_round(state):
        state = state.play(state.playout_move(rng))
    assert state._last is None  # type: ignore[attr-defined]
    start = icesickle_solver.estimate(state)
    first, second = state._totals()  # type: ignore[attr-defined]
    assert start is not None and (start[0] > 0.5) == (first - second + icesickle_solver.REAPER_EDGE > 0)
    assert icesickle_solver.estimate(state.play(state.legal_moves()[0])) is None
    single = engines.get_game("icesickle").new_game(2, {"rounds": 1})
    assert icesickle_solver.estimate(single) is None and icesickle_solver.plan(single) is None


def test_the_coins_expert_places_orthogonal_coins_with_two_and_hard_weighs_every_placement() -> None:
    state = engines.get_game("coins").new_game(2).play("b2x")
    narrowed = coins_solver.candidates(state)
    assert narrowed is not None and sorted(narrowed) == sorted(m for m in state.legal_moves() if m.endswith("+"))
    expert = ai.Search(state, random.Random(1), ai.settings_for(state, "expert"))
    expert.run(200)
    assert expert.best().endswith("+")
    assert {move for move, _, _ in expert.statistics()} <= set(narrowed)
    hard = ai.Search(state, random.Random(1), ai.settings_for(state, "hard"))
    hard.run(200)
    assert {move for move, _, _ in hard.statistics()} - set(narrowed)  # diagonal placements tried too
    # the play phase and three players: no narrowing
    rng = random.Random(3)
    while state._setup:  # type: ignore[attr-defined]
        state = state.play(state.random_move(rng))
    assert coins_solver.candidates(state) is None
    assert coins_solver.candidates(engines.get_game("coins").new_game(3)) is None


def test_an_icesickle_question_past_its_budget_leaves_the_move_to_the_search(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(4)
    state = engines.get_game("icesickle").new_game(2)
    while not icesickle_solver.applies(state) or 25 - state._board.count(0) > 10:  # type: ignore[attr-defined]
        state = state.play(state.playout_move(rng))
    assert icesickle_solver.plan(state)  # answered within the budget
    icesickle_solver.table.reset()
    monkeypatch.setattr(icesickle_solver, "BUDGET", 5)
    assert icesickle_solver.plan(state) is None
    assert ai.Search(state, random.Random(0), ai.settings_for(state, "expert")).only is None  # it searches
    partial = icesickle_solver.margin_values(state)
    assert sorted(partial) == sorted(state.legal_moves()) and -999 in partial.values()
    assert icesickle_solver.table.stop == float("inf")  # the budget ends with the question


@pytest.mark.parametrize("rounds", [1, 2])
def test_the_expert_s_bare_rollout_plays_as_the_engine_s_informed_playout(rounds: int) -> None:
    # the same policy (placements drawn uniformly, the biggest haul) and the same stops (the solver's leaf,
    # the guess from the lead): over 500 rollouts each from one position, the same mean within noise
    rng = random.Random(rounds)
    state = engines.get_game("icesickle").new_game(2, {"rounds": rounds})
    for _ in range(7 + rounds):  # an odd number of placements left, and an even
        state = state.play(state.random_move(rng))
    search = ai.Search(state, random.Random(0), ai.settings_for(state, "expert"))
    fast = search.fast
    assert fast is not None
    search.fast = None  # the engine's rollout, through its states
    engine = sum(search._rollout(state)[0] for _ in range(500)) / 500
    bare_rng = random.Random(1)
    bare = sum(cast(list[float], fast(state, bare_rng))[0] for _ in range(500)) / 500
    assert abs(engine - bare) < 0.05, (engine, bare)
    # where the solver takes over at once, the rollout is its answer; a finished game has none
    while not state.is_over and (icesickle_solver.leaf(state) or icesickle_solver.estimate(state)) is None:
        state = state.play(state.playout_move(rng))
    if not state.is_over:
        assert fast(state, bare_rng) == (icesickle_solver.leaf(state) or icesickle_solver.estimate(state))
    while not state.is_over:
        state = state.play(state.playout_move(rng))
    assert fast(state, bare_rng) is None
    # hard rolls out through the engine
    start = engines.get_game("icesickle").new_game(2)
    assert ai.Search(start, random.Random(0), ai.settings_for(start, "hard")).fast is None
