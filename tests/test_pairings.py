"""Tournament pairings and standings (bot/service/pairings.py): Berger tables against FIDE's published
ones, Swiss rounds over random tournaments, multiplayer schedules, and tie-breaks computed by hand."""
from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest
from py4swiss.engines import DutchEngine
from py4swiss.engines.common import PairingError
from py4swiss.trf.results import ColorToken, ResultToken

from bot.service.pairings import (BYE_POINTS, Entrant, Result, Round, bye_points, dutch_trf, meetings,
                                  points_by_place, round_robin, standings, swiss_round)

# FIDE Handbook C.05, Annex 1: the Berger tables for 5 or 6 players (with 5, number 6 is the bye)
BERGER_6 = [
    [(1, 6), (2, 5), (3, 4)],
    [(6, 4), (5, 3), (1, 2)],
    [(2, 6), (3, 1), (4, 5)],
    [(6, 5), (1, 4), (2, 3)],
    [(3, 6), (4, 2), (5, 1)],
]


def names(count: int) -> list[str]:
    return [f"p{number}" for number in range(1, count + 1)]


def test_berger_six_players_is_fides_table() -> None:
    rounds = round_robin(names(6))
    assert [[tuple(int(player[1:]) for player in table) for table in played.tables] for played in rounds] == BERGER_6
    assert all(played.byes == () for played in rounds)


def test_berger_five_players_gives_number_six_games_as_byes() -> None:
    rounds = round_robin(names(5))
    expected = [([pair for pair in tables if 6 not in pair], [a + b - 6 for a, b in tables if 6 in (a, b)])
                for tables in BERGER_6]
    assert [([tuple(int(player[1:]) for player in table) for table in played.tables],
             [int(player[1:]) for player in played.byes]) for played in rounds] == expected
    assert sorted(player for played in rounds for player in played.byes) == names(5)


def test_double_round_robin_swaps_seats_in_its_second_cycle() -> None:
    single = round_robin(names(4))
    double = round_robin(names(4), double=True)
    assert double[:3] == single
    assert [[table[::-1] for table in played.tables] for played in double[3:]] == [list(p.tables) for p in single]
    whites = Counter(table[0] for played in double for table in played.tables)
    assert set(whites.values()) == {3}  # three games with each colour for everyone


@pytest.mark.parametrize(("count", "size", "smallest"), [(3, 3, None), (4, 3, None), (7, 4, 3), (9, 5, 3), (12, 4, None)])
def test_multiplayer_round_robin_meets_everyone_with_equal_byes(count: int, size: int, smallest: int | None) -> None:
    players = names(count)
    rounds = round_robin(players, table_size=size, min_size=smallest)
    met = {frozenset(pair) for played in rounds for table in played.tables for pair in combinations(table, 2)}
    assert len(met) == count * (count - 1) // 2
    for played in rounds:
        seated = [player for table in played.tables for player in table]
        assert sorted(seated + list(played.byes)) == sorted(players)
        assert all((smallest or size) <= len(table) <= size for table in played.tables)
    byes = Counter(player for played in rounds for player in played.byes)
    assert len({byes[player] for player in players}) == 1


def test_bad_round_robin_input_is_refused() -> None:
    with pytest.raises(ValueError, match="more than once: a"):
        round_robin(["a", "b", "a"])
    with pytest.raises(ValueError, match="at least two players"):
        round_robin(["a"])
    with pytest.raises(ValueError, match="needs at least 4 players, not 3"):
        round_robin(["a", "b", "c"], table_size=4)
    with pytest.raises(ValueError, match="between 2 and 3"):
        round_robin(names(6), table_size=3, min_size=4)


def play_swiss(rng: random.Random, count: int, rounds: int) -> tuple[list[Result], list[tuple[str, ...]]]:
    entrants = [Entrant(player, rng.uniform(1000, 2000)) for player in names(count)]
    results: list[Result] = []
    byes: list[tuple[str, ...]] = []
    for _ in range(rounds):
        paired = swiss_round(entrants, results, {player for round_byes in byes for player in round_byes})
        seated = [player for table in paired.tables for player in table]
        assert sorted(seated + list(paired.byes)) == sorted(names(count))
        byes.append(paired.byes)
        results += [Result(table, rng.choice([(1.0, 0.0), (0.5, 0.5), (0.0, 1.0)])) for table in paired.tables]
    return results, byes


def test_swiss_never_repeats_a_pair_nor_a_bye() -> None:
    rng = random.Random(32)
    for _ in range(12):
        results, byes = play_swiss(rng, 7, 3)
        pairs = [frozenset(result.table) for result in results]
        assert len(pairs) == len(set(pairs)) == 9
        assert [len(round_byes) for round_byes in byes] == [1, 1, 1]
        assert len({player for round_byes in byes for player in round_byes}) == 3
    results, byes = play_swiss(rng, 8, 4)
    pairs = [frozenset(result.table) for result in results]
    assert len(pairs) == len(set(pairs)) == 16


def test_a_round_barred_only_by_the_absolute_colour_rule_is_paired_with_it_relaxed() -> None:
    # six players, four rounds played (seed found by search): the three pairs still unplayed are each two
    # players due the same colour absolutely, so FIDE's C.3 leaves no pairing; relaxed as for the last
    # round's topscorers, round 5 completes the round-robin
    results, _ = play_swiss(random.Random(48), 6, 4)
    ratings = random.Random(48)  # the same draws as play_swiss's entrants
    entrants = [Entrant(player, ratings.uniform(1000, 2000)) for player in names(6)]
    strict, _ = dutch_trf(entrants, results, set())
    with pytest.raises(PairingError):
        DutchEngine.generate_pairings(strict)
    fifth = swiss_round(entrants, results, set())
    pairs = [frozenset(result.table) for result in [*results, *(Result(table, (0.5, 0.5)) for table in fifth.tables)]]
    assert len(pairs) == len(set(pairs)) == 15 and fifth.byes == ()


def test_the_library_gets_each_round_with_the_bye_and_the_withdrawn_player_marked() -> None:
    entrants = [Entrant(player, 2000 - 100 * index) for index, player in enumerate(names(6))]
    round_1 = [Result(("p1", "p4"), (1.0, 0.0)), Result(("p2", "p5"), (0.5, 0.5)), Result(("p3", "p6"), (0.0, 1.0))]
    # p6 withdrew after round 1; round 2 among five: p1 sits out
    round_2 = [Result(("p4", "p2"), (0.0, 1.0)), Result(("p5", "p3"), (1.0, 0.0))]
    trf, ids = dutch_trf(entrants[:5], round_1 + round_2, {"p1"})
    assert ids == {number: f"p{number}" for number in range(1, 7)}
    results = {section.starting_number: [(entry.id, entry.color, entry.result) for entry in section.results]
               for section in trf.player_sections}
    assert results[1] == [(4, ColorToken.WHITE, ResultToken.WIN),
                          (0, ColorToken.BYE_OR_NOT_PAIRED, ResultToken.PAIRING_ALLOCATED_BYE)]
    assert results[3] == [(6, ColorToken.WHITE, ResultToken.LOSS), (5, ColorToken.BLACK, ResultToken.LOSS)]
    assert results[6] == [(3, ColorToken.BLACK, ResultToken.WIN),
                          (0, ColorToken.BYE_OR_NOT_PAIRED, ResultToken.ZERO_POINT_BYE)]
    assert [section.points_times_ten for section in trf.player_sections] == [20, 15, 0, 0, 15, 10]
    assert trf.x_section.zeroed_ids == {6}
    third = swiss_round(entrants[:5], round_1 + round_2, {"p1"})
    assert sorted([*(player for table in third.tables for player in table), *third.byes]) == names(5)
    assert len(third.byes) == 1 and third.byes != ("p1",)
    played = {frozenset(result.table) for result in round_1 + round_2}
    assert not played & {frozenset(table) for table in third.tables}


def test_swiss_first_round_pairs_top_half_against_bottom_half() -> None:
    entrants = [Entrant(f"r{rating}", rating) for rating in (1500, 1900, 1700, 1600, 1800, 1400)]
    paired = swiss_round(entrants, [], set())
    halves = [{player[1:] for player in table} for table in paired.tables]
    assert halves == [{"1900", "1600"}, {"1800", "1500"}, {"1700", "1400"}]
    assert paired.byes == ()


def test_swiss_that_cannot_avoid_a_repeat_says_so() -> None:
    entrants = [Entrant(player, 1500) for player in names(2)]
    with pytest.raises(ValueError, match="Round 2 cannot be paired without two players meeting again"):
        swiss_round(entrants, [Result(("p1", "p2"), (1.0, 0.0))], set())


def test_multiplayer_swiss_seats_by_points_and_avoids_repeats() -> None:
    entrants = [Entrant(player, 1500 - 10 * index) for index, player in enumerate(names(7))]
    first = swiss_round(entrants, [], set(), table_size=3)
    assert first == Round((("p1", "p2", "p3"), ("p4", "p5", "p6")), ("p7",))
    history = [Result(("p1", "p2", "p3"), points_by_place([3, 1, 2])),
               Result(("p4", "p5", "p6"), points_by_place([1, 2, 2]))]
    second = swiss_round(entrants, history, {"p7"}, table_size=3)
    # ranked by points then rating: p2 2, p4 2, p3 1, p7 1 (bye), p5 0.5, p6 0.5, p1 0: p1, the lowest
    # without a bye, sits out; p2 opens with p4; p3 met p2, so the first table takes p7 over it
    assert second.byes == ("p1",)
    assert {frozenset(table) for table in second.tables} == {frozenset({"p2", "p4", "p7"}), frozenset({"p3", "p5", "p6"})}


def test_points_by_place_share_ties_and_byes_score_documented_points() -> None:
    assert points_by_place([1, 2]) == (1.0, 0.0)
    assert points_by_place([1, 1]) == (0.5, 0.5)
    assert points_by_place([2, 1, 3, 4]) == (2.0, 3.0, 1.0, 0.0)
    assert points_by_place([1, 1, 3]) == (1.5, 1.5, 0.0)
    assert (bye_points(2), bye_points(3), bye_points(5)) == (BYE_POINTS, 1.0, 2.0)


def test_round_robin_standings_by_sonneborn_berger_by_hand() -> None:
    # a 4-player round-robin: a beats b and c, loses to d; b beats c and d; c beats d; ...
    results = [Result(("a", "b"), (1.0, 0.0)), Result(("c", "d"), (1.0, 0.0)),
               Result(("d", "a"), (1.0, 0.0)), Result(("b", "c"), (1.0, 0.0)),
               Result(("a", "c"), (1.0, 0.0)), Result(("b", "d"), (0.5, 0.5))]
    # points: a 2, b 1.5, c 1, d 1.5
    # SB: a = b 1.5 + c 1 = 2.5; b = c 1 + ½·d 1.5 = 1.75; d = a 2 + ½·b 1.5 = 2.75; c = d 1.5
    table = standings([Entrant(player, 1500) for player in "abcd"], results, [], swiss=False)
    assert [(row.rank, row.id, row.points, row.tiebreaks) for row in table] == [
        (1, "a", 2.0, (("SB", 2.5),)), (2, "d", 1.5, (("SB", 2.75),)), (3, "b", 1.5, (("SB", 1.75),)),
        (4, "c", 1.0, (("SB", 1.5),))]
    assert meetings(results)[("b", "d")] == [0.5]
    assert meetings(results)[("d", "a")] == [1.0] and meetings(results)[("a", "d")] == [0.0]


def test_round_robin_byes_score_nothing_and_level_players_share_a_rank() -> None:
    results = [Result(("b", "c"), (0.5, 0.5)), Result(("c", "a"), (0.5, 0.5)), Result(("a", "b"), (0.5, 0.5))]
    table = standings([Entrant(player, 1500) for player in "abc"], results, [("a",), ("b",), ("c",)], swiss=False)
    assert [(row.rank, row.points, row.tiebreaks) for row in table] == [(1, 1.0, (("SB", 1.0),))] * 3
    assert [row.id for row in table] == ["a", "b", "c"]


def test_swiss_standings_by_buchholz_then_sonneborn_berger_by_hand() -> None:
    # 5 players, 2 rounds. Round 1: a-b 1-0, c-d ½-½, e bye. Round 2: e-a 0-1, b-c 1-0, d bye.
    results = [Result(("a", "b"), (1.0, 0.0)), Result(("c", "d"), (0.5, 0.5)),
               Result(("e", "a"), (0.0, 1.0)), Result(("b", "c"), (1.0, 0.0))]
    # points: a 2, b 1, c 0.5, d 0.5 + 1 = 1.5, e 1
    # Buchholz (a bye: the player's own points): a = b 1 + e 1 = 2; b = a 2 + c 0.5 = 2.5;
    #   c = d 1.5 + b 1 = 2.5; d = c 0.5 + own 1.5 = 2; e = own 1 + a 2 = 3
    # SB (a bye: 1 × own points): a = 1 + 1 = 2; b = c 0.5; c = ½·d 1.5 = 0.75; d = ½·c 0.5 + 1.5 = 1.75;
    #   e = 1
    table = standings([Entrant(player, 1500) for player in "abcde"], results, [("e",), ("d",)], swiss=True)
    assert [(row.rank, row.id, row.points, dict(row.tiebreaks)) for row in table] == [
        (1, "a", 2.0, {"Buchholz": 2.0, "SB": 2.0}), (2, "d", 1.5, {"Buchholz": 2.0, "SB": 1.75}),
        (3, "e", 1.0, {"Buchholz": 3.0, "SB": 1.0}), (4, "b", 1.0, {"Buchholz": 2.5, "SB": 0.5}),
        (5, "c", 0.5, {"Buchholz": 2.5, "SB": 0.75})]
    assert [label for label, _ in table[0].tiebreaks] == ["Buchholz", "SB"]


def test_multiplayer_standings_score_by_place_by_hand() -> None:
    # two 3-seat games and a bye: x 1st, y 2nd, z 3rd; then z 1st, w and y tied 2nd; x sat out
    results = [Result(("x", "y", "z"), points_by_place([1, 2, 3])), Result(("z", "w", "y"), points_by_place([1, 2, 2]))]
    # points: x 2 + bye 1 = 3, y 1 + 0.5 = 1.5, z 0 + 2 = 2, w 0.5 (w sat out round 1: + 1 = 1.5)
    # Buchholz: x = y 1.5 + z 2 + 2·own 3 = 9.5; y = x 3 + z 2 + z 2 + w 1.5 = 8.5; z = 3 + 1.5 + 1.5 + 1.5 = 7.5;
    #   w = z 2 + y 1.5 + 2·own 1.5 = 6.5
    # SB: x = y 1.5 + z 2 + 1·own 3 = 6.5; y = z 2 + ½·w 1.5 = 2.75; z = w 1.5 + y 1.5 = 3; w = ½·y 1.5 + 1.5 = 2.25
    table = standings([Entrant(player, 1500) for player in "wxyz"], results, [("w",), ("x",)], swiss=True)
    assert [(row.rank, row.id, row.points, dict(row.tiebreaks)) for row in table] == [
        (1, "x", 3.0, {"Buchholz": 9.5, "SB": 6.5}), (2, "z", 2.0, {"Buchholz": 7.5, "SB": 3.0}),
        (3, "y", 1.5, {"Buchholz": 8.5, "SB": 2.75}), (4, "w", 1.5, {"Buchholz": 6.5, "SB": 2.25})]
    assert meetings(results)[("w", "y")] == [0.5] and meetings(results)[("x", "z")] == [1.0]


def test_a_result_needs_a_figure_per_seat() -> None:
    with pytest.raises(ValueError, match="3 seats, 2 figures"):
        Result(("a", "b", "c"), (1.0, 0.0))
