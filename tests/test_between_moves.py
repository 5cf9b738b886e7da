"""Games that live for days, through the service: clocks, reminders, time-outs, vacations, draws,
takebacks, aborts, rematches and the settings, on a clock the test moves by hand."""
from __future__ import annotations

import asyncio
import random
from dataclasses import replace

import pytest

from bot.service import Action, GameService, Refusal
from bot.service.clocks import DAY, HOUR, duration
from engines.phrases import say
from tests.service_helpers import ALICE, BOB, CAROL, DAVE, PLACE, keys, owed_edits, refused, said, says, start_game

T0 = 1_800_000_000.0


class Clock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def timed(database):
    svc = await GameService.open(database, render=False)
    svc.rng = random.Random(99)
    svc.clock = clock = Clock()
    yield svc, clock
    await svc.close()


async def reopen(database: str, clock: Clock) -> GameService:
    svc = await GameService.open(database, render=False)
    svc.rng = random.Random(7)
    svc.clock = clock
    return svc


def deadline_in(reply) -> int:
    """The deadline a board says (its clock's line)."""
    return int(said(reply, "service-clock-deadline").args["when"].at)


REMATCH = Action(say("service-button-rematch"), "rematch", "")


# ---- clocks and boards ------------------------------------------------------------------------------
async def test_the_default_clock_is_three_days_and_every_board_says_the_deadline(timed) -> None:
    service, clock = timed
    started = await start_game(service, "tictacdoh", [ALICE, BOB])
    assert deadline_in(started) == int(T0 + 3 * DAY)
    clock.now += HOUR
    reply = await service.play(ALICE, "Mc3", game_id=started.game_id)
    assert deadline_in(reply) == int(T0 + HOUR + 3 * DAY)  # bob's turn: a full clock of his own
    board = await service.board(BOB, game_id=started.game_id)
    assert deadline_in(board) == int(T0 + HOUR + 3 * DAY)


async def test_a_chosen_clock_and_no_clock(timed) -> None:
    service, clock = timed
    hourly = await start_game(service, "tictacdoh", [ALICE, BOB], clock="1h")
    assert deadline_in(hourly) == int(T0 + HOUR)
    untimed = await start_game(service, "tictacdoh", [CAROL, DAVE], clock="none")
    assert not says(untimed, "service-clock-deadline")
    assert (await service.game(untimed.game_id)).record.due is None
    with refused("refusal-not-a-clock", typed="'2h'"):
        await service.challenge("telic", ALICE, [BOB], place=PLACE, clock="2h")


async def test_telics_roll_and_entry_are_one_turn_of_the_clock(timed) -> None:
    service, clock = timed
    started = await start_game(service, "telic", [ALICE, BOB], clock="1d")
    clock.now += 2 * HOUR
    rolled = await service.play(ALICE, "roll", game_id=started.game_id)
    assert deadline_in(rolled) == int(T0 + DAY)  # the roll does not restart alice's time
    moves, _ = await service.moves_for(ALICE, game_id=started.game_id)
    clock.now += HOUR
    entered = await service.play(ALICE, moves[0][0], game_id=started.game_id)
    record = (await service.game(started.game_id)).record
    assert record.to_move == BOB.id and record.deadline == T0 + 3 * HOUR + DAY
    assert deadline_in(entered) == int(T0 + 3 * HOUR + DAY)


# ---- reminders -------------------------------------------------------------------------------------
async def test_reminders_at_half_and_a_tenth_once_each_even_across_a_restart(database: str) -> None:
    clock = Clock()
    service = await reopen(database, clock)
    started = await start_game(service, "tictacdoh", [ALICE, BOB], clock="1d")
    assert await service.next_due() == T0 + DAY / 2
    clock.now = T0 + DAY / 2 - 1
    assert await service.run_due() == []
    clock.now = T0 + DAY / 2
    [half] = await service.run_due()
    assert half.mentions == [ALICE.id] and half.home == PLACE
    assert said(half, "service-reminder").args["left"] == duration(12 * HOUR)
    assert await service.run_due() == []  # once
    await service.close()

    service = await reopen(database, clock)  # a restart: the reminder is not sent again
    try:
        assert await service.run_due() == []
        assert await service.next_due() == T0 + 0.9 * DAY
        clock.now = T0 + 0.9 * DAY
        [tenth] = await service.run_due()
        assert said(tenth, "service-reminder").args["left"] == duration(2 * HOUR + 24 * 60) and tenth.mentions == [ALICE.id]
        assert await service.run_due() == []
        # a move starts bob's turn with his reminders to come; alice is reminded of nothing more
        await service.play(ALICE, "Mc3", game_id=started.game_id)
        clock.now += DAY / 2
        [for_bob] = await service.run_due()
        assert for_bob.mentions == [BOB.id]
    finally:
        await service.close()


async def test_two_reminders_missed_while_down_make_one_message(timed) -> None:
    service, clock = timed
    await start_game(service, "tictacdoh", [ALICE, BOB], clock="1d")
    clock.now = T0 + 0.95 * DAY
    [only] = await service.run_due()
    assert said(only, "service-reminder").args["left"] == duration(HOUR + 12 * 60)
    assert await service.run_due() == []


async def test_reminders_by_direct_message_or_not_at_all(timed) -> None:
    service, clock = timed
    await start_game(service, "tictacdoh", [ALICE, BOB], clock="1d")
    assert says(await service.notify(ALICE, "dm"), "service-notify-saved", where="dm")
    assert says(await service.notify(ALICE), "service-notify-shown", where="dm")
    clock.now = T0 + DAY / 2
    [dm] = await service.run_due()
    assert dm.dm == ALICE.id and dm.home is None
    await service.notify(ALICE, "off")
    clock.now = T0 + 0.9 * DAY
    assert await service.run_due() == []
    with refused("refusal-notify-choice", typed="'pigeon'"):
        await service.notify(ALICE, "pigeon")


async def test_a_server_can_turn_reminders_off_and_change_its_default_clock(timed) -> None:
    service, clock = timed
    assert says(await service.settings(BOB, "g1", admin=False), "service-settings-shown", clock="3d", language="English")
    with refused("refusal-settings-manager"):
        await service.settings(BOB, "g1", admin=False, clock="1d")
    saved = await service.settings(ALICE, "g1", admin=True, clock="1h", reminders="off")
    assert says(saved, "service-settings-saved", clock="1h", reminders="off")
    started = await start_game(service, "tictacdoh", [ALICE, BOB])
    assert (await service.game(started.game_id)).record.clock == HOUR
    clock.now = T0 + HOUR / 2
    assert await service.run_due() == []  # reminders off: none, but the deadline holds
    clock.now = T0 + HOUR
    [timeout] = await service.run_due()
    assert keys(timeout)[0] == "service-board-heading" and says(timeout, "service-timeout-first-move")
    assert says(timeout, "service-result-aborted")
    with refused("refusal-reminders-choice"):
        await service.settings(ALICE, "g1", admin=True, reminders="maybe")


# ---- time-outs ----------------------------------------------------------------------------------------
async def test_a_loss_on_time_ends_a_two_player_game_and_counts_like_a_resignation(timed) -> None:
    service, clock = timed
    started = await start_game(service, "tictacdoh", [ALICE, BOB], clock="1h")
    await service.play(ALICE, "Mc3", game_id=started.game_id)
    await service.play(BOB, "Sc2", game_id=started.game_id)
    clock.now = T0 + 5 * HOUR  # the bot was down past alice's deadline: applied at the deadline's time
    replies = await service.run_due()
    board = replies[-1]
    assert says(board, "service-timeout-lost", name="alice")
    assert says(board, "service-result-time", names=("bob",), count=1)
    assert board.home == PLACE and board.owed_id is not None  # owed to the game's home with the change
    log = await service.log(started.game_id)
    assert log[-1].kind == "timeout" and log[-1].at == T0 + HOUR and log[-1].text == "0"
    [result] = await service.storage.results(game_id=started.game_id)
    assert result.outcomes == ["loss", "win"] and not result.rated  # too early to rate, like a resignation
    assert (await service.replayed(started.game_id)) == (await service.game(started.game_id)).state
    assert await service.next_due() is None


async def test_a_no_show_on_the_first_turn_aborts_the_game(timed) -> None:
    service, clock = timed
    started = await start_game(service, "tictacdoh", [ALICE, BOB], clock="1h")
    await service.play(ALICE, "Mc3", game_id=started.game_id)
    clock.now = T0 + 3 * HOUR  # bob never made his first move
    [board] = await service.run_due()
    assert says(board, "service-timeout-first-move", name="bob") and says(board, "service-result-aborted")
    assert board.owed_id is not None
    record = (await service.game(started.game_id)).record
    assert record.status == "over" and record.ending == "aborted"
    assert await service.storage.results(game_id=started.game_id) == []
    assert keys(await service.history(BOB)) == ["service-history-empty"]
    assert board.actions == []  # no rematch of an aborted game


async def test_with_more_players_the_one_out_of_time_is_out_and_the_others_play_on(timed) -> None:
    service, clock = timed
    started = await start_game(service, "coins", [ALICE, BOB, CAROL], clock="1d")
    for user in (ALICE, BOB, CAROL):
        moves, _ = await service.moves_for(user, game_id=started.game_id)
        await service.play(user, moves[0][0], game_id=started.game_id)
    clock.now = T0 + 2 * DAY
    replies = await service.run_due()
    board = replies[-1]
    assert says(board, "service-timeout-out", name="alice") and board.mentions == [BOB.id]
    loaded = await service.game(started.game_id)
    assert loaded.record.status == "active" and loaded.record.to_move == BOB.id
    assert loaded.record.deadline == T0 + 2 * DAY  # bob's turn began at alice's deadline
    with refused("refusal-out-of-game", game=started.game_id):
        await service.offer_draw(ALICE, game_id=started.game_id)


# ---- vacations ---------------------------------------------------------------------------------------
async def test_a_vacation_stops_the_clocks_and_they_run_again_after(timed) -> None:
    service, clock = timed
    first = await start_game(service, "tictacdoh", [ALICE, BOB], clock="1d")
    second = await start_game(service, "tictacdoh", [BOB, ALICE], clock="1d")  # bob to move there
    clock.now = T0 + 6 * HOUR
    on = await service.vacation(ALICE, 2)
    assert on.private and says(on, "service-vacation-on", count=1)
    board = await service.board(ALICE, game_id=first.game_id)
    assert said(board, "service-clock-vacation").args["until"].at == int(T0 + 6 * HOUR + 2 * DAY)
    clock.now = T0 + 13 * HOUR
    assert [r.mentions for r in await service.run_due()] == [[BOB.id]]  # only bob's reminder in the other game
    # a turn passing to alice while she is away waits for her too
    await service.play(BOB, "Mc3", game_id=second.game_id)
    clock.now = T0 + 2 * DAY
    assert await service.run_due() == []
    assert (await service.game(second.game_id)).record.deadline is None
    clock.now = T0 + 6 * HOUR + 2 * DAY
    back = await service.run_due()
    assert sorted(r.game_id for r in back if says(r, "service-vacation-back", name="alice")) == sorted(
        [first.game_id, second.game_id])
    one, two = (await service.game(first.game_id)).record, (await service.game(second.game_id)).record
    assert one.deadline == clock.now + 18 * HOUR  # the 18 hours she had left
    assert two.deadline == clock.now + DAY


async def test_vacation_limits_and_ending_early(timed) -> None:
    service, clock = timed
    with refused("refusal-not-on-vacation"):
        await service.vacation(ALICE, 0)
    with refused("refusal-vacation-days", most=14, typed="15"):
        await service.vacation(ALICE, 15)
    await service.vacation(ALICE, 10)
    clock.now += 10 * DAY
    await service.run_due()
    with refused("refusal-vacation-too-long", most=14, window=30, room=4):
        await service.vacation(ALICE, 5)
    await service.vacation(ALICE, 4)
    clock.now += DAY
    assert keys(await service.vacation(ALICE, 0)) == ["service-vacation-over"]
    assert [v.open for v in await service.storage.vacations(ALICE.id, since=0)] == [False, False]


# ---- draws ----------------------------------------------------------------------------------------
async def test_a_draw_offered_and_accepted_by_all(timed) -> None:
    service, clock = timed
    started = await start_game(service, "coins", [ALICE, BOB, CAROL])
    offer = await service.offer_draw(BOB, game_id=started.game_id)
    assert [a.label.key for a in offer.actions] == ["service-button-accept-draw", "service-button-decline"]
    assert sorted(offer.mentions) == sorted([ALICE.id, CAROL.id]) and offer.home == PLACE
    await offer.posted("offer-message")
    yes = offer.actions[0]
    with refused("refusal-offer-yours", kind="draw"):
        await service.click(BOB, yes)
    with refused("refusal-not-in-game", game=started.game_id):
        await service.click(DAVE, yes)
    with refused("refusal-offer-waiting", kind="draw", game=started.game_id):
        await service.offer_draw(ALICE, game_id=started.game_id)
    partial = await service.click(ALICE, yes)
    assert says(partial, "service-offer-waiting", names=("carol",), name="alice") and partial.retouch.actions
    with refused("refusal-already-said-yes"):
        await service.click(ALICE, yes)
    done = await service.click(CAROL, yes)
    assert says(done, "service-draw-agreed") and says(done, "service-result-agreed")
    assert done.actions[0].kind == "rematch"
    [result] = await service.storage.results(game_id=started.game_id)
    assert result.outcomes == ["draw"] * 3 and result.ranking == [0, 0, 0]
    with refused("refusal-offer-closed", kind="draw", status="accepted"):
        await service.click(CAROL, yes)


async def test_a_draw_declined_or_withdrawn_by_a_move(timed) -> None:
    service, clock = timed
    started = await start_game(service, "tictacdoh", [ALICE, BOB])
    offer = await service.offer_draw(ALICE, game_id=started.game_id)
    no = offer.actions[1]
    declined = await service.click(BOB, no)
    assert says(declined, "service-offer-declined", kind="draw", name="bob") and not declined.retouch.actions
    assert (await service.game(started.game_id)).record.status == "active"
    again = await service.offer_draw(ALICE, game_id=started.game_id)
    await again.posted("offer-2")
    moved = await service.play(ALICE, "Mc3", game_id=started.game_id)
    # the move withdrew the offer: its buttons go, by an edit owed with the move
    assert [messages for _, messages in await owed_edits(service, started.game_id)] == [["offer-2"]]
    with refused("refusal-offer-closed", status="withdrawn"):
        await service.click(BOB, again.actions[0])


async def test_two_accepts_at_once_apply_once(timed) -> None:
    service, clock = timed
    started = await start_game(service, "tictacdoh", [ALICE, BOB])
    offer = await service.offer_draw(ALICE, game_id=started.game_id)
    results = await asyncio.gather(service.click(BOB, offer.actions[0]), service.click(BOB, offer.actions[0]),
                                   return_exceptions=True)
    assert sum(not isinstance(r, Exception) for r in results) == 1
    assert all(isinstance(r, Refusal) for r in results if isinstance(r, Exception))
    assert len(await service.storage.results(game_id=started.game_id)) == 1
    assert [e.kind for e in await service.log(started.game_id)] == ["draw"]


# ---- takebacks --------------------------------------------------------------------------------------
async def test_a_takeback_of_telics_entry_keeps_the_roll(timed) -> None:
    service, clock = timed
    started = await start_game(service, "telic", [ALICE, BOB])
    await service.play(ALICE, "roll", game_id=started.game_id)
    with refused("refusal-chance-after", move="roll"):
        await service.ask_undo(ALICE, game_id=started.game_id)
    rolled = (await service.game(started.game_id)).state
    moves, _ = await service.moves_for(ALICE, game_id=started.game_id)
    await service.play(ALICE, moves[0][0], game_id=started.game_id)
    with refused("refusal-nothing-to-take-back"):
        await service.ask_undo(BOB, game_id=started.game_id)
    ask = await service.ask_undo(ALICE, game_id=started.game_id)
    assert [a.label.key for a in ask.actions] == ["service-button-allow", "service-button-refuse"]
    assert ask.mentions == [BOB.id]
    allowed = await service.click(BOB, ask.actions[0])
    assert says(allowed, "service-took-back", name="alice")
    loaded = await service.game(started.game_id)
    assert loaded.state == rolled  # back to choosing the entry after the same roll
    assert loaded.record.to_move == ALICE.id
    log = await service.log(started.game_id)
    assert [e.kind for e in log] == ["move", "chance", "move", "takeback"] and log[-1].text == "3"
    assert await service.replayed(started.game_id) == loaded.state
    record = (await service.record(ALICE, game_id=started.game_id)).file
    assert record is not None and record.data.decode().splitlines()[-1] == "4. {alice (seat 1) takes back move 3}"


async def test_a_takeback_is_refused_once_someone_else_acted(timed) -> None:
    service, clock = timed
    started = await start_game(service, "tictacdoh", [ALICE, BOB])
    await service.play(ALICE, "Mc3", game_id=started.game_id)
    await service.play(BOB, "Sc2", game_id=started.game_id)
    with refused("refusal-other-acted", name="bob"):
        await service.ask_undo(ALICE, game_id=started.game_id)
    ask = await service.ask_undo(BOB, game_id=started.game_id)
    answered = await service.click(ALICE, ask.actions[1])
    assert says(answered, "service-offer-declined", kind="undo", name="alice", asker="bob")
    assert len(await service.log(started.game_id)) == 2


# ---- aborts and rematches -----------------------------------------------------------------------------
async def test_abort_only_before_everyone_has_moved(timed) -> None:
    service, clock = timed
    started = await start_game(service, "tictacdoh", [ALICE, BOB])
    await service.play(ALICE, "Mc3", game_id=started.game_id)
    with refused("refusal-not-in-game"):
        await service.abort(CAROL, game_id=started.game_id)
    aborted = await service.abort(BOB, game_id=started.game_id)
    assert says(aborted, "service-aborted", name="bob") and aborted.actions == []
    assert await service.storage.results() == []
    assert await service.games_of(ALICE.id) == []
    later = await start_game(service, "tictacdoh", [ALICE, BOB])
    await service.play(ALICE, "Mc3", game_id=later.game_id)
    await service.play(BOB, "Sc2", game_id=later.game_id)
    with refused("refusal-too-late-to-abort", game=later.game_id):
        await service.abort(ALICE, game_id=later.game_id)


async def test_a_rematch_rotates_the_seats_and_keeps_the_options(timed) -> None:
    service, clock = timed
    started = await start_game(service, "coins", [ALICE, BOB, CAROL], clock="1d")
    for user in (ALICE, BOB):
        await service.resign(user, started.game_id)
    over = (await service.game(started.game_id))
    assert over.over
    again = replace(REMATCH, target=started.game_id)
    with refused("refusal-rematch-not-yours", game=started.game_id):
        await service.click(DAVE, again)
    rematch = await service.click(BOB, again, place="thread")
    assert rematch.lines[0].args["heading"] == say("service-rematch-of", game=started.game_id) and rematch.home == PLACE
    assert rematch.retouch is not None and rematch.retouch.actions == ()
    with refused("refusal-rematch-waiting", game=started.game_id, other=rematch.game_id):
        await service.click(ALICE, again)
    challenge = await service.storage.challenge(rematch.game_id)
    assert challenge.seats == [BOB.id, CAROL.id, ALICE.id] and challenge.clock == DAY
    assert challenge.options == over.record.options
    await service.accept(rematch.game_id, ALICE)
    await service.accept(rematch.game_id, CAROL)
    new = await service.game(rematch.game_id)
    assert new.record.players == [BOB.id, CAROL.id, ALICE.id] and new.record.clock == DAY


# ---- restarts -----------------------------------------------------------------------------------------
async def test_everything_waits_through_a_restart(database: str) -> None:
    clock = Clock()
    service = await reopen(database, clock)
    started = await start_game(service, "tictacdoh", [ALICE, BOB], clock="1d")
    await service.play(ALICE, "Mc3", game_id=started.game_id)
    await service.play(BOB, "Sc2", game_id=started.game_id)
    offer = await service.offer_draw(ALICE, game_id=started.game_id)
    away = await start_game(service, "tictacdoh", [CAROL, DAVE], clock="1d")
    await service.vacation(CAROL, 3)
    await service.close()

    clock.now = T0 + 2 * DAY  # down for two days: alice's deadline passed meanwhile
    service = await reopen(database, clock)
    try:
        assert (await service.storage.offer(offer.actions[0].target)).status == "open"
        replies = await service.run_due()
        assert any(says(r, "service-timeout-lost") for r in replies)
        log = await service.log(started.game_id)
        assert log[-1].kind == "timeout" and log[-1].at == T0 + DAY
        assert (await service.storage.offer(offer.actions[0].target)).status == "withdrawn"
        assert (await service.game(away.game_id)).record.deadline is None  # carol is still away
        clock.now = T0 + 3 * DAY
        await service.run_due()
        assert (await service.game(away.game_id)).record.deadline == T0 + 3 * DAY + DAY
    finally:
        await service.close()


async def test_a_due_game_is_handled_after_a_move_changed_it_meanwhile(timed) -> None:
    """run_due loads each game afresh: a move made just before is not timed out."""
    service, clock = timed
    started = await start_game(service, "tictacdoh", [ALICE, BOB], clock="1h")
    due = await service.storage.due_games(T0 + 2 * HOUR)
    assert [row.id for row in due] == [started.game_id]
    clock.now = T0 + HOUR - 1
    await service.play(ALICE, "Mc3", game_id=started.game_id)
    assert await service.run_due(T0 + HOUR) == []
