"""Words for every picture (issue 17): each engine says its position in words (``position_words``), a
board picture carries a description (``renderers.alt_text``) and ``/K board text:true`` answers with a
text board (``renderers.textboards``). All of them fit their limits in every position reached, draw the
grid in single-width characters, name every piece on the board, and say nothing of a Tactonix colour
before the end."""
from __future__ import annotations

import random
import re
import unicodedata

import pytest

import engines
from bot.words import LOCALES, words as words_in
from engines.base import State
from engines.phrases import Phrase
from engines.tactonix_geometry import DEAL_WORDS
from renderers.alt_text import LIMIT as ALT_LIMIT
from renderers.alt_text import alt_text
from renderers.textboards import LIMIT as BOARD_LIMIT
from renderers.textboards import text_board, text_board_for
from renderers.textboards.common import cut
from tests.conformance_configs import setups

NAMES = ["alice", "bob", "carol", "dave", "eve"]
# names in other scripts, some of them wide: they may stand under the grid, never in it
WIDE_NAMES = ["李小龍", "Зоя Петрова", "さくら", "Ünal Şahin", "김민준"]
EMOJI = re.compile("[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\u200D]")


def width(text: str) -> int:
    """Display width in a monospace font: East-Asian wide and full-width characters take two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def grid_part(board: str) -> list[str]:
    """The lines from the file letters above the grid to the same letters under it."""
    lines = board.split("\n")
    last = max(i for i, line in enumerate(lines) if line == lines[0] and i > 0)
    return lines[:last + 1]


def flat(text: str) -> str:
    """Text with its line breaks and wrapping indents as single spaces."""
    return " ".join(text.split())


def occupied(state: State) -> list[str]:
    """The squares holding a piece, read from the public view (each game keeps its own keys)."""
    view = state.view(None)
    key = state.game.key
    if key == "tactonix":
        return list(view["pieces"])
    if key == "tictacdoh":
        return [sq for sq, info in view["board"].items() if info["stack"]]
    return [sq for sq, piece in view["board"].items() if piece]


def positions(key: str, players: int, options: dict, seed: int, steps: int):
    """(state, last move, its words) along a random game: chance weighted by its odds, moves uniform;
    the last move is the last player's move, as the service passes it."""
    rng = random.Random(seed)
    state = engines.get_game(key).new_game(players, options)
    last = words = None
    for _ in range(steps):
        yield state, last, words
        if state.is_over:
            return
        if state.is_chance_node:
            outcomes = state.chance_outcomes()
            state = state.apply_chance(rng.choices([o for o, _ in outcomes],
                                                   [p for _, p in outcomes])[0])
            continue
        last = rng.choice(state.legal_moves())
        words = state.describe_move(last)
        state = state.play(last)


def cases() -> list[tuple[str, int, dict]]:
    return [(key, players, options) for key, game in sorted(engines.GAMES.items())
            for players, options in setups(game)]


# ---- the contract -------------------------------------------------------------------------------

@pytest.mark.parametrize("key", sorted(engines.GAMES))
def test_every_game_says_its_position(key: str) -> None:
    state = engines.get_game(key).new_game(engines.get_game(key).min_players)
    assert type(state).position_words is not State.position_words, f"{key} lacks position_words"
    words = state.position_words()
    assert isinstance(words, Phrase) and str(words)
    text_board_for(key)  # and has a text board


def test_a_game_without_position_words_fails_loudly() -> None:
    state = engines.get_game("coins").new_game(2)
    with pytest.raises(NotImplementedError, match="Coins"):
        State.position_words(state)


def test_cut_keeps_whole_words() -> None:
    assert cut("short", 10) == "short"
    assert cut("alpha beta gamma", 12) == "alpha beta…"
    assert cut("alpha beta, gamma", 13) == "alpha beta…"
    assert len(cut("x" * 50, 10)) == 10


# ---- limits and shapes over random games ----------------------------------------------------------

def check_alt(state: State, last: str | None, words: str | None, names: list[str]) -> None:
    text = alt_text(state, last_move=last, last_words=words, players=names)
    assert len(text) <= ALT_LIMIT, text
    assert state.game.title in text
    if state.current_player is not None:
        assert names[state.current_player] in text
    if last is not None:
        assert f"Last move: {last}" in text
    assert not EMOJI.search(text), text


def check_board(state: State, last: str | None, words: str | None, names: list[str],
                ascii_names: bool) -> None:
    board = text_board(state, players=names, last_move=last, last_words=words)
    assert len(board) <= BOARD_LIMIT, board
    assert "```" not in board
    grid = grid_part(board)
    assert len({width(line) for line in grid}) == 1, grid
    assert len({len(line) for line in grid}) == 1, grid
    for line in grid:
        assert all(unicodedata.east_asian_width(c) not in "WF" for c in line), line
        assert not any(name in line for name in names), line
    # each square with a piece shows something other than the empty mark, in its file's column
    starts = [i for i, c in enumerate(grid[0]) if c != " "]
    rows = {line.split()[0]: line for line in grid[2:-2]}
    assert len(rows) == len(grid) - 4
    for square in occupied(state):
        assert rows[square[1:]][starts[ord(square[0]) - ord("a")]] not in ". ", (square, grid)
    if ascii_names:
        assert all(unicodedata.east_asian_width(c) not in "WF" for c in board), board
    assert not EMOJI.search(board), board
    if state.current_player is not None:
        assert names[state.current_player] in board


def check_words(state: State) -> None:
    phrase = state.position_words()
    assert phrase == state.position_words()
    words = str(phrase)  # in English
    for square in occupied(state):
        assert re.search(rf"\b{square}\b", words), (square, words)
    assert not EMOJI.search(words), words


@pytest.mark.parametrize("key,players,options", cases(),
                         ids=[f"{k}-{p}-{'-'.join(map(str, o.values()))}" for k, p, o in cases()])
def test_words_fit_and_shape_in_random_games(key: str, players: int, options: dict) -> None:
    # Tactonix lists ~1,500 actions a ply: one game per set-up there, three elsewhere
    steps = 100 if key == "tactonix" else 200
    for seed in range(1 if key == "tactonix" else 3):
        for i, (state, last, words) in enumerate(positions(key, players, options, seed, steps)):
            if i % 3 and not state.is_over:
                continue
            ascii_names = i % 2 == 0  # every other position checked, names in other scripts
            names = (NAMES if ascii_names else WIDE_NAMES)[:players]
            check_words(state)
            check_alt(state, last, words, names)
            check_board(state, last, words, names, ascii_names)


@pytest.mark.parametrize("key", sorted(engines.GAMES))
def test_long_names_and_crowded_results_still_fit(key: str) -> None:
    game = engines.get_game(key)
    options = {"spare": False} if key == "tactonix" else {}
    players = game.max_players
    long = [f"{'Ω' * 40} the {n}th of a very long line of names" * 3 for n in range(players)]
    state, last, words = [(s, m, w) for s, m, w in positions(key, players, options, 7, 400)
                          if s.current_player is not None][-1]
    ended = state.resign(state.current_player)
    for s in (state, ended):
        text = alt_text(s, last_move=last, last_words=words, players=long)
        assert len(text) <= ALT_LIMIT
        assert text.startswith(f"{game.title} board.")
        board = text_board(s, players=long, last_move=last, last_words=words)
        assert len(board) <= BOARD_LIMIT


# ---- reference positions, by hand (the English catalogue: how the words read in English) -----------

def walk(key: str, path: list[str], players: int = 2, options: dict | None = None) -> State:
    """Play a path from the start: '@x' is a chance outcome, anything else a move."""
    state = engines.get_game(key).new_game(players, options)
    for step in path:
        state = state.apply_chance(step[1:]) if step.startswith("@") else state.play(step)
    return state


def test_telic_words() -> None:
    # rules/telic.md, reference 7: the bump asymmetry
    state = walk("telic", ["roll", "@4", "enter 3", "roll", "@3", "enter 2", "a1-a2"])
    assert str(state.position_words()) == (
        "Blue: Single 3 on a2; stash 1, 1, 2, 2, 3, 4, 4, 5, 5, 6, 6; 0 of 12 in the Center Zone. "
        "Red: no piece on the board; stash 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6; 0 of 12 in the "
        "Center Zone. Turn 4.")
    rolled = state.play("roll").apply_chance("3")
    assert "Die shows 3: Red's target is a2." in str(rolled.position_words())
    text = alt_text(rolled, last_move="roll", last_words="Roll the die", players=["ann", "bo"])
    assert text.startswith("Telic board. bo (Red) to move (Red rolled 3: enter on a2 or pass). "
                           "Last move: roll (Roll the die). Blue: Single 3 on a2;")
    board = text_board(rolled, players=["ann", "bo"])
    assert "2 │ B3      .       .       .       │ 2" in board
    assert "3 │ .       CZ      CZ      .       │ 3" in board
    assert "Blue: ann. Center Zone 0 of 12. Stash: 1 1 2 2 3 4 4 5 5 6 6." in flat(board)
    assert "Die: 3, Red's target a2." in flat(board)
    # reference 3: a Blue Double 5-3 and a Red Single 2
    state = walk("telic", ["roll", "@4", "enter 5", "roll", "@a", "enter 2", "roll", "@4",
                           "enter 3", "b1-b2", "a1-b1"])
    words = str(state.position_words())
    assert "Blue: Double 5-3 on b1;" in words
    assert "Red: Single 2 on b2;" in words
    assert "1 │ .       B53     .       .       │ 1" in text_board(state)


def test_coins_words() -> None:
    # rules/coins.md, reference 2: an orthogonal Suns coin on a1 faces a Moons coin on a4
    state = engines.get_game("coins").load({
        "game": "coins", "players": 2, "options": {"slide": "free"},
        "board": {"a1": {"owner": 0, "kind": "orthogonal"}, "a4": {"owner": 1, "kind": "orthogonal"},
                  "c3": {"owner": 1, "kind": "diagonal"}},
        "to_place": [0, 0], "captured_from": [[0, 0], [0, 0]], "current_player": 0,
        "must_remove": False, "resigned": [], "turns": [6, 6]})
    assert str(state.position_words()) == (
        "Suns: orthogonal on a1; captured 0. Moons: orthogonal on a4 and diagonal on c3; captured 0.")
    board = text_board(state, players=["ann", "bo"])
    assert "4 │ M+ .  .  .  │ 4" in board and "1 │ S+ .  .  .  │ 1" in board
    assert "3 │ .  .  Mx .  │ 3" in board
    after = state.play("a1-a4")
    assert str(after.position_words()) == (
        "Suns: orthogonal on a4; captured 1. Moons: diagonal on c3; captured 0.")
    quiet = after.play("c3-d2")
    assert str(quiet.position_words()).endswith("Moons must remove one of their own coins.")
    assert "bo must remove one of their own coins." in flat(text_board(quiet, players=["ann", "bo"]))
    # setup with four players: coins to place, and who placed what
    setup = walk("coins", ["a1+", "b2x", "c3+", "d4x"], players=4)
    words = str(setup.position_words())
    assert words.startswith("Suns: orthogonal on a1; 3 to place; captured 0. "
                            "Moons: diagonal on b2; 3 to place;")
    assert "Arms: diagonal on d4; 3 to place; captured 0." in words


def test_tictacdoh_words() -> None:
    # rules/tictacdoh.md, reference 5: a nest S-M counts as M only
    state = walk("tictacdoh", ["Sc3", "Mc3", "Sb3", "Sd3"])
    assert str(state.position_words()) == (
        "S, M, L: small, medium, large. Rank 3: b3 S, c3 nest S-M (counts as M), d3 S. "
        "Squares still in the grid: b1 to d5. Stash: 2 S, 4 M, 5 L (4 of 15 placed).")
    board = text_board(state)
    assert "3 │ #   S   SM  S   #   │ 3" in board
    # reference 4: a tree L-M between two M wins for the placer of the last
    won = walk("tictacdoh", ["Lc3", "Mc3", "Mb3", "Md3"])
    words = str(won.position_words())
    assert "c3 tree L-M (counts as M, L)" in words and words.endswith("Line of M: b3, c3, d3.")
    assert alt_text(won, players=["ann", "bo"]).startswith(
        "Tic Tac Doh! board. Game over: bo wins! Last move: Md3.")
    assert "The board is empty: the first piece goes on c3." in \
        str(engines.get_game("tictacdoh").new_game(2).position_words())


def test_icesickle_words() -> None:
    # rules/icesickle.md, reference 3, sown: an L on a1, a piece on b2, e5 occupied
    state = walk("icesickle", ["La1", "Sb2", "Me5"])
    assert str(state.position_words()) == (
        "Round 1 of 2, sowing. S (small, 1 pip) on b2; M (medium, 2 pips) on e5; "
        "L (large, 3 pips) on a1. Stash: 4 S, 4 M, 4 L. Player 2 jumps first. "
        "Pips: Player 1 0 (round 1: 0); Player 2 0 (round 1: 0).")
    board = text_board(state, players=["ann", "bo"])
    assert "1 │ L . . . . │ 1" in board and "5 │ . . . . M │ 5" in board
    assert "bo jumps first." in flat(board) and "Last move: Me5." in flat(board)


def test_tactonix_words() -> None:
    # rules/tactonix.md, reference 1: three colours, nothing placed yet
    start = engines.get_game("tactonix").new_game(2)
    assert str(start.position_words()) == (
        "The board is empty. A piece is to be drawn from the bag. In the bag, 18: red 2 small, "
        "2 medium, 2 large; yellow 2 small, 2 medium, 2 large; green 2 small, 2 medium, 2 large. "
        "Colours in the game: red, yellow, green; they are dealt in secret after setup.")
    # reference 2's pieces: R1 on c4, Y2 on c5
    state = walk("tactonix", ["@R1", "c4", "@Y2", "c5", "@R1"])
    words = str(state.position_words())
    assert words.startswith("Red: small on c4. Yellow: medium on c5. Drawn, to place: a small red "
                            "pyramid (R1).")
    board = text_board(state, players=["ann", "bo"])
    assert "5 │ .  .  Y2 .  .  .  .  .  │ 5" in board
    assert "Drawn, to place: R1." in flat(board)


# ---- secrecy: a Tactonix colour is never said before the end ---------------------------------------

def dealt_pair(players: int, options: dict, seed: int) -> tuple[State, State, str, str]:
    """The same setup, then two different deals (each seat's colour differs, or only the spare)."""
    rng = random.Random(seed)
    state = engines.get_game("tactonix").new_game(players, options)
    while not (state.is_chance_node and not state.view(None)["bag"]):
        if state.is_chance_node:
            state = state.apply_chance(rng.choice([o for o, _ in state.chance_outcomes()]))
        else:
            state = state.play(rng.choice(state.legal_moves()))
    deals = [outcome for outcome, _ in state.chance_outcomes()]
    first, second = deals[0], deals[-1]
    return state.apply_chance(first), state.apply_chance(second), first, second


@pytest.mark.parametrize("players,options", [(2, {}), (3, {"board": 5}), (4, {}),
                                             (5, {"spare": False}), (4, {"hop": "short"})])
def test_tactonix_words_keep_the_deal_secret(players: int, options: dict) -> None:
    names = NAMES[:players]
    for seed in range(2):
        a, b, deal_a, deal_b = dealt_pair(players, options, seed)
        assert a.view(0) != b.view(0) or a.view(players - 1) != b.view(players - 1) or \
            a.to_dict()["colours"] != b.to_dict()["colours"]
        rng = random.Random(seed)
        last_a, last_b, words = deal_a, deal_b, DEAL_WORDS
        compared = 0
        for _ in range(30):
            if a.is_over or b.is_over:
                break
            assert a.position_words() == b.position_words()
            alt_a = alt_text(a, last_move=last_a, last_words=words, players=names)
            assert alt_a == alt_text(b, last_move=last_b, last_words=words, players=names)
            assert text_board(a, players=names, last_move=last_a, last_words=words) == \
                text_board(b, players=names, last_move=last_b, last_words=words)
            assert deal_a not in alt_a and deal_a not in text_board(a, last_move=last_a)
            compared += 1
            move = rng.choice(a.legal_moves())
            assert move in b.legal_moves()  # legality depends on the board alone
            words = a.describe_move(move)
            a, b, last_a, last_b = a.play(move), b.play(move), move, move
        assert compared
        if a.is_over or b.is_over:
            continue
        # at the end every colour is public: the words say them, and the two games now differ
        end_a, end_b = a.resign(a.current_player), b.resign(b.current_player)
        if players == 2:
            assert end_a.is_over and all(s["colour"] for s in end_a.view(None)["seats"])
            assert end_a.position_words() != end_b.position_words()
            assert "Colours: Seat 1 " in str(end_a.position_words())
            assert "colour " in text_board(end_a)


# ---- every language --------------------------------------------------------------------------------

KEY = re.compile(r"\b(engines|picture|telic|coins|tactonix|tictacdoh|icesickle)-[a-z0-9-]+")


@pytest.mark.parametrize("locale", [locale for locale in LOCALES if locale != "en"])
@pytest.mark.parametrize("key", sorted(engines.GAMES))
def test_words_are_said_in_the_readers_language(key: str, locale: str) -> None:
    """Position words, alt text and text boards in another language: every phrase found in the
    catalogue (no key left), the grid unchanged, and not the English text."""
    game = engines.get_game(key)
    players, options = game.min_players, ({"board": 5} if key == "tactonix" else {})
    speak = words_in(locale)
    english = words_in("en")
    for i, (state, last, said) in enumerate(positions(key, players, options, 1, 120)):
        if i % 10 and not state.is_over:
            continue
        position = speak(state.position_words())
        assert position and not KEY.search(position), position
        alt = alt_text(state, last_move=last, last_words=said, players=NAMES[:players], words=speak)
        assert len(alt) <= ALT_LIMIT and state.game.title in alt and not KEY.search(alt), alt
        assert alt != alt_text(state, last_move=last, last_words=said, players=NAMES[:players], words=english)
        board = text_board(state, players=NAMES[:players], last_move=last, last_words=said, words=speak)
        assert len(board) <= BOARD_LIMIT and not KEY.search(board), board
        assert grid_part(board) == grid_part(text_board(state, players=NAMES[:players]))
        if state.current_player is not None:
            assert NAMES[state.current_player] in board
