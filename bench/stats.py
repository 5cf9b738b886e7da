"""Small timing helpers shared by the benchmark sections."""
from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def median_of_runs(run: Callable[[], tuple[float, int]], repeats: int) -> float:
    """Median over `repeats` runs of seconds-per-unit; `run` returns (seconds, units)."""
    figures = []
    for _ in range(repeats):
        seconds, units = run()
        figures.append(seconds / units)
    return statistics.median(figures)


def time_calls(call: Callable[[], object], times: int = 1) -> float:
    """Best of `times` wall-clock timings of one call, in seconds."""
    best = float("inf")
    for _ in range(times):
        start = time.perf_counter()
        call()
        best = min(best, time.perf_counter() - start)
    return best


def row(*cells: object, widths: tuple[int, ...] = (34, 10, 9, 10, 10, 18)) -> str:
    out = []
    for cell, width in zip(cells, widths):
        text = f"{cell:.1f}" if isinstance(cell, float) else str(cell)
        out.append(text.rjust(width) if out else text.ljust(width))
    return " ".join(out)
