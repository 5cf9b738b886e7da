"""The local table's line parser: every odd word gets a one-sentence refusal, never a traceback.

Odd option values (`move_limit=²`, a 5,000-digit number), unknown seatings, an empty mention, a player
named without `@`; and a fuzz (hypothesis) of whole lines, none of which may make the table fail.
"""
from __future__ import annotations

import asyncio
import random
import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.service import GameService
from bot.commands import DISCORD_SYNTAX, TABLE_SYNTAX, written
from bot.table import menu
from bot.words import words
from tests.test_table_clocks import Recorded, Wall, open_table


@pytest.fixture
async def table(tmp_path):
    table = await open_table(tmp_path / "referee.db", Wall())
    yield table
    await table.service.close()


async def refused(table: Recorded, line: str) -> str:
    """The one line the table answers, which must be a refusal; and nothing was stored."""
    said = await table.type(line)
    assert len(said) == 1 and said[0].startswith("✗ "), said
    assert await table.service.storage.open_challenges("local-table") == []
    return said[0]


@pytest.mark.parametrize("value", ["²", "٣", "1²", "-3", "3.5", "0x10", "½", "1e3", "⁵", " 7"])
async def test_an_option_that_is_no_number_is_refused_by_the_game(table: Recorded, value: str) -> None:
    said = await refused(table, f"/telic start @bob 'move_limit={value}'")
    assert said.startswith("✗ Telic: move_limit must be a whole number of 0 or more, not "), said


async def test_a_number_too_long_is_refused_in_a_sentence(table: Recorded) -> None:
    said = await refused(table, "/telic start @bob move_limit=" + "9" * 5000)
    assert said == "✗ move_limit=999999999999… is too large a number."
    assert await refused(table, "/telic start @bob move_limit=1234567890") == \
        "✗ move_limit=1234567890 is too large a number."
    assert await refused(table, "/vacation days=" + "1" * 5000) == \
        "✗ Say how many days: `/vacation days=2` (0 to 14; `days=0` ends your vacation)."
    assert await refused(table, "/vacation days=²") == \
        "✗ Say how many days: `/vacation days=2` (0 to 14; `days=0` ends your vacation)."


async def test_a_number_in_range_is_still_taken(table: Recorded) -> None:
    said = await table.type("/telic start @bob move_limit=0030")
    assert said[0].startswith("alice challenges bob to **Telic**") and "move_limit=30" in said[0], said


async def test_the_engine_refuses_a_choice_out_of_range(table: Recorded) -> None:
    said = await refused(table, "/tactonix start @bob board=99")
    assert said.startswith("✗ Tactonix: board=99 is not allowed (allowed: "), said


async def test_an_unknown_seating_is_refused_with_the_choices(table: Recorded) -> None:
    assert await refused(table, "/telic start @bob seats=sideways") == \
        "✗ seats= is listed (in the order written, you first) or random, not 'sideways'."
    said = await table.type("/telic start @bob seats=Listed")
    assert said[0].startswith("alice challenges bob"), said


async def test_an_empty_mention_is_refused(table: Recorded) -> None:
    assert await refused(table, "/telic start @") == "✗ Name the player after the @: `@bob`."
    assert await refused(table, "/history @") == "✗ Name the player after the @: `@bob`."


async def test_a_player_named_without_at_is_told_to_mention_them(table: Recorded) -> None:
    assert await refused(table, "/tictacdoh start bob") == \
        "✗ To challenge bob, mention them: `@bob` (options are written name=value)."


async def test_odd_option_words(table: Recorded) -> None:
    assert await refused(table, "/telic start @bob =3") == "✗ Options are written name=value; '=3' has no name."
    assert await refused(table, "/telic start @bob move_limit=") == \
        "✗ Give the option move_limit a value: `move_limit=<value>`."
    assert await refused(table, "/telic start @bob move_limit=3 move_limit=4") == \
        "✗ The option move_limit is given twice."


async def test_discords_way_of_writing_a_challenge_works_too(table: Recorded) -> None:
    said = await table.type("/telic start opponent:@bob move_limit:30 clock:1d")
    assert said[0].startswith("alice challenges bob to **Telic**") and "move_limit=30" in said[0], said


# ---- the fuzz ------------------------------------------------------------------------------------
HEADS = ["/telic start", "/tictacdoh start", "/tactonix start", "/coins start", "/icesickle start",
         "/telic move", "/telic moves", "/telic board", "/telic resign", "/telic draw", "/telic undo",
         "/telic abort", "/telic rules", "/telic", "/games", "/standings", "/history", "/notify", "/vacation",
         "/settings", "/nosuch", "as", "wait", "help", "Accept", "Decline", "Roll", "Resign", "Cancel", ""]
NAMES = ["move_limit", "board", "rounds", "seats", "clock", "days", "where", "reminders", "game",
         "opponent", "first", ""]
ODD = ["²", "٣", "0", "-1", "9" * 400, "1" * 20, "listed", "random", "sideways", "none", "1d", "true", "@",
       "@bob", "#", "'", '"', "\\", ":", "=", "\x00", "\u200b", "山田", "Zoë", "\N{PILE OF POO}", "  "]
word = st.one_of(
    st.sampled_from(ODD),
    st.text(min_size=0, max_size=12),
    st.builds(lambda n, sep, v: f"{n}{sep}{v}", st.sampled_from(NAMES), st.sampled_from(["=", ":"]),
              st.one_of(st.sampled_from(ODD), st.text(max_size=8))),
    st.builds(lambda v: "@" + v, st.text(max_size=6)),
)
option = st.builds(lambda n, sep, v: f"{n}{sep}{v}", st.sampled_from(NAMES), st.sampled_from(["=", ":"]),
                  st.sampled_from(ODD))
line = st.one_of(
    st.builds(lambda head, words: " ".join([head, *words]), st.sampled_from(HEADS), st.lists(word, max_size=5)),
    st.builds(lambda key, words: " ".join([f"/{key} start @bob", *words]),
              st.sampled_from(["telic", "tactonix", "icesickle", "tictacdoh"]), st.lists(option, max_size=3)),
    st.builds(lambda head, words: " ".join([head, *words]),
              st.sampled_from(["/vacation", "/notify", "/settings", "/history", "/standings"]),
              st.lists(option, max_size=2)),
)


async def play_lines(lines: list[str]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        service = await GameService.open(str(Path(folder) / "referee.db"), render=False)
        service.rng = random.Random(3)
        table = Recorded(service, Path(folder) / "boards", wall=Wall())
        try:
            await table.start()
            for typed in ["/tictacdoh start @bob seats=listed", "as bob", "Accept", "as alice", *lines]:
                assert await table.handle(typed)
                assert not table.failed, (typed, table.lines[-5:])
        finally:
            await service.close()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(line, min_size=1, max_size=6))
def test_no_line_makes_the_table_fail(lines: list[str]) -> None:
    """Whatever is typed, the table answers in words and goes on (a bug would set `failed`)."""
    asyncio.run(play_lines(lines))


# ---- table syntax and the move menu --------------------------------------------------------------
def test_a_command_the_service_names_is_written_as_each_front_end_takes_it() -> None:
    """The service names a command with its options (a value, not markup); the table writes it as typed
    there (an option it takes bare, bare; `name=value` otherwise), Discord with `name:` in the reader's
    language."""
    def both(path: str, *options: tuple[str, str]) -> tuple[str, str]:
        return (written(path, options, TABLE_SYNTAX, "en"), written(path, options, DISCORD_SYNTAX, "en"))

    assert both("telic start", ("opponent", "@friend")) == ("/telic start @friend", "/telic start opponent:@friend")
    assert both("notify", ("where", "")) == ("/notify where=", "/notify where:")
    assert both("vacation", ("days", "0")) == ("/vacation days=0", "/vacation days:0")
    assert both("settings", ("clock", ""), ("reminders", "")) == ("/settings clock= reminders=",
                                                                  "/settings clock: reminders:")
    assert both("standings", ("game", "telic")) == ("/standings telic", "/standings game:telic")
    assert both("telic move", ("move", "roll"), ("game", "ab3cd")) == ("/telic move roll game=ab3cd",
                                                                      "/telic move move:roll game:ab3cd")
    assert written("telic move", (("move", "roll"),), DISCORD_SYNTAX, "de") == "/telic zug zug:roll"


async def test_the_service_texts_say_table_syntax(table: Recorded) -> None:
    assert await table.type("/standings") == [
        "No finished games at this table yet. Start one with `/telic start @friend`; every finished game between "
        "people counts here."]
    assert await table.type("/settings") == [
        "(only you see this) The table's settings: clock **3d** per move for new games, reminders **on**, language "
        "**English**. Whoever sits at the table changes them with `/settings clock= reminders= language=`.",
        "Challenges expire after **24h** without an answer.",
        "In a new season, ratings carry over, their uncertainty widened.",
        "Any member can create tournaments."]
    assert await refused(table, "/telic board") == "✗ You have no Telic game in progress. Start one with `/telic start`."


async def test_a_board_shows_its_move_menu_and_a_move_is_typed_from_it(table: Recorded) -> None:
    await table.type("/tictacdoh start @bob seats=listed")
    board = await table.script("as bob", "Accept")
    assert board[-1] == ("moves (type one to play it): Sc3 (Place a small pyramid on c3) · Mc3 (Place a medium "
                         "pyramid on c3) · Lc3 (Place a large pyramid on c3)"), board
    assert (await table.type("Mc3"))[0].startswith("✗ It is not your turn in #")  # bob typed alice's menu
    played = await table.script("as alice", "mc3")
    assert re.match(r"\*\*Tic Tac Doh!\*\* #[a-z0-9]{5} · alice played `Mc3`: Place a medium pyramid on c3\.",
                    played[0]), played
    menu_line = next(line for line in played if line.startswith("moves (type one to play it): "))
    entries = menu_line.removeprefix("moves (type one to play it): ").split(" · ")
    assert len(entries) == 11 and re.fullmatch(r"\+\d+ more: `/tictacdoh moves`", entries[-1]), entries
    assert "✗ No button 'Mc3' is in sight" in (await table.type("Mc3"))[0]  # the old board's menu went


def test_a_menu_shortens_long_words() -> None:
    line = words("en")(menu([("a1", "x" * 50), ("pass", "pass")], "telic"))
    assert line == f"moves (type one to play it): a1 ({'x' * 31}…) · pass"


# ---- a waiting confirmation across a restart -----------------------------------------------------
async def test_a_waiting_resign_confirmation_is_kept_across_a_restart(tmp_path: Path) -> None:
    wall = Wall()
    table = await open_table(tmp_path / "referee.db", wall)
    await table.type("/tictacdoh start @bob seats=listed")
    await table.script("as bob", "Accept")
    asked = await table.script("as alice", "/tictacdoh resign")
    assert asked[-1] == "buttons: [Resign]  [Cancel]", asked
    await table.service.close()

    table = await open_table(tmp_path / "referee.db", wall)
    try:
        assert "(still waiting for alice) buttons: [Resign]  [Cancel]" in table.lines
        assert (await table.script("as bob", "Resign")) == ["✗ No button 'Resign' is in sight. Type `help` for "
                                                             "the commands."]  # alice's, not bob's
        resigned = await table.script("as alice", "Resign")
        assert resigned[0] == "You resigned.", resigned
        assert any("alice resigned." in line for line in resigned), resigned
    finally:
        await table.service.close()

    table = await open_table(tmp_path / "referee.db", wall)  # answered: nothing waits any more
    try:
        assert not any(line.startswith("(still waiting") for line in table.lines)
        assert (await table.type("Cancel"))[0].startswith("✗ No button 'Cancel'")
    finally:
        await table.service.close()
