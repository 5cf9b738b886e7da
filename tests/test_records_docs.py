"""Every example record in docs/records.md replays, and its header says how it ended."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import engines
from bot.record import ppn

DOC = Path(__file__).resolve().parent.parent / "docs" / "records.md"
EXAMPLES = re.findall(r"```ppn\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)


def test_there_is_an_example_for_every_game() -> None:
    titles = {ppn.read(text).game.key for text in EXAMPLES}
    assert titles == set(engines.GAMES)


@pytest.mark.parametrize("text", EXAMPLES, ids=[f"example-{i + 1}" for i in range(len(EXAMPLES))])
def test_an_example_replays_and_its_header_says_how_it_ended(text: str) -> None:
    record = ppn.read(text)
    state = record.state
    assert state is not None
    termination, result = record.header["Termination"], str(record.header["Result"])
    kinds = [entry.kind for entry in record.log]
    if termination == "unterminated":
        assert not state.is_over and result == "*"
    elif termination == "agreement":
        assert kinds[-1] == "draw" and result == "1/2-1/2"
    else:
        expected = {"normal": ("move", "forced"), "resignation": ("resign",), "time forfeit": ("timeout",)}
        assert state.is_over and kinds[-1] in expected[termination] + ("chance",)
        assert result == ppn.result_tag(state.ranking())
    # the public record of a game still on hides the deal (both Tactonix examples are past it); a
    # finished one shows it
    hidden = "?" in text.split("...")[1].split()
    assert hidden == (record.game.key == "tactonix" and not state.is_over)
