"""Puzzles: positions where one move is clearly best, found and verified by the computer player's search.

Pure (the service runs it in a process of its own): no clock, no I/O, every draw from a
``random.Random`` seeded from the position's source and ply, so a source always gives the same puzzles. The search is used only through
``engines.ai``'s public API (``Search(state, rng)``, ``run``, ``statistics``, ``best``, ``playouts_for``),
so a stronger search is picked up as it comes.

A position is a puzzle when, for the player to move:

- it is a decision with at least two and at most ``MOST_MOVES`` legal moves (few enough to offer in a
  menu, and to verify each one);
- the player knows everything (``state.determinise`` gives the state itself): the answer of a game with
  secrets (Tactonix's colours) would depend on what the player cannot see, so such games have none;
- a search of ``DEPTH`` times the ``hard`` level's playouts, which must try every legal move, rates one
  move at least ``FLOOR`` (it wins, or at least saves the game: a draw shares the win) and every other
  legal move at least ``MARGIN`` below it (the mean reward for the player to move, in [0, 1]).

A cheaper look first (the ``hard`` budget, another seed) throws out the positions that are plainly no
puzzle, so only the promising ones pay for the deep search; the deep search alone decides.
"""
from __future__ import annotations

import random
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

import engines
from engines import ai
from engines.base import State

MARGIN = 0.15  # every other legal move's mean reward is at least this far below the answer's
FLOOR = 0.5  # the answer's mean reward is at least this: it wins or saves the game
DEPTH = 4  # the verifying search runs this many times the `hard` level's playouts
MOST_MOVES = 20  # positions with more legal moves are passed over (a menu of them; each one verified)
LINE = 4  # plies of the computer's line shown after the answer
SCAN = 8  # a source's latest candidate positions looked at (the ends of games hold the sharpest puzzles)


@dataclass(frozen=True)
class Verdict:
    """What the deep search says of a position: the best move, each legal move's mean reward for the
    player to move, and the playouts run."""

    answer: str
    values: dict[str, float]
    playouts: int

    @property
    def runner_up(self) -> tuple[str, float]:
        """The best of the other moves and its mean reward."""
        move = max((m for m in self.values if m != self.answer), key=lambda m: (self.values[m], m))
        return move, self.values[move]

    @property
    def unique(self) -> bool:
        """The answer wins or saves the game and every other move is worse by the margin."""
        best = self.values[self.answer]
        return best >= FLOOR and all(value <= best - MARGIN for move, value in self.values.items()
                                     if move != self.answer)


@dataclass(frozen=True)
class Puzzle:
    """A verified puzzle: the position (``to_dict``), whose move it is, the answer, the deep search's
    ratings of every legal move, the computer's line after the answer, and where it came from."""

    key: str
    state: dict
    seat: int
    answer: str
    values: dict[str, float]
    playouts: int
    line: tuple[str, ...]
    source: str
    ply: int


def seed_of(source: str, ply: int, salt: str = "") -> int:
    """A seed fixed by the position's source and ply: the same source always gives the same puzzles."""
    return zlib.crc32(f"{source}:{ply}:{salt}".encode())


def deep_playouts(key: str) -> int:
    """The verifying search's budget: ``DEPTH`` times the ``hard`` level's playouts of that game."""
    return DEPTH * ai.playouts_for(key, "hard")


def may_be_puzzle(state: State) -> bool:
    """Whether a position can be a puzzle at all: a decision of a player who knows everything, with
    between two and ``MOST_MOVES`` legal moves."""
    seat = state.current_player
    if state.is_over or seat is None or state.is_chance_node:
        return False
    if state.determinise(seat, random.Random(0)) is not state:
        return False
    return 2 <= len(state.legal_moves()) <= MOST_MOVES


def settings(state: State) -> ai.Settings:
    """The judging search's settings: the game's, without the MCTS-solver, which stops at the first
    proven win and leaves the other moves unrated, while a puzzle's margin needs every move rated."""
    return replace(ai.settings_for(state), solve=False)


def judge(state: State, rng: random.Random, playouts: int) -> Verdict | None:
    """A search of ``playouts`` from the position; None when it left a legal move untried (nothing can
    be said of that move, so the position is no puzzle)."""
    search = ai.Search(state, rng, settings(state))
    search.run(playouts)
    rows = search.statistics()
    values = {move: mean for move, visits, mean in rows if visits > 0}
    if not rows or set(values) != set(state.legal_moves()):
        return None
    return Verdict(rows[0][0], values, playouts)


def verify(state: State, seed: int) -> Verdict | None:
    """The deep search's verdict on a position (``deep_playouts`` of its game), or None when it is no
    puzzle: not one by ``may_be_puzzle``, a move untried, or no move best by the margin."""
    if not may_be_puzzle(state):
        return None
    verdict = judge(state, random.Random(seed), deep_playouts(state.game.key))
    return verdict if verdict is not None and verdict.unique else None


def line_after(state: State, answer: str, seed: int) -> tuple[str, ...]:
    """The computer's line after the answer: up to ``LINE`` plies, each the ``hard`` level's choice,
    stopping at the end of the game or where chance (a die) comes next."""
    rng = random.Random(seed)
    state = state.play(answer)
    line: list[str] = []
    budget = ai.playouts_for(state.game.key, "hard")
    while len(line) < LINE and not state.is_over and not state.is_chance_node:
        search = ai.Search(state, rng)
        search.run(budget)
        move = search.best()
        line.append(move)
        state = state.play(move)
    return tuple(line)


def candidates(positions: Iterable[tuple[int, State]]) -> list[tuple[int, State]]:
    """The positions (ply, state) that may be puzzles, the latest first, at most ``SCAN`` of them."""
    found = [(ply, state) for ply, state in positions if may_be_puzzle(state)]
    return found[::-1][:SCAN]


def find(key: str, positions: Sequence[tuple[int, dict]], source: str, *, most: int = 1) -> list[Puzzle]:
    """At most ``most`` puzzles among the positions (ply, ``to_dict``) of one source, the latest first:
    each looked at cheaply, then verified by the deep search (another seed), its line found."""
    game = engines.get_game(key)
    states = [(ply, game.load(data)) for ply, data in positions]
    found: list[Puzzle] = []
    for ply, state in candidates(states):
        if len(found) >= most:
            break
        look = judge(state, random.Random(seed_of(source, ply, "look")), ai.playouts_for(key, "hard"))
        if look is None or not look.unique:
            continue
        verdict = verify(state, seed_of(source, ply, "verify"))
        if verdict is None:
            continue
        seat = state.current_player
        assert seat is not None, "may_be_puzzle: a player is to move"
        found.append(Puzzle(key, state.to_dict(), seat, verdict.answer, verdict.values, verdict.playouts,
                            line_after(state, verdict.answer, seed_of(source, ply, "line")), source, ply))
    return found


def self_play(key: str, seed: int, *, players: int = 2, level: str = "easy", most: int = 400
              ) -> list[tuple[int, dict]]:
    """The positions (ply, ``to_dict``) of a game the computer plays against itself at ``level``, chance
    drawn by its probabilities; at most ``most`` plies."""
    rng = random.Random(seed)
    game = engines.get_game(key)
    state = game.new_game(max(game.min_players, min(players, game.max_players)))
    positions: list[tuple[int, dict]] = []
    budget = ai.playouts_for(key, level)
    ply = 0
    while not state.is_over and ply < most:
        ply += 1
        if state.is_chance_node:
            state = state.apply_chance(ai.draw_outcome(state.chance_outcomes(), rng.random()))
            continue
        positions.append((ply - 1, state.to_dict()))
        state = state.play(ai.choose(state, playouts=budget, rng=rng))
    return positions


def from_self_play(key: str, seed: int, *, most: int = 1) -> list[Puzzle]:
    """Puzzles of a game the computer plays against itself (when the bot has no finished game of it)."""
    return find(key, self_play(key, seed), f"self-play:{seed}", most=most)


__all__ = ["DEPTH", "FLOOR", "LINE", "MARGIN", "MOST_MOVES", "Puzzle", "Verdict", "candidates", "deep_playouts",
           "find", "from_self_play", "judge", "line_after", "may_be_puzzle", "seed_of", "self_play", "verify"]
