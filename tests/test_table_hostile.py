"""The local table under attack (issue 28): `wait` with an absurd duration, a stored clock offset out of
range, a line of a megabyte, and names full of terminal escapes. Each is answered in a sentence, the next
command is answered at once, the terminal is sent no escape, and piped lines are still echoed as
`<user>> <line>`.
"""
from __future__ import annotations

import asyncio
import os
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.service import GameService
from bot.storage import open_storage
from bot.table import CLOCK_KEY, CLOCK_SCOPE, MAX_LINE
from tests.test_table_clocks import Recorded, Wall, open_table

ROOT = Path(__file__).resolve().parents[1]
ESCAPES = ("\x1b", "\x07", "\x00", "\u202e", "\u2066", "\u2069", "\x9b")


def run_table(database: str, text: str, *args: str) -> subprocess.CompletedProcess:
    """One run of `python -m bot.table` with `text` piped in (bytes as UTF-8, so a NUL goes through)."""
    done = subprocess.run([sys.executable, "-m", "bot.table", "--database", database, *args], cwd=ROOT,
                          input=text.encode("utf-8", "surrogateescape"), capture_output=True, timeout=60,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert "Traceback" not in done.stderr.decode(errors="replace"), done.stderr
    return done


async def stored_offset(database: str) -> str | None:
    storage = await open_storage(database)
    try:
        return (await storage.settings(CLOCK_SCOPE)).get(CLOCK_KEY)
    finally:
        await storage.close()


# ---- wait, and the offset it keeps --------------------------------------------------------------------------
@pytest.mark.parametrize("duration", ["99999999999999999999d", "1" + "0" * 400 + "s", "367d", "9999999h"])
async def test_wait_refuses_an_absurd_duration_in_a_sentence(tmp_path: Path, duration: str) -> None:
    table = await open_table(tmp_path / "referee.db", Wall())
    try:
        said = await table.type(f"wait {duration}")
        assert said == [f"✗ Wait at most 366 days at a time, not {duration[:40]}."]
        assert table.offset == 0.0 and await table.service.setting(CLOCK_SCOPE, CLOCK_KEY) is None
        assert (await table.type("wait 2d"))[0].startswith("⏳ 2 days later: it is now Sun 2027-01-17 08:00 UTC")
    finally:
        await table.service.close()


async def test_the_clock_runs_at_most_a_hundred_years_ahead(tmp_path: Path) -> None:
    table = await open_table(tmp_path / "referee.db", Wall())
    try:
        for _ in range(99):
            await table.type("wait 365d")
        refused = await table.type("wait 366d")
        assert refused[0].startswith("✗ The table's clock runs at most 100 years ahead of the real time; "
                                     "it is ") and refused[0].endswith("ahead already.")
        assert (await table.type("wait 1d"))[0].startswith("⏳ 1 day later: it is now ")
    finally:
        await table.service.close()


async def start_table(database: str, boards: Path) -> Recorded:
    """The table as `python -m bot.table` starts it, in this process (a process each costs a second; the
    next test starts real processes)."""
    service = await GameService.open(database, render=False)
    table = Recorded(service, boards, wall=Wall())
    await table.start()
    return table


@pytest.mark.parametrize("stored", ["inf", "nan", "-5.0"])  # 8.64e+24: the next test makes it
async def test_a_stored_offset_out_of_range_is_repaired_at_start(database: str, stored: str, tmp_path: Path) -> None:
    """An offset an earlier version saved (`wait 99999999999999999999d` kept 8.64e+24) crashed every later
    start; now the table says so once, runs from the real time again, and keeps the repair."""
    service = await GameService.open(database, render=False)
    await service.save_setting(CLOCK_SCOPE, CLOCK_KEY, stored)
    await service.close()
    table = await start_table(database, tmp_path / "boards")
    try:
        assert table.lines == [
            f"The table's clock was kept {stored} seconds ahead, out of range: it runs from the real time again."]
        assert table.offset == 0.0
        assert (await table.type("wait 1h"))[0].startswith("⏳ 1 hr later: it is now ")
        assert (await table.type("/games"))[-1] == "No game in progress here. Start one with `/telic start @bob`."
    finally:
        await table.service.close()
    assert float(await stored_offset(database)) == 3600.0
    again = await start_table(database, tmp_path / "boards")
    try:
        assert again.lines == [] and again.offset == 3600.0  # repaired once: nothing more to say
    finally:
        await again.service.close()


def test_an_absurd_wait_leaves_later_starts_working(tmp_path: Path) -> None:
    database = str(tmp_path / "referee.db")
    first = run_table(database, "wait 99999999999999999999d\n")
    assert first.returncode == 0
    assert first.stdout.decode().splitlines()[1] == "✗ Wait at most 366 days at a time, not 99999999999999999999d."
    second = run_table(database, "/games\n")
    assert second.returncode == 0 and second.stdout.decode().splitlines() == [
        "alice> /games", "No game in progress here. Start one with `/telic start @bob`."]


# ---- a megabyte in one line ---------------------------------------------------------------------------------
def test_a_megabyte_line_is_refused_and_the_next_command_answered_within_a_second(tmp_path: Path) -> None:
    """shlex took 18 s over a 1 MB line (it is quadratic); the table now refuses it in a sentence and the
    next command is answered within a second of being sent."""
    process = subprocess.Popen([sys.executable, "-m", "bot.table", "--database", str(tmp_path / "r.db")],
                               cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               env={**os.environ, "PYTHONPATH": str(ROOT)},
                               bufsize=0)  # unbuffered: select() sees every line not read yet
    assert process.stdin is not None and process.stdout is not None

    def answer_to(line: bytes, expected: bytes, within: float) -> list[bytes]:
        """Send a line; the lines printed until one starts with `expected`, which must come in time."""
        sent = memoryview(line)
        while sent:  # an unbuffered write may take part of it
            sent = sent[process.stdin.write(sent):]
        began, lines = time.monotonic(), []
        while not (lines and lines[-1].startswith(expected)):
            left = began + within - time.monotonic()
            assert left > 0 and select.select([process.stdout], [], [], left)[0], (expected, lines)
            lines.append(process.stdout.readline())
        return lines

    try:
        answer_to(b"/games\n", b"No game in progress", 60)  # the table is up (imports take their time)
        hostile = b"/telic start " + b'a"b ' * 262_144 + b"x\n"  # a megabyte, quotes unbalanced to the end
        refused = answer_to(hostile, "✗ That line has".encode(), 5)
        assert refused[0].startswith(b"alice> /telic start a\"b a\"b") and refused[0].endswith(
            b"\xe2\x80\xa6 (1,048,590 characters)\n")  # the echo: the line's start and its length
        assert refused[1] == "✗ That line has 1,048,590 characters; the table reads at most 6,000 (a game record goes in a file: record=PATH).\n".encode()
        answer_to(b"/games\n", b"No game in progress", 1.0)  # the next command: within a second
    finally:
        process.stdin.close()
        process.wait(30)
        process.stdout.close()
        process.stderr.close()
    assert process.returncode == 0


async def test_a_line_just_under_the_limit_is_still_read(tmp_path: Path) -> None:
    table = await open_table(tmp_path / "referee.db", Wall())
    try:
        long = "/telic start @bob " + "x=" + "y" * (MAX_LINE - 20)
        assert len(long) == MAX_LINE
        said = await table.type(long + "\n")
        assert said[0].startswith("✗ Telic has no option 'x'")
        too_long = await table.type(long + "y\n")
        assert too_long == [f"✗ That line has {MAX_LINE + 1:,} characters; the table reads at most 6,000 "
                            "(a game record goes in a file: record=PATH)."]
    finally:
        await table.service.close()


# ---- names full of escapes ----------------------------------------------------------------------------------
def test_names_with_escapes_are_shown_and_stored_cleaned(database: str) -> None:
    script = ("as b\x1b[31mob\u202e\x07\n"
              "/coins start @c\x00arol\x1b]0;owned\x07 @\u2066dave\u2069\n"
              "as carol]0;owned\n"
              "Accept\n"
              "/history @\x1b\x07\n"
              "/telic move x game:ab\x00cd\n")
    done = run_table(database, script)
    out = done.stdout.decode()
    for char in ESCAPES:
        assert char not in out, repr(char)
    lines = out.splitlines()
    # piped lines are still echoed as `<user>> <line>`, with what a terminal would obey written out
    assert lines[0] == "alice> as b\\x1b[31mob\\u202e\\x07" and lines[1] == "You are now b[31mob."
    assert lines[2] == "b[31mob> /coins start @c\\x00arol\\x1b]0;owned\\x07 @\\u2066dave\\u2069"
    assert lines[3].startswith("b[31mob challenges carol]0;owned and dave to **Coins**")
    assert "carol]0;owned> Accept" in lines and "carol]0;owned accepted. Waiting for dave." in lines
    assert "✗ Name the player with letters or digits, like `@bob`, not '@\\x1b\\x07'." in lines
    assert "✗ #ab\\x00cd is not an id: ids are letters and digits, like #ab3cd." in lines

    async def stored() -> dict[str, str]:
        storage = await open_storage(database)
        try:
            return await storage.names(["local:b[31mob", "local:carol]0;owned", "local:dave"])
        finally:
            await storage.close()
    assert asyncio.run(stored()) == {"local:b[31mob": "b[31mob", "local:carol]0;owned": "carol]0;owned",
                                     "local:dave": "dave"}


def test_a_start_up_name_of_nothing_but_escapes_is_refused(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "bot.table", "--database", str(tmp_path / "r.db"),
                           "--as", "\x1b\u202e"], cwd=ROOT, capture_output=True, text=True, timeout=60,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 2 and done.stderr == ("Cannot start: --as takes a name of letters, digits or "
                                                    "signs, not '\\x1b\\u202e'\n")
    assert list(tmp_path.iterdir()) == []


def test_letters_of_every_script_and_emoji_are_kept(tmp_path: Path) -> None:
    done = run_table(str(tmp_path / "r.db"), "as Zoë李\n/telic start @عمر👩‍👩‍👧\n")
    lines = done.stdout.decode().splitlines()
    assert lines[:2] == ["alice> as Zoë李", "You are now Zoë李."]
    assert lines[3].startswith("Zoë李 challenges عمر👩‍👩‍👧 to **Telic**")


async def test_the_recorded_table_also_makes_user_ids_from_clean_names(tmp_path: Path) -> None:
    table: Recorded = await open_table(tmp_path / "referee.db", Wall())
    try:
        said = await table.type("as \u202ebob\x1b")
        assert said == ["You are now bob."] and table.user.id == "local:bob"
    finally:
        await table.service.close()
