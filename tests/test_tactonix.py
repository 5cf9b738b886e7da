"""Tactonix: the reference positions of rules/tactonix.md, the issue's must-show points."""
from __future__ import annotations

import itertools
import json
import random
import statistics
import time

import pytest

import engines
from engines import IllegalMove, OptionError
from engines.base import series
from engines.phrases import Phrase, say
from engines.tactonix_actions import canonical, effect, generate, parse, verdict
from engines.tactonix_geometry import (
    COLOUR_WORDS, COLOURS, DEAL_WORDS, DIR_NAMES, DIRS, GEOMETRIES, PIECE_CODES, piece_words)

GAME = engines.get_game("tactonix")
G8 = GEOMETRIES[8]

# 16 squares of ranks 7-8, far from the reference positions in ranks 1-5
FAR_NORTH = [f"{f}{r}" for r in (7, 8) for f in "abcdefgh"]
# ranks 1-2 and 3, far from the top-right corner
FAR_SOUTH = [f"{f}{r}" for r in (1, 2, 3) for f in "abcdefgh"]


def pieces_of(players: int, spare: bool = True) -> list[str]:
    letters = "RYGBK"[: players + 1 if spare else players]
    return [f"{c}{s}" for c in letters for s in (1, 2, 3) for _ in range(2)]


def position(players: int, layout: dict[str, str], filler: list[str], *,
             colours: list[str] | None = None, turn: int = 0, options: dict | None = None,
             previous: dict[str, str] | None = None, resigned: list[int] | None = None):
    """A play-phase state through load(): `layout` as given, the other pieces on `filler` squares."""
    opts = {"board": 8, "hop": "shove", "spare": True, "move_limit": 0, **(options or {})}
    rest = pieces_of(players, opts["spare"])
    for piece in layout.values():
        rest.remove(piece)
    # deal the filler colours round-robin so that no filler colour is connected by accident
    by_colour = [[p for p in rest if p[0] == c] for c in "RYGBK"]
    rest = [p for group in itertools.zip_longest(*by_colour) for p in group if p]
    free = [sq for sq in filler if sq not in layout]
    pieces = dict(layout)
    pieces.update(zip(free, rest))
    assert len(pieces) == len(layout) + len(rest), "not enough filler squares"
    for colour in {p[0] for p in rest}:
        mask = sum(G8.bits[G8.index[sq]] for sq, p in pieces.items() if p[0] == colour)
        assert opts["board"] != 8 or not G8.connected(mask), f"filler connects {colour}"
    if colours is None:
        colours = list("RYGBK"[:players])
    return GAME.load({
        "game": "tactonix", "players": players, "options": opts, "pieces": pieces,
        "previous": previous, "bag": {}, "drawn": None, "turn": turn, "colours": colours,
        "resigned": resigned or [], "winners": [], "over": False, "plies": 0, "passes": 0,
        "turns": [0] * players, "last_move": None,
    })


def refused(state, move: object) -> Phrase:
    """Why `move` is refused: the catalogue's phrase (its key is the refusal's code)."""
    with pytest.raises(IllegalMove) as info:
        state.play(move)  # type: ignore[arg-type]
    return info.value.phrase


def code_of(call, *args: object) -> Phrase:
    """The phrase of the IllegalMove that `call(*args)` raises."""
    with pytest.raises(IllegalMove) as info:
        call(*args)
    return info.value.phrase


def option_refusal(players: int, options: dict | None = None) -> Phrase:
    with pytest.raises(OptionError) as info:
        GAME.new_game(players, options)
    return info.value.phrase


EAST, SOUTH = DIR_NAMES["e"], DIR_NAMES["s"]


def random_outcome(state, rng: random.Random) -> str:
    names, weights = zip(*state.chance_outcomes())
    return rng.choices(names, weights=weights)[0]


def random_midgame(rng: random.Random, players: int = 4, options: dict | None = None,
                   plies: int = 12):
    """Random setup and deal, then `plies` random actions (None if the game ended)."""
    state = GAME.new_game(players, options)
    while state.phase().key in ("engines-phase-setup", "tactonix-phase-deal"):
        state = (state.apply_chance(random_outcome(state, rng)) if state.is_chance_node
                 else state.play(rng.choice(state.legal_moves())))
    for _ in range(plies):
        if state.is_over:
            return None
        state = state.play(rng.choice(state.legal_moves()))
    return None if state.is_over else state


def setup_through(players: int, options: dict | None = None, seed: int = 1):
    """A random setup that stops at the deal chance node."""
    rng = random.Random(seed)
    state = GAME.new_game(players, options)
    while state.phase().key == "engines-phase-setup":
        state = (state.apply_chance(random_outcome(state, rng)) if state.is_chance_node
                 else state.play(rng.choice(state.legal_moves())))
    return state


# ---- reference positions ----------------------------------------------------------------------
def test_reference_1_two_players_eighteen_pieces_three_colours() -> None:
    state = GAME.new_game(2)
    assert state.is_chance_node and state.current_player is None and state.legal_moves() == []
    outcomes = state.chance_outcomes()
    assert [name for name, _ in outcomes] == [f"{c}{s}" for c in "RYG" for s in (1, 2, 3)]
    assert all(prob == pytest.approx(2 / 18) for _, prob in outcomes)
    assert sum(state.view(None)["bag"].values()) == 18
    assert state.view(None)["colours_in_game"] == ["R", "Y", "G"]


def test_reference_2_islands_on_a_two_piece_board() -> None:
    # the bare position, straight through the generator
    cells = [0] * G8.ncells
    cells[G8.index["c4"]], cells[G8.index["c5"]] = PIECE_CODES["R1"], PIECE_CODES["Y2"]
    cells_t = tuple(cells)
    occ = G8.bits[G8.index["c4"]] | G8.bits[G8.index["c5"]]
    legal = generate(G8, cells_t, occ, None, -1, False)
    assert "c4-b4" in legal and "c4-c3" not in legal
    # and inside a game: the other 16 pieces sit on ranks 7-8, out of reach
    state = position(2, {"c4": "R1", "c5": "Y2"}, FAR_NORTH)
    assert "c4-b4" in state.legal_moves() and "c4-c3" not in state.legal_moves()
    assert state.play("c4-b4").view(None)["pieces"]["b4"] == "R1"
    assert refused(state, "c4-c3") == say("tactonix-island", kind="move", count=2, squares=("c3", "c5"))


def test_reference_3_push_a_run() -> None:
    state = position(2, {"a4": "R1", "b4": "Y1", "c4": "G1"}, FAR_NORTH)
    assert "push a4 e" in state.legal_moves()
    after = state.play("push a4 e").view(None)["pieces"]
    assert "a4" not in after and (after["b4"], after["c4"], after["d4"]) == ("R1", "Y1", "G1")
    assert after == {**{k: v for k, v in state.view(None)["pieces"].items() if k[1] != "4"},
                     "b4": "R1", "c4": "Y1", "d4": "G1"}


def test_reference_4_hop_shove() -> None:
    state = position(2, {"a1": "R3", "c1": "G2", "d1": "Y1"}, FAR_NORTH)
    assert "hop a1 e" in state.legal_moves()
    after = state.play("hop a1 e").view(None)["pieces"]
    assert "a1" not in after
    assert (after["b1"], after["c1"], after["d1"]) == ("G2", "Y1", "R3")


def test_reference_5_rotate_two_by_two_clockwise() -> None:
    state = position(2, {"a1": "R1", "a2": "Y1", "b2": "G1", "b1": "R2"}, FAR_NORTH)
    assert "rot a1 b2 cw" in state.legal_moves()
    after = state.play("rot a1 b2 cw").view(None)["pieces"]
    # a1 -> a2, a2 -> b2, b2 -> b1, b1 -> a1
    assert (after["a2"], after["b2"], after["b1"], after["a1"]) == ("R1", "Y1", "G1", "R2")
    back = state.play("rot a1 b2 ccw").view(None)["pieces"]
    assert (back["b1"], back["a1"], back["a2"], back["b2"]) == ("R1", "Y1", "G1", "R2")


# ---- 1: players, options, colours ------------------------------------------------------------
@pytest.mark.parametrize("players,spare,colours", [
    (2, True, "RYG"), (3, True, "RYGB"), (4, True, "RYGBK"), (2, False, "RY"), (3, False, "RYG"),
    (4, False, "RYGB"), (5, False, "RYGBK")])
def test_colours_and_piece_counts(players: int, spare: bool, colours: str) -> None:
    state = GAME.new_game(players, {"spare": spare})
    view = state.view(None)
    assert view["colours_in_game"] == list(colours)
    assert view["bag"] == {f"{c}{s}": 2 for c in colours for s in (1, 2, 3)}
    assert len(state.chance_outcomes()) == 3 * len(colours)


def test_options_are_validated() -> None:
    assert GAME.new_game(3, {"board": 5}).view(None)["board_size"] == 5
    assert GAME.new_game(2, {"hop": "short", "move_limit": 7}).view(None)["options"] == {
        "board": 8, "hop": "short", "spare": True, "move_limit": 7}
    assert option_refusal(5) == say("tactonix-option-players", players=5)
    assert option_refusal(1) == say("tactonix-option-players", players=1)
    assert option_refusal(4, {"board": 5}) == say("tactonix-option-small-board", players=4)
    assert option_refusal(2, {"board": 6}).args["allowed"] == series(["8", "5"])
    assert option_refusal(2, {"hop": "long"}).args["allowed"] == series(["shove", "short"])
    assert option_refusal(2, {"spare": "no"}).args["allowed"] == series(["true", "false"])
    assert option_refusal(2, {"move_limit": -1}).key == "engines-option-whole"
    assert option_refusal(2, {"slide": True}).args["option"] == "slide"


# ---- 2: setup as chance nodes ----------------------------------------------------------------
def test_setup_draws_and_placements() -> None:
    state = GAME.new_game(2).apply_chance("R2")
    assert not state.is_chance_node and state.current_player == 0 and state.phase().key == "engines-phase-setup"
    assert state.view(None)["drawn"] == "R2" and len(state.legal_moves()) == 64
    assert state.describe_move("c4") == say("tactonix-move-place", piece="R2", square="c4")
    state = state.play("c4")
    assert state.is_chance_node and state.view(None)["pieces"] == {"c4": "R2"}
    assert dict(state.chance_outcomes())["R2"] == pytest.approx(1 / 17)
    assert dict(state.chance_outcomes())["R1"] == pytest.approx(2 / 17)
    state = state.apply_chance("R2")
    assert state.current_player == 1 and "c4" not in state.legal_moves()
    assert refused(state, "c4") == say("tactonix-place-occupied", square="c4", piece="R2")
    assert refused(state, "c4-c5") == say("tactonix-setup-place", piece="R2")
    state = state.play("d4")
    assert "R2" not in dict(state.chance_outcomes())
    assert code_of(state.apply_chance, "R2").key == "tactonix-not-in-bag"
    assert state.turns_taken(0) == 1 and state.turns_taken(1) == 1


@pytest.mark.parametrize("players,spare,deals,first", [
    (2, True, 6, 0), (3, True, 24, 0), (4, True, 120, 2), (2, False, 2, 0), (5, False, 120, 0)])
def test_deal_and_first_player(players: int, spare: bool, deals: int, first: int) -> None:
    state = setup_through(players, {"spare": spare})
    assert state.is_chance_node and state.phase().key == "tactonix-phase-deal" and not state.view(None)["bag"]
    outcomes = state.chance_outcomes()
    assert len(outcomes) == deals and all(p == pytest.approx(1 / deals) for _, p in outcomes)
    name = outcomes[0][0]
    assert name == ",".join("RYGBK"[:players])
    assert state.describe_outcome(name) == DEAL_WORDS == say("tactonix-deal")
    dealt = state.apply_chance(name)
    if not dealt.is_over:
        assert dealt.current_player == first and dealt.phase().key == "engines-phase-play"
    assert [dealt.colour_of(seat) for seat in range(players)] == list("RYGBK"[:players])
    assert state.colour_of(0) is None
    assert code_of(state.apply_chance, "R,R" if players == 2 else "R").key == "tactonix-not-a-deal"


@pytest.mark.parametrize("outcome", ["r2", "R2 ", " R2", "R 2", "R02", "red 2", "R4", "R0", "K1", "",
                                     "R,Y", None, 12, b"R2", ["R2"]])
def test_a_draw_takes_exactly_a_piece_the_bag_lists(outcome: object) -> None:
    state = GAME.new_game(2)  # colours R, Y and G: no K in the bag
    before = state.to_dict()
    with pytest.raises(IllegalMove) as refusal:
        state.apply_chance(outcome)  # type: ignore[arg-type]
    assert refusal.value.phrase == say("tactonix-not-in-bag", outcome=repr(outcome), pieces=series(
        ["R1", "R2", "R3", "Y1", "Y2", "Y3", "G1", "G2", "G3"]))
    assert code_of(state.describe_outcome, outcome).key == "tactonix-not-in-bag"
    assert state.to_dict() == before and state.is_chance_node


@pytest.mark.parametrize("outcome", ["r,y", "R, Y", "R,Y ", " R,Y", "R Y", "RY", "R;Y", "R,Y,", ",R,Y",
                                     "RY,G", "R,R", "R", "R,K", "R,Y,G", "", "R2", None, ("R", "Y")])
def test_the_deal_takes_exactly_a_listed_deal(outcome: object) -> None:
    state = setup_through(2)
    assert [name for name, _ in state.chance_outcomes()] == ["R,Y", "R,G", "Y,R", "Y,G", "G,R", "G,Y"]
    before = state.to_dict()
    with pytest.raises(IllegalMove) as refusal:
        state.apply_chance(outcome)  # type: ignore[arg-type]
    assert refusal.value.phrase == say("tactonix-not-a-deal", outcome=repr(outcome), count=2,
                                       colours=series(["R", "Y", "G"]), example="R,Y")
    assert code_of(state.describe_outcome, outcome).key == "tactonix-not-a-deal"
    assert state.to_dict() == before and state.is_chance_node


def test_no_outcome_outside_a_chance_node() -> None:
    placing = GAME.new_game(2).apply_chance("R2")
    for state, why in ((placing, "act"), (placing.resign(1), "over")):
        for method in (state.apply_chance, state.describe_outcome):
            assert code_of(method, "R1") == say("tactonix-no-chance", why=why)


# ---- 3: the five actions and the four checks -------------------------------------------------
def test_every_rectangle_in_both_directions_is_a_candidate() -> None:
    assert len(GEOMETRIES[8].rects) == 28 * 28 and len(GEOMETRIES[5].rects) == 10 * 10
    # a packed 5x5 board (3 players, one empty square): almost every rotation is legal
    layout = {f"{f}{r}": p for (f, r), p in zip(
        [(f, r) for r in range(1, 6) for f in "abcde"][1:], pieces_of(3))}
    state = position(3, layout, [], options={"board": 5})
    rots = [m for m in state.legal_moves() if m.startswith("rot ")]
    assert "rot a1 e5 cw" in rots and "rot a1 e5 ccw" in rots and "rot d4 e5 cw" in rots
    assert len(rots) > 150


def test_canonical_notation_and_aliases() -> None:
    state = position(2, {"a4": "R1", "b4": "Y1", "c4": "G1", "d5": "R2"}, FAR_NORTH)
    legal = state.legal_moves()
    for move in ("a4-a3", "push a4 e", "hop c4 e", "c4-d4", "rot a3 b4 cw", "swap a4 b4",
                 "swap b4 c4", "rot a4 b7 ccw"):
        assert move in legal, move
    assert legal == sorted(legal, key=lambda m: ["-" in m and " " not in m, m.startswith("push"),
                                                 m.startswith("hop"), m.startswith("rot"),
                                                 m.startswith("swap")].index(True))
    # both names of the same effect are listed: a size-1 hop onto an empty square is a move
    assert state.play("hop c4 e").view(None)["pieces"] == state.play("c4-d4").view(None)["pieces"]
    # aliases: case, spaces, words, either swap order, any two opposite corners
    assert state.play("  C4 -  D4 ") == state.play("c4-d4")
    assert state.play("PUSH a4 East") == state.play("push a4 e")
    assert state.play("swap b4 a4") == state.play("swap a4 b4")
    assert state.play("rotate b4 a3 clockwise") == state.play("rot a3 b4 cw")
    assert state.play("rot a4 b3 cw") == state.play("rot a3 b4 cw")
    assert state.describe_move("rot a3 b4 cw") == say("tactonix-move-rotate", start="a3", end="b4", turn="cw")
    assert state.describe_move("push a4 e") == say("tactonix-move-push", square="a4", direction=EAST, piece="R1")
    assert state.describe_move("hop c4 e") == say("tactonix-move-hop", square="c4", direction=EAST, piece="G1")
    assert state.describe_move("c4-d4") == say("tactonix-move-move", start="c4", end="d4", piece="G1")
    assert state.describe_move("swap a4 b4") == say("tactonix-move-swap", square="a4", other="b4")
    # aliases, as play takes them
    assert state.describe_move("PUSH a4 East") == state.describe_move("push a4 e")


@pytest.mark.parametrize("listed", [True, False])
def test_describe_move_refuses_what_play_refuses(listed: bool) -> None:
    state = position(2, {"a3": "Y1", "a4": "R1", "b4": "Y1", "c4": "G1"}, FAR_NORTH)
    if listed:
        state.legal_moves()  # play and describe_move then judge by the list
    for move in ("xyzzy", "", "a9", "c4-e4", "push h8 n", "c4", "rot a1 a4 cw", None, 7):
        with pytest.raises(IllegalMove) as play_refusal:
            state.play(move)  # type: ignore[arg-type]
        with pytest.raises(IllegalMove) as describe_refusal:
            state.describe_move(move)  # type: ignore[arg-type]
        assert describe_refusal.value.phrase == play_refusal.value.phrase, move
    for chance in (GAME.new_game(2), setup_through(2)):
        assert code_of(chance.describe_move, "c4").key == "tactonix-referee-first"


def test_hop_modes() -> None:
    layout = {"a1": "R3", "b1": "Y2", "c1": "G2", "d1": "Y1"}
    # b1 is occupied too, so the run d1, c1, b1 steps back and a1 absorbs it
    shove = position(2, layout, FAR_NORTH).play("hop a1 e").view(None)["pieces"]
    assert (shove["a1"], shove["b1"], shove["c1"], shove["d1"]) == ("Y2", "G2", "Y1", "R3")
    short = position(2, layout, FAR_NORTH, options={"hop": "short"})
    assert "hop a1 e" not in short.legal_moves()  # every square back to a1 is occupied
    assert refused(short, "hop a1 e") == say("tactonix-hop-short-blocked", square="d1", start="a1")
    layout = {"a1": "R3", "c1": "G2", "d1": "Y1"}
    short = position(2, layout, FAR_NORTH, options={"hop": "short"})
    after = short.play("hop a1 e").view(None)["pieces"]
    assert "a1" not in after and after["b1"] == "R3" and after["d1"] == "Y1"
    assert refused(short, "hop a1 w").key == "tactonix-hop-off"
    assert refused(short, "hop a1 s") == say("tactonix-hop-off", piece="R3", square="a1", count=3, direction=SOUTH)


def test_off_board_and_no_change() -> None:
    state = position(2, {"a4": "R1", "b4": "R1", "c4": "Y1", "h4": "Y2"},
                     [f"{f}5" for f in "abcdefgh"] + FAR_NORTH)
    assert refused(state, "swap a4 b4") == say("tactonix-swap-same", square="a4", other="b4")
    assert refused(state, "push h4 e") == say("tactonix-push-edge", square="h4", direction=EAST)
    assert refused(state, "c3-c2") == say("tactonix-no-piece", square="c3")
    assert refused(state, "c4-c6") == say("tactonix-move-not-adjacent", square="c6", start="c4")
    assert refused(state, "c4-c5").key == "tactonix-move-occupied"
    assert refused(state, "push c4 s") == say("tactonix-push-nothing", square="c4", direction=SOUTH, move="c4-c3")
    assert refused(state, "rot a1 a4 cw") == say("tactonix-not-a-rectangle", square="a1", other="a4")
    assert refused(state, "i9-i8") == say("tactonix-off-board", square="i9", size=8)
    assert refused(state, "hop h4 e").key == "tactonix-hop-off"
    # a full rank of pieces cannot be pushed off the board
    row = {f"{f}5": p for f, p in zip("abcdefgh", ["R1", "Y1", "G1", "R2", "Y2", "G2", "R3", "Y3"])}
    full = position(2, row, FAR_NORTH)
    assert "push a5 e" not in full.legal_moves()
    assert refused(full, "push a5 e") == say("tactonix-push-off", square="a5", direction=EAST, last="h5")


def test_rotation_of_identical_pieces_changes_nothing() -> None:
    cells = [0] * G8.ncells
    for sq in ("a1", "a2", "b1", "b2"):
        cells[G8.index[sq]] = PIECE_CODES["R1"]
    cells[G8.index["c1"]] = PIECE_CODES["Y1"]
    cells_t = tuple(cells)
    occ = sum(G8.bits[q] for q in G8.squares if cells_t[q])
    legal = generate(G8, cells_t, occ, None, -1, False)
    assert "rot a1 b2 cw" not in legal and "rot a1 b2 ccw" not in legal
    action = parse(G8, "rot a1 b2 cw")
    changes, moved = effect(G8, cells_t, action, False)
    assert verdict(G8, cells_t, None, action, changes, moved) == say("tactonix-rotate-same")


def test_island_reason_names_the_square() -> None:
    state = position(2, {"h8": "R1", "g8": "Y1", "e8": "G1", "d8": "G2"}, FAR_SOUTH)
    assert "rot f7 g8 ccw" not in state.legal_moves()
    assert refused(state, "rot f7 g8 ccw") == say("tactonix-island", kind="rot", count=1, squares=("h8",))
    assert "rot f7 g8 cw" in state.legal_moves()  # g8 -> g7 still touches h8


def test_islands_left_by_setup_may_stay_but_not_move_alone() -> None:
    # h8 is an island from the setup: other actions are fine, h8 may not wander off alone
    state = position(2, {"h8": "R1"}, FAR_SOUTH)
    legal = state.legal_moves()
    assert "h8-h7" not in legal and "h8-g8" not in legal
    assert any(m.startswith("push a3") or m.startswith("a3-") for m in legal)
    assert refused(state, "h8-h7") == say("tactonix-island", kind="move", count=1, squares=("h7",))


def test_no_simple_undo_and_pass_keeps_the_memory() -> None:
    state = position(2, {"c4": "R1", "c5": "Y2"}, FAR_NORTH)
    after = state.play("c4-b4")
    assert "b4-c4" not in after.legal_moves()
    assert refused(after, "b4-c4") == say("tactonix-undo")
    # undo is forbidden "whoever made it": also a different action with the same result
    assert "hop b4 e" not in after.legal_moves()
    later = after.play("b4-b5")
    assert "b5-c4" not in later.legal_moves()  # (not adjacent anyway) and b5-b4 undoes b4-b5
    assert "b5-b4" not in later.legal_moves()
    assert "c4-b4" in state.legal_moves()


def test_pass_only_when_nothing_is_legal() -> None:
    state = position(2, {"c4": "R1", "c5": "Y2"}, FAR_NORTH)
    assert refused(state, "pass").key == "tactonix-pass-not-stuck"
    # a lone piece (a board no real game reaches): every action would leave it isolated
    cells = [0] * G8.ncells
    cells[G8.index["d4"]] = PIECE_CODES["R3"]
    assert generate(G8, tuple(cells), G8.bits[G8.index["d4"]], None, -1, False) == ["pass"]
    stuck = state._with(cells=tuple(cells), occ=G8.bits[G8.index["d4"]])  # test-only shortcut
    assert stuck.legal_moves() == ["pass"] and stuck.describe_move("pass") == say("tactonix-move-pass")
    one = stuck.play("pass")
    assert one.current_player == 1 and not one.is_over and one.turns_taken(0) == 1
    # every player still in the game passed in a row: nothing can ever change, a draw
    two = one.play("pass")
    assert two.is_over and two.ranking() == [0, 0] and two.view(None)["draw"]


# ---- 4: winning ------------------------------------------------------------------------------
def deal_position(layout: dict[str, str], filler: list[str], players: int = 2):
    data = position(players, layout, filler).to_dict()
    data.update(colours=None, turn=0)
    return GAME.load(data)


R_CONNECTED = {"a1": "R1", "a2": "R1", "a3": "R2", "a4": "R2", "a5": "R3", "a6": "R3"}
Y_CONNECTED = {"c1": "Y1", "c2": "Y1", "c3": "Y2", "c4": "Y2", "c5": "Y3", "c6": "Y3"}


def test_win_right_after_the_deal() -> None:
    state = deal_position(R_CONNECTED, EAST_CHECKER)
    assert state.phase().key == "tactonix-phase-deal"
    won = state.apply_chance("R,Y")
    assert won.is_over and won.ranking() == [0, 1]
    assert won.view(None)["seats"][1]["colour"] == "Y" and won.view(None)["spare_colour"] == "G"
    # the connected colour is the spare: nothing happens
    on = state.apply_chance("G,Y")
    assert not on.is_over and on.current_player == 0
    # both connected right after the deal: nobody acted, so both share the win
    both = deal_position({**R_CONNECTED, **Y_CONNECTED}, EAST_CHECKER)
    assert both.apply_chance("Y,R").ranking() == [0, 0]


# red a1-a5 + b6, yellow c2-c6 + a6: `swap a6 b6` connects both colours at once
BOTH_BY_ONE_SWAP = {"a1": "R1", "a2": "R1", "a3": "R2", "a4": "R2", "a5": "R3", "b6": "R3",
                    "c2": "Y1", "c3": "Y1", "c4": "Y2", "c5": "Y2", "c6": "Y3", "a6": "Y3"}
# files e-h, one colour of a checkerboard: no two of these squares are orthogonally adjacent, so
# no colour placed on them is connected, and each has a diagonal neighbour (no islands)
EAST_CHECKER = [f"{f}{r}" for r in range(1, 9) for f in "efgh" if ("efgh".index(f) + r) % 2]
WIDE_CHECKER = [f"{f}{r}" for r in range(1, 9) for f in "cdefgh" if ("cdefgh".index(f) + r) % 2]


@pytest.mark.parametrize("mover,ranking", [(0, [0, 1, 1]), (1, [0, 2, 0]), (2, [1, 1, 0])])
def test_mover_first_and_shared_win(mover: int, ranking: list[int]) -> None:
    # seat 0 is yellow, seat 1 green, seat 2 red; blue is the spare
    state = position(3, BOTH_BY_ONE_SWAP, EAST_CHECKER, colours=["Y", "G", "R"], turn=mover)
    assert "swap a6 b6" in state.legal_moves()
    won = state.play("swap a6 b6")
    assert won.is_over and won.ranking() == ranking and won.current_player is None
    assert won.legal_moves() == []
    # every colour is revealed once the game is over
    assert [s["colour"] for s in won.view(None)["seats"]] == ["Y", "G", "R"]
    assert won.view(None)["spare_colour"] == "B"
    assert won.view(None)["winners"] == [seat for seat in range(3) if ranking[seat] == 0]


def test_a_single_connected_colour_wins_for_its_owner_whoever_acts() -> None:
    # red a1-a5 + b6 (b6-a6 connects it), yellow c2-c6 + d7 (not connected)
    layout = {**{k: v for k, v in BOTH_BY_ONE_SWAP.items() if k != "a6"}, "d7": "Y3"}
    state = position(2, layout, EAST_CHECKER, colours=["G", "R"], turn=1)
    assert state.play("b6-a6").ranking() == [1, 0]  # the mover's own colour
    state = position(2, layout, EAST_CHECKER, colours=["R", "G"], turn=1)
    assert state.play("b6-a6").ranking() == [0, 1]  # red's owner wins without acting
    state = position(2, layout, EAST_CHECKER, colours=["G", "Y"], turn=1)
    after = state.play("b6-a6")  # red is the spare: nothing happens
    assert not after.is_over and after.current_player == 0


def test_resigned_colour_cannot_win() -> None:
    layout = {"a1": "R1", "a2": "R1", "a3": "R2", "a4": "R2", "a5": "R3", "b6": "R3"}
    state = position(3, layout, WIDE_CHECKER, colours=["Y", "R", "G"], turn=0).resign(1)
    assert not state.is_over and state.current_player == 0
    after = state.play("b6-a6")
    assert not after.is_over and after.current_player == 2  # red's owner resigned: no win


def test_move_limit_draws_and_a_win_on_the_last_ply_still_wins() -> None:
    layout = {"a1": "R1", "a2": "R1", "a3": "R2", "a4": "R2", "a5": "R3", "b6": "R3"}
    state = position(2, layout, EAST_CHECKER, colours=["R", "Y"], options={"move_limit": 1})
    assert state.play("b6-a6").ranking() == [0, 1]
    drawn = state.play("a2-b2")
    assert drawn.is_over and drawn.ranking() == [0, 0] and drawn.view(None)["draw"]
    limited = position(2, layout, EAST_CHECKER, colours=["R", "Y"], options={"move_limit": 2})
    assert not limited.play("a2-b2").is_over


# ---- 5: secrecy ------------------------------------------------------------------------------
def test_views_do_not_depend_on_other_seats_colours() -> None:
    deal = setup_through(3, seed=7)
    one, two = deal.apply_chance("R,Y,G"), deal.apply_chance("R,B,Y")  # spare B vs spare G
    assert not one.is_over and not two.is_over
    assert one.view(0) == two.view(0) and one.view(None) == two.view(None)
    assert one.view(1) != two.view(1)
    assert one.view(0)["my_colour"] == "R" and one.view(1)["my_colour"] == "Y"
    assert [s["colour"] for s in one.view(0)["seats"]] == ["R", None, None]
    assert all(s["colour"] is None for s in one.view(None)["seats"])
    assert one.view(None)["spare_colour"] is None and one.view(None)["my_colour"] is None
    # same after a few identical actions
    for move in one.legal_moves()[:1]:
        a, b = one.play(move), two.play(move)
        if not a.is_over and not b.is_over:
            assert a.view(0) == b.view(0) and a.view(None) == b.view(None)
    json.dumps(one.view(None))
    assert one.to_dict()["colours"] == ["R", "Y", "G"]  # the complete record keeps the secret
    assert one.colour_of(2) == "G" and one.seat_name(2) == say("engines-seat", number=3)
    # after the end every colour is public
    over = one.resign(0).resign(1)
    assert over.is_over and [s["colour"] for s in over.view(None)["seats"]] == ["R", "Y", "G"]
    assert over.view(None)["spare_colour"] == "B"


# ---- resignation -----------------------------------------------------------------------------
def test_resignation() -> None:
    state = position(3, {"c4": "R1", "c5": "Y2"}, FAR_NORTH + FAR_SOUTH, turn=1)
    out = state.resign(1)
    assert out.current_player == 2 and not out.is_over
    assert code_of(out.resign, 1) == say("engines-already-resigned", seat=say("engines-seat", number=2))
    assert code_of(out.resign, 5) == say("engines-no-seat", seat="5")
    end = out.resign(0)
    assert end.is_over and end.ranking() == [1, 2, 0]
    assert code_of(end.resign, 2) == say("engines-already-over")
    assert refused(end, "c4-b4") == say("engines-game-over")
    two = position(2, {"c4": "R1", "c5": "Y2"}, FAR_NORTH)
    assert two.resign(0).ranking() == [1, 0]
    # during setup, at a chance node: the resigner's placements pass to the next seat
    setup = GAME.new_game(3).resign(0)
    assert setup.is_chance_node and setup.apply_chance("R1").current_player == 1


# ---- serialisation ---------------------------------------------------------------------------
def test_round_trip_and_malformed_data() -> None:
    state = random_midgame(random.Random(3), players=3)
    assert state is not None
    data = json.loads(json.dumps(state.to_dict()))
    assert GAME.load(data) == state and GAME.load(data).legal_moves() == state.legal_moves()
    for key, value, words in [
        ("game", "telic", "not a Tactonix state"), ("players", 9, "takes 2 to 4"),
        ("pieces", {"z9": "R1"}, "not a square"), ("colours", ["R", "R", "Y"], "different colours"),
        ("turn", 7, "turn must be a seat"), ("bag", {"R1": 1}, "exactly two R1"),
        ("plies", -2, "whole number"), ("colours", ["RY", "G", "B"], "different colours"),
    ]:
        bad = dict(data, **{key: value})
        with pytest.raises(ValueError, match=words):
            GAME.load(bad)
    with pytest.raises(ValueError, match="missing key"):
        GAME.load({"game": "tactonix"})
    with pytest.raises(ValueError):
        GAME.load([])  # type: ignore[arg-type]


def test_garbage_is_refused() -> None:
    state = position(2, {"c4": "R1", "c5": "Y2"}, FAR_NORTH)
    for bad in (None, 42, ["c4-b4"], b"c4-b4", "", "xyzzy", "c4", "push c4", "rot a1 cw"):
        with pytest.raises(IllegalMove):
            state.play(bad)  # type: ignore[arg-type]
    assert refused(state, "c4") == say("tactonix-setup-over", help=say("tactonix-help-play"))
    assert code_of(state.apply_chance, "R1").key == "tactonix-no-chance"
    assert refused(GAME.new_game(2), "c4") == say("tactonix-referee-first", what="draw")


# ---- the fast generator agrees with the one-action explainer ----------------------------------
def all_candidates(geo) -> list[str]:
    names = geo.names
    out = []
    for q in geo.squares:
        for k, ray in enumerate(geo.rays[q]):
            if ray:
                out += [f"{names[q]}-{names[ray[0]]}", f"swap {names[q]} {names[ray[0]]}"]
            out += [f"push {names[q]} {DIRS[k]}", f"hop {names[q]} {DIRS[k]}"]
    out += [name for rect in geo.rects for name in (rect.name_cw, rect.name_ccw)]
    return out


@pytest.mark.parametrize("players,options", [
    (4, {}), (2, {"hop": "short"}), (3, {"board": 5}), (3, {"board": 5, "hop": "short"})])
def test_generator_matches_explainer(players: int, options: dict) -> None:
    rng = random.Random(f"{players}{options}")
    checked = 0
    while checked < 6:
        state = random_midgame(rng, players, options, plies=rng.randrange(1, 8))
        if state is None:
            continue
        checked += 1
        legal = set(state.legal_moves())
        geo = state._geo
        for text in all_candidates(geo):
            action = parse(geo, text)
            try:
                changes, moved = effect(geo, state._cells, action, options.get("hop") == "short")
            except IllegalMove:
                ok = False
            else:
                ok = verdict(geo, state._cells, state._prev, action, changes, moved) is None
            assert ok == (canonical(geo, action) in legal), (text, state.to_dict())
            if not ok:
                with pytest.raises(IllegalMove):
                    state.play(text)


# ---- speed ----------------------------------------------------------------------------------
def test_random_game_with_move_limit_is_quick_and_legal_moves_fast() -> None:
    rng = random.Random(11)
    start = time.perf_counter()
    state = GAME.new_game(4, {"move_limit": 40})
    timings = []
    while not state.is_over:
        if state.is_chance_node:
            state = state.apply_chance(random_outcome(state, rng))
            continue
        fresh = GAME.load(state.to_dict()) if state.phase().key == "engines-phase-play" else state
        t0 = time.perf_counter()
        moves = fresh.legal_moves()
        timings.append(time.perf_counter() - t0)
        state = state.play(rng.choice(moves))
    assert time.perf_counter() - start < 3.0  # well under a second on a quiet machine
    assert statistics.median(timings) < 0.02


# ---- referee helpers -------------------------------------------------------------------------
def test_view_keys_summary_and_words() -> None:
    state = GAME.new_game(2)
    assert set(state.view(None)) == {
        "game", "board_size", "pieces", "changed", "num_players", "current_player", "phase",
        "is_chance_node", "drawn", "bag", "colours_in_game", "seats", "my_colour",
        "spare_colour", "last_move", "plies", "move_limit", "options", "is_over", "ranking",
        "winners", "draw", "scores"}
    assert state.describe_outcome("R3") == say("tactonix-outcome-draw", piece=piece_words(PIECE_CODES["R3"]),
                                               code="R3")
    assert state.phase().key == "engines-phase-setup" and state.scores() is None
    assert state.seat_name(0) == say("engines-seat", number=1)
    summary = str(GAME.summary)
    assert 5 <= summary.count("\n") + 1 <= 12 and len(summary) < 1800
    after = position(2, {"c4": "R1", "c5": "Y2"}, FAR_NORTH).play("c4-b4")
    view = after.view(1)
    assert view["changed"] == ["b4", "c4"] and view["last_move"] == "c4-b4" and view["plies"] == 1
    assert view["current_player"] == 1 and after.turns_taken(0) == 1 and after.turns_taken(1) == 0
    assert all(len(str(after.describe_move(m))) <= 100 for m in after.legal_moves())


def test_summary_follows_the_rules_file() -> None:
    """A hop goes exactly its size, a swap is of orthogonal neighbours, a push needs a piece ahead;
    the key terms of rules/tactonix.md appear, and the whole fits a Discord message."""
    text = str(GAME.summary)  # the rules page in English, as rules/tactonix.md words it
    assert len(text) < 1800
    assert "as far as" not in text and "swap two neighbours" not in text
    assert "exactly as many squares as the piece's size" in text
    assert "two orthogonally adjacent pieces" in text
    assert "at least one piece ahead" in text
    for term in ("secret colour", "orthogonally connected", "bag", "spare", "ANY piece", "`c4-c5`",
                 "`push c4 n`", "`hop c4 e`", "`rot b2 d5 cw`", "`ccw`", "`swap c4 c5`", "hop=shove",
                 "hop=short", "2×2", "nothing leaves the board", "the position changes", "island",
                 "8 neighbours", "undo", "`pass`", "who acted wins", "share the win", "revealed",
                 "`board`", "`move_limit`", "spare=false"):
        assert term in text, term


def test_seats_are_numbered_and_each_hears_only_its_own_colour() -> None:
    state = setup_through(3)
    assert [state.seat_name(s) for s in range(3)] == [say("engines-seat", number=n) for n in (1, 2, 3)]
    assert [state.seat_label(s) for s in range(3)] == [None, None, None]
    assert state.player_label(1, "bob") == say("engines-player", name="bob") and state.quick_moves() == []
    assert GAME.secret_label == say("tactonix-secret-label")
    assert state.private_words(0) == say("tactonix-private-undealt")
    dealt = state.apply_chance("G,R,B")  # Y is the spare
    assert [dealt.private_words(s) for s in range(3)] == [
        say("tactonix-private-colour", colour=COLOUR_WORDS[letter], letter=letter) for letter in "GRB"]
    assert list(COLOUR_WORDS) == list(COLOURS)  # one word per colour letter, in order
    for bad in (3, -1, True):
        for method in (dealt.seat_name, dealt.seat_label, dealt.private_words, dealt.turns_taken):
            assert code_of(method, bad) == say("engines-no-seat", seat=repr(bad))


def test_turns_taken_counts_placements_actions_and_passes() -> None:
    state = setup_through(2)
    assert [state.turns_taken(s) for s in range(2)] == [9, 9]  # 18 pieces placed in turn
    state = state.apply_chance("R,Y")
    if not state.is_over:
        mover = state.current_player
        after = state.play(state.legal_moves()[0])
        assert after.turns_taken(mover) == 10 and after.turns_taken(1 - mover) == 9


def test_a_seat_that_resigned_during_setup_is_still_dealt_a_colour() -> None:
    # ruling: the deal names a colour for every seat (the notation lists seat 0, 1, ...); the
    # resigner's colour stays on the board like the spare, and the resigner never places or acts
    rng = random.Random(4)
    state = GAME.new_game(3).resign(0)
    while state.phase().key == "engines-phase-setup":
        if state.is_chance_node:
            state = state.apply_chance(random_outcome(state, rng))
        else:
            assert state.current_player in (1, 2)
            state = state.play(rng.choice(state.legal_moves()))
    assert state.turns_taken(0) == 0 and state.turns_taken(1) + state.turns_taken(2) == 24
    assert all(len(name.split(",")) == 3 for name, _ in state.chance_outcomes())
    dealt = state.apply_chance("R,Y,G")
    assert dealt.is_over or dealt.current_player == 1  # seat 2 placed last; seat 0 is out


def test_a_typed_move_is_judged_alike_with_and_without_the_move_list() -> None:
    """play() on a state that has not listed its moves checks the one action by itself; it must
    accept and refuse exactly what the listed moves allow, and name the same canonical move."""
    import random as _random

    game = engines.get_game("tactonix")
    rng = _random.Random(42)
    checked = 0
    for players, options in ((4, {}), (3, {"board": 5, "hop": "short"}), (2, {})):
        state = game.new_game(players, options)
        while state.phase().key != "engines-phase-play":
            if state.is_chance_node:
                state = state.apply_chance(rng.choice(state.chance_outcomes())[0])
            else:
                state = state.play(rng.choice(state.legal_moves()))
        for _ in range(6):
            legal = state.legal_moves()
            files = "abcdefgh"[: 8 if options.get("board", 8) == 8 else 5]
            ranks = range(1, len(files) + 1)
            squares = [f"{f}{r}" for f in files for r in ranks]
            typed = rng.sample(legal, min(40, len(legal))) + [
                rng.choice([f"{rng.choice(squares)}-{rng.choice(squares)}",
                            f"push {rng.choice(squares)} {rng.choice('nesw')}",
                            f"hop {rng.choice(squares)} {rng.choice('nesw')}",
                            f"rot {rng.choice(squares)} {rng.choice(squares)} {rng.choice(['cw', 'ccw'])}",
                            f"swap {rng.choice(squares)} {rng.choice(squares)}",
                            f"ROTATE {rng.choice(squares)} {rng.choice(squares)} clockwise"])
                for _ in range(40)]
            for text in typed:
                fresh = game.load(state.to_dict())  # has not listed its moves
                try:
                    quick = fresh.play(text).to_dict()
                except IllegalMove:
                    quick = None
                try:
                    listed = state.play(text).to_dict()
                except IllegalMove:
                    listed = None
                assert quick == listed, text
                if listed is not None:
                    assert game.load(state.to_dict()).canonical(text) in legal
                checked += 1
            state = state.play(rng.choice(legal))
    assert checked > 1000


async def test_the_board_after_the_deal_points_to_the_secret(database: str) -> None:
    """After the deal of secret colours, the board says where each player sees theirs (once)."""
    import random

    from bot.service import GameService
    from tests.service_helpers import ALICE, BOB, CAROL, says, start_game

    service = await GameService.open(database, render=False)
    service.rng = random.Random(5)
    players = [ALICE, BOB, CAROL]
    rng = random.Random(3)
    try:
        reply = await start_game(service, "tactonix", players, {"board": 5})
        replies = [reply]
        for _ in range(300):
            loaded = await service.game(reply.game_id)
            if loaded.state.phase().key not in ("engines-phase-setup", "tactonix-phase-deal") or loaded.state.is_over:
                break
            user = next(u for u in players if u.id == loaded.record.players[loaded.state.current_player])
            moves, _ = await service.moves_for(user, game_id=reply.game_id)
            reply = await service.play(user, rng.choice(moves)[0], game_id=reply.game_id)
            replies.append(reply)
        assert not loaded.state.is_over, "a deal that ended the game at once: pick another seed"
        pointing = [r for r in replies if says(r, "service-secret-note")]
        assert len(pointing) == 1  # once
        secrets = [str(loaded.state.private_words(seat)) for seat in range(len(players))]
        assert not [line for line in pointing[0].lines for secret in secrets if secret in str(line)]  # never in public
    finally:
        await service.close()


def test_words_in_english() -> None:
    """The catalogue's English for a few of Tactonix's phrases, as a player, the referee's log and the
    records read them (the other tests check keys and arguments)."""
    assert str(option_refusal(5)) == "Tactonix takes 2 to 4 players (5 only with spare=false), not 5"
    moved = position(2, {"a4": "R1", "b4": "Y1", "c4": "G1", "d5": "R2"}, FAR_NORTH)
    assert [str(moved.describe_move(m)) for m in ("rot a3 b4 cw", "push a4 e", "c4-d4")] == [
        "Rotate a3–b4 clockwise", "Push a4 east (R1)", "Move c4 → d4 (G1)"]
    start = GAME.new_game(2)
    assert str(start.describe_outcome("R3")) == "Drew a large red pyramid (R3) from the bag"
    assert str(start.describe_outcome("Y1")) == "Drew a small yellow pyramid (Y1) from the bag"
    assert str(code_of(start.apply_chance, "K1")) == \
        "'K1' is not a piece left in the bag: the outcomes are R1, R2, R3, Y1, Y2, Y3, G1, G2, G3"
    state = position(2, {"a4": "R1", "b4": "R1", "c4": "Y1", "h4": "Y2"},
                     [f"{f}5" for f in "abcdefgh"] + FAR_NORTH)
    assert str(refused(state, "push h4 e")) == "h4 is on the east edge: a push east would leave the board"
    assert str(refused(state, "c4")) == \
        "the setup is over: write c4-c5, push c4 n, hop c4 e, rot b2 d5 cw, swap c4 c5 or pass"
    island = position(2, {"h8": "R1", "g8": "Y1", "e8": "G1", "d8": "G2"}, FAR_SOUTH)
    assert str(refused(island, "rot f7 g8 ccw")) == \
        "that rotation would leave the piece on h8 isolated (no new islands)"
    dealt = setup_through(3).apply_chance("G,R,B")
    assert str(dealt.private_words(0)) == "Your secret colour is **green** (G). Keep it to yourself!"
