r"""A review's chart (issue 33): each player's chances of winning, move by move, as a PNG.

800 px wide like every picture, so that at 400 px on a phone no text is under 11 px (`fonts.MIN_SIZE`).
Each player's line has its seat colour (Okabe-Ito) and its seat's marker shape, drawn along the line
and in the legend, so lines differ by more than hue. The turning points are dashed verticals, each
numbered by its move above the plot. Every word on it comes from the caller (`words`, the catalogue's
`picture-review-…` messages); numbers and percentages are not words.

    +--------------------------------------------------------------+
    | Title                                                        |
    | ● alice   ■ bob                                              |
    | 100% |        12        31                                   |
    |      |   ___/\ :  ____  :                                    |
    |  50% |--/     \:_/    \_:___                                 |
    |   0% |_________:________:______                              |
    |       1        move                                 64       |
    +--------------------------------------------------------------+
"""
from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.phrases import Speaker, say
from renderers.encode import png_bytes
from renderers.fonts import BODY, SMALL, TITLE, fit
from renderers.frame import MARGIN, WIDTH
from renderers.palette import INK, LINE, MUTED, PAPER, SEAT_COLOURS, SEAT_SHAPES, tint
from renderers.shapes import marker, paste
from renderers.text import put_text
from renderers.voice import Said, Voice, voice_of

HEIGHT = 480
PLOT_LEFT = 86  # px: room for the "100%" ticks
PLOT_RIGHT = WIDTH - 2 * MARGIN
MARK = 20  # px: a seat's marker
MARKS_ALONG = 8  # markers drawn along each line (and at every point of a short game)
LINE_WIDTH = 4


def draw_chart(points: Sequence[Sequence[float]], names: Sequence[str], turning: Sequence[int],
               title: Said, words: Speaker | Voice | None = None) -> bytes:
    """The chart as PNG bytes: `points[k]` each seat's chances (0..1) before move k + 1, the last at the
    end; `turning`, the move numbers of the turning points; `title`, a phrase (or text) said by `words`."""
    return png_bytes(chart_image(points, names, turning, title, words))


def chart_image(points: Sequence[Sequence[float]], names: Sequence[str], turning: Sequence[int],
                title: Said, words: Speaker | Voice | None = None) -> Image.Image:
    voice = voice_of(words)
    img = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = ImageDraw.Draw(img)
    top = MARGIN
    put_text(img, (MARGIN, top), fit(voice(title), TITLE, WIDTH - 2 * MARGIN, bold=True), TITLE, INK, bold=True)
    top += TITLE + 16
    # the legend: each seat's marker and name, in a row (names shortened to share the width)
    room = (WIDTH - 2 * MARGIN) // max(1, len(names))
    for seat, name in enumerate(names):
        left = MARGIN + seat * room
        paste(img, marker(SEAT_SHAPES[seat % len(SEAT_SHAPES)], MARK, SEAT_COLOURS[seat % len(SEAT_COLOURS)]),
              (left + MARK / 2, top + BODY / 2 + 2))
        put_text(img, (left + MARK + 8, top), fit(name, BODY, room - MARK - 16), BODY, INK)
    top += BODY + 40  # the turning points' numbers go above the plot
    bottom = HEIGHT - MARGIN - 2 * SMALL - 12
    plot = (PLOT_LEFT, top, PLOT_RIGHT, bottom)
    draw.rectangle(plot, fill=tint(PAPER, 0.5), outline=LINE, width=2)
    for share, label in ((1.0, "100%"), (0.5, "50%"), (0.0, "0%")):
        y = _y(share, plot)
        if 0.0 < share < 1.0:
            draw.line((PLOT_LEFT, y, PLOT_RIGHT, y), fill=tint(LINE, 0.5), width=1)
        put_text(img, (PLOT_LEFT - 8, y), label, SMALL, MUTED, anchor="rm")
    count = len(points)
    for number in turning:
        x = _x(number - 1, count, plot)
        for y in range(top, bottom, 12):  # dashed
            draw.line((x, y, x, min(y + 6, bottom)), fill=INK, width=2)
        put_text(img, (x, top - 6), str(number), SMALL, INK, anchor="mb", bold=True)
    for seat in range(len(names)):
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        line = [(_x(k, count, plot), _y(point[seat], plot)) for k, point in enumerate(points)]
        if len(line) > 1:
            draw.line(line, fill=colour, width=LINE_WIDTH, joint="curve")
        step = max(1, (count - 1) // MARKS_ALONG) if count > 1 else 1
        sprite = marker(SEAT_SHAPES[seat % len(SEAT_SHAPES)], MARK - 6, colour)
        for k in range(seat % step if step > 1 else 0, count, step):  # seats' markers apart when they overlap
            paste(img, sprite, line[k])
    put_text(img, (PLOT_LEFT, bottom + 8), "1", SMALL, MUTED)
    put_text(img, (PLOT_RIGHT, bottom + 8), str(max(1, count - 1)), SMALL, MUTED, anchor="rt")
    put_text(img, ((PLOT_LEFT + PLOT_RIGHT) / 2, bottom + 8), voice(say("picture-review-moves")), SMALL, MUTED,
             anchor="mt")
    return img


def _x(index: int, count: int, plot: tuple[int, int, int, int]) -> float:
    left, _, right, _ = plot
    return left + (right - left) * (index / max(1, count - 1))


def _y(share: float, plot: tuple[int, int, int, int]) -> float:
    _, top, _, bottom = plot
    return bottom - (bottom - top) * min(1.0, max(0.0, share))
