"""The outbox: what it costs a move, and how fast it drains after an outage.

Round trip: the interaction path of a move (`GameService.play`, board drawn, then `GameService.posted`, which
marks the owed board delivered with the board it carries now) on a database of 100 games in progress,
against the same path in the code before the outbox (commit BASELINE, checked out in a temporary git
worktree: its `posted` kept the board's message). Each side runs in a process of its own, in turns
(new, old, new, old, …) so that the machine's other load falls on both alike; each turn is
`bench.service_bench`'s measurement (moves of every game, each rehearsed once untimed) and the figure
is the median of the turns' p50s. Target: at most 1.05x.

Drain: 1,000 owed posts across 100 games (10 each, text with a mention, to the game's thread) on the
real bot on a simulated Discord (SimCord), delivered by the deliverer once Discord answers (claims of
stream heads, each post then marked delivered), against a floor of the same posts sent directly by the
same poster (the same batches, no outbox), in turns; medians. Every post must arrive once. Target: at
most 1.2x.
"""
from __future__ import annotations

import asyncio
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.stats import row

BASELINE = "8e55ee7"  # the last commit before the outbox
ROOT = Path(__file__).resolve().parent.parent
TURNS = 3  # turns per side
ROUNDS = 40  # moves per turn
TRIP_TARGET = 1.05
GAMES, POSTS = 100, 10
DRAIN_TURNS = 3
DRAIN_TARGET = 1.2

# run in each tree: the p50 of the interaction path's round trip (play + posted), in ms
TURN = """
import asyncio, random, statistics, sys, tempfile, time
from pathlib import Path
from bench import service_bench as sb

async def turn(rounds):
    with tempfile.TemporaryDirectory() as folder:
        database = str(Path(folder) / "games.db")
        from bot.service import GameService
        rng = random.Random(9)
        library = sb.positions(rng)
        service = await GameService.open(database)
        service.rng = random.Random(1)
        try:
            games = await sb.populate(service, 100, library, rng)
            trips = []
            for n in range(rounds + 1):
                game = games[n % len(games)]
                seat = game.state.current_player
                move = rng.choice(game.state.legal_moves())
                await sb.rehearse(service, game, game.players[seat], move)
                start = time.perf_counter()
                reply = await service.play(game.players[seat], move, game_id=game.id)
                if hasattr(service, "posted"):  # told through the service (the reply says what it changes)
                    await service.posted(reply, f"message-{n}", None)
                else:  # the code before the outbox: the reply carried the call
                    await reply.posted(f"message-{n}", None)
                trip = time.perf_counter() - start
                if n:
                    trips.append(trip)
                stored = await service.storage.load_game(game.id)
                import json, engines
                game.state = engines.get_game(game.key).load(json.loads(stored.snapshot))
                if game.state.is_over:
                    await sb.restart(service, game, rng.choice([p for p in library if p.key == game.key]))
            print(statistics.median(trips) * 1e3)
        finally:
            await service.close()

asyncio.run(turn(int(sys.argv[1])))
"""


def _turn(tree: Path) -> float:
    done = subprocess.run([sys.executable, "-c", TURN, str(ROUNDS)], cwd=tree, capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(tree)}, timeout=900)
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-2000:])
    return float(done.stdout.strip().splitlines()[-1])


def round_trip_lines() -> list[str]:
    folder = Path(tempfile.mkdtemp(prefix="outbox-bench-"))
    old = folder / "before"
    try:
        made = subprocess.run(["git", "worktree", "add", "--detach", str(old), BASELINE], cwd=ROOT,
                              capture_output=True, text=True)
        if made.returncode != 0:
            return [f"Outbox: the round trip against the code before it needs the git history ({BASELINE}): "
                    f"skipped ({made.stderr.strip()[:120]})"]
        new_p50s, old_p50s = [], []
        for _ in range(TURNS):
            new_p50s.append(_turn(ROOT))
            old_p50s.append(_turn(old))
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", str(old)], cwd=ROOT, capture_output=True)
        shutil.rmtree(folder, ignore_errors=True)
    new, before = statistics.median(new_p50s), statistics.median(old_p50s)
    widths = (34, 12, 12, 8, 8)
    return [f"Outbox: a move's interaction path (play + posted) on 100 games, p50 ms, median of {TURNS} turns "
            f"of {ROUNDS} moves each side, in turns",
            row("", "with outbox", "before it", "ratio", "target", widths=widths),
            row("move round trip", new, before, f"{new / before:.2f}x", f"<={TRIP_TARGET}x", widths=widths),
            f"  turns: with {', '.join(f'{p:.1f}' for p in new_p50s)}; before {', '.join(f'{p:.1f}' for p in old_p50s)}"]


async def _drain(folder: Path) -> tuple[float, float, int, int]:
    """(drain seconds, floor seconds, posts that arrived by the drain, by the floor)."""
    import discord
    import simcord

    from bot.discord import create_bot
    from bot.discord.deliverer import BATCH
    from bot.service import Reply, text_of

    bot = create_bot(str(folder / "drain.db"))
    async with simcord.run(bot, settle_timeout=600.0) as env:
        guild = env.create_guild()
        channel = guild.create_text_channel("games")
        member = guild.add_member(env.create_user("alice"))
        parent = env.bot.get_channel(channel.id)
        assert isinstance(parent, discord.TextChannel)
        rooms = [await parent.create_thread(name=f"game {n}", type=discord.ChannelType.public_thread)
                 for n in range(GAMES)]  # a thread per game, as games have
        service = env.bot.service
        deliverer, poster = env.bot.deliverer, env.bot.deliverer.poster
        drains, floors = [], []
        by_drain = by_floor = 0
        for turn in range(DRAIN_TURNS):  # in turns, so that the machine's other load falls on both alike
            replies = [Reply((text_of(f"<@{member.id}>, your turn in game {n} (turn {turn}, post {k})."),),
                             mentions=[str(member.id)], home=str(room.id), here=False)
                       for k in range(POSTS) for n, room in enumerate(rooms)]
            # the owed posts, as changes during an outage leave them (written through the outbox, in order)
            async with service.storage.transaction() as tx:
                for n, reply in enumerate(replies):
                    await service.outbox.owe(tx, reply, stream=f"game-{n % GAMES}", place=str(channel.id),
                                             to=f"channel:{reply.home}", claim=False)
            before = sum(len(env.backend.messages.get(room.id, {})) for room in rooms)
            started = time.perf_counter()
            await deliverer.drain()
            drains.append(time.perf_counter() - started)
            assert await service.outbox.waiting() == 0
            middle = sum(len(env.backend.messages.get(room.id, {})) for room in rooms)
            # the floor: the same posts, sent directly by the same poster in the same batches
            started = time.perf_counter()
            for start in range(0, len(replies), BATCH):
                await asyncio.gather(*(poster.post(reply) for reply in replies[start:start + BATCH]))
            floors.append(time.perf_counter() - started)
            after = sum(len(env.backend.messages.get(room.id, {})) for room in rooms)
            by_drain += middle - before
            by_floor += after - middle
        await env.bot.close()  # its database's thread would keep the process alive
        return statistics.median(drains), statistics.median(floors), by_drain, by_floor


def drain_lines() -> list[str]:
    folder = Path(tempfile.mkdtemp(prefix="outbox-drain-"))
    try:
        drained, floor, by_drain, by_floor = asyncio.run(_drain(folder))
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    widths = (34, 10, 10, 10, 8, 8)
    posts = GAMES * POSTS
    return [f"Outbox: {posts:,} owed posts across {GAMES} games drained on SimCord once Discord answers, against "
            f"the same posts sent directly (floor); medians of {DRAIN_TURNS} turns",
            row("", "seconds", "posts/s", "floor s", "ratio", "target", widths=widths),
            row("drain after an outage", drained, f"{posts / drained:.0f}", floor, f"{drained / floor:.2f}x",
                f"<={DRAIN_TARGET}x", widths=widths),
            f"  each once: {by_drain} posted by the drain, {by_floor} by the floor (of {posts * DRAIN_TURNS} each)"]


def main() -> list[str]:
    return [*round_trip_lines(), *drain_lines()]


if __name__ == "__main__":
    print("\n".join(main()))
