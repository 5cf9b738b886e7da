"""Animated replays: median time of ``replay`` (draw every frame + encode) of one seeded game of each
kind, against the floor: ``encode`` of the same frames already drawn, measured in the same run. And
records: the median time to write the PPN record of a game of 100 moves of a player (target 5 ms).

Since ``replay`` = draw + ``encode``, the ratio is 1 + draw / encode: it stays under 2 only while
drawing the frames costs less than encoding them, so the absolute times matter as much.

    python -m bench.replay_bench
"""
from __future__ import annotations

import os
import random
import statistics
import time
from collections.abc import Callable

from PIL import Image

import engines
import renderers
from bench.games import random_log
from bench.stats import row
from bot.record import ppn
from renderers.animate import Animation, Frame, encode, replay
from tools.gallery import walk

MOVES = 100      # moves of a player per replay, where the game lasts that long
REPEATS = 3      # timings of each; the median is reported
TARGET_RATIO = 2.0
TARGET_S = 1.5   # for 100 Telic moves
NAMES = ["Alice", "Bob", "Carol", "Dmitri"]
# (players, options, seed) of each game: two players where the game goes on for 100 moves; Coins
# (~30 moves with 2) is played by four, the longest it gets; Tic Tac Doh! and IceSickle end sooner
# whatever the options (2 players only), and are reported with the moves they have.
SETUPS: dict[str, tuple[int, dict, int]] = {
    "telic": (2, {}, 2),
    "coins": (4, {}, 2),
    "tactonix": (2, {}, 2),
    "tictacdoh": (2, {}, 2),
    "icesickle": (2, {}, 2),
}
WIDTHS = (12, 8, 7, 7, 6, 6, 5, 7, 8, 8, 4)


def game_frames(key: str, players: int, options: dict, seed: int, moves: int = MOVES) -> list[Frame]:
    """The frames of a replay of a seeded random game: the start, then one per move of a player
    (the position after it and after any chance it called for, e.g. the roll's die), up to
    ``moves`` moves or the end of the game."""
    frames: list[Frame] = []
    previous = None
    for moment in walk(key, players, seed, options=options, max_plies=20 * moves):
        frame = Frame(moment.state, moment.last_move, moment.last_words, moment.before)
        if previous is not None and moment.before is previous.state:  # a player's move
            if len(frames) > moves:
                break
            frames.append(frame)
        elif frames:  # a chance outcome: still the same move's frame
            frames[-1] = frame
        else:
            frames.append(frame)
        previous = moment
    return frames


def timed(call: Callable[[], object]) -> tuple[float, object]:
    start = time.perf_counter()
    result = call()
    return time.perf_counter() - start, result


def measure(key: str) -> dict[str, object]:
    players, options, seed = SETUPS[key]
    frames = game_frames(key, players, options, seed)
    names = NAMES[:players]

    def draw_all() -> list[Image.Image]:
        return [renderers.draw(f.state, last_move=f.last_move, last_words=f.last_words,
                               players=names, before=f.before) for f in frames]

    images = draw_all()  # what a running bot has cached (static layers, sprites)
    replay_t, encode_t, draw_t = [], [], []
    animation: Animation | None = None
    for _ in range(REPEATS):
        seconds, animation = timed(lambda: replay(frames, players=names))  # type: ignore[assignment]
        replay_t.append(seconds)
        encode_t.append(timed(lambda: encode(images))[0])
        draw_t.append(timed(draw_all)[0])
    assert animation is not None
    return {"moves": len(frames) - 1, "over": frames[-1].state.is_over,
            "replay": statistics.median(replay_t), "encode": statistics.median(encode_t),
            "draw": statistics.median(draw_t), "animation": animation}


RECORD_REPEATS = 30
RECORD_TARGET_MS = 5.0
RECORD_SETUPS: dict[str, tuple[int, dict]] = {  # 100 moves of a player in each, where the game lasts
    "telic": (2, {}), "coins": (4, {}), "tactonix": (4, {}), "tictacdoh": (2, {}), "icesickle": (2, {}),
}


def record_lines() -> list[str]:
    lines = [f"Records: median ms over {RECORD_REPEATS} runs to write the public PPN record of one seeded "
             f"game (up to {MOVES} moves of a player), secrets checked on every chance outcome"]
    lines.append(row("game", "moves", "entries", "ms", "KB", "", widths=(12, 8, 8, 7, 6, 4)))
    for key, (players, options) in RECORD_SETUPS.items():
        game = engines.get_game(key)
        checked = game.check_options(players, options)
        log, _ = random_log(key, players, options, random.Random(2), moves=MOVES)
        names = NAMES[:players]
        header = {"Event": f"{game.title} #bench", "Site": "bench", "Date": "2026.11.24", "Result": "*"}
        times = []
        for _ in range(RECORD_REPEATS):
            start = time.perf_counter()
            text = ppn.write(game, checked, log, players=names, header=header, reveal=False)
            times.append(time.perf_counter() - start)
        ms = statistics.median(times) * 1000
        moves = sum(1 for entry in log if entry.kind == "move")
        lines.append(row(f"{key} {players}p", moves, len(log), f"{ms:.2f}", len(text) / 1024,
                         "ok" if ms <= RECORD_TARGET_MS else "MISS", widths=(12, 8, 8, 7, 6, 4)))
    lines.append(f"target: a record of {MOVES} moves <= {RECORD_TARGET_MS:.0f} ms")
    return lines


def main() -> list[str]:
    lines = [f"Replays: median s over {REPEATS} runs of replay() of one seeded game (up to {MOVES} "
             "moves of a player; 'end' = the game ended there);",
             "floor = encode() of the same frames already drawn; draw = drawing them alone; "
             "ms/f = replay ms per frame"]
    lines.append(row("game", "moves", "replay", "floor", "ratio", "draw", "ms/f", "KB", "size",
                     "format", "", widths=WIDTHS))
    for key, (players, _, _) in SETUPS.items():
        m = measure(key)
        animation = m["animation"]
        assert isinstance(animation, Animation)
        replay_s, encode_s = float(m["replay"]), float(m["encode"])  # type: ignore[arg-type]
        ratio = replay_s / encode_s
        moves = f"{m['moves']}{' end' if m['over'] else ''}"
        ok = ratio <= TARGET_RATIO and (key != "telic" or replay_s <= TARGET_S)
        lines.append(row(f"{key} {players}p", moves, f"{replay_s:.3f}", f"{encode_s:.3f}",
                         f"{ratio:.2f}x", f"{float(m['draw']):.3f}",  # type: ignore[arg-type]
                         replay_s * 1000 / animation.frames, len(animation.data) / 1024,
                         f"{animation.size[0]}x{animation.size[1]}",
                         f"{animation.extension}/{animation.frames}", "ok" if ok else "MISS",
                         widths=WIDTHS))
    lines.append(f"target: replay <= {TARGET_RATIO}x floor; Telic {MOVES} moves <= {TARGET_S} s "
                 f"(load average {os.getloadavg()[0]:.1f} at the end: other work slows every figure)")
    return lines + [""] + record_lines()


if __name__ == "__main__":
    print("\n".join(main()))
