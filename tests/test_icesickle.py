"""IceSickle: the reference positions of rules/icesickle.md, the issue's must-show points."""
from __future__ import annotations

import json
import random

import pytest

import engines
from engines import IllegalMove, OptionError
from engines.icehouse import PIPS, SQUARES
from engines.phrases import Phrase, say

GAME = engines.get_game("icesickle")

# A full sowing (perft case 2): seat 0 places 8, seat 1 places 7.
SOWING = ["Ma3", "Mb5", "La5", "Sd5", "Le1", "Mb1", "Lc3", "Me3", "Lc2", "Sd4", "Le4", "Se2", "Sc1",
          "Sd2", "Mb2"]
# A whole round 1 (perft case 4): after the last jump seat 0 cannot jump and round 2 begins.
ROUND_1 = ["Se2", "Le5", "Md1", "Mb5", "Md3", "Lc1", "Mc2", "Mc5", "Le1", "Ld4", "Sa1", "Sd5", "Sb2",
           "Sa3", "Lc4", "d5-b3", "d1-b1", "d4-d1", "a3-c1", "b5-d5", "d1-a4", "e5-b5", "b1-d1",
           "e1-c1"]


def play(state, moves):
    for move in moves:
        state = state.play(move)
    return state


def reaping(pieces: dict[str, str], *, to_move: int = 0, rounds: int = 2, round_no: int = 1,
            earlier: tuple[int, int] = (0, 0), current: tuple[int, int] | None = None):
    """A reaping position built through load(): the pips missing from the board were captured."""
    board = [None] * 25
    for square, size in pieces.items():
        board[SQUARES.index(square)] = size
    missing = 30 - sum(PIPS[size] for size in pieces.values())
    if current is None:
        current = (missing - missing // 2, missing // 2)
    assert sum(current) == missing
    round_scores = [list(current), [0, 0]] if round_no == 1 else [list(earlier), list(current)]
    return GAME.load({
        "game": "icesickle", "rounds": rounds, "round": round_no, "board": board,
        "stash": {"S": 0, "M": 0, "L": 0}, "to_move": to_move, "round_scores": round_scores,
        "turns": [9, 9], "resigned": None, "last_move": None,
    })


def refused(state, move: str) -> Phrase:
    """Why `move` is refused: the catalogue's phrase (its key is the refusal's code)."""
    with pytest.raises(IllegalMove) as info:
        state.play(move)
    return info.value.phrase


# ---- reference positions ----------------------------------------------------------------------
def test_reference_1_start_has_75_sowings_for_seat_0() -> None:
    state = GAME.new_game(2)
    assert state.current_player == 0 and not state.is_over and not state.is_chance_node
    moves = state.legal_moves()
    assert len(moves) == 75
    assert set(moves) == {size + square for size in "SML" for square in SQUARES}
    assert state.scores() == [0.0, 0.0] and state.ranking() is None


def test_reference_2_after_15_placements_seat_1_reaps() -> None:
    state = play(GAME.new_game(2), SOWING)
    assert state.current_player == 1
    assert state.view(None)["phase"] == "reaping"
    assert state.view(None)["stash"] == {"S": 0, "M": 0, "L": 0}
    assert state.turns_taken(0) == 8 and state.turns_taken(1) == 7
    assert all("-" in move for move in state.legal_moves()) and len(state.legal_moves()) == 28


def reference_3():
    return reaping({"a1": "L", "b2": "M", "e5": "S", "a5": "S", "e1": "S", "c1": "S", "d1": "S"},
                   to_move=1)


def test_reference_3_large_jumps_over_b2() -> None:
    state = reference_3()
    legal = state.legal_moves()
    assert "a1-c3" in legal and "a1-d4" in legal
    assert "a1-e5" not in legal and "a1-b2" not in legal
    for move, landing in (("a1-c3", "c3"), ("a1-d4", "d4")):
        after = state.play(move)
        board = after.view(None)["board"]
        assert "b2" not in board and "a1" not in board and board[landing] == "L"
        assert after.scores()[1] == state.scores()[1] + 2  # the M on b2 is 2 pips for seat 1
        assert after.scores()[0] == state.scores()[0]
    assert refused(state, "a1-e5") == say("icesickle-jump-occupied", square="e5")
    assert refused(state, "a1-b2") == say("icesickle-jump-adjacent", square="b2", start="a1")


def test_reference_4_medium_cannot_jump_empty_squares() -> None:
    state = reaping({"a1": "M", "a4": "S", "c1": "S", "e1": "S", "c4": "S"})
    legal = state.legal_moves()
    assert "a1-a4" not in legal and "a1-a3" not in legal
    assert refused(state, "a1-a4") == say("icesickle-jump-occupied", square="a4")
    assert refused(state, "a1-a3") == say("icesickle-jump-nothing", count=1, squares="a2")


# ---- sowing ----------------------------------------------------------------------------------
def test_sowing_uses_the_shared_stash_on_any_empty_square() -> None:
    state = GAME.new_game(2)
    state = play(state, ["La1", "Lb1", "Lc1", "Ld1"])  # both players take from the same stash
    assert state.view(None)["stash"] == {"S": 5, "M": 5, "L": 1}
    assert len(state.legal_moves()) == 3 * 21
    state = state.play("Le5")
    assert state.view(None)["stash"]["L"] == 0
    assert not any(move.startswith("L") for move in state.legal_moves())
    assert len(state.legal_moves()) == 2 * 20
    assert refused(state, "La2") == say("icesickle-none-left", size="L")
    assert refused(state, "Sa1") == say("icesickle-sow-occupied", square="a1", size="L")
    assert state.turns_taken(0) == 3 and state.turns_taken(1) == 2


def test_sowing_aliases_any_case_and_spacing() -> None:
    start = GAME.new_game(2)
    for text in ("Lc3", "l c3", "Large c3", "c3 L", "  LARGE   C3 ", "c3 large", "lc3"):
        assert start.play(text) == start.play("Lc3")
    assert start.play("Lc3").view(None)["last_move"] == "Lc3"


def test_no_jump_while_sowing_and_no_sowing_while_reaping() -> None:
    assert refused(GAME.new_game(2), "a1-c3") == say("icesickle-still-sowing", count=15)
    state = play(GAME.new_game(2), SOWING)
    assert refused(state, "Sa4") == say("icesickle-sowing-over")


# ---- reaping ---------------------------------------------------------------------------------
def test_jumps_in_all_eight_directions() -> None:
    ring = {"b2": "S", "c2": "S", "d2": "S", "b3": "S", "d3": "M", "b4": "M", "c4": "M", "d4": "M"}
    state = reaping({"c3": "L", **ring})
    from_c3 = sorted(move for move in state.legal_moves() if move.startswith("c3-"))
    assert from_c3 == sorted(["c3-a1", "c3-c1", "c3-e1", "c3-a3", "c3-e3", "c3-a5", "c3-c5",
                              "c3-e5"])


def test_reach_depends_on_pips() -> None:
    # a line a1..a5 with a piece on a2 and empty a3, a4, a5
    for size, reach in (("S", ["a1-a3"]), ("M", ["a1-a3", "a1-a4"]),
                        ("L", ["a1-a3", "a1-a4", "a1-a5"])):
        state = reaping({"a1": size, "a2": "S", "e2": "S"})
        assert sorted(m for m in state.legal_moves() if m.startswith("a1-")) == reach, size
    state = reaping({"a1": "S", "a2": "S", "e2": "S"})
    assert refused(state, "a1-a4") == say("icesickle-jump-too-far", size="S", start="a1", pips=1, move="a1-a4",
                                          passed=2)
    state = reaping({"a1": "M", "a2": "S", "e2": "S"})
    assert refused(state, "a1-a5").args["pips"] == 2


def test_a_jump_captures_every_piece_passed_and_may_pass_empty_squares() -> None:
    state = reaping({"a1": "L", "b2": "M", "d4": "L", "a5": "S"}, rounds=1, current=(11, 10))
    after = state.play("a1-e5")  # passes b2 (M), c3 (empty), d4 (L)
    assert after.view(None)["board"] == {"e5": "L", "a5": "S"}
    assert after.scores() == [16.0, 10.0] and after.is_over and after.ranking() == [0, 1]
    assert state.describe_move("a1-e5") == say("icesickle-move-jump", size="L", start="a1", end="e5",
                                               squares=say("engines-series", first="b2", then="d4"), pips=5)
    state = reaping({"a1": "L", "b2": "M", "c3": "S", "a5": "S", "e1": "S"}, current=(12, 10))
    assert state.play("a1-d4").scores() == [15.0, 10.0]  # captures b2 and c3


def test_jump_aliases_and_reasons() -> None:
    state = reference_3()
    assert state.play("a1 c3") == state.play("a1-c3") == state.play("  A1 - C3 ")
    assert refused(state, "c2-c4") == say("icesickle-jump-empty", square="c2")
    assert refused(state, "a1-c2") == say("icesickle-jump-not-line", square="c2", start="a1")
    assert refused(state, "a1-a1") == say("icesickle-jump-same")
    assert refused(state, "a1-f6") == say("engines-icehouse-off-board", square="f6")
    assert refused(state, "jump!") == say("icesickle-not-a-jump", move="jump!")


def test_round_ends_when_the_player_to_move_cannot_jump_then_roles_swap() -> None:
    # seat 0 captures b1; the L alone on c1 leaves seat 1 without a jump: round 1 ends
    state = reaping({"a1": "L", "b1": "S"}, to_move=0, current=(13, 13))
    after = state.play("a1-c1")
    view = after.view(None)
    assert view["round"] == 2 and view["phase"] == "sowing" and view["board"] == {}
    assert view["stash"] == {"S": 5, "M": 5, "L": 5} and view["first_sower"] == 1
    assert after.current_player == 1 and not after.is_over
    assert after.scores() == [14.0, 13.0] and view["round_scores"] == [[14, 13], [0, 0]]
    assert len(after.legal_moves()) == 75


def test_two_round_match_played_through() -> None:
    state = play(GAME.new_game(2), ROUND_1)
    assert state.view(None)["round"] == 2 and state.current_player == 1  # seat 1 sows first
    before_end = play(GAME.new_game(2), ROUND_1[:-1])
    captured = PIPS[before_end.view(None)["board"]["d1"]]  # e1-c1 passes d1
    assert sum(state.scores()) == sum(before_end.scores()) + captured
    assert state.view(None)["round_scores"][0] == [int(x) for x in state.scores()]
    state = play(state, ["Le3", "Se5", "Ma3", "Mc5", "Lb1", "Md3", "Lc4", "Ld1", "Sa1", "La5",
                         "Sc1", "Sb5", "Ma2", "Md5", "Sb4"])
    assert state.current_player == 0 and state.view(None)["phase"] == "reaping"  # seat 0 reaps first
    rng = random.Random(7)
    while not state.is_over:
        state = state.play(rng.choice(state.legal_moves()))
    totals = state.scores()
    rounds = state.view(None)["round_scores"]
    assert totals == [float(rounds[0][0] + rounds[1][0]), float(rounds[0][1] + rounds[1][1])]
    expected = [0, 0] if totals[0] == totals[1] else ([0, 1] if totals[0] > totals[1] else [1, 0])
    assert state.ranking() == expected
    assert state.legal_moves() == [] and state.current_player is None
    assert refused(state, "Sa1").key == "engines-game-over"


def test_single_round_option_ends_the_game_after_round_1() -> None:
    state = reaping({"a1": "L", "b1": "S"}, to_move=0, rounds=1, current=(13, 13))
    after = state.play("a1-c1")
    assert after.is_over and after.ranking() == [0, 1] and after.scores() == [14.0, 13.0]
    assert after.view(None)["board"] == {"c1": "L"}  # pieces left score nothing


def test_equal_totals_are_a_draw() -> None:
    state = reaping({"a1": "L", "b1": "S"}, to_move=1, round_no=2, earlier=(10, 12),
                    current=(13, 13))
    after = state.play("a1-c1")
    assert after.is_over and after.scores() == [23.0, 26.0] and after.ranking() == [1, 0]
    state = reaping({"a1": "L", "b1": "S"}, to_move=1, round_no=2, earlier=(12, 11),
                    current=(13, 13))
    after = state.play("a1-c1")
    assert after.scores() == [25.0, 25.0] and after.ranking() == [0, 0]


# ---- options, resignation, serialisation -----------------------------------------------------
def test_option_rounds() -> None:
    assert GAME.new_game(2).view(None)["rounds"] == 2
    assert GAME.new_game(2, {"rounds": 1}).view(None)["rounds"] == 1
    for bad in ("2", 2.0, True, 3, 0, None):
        with pytest.raises(OptionError) as info:
            GAME.new_game(2, {"rounds": bad})
        assert info.value.phrase == say("engines-option-not-allowed", game="IceSickle", option="rounds",
                                        value=repr(bad), allowed=say("engines-series", first="2", then="1"))
    with pytest.raises(OptionError) as info:
        GAME.new_game(2, {"round": 2})
    assert info.value.code == "engines-option-unknown"
    for players in (1, 3):
        with pytest.raises(OptionError) as info:
            GAME.new_game(players)
        assert info.value.code == "engines-option-players-exactly"


def test_resign_the_other_wins_regardless_of_score() -> None:
    state = reaping({"a1": "L", "b2": "M", "e5": "S"}, current=(24, 0))
    assert state.resign(0).ranking() == [1, 0]
    assert state.resign(0).scores() == [24.0, 0.0]
    during_round_2 = play(GAME.new_game(2), ROUND_1)
    done = during_round_2.resign(1)
    assert done.is_over and done.ranking() == [0, 1] and done.current_player is None
    assert done.legal_moves() == []
    with pytest.raises(IllegalMove):
        done.resign(0)
    with pytest.raises(IllegalMove):
        state.resign(2)


def test_after_a_resignation_nobody_jumps_first() -> None:
    """Resigning while sowing ends the game: nothing in the words or the view says who jumps first."""
    state = play(GAME.new_game(2), ["Lc3", "Ma1"])
    assert state.view(None)["first_sower"] == 0
    done = state.resign(0)
    view = done.view(None)
    assert view["is_over"] and view["first_sower"] is None and view["current_player"] is None
    assert done.phase().key == "engines-phase-over"
    assert "jumps first" not in str(done.position_words()) and "jumps first" not in str(view)


def test_no_chance_nodes() -> None:
    state = GAME.new_game(2)
    assert state.chance_outcomes() == []
    with pytest.raises(IllegalMove):
        state.apply_chance("roll")
    with pytest.raises(IllegalMove) as info:
        state.describe_outcome("roll")
    assert info.value.code == "engines-no-chance"


def test_refusals_change_nothing_and_are_illegal_move() -> None:
    state = play(GAME.new_game(2), SOWING[:5])
    before = state.to_dict()
    for bad in (None, 42, 3.5, ["Lc3"], b"Lc3", "", "  ", "xyzzy", "Lz9", "Qc3", "a1-" * 40):
        with pytest.raises(IllegalMove):
            state.play(bad)  # type: ignore[arg-type]
    assert state.to_dict() == before
    assert refused(state, 42).key == "engines-not-text"  # type: ignore[arg-type]


def test_play_returns_a_new_state() -> None:
    state = GAME.new_game(2)
    data = state.to_dict()
    after = state.play("Sc3")
    assert state.to_dict() == data and after != state
    assert state.legal_moves() == GAME.new_game(2).legal_moves()


def test_round_trip_and_views() -> None:
    state = play(GAME.new_game(2), ROUND_1[:18])
    data = state.to_dict()
    assert data["game"] == "icesickle"
    loaded = GAME.load(json.loads(json.dumps(data)))
    assert loaded == state and hash(loaded) == hash(state)
    assert loaded.legal_moves() == state.legal_moves()
    view = state.view(None)
    json.dumps(view)
    assert view == state.view(0) == state.view(1)
    assert set(view) == {"game", "title", "board", "stash", "round", "rounds", "phase",
                         "first_sower", "current_player", "seats", "round_scores", "scores",
                         "turns", "last_move", "is_over", "ranking", "resigned"}
    assert view["seats"][1]["name"] == "Player 2" and state.seat_name(0) == say("engines-player-number", number=1)
    assert view["last_move"] == "d4-d1" and view["current_player"] == 0


def test_seats_are_numbered_and_nothing_is_secret() -> None:
    state = play(GAME.new_game(2), SOWING)
    assert [state.seat_name(s) for s in (0, 1)] == [say("engines-player-number", number=n) for n in (1, 2)]
    assert [state.seat_label(s) for s in (0, 1)] == [None, None]
    assert state.player_label(0, "ann") == say("engines-player", name="ann")
    assert state.quick_moves() == [] and state.private_words(1) is None and GAME.secret_label is None
    for bad in (2, -1, True):
        for method in (state.seat_name, state.seat_label, state.private_words, state.turns_taken):
            with pytest.raises(IllegalMove) as info:
                method(bad)
            assert info.value.phrase == say("engines-no-seat", seat=repr(bad))


@pytest.mark.parametrize("change,message", [
    (lambda d: d.update(game="telic"), "not an IceSickle state"),
    (lambda d: d.update(rounds=3), "rounds must be 1 or 2"),
    (lambda d: d["board"].__setitem__(0, "X"), "null or one of"),
    (lambda d: d["stash"].__setitem__("S", 6), "stash S"),
    (lambda d: d.update(to_move=0), "seat 1 sows"),
    (lambda d: d["round_scores"][0].__setitem__(0, 3), "no pips are scored during the sowing"),
    (lambda d: d.pop("turns"), "the keys must be"),
    (lambda d: d.update(last_move="hello"), "last_move"),
])
def test_load_rejects_malformed_data(change, message: str) -> None:
    data = GAME.new_game(2).play("Lc3").to_dict()
    change(data)
    with pytest.raises(ValueError, match=message):
        GAME.load(data)
    with pytest.raises(ValueError):
        GAME.load("not a dict")  # type: ignore[arg-type]


def test_load_rejects_a_round_1_that_should_have_ended() -> None:
    with pytest.raises(ValueError, match="round 1 is over"):
        reaping({"c1": "L"})


def test_describe_and_summary() -> None:
    state = GAME.new_game(2)
    assert state.describe_move("Lc3") == say("engines-place-pyramid", size="L", square="c3")
    assert state.describe_move("s a1") == say("engines-place-pyramid", size="S", square="a1")
    assert reference_3().describe_move("a1-c3") == say("icesickle-move-jump", size="L", start="a1", end="c3",
                                                       squares="b2", pips=2)
    with pytest.raises(IllegalMove):
        reference_3().describe_move("a1-e5")
    assert state.phase() == say("icesickle-phase", round=1, rounds=2, stage="sowing")
    summary = str(GAME.summary)
    assert 5 <= len(summary.splitlines()) <= 12 and len(summary) < 1800



def test_words_in_english() -> None:
    """The catalogue's English for a few of IceSickle's phrases, as a player and the records read them (the
    other tests check keys and arguments)."""
    assert str(refused(reaping({"a1": "M", "a4": "S", "c1": "S", "e1": "S", "c4": "S"}), "a1-a3")) == \
        "that jump passes no piece (a2 is empty)"
    assert str(refused(reaping({"a1": "M", "a2": "S", "e2": "S"}), "a1-a5")) == \
        "the medium on a1 passes at most 2 squares; a1-a5 passes 3"
    jump = reaping({"a1": "L", "b2": "M", "d4": "L", "a5": "S"}, rounds=1, current=(11, 10))
    assert str(jump.describe_move("a1-e5")) == "Jump the large on a1 to e5, capturing b2, d4 (5 pips)"
    assert str(reference_3().describe_move("a1-c3")) == "Jump the large on a1 to c3, capturing b2 (2 pips)"
    assert str(GAME.new_game(2).phase()) == "round 1 of 2: sowing"

def test_random_playouts_conserve_the_pips() -> None:
    rng = random.Random(2024)
    for _ in range(30):
        state = GAME.new_game(2, {"rounds": rng.choice([1, 2])})
        turns = 0
        while not state.is_over:
            view = state.view(None)
            stash_pips = sum(PIPS[size] * n for size, n in view["stash"].items())
            board_pips = sum(PIPS[size] for size in view["board"].values())
            assert board_pips + stash_pips + sum(view["round_scores"][-1]) == 30
            state = state.play(rng.choice(state.legal_moves()))
            turns += 1
            assert state.turns_taken(0) + state.turns_taken(1) == turns


def test_summary_names_the_rules_terms() -> None:
    text = str(GAME.summary)  # the rules page in English, as rules/icesickle.md words it
    assert len(text) < 2000
    for term in ("Dan Isaac", "5×5", "15 pyramids", "1 pip", "belongs to nobody", "Sowing", "Reaping",
                 "empty square", "placed second jumps first", "straight line", "8 directions",
                 "S 1, M 1–2, L 1–3", "on the board and empty", "At least one passed square",
                 "captured", "pips score for the jumper", "cannot jump", "score nothing", "round 2",
                 "empty board", "equal totals draw", "`rounds`", "`Lc3`", "`a1-c3`"):
        assert term in text, term
