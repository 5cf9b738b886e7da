"""The golden perft files under tests/perft are exact copies of ../shared/perft (when it is beside us)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

HERE = Path(__file__).parent / "perft"
SHARED = Path(__file__).resolve().parents[2] / "shared" / "perft"


def test_every_game_has_golden_perft_counts() -> None:
    keys = {path.stem for path in HERE.glob("*.json")}
    assert keys == {"telic", "coins", "tactonix", "tictacdoh", "icesickle"}
    for path in HERE.glob("*.json"):
        data = json.loads(path.read_text())
        assert data["game"] == path.stem and data["cases"]


@pytest.mark.skipif(not SHARED.is_dir(), reason="../shared/perft is not beside this checkout")
def test_copies_match_shared() -> None:
    for path in SHARED.glob("*.json"):
        assert (HERE / path.name).read_text() == path.read_text(), path.name
