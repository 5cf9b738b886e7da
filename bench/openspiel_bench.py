"""The computer player held against DeepMind's OpenSpiel (`open-spiel`, the bench extra only), and the
expert against hard; Tic Tac Doh!'s exact solver's time and table.

- An adapter (``SpielGame``/``SpielState``) gives our engine contract the interface OpenSpiel's
  ``MCTSBot`` calls (duck-typed: ``clone``, ``legal_actions``, ``apply_action``, ``returns`` …; an action
  is the index of a move in ``legal_moves()``, a chance action the index of an outcome), with returns
  2·share − 1 (win 1, loss −1, a two-player draw 0), as OpenSpiel's games score.
- ``MCTSBot`` as OpenSpiel's examples run it: ``uct_c=2``, one random rollout a leaf
  (``RandomRolloutEvaluator(1)``), ``solve=True``.
- Rows: `hard` against MCTSBot at equal simulations a move (MCTSBot gets hard's playouts); at equal time
  (each side searches ``--seconds`` a move: ours in batches until the time, MCTSBot the simulations its
  measured rate allows); `expert` against `hard` at equal time. Score: wins + half the draws over games
  (two players), first-place share with three (a shared first place counts its share); with the 95%
  Wilson interval, and the score from each seat the tested side took ("by seat": Coins with two is nearly
  always won by the first player, which bounds any score there). Seats alternate (with three: the tested
  side takes each seat in turn, MCTSBot the others).

    python -m bench.openspiel_bench [--games telic,tictacdoh,coins:3] [--n N] [--seconds T] [--rows sims,time,expert]
                                    [--workers W] [--set c=0.8,expand_after=2] [--expert depth=8]

``--set`` changes the search's settings (``engines.ai.Settings``) of the games in the run, for tuning;
``--expert`` changes the expert's alone (``engines.ai.EXPERT``).
"""
from __future__ import annotations

import multiprocessing
import random
import sys
import time
import zlib
from dataclasses import replace
from collections.abc import Callable, Iterator
from typing import Any

import engines
from bench.ai_bench import wilson
from bench.stats import row
from engines import ai
from engines.ai import tictacdoh_solver
from engines.base import State

SETUPS: list[tuple[str, int]] = [("telic", 2), ("tictacdoh", 2), ("icesickle", 2), ("coins", 2), ("coins", 3)]
N_GAMES = 6          # games a row by default (make bench); the report says how many were played
SECONDS = 0.5        # a move's time in the equal-time rows
TARGET_SIMS, TARGET_SHARE3, TARGET_TIME, TARGET_EXPERT = 0.60, 0.40, 0.75, 0.65
CHANCE, TERMINAL = -1, -4  # pyspiel.PlayerId.CHANCE, .TERMINAL


class SpielState:
    """One of our states as OpenSpiel's MCTS sees it."""

    def __init__(self, state: State) -> None:
        self.state = state
        self._moves: list[str] | None = None

    def clone(self) -> SpielState:
        return SpielState(self.state)  # states are immutable

    def moves(self) -> list[str]:
        if self._moves is None:
            self._moves = self.state.legal_moves()
        return self._moves

    def is_terminal(self) -> bool:
        return self.state.is_over

    def current_player(self) -> int:
        if self.state.is_over:
            return TERMINAL
        if self.state.is_chance_node:
            return CHANCE
        return self.state.current_player  # type: ignore[return-value]

    def is_chance_node(self) -> bool:
        return self.state.is_chance_node

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return [(i, p) for i, (_, p) in enumerate(self.state.chance_outcomes())]

    def legal_actions(self, player: int | None = None) -> list[int]:
        return list(range(len(self.moves())))

    def apply_action(self, action: int) -> None:
        if self.state.is_chance_node:
            self.state = self.state.apply_chance(self.state.chance_outcomes()[action][0])
        else:
            self.state = self.state.play(self.moves()[action])
        self._moves = None

    def returns(self) -> list[float]:
        ranking = self.state.ranking() or [0] * self.state.num_players
        share = 1.0 / ranking.count(0)
        return [2 * (share if place == 0 else 0.0) - 1 for place in ranking]

    def action_to_string(self, player: int, action: int) -> str:
        return self.moves()[action]


class SpielGame:
    """What MCTSBot asks of a game: its type (terminal rewards, sequential turns) and best utility."""

    def __init__(self, players: int) -> None:
        self.players = players

    def get_type(self) -> Any:
        import pyspiel
        return pyspiel.load_game("tic_tac_toe").get_type()  # terminal rewards, sequential: as ours

    def max_utility(self) -> float:
        return 1.0

    def num_players(self) -> int:
        return self.players


def spiel_bot(players: int, simulations: int, seed: int) -> Any:
    import numpy as np
    from open_spiel.python.algorithms import mcts

    rng = np.random.RandomState(seed)
    return mcts.MCTSBot(SpielGame(players), 2.0, simulations, mcts.RandomRolloutEvaluator(1, rng),
                        solve=True, random_state=rng)


def ours(state: State, level: str, rng: random.Random, seconds: float | None) -> str:
    """Our level's move: its playouts, or (seconds given) as many as that time allows."""
    until = time.perf_counter() + (seconds or 0.0)  # the time counts from before the search is set up
    search = ai.Search(state, rng, ai.settings_for(state, level))  # (where an exact solver may answer)
    if seconds is None:
        search.run(ai.playouts_for(state.game.key, level))
        return search.best()
    while time.perf_counter() < until and not search.proven and not search.decided and search.only is None:
        search.run(32)
    return search.best()


def spiel_move(state: State, simulations: int | None, seconds: float | None, seed: int) -> str:
    players = state.num_players
    if simulations is None:  # equal time: measure MCTSBot's rate here, then give it the time's worth
        assert seconds is not None
        probe = 50
        start = time.perf_counter()
        spiel_bot(players, probe, seed).step(SpielState(state))
        simulations = max(1, int(probe * seconds / max(1e-6, time.perf_counter() - start)))
    wrapped = SpielState(state)
    return wrapped.moves()[spiel_bot(players, simulations, seed).step(wrapped)]


def play(task: tuple[str, int, str, str, int, str, float | None]) -> list[int]:
    """One game: the tested side (a level) in seat ``tested``, the others ``other`` ("spiel" or a
    level); ``mode`` "sims" (equal simulations) or "time". The ranking."""
    key, players, level, other, tested, mode, seconds = task
    seed = zlib.crc32(repr((key, players, level, other, tested, mode)).encode())  # stable across processes
    table = random.Random(seed)
    minds = [random.Random(seed + seat + 1) for seat in range(players)]
    state = engines.get_game(key).new_game(players)
    ply = 0
    while not state.is_over:
        if state.is_chance_node:
            state = state.apply_chance(state.random_outcome(table))
            continue
        seat = state.current_player
        assert seat is not None
        timed = seconds if mode.startswith("time") else None
        if len(state.legal_moves()) == 1:
            move = state.legal_moves()[0]
        elif seat == tested:
            move = ours(state, level, minds[seat], timed)
        elif other == "spiel":
            sims = None if timed is not None else ai.playouts_for(key, level)
            move = spiel_move(state, sims, timed, seed + ply)
        else:
            move = ours(state, other, minds[seat], timed)
        state = state.play(move)
        ply += 1
    return state.ranking() or [0] * players


def score(ranking: list[int], tested: int) -> float:
    if ranking[tested] != 0:
        return 0.0
    return 1.0 / ranking.count(0)


def run_row(pool: Any, key: str, players: int, level: str, other: str, mode: str, n: int,
            seconds: float) -> tuple[float, tuple[float, float], int, list[float]]:
    tasks = [(key, players, level, other, i % players, mode, seconds) for i in range(n)]
    # each game its own seed: the game number goes into the mode's name ("sims#3"), which seeds it
    tasks = [(k, p, lv, o, t, f"{m}#{i}", s) for i, (k, p, lv, o, t, m, s) in enumerate(tasks)]
    rankings = pool.map(play, tasks) if pool is not None else list(map(play, tasks))
    points = [score(r, task[4]) for r, task in zip(rankings, tasks)]
    total = sum(points)
    # the interval of a score: wins count 1, draws 1/2 (as a proportion over games, rounded to halves)
    low, high = wilson(round(total), n)
    # the score from each seat: a game whose first player wins nearly always shows it here
    by_seat = [sum(p for p, task in zip(points, tasks) if task[4] == seat) / max(1, len(tasks[seat::players]))
               for seat in range(players)]
    return total / n, (low, high), n, by_seat


def solver_line() -> str:
    from engines.tictacdoh import TicTacDohGame

    tictacdoh_solver.reset()  # from an empty table
    start = time.perf_counter()
    value = tictacdoh_solver.solve(TicTacDohGame().new_game(2))
    seconds = time.perf_counter() - start
    entries, nodes = tictacdoh_solver.table_size(), tictacdoh_solver.counters.nodes
    said = {1: "the first player wins", 0: "a draw", -1: "the second player wins"}[value]
    return (f"Tic Tac Doh! solved outright from the empty board: {said}; {seconds:.1f} s, "
            f"{entries:,} table entries, {nodes:,} positions searched")


def tuned(settings: ai.Settings, changes: dict[str, str]) -> ai.Settings:
    """``settings`` with the named fields read from text (the worker processes are forked after it)."""
    values: dict[str, Any] = {}
    for name, text in changes.items():
        if name not in ("c", "depth", "expand_after", "solve", "heavy", "endgame"):
            raise SystemExit(f"--set: no setting {name!r} (c, depth, expand_after, solve, heavy, endgame)")
        values[name] = (float(text) if name == "c" else text.lower() in ("1", "true", "yes")
                        if name in ("solve", "heavy", "endgame")
                        else None if text.lower() == "none" else int(text))
    return replace(settings, **values)


def parse_args(argv: list[str]) -> dict:
    args: dict = {"games": None, "n": N_GAMES, "seconds": SECONDS, "workers": 2, "rows": "sims,time,expert"}
    it = iter(argv)
    for word in it:
        if word == "--games":
            args["games"] = next(it).split(",")
        elif word == "--n":
            args["n"] = int(next(it))
        elif word == "--seconds":
            args["seconds"] = float(next(it))
        elif word == "--workers":
            args["workers"] = int(next(it))
        elif word == "--rows":
            args["rows"] = next(it)
        elif word == "--set":
            args["set"] = dict(pair.split("=", 1) for pair in next(it).split(","))
        elif word == "--expert":
            args["expert"] = dict(pair.split("=", 1) for pair in next(it).split(","))
        else:
            raise SystemExit(f"unknown argument {word!r}\n{__doc__}")
    return args


def lines(args: dict) -> Iterator[str]:
    yield solver_line()
    try:
        import open_spiel  # noqa: F401
    except ImportError:
        yield "OpenSpiel rows skipped: install the bench extra (pip install -e '.[bench]')"
        return
    # --games coins takes both Coins rows, coins:3 only the 3-player one
    setups = [s for s in SETUPS if args["games"] is None or s[0] in args["games"] or f"{s[0]}:{s[1]}" in args["games"]]
    if args.get("set"):
        for key, _ in setups:
            ai.SETTINGS[key] = tuned(ai.SETTINGS.get(key, ai.DEFAULT), args["set"])
        yield f"settings changed for this run: {args['set']}"
    if args.get("expert"):
        for key, _ in setups:
            base = ai.EXPERT.get(key, ai.SETTINGS.get(key, ai.DEFAULT))
            ai.EXPERT[key] = tuned(base, args["expert"])
        yield f"the expert's settings changed for this run: {args['expert']}"
    n, seconds = args["n"], args["seconds"]
    yield (f"hard v OpenSpiel MCTSBot (uct_c 2, random rollouts, solve=True) and expert v hard; {n} games "
           f"a row, seats alternating; equal time: {seconds} s a move")
    widths = (12, 26, 7, 16, 6, 5, 18)
    yield row("setup", "match", "score", "95% interval", "games", "", "by seat", widths=widths)
    wanted = args["rows"].split(",")
    pool = multiprocessing.get_context("fork").Pool(args["workers"]) if args["workers"] > 1 else None
    try:
        for key, players in setups:
            matches = []
            if "sims" in wanted:
                matches.append(("hard", "spiel", "sims", TARGET_SHARE3 if players == 3 else TARGET_SIMS,
                                f"hard v MCTSBot, {ai.playouts_for(key, 'hard')} sims"))
            if "time" in wanted:
                # the 75% at equal time is a two-player score; a three-player first-place share
                # has one target, 0.40 (fair: 0.33)
                matches.append(("hard", "spiel", "time", TARGET_SHARE3 if players == 3 else TARGET_TIME,
                                "hard v MCTSBot, equal time"))
            if "expert" in wanted and players == 2:
                matches.append(("expert", "hard", "time", TARGET_EXPERT, "expert v hard, equal time"))
            for level, other, mode, target, name in matches:
                started = time.perf_counter()
                share, (low, high), games, by_seat = run_row(pool, key, players, level, other, mode, n, seconds)
                verdict = "ok" if share >= target else "MISS"
                yield row(f"{key} {players}p", name, f"{share:.2f}", f"[{low:.2f}, {high:.2f}]", games,
                          verdict, " / ".join(f"{x:.2f}" for x in by_seat), widths=widths)
                print(f"  ... {key} {players}p {name}: {time.perf_counter() - started:.0f} s",
                      file=sys.stderr, flush=True)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    yield (f"score: wins + half the draws over games (3 players: first-place share, fair 0.33); targets: "
           f"{TARGET_SIMS} at equal simulations, {TARGET_TIME} at equal time ({TARGET_SHARE3} at 3 players, "
           f"both), expert v hard {TARGET_EXPERT}")


def main(argv: list[str] | None = None, echo: Callable[[str], None] | None = None) -> list[str]:
    out = []
    for line in lines(parse_args(argv or [])):
        out.append(line)
        if echo is not None:
            echo(line)
    return out


if __name__ == "__main__":
    main(sys.argv[1:], echo=lambda line: print(line, flush=True))
