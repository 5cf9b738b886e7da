"""The game service: challenges, moves, refusals, races, the log and restarts, for every game."""
from __future__ import annotations

import asyncio
import random
import re
from dataclasses import replace

import pytest

import engines
from bot.service import Action, Refusal, Reply, text_of
from bot.storage.postgres import PostgresTransaction
from bot.storage.sqlite import SqliteTransaction
from bot.service import GameService
from tests.service_helpers import (
    ALICE, BOB, CAROL, DAVE, EVE, PLACE, keys, owed_edits, owed_posts, play_randomly, refused, said, says, start_game,
)

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
    started = await start_game(service, key, players, options)
    assert started.thread_title.key == "service-thread-title" and started.thread_title.args["title"] == engines.get_game(key).title
    await service.posted(started, "board-1", "thread-1")  # the front end opened the game's thread for its board
    last = await play_randomly(service, started.game_id, players, random.Random(5))
    assert last is not None and "service-board-over" in keys(last)
    # the result's one line is owed to the channel the game was started in, after the last board
    (to_board, board_lines), (to_parent, summary) = (await owed_posts(service, started.game_id))[-2:]
    assert (to_board, to_parent) == ("home", "parent") and board_lines == last.lines
    assert keys(summary) == ["service-summary"] and summary[0].args["game"] == started.game_id
    loaded = await service.game(started.game_id)
    record = loaded.record
    assert record.status == "over"
    # the log is the truth: replaying it gives the snapshot
    assert (await service.replayed(record.id)).to_dict() == loaded.state.to_dict()
    assert await service.games_of(ALICE.id) == []
    with refused("refusal-game-over", game=record.id):
        await service.play(players[0], "pass", game_id=record.id)


async def test_challenge_flow_and_refusals(service: GameService) -> None:
    challenge = await service.challenge("telic", ALICE, [BOB], place=PLACE)
    assert [(a.label.key, a.kind) for a in challenge.actions] == [("service-button-accept", "accept"),
                                                                   ("service-button-decline", "decline")]
    with refused("refusal-challenge-not-yours", names=("bob",)):
        await service.accept(challenge.game_id, CAROL)
    with refused("refusal-no-challenge", game="zzzzz"):
        await service.accept("zzzzz", BOB)
    with refused("refusal-challenge-yourself"):
        await service.challenge("telic", ALICE, [ALICE], place=PLACE)
    with refused("refusal-options") as too_many:  # the engine's refusal, in its own words
        await service.challenge("telic", ALICE, [BOB, CAROL], place=PLACE)
    assert "2" in str(too_many.value)
    with refused("refusal-options") as slide:
        await service.challenge("coins", ALICE, [BOB], place=PLACE, options={"slide": "fast"})
    assert "slide" in str(slide.value)
    started = await service.accept(challenge.game_id, BOB)
    assert started.file is None and started.game_id == challenge.game_id
    with refused("refusal-challenge-closed", game=challenge.game_id):
        await service.accept(challenge.game_id, BOB)


async def test_decline_and_withdraw(service: GameService) -> None:
    first = await service.challenge("coins", ALICE, [BOB, CAROL], place=PLACE)
    waiting = await service.accept(first.game_id, BOB)
    assert says(waiting, "service-accepted-waiting", name="bob", names=("carol",))
    declined = await service.decline(first.game_id, CAROL)
    assert says(declined, "service-challenge-ended", name="carol", status="declined")
    with refused("refusal-challenge-closed"):
        await service.accept(first.game_id, CAROL)
    second = await service.challenge("telic", ALICE, [BOB], place=PLACE)
    assert says(await service.decline(second.game_id, ALICE), "service-challenge-ended", name="alice", status="withdrawn")
    with refused("refusal-decline-not-yours"):
        await service.decline((await service.challenge("telic", ALICE, [BOB], place=PLACE)).game_id, EVE)


async def test_who_may_act(service: GameService) -> None:
    started = await start_game(service, "telic", [ALICE, BOB])
    game_id = started.game_id
    assert started.mentions == [ALICE.id] and [(a.kind, a.value) for a in started.actions] == [("move", "roll")]
    with refused("refusal-not-in-game", game=game_id):
        await service.play(CAROL, "roll", game_id=game_id)
    with refused("refusal-not-your-turn", game=game_id, name="alice"):
        await service.play(BOB, "roll", game_id=game_id)
    with refused("refusal-illegal") as illegal:  # the engine's refusal is its argument
        await service.play(ALICE, "a1-a2", game_id=game_id)
    assert illegal.value.values["problem"] is not None
    with refused("refusal-no-game", game="nope"):
        await service.play(ALICE, "roll", game_id="#nope")
    moves, note = await service.moves_for(BOB, game_id=game_id)
    assert moves == [] and note.key == "service-note-not-your-turn" and note.args["name"] == "alice"
    moves, note = await service.moves_for(ALICE, game_id=game_id)
    state = (await service.game(game_id)).state
    assert [move for move, _ in moves] == ["roll"] and note is None
    assert [str(label) for _, label in moves] == [str(state.describe_move("roll"))]  # the engine's words for it
    assert (await service.game(game_id)).record.version == 0  # refusals changed nothing
    reply = await service.play(ALICE, "R", game_id=game_id)  # an alias is recorded canonically
    assert says(reply, "service-played", name="alice", move="roll")
    log = await service.log(game_id)
    assert [(e.kind, e.text) for e in log][0] == ("move", "roll") and log[1].kind == "chance"


async def test_the_game_is_found_from_the_place(service: GameService) -> None:
    with refused("refusal-no-game-in-progress-of", title="Telic"):
        await service.play(ALICE, "roll", place=PLACE, key="telic")
    one = await start_game(service, "telic", [ALICE, BOB])
    assert (await service.play(ALICE, "roll", place=PLACE, key="telic")).game_id == one.game_id
    two = await start_game(service, "telic", [CAROL, ALICE])
    with refused("refusal-several-games-of", title="Telic") as several:
        await service.board(ALICE, place=PLACE, key="telic")
    assert {p.args["game"] for p in several.value.phrase.walk() if p.key == "service-game-with"} == \
        {one.game_id, two.game_id}
    await service.posted(two, "message-1", "thread-9")  # the front end opened a thread for it
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
        state = (await service.game(started.game_id)).state
        if state.is_over:
            break
        user = (ALICE, BOB)[state.current_player]
        moves, _ = await service.moves_for(user, game_id=started.game_id)
        reply = await service.play(user, rng.choice(moves)[0], game_id=started.game_id)
        if says(reply, "service-forced-pass"):
            found = True
            break
    assert found
    log = await service.log(started.game_id)
    assert log[-1].text == "pass" and log[-1].kind == "forced"  # not a decision: a takeback looks past it
    assert game.load((await service.replayed(started.game_id)).to_dict()) == (
        await service.game(started.game_id)).state


async def test_a_racing_move_is_applied_once(service: GameService) -> None:
    started = await start_game(service, "telic", [ALICE, BOB])
    results = await asyncio.gather(*(service.play(ALICE, "roll", game_id=started.game_id) for _ in range(3)),
                                   return_exceptions=True)
    assert sum(not isinstance(r, Exception) for r in results) == 1
    assert all(isinstance(r, Refusal) for r in results if isinstance(r, Exception))
    assert [e.text for e in await service.log(started.game_id)][0] == "roll"
    assert len([e for e in await service.log(started.game_id) if e.kind == "move"]) == 1


async def test_the_version_check_refuses_a_stale_writer(database: str) -> None:
    """Two services on one database (two bot processes): a move each on the same version, one wins."""
    one, two = await GameService.open(database, render=False), await GameService.open(database, render=False)
    try:
        started = await start_game(one, "telic", [ALICE, BOB])
        await two.moves_for(ALICE, game_id=started.game_id)  # the second has the state cached too
        results = await asyncio.gather(one.play(ALICE, "roll", game_id=started.game_id),
                                       two.play(ALICE, "roll", game_id=started.game_id), return_exceptions=True)
        assert sum(isinstance(r, Reply) for r in results) == 1
        assert all(isinstance(r, Refusal) for r in results if not isinstance(r, Reply))
        assert len(await one.log(started.game_id)) == 2
        # the storage itself refuses a write on a version that is gone
        async with two.storage.transaction() as tx:
            row = (await two.storage.load_game(started.game_id)).row
            assert not await tx.update_game(replace(row, version=1), "{}", expected_version=0)
        # the second bot sees the first one's move at once
        moves, note = await two.moves_for(ALICE, game_id=started.game_id)
        assert note is None and moves[0][0].startswith("enter")
    finally:
        await one.close()
        await two.close()


async def test_an_illegal_move_or_a_failure_changes_nothing(service: GameService, monkeypatch) -> None:
    started = await start_game(service, "coins", [ALICE, BOB])
    before = await service.storage.load_game(started.game_id)
    with pytest.raises(Refusal):
        await service.play(ALICE, "a1-a2", game_id=started.game_id)

    async def broken_append(self, game_id, entries):
        raise RuntimeError("disk on fire")

    for backend in (SqliteTransaction, PostgresTransaction):
        monkeypatch.setattr(backend, "append_moves", broken_append)
    with pytest.raises(RuntimeError):
        await service.play(ALICE, "a1+", game_id=started.game_id)
    assert await service.storage.load_game(started.game_id) == before
    assert await service.log(started.game_id) == []


async def test_a_restart_continues_games_and_challenges(database: str) -> None:
    first = await GameService.open(database, render=False)
    started = await start_game(first, "tictacdoh", [ALICE, BOB])
    await first.play(ALICE, "Lc3", game_id=started.game_id)
    waiting = await first.challenge("coins", CAROL, [DAVE, EVE], place=PLACE)
    await first.accept(waiting.game_id, DAVE)
    await first.close()

    second = await GameService.open(database, render=False)
    try:
        reply = await second.play(BOB, "Mc3", game_id=started.game_id)
        assert says(reply, "service-played", name="bob", move="Mc3")
        assert [c.id for c in await second.storage.open_challenges()] == [waiting.game_id]
        assert (await second.accept(waiting.game_id, EVE)).thread_title.args["title"] == "Coins"
        assert await second.storage.schema_version() >= 1
    finally:
        await second.close()


async def test_the_public_record_names_every_move(service: GameService) -> None:
    started = await start_game(service, "telic", [ALICE, BOB])
    await service.play(ALICE, "roll", game_id=started.game_id)
    reply = await service.record(ALICE, game_id=started.game_id)
    assert reply.file is not None and reply.file.name == f"{started.game_id}.ppn" and reply.file.kind == "record"
    lines = reply.file.data.decode().splitlines()
    assert lines[0] == "---" and "GameType: {Name: Telic}" in lines and 'Players: ["alice", "bob"]' in lines
    movetext = lines[lines.index("...") + 1:]
    assert movetext[0] == "1. roll" and re.fullmatch(r"2\. [na2-5]", movetext[1]), movetext


async def test_one_call_says_early_whether_its_answer_is_private(service: GameService) -> None:
    """A front end defers when the service says the request is under way (a future it gave is set, before
    the reply is ready); the service says then, once, what the reply will say, and never for a refused
    request (whose answer can then still be private)."""
    started = await start_game(service, "telic", [ALICE, BOB])
    game_id = started.game_id

    def underway() -> asyncio.Future[bool]:
        return asyncio.get_running_loop().create_future()

    refused = underway()
    with pytest.raises(Refusal):
        await service.play(BOB, "roll", game_id=game_id, place=PLACE, underway=refused)
    assert not refused.done()
    told = underway()
    playing = asyncio.ensure_future(service.play(ALICE, "roll", game_id=game_id, place=PLACE, underway=told))
    await asyncio.wait((told, playing), return_when=asyncio.FIRST_COMPLETED)
    assert told.done() and not playing.done(), "told before the slow part (drawing, committing) is done"
    here = await playing
    assert told.result() is False and not here.answer_private and here.home == PLACE
    moves, _ = await service.moves_for(ALICE, game_id=game_id)
    told = underway()
    elsewhere = await service.play(ALICE, moves[0][0], game_id=game_id, place="another-channel", underway=told)
    assert told.result() is True and elsewhere.answer_private and not elsewhere.private
    assert not elsewhere.here and elsewhere.home == PLACE and elsewhere.done.key == "service-done-played"
    for private, call in [(False, lambda told: service.board(EVE, game_id=game_id, place=PLACE, underway=told)),
                          (True, lambda told: service.board(EVE, game_id=game_id, place="another-channel",
                                                            underway=told)),
                          (True, lambda told: service.click(ALICE, Action(text_of(""), "secret", game_id),
                                                            place=PLACE, underway=told))]:
        told = underway()
        reply = await call(told)
        assert told.result() == private == reply.answer_private


async def test_telics_roll_edits_the_turns_board_and_the_entry_posts_the_next(service: GameService) -> None:
    started = await start_game(service, "telic", [ALICE, BOB])
    await service.posted(started, "message-1", "thread-1")
    rolled = await service.play(ALICE, "roll", game_id=started.game_id, place="thread-1")
    # the same turn goes on: its board is edited in place, and alice is not mentioned again
    assert rolled.replace == "message-1" and rolled.retire == [] and rolled.mentions == []
    assert rolled.answer_private and rolled.done.key == "service-done-played-same-turn"
    await service.posted(rolled, "message-1")
    moves, _ = await service.moves_for(ALICE, game_id=started.game_id)
    entered = await service.play(ALICE, moves[0][0], game_id=started.game_id, place="thread-1")
    assert entered.replace is None and entered.mentions == [BOB.id]
    await service.posted(entered, "message-2")
    assert await owed_edits(service, started.game_id) == [("thread-1", ["message-1"])]  # its buttons go


async def test_a_posted_board_is_remembered_and_retired_by_the_next(service: GameService) -> None:
    started = await start_game(service, "tictacdoh", [ALICE, BOB])
    await service.posted(started, "message-1", "thread-1")  # the front end opened a thread and posted there
    record = (await service.game(started.game_id)).record
    assert (record.thread, record.board_message, record.home) == ("thread-1", "message-1", "thread-1")
    reply = await service.play(ALICE, "Mc3", game_id=started.game_id, place="thread-1")
    assert reply.here and reply.parent == PLACE
    await service.posted(reply, "message-2")
    assert (await service.game(started.game_id)).record.board_message == "message-2"
    # the previous board's buttons go, by an edit owed when the new board was posted
    assert await owed_edits(service, started.game_id) == [("thread-1", ["message-1"])]
    # a board looked at elsewhere is private and carries no buttons: it is not the game's board
    private = await service.board(ALICE, game_id=started.game_id, place=PLACE)
    assert private.private and not private.actions and private.retire == []
    await service.posted(private, "message-3")
    assert (await service.game(started.game_id)).record.board_message == "message-2"


async def test_the_spec_decides_the_buttons(service: GameService) -> None:
    """Quick moves and the secret's button come from the game's spec, for every game."""
    for key, players, options in FULL_GAMES:
        started = await start_game(service, key, players, options)
        state = (await service.game(started.game_id)).state
        labels = [a.label for a in started.actions]
        expected = [text_of(quick.label) for quick in state.quick_moves()]
        expected += [text_of(state.game.secret_label)] if state.game.secret_label else []
        assert labels == expected


async def test_a_named_game_of_another_kind_and_a_late_move_are_told_what_they_are(service: GameService) -> None:
    coins = await start_game(service, "coins", [ALICE, BOB])
    with refused("refusal-wrong-game", game=coins.game_id, title="Coins", other="Telic"):
        await service.moves_for(ALICE, game_id=coins.game_id, key="telic")
    for call in (service.play(ALICE, "a1+", game_id=coins.game_id, key="telic"),
                 service.offer_draw(ALICE, game_id=coins.game_id, key="telic")):
        with refused("refusal-wrong-game", title="Coins", other="Telic"):
            await call
    assert await service.log(coins.game_id) == []
    over = await start_game(service, "tictacdoh", [CAROL, DAVE])
    await service.abort(CAROL, game_id=over.game_id)
    # no game in progress any more: a late move hears how the last one ended, not "no game"
    with refused("refusal-game-over", game=over.game_id) as late:
        await service.play(DAVE, "Mc3", place=PLACE, key="tictacdoh")
    assert late.value.values["result"].key == "service-result-aborted"
    moves, note = await service.moves_for(DAVE, place=PLACE, key="tictacdoh")
    assert moves == [] and (note.key, note.args) == ("service-note-over", {"game": over.game_id})


async def test_several_games_are_listed_with_their_opponents(service: GameService) -> None:
    await start_game(service, "tictacdoh", [ALICE, BOB])
    await start_game(service, "tictacdoh", [ALICE, CAROL])
    with refused("refusal-several-games") as several:
        await service.play(ALICE, "Mc3", place="elsewhere")
    listed = [p.args for p in several.value.phrase.walk() if p.key == "service-game-with"]
    assert sorted((game["title"], game["names"]) for game in listed) == [("Tic Tac Doh!", ("bob",)),
                                                                        ("Tic Tac Doh!", ("carol",))]


async def test_the_board_after_a_move_is_drawn_with_the_position_it_was_played_on(database: str) -> None:
    """The service hands the renderer the position before the move, so Telic's picture shows the die."""
    import renderers

    service = await GameService.open(database)
    service.rng = random.Random(11)
    try:
        started = await start_game(service, "telic", [ALICE, BOB])
        await service.play(ALICE, "roll", game_id=started.game_id)
        rolled = (await service.game(started.game_id)).state
        moves, _ = await service.moves_for(ALICE, game_id=started.game_id)
        entered = await service.play(ALICE, moves[0][0], game_id=started.game_id)
        state = (await service.game(started.game_id)).state
        words = rolled.describe_move(moves[0][0])
        plain = renderers.render(state, last_move=moves[0][0], last_words=words, players=["alice", "bob"])
        shown = renderers.render(state, last_move=moves[0][0], last_words=words, players=["alice", "bob"],
                                 before=rolled)
        assert plain != shown and entered.file is not None and entered.file.data == shown
    finally:
        await service.close()
