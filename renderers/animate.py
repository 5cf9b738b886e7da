"""Animated replays: a whole game as one looping GIF, one frame per move of a player.

In the spirit of lichess's GIF export: each position with its last move marked, the final position
held longer, the whole thing looping. Every frame is drawn for the public (``seat=None``), so a replay
shows nothing a spectator may not see, whoever asks for it.

Quick: a board picture is a few flat colours plus anti-aliased edges, and one move changes little of
it. So every frame is mapped (no dithering) onto ONE palette of 255 colours, built once from a few
frames spread over the game; each frame then stores only the rectangle that changed since the frame
before, its unchanged pixels set to the 256th index, transparent, so they compress to almost nothing.
Pillow's default (a median-cut palette per frame) costs ~10x the time and defeats both.

Small in memory: frames are drawn, encoded and dropped one at a time (the GIF is written here, frame
by frame, with Pillow's LZW encoder), so a game of 3000 moves needs no more memory than one of 10;
keeping every drawn frame costs ~4 MB each.

GIF only: on 100 Telic frames (800x944) the shared-palette GIF is ~1.5 MB in ~0.6 s. Pillow's APNG
of the same palette frames is ~3 MB in about the same time; lossless WebP is either ~15x bigger (its
fastest setting) or ~15% smaller in ~8x the time; lossy WebP blurs the text. Discord animates GIF
everywhere. APNG and WebP do not pay, so they are not made.

At most ``most`` frames (``MAX_FRAMES`` by default: two and a half minutes at one move a second, about
1.5 MB): a longer game shows one move in every ``step`` (the first and the final position always), and
the animation says which it kept (``Animation.kept``, ``Animation.step``) so that its caller can say so.
A 418-move game is no 7-minute, 5 MB GIF by default; a stretch of it (the caller's ``from``/``to``)
shows every move.

Within ``limit``: when the GIF would be bigger (a long game), the frames are scaled to 3/4, then to
1/2 (400 px wide, as a phone shows a board anyway), then moves are dropped (every other one, every
fourth, ...), the first and the final position always kept, until it fits; an attempt stops as soon
as it passes the limit, and its bytes so far tell which attempts to skip. If not even the final
frame alone at the smallest size fits: ``ValueError``. No disk, no clock, no randomness: equal frames
give equal bytes.
"""
from __future__ import annotations

import struct
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from PIL import GifImagePlugin, Image, ImageChops

import renderers
from engines.base import State
from engines.phrases import Phrase, Speaker
from renderers import palette
from renderers.voice import voice_of

# One move a second: long enough to read the footer ("Last move: d1-a5  d1 -> a5 (Single 3)") and
# see the outlined squares, short enough that a 60-move game replays in a minute. The final frame
# (the result) stays three times as long, to be read before the loop starts again (lichess holds its
# last frame too).
FRAME_MS = 1000
HOLD_MS = 3000

COLOURS = 255      # the shared palette; index 255 is kept free for "unchanged" (transparent)
TRANSPARENT = 255
SAMPLES = 5        # frames (the first and the final always) the palette is built from, ...
SUBSAMPLE = 2      # ... every 2nd pixel of them each way (NEAREST: real colours, no new blends)
SCALES = (1.0, 0.75, 0.5)  # the sizes tried, largest first; 0.5 is the 400 px a phone shows
MAX_FRAMES = 150   # 2.5 minutes at one move a second: a longer game shows every 2nd move (or 3rd...)
MARGIN = 0.8       # an attempt is skipped only when 0.8 x its predicted size is over the limit
LONGEST_MS = 655_350  # a GIF frame's delay is 16 bits of hundredths of a second
UNCHANGED = [255] + [0] * 255  # a frame difference (palette indices) -> mask of unchanged pixels


@dataclass(frozen=True)
class Frame:
    """One picture of a replay: a position, the move that led to it and the position that move was
    played on."""

    state: State
    last_move: str | None = None     # canonical notation, marked on the picture
    last_words: Phrase | str | None = None  # the engine's words for it
    before: State | None = None      # the position the move was played on (some renderers show
                                     # what it did)
    ply: int = 0                     # the game's log entry it stands after (0: the start), by which a
                                     # caller chooses a stretch of the game; not drawn
    headline: Phrase | str | None = None  # said in the header in place of the result (a round's end)


@dataclass(frozen=True)
class Animation:
    """An encoded replay: the file's bytes, its extension, how many frames it holds, its size, and which
    of the frames it was given it shows (every ``step``-th counted back from the final one, and the
    first)."""

    data: bytes
    extension: str      # "gif" (the only one made; APNG "png" and "webp" do not pay, see above)
    frames: int
    size: tuple[int, int]
    kept: tuple[int, ...] = ()
    step: int = 1


def replay(frames: Sequence[Frame], *, players: Sequence[str] | None = None,
           limit: int = 8 * 1024 * 1024, frame_ms: int = FRAME_MS,
           hold_ms: int = HOLD_MS, words: Speaker | None = None, most: int = MAX_FRAMES) -> Animation:
    """Draw the frames as the public sees them (seat=None always: nothing secret) and encode them as
    one looping animation within ``limit`` bytes and ``most`` frames; ``words`` says every caption in
    the reader's language (``engines.phrases.Speaker``; default: English)."""
    names = list(players) if players is not None else None
    voice = voice_of(words)

    def picture(index: int) -> Image.Image:
        frame = frames[index]
        return renderers.draw(frame.state, seat=None, last_move=frame.last_move,
                              last_words=frame.last_words, players=names, before=frame.before,
                              words=voice, headline=frame.headline)

    return _fit(picture, len(frames), limit, frame_ms, hold_ms, most)


def encode(images: Sequence[Image.Image], *, limit: int = 8 * 1024 * 1024,
           frame_ms: int = FRAME_MS, hold_ms: int = HOLD_MS, most: int = MAX_FRAMES) -> Animation:
    """Already-drawn frames as one animation (the benchmark's floor; ``replay`` = draw + this):
    each shown ``frame_ms``, the last ``hold_ms``, looping, at most ``limit`` bytes and ``most`` frames."""
    return _fit(images.__getitem__, len(images), limit, frame_ms, hold_ms, most)


# ---- fitting the limit --------------------------------------------------------------------------

class _TooBig(Exception):
    """An attempt passed the limit after writing ``written`` bytes for ``done`` of its frames."""

    def __init__(self, written: int, done: int) -> None:
        super().__init__(written, done)
        self.written, self.done = written, done


def _fit(picture: Callable[[int], Image.Image], count: int, limit: int, frame_ms: int,
         hold_ms: int, most: int = MAX_FRAMES) -> Animation:
    """The first attempt (size, frames kept) that fits in ``limit``, in order of preference."""
    if count < 1:
        raise ValueError("a replay needs at least one frame")
    if frame_ms <= 0 or hold_ms <= 0:
        raise ValueError("every frame must be shown for some time")
    if most < 2:
        raise ValueError("a replay holds at least the first and the final position")
    per_frame: tuple[float, float] | None = None  # (bytes per frame, at that scale) once too big
    for scale, step, kept in _attempts(count, most):
        if per_frame is not None:
            # Bytes grow about linearly with the scale (the edges and the text make them).
            predicted = per_frame[0] * scale / per_frame[1] * len(kept)
            if MARGIN * predicted > limit:
                continue
        durations = [frame_ms] * (len(kept) - 1) + [hold_ms]
        try:
            return _attempt(picture, kept, durations, scale, limit, step)
        except _TooBig as too_big:
            per_frame = (too_big.written / max(1, too_big.done), scale)
    raise ValueError(f"no replay fits in {limit} bytes, not even the final position alone at the "
                     "smallest size")


def _attempts(count: int, most: int = MAX_FRAMES) -> Iterator[tuple[float, int, list[int]]]:
    """(scale, step, frames kept) in order of preference: every move (at most ``most`` frames) at
    each size, then fewer and fewer at the smallest size, down to the final position alone."""
    step = max(1, (count - 1) // (most - 1))  # the first guess: a step or two short of the answer
    while len(_keep(count, step)) > most:
        step += 1
    tried: list[int] = []
    for scale in SCALES:
        tried = _keep(count, step)
        yield scale, step, tried
    while step < count - 1:
        step *= 2
        if _keep(count, step) != tried:
            tried = _keep(count, step)
            yield SCALES[-1], step, tried
    if count > 1:
        yield SCALES[-1], count, [count - 1]


def _keep(count: int, step: int) -> list[int]:
    """Every ``step``-th frame counted back from the final one, and the first."""
    return sorted({0, *range(count - 1, -1, -step)})


# ---- one attempt --------------------------------------------------------------------------------

def _attempt(picture: Callable[[int], Image.Image], kept: list[int], durations: list[int],
             scale: float, limit: int, step: int = 1) -> Animation:
    """The frames ``kept``, scaled by ``scale``, as one GIF; ``_TooBig`` once past ``limit``."""
    last = len(kept) - 1
    samples = sorted({kept[round(i * last / (SAMPLES - 1))] for i in range(SAMPLES)})
    raw = {index: picture(index) for index in samples}
    canvas = (max(image.width for image in raw.values()),
              max(image.height for image in raw.values()))
    size = (max(1, round(canvas[0] * scale)), max(1, round(canvas[1] * scale)))

    def prepared(image: Image.Image) -> Image.Image:
        if image.mode != "RGB":
            image = image.convert("RGB")
        if image.size != canvas:  # a GIF has one size: a frame of another is put on a canvas
            backdrop = Image.new("RGB", canvas, palette.PAPER)
            backdrop.paste(image, (0, 0))
            image = backdrop
        if size != canvas:
            image = image.resize(size, Image.Resampling.BOX)
        return image

    ready = {index: prepared(raw.pop(index)) for index in samples}
    shared = _shared_palette(list(ready.values()))
    mapped = (_map(ready.pop(index) if index in ready else prepared(picture(index)), shared)
              for index in kept)
    data, frames = _gif(mapped, durations, size, bytes(shared.getpalette() or b""), limit)
    return Animation(data, "gif", frames, size, tuple(kept), step)


def _shared_palette(images: list[Image.Image]) -> Image.Image:
    """A palette image of at most ``COLOURS`` colours for every frame, from a few of them."""
    width, height = images[0].size
    small = (max(1, width // SUBSAMPLE), max(1, height // SUBSAMPLE))
    montage = Image.new("RGB", (small[0] * len(images), small[1]))
    for slot, image in enumerate(images):
        montage.paste(image.resize(small, Image.Resampling.NEAREST), (small[0] * slot, 0))
    quantized = montage.quantize(COLOURS, method=Image.Quantize.FASTOCTREE,
                                 dither=Image.Dither.NONE)
    # A palette of exactly ``COLOURS`` entries: no pixel can map to the transparent index.
    colours = (quantized.getpalette() or [])[:3 * COLOURS]
    shared = Image.new("P", (1, 1))
    shared.putpalette(colours)
    return shared


def _map(image: Image.Image, shared: Image.Image) -> Image.Image:
    return image.quantize(palette=shared, dither=Image.Dither.NONE)


# ---- the GIF itself -----------------------------------------------------------------------------

def _gif(frames: Iterator[Image.Image], durations: list[int], size: tuple[int, int],
         colours: bytes, limit: int) -> tuple[bytes, int]:
    """One looping GIF of ``frames`` (palette images on the palette ``colours``), and how many
    frames it holds: a frame equal to the one before adds its time to that one. Each frame after the
    first holds only the rectangle that changed, its unchanged pixels transparent."""
    out = bytearray(_header(size, colours))
    written = 0
    pending: tuple[Image.Image, tuple[int, int], dict] | None = None

    def flush() -> None:
        nonlocal written
        assert pending is not None
        image, offset, params = pending
        params["duration"] = min(params["duration"], LONGEST_MS)
        out.extend(b"".join(GifImagePlugin.getdata(image, offset, **params)))
        written += 1
        if len(out) + 1 > limit:
            raise _TooBig(len(out), written)

    previous: Image.Image | None = None
    for frame, duration in zip(frames, durations):
        if previous is None:
            pending = (frame, (0, 0), {"duration": duration, "disposal": 1})
        else:
            delta = ImageChops.subtract_modulo(frame, previous)
            box = delta.getbbox()
            if box is None:  # nothing changed: the frame before stays up longer
                assert pending is not None
                pending[2]["duration"] += duration
                continue
            flush()
            part = frame.crop(box)
            part.paste(TRANSPARENT, mask=delta.crop(box).point(UNCHANGED, "1"))
            pending = (part, box[:2], {"duration": duration, "disposal": 1,
                                       "transparency": TRANSPARENT})
        previous = frame
    flush()
    out.extend(b";")
    return bytes(out), written


def _header(size: tuple[int, int], colours: bytes) -> bytes:
    """GIF89a, the screen size, the global colour table (256 entries), and loop for ever."""
    table = colours[:768].ljust(768, b"\0")
    screen = struct.pack("<HHBBB", size[0], size[1], 0xF7, 0, 0)  # 0xF7: a table of 256 colours
    loop = b"!\xff\x0bNETSCAPE2.0\x03\x01" + struct.pack("<H", 0) + b"\0"
    return b"GIF89a" + screen + table + loop


__all__ = ["Animation", "Frame", "encode", "replay"]
