"""Golden perft counts for every registered game: tests/perft/<key>.json (copies of ../shared/perft).

A case starts from ``new_game(players, options)`` and follows ``path`` ('@x' is ``apply_chance('x')``,
anything else ``play``); ``nodes[d - 1]`` is the number of leaves at depth d, where one step is a legal
move or a chance outcome and a finished game is a leaf (at its own depth and every later one).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import engines
from engines import State

PERFT = Path(__file__).parent / "perft"
CASE_KEYS = {"players", "options", "path", "nodes"}  # as tests/test_perft_files.py checks


def perft(state: State, depth: int) -> list[int]:
    """Leaves at each depth 1..depth, in one walk of the tree.

    The last level is counted, not played: a node's children are as many as its listed moves or
    outcomes (Tactonix lists ~1,500 moves, and playing each would dominate the run)."""
    counts = [0] * depth

    def walk(node: State, d: int) -> None:  # node is at depth d; counts[k] is depth k + 1
        if node.is_over:  # its parent counted it at depth d: it stays a leaf at every later one
            for later in range(d, depth):
                counts[later] += 1
            return
        if node.is_chance_node:
            children = [node.apply_chance(o) for o, _ in node.chance_outcomes()] \
                if d + 1 < depth else node.chance_outcomes()
        else:
            children = [node.play(m) for m in node.legal_moves()] \
                if d + 1 < depth else node.legal_moves()
        counts[d] += len(children)
        if d + 1 < depth:
            for child in children:
                walk(child, d + 1)  # type: ignore[arg-type]

    walk(state, 0)
    return counts


def start(key: str, case: dict) -> State:
    state = engines.get_game(key).new_game(case["players"], case["options"])
    for step in case["path"]:
        state = state.apply_chance(step[1:]) if step.startswith("@") else state.play(step)
    return state


def _case_id(key: str, index: int, case: dict) -> str:
    options = "".join(f"-{name}={value}" for name, value in sorted(case["options"].items()))
    return f"{key}-{index}-{case['players']}p{options}-{len(case['path'])}steps"


def _cases() -> list:
    found = []
    for key in engines.GAMES:  # a registered game without a perft file fails the collection
        data = json.loads((PERFT / f"{key}.json").read_text())
        for index, case in enumerate(data["cases"]):
            found.append(pytest.param(key, case, id=_case_id(key, index, case)))
    return found


@pytest.mark.parametrize("key,case", _cases())
def test_perft(key: str, case: dict) -> None:
    assert set(case) == CASE_KEYS, f"a perft case has exactly the keys {sorted(CASE_KEYS)}"
    assert perft(start(key, case), len(case["nodes"])) == case["nodes"]
