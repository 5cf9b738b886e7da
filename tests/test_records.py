"""Game records in PPN: written from a log and read back into the same log and state, for every game and
option set; `python -m bot.record check` finds an illegal move wherever it is planted; secrets stay `?`
until the end; a game starts from a record."""
from __future__ import annotations

import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engines
from bot.record import ppn
from bot.record.__main__ import main as record_main
from bot.record.log import replay
from bot.service import GameService, Refusal, Reply
from bot.storage import LogEntry
from engines.base import Game, IllegalMove, State
from bot.service.replies import series
from tests.conformance_configs import setups
from tests.service_helpers import ALICE, BOB, CAROL, PLACE, refused, said, start_game

SETUPS = [(key, players, options) for key, game in sorted(engines.GAMES.items())
          for players, options in setups(game)]
ROOT = Path(__file__).resolve().parent.parent


def random_log(game: Game, players: int, options: dict, rng: random.Random, *, plies: int = 90,
               extras: bool = True) -> tuple[list[LogEntry], State]:
    """A log as the referee writes one: chance drawn by its probabilities, forced passes, and (with
    `extras`) now and then a takeback, a resignation, a loss on time, and at the end maybe a draw or an
    abort."""
    options = game.check_options(players, options)
    state = game.new_game(players, options)
    log: list[LogEntry] = []
    history = [state]

    def add(entry: LogEntry, after: State) -> None:
        nonlocal state
        log.append(entry)
        state = after
        history.append(after)

    while not state.is_over and len(log) < plies:
        ply = len(log) + 1
        if state.is_chance_node:
            outcome = state.random_outcome(rng)
            add(LogEntry(ply, None, "chance", outcome, 0.0), state.apply_chance(outcome))
            continue
        roll = rng.random() if extras else 1.0
        seat = state.current_player
        if roll < 0.02 and len(log) > 2:
            taken = rng.randrange(1, len(log) + 1)
            add(LogEntry(ply, seat, "takeback", str(taken), 0.0), history[taken - 1])
        elif roll < 0.035:
            leaving = rng.randrange(players)
            try:
                after = state.resign(leaving)
            except IllegalMove:  # already out
                continue
            add(LogEntry(ply, leaving, rng.choice(["resign", "timeout"]), str(leaving), 0.0), after)
        else:
            moves = state.legal_moves()
            move = rng.choice(moves)
            kind = "forced" if moves == ["pass"] else "move"
            add(LogEntry(ply, seat, kind, move, 0.0, state.describe_move(move)), state.play(move))
    if extras and not state.is_over and rng.random() < 0.3:
        ending = rng.choice([LogEntry(len(log) + 1, None, "draw", "agreed", 0.0),
                             LogEntry(len(log) + 1, 0, "abort", "", 0.0),
                             LogEntry(len(log) + 1, None, "abort", "1", 0.0)])
        add(ending, state)
    return log, state


def written(game: Game, players: int, options: dict, log: list[LogEntry], *, reveal: bool = True) -> str:
    names = ["alice", "bob {the} (second)", "carol", "dave", "eve", "fay"][:players]
    return ppn.write(game, game.check_options(players, options), log, players=names,
                     header={"Event": "test", "Site": "here", "Date": "2026.11.24", "Result": "*"}, reveal=reveal)


def same_log(a: list[LogEntry], b: list[LogEntry]) -> bool:
    return [(e.ply, e.seat, e.kind, e.text, e.words) for e in a] == [(e.ply, e.seat, e.kind, e.text, e.words) for e in b]


# ---- export, then import ------------------------------------------------------------------------
@pytest.mark.parametrize("key,players,options", SETUPS, ids=[f"{k}-{p}p-{o}" for k, p, o in SETUPS])
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_export_then_import_gives_the_same_state_and_log(key: str, players: int, options: dict, seed: int) -> None:
    game = engines.get_game(key)
    log, state = random_log(game, players, options, random.Random(seed))
    record = ppn.read(written(game, players, options, log))
    assert record.game is game and record.options == game.check_options(players, options)
    assert same_log(record.log, log)
    assert record.state == state == replay(game, players, record.options, log)


def test_a_record_reads_as_documented() -> None:
    game = engines.get_game("telic")
    state = game.new_game(2)
    log = [LogEntry(1, 0, "move", "roll", 0.0, state.describe_move("roll"))]
    text = written(game, 2, {}, log)
    assert text.startswith("---\nGameType: {Name: Telic}\nEvent: test\nSite: here\nDate: '2026.11.24'\n"
                           "Players: [alice, bob {the} (second)]\n") or "GameType: {Name: Telic}" in text
    assert text.endswith("...\n1. roll\n")
    # the movetext may also be written PGN-like, several numbers to a line, with annotations
    rolled = state.play("roll")
    face = rolled.chance_outcomes()[3][0]
    entered = rolled.apply_chance(face)
    move = entered.legal_moves()[0]
    header = text.split("...")[0] + "...\n"
    # (`;` separates sub-moves, as a move number does: `{face}` is the entry after `roll`)
    record = ppn.read(header + f"{{a fine game}} 1. roll ; {face} {{the die}}\n3. {move.upper()} {{good}}\n")
    assert [e.text for e in record.log] == ["roll", face, move]  # read in any accepted form, kept canonical
    assert record.lines == [len(header.splitlines()) + 1] * 2 + [len(header.splitlines()) + 2]


def test_multi_word_moves_keep_their_single_spaces() -> None:
    game = engines.get_game("tactonix")
    rng = random.Random(5)
    for _ in range(30):
        log, _ = random_log(game, 2, {}, rng, plies=80, extras=False)
        if any(" " in e.text for e in log if e.kind == "move"):
            break
    text = written(game, 2, {}, log)
    multi = [e.text for e in log if e.kind == "move" and " " in e.text]
    assert multi and all(f". {move}\n" in text for move in multi)
    assert '"' not in text.split("...")[1] and "'" not in text.split("...")[1]


# ---- check: a planted illegal move is found where it is -------------------------------------------
def plant(text: str, rng: random.Random, game: Game) -> tuple[str, int]:
    """The record with one of its moves or chance outcomes replaced by something illegal there; and the
    line it is on."""
    record = ppn.read(text)
    states = record.states()
    lines = text.splitlines()
    candidates = [i for i, e in enumerate(record.log) if e.kind in ("move", "chance", "forced")]
    index = rng.choice(candidates)
    entry, before = record.log[index], states[index]
    if entry.kind == "chance":
        listed = {name for name, _ in before.chance_outcomes()}
        wrong = next(o for o in ("n", "a", "R9", "Z", "x,y", "9") if o not in listed)
    else:
        legal = set(before.legal_moves())
        pool = [e.text for e in record.log if e.kind in ("move", "forced")] + ["zz9", "a1-a1", "enter 9"]
        wrong = next(m for m in rng.sample(pool, len(pool)) if m not in legal and _refused(before, m))
    line = record.lines[index]
    number = entry.ply
    lines[line - 1] = re.sub(rf"^{number}\. .*?( \{{forced\}})?$", f"{number}. {wrong}", lines[line - 1])
    return "\n".join(lines) + "\n", line


def _refused(state: State, move: str) -> bool:
    try:
        state.canonical(move)
    except IllegalMove:
        return True
    return False


@pytest.mark.parametrize("key,players,options", SETUPS, ids=[f"{k}-{p}p-{o}" for k, p, o in SETUPS])
def test_check_finds_an_illegal_move_planted_anywhere(key: str, players: int, options: dict, tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    game = engines.get_game(key)
    rng = random.Random(f"{key}{players}{options}")
    for attempt in range(2):
        log, _ = random_log(game, players, options, rng, plies=60, extras=False)
        good = written(game, players, options, log)
        path = tmp_path / f"{attempt}.ppn"
        path.write_text(good)
        assert record_main(["check", str(path)]) == 0
        assert capsys.readouterr().out.startswith(f"{path}: good: {game.title}")
        bad, line = plant(good, rng, game)
        path.write_text(bad)
        assert record_main(["check", str(path)]) == 1
        out = capsys.readouterr().out.strip().splitlines()
        assert len(out) == 1 and out[0].startswith(f"{path}: line {line}, move "), (out, line)


def test_check_says_what_is_wrong_with_a_header(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.ppn"
    cases = {
        "no header": ("1. roll\n", "line 1: no header"),
        "unknown game": ("---\nGameType: {Name: Chess}\nPlayers: [a, b]\n...\n1. e4\n", "line 2: GameType 'Chess'"),
        "bad option": ("---\nGameType: {Name: Coins}\nPlayers: [a, b]\nOptions: {slide: sideways}\n...\n",
                       "line 4: Coins: slide='sideways' is not allowed"),
        "players": ("---\nGameType: {Name: Telic}\nPlayers: [a, b, c]\n...\n", "line 3: Telic takes exactly 2"),
        "yaml": ("---\nGameType: [\n...\n", "the header is not YAML"),
        "unclosed": ("---\nGameType: {Name: Telic}\nPlayers: [a, b]\n...\n1. roll {oops\n", "line 5: a comment"),
        "after the end": ("---\nGameType: {Name: Telic}\nPlayers: [a, b]\n...\n1. {a (seat 1) resigns}\n2. roll\n",
                          "line 6, move 2. roll: the game is already over"),
    }
    for name, (text, expected) in cases.items():
        path.write_text(text)
        assert record_main(["check", str(path)]) == 1, name
        assert expected in capsys.readouterr().out, name
    path.write_bytes(b"\xff\xfe")
    assert record_main(["check", str(path)]) == 1
    assert "cannot read it" in capsys.readouterr().err


def test_the_command_line_checks_and_draws(tmp_path: Path) -> None:
    game = engines.get_game("icesickle")
    log, _ = random_log(game, 2, {}, random.Random(3), plies=30, extras=False)
    path = tmp_path / "game.ppn"
    path.write_text(written(game, 2, {}, log))
    run = subprocess.run([sys.executable, "-m", "bot.record", "check", str(path)], capture_output=True,
                         text=True, cwd=ROOT)
    assert run.returncode == 0 and "good: IceSickle, 2 players, 30 entries" in run.stdout
    drawn = subprocess.run([sys.executable, "-m", "bot.record", "board", str(path), "--ply", "12"],
                           capture_output=True, text=True, cwd=ROOT)
    assert drawn.returncode == 0 and drawn.stdout.strip() == f"board: {tmp_path / 'game-ply12.png'}"
    assert (tmp_path / "game-ply12.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    beyond = subprocess.run([sys.executable, "-m", "bot.record", "board", str(path), "--ply", "31"],
                            capture_output=True, text=True, cwd=ROOT)
    assert beyond.returncode == 1 and "there is no ply 31" in beyond.stderr


# ---- secrets ---------------------------------------------------------------------------------------
def tactonix_pair(rng: random.Random) -> tuple[list[LogEntry], list[LogEntry]]:
    """Two Tactonix logs differing only in the secret deal, played on past it (not over)."""
    game = engines.get_game("tactonix")
    state = game.new_game(3)
    log: list[LogEntry] = []
    other: list[LogEntry] = []
    while len(log) < 200:
        ply = len(log) + 1
        if state.is_chance_node:
            outcomes = [name for name, _ in state.chance_outcomes()]
            if len(outcomes) > 1 and ppn.is_secret(state, outcomes[0]):
                a, b = rng.sample(outcomes, 2)
                log.append(LogEntry(ply, None, "chance", a, 0.0))
                other.append(LogEntry(ply, None, "chance", b, 0.0))
                state = state.apply_chance(a)
                if state.is_over or game.load(state.to_dict()).is_over:
                    return tactonix_pair(rng)
                continue
            outcome = rng.choice(outcomes)
            entry = LogEntry(ply, None, "chance", outcome, 0.0)
            state = state.apply_chance(outcome)
        else:
            if any(e.text != f.text for e, f in zip(log, other)) and len(log) > 60:
                return log, other
            move = rng.choice(state.legal_moves())
            entry = LogEntry(ply, state.current_player, "move", move, 0.0, state.describe_move(move))
            state = state.play(move)
        if state.is_over:
            return tactonix_pair(rng)
        log.append(entry)
        other.append(entry)
    raise AssertionError("no deal reached")


async def start_from(service: GameService, log: list[LogEntry]) -> tuple[str, Reply]:
    """One game of a `tactonix_pair` started through the service from its record (alice, bob, carol);
    its id and the board the last Accept posted."""
    text = written(engines.get_game("tactonix"), 3, {}, log).replace("bob {the} (second)", "bob")
    challenge = await service.challenge("tactonix", ALICE, [BOB, CAROL], place=PLACE, record=text)
    await service.accept(challenge.game_id, BOB)
    board = await service.accept(challenge.game_id, CAROL)
    assert challenge.game_id is not None
    return challenge.game_id, board


def test_a_tactonix_record_hides_the_deal_until_the_end() -> None:
    game = engines.get_game("tactonix")
    first, second = tactonix_pair(random.Random(11))
    try:
        replay(game, 3, game.check_options(3, {}), second)
    except IllegalMove:
        pytest.skip("the other deal ended the game at once")
    public = written(game, 3, {}, first, reveal=False)
    assert public == written(game, 3, {}, second, reveal=False)
    assert "\n" + f"{next(e.ply for e in first if e.text != second[e.ply - 1].text)}. ?\n" in public
    assert public != written(game, 3, {}, first, reveal=True)  # over: the deal is shown
    # a public record still reads: the hidden deal is one that lets the rest replay
    record = ppn.read(public)
    assert record.state is not None and record.state.view(None) == replay(
        game, 3, game.check_options(3, {}), first).view(None)


# ---- the service ---------------------------------------------------------------------------------
async def test_a_record_starts_a_game_from_its_last_position(service: GameService) -> None:
    started = await start_game(service, "telic", [ALICE, BOB])
    for _ in range(3):
        loaded = await service.game(started.game_id)
        mover = ALICE if loaded.record.players[loaded.state.current_player] == ALICE.id else BOB
        await service.play(mover, loaded.state.legal_moves()[-1], game_id=started.game_id)
    original = await service.game(started.game_id)
    text = (await service.record(ALICE, game_id=started.game_id)).file.data.decode()
    assert "Result: '*'" in text and "Termination: unterminated" in text and "TimeControl: 1/259200" in text
    # bob challenges alice from the record: the seats follow the record's names, not the command
    challenge = await service.challenge("telic", BOB, [ALICE], place=PLACE, record=text)
    seated = said(challenge, "service-from-record")
    state = original.state
    assert seated.args["how"] == "names"
    assert seated.args["seats"] == series([state.player_label(0, "alice"), state.player_label(1, "bob")])
    board = await service.accept(challenge.game_id, ALICE)
    new = await service.game(challenge.game_id)
    assert new.record.unrated and new.record.players == original.record.players
    assert new.state == original.state
    assert [(e.kind, e.text) for e in await service.log(new.record.id)] == \
        [(e.kind, e.text) for e in await service.log(started.game_id)]
    assert board.game_key == "telic" and board.file is None  # its board (the fixture draws no pictures)


async def test_a_record_that_does_not_replay_is_refused_with_its_line(service: GameService) -> None:
    text = "---\nGameType: {Name: Telic}\nPlayers: [alice, bob]\n...\n1. roll\n2. 4\n3. a1-cz\n"
    with refused("refusal-record-does-not-replay", more=0) as stopped:
        await service.challenge("telic", ALICE, [BOB], place=PLACE, record=text)
    problem = stopped.value.values["problem"]  # the record's problem, where it is
    assert problem.key == "record-at-move" and (problem.args["line"], problem.args["number"],
                                                problem.args["move"]) == ("7", "3", "a1-cz")
    with refused("refusal-record-other-game", title="Telic", other="Coins"):
        await service.challenge("coins", ALICE, [BOB], place=PLACE, record=text[:-11])
    with refused("refusal-record-players", players=2, opponents=1):
        await service.challenge("telic", ALICE, [BOB, CAROL], place=PLACE, record=text[:-11])
    with refused("refusal-record-over"):
        await service.challenge("telic", ALICE, [BOB], place=PLACE,
                                record=text[:-11] + "1. {alice (seat 1) resigns}\n")
    assert await service.storage.open_challenges(PLACE) == []
