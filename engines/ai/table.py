"""The transposition table of an exact solver's alpha-beta search (Coins, IceSickle): for each position
searched, its value when exact, else the bound it was found to lie beyond.

A table lives in its process for as long as the process does (bounded by ``limit``: cleared past it), so
that positions met again, by the same search or by a later one, are answered from it. It holds exact
values and bounds only, so what a solver answers never depends on what it was asked before.
"""
from __future__ import annotations

import math
from collections.abc import Hashable, Iterator
from contextlib import contextmanager

EXACT, LOWER, UPPER = 0, 1, 2


class OutOfBudget(Exception):
    """A question asked within a budget of positions ran out of it: its answer would take too long.
    What the table learnt meanwhile stays (only finished positions are stored)."""


class Table:
    """Values by position key, with the work done since the last ``reset()``."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.entries: dict[Hashable, tuple[int, int]] = {}
        self.nodes = 0  # positions visited
        self.stop = math.inf  # the visit past which a search raises OutOfBudget (``within``)

    @contextmanager
    def within(self, nodes: int) -> Iterator[None]:
        """Searches in this block may visit ``nodes`` positions more, or raise OutOfBudget (a budget
        counted in positions, not seconds, so that what the solver answers does not depend on the
        machine's speed)."""
        self.stop = self.nodes + nodes
        try:
            yield
        finally:
            self.stop = math.inf

    def reset(self) -> None:
        """Forget every entry (the benchmark times a solve from nothing)."""
        self.entries.clear()
        self.nodes = 0

    def __len__(self) -> int:
        return len(self.entries)

    def probe(self, key: Hashable, alpha: int, beta: int) -> int | None:
        """The value kept for ``key`` where it settles the window (alpha, beta); else None."""
        entry = self.entries.get(key)
        if entry is None:
            return None
        flag, value = entry
        if flag == EXACT or (flag == LOWER and value >= beta) or (flag == UPPER and value <= alpha):
            return value
        return None

    def store(self, key: Hashable, value: int, alpha: int, beta: int) -> None:
        """Keep ``value``, found for the window (alpha, beta) as the search started it: a bound when
        it fell outside."""
        if len(self.entries) >= self.limit:
            self.entries.clear()
        flag = UPPER if value <= alpha else LOWER if value >= beta else EXACT
        self.entries[key] = (flag, value)
