"""Tic Tac Doh!: the reference positions of rules/tictacdoh.md, the issue's must-show points."""
from __future__ import annotations

import json

import pytest

import engines
from engines import IllegalMove, OptionError
from engines.icehouse import parse_placement
from engines.phrases import Phrase, say

GAME = engines.get_game("tictacdoh")
AROUND_C3 = ("b2", "c2", "d2", "b3", "d3", "b4", "c4", "d4")


def play(*moves: str):
    state = GAME.new_game(2)
    for move in moves:
        state = state.play(move)
    return state


def crafted(board: dict[str, str], **extra):
    """A position built through load(): the stash is what the board leaves, the turn follows."""
    stash = {size: 5 - sum(stack.count(size) for stack in board.values()) for size in "SML"}
    placed = 15 - sum(stash.values())
    data = {"game": "tictacdoh", "board": board, "stash": stash, "to_move": placed % 2,
            "resigned": None, "last_move": None}
    data.update(extra)
    return GAME.load(data)


def reason(state, move) -> Phrase:
    """Why `move` is refused: the catalogue's phrase (its key is the refusal's code)."""
    with pytest.raises(IllegalMove) as info:
        state.play(move)
    return info.value.phrase


# ---- reference positions ------------------------------------------------------------------------
def test_ref1_start_only_c3() -> None:
    state = GAME.new_game(2)
    assert state.legal_moves() == ["Sc3", "Mc3", "Lc3"]
    assert state.current_player == 0 and not state.is_over and state.ranking() is None
    assert reason(state, "Lb2") == say("tictacdoh-first-on-c3", square="b2")


def test_ref2_after_lc3_twenty_five_moves() -> None:
    moves = play("Lc3").legal_moves()
    assert len(moves) == 25
    expected = {"Mc3"} | {size + sq for size in "SML" for sq in AROUND_C3}
    assert set(moves) == expected
    assert play("Lc3").current_player == 1


def test_ref3_box_fixes_files() -> None:
    state = play("Lc3", "Md3")
    legal = set(state.legal_moves())
    assert {"Sb3", "Se3", "Lb3", "Le3"} <= legal
    assert all(sq[0] in "bcde" for sq in (m[1:] for m in legal))
    after = state.play("Lb3")
    view = after.view(None)
    assert {"e1", "e2", "e3", "e4", "e5", "a1", "a3", "a5"} <= set(view["out_of_grid"])
    assert not view["board"]["e3"]["in_grid"] and view["board"]["c5"]["in_grid"]
    assert not any(m[1] in "ae" for m in after.legal_moves())
    assert reason(after, "Se3") == say("tictacdoh-off-grid", square="e3", start="b3", end="d3")
    assert view["box"] == {"from": "b3", "to": "d3"}


def test_ref4_tree_counts_as_medium_line_wins_for_last_placer() -> None:
    before = play("Lc3", "Mb3", "Mc3")
    assert not before.is_over and before.current_player == 1
    state = before.play("Md3")
    assert state.is_over and state.ranking() == [1, 0] and state.current_player is None
    view = state.view(None)
    assert view["result"]["winner"] == 1 and view["result"]["reason"] == "line"
    assert view["winning_lines"] == [{"squares": ["b3", "c3", "d3"], "size": "M"}]
    # the same position built through load(): the player who placed the last piece (seat 1) wins
    loaded = crafted({"c3": "LM", "b3": "M", "d3": "M"})
    assert loaded.is_over and loaded.ranking() == [1, 0] and loaded.legal_moves() == []


def test_ref5_nest_counts_only_as_its_top() -> None:
    state = play("Sc3", "Mc3", "Sb3", "Sd3")
    assert not state.is_over and state.current_player == 0
    square = state.view(None)["board"]["c3"]
    assert square == {"stack": ["S", "M"], "shape": "nest", "counts_as": ["M"], "in_grid": True}
    # the tree M-S, by contrast, counts as S too: the same squares make a line of S
    won = play("Mc3", "Sc3", "Sb3", "Sd3")
    assert won.is_over and won.ranking() == [1, 0]


# ---- must-show points ---------------------------------------------------------------------------
@pytest.mark.parametrize("stack,takes", [
    ("S", "M"), ("M", "SL"), ("L", "M"), ("SM", "L"), ("LM", "S"),
    ("MS", ""), ("ML", ""), ("LMS", ""), ("SML", ""),
])
def test_what_each_stack_may_take(stack: str, takes: str) -> None:
    state = crafted({"c3": stack})
    on_c3 = {m[0] for m in state.legal_moves() if m[1:] == "c3"}
    assert on_c3 == set(takes)
    for size in "SML":
        if size not in takes:
            with pytest.raises(IllegalMove):
                state.play(size + "c3")


@pytest.mark.parametrize("stack,shape,counts", [
    ("S", "single", ["S"]), ("M", "single", ["M"]), ("L", "single", ["L"]),
    ("LM", "tree", ["M", "L"]), ("LMS", "tree", ["S", "M", "L"]), ("MS", "tree", ["S", "M"]),
    ("SM", "nest", ["M"]), ("SML", "nest", ["L"]), ("ML", "nest", ["L"]),
])
def test_what_each_stack_counts_as(stack: str, shape: str, counts: list[str]) -> None:
    square = crafted({"c3": stack}).view(None)["board"]["c3"]
    assert square["stack"] == list(stack) and square["shape"] == shape
    assert square["counts_as"] == counts


def test_placement_must_touch_a_piece_diagonals_count() -> None:
    state = play("Lc3")
    assert "Sd4" in state.legal_moves()  # diagonal
    assert reason(state, "Se5") == say("tictacdoh-not-touching", square="e5")
    assert reason(state, "Sc5") == say("tictacdoh-not-touching", square="c5")


def test_grid_grows_then_is_fixed() -> None:
    state = play("Lc3", "Sd4")  # box c3..d4: b..e and 2..5 still possible
    assert set(state.view(None)["out_of_grid"]) == {
        "a1", "b1", "c1", "d1", "e1", "a2", "a3", "a4", "a5"}
    state = state.play("Se5")  # box c3..e5 is now the full grid
    assert "Sb2" not in state.legal_moves()
    assert reason(state, "Sb2").key == "tictacdoh-off-grid"


def test_stacking_reasons() -> None:
    state = play("Sc3", "Lb3", "Md3", "Mb3", "Md4")
    assert reason(state, "Lc3") == say("tictacdoh-size-gap", size="L", top="S")
    assert "Sb3" in state.legal_moves()  # S on the tree L-M makes L-M-S
    assert reason(state, "Lb3") == say("tictacdoh-mixed", size="L", square="b3", shape="tree", stack="L-M")
    assert reason(state, "Md3") == say("tictacdoh-same-size", size="M", top="M")
    tree = play("Lc3", "Mc3", "Sc3")
    assert reason(tree, "Mc3") == say("tictacdoh-stack-full", square="c3", shape="tree", stack="L-M-S")
    nest = play("Sc3", "Mc3")
    assert reason(nest, "Sc3") == say("tictacdoh-mixed", size="S", square="c3", shape="nest", stack="S-M")
    lone_l = play("Lc3")
    assert reason(lone_l, "Sc3") == say("tictacdoh-size-gap", size="S", top="L")


def test_stash_runs_out_of_a_size() -> None:
    state = play("Lc3", "Lb3", "Ld4", "Lc2", "Ld2")
    assert not state.is_over
    assert state.view(None)["stash"] == {"S": 5, "M": 5, "L": 0}
    assert reason(state, "Lc4") == say("tictacdoh-none-left", size="L")


def test_draw_when_all_fifteen_are_placed() -> None:
    moves = ["Mc3", "Sb4", "Lc3", "La4", "Mb5", "Sc4", "Sc5", "Mb3", "Mc5", "Sa5", "Lb5", "Ma4",
             "Sb3", "Lc5", "La3"]
    state = play(*moves[:-1])
    assert not state.is_over and state.legal_moves() == ["La3"]
    state = state.play("La3")
    assert state.is_over and state.ranking() == [0, 0] and state.view(None)["result"]["draw"]
    assert state.view(None)["stash"] == {"S": 0, "M": 0, "L": 0}


def test_player_with_pieces_but_no_placement_loses() -> None:
    moves = ["Lc3", "Mb2", "Lb1", "Ma2", "Mb3", "Lb2", "Sc1", "Sb3", "Mb1", "Ma3", "Sa1", "Sa3",
             "Sc2", "La2"]
    state = play(*moves)
    assert state.view(None)["stash"] == {"S": 0, "M": 0, "L": 1}
    assert state.is_over and state.legal_moves() == [] and state.current_player is None
    assert state.ranking() == [1, 0]  # seat 0 had to move and could not
    result = state.view(None)["result"]
    assert result["reason"] == "no placement" and result["winner"] == 1
    assert reason(state, "Lc3").key == "engines-game-over"


def test_aliases_and_canonical_record() -> None:
    start = GAME.new_game(2)
    want = start.play("Lc3")
    for text in ("l c3", "Large c3", "c3 L", "  LC3 ", "c3   large", "LARGE   C3"):
        got = start.play(text)
        assert got == want and got.to_dict()["last_move"] == "Lc3"
    assert parse_placement("m  E5") == ("M", "e5")


@pytest.mark.parametrize("bad", ["", "xyzzy", "Xc3", "Lf3", "c3", "L", "Lc3 extra", None, 42,
                                 ["Lc3"], "Lc33"])
def test_garbage_is_refused(bad) -> None:
    with pytest.raises(IllegalMove):
        GAME.new_game(2).play(bad)


def test_no_chance_nodes() -> None:
    state = GAME.new_game(2)
    assert not state.is_chance_node and state.chance_outcomes() == []
    with pytest.raises(IllegalMove):
        state.apply_chance("anything")
    with pytest.raises(IllegalMove) as info:
        state.describe_outcome("anything")
    assert info.value.code == "engines-no-chance"


def test_play_leaves_the_old_state_untouched() -> None:
    state = play("Lc3")
    before = state.to_dict()
    state.play("Mc3")
    assert state.to_dict() == before and len(state.legal_moves()) == 25


def test_resignation() -> None:
    state = play("Lc3")
    gone = state.resign(1)
    assert gone.is_over and gone.ranking() == [0, 1] and gone.current_player is None
    assert gone.view(None)["result"]["reason"] == "resigned"
    assert GAME.new_game(2).resign(0).ranking() == [1, 0]  # on the opponent's turn too
    with pytest.raises(IllegalMove):
        gone.resign(0)
    with pytest.raises(IllegalMove):
        state.resign(2)
    assert GAME.load(json.loads(json.dumps(gone.to_dict()))) == gone


def test_turns_taken_and_seats() -> None:
    state = play("Lc3", "Mc3", "Sc3")
    assert (state.turns_taken(0), state.turns_taken(1)) == (2, 1)
    assert [state.seat_name(0), state.seat_name(1)] == [say("engines-player-number", number=n) for n in (1, 2)]
    seats = state.view(None)["seats"]
    assert [s["turns_taken"] for s in seats] == [2, 1]
    assert state.seat_label(0) is None and state.seat_label(1) is None
    assert state.player_label(1, "bob") == say("engines-player", name="bob")
    assert state.quick_moves() == [] and state.private_words(0) is None
    assert GAME.secret_label is None
    assert (state.resign(0).turns_taken(0), state.resign(0).turns_taken(1)) == (2, 1)
    for bad in (2, -1, True):
        for method in (state.seat_name, state.seat_label, state.private_words, state.turns_taken):
            with pytest.raises(IllegalMove) as info:
                method(bad)
            assert info.value.phrase == say("engines-no-seat", seat=repr(bad))


def test_options_and_player_count() -> None:
    with pytest.raises(OptionError) as info:
        GAME.new_game(3)
    assert info.value.code == "engines-option-players-exactly"
    with pytest.raises(OptionError) as info:
        GAME.new_game(2, {"rounds": 2})
    assert info.value.code == "engines-option-none"
    with pytest.raises(ValueError) as info:
        GAME.check_options(2, {"first": 1})
    assert isinstance(info.value, OptionError)
    assert info.value.phrase == say("engines-option-none", game="Tic Tac Doh!", option="first")
    assert GAME.new_game(2, {}).legal_moves() == ["Sc3", "Mc3", "Lc3"]


def test_round_trip_and_view_are_json() -> None:
    state = play("Sc3", "Mc3", "Lb2")
    data = json.loads(json.dumps(state.to_dict()))
    loaded = GAME.load(data)
    assert loaded == state and loaded.legal_moves() == state.legal_moves()
    assert hash(loaded) == hash(state)
    view = json.loads(json.dumps(state.view(0)))
    assert view == state.view(None)
    assert view["current_player"] == 1 and view["last_move"] == "Lb2" and view["placed"] == 3
    assert len(view["board"]) == 25 and view["board"]["b2"]["shape"] == "single"


@pytest.mark.parametrize("data,needle", [
    ("nope", "must be a dict"),
    ({"game": "telic"}, "not a Tic Tac Doh!"),
    ({"game": "tictacdoh", "board": {"c3": "LS"}, "stash": {"S": 4, "M": 5, "L": 4},
      "to_move": 0}, "not a legal stack"),
    ({"game": "tictacdoh", "board": {"c3": "L"}, "stash": {"S": 5, "M": 5, "L": 5},
      "to_move": 1}, "5 L pyramids in all"),
    ({"game": "tictacdoh", "board": {"b3": "L"}, "stash": {"S": 5, "M": 5, "L": 4},
      "to_move": 1}, "c3 is empty"),
    ({"game": "tictacdoh", "board": {"c3": "L"}, "stash": {"S": 5, "M": 5, "L": 4},
      "to_move": 0}, "seat 1 is to move"),
    ({"game": "tictacdoh", "board": {"c3": "L", "e5": "S"}, "stash": {"S": 4, "M": 5, "L": 4},
      "to_move": 0}, "touch"),
    ({"game": "tictacdoh", "board": {"z9": "L"}, "stash": {"S": 5, "M": 5, "L": 4},
      "to_move": 1}, "not a square"),
    ({"game": "tictacdoh", "board": {}, "stash": {"S": 5, "M": 5}, "to_move": 0}, "stash"),
])
def test_load_rejects_malformed_data(data, needle: str) -> None:
    with pytest.raises(ValueError, match=needle):
        GAME.load(data)


def test_describe_move_and_summary() -> None:
    state = play("Lc3")
    assert state.describe_move("Mc3") == say("tictacdoh-move-stack", size="M", square="c3", shape="tree",
                                             stack="L-M")
    assert state.describe_move("Sb2") == say("engines-place-pyramid", size="S", square="b2")
    assert all(len(str(state.describe_move(m))) <= 100 for m in state.legal_moves())
    with pytest.raises(IllegalMove):
        state.describe_move("Sc3")
    summary = str(GAME.summary)
    assert 5 <= summary.count("\n") + 1 <= 12 and len(summary) < 1800


def test_summary_names_the_rules_terms() -> None:
    text = str(GAME.summary)  # the rules page in English, as rules/tictacdoh.md words it
    assert len(text) < 2000
    for term in ("15 pyramids", "5 S, 5 M, 5 L", "belong to nobody", "c3", "touching", "diagonals count",
                 "3×3", "on top of a stack", "one size apart", "tree", "nest", "LMS", "SML", "MS", "ML",
                 "Never mix", "**every** size", "**top**", "three in a line", "row, column or diagonal",
                 "common size", "draw", "lose", "`Lc3`"):
        assert term in text, term


def test_words_in_english() -> None:
    """The catalogue's English for a few of Tic Tac Doh!'s phrases, as a player and the records read them
    (the other tests check keys and arguments)."""
    assert str(reason(play("Sc3", "Mc3"), "Sc3")) == \
        "S cannot go on c3: c3 holds the nest S-M, and a square never mixes a tree and a nest"
    with pytest.raises(OptionError) as info:
        GAME.check_options(2, {"first": 1})
    assert str(info.value) == "Tic Tac Doh! takes no options; 'first' is not one"
    assert str(play("Lc3").describe_move("Mc3")) == "Place a medium pyramid on c3, making the tree L-M"
