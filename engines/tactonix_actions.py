"""Tactonix actions: parsing, their effect on the board, the legality checks and fast generation.

An action value is a small tuple:
    ("place", q)  ("move", s, t)  ("push", s, k)  ("hop", s, k)  ("rot", rect, clockwise)
    ("swap", a, b)  ("pass",)
with squares as padded indices (see tactonix_geometry) and k an index into DIRS.

Two paths decide legality and must agree (the tests check it on random positions):
- `generate` lists every legal action fast, with bitboards and incremental checks;
- `effect` + `verdict` apply one action to a copy of the board and explain what is wrong with it.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from engines.base import IllegalMove, shown
from engines.phrases import Phrase, say
from engines.tactonix_geometry import DIR_NAMES, DIRS, PIECE_NAMES, SIZE_OF, Geometry, Rect

if TYPE_CHECKING:
    import random

Action = tuple
Changes = list[tuple[int, int]]
Fine = Callable[[int, int], bool]  # (occupancy after, moved mask) -> no new island
Fresh = Callable[[int, Changes], bool]  # (occupancy after, changes) -> not the undo

_SQ = r"([a-z])(\d{1,2})"
_DIR = r"(n|e|s|w|north|east|south|west)"
_TURN = r"(cw|ccw|clockwise|counterclockwise|counter-clockwise|anticlockwise|anti-clockwise)"
_PATTERNS = (
    ("pass", re.compile(r"pass")),
    ("place", re.compile(_SQ)),
    ("move", re.compile(rf"{_SQ}-{_SQ}")),
    ("push", re.compile(rf"push {_SQ} {_DIR}")),
    ("hop", re.compile(rf"hop {_SQ} {_DIR}")),
    ("rot", re.compile(rf"(?:rot|rotate) {_SQ} {_SQ} {_TURN}")),
    ("swap", re.compile(rf"swap {_SQ} {_SQ}")),
)
HELP = say("tactonix-help")


def normalise(text: str) -> str:
    """Lower case, single spaces, no spaces around '-' ("C4 - c5" -> "c4-c5")."""
    text = " ".join(text.lower().split())
    return re.sub(r" ?- ?", "-", text)


def parse(geo: Geometry, text: object) -> Action:
    """Text -> action value; IllegalMove for text that names no Tactonix action on this board."""
    if not isinstance(text, str):
        raise IllegalMove("engines-not-text", help=HELP)
    norm = normalise(text)
    for kind, pattern in _PATTERNS:
        found = pattern.fullmatch(norm)
        if found:
            return _build(geo, kind, found.groups())
    raise IllegalMove("engines-not-a-move", move=shown(text), game="Tactonix", help=HELP)


def _square(geo: Geometry, file: str, rank: str) -> int:
    name = f"{file}{rank}"
    if name not in geo.index:
        raise IllegalMove("tactonix-off-board", square=name, size=geo.size)
    return geo.index[name]


def _build(geo: Geometry, kind: str, g: tuple[str, ...]) -> Action:
    if kind == "pass":
        return ("pass",)
    a = _square(geo, g[0], g[1])
    if kind == "place":
        return ("place", a)
    if kind in ("push", "hop"):
        return (kind, a, DIRS.index(g[2][0]))
    b = _square(geo, g[2], g[3])
    if kind == "move":
        return ("move", a, b)
    if kind == "swap":
        return ("swap", min(a, b, key=lambda q: (q % geo.pitch, q)),
                max(a, b, key=lambda q: (q % geo.pitch, q)))
    return ("rot", _rect(geo, a, b), g[4] in ("cw", "clockwise"))


def _rect(geo: Geometry, a: int, b: int) -> Rect:
    """The rectangle with opposite corners a and b (any two opposite corners are accepted)."""
    p = geo.pitch
    x1, x2 = sorted((a % p, b % p))
    y1, y2 = sorted((a // p, b // p))
    if x1 == x2 or y1 == y2:
        raise IllegalMove("tactonix-not-a-rectangle", square=geo.names[a], other=geo.names[b])
    return geo.rect_at[(geo.square(x1, y1), geo.square(x2, y2))]


def canonical(geo: Geometry, action: Action) -> str:
    n = geo.names
    kind = action[0]
    if kind == "pass":
        return "pass"
    if kind == "place":
        return n[action[1]]
    if kind == "move":
        return f"{n[action[1]]}-{n[action[2]]}"
    if kind in ("push", "hop"):
        return f"{kind} {n[action[1]]} {DIRS[action[2]]}"
    if kind == "swap":
        return f"swap {n[action[1]]} {n[action[2]]}"
    rect = action[1]
    return rect.name_cw if action[2] else rect.name_ccw


def describe(geo: Geometry, action: Action, cells: tuple[int, ...], drawn: int) -> Phrase:
    """Words for a legal action ("Push c4 north"); piece colours may appear, a player's colour never."""
    n = geo.names
    kind = action[0]
    if kind == "pass":
        return MOVE_PASS
    if kind == "place":
        return say("tactonix-move-place", piece=PIECE_NAMES.get(drawn, "?"), square=n[action[1]])
    if kind == "move":
        return say("tactonix-move-move", start=n[action[1]], end=n[action[2]], piece=PIECE_NAMES[cells[action[1]]])
    if kind in ("push", "hop"):
        return say("tactonix-move-push" if kind == "push" else "tactonix-move-hop", square=n[action[1]],
                   direction=DIR_NAMES[DIRS[action[2]]],
                   piece=PIECE_NAMES[cells[action[1]]])
    if kind == "swap":
        return say("tactonix-move-swap", square=n[action[1]], other=n[action[2]])
    rect = action[1]
    return say("tactonix-move-rotate", start=n[rect.ll], end=n[rect.ur], turn="cw" if action[2] else "ccw")


MOVE_PASS = say("tactonix-move-pass")


# ---- one action, explained -------------------------------------------------------------------
def effect(geo: Geometry, cells: tuple[int, ...], action: Action, short: bool) -> tuple[Changes, int]:
    """(changes applied in order, mask of the squares where moved pieces end) or IllegalMove."""
    kind = action[0]
    if kind == "rot":
        rect, clockwise = action[1], action[2]
        cyc = rect.cycle
        size = len(cyc)
        if clockwise:
            changes = [(cyc[(i + 1) % size], cells[cyc[i]]) for i in range(size)]
        else:
            changes = [(cyc[i - 1], cells[cyc[i]]) for i in range(size)]
        return changes, sum(geo.bits[q] for q, code in changes if code)
    s = action[1]
    n = geo.names
    code = cells[s]
    if not code:
        raise IllegalMove("tactonix-no-piece", square=n[s])
    if kind == "swap":
        return _swap_effect(geo, cells, s, action[2])
    if kind == "move":
        return _move_effect(geo, cells, s, action[2])
    ray = geo.rays[s][action[2]]
    way = DIR_NAMES[DIRS[action[2]]]  # the direction in words
    if kind == "push":
        return _push_effect(geo, cells, s, ray, way)
    return _hop_effect(geo, cells, s, ray, way, short)


def _move_effect(geo: Geometry, cells: tuple[int, ...], s: int, t: int) -> tuple[Changes, int]:
    n = geo.names
    if t not in (ray[0] for ray in geo.rays[s] if ray):
        raise IllegalMove("tactonix-move-not-adjacent", square=n[t], start=n[s])
    if cells[t]:
        raise IllegalMove("tactonix-move-occupied", square=n[t], piece=PIECE_NAMES[cells[t]])
    return [(s, 0), (t, cells[s])], geo.bits[t]


def _swap_effect(geo: Geometry, cells: tuple[int, ...], a: int, b: int) -> tuple[Changes, int]:
    n = geo.names
    if b not in (ray[0] for ray in geo.rays[a] if ray):
        raise IllegalMove("tactonix-swap-not-adjacent", square=n[a], other=n[b])
    if not cells[b]:
        raise IllegalMove("tactonix-swap-empty", square=n[b])
    return [(a, cells[b]), (b, cells[a])], geo.bits[a] | geo.bits[b]


def _push_effect(geo: Geometry, cells: tuple[int, ...], s: int, ray: tuple[int, ...],
                 way: Phrase) -> tuple[Changes, int]:
    n = geo.names
    if not ray:
        raise IllegalMove("tactonix-push-edge", square=n[s], direction=way)
    if not cells[ray[0]]:
        raise IllegalMove("tactonix-push-nothing", square=n[s], direction=way, move=f"{n[s]}-{n[ray[0]]}")
    run = (s,) + ray
    for j in range(1, len(run)):
        if not cells[run[j]]:
            changes = [(s, 0)] + [(run[i], cells[run[i - 1]]) for i in range(1, j + 1)]
            return changes, sum(geo.bits[run[i]] for i in range(1, j + 1))
    raise IllegalMove("tactonix-push-off", square=n[s], direction=way, last=n[run[-1]])


def _hop_effect(geo: Geometry, cells: tuple[int, ...], s: int, ray: tuple[int, ...], way: Phrase,
                short: bool) -> tuple[Changes, int]:
    n = geo.names
    code = cells[s]
    size = SIZE_OF[code]
    if len(ray) < size:
        raise IllegalMove("tactonix-hop-off", piece=PIECE_NAMES[code], square=n[s], count=size, direction=way)
    path = (s,) + ray[:size]  # path[size] is the target
    target = path[size]
    if not cells[target]:
        return [(s, 0), (target, code)], geo.bits[target]
    back = next((j for j in range(size - 1, 0, -1) if not cells[path[j]]), 0)
    if short:
        if back == 0:
            raise IllegalMove("tactonix-hop-short-blocked", square=n[target], start=n[s])
        return [(s, 0), (path[back], code)], geo.bits[path[back]]
    # shove: the run from the target back to the first empty square (maybe the start) steps back
    changes = [(s, 0)] + [(path[i - 1], cells[path[i]]) for i in range(back + 1, size + 1)]
    changes.append((target, code))
    return changes, sum(geo.bits[path[i]] for i in range(back, size + 1))


def apply(cells: tuple[int, ...], changes: Changes) -> tuple[int, ...]:
    new = list(cells)
    for q, code in changes:
        new[q] = code
    return tuple(new)


def occupancy(geo: Geometry, cells: tuple[int, ...]) -> int:
    bits = geo.bits
    return sum(bits[q] for q in geo.squares if cells[q])


def verdict(geo: Geometry, cells: tuple[int, ...], prev: tuple[int, ...] | None, action: Action,
            changes: Changes, moved: int) -> Phrase | None:
    """Why this action breaks rule 2, 3 or 4 (None when it is legal); rule 1 is `effect`'s job."""
    new = apply(cells, changes)
    kind = action[0]
    if new == cells:
        if kind == "swap":
            return say("tactonix-swap-same", square=geo.names[action[1]], other=geo.names[action[2]])
        if kind == "rot":
            return say("tactonix-rotate-same")
        return say("tactonix-no-change", kind=kind)
    before = geo.isolated(occupancy(geo, cells))
    bad = geo.isolated(occupancy(geo, new)) & (moved | ~before)
    if bad:
        squares = tuple(geo.names[q] for q in geo.squares if bad >> q & 1)
        return say("tactonix-island", kind=kind, count=len(squares), squares=squares)
    if prev is not None and new == prev:
        return say("tactonix-undo")
    return None


# ---- every legal action, fast ----------------------------------------------------------------
def generate(geo: Geometry, cells: tuple[int, ...], occ: int, prev: tuple[int, ...] | None,
             prev_occ: int, short: bool) -> list[str]:
    """Every legal action in canonical notation: moves, pushes, hops, rotations, swaps (or pass).

    Speed matters (well over a thousand rotations on 8×8): the island test is a handful of
    whole-board shifts on the occupancy bitboard, and the undo test compares the full position only
    when the new occupancy equals the remembered one.
    """
    p = geo.pitch
    bits = geo.bits
    # squares whose piece must not end isolated unless it moved: every square not isolated now
    nonok = ~geo.isolated(occ)

    def fine(x: int, moved: int) -> bool:
        hs = (x << 1) | (x >> 1)
        h = hs | x
        cand = moved | (x & nonok)
        return cand & (hs | (h << p) | (h >> p)) == cand

    def fresh(x: int, changes: Changes) -> bool:
        return x != prev_occ or apply(cells, changes) != prev

    moves: list[str] = []
    pushes: list[str] = []
    hops: list[str] = []
    swaps: list[str] = []
    for s in geo.squares:
        code = cells[s]
        if not code:
            continue
        base = occ ^ bits[s]
        size = SIZE_OF[code]
        rays = geo.rays[s]
        for k in range(4):
            ray = rays[k]
            if not ray:
                continue
            t = ray[0]
            if not cells[t]:
                x = base | bits[t]
                ok = fine(x, bits[t]) and fresh(x, [(s, 0), (t, code)])
                if ok:
                    moves.append(geo.move_names[s][k])
                if size == 1:  # a hop of one square onto an empty square is the same action
                    if ok:
                        hops.append(geo.hop_names[s][k])
                    continue
            else:
                _gen_push(geo, cells, s, code, ray, base, k, fine, fresh, pushes)
            if len(ray) >= size:
                _gen_hop(geo, cells, s, code, size, ray, base, k, short, fine, fresh, hops)
        for k, ray in ((1, rays[1]), (0, rays[0])):
            if ray:
                t = ray[0]
                other = cells[t]
                if other and other != code and fine(occ, bits[s] | bits[t]) and \
                        fresh(occ, [(s, other), (t, code)]):
                    swaps.append(geo.swap_names[s][1 - k])
    rots = _gen_rotations(geo, cells, occ, nonok, prev, prev_occ)
    legal = moves + pushes + hops + rots + swaps
    return legal or ["pass"]


def _gen_push(geo: Geometry, cells: tuple[int, ...], s: int, code: int, ray: tuple[int, ...],
              base: int, k: int, fine: Fine, fresh: Fresh, out: list[str]) -> None:
    bits = geo.bits
    moved = 0
    for j, q in enumerate(ray):
        moved |= bits[q]
        if not cells[q]:
            x = base | bits[q]
            if fine(x, moved):
                run = (s,) + ray
                changes = [(s, 0)] + [(run[i], cells[run[i - 1]]) for i in range(1, j + 2)]
                if fresh(x, changes):
                    out.append(geo.push_names[s][k])
            return


def _gen_hop(geo: Geometry, cells: tuple[int, ...], s: int, code: int, size: int,
             ray: tuple[int, ...], base: int, k: int, short: bool, fine: Fine, fresh: Fresh,
             out: list[str]) -> None:
    bits = geo.bits
    path = (s,) + ray[:size]
    target = path[size]
    if not cells[target]:
        x = base | bits[target]
        if fine(x, bits[target]) and fresh(x, [(s, 0), (target, code)]):
            out.append(geo.hop_names[s][k])
        return
    back = next((j for j in range(size - 1, 0, -1) if not cells[path[j]]), 0)
    if short:
        if back:
            e = path[back]
            x = base | bits[e]
            if fine(x, bits[e]) and fresh(x, [(s, 0), (e, code)]):
                out.append(geo.hop_names[s][k])
        return
    changes = [(s, 0)] + [(path[i - 1], cells[path[i]]) for i in range(back + 1, size + 1)]
    changes.append((target, code))
    if back == 0 and all(cells[q] == code for q in path):
        return  # a shove along a run of identical pieces changes nothing
    moved = 0
    for i in range(back, size + 1):
        moved |= bits[path[i]]
    x = base | bits[path[back]]
    if fine(x, moved) and fresh(x, changes):
        out.append(geo.hop_names[s][k])


def _gen_rotations(geo: Geometry, cells: tuple[int, ...], occ: int, nonok: int,
                   prev: tuple[int, ...] | None, prev_occ: int) -> list[str]:
    """Both rotations of every rectangle; the hottest loop of the engine, hence unrolled."""
    p = geo.pitch
    out: list[str] = []
    append = out.append
    for border, outmask, a, b, c, d, a2, b2, c2, d2, ncw, nccw, rect in geo.rect_rows:
        o = occ & border
        if not o:
            continue  # an empty border: both rotations change nothing
        if o == border and len({cells[q] for q in rect.cycle}) == 1:
            continue  # a full border of identical pieces: nothing changes either
        outside = occ & outmask
        keep = outside & nonok
        # clockwise: the border's pieces step north, east, south, west by side
        r = ((o & a) << p) | ((o & b) << 1) | ((o & c) >> p) | ((o & d) >> 1)
        x = outside | r
        hs = (x << 1) | (x >> 1)
        h = hs | x
        cand = r | keep  # moved pieces, and unmoved ones that were not isolated
        if cand & (hs | (h << p) | (h >> p)) == cand and (
                x != prev_occ or _rotated(cells, rect.cycle, True) != prev):
            append(ncw)
        r = ((o & a2) << p) | ((o & b2) << 1) | ((o & c2) >> p) | ((o & d2) >> 1)
        x = outside | r
        hs = (x << 1) | (x >> 1)
        h = hs | x
        cand = r | keep
        if cand & (hs | (h << p) | (h >> p)) == cand and (
                x != prev_occ or _rotated(cells, rect.cycle, False) != prev):
            append(nccw)
    return out


def _rotated(cells: tuple[int, ...], cyc: tuple[int, ...], clockwise: bool) -> tuple[int, ...]:
    new = list(cells)
    size = len(cyc)
    for i in range(size):
        if clockwise:
            new[cyc[(i + 1) % size]] = cells[cyc[i]]
        else:
            new[cyc[i - 1]] = cells[cyc[i]]
    return tuple(new)


# ---- one legal action drawn at random, without listing them all ------------------------------
# The candidates are fixed slots: both rotations of every rectangle, then ten slots per piece (a
# move or push in each direction, a hop in each direction, a swap east and north). Every legal
# action is exactly one candidate, and each candidate is checked by the same code `generate`
# runs, so drawing slots uniformly and keeping the first legal one draws uniformly among the
# actions `generate` lists (the tests check both the slots and the distribution).
SLOTS_PER_PIECE = 10


class Sampler:
    """The legality of single candidate slots of one position (play phase)."""

    __slots__ = ("geo", "cells", "occ", "prev", "prev_occ", "short", "nonok", "pieces", "nrot")

    def __init__(self, geo: Geometry, cells: tuple[int, ...], occ: int,
                 prev: tuple[int, ...] | None, prev_occ: int, short: bool) -> None:
        self.geo, self.cells, self.occ, self.prev, self.prev_occ = geo, cells, occ, prev, prev_occ
        self.short = short
        self.nonok = ~geo.isolated(occ)
        self.pieces = [q for q in geo.squares if cells[q]]
        self.nrot = 2 * len(geo.rect_rows)

    @property
    def size(self) -> int:
        return self.nrot + SLOTS_PER_PIECE * len(self.pieces)

    def check(self, i: int) -> str | None:
        """The canonical text of candidate slot i if it is a legal action, else None."""
        if i < self.nrot:
            return self._rotation(self.geo.rect_rows[i >> 1], not i & 1)
        piece, slot = divmod(i - self.nrot, SLOTS_PER_PIECE)
        s = self.pieces[piece]
        geo, cells, occ = self.geo, self.cells, self.occ
        code = cells[s]
        bits = geo.bits
        base = occ ^ bits[s]
        out: list[str] = []
        if slot >= 8:  # swap with the east (8) or the north (9) neighbour
            k = 1 if slot == 8 else 0
            ray = geo.rays[s][k]
            if ray:
                t = ray[0]
                other = cells[t]
                if other and other != code and self._fine(occ, bits[s] | bits[t]) and \
                        self._fresh(occ, [(s, other), (t, code)]):
                    return geo.swap_names[s][slot - 8]
            return None
        k = slot & 3
        ray = geo.rays[s][k]
        if not ray:
            return None
        t = ray[0]
        size = SIZE_OF[code]
        if slot < 4:  # a move onto an empty square, or a push into an occupied one
            if not cells[t]:
                x = base | bits[t]
                if self._fine(x, bits[t]) and self._fresh(x, [(s, 0), (t, code)]):
                    return geo.move_names[s][k]
                return None
            _gen_push(geo, cells, s, code, ray, base, k, self._fine, self._fresh, out)
            return out[0] if out else None
        if len(ray) >= size:  # a hop (of a small piece onto an empty square: the move's twin)
            _gen_hop(geo, cells, s, code, size, ray, base, k, self.short, self._fine,
                     self._fresh, out)
        return out[0] if out else None

    def _fine(self, x: int, moved: int) -> bool:
        p = self.geo.pitch
        hs = (x << 1) | (x >> 1)
        h = hs | x
        cand = moved | (x & self.nonok)
        return cand & (hs | (h << p) | (h >> p)) == cand

    def _fresh(self, x: int, changes: Changes) -> bool:
        return x != self.prev_occ or apply(self.cells, changes) != self.prev

    def _rotation(self, row: tuple, clockwise: bool) -> str | None:
        """One rotation, checked as `_gen_rotations` checks it."""
        border, outmask, a, b, c, d, a2, b2, c2, d2, ncw, nccw, rect = row
        cells, occ = self.cells, self.occ
        o = occ & border
        if not o:
            return None
        if o == border and len({cells[q] for q in rect.cycle}) == 1:
            return None
        p = self.geo.pitch
        outside = occ & outmask
        keep = outside & self.nonok
        if clockwise:
            r = ((o & a) << p) | ((o & b) << 1) | ((o & c) >> p) | ((o & d) >> 1)
        else:
            r = ((o & a2) << p) | ((o & b2) << 1) | ((o & c2) >> p) | ((o & d2) >> 1)
        x = outside | r
        hs = (x << 1) | (x >> 1)
        h = hs | x
        cand = r | keep
        if cand & (hs | (h << p) | (h >> p)) == cand and (
                x != self.prev_occ or _rotated(cells, rect.cycle, clockwise) != self.prev):
            return ncw if clockwise else nccw
        return None

    def action(self, i: int) -> Action:
        """The action value of candidate slot i (as `parse` builds it from its text)."""
        if i < self.nrot:
            return ("rot", self.geo.rect_rows[i >> 1][-1], not i & 1)
        piece, slot = divmod(i - self.nrot, SLOTS_PER_PIECE)
        s = self.pieces[piece]
        if slot >= 8:
            return ("swap", s, self.geo.rays[s][1 if slot == 8 else 0][0])
        k = slot & 3
        if slot >= 4:
            return ("hop", s, k)
        t = self.geo.rays[s][k][0]
        return ("push", s, k) if self.cells[t] else ("move", s, t)

    def draw(self, rng: random.Random, tries: int) -> tuple[str, int] | None:
        """A legal action drawn uniformly with rng (slots drawn until one is legal), as its text
        and its slot; None when `tries` draws found none (the caller then draws from the list)."""
        size = self.size
        randrange = rng.randrange
        check = self.check
        for _ in range(tries):
            i = randrange(size)
            found = check(i)
            if found is not None:
                return found, i
        return None
