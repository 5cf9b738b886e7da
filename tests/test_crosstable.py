"""The tournament crosstable picture and its alt text (issue 32, renderers/crosstable.py): a small table
decodes, keeps the 800 px width, puts every word in its own cell (no overlap at 800 or 400 px, names cut
only where they do not fit, as tests/test_picture_layout.py checks board pictures); a 30-player table
stays legible (no text under 22 px at 800, 11 px at 400) within a size budget; Japanese names and words
are drawn; names are said but never obeyed; the alt text names every player once with their points."""
from __future__ import annotations

import io
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from PIL import Image

from bot.words import words as words_in
from engines.phrases import Phrase
from renderers import cache, text
from renderers.crosstable import (
    ALT_LIMIT, CrossRow, Crosstable, crosstable_alt, crosstable_image, draw_crosstable, shown_name,
)
from renderers.fonts import MIN_SIZE, runs
from renderers.text import Placed
from tests.test_picture_layout import PHONE, Sample, _names_shown, _overflows, _overlaps, _shortened

NAMES4 = ("alice", "Bartholomew Fitzgerald-Quintana", "とても長い名前のプレイヤーです", "bob\x1b[31m\u202eevil\n")
# a 4-player round-robin after two rounds: row i's cells[j] is i's result against j
CELLS4 = (("", "1", "½", "1"), ("0", "", "–", "1"), ("½", "–", "", "1"), ("0", "0", "0", ""))
POINTS4 = (2.5, 1.0, 1.5, 0.0)
TIEBREAKS4 = ((2.25, 3.0), (0.0, 4.0), (1.0, 3.5), (0.0, 5.0))


def four(names: tuple[str, ...] = NAMES4) -> Crosstable:
    order = (0, 2, 1, 3)  # rows in standing order: points, then the tie-breaks
    rows = tuple(CrossRow(rank, names[i], tuple(CELLS4[i][j] for j in order), POINTS4[i], TIEBREAKS4[i])
                 for rank, i in enumerate(order, 1))
    return Crosstable("Spring round-robin: Tic Tac Doh!", rows, ("sb", "Buchholz"))


def crowd(count: int, double: bool = False) -> Crosstable:
    """A finished round-robin of ``count`` players (a double one: two games a pair), the stronger row
    winning, every third game drawn."""
    rows = []
    for i in range(count):
        cells = []
        for j in range(count):
            one = "" if i == j else "½" if (i + j) % 3 == 0 else "1" if i < j else "0"
            cells.append(f"{one} {one}" if double and one else one)
        rows.append(CrossRow(i + 1, f"Player number {i + 1} of the crowd", tuple(cells),
                             float(count - i), (float(2 * count - i) + 0.25, float(3 * count - i))))
    return Crosstable("Winter Swiss", tuple(rows), ("buchholz", "sb"))


@contextmanager
def recorded() -> Iterator[None]:
    cache.clear()  # sprites drawn before recording carry no notes
    text.recording(True)
    try:
        yield
    finally:
        text.recording(False)
        cache.clear()


def sample(table: Crosstable, locale: str) -> Sample:
    with recorded():
        image = crosstable_image(table, words_in(locale))
    names = tuple(shown_name(row.name) for row in table.rows)
    return Sample(f"crosstable {locale}", names, image, text.placed(image), text.areas(image))


def _rows(placed: tuple[Placed, ...]) -> list[list[str]]:
    """The texts of the picture line by line (by their anchor's height), each line left to right."""
    lines: dict[int, list[Placed]] = {}
    for p in placed:
        lines.setdefault(round(p.xy[1]), []).append(p)
    return [[p.text for p in sorted(line, key=lambda p: p.xy[0])] for _, line in sorted(lines.items())]


@pytest.mark.parametrize("locale", ["en", "ja"])
def test_a_small_table_has_every_word_in_its_cell(locale: str) -> None:
    table = four()
    found = sample(table, locale)
    say = words_in(locale)
    png = draw_crosstable(table, say)
    decoded = Image.open(io.BytesIO(png))
    assert decoded.format == "PNG" and decoded.size == found.image.size
    assert decoded.width == 800 and decoded.width < decoded.height * 3  # one block: not a tall picture
    assert decoded.height < 500
    # the lines: title, headings, then each row: number, name, its results (none on the diagonal),
    # points and tie-breaks, as the catalogue writes them
    lines = _rows(found.texts)
    assert lines[0] == ["Spring round-robin: Tic Tac Doh!"]
    assert lines[1] == [say("picture-crosstable-rank"), say("picture-crosstable-player"), "1", "2", "3", "4",
                        say("picture-crosstable-points"), say("picture-crosstable-tiebreak-sb"),
                        say("picture-crosstable-tiebreak-buchholz")]
    assert len(lines) == 2 + len(table.rows)
    for number, (row, line) in enumerate(zip(table.rows, lines[2:]), 1):
        figures = [say("picture-crosstable-number", value=v) for v in (row.points, *row.tiebreaks)]
        assert line[0] == str(number)
        assert line[2:] == [cell for cell in row.cells if cell] + figures
        assert line[1] == shown_name(row.name) or "…" in line[1]
    assert "2.5" in lines[2] and "2.25" in lines[2]
    assert _overflows(found) == []
    assert _overlaps(found) == [] and _overlaps(found, PHONE) == []
    assert _shortened(found) == [] and _names_shown(found) == []
    assert any("…" in t.text for t in found.texts)  # the long names were cut (else the check proved nothing)


def test_names_are_said_never_obeyed() -> None:
    assert shown_name("bob\x1b[31m\u202eevil\n") == "bob[31mevil"
    assert shown_name("  a\u2066\tb  ") == "a b" and shown_name("\x07\u202e") == "?"
    found = sample(four(), "en")
    alt = crosstable_alt(four(), words_in("en"))
    every = "".join(t.text for t in found.texts) + alt
    assert "bob[31mevil" in every and not any(c in every for c in "\x1b\u202e\n")


def test_japanese_names_and_words_are_drawn() -> None:
    names = ("さくら", "山田太郎", "李小龍", "김민준")
    table = four(names)
    found = sample(table, "ja")
    image = found.image.convert("L")
    for name in names:
        assert {face for face, _ in runs(name)} <= {"cjk", "hangul"}  # no "?" in place of a glyph
        [placed] = [t for t in found.texts if t.text == name]
        ink = image.crop(placed.box).getextrema()
        assert ink[0] < 80, name  # dark strokes where the name stands
    assert "プレイヤー" in [t.text for t in found.texts]
    assert _overlaps(found) == [] and _overflows(found) == []


@pytest.mark.parametrize("double", [False, True], ids=["round-robin", "double"])
def test_thirty_players_stay_legible_within_a_budget(double: bool) -> None:
    table = crowd(30, double)
    text.RECORD = []
    try:
        image = crosstable_image(table, words_in("en"))
        sizes = [size for _, size, _ in text.RECORD]
        drawn = [t for t, _, _ in text.RECORD]
    finally:
        text.RECORD = None
    assert image.width == 800 and image.height <= (3200 if not double else 4800)
    assert min(sizes) >= MIN_SIZE and min(sizes) / 2 >= 11  # as a phone shows it 400 px wide
    png = draw_crosstable(table, words_in("en"))
    assert len(png) <= 250 * 1024
    # every column is headed, every result and every player's points drawn
    for number in range(1, 31):
        assert str(number) in drawn
    results = sum(1 for row in table.rows for cell in row.cells if cell)
    assert sum(1 for t in drawn if t in {"1", "0", "½", "1 1", "0 0", "½ ½"}) >= results
    named = sum(1 for t in drawn if t.startswith("Player number"))
    assert named >= 30 and named % 30 == 0  # each row once in every block


def test_a_crowded_table_keeps_its_words_apart() -> None:
    """Split into blocks, a 12-player double round-robin's texts still each stay in their cell."""
    found = sample(crowd(12, double=True), "de")
    assert found.image.height > 2 * 13 * 30  # two blocks at least: the split is what is checked
    assert _overflows(found) == [] and _overlaps(found) == [] and _overlaps(found, PHONE) == []


def _speaking(locale: str) -> tuple[list[Phrase], object]:
    said: list[Phrase] = []
    say = words_in(locale)

    def speaker(phrase: Phrase) -> str:
        said.append(phrase)
        return say(phrase)
    return said, speaker


def test_the_alt_text_names_every_player_once_with_points() -> None:
    table = four()
    said, speaker = _speaking("en")
    alt = crosstable_alt(table, speaker)  # type: ignore[arg-type]
    rows = [p for p in said if p.key == "picture-crosstable-alt-row"]
    assert [p.args["rank"] for p in rows] == ["1", "2", "3", "4"]
    assert [p.args["name"] for p in rows] == [shown_name(row.name) for row in table.rows]
    assert [p.args["points"].args["points"] for p in rows] == [2.5, 1.5, 1, 0]
    assert [[t.key for t in p.args["tiebreaks"]] for p in rows] == [["picture-crosstable-tiebreak-sb-alt",
                                                                    "picture-crosstable-tiebreak-buchholz-alt"]] * 4
    assert [[t.args["value"] for t in p.args["tiebreaks"]] for p in rows] == [list(r.tiebreaks) for r in table.rows]
    english = words_in("en")
    assert alt.startswith(english("picture-crosstable-alt-title", title="Spring round-robin: Tic Tac Doh!"))
    for row in table.rows:
        assert alt.count(shown_name(row.name)) == 1
    assert alt.index("alice") < alt.index("とても") < alt.index("Bartholomew") < alt.index("bob")
    assert "2.5 points" in alt and "1 point," in alt  # the point is the English: its plural


def test_a_long_alt_text_is_cut_to_whole_sentences() -> None:
    table = crowd(40)
    said, speaker = _speaking("en")
    alt = crosstable_alt(table, speaker)  # type: ignore[arg-type]
    assert len(alt) <= ALT_LIMIT
    listed = [p for p in said if p.key == "picture-crosstable-alt-row-plain"]
    shown = [p for p in listed[-40:] if str(p.args["name"]) in alt]
    assert shown and [p.args["rank"] for p in shown] == [str(n) for n in range(1, len(shown) + 1)]
    assert alt.endswith(" " + words_in("en")("picture-crosstable-alt-more", count=40 - len(shown)))


@pytest.mark.parametrize(("table", "why"), [
    (Crosstable("t", (), ()), "at least one player"),
    (Crosstable("t", (CrossRow(1, "a", ("", "1"), 1.0, ()),), ()), "2 cells for 1 players"),
    (Crosstable("t", (CrossRow(1, "a", ("",), 1.0, (1.0,)),), ("median",)), "tie-break 'median'"),
    (Crosstable("t", (CrossRow(1, "a", ("",), 1.0, ()),), ("sb",)), "0 tie-breaks for 1 labels"),
    (Crosstable("t", (CrossRow(0, "a", ("",), 1.0, ()),), ()), "rank 0"),
])
def test_a_table_it_cannot_draw_is_refused_in_a_sentence(table: Crosstable, why: str) -> None:
    for call in (crosstable_image, crosstable_alt):
        with pytest.raises(ValueError, match=why):
            call(table)
