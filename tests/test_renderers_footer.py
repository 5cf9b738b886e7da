"""The footer says the engine's words for the last move whole whenever they fit the picture's width."""
from __future__ import annotations

import engines
import renderers
from renderers import frame


def test_long_move_words_are_said_whole_without_the_label(monkeypatch) -> None:
    drawn: list[str] = []
    original = frame.put_text

    def recording(img, xy, text, *args, **kwargs):
        drawn.append(text)
        return original(img, xy, text, *args, **kwargs)

    monkeypatch.setattr(frame, "put_text", recording)
    state = engines.get_game("tictacdoh").new_game(2, {})
    words = "a3 -> a4 (Single 2), bumping Blue's Single 1 back to its stash"
    renderers.draw(state.play("Mc3"), last_move="Mc3", last_words=words)
    assert words in drawn and "Last move:" not in drawn  # the magenta frame alone says "last move"
    drawn.clear()
    renderers.draw(state.play("Mc3"), last_move="Mc3", last_words="Place a medium pyramid on c3")
    assert "Last move:" in drawn and "Place a medium pyramid on c3" in drawn
