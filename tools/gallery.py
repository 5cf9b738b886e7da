"""`make gallery`: one PNG per game at a few telling moments, for humans to look at.

    python -m tools.gallery [OUT_DIR]      (default: gallery/)

Each picture is also written scaled to 400 px wide (``NAME-400px.png``), as a phone shows it.

Positions come from seeded random play, chosen by what they show (a stack, a pending roll, a nest
and a tree, a finished game), so the same engines give the same pictures. It lives outside
``renderers/`` because it draws random numbers and writes files, which the renderers may not; the
tests and the render benchmark walk games with the same ``walk``.
"""
from __future__ import annotations

import io
import random
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PIL import Image

import engines
import renderers
from engines.base import State

# Names that test the frame: short, long, and one with letters the built-in font lacks.
NAMES = ["Alice", "Bob", "Zoë Quintana-Álvarez", "Dmitri"]
MAX_PLIES = 4000
PHONE_WIDTH = 400  # how wide Discord shows the picture on a phone


@dataclass(frozen=True)
class Moment:
    """A position and the player's move that led to it, in notation and in the engine's words (said
    by the position before the move, as the game service says them), and that position before."""

    state: State
    last_move: str | None = None
    last_words: str | None = None
    before: State | None = None  # the position the last move was played in

    def render(self, *, seat: int | None = None, players: list[str] | None = None) -> bytes:
        return renderers.render(self.state, seat=seat, last_move=self.last_move,
                                last_words=self.last_words, players=players, before=self.before)


def walk(key: str, players: int, seed: int, options: dict[str, Any] | None = None,
         max_plies: int = MAX_PLIES) -> Iterator[Moment]:
    """Every state of one seeded random game (up to ``max_plies`` plies), with the last player's
    move that led to it."""
    rng = random.Random(seed)
    state = engines.get_game(key).new_game(players, options)
    moment = Moment(state)
    yield moment
    for _ in range(max_plies):
        if state.is_over:
            return
        if state.is_chance_node:
            pick = state.random_outcome(rng)
            state = state.apply_chance(pick)
            # A chance outcome is not a player's move: the last move shown stays the player's.
            moment = Moment(state, moment.last_move, moment.last_words, moment.before)
        else:
            move = rng.choice(state.legal_moves())
            words = state.describe_move(move)
            before, state = state, state.play(move)
            moment = Moment(state, move, words, before)
        yield moment


def first(key: str, players: int, test: Callable[[State], bool],
          options: dict[str, Any] | None = None, seeds: range = range(200)) -> Moment:
    """The first state of seeded random games (seed by seed) that passes ``test``."""
    for seed in seeds:
        for moment in walk(key, players, seed, options):
            if test(moment.state):
                return moment
    raise LookupError(f"no {key} position found for the gallery")


def _telic_stack(state: State) -> bool:
    view = state.view(None)
    stacks = [p for p in view["board"].values() if p and len(p["sizes"]) >= 3]
    return bool(stacks) and bool(view.get("pending_roll")) and sum(view["center"]) >= 3


def _ttd_shapes(state: State) -> bool:
    shapes = {sq["shape"] for sq in state.view(None)["board"].values()}
    return {"tree", "nest"} <= shapes and not state.is_over


def _ttd_over_line(state: State) -> bool:
    return state.is_over and bool(state.view(None).get("winning_lines"))


def _icesickle(round_: int, phase: str, progress: int) -> Callable[[State], bool]:
    """A state of that round and phase, ``progress`` pieces sown (sowing) or pips taken (reaping)."""
    def test(state: State) -> bool:
        view = state.view(None)
        if state.is_over or view["round"] != round_ or view["phase"] != phase:
            return False
        if phase == "sowing":
            return 15 - sum(view["stash"].values()) >= progress
        return sum(view["round_scores"][-1]) >= progress
    return test


def _tactonix_play(state: State) -> bool:
    view = state.view(None)
    return view["phase"] == "play" and view.get("plies", 0) >= 12 and \
        str(view.get("last_move", "")).startswith("rot")


def pictures() -> Iterator[tuple[str, bytes]]:
    """(file name, PNG bytes) for every picture of the gallery."""
    two, three, four = NAMES[:2], NAMES[:3], NAMES[:4]

    yield "telic-1-start.png", Moment(engines.get_game("telic").new_game(2)).render(players=two)
    yield "telic-2-mid-game.png", first("telic", 2, _telic_stack).render(players=two)
    yield "telic-3-game-over.png", first("telic", 2, lambda s: s.is_over).render(players=two)

    moment = first("coins", 3, lambda s: s.view(None)["phase"] == "setup"
                   and len(s.view(None)["board"]) >= 7)
    yield "coins-1-setup.png", moment.render(players=three)
    moment = first("coins", 3, lambda s: s.view(None)["must_remove"]
                   and sum(s.view(None)["captures"]) >= 2)
    yield "coins-2-must-remove.png", moment.render(players=three)
    yield "coins-3-game-over.png", first("coins", 4, lambda s: s.is_over).render(players=four)

    moment = first("tactonix", 3, lambda s: s.view(None)["phase"] == "setup"
                   and len(s.view(None)["pieces"]) >= 14 and not s.is_chance_node)
    yield "tactonix-1-setup.png", moment.render(players=three)
    moment = first("tactonix", 3, _tactonix_play)
    yield "tactonix-2-play-public.png", moment.render(players=three)
    for seat in range(3):
        yield (f"tactonix-3-play-private-seat{seat + 1}.png",
               moment.render(seat=seat, players=three))
    moment = first("tactonix", 3, lambda s: s.is_over and bool(s.view(None)["winners"]),
                   options={"board": 5}, seeds=range(1, 200))
    yield "tactonix-4-game-over-5x5.png", moment.render(players=three)

    yield ("tictacdoh-1-start.png",
           Moment(engines.get_game("tictacdoh").new_game(2)).render(players=two))
    yield "tictacdoh-2-tree-and-nest.png", first("tictacdoh", 2, _ttd_shapes).render(players=two)
    yield "tictacdoh-3-game-over.png", first("tictacdoh", 2, _ttd_over_line).render(players=two)

    moment = first("icesickle", 2, _icesickle(1, "sowing", 9))
    yield "icesickle-1-sowing.png", moment.render(players=two)
    moment = first("icesickle", 2, _icesickle(1, "reaping", 6))
    yield "icesickle-2-reaping.png", moment.render(players=two)
    moment = first("icesickle", 2, _icesickle(2, "sowing", 4))
    yield "icesickle-3-round-2.png", moment.render(players=two)
    yield "icesickle-4-game-over.png", first("icesickle", 2, lambda s: s.is_over).render(players=two)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0] if args else "gallery")
    out.mkdir(parents=True, exist_ok=True)
    for name, data in pictures():
        (out / name).write_bytes(data)
        print(f"{out / name}  {len(data) / 1024:.0f} KB")
        # As a phone shows it: Discord scales the 800 px picture to about 400 px wide.
        image = Image.open(io.BytesIO(data)).convert("RGB")
        phone = image.resize((PHONE_WIDTH, round(image.height * PHONE_WIDTH / image.width)),
                             Image.Resampling.LANCZOS)
        phone.save(out / name.replace(".png", f"-{PHONE_WIDTH}px.png"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
