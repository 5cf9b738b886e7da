"""What a picture says of the last move: the footer says the engine's words whole when they fit; marks show
only what the move did."""
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


def test_an_icesickle_jump_crosses_only_the_squares_it_captured_from(monkeypatch) -> None:
    """With the position before the jump, a passed square that was already empty is not crossed."""
    from tools.gallery import walk
    from renderers import icesickle

    crossed: list[tuple[float, float]] = []
    monkeypatch.setattr(icesickle, "cross", lambda img, centre, size: crossed.append(centre))
    for moment in walk("icesickle", 2, seed=3, max_plies=200):
        before, move = moment.before, moment.last_move
        if before is None or move is None or "-" not in move:
            continue
        passed = icesickle.squares_between(*move.split("-"))
        held = before.view(None).get("board", {})
        if any(not held.get(name) for name in passed if icesickle.GRID.contains(name)):
            crossed.clear()
            renderers.draw(moment.state, last_move=move, before=before)
            with_before = list(crossed)
            crossed.clear()
            renderers.draw(moment.state, last_move=move)
            assert len(with_before) == sum(1 for n in passed if icesickle.GRID.contains(n) and held.get(n))
            assert len(with_before) < len(crossed)
            return
    raise AssertionError("no jump over an empty square in this game: pick another seed")
