"""Where every word lands on a picture (issue 30): for sample positions of every game (every player
count, short and long names in several scripts, public and private views, games over, three
languages), no two texts' ink overlaps, no text runs outside the picture, the sprite it is written on
or the area it belongs to (a panel, a square, the header), at 800 px and as a phone shows it at 400
px; and a player's name is shortened only where the whole name does not fit, then with an ellipsis
and at least 12 of its characters. Tic Tac Doh!'s pieces fill most of their square and a nest still
shows each of its pieces at 400 px.

The renderers note every text they put on an image while ``renderers.text.recording`` is on (see
``renderers/text.py``); the samples are drawn once per test process and every check reads them.
"""
from __future__ import annotations

import functools
import math
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from PIL import Image

import engines
import renderers
from bot.words import words as words_in
from engines.base import State
from renderers import cache, text
from renderers import tictacdoh as ttd
from renderers.pyramids import ICE_FILL, ice_stack
from renderers.text import Box, Placed
from tools.gallery import Moment, walk

# Names in several scripts, short and long (a Discord display name has at most 32 characters).
NAME_SETS = (
    ("alice", "bob", "Zoë", "Li", "eve"),
    ("Computer 3 (easy)", "Bartholomew Fitzgerald-Quintana", "Computer 1 (hard)",
     "Zoë Quintana-Álvarez", "Computer 2 (easy)"),
    ("さくら", "とても長い名前のプレイヤーです", "山田太郎", "김민준", "李小龍"),
    ("Зоя Петрова", "Александра Владимировна Петрова", "דוד כהן", "محمد عبد الرحمن", "Ünal Şahin"),
)
LANGUAGES = ("en", "ja", "de")
ELLIPSES = ("…", "...")
MIN_KEPT = 12
PHONE = 2  # Discord shows the 800 px picture 400 px wide on a phone


@dataclass(frozen=True)
class Sample:
    label: str
    names: tuple[str, ...]
    image: Image.Image
    texts: tuple[Placed, ...]
    areas: tuple[tuple[str, Box], ...]


def _moments(key: str, players: int, options: dict) -> Iterator[tuple[str, Moment]]:
    """A compact sample of one game: its start, a position in play, its end (or the last position of
    a capped random game), and games ended or thinned by resignations."""
    moments = list(walk(key, players, seed=1, options=options, max_plies=70))  # Tactonix plays from ply 61
    yield "start", moments[0]
    middle = moments[min(len(moments) - 1, 24)]
    yield "play", middle
    yield "last", moments[-1]
    state = middle.state
    if not state.is_over:
        for seat in range(players - 1):  # one resignation, then more until the game is over
            state = state.resign(seat)
            yield f"resigned x{seat + 1}", Moment(state, middle.last_move, middle.last_words, middle.before)
            if state.is_over:
                break


def _setups() -> Iterator[tuple[str, int, dict]]:
    for key in sorted(engines.GAMES):
        game = engines.get_game(key)
        for players in range(game.min_players, game.max_players + 1):
            options = {"spare": False} if key == "tactonix" and players == 5 else {}
            yield key, players, options


def _draw(state: State, moment: Moment, seat: int | None, names: tuple[str, ...], language: str
          ) -> Image.Image:
    return renderers.draw(state, seat=seat, last_move=moment.last_move, last_words=moment.last_words,
                          players=words_in(language).names(names), before=moment.before, words=words_in(language))


@functools.cache
def samples() -> dict[str, tuple[Sample, ...]]:
    """Every sample picture with its layout record, by game (drawn once: the checks share them)."""
    out: dict[str, list[Sample]] = {key: [] for key in engines.GAMES}
    turn = 0
    cache.clear()  # sprites drawn before recording carry no notes
    text.recording(True)
    try:
        for key, players, options in _setups():
            for what, moment in _moments(key, players, options):
                names = NAME_SETS[turn % len(NAME_SETS)]
                names = (names[turn % 2:] + names[:turn % 2])[:players]
                language = LANGUAGES[turn % len(LANGUAGES)]
                seats: tuple[int | None, ...] = (None, turn % players)
                for seat in seats:
                    image = _draw(moment.state, moment, seat, names, language)
                    label = f"{key} {players}p {what} seat={seat} {language} {names}"
                    # as the service passes them: a computer's name in the reader's words
                    shown = tuple(words_in(language).names(names))
                    out[key].append(Sample(label, shown, image, text.placed(image), text.areas(image)))
                turn += 1
    finally:
        text.recording(False)
        cache.clear()  # no sprite with notes outlives the samples
    return {key: tuple(found) for key, found in out.items()}


def _inside(inner: Box, outer: Box) -> bool:
    return outer[0] <= inner[0] and outer[1] <= inner[1] and inner[2] <= outer[2] and inner[3] <= outer[3]


def _meets(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _at_phone(box: Box) -> Box:
    """The pixels a box touches once the picture is halved: an edge pixel counts for the whole one."""
    return (box[0] // PHONE, box[1] // PHONE, math.ceil(box[2] / PHONE), math.ceil(box[3] / PHONE))


def _area_of(sample: Sample, placed: Placed) -> tuple[str, Box]:
    """The smallest declared area holding the text's anchor point (else the picture)."""
    x, y = placed.xy
    holding = [(name, box) for name, box in sample.areas if box[0] <= x <= box[2] and box[1] <= y <= box[3]]
    if not holding:
        return "picture", (0, 0, sample.image.width, sample.image.height)
    return min(holding, key=lambda found: (found[1][2] - found[1][0]) * (found[1][3] - found[1][1]))


SLACK = 3  # px: a whole name "fits" only with room to spare (ink is a little narrower than its advance)


def _fits(sample: Sample, placed: Placed, box: Box, others: list[Placed]) -> bool:
    """Whether a text with this ink box would stand in its area, on the picture, clear of others."""
    _, where = _area_of(sample, placed)
    where = (where[0] + SLACK, where[1], where[2] - SLACK, where[3])
    return (_inside(box, where) and _inside(box, (0, 0, sample.image.width, sample.image.height))
            and not any(_meets(box, other.box) for other in others))


def _overflows(sample: Sample) -> list[str]:
    found = []
    for placed in sample.texts:
        name, where = _area_of(sample, placed)
        if placed.clipped:
            found.append(f"{placed.text!r} runs off the image it is drawn on")
        elif not _inside(placed.box, where):
            found.append(f"{placed.text!r} {placed.box} runs out of the {name} {where}")
    return found


def _overlaps(sample: Sample, scale: int = 1) -> list[str]:
    found = []
    texts = sample.texts
    boxes = [t.box if scale == 1 else _at_phone(t.box) for t in texts]
    for i, a in enumerate(texts):
        for j in range(i + 1, len(texts)):
            if _meets(boxes[i], boxes[j]):
                found.append(f"{a.text!r} {boxes[i]} and {texts[j].text!r} {boxes[j]}")
    return found


def _shortened(sample: Sample) -> list[str]:
    """Names cut although the whole would fit where it stands, or cut to fewer than 12 characters.

    A text with an ellipsis holds the kept start of a name before it (or, where the name is wrapped,
    the end of that start); the whole name in its place, drawn at the same anchor, must not fit."""
    found = []
    for index, placed in enumerate(sample.texts):
        for mark in ELLIPSES:
            at = placed.text.find(mark)
            if at < 0:
                continue
            before, after = placed.text[:at], placed.text[at + len(mark):]
            for name in sample.names:
                kept = _kept(before, name)
                if kept is None:
                    continue
                whole = before + name[kept:].lstrip() + after
                others = [t for k, t in enumerate(sample.texts) if k != index]
                box = text.ink_box(whole, placed.size, placed.bold, placed.xy, placed.anchor)
                if len(name[:kept].strip()) < MIN_KEPT:
                    found.append(f"{name!r} cut to {name[:kept]!r} in {placed.text!r}")
                elif _fits(sample, placed, box, others):
                    found.append(f"{name!r} cut in {placed.text!r} though {whole!r} fits")
            break
    return found


def _kept(before: str, name: str) -> int | None:
    """How many characters of ``name`` a text shows before its ellipsis: ``before`` ends with the
    name's start (or, a wrapped name's second line, is the end of that start). None: not this name."""
    for kept in range(len(name) - 1, 0, -1):
        start = name[:kept].rstrip()
        if len(start) >= 2 and (before.endswith(start) or (before and start.endswith(before)
                                                            and len(before) >= 2)):
            return kept
    return None


def _names_shown(sample: Sample) -> list[str]:
    """Every player's name is on the picture, whole or as its first 12 characters and more."""
    stream = "".join("".join(t.text.split()) for t in sample.texts)
    missing = []
    for name in sample.names:
        squeezed = "".join(name.split())
        if squeezed in stream:
            continue
        if "".join(name[:MIN_KEPT].split()) not in stream:
            missing.append(name)
    return missing


@pytest.mark.parametrize("key", sorted(engines.GAMES))
def test_no_text_runs_out_of_its_place(key: str) -> None:
    problems = [f"{s.label}: {p}" for s in samples()[key] for p in _overflows(s)]
    assert problems == []


@pytest.mark.parametrize("key", sorted(engines.GAMES))
def test_no_two_texts_overlap_at_800_or_400_px(key: str) -> None:
    problems = [f"{s.label} @{800 // scale}px: {p}" for s in samples()[key]
                for scale in (1, PHONE) for p in _overlaps(s, scale)]
    assert problems == []


@pytest.mark.parametrize("key", sorted(engines.GAMES))
def test_names_are_cut_only_where_they_do_not_fit(key: str) -> None:
    problems = [f"{s.label}: {p}" for s in samples()[key] for p in _shortened(s)]
    missing = [f"{s.label}: {name!r} is not on the picture" for s in samples()[key]
               for name in _names_shown(s)]
    assert problems + missing == []


def test_the_samples_cover_what_they_claim() -> None:
    """Game over, private views, long names in every script and several player counts: a check
    over samples without them would prove nothing."""
    every = [s for found in samples().values() for s in found]
    assert {s.label.split()[0] for s in every} == set(engines.GAMES)
    assert any(" over " in s.label or "resigned" in s.label for s in every)
    assert sum(1 for s in every if "…" in "".join(t.text for t in s.texts)) >= 3  # some names were cut
    counts = {(s.label.split()[0], s.label.split()[1]) for s in every}
    for key in engines.GAMES:
        game = engines.get_game(key)
        assert {n for k, n in counts if k == key} == {f"{n}p" for n in range(game.min_players,
                                                                               game.max_players + 1)}
    assert all(s.texts for s in every)


# ---- Tic Tac Doh!'s pieces ----------------------------------------------------------------------

STACKS = (("S",), ("M",), ("L",), ("L", "M"), ("M", "S"), ("L", "S"), ("L", "M", "S"), ("S", "M"),
          ("M", "L"), ("S", "L"), ("S", "M", "L"))
SIZES = "SML"


def _shape(stack: tuple[str, ...]) -> str:
    """Bottom to top: a tree shrinks upwards, a nest grows (each piece covers the one under it)."""
    if len(stack) == 1:
        return "single"
    return "tree" if SIZES.index(stack[0]) > SIZES.index(stack[1]) else "nest"


@pytest.mark.parametrize("stack", STACKS, ids="".join)
def test_tictacdoh_pieces_fill_most_of_their_square(stack: tuple[str, ...]) -> None:
    """Every single piece and stack is at least 60% of a square's width, and stays inside it."""
    sprite = ice_stack(stack, _shape(stack))
    x0, y0, x1, y1 = sprite.getchannel("A").getbbox()
    assert x1 - x0 >= 0.6 * ttd.CELL, (stack, x1 - x0)
    assert sprite.width <= ttd.CELL - 4 and sprite.height <= ttd.CELL - 4


def _runs(pixels: list[tuple[int, int, int]], colour: tuple[int, int, int]) -> list[int]:
    """Lengths of the runs of pixels near ``colour`` along a line."""
    runs, current = [], 0
    for pixel in pixels:
        if sum(abs(a - b) for a, b in zip(pixel, colour)) <= 60:
            current += 1
        elif current:
            runs.append(current)
            current = 0
    return runs + ([current] if current else [])


@pytest.mark.parametrize("stack", [s for s in STACKS if len(s) > 1], ids="".join)
def test_tictacdoh_stack_reads_as_its_pieces_at_400_px(stack: tuple[str, ...]) -> None:
    """Drawn on a square and halved as a phone shows it, each piece of a stack still shows at least
    4 px of its own colour along a line through the stack (a nest: across its lower part, through the
    ring of every piece round the inner ones; a tree: down through every band, beside the letters)."""
    sprite = ice_stack(stack, _shape(stack))
    square = Image.new("RGB", (ttd.CELL, ttd.CELL), (232, 221, 196))
    square.paste(sprite, ((ttd.CELL - sprite.width) // 2, ttd.CELL - 6 - sprite.height), sprite)
    phone = square.resize((ttd.CELL // PHONE, ttd.CELL // PHONE), Image.Resampling.LANCZOS)
    w, h = phone.size
    if _shape(stack) == "nest":
        y = h - 6  # above the common base and its outline: every piece's side shows in turn
        line = [phone.getpixel((x, y)) for x in range(w)]
    else:
        line = [phone.getpixel((w // 2 + 6, y)) for y in range(h)]  # beside the labels, top to bottom
    for piece in stack:
        shown = sum(_runs(line, ICE_FILL[piece]))  # the innermost piece's letter may split its run
        assert shown >= 4, (stack, piece, shown)


# ---- Telic ----------------------------------------------------------------------------------------

def test_telic_draws_its_corner_links() -> None:
    """The rules link a5 with d1 and d5 with a1 (rules/telic.md): beside each of those corners, off
    the board, the picture names the square it leads to."""
    from renderers import telic
    state = engines.get_game("telic").new_game(2)
    cache.clear()
    text.recording(True)
    try:
        image = renderers.draw(state)
    finally:
        text.recording(False)
        cache.clear()
    grid = telic.GRID
    corners = {"a5": (grid.left, grid.top), "d5": (grid.left + grid.width, grid.top),
               "a1": (grid.left, grid.top + grid.height), "d1": (grid.left + grid.width, grid.top + grid.height)}
    links = state.view(None)["corner_links"]
    assert sorted(map(sorted, links)) == [["a1", "d5"], ["a5", "d1"]]
    for a, b in links:
        for here, there in ((a, b), (b, a)):
            near = [p for p in text.placed(image) if there in p.text.split()
                    and not _meets(p.box, grid.box)
                    and min(corners, key=lambda c: math.dist(corners[c], _centre(p.box))) == here]
            assert near, f"no link from {here} to {there}"


def _centre(box: Box) -> tuple[float, float]:
    return ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)


def test_telic_strip_says_stash_as_the_rules_do() -> None:
    """The strip counts the pyramids in each stash with the word the picture's stash heading uses,
    in every language (the rules say "stash", never "in hand")."""
    from bot.words import LOCALES
    for locale in LOCALES:
        say = words_in(locale)
        stash = say("picture-stash").casefold()
        assert stash in say("picture-telic-strip", home=3, held=5).casefold(), locale
