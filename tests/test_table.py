"""The local table through a pipe: `python -m bot.table --database PATH` reading a script on stdin.

What a Discord user types (a challenge, Accept as the other user, moves, `/K moves`, a button's label,
an illegal move, a move out of turn) gives the answers a player needs, writes every board as a PNG,
and a second run on the same database carries on the same game. A newcomer can play a whole game of
each game this way (Tic Tac Doh! first), reading only what the table prints.
"""
from __future__ import annotations

import json
import random
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

import engines
from engines.base import State
from bot.words import words

ROOT = Path(__file__).resolve().parent.parent
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
ECHO = re.compile(r"^(\w+)> (.*)$")


def run_table(database: Path, lines: list[str]) -> list[str]:
    """One run of the table on `database` with `lines` piped in; its output, line by line."""
    done = subprocess.run([sys.executable, "-m", "bot.table", "--database", str(database)], cwd=ROOT,
                          input="".join(f"{line}\n" for line in lines), capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    return done.stdout.splitlines()


def answers(output: list[str]) -> list[tuple[str, str, list[str]]]:
    """(user, line typed, what the table answered) for every line of input, from the echoed transcript."""
    found: list[tuple[str, str, list[str]]] = []
    for line in output:
        echo = ECHO.match(line)
        if echo:
            found.append((echo.group(1), echo.group(2), []))
        else:
            assert found, f"output before any input: {line!r}"
            found[-1][2].append(line)
    return found


def stored_games(database: Path) -> dict[str, tuple[str, list[str], State, int]]:
    """Every game in the database: id -> (key, player ids by seat, state, version)."""
    with sqlite3.connect(database) as db:
        rows = db.execute("SELECT id, game, players, state, version FROM games").fetchall()
    return {gid: (key, json.loads(players), engines.get_game(key).load(json.loads(state)), version)
            for gid, key, players, state, version in rows}


def board_paths(output: list[str]) -> list[Path]:
    return [Path(line.removeprefix("board: ")) for line in output if line.startswith("board: ")]


def assert_pictures(output: list[str]) -> None:
    paths = board_paths(output)
    assert paths, "no board was written"
    for path in paths:
        assert path.is_file() and path.read_bytes().startswith(PNG_MAGIC), path


def test_a_scripted_session_and_a_second_run_that_carries_on(tmp_path: Path) -> None:
    database = tmp_path / "referee.db"
    output = run_table(database, [
        "/telic start @bob",
        "as bob", "Accept",  # the challenge's button, clicked by its label
        # seats are dealt at random: both try the Roll button, exactly one of them may
        "as alice", "Roll",
        "as bob", "Roll",
        "as alice", "/telic moves", "/telic move z9-z9",
        "as bob", "/telic moves", "/telic move z9-z9",
        "/coins start @carol @dave",  # left waiting for the second run
    ])
    said = answers(output)
    assert said[0][2][0].startswith("alice challenges bob to **Telic**")
    assert "buttons: [Accept]  [Decline]" in said[0][2]
    started = next(reply for user, typed, reply in said if typed == "Accept")
    assert started[0].startswith("**Telic** #") and any(line.endswith("your turn (Blue).") for line in started)
    assert_pictures(output)

    (game_id, (key, players, state, version)), = stored_games(database).items()
    assert key == "telic" and version == 2  # the roll and its die: the refusals changed nothing
    mover = players[state.current_player].removeprefix("local:")
    other = "bob" if mover == "alice" else "alice"
    rolls = {user: reply for user, typed, reply in said if typed == "Roll"}
    assert re.fullmatch(rf"\*\*Telic\*\* #[a-z0-9]{{5}} · {mover} played `roll`: Roll the die\.", rolls[mover][0])
    assert any(line.startswith("board: ") and line.endswith(f"telic-{game_id}-2.png") for line in rolls[mover])
    if mover == "bob":  # alice tried first: the button was there, and the referee said whose turn it is
        assert rolls[other] == [f"✗ It is not your turn in #{game_id}: it is {mover}'s turn."]
    else:  # alice rolled first: the new board's buttons replaced the old board's, Roll among them
        assert rolls[other] == ["✗ No button 'Roll' is in sight. Type `help` for the commands."]

    listed = {user: reply for user, typed, reply in said if typed == "/telic moves"}
    # the terminal's autocomplete: one legal move a line, the canonical notation first
    assert [line.split("  —  ")[0] for line in listed[mover]] == state.legal_moves()
    assert all(line.split("  —  ")[1] == words("en")(state.describe_move(line.split("  —  ")[0])) for line in listed[mover])
    assert listed[other] == [f"Not your turn in #{game_id}: waiting for {mover}."]
    illegal = {user: reply for user, typed, reply in said if typed == "/telic move z9-z9"}
    assert illegal[mover][0].startswith("✗ Illegal: ")
    assert illegal[other][0].startswith("✗ It is not your turn")

    # a second run on the same database: the game and the waiting challenge (its buttons too) go on
    move = state.legal_moves()[-1]
    output = run_table(database, ["/games", f"as {mover}", f"/telic move {move}",
                                  "as carol", "Accept", "as dave", "Accept"])
    said = answers(output)
    assert said[0][2] == [f"#{game_id} Telic: {' vs '.join(p.removeprefix('local:') for p in players)} "
                          f"— {mover} to move"]
    played = next(reply for user, typed, reply in said if typed.startswith("/telic move"))
    assert played[0].endswith(f" · {mover} played `{move}`: {state.describe_move(move)}.")
    assert_pictures(output)
    accepted = [reply for user, typed, reply in said if typed == "Accept"]
    assert accepted[0] == ["carol accepted. Waiting for dave."]
    assert accepted[1][0].startswith("**Coins** #")
    games = stored_games(database)
    assert games[game_id][3] == 3 and games[game_id][2] == state.play(move)
    assert sorted(g[0] for g in games.values()) == ["coins", "telic"]


class PipedTable:
    """The table as a newcomer meets it: one line at a time, reading each answer before the next."""

    def __init__(self, database: Path, seed: int | None = None) -> None:
        seeded = ["--seed", str(seed)] if seed is not None else []
        self.process = subprocess.Popen([sys.executable, "-m", "bot.table", "--database", str(database), *seeded],
                                        cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True)
        self.count = 0

    def send(self, line: str) -> list[str]:
        """Type a line; the table's answer. A comment line after it marks where the answer ends."""
        assert self.process.stdin is not None and self.process.stdout is not None
        self.count += 1
        marker = f"# end of answer {self.count}"
        self.process.stdin.write(f"{line}\n{marker}\n")
        self.process.stdin.flush()
        answer: list[str] = []
        for text in iter(self.process.stdout.readline, ""):
            text = text.rstrip("\n")
            if text.endswith(f"> {marker}"):
                return answer[1:]  # without the echo of the line itself
            answer.append(text)
        raise AssertionError(f"the table stopped: {self.process.stderr.read() if self.process.stderr else ''}")

    def close(self) -> int:
        _, errors = self.process.communicate(input="", timeout=30)
        assert "Traceback" not in errors, errors
        return self.process.returncode


NEWCOMER_GAMES = [  # (game, the players alice challenges, options that keep the game short)
    ("tictacdoh", ["bob"], ""),
    ("telic", ["bob"], "move_limit=30"),
    ("coins", ["bob", "carol"], ""),
    ("icesickle", ["bob"], "rounds=1"),
    ("tactonix", ["bob", "carol"], "board=5 move_limit=12"),
]


@pytest.mark.parametrize("key,invited,options", NEWCOMER_GAMES, ids=[g[0] for g in NEWCOMER_GAMES])
def test_a_newcomer_plays_a_whole_game(tmp_path: Path, key: str, invited: list[str], options: str) -> None:
    """Only what the table prints: whose turn it is, `/K moves`, then one of the listed moves."""
    database = tmp_path / "referee.db"
    table = PipedTable(database, seed=7)  # seeded chance: a Tactonix deal that does not end the game at once
    rng = random.Random(4)
    title = engines.get_game(key).title
    secret_seen = False
    try:
        assert table.send(f"/{key} start {' '.join('@' + name for name in invited)} {options}")[-1] == \
            "buttons: [Accept]  [Decline]"
        for name in invited:
            table.send(f"as {name}")
            reply = table.send("Accept")
        assert reply[0].startswith(f"**{title}** #")
        for _ in range(300):
            if any(line.startswith("**Game over.**") for line in reply):
                break
            turn = next((re.match(r"^(\w+), your turn", line) for line in reply if ", your turn" in line), None)
            assert turn is not None, reply
            player = turn.group(1)
            table.send(f"as {player}")
            listed = table.send(f"/{key} moves")
            assert listed and all("  —  " in line for line in listed), listed
            move = rng.choice(listed).split("  —  ")[0]
            reply = table.send(f"/{key} move {move}")
            assert re.match(rf"\*\*{re.escape(title)}\*\* #[a-z0-9]{{5}} · {player} played `{re.escape(move)}`",
                            reply[0]), reply
            assert board_paths(reply) and board_paths(reply)[0].read_bytes().startswith(PNG_MAGIC)
            if "[My colour]" in reply[-1] and not secret_seen:  # Tactonix: the button of the secret
                private = table.send("My colour")
                if private[0].startswith("(only you see this) Your secret colour is"):
                    secret_seen = True
                    assert board_paths(private)[0].name.endswith(f"-{player}-private.png")
        else:
            raise AssertionError("the game did not end in 300 moves")
        assert any(line.startswith(f"(in the channel) {title} #") for line in reply)
        assert secret_seen == (key == "tactonix")
        assert table.send("/games") == ["No game in progress here. Start one with `/telic start @bob`."]
    finally:
        assert table.close() == 0
    (stored_key, _, state, _), = stored_games(database).values()
    assert stored_key == key and state.is_over and state.ranking() is not None


def test_the_tables_clock_goes_on_from_one_run_to_the_next(tmp_path: Path) -> None:
    """`wait` moves the table's clock and prints what fell due; the next run goes on from the table's
    time, and applies at start-up what fell due while the table was closed."""
    database = tmp_path / "referee.db"
    said = answers(run_table(database, ["/tictacdoh start @bob clock=1h seats=listed", "as bob", "Accept",
                                        "wait 40m"]))
    game_id = re.search(r"#([a-z0-9]{5})", said[0][2][0]).group(1)
    assert any(line.startswith("⏰ alice must move in 1 hour (") for line in said[2][2])
    waited = said[3][2]
    assert re.fullmatch(r"⏳ 40 min later: it is now \w{3} \d{4}-\d\d-\d\d \d\d:\d\d UTC at the table\.", waited[0])
    assert waited[1].startswith(f"⏰ alice, your turn in **Tic Tac Doh!** #{game_id} is waiting: ")
    assert len(waited) == 2

    # twenty minutes more of the table's time: alice's hour is over only if the first 40 were kept
    said = answers(run_table(database, ["wait 20m", "/tictacdoh start @bob clock=1h seats=listed", "as bob",
                                        "Accept", "as alice", "/tictacdoh move Mc3"]))
    assert f"**Tic Tac Doh!** #{game_id} · ⏰ alice did not make a first move in time: the game is aborted." \
        in said[0][2]
    second = re.search(r"#([a-z0-9]{5})", said[1][2][0]).group(1)
    assert any(line.startswith("⏰ bob must move in 1 hour (") for line in said[5][2])

    # the table stays closed while two hours pass (its clock moved as the real time would)
    with sqlite3.connect(database) as db:
        db.execute("UPDATE settings SET value = CAST(value AS REAL) + 7200 WHERE scope = 'table' AND key = 'offset'")
    output = run_table(database, ["/games"])
    assert output[0].startswith("While the table was closed (it is now ")
    assert output[1] == f"**Tic Tac Doh!** #{second} · ⏰ bob did not make a first move in time: the game is aborted."
    assert output[output.index("alice> /games") + 1:] == [
        "No game in progress here. Start one with `/telic start @bob`."]
    assert {key for key, *_ in stored_games(database).values()} == {"tictacdoh"}
