"""The tournament crosstable (issue 32): median time to draw and encode a 30-player round-robin's
crosstable (``renderers.crosstable.draw_crosstable``), against the floor: encoding, as a plain PNG with
Pillow's defaults, an already-drawn picture of the same size (as bench/render_bench.py does for boards).
Target: at most 1.5 times the floor."""
from __future__ import annotations

import statistics

from bench.render_bench import plain_png, timed
from bench.stats import row
from bot.words import words
from renderers import cache
from renderers.crosstable import CrossRow, Crosstable, crosstable_image, draw_crosstable
from renderers.encode import png_bytes

PLAYERS = 30
REPEATS = 15
TARGET_RATIO = 1.5
WIDTHS = (34, 9, 9, 8, 9, 9, 8, 9, 7, 5)


def table(players: int = PLAYERS, double: bool = False) -> Crosstable:
    """A finished round-robin (double: two games a pair): the stronger row wins, every third game is
    drawn; names of the length Discord allows."""
    rows = []
    for i in range(players):
        cells = []
        for j in range(players):
            one = "" if i == j else "½" if (i + j) % 3 == 0 else "1" if i < j else "0"
            cells.append(f"{one} {one}" if double and one else one)
        rows.append(CrossRow(i + 1, f"Tournament player number {i + 1:02d}", tuple(cells),
                             float(players - i), (float(players * 2 - i) + 0.25, float(players * 3 - i))))
    return Crosstable("Spring round-robin: Tic Tac Doh!", tuple(rows), ("sb", "buchholz"))


def measure(crosstable: Crosstable) -> dict[str, float]:
    english = words("en")
    cache.clear()
    cold = timed(lambda: draw_crosstable(crosstable, english))
    image = crosstable_image(crosstable, english)
    render_t, draw_t, encode_t, floor_t = [], [], [], []
    for _ in range(REPEATS):
        render_t.append(timed(lambda: draw_crosstable(crosstable, english)))
        draw_t.append(timed(lambda: crosstable_image(crosstable, english)))
        encode_t.append(timed(lambda: png_bytes(image)))
        floor_t.append(timed(lambda: plain_png(image)))
    ms = 1000.0
    return {"render": statistics.median(render_t) * ms, "floor": statistics.median(floor_t) * ms,
            "draw": statistics.median(draw_t) * ms, "encode": statistics.median(encode_t) * ms,
            "cold": cold * ms, "kb": len(draw_crosstable(crosstable, english)) / 1024, "height": image.height}


def main() -> list[str]:
    lines = [f"Crosstable: median ms over {REPEATS} pictures of a {PLAYERS}-player round-robin (800 px wide); "
             "floor = plain PNG encode (Pillow defaults) of the same drawn picture;",
             "render = draw + our encode; cold = first picture with every cache empty"]
    lines.append(row("table", "render", "floor", "ratio", "draw", "encode", "KB", "height", "cold", "", widths=WIDTHS))
    for label, double in (("30 players, round-robin", False), ("30 players, double round-robin", True)):
        m = measure(table(PLAYERS, double))
        ratio = m["render"] / m["floor"]
        lines.append(row(label, m["render"], m["floor"], f"{ratio:.2f}x", m["draw"], m["encode"], m["kb"],
                         f"{m['height']:.0f}", f"{m['cold']:.0f}", "ok" if ratio <= TARGET_RATIO else "MISS", widths=WIDTHS))
    lines.append(f"target: render <= {TARGET_RATIO}x floor")
    return lines


if __name__ == "__main__":
    print("\n".join(main()))
