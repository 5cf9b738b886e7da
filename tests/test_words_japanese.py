"""A Japanese reader's pictures, alt text and text boards (issue 29): Japanese words of the catalogue,
every character drawn with a real glyph of the fonts packaged in ``renderers/fontdata`` (Noto Sans CJK,
cut to JIS X 0208 level 1 with kana: the machine's own fonts are never read), no English word of the
catalogue left, text boards wrapped by how wide Japanese stands in a monospace font.

A glyph is real when its mask differs from the face's missing-glyph box (``.notdef``, which FreeType draws
for U+FFFF, a noncharacter no font maps); a character no packaged face has is drawn as "?" (or its base
letter), never as that box."""
from __future__ import annotations

import functools
import re
import unicodedata

import pytest
from fluent.syntax import FluentParser, ast as fluent, visitor

import engines
import renderers
from bot.words import words
from bot.words.catalogue import FOLDER
from renderers import fonts, text
from renderers.alt_text import alt_text
from renderers.textboards import WRAP, text_board
from renderers.textboards.common import columns, wrap
from tests.conformance_configs import setups
from tools.gallery import walk

AREAS = ("engines-", "telic-", "coins-", "tactonix-", "tictacdoh-", "icesickle-", "picture-")
NAMES = ["さくら", "bob", "carol", "dave", "eve"]
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
SIZES = (fonts.SMALL, fonts.LARGE, fonts.TITLE)


class Texts(visitor.Visitor):
    """The text of a message, without its variables and its variants' keys."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []

    def visit_TextElement(self, node) -> None:  # noqa: N802 (the visitor's naming)
        self.parts.append(node.value)


@functools.cache
def texts(locale: str) -> dict[str, str]:
    """The text of each message of the engines' and pictures' areas in `locale`'s file."""
    resource = FluentParser().parse((FOLDER / f"{locale}.ftl").read_text(encoding="utf-8"))
    found = {}
    for entry in resource.body:
        if isinstance(entry, fluent.Message) and entry.id.name.startswith(AREAS):
            seen = Texts()
            seen.visit(entry)
            found[entry.id.name] = " ".join(seen.parts)
    return found


def ascii_words(text: str) -> set[str]:
    return {word.lower() for word in re.findall(r"[A-Za-z]{3,}", text)}


@functools.cache
def english_words() -> frozenset[str]:
    """Words of the English catalogue a Japanese reader should never meet: every word of its messages,
    less those Japanese writes itself (move notation such as "roll" in a help line) and the games'
    titles (never translated)."""
    english = set().union(*map(ascii_words, texts("en").values()))
    kept = set().union(*map(ascii_words, texts("ja").values()))
    titles = set().union(*(ascii_words(game.title) for game in engines.GAMES.values()))
    return frozenset(english - kept - titles)


def english_left(said: str, allowed: set[str] = frozenset()) -> set[str]:  # type: ignore[assignment]
    return (ascii_words(said) - allowed) & english_words()


@functools.cache
def notdef(face: str, size: int) -> bytes:
    return bytes(fonts.face_font(face, size).getmask("\uffff"))


def missing_glyphs(said: str, size: int = fonts.BODY) -> list[str]:
    """The characters of `said` drawn without a real glyph: each run's face must draw each character as
    something other than its missing-glyph box, and nothing may be replaced."""
    missing = [char for char in said if not char.isspace() and char not in fonts.drawable(char)]
    for face, chars in fonts.runs(said):
        for char in chars:
            if not char.isspace() and unicodedata.category(char) not in ("Mn", "Cf") \
                    and bytes(fonts.face_font(face, size).getmask(char)) in (b"", notdef(face, size)):
                missing.append(char)
    return missing


def test_every_japanese_character_of_the_catalogue_has_a_glyph() -> None:
    said = texts("ja")
    assert said.keys() == texts("en").keys()
    characters = "".join(sorted(set("".join(said.values()))))
    assert len(JAPANESE.findall(characters)) > 300  # kana and kanji, not a handful
    for size in SIZES:
        assert missing_glyphs(characters, size) == [], size


def test_a_character_no_font_has_is_never_a_box() -> None:
    """A kanji outside the packaged subset (JIS level 2) is drawn as "?", and the check above sees it."""
    assert fonts.face_of("鬱") is None and fonts.drawable("憂鬱") == "憂?"
    assert missing_glyphs("鬱") == ["鬱"]
    assert bytes(fonts.face_font("cjk", fonts.BODY).getmask("\ue000")) == notdef("cjk", fonts.BODY)


def moments(key: str):
    """Positions along a few games of every set-up (every 7th position, and the end)."""
    game = engines.get_game(key)
    for players, options in setups(game)[:2]:
        for number, moment in enumerate(walk(key, players, seed=1, options=options, max_plies=150)):
            if number % 7 == 0 or moment.state.is_over:
                yield moment


@pytest.mark.parametrize("key", sorted(engines.GAMES))
def test_a_japanese_picture_draws_japanese_with_real_glyphs(key: str) -> None:
    ja = words("ja")
    notation: set[str] = set()
    for moment in moments(key):
        state = moment.state
        names = NAMES[:state.num_players]
        if moment.last_move:
            notation |= ascii_words(moment.last_move)
        text.RECORD = []
        try:
            renderers.draw(state, last_move=moment.last_move, last_words=moment.last_words, before=moment.before,
                           players=names, words=ja)
            drawn = [said for said, _, _ in text.RECORD]
        finally:
            text.RECORD = None
        assert any(JAPANESE.search(said) for said in drawn), drawn
        for said in drawn:
            assert "?" not in said and missing_glyphs(said) == [], said
            assert not english_left(said, notation | ascii_words(" ".join(names))), said


@pytest.mark.parametrize("key", sorted(engines.GAMES))
def test_japanese_alt_text_and_text_boards(key: str) -> None:
    """In Japanese, no English word; the text board's lines under the grid within a phone's code block,
    counted in columns (a kanji takes two)."""
    ja = words("ja")
    for moment in moments(key):
        state = moment.state
        names = NAMES[:state.num_players]
        allowed = ascii_words(" ".join(names)) | ascii_words(moment.last_move or "")
        alt = alt_text(state, last_move=moment.last_move, last_words=moment.last_words, players=names, words=ja)
        board = text_board(state, last_move=moment.last_move, last_words=moment.last_words, players=names,
                           words=ja)
        assert JAPANESE.search(alt) and JAPANESE.search(board)
        assert not english_left(alt, allowed), alt
        lines = board.split("\n")
        grid = max(i for i, line in enumerate(lines) if line == lines[0] and i > 0)
        assert not english_left("\n".join(lines[grid + 1:]), allowed), board
        width = max(WRAP, len(lines[0]))
        assert all(columns(line) <= width for line in lines[grid + 1:]), board


def test_japanese_wraps_between_characters_and_keeps_closing_marks() -> None:
    line = "青：さくら。センターゾーン 0/12。手持ち：1 1 2 2 3 4 4 5 5 6 6。ダイスの目は3、赤の目標はa2です。"
    lines = wrap(line, 40)
    assert len(lines) > 1 and all(columns(part) <= 40 for part in lines)
    assert "".join(part.strip() for part in lines).replace(" ", "") == line.replace(" ", "")
    assert all(part.strip()[0] not in "、。：）" for part in lines[1:])
    assert lines[1].startswith("  ")
    english = "Blue: ann. Center Zone 0 of 12. Stash: 1 1 2 2 3 4 4 5 5 6 6. Die: 3."
    assert wrap(english, 30) == ["Blue: ann. Center Zone 0 of", "  12. Stash: 1 1 2 2 3 4 4 5 5", "  6 6. Die: 3."]
