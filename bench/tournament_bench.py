"""Tournaments (issue 32): pairing one round of a 500-player Swiss, against the library's own pairing call.

The field: 500 entrants rated around 1500 (σ 250), four rounds played by `swiss_round` itself, each game
won by the higher-rated player with the Elo odds, drawn one time in five. Then round 5 is timed two ways on
the same input: `bot.service.pairings.swiss_round` (writing the tournament as py4swiss's TRF from the
results, pairing, reading the round back), and py4swiss's `DutchEngine.generate_pairings` alone on the
TRF built once beforehand (`dutch_trf`): the floor, what the FIDE Dutch pairing itself costs. Their ratio
is what the bot adds around the library. The row also checks that both give the same round, and that the
library paired it under the strict rules (no relaxed retry, no other pairing). Medians of a few runs (a
run takes seconds), by the process's own clock (`process_time`), the garbage collector paused (as
timeit does).
"""
from __future__ import annotations

import gc
import random
import statistics
import time
from collections.abc import Callable

from py4swiss.engines import DutchEngine
from py4swiss.engines.common import Pairing

from bench.stats import row
from bot.service.pairings import Entrant, Result, Round, dutch_trf, swiss_round

PLAYERS = 500
PLAYED = 4
REPEATS = 3
TARGET = 1.5  # the bot's round may cost at most this much more than the library's pairing alone
WIDTHS = (40, 12, 12, 8)


def timed(call: Callable[[], object]) -> float:
    gc.collect()
    gc.disable()
    try:
        start = time.process_time()
        call()
        return time.process_time() - start
    finally:
        gc.enable()


def field(rng: random.Random) -> tuple[list[Entrant], list[Result], set[str]]:
    """The entrants and the results of the rounds played so far (see the module's docstring)."""
    entrants = [Entrant(f"player{number}", round(rng.gauss(1500, 250))) for number in range(1, PLAYERS + 1)]
    rating = {entrant.id: entrant.rating for entrant in entrants}
    results: list[Result] = []
    byes: set[str] = set()
    for _ in range(PLAYED):
        paired = swiss_round(entrants, results, byes)
        byes.update(paired.byes)
        for first, second in paired.tables:
            if rng.random() < 0.2:
                results.append(Result((first, second), (0.5, 0.5)))
                continue
            expected = 1 / (1 + 10 ** ((rating[second] - rating[first]) / 400))
            results.append(Result((first, second), (1.0, 0.0) if rng.random() < expected else (0.0, 1.0)))
    return entrants, results, byes


def same_round(ours: Round, theirs: list[Pairing], ids: dict[int, str]) -> bool:
    """Whether the bot's round is the library's (the same boards, colours and bye)."""
    return (set(ours.tables) == {(ids[board.white], ids[board.black]) for board in theirs if board.black}
            and set(ours.byes) == {ids[board.white] for board in theirs if not board.black})


def main() -> list[str]:
    entrants, results, byes = field(random.Random(32))
    trf, ids = dutch_trf(entrants, results, byes)
    ours, theirs = [], []
    for _ in range(REPEATS):  # in turn, so that a busy moment of the machine falls on both
        ours.append(timed(lambda: swiss_round(entrants, results, byes)))
        theirs.append(timed(lambda: DutchEngine.generate_pairings(trf)))
    mine, floor = statistics.median(ours), statistics.median(theirs)
    paired = swiss_round(entrants, results, byes)
    alike = same_round(paired, DutchEngine.generate_pairings(trf), ids)  # raises if the strict rules fail
    lines = [f"Tournaments: pairing round {PLAYED + 1} of a {PLAYERS}-player Swiss (FIDE Dutch, py4swiss), "
             f"median of {REPEATS}"]
    lines.append(row("", "swiss_round", "library", "ratio", widths=WIDTHS))
    lines.append(row(f"{PLAYERS} players, {len(results)} games played", f"{mine * 1e3:.0f} ms", f"{floor * 1e3:.0f} ms",
                     f"×{mine / floor:.2f}", widths=WIDTHS))
    lines.append(f"{len(paired.tables)} games and {len(paired.byes)} byes, paired by the library under the strict "
                 f"rules; the same round as the library's own call: {'yes' if alike else 'NO'}; target ≤ ×{TARGET} — "
                 f"{'ok' if mine / floor <= TARGET and alike else 'OVER'}")
    return lines


if __name__ == "__main__":
    for line in main():
        print(line)
