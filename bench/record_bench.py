"""Reading records (PPN): MB/s of ``ppn.read`` on the record of one long seeded game of each kind, and on
hostile records at the limits, against the floor: plain ``yaml.safe_load`` of the header plus splitting the
movetext into words, measured in the same run.

``read`` replays every entry through the engine, which the floor does not: ``engine`` is the engine's
part alone (for each entry of the log read, what reading asks of the engine: the canonical form, the
words and the play of a move, the outcome of chance), and ``over`` compares reading with the floor and
the engine's part together, i.e. the reader's own cost (the checks of the header, the scan of the
movetext, the search for ``?``). A hostile record must be refused well within the 2 s the tests allow.

Times are the least of a few runs in CPU time of the reading thread (``time.thread_time``): reading is
pure computation, and what other processes of a shared machine take is not its cost.

    python -m bench.record_bench
"""
from __future__ import annotations

import random
import time
from collections.abc import Callable

import yaml

import engines
from bench.games import random_log
from bench.stats import row
from bot.record import ppn
from bot.record.log import PLAYED, RESIGNED

REPEATS = 7  # best of
ENTRIES = 1_500  # entries of each game's record, where the game lasts that long
TARGET_OVER = 2.0  # reading, at most this many times the floor and the engine's part together
TARGET_HOSTILE_S = 1.0  # a hostile record refused within this (the tests allow 2 s on a loaded machine)
SETUPS: dict[str, tuple[int, dict]] = {
    "telic": (2, {}), "coins": (4, {}), "tactonix": (4, {}), "tictacdoh": (2, {}), "icesickle": (2, {}),
}
NAMES = ["Alice", "Bob", "Carol", "Dmitri"]
WIDTHS = (24, 6, 7, 8, 7, 8, 7, 7, 8, 6, 8, 4)
TELIC = "---\nGameType: {Name: Telic}\nPlayers: [alice, bob]\n...\n"


def game_record(key: str) -> str:
    """The public record of a seeded game (a Tactonix deal still on is written `?`)."""
    players, options = SETUPS[key]
    game = engines.get_game(key)
    log, state = random_log(key, players, options, random.Random(2), entries=ENTRIES)
    header = {"Event": f"{game.title} #bench", "Site": "bench", "Date": "2026.11.24", "Result": "*"}
    return ppn.write(game, game.check_options(players, options), log, players=NAMES[:players], header=header,
                     reveal=state.is_over)


def hidden_deals() -> str:
    """A Tactonix record with its deal written `?` twice (the last placement taken back between), 200
    moves, then an illegal one: 36 ways to read it, searched to the step limit."""
    rng = random.Random(0)
    game = engines.get_game("tactonix")
    while True:
        log, state = random_log("tactonix", 2, {}, rng, entries=400)
        deal = next((i for i, entry in enumerate(log) if entry.kind == "chance" and "," in entry.text), None)
        if deal is not None and not state.is_over and len(log) - deal > 200:
            break
    before = [entry.text for entry in log[:deal]]
    items = [*before, "?", f"{{Alice (seat 1) takes back move {deal}}}", before[-1], "?",
             *(entry.text for entry in log[deal + 1:deal + 201]), "zz9"]
    assert game.key == "tactonix"
    return "---\nGameType: {Name: Tactonix}\nPlayers: [Alice, Bob]\n...\n" + "".join(
        f"{ply}. {text}\n" for ply, text in enumerate(items, start=1))


HOSTILE: dict[str, Callable[[], str]] = {
    "1 MB of blanks in a move": lambda: TELIC + "1. roll" + " " * (1024 * 1024 - 80) + "x\n",
    "900 KB of annotations": lambda: TELIC + "1. roll\n" + "{a note} " * 100_000 + "\n2. zz9\n",
    "900 KB of move numbers": lambda: TELIC + "1. roll\n" + "1. " * 300_000 + "\n2. zz9\n",
    "a billion laughs": lambda: TELIC.replace("...\n", "") + "a: &a [lol, lol, lol, lol, lol, lol, lol, lol]\n"
                                + "".join(f"{c}: &{c} [{', '.join([f'*{p}'] * 9)}]\n"
                                          for p, c in zip("abcdefgh", "bcdefghi")) + "Options: *i\n...\n",
    "two `?` deals, 36 ways": hidden_deals,
}


def floor(text: str) -> None:
    """What any reader must do: load the header and split the movetext."""
    header, _, movetext = text.removeprefix("---\n").partition("\n...\n")
    yaml.safe_load(header)
    movetext.split()


def time_calls(calls: list[Callable[[], object]], times: int) -> list[float]:
    """The least CPU time of this thread of each call over `times` rounds, in seconds; the calls take
    turns within a round, so that a slow spell of the machine spoils them alike."""
    best = [float("inf")] * len(calls)
    for _ in range(times):
        for i, call in enumerate(calls):
            start = time.thread_time()
            call()
            best[i] = min(best[i], time.thread_time() - start)
    return best


def engine_part(record: ppn.Record) -> None:
    """What reading `record` asks of the engine, entry by entry, and nothing else."""
    state = record.game.new_game(len(record.players), record.options)
    history = []
    for entry in record.log:
        history.append(state)
        if entry.kind in PLAYED:
            move = state.canonical(entry.text)
            state.describe_move(move)
            state = state.play(move)
        elif entry.kind == "chance":
            state = state.apply_chance(entry.text)
        elif entry.kind in RESIGNED:
            state = state.resign(int(entry.text))
        elif entry.kind == "takeback":
            state = history[int(entry.text) - 1]


def reading(text: str) -> tuple[ppn.Record | None, str]:
    try:
        return ppn.read(text), "read"
    except ppn.RecordError as error:
        return None, f"line {error.first.line}"


def measure(name: str, text: str, hostile: bool) -> str:
    record, outcome = reading(text)
    calls: list[Callable[[], object]] = [lambda: reading(text), lambda: floor(text)]
    if record is not None:
        calls.append(lambda: engine_part(record))
    read_s, floor_s, engine_s = [*time_calls(calls, REPEATS), 0.0][:3]
    over = read_s / (floor_s + engine_s)
    mb = len(text.encode("utf-8")) / 1e6
    ok = read_s <= TARGET_HOSTILE_S if hostile else over <= TARGET_OVER
    return row(name, f"{mb * 1000:.0f}", len(record.log) if record else "-", f"{read_s * 1000:.1f}",
               f"{mb / read_s:.2f}", f"{floor_s * 1000:.2f}", f"{mb / floor_s:.1f}", f"{read_s / floor_s:.1f}x",
               f"{engine_s * 1000:.1f}", f"{over:.2f}x", outcome, "ok" if ok else "MISS", widths=WIDTHS)


def main() -> list[str]:
    lines = [f"Records: best of {REPEATS} reads (CPU ms, MB/s) of one seeded game's record of each kind (up to "
             f"{ENTRIES:,} entries) and of hostile records;",
             "floor = yaml.safe_load of the header + splitting the movetext; ratio = read / floor; engine = the "
             "engine's part of reading alone (ms); over = read / (floor + engine)"]
    lines.append(row("record", "KB", "entries", "read ms", "MB/s", "floor ms", "MB/s", "ratio", "engine", "over",
                     "outcome", "", widths=WIDTHS))
    for key in SETUPS:
        players = SETUPS[key][0]
        lines.append(measure(f"{key} {players}p", game_record(key), hostile=False))
    for name, make in HOSTILE.items():
        lines.append(measure(name, make(), hostile=True))
    lines.append(f"target: read <= {TARGET_OVER}x (floor + engine); a hostile record refused in "
                 f"<= {TARGET_HOSTILE_S:.0f} s (limits: ppn.Limits)")
    return lines


if __name__ == "__main__":
    print("\n".join(main()))
