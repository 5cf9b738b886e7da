"""The computer player: Monte-Carlo tree search over the engine contract (DESIGN.md, "The computer
player").

Pure and deterministic like the engines: no clock, no global randomness, every draw from the
``random.Random`` passed in, every loop over lists in a fixed order. The search follows OpenSpiel's
MCTS bot where nothing here says otherwise:

- UCT (UCB1 on each child's mean reward, exploration constant ``c``); a node's moves are shuffled
  once when it is first expanded and untried moves are tried first in that order (OpenSpiel
  shuffles the children and gives an unvisited child an infinite score: the same thing).
- Chance nodes (Telic's die, the Tactonix draws and deal) are sampled by their probabilities.
- Rewards are a vector with one entry per seat (max^n): 1 for a win, shared among the winners (a
  draw shares it among all); each node keeps the reward of the seat that moved into it, so every
  node is valued from the point of view of the player to move at its parent.
- A rollout plays random moves (``state.random_move``) to the end, or, where a game's settings
  say so, for a number of moves only and then asks the engine's ``evaluate()`` for each seat's
  share of the win (in IS search ``evaluate(seat)``: the guess averaged over the secrets the
  searching seat cannot rule out, so that one determinisation's luck does not decide a move).
- The move played is the most visited child of the root (ties: the better mean, then the shuffled
  order).

Hidden information (Tactonix after the deal): information-set search (single-observer IS-MCTS).
The tree is keyed by moves; each iteration draws a determinisation with
``state.determinise(seat, rng)`` (the other seats' colours among those the seat cannot rule out)
and replays the tree path on it. The search keeps only a determinisation of the state it was given,
never the state itself, so two states that differ only in a secret that seat may not know give the
same search, move for move, for the same rng and budget.

API: ``choose(state, playouts=..., rng=...)``, or ``Search(state, rng)`` with ``run(playouts)``
called any number of times and ``best()``: a search run in batches gives exactly what one run of the
same total gives. ``Search`` objects pickle (the bot runs batches in a process pool).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    import random

    from engines.base import State

# playouts per move for each level (a game's settings may spread them further)
LEVELS: dict[str, int] = {"easy": 50, "normal": 250, "hard": 1250}


@dataclass(frozen=True)
class Settings:
    """How the search plays one game."""

    c: float = 1.4              # UCT exploration constant (rewards are in [0, 1])
    depth: int | None = None    # rollout moves before evaluate() is asked; None: to the end
    expand_after: int = 1       # visits a node needs before its moves are listed (OpenSpiel: 1)
    levels: dict[str, int] = field(default_factory=lambda: dict(LEVELS))  # playouts by level


DEFAULT = Settings()
# by game key; a game not named here is searched with DEFAULT
SETTINGS: dict[str, Settings] = {
    "telic": Settings(depth=40),
    "tactonix": Settings(depth=0, expand_after=16),
    # Coins is small: from a few hundred playouts on, more search changes few moves, so the levels'
    # budgets lie further apart for each to beat the one below (bench.ai_bench measures it)
    "coins": Settings(levels={"easy": 10, "normal": 100, "hard": 2000}),
}


def settings_for(state: State) -> Settings:
    return SETTINGS.get(state.game.key, DEFAULT)


def playouts_for(key: str, level: str) -> int:
    """The playouts a move of ``level`` (one of LEVELS) runs in the game ``key``."""
    levels = SETTINGS.get(key, DEFAULT).levels
    if level not in levels:
        raise ValueError(f"there is no level {level!r}: choose one of {', '.join(levels)}")
    return levels[level]


def choose(state: State, *, playouts: int, rng: random.Random) -> str:
    """One of ``state.legal_moves()`` for ``state.current_player``, after ``playouts`` iterations
    of the search; deterministic for a given ``rng`` state and budget."""
    search = Search(state, rng)
    search.run(playouts)
    return search.best()


class Node:
    """A tree node. For a decision node ``moves`` is its moves (shuffled) once expanded and
    ``kids`` the children tried so far, in that order; a chance node keeps ``outcomes`` and its
    children by outcome. ``value`` sums the rewards of ``seat``, the player who moved into it."""

    __slots__ = ("seat", "visits", "value", "state", "moves", "kids", "outcomes", "by_outcome")

    def __init__(self, seat: int, state: State | None) -> None:
        self.seat = seat            # who chose the move into this node (-1: chance or the root)
        self.visits = 0
        self.value = 0.0
        self.state = state          # cached in perfect-information search; None in IS search
        self.moves: list[str] | None = None
        self.kids: list[Node] = []
        self.outcomes: list[tuple[str, float]] | None = None
        self.by_outcome: dict[str, Node] | None = None


class Search:
    """An MCTS search from one position, run in as many batches as wanted."""

    def __init__(self, state: State, rng: random.Random, settings: Settings | None = None) -> None:
        if state.is_over or state.current_player is None:
            raise ValueError("the computer plays only where a player is to move")
        self.rng = rng
        self.settings = settings or settings_for(state)
        self.seat: int = state.current_player
        first = state.determinise(self.seat, rng)
        # IS search when the seat does not know everything: then only determinisations are kept
        self.hidden = first is not state
        self.root_state = first
        self.root = Node(-1, None if self.hidden else first)
        self.playouts = 0
        # work done, for the benchmark: moves and chance outcomes applied, evaluations asked
        self.plies = 0
        self.evaluations = 0
        moves = first.legal_moves()
        self.only = moves[0] if len(moves) == 1 else None  # a forced move needs no search
        if self.only is None:
            rng.shuffle(moves)
            self.root.moves = moves

    # ---- the API -------------------------------------------------------------------------
    def run(self, playouts: int) -> int:
        """Run that many more iterations; returns the iterations run so far."""
        if self.only is None:
            for _ in range(playouts):
                self._iterate()
        self.playouts += playouts
        return self.playouts

    def best(self) -> str:
        """The move to play: the most visited child of the root (ties: better mean reward, then
        the order the moves were tried in)."""
        if self.only is not None:
            return self.only
        root = self.root
        moves = root.moves
        assert moves is not None, "the root's moves are listed whenever the move is not forced"
        if not root.kids:  # no playout yet: the first move in the shuffled order
            return moves[0]
        best = max(range(len(root.kids)), key=lambda i: (
            root.kids[i].visits, root.kids[i].value / root.kids[i].visits, -i))
        return moves[best]

    def statistics(self) -> list[tuple[str, int, float]]:
        """(move, visits, mean reward for the seat to move) of each root move tried, best first."""
        root = self.root
        if root.moves is None:  # a forced move: nothing was searched
            return []
        rows = [(root.moves[i], kid.visits, kid.value / kid.visits) for i, kid in enumerate(root.kids)]
        return sorted(rows, key=lambda row: (-row[1], -row[2]))

    # ---- one iteration -------------------------------------------------------------------
    def _iterate(self) -> None:
        rng = self.rng
        hidden = self.hidden
        node = self.root
        state = self.root_state.determinise(self.seat, rng) if hidden else self.root_state
        path = [node]
        c = self.settings.c
        expand_after = self.settings.expand_after
        while True:
            if state.is_over:
                returns = _returns(state)
                break
            if state.is_chance_node:
                outcomes = node.outcomes
                by_outcome = node.by_outcome
                if outcomes is None or by_outcome is None:  # (both are set together)
                    outcomes = node.outcomes = state.chance_outcomes()
                    by_outcome = node.by_outcome = {}
                outcome = draw_outcome(outcomes, rng.random())
                child = by_outcome.get(outcome)
                if child is None:
                    state = state.apply_chance(outcome)
                    self.plies += 1
                    child = by_outcome[outcome] = Node(-1, None if hidden else state)
                elif hidden:
                    state = state.apply_chance(outcome)
                    self.plies += 1
                else:
                    state = cast("State", child.state)  # cached: not hidden
                node = child
                path.append(node)
                continue
            if node is not self.root and node.visits < expand_after:
                returns = self._rollout(state)
                break
            moves = node.moves
            if moves is None:
                moves = self._expand(node, state)
            kids = node.kids
            if len(kids) < len(moves):  # an untried move: add it and roll out from there
                mover = cast(int, state.current_player)  # a decision node: someone is to move
                state = state.play(moves[len(kids)])
                self.plies += 1
                child = Node(mover, None if hidden else state)
                kids.append(child)
                path.append(child)
                returns = self._rollout(state)
                break
            index = _uct(kids, node.visits, c)
            child = kids[index]
            if hidden:
                state = state.play(moves[index])
                self.plies += 1
            else:
                state = cast("State", child.state)  # cached: not hidden
            node = child
            path.append(node)
        for visited in path:
            visited.visits += 1
            if visited.seat >= 0:
                visited.value += returns[visited.seat]

    def _expand(self, node: Node, state: State) -> list[str]:
        moves = state.legal_moves()
        self.rng.shuffle(moves)
        node.moves = moves
        return moves

    def _rollout(self, state: State) -> list[float]:
        rng = self.rng
        depth = self.settings.depth
        seat = self.seat if self.hidden else None  # a guess from what the seat may know
        moves = 0
        plies = 0
        try:
            while True:
                if state.is_over:
                    return _returns(state)
                if depth is not None and moves >= depth:
                    guess = state.evaluate(seat)
                    if guess is not None:
                        self.evaluations += 1
                        return guess
                if state.is_chance_node:
                    state = state.apply_chance(draw_outcome(state.chance_outcomes(), rng.random()))
                else:
                    state = state.play(state.random_move(rng))
                    moves += 1
                plies += 1
        finally:
            self.plies += plies


def _uct(kids: list[Node], visits: int, c: float) -> int:
    """The index of the child with the highest UCB1 score (the first of equals)."""
    scale = c * math.sqrt(math.log(visits))
    sqrt = math.sqrt
    best, best_score = 0, -1.0
    for i, kid in enumerate(kids):
        n = kid.visits
        score = kid.value / n + scale / sqrt(n)
        if score > best_score:
            best, best_score = i, score
    return best


def draw_outcome(outcomes: list[tuple[str, float]], x: float) -> str:
    """The outcome that x (uniform in [0, 1)) falls on, by cumulative probability."""
    for outcome, probability in outcomes:
        x -= probability
        if x < 0.0:
            return outcome
    return outcomes[-1][0]


def _returns(state: State) -> list[float]:
    """1 for a win, shared among the winners (a draw: among every seat placed first)."""
    ranking = state.ranking() or [0] * state.num_players
    winners = ranking.count(0)
    share = 1.0 / winners
    return [share if place == 0 else 0.0 for place in ranking]


__all__ = ["DEFAULT", "LEVELS", "SETTINGS", "Search", "Settings", "choose", "draw_outcome", "playouts_for",
           "settings_for"]
