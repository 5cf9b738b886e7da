"""Due work (deadlines, reminders, computers' turns) on a database several processes share: each due game
is claimed by one process at a time, in the database, and a claim whose process died lapses so that
another process takes the work over."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

from bot.service import GameService
from bot.service.timekeeper import CLAIM_LEASE
from bot.storage import GameRow, open_storage
from tests.service_helpers import ALICE, PLACE, says

ROOT = Path(__file__).resolve().parents[1]
T0 = 1_800_000_000.0


def row(game_id: str, due: float | None) -> GameRow:
    return GameRow(game_id, "tictacdoh", None, "c", None, {}, ["1", "2"], 0, "active", None, T0 - 100,
                   T0 - 100, clock=3600.0, to_move="1", deadline=due, reminders=2, due=due)


async def test_a_due_game_is_claimed_by_one_owner_until_released_or_lapsed(database: str) -> None:
    one, two = await open_storage(database), await open_storage(database)
    try:
        async with one.transaction() as tx:
            for game_id, due in (("g1", T0 - 10), ("g2", T0 - 20), ("g3", T0 + 90)):
                await tx.add_game(row(game_id, due), "{}")
        assert [g.id for g in await one.claim_due(T0, "a", T0 + 60)] == ["g2", "g1"]  # due ones, earliest first
        assert await two.claim_due(T0, "b", T0 + 60) == []  # held: not claimed twice
        assert await two.next_due() == T0 + 60  # the claimed ones wait for their claims to lapse
        await two.release(["g1"], "b")  # not b's claim: nothing happens
        assert await two.claim_due(T0, "b", T0 + 60) == []
        await one.release(["g1"], "a")
        assert [g.id for g in await two.claim_due(T0, "b", T0 + 60)] == ["g1"]
        # a's claim on g2 lapses at T0 + 60 (a died): after that b takes it
        assert await two.claim_due(T0 + 59, "b", T0 + 119) == []
        # at T0 + 61 both claims have lapsed (b's own on g1 too: b is taken to have died as well)
        assert [g.id for g in await two.claim_due(T0 + 61, "b", T0 + 121)] == ["g2", "g1"]
        assert await one.next_due() == T0 + 90  # g3 falls due before the new claims lapse
        assert [g.id for g in await one.claim_due(T0 + 90, "a", T0 + 150)] == ["g3"]
        assert await one.next_due() == T0 + 121
    finally:
        await one.close()
        await two.close()


async def test_a_changed_game_keeps_no_claim_of_consequence(database: str) -> None:
    store = await open_storage(database)
    try:
        async with store.transaction() as tx:
            await tx.add_game(row("g1", T0 - 10), "{}")
        [claimed] = await store.claim_due(T0, "a", T0 + 60)
        async with store.transaction() as tx:  # the game ended meanwhile: nothing is due any more
            assert await tx.update_game(replace(claimed, status="over", due=None, deadline=None),
                                        expected_version=claimed.version)
        assert await store.next_due() is None  # a claim on a game with nothing due never wakes anyone
    finally:
        await store.close()


async def test_a_process_killed_holding_a_claim_leaves_the_turn_to_another(database: str) -> None:
    service = await GameService.open(database, render=False)
    started = await service.challenge("tictacdoh", ALICE, [], place=PLACE, computers=1, level="easy", seated=True)
    game_id = started.game_id
    await service.play(ALICE, (await service.moves_for(ALICE, game_id=game_id))[0][0][0], game_id=game_id)
    assert (await service.game(game_id)).record.to_move.startswith("computer:")
    process = subprocess.Popen([sys.executable, "-m", "tests.claim_script", database], cwd=ROOT,
                               stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        line = process.stdout.readline()  # type: ignore[union-attr]
        assert line.split() == ["CLAIMED", game_id], line
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
    assert process.returncode == -signal.SIGKILL
    version = (await service.game(game_id)).record.version
    assert await service.run_due() == []  # the dead process's claim still holds
    assert (await service.game(game_id)).record.version == version
    later = time.time() + CLAIM_LEASE + 1  # ... until it lapses: then this process plays the turn
    [reply] = await service.run_due(later)
    assert reply.game_id == game_id and says(reply, "service-played", name="Computer (easy)")
    log = await service.log(game_id)
    assert [entry.seat for entry in log if entry.kind == "move"] == [0, 1]  # the computer moved once
    assert await service.run_due(later) == []
