"""Records from strangers (issue 28): each attack that froze the process or gave a traceback is refused in
one sentence naming its line, within a time and a memory budget; a byte-order mark is read everywhere;
the illegal move after a hidden deal is the one named (issue 30); and while the service reads a hostile
record, another game's move is answered."""
from __future__ import annotations

import asyncio
import random
import threading
import time
import tracemalloc
from pathlib import Path

import pytest

import engines
from bot.record import ppn
from bot.record.__main__ import main as record_main
from bot.service import GameService, Refusal
from bot.storage import LogEntry
from engines.phrases import Phrase, say
from tests.service_helpers import ALICE, BOB, PLACE, says, start_game
from tests.service_helpers import refused as refused_with
from tests.test_table_clocks import Recorded, table  # noqa: F401  (the fixture)

# generous budgets that hold on a loaded 2-core machine: every refusal below takes milliseconds, the
# slowest (the `?` searched to the step limit) well under a second on an idle one
SECONDS = 2.0
BYTES = 200 * 1024 * 1024
TELIC = "---\nGameType: {Name: Telic}\nPlayers: [alice, bob]\n"  # lines 1-3; line 4 is the next


def refused(text: str) -> ppn.Problem:
    """The one problem that refuses `text`, found within the budgets: the time of a read as it runs (the
    CPU time of the thread reading it, which other processes' load on the machine does not stretch),
    the memory (the peak of Python's allocations) of a second read, traced."""
    start = time.thread_time()
    with pytest.raises(ppn.RecordError) as timed:
        ppn.read(text)
    seconds = time.thread_time() - start
    tracemalloc.start()
    try:
        with pytest.raises(ppn.RecordError) as traced:
            ppn.read(text)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert seconds < SECONDS, f"{seconds:.2f} s to refuse it"
    assert peak < BYTES, f"{peak / 1e6:.0f} MB to refuse it"
    assert len(timed.value.problems) == 1 and timed.value.problems == traced.value.problems
    problem = timed.value.first
    assert "\n" not in str(problem) and len(str(problem)) < 400  # one sentence, short enough to show
    return problem


# ---- the header: aliases, bad values, nesting -------------------------------------------------------
def laughs(field: str) -> str:
    """A "billion laughs": nine aliases of nine aliases ..., nine levels deep, given to `field`."""
    names = "abcdefghij"
    lines = [f"{names[0]}: &{names[0]} [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    lines += [f"{names[i]}: &{names[i]} [{', '.join([f'*{names[i - 1]}'] * 9)}]" for i in range(1, 10)]
    return TELIC.replace(f"{field}: ", "x: ") + "\n".join(lines) + f"\n{field}: *j\n...\n1. roll\n"


@pytest.mark.parametrize("field", ["Options", "GameType", "Players"])
def test_a_billion_laughs_is_refused_at_its_first_anchor(field: str) -> None:
    problem = refused(laughs(field))
    assert problem.line == 4 and problem.reason == say("record-anchors")
    # one anchor is enough to be refused: a record never needs one
    problem = refused(TELIC + "Options: &o {move_limit: 3}\n...\n")
    assert problem.line == 4 and problem.reason == say("record-anchors")


# each refused with its message's key and the words it quotes (the value, YAML's or Python's own account)
@pytest.mark.parametrize("value,line,key,quoted", [
    ("Date: 2026-13-45", 4, "record-header-value", {"value": "'2026-13-45'", "problem": "month must be in 1..12"}),
    ("Options: {move_limit: " + "1" * 5000 + "}", 4, "record-value-long", {"most": 200}),
    ("Options: {move_limit: 1" + "0" * 20 + "}", 4, "record-number-digits", {"digits": 18}),
    ("Options: " + "[" * 2000 + "]" * 2000, 4, "record-not-yaml", {"problem": "nesting depth"}),
    ("Options: " + "{a: " * 2000 + "1" + "}" * 2000, 4, "record-nesting", {"depth": 8}),
    ("Options: " + "[" * 9 + "]" * 9, 4, "record-nesting", {"depth": 8}),
    ("Options:\n" + "".join(" " * i + "- \n" for i in range(100)), 12, "record-nesting", {"depth": 8}),
    ("Options: !!python/object:os.system {}", 4, "record-not-yaml", {"problem": "could not determine a constructor"}),
    ("Options: !!binary a", 4, "record-not-yaml", {"problem": "failed to decode base64 data"}),
    ("Options: !!binary aGVsbG8=", 4, "record-options", {}),
    ("Options: {slide: !!bool maybe}", 4, "record-header-value", {"value": "'maybe'"}),
    ("Site: " + "x" * 201, 4, "record-value-long", {"most": 200}),
    ("GameType: [" + ", ".join(["Telic"] * 500) + "]", 3, "record-unknown-game", {"title": "['Telic', 'Telic'"}),
])
def test_a_header_value_that_cannot_be_read_is_named_by_its_line(value: str, line: int, key: str,
                                                                  quoted: dict) -> None:
    header = TELIC.replace("GameType: {Name: Telic}\n", "") if value.startswith("GameType") else TELIC
    problem = refused(header + value + "\n...\n1. roll\n")
    assert problem.reason.key == key and problem.line == line, problem
    for name, words in quoted.items():
        said = problem.reason.args[name]
        assert said == words if isinstance(words, int) else str(words) in str(said), (name, problem)


def test_a_header_or_a_record_too_large_is_refused_at_once(tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    problem = refused(TELIC + "Site: x\n" * 3000 + "...\n")
    assert problem == ppn.Problem(2, say("record-header-long", size=16, unit="KB"))
    problem = refused(TELIC + "...\n" + "1. roll\n" * 140_000)
    assert problem == ppn.Problem(1, say("record-too-large", size=1, unit="MB"))
    path = tmp_path / "huge.ppn"  # `check` reads no more of a file than a record can be
    path.write_bytes((TELIC + "...\n").encode() + b"1. roll\n" * 1_000_000)
    assert record_main(["check", str(path)]) == 1
    said = capsys.readouterr().out
    assert said == f"{path}: line 1: the record is larger than 1 MB, far more than any game's record\n"  # English
    problem = refused(TELIC + "...\n1. roll\n2. \x00\n")
    assert problem == ppn.Problem(6, say("record-unprintable", code="0000"))


# ---- the movetext: spaces, numbers, sizes ---------------------------------------------------------
@pytest.mark.parametrize("spaces", [30_000, 100_000, 1_000_000])
def test_a_move_followed_by_spaces_is_read_in_linear_time(spaces: int) -> None:
    problem = refused(TELIC + "...\n1. roll" + " " * spaces + "x\n")
    assert (problem.line, problem.number, problem.move) == (5, 1, "roll x")
    assert problem.reason.key == "engines-not-a-move" and problem.reason.args["move"] == "roll x"


@pytest.mark.parametrize("movetext,line,reason", [
    ("1" * 5000 + ". roll\n", 5, say("record-move-number-digits", digits=18)),
    ("1. roll\n2. " + "a " * 400_000 + "\n", 6, say("record-move-long", most=100)),
    ("1. roll {" + "x" * 2001 + " (seat 1)}\n", 5, say("record-comment-long", most=2000)),
    ("1. roll\n2. {" + "x" * 900_000 + "\n", 6, say("record-comment-unclosed")),
    ("".join(f"{n}. {{alice (seat 1) takes back move 1}}\n" for n in range(1, 3002)), 3005,
     say("record-entries", most=3000)),
])
def test_a_movetext_beyond_its_limits_is_named_by_its_line(movetext: str, line: int, reason: Phrase) -> None:
    problem = refused(TELIC + "...\n" + movetext)
    assert problem.line == line and problem.reason == reason, problem


def test_annotations_numbers_and_semicolons_in_bulk_are_read_quickly() -> None:
    """Megabytes of what reading skips (annotations, `;` separating nothing, move numbers) are read
    within the budgets: the record then fails on its one illegal move, named where it is."""
    for filler in ("{a note} ", "; ;\n", "1. ", "{}", ";"):
        bulk = filler * (900_000 // len(filler))
        problem = refused(TELIC + "...\n1. roll\n" + bulk + "\n2. zz9\n")
        assert problem.move == "zz9" and problem.line == 7 + bulk.count("\n"), (filler, problem)


# ---- hidden outcomes: the deal written `?` ----------------------------------------------------------
def tactonix_game(after: int) -> list[LogEntry]:
    """The log of a seeded 2-player Tactonix game (three colours: one is the spare) up to `after` moves
    past the deal, the game still on."""
    game = engines.get_game("tactonix")
    for seed in range(100):
        rng = random.Random(seed)
        state, log, dealt = game.new_game(2), [], None
        while not state.is_over:
            ply = len(log) + 1
            if state.is_chance_node:
                outcome = rng.choice([name for name, _ in state.chance_outcomes()])
                dealt = ply if ppn.is_secret(state, outcome) else dealt
                log.append(LogEntry(ply, None, "chance", outcome, 0.0))
                state = state.apply_chance(outcome)
            else:
                move = rng.choice(state.legal_moves())
                log.append(LogEntry(ply, state.current_player, "move", move, 0.0))
                state = state.play(move)
            if dealt is not None and len(log) - dealt == after and not state.is_over:
                return log
    raise AssertionError("no seeded game lasts that long")


def tactonix_record(deals: int, after: int, last: str | None) -> tuple[str, list[int]]:
    """A Tactonix record with its deal written `?` `deals` times (the last placement taken back after
    each but the last, and placed again), then `after` moves, then `last`; its text and the lines of
    its `?`."""
    log = tactonix_game(after)
    dealt = next(i for i, entry in enumerate(log) if entry.kind == "chance" and "," in entry.text)
    before, placed = [entry.text for entry in log[:dealt]], [entry.text for entry in log[dealt + 1:]]
    items = list(before)
    for n in range(deals):
        items.append("?")
        if n < deals - 1:
            items += [f"{{alice (seat 1) takes back move {len(items) - 1}}}", before[-1]]
    items += placed + ([last] if last is not None else [])
    header = "---\nGameType: {Name: Tactonix}\nPlayers: [alice, bob]\n...\n"
    return header + "".join(f"{ply}. {text}\n" for ply, text in enumerate(items, start=1)), \
        [ply + 4 for ply, text in enumerate(items, start=1) if text == "?"]


def test_six_hidden_deals_and_an_illegal_move_are_refused_at_once() -> None:
    text, hidden = tactonix_record(6, 60, "zz9")
    problem = refused(text)
    # two deals of six ways each are tried (36 ways); the third would make 216, over the 120 allowed
    assert (problem.line, problem.move) == (hidden[2], "?")
    assert problem.reason == say("record-hidden-ways", most=120)


def test_two_hidden_deals_tried_to_the_step_limit_are_refused_within_the_budget() -> None:
    text, hidden = tactonix_record(2, 200, "zz9")  # 36 ways of 200 moves each: over 5,000 entries tried
    problem = refused(text)
    assert problem == ppn.Problem(hidden[0], say("record-hidden-steps", most=5000))


def test_the_illegal_move_after_a_hidden_deal_is_the_one_named(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    for deals in (1, 2):
        good, _ = tactonix_record(deals, 30, None)
        assert ppn.read(good).state is not None
        bad, _ = tactonix_record(deals, 30, "zz9")
        path = tmp_path / "bad.ppn"
        path.write_text(bad)
        assert record_main(["check", str(path)]) == 1
        illegal = len(bad.splitlines())
        out = capsys.readouterr().out.strip()
        assert out.startswith(f"{path}: line {illegal}, move {illegal - 4}. zz9: "), out  # not the `?`


def test_a_hidden_outcome_stands_only_for_a_secret() -> None:
    problem = refused(TELIC + "...\n1. roll\n2. ?\n")
    assert (problem.line, problem.move) == (6, "?")
    assert problem.reason == say("record-hidden-not-secret", outcomes="n, a, 2, 3, 4, 5")


# ---- a byte-order mark is read everywhere ---------------------------------------------------------
BOM_RECORD = "\ufeff---\r\nGameType: {Name: Tic Tac Doh!}\r\nPlayers: [alice, bob]\r\n...\r\n1. Lc3\r\n2. Mc3\r\n"


def test_a_record_with_a_byte_order_mark_is_read_and_checked(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    record = ppn.read(BOM_RECORD)
    assert [entry.text for entry in record.log] == ["Lc3", "Mc3"] and record.lines == [5, 6]
    path = tmp_path / "bom.ppn"
    path.write_bytes(BOM_RECORD.encode("utf-8"))
    assert record_main(["check", str(path)]) == 0
    assert capsys.readouterr().out == f"{path}: good: Tic Tac Doh!, 2 players, 2 entries, in progress\n"


async def test_a_record_with_a_byte_order_mark_starts_a_game_at_the_table(table: Recorded,  # noqa: F811
                                                                          tmp_path: Path) -> None:
    path = tmp_path / "bom.ppn"
    path.write_bytes(BOM_RECORD.encode("utf-8"))
    said = await table.script("as carol", f"/tictacdoh start @alice record={path}")
    assert "It starts from a record, after its 2 moves" in said[1], said


async def test_a_record_with_a_byte_order_mark_starts_a_game_in_the_service(service: GameService) -> None:
    challenge = await service.challenge("tictacdoh", ALICE, [BOB], place=PLACE, record=BOM_RECORD)
    assert says(challenge, "service-from-record", moves=2)
    await service.accept(challenge.game_id, BOB)
    assert [entry.text for entry in await service.log(challenge.game_id)] == ["Lc3", "Mc3"]


# ---- the service reads records off the event loop ------------------------------------------------
async def test_another_game_moves_while_a_hostile_record_is_read(service: GameService,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The hostile record (two hidden deals searched to the step limit, the slowest a record can be) is
    read over and over, for real, until the other game's move has been answered: the move must not wait
    for it."""
    other = await start_game(service, "telic", [ALICE, BOB])
    hostile, hidden = tactonix_record(2, 200, "zz9")
    real = ppn.read
    answered = threading.Event()
    readers: list[int] = []

    def reading(text: str, **options: object) -> ppn.Record:
        readers.append(threading.get_ident())
        deadline = time.monotonic() + 60  # should the move never come, the test fails instead of hanging
        while not answered.is_set() and time.monotonic() < deadline:
            try:
                real(text, **options)  # type: ignore[arg-type]
            except ppn.RecordError:
                pass
        return real(text, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(ppn, "read", reading)
    challenge = asyncio.create_task(service.challenge("tactonix", ALICE, [BOB], place=PLACE, record=hostile))
    while not readers:
        await asyncio.sleep(0.01)
    await asyncio.sleep(0.2)  # well into a read
    loaded = await service.game(other.game_id)
    mover = ALICE if loaded.record.players[loaded.state.current_player] == ALICE.id else BOB
    start = time.perf_counter()
    played = await service.play(mover, "roll", game_id=other.game_id)
    seconds = time.perf_counter() - start
    answered.set()
    with refused_with("refusal-record-does-not-replay") as stopped:
        await challenge
    assert stopped.value.values["problem"] == ppn.Problem(hidden[0], say("record-hidden-steps", most=5000)).phrase
    assert not challenge.cancelled() and readers[0] != threading.get_ident()  # read on another thread
    assert seconds < 1.0, f"the move waited {seconds:.2f} s"
    assert (await service.game(other.game_id)).record.version > loaded.record.version and played.lines
