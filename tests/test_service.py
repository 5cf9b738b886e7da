"""The game service: challenges, moves, refusals, races, the log and restarts, for every game."""
from __future__ import annotations

import asyncio
import json
import random

import pytest

import engines
from bot.replies import Refusal
from bot.service import GameService
from tests.service_helpers import ALICE, BOB, CAROL, DAVE, EVE, PLACE, play_randomly, start_game

FULL_GAMES = [
    ("telic", [ALICE, BOB], {"move_limit": 40}),
    ("coins", [ALICE, BOB, CAROL], {}),
    ("coins", [ALICE, BOB, CAROL, DAVE], {"slide": "full"}),
    ("tictacdoh", [ALICE, BOB], {}),
    ("icesickle", [ALICE, BOB], {"rounds": 1}),
    ("tactonix", [ALICE, BOB, CAROL], {"board": 5, "move_limit": 12}),
]


@pytest.mark.parametrize("key,players,options", FULL_GAMES, ids=lambda v: str(v) if isinstance(v, str) else None)
async def test_a_complete_game_to_the_end(service: GameService, key, players, options) -> None:
    if key not in engines.GAMES:
        pytest.skip(f"{key} is not registered")
    started = await start_game(service, key, players, options)
    assert started.thread_title and started.thread_title.startswith(engines.get_game(key).title)
    last = await play_randomly(service, started.game_id, players, random.Random(5))
    assert last is not None and "Game over." in last.text and last.summary
    record = await service._game_row(started.game_id)
    assert record.status == "over"
    # the log is the truth: replaying it gives the snapshot
    assert (await service.replayed(record.id)).to_dict() == (await service.state_of(record)).to_dict()
    assert await service.user_games(ALICE.id) == []
    with pytest.raises(Refusal, match="is over"):
        await service.play(players[0], "pass", game_id=record.id)


async def test_challenge_flow_and_refusals(service: GameService) -> None:
    challenge = await service.challenge("telic", ALICE, [BOB], place=PLACE)
    assert [a.label for a in challenge.actions] == ["Accept", "Decline"]
    with pytest.raises(Refusal, match="Only bob can answer"):
        await service.accept(challenge.game_id, CAROL)
    with pytest.raises(Refusal, match="no challenge #zzzzz"):
        await service.accept("zzzzz", BOB)
    with pytest.raises(Refusal, match="yourself"):
        await service.challenge("telic", ALICE, [ALICE], place=PLACE)
    with pytest.raises(Refusal, match="exactly 2 players"):
        await service.challenge("telic", ALICE, [BOB, CAROL], place=PLACE)
    with pytest.raises(Refusal, match="slide"):
        await service.challenge("coins", ALICE, [BOB], place=PLACE, options={"slide": "fast"})
    started = await service.accept(challenge.game_id, BOB)
    assert started.image is None and started.game_id == challenge.game_id
    with pytest.raises(Refusal, match="no longer open"):
        await service.accept(challenge.game_id, BOB)


async def test_decline_and_withdraw(service: GameService) -> None:
    first = await service.challenge("coins", ALICE, [BOB, CAROL], place=PLACE)
    waiting = await service.accept(first.game_id, BOB)
    assert "Waiting for carol" in waiting.text
    declined = await service.decline(first.game_id, CAROL)
    assert "carol declined" in declined.text
    with pytest.raises(Refusal, match="no longer open"):
        await service.accept(first.game_id, CAROL)
    second = await service.challenge("telic", ALICE, [BOB], place=PLACE)
    assert "withdrew" in (await service.decline(second.game_id, ALICE)).text
    with pytest.raises(Refusal, match="Only the invited"):
        await service.decline((await service.challenge("telic", ALICE, [BOB], place=PLACE)).game_id, EVE)


async def test_who_may_act(service: GameService) -> None:
    started = await start_game(service, "telic", [ALICE, BOB])
    game_id = started.game_id
    assert started.mentions == [ALICE.id] and [a.label for a in started.actions] == ["Roll"]
    with pytest.raises(Refusal, match="not in game"):
        await service.play(CAROL, "roll", game_id=game_id)
    with pytest.raises(Refusal, match="not your turn.*alice"):
        await service.play(BOB, "roll", game_id=game_id)
    with pytest.raises(Refusal, match=r"^Illegal: "):
        await service.play(ALICE, "a1-a2", game_id=game_id)
    with pytest.raises(Refusal, match="no game #nope"):
        await service.play(ALICE, "roll", game_id="#nope")
    moves, note = await service.moves_for(BOB, game_id=game_id)
    assert moves == [] and "alice" in note
    moves, note = await service.moves_for(ALICE, game_id=game_id)
    assert moves == [("roll", "Roll the die")] and note is None
    assert (await service._game_row(game_id)).version == 0  # refusals changed nothing
    reply = await service.play(ALICE, "R", game_id=game_id)  # an alias is recorded canonically
    assert "alice played `roll`" in reply.text
    log = await service.log(game_id)
    assert [(e.kind, e.text) for e in log][0] == ("move", "roll") and log[1].kind == "chance"


async def test_the_game_is_found_from_the_place(service: GameService) -> None:
    with pytest.raises(Refusal, match="no Telic game in progress"):
        await service.play(ALICE, "roll", place=PLACE, key="telic")
    one = await start_game(service, "telic", [ALICE, BOB])
    assert (await service.play(ALICE, "roll", place=PLACE, key="telic")).game_id == one.game_id
    two = await start_game(service, "telic", [CAROL, ALICE])
    with pytest.raises(Refusal, match=f"several Telic games.*#{one.game_id}|several Telic games.*#{two.game_id}"):
        await service.board(ALICE, place=PLACE, key="telic")
    await service.set_thread(two.game_id, "thread-9")
    # in a game's own thread the command is about that game, for players and spectators alike
    assert (await service.board(EVE, place="thread-9")).game_id == two.game_id
    assert (await service.board(ALICE, game_id=one.game_id)).game_id == one.game_id


async def test_auto_pass_after_a_roll_onto_an_enemy_stack(service: GameService) -> None:
    """Play random Telic moves until the only legal move is `pass`: the service plays it, says so, logs it."""
    game = engines.get_game("telic")
    started = await start_game(service, "telic", [ALICE, BOB])
    rng = random.Random(3)
    found = False
    for _ in range(400):
        record = await service._game_row(started.game_id)
        state = await service.state_of(record)
        if state.is_over:
            break
        user = (ALICE, BOB)[state.current_player]
        moves, _ = await service.moves_for(user, game_id=started.game_id)
        reply = await service.play(user, rng.choice(moves)[0], game_id=started.game_id)
        if "has no legal move and passes" in reply.text:
            found = True
            break
    assert found
    log = await service.log(started.game_id)
    assert log[-1].text == "pass" and log[-1].kind == "move"
    assert game.load((await service.replayed(started.game_id)).to_dict()) == await service.state_of(
        await service._game_row(started.game_id))


async def test_a_racing_move_is_applied_once(service: GameService) -> None:
    started = await start_game(service, "telic", [ALICE, BOB])
    results = await asyncio.gather(*(service.play(ALICE, "roll", game_id=started.game_id) for _ in range(3)),
                                   return_exceptions=True)
    assert sum(not isinstance(r, Exception) for r in results) == 1
    assert all(isinstance(r, Refusal) for r in results if isinstance(r, Exception))
    assert [e.text for e in await service.log(started.game_id)][0] == "roll"
    assert len([e for e in await service.log(started.game_id) if e.kind == "move"]) == 1


async def test_the_version_check_refuses_a_stale_writer(tmp_path) -> None:
    path = str(tmp_path / "shared.db")
    one, two = await GameService.open(path, render=False), await GameService.open(path, render=False)
    try:
        started = await start_game(one, "telic", [ALICE, BOB])
        stale = await two._game_row(started.game_id)
        state = await two.state_of(stale)
        await one.play(ALICE, "roll", game_id=started.game_id)
        with pytest.raises(Refusal, match="changed at the same moment"):
            await two._commit(stale, state, state.play("roll"), [])
        assert len(await one.log(started.game_id)) == 2
        # the second bot sees the first one's move at once
        moves, note = await two.moves_for(ALICE, game_id=started.game_id)
        assert note is None and moves[0][0].startswith("enter")
    finally:
        await one.close()
        await two.close()


async def test_an_illegal_move_or_a_failure_changes_nothing(service: GameService, monkeypatch) -> None:
    started = await start_game(service, "coins", [ALICE, BOB])
    before = await service.storage.fetchall("SELECT * FROM games")
    with pytest.raises(Refusal):
        await service.play(ALICE, "a1-a2", game_id=started.game_id)

    async def broken_append(db, game_id, entries):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(service, "_append", broken_append)
    with pytest.raises(RuntimeError):
        await service.play(ALICE, "a1+", game_id=started.game_id)
    after = await service.storage.fetchall("SELECT * FROM games")
    assert [dict(r) for r in after] == [dict(r) for r in before]
    assert await service.log(started.game_id) == []


async def test_a_restart_continues_games_and_challenges(tmp_path) -> None:
    path = str(tmp_path / "referee.db")
    first = await GameService.open(path, render=False)
    started = await start_game(first, "tictacdoh", [ALICE, BOB])
    await first.play(ALICE, "Lc3", game_id=started.game_id)
    waiting = await first.challenge("coins", CAROL, [DAVE, EVE], place=PLACE)
    await first.accept(waiting.game_id, DAVE)
    await first.close()

    second = await GameService.open(path, render=False)
    try:
        reply = await second.play(BOB, "Mc3", game_id=started.game_id)
        assert "bob played `Mc3`" in reply.text
        assert [c["id"] for c in await second.open_challenges()] == [waiting.game_id]
        assert (await second.accept(waiting.game_id, EVE)).thread_title.startswith("Coins")
        assert await second.storage.schema_version() >= 1
    finally:
        await second.close()


async def test_the_public_record_names_every_move(service: GameService) -> None:
    started = await start_game(service, "telic", [ALICE, BOB])
    await service.play(ALICE, "roll", game_id=started.game_id)
    lines = await service.record(started.game_id)
    assert lines[0] == "1. alice: roll" and lines[1].startswith("2. chance:")
    data = json.dumps(lines)
    assert "alice" in data
