"""Tactonix load(): rebuild a state from to_dict() output, refusing malformed data with ValueError."""
from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn

from engines.base import Game
from engines.tactonix_actions import occupancy
from engines.tactonix_geometry import COLOURS, GEOMETRIES, PIECE_CODES, Geometry

if TYPE_CHECKING:  # engines.tactonix imports this module when it loads a state
    from engines.tactonix import TactonixState

_KEYS = {"game", "players", "options", "pieces", "previous", "bag", "drawn", "turn", "colours",
         "resigned", "winners", "over", "plies", "passes", "turns", "last_move"}


def _fail(message: str) -> NoReturn:
    raise ValueError(f"Tactonix load: {message}")


def _whole(data: dict, key: str) -> int:
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        _fail(f"{key} must be a whole number of 0 or more, not {value!r}")
    return value


def _seats(data: dict, key: str, n: int) -> tuple[int, ...]:
    value = data[key]
    if not isinstance(value, list) or len(set(value)) != len(value) or any(
            isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < n for s in value):
        _fail(f"{key} must be a list of distinct seats 0..{n - 1}, not {value!r}")
    return tuple(value)


def _cells(geo: Geometry, pieces: object, letters: str, key: str) -> tuple[int, ...]:
    if not isinstance(pieces, dict):
        _fail(f"{key} must map squares to pieces, not {pieces!r}")
    cells = [0] * geo.ncells
    for square, piece in pieces.items():
        if square not in geo.index:
            _fail(f"{key}: {square!r} is not a square of the {geo.size}×{geo.size} board")
        if not isinstance(piece, str) or piece not in PIECE_CODES or piece[0] not in letters:
            _fail(f"{key}: {piece!r} on {square} is not a piece of this game ({letters})")
        cells[geo.index[square]] = PIECE_CODES[piece]
    return tuple(cells)


def load_state(game: Game, cls: type[TactonixState], data: object) -> TactonixState:
    if not isinstance(data, dict):
        _fail(f"expected a dict, not {type(data).__name__}")
    missing = sorted(_KEYS - set(data))
    if missing:
        _fail(f"missing key(s) {', '.join(missing)}")
    if data["game"] != "tactonix":
        _fail(f"this is not a Tactonix state (game={data['game']!r})")
    n = data["players"]
    if not isinstance(data["options"], dict):
        _fail("options must be a dict")
    opts = game.check_options(n, data["options"])  # raises ValueError
    return _build(cls, data, n, opts)


def _build(cls: type[TactonixState], data: dict, n: int, opts: dict) -> TactonixState:
    geo = GEOMETRIES[opts["board"]]
    letters = COLOURS[: n + 1 if opts["spare"] else n]
    cells = _cells(geo, data["pieces"], letters, "pieces")
    prev = None if data["previous"] is None else _cells(geo, data["previous"], letters, "previous")
    bag = _bag(data["bag"], letters)
    drawn = _drawn(data["drawn"], letters)
    _check_counts(geo, cells, bag, drawn, letters)
    colours = _colours(data["colours"], n, letters)
    if colours is not None and (any(bag) or drawn):
        _fail("colours are dealt only once the bag is empty and every piece is placed")
    if colours is None and (prev is not None or data["plies"] or data["passes"]):
        _fail("no action can have been played before the deal")
    if not isinstance(data["over"], bool):
        _fail("over must be true or false")
    turn = data["turn"]
    if isinstance(turn, bool) or not isinstance(turn, int) or not 0 <= turn < n:
        _fail(f"turn must be a seat 0..{n - 1}, not {turn!r}")
    resigned, winners = _seats(data, "resigned", n), _seats(data, "winners", n)
    turns = data["turns"]
    if not isinstance(turns, list) or len(turns) != n or any(
            isinstance(t, bool) or not isinstance(t, int) or t < 0 for t in turns):
        _fail(f"turns must list {n} whole numbers")
    last = data["last_move"]
    if last is not None and not isinstance(last, str):
        _fail("last_move must be text or null")
    if not data["over"]:
        if winners:
            _fail("a game in progress has no winners")
        if turn in resigned or n - len(resigned) < 2:
            _fail("the seat to act has resigned, or fewer than two players are left")
    elif set(winners) & set(resigned):
        _fail("a seat that resigned cannot win")
    return cls._make(n=n, board=opts["board"], hop=opts["hop"], spare=opts["spare"],
                     limit=opts["move_limit"], geo=geo, cells=cells, occ=occupancy(geo, cells),
                     prev=prev, bag=bag, drawn=drawn, turn=turn, colours=colours,
                     resigned=resigned, winners=winners, over=data["over"],
                     plies=_whole(data, "plies"), passes=_whole(data, "passes"),
                     turns=tuple(turns), last=last)


def _bag(bag: object, letters: str) -> tuple[int, ...]:
    if not isinstance(bag, dict):
        _fail(f"bag must map pieces to counts, not {bag!r}")
    counts = [0] * 16
    for piece, count in bag.items():
        if piece not in PIECE_CODES or piece[0] not in letters:
            _fail(f"bag: {piece!r} is not a piece of this game ({letters})")
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= 2:
            _fail(f"bag: the count of {piece} must be 0, 1 or 2, not {count!r}")
        counts[PIECE_CODES[piece]] = count
    return tuple(counts)


def _drawn(drawn: object, letters: str) -> int:
    if drawn is None:
        return 0
    if not isinstance(drawn, str) or drawn not in PIECE_CODES or drawn[0] not in letters:
        _fail(f"drawn must be a piece of this game or null, not {drawn!r}")
    return PIECE_CODES[drawn]


def _check_counts(geo: Geometry, cells: tuple[int, ...], bag: tuple[int, ...], drawn: int,
                  letters: str) -> None:
    for piece, code in PIECE_CODES.items():
        if piece[0] not in letters:
            continue
        total = sum(1 for q in geo.squares if cells[q] == code) + bag[code] + (drawn == code)
        if total != 2:
            _fail(f"there must be exactly two {piece} in all (board, bag, drawn), not {total}")


def _colours(colours: object, n: int, letters: str) -> tuple[int, ...] | None:
    if colours is None:
        return None
    if (not isinstance(colours, list) or len(colours) != n or len(set(colours)) != n
            or any(not isinstance(c, str) or c not in tuple(letters) for c in colours)):
        _fail(f"colours must list {n} different colours of {letters}, not {colours!r}")
    return tuple(COLOURS.index(c) for c in colours)
