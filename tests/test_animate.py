"""Animated replays: read back with Pillow, the GIF holds one frame per move, each for its time and
the final one longer, looks like the boards it was drawn from, marks the last move, fits the limit it
is given (or says it cannot), and shows nothing of a secret deal before the end."""
from __future__ import annotations

import io
import random

import pytest
from PIL import Image, ImageChops

import engines
import renderers
from engines.base import State
from renderers import palette
from renderers.animate import FRAME_MS, HOLD_MS, MAX_FRAMES, Animation, Frame, encode, replay

NAMES = ["Alice", "Bob"]


def play(key: str, moves: int, seed: int = 1, players: int = 2, options: dict | None = None,
         deal: str | None = None) -> list[Frame]:
    """A seeded random game over the engine contract: the start, then one frame per move of a
    player (the position after it and after any chance it called for). ``deal``: the outcome taken
    at the Tactonix deal (no random number is drawn for it, so two deals give the same game)."""
    rng = random.Random(seed)
    state = engines.get_game(key).new_game(players, options)
    frames = [Frame(state)]
    while len(frames) <= moves and not state.is_over:
        if state.is_chance_node:
            if deal is not None and state.view(None)["phase"] == "deal":
                outcome = deal
            else:
                outcome = state.random_outcome(rng)
            state = state.apply_chance(outcome)
            last = frames[-1]
            frames[-1] = Frame(state, last.last_move, last.last_words, last.before)
        else:
            move = rng.choice(state.legal_moves())
            words = state.describe_move(move)
            before, state = state, state.play(move)
            frames.append(Frame(state, move, words, before))
    return frames


def decoded(animation: Animation) -> list[tuple[Image.Image, int]]:
    """Every frame of the animation as a viewer shows it (composited), with its duration in ms."""
    image = Image.open(io.BytesIO(animation.data))
    assert image.format == "GIF" and animation.extension == "gif"
    assert image.size == animation.size
    assert image.n_frames == animation.frames
    out = []
    for index in range(image.n_frames):
        image.seek(index)
        out.append((image.convert("RGB"), image.info["duration"]))
    return out


def drawn(frame: Frame) -> Image.Image:
    return renderers.draw(frame.state, last_move=frame.last_move, last_words=frame.last_words,
                          players=NAMES, before=frame.before)


def worst_difference(a: Image.Image, b: Image.Image) -> int:
    return max(ImageChops.difference(a, b).convert("L").getextrema())


def near(image: Image.Image, colour: tuple[int, int, int], within: int = 16) -> int:
    """How many pixels of ``image`` are within ``within`` of ``colour`` on every channel."""
    counted = image.getcolors(1 << 20)
    assert counted is not None
    return sum(n for n, c in counted if max(abs(x - y) for x, y in zip(c, colour)) <= within)


# ---- what a replay holds ----------------------------------------------------------------------

def test_one_frame_per_move_each_for_its_time_the_last_held_and_looping() -> None:
    frames = play("telic", 6)
    assert len(frames) == 7
    animation = replay(frames, players=NAMES, frame_ms=500, hold_ms=2500)
    pictures = decoded(animation)
    assert animation.frames == 7 and animation.size == drawn(frames[0]).size
    assert [ms for _, ms in pictures] == [500] * 6 + [2500]
    assert Image.open(io.BytesIO(animation.data)).info["loop"] == 0  # for ever
    # The defaults: the final position stays up longer than a move.
    held = decoded(replay(frames[:2]))
    assert [ms for _, ms in held] == [FRAME_MS, HOLD_MS] and HOLD_MS > FRAME_MS


def test_every_frame_looks_like_the_board_it_was_drawn_from() -> None:
    """Only the changed part of each frame is stored: a viewer putting them together sees each
    board as drawn, up to the shared palette's rounding of the anti-aliased edges."""
    frames = play("coins", 8)
    pictures = decoded(replay(frames, players=NAMES))
    assert len(pictures) == len(frames)
    for frame, (picture, _) in zip(frames, pictures):
        assert worst_difference(picture, drawn(frame)) <= 24


def test_a_game_without_a_move_is_one_frame() -> None:
    state = engines.get_game("tictacdoh").new_game(2)
    animation = replay([Frame(state)])
    [(picture, ms)] = decoded(animation)
    assert animation.frames == 1 and ms == HOLD_MS
    assert worst_difference(picture, renderers.draw(state)) <= 24


def test_a_frame_equal_to_the_one_before_is_shown_longer_not_twice() -> None:
    state = engines.get_game("telic").new_game(2)
    animation = replay([Frame(state), Frame(state)], frame_ms=700, hold_ms=1300)
    assert [ms for _, ms in decoded(animation)] == [2000]


def test_a_hold_longer_than_a_gif_can_say_is_the_longest_it_can() -> None:
    [(_, ms)] = decoded(encode([Image.new("RGB", (8, 8))], hold_ms=10 ** 7))
    assert ms == 655_350


def test_no_frames_is_refused() -> None:
    with pytest.raises(ValueError):
        replay([])
    with pytest.raises(ValueError):
        encode([])


def test_the_last_move_is_marked() -> None:
    frame = next(f for f in play("telic", 12) if f.last_move and "-" in f.last_move)  # "d4-d5"
    marked, = decoded(replay([frame]))
    bare, = decoded(replay([Frame(frame.state)]))
    # The squares of the move are outlined in the highlight colour (and the footer names it).
    assert near(marked[0], palette.HIGHLIGHT) > near(bare[0], palette.HIGHLIGHT) + 500


def test_same_frames_same_bytes() -> None:
    frames = play("icesickle", 5)
    assert replay(frames).data == replay(frames).data
    assert replay(frames).data == encode([renderers.draw(f.state, last_move=f.last_move,
                                                         last_words=f.last_words, before=f.before)
                                          for f in frames]).data


# ---- within the limit -------------------------------------------------------------------------

def test_a_small_limit_shrinks_the_replay_and_keeps_the_final_position() -> None:
    frames = play("telic", 12)
    images = [drawn(frame) for frame in frames]
    full = encode(images)
    limit = len(full.data) // 3
    small = encode(images, limit=limit)
    assert len(small.data) <= limit < len(full.data)
    assert small.size[0] < full.size[0]
    pictures = decoded(small)
    # Each frame shown for a move's time, and the final position last, held.
    assert [ms for _, ms in pictures] == [FRAME_MS] * (small.frames - 1) + [HOLD_MS]
    final = images[-1].resize(small.size, Image.Resampling.BOX)
    assert worst_difference(pictures[-1][0], final) <= 48


def test_a_limit_nothing_fits_in_is_refused() -> None:
    images = [drawn(frame) for frame in play("tictacdoh", 3)]
    with pytest.raises(ValueError, match="fits"):
        encode(images, limit=2000)


def moving_square(count: int, side: int = 24) -> list[Image.Image]:
    """Small frames, each with an ink square somewhere else on paper."""
    images = []
    for index in range(count):
        image = Image.new("RGB", (side, side), palette.PAPER)
        unit = side // 8
        x, y = index % 8 * unit, index // 8 % 8 * unit  # 64 places: no two frames of 40 alike
        image.paste(palette.INK, (x, y, x + unit, y + unit))
        images.append(image)
    return images


def looks_like(picture: Image.Image, image: Image.Image) -> bool:
    return worst_difference(picture, image.resize(picture.size, Image.Resampling.BOX)) <= 48


def test_never_more_than_the_limit_and_the_first_and_last_kept() -> None:
    """Tiny frames, many of them: every limit is met, or refused."""
    images = moving_square(40)
    fitted = []
    for limit in (500, 1000, 1500, 2500, 100_000):
        try:
            animation = encode(images, limit=limit)
        except ValueError:
            continue
        fitted.append(limit)
        assert len(animation.data) <= limit
        pictures = decoded(animation)
        assert [ms for _, ms in pictures] == [FRAME_MS] * (animation.frames - 1) + [HOLD_MS]
        assert looks_like(pictures[-1][0], images[-1])
        assert animation.frames == 1 or looks_like(pictures[0][0], images[0])
    # A GIF's header alone (its 256-colour table) is 800 bytes: 500 is too few, 1000 is enough.
    assert fitted == [1000, 1500, 2500, 100_000]


def test_a_very_long_game_shows_every_few_moves() -> None:
    """More moves than ``MAX_FRAMES``: every second one (or third ...), from the first to the last."""
    images = moving_square(2 * MAX_FRAMES + 3, side=16)
    animation = encode(images, frame_ms=100, hold_ms=1000)
    assert MAX_FRAMES // 2 < animation.frames <= MAX_FRAMES
    pictures = decoded(animation)
    assert [ms for _, ms in pictures] == [100] * (animation.frames - 1) + [1000]
    assert looks_like(pictures[0][0], images[0]) and looks_like(pictures[-1][0], images[-1])


# ---- secrets ----------------------------------------------------------------------------------

def _colours(state: State) -> list[str | None]:
    return [state.view(seat)["my_colour"] for seat in range(state.num_players)]


def test_tactonix_replay_shows_nothing_of_the_deal_before_the_end() -> None:
    """Two games that differ only in the secret deal give byte-identical replays while not over."""
    options = {"board": 5}  # 2 players: red and yellow and the spare green, 18 pieces to place
    games = [play("tactonix", 40, seed=3, options=options, deal=deal) for deal in ("R,Y", "Y,G")]
    moves = min(len(frames) for frames in games)
    while any(frames[moves - 1].state.is_over for frames in games):
        moves -= 1
    a, b = (frames[:moves] for frames in games)
    # The deal happened, and differs: each seat was dealt another colour ...
    assert a[-1].state.view(None)["phase"] == "play" and moves > 20
    assert _colours(a[-1].state) == ["R", "Y"] and _colours(b[-1].state) == ["Y", "G"]
    # ... and the public replays cannot tell.
    assert replay(a, players=NAMES).data == replay(b, players=NAMES).data
