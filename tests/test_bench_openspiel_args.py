"""The OpenSpiel bench's arguments: ``--set`` changes a game's search settings for a tuning run, and
refuses a setting that does not exist; ``--games coins:3`` names one row of a game."""
from __future__ import annotations

import pytest

from bench import openspiel_bench
from engines import ai


def test_set_reads_each_setting_from_text() -> None:
    args = openspiel_bench.parse_args(["--set", "c=0.8,heavy=true,depth=none,expand_after=3", "--games", "coins:3"])
    tuned = openspiel_bench.tuned(ai.DEFAULT, args["set"])
    assert (tuned.c, tuned.heavy, tuned.depth, tuned.expand_after) == (0.8, True, None, 3)
    assert args["games"] == ["coins:3"]
    assert openspiel_bench.tuned(ai.SETTINGS["coins"], {"heavy": "false"}).heavy is False


def test_set_refuses_an_unknown_setting() -> None:
    with pytest.raises(SystemExit, match="no setting 'speed'"):
        openspiel_bench.tuned(ai.DEFAULT, {"speed": "2"})
