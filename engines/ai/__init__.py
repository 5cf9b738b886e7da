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

Beyond OpenSpiel's plain UCT, where the search sees the whole position (not in IS search, where a
proof in one determinisation proves nothing of the others):

- MCTS-solver (Winands et al.; OpenSpiel's ``solve=True``): a finished game proves its node; a
  decision node is proven when one child is a proven win for the player choosing there, or when every
  child is proven (its value: the best of them for that player); a chance node when every outcome is
  proven (the expectation). Proven nodes are not searched again: their value is backed up as is, a
  proven loss is not chosen, a proven win is played at once.
- Transpositions: where the engine gives a ``position_key()``, moves that lead to the same position
  share one node (its statistics and its proof), whatever order of moves reached it.
- Where the engine lists ``winning_moves()`` cheaply, a node being expanded that has one is proven at
  once (a win in one is never missed, and a move that allows one is a proven loss after two visits).
- Exploration ``c`` is set per game (``SETTINGS``), and so are informed playouts (``heavy``: the
  rollout asks ``state.playout_move``, the game's pick on sight: a capture in Coins, the biggest haul
  in IceSickle's reaping), which did most for the strength measured against OpenSpiel's MCTSBot
  (``bench.openspiel_bench``).
- The keys may equate positions up to a symmetry of the board (Coins, IceSickle, Tic Tac Doh!): a
  node is always searched from the state it was first reached with, whose moves its list names.

Levels: ``easy`` < ``normal`` < ``hard`` < ``expert``, each a playout budget per game. The expert has
settings of its own where a game gives them (``EXPERT``) and plays from an exact solver wherever one
reaches (``EXACT``): all of Tic Tac Doh! (``engines.ai.tictacdoh_solver``: the game solved outright from
its second piece), Coins' play phase with two players and its last eleven coins, IceSickle's last
reaping wherever the answer fits a budget of positions (``coins_solver``,
``icesickle_solver``); with no win to be had it keeps the draw or loses by the smallest margin. Its
search values the leaves those solvers reach in milliseconds exactly (``Settings.endgame``). Where a
solver knows the margin but not the winner (IceSickle's reaping before the last round) the expert keeps
the biggest margin, and its rollouts stop at a guess from the lead (the solver's ``plan`` and
``estimate``). A solver may also narrow the moves the expert's tree and
rollouts try (``candidates``: Coins' setup, orthogonal coins only), or play the informed rollout itself
on the game's bare data, faster than through the engine's states (``rollout``: IceSickle).

API: ``choose(state, playouts=..., rng=...)``, or ``Search(state, rng)`` with ``run(playouts)``
called any number of times and ``best()``: a search run in batches gives exactly what one run of the
same total gives. ``Search`` objects pickle (the bot runs batches in a process pool).
"""
from __future__ import annotations

import importlib
import math
from dataclasses import dataclass, field, replace
from collections.abc import Callable, Hashable
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    import random

    from engines.base import State

# playouts per move for each level (a game's settings may spread them further)
LEVELS: dict[str, int] = {"easy": 50, "normal": 250, "hard": 1250, "expert": 5000}


@dataclass(frozen=True)
class Settings:
    """How the search plays one game."""

    c: float = 1.4              # UCT exploration constant (rewards are in [0, 1])
    depth: int | None = None    # rollout moves before evaluate() is asked; None: to the end
    expand_after: int = 1       # visits a node needs before its moves are listed (OpenSpiel: 1)
    levels: dict[str, int] = field(default_factory=lambda: dict(LEVELS))  # playouts by level
    solve: bool = True          # MCTS-solver and transpositions where the search sees everything
    heavy: bool = False         # rollouts play ``state.playout_move`` (the game's informed choice)
    exact: bool = False         # the game's exact solver decides where it reaches (the expert)
    endgame: bool = False       # leaves within the solver's cheap reach are valued exactly (the expert)


DEFAULT = Settings()
# by game key; a game not named here is searched with DEFAULT
SETTINGS: dict[str, Settings] = {
    "telic": Settings(depth=40),
    "tactonix": Settings(depth=0, expand_after=16),
    # Coins is small: from a few hundred playouts on, more search changes few moves, so the levels'
    # budgets lie further apart for each to beat the one below (bench.ai_bench measures it)
    # informed playouts (a capture whenever one exists) and less exploration: 0.36 against
    # OpenSpiel's MCTSBot at equal playouts with random ones and c 1.4, 0.50 at c 1.0, 0.72 with both
    "coins": Settings(c=1.0, heavy=True, levels={"easy": 10, "normal": 100, "hard": 2000, "expert": 8000}),
    # the biggest haul in the reaping's playouts, less exploration: 0.70 against MCTSBot at equal
    # playouts (0.55 with random playouts and c 1.4)
    "icesickle": Settings(c=1.0, heavy=True),
    # short games decided by one missed line: less exploration, the solver proves the tactics
    "tictacdoh": Settings(c=1.0),
}
# games with an exact solver (a module with ``quick(state)``, whether it answers within a move's time,
# and ``move_values(state)``, which may still say None where it ran out of its budget), which the expert
# plays from wherever it reaches; the optional hooks (``_hook``: leaf, estimate, candidates, plan, rollout)
# serve its search
EXACT: dict[str, str] = {"tictacdoh": "engines.ai.tictacdoh_solver", "coins": "engines.ai.coins_solver",
                         "icesickle": "engines.ai.icesickle_solver"}


# the expert's own settings, by game key, where they differ from the game's (SETTINGS)
EXPERT: dict[str, Settings] = {
    # shorter rollouts before the race is judged: 2.7 times the searches in the same time (0.76 against
    # hard at equal time over 50 games: bench.openspiel_bench)
    "telic": replace(SETTINGS["telic"], depth=10),
    # the play phase's last coins solved at the leaves
    "coins": replace(SETTINGS["coins"], endgame=True),
    # the last round's reaping solved at the leaves
    "icesickle": replace(SETTINGS["icesickle"], endgame=True),
}


def settings_for(state: State, level: str | None = None) -> Settings:
    """The search's settings for ``state``'s game (at ``level`` "expert": its own where it has
    them, and the exact solver where the game has one)."""
    key = state.game.key
    settings = SETTINGS.get(key, DEFAULT)
    if level != "expert":
        return settings
    settings = EXPERT.get(key, settings)
    return replace(settings, exact=True) if key in EXACT else settings


@cache
def _solver(key: str) -> ModuleType:
    # imported on first use: a solver's tables cost nothing to a process that never asks
    return importlib.import_module(EXACT[key])


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

    __slots__ = ("seat", "visits", "value", "state", "moves", "kids", "outcomes", "by_outcome", "proven")

    def __init__(self, seat: int, state: State | None) -> None:
        self.seat = seat            # who chose the move into this node (-1: chance or the root)
        self.visits = 0
        self.value = 0.0
        self.state = state          # cached in perfect-information search; None in IS search
        self.moves: list[str] | None = None
        self.kids: list[Node] = []
        self.outcomes: list[tuple[str, float]] | None = None
        self.by_outcome: dict[str, Node] | None = None
        self.proven: list[float] | None = None  # the rewards with best play from here, once proven


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
        self.solving = self.settings.solve and not self.hidden
        # transpositions: position key -> its node (only where the engine gives keys)
        self.table: dict[Hashable, Node] | None = \
            {} if self.solving and first.position_key() is not None else None
        # each move's exact value (expert, solved games; a solver may stop at the first win it finds)
        self.exact: dict[str, int] | None = None
        self.decided = False  # every root move but one is a proven loss: nothing left to choose
        # the game solver's hooks, looked up once (``_hook``): None where unused
        endgame, exact = self.settings.endgame, self.settings.exact
        self.leaf: Callable[[State], list[float] | None] | None = _hook(endgame, first, "leaf")
        self.estimate: Callable[[State], list[float] | None] | None = _hook(endgame, first, "estimate")
        self.candidates: Callable[[State], list[str] | None] | None = _hook(exact, first, "candidates")
        # the informed rollout played on the game's bare data, where the solver has one (IceSickle)
        self.fast: Callable[[State, random.Random], list[float] | None] | None = \
            _hook(endgame and self.settings.heavy, first, "rollout")
        moves = first.legal_moves()
        self.only = moves[0] if len(moves) == 1 else None  # a forced move needs no search
        if self.only is None and self.settings.exact:
            self.exact = _exact_values(first)  # None where the solver would take too long
            if self.exact is None:
                # a solver that ranks the moves without saying who wins (a round before the last)
                plan = _hook(True, first, "plan")
                planned: list[str] | None = plan(first) if plan is not None else None
                if planned:
                    self.only = rng.choice(planned)
        if self.only is None:
            self._expand(self.root, first)

    # ---- the API -------------------------------------------------------------------------
    def run(self, playouts: int) -> int:
        """Run that many more iterations; returns the iterations run so far. A proven root (or an
        exactly solved one) needs no more: the iterations are counted, not run."""
        if self.only is None and self.exact is None:
            for _ in range(playouts):
                if self.root.proven is not None or self.decided:
                    break
                self._iterate()
        self.playouts += playouts
        return self.playouts

    def best(self) -> str:
        """The move to play: a proven win; else the most visited child of the root that is not a
        proven loss (ties: better mean reward, then the order the moves were tried in). With an
        exact solver: a move of the best value, drawn with the rng among equals."""
        if self.only is not None:
            return self.only
        root = self.root
        moves = root.moves
        assert moves is not None, "the root's moves are listed whenever the move is not forced"
        if self.exact is not None:
            top = max(self.exact.values())
            equals = [move for move in moves if self.exact.get(move) == top]  # moves are shuffled
            if top > 0:  # a win that ends the game at once before one that takes longer
                return next((move for move in equals if self.root_state.play(move).is_over), equals[0])
            solver = _solver(self.root_state.game.key)
            if len(equals) > 1 and hasattr(solver, "margins"):
                # no win: the draw or the loss by the smallest margin, which gives the opponent the
                # most chances to go wrong (and never an immediate win)
                margins: dict[str, int] = solver.margins(self.root_state, equals)
                return max(equals, key=lambda move: margins[move])
            return equals[0]
        if not root.kids:  # no playout yet: the first move in the shuffled order
            return moves[0]
        seat = self.seat
        best = max(range(len(root.kids)), key=lambda i: (
            _tier(root.kids[i], seat), root.kids[i].visits, _mean(root.kids[i], seat), -i))
        return moves[best]

    def statistics(self) -> list[tuple[str, int, float]]:
        """(move, visits, mean reward for the seat to move) of each root move tried, best first; a
        proven move's mean is its proven reward (an exact solver's: 1 win, 0.5 draw, 0 loss, every
        legal move it valued)."""
        root = self.root
        if root.moves is None:  # a forced move: nothing was searched
            return []
        if self.exact is not None:
            rows = [(move, 0, (self.exact[move] + 1) / 2) for move in root.moves if move in self.exact]
            return sorted(rows, key=lambda row: -row[2])
        seat = self.seat
        order = sorted(range(len(root.kids)), key=lambda i: (
            -_tier(root.kids[i], seat), -root.kids[i].visits, -_mean(root.kids[i], seat)))
        return [(root.moves[i], root.kids[i].visits, _mean(root.kids[i], seat)) for i in order]

    def value(self) -> float | None:
        """The position's worth for the seat to move (its share of the win): proven or solved
        exactly when ``proven``, else the best move's mean; None for a forced move or before any
        playout."""
        if self.exact is not None:
            return (max(self.exact.values()) + 1) / 2
        if self.root.proven is not None:
            return self.root.proven[self.seat]
        rows = self.statistics()
        return rows[0][2] if rows else None

    @property
    def proven(self) -> bool:
        """Whether ``value()`` is exact: the root is proven, or an exact solver valued it."""
        return self.exact is not None or self.root.proven is not None

    # ---- one iteration -------------------------------------------------------------------
    def _iterate(self) -> None:
        rng = self.rng
        hidden = self.hidden
        solving = self.solving
        node = self.root
        state = self.root_state.determinise(self.seat, rng) if hidden else self.root_state
        path = [node]
        c = self.settings.c
        expand_after = self.settings.expand_after
        leaf = self.leaf
        while True:
            if node.proven is not None:
                returns = node.proven
                break
            if state.is_over:
                returns = _returns(state)
                if solving:
                    node.proven = returns
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
                if node.proven is not None:  # a win in one found as it was expanded
                    returns = node.proven
                    break
            kids = node.kids
            if len(kids) < len(moves):  # an untried move: add it and roll out from there
                mover = cast(int, state.current_player)  # a decision node: someone is to move
                state = state.play(moves[len(kids)])
                self.plies += 1
                child = self._child(mover, state)
                kids.append(child)
                path.append(child)
                if child.visits:  # reached before by other moves: search on from there
                    # from its own state: a key may equate positions up to a symmetry, and the
                    # node's moves are named on the board it was first reached with
                    state = cast("State", child.state)
                    node = child
                    continue
                if state.is_over:
                    returns = _returns(state)
                    if solving:
                        child.proven = returns
                elif leaf is not None and (exact := leaf(state)) is not None:
                    returns = exact
                    if solving:
                        child.proven = returns
                else:
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
        if solving:
            for parent in reversed(path[:-1]):
                if parent.proven is not None or not _prove(parent):
                    break
            if len(path) > 1 and path[1].proven is not None:
                root = self.root
                self.decided = len(root.kids) == len(cast(list, root.moves)) and sum(
                    _tier(kid, self.seat) > 0 for kid in root.kids) == 1

    def _child(self, mover: int, state: State) -> Node:
        """The node of the position after a move: the one already in the table, or a new one."""
        table = self.table
        if table is None:
            return Node(mover, None if self.hidden else state)
        key = (mover, state.position_key())
        node = table.get(key)
        if node is None:
            node = table[key] = Node(mover, state)
        return node

    def _expand(self, node: Node, state: State) -> list[str]:
        narrowed = self.candidates(state) if self.candidates is not None else None
        moves = state.legal_moves() if narrowed is None else narrowed
        self.rng.shuffle(moves)
        node.moves = moves
        if self.solving:
            winning = state.winning_moves()
            if winning:  # tried first, and the node is proven with it
                first = next((move for move in moves if move in winning), winning[0])
                if first in moves:
                    moves.remove(first)  # (a narrowing of the moves never hides a win)
                moves.insert(0, first)
                after = state.play(first)
                self.plies += 1
                child = self._child(cast(int, state.current_player), after)
                child.proven = _returns(after)
                node.kids.append(child)
                node.proven = child.proven
        return moves

    def _rollout(self, state: State) -> list[float]:
        rng = self.rng
        depth = self.settings.depth
        seat = self.seat if self.hidden else None  # a guess from what the seat may know
        heavy = self.settings.heavy
        leaf, estimate, candidates = self.leaf, self.estimate, self.candidates
        if self.fast is not None and (result := self.fast(state, rng)) is not None:
            self.evaluations += 1
            return result
        moves = 0
        plies = 0
        try:
            while True:
                if state.is_over:
                    return _returns(state)
                if leaf is not None and (exact := leaf(state)) is not None:
                    self.evaluations += 1
                    return exact
                if estimate is not None and (guess := estimate(state)) is not None:
                    self.evaluations += 1
                    return guess
                if depth is not None and moves >= depth:
                    guess = state.evaluate(seat)
                    if guess is not None:
                        self.evaluations += 1
                        return guess
                if state.is_chance_node:
                    state = state.apply_chance(draw_outcome(state.chance_outcomes(), rng.random()))
                elif candidates is not None and (narrowed := candidates(state)) is not None:
                    state = state.play(rng.choice(narrowed))
                    moves += 1
                else:
                    state = state.play(state.playout_move(rng) if heavy else state.random_move(rng))
                    moves += 1
                plies += 1
        finally:
            self.plies += plies


def _prove(node: Node) -> bool:
    """Prove ``node`` from its children where they allow it; whether it is now proven."""
    if node.by_outcome is not None and node.outcomes is not None:  # a chance node
        faces = node.by_outcome
        if len(faces) < len(node.outcomes) or any(face.proven is None for face in faces.values()):
            return False
        total = [0.0] * len(cast(list, next(iter(faces.values())).proven))
        for outcome, probability in node.outcomes:
            for seat, reward in enumerate(cast(list, faces[outcome].proven)):
                total[seat] += probability * reward
        node.proven = total
        return True
    moves, kids = node.moves, node.kids
    if moves is None or not kids:
        return False
    chooser = kids[0].seat  # the player to move here (every child was moved into by them)
    best: list[float] | None = None
    for kid in kids:
        proven = kid.proven
        if proven is None:
            continue
        if proven[chooser] >= 1.0:  # as good as it gets: a win
            node.proven = proven
            return True
        if best is None or proven[chooser] > best[chooser]:
            best = proven
    if len(kids) == len(moves) and all(kid.proven is not None for kid in kids):
        node.proven = best
        return True
    return False


def _mean(node: Node, seat: int) -> float:
    """A child's worth for the seat choosing it: proven, or its mean reward."""
    if node.proven is not None:
        return node.proven[seat]
    return node.value / node.visits if node.visits else 0.0


def _tier(node: Node, seat: int) -> int:
    """2: a proven win; 0: a proven loss; 1: anything else."""
    if node.proven is None:
        return 1
    return 2 if node.proven[seat] >= 1.0 else 0 if node.proven[seat] <= 0.0 else 1


def _exact_values(state: State) -> dict[str, int] | None:
    """The legal moves' exact values for the mover (1 win, 0 draw, -1 loss): the game's solver (every
    move, or up to the first win); None where it would take more than a move's time (then the search
    plays)."""
    solver = _solver(state.game.key)
    if not solver.quick(state):
        return None
    values: dict[str, int] | None = solver.move_values(state)  # (None: it ran out of its budget)
    return values


def _hook(wanted: bool, state: State, name: str) -> Any:
    """The function ``name`` of the game's exact solver, where ``wanted`` (the settings use the solvers)
    and the solver has one; else None. The hooks: ``leaf`` (exact rewards where cheap), ``estimate`` (a
    guess where the solver knows the margin but not the winner: IceSickle before the last round),
    ``candidates`` (the moves the expert's tree and rollouts try: Coins' setup, orthogonal coins),
    ``plan`` (the moves it ranks best without saying who wins) and ``rollout`` (the informed rollout
    played on the game's bare data); each answers None where it does not apply."""
    if not wanted or state.game.key not in EXACT:
        return None
    return getattr(_solver(state.game.key), name, None)


def _uct(kids: list[Node], visits: int, c: float) -> int:
    """The index of the child with the highest UCB1 score (the first of equals); a proven child
    scores its proven reward (a proven loss is left alone)."""
    scale = c * math.sqrt(math.log(visits))
    sqrt = math.sqrt
    best, best_score = 0, -1.0
    for i, kid in enumerate(kids):
        proven = kid.proven
        if proven is not None:
            score = proven[kid.seat]
        else:
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


__all__ = ["DEFAULT", "EXACT", "EXPERT", "LEVELS", "SETTINGS", "Search", "Settings", "choose", "draw_outcome", "playouts_for",
           "settings_for"]
