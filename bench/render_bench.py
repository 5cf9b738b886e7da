"""Board pictures: median time to render (draw + encode) a position of each game, against the floor:
the time to encode, as a plain PNG with Pillow's defaults, the already-drawn picture of that same
position and size, measured in the same run on the same pictures."""
from __future__ import annotations

import io
import statistics
import time
from collections.abc import Callable

from PIL import Image

import engines
import renderers
from bench.stats import row
from renderers import cache
from renderers.encode import png_bytes
from tools.gallery import Moment, walk

POSITIONS = 24    # positions per game, spread over a seeded random game (setup to end)
REPEATS = 5       # timings per position; the median of all of them is reported
TARGET_RATIO = 1.5
TARGET_KB = 150
SETUPS: dict[str, tuple[int, dict]] = {
    "telic": (2, {}),
    "coins": (3, {}),
    "tactonix": (3, {"move_limit": 60}),
    "tictacdoh": (2, {}),
    "icesickle": (2, {}),
}
WIDTHS = (11, 8, 8, 7, 7, 8, 8, 7, 7, 6, 5)


def sample(key: str, count: int = POSITIONS) -> list[Moment]:
    """Positions spread over one seeded game, each with its last move and the engine's words for it
    (said by the position before the move, as the game service does)."""
    players, options = SETUPS[key]
    moments = list(walk(key, players, seed=2, options=options, max_plies=600))
    step = max(1, len(moments) // count)
    return moments[::step][:count] + [moments[-1]]


def timed(call: Callable[[], object]) -> float:
    start = time.perf_counter()
    call()
    return time.perf_counter() - start


def plain_png(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return buffer.getvalue()


def measure(key: str) -> dict[str, float]:
    positions = sample(key)
    names = ["Alice", "Bob", "Carol", "Dmitri"]
    cache.clear()
    cold = timed(lambda: positions[0].render(players=names))
    render_t, draw_t, encode_t, floor_t, sizes = [], [], [], [], []
    for moment in positions:
        def render() -> bytes:
            return renderers.render(moment.state, last_move=moment.last_move,
                                    last_words=moment.last_words, players=names)

        def draw() -> Image.Image:
            return renderers.draw(moment.state, last_move=moment.last_move,
                                  last_words=moment.last_words, players=names)

        render()  # what a running bot has cached
        image = draw()
        for _ in range(REPEATS):
            render_t.append(timed(render))
            draw_t.append(timed(draw))
            encode_t.append(timed(lambda: png_bytes(image)))
            floor_t.append(timed(lambda: plain_png(image)))
        sizes.append(len(render()))
    ms = 1000.0
    return {"render": statistics.median(render_t) * ms, "draw": statistics.median(draw_t) * ms,
            "encode": statistics.median(encode_t) * ms, "floor": statistics.median(floor_t) * ms,
            "cold": cold * ms, "kb_median": statistics.median(sizes) / 1024,
            "kb_max": max(sizes) / 1024}


def main() -> list[str]:
    lines = [f"Renderers: median ms per picture over {POSITIONS + 1} positions x {REPEATS}; "
             "floor = plain PNG encode (Pillow defaults) of the same drawn picture;",
             "render = view + draw + our encode (128-colour palette, zlib 3); vs enc = render / "
             "our encode alone; cold = first picture with every cache empty"]
    lines.append(row("game", "render", "floor", "ratio", "draw", "encode", "vs enc", "KB med",
                     "KB max", "cold", "", widths=WIDTHS))
    for key in engines.GAMES:
        if key not in SETUPS:
            continue
        m = measure(key)
        ratio = m["render"] / m["floor"]
        verdict = "ok" if ratio <= TARGET_RATIO and m["kb_max"] <= TARGET_KB else "MISS"
        lines.append(row(key, m["render"], m["floor"], f"{ratio:.2f}x", m["draw"], m["encode"],
                         f"{m['render'] / m['encode']:.2f}x", m["kb_median"], m["kb_max"],
                         f"{m['cold']:.0f}", verdict, widths=WIDTHS))
    lines.append(f"target: render <= {TARGET_RATIO}x floor, PNG <= {TARGET_KB} KB")
    return lines


if __name__ == "__main__":
    print("\n".join(main()))
