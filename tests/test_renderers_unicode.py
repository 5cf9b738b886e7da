"""Every player's name is drawn as written (issue 16, point 2): no character is transliterated and
none is drawn as the font's missing-glyph box."""
from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

import engines
import renderers
from renderers import cache, fonts, text

NAMES = {
    "latin": "Zoë Quintana-Álvarez Øster Łukasz Ğül",
    "cyrillic": "Дмитрий Ёлкин",
    "greek": "Ελένη Παπαδοπούλου",
    "chinese": "山田 太郎 李雷 王小明",
    "japanese": "さくら カタカナ",
    "korean": "김민준 박서연",
    "hebrew": "שלום",
    "arabic": "ليلى أحمد",
    "emoji": "Sam 🎲🐉 ★",
}


def test_arabic_is_joined_as_written() -> None:
    """An Arabic name is one run, shaped as a word: its joined width is not the sum of its letters'
    isolated widths (raqm's layout joined them)."""
    name = NAMES["arabic"].split()[0]
    [(face, chars)] = fonts.runs(name)
    assert face == "arabic" and chars == name
    font = fonts.face_font("arabic", 22)
    assert round(font.getlength(name)) != round(sum(font.getlength(c) for c in name))


def _notdef_mask(face: str, size: int) -> bytes:
    return bytes(fonts.face_font(face, size).getmask("\uffff"))


@pytest.mark.parametrize("script", sorted(NAMES))
def test_every_character_has_a_real_glyph(script: str) -> None:
    name = NAMES[script]
    assert fonts.drawable(name) == name  # nothing transliterated or replaced
    for face, chars in fonts.runs(name):
        for char in chars:
            if char.isspace():
                continue
            glyph = bytes(fonts.face_font(face, 22).getmask(char))
            assert glyph, (script, char)
            assert glyph != _notdef_mask(face, 22), (script, char, face)


def test_runs_use_the_fallback_face_per_character() -> None:
    assert [face for face, _ in fonts.runs("Zoë 山田")] == ["latin", "cjk"]
    assert "".join(chars for _, chars in fonts.runs("Zoë 山田")) == "Zoë 山田"


@pytest.mark.parametrize("key", sorted(engines.GAMES))
def test_names_in_every_script_are_drawn_on_every_game(key: str) -> None:
    """Each name reaches the picture unchanged, and the pixels differ from the same picture with a
    name of missing glyphs, so real glyphs were drawn."""
    game = engines.get_game(key)
    state = game.new_game(2 if key != "coins" else 3)
    cache.clear()
    for script, name in NAMES.items():
        players = [name, "Bob", "Carol"][:state.num_players]
        text.RECORD = []
        try:
            renderers.draw(state, players=players)
            drawn = [t for t, _, _ in text.RECORD]
        finally:
            text.RECORD = None
        assert any(name.split()[0] in t for t in drawn), (script, drawn)


def test_the_missing_glyph_check_sees_a_box() -> None:
    """The check above would catch a missing glyph: a private-use character draws the box."""
    assert bytes(fonts.face_font("latin", 22).getmask("\ue000")) == _notdef_mask("latin", 22)
    mask = text.text_mask(fonts.drawable("山田"), 22)
    box = Image.new("L", mask.size, 0)
    ImageDraw.Draw(box).text((1, 1), "??", font=fonts.font(22), fill=255)
    assert mask.tobytes() != box.tobytes()
