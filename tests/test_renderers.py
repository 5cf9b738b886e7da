"""Board pictures: every game renders, the shape and size suit a phone, the bytes are deterministic,
and a Tactonix picture shows no colour its viewer may not know."""
from __future__ import annotations

import ast
import importlib
import io
import itertools
import pkgutil
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import Image

import engines
import renderers
from engines.base import State
from engines.tactonix_geometry import DEAL_WORDS
from renderers import cache, fonts, frame, palette
from renderers import tictacdoh as ttd_renderer
from tools.gallery import Moment, walk
from tools.gallery import main as gallery_main

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_BYTES = 150 * 1024
NAMES = ["Alice", "Bob", "Carol", "Dmitri"]
PLAYERS = {"telic": 2, "coins": 3, "tactonix": 3, "tictacdoh": 2, "icesickle": 2}


MAX_PLIES = 160  # random Tactonix rarely ends; its first 160 plies cover setup, deal and play


def positions(key: str, seed: int = 1, every: int = 7) -> Iterator[Moment]:
    """Every ``every``-th state of a seeded random game, and always its last one, each with the last
    move and the engine's words for it."""
    last = None
    for index, moment in enumerate(walk(key, PLAYERS[key], seed, max_plies=MAX_PLIES)):
        last = moment
        if index % every == 0:
            yield moment
    assert last is not None
    yield last


def png_image(data: bytes) -> Image.Image:
    assert data.startswith(PNG_SIGNATURE)
    return Image.open(io.BytesIO(data))


def test_renderer_registry_is_the_engine_registry() -> None:
    """One renderer per registered game, and no game's module here for a game the engines lack."""
    assert set(renderers.registry()) == set(engines.GAMES)
    game_modules = {info.name for info in pkgutil.iter_modules(renderers.__path__)
                    if isinstance(importlib.import_module(f"renderers.{info.name}"),
                                  renderers.GameRenderer)}
    assert game_modules == set(engines.GAMES)


def test_a_registered_game_without_a_renderer_fails_loudly(monkeypatch) -> None:
    monkeypatch.setitem(engines.GAMES, "nogame", engines.get_game("telic"))
    with pytest.raises(LookupError, match="'nogame'.*no renderer"):
        renderers.renderer_for("nogame")
    with pytest.raises(LookupError, match="nogame"):
        renderers.registry()
    with pytest.raises(KeyError, match="chess"):
        renderers.renderer_for("chess")


@pytest.mark.parametrize("key", sorted(engines.GAMES))
def test_pictures_fit_a_phone(key: str) -> None:
    """800 px wide, clearly not square (Discord crops square previews), at most 150 KB."""
    for moment in positions(key):
        data = moment.render(players=NAMES[:moment.state.num_players])
        image = png_image(data)
        width, height = image.size
        assert width == 800
        # Landscape, or (Telic: a board taller than wide above a strip) portrait a phone scrolls.
        assert height <= 0.85 * width or 1.15 * width <= height <= 1.25 * width
        assert len(data) <= MAX_BYTES


@pytest.mark.parametrize("key", sorted(engines.GAMES))
def test_same_state_same_bytes(key: str) -> None:
    """Deterministic: again, after a to_dict/load round trip, and with every cache emptied."""
    game = engines.get_game(key)
    moment = list(positions(key, seed=3, every=11))[-2]
    first = moment.render(players=NAMES)
    assert moment.render(players=NAMES) == first
    before = moment.before and game.load(moment.before.to_dict())
    loaded = Moment(game.load(moment.state.to_dict()), moment.last_move, moment.last_words, before)
    assert loaded.render(players=NAMES) == first
    cache.clear()
    assert moment.render(players=NAMES) == first


# ---- Tactonix secrecy ------------------------------------------------------------------------

def _tactonix_in_play(players: int = 3) -> State:
    for moment in walk("tactonix", players, seed=4):
        state = moment.state
        if state.view(None)["phase"] == "play" and state.view(None)["plies"] >= 6:
            assert not state.is_over
            return state
    raise AssertionError("no Tactonix position in play")


def _with_deal(state: State, colours: list[str]) -> State:
    data = state.to_dict()
    data["colours"] = colours
    return engines.get_game("tactonix").load(data)


def _deals(state: State) -> list[list[str]]:
    """Every deal of the colours in the box to the seats (the spare included)."""
    letters = state.view(None)["colours_in_game"]
    return [list(p) for p in itertools.permutations(letters, state.num_players)]


def test_tactonix_public_picture_does_not_depend_on_the_deal() -> None:
    state = _tactonix_in_play()
    deals = _deals(state)
    assert len(deals) == 24  # 3 seats, 4 colours: the spare moves too
    move = state.view(None)["last_move"]
    pictures = {renderers.render(_with_deal(state, deal), last_move=move, players=NAMES)
                for deal in deals}
    assert len(pictures) == 1


def test_tactonix_private_picture_depends_only_on_own_colour() -> None:
    state = _tactonix_in_play()
    deals = _deals(state)
    for seat in range(state.num_players):
        by_own_colour: dict[str, set[bytes]] = {}
        for deal in deals:
            picture = renderers.render(_with_deal(state, deal), seat=seat, players=NAMES)
            by_own_colour.setdefault(deal[seat], set()).add(picture)
        # The others' colours (and the spare) change nothing ...
        assert all(len(pictures) == 1 for pictures in by_own_colour.values())
        # ... while the seat's own colour is shown (so the test above is not vacuous).
        assert len({next(iter(p)) for p in by_own_colour.values()}) == len(by_own_colour)


def _colours(image: Image.Image) -> set[object]:
    counted = image.getcolors(1 << 20)
    assert counted is not None
    return {colour for _, colour in counted}


def test_tactonix_private_picture_marks_own_colour_public_marks_nothing() -> None:
    state = _tactonix_in_play()
    from renderers.tactonix import OWN_SQUARE
    assert OWN_SQUARE not in _colours(renderers.draw(state))
    assert OWN_SQUARE in _colours(renderers.draw(state, seat=0))


def test_tactonix_deal_outcome_is_never_written() -> None:
    """Even if a caller passes the secret deal as the last move, with words that name it, the
    picture hides both: it says only what the engine says of a deal in public."""
    state = _tactonix_in_play()
    deals = [",".join(deal) for deal in _deals(state)[:3]]
    pictures = {renderers.render(state, last_move=deal, last_words=words)
                for deal in deals for words in (None, f"dealt {deal}")}
    assert len(pictures) == 1
    public = renderers.render(state, last_move="deal",
                              last_words=DEAL_WORDS)
    assert pictures == {public}


# ---- what the pictures show -------------------------------------------------------------------

def _pixel(image: Image.Image, xy: tuple[float, float]) -> tuple[int, int, int]:
    return image.getpixel((round(xy[0]), round(xy[1])))  # type: ignore[return-value]


def test_last_move_is_outlined() -> None:
    state = engines.get_game("tictacdoh").new_game(2).play("Lc3")
    x0, y0, x1, y1 = ttd_renderer.GRID.rect("c3")
    with_move = renderers.draw(state, last_move="Lc3")
    without = renderers.draw(engines.get_game("tictacdoh").new_game(2))
    edge = (x0 + 3, (y0 + y1) / 2)
    assert _pixel(with_move, edge) == palette.HIGHLIGHT
    assert _pixel(without, edge) != palette.HIGHLIGHT


def _telic_bump() -> tuple[State, Moment]:
    """A Telic entry that bumps an enemy Single, with the position it was played in."""
    for seed in range(50):
        for moment in walk("telic", 2, seed):
            if str(moment.last_move).startswith("enter") and "bumping" in str(moment.last_words):
                assert moment.before is not None
                return moment.before, moment
    raise AssertionError("no bumping Telic entry")


def _differs(a: Image.Image, b: Image.Image, box: tuple[float, float, float, float]) -> bool:
    box_ = tuple(round(v) for v in box)
    return a.crop(box_).tobytes() != b.crop(box_).tobytes()


def test_telic_entry_shows_the_die_face_and_the_bump() -> None:
    """With the position before an entry, the picture shows the die face rolled (beside the board,
    on the target's row) and a magenta cross on the bumped square; without it, neither."""
    from renderers import telic as telic_renderer
    before, moment = _telic_bump()
    rolled = before.view(None)["pending_roll"]
    target = rolled["target"]
    then, now = before.view(None)["board"], moment.state.view(None)["board"]
    assert then[target] and now[target]["owner"] != then[target]["owner"]  # a real bump
    kwargs = dict(last_move=moment.last_move, last_words=moment.last_words)
    shown = renderers.draw(moment.state, before=before, **kwargs)
    plain = renderers.draw(moment.state, **kwargs)
    x0, y0, x1, y1 = telic_renderer.GRID.rect(target)
    # The cross: magenta pixels in the square that the plain picture lacks.
    assert _differs(shown, plain, (x0 + 8, y0 + 36, x0 + 36, y0 + 64))
    cross_pixels = [shown.getpixel((x, y)) for x in range(x0 + 8, x0 + 36)
                    for y in range(y0 + 36, y0 + 64)]
    assert palette.HIGHLIGHT in cross_pixels
    # The die: beside the board, on the target's row, on the target's side; absent without before.
    side = (0, y0, telic_renderer.GRID.left - 28, y1) if target[0] in "ab" else \
        (telic_renderer.GRID.left + telic_renderer.GRID.width + 28, y0, 800, y1)
    assert _differs(shown, plain, side)
    assert len(set(plain.crop(tuple(round(v) for v in side)).getdata())) == 1  # empty paper
    # Everything else is the same picture.
    assert not _differs(shown, plain, (0, 0, 800, telic_renderer.GRID.top - 28))


def test_a_pending_telic_roll_shows_the_die() -> None:
    from renderers import telic as telic_renderer
    before, _ = _telic_bump()
    target = before.view(None)["pending_roll"]["target"]
    _, y0, _, y1 = telic_renderer.GRID.rect(target)
    side = (0, y0, telic_renderer.GRID.left - 28, y1) if target[0] in "ab" else \
        (telic_renderer.GRID.left + telic_renderer.GRID.width + 28, y0, 800, y1)
    picture = renderers.draw(before, last_move="roll")
    assert len(set(picture.crop(side).getdata())) > 1


USES_BEFORE = {"telic", "icesickle"}  # the die face an entry answered; the squares a jump emptied


@pytest.mark.parametrize("key", sorted(engines.GAMES))
def test_before_is_accepted_by_every_game(key: str) -> None:
    """``before`` goes to the games that use it; the others draw the same picture without it."""
    for moment in list(positions(key, every=25))[1:4]:
        with_before = moment.render(players=NAMES)
        without = renderers.render(moment.state, last_move=moment.last_move,
                                   last_words=moment.last_words, players=NAMES)
        assert with_before.startswith(PNG_SIGNATURE) and without.startswith(PNG_SIGNATURE)
        if key not in USES_BEFORE:  # a game that does not use it draws the same picture
            assert with_before == without


def test_tictacdoh_greys_out_squares_that_left_the_grid() -> None:
    """Reference position 3: after Lc3, Ld3, Lb3 the e-file can no longer be in the grid."""
    state = engines.get_game("tictacdoh").new_game(2)
    for move in ("Lc3", "Md3", "Lb3"):
        state = state.play(move)
    image = renderers.draw(state)
    for square, grey in (("e1", True), ("e3", True), ("a3", True), ("c1", False), ("d4", False)):
        x0, y0, _, _ = ttd_renderer.GRID.rect(square)
        colours = {_pixel(image, (x0 + dx, y0 + 4)) for dx in range(4, 30)}
        assert (palette.OFF_GRID in colours) is grey, square


def test_coin_kinds_look_different() -> None:
    from renderers.coins import coin
    orthogonal = coin(palette.BLUE, "S", "orthogonal")
    diagonal = coin(palette.BLUE, "S", "diagonal")
    assert orthogonal.tobytes() != diagonal.tobytes()


def test_no_text_below_16_px() -> None:
    with pytest.raises(ValueError):
        fonts.font(15)


def test_names_no_font_can_draw_are_made_drawable() -> None:
    assert fonts.drawable("Zoë Álvarez") == "Zoë Álvarez"
    assert fonts.drawable("李") == "李"
    assert fonts.drawable("🎲") == "🎲"  # emoji are drawn, in one colour
    assert fonts.drawable("\U0001FBC5") == "?"  # a sign no face has (legacy computing) becomes "?"
    state = engines.get_game("telic").new_game(2)
    assert png_image(renderers.render(state, players=["Zoë 🎲", "李雷"])).size[0] == 800


def test_unknown_seat_is_refused() -> None:
    with pytest.raises(ValueError):
        renderers.render(engines.get_game("coins").new_game(2), seat=5)


def _footer(image: Image.Image) -> bytes:
    return image.crop((0, image.height - frame.FOOTER_H, image.width, image.height)).tobytes()


def _above_footer(image: Image.Image) -> bytes:
    return image.crop((0, 0, image.width, image.height - frame.FOOTER_H)).tobytes()


@pytest.mark.parametrize("key", sorted(engines.GAMES))
def test_footer_words_are_the_callers(key: str) -> None:
    """The footer writes the notation and the words the caller passes (the engine's
    ``describe_move``), and nothing the renderer would make up from the position."""
    moments = [m for m in positions(key, seed=2, every=3) if m.last_move and m.last_words]
    first, later = moments[0], moments[-1]
    assert first.state != later.state
    notation = first.last_move
    bare = [_footer(renderers.draw(m.state, last_move=notation)) for m in (first, later)]
    # Without words the footer is the notation alone, whatever the position.
    assert bare[0] == bare[1]
    said = renderers.draw(first.state, last_move=notation, last_words=first.last_words)
    other = renderers.draw(first.state, last_move=notation, last_words="xyz")
    plain = renderers.draw(first.state, last_move=notation)
    assert len({_footer(said), _footer(other), _footer(plain)}) == 3
    # The words change the footer only.
    assert _above_footer(said) == _above_footer(other) == _above_footer(plain)


def test_engine_words_are_drawable() -> None:
    """The engines write arrows and dashes ("a1 → a2", "b1–f4"): the symbols face draws the arrow."""
    assert fonts.drawable("a1 → a2") == "a1 → a2"
    assert [face for face, _ in fonts.runs("a1 → a2")] == ["latin", "symbols", "latin"]
    assert fonts.drawable("Rotate b1–f4 clockwise") == "Rotate b1–f4 clockwise"


def test_gallery_writes_one_picture_per_moment(tmp_path) -> None:
    assert gallery_main([str(tmp_path)]) == 0
    written = sorted(p.name for p in tmp_path.iterdir())
    for key in engines.GAMES:
        assert sum(name.startswith(key) for name in written) >= 3
    assert any("private" in name for name in written)
    for path in tmp_path.iterdir():
        assert path.stat().st_size <= MAX_BYTES


def test_random_positions_of_every_game_render() -> None:
    """A broader sweep: several seeds, every sixth ply, players' private pictures too."""
    rng = random.Random(5)
    for key in sorted(engines.GAMES):
        for seed in range(3):
            for moment in positions(key, seed=seed, every=6):
                seat = rng.choice([None, *range(moment.state.num_players)])
                assert moment.render(seat=seat).startswith(PNG_SIGNATURE)
                # Without the position before the last move (the default) every game draws too (the
                # encoding is the same as above: drawing is what differs).
                drawn = renderers.draw(moment.state, seat=seat, last_move=moment.last_move,
                                       last_words=moment.last_words)
                assert drawn.width > 0 and drawn.height > 0


# ---- layers ---------------------------------------------------------------------------------------

ROOT = Path(__file__).resolve().parent.parent
# Modules that reach the disk, a clock, the network, global randomness, Discord or storage; none of
# them may be imported by engines/ or renderers/ (DESIGN.md, "Layers"), nor the layers above them.
FORBIDDEN = frozenset({"random", "time", "os", "pathlib", "socket", "asyncio", "discord", "sqlite3",
                       "aiosqlite", "asyncpg", "aiohttp", "bot", "tools", "secrets", "datetime",
                       "subprocess", "shutil", "tempfile", "threading", "urllib", "http"})
FORBIDDEN_IN = {"engines": FORBIDDEN | {"renderers", "PIL"}, "renderers": FORBIDDEN}
FORBIDDEN_CALLS = frozenset({"open", "__import__", "exec", "eval"})


def _type_checking_only(tree: ast.AST) -> set[int]:
    """Nodes under ``if TYPE_CHECKING:``: imports for type hints only, never run."""
    nodes: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            nodes.update(id(inner) for child in node.body for inner in ast.walk(child))
    return nodes


def _imported(node: ast.Import | ast.ImportFrom | ast.Call) -> list[str]:
    """The modules a node imports: import statements, and import_module("name") with a literal."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if isinstance(node, ast.ImportFrom):
        return [node.module] if node.level == 0 and node.module else []
    if ast.unparse(node.func).endswith("import_module") and node.args \
            and isinstance(node.args[0], ast.Constant):
        return [str(node.args[0].value)]
    return []


def forbidden_uses(source: str, forbidden: frozenset[str]) -> list[str]:
    """Every import of a forbidden module (and every call of open() and the like) in ``source``."""
    tree = ast.parse(source)
    skip = _type_checking_only(tree)
    found = []
    for node in ast.walk(tree):
        if id(node) in skip or not isinstance(node, (ast.Import, ast.ImportFrom, ast.Call)):
            continue
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in FORBIDDEN_CALLS:
            found.append(f"line {node.lineno}: {node.func.id}()")
        found += [f"line {node.lineno}: {name}" for name in _imported(node)
                  if name.split(".")[0] in forbidden]
    return found


@pytest.mark.parametrize("package", sorted(FORBIDDEN_IN))
def test_layers_touch_no_disk_clock_network_or_randomness(package: str) -> None:
    sources = sorted((ROOT / package).rglob("*.py"))
    assert sources
    found = {str(path.relative_to(ROOT)): uses for path in sources
             if (uses := forbidden_uses(path.read_text(encoding="utf-8"), FORBIDDEN_IN[package]))}
    assert found == {}


def test_the_layer_check_sees_what_it_forbids() -> None:
    for source in ("import random", "import os.path", "from pathlib import Path",
                   "def f():\n    import time", "from bot.service import GameService",
                   "data = open('x').read()", "import importlib\nimportlib.import_module('socket')"):
        assert forbidden_uses(source, FORBIDDEN), source
    for source in ("import re", "from engines.words import winners", "import io",
                   "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import random",
                   "from . import frame"):
        assert not forbidden_uses(source, FORBIDDEN), source
