"""The local table between moves: its clock and `wait`, reminders and losses on time printed as lines,
direct messages, vacations, the table's settings, draw offers, takebacks, aborts, rematches, and a
restart that carries the table's time on.

The table is driven in-process, line by line through `Table.handle`, on a wall clock the test holds
still (and moves by hand to play the time that passes while the table is closed): every timestamp it
prints is exact, and nothing sleeps.
"""
from __future__ import annotations

import random
import re
from datetime import datetime, timezone
from pathlib import Path

import pytest

from bot.service import GameService
from bot.service.clocks import DAY, HOUR
from bot.commands import Label
from bot.table import HELP, Table, TableStyle
from bot.words import Channel, Duration, Mention, Moment, Words, catalogue

T0 = 1_800_000_000.0  # 2027-01-15 08:00 UTC
GAME_ID = re.compile(r"#([a-z0-9]{5})\b")


class Wall:
    """The real time as the table sees it: still, unless the test moves it."""

    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> float:
        return self.now


class Recorded(Table):
    """The table, with what it prints kept line by line."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.lines: list[str] = []

    def say(self, text: str) -> None:
        self.lines.extend(text.splitlines())

    async def type(self, line: str) -> list[str]:
        """Type a line; what the table printed for it. A bug (not a refusal) fails the test."""
        start = len(self.lines)
        assert await self.handle(line)
        assert not self.failed, self.lines[start:]
        return self.lines[start:]

    async def script(self, *lines: str) -> list[str]:
        """Several lines; what the last one printed."""
        said: list[str] = []
        for line in lines:
            said = await self.type(line)
        return said


async def open_table(path: Path, wall: Wall) -> Recorded:
    service = await GameService.open(str(path), render=False)
    service.rng = random.Random(5)
    table = Recorded(service, path.parent / "boards", wall=wall)
    await table.start()
    return table


@pytest.fixture
async def table(tmp_path):
    table = await open_table(tmp_path / "referee.db", Wall())
    yield table
    await table.service.close()


def date(at: float) -> str:
    return datetime.fromtimestamp(at, timezone.utc).strftime("%Y-%m-%d %H:%M UTC")


async def start(table: Recorded, key: str = "tictacdoh", options: str = "") -> str:
    """alice challenges bob (alice moves first), bob accepts; the game's id. alice is at the table after."""
    await table.type("as alice")
    challenge = await table.type(f"/{key} start @bob seats=listed {options}")
    game_id = GAME_ID.search(challenge[0]).group(1)
    board = await table.script("as bob", "Accept")
    assert board[0].startswith("**") and f"#{game_id}" in board[0], board
    await table.type("as alice")
    return game_id


# ---- the clock and reminders ---------------------------------------------------------------------
async def test_wait_moves_the_clock_and_a_reminder_names_the_player_to_move(table: Recorded) -> None:
    challenge = await table.type("/tictacdoh start @bob clock=1h seats=listed")
    assert "· 1h per move" in challenge[0]
    board = await table.script("as bob", "Accept")
    assert f"⏰ alice must move in 1 hour ({date(T0 + HOUR)}) (1h per turn)." in board
    game_id = GAME_ID.search(board[0]).group(1)

    assert await table.type("wait 29m") == [f"⏳ 29 min later: it is now Fri {date(T0 + 29 * 60)} at the table.",
                                            "Nothing fell due meanwhile."]
    half = await table.type("wait 1m")  # half of alice's hour is gone
    assert half[1:] == [f"⏰ alice, your turn in **Tic Tac Doh!** #{game_id} is waiting: 30m left (until "
                        f"Fri {date(T0 + HOUR)})."]
    assert await table.type("wait 23m") == [f"⏳ 23 min later: it is now Fri {date(T0 + 53 * 60)} at the table.",
                                            "Nothing fell due meanwhile."]  # each reminder once
    tenth = await table.type("wait 1m")  # a tenth left
    assert tenth[1:] == [f"⏰ alice, your turn in **Tic Tac Doh!** #{game_id} is waiting: 6m left (until "
                         f"Fri {date(T0 + HOUR)})."]
    assert table.now() == T0 + 54 * 60
    stored = await table.service.storage.settings("table")
    assert float(stored["offset"]) == 54 * 60


async def test_wait_refuses_what_is_not_a_duration(table: Recorded) -> None:
    assert await table.type("wait 3 fortnights") == [
        "✗ '3 fortnights' is not a duration: write it like 13h, 2d, 90m or 1d12h."]
    assert await table.type("wait") == ["✗ Say how long to wait: `wait 13h`, `wait 2d`, `wait 90m`."]
    assert await table.type("wait -2h") == ["✗ '-2h' is not a duration: write it like 13h, 2d, 90m or 1d12h."]
    assert table.now() == T0
    assert (await table.type("wait 1d12h"))[0] == f"⏳ 1 day 12 hr later: it is now Sat {date(T0 + 1.5 * DAY)} at the table."


# ---- losses on time and aborts ----------------------------------------------------------------------
async def test_a_loss_on_time_is_printed_with_its_board(table: Recorded) -> None:
    game_id = await start(table, options="clock=1h")
    await table.type("/tictacdoh move Mc3")
    await table.script("as bob", "/tictacdoh move Sc2")
    said = await table.type("wait 1h")  # her reminders fell due too, but the deadline passed: no reminder
    assert said[1:] == [f"**Tic Tac Doh!** #{game_id} · ⏰ alice ran out of time and loses on time.",
                        "**Game over.** bob wins on time!", "buttons: [Rematch]",
                        f"(in the channel) Tic Tac Doh! #{game_id} (alice vs bob) is over: bob wins on time!"]
    assert await table.type("/games") == ["No game in progress here. Start one with `/telic start @bob`."]
    log = await table.service.log(game_id)
    assert log[-1].kind == "timeout" and log[-1].at == T0 + HOUR  # bob moved at once: alice's hour from T0


async def test_a_first_turn_let_run_out_aborts_the_game(table: Recorded) -> None:
    game_id = await start(table, options="clock=1h")
    said = await table.type("wait 2h")
    assert f"**Tic Tac Doh!** #{game_id} · ⏰ alice did not make a first move in time: the game is aborted." in said
    assert "**Game over.** The game was aborted: no result, and it counts nowhere." in said
    assert not any(line.startswith("buttons:") for line in said)  # no rematch of an aborted game
    assert await table.type("/history") == ["alice has no finished game yet."]


async def test_abort_before_everyone_has_moved(table: Recorded) -> None:
    game_id = await start(table)
    await table.type("/tictacdoh move Mc3")
    aborted = await table.script("as bob", "/tictacdoh abort")
    assert aborted == [f"**Tic Tac Doh!** #{game_id} · bob aborted the game.",
                       "**Game over.** The game was aborted: no result, and it counts nowhere.",
                       f"(in the channel) Tic Tac Doh! #{game_id} (alice vs bob) is over: The game was aborted: "
                       "no result, and it counts nowhere."]
    assert await table.type("/games") == ["No game in progress here. Start one with `/telic start @bob`."]
    later = await start(table)
    await table.type("/tictacdoh move Mc3")
    await table.script("as bob", "/tictacdoh move Sc2")
    assert (await table.type("/tictacdoh abort"))[0].startswith(f"✗ Too late to abort #{later}")


# ---- reminders by direct message, or none -------------------------------------------------------------
async def test_reminders_by_direct_message_then_none_while_the_deadline_holds(table: Recorded) -> None:
    assert await table.type("/notify") == [
        "(only you see this) Your reminders come in the game, with a mention. Change with `/notify where=`.",
        "You get no daily digest: `/notify digest=daily at=8 tz=Europe/Paris` sends you one a day, listing the games "
        "waiting for you."]
    assert await table.type("/notify where=dm") == [
        "(only you see this) Done: your reminders now come by direct message."]
    game_id = await start(table, options="clock=1d")
    said = await table.type("wait 12h")
    assert said[1:] == [f"(direct message to alice) ⏰ Your turn in **Tic Tac Doh!** #{game_id} is waiting: 12h "
                        f"left (until Sat {date(T0 + DAY)})."]
    assert (await table.type("/notify where:off"))[0].startswith("(only you see this) Done: your reminders now "
                                                                 "come nowhere")
    assert (await table.type("wait 11h"))[1:] == ["Nothing fell due meanwhile."]
    assert "the game is aborted" in " ".join(await table.type("wait 1h"))  # the deadline still applies
    assert (await table.type("/notify where=pigeon"))[0].startswith("✗ 'pigeon' is not a choice")
    assert await table.type("/notify how=dm") == ["✗ /notify takes where=… digest=… at=… tz=…, not 'how=dm'."]


async def test_a_daily_digest_prints_as_a_direct_message_at_its_hour(table: Recorded) -> None:
    saved = await table.type("/notify digest=daily at=8 tz=Europe/Paris")  # T0 is 09:00 in Paris
    assert saved == [f"(only you see this) Done: your daily digest comes at 08:00 (Europe/Paris), the first in 1 "
                     f"day ({date(T0 + 23 * HOUR)}); on a day with no game waiting for you, none comes."]
    assert (await table.type("/notify at=25"))[0] == "✗ 25 is not an hour: a digest comes at a whole hour from 0 to 23."
    game_id = await start(table)
    assert (await table.type("wait 22h"))[1:] == ["Nothing fell due meanwhile."]
    assert (await table.type("wait 1h"))[1:] == [
        "(direct message to alice) 📬 **Your daily digest**: your turn in one game, longest waiting first:",
        f"#{game_id} Tic Tac Doh! vs bob — due in 2 days ({date(T0 + 3 * DAY)})"]


# ---- vacations ---------------------------------------------------------------------------------------
async def test_a_vacation_stops_the_clock_and_the_board_says_so(table: Recorded) -> None:
    game_id = await start(table, options="clock=1d")
    await table.type("wait 6h")
    back = T0 + 6 * HOUR + 2 * DAY
    assert await table.type("/vacation days=2") == [
        f"(only you see this) 🏖️ You are on vacation until Sun {date(back)} (in 2 days): your clocks are stopped (1 game "
        "waiting for your move now), and new turns wait for you too. `/vacation days=0` ends it early."]
    board = await table.type("/tictacdoh board")
    assert f"🏖️ alice is on vacation until Sun {date(back)}: the clock is stopped with 18h left." in board
    assert (await table.type("wait 1d"))[1:] == ["Nothing fell due meanwhile."]  # no reminder, no time-out
    said = await table.type("wait 1d")
    assert said[1:] == [f"🏖️ alice is back from vacation: the clock of **Tic Tac Doh!** #{game_id} runs again; "
                        f"alice must move in 18 hours ({date(back + 18 * HOUR)})."]
    assert f"⏰ alice must move in 18 hours ({date(back + 18 * HOUR)}) (1d per turn)." in await table.type(
        "/tictacdoh board")


async def test_vacation_days_are_checked(table: Recorded) -> None:
    assert await table.type("/vacation") == [
        "✗ Say how many days: `/vacation days=2` (0 to 14; `days=0` ends your vacation)."]
    assert (await table.type("/vacation days=15"))[0].startswith("✗ A vacation lasts 1 to 14 days")
    assert await table.type("/vacation days=0") == ["✗ You are not on vacation."]
    await table.type("/vacation days:3")
    assert (await table.type("/vacation days=0"))[0].startswith("(only you see this) Welcome back")


# ---- the table's settings ---------------------------------------------------------------------------
async def test_the_tables_default_clock_and_reminders(table: Recorded) -> None:
    assert "clock **3d** per move" in (await table.type("/settings"))[0]
    assert await table.type("/settings clock=1d reminders=off") == [
        "(only you see this) Saved. New games get a clock of **1d** per move unless their challenge says "
        "otherwise; reminders are **off**; the language is **English**.",
        "Challenges expire after **24h** without an answer.",
        "In a new season, ratings carry over, their uncertainty widened.",
        "Any member can create tournaments."]
    challenge = await table.type("/tictacdoh start @bob seats=listed")
    assert "· 1d per move" in challenge[0]
    board = await table.script("as bob", "Accept")
    assert f"⏰ alice must move in 1 day ({date(T0 + DAY)}) (1d per turn)." in board
    assert (await table.type("wait 23h"))[1:] == ["Nothing fell due meanwhile."]  # reminders off
    assert "did not make a first move in time" in " ".join(await table.type("wait 1h"))
    assert (await table.type("/settings clock=2h"))[0] == \
        "✗ '2h' is not a clock: choose one of none, 1h, 1d, 3d, 7d."
    assert (await table.type("/settings reminders=maybe"))[0] == "✗ reminders is on or off, not 'maybe'."
    assert (await table.type("/settings colour=red"))[0].startswith("✗ /settings takes clock=… reminders=… language=…")
    await table.script("as alice", "/settings clock=none")
    assert "· no clock" in (await table.type("/coins start @bob @carol"))[0]


# ---- draws --------------------------------------------------------------------------------------------
async def test_a_draw_offered_and_accepted_ends_the_game_drawn(table: Recorded) -> None:
    game_id = await start(table)
    offer = await table.type("/tictacdoh draw")
    assert offer == [f"🤝 alice offers a draw in **Tic Tac Doh!** #{game_id}. bob: **Accept draw** or **Decline**. "
                     "(A move withdraws it.)", "buttons: [Accept draw]  [Decline]"]
    assert (await table.type("Accept draw"))[0] == "✗ This draw offer is yours: the others answer it."
    assert (await table.script("as carol", "Accept draw"))[0] == f"✗ You are not in game #{game_id}."
    drawn = await table.script("as bob", "Accept draw")
    assert drawn[0] == f"alice's draw offer in #{game_id}: Draw agreed."
    assert drawn[1:] == [f"**Tic Tac Doh!** #{game_id} · 🤝 Draw agreed.", "**Game over.** Drawn by agreement.",
                         "buttons: [Rematch]",
                         f"(in the channel) Tic Tac Doh! #{game_id} (alice vs bob) is over: Drawn by agreement."]
    assert await table.type("Accept draw") == ["✗ No button 'Accept draw' is in sight. Type `help` for the commands."]
    [result] = await table.service.storage.results(game_id=game_id)
    assert result.outcomes == ["draw", "draw"]


async def test_a_declined_or_withdrawn_offer_leaves_no_buttons_and_an_old_board_none(table: Recorded) -> None:
    game_id = await start(table, key="telic")
    assert "buttons: [Roll]" in await table.type("/telic board")
    await table.type("/telic draw")
    assert await table.script("as bob", "Decline") == [f"bob declined alice's draw offer in #{game_id}."]
    assert (await table.type("Decline"))[0] == "✗ No button 'Decline' is in sight. Type `help` for the commands."
    await table.script("as alice", "/telic draw")
    rolled = await table.type("Roll")  # a move withdraws the offer: its buttons go with the old board's
    assert rolled[0].startswith(f"**Telic** #{game_id} · alice played `roll`")
    await table.type("as bob")
    assert (await table.type("Accept draw"))[0] == "✗ No button 'Accept draw' is in sight. Type `help` for the commands."
    assert (await table.type("Roll"))[0] == "✗ No button 'Roll' is in sight. Type `help` for the commands."
    assert await table.service.storage.open_offers(game_id) == []


# ---- takebacks ----------------------------------------------------------------------------------------
async def test_a_takeback_asked_and_allowed(table: Recorded) -> None:
    game_id = await start(table)
    await table.type("/tictacdoh move Mc3")
    ask = await table.type("/tictacdoh undo")
    assert ask == [f"↩️ alice asks to take back `Mc3` in **Tic Tac Doh!** #{game_id}. bob: **Allow** or **Refuse**. "
                   "(A move withdraws it.)", "buttons: [Allow]  [Refuse]"]
    allowed = await table.script("as bob", "Allow")
    assert allowed[:3] == [f"alice's takeback request in #{game_id}: Takeback allowed.",
                           f"**Tic Tac Doh!** #{game_id} · ↩️ alice took back `Mc3`.", "alice, your turn."]
    assert await table.type("Refuse") == ["✗ No button 'Refuse' is in sight. Type `help` for the commands."]
    assert await table.type("/tictacdoh moves Mc3") == [f"Not your turn in #{game_id}: waiting for alice."]
    assert "Mc3  —  Place a medium pyramid on c3" in await table.script("as alice", "/tictacdoh moves Mc3")
    assert [e.kind for e in await table.service.log(game_id)] == ["move", "takeback"]


async def test_a_takeback_refused(table: Recorded) -> None:
    game_id = await start(table)
    await table.type("/tictacdoh move Mc3")
    assert (await table.script("as bob", "/tictacdoh undo"))[0] == \
        f"✗ You have not moved yet in #{game_id}: there is nothing to take back."
    await table.script("as alice", "/tictacdoh undo")
    assert await table.script("as bob", "Refuse") == [f"bob refused alice's takeback request in #{game_id}."]
    assert len(await table.service.log(game_id)) == 1


# ---- rematches ----------------------------------------------------------------------------------------
async def test_rematch_opens_a_challenge_with_the_seats_rotated(table: Recorded) -> None:
    game_id = await start(table, options="clock=1d")
    await table.type("/tictacdoh draw")
    await table.script("as bob", "Accept draw")
    rematch = await table.type("Rematch")
    assert rematch[0].startswith(f"Rematch of #{game_id}! bob challenges alice to **Tic Tac Doh!** · 1d per move. #")
    assert rematch[-1] == "buttons: [Accept]  [Decline]"
    assert await table.type("Rematch") == ["✗ No button 'Rematch' is in sight. Type `help` for the commands."]
    new_id = GAME_ID.findall(rematch[0])[-1]
    board = await table.script("as alice", "Accept")
    assert board[0] == f"**Tic Tac Doh!** #{new_id}: bob vs alice."  # the seats rotated by one
    assert "bob, your turn." in board


# ---- a restart ----------------------------------------------------------------------------------------
async def test_a_second_run_carries_the_tables_time_on(tmp_path: Path) -> None:
    path, wall = tmp_path / "referee.db", Wall()
    table = await open_table(path, wall)
    game_id = await start(table, options="clock=1h")
    await table.type("/tictacdoh move Mc3")
    await table.script("as bob", "/tictacdoh move Sc2", "/tictacdoh draw")
    assert "⏰ alice, your turn in" in " ".join(await table.type("wait 40m"))
    await table.service.close()

    table = await open_table(path, wall)  # the same real time: the table's clock is where it was left
    try:
        assert table.lines == [] and table.now() == T0 + 40 * 60
        assert [shown.action.label.key for shown in table.buttons] == ["service-button-accept-draw", "service-button-decline"]  # the offer waits
        assert (await table.type("wait 10m"))[1:] == ["Nothing fell due meanwhile."]  # reminded once only
    finally:
        await table.service.close()

    wall.now += 2 * HOUR  # the table stays closed for two hours: alice's deadline passes meanwhile
    table = await open_table(path, wall)
    try:
        assert table.lines[0] == f"While the table was closed (it is now Fri {date(T0 + 2 * HOUR + 50 * 60)}):"
        assert f"**Tic Tac Doh!** #{game_id} · ⏰ alice ran out of time and loses on time." in table.lines
        log = await table.service.log(game_id)
        assert log[-1].kind == "timeout" and log[-1].at == T0 + HOUR  # at the deadline, not at start-up
        # the withdrawn offer's buttons went; the finished board offers a rematch
        assert [shown.action.label.key for shown in table.buttons] == ["service-button-rematch"]
        assert (await table.script("as alice", "Accept draw"))[0].startswith("✗ No button 'Accept draw'")
    finally:
        await table.service.close()


# ---- words --------------------------------------------------------------------------------------------
def test_the_table_says_moments_people_and_channels_its_own_way() -> None:
    """No markup to read back: the table's style writes a moment from the table's clock, in the reader's
    words, with its date in UTC; a person by name; a channel as #id."""
    now = T0
    english = Words(catalogue(), "en", TableStyle(lambda: now))
    german = Words(catalogue(), "de", TableStyle(lambda: now))
    assert english.style.moment(Moment(now + HOUR), "en") == f"in 1 hour ({date(now + HOUR)})"
    assert english.style.moment(Moment(now - 3 * HOUR), "en") == f"3 hours ago ({date(now - 3 * HOUR)})"
    assert german.style.moment(Moment(now + 2 * DAY), "de") == f"in 2 Tagen ({date(now + 2 * DAY)})"
    assert english.style.moment(Moment(now, "date"), "en") == "Fri 2027-01-15 08:00 UTC"
    assert english.style.moment(Moment(now, "day"), "en") == "2027-01-15"
    assert english.style.mention(Mention("local:bob", "bob"), "en") == "bob"
    assert english.style.channel(Channel("123"), "en") == "#123"
    assert english.style.duration(Duration(2 * DAY + 3 * HOUR + 20), "en") == "2 days 3 hr"
    assert german.style.duration(Duration(90 * 60), "de") == "1 Std., 30 Min."


def test_help_lists_every_command() -> None:
    for command in ("start", "move", "moves", "board", "resign", "draw", "undo", "abort", "rules", "/games",
                    "/standings", "/history", "/notify", "/vacation", "/settings", "clock=", "wait", "as", "help",
                    "quit", "Accept draw", "Allow", "Rematch"):
        assert command in HELP, command


async def test_help_about_one_word(table: Recorded) -> None:
    said = await table.type("help wait")
    assert said[0].startswith("  wait <duration>") and len(said) == 2
    said = await table.type("help /vacation")
    assert "  /vacation days=<0..14>            " + Label("command-vacation", "help").said("en") in said
    assert len(said) < 10  # /vacation, /tournament create (its vacation= option) and wait (ends of vacations)
    assert await table.type("help pigeon") == ["No command mentions 'pigeon'; `help` lists them all."]
