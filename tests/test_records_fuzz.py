"""The record reader under random input (issue 28): headers with anchors, aliases, tags, odd values and
nesting, movetext of moves, numbers, events, annotations and junk. Nothing escapes but a RecordError
naming a line of the record, and no input is read slower than linearly in its size."""
from __future__ import annotations

import random
import time

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import engines
from bot.record import ppn
from tests.test_records import random_log, written

# ---- the pieces random records are made of -----------------------------------------------------------
NAMES = ["alice", "bob", "carol", "'quoted'", '"dq"', "Tic Tac Doh!", "Telic", "Tactonix", "Coins", "IceSickle",
         "tictacdoh", "x" * 250, "é漢字", ""]
SCALARS = ["1", "-7", "0x1F", "0b101", "0o17", "1_000", "190:20:30", "1" * 30, "1e999", ".nan", "-.inf", "3.5",
           "true", "no", "~", "null", "2026-11-24", "2026-13-45", "2026-02-30 25:61:61", "2026.11.24",
           "free", "5", "8", "shove", "[]", "{}", "'a: b'", '"\\x00"', '"\\uD800"', "|\n  block\n", ">\n  fold\n"]
TAGS = ["!!int", "!!str", "!!float", "!!bool", "!!null", "!!binary", "!!timestamp", "!!set", "!!omap", "!!pairs",
        "!!seq", "!!map", "!!python/object:os.system", "!!python/name:os.system", "!custom", "!<tag:x>", "!!merge"]
KEYS = ["GameType", "Players", "Options", "Date", "Site", "Event", "Result", "<<", "? complex", "Name",
        "move_limit", "slide", "board", "spare", "hop", "rounds", "1", "[a]", "{a: 1}"]
MOVES = ["roll", "n", "a", "2", "5", "6", "enter 3", "E3", "a2-a3", "a3-cz", "pass", "Lc3", "Mc3", "Sb2", "c3+",
         "d2x", "*c2", "R3", "Y1", "G2", "R,Y", "R,Y,G", "c4", "rot b2 d5 cw", "hop b5 s", "push a3 e", "?",
         "e4-e1", "zz9", "}", "1.e4", "12.x", "…"]
EVENTS = ["{forced}", "{draw agreed}", "{aborted}", "{alice (seat 1) resigns}", "{bob (seat 2) runs out of time}",
          "{alice (seat 1) takes back move 1}", "{bob (seat 9) resigns}", "{a (seat 0) aborts the game}",
          "{aborted: bob (seat 2) made no first move in time}", "{x (seat 99999999999) resigns}",
          "{alice (seat 1) takes back move 99999}", "{a note}", "{(seat \n1)}", "{}", "{{nested}", "{unclosed"]
JUNK = ["\x00", "\x07", "\x1b[31m", "\ufeff", "\u202e", "\r", "\r\n", "\x85", "\u2028", "\t", "\ud800", "\uffff",
        ";", "; comment\n", "...", "---", "&a", "*a", "%YAML 1.1", "#", "\\", "'", '"', "[", "{", ":"]


# text as people type it: controls and lone surrogates only now and then (they are refused at once)
PRINTABLE = st.characters(blacklist_categories=("Cc", "Cs"))


@st.composite
def values(draw: st.DrawFn, depth: int = 0) -> str:
    """A YAML value: a scalar, maybe tagged, maybe anchored or an alias, or a flow collection of them."""
    roll = draw(st.integers(0, 9))
    if roll == 0:
        return "*" + draw(st.sampled_from("abc"))
    if roll == 1 and depth < 12:
        inner = draw(st.lists(values(depth + 1), max_size=4))  # type: ignore[call-arg]
        return "[" + ", ".join(inner) + "]"
    if roll == 2 and depth < 12:
        keys = draw(st.lists(st.sampled_from(KEYS), max_size=3))
        inner = [f"{key}: {draw(values(depth + 1))}" for key in keys]  # type: ignore[call-arg]
        return "{" + ", ".join(inner) + "}"
    value = draw(st.sampled_from(SCALARS + NAMES)) if roll < 8 else draw(st.text(PRINTABLE, max_size=12))
    if draw(st.integers(0, 5)) == 0:
        value = f"{draw(st.sampled_from(TAGS))} {value}"
    if draw(st.integers(0, 6)) == 0:
        value = f"&{draw(st.sampled_from('abc'))} {value}"
    return value


@st.composite
def headers(draw: st.DrawFn) -> str:
    """Header lines: mostly the fields reading takes, with a real game half the time."""
    lines = []
    if draw(st.booleans()):
        lines.append(f"GameType: {{Name: {draw(st.sampled_from(NAMES[5:11]))}}}")
        lines.append(f"Players: [{', '.join(draw(st.lists(st.sampled_from(NAMES[:3]), min_size=1, max_size=6)))}]")
    for _ in range(draw(st.integers(0, 6))):
        key = draw(st.sampled_from(KEYS))
        if draw(st.integers(0, 4)) == 0:  # a block collection, indented
            items = draw(st.lists(values(), max_size=3))
            lines.append(f"{key}:" + "".join(f"\n  - {item}" for item in items))
        else:
            lines.append(f"{key}: {draw(values())}")
    if draw(st.integers(0, 5)) == 0:
        junk = draw(st.sampled_from(JUNK)) + draw(st.text(PRINTABLE, max_size=8))
        lines.insert(draw(st.integers(0, len(lines))), junk)
    return "\n".join(lines)


@st.composite
def movetexts(draw: st.DrawFn) -> str:
    parts = []
    number = 1
    for _ in range(draw(st.integers(0, 40))):
        roll = draw(st.integers(0, 12))
        if roll < 7:
            parts.append(f"{number}. {draw(st.sampled_from(MOVES))}")
            number += 1
        elif roll < 9:
            parts.append(draw(st.sampled_from(EVENTS)))
        elif roll < 10:
            parts.append(draw(st.sampled_from(JUNK)))
        elif roll < 11:
            parts.append(f"{draw(st.integers(0, 10**30))}{draw(st.sampled_from(['.', '...', '. ', '.{']))}")
        else:
            parts.append(draw(st.text(PRINTABLE if draw(st.integers(0, 9)) else st.characters(), max_size=10)))
        parts.append(draw(st.sampled_from([" ", "\n", "  ", "\t", " \n ", ""])))
    return "".join(parts)


@st.composite
def records(draw: st.DrawFn) -> str:
    start = draw(st.sampled_from(["---\n", "---\n", "\ufeff---\n", "--- \n", "", "---\r\n"]))
    end = draw(st.sampled_from(["...\n", "...\n", "---\n", "... \n", ""]))
    return start + draw(headers()) + "\n" + end + draw(movetexts())


def base_records() -> list[str]:
    """A record of a seeded game of each kind (the Tactonix one still on, its deal written `?`)."""
    texts = []
    for key, game in sorted(engines.GAMES.items()):
        log, _ = random_log(game, 2, {}, random.Random(7), plies=80 if key != "tactonix" else 120)
        texts.append(written(game, 2, {}, log, reveal=key != "tactonix"))
    return texts


BASES = base_records()


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """A real record with one of its lines replaced, or cut after a line and followed, by random movetext."""
    lines = draw(st.sampled_from(BASES)).split("\n")
    at = draw(st.integers(1, len(lines) - 1))
    if draw(st.booleans()):
        lines[at] = draw(movetexts())
        return "\n".join(lines)
    return "\n".join(lines[:at]) + "\n" + draw(movetexts())


GOOD = "---\nGameType: {Name: Telic}\nPlayers: [alice, bob]\n...\n1. roll\n2. a\n"


def read_or_refuse(text: str) -> None:
    """Read `text`: a record, or a RecordError whose every problem names a line of it. Any other
    exception fails the test."""
    try:
        record = ppn.read(text)
    except ppn.RecordError as error:
        assert error.problems
        last = text.count("\n") + text.count("\r") + text.count("\x85") + text.count("\u2028") + 2
        for problem in error.problems:
            assert 1 <= problem.line <= last, (problem, last)
            assert "\n" not in str(problem)
        return
    assert record.state is not None and len(record.log) == len(record.lines)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(text=records())
@example(text=GOOD)
@example(text="---\na: &a [x, x]\nb: &b [*a, *a]\nOptions: *b\n...\n")
@example(text="---\nGameType: {Name: Telic}\nPlayers: [a, b]\nDate: !!timestamp 2026-99-99\n...\n")
@example(text="---\nGameType: {Name: Telic}\nPlayers: [a, b]\nOptions: {<<: {move_limit: 1}}\n...\n")
@example(text="---\nGameType: {Name: Tactonix}\nPlayers: [a, b]\n...\n1. ? 2. ?\n")
def test_random_records_give_a_record_or_a_record_error(text: str) -> None:
    read_or_refuse(text)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=mutated())
def test_real_records_changed_at_random_give_a_record_or_a_record_error(text: str) -> None:
    read_or_refuse(text)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(header=headers(), movetext=movetexts())
def test_random_movetext_after_a_real_header_gives_a_record_or_a_record_error(header: str, movetext: str) -> None:
    for game in ("Telic", "Tactonix", "Coins", "Tic Tac Doh!", "IceSickle"):
        read_or_refuse(f"---\nGameType: {{Name: {game}}}\nPlayers: [alice, bob]\n...\n{movetext}")
    read_or_refuse(f"---\n{header}\n...\n{movetext}")


# ---- linear time -------------------------------------------------------------------------------------
def seconds_to_read(text: str) -> float:
    """The least of five timings of reading `text`, in CPU time of this thread: what other processes on a
    loaded machine take is not counted, and the least is the one the rest (caches, the collector)
    spoiled least."""
    best = float("inf")
    for _ in range(5):
        start = time.thread_time()
        try:
            ppn.read(text)
        except ppn.RecordError:
            pass
        best = min(best, time.thread_time() - start)
    return best


def per_byte_ratio(head: str, unit: str, tail: str = "") -> float:
    """How much longer each byte takes to read in 100 KB of `unit` than in 10 KB of it: 1 when reading
    is linear, 10 when it is quadratic."""
    small = head + unit * (10_000 // len(unit)) + tail
    large = head + unit * (100_000 // len(unit)) + tail
    return (seconds_to_read(large) / len(large)) / (max(seconds_to_read(small), 1e-4) / len(small))


HEAD = "---\nGameType: {Name: Telic}\nPlayers: [alice, bob]\n...\n1. roll"
# the shapes that once were quadratic (blanks before a word) and every other item the scan reads in bulk
SHAPES = [" ", "\t", " \n", "{a note} ", "{", "; c\n", "1. ", "1...", "1", "a ", "a\t", "(seat 1) ", "}", "{}",
          "roll {alice (seat 1) resigns} ", "{(seat 1)} ", "\r\n", "\u2028"]


@pytest.mark.parametrize("unit", SHAPES, ids=[repr(unit) for unit in SHAPES])
def test_reading_is_linear_in_the_size_of_the_record(unit: str) -> None:
    ratio = per_byte_ratio(HEAD, unit, "x\n")
    assert ratio < 4, f"{ratio:.1f} times longer per byte in 100 KB than in 10 KB"


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(unit=st.lists(st.sampled_from([" ", "\n", "{", "}", "a", "1", ".", ";", "(seat 1)", "?", "-", "\t", "é"]),
                     min_size=1, max_size=8).map("".join))
def test_no_random_shape_of_movetext_is_read_slower_than_linearly(unit: str) -> None:
    ratio = per_byte_ratio(HEAD, unit, "x\n")
    assert ratio < 4, f"{unit!r}: {ratio:.1f} times longer per byte in 100 KB than in 10 KB"


@pytest.mark.parametrize("unit", ["a: b\n", "- x\n", "[x, y], ", "{k: v}, ", "'" + "a " * 20 + "'\n", "# c\n"])
def test_the_header_is_read_in_time_linear_in_its_size(unit: str) -> None:
    """Within the header's 16 KB: 1.5 KB against 15 KB of one shape."""
    def text(size: int) -> str:
        body = unit * (size // len(unit))
        if unit.endswith(", "):
            body = "[" + body + "]\n"
        return "---\nSite: x\nOptions:\n  " + body.replace("\n", "\n  ") + "\n...\n"

    small, large = text(1_500), text(15_000)
    ratio = (seconds_to_read(large) / len(large)) / (max(seconds_to_read(small), 1e-4) / len(small))
    assert ratio < 4, f"{ratio:.1f} times longer per byte in 15 KB than in 1.5 KB"
