"""Coins: reference positions of rules/coins.md, the issue's must-show points."""
from __future__ import annotations

import itertools
import json
import random

import pytest

import engines
from engines import IllegalMove, OptionError
from engines.base import series
from engines.coins import ACTIONS, GAME, RAYS, SEATS, SQUARES, CoinsState
from engines.phrases import Phrase, say
from tests.conformance_configs import setups

COINS = {2: 6, 3: 5, 4: 4}
# Complete setups (taken from the golden perft paths), one per player count.
SETUP = {
    2: ["b4+", "d4+", "d1x", "c1+", "a2+", "d2+", "d3x", "b2+", "b1+", "a4x", "b3+", "c4+"],
    3: ["d4x", "a3x", "b2x", "d1x", "c4x", "c3+", "d3+", "b4x", "a4+", "a2+", "a1+", "c2x", "b1x",
        "d2x", "b3x"],
    4: ["b4+", "b1x", "a4x", "c3x", "b3x", "d4x", "d3+", "a2+", "b2+", "d1x", "c4+", "a1+", "c2+",
        "a3+", "d2+", "c1+"],
}


def position(players: int, board: dict[str, str], *, cur: int | None = 0,
             caps: list[list[int]] | None = None, to_place: list[int] | None = None,
             remove: bool = False, resigned: list[int] | None = None, slide: str = "free",
             turns: list[int] | None = None) -> CoinsState:
    """A position through load(): board maps a square to owner + kind, e.g. {"a1": "0+"}."""
    return GAME.load({
        "game": "coins", "players": players, "options": {"slide": slide},
        "board": {sq: {"owner": int(c[0]), "kind": "orthogonal" if c[1] == "+" else "diagonal"}
                  for sq, c in board.items()},
        "to_place": to_place or [0] * players,
        "captured_from": caps or [[0] * players for _ in range(players)],
        "current_player": cur, "must_remove": remove, "resigned": resigned or [],
        "turns": turns or [0] * players,
    })


def play_all(state, moves: list[str]):
    for move in moves:
        state = state.play(move)
    return state


def after_setup(players: int, slide: str = "free") -> CoinsState:
    return play_all(GAME.new_game(players, {"slide": slide}), SETUP[players])


SUNS, MOONS, CROWNS, ARMS = SEATS


def refused(state: CoinsState, text: object, code: str, **args: object) -> Phrase:
    """`text` is refused with the catalogue's `code`, carrying (at least) these arguments, and the
    position is unchanged."""
    before = state.to_dict()
    with pytest.raises(IllegalMove) as info:
        state.play(text)  # type: ignore[arg-type]
    phrase = info.value.phrase
    assert phrase.key == code, phrase
    for name, value in args.items():
        assert phrase.args[name] == value, (name, phrase)
    assert state.to_dict() == before
    return phrase


def own_squares(state: CoinsState, seat: int) -> list[str]:
    return [sq for sq, coin in state.view(None)["board"].items() if coin["owner"] == seat]


# ---- registry, options ------------------------------------------------------------------------
def test_registered() -> None:
    assert engines.get_game("coins") is GAME
    assert (GAME.min_players, GAME.max_players, GAME.title) == (2, 4, "Coins")
    summary = str(GAME.summary)  # the rules page in English
    assert 0 < len(summary) < 1800 and 5 <= summary.count("\n") + 1 <= 12


@pytest.mark.parametrize("options,code,args", [
    ({"slide": "fast"}, "engines-option-not-allowed", {"option": "slide", "allowed": series(["free", "full"])}),
    ({"slide": True}, "engines-option-not-allowed", {"option": "slide", "allowed": series(["free", "full"])}),
    ({"hop": "yes"}, "engines-option-unknown", {"option": "hop", "options": "slide"}),
])
def test_bad_option_is_a_value_error_naming_the_allowed_values(options, code, args) -> None:
    with pytest.raises(ValueError) as info:
        GAME.new_game(3, options)
    assert isinstance(info.value, OptionError) and info.value.code == code
    for name, value in args.items():
        assert info.value.phrase.args[name] == value


@pytest.mark.parametrize("players", [1, 5, 0])
def test_bad_player_count(players: int) -> None:
    with pytest.raises(OptionError) as info:
        GAME.new_game(players)
    assert info.value.phrase == say("engines-option-players-between", game="Coins", low=2, high=4, players=players)


def test_conformance_covers_every_player_count_and_slide_option() -> None:
    assert sorted((p, o["slide"]) for p, o in setups(GAME)) == [
        (p, s) for p in (2, 3, 4) for s in ("free", "full")]


# ---- reference position 1: setup start --------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_ref1_setup_start_has_32_placements(players: int) -> None:
    state = GAME.new_game(players)
    moves = state.legal_moves()
    assert len(moves) == 32 and moves[:2] == ["a1+", "a1x"] and moves[-2:] == ["d4+", "d4x"]
    assert set(moves) == {sq + mark for sq in SQUARES for mark in "+x"}
    assert state.current_player == 0 and state.phase().key == "engines-phase-setup"
    assert state.view(None)["to_place"] == [COINS[players]] * players
    assert state.scores() == [0.0] * players and state.ranking() is None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_goes_in_seat_order_and_play_starts_with_seat_0(players: int) -> None:
    state = GAME.new_game(players)
    for index, move in enumerate(SETUP[players]):
        assert state.current_player == index % players and state.phase().key == "engines-phase-setup"
        state = state.play(move)
        assert not state.is_over  # the setup phase always runs to the end
    assert state.phase().key == "engines-phase-play" and state.current_player == 0
    assert state.view(None)["to_place"] == [0] * players
    assert [len(own_squares(state, s)) for s in range(players)] == [COINS[players]] * players
    assert all(state.turns_taken(s) == COINS[players] for s in range(players))
    if players == 4:
        assert len(state.view(None)["board"]) == 16  # 4 players fill the board


def test_placement_keeps_the_kind() -> None:
    state = play_all(GAME.new_game(2), ["b2+", "c3x"])
    assert state.view(None)["board"] == {"b2": {"owner": 0, "kind": "orthogonal"},
                                          "c3": {"owner": 1, "kind": "diagonal"}}
    assert "b2+" not in state.legal_moves() and "b2x" not in state.legal_moves()


# ---- reference position 2: free and full slides -----------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_ref2_slide_free_and_full(players: int) -> None:
    board = {"a1": "0+", "b1": "0x", "a4": "1+"}
    if players >= 3:
        board["d1"] = "2x"
    if players == 4:
        board["d3"] = "3+"
    free = position(players, board, slide="free")
    full = position(players, board, slide="full")
    assert [m for m in free.legal_moves() if m.startswith("a1-")] == ["a1-a2", "a1-a3", "a1-a4"]
    assert [m for m in full.legal_moves() if m.startswith("a1-")] == ["a1-a4"]
    after = free.play("a1-a4")
    assert after.scores()[0] == 1.0 and after.view(None)["board"]["a4"]["owner"] == 0
    for short in ("a1-a2", "a1-a3"):
        refused(full, short, "coins-slide-full", square=short[3:])


def test_full_slide_stops_before_an_own_coin_or_at_the_edge() -> None:
    state = position(2, {"a1": "0+", "a4": "0x", "d2": "1+", "c3": "1x"}, slide="full")
    assert sorted(m for m in state.legal_moves() if m.startswith("a1-")) == ["a1-a3", "a1-d1"]
    state = position(2, {"a1": "0x", "d2": "1+"}, slide="full")
    assert state.legal_moves() == ["a1-d4"]


def test_capture_takes_only_the_first_opponent_coin() -> None:
    state = position(3, {"a1": "0+", "a2": "1x", "a3": "2+", "d4": "2x"})
    assert "a1-a2" in state.legal_moves() and "a1-a3" not in state.legal_moves()
    refused(state, "a1-a3", "coins-slide-in-the-way", owner=MOONS, square="a2")


def test_must_slide_even_when_every_slide_is_a_capture() -> None:
    state = after_setup(4)  # a full board: every slide is a capture
    moves = state.legal_moves()
    assert moves and all("-" in m for m in moves)
    refused(state, "*" + own_squares(state, 0)[0], "coins-remove-can-slide")


# ---- reference position 3: the forced removal ---------------------------------------------------
def quiet_slide_position(players: int, slide: str) -> CoinsState:
    """Random play from a complete setup up to a player with a non-capturing slide."""
    rng = random.Random(f"{players}{slide}")
    state = after_setup(players, slide)
    while True:
        board = state.view(None)["board"]
        if not state.must_remove and any(m[3:] not in board for m in state.legal_moves()):
            return state
        state = state.play(rng.choice(state.legal_moves()))
        assert not state.is_over


@pytest.mark.parametrize("slide", ["free", "full"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_ref3_quiet_slide_is_followed_by_own_removal(players: int, slide: str) -> None:
    state = quiet_slide_position(players, slide)
    me, turns = state.current_player, state.turns_taken(state.current_player)
    board = state.view(None)["board"]
    move = next(m for m in state.legal_moves() if m[3:] not in board)
    after = state.play(move)
    assert after.current_player == me and after.must_remove and after.view(None)["must_remove"]
    assert after.legal_moves() == ["*" + sq for sq in own_squares(after, me)]
    assert after.turns_taken(me) == turns  # the turn is not complete yet
    assert after.scores() == state.scores()
    refused(after, next(m for m in state.legal_moves() if m != move and m[:2] != move[:2]), "coins-remove-first")
    moved = after.play("*" + move[3:])  # the coin that just moved may be the one removed
    assert moved.turns_taken(me) == turns + 1 and not moved.must_remove
    assert move[3:] not in moved.view(None)["board"] and moved.current_player != me
    assert moved.scores() == state.scores()  # removed coins score for nobody


# ---- reference position 4 and the tie-break ---------------------------------------------------
def test_ref4_three_player_tie_broken_by_lowest_per_opponent_count() -> None:
    # Seat 0 took 1 from seat 1 and now takes 1 from seat 2; seat 1 took 2 from seat 0;
    # seat 2 took 1.
    state = position(3, {"a1": "0+", "a3": "2x"}, caps=[[0, 1, 0], [2, 0, 0], [1, 0, 0]])
    end = state.play("a1-a3")
    assert end.is_over and end.scores() == [2.0, 2.0, 1.0]
    assert end.view(None)["captured_from"] == [[0, 1, 1], [2, 0, 0], [1, 0, 0]]
    assert end.ranking() == [0, 1, 2]


def test_ref4_mirrored_the_leader_is_not_just_the_lower_seat() -> None:
    # Now seat 1 is the one who took 1 from each opponent, seat 0 took 2 from seat 1 only.
    state = position(3, {"a1": "1+", "a3": "2x"}, cur=1, caps=[[0, 2, 0], [1, 0, 0], [0, 1, 0]])
    end = state.play("a1-a3")
    assert end.is_over and end.scores() == [2.0, 2.0, 1.0]
    assert end.ranking() == [1, 0, 2]


def test_two_player_tie_is_a_draw() -> None:
    state = position(2, {"a1": "0+", "a2": "1x"}, caps=[[0, 1], [2, 0]])
    end = state.play("a1-a2")
    assert end.is_over and end.scores() == [2.0, 2.0] and end.ranking() == [0, 0]


def test_tie_that_survives_the_tie_break_shares_the_place() -> None:
    end = position(3, {"b2": "0x"}, cur=None, caps=[[0, 1, 1], [1, 0, 1], [0, 0, 0]])
    assert end.ranking() == [0, 0, 2]


def test_tie_break_goes_on_to_the_second_lowest_count_and_places_every_seat() -> None:
    # totals 3, 3, 3, 1; per-opponent counts sorted: (0, 1, 2), (0, 0, 3), (0, 1, 2), (0, 0, 1):
    # the lowest counts are all 0, the second lowest put seats 0 and 2 (still tied) above seat 1
    caps = [[0, 0, 1, 2], [3, 0, 0, 0], [1, 2, 0, 0], [0, 1, 0, 0]]
    end = position(4, {"c3": "1x"}, cur=None, caps=caps)
    assert end.scores() == [3.0, 3.0, 3.0, 1.0]
    assert end.ranking() == [0, 2, 0, 3]


def test_tie_break_counts_captures_from_a_resigned_seat() -> None:
    # "each other seat of the game": seat 0 took 1 from seat 1 and 1 from the resigned seat 2,
    # seat 1 took 2 from seat 0 and 0 from seat 2; lowest counts 1 against 0.
    end = position(3, {"a1": "0+"}, cur=None, resigned=[2], caps=[[0, 1, 1], [2, 0, 0], [0, 0, 0]])
    assert end.ranking() == [0, 1, 2]


# ---- skipping, ending, only removing --------------------------------------------------------
def test_player_without_coins_is_skipped() -> None:
    state = position(3, {"a1": "0+", "a3": "2x", "d4": "2+"},
                     caps=[[0, 2, 0], [0, 0, 0], [0, 3, 0]])
    after = state.play("a1-a3")
    assert not after.is_over and after.current_player == 2
    quiet = state.play("a1-a2").play("*a2")  # seat 0 removed its last coin: seat 2 only is left
    assert quiet.is_over and quiet.current_player is None and quiet.legal_moves() == []


def test_game_ends_when_only_one_players_coins_are_left() -> None:
    state = position(2, {"a1": "0+", "c3": "0x", "a2": "1x"}, caps=[[0, 3], [1, 0]])
    end = state.play("a1-a2")
    assert end.is_over and end.ranking() == [0, 1] and end.scores() == [4.0, 1.0]
    assert end.phase().key == "engines-phase-over" and end.view(None)["is_over"]
    refused(end, "c3-d4", "engines-game-over")


def test_no_player_ever_has_a_blocked_set_so_no_slide_is_unreachable() -> None:
    # Only own coins and the edge block a coin, and a player owns at most 6 coins: show that no
    # set of at most 6 squares can hold coins that are all blocked, whatever their kinds.
    def blockable(squares: frozenset[int]) -> bool:
        return all(any(all(ray[0] in squares for ray in RAYS[kind][sq]) for kind in (0, 1))
                   for sq in squares)
    for size in range(1, 7):
        assert not any(blockable(frozenset(c)) for c in itertools.combinations(range(16), size))
    assert blockable(frozenset(SQUARES.index(s) for s in ("a1", "c1", "b2", "d2", "a3", "c3",
                                                          "b4", "d4")))


def test_with_no_slide_the_turn_is_only_a_removal() -> None:
    # Unreachable in a real game (see above), so built directly: 8 diagonal coins on one colour.
    board = [0] * 16
    for name in ("a1", "c1", "b2", "d2", "a3", "c3", "b4", "d4"):
        board[SQUARES.index(name)] = 2  # seat 0, diagonal
    board[SQUARES.index("b1")] = 3  # seat 1, orthogonal
    state = CoinsState._make(2, False, tuple(board), (0, 0), (0,) * 4, 0, False, (), (0, 0),
                             False, False)
    assert state.legal_moves() == ["*a1", "*c1", "*b2", "*d2", "*a3", "*c3", "*b4", "*d4"]
    after = state.play("*c1")
    assert after.current_player == 1 and after.turns_taken(0) == 1 and not after.must_remove


# ---- turns_taken -------------------------------------------------------------------------------
def test_turns_taken_counts_whole_turns() -> None:
    state = position(2, {"a1": "0+", "a3": "1x", "d4": "1+", "b2": "0x"}, turns=[6, 6])
    assert state.turns_taken(0) == 6
    capture = state.play("a1-a3")
    assert capture.turns_taken(0) == 7 and capture.current_player == 1
    slide = state.play("a1-a2")
    assert slide.turns_taken(0) == 6
    assert slide.play("*b2").turns_taken(0) == 7 and slide.play("*b2").turns_taken(1) == 6
    with pytest.raises(IllegalMove):
        state.turns_taken(2)


# ---- resignation -------------------------------------------------------------------------------
def test_two_player_resignation_the_other_wins() -> None:
    state = after_setup(2).play("b1-a1")
    for seat, winner in ((0, 1), (1, 0)):
        end = state.resign(seat)
        assert end.is_over and end.ranking()[winner] == 0 and end.ranking()[seat] == 1
        assert end.current_player is None and not own_squares(end, seat)
        with pytest.raises(IllegalMove):
            end.resign(winner)


def test_resigner_leaves_with_coins_captures_stay_mover_keeps_pending_removal() -> None:
    state = position(3, {"a1": "0+", "b3": "0x", "a4": "1+", "c4": "2x", "d1": "2+"},
                     caps=[[0, 0, 0], [1, 0, 1], [0, 0, 0]])
    pending = state.play("a1-a2")
    after = pending.resign(1)
    assert not after.is_over and after.current_player == 0 and after.must_remove
    assert not own_squares(after, 1) and after.scores() == [0.0, 2.0, 0.0]
    assert after.view(None)["in_game"] == [0, 2] and after.view(None)["resigned"] == [1]
    with pytest.raises(IllegalMove) as info:
        after.resign(1)
    assert info.value.phrase == say("engines-already-resigned", seat=MOONS)
    nxt = after.play("*a2")
    assert nxt.current_player == 2  # the resigner is out of the turn order
    end = nxt.resign(0)  # one player left: they win; a later resigner above an earlier one
    assert end.is_over and end.ranking() == [1, 2, 0]


def test_resigning_on_turn_passes_the_turn() -> None:
    state = after_setup(4)
    after = state.resign(0)
    assert after.current_player == 1 and not after.is_over
    assert len(after.view(None)["board"]) == 12


def test_resignation_leaving_one_players_coins_ends_the_game() -> None:
    state = position(3, {"a1": "0+", "c4": "2x"}, cur=0, caps=[[0, 0, 0], [3, 0, 2], [1, 0, 0]])
    end = state.resign(2)
    assert end.is_over and end.scores() == [0.0, 5.0, 1.0]
    assert end.ranking() == [1, 0, 2]  # the stayers by captures, the resigner last


def test_resigning_during_setup_removes_all_their_coins_and_setup_goes_on() -> None:
    # Ruling (the rules are silent): the resigner's placed coins leave the board, the coins still in
    # their hand are gone too, and the others finish the setup in seat order.
    state = play_all(GAME.new_game(3), ["a1+", "b1x", "c1+", "a2x"])
    assert state.current_player == 1
    after = state.resign(1)
    assert after.current_player == 2 and after.phase().key == "engines-phase-setup"
    assert after.view(None)["to_place"] == [3, 0, 4] and "b1" not in after.view(None)["board"]
    other = state.resign(2)  # not on their turn: seat 1 keeps the placement
    assert other.current_player == 1 and other.view(None)["to_place"] == [3, 4, 0]
    order = []
    while after.phase().key == "engines-phase-setup":
        order.append(after.current_player)
        after = after.play(after.legal_moves()[0])
    assert order == [2, 0, 2, 0, 2, 0, 2]
    assert after.current_player == 0 and not after.is_over
    assert [len(own_squares(after, s)) for s in range(3)] == [5, 0, 5]
    end = after.resign(2)
    assert end.is_over and end.ranking() == [0, 2, 1]


def test_resigning_as_last_placer_starts_play() -> None:
    state = play_all(GAME.new_game(3), SETUP[3][:-1])
    after = state.resign(2)
    assert after.phase().key == "engines-phase-play" and after.current_player == 0
    assert not own_squares(after, 2)


def test_bad_resignations() -> None:
    state = GAME.new_game(2)
    for seat in (2, -1, "0", True):
        with pytest.raises(IllegalMove):
            state.resign(seat)  # type: ignore[arg-type]


# ---- refusals ------------------------------------------------------------------------------------
@pytest.fixture
def midgame() -> CoinsState:
    return position(2, {"a1": "0x", "b2": "0+", "b3": "0x", "c1": "0+", "a3": "1+", "d1": "1x",
                        "c4": "1+"})


@pytest.mark.parametrize("move,code,args", [
    ("a1-a3", "coins-slide-off-line", {"kind": "diagonal", "square": "a3", "start": "a1"}),
    ("b2-c3", "coins-slide-off-line", {"kind": "orthogonal", "square": "c3", "start": "b2"}),
    ("b2-b4", "coins-slide-blocked", {"start": "b2", "square": "b3"}),
    ("b3-b3", "coins-slide-same", {}),
    ("c2-c3", "coins-slide-empty", {"square": "c2"}),
    ("a3-a4", "coins-slide-not-yours", {"square": "a3", "owner": MOONS}),
    ("c1-e1", "coins-not-a-square", {"square": "e1"}),
    ("*b2", "coins-remove-can-slide", {}),
    ("*a3", "coins-remove-not-yours", {"square": "a3", "owner": MOONS}),
    ("*c2", "coins-remove-empty", {"square": "c2"}),
    ("b2+", "coins-all-placed", {}),
    ("hello", "engines-not-a-move", {"move": "hello", "game": "Coins"}),
    ("", "engines-not-a-move", {"move": ""}),
    (None, "engines-not-text", {"help": say("coins-help")}),
    (12, "engines-not-text", {}),
])
def test_illegal_move_reasons(midgame: CoinsState, move, code: str, args: dict) -> None:
    refused(midgame, move, code, **args)


def test_words_in_english(midgame: CoinsState) -> None:
    """The catalogue's English for a few of Coins' phrases, as a player reads two refusals and as the
    records word two moves (the other tests check keys and arguments)."""
    assert str(midgame.describe_move("c1-c3")) == "c1 → c3, capturing nothing (one Suns coin must then be removed)"
    assert str(GAME.new_game(2).describe_move("c3+")) == "Place an orthogonal coin on c3"
    with pytest.raises(IllegalMove) as info:
        midgame.play("a1-a3")
    assert str(info.value) == "a3 is not on a diagonal from a1 (your coin on a1 is diagonal)"
    with pytest.raises(IllegalMove) as info:
        midgame.play("hello")
    assert str(info.value).startswith("'hello' is not a Coins move: write a placement as 'b2+'")


def test_setup_refusals() -> None:
    state = GAME.new_game(2).play("b2+")
    refused(state, "b2x", "coins-place-occupied", square="b2")
    refused(state, "b2-b3", "coins-still-placing")
    refused(state, "*b2", "coins-still-placing")
    with pytest.raises(IllegalMove):
        state.apply_chance("anything")
    with pytest.raises(IllegalMove) as info:
        state.describe_outcome("anything")
    assert info.value.code == "engines-no-chance"
    assert state.chance_outcomes() == [] and not state.is_chance_node


def test_aliases(midgame: CoinsState) -> None:
    start = GAME.new_game(2)
    for alias, canonical in (("B2 +", "b2+"), ("b2 orthogonal", "b2+"), ("b2o", "b2+"),
                             (" b2 X ", "b2x"), ("b2 diagonal", "b2x"), ("b2d", "b2x")):
        assert start.play(alias) == start.play(canonical)
    for alias in ("C1-C3", "c1 c3", "c1c3", "c1 - c3", "c1xc3", "c1 to c3"):
        assert midgame.play(alias) == midgame.play("c1-c3")
    pending = midgame.play("c1-c3")
    assert pending.play("remove b2") == pending.play("*b2") == pending.play(" * B2 ")


def test_every_listed_move_plays_and_every_other_is_refused() -> None:
    rng = random.Random(5)
    for players, slide in itertools.product((2, 3, 4), ("free", "full")):
        state = GAME.new_game(players, {"slide": slide})
        while not state.is_over:
            legal = set(state.legal_moves())
            for text in ACTIONS:
                if text in legal:
                    state.play(text)
                    assert state.describe_move(text)
                else:
                    with pytest.raises(IllegalMove):
                        state.play(text)
            state = state.play(rng.choice(sorted(legal)))


# ---- words, view, serialisation --------------------------------------------------------------
def test_words(midgame: CoinsState) -> None:
    assert [midgame.seat_name(s) for s in range(2)] == [SUNS, MOONS]
    assert GAME.new_game(4).seat_name(3) == ARMS
    assert midgame.describe_move("c1-d1") == say("coins-move-capture", start="c1", end="d1", victim=MOONS)
    assert midgame.describe_move("c1-c3") == say("coins-move-quiet", start="c1", end="c3", seat=SUNS)
    assert GAME.new_game(2).describe_move("c3x") == say("coins-move-place", kind="diagonal", square="c3")
    assert GAME.new_game(2).describe_move("c3+") == say("coins-move-place", kind="orthogonal", square="c3")
    # said in public as "alice played `*b2`: …": third person, no "your"
    assert midgame.play("c1-c3").describe_move("*b2") == say("coins-move-remove", seat=SUNS, square="b2")
    with pytest.raises(IllegalMove):
        midgame.describe_move("b2-b4")


def test_public_words_name_no_one_as_you() -> None:
    """Every move's words read right after "alice played `m`: " (no "your"), and fit a menu line."""
    rng = random.Random(11)
    for players in (2, 3, 4):
        state = GAME.new_game(players)
        while not state.is_over:
            for move in state.legal_moves():
                words = str(state.describe_move(move))  # in English
                assert "your" not in words.lower() and len(words) <= 100, words
            state = state.play(rng.choice(state.legal_moves()))


def test_summary_names_the_rules_terms() -> None:
    text = str(GAME.summary)  # the rules page in English, as rules/coins.md words it
    assert len(text) < 2000
    for term in ("dboyle", "2–4 players", "4×4", "orthogonal", "diagonal", "rook", "bishop", "`b2+`",
                 "`b2x`", "`b2-b4`", "`*c3`", "**first** opponent coin", "captures", "Own coins block",
                 "slide=free", "slide=full", "your own", "score for nobody", "If you can slide, you must",
                 "skipped", "no coin is left", "belong to one player", "most captures", "lowest",
                 "draw", "6 coins each with 2 players, 5 with 3, 4 with 4"):
        assert term in text, term


def test_seats_are_named_by_their_suits() -> None:
    state = GAME.new_game(4)
    names = [SUNS, MOONS, CROWNS, ARMS]
    assert [state.seat_name(s) for s in range(4)] == [state.seat_label(s) for s in range(4)] == names
    assert state.player_label(2, "carol") == say("engines-player-label", name="carol", label=CROWNS)
    assert state.player_label(0, SUNS) == say("engines-player", name=SUNS)
    assert str(state.player_label(2, "carol")) == "carol (Crowns)"
    assert GAME.secret_label is None and state.private_words(3) is None
    two = GAME.new_game(2)
    for bad in (2, -1, True):
        for method in (two.seat_name, two.seat_label, two.private_words, two.turns_taken):
            with pytest.raises(IllegalMove) as info:
                method(bad)
            assert info.value.phrase == say("engines-no-seat", seat=repr(bad))


def test_nothing_is_offered_at_one_click(midgame: CoinsState) -> None:
    assert GAME.new_game(3).quick_moves() == midgame.quick_moves() == []
    assert midgame.play("c1-c3").quick_moves() == []  # a removal is a choice too


def test_view(midgame: CoinsState) -> None:
    view = midgame.view(None)
    json.dumps(view)
    assert view == midgame.view(0) == midgame.view(1)  # nothing is secret
    assert view["board"]["a1"] == {"owner": 0, "kind": "diagonal"}
    assert view["seat_names"] == ["Suns", "Moons"] and view["seat_colours"] == ["red", "black"]
    assert view["coins_on_board"] == [4, 3] and view["captures"] == [0, 0]
    assert view["current_player"] == 0 and view["phase"] == "play" and not view["must_remove"]
    assert view["in_game"] == [0, 1] and view["ranking"] is None
    for key in ("to_place", "captured_from", "turns_taken", "options", "scores", "is_over"):
        assert key in view


def test_round_trip_and_immutability() -> None:
    rng = random.Random(2)
    for players in (2, 3, 4):
        state = GAME.new_game(players, {"slide": "full"})
        while not state.is_over:
            data = state.to_dict()
            loaded = GAME.load(json.loads(json.dumps(data)))
            assert loaded == state and hash(loaded) == hash(state)
            assert loaded.legal_moves() == state.legal_moves()
            state.play(state.legal_moves()[0])
            assert state.to_dict() == data
            state = state.play(rng.choice(state.legal_moves()))
        assert GAME.load(state.to_dict()).ranking() == state.ranking()


@pytest.mark.parametrize("change,message", [
    (lambda d: d.pop("board"), "keys"),
    (lambda d: d.update(game="telic"), "not a Coins game"),
    (lambda d: d.update(players=5), "2 to 4"),
    (lambda d: d.update(options={"slide": "fast"}), "free, full"),
    (lambda d: d.update(options="free"), "options must be a dict"),
    (lambda d: d["board"].update(e5={"owner": 0, "kind": "diagonal"}), "not a square"),
    (lambda d: d["board"].update(a1={"owner": 3, "kind": "diagonal"}), "malformed"),
    (lambda d: d["board"].update(a1={"owner": 0, "kind": "round"}), "malformed"),
    (lambda d: d.update(to_place=[4, 0, 0]), "more than 5 coins"),
    (lambda d: d.update(current_player=None), "not a seat"),
    (lambda d: d.update(current_player=1), "no coin on the board"),
    (lambda d: d.update(resigned=[2]), "resigned but still has coins"),
    (lambda d: d.update(resigned=[1, 1]), "resigned is malformed"),
    (lambda d: d.update(captured_from=[[1, 0, 0], [0, 0, 0], [0, 0, 0]]), "own coins"),
    (lambda d: d.update(turns="many"), "turns"),
    (lambda d: d.update(must_remove=1), "must_remove"),
    (lambda d: d["board"].pop("b3"), "game is over"),
])
def test_load_rejects_malformed_data(change, message: str) -> None:
    data = position(3, {"a1": "0+", "b2": "0x", "b3": "2+"},
                    caps=[[0, 2, 0], [0, 0, 0], [0, 0, 0]]).to_dict()
    change(data)
    with pytest.raises(ValueError, match=message):
        GAME.load(data)


def test_load_rejects_a_non_dict() -> None:
    with pytest.raises(ValueError, match="must be a dict"):
        GAME.load("not a dict")  # type: ignore[arg-type]
