"""The engine contract shared by every game (see DESIGN.md, "The engine contract").

Engines are pure standard library: no I/O, no clock, no randomness. Dice, bag draws and deals are
chance nodes that the referee resolves from ``chance_outcomes()``.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from engines.phrases import Phrase, PhraseError, say

if TYPE_CHECKING:  # the computer player's rng is passed in; engines never draw on their own
    import random


class IllegalMove(PhraseError, ValueError):
    """A move (or chance outcome) that the rules refuse: `code`, a message of the catalogue, and its
    arguments (`IllegalMove("move-not-adjacent", square="a4", other="c2")`), said to the player in
    their language; `str()` is the English sentence (for logs)."""


class OptionError(PhraseError, ValueError):
    """Options or a player count a game refuses (`OptionError("engines-option-unknown", game="Coins",
    option="hop", options=...)`): a message of the catalogue and its arguments, said to the player in
    their language; `str()` is the English sentence (for logs)."""


@dataclass(frozen=True)
class OptionSpec:
    """One option of a game. Empty ``choices`` means any whole number >= 0 (``move_limit``)."""

    name: str
    choices: tuple[Any, ...]
    default: Any
    description: Phrase


@dataclass(frozen=True)
class QuickMove:
    """A move a board offers at one click ("Roll"), beside the menu of every legal move."""

    label: Phrase
    move: str  # canonical notation, one of ``legal_moves()``


def shown(value: object, most: int = 40) -> str:
    """What a player typed, as a refusal quotes it: text on one line, cut after ``most`` characters,
    anything else as Python writes it."""
    if isinstance(value, str):
        text = " ".join(value.split())
        return text if len(text) <= most else text[:most] + "…"
    return repr(value)


def series(items: Sequence[Any], key: str = "engines-series") -> Any:
    """Items said one after the other, "a1, b2, c3", as each language separates them (no "and": that
    is a list argument's job; ``engines-series-strong`` separates groups that hold commas themselves,
    "a; b"); one item is itself, none is ""."""
    if not items:
        return ""
    said: Any = items[-1]
    for item in reversed(items[:-1]):
        said = Phrase(key, {"first": item, "then": said})
    return said


def sentences(*parts: Any) -> Any:
    """Sentences said one after the other ("Blue: …. Red: …."), as each language puts them side by
    side (Japanese without a space); empty parts (None, "") are left out."""
    kept = [part for part in parts if part]
    if not kept:
        return ""
    said: Any = kept[-1]
    for part in reversed(kept[:-1]):
        said = Phrase("engines-sentences", {"first": part, "then": said})
    return said


PLAY = Phrase("engines-phase-play")
SETUP = Phrase("engines-phase-setup")
OVER = Phrase("engines-phase-over")


def competition_ranking(keys: Sequence[Any]) -> list[int]:
    """Places from sort keys (higher key = better): a seat's place is how many keys beat it."""
    return [sum(1 for other in keys if other > mine) for mine in keys]


class State(ABC):
    """An immutable game position. Subclasses keep their fields private and never mutate them."""

    __slots__ = ()

    game: ClassVar[Game]

    # ---- contract -------------------------------------------------------------------------
    @property
    @abstractmethod
    def num_players(self) -> int: ...

    @property
    @abstractmethod
    def current_player(self) -> int | None: ...

    @property
    @abstractmethod
    def is_chance_node(self) -> bool: ...

    @abstractmethod
    def chance_outcomes(self) -> list[tuple[str, float]]: ...

    @abstractmethod
    def apply_chance(self, outcome: str) -> State:
        """The state after a chance outcome, which must be one that ``chance_outcomes()`` lists here,
        written exactly so (no other case, spacing or spelling); IllegalMove for anything else."""

    @abstractmethod
    def legal_moves(self) -> list[str]: ...

    @abstractmethod
    def play(self, move: str) -> State: ...

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def ranking(self) -> list[int] | None: ...

    def scores(self) -> list[float] | None:
        return None

    @abstractmethod
    def resign(self, seat: int) -> State: ...

    @abstractmethod
    def to_dict(self) -> dict: ...

    @abstractmethod
    def view(self, seat: int | None) -> dict: ...

    # ---- the spec: what the referee, the renderer and the bot ask of every game -------------
    # (beyond the acceptance contract above; nothing outside ``engines/`` asks which game it is)
    @abstractmethod
    def describe_move(self, move: str) -> Phrase:
        """A short label in words for a legal move of this state ("Roll the die"); IllegalMove for
        anything else."""

    @abstractmethod
    def turns_taken(self, seat: int) -> int:
        """Moves of their own that seat has completed (Telic: a roll with its entry is one)."""

    def canonical(self, move: str) -> str:
        """The canonical notation of a move typed in any accepted form (aliases, case, spacing).

        Raises IllegalMove when the text is not a legal move here. Engines whose move lists are long
        may override it with their parser (then legality is left to `play`)."""
        legal = self.legal_moves()
        cleaned = " ".join(move.split()) if isinstance(move, str) else ""
        if cleaned in legal:
            return cleaned
        lowered = {m.lower(): m for m in legal}
        if cleaned.lower() in lowered:
            return lowered[cleaned.lower()]
        target = self.play(move).to_dict()  # raises IllegalMove with the engine's reason
        for candidate in legal:
            if self.play(candidate).to_dict() == target:
                return candidate
        raise IllegalMove("engines-not-a-move-here", move=shown(move))

    def describe_outcome(self, outcome: str) -> Phrase:
        """Words for a chance outcome that ``chance_outcomes()`` lists here, as it may be said in
        public (a secret one says nothing of the secret); IllegalMove for anything else, exactly
        as ``apply_chance`` refuses it."""
        if not isinstance(outcome, str) or all(outcome != name for name, _ in self.chance_outcomes()):
            raise IllegalMove("engines-not-an-outcome", outcome=repr(outcome))
        return say("engines-notation", notation=outcome)

    def seat_name(self, seat: int) -> Phrase:
        """What the game calls a seat ("Blue", "Seat 2"); IllegalMove for a seat not in the game."""
        self._check_seat(seat)
        return say("engines-seat", number=seat + 1)

    def seat_label(self, seat: int) -> Phrase | None:
        """The seat's name as said beside a player's name ("Blue"), or None where the game only
        numbers its seats ("Seat 2" adds nothing to "alice")."""
        self._check_seat(seat)
        return None

    def player_label(self, seat: int, name: str | Phrase) -> Phrase:
        """A player with their seat: "alice (Blue)", or just "alice" where seats are only numbered."""
        label = self.seat_label(seat)
        if label is None or label == name:
            return say("engines-player", name=name)
        return say("engines-player-label", name=name, label=label)

    def quick_moves(self) -> list[QuickMove]:
        """Moves the board offers at one click now (Telic's Roll); most games offer none."""
        return []

    def private_words(self, seat: int) -> Phrase | None:
        """What that seat alone knows now, said to that seat ("Your secret colour is red"); None in
        games without secrets (``Game.secret_label`` is None)."""
        self._check_seat(seat)
        return None

    def phase(self) -> Phrase:
        """A few words for where the game stands ("setup", "play", "round 2 of 2"); the key says it
        to code (``engines-phase-play``, ``engines-phase-setup``, ``engines-phase-over``, …)."""
        return OVER if self.is_over else PLAY

    def position_words(self) -> Phrase:
        """The position in words, as the public may know it (built from ``view(None)`` only, so never
        a secret): every piece on the board grouped by owner or kind, what is in hand, the die or the
        drawn piece, scores; concise enough that, with a title, the turn and the last move, it fits
        a picture's 1,000-character description even for the largest position. Seats are named by
        ``seat_name``. Every game must say it: the base refuses loudly."""
        raise NotImplementedError(
            f"{self.game.title} ({self.game.key}) does not say its position in words: "
            f"{type(self).__name__} must implement position_words()")

    # ---- for the computer player (engines/ai): defaults that every game satisfies ------------
    def random_move(self, rng: random.Random) -> str:
        """One of ``legal_moves()`` drawn uniformly with ``rng`` (only ``rng``'s randomness).
        Engines whose move lists are long may draw it without listing every move, with the
        same distribution."""
        return rng.choice(self.legal_moves())

    def random_outcome(self, rng: random.Random) -> str:
        """One of ``chance_outcomes()`` drawn with ``rng`` by its probability (at a chance node)."""
        outcomes = self.chance_outcomes()
        return rng.choices([name for name, _ in outcomes], weights=[p for _, p in outcomes])[0]

    def playout_move(self, rng: random.Random) -> str:
        """A legal move for the computer's rollouts where a game's settings ask for informed
        playouts: drawn with ``rng`` only, favouring what the game knows to be good on sight (a
        capture, the biggest haul); by default ``random_move``."""
        return self.random_move(rng)

    def evaluate(self, seat: int | None = None) -> list[float] | None:
        """A guess at each seat's share of the win from here (non-negative, summing to 1), for
        the computer player's rollouts cut short; None: no guess here, play on to the end. With a
        seat: the guess that seat can make, from what it may know (the same where it knows all)."""
        return None

    def position_key(self) -> Hashable | None:
        """The position alone, for the search's transposition table: equal for two states whose
        futures are the same whatever moves led to them (the player to move, and the one who moved
        into it, included), and never repeated within one game; None: no table (the default)."""
        return None

    def winning_moves(self) -> list[str] | None:
        """The legal moves that end the game at once with the mover alone first, for the search's
        solver to find them without trying every move; None: not known cheaply here (the default)."""
        return None

    def determinise(self, seat: int, rng: random.Random) -> State:
        """A state that ``seat`` cannot tell from this one: every secret that seat may not know
        drawn with ``rng`` uniformly among those it cannot rule out from ``view(seat)``, and
        nothing else changed. Where the seat knows everything: this state itself, ``rng`` unused."""
        self._check_seat(seat)
        return self

    def _check_seat(self, seat: int) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.num_players:
            raise IllegalMove("engines-no-seat", seat=shown(seat))

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.to_dict() == self.to_dict()

    def __hash__(self) -> int:
        return hash(repr(self.to_dict()))

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.to_dict()!r}>"


class NoChance:
    """For games without dice or draws: never a chance node. Put it before `State` in the bases."""

    __slots__ = ()

    @property
    def is_chance_node(self) -> bool:
        return False

    def chance_outcomes(self) -> list[tuple[str, float]]:
        return []

    def apply_chance(self, outcome: str) -> State:
        raise IllegalMove("engines-no-chance")

    def describe_outcome(self, outcome: str) -> Phrase:
        raise IllegalMove("engines-no-chance")


class Game(ABC):
    """One spec object per game: identity, player counts, options and the state factory."""

    key: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[tuple[OptionSpec, ...]] = ()
    summary: ClassVar[Phrase]  # the rules in a few lines, for `/K rules` (a message per game)
    # the private look at a seat's secret ("My colour"), offered under every board; None: no secrets
    secret_label: ClassVar[Phrase | None] = None

    def check_options(
        self, num_players: int, options: Mapping[str, object] | None
    ) -> dict[str, Any]:
        """Validate options and the player count; return every option with defaults filled in
        (OptionError, a ValueError, saying what is wrong)."""
        if isinstance(num_players, bool) or not isinstance(num_players, int):
            raise OptionError("engines-option-players-whole", game=self.title)
        opts = dict(options or {})
        specs = {spec.name: spec for spec in self.options}
        unknown = sorted(set(opts) - set(specs))
        if unknown:
            if not specs:
                raise OptionError("engines-option-none", game=self.title, option=shown(unknown[0]))
            raise OptionError("engines-option-unknown", game=self.title, option=shown(unknown[0]),
                              options=series(list(specs)))
        result: dict[str, Any] = {}
        for spec in self.options:
            value = opts.get(spec.name, spec.default)
            if isinstance(value, str):  # a word is any case (slide=FULL, as clock=1D): the choice's own spelling
                value = next((c for c in spec.choices if isinstance(c, str) and c.casefold() == value.casefold()),
                             value)
            if not spec.choices:
                if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                    raise OptionError("engines-option-whole", game=self.title, option=spec.name,
                                      value=repr(value))
                result[spec.name] = value
                continue
            if not any(type(value) is type(c) and value == c for c in spec.choices):
                allowed = [str(c).lower() if isinstance(c, bool) else str(c) for c in spec.choices]
                raise OptionError("engines-option-not-allowed", game=self.title, option=spec.name,
                                  value=repr(value), allowed=series(allowed))
            result[spec.name] = value
        self.check_players(num_players, result)
        return result

    def check_players(self, num_players: int, options: Mapping[str, Any]) -> None:
        if not self.min_players <= num_players <= self.max_players:
            if self.min_players == self.max_players:
                raise OptionError("engines-option-players-exactly", game=self.title,
                                  count=self.min_players, players=num_players)
            raise OptionError("engines-option-players-between", game=self.title,
                              low=self.min_players, high=self.max_players, players=num_players)

    @abstractmethod
    def new_game(self, num_players: int, options: Mapping[str, object] | None = None) -> State: ...

    @abstractmethod
    def load(self, data: dict) -> State: ...

    def __repr__(self) -> str:
        return f"<Game {self.key}>"
