"""Two OS processes on one database (each backend): the same move raced by both is applied once, and
neither process's cache of states serves a stale state after the other moved."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from bot.service import GameService
from tests.service_helpers import ALICE, BOB, start_game

ROOT = Path(__file__).resolve().parents[1]


def racer(database: str, game_id: str, move: str, at: float) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "tests.race_script", database, game_id, ALICE.id, ALICE.name,
                             move, str(at)], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})


async def test_a_move_raced_by_two_processes_is_applied_once_and_no_cache_goes_stale(database: str) -> None:
    service = await GameService.open(database, render=False)
    game_id = (await start_game(service, "tictacdoh", [ALICE, BOB])).game_id
    before = (await service.game(game_id)).record.version
    at = time.time() + 4.0  # both processes started, connected and holding the game's state by then
    racers = [racer(database, game_id, "Mc3", at) for _ in range(2)]
    try:
        first = sorted(process.stdout.readline().split(" ", 1)[0] for process in racers)  # type: ignore[union-attr]
        assert first == ["PLAYED", "REFUSED"], first
        loaded = await service.game(game_id)
        assert loaded.record.version == before + 1
        log = await service.log(game_id)
        assert [(entry.ply, entry.text) for entry in log if entry.kind == "move"] == [(before + 1, "Mc3")]
        # now bob moves here; each racer, whose cache holds the state after Mc3, must see bob's move too
        await service.play(BOB, loaded.state.legal_moves()[0], game_id=game_id)
        for process in racers:
            answer, _ = process.communicate("go\n", timeout=60)
            sees = answer.split()
            assert sees[:2] == ["SEES", str(before + 2)], answer
            assert int(sees[2]) == len((await service.game(game_id)).state.legal_moves())
    finally:
        for process in racers:
            process.kill()
            process.wait(timeout=30)
