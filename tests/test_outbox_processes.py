"""The outbox across processes, on both backends: a writer killed (SIGKILL) between the commit of a
move and the post of its board loses nothing and doubles nothing; two processes delivering one outbox
deliver each message once, each game's in order."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

import pytest

from bot.discord import create_bot
from bot.service import GameService
from bot.service.outbox import LEASE
from bot.storage import NewOwed
from tests.discord_helpers import boards, start

ROOT = Path(__file__).resolve().parent.parent


def script(*args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "tests.owed_script", *args], cwd=ROOT, stdout=subprocess.PIPE,
                            stdin=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})


@pytest.fixture
def simcord_bot(database):
    """The real bot on SimCord, on either backend (the writer below stands for its process, killed)."""
    return create_bot(database, sync_commands=True)


async def test_a_writer_killed_between_commit_and_post_loses_and_doubles_nothing(simcord_env, database) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice, bob = (guild.add_member(env.create_user(name)) for name in ("alice", "bob"))
    game_id, thread = await start(env, channel, "tictacdoh", alice, [bob], seats="listed")
    writer = script("play", database, repr(env.now().timestamp()), game_id, str(alice.id), "Mc3")
    try:
        line = writer.stdout.readline()  # type: ignore[union-attr]
        assert line.startswith("COMMITTED "), line
    finally:
        writer.send_signal(signal.SIGKILL)
        writer.wait(timeout=30)
    assert writer.returncode == -signal.SIGKILL
    assert len(boards(thread)) == 1  # committed, never posted
    await env.restart_bot(create_bot(database))  # the bot's process comes back
    await env.advance_time(LEASE / 2)
    assert len(boards(thread)) == 1  # the dead writer's claim holds until it lapses ...
    await env.advance_time(LEASE)  # ... then this process posts the board, once
    posted = boards(thread)
    assert len(posted) == 2 and "played `Mc3`" in posted[-1].content and f"<@{bob.id}>" in posted[-1].content
    await env.advance_time(5 * LEASE)
    assert len(boards(thread)) == 2 and await env.bot.service.outbox.waiting() == 0


async def test_two_processes_deliver_one_outbox_each_message_once_in_order(database: str) -> None:
    service = await GameService.open(database, render=False)
    try:
        now = service.clock()
        streams = [f"g{n:02d}" for n in range(30)]
        async with service.storage.transaction() as tx:
            for round_ in range(10):
                await tx.add_owed([NewOwed(stream, "discord", "post", {"text": f"{stream} {round_}", "to": "home"},
                                           now) for stream in streams], owner="writer", until=0.0)
        every = {row.id: row.stream for stream in streams for row in await service.storage.owed(stream)}
        assert len(every) == 300
        first, second = script("deliver", database), script("deliver", database)
        for process in (first, second):
            assert process.stdout.readline().strip() == "READY"  # type: ignore[union-attr]
        for process in (first, second):  # go, both at once
            process.stdin.write("go\n")  # type: ignore[union-attr]
            process.stdin.flush()  # type: ignore[union-attr]
        out = [first.communicate(timeout=120)[0], second.communicate(timeout=120)[0]]
        assert first.returncode == second.returncode == 0
        claims = [line.split() for text in out for line in text.splitlines() if line.startswith("CLAIMED")]
        ids = Counter(int(claim[1]) for claim in claims)
        assert set(ids) == set(every) and max(ids.values()) == 1  # each once
        assert all(text.count("CLAIMED") > 0 for text in out)  # both processes took part
        by_stream: dict[str, list[tuple[float, int]]] = defaultdict(list)
        for _, owed_id, stream, at in claims:
            by_stream[stream].append((float(at), int(owed_id)))
        for stream, seen in by_stream.items():
            assert [owed_id for _, owed_id in sorted(seen)] == sorted(owed_id for owed_id, s in every.items()
                                                                    if s == stream)  # in order
        assert await service.outbox.waiting() == 0
    finally:
        await service.close()
