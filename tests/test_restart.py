"""Kill the writer between moves (SIGKILL, no clean shutdown): nothing acknowledged is lost.

tests/writer_script.py plays games on a database (a SQLite file, a PostgreSQL database) and prints a
line after each acknowledged move; this test kills it mid-stream, at a moment it does not choose, then
opens a new service on the same database and checks every acknowledged move, every game's log against
its snapshot, the waiting challenge, and that every game goes on.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.service import User
from bot.service import GameService
from tests.service_helpers import says

ROOT = Path(__file__).resolve().parent.parent
WRITER_USERS = {f"w{n}": User(f"w{n}", name) for n, name in enumerate(("ann", "ben", "cat", "dan"), start=1)}


@dataclass(frozen=True)
class Ack:
    game_id: str
    version: int  # the game's version once the move (and the chance after it) was acknowledged
    ply: int  # the move's own entry in the log
    seat: int
    move: str


def run_writer_until_killed(database: str, seed: int, acks_wanted: int) -> tuple[list[Ack], list[str], str]:
    """Start the writer, read its lines until `acks_wanted` acknowledgements, SIGKILL it at once."""
    process = subprocess.Popen([sys.executable, "-m", "tests.writer_script", database, str(seed)],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    acks: list[Ack] = []
    games: list[str] = []
    challenge = ""
    try:
        assert process.stdout is not None
        while len(acks) < acks_wanted:
            line = process.stdout.readline()
            assert line, f"the writer stopped by itself: {process.stderr.read() if process.stderr else ''}"
            kind, *fields = line.split(" ", 5)
            if kind == "ACK":
                game_id, version, ply, seat, move = fields
                acks.append(Ack(game_id, int(version), int(ply), int(seat), move.rstrip("\n")))
            elif kind == "GAME":
                games.append(fields[0])
            elif kind == "CHALLENGE":
                challenge = fields[0].strip()
        # the writer is still playing: it dies in the middle of whatever it is doing now
        os.kill(process.pid, signal.SIGKILL)
    finally:
        process.kill()
        process.communicate()
    assert process.returncode == -signal.SIGKILL
    return acks, games, challenge


@pytest.mark.parametrize("seed,acks_wanted", [(1, 7), (2, 40), (3, 131)])
async def test_killing_the_writer_loses_nothing_acknowledged(database: str, seed: int, acks_wanted: int) -> None:
    acks, games, challenge = run_writer_until_killed(database, seed, acks_wanted)
    assert len(acks) == acks_wanted and games and challenge

    service = await GameService.open(database, render=False)
    try:
        logs = {game_id: await service.log(game_id) for game_id in games}
        # every acknowledged move is in the log, at its place, by its seat
        for ack in acks:
            entry = next((e for e in logs[ack.game_id] if e.ply == ack.ply), None)
            assert entry is not None, f"acknowledged {ack} is missing"
            assert (entry.kind, entry.seat, entry.text) == ("move", ack.seat, ack.move)
            record = (await service.game(ack.game_id)).record
            # a move may have been committed after the last acknowledgement, never fewer
            assert record.version >= ack.version
        for game_id in games:
            loaded = await service.game(game_id)
            record = loaded.record
            log = logs[game_id]
            # the log is gapless and ends at the version; replaying it gives the snapshot
            assert [e.ply for e in log] == list(range(1, record.version + 1))
            snapshot = loaded.state
            assert (await service.replayed(game_id)).to_dict() == snapshot.to_dict()
            if snapshot.is_over:
                continue
            # the game goes on: the player to move makes a further move
            seat = snapshot.current_player
            assert seat is not None
            user = WRITER_USERS[record.players[seat]]
            move = snapshot.legal_moves()[0]
            reply = await service.play(user, move, game_id=game_id)
            assert says(reply, "service-played", move=move)
            after = await service.game(game_id)
            assert after.record.version > record.version
            assert (await service.replayed(game_id)).to_dict() == after.state.to_dict()
        # the challenge that was waiting still waits, and can be accepted
        assert challenge in [c.id for c in await service.storage.open_challenges()]
        started = await service.accept(challenge, WRITER_USERS["w4"])
        assert started.thread_title is not None and started.thread_title.args["title"] == "Telic"
    finally:
        await service.close()
