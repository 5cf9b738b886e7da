"""Boards stay readable without colour (issue 17): every colour cue on a picture is backed by a
letter, a number, a shape or a pattern.

Each check draws two public pictures that differ only in the owner or colour of some piece, or in
one other colour cue (a seat's marker, a winning line, a square that left the grid, the last move,
the die's roller...; a few of them drawn by the game's own function for that part of the picture),
then looks at both as four viewers would see them: normal vision reduced to grey
(``convert("L")``), and protanopia, deuteranopia and tritanopia simulated, each reduced to grey
too. Reducing the simulated picture to its lightness is deliberately strict: a dichromat keeps one
hue axis, but "readable without colour" means the cue survives in lightness alone. In the area of
the change, enough pixels must differ by more than a clear step of lightness, which a differing
letter, number, shape or pattern gives and two colours of similar lightness do not (see
``test_the_check_fails_on_colour_alone``).

Colour-vision simulation: Machado, Oliveira & Fernandes, "A Physiologically-based Model for
Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 2009: the severity 1.0 matrices of the
table published with the paper, applied to linear sRGB, once per distinct colour of a crop (Pillow
is all it needs).
"""
from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PIL import Image, ImageChops

import engines
import renderers
from engines.base import State
from renderers import coins as coins_r
from renderers import frame
from renderers import tactonix as tactonix_r
from renderers import telic as telic_r
from renderers import tictacdoh as ttd_r
from renderers.board import Grid
from renderers.palette import PANEL, PAPER
from renderers.voice import Voice

Box = tuple[int, int, int, int]
Matrix = tuple[tuple[float, float, float], ...]

MACHADO_2009: dict[str, Matrix] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
VIEWS = ("greyscale", *MACHADO_2009)

# A pixel "clearly differs" when its grey level (0..255) differs by more than this: about a fifth of
# the range. The first three seat colours (blue, vermillion, bluish green) lie within 32 grey levels
# of one another in plain grey and within 40 under each simulation, so those colours alone never
# pass; black or white ink (a letter, a number, an outline) against a piece's fill differs by 80 or
# more. Colours far apart in lightness (Coins' black suit and its vermillion) do pass: a viewer
# without colour tells those apart too.
STEP = 48
# How many such pixels a changed piece must show. Measured when this was written, the weakest real
# cues give about twice that: "S" against "C" on two coins whose colours collapse to one grey, 90
# pixels (54 on the panel's small coins); two seat markers of different shapes, 128.
PIECE_PIXELS = 40
MARKER_PIXELS = 30

ENGLISH = Voice()  # the pictures' words in English (the test looks at shapes and colours)
NAMES = ["Alice", "Bob", "Carol", "Dmitri", "Erin"]


# ---- simulation ---------------------------------------------------------------------------------

def _to_linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _to_srgb(v: float) -> int:
    v = min(1.0, max(0.0, v))
    s = 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(255 * s)


LINEAR = [_to_linear(c) for c in range(256)]


def _simulate_colour(rgb: tuple[int, int, int], m: Matrix) -> tuple[int, int, int]:
    r, g, b = (LINEAR[c] for c in rgb)
    return tuple(_to_srgb(row[0] * r + row[1] * g + row[2] * b) for row in m)  # type: ignore


def seen(img: Image.Image, view: str) -> Image.Image:
    """The picture's grey levels as ``view`` sees it (greyscale, or a simulated deficiency)."""
    img = img.convert("RGB")
    if view != "greyscale":
        m = MACHADO_2009[view]
        counted = img.getcolors(img.width * img.height) or []
        mapping = {colour: _simulate_colour(colour, m) for _, colour in counted}
        out = Image.new("RGB", img.size)
        out.putdata([mapping[p] for p in img.getdata()])
        img = out
    return img.convert("L")


def differing(a: Image.Image, b: Image.Image, view: str) -> int:
    """How many pixels of two same-sized pictures clearly differ in lightness under ``view``."""
    assert a.size == b.size
    diff = ImageChops.difference(seen(a, view), seen(b, view))
    return sum(diff.histogram()[STEP + 1:])


def weakest(a: Image.Image, b: Image.Image, box: Box | None = None) -> dict[str, int]:
    """``differing`` under every view, in ``box`` of both pictures."""
    if box is not None:
        a, b = a.crop(box), b.crop(box)
    return {view: differing(a, b, view) for view in VIEWS}


def assert_told_apart(a: Image.Image, b: Image.Image, box: Box | None, what: str,
                      least: int = PIECE_PIXELS) -> None:
    counts = weakest(a, b, box)
    assert min(counts.values()) >= least, f"{what}: clearly differing pixels per view {counts}"


# ---- the simulation itself ----------------------------------------------------------------------

def test_simulation_matches_known_points() -> None:
    """Greys stay grey (each matrix row sums to 1); protanopia and deuteranopia fold red onto green,
    tritanopia blue onto green, as the model says."""
    for m in MACHADO_2009.values():
        assert all(abs(sum(row) - 1) < 1e-3 for row in m)
        assert _simulate_colour((128, 128, 128), m) == (128, 128, 128)
    red, green = (200, 60, 60), (90, 130, 60)
    for view in ("protanopia", "deuteranopia"):
        a = _simulate_colour(red, MACHADO_2009[view])
        b = _simulate_colour(green, MACHADO_2009[view])
        assert a[2] < 90 and b[2] < 90 and abs(a[0] - a[1]) < 40  # both olive/khaki
    blue = _simulate_colour((0, 0, 255), MACHADO_2009["tritanopia"])
    assert blue[1] > blue[0]  # blue reads teal


def _square(a: int, b: int, size: int = 40) -> tuple[Image.Image, Image.Image]:
    return (Image.new("RGB", (size, size), (a, a, a)), Image.new("RGB", (size, size), (b, b, b)))


def test_the_measure() -> None:
    """A step above STEP counts, one below does not, and every pixel is counted."""
    assert weakest(*_square(100, 100 + STEP + 1)) == {view: 1600 for view in VIEWS}
    assert weakest(*_square(100, 100 + STEP)) == {view: 0 for view in VIEWS}


# ---- helpers ------------------------------------------------------------------------------------

def _picture(state: State, seat: int | None = None, last_move: str | None = None) -> Image.Image:
    return renderers.draw(state, seat=seat, last_move=last_move,
                          players=NAMES[:state.num_players])


def _redrawn(state: State, change: Callable[[dict[str, Any]], None],
             last_move: str | None = None) -> Image.Image:
    """The public picture of ``state`` drawn from its view after ``change`` (a cue the engine shows
    only in certain positions, drawn with and without it on the same board)."""
    module = renderers.renderer_for(state.game.key)
    view = state.view(None)
    change(view)
    seats = module.seats_for(state, view, NAMES[:state.num_players], None, ENGLISH)
    last = frame.LastMove(last_move) if last_move else None
    return module.draw(state, view, seats, last, None, ENGLISH)


def _load(key: str, data: dict[str, Any]) -> State:
    return engines.get_game(key).load(data)


def _inset(box: tuple[int, int, int, int], by: int = 3) -> Box:
    """A square's box without its ruled edge (a last-move outline is tested on its own)."""
    x0, y0, x1, y1 = box
    return (x0 + by, y0 + by, x1 - by, y1 - by)


# ---- pieces of different owners or colours on the same square ----------------------------------

def _telic(pieces: dict[str, tuple[int, list[int]]]) -> State:
    data = engines.get_game("telic").new_game(2).to_dict()
    for square, (owner, sizes) in pieces.items():
        data["board"][square] = {"owner": owner, "sizes": sizes}
        for size in sizes:
            data["stash"][owner].remove(size)
    return _load("telic", data)


@pytest.mark.parametrize("sizes", [[1], [4], [6], [6, 5, 4], [3, 2]])
def test_telic_blue_and_red_pieces(sizes: list[int]) -> None:
    """A Blue piece and a Red piece of the same sizes swap squares."""
    a = _picture(_telic({"a2": (0, sizes), "d4": (1, sizes)}))
    b = _picture(_telic({"a2": (1, sizes), "d4": (0, sizes)}))
    for square in ("a2", "d4"):
        assert_told_apart(a, b, _inset(telic_r.GRID.rect(square)), f"telic {sizes} on {square}")


def _markers_drawn(key: str, monkeypatch: pytest.MonkeyPatch
                   ) -> list[tuple[tuple[str, Any], tuple[float, float], int]]:
    """While a test draws: each seat marker that ``renderers.frame`` or the game's module pastes,
    as ((shape, fill), centre, size)."""
    import importlib
    from renderers import shapes

    drawn: list[tuple[tuple[str, Any], tuple[float, float], int]] = []
    sprites: dict[int, tuple[str, Any]] = {}

    def recording_marker(shape: str, size: int, fill: Any, *args: Any) -> Image.Image:
        sprite = shapes.marker(shape, size, fill, *args)
        sprites[id(sprite)] = (shape, fill)
        return sprite

    def recording_paste(img: Image.Image, piece: Image.Image, centre: tuple[float, float]) -> None:
        if id(piece) in sprites:
            drawn.append((sprites[id(piece)], centre, piece.width))
        shapes.paste(img, piece, centre)

    for name in ("renderers.frame", f"renderers.{key}"):
        module = importlib.import_module(name)
        for attr, fake in (("marker", recording_marker), ("paste", recording_paste)):
            if hasattr(module, attr):
                monkeypatch.setattr(module, attr, fake)
    return drawn


def test_telic_pieces_carry_their_owners_marker(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each piece on the board stands beside its owner's marker, the one the strip and the header
    show beside the player's name: which piece is whose reads without colour."""
    drawn = _markers_drawn("telic", monkeypatch)
    state = _telic({"a2": (0, [3]), "d4": (1, [6, 5, 4]), "b5": (1, [1])})
    _picture(state)
    seats = telic_r.seats_for(state, state.view(None), NAMES[:2], None, ENGLISH)
    for square, owner in (("a2", 0), ("d4", 1), ("b5", 1)):
        x0, y0, x1, y1 = telic_r.GRID.rect(square)
        inside = [mark for mark, (cx, cy), _ in drawn if x0 < cx < x1 and y0 < cy < y1]
        assert inside == [(seats[owner].shape, seats[owner].colour)], square
    assert seats[0].shape != seats[1].shape


def test_telic_tile_suits() -> None:
    """A tile's suit tints its square and is written on it."""
    state = engines.get_game("telic").new_game(2)

    def suit(name: str) -> Callable[[dict[str, Any]], None]:
        def change(view: dict[str, Any]) -> None:
            for square in view["squares"]:
                if square["square"] == "a4":
                    square["tile"] = f"{name} 2"
        return change

    pictures = {name: _redrawn(state, suit(name)) for name in ("blue", "red", "black")}
    for x, y in itertools.combinations(pictures, 2):
        assert_told_apart(pictures[x], pictures[y], _inset(telic_r.GRID.rect("a4")),
                          f"telic tiles {x} and {y}")


def test_telic_die_shows_who_rolled() -> None:
    """The die beside the board wears the roller's colour and marker."""
    state = engines.get_game("telic").new_game(2)
    seats = telic_r.seats_for(state, state.view(None), NAMES[:2], None, ENGLISH)
    dice = []
    for seat in seats:
        img = Image.new("RGB", (frame.WIDTH, telic_r.HEIGHT), PAPER)
        telic_r._draw_die(img, seat, "5", "a5", ENGLISH)
        dice.append(img)
    _, y0, _, y1 = telic_r.GRID.rect("a5")
    assert_told_apart(dice[0], dice[1], (0, y0 - 30, telic_r.GRID.left - 28, y1 + 20),
                      "telic die of Blue and of Red")


def _coins(owners: dict[str, int], players: int = 4) -> State:
    data = engines.get_game("coins").new_game(players).to_dict()
    data["board"] = {square: {"owner": owner, "kind": "orthogonal"}
                     for square, owner in owners.items()}
    data["to_place"] = [data["to_place"][k] - list(owners.values()).count(k)
                        for k in range(players)]
    return _load("coins", data)


@pytest.mark.parametrize("pair", list(itertools.combinations(range(4), 2)))
def test_coins_of_different_owners(pair: tuple[int, int]) -> None:
    p, q = pair
    a = _picture(_coins({"b2": p, "c3": q}))
    b = _picture(_coins({"b2": q, "c3": p}))
    for square in ("b2", "c3"):
        assert_told_apart(a, b, _inset(coins_r.GRID.rect(square)), f"coins {pair} on {square}")


def test_coins_captured_coins_differ_by_owner() -> None:
    """The captured coins under each player in the panel: one small coin per victim's suit."""
    state = engines.get_game("coins").new_game(4)
    seats = coins_r.seats_for(state, state.view(None), NAMES[:4], None, ENGLISH)
    small = {}
    for seat in seats:
        img = Image.new("RGB", (30, 30), PANEL)
        coin = coins_r._seat_coin(seat, "plain", 26)
        img.paste(coin, (2, 2), coin)
        small[seat.index] = img
    for p, q in itertools.combinations(small, 2):
        assert_told_apart(small[p], small[q], None, f"captured coins of seats {p} and {q}",
                          least=MARKER_PIXELS)


def _tactonix(swap: tuple[str, str] | None = None) -> State:
    """A 4-player Tactonix position in play after an action, two of its pieces swapped."""
    for moment in _tactonix_walk():
        state = moment.state
        view = state.view(None)
        if view["phase"] == "play" and view["changed"] and not state.is_over:
            data = state.to_dict()
            if swap:
                data["pieces"] = dict(data["pieces"])
                a, b = swap
                data["pieces"][a], data["pieces"][b] = data["pieces"][b], data["pieces"][a]
            return _load("tactonix", data)
    raise AssertionError("no Tactonix position in play")


def _tactonix_walk() -> Iterator[Any]:
    from tools.gallery import walk
    return walk("tactonix", 4, 3, max_plies=200)


def test_tactonix_pieces_of_every_two_colours() -> None:
    state = _tactonix()
    pieces = state.view(None)["pieces"]
    grid = tactonix_r._grid(state.view(None)["board_size"])
    base = _picture(state)
    checked = set()
    # For each pair of colours, a piece of each of the same size: swap them.
    for a_sq, b_sq in itertools.combinations(sorted(pieces), 2):
        a, b = pieces[a_sq], pieces[b_sq]
        pair = frozenset((a[0], b[0]))
        if a[1] != b[1] or a[0] == b[0] or pair in checked:
            continue
        checked.add(pair)
        swapped = _picture(_tactonix((a_sq, b_sq)))
        for square in (a_sq, b_sq):
            assert_told_apart(base, swapped, _inset(grid.rect(square)),
                              f"tactonix {a} and {b} on {square}")
    letters = state.view(None)["colours_in_game"]
    assert len(checked) == len(letters) * (len(letters) - 1) // 2  # every pair of colours


def test_tactonix_own_colour_in_a_private_picture() -> None:
    """The viewer's own colour is gold-rimmed on a pale square, with its label in bold."""
    for code in ("R3", "Y2", "G1", "B3", "K2"):
        own = Image.new("RGB", (63, 63), (232, 221, 196))
        plain = own.copy()
        for img, mine in ((own, True), (plain, False)):
            sprite = tactonix_r._piece(code, 63, mine)
            img.paste(sprite, (0, 0), sprite)
        assert_told_apart(own, plain, None, f"tactonix own {code}")


def test_tactonix_colour_key() -> None:
    """Each colour in the key: its piece, its letter and its word."""
    rows = {}
    for colour in tactonix_r.COLOUR_FILL:
        img = Image.new("RGB", (240, 80), PANEL)
        tactonix_r._draw_colours(img, {"colours_in_game": [colour]}, set(), 4, 0, 230, ENGLISH)
        rows[colour] = img
    for p, q in itertools.combinations(rows, 2):
        assert_told_apart(rows[p], rows[q], None, f"tactonix colour key {p} and {q}")


@pytest.mark.parametrize("key", ["tictacdoh", "icesickle"])
def test_icehouse_sizes(key: str) -> None:
    """The shared stash's sizes are shades of one green: each also has its letter and size."""
    game = engines.get_game(key)
    for p, q in itertools.combinations("SML", 2):
        a = _picture(game.new_game(2).play(f"{p}c3").play(f"{q}d3"))
        b = _picture(game.new_game(2).play(f"{q}c3").play(f"{p}d3"))
        grid: Grid = renderers.renderer_for(key).GRID  # type: ignore[attr-defined]
        for square in ("c3", "d3"):
            assert_told_apart(a, b, _inset(grid.rect(square)), f"{key} {p}/{q} on {square}")


def _ttd_won() -> State:
    state = engines.get_game("tictacdoh").new_game(2)
    for move in ("Mc3", "Lb4", "Mb3", "Ld4", "Md3"):
        state = state.play(move)
    assert state.is_over and state.view(None)["winning_lines"]
    return state


def test_tictacdoh_winning_line() -> None:
    """The winning line's squares, against the same board without the line marked."""
    state = _ttd_won()
    line = state.view(None)["winning_lines"][0]["squares"]
    marked = _redrawn(state, lambda view: None)
    plain = _redrawn(state, lambda view: view.update(winning_lines=[]))
    for square in line:
        assert_told_apart(marked, plain, _inset(ttd_r.GRID.rect(square)), f"winning {square}")


def test_tictacdoh_squares_off_the_grid() -> None:
    state = engines.get_game("tictacdoh").new_game(2).play("Lc3")

    def off(view: dict[str, Any]) -> None:
        view["board"]["a1"]["in_grid"] = False

    assert state.view(None)["board"]["a1"]["in_grid"]
    assert_told_apart(_redrawn(state, lambda view: None), _redrawn(state, off),
                      _inset(ttd_r.GRID.rect("a1")), "tictacdoh off-grid a1")


def test_coins_coins_to_remove() -> None:
    """The coins a player may remove: a dashed ring, against the same board without it."""
    from tools.gallery import first
    state = first("coins", 3, lambda s: bool(s.view(None)["must_remove"]) and not s.is_over).state
    removable = [move[1:] for move in state.legal_moves() if move.startswith("*")]
    assert removable
    ringed = _redrawn(state, lambda view: None)
    plain = _redrawn(state, lambda view: view.update(must_remove=False))
    for square in removable:
        assert_told_apart(ringed, plain, coins_r.GRID.rect(square), f"coins removable {square}")


# ---- every game: the last move's outline and the seat legends ----------------------------------

LAST_MOVES = {
    "telic": (lambda: _telic({"a2": (0, [3])}), "a2-a1", "a1"),
    "coins": (lambda: _coins({"b2": 0, "c3": 1}), "b2-b3", "b3"),
    "tictacdoh": (lambda: engines.get_game("tictacdoh").new_game(2).play("Lc3"), "Lc3", "c3"),
    "icesickle": (lambda: engines.get_game("icesickle").new_game(2).play("Lc3"), "Lc3", "c3"),
    "tactonix": (lambda: _tactonix(), None, None),
}


def _grid_of(state: State) -> Grid:
    module = renderers.renderer_for(state.game.key)
    if hasattr(module, "GRID"):
        return module.GRID  # type: ignore[no-any-return]
    return tactonix_r._grid(int(state.view(None).get("board_size", 8)))


@pytest.mark.parametrize("key", sorted(engines.GAMES))
def test_last_move_outline(key: str) -> None:
    """The magenta last-move outline is a thick frame, which stays one in grey."""
    make, move, square = LAST_MOVES[key]
    state = make()
    if move is None:  # Tactonix: the engine's own last move
        move = state.view(None)["last_move"]
        square = state.view(None)["changed"][0]
    shown = _redrawn(state, lambda view: None, last_move=move)
    plain = _redrawn(state, lambda view: None)  # not even the engine's own last move
    assert_told_apart(shown, plain, _grid_of(state).rect(square), f"{key} last move")


LEGEND_STATES: dict[str, Callable[[], State]] = {
    "telic": lambda: engines.get_game("telic").new_game(2),
    "coins": lambda: engines.get_game("coins").new_game(4),
    "tictacdoh": lambda: engines.get_game("tictacdoh").new_game(2),
    "icesickle": lambda: engines.get_game("icesickle").new_game(2),
    "tactonix": lambda: _tactonix(),
}


@pytest.mark.parametrize("key", sorted(engines.GAMES))
def test_seat_legends_differ(key: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every seat marker the picture draws (header, players panel, strip, score columns), cut out of
    the picture: the markers of any two seats differ under every view."""
    state = LEGEND_STATES[key]()
    drawn = _markers_drawn(key, monkeypatch)
    picture = _picture(state)
    seats = renderers.renderer_for(key).seats_for(state, state.view(None),
                                                  NAMES[:state.num_players], None, ENGLISH)
    crops: dict[int, Image.Image] = {}
    for (shape, fill), (cx, cy), size in drawn:
        owner = [s.index for s in seats if (s.shape, s.colour) == (shape, fill)]
        assert len(owner) == 1, f"{key}: a marker ({shape}, {fill}) that is no one seat's"
        half = size // 2 + 1
        crops.setdefault(owner[0], picture.crop((round(cx) - half, round(cy) - half,
                                                 round(cx) + half, round(cy) + half)))
    assert sorted(crops) == [s.index for s in seats], f"{key}: a seat without a marker"
    for p, q in itertools.combinations(crops, 2):
        assert_told_apart(crops[p], crops[q], None, f"{key} seat markers {p} and {q}",
                          least=MARKER_PIXELS)


# ---- the check can fail -------------------------------------------------------------------------

def test_the_check_fails_on_colour_alone() -> None:
    """Pieces or markers that differ only in their colour (the seats' Okabe-Ito colours, with no
    letter, number or shape to tell them apart) are not told apart: the checks are not vacuous."""
    from renderers.palette import SEAT_COLOURS
    from renderers.shapes import marker, pyramid

    def on_square(sprite: Image.Image) -> Image.Image:
        img = Image.new("RGB", (110, 110), (232, 221, 196))
        img.paste(sprite, (5, 110 - sprite.height), sprite)
        return img

    blue, vermillion, green = SEAT_COLOURS[:3]
    for p, q in ((blue, vermillion), (vermillion, green), (blue, green)):
        a, b = on_square(pyramid(90, 80, p)), on_square(pyramid(90, 80, q))
        assert min(weakest(a, b).values()) < PIECE_PIXELS
        a, b = on_square(marker("circle", 22, p)), on_square(marker("circle", 22, q))
        assert min(weakest(a, b).values()) < MARKER_PIXELS
    # ... while the same colours with different shapes are.
    a, b = on_square(marker("circle", 22, blue)), on_square(marker("square", 22, vermillion))
    assert min(weakest(a, b).values()) >= MARKER_PIXELS


def test_views_see_different_things() -> None:
    """Sanity: the four views are four different reductions (red and green collapse for a protanope
    but not in plain grey)."""
    red = Image.new("RGB", (10, 10), (213, 94, 0))
    grey = {view: seen(red, view).getpixel((0, 0)) for view in VIEWS}
    assert len(set(grey.values())) >= 3
