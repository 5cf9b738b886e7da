"""Replays of a stretch and at a speed (issue 30): `/K replay` takes `from:`/`to:` (the record's entry
numbers) and `speed:`; a long game is no endless GIF by default: at most `MAX_FRAMES` frames, one move in
every few, and the answer says so."""
from __future__ import annotations

import io
import random

import pytest
from PIL import Image

import engines
from bot.commands import TABLE_SYNTAX, command, usage
from bot.service import GameService
from bot.service.records import SPEEDS
from renderers import animate
from tests.discord_helpers import server  # noqa: F401  (the fixture: a server with alice and bob)
from tests.discord_helpers import start as start_on_discord
from tests.service_helpers import ALICE, BOB, PLACE, refused, said, says
from tests.test_records import random_log, written
from tests.test_table_clocks import Recorded, start, table  # noqa: F401  (the fixture)
from tests.test_table_records import path_after

TTD = engines.get_game("tictacdoh")


def durations(data: bytes) -> list[int]:
    with Image.open(io.BytesIO(data)) as image:
        found = []
        for index in range(image.n_frames):
            image.seek(index)
            found.append(image.info["duration"])
        return found


async def game_of(service: GameService, plies: int) -> tuple[str, int]:
    """A Tic Tac Doh! game started from a record of `plies` random moves (the game goes on); its id and
    the number of its log's entries."""
    for seed in range(50):
        log, state = random_log(TTD, 2, {}, random.Random(seed), plies=plies, extras=False)
        if not state.is_over and len(log) == plies:
            break
    challenge = await service.challenge("tictacdoh", ALICE, [BOB], place=PLACE, record=written(TTD, 2, {}, log))
    await service.accept(challenge.game_id, BOB)
    return challenge.game_id, len(log)


# ---- the animation: at most `most` frames ------------------------------------------------------------
def test_a_long_replay_keeps_at_most_its_frames_and_says_which() -> None:
    state = TTD.new_game(2)
    frames = [animate.Frame(state)] * 23
    shown = animate.replay(frames, most=6)
    assert len(shown.kept) <= 6 and shown.kept[0] == 0 and shown.kept[-1] == 22 and shown.step > 1
    assert list(shown.kept) == sorted({0, *range(22, -1, -shown.step)})
    every = animate.replay(frames[:6], most=6)
    assert every.step == 1 and every.kept == tuple(range(6))
    with pytest.raises(ValueError):
        animate.replay(frames, most=1)


# ---- the service -------------------------------------------------------------------------------------
async def test_a_long_game_is_replayed_sampled_and_the_answer_says_so(service: GameService,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(animate, "MAX_FRAMES", 5)  # as 150 frames do for a game of 418 moves
    game_id, plies = await game_of(service, 12)
    reply = await service.replay(ALICE, game_id=game_id)
    sampled = said(reply, "service-replay-sampled")
    assert sampled.args["moves"] == plies and sampled.args["step"] > 1 and sampled.args["frames"] <= 5
    assert said(reply, "service-replay").args["moves"] == plies
    assert len(durations(reply.file.data)) == sampled.args["frames"]
    # a stretch short enough is shown move by move, and said as a stretch
    part = await service.replay(ALICE, game_id=game_id, first=3, last=6)
    assert says(part, "service-replay-part", first="3", last="6", moves=4, frames=5)
    assert not says(part, "service-replay-sampled")


async def test_a_stretch_and_a_speed_are_replayed_as_asked(service: GameService) -> None:
    game_id, plies = await game_of(service, 6)
    whole = await service.replay(ALICE, game_id=game_id)
    assert says(whole, "service-replay", moves=plies, frames=plies + 1)
    assert durations(whole.file.data) == [SPEEDS["normal"]] * plies + [3 * SPEEDS["normal"]]
    fast = await service.replay(ALICE, game_id=game_id, first=5, speed="FAST")
    # the position before ply 5, then plies 5 and 6, each shown half a second, the last held longer
    assert says(fast, "service-replay-part", first="5", last="6", moves=2, frames=3)
    assert durations(fast.file.data) == [SPEEDS["fast"]] * 2 + [3 * SPEEDS["fast"]]
    until = await service.replay(ALICE, game_id=game_id, last=2)
    assert says(until, "service-replay-part", first="1", last="2", moves=2)
    with refused("refusal-replay-plies", game=game_id, first="9", last=str(plies), plies=str(plies)):
        await service.replay(ALICE, game_id=game_id, first=9)
    with refused("refusal-replay-plies", first="4", last="3"):
        await service.replay(ALICE, game_id=game_id, first=4, last=3)
    with refused("refusal-replay-speed", typed="'warp'"):
        await service.replay(ALICE, game_id=game_id, speed="warp")


# ---- the front ends ------------------------------------------------------------------------------------
def test_the_replay_command_declares_its_stretch_and_speed() -> None:
    replay = command("telic", "table").child("replay", "table")
    assert usage(replay, TABLE_SYNTAX) == "/<game> replay [game=<id>] [from=N] [to=N] [speed=slow|normal|fast]"


async def test_a_stretch_replayed_at_the_table(table: Recorded) -> None:  # noqa: F811
    game_id = await start(table)
    await table.script("/tictacdoh move Lc3", "as bob", "/tictacdoh move Mc3", "as alice", "/tictacdoh move Sb2")
    said_ = await table.type("/tictacdoh replay from=2 to=3 speed=slow")
    assert said_[0].startswith(f"The replay of **Tic Tac Doh!** #{game_id}, plies 2 to 3: 2 moves, 3 frames"), said_
    assert durations(path_after(said_, "replay").read_bytes()) == [2000, 2000, 6000]
    refused_ = await table.type("/tictacdoh replay speed=warp")
    assert refused_[0].startswith("✗ speed="), refused_


async def test_a_stretch_replayed_on_discord(server) -> None:  # noqa: F811
    env, channel, (alice, bob) = server
    game_id, thread = await start_on_discord(env, channel, "tictacdoh", alice, [bob], seats="listed")
    for member, move in [(alice, "Mc3"), (bob, "Sc2"), (alice, "Mb3")]:
        await member.slash(thread, "tictacdoh move", move=move)
    await alice.slash(thread, "tictacdoh replay", **{"from": 2, "speed": "fast"})
    replay = next(a for m in thread.history() for a in m.attachments if a.filename == f"{game_id}-replay.gif")
    assert durations(await replay.read()) == [500, 500, 1500]
