"""The computer's review of a game (issue 33): seconds of one core for a review of a 100-move game, per
game, at the review's budget (`bot.service.analysis.REVIEW_LEVEL` playouts per position, its line after
each turning point included), target at most 60 s.

The games are random play from a fixed seed, cut at 100 players' moves (a game that ends sooner, Tic Tac
Doh! say, is reviewed whole and its time scaled to 100 moves). The time is the process's CPU time
(`time.process_time`) of `analysis.review_now`: exactly the searches the service runs in its pool.

    python -m bench.review_bench [--moves N] [--games telic,coins]
"""
from __future__ import annotations

import random
import sys
import time
from collections.abc import Iterator

import engines
from bench.stats import row
from bot.service import analysis
from bot.storage import EntryKind, LogEntry
from engines import ai

SETUPS: list[tuple[str, int]] = [("telic", 2), ("coins", 2), ("coins", 3), ("tactonix", 2), ("tictacdoh", 2),
                                 ("icesickle", 2)]
MOVES = 100
TARGET = 60.0  # seconds of one core for a 100-move review
SEED = 33


def game_log(key: str, players: int, moves: int, seed: int = SEED) -> list[LogEntry]:
    """A random game's log, up to `moves` players' moves (or its end)."""
    rng = random.Random(seed)
    state = engines.get_game(key).new_game(players)
    log: list[LogEntry] = []
    made = 0
    while not state.is_over and made < moves:
        ply = len(log) + 1
        if state.is_chance_node:
            outcome = ai.draw_outcome(state.chance_outcomes(), rng.random())
            log.append(LogEntry(ply, None, EntryKind.CHANCE, outcome, 0.0))
            state = state.apply_chance(outcome)
            continue
        seat = state.current_player
        move = state.random_move(rng)
        log.append(LogEntry(ply, seat, EntryKind.MOVE, move, 0.0))
        state = state.play(move)
        made += 1
    return log


def main(argv: list[str] | None = None) -> Iterator[str]:
    args = list(sys.argv[1:] if argv is None else argv)
    moves = int(args[args.index("--moves") + 1]) if "--moves" in args else MOVES
    wanted = args[args.index("--games") + 1].split(",") if "--games" in args else None
    yield f"review of a {MOVES}-move game at the review's budget ({analysis.REVIEW_LEVEL}), seconds of one core " \
          f"(target <= {TARGET:.0f} s)"
    yield row("game", "moves", "playouts", "cpu s", "s/100 mv", "turning points")
    for key, players in SETUPS:
        if wanted is not None and key not in wanted:
            continue
        game = engines.get_game(key)
        log = game_log(key, players, moves)
        made = sum(1 for entry in log if entry.kind == EntryKind.MOVE)
        playouts = ai.playouts_for(key, analysis.REVIEW_LEVEL)
        started = time.process_time()
        # no time cap here: the budget decides, as on an idle core
        summary = analysis.review_now(game, players, {}, log, playouts, cap=float("inf"))
        spent = time.process_time() - started
        per_hundred = spent * MOVES / max(1, made)
        verdict = "ok" if per_hundred <= TARGET else "SLOW"
        yield row(f"{key} ({players} players)", made, playouts, f"{spent:.1f}", f"{per_hundred:.1f} {verdict}",
                  len(summary.swings))


if __name__ == "__main__":
    for line in main():
        print(line, flush=True)
