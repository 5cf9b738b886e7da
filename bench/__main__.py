"""Run every benchmark section and print its table."""
from __future__ import annotations

import importlib
import platform
import sys

SECTIONS = ["bench.engines_bench", "bench.render_bench", "bench.service_bench", "bench.clock_bench",
            "bench.replay_bench", "bench.record_bench", "bench.outbox_bench", "bench.pg_bench", "bench.web_bench", "bench.metrics_bench",
            "bench.seek_bench", "bench.ai_bench", "bench.openspiel_bench", "bench.plan_bench", "bench.crosstable_bench",
            "bench.tournament_bench", "bench.puzzle_bench", "bench.review_bench"]


def main() -> int:
    print(f"python {platform.python_version()} on {platform.machine()}, {sys.platform}")
    for name in SECTIONS:
        module = importlib.import_module(name)
        print()
        for line in module.main():
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
