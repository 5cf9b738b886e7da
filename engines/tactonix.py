"""Tactonix (Carlton Noles): set up a board from a bag, then connect your secret colour.

Rules: ../shared/rules/tactonix.md. Geometry lives in tactonix_geometry, the actions (parsing, effect,
checks, fast generation) in tactonix_actions; this module holds the state, setup, deal, winning,
resignation, secrecy and (de)serialisation.

Aliases accepted by play() besides the canonical notation: any case and spacing ("C4 - c5"),
direction words (`north`), `rotate` for `rot`, `clockwise`/`counterclockwise`/`anticlockwise`,
a rectangle named by any two opposite corners, a swap with its squares in either order.

view(seat) -> dict (JSON), what `seat` may know (None = the public):
    game          "tactonix"
    board_size    8 or 5 (files a.., ranks 1.., rank 1 nearest seat 0)
    pieces        {"c4": "R1", ...}: every piece on the board (colour letter + size 1..3)
    changed       squares whose content differs from the position before the last action
    num_players, current_player (None at a chance node / when over), phase ("setup", "deal",
                  "play", "game over"), is_chance_node
    drawn         the piece drawn from the bag and waiting to be placed, or None
    bag           {"R1": 2, ...}: how many of each piece are still in the bag (public)
    colours_in_game   the colour letters in the box, e.g. ["R", "Y", "G"] (public)
    seats         [{"seat", "name", "colour", "resigned", "turns"}]: "colour" is None unless the
                  viewer may know it (their own seat, or every seat once the game is over)
    my_colour     the viewer's colour letter (None for the public or before the deal)
    spare_colour  the unused colour once the game is over (None during play or without a spare)
    last_move     the last move or placement ("pass" included), None at the start
    plies, move_limit, options {board, hop, spare, move_limit}
    is_over, ranking (None during play), winners (seats), draw (bool), scores (always None)
"""
from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from engines.base import (
    OVER, PLAY, SETUP, Game, IllegalMove, OptionError, OptionSpec, State, competition_ranking, sentences, series)
from engines.phrases import Phrase, say
from engines.registry import register
from engines.tactonix_actions import (
    Action, Sampler, apply, canonical, describe, effect, generate, occupancy, parse, verdict)
from engines.tactonix_geometry import (
    COLOUR_OF, COLOUR_WORDS, COLOURS, DEAL_WORDS, GEOMETRIES, PIECE_CODES, PIECE_NAMES, Geometry, piece_words)

if TYPE_CHECKING:
    import random

HOP_MODES = ("shove", "short")
SAMPLE_TRIES = 64  # candidate slots random_move tries before it lists every move instead


class TactonixState(State):
    __slots__ = ("_n", "_board", "_hop", "_spare", "_limit", "_geo", "_cells", "_occ", "_prev",
                 "_bag", "_drawn", "_turn", "_colours", "_resigned", "_winners", "_over", "_plies",
                 "_passes", "_turns", "_last", "_pocc", "_legal", "_legal_set", "_pick")
    # the slots' types (annotations only: the slots themselves are the storage)
    _n: int
    _board: int  # 8 or 5
    _hop: str  # one of HOP_MODES
    _spare: bool
    _limit: int  # 0: no move limit
    _geo: Geometry
    _cells: tuple[int, ...]  # piece code of each cell (0: empty)
    _occ: int  # bitmask of the occupied cells
    _prev: tuple[int, ...] | None  # the cells before the last action (None: no action yet)
    _bag: tuple[int, ...]  # how many of each piece code are in the bag
    _drawn: int  # the piece code drawn and waiting to be placed (0: none)
    _turn: int
    _colours: tuple[int, ...] | None  # the colour index of each seat; None before the deal
    _resigned: tuple[int, ...]  # in the order they resigned
    _winners: tuple[int, ...]
    _over: bool
    _plies: int
    _passes: int  # passes in a row
    _turns: tuple[int, ...]
    _last: str | None
    _pocc: int  # the occupancy of _prev (-1: none)
    _legal: list[str] | None  # caches: the legal moves, as a list and a set
    _legal_set: frozenset[str] | None
    _pick: tuple[str, Action] | None  # the move random_move drew here, with its action

    # ---- construction ----------------------------------------------------------------------
    @classmethod
    def _fresh(cls, n: int, board: int, hop: str, spare: bool, limit: int) -> TactonixState:
        geo = GEOMETRIES[board]
        bag = [0] * 16
        for ci in range(n + 1 if spare else n):
            for size in (1, 2, 3):
                bag[ci * 3 + size] = 2
        return cls._make(n=n, board=board, hop=hop, spare=spare, limit=limit, geo=geo,
                         cells=(0,) * geo.ncells, occ=0, prev=None, bag=tuple(bag), drawn=0,
                         turn=0, colours=None, resigned=(), winners=(), over=False, plies=0,
                         passes=0, turns=(0,) * n, last=None)

    @classmethod
    def _make(cls, **fields: Any) -> TactonixState:
        self = object.__new__(cls)
        for name, value in fields.items():
            object.__setattr__(self, "_" + name, value)
        # derived: the occupancy of the remembered previous position (-1: none)
        prev = fields["prev"]
        object.__setattr__(self, "_pocc", -1 if prev is None else occupancy(fields["geo"], prev))
        object.__setattr__(self, "_legal", None)
        object.__setattr__(self, "_legal_set", None)
        object.__setattr__(self, "_pick", None)
        return self

    def _with(self, **changes: Any) -> TactonixState:
        # every draw, placement and action copies the state: slot by slot is three times faster
        # than going through _make's keywords
        new = object.__new__(type(self))
        for get, put in _COPY:
            put(new, get(self))
        for name, value in changes.items():
            _set(new, "_" + name, value)
        _set(new, "_legal", None)
        _set(new, "_legal_set", None)
        _set(new, "_pick", None)
        return new

    # ---- contract: who acts ----------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self._n

    @property
    def current_player(self) -> int | None:
        if self._over or self.is_chance_node:
            return None
        return self._turn

    @property
    def is_chance_node(self) -> bool:
        return not self._over and self._colours is None and not self._drawn

    @property
    def is_over(self) -> bool:
        return self._over

    def phase(self) -> Phrase:
        if self._over:
            return OVER
        if self._colours is not None:
            return PLAY
        return SETUP if self._drawn or any(self._bag) else DEAL

    def _stage(self) -> str:
        """Where the game stands, for the view and the code: setup, deal, play or game over."""
        if self._over:
            return "game over"
        if self._colours is not None:
            return "play"
        return "setup" if self._drawn or any(self._bag) else "deal"

    def _active(self) -> list[int]:
        return [seat for seat in range(self._n) if seat not in self._resigned]

    def _next_seat(self, seat: int, resigned: tuple[int, ...]) -> int:
        for step in range(1, self._n + 1):
            other = (seat + step) % self._n
            if other not in resigned:
                return other
        return seat

    def _colour_letters(self) -> str:
        return COLOURS[: self._n + 1 if self._spare else self._n]

    # ---- chance ----------------------------------------------------------------------------
    def chance_outcomes(self) -> list[tuple[str, float]]:
        if not self.is_chance_node:
            return []
        left = sum(self._bag)
        if left:
            return [(PIECE_NAMES[code], count / left) for code, count in enumerate(self._bag)
                    if count]
        deals = list(itertools.permutations(self._colour_letters(), self._n))
        return [(",".join(deal), 1.0 / len(deals)) for deal in deals]

    def apply_chance(self, outcome: str) -> TactonixState:
        self._check_chance()
        if self._drawing():
            code = self._draw_of(outcome)
            bag = list(self._bag)
            bag[code] -= 1
            return self._with(drawn=code, bag=tuple(bag))
        state = self._with(colours=self._deal_of(outcome))
        if self._turn in self._resigned:
            state = state._with(turn=self._next_seat(self._turn, self._resigned))
        return state._settle(mover=None)

    def describe_outcome(self, outcome: str) -> Phrase:
        self._check_chance()
        if self._drawing():
            code = self._draw_of(outcome)
            return say("tactonix-outcome-draw", piece=piece_words(code), code=PIECE_NAMES[code])
        self._deal_of(outcome)
        return DEAL_WORDS

    def _check_chance(self) -> None:
        if not self.is_chance_node:
            raise IllegalMove("tactonix-no-chance", why="over" if self._over else "act")

    def _drawing(self) -> bool:
        """At a chance node: whether it is a draw from the bag (else it is the deal)."""
        return any(self._bag)

    def _draw_of(self, outcome: object) -> int:
        """The code of a piece left in the bag, named exactly as chance_outcomes() lists it."""
        code = PIECE_CODES.get(outcome, 0) if isinstance(outcome, str) else 0
        if not self._bag[code]:  # the code 0 (no piece) is never in the bag
            left = series([PIECE_NAMES[c] for c, count in enumerate(self._bag) if count])
            raise IllegalMove("tactonix-not-in-bag", outcome=repr(outcome), pieces=left)
        return code

    def _deal_of(self, outcome: object) -> tuple[int, ...]:
        """The colour of each seat from a deal written exactly as chance_outcomes() lists it."""
        letters = outcome.split(",") if isinstance(outcome, str) else []
        used = self._colour_letters()
        if len(letters) != self._n or len(set(letters)) != self._n or \
                not set(letters) <= set(used):
            raise IllegalMove("tactonix-not-a-deal", outcome=repr(outcome), count=self._n,
                              colours=series(list(used)), example=",".join(used[:self._n]))
        return tuple(COLOURS.index(letter) for letter in letters)

    # ---- moves -----------------------------------------------------------------------------
    def legal_moves(self) -> list[str]:
        if self._over or self.is_chance_node:
            return []
        return list(self._legal_list())

    def _legal_list(self) -> list[str]:
        legal = self._legal
        if legal is None:
            if self._colours is None:  # setup: the drawn piece goes on any empty square
                legal = [self._geo.names[q] for q in self._geo.squares if not self._cells[q]]
            else:
                legal = generate(self._geo, self._cells, self._occ, self._prev, self._pocc,
                                 self._hop == "short")
            object.__setattr__(self, "_legal", legal)
            object.__setattr__(self, "_legal_set", frozenset(legal))
        return legal

    def random_move(self, rng: random.Random) -> str:
        """Uniform over legal_moves(); in play, drawn from candidate slots (see tactonix_actions)
        without listing the ~1,500 moves, and remembered so that play() need not check it again."""
        if self._over or self.is_chance_node:
            raise IllegalMove("tactonix-nobody-to-move")
        if self._legal is not None or self._colours is None:
            return rng.choice(self._legal_list())
        sampler = Sampler(self._geo, self._cells, self._occ, self._prev, self._pocc,
                          self._hop == "short")
        found = sampler.draw(rng, SAMPLE_TRIES)
        if found is None:  # few legal actions (or only pass): draw from the list
            return rng.choice(self._legal_list())
        text, slot = found
        _set(self, "_pick", (text, sampler.action(slot)))
        return text

    def play(self, move: str) -> TactonixState:
        pick = self._pick
        if pick is not None and move == pick[0]:  # what random_move drew here: known legal
            changes, _ = effect(self._geo, self._cells, pick[1], self._hop == "short")
            return self._act(move, changes)
        action, text = self._judge(move)
        if action[0] == "place":
            return self._place(action[1])
        if action[0] == "pass":
            return self._pass()
        changes, _ = effect(self._geo, self._cells, action, self._hop == "short")
        return self._act(text, changes)

    def _judge(self, move: object) -> tuple[Action, str]:
        """The action a legal move names, with its canonical text; IllegalMove saying why not for
        anything else (play and describe_move refuse alike)."""
        if self._over:
            raise IllegalMove("engines-game-over")
        if self.is_chance_node:
            raise IllegalMove("tactonix-referee-first", what="draw" if any(self._bag) else "deal")
        if self._legal is None and self._colours is not None:
            # one action checked on its own (the same rules `generate` applies to every action):
            # the referee plays a typed move without listing the ~1,500 legal ones first
            action = parse(self._geo, move)
            if action[0] not in ("place", "pass"):
                changes, moved = effect(self._geo, self._cells, action, self._hop == "short")
                reason = verdict(self._geo, self._cells, self._prev, action, changes, moved)
                if reason is not None:
                    raise IllegalMove(reason)
                return action, canonical(self._geo, action)
        self._legal_list()
        legal = cast("frozenset[str]", self._legal_set)  # filled with the list by _legal_list
        action = parse(self._geo, move)
        if move in legal:
            return action, move
        text = canonical(self._geo, action)
        if text not in legal:
            raise IllegalMove(self._why_not(action))
        return action, text

    def canonical(self, move: str) -> str:
        if self._colours is None or self._over:
            return super().canonical(move)
        return canonical(self._geo, parse(self._geo, move))

    def _why_not(self, action: Action) -> Phrase:
        """Why a parsed action is not legal here."""
        kind = action[0]
        names = self._geo.names
        if self._colours is None:
            piece = PIECE_NAMES[self._drawn]
            if kind != "place":
                return say("tactonix-setup-place", piece=piece)
            return say("tactonix-place-occupied", square=names[action[1]], piece=PIECE_NAMES[self._cells[action[1]]])
        if kind == "place":
            return say("tactonix-setup-over", help=HELP_PLAY)
        if kind == "pass":
            return say("tactonix-pass-not-stuck", move=self._legal_list()[0])
        changes, moved = effect(self._geo, self._cells, action, self._hop == "short")
        reason = verdict(self._geo, self._cells, self._prev, action, changes, moved)
        return reason or say("tactonix-not-legal", move=canonical(self._geo, action))

    def _place(self, q: int) -> TactonixState:
        cells = list(self._cells)
        cells[q] = self._drawn
        turns = list(self._turns)
        turns[self._turn] += 1
        return self._with(cells=tuple(cells), occ=self._occ | self._geo.bits[q], drawn=0,
                          turn=self._next_seat(self._turn, self._resigned), turns=tuple(turns),
                          last=self._geo.names[q])

    def _pass(self) -> TactonixState:
        turns = list(self._turns)
        turns[self._turn] += 1
        state = self._with(plies=self._plies + 1, passes=self._passes + 1, turns=tuple(turns),
                           last="pass", turn=self._next_seat(self._turn, self._resigned))
        # nothing can change any more once everyone still playing has passed in a row:
        # legality depends on the board only, and a pass changes neither the board nor the
        # remembered position, so the game is drawn (a gap in the rules; see the tests)
        if state._passes >= len(self._active()) or (self._limit and state._plies >= self._limit):
            return state._with(over=True)
        return state

    def _act(self, move: str, changes: list[tuple[int, int]]) -> TactonixState:
        cells = apply(self._cells, changes)
        occ = self._occ
        bits = self._geo.bits
        for q, _ in changes:  # the occupancy changes only where the action wrote
            occ = occ | bits[q] if cells[q] else occ & ~bits[q]
        turns = list(self._turns)
        turns[self._turn] += 1
        state = self._with(cells=cells, occ=occ, prev=self._cells, pocc=self._occ,
                           plies=self._plies + 1, passes=0, turns=tuple(turns), last=move,
                           turn=self._next_seat(self._turn, self._resigned))
        return state._settle(mover=self._turn)

    def _settle(self, mover: int | None) -> TactonixState:
        """The win check after an action (or the deal), then the move limit."""
        masks = self._colour_masks()
        colours = cast("tuple[int, ...]", self._colours)  # only ever called once dealt
        done = [seat for seat in self._active() if self._geo.connected(masks[colours[seat]])]
        if done:
            return self._with(over=True, winners=(mover,) if mover in done else tuple(done))
        if mover is not None and self._limit and self._plies >= self._limit:
            return self._with(over=True)
        return self

    def describe_move(self, move: str) -> Phrase:
        action, _ = self._judge(move)
        return describe(self._geo, action, self._cells, self._drawn)

    # ---- for the computer player -----------------------------------------------------------
    def determinise(self, seat: int, rng: random.Random) -> TactonixState:
        """The other seats' colours (and so the spare) drawn uniformly among the deals `seat`
        cannot rule out: its own colour is known, and no colour connected on the board belongs to
        a player still in the game (the game would have ended). Only what view(seat) shows is read:
        the pieces, the colours in the game, who resigned, and the seat's own colour."""
        self._check_seat(seat)
        if self._colours is None or self._over:
            return self  # before the deal nothing is secret; after the end nothing is
        deals = self._deals(seat, self._gaps())
        return self._with(colours=deals[rng.randrange(len(deals))] if len(deals) > 1 else deals[0])

    def _deals(self, seat: int, gaps: list[int]) -> list[tuple[int, ...]]:
        """Every deal consistent with what `seat` knows, in a fixed order (gaps: of each colour,
        0 when connected)."""
        assert self._colours is not None, "no deal to guess before the colours are dealt"
        mine = self._colours[seat]
        others = [s for s in range(self._n) if s != seat]
        free = [c for c in range(len(self._colour_letters())) if c != mine]
        deals = []
        for perm in itertools.permutations(free, len(others)):
            if any(gaps[c] == 0 for s, c in zip(others, perm) if s not in self._resigned):
                continue
            deal = [mine] * self._n
            for s, c in zip(others, perm):
                deal[s] = c
            deals.append(tuple(deal))
        return deals

    def _colour_masks(self) -> list[int]:
        masks = [0] * len(COLOURS)
        cells = self._cells
        occ = self._occ
        while occ:  # the occupied squares only, lowest first
            bit = occ & -occ
            masks[COLOUR_OF[cells[bit.bit_length() - 1]]] |= bit
            occ ^= bit
        return masks

    def _gaps(self) -> list[int]:
        """How far each colour in the game is from one group: the Manhattan length of the
        shortest tree joining its six pieces, less the 5 of a connected group (0: connected)."""
        pitch = self._geo.pitch
        spots: list[list[tuple[int, int]]] = [[] for _ in self._colour_letters()]
        cells = self._cells
        occ = self._occ
        while occ:
            bit = occ & -occ
            q = bit.bit_length() - 1
            spots[COLOUR_OF[cells[q]]].append((q % pitch, q // pitch))
            occ ^= bit
        return [_gap(points) for points in spots]

    def evaluate(self, seat: int | None = None) -> list[float] | None:
        """How near each player's colour is to one group: a seat's share is proportional to
        EVAL_BASE ** gap of its colour (see _gaps; resigned seats: 0). For a seat: the average over
        the deals that seat cannot rule out (as determinise draws them). None before the deal."""
        if self._colours is None or self._over:
            return None
        gaps = self._gaps()
        deals = [self._colours] if seat is None else self._deals(seat, gaps)
        weight = [EVAL_BASE ** gap for gap in gaps]
        shares = [0.0] * self._n
        resigned = self._resigned
        for deal in deals:
            weights = [0.0 if s in resigned else weight[c] for s, c in enumerate(deal)]
            total = sum(weights)
            for s in range(self._n):
                shares[s] += weights[s] / total
        return [share / len(deals) for share in shares]

    def __reduce__(self) -> tuple:
        # for pickle (the bot runs the computer player in other processes): the fields without the
        # geometry, which is shared per board size, nor the caches
        return (_restore, (tuple(getattr(self, name) for name in _FIELDS if name != "_geo"),))

    # ---- the end ---------------------------------------------------------------------------
    def ranking(self) -> list[int] | None:
        if not self._over:
            return None
        keys = []
        for seat in range(self._n):
            if seat in self._resigned:
                keys.append((0, self._resigned.index(seat)))
            elif seat in self._winners or not self._winners:
                keys.append((2, 0))
            else:
                keys.append((1, 0))
        return competition_ranking(keys)

    def resign(self, seat: int) -> TactonixState:
        self._check_seat(seat)
        if self._over:
            raise IllegalMove("engines-already-over")
        if seat in self._resigned:
            raise IllegalMove("engines-already-resigned", seat=self.seat_name(seat))
        resigned = self._resigned + (seat,)
        left = [other for other in range(self._n) if other not in resigned]
        if len(left) == 1:
            return self._with(resigned=resigned, over=True, winners=(left[0],))
        turn = self._next_seat(seat, resigned) if self._turn == seat else self._turn
        return self._with(resigned=resigned, turn=turn)

    # ---- helpers for the referee -----------------------------------------------------------
    def colour_of(self, seat: int) -> str | None:
        """SECRET: that seat's colour letter (None before the deal); only for the seat itself."""
        self._check_seat(seat)
        return None if self._colours is None else COLOURS[self._colours[seat]]

    def private_words(self, seat: int) -> Phrase:
        colour = self.colour_of(seat)
        if colour is None:
            return say("tactonix-private-undealt")
        return say("tactonix-private-colour", colour=COLOUR_WORDS[colour], letter=colour)

    def position_words(self) -> Phrase:
        """"Red: small on a1, c4; medium on b5; large on h8, a8. Yellow: …", then the bag or the
        colours: built from the public view, so a colour is named beside a seat only once the game
        is over and the view shows it."""
        view = self.view(None)
        pieces: dict[str, str] = view["pieces"]
        parts: list[Phrase] = []
        for colour in view["colours_in_game"]:
            sizes = []
            for size in (1, 2, 3):
                squares = [sq for sq, code in pieces.items() if code == f"{colour}{size}"]
                if squares:
                    sizes.append(say("tactonix-position-size", size=size, squares=series(squares)))
            if sizes:
                parts.append(say("tactonix-position-colour", colour=colour,
                                 sizes=series(sizes, "engines-series-strong")))
        if not pieces:
            parts.append(say("tactonix-position-empty"))
        phase = view["phase"]
        if view["drawn"]:
            drawn = view["drawn"]
            parts.append(say("tactonix-position-drawn", piece=piece_words(PIECE_CODES[drawn]), code=drawn))
        elif phase == "setup":
            parts.append(say("tactonix-position-to-draw"))
        bag: dict[str, int] = view["bag"]
        if bag:
            rows = []
            for colour in view["colours_in_game"]:
                counts = [say("tactonix-position-bag-count", count=bag[f"{colour}{size}"], size=size)
                          for size in (1, 2, 3) if bag.get(f"{colour}{size}")]
                if counts:
                    rows.append(say("tactonix-position-bag-colour", colour=COLOUR_WORDS[colour],
                                    counts=series(counts)))
            parts.append(say("tactonix-position-bag", count=sum(bag.values()),
                             rows=series(rows, "engines-series-strong")))
        colours = series([COLOUR_WORDS[c] for c in view["colours_in_game"]])
        shown_seats = [(self.seat_name(info["seat"]), info["colour"]) for info in view["seats"] if info["colour"]]
        if shown_seats:
            said = series([say("tactonix-position-seat-colour", seat=name, colour=COLOUR_WORDS[colour])
                           for name, colour in shown_seats])
            spare = view["spare_colour"]
            parts.append(say("tactonix-position-colours-spare", seats=said, spare=COLOUR_WORDS[spare]) if spare
                         else say("tactonix-position-colours", seats=said))
        elif phase == "deal":
            parts.append(say("tactonix-position-about-to-deal", colours=colours))
        elif phase == "setup":
            parts.append(say("tactonix-position-colours-setup", colours=colours))
        elif phase == "play":
            parts.append(say("tactonix-position-colours-play", colours=colours,
                             spare="yes" if view["options"]["spare"] else "no"))
        else:  # over before the deal
            parts.append(say("tactonix-position-colours-never", colours=colours))
        resigned = [self.seat_name(info["seat"]) for info in view["seats"] if info["resigned"]]
        if resigned:
            parts.append(say("tactonix-position-resigned", seats=series(resigned)))
        if phase == "play":
            parts.append(say("tactonix-position-ply", ply=view["plies"] + 1, limit=view["move_limit"]))
        said_all: Phrase = sentences(*parts)
        return said_all

    def turns_taken(self, seat: int) -> int:
        """Placements, actions and passes that seat has made."""
        self._check_seat(seat)
        return self._turns[seat]

    # ---- serialisation and views -----------------------------------------------------------
    def _pieces(self, cells: tuple[int, ...]) -> dict[str, str]:
        return {self._geo.names[q]: PIECE_NAMES[cells[q]] for q in self._geo.squares if cells[q]}

    def _options(self) -> dict[str, Any]:
        return {"board": self._board, "hop": self._hop, "spare": self._spare,
                "move_limit": self._limit}

    def to_dict(self) -> dict:
        return {
            "game": "tactonix", "players": self._n, "options": self._options(),
            "pieces": self._pieces(self._cells),
            "previous": None if self._prev is None else self._pieces(self._prev),
            "bag": {PIECE_NAMES[code]: count for code, count in enumerate(self._bag) if count},
            "drawn": PIECE_NAMES[self._drawn] if self._drawn else None,
            "turn": self._turn,
            "colours": None if self._colours is None else [COLOURS[c] for c in self._colours],
            "resigned": list(self._resigned), "winners": list(self._winners), "over": self._over,
            "plies": self._plies, "passes": self._passes, "turns": list(self._turns),
            "last_move": self._last,
        }

    def view(self, seat: int | None) -> dict:
        if seat is not None:
            self._check_seat(seat)
        colours = self._colours
        spare = None
        if self._over and colours is not None and self._spare:
            spare = next(c for c in self._colour_letters() if COLOURS.index(c) not in colours)
        changed = []
        if self._prev is not None:
            changed = [self._geo.names[q] for q in self._geo.squares
                       if self._prev[q] != self._cells[q]]
        return {
            "game": "tactonix", "board_size": self._board, "pieces": self._pieces(self._cells),
            "changed": changed, "num_players": self._n, "current_player": self.current_player,
            "phase": self._stage(), "is_chance_node": self.is_chance_node,
            "drawn": PIECE_NAMES[self._drawn] if self._drawn else None,
            "bag": {PIECE_NAMES[code]: count for code, count in enumerate(self._bag) if count},
            "colours_in_game": list(self._colour_letters()),
            "seats": [{"seat": s, "name": f"Seat {s + 1}",
                       "colour": self._shown_colour(s, seat), "resigned": s in self._resigned,
                       "turns": self._turns[s]} for s in range(self._n)],
            "my_colour": None if seat is None else self._shown_colour(seat, seat),
            "spare_colour": spare, "last_move": self._last, "plies": self._plies,
            "move_limit": self._limit, "options": self._options(), "is_over": self._over,
            "ranking": self.ranking(), "winners": list(self._winners),
            "draw": self._over and not self._winners, "scores": None,
        }

    def _shown_colour(self, seat: int, viewer: int | None) -> str | None:
        """A seat's colour as `viewer` may see it: their own, or everybody's after the end."""
        if self._colours is None or not (self._over or seat == viewer):
            return None
        return COLOURS[self._colours[seat]]

    def _key(self) -> tuple:
        return (self._n, self._board, self._hop, self._spare, self._limit, self._cells, self._prev,
                self._bag, self._drawn, self._turn, self._colours, self._resigned, self._winners,
                self._over, self._plies, self._passes, self._turns, self._last)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other._key() == self._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Tactonix states are immutable")


_set = object.__setattr__  # past TactonixState.__setattr__, which refuses every change
EVAL_BASE = 0.5


def _gap(spots: list[tuple[int, int]]) -> int:
    """Manhattan length of the minimum spanning tree of the spots, less one per edge (0: connected
    orthogonally), by Prim's algorithm."""
    x0, y0 = spots[0]
    rest = [(x, y, abs(x - x0) + abs(y - y0)) for x, y in spots[1:]]
    gap = 0
    while rest:
        j = min(range(len(rest)), key=lambda i: rest[i][2])
        x0, y0, d = rest.pop(j)
        gap += d - 1
        rest = [(x, y, min(e, abs(x - x0) + abs(y - y0))) for x, y, e in rest]
    return gap


def _restore(values: tuple) -> TactonixState:
    state = object.__new__(TactonixState)
    for name, value in zip((n for n in _FIELDS if n != "_geo"), values):
        _set(state, name, value)
    _set(state, "_geo", GEOMETRIES[state._board])
    for name in ("_legal", "_legal_set", "_pick"):
        _set(state, name, None)
    return state
# the caches (the legal list, the move random_move drew) are not part of the position
_FIELDS = tuple(name for name in TactonixState.__slots__
                if name not in ("_legal", "_legal_set", "_pick"))
_COPY = tuple((TactonixState.__dict__[name].__get__, TactonixState.__dict__[name].__set__)
              for name in _FIELDS)  # the slot descriptors: copying through them is quicker

HELP_PLAY = say("tactonix-help-play")
DEAL = say("tactonix-phase-deal")


class Tactonix(Game):
    key = "tactonix"
    title = "Tactonix"
    secret_label = say("tactonix-secret-label")
    min_players = 2
    max_players = 5
    options = (
        OptionSpec("board", (8, 5), 8, say("tactonix-option-board")),
        OptionSpec("hop", HOP_MODES, "shove", say("tactonix-option-hop")),
        OptionSpec("spare", (True, False), True, say("tactonix-option-spare")),
        OptionSpec("move_limit", (), 0, say("tactonix-option-move-limit")),
    )
    summary = say("tactonix-rules")

    def check_players(self, num_players: int, options: Mapping[str, Any]) -> None:
        top = 4 if options.get("spare", True) else 5
        if not 2 <= num_players <= top:
            raise OptionError("tactonix-option-players", players=num_players)
        if options.get("board", 8) == 5 and num_players > 3:
            raise OptionError("tactonix-option-small-board", players=num_players)

    def new_game(self, num_players: int, options: Mapping[str, object] | None = None) -> State:
        opts = self.check_options(num_players, options)
        return TactonixState._fresh(num_players, opts["board"], opts["hop"], opts["spare"],
                                    opts["move_limit"])

    def load(self, data: dict) -> State:
        from engines.tactonix_load import load_state
        return load_state(self, TactonixState, data)


GAME = Tactonix()
TactonixState.game = GAME
register(GAME)

__all__ = ["GAME", "Tactonix", "TactonixState"]
