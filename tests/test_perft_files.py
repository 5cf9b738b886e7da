"""The golden perft files: one under tests/perft for every registered game, each an exact copy of
../shared/perft when that is beside the checkout (tests/test_perft.py checks the counts)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import engines

HERE = Path(__file__).parent / "perft"
SHARED = Path(__file__).resolve().parents[2] / "shared" / "perft"
KEYS = list(engines.GAMES)


def test_there_is_one_file_per_registered_game() -> None:
    assert sorted(path.stem for path in HERE.glob("*.json")) == sorted(KEYS)


@pytest.mark.parametrize("key", KEYS)
def test_each_file_is_well_formed(key: str) -> None:
    data = json.loads((HERE / f"{key}.json").read_text())
    assert data["game"] == key and data["cases"]
    for case in data["cases"]:
        assert set(case) == {"players", "options", "path", "nodes"}
        assert isinstance(case["options"], dict) and all(isinstance(s, str) for s in case["path"])
        assert case["nodes"] and all(isinstance(n, int) and n > 0 for n in case["nodes"])


@pytest.mark.skipif(not SHARED.is_dir(), reason="../shared/perft is not beside this checkout")
@pytest.mark.parametrize("key", KEYS)
def test_each_file_is_a_copy_of_shared(key: str) -> None:
    assert sorted(path.stem for path in SHARED.glob("*.json")) == sorted(KEYS)
    assert (HERE / f"{key}.json").read_text() == (SHARED / f"{key}.json").read_text()
