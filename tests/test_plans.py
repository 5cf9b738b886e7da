"""Conditional moves (`/K plan`): made by the waiting player and checked against the engine, kept privately,
played by the referee the moment the opponent plays the expected move, dropped as soon as the game
leaves the line, and shown to nobody else."""
from __future__ import annotations

import random

import pytest

from bot.service import GameService
from bot.storage import EntryKind
from tests.service_helpers import ALICE, BOB, CAROL, owed_posts, refused, said, start_game

LINE = "mb2, sc2 , Lb3,Sd4"  # typed loosely: kept in canonical notation
CANONICAL = ["Mb2", "Sc2", "Lb3", "Sd4"]


@pytest.fixture
async def local(tmp_path):
    """A service on a SQLite file of its own (the refusals need no second backend)."""
    svc = await GameService.open(str(tmp_path / "referee.db"), render=False)
    svc.rng = random.Random(7)
    yield svc
    await svc.close()


async def waiting(service: GameService) -> str:
    """A Tic Tac Doh! game in which alice has played `Mc3`: bob is to move, alice waits."""
    game_id = str((await start_game(service, "tictacdoh", [ALICE, BOB])).game_id)
    await service.play(ALICE, "Mc3", game_id=game_id)
    return game_id


async def test_a_plan_is_played_through_and_then_gone(service) -> None:
    game_id = await waiting(service)
    made = await service.plan(ALICE, moves=LINE, game_id=game_id)
    assert made.private and said(made, "service-plan-kept").args["name"] == "bob"
    steps = [line.args for line in made.lines if line.key == "service-plan-step"]
    assert [(s["expected"], s["answer"]) for s in steps] == [("Mb2", "Sc2"), ("Lb3", "Sd4")]
    plan = await service.storage.plan(game_id, ALICE.id)
    assert plan is not None and plan.moves == CANONICAL and plan.version == 1
    posts = len(await owed_posts(service, game_id))
    since = (await service.game(game_id)).record.turn_since

    reply = await service.play(BOB, "Mb2", game_id=game_id)
    # one board says both moves and marks the answer; the answer is logged as alice's, with its words
    assert said(reply, "service-played").args["move"] == "Mb2"
    answered = said(reply, "service-plan-answered")
    assert answered.args["name"] == "alice" and answered.args["move"] == "Sc2"
    assert len(await owed_posts(service, game_id)) == posts + 1
    log = await service.log(game_id)
    assert [(e.ply, e.seat, e.kind, e.text) for e in log[-2:]] == [(2, 1, EntryKind.MOVE, "Mb2"),
                                                                  (3, 0, EntryKind.MOVE, "Sc2")]
    assert log[-1].words is not None and log[-1].words.key == answered.args["words"].key
    loaded = await service.game(game_id)
    assert loaded.record.version == 3 and loaded.state.current_player == 1
    assert loaded.record.turn_since > since  # bob's new turn began with the answer
    plan = await service.storage.plan(game_id, ALICE.id)
    assert plan is not None and plan.moves == ["Lb3", "Sd4"] and plan.version == 3

    reply = await service.play(BOB, "lb3", game_id=game_id)
    assert said(reply, "service-plan-answered").args["move"] == "Sd4"
    assert await service.storage.plan(game_id, ALICE.id) is None  # used up
    assert said(await service.plan(ALICE, game_id=game_id), "service-plan-none")


async def test_a_plan_is_dropped_when_the_opponent_plays_anything_else(service) -> None:
    game_id = await waiting(service)
    await service.plan(ALICE, moves=LINE, game_id=game_id)
    reply = await service.play(BOB, "Md2", game_id=game_id)
    assert not [line for line in reply.lines if line.key == "service-plan-answered"]
    assert (await service.game(game_id)).state.current_player == 0  # alice is to move herself
    assert await service.storage.plan(game_id, ALICE.id) is None
    shown = await service.plan(ALICE, game_id=game_id)
    assert shown.private and said(shown, "service-plan-none").args["game"] == game_id


async def test_a_takeback_or_an_ending_drops_the_plan(local) -> None:
    service = local
    game_id = await waiting(service)
    await service.plan(ALICE, moves="Mb2, Sc2", game_id=game_id)
    asked = await service.ask_undo(ALICE, game_id=game_id)
    await service.answer(BOB, asked.actions[0].target, True)
    assert await service.storage.plan(game_id, ALICE.id) is None
    await service.play(ALICE, "Mc3", game_id=game_id)  # the same position again: the plan is still gone
    reply = await service.play(BOB, "Mb2", game_id=game_id)
    assert not [line for line in reply.lines if line.key == "service-plan-answered"]
    # now bob waits, and plans; alice offers a draw and he accepts: the plan goes with the game
    await service.plan(BOB, moves="Sc2, Lb3", game_id=game_id)
    assert await service.storage.plan(game_id, BOB.id) is not None
    offered = await service.offer_draw(ALICE, game_id=game_id)
    await service.answer(BOB, offered.actions[0].target, True)
    assert (await service.game(game_id)).over
    assert await service.storage.plan(game_id, BOB.id) is None


async def test_bad_plans_are_refused_in_a_sentence_and_change_nothing(local) -> None:
    service = local
    game_id = await waiting(service)
    with refused("refusal-not-in-game", game=game_id):
        await service.plan(CAROL, moves="Mb2, Sc2", game_id=game_id)
    with refused("refusal-plan-your-turn", game=game_id):
        await service.plan(BOB, moves="Sc2, Mb2", game_id=game_id)
    with refused("refusal-plan-illegal", step=3, move="Mc3") as caught:
        await service.plan(ALICE, moves="Mb2, Sc2, Mc3, Sd4", game_id=game_id)  # Mc3 is taken by then
    assert caught.value.values["problem"].key
    with refused("refusal-plan-unanswered", move="Lb3"):
        await service.plan(ALICE, moves="Mb2, Sc2, Lb3", game_id=game_id)
    with refused("refusal-plan-too-long", most=20, count=22):
        await service.plan(ALICE, moves=", ".join(["Mb2"] * 22), game_id=game_id)
    with refused("refusal-plan-empty"):
        await service.plan(ALICE, moves=" , ", game_id=game_id)
    with refused("refusal-plan-clear-or-moves"):
        await service.plan(ALICE, moves="Mb2, Sc2", clear=True, game_id=game_id)
    assert await service.storage.plan(game_id, ALICE.id) is None
    # the opponent cannot clear it: they only ever clear their own, and have none
    await service.plan(ALICE, moves="Mb2, Sc2", game_id=game_id)
    assert said(await service.plan(BOB, clear=True, game_id=game_id), "service-plan-none")
    with refused("refusal-not-in-game"):
        await service.plan(CAROL, clear=True, game_id=game_id)
    assert (await service.storage.plan(game_id, ALICE.id)).moves == ["Mb2", "Sc2"]  # type: ignore[union-attr]
    assert said(await service.plan(ALICE, clear=True, game_id=game_id), "service-plan-cleared")
    assert await service.storage.plan(game_id, ALICE.id) is None


async def test_plans_across_chance_or_with_three_players_are_refused(local) -> None:
    service = local
    coins = str((await start_game(service, "coins", [ALICE, BOB, CAROL])).game_id)
    with refused("refusal-plan-players", count=3):
        await service.plan(BOB, moves="a1+, b1+", game_id=coins)
    telic = str((await start_game(service, "telic", [ALICE, BOB])).game_id)  # alice rolls first
    with refused("refusal-plan-chance", step=1, move="roll"):
        await service.plan(BOB, moves="roll, roll", game_id=telic)
    tactonix = str((await start_game(service, "tactonix", [ALICE, BOB])).game_id)  # a draw follows every move
    state = (await service.game(tactonix)).state
    waiter = BOB if state.current_player == 0 else ALICE
    first = state.legal_moves()[0]
    with refused("refusal-plan-chance", step=1, move=first):
        await service.plan(waiter, moves=f"{first}, {first}", game_id=tactonix)
    assert await service.storage.plan(tactonix, waiter.id) is None


async def test_nothing_the_opponent_sees_changes_with_a_plan(local, monkeypatch) -> None:
    """Bob's list of moves (Discord's autocomplete), the board, the record, the replay and the web page
    are the same with alice's plan as without it."""
    service = local

    async def inline(key, owner, work, *args):  # the web page's work, in this process (no pool to start)
        return work(*args)

    monkeypatch.setattr(service.pages.workshop, "run", inline)
    service.pages.configure(cache_bytes=0)  # every page made anew, never kept from before the plan
    game_id = await waiting(service)

    async def seen() -> tuple:
        board = await service.board(BOB, game_id=game_id)
        record = await service.record(BOB, game_id=game_id)
        replay = await service.replay(BOB, game_id=game_id)
        assert record.file and replay.file
        return (await service.moves_for(BOB, game_id=game_id), board.lines, board.actions, board.choices,
                record.file.data, replay.file.data, await service.game_page(game_id))

    before = await seen()
    await service.plan(ALICE, moves=LINE, game_id=game_id)
    assert await seen() == before


def test_the_table_reads_a_plan_as_typed() -> None:
    """`/tictacdoh plan moves=Mb2, Sc2, Lb3, Sd4`: the words after `moves=` belong to it (its value is
    the rest of the line), as do bare words; `clear=true` is a flag."""
    import shlex

    from bot.table.parser import parse

    typed = parse(shlex.split("/tictacdoh plan moves=Mb2, Sc2, Lb3, Sd4 game=ab3cd"))
    assert typed.command.name == "plan" and typed.key == "tictacdoh"
    assert typed.values == {"moves": "Mb2, Sc2, Lb3, Sd4", "game": "ab3cd"}
    assert parse(shlex.split("/tictacdoh plan Mb2, Sc2")).values == {"moves": "Mb2, Sc2"}
    assert parse(["/tictacdoh", "plan", "clear=true"]).values == {"clear": True}
