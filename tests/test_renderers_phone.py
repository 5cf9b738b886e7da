"""Pictures read on a phone (issue 16, point 1): measured while rendering positions of every game,
every string drawn is at least 22 px at 800 px wide (11 px when Discord shows it 400 px wide), the
board with its coordinates spans at least 70% of the width (Telic's, taller than wide, also stands
above a compact strip), and no panel runs into the footer."""
from __future__ import annotations

import importlib

import pytest

import engines
import renderers
from renderers import board, cache, frame, text
from tests.test_renderers import NAMES, positions
from tools.gallery import walk

MIN_PX_AT_800 = 22
MIN_BOARD_SHARE = 0.70


def _grid(key: str, moment) -> board.Grid:
    module = importlib.import_module(f"renderers.{key}")
    if hasattr(module, "GRID"):
        return module.GRID
    return module._grid(int(moment.state.view(None).get("board_size", 8)))


@pytest.mark.parametrize("key", sorted(engines.GAMES))
def test_every_text_is_at_least_22_px(key: str) -> None:
    sizes: list[tuple[int, str]] = []
    for moment in list(positions(key, every=15)):
        cache.clear()  # so that text inside cached sprites (piece labels) is drawn, and recorded
        text.RECORD = []
        try:
            for seat in (None, 0):
                renderers.draw(moment.state, seat=seat, last_move=moment.last_move,
                               last_words=moment.last_words,
                               players=NAMES[:moment.state.num_players])
            sizes += [(size, t) for t, size, _ in text.RECORD]
        finally:
            text.RECORD = None
    assert sizes
    small = [(size, t) for size, t in sizes if size < MIN_PX_AT_800]
    assert small == []
    assert min(size for size, _ in sizes) / 2 >= 11  # at 400 px wide


@pytest.mark.parametrize("key", sorted(engines.GAMES))
def test_board_share_of_the_width(key: str) -> None:
    """The board's squares plus its coordinate margins, as a share of the 800 px width."""
    moment = next(iter(positions(key)))
    grid = _grid(key, moment)
    share = (grid.width + 2 * board.COORD_MARGIN) / 800
    assert share >= MIN_BOARD_SHARE, f"{key}: {share:.1%}"


def _drawn(moment, monkeypatch) -> tuple[list, int, int]:
    """Every string drawn on the public picture of ``moment`` (text, size, box), how many of them
    came before the footer, and the picture's height."""
    counted: list[int] = []
    real = frame.draw_last_move

    def footer(img, last, voice):
        counted.append(len(text.RECORD))
        real(img, last, voice)

    monkeypatch.setattr(frame, "draw_last_move", footer)
    text.RECORD = []
    try:
        image = renderers.draw(moment.state, last_move=moment.last_move,
                               last_words=moment.last_words, before=moment.before,
                               players=NAMES[:moment.state.num_players])
        return list(text.RECORD), counted[-1], image.height
    finally:
        text.RECORD = None


@pytest.mark.parametrize("key", sorted(engines.GAMES))
def test_nothing_runs_into_the_footer(key: str, monkeypatch) -> None:
    """Every string drawn before the footer ends above it: no side panel is cut off."""
    for moment in positions(key, every=5):
        drawn, before_footer, height = _drawn(moment, monkeypatch)
        top = frame.footer_top(height)
        # A box is the font's whole line box: its last ~8 px hold only descenders, which no
        # coordinate ("a", "8") has.
        late = [(t, box) for t, _, box in drawn[:before_footer]
                if box[3] - (8 if len(t) == 1 and (t.islower() or t.isdigit()) else 0) > top]
        assert late == [], f"{key}: {late}"


def test_tactonix_setup_fits_with_the_most_players(monkeypatch) -> None:
    for players, options in ((4, {}), (5, {"spare": False})):  # five only without the spare colour
        for phase in ("setup", "play"):
            moments = walk("tactonix", players, seed=1, options=options, max_plies=120)
            moment = next((m for m in moments if m.state.view(None)["phase"] == phase), None)
            if moment is None:
                continue
            drawn, before_footer, height = _drawn(moment, monkeypatch)
            late = [t for t, _, box in drawn[:before_footer] if box[3] > frame.footer_top(height)]
            assert late == [], (players, phase, late)


def test_telic_board_stands_above_a_compact_strip(monkeypatch) -> None:
    """Telic's 4 x 5 board spans 70% of the width and stands wholly above the strip (names, home
    counts, stashes), which is at most a sixth of the picture and holds everything but the board."""
    from renderers import telic
    for moment in positions("telic", every=20):
        drawn, before_footer, height = _drawn(moment, monkeypatch)
        board_bottom = telic.GRID.top + telic.GRID.height + board.COORD_MARGIN
        strip = (telic.STRIP_TOP, frame.footer_top(height))
        assert board_bottom <= strip[0]
        assert strip[1] - strip[0] <= height / 6
        assert height <= 1.25 * 800
        below = [t for t, _, box in drawn[:before_footer] if box[1] >= board_bottom]
        assert below and all(strip[0] <= box[1] and box[3] <= strip[1]
                             for _, _, box in drawn[:before_footer] if box[1] >= board_bottom)
