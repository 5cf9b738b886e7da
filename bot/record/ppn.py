"""A game's record in PPN form (the Portable Piecepack Notation of the piecepackr project): a YAML header
between `---` and `...`, then the numbered movetext, one log entry per number.

The header declares the notation (`MovetextParser: <game>`: a PPN reader that does not know the game's
notation says so instead of misreading it) and quotes every player's name (YAML 1.1 reads `y` as a
boolean, YAML 1.2 reads `1e3` as a number). Reading follows the specification: a file may hold several
games (each from a line starting with `---`), a header may end at a blank line instead of `...` (and
the first game may leave out its `---`), and `;` separates sub-moves as a move number does.

Written from a game's log (`write`), read back into the log it was written from (`read`), so that
"export, then import" gives the same state and the same log. See docs/records.md for the format.

- A move is written exactly in its canonical notation, several words keeping their single spaces.
- A chance outcome is written exactly as `chance_outcomes()` lists it, as an entry of its own; one whose
  public words cannot tell it from the other outcomes (the Tactonix deal) is a secret, written `?` until
  the game is over.
- What is not a move (resignations, losses on time, takebacks, draws, aborts, forced passes) is a
  `{…}` comment of a fixed form that reading understands; any other comment is an annotation and is
  skipped. Nothing else is: a `;` ends an entry (PPN's sub-move separator), so words after it are an
  entry of their own, read or refused, never dropped.
- Reading takes records from anyone: whatever one holds, it is read in time and memory bounded by
  `Limits` (the record's size, the header's, each value's, the entries, the ways to fill in `?`), and
  what it cannot be is a `Problem` naming its line (`RecordError`), never another exception. A problem's
  reason is a phrase of the catalogue (`record-…`), said in the reader's language; `str()` is English
  (the command line's words: records are data).
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

import yaml

import engines
from bot.record.log import MANAGER_ENDED, PLAYED, walk
from bot.storage import EntryKind, LogEntry
from bot.words import DEFAULT_LOCALE, words
from engines.base import IllegalMove, State
from engines.phrases import Phrase, PhraseError, say

# libyaml's dumper where PyYAML was built with it (several times faster), else the pure-Python one
_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
HIDDEN = "?"
FORCED = "forced"
# the order of the header's fields, as PGN orders its tags (the Seven Tag Roster first)
HEADER_ORDER = ("GameType", "MovetextParser", "Event", "Site", "Date", "Players", "Options", "Result",
                "Termination", "TimeControl")


class _Quoted(str):
    """A name the header writes quoted whatever it holds: `y`, `no`, `1e3` stay names in every YAML."""


class _Names(list[str]):
    """The players' names: one line, `["alice", "bob"]`, as other lists of scalars are written."""


class _Dumper(_DUMPER):  # type: ignore[misc,valid-type]
    """The header's dumper: names quoted, on one line."""


_Dumper.add_representer(_Quoted, lambda dumper, name: dumper.represent_scalar("tag:yaml.org,2002:str", str(name),
                                                                              style='"'))
_Dumper.add_representer(_Names, lambda dumper, names: dumper.represent_sequence("tag:yaml.org,2002:seq", names,
                                                                                flow_style=True))


class RecordError(ValueError):
    """A record that cannot be read or does not replay: `problems` holds its problems (each one line)."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = list(problems)
        super().__init__("; ".join(str(problem) for problem in self.problems))

    @property
    def first(self) -> Problem:
        return self.problems[0]


class SeveralGames(RecordError):
    """A file of several games where one record is wanted (a game starts from one): how many, and the
    line where the second starts."""

    def __init__(self, games: int, line: int) -> None:
        self.games, self.line = games, line
        super().__init__([Problem(line, say("record-several", games=games))])


@dataclass(frozen=True)
class Problem:
    """Where a record stops being readable or legal: its line, the move there (if any), and why (a phrase
    of the catalogue)."""

    line: int
    reason: Phrase
    number: int | None = None
    move: str | None = None

    @property
    def phrase(self) -> Phrase:
        """The problem with where it is: "line 7, move 3. a1-cz: <reason>". Lines and move numbers are
        passed as text (they are places, not quantities: no digit grouping)."""
        if self.move is None:
            return say("record-at-line", line=str(self.line), reason=self.reason)
        if self.number is None:
            return say("record-at-move-unnumbered", line=str(self.line), move=self.move, reason=self.reason)
        return say("record-at-move", line=str(self.line), number=str(self.number), move=self.move,
                   reason=self.reason)

    def __str__(self) -> str:
        return words(DEFAULT_LOCALE)(self.phrase)  # the command line's words: English


class Token(NamedTuple):  # a tuple: made once per entry, it must be cheap to make
    """One item of movetext: a move or chance outcome (`comment` False) or a `{…}` comment of an event
    (annotations are not kept)."""

    line: int
    number: int | None
    text: str
    comment: bool = False


@dataclass
class Record:
    """A record read back: its game, players and options, its log, and the positions it leads to."""

    game: engines.Game
    players: list[str]
    options: dict
    header: dict
    log: list[LogEntry] = field(default_factory=list)
    state: State | None = None
    lines: list[int] = field(default_factory=list)  # the record's line of each log entry

    def states(self) -> list[State]:
        """The position before the first entry, then after each entry."""
        walked = list(walk(self.game, len(self.players), self.options, self.log))
        if not walked:
            return [self.game.new_game(len(self.players), self.options)]
        return [walked[0][1], *(after for _, _, after in walked)]


# ---- writing ----------------------------------------------------------------------------------
def write(game: engines.Game, options: Mapping[str, object], log: Sequence[LogEntry], *,
          players: Sequence[str], header: Mapping[str, object], reveal: bool) -> str:
    """The record of a game: `header` holds the fields beyond GameType, Players and Options (Event,
    Site, Date, Result, Termination, TimeControl); `reveal` writes secret chance outcomes (once the game
    is over), else they are written `?`."""
    fields: dict[str, object] = {"GameType": {"Name": game.title}, "MovetextParser": game.title, **header,
                                 "Players": _Names(_Quoted(name) for name in players), "Options": dict(options)}
    ordered = {name: fields[name] for name in HEADER_ORDER if fields.get(name) is not None}
    ordered.update({name: value for name, value in fields.items() if name not in ordered and value is not None})
    dumped = yaml.dump(ordered, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=1000,
                       default_flow_style=None)
    lines = ["---", dumped.rstrip(), "..."]
    names = [_plain(name) for name in players]
    # only a chance outcome needs its position (is it a secret?): the log is walked as far as the last
    # one, and written as it stands after that
    last_chance = max((i for i, entry in enumerate(log) if entry.kind == "chance"), default=-1) if not reveal else -1
    walked = walk(game, len(players), dict(options), log[:last_chance + 1])
    for entry, before, _ in walked:
        lines.append(f"{entry.ply}. {_movetext(entry, before, names, reveal)}")
    lines.extend(f"{entry.ply}. {_movetext(entry, None, names, reveal)}" for entry in log[last_chance + 1:])
    return "\n".join(lines) + "\n"


def _movetext(entry: LogEntry, before: State | None, names: Sequence[str], reveal: bool) -> str:
    """An entry as the movetext writes it; `before`, the position it was made on, is needed only for a
    chance outcome that may be a secret (`reveal` False)."""
    kind = entry.kind
    if kind == "move":
        return entry.text
    if kind == "forced":
        return f"{entry.text} {{{FORCED}}}"
    if kind == "chance":
        return entry.text if reveal or before is None or not is_secret(before, entry.text) else HIDDEN
    if kind == "resign":
        return f"{{{_who(names, int(entry.text))} resigns}}"
    if kind == "timeout":
        return f"{{{_who(names, int(entry.text))} runs out of time}}"
    if kind == "takeback":
        return f"{{{_who(names, entry.seat)} takes back move {entry.text}}}"
    if kind == "draw":
        return "{draw agreed}"
    if kind == "abort":
        if entry.seat is not None:
            return f"{{{_who(names, entry.seat)} aborts the game}}"
        if entry.text.startswith(MANAGER_ENDED):  # `/admin end`: the manager's reason, as a comment holds it
            return f"{{aborted by a server manager: {_plain(entry.text.removeprefix(MANAGER_ENDED))}}}"
        if entry.text:
            return f"{{aborted: {_who(names, int(entry.text))} made no first move in time}}"
        return "{aborted}"
    raise ValueError(f"unknown log entry kind {kind!r}")


def is_secret(state: State, outcome: str) -> bool:
    """Whether a chance outcome is a secret: its public words cannot tell it from another outcome (the
    Tactonix deal says only that colours were dealt; a die says which face)."""
    other = next((name for name, _ in state.chance_outcomes() if name != outcome), None)
    return other is not None and state.describe_outcome(other) == state.describe_outcome(outcome)


def _who(names: Sequence[str], seat: int | None) -> str:
    if seat is None:
        return "the referee"
    return f"{names[seat]} (seat {seat + 1})"


def _plain(name: str) -> str:
    """A name as a comment can hold it: no braces, one line."""
    return " ".join(name.replace("{", "(").replace("}", ")").split()) or "?"


def result_tag(ranking: Sequence[int] | None) -> str:
    """PGN's result for two players ("1-0", "0-1", "1/2-1/2"); for more, each seat's place, 1 first
    ("1-3-2"); "*" while the game goes on or when it was aborted."""
    if ranking is None:
        return "*"
    if len(ranking) == 2:
        return {(0, 1): "1-0", (1, 0): "0-1", (0, 0): "1/2-1/2"}.get((ranking[0], ranking[1]), "*")
    return "-".join(str(place + 1) for place in ranking)


# ---- reading ----------------------------------------------------------------------------------
# A record comes from anyone (a file attached to `/K start`): it is read in time and memory bounded by
# its size whatever it holds. The header is YAML without anchors or aliases (no "billion laughs"), every
# value and the nesting are bounded, the movetext is cut by one linear scan, and the `?` of a secret
# outcome is resolved by a search whose work is bounded (`Limits.hidden`, `Limits.steps`).
@dataclass(frozen=True)
class Limits:
    """What a record may hold; far above any game's record, well below what would stall the process.
    `read` refuses a record beyond any of them in one sentence naming its line."""

    size: int = 1024 * 1024   # bytes of the whole record (UTF-8)
    header: int = 16 * 1024   # characters of the YAML header between `---` and `...`
    value: int = 200          # characters of one value of the header (a name, the Site, an option)
    depth: int = 8            # levels of nesting in the header (`Options: {…}` is two)
    digits: int = 18          # digits of a number: in the header, and a move number
    entries: int = 3_000      # entries of the movetext: moves, outcomes and events (annotations aside)
    move: int = 100           # characters of one move or outcome
    comment: int = 2_000      # characters of one `{…}` comment
    hidden: int = 120         # ways to fill in the `?` of a record together (a deal of 5 seats has 120)
    steps: int = 5_000        # entries replayed in all, each way of filling in a `?` counting its own
    games: int = 100          # games in one file (`read_all`; `read` takes one)


LIMITS = Limits()
RECORD_LIMIT = LIMITS.size

_BREAKS = re.compile("\r\n?|[\x85\u2028\u2029]")  # YAML's line breaks besides "\n", made "\n"
# what a YAML stream may not hold (PyYAML's reader refuses the same), refused in the movetext too
_UNPRINTABLE = re.compile("[^\t\n\x20-\x7e\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
# One item of movetext per match, each alternative linear in what it reads (possessive: nothing read is
# read again). Blanks, `;` (PPN's sub-move separator: it ends an entry, as a blank line does) and `{…}`
# annotations (a comment that is none of the events `_COMMENTS` reads: no "(seat ", not `forced`,
# `draw agreed` or `aborted`) are one item however many follow each other. An entry is one item: its move numbers (`12.`, `12...`, before a
# blank, a `{` or the end; the last one counts), then its move (words on one line, up to a number, a
# comment or the end of the line) or its event comment. Then numbers with no entry after them, and a `{`
# never closed.
_NUMBERS = r"(?:(?P<{0}>\d+)\.(?:\.\.)?(?:\s+|(?=\{{)|\Z))++"
_ITEM = re.compile(r"""
    (?P<blank>(?:\s+|;|\{(?!\s*(?:forced|draw\s+agreed|aborted|aborted\s+by\s+a\s+server\s+manager:[^}]*)\s*\})(?![^}]*\(seat\s)[^}]*\})++)
  | (?:""" + _NUMBERS.format("number") + r""")?+
    (?:(?P<move>[^\s{;]+(?:[^\S\n]+(?!\d+\.(?:\.\.)?(?:[\s{]|\Z))[^\s{;]+)*+)[^\S\n]*+
      | \{(?P<comment>[^}]*)\})
  | """ + _NUMBERS.format("alone") + r"""
  | (?P<open>\{)
""", re.VERBOSE)
_GAME_START = re.compile(r"^---", re.MULTILINE)  # a game starts at a line starting with `---`
_HEADER_END = re.compile(r"^\.\.\.", re.MULTILINE)  # its header ends at a line starting with `...`
_BLANK_LINE = re.compile(r"^[^\S\n]*\n", re.MULTILINE)  # or, without one, at a blank line
_BLANKS = re.compile(r"\s+")
_SEAT = r"(?P<name>.*?) \(seat (?P<seat>\d{1,9})\)"
_COMMENTS: list[tuple[str, re.Pattern[str]]] = [
    ("resign", re.compile(rf"{_SEAT} resigns")),
    ("timeout", re.compile(rf"{_SEAT} runs out of time")),
    ("takeback", re.compile(rf"{_SEAT} takes back move (?P<ply>\d{{1,9}})")),
    ("draw", re.compile(r"draw agreed")),
    ("abort", re.compile(rf"{_SEAT} aborts the game")),
    ("abort-time", re.compile(rf"aborted: {_SEAT} made no first move in time")),
    ("abort-manager", re.compile(r"aborted by a server manager: (?P<reason>.*)")),
    ("abort-plain", re.compile(r"aborted")),
]
_SHOWN = 40  # characters of a value or a move quoted in a problem


def read(text: str, *, choose: Callable[[list[str]], Iterable[str]] | None = None,
         limits: Limits = LIMITS) -> Record:
    """The record's game, players, options and log, replayed through the engine; RecordError naming
    every problem of the header, or else the first of the movetext's form, or else the first entry that
    is not legal; `SeveralGames` when the text holds more than one game (a game starts from one record).

    A secret outcome written `?` is replaced by one that lets the rest of the record replay, tried in the
    order `choose` gives the secret outcomes listed there (default: as listed)."""
    text, problem = _clean(text, limits)
    if problem is not None:
        raise RecordError([problem])
    games = _games(text)
    if len(games) > 1:
        raise SeveralGames(len(games), games[1][0])
    if not games:
        raise RecordError([Problem(1, say("record-empty"))])
    return _read_game(*games[0], choose, limits)


def read_all(text: str, *, choose: Callable[[list[str]], Iterable[str]] | None = None,
             limits: Limits = LIMITS) -> list[Record | RecordError]:
    """Every game of a file of several (PPN's archives are records one after another, each from its
    `---`): each read as `read` reads one, or the RecordError that refuses it, its lines the file's. A
    file that cannot be read at all (too large, a character no record holds, more than `limits.games`
    games, no game) is one RecordError."""
    text, problem = _clean(text, limits)
    if problem is not None:
        return [RecordError([problem])]
    games = _games(text)
    if not games:
        return [RecordError([Problem(1, say("record-empty"))])]
    if len(games) > limits.games:
        return [RecordError([Problem(games[limits.games][0], say("record-games", most=limits.games))])]
    found: list[Record | RecordError] = []
    for line, game in games:
        try:
            found.append(_read_game(line, game, choose, limits))
        except RecordError as error:
            found.append(error)
    return found


def _games(text: str) -> list[tuple[int, str]]:
    """The games of a file: each from a line starting with `---` (the first may leave it out), with the
    line it starts on; a stretch of blank lines, or a `---` with nothing after it, is no game."""
    starts = [0, *(found.start() for found in _GAME_START.finditer(text) if found.start() > 0)]
    games, line = [], 1
    for index, start in enumerate(starts):
        end = starts[index + 1] if index + 1 < len(starts) else len(text)
        game = text[start:end]
        content = game.partition("\n")[2] if game.startswith("---") else game
        if content.strip():
            games.append((line, game))
        line += game.count("\n")
    return games


def _read_game(first_line: int, text: str, choose: Callable[[list[str]], Iterable[str]] | None,
               limits: Limits) -> Record:
    """One game of a file, its text starting at line `first_line` of the file."""
    header_text, header_line, dashed, movetext_line, movetext, problems = split(text, first_line, limits)
    if problems:
        raise RecordError(problems)
    header, record = _header(header_text, problems, limits, line=header_line, dashed=dashed)
    if record is None or problems:
        raise RecordError(problems or [Problem(first_line, say("record-empty"))])
    tokens, problem = _tokens(movetext, movetext_line, limits)
    if problem is not None:
        raise RecordError([problem])
    start = record.game.new_game(len(record.players), record.options)
    record.log, record.lines, record.state = _Replay(start, tokens, record.players, choose, limits).run()
    return record


def _clean(text: str, limits: Limits) -> tuple[str, Problem | None]:
    """The text with YAML's line breaks made `\\n` and a byte-order mark dropped (an editor's, read
    everywhere), or the problem that refuses it at once: too large, or a character no record holds."""
    if len(text) > limits.size or len(text.encode("utf-8", "surrogatepass")) > limits.size:
        return text, too_large(limits)
    text = _BREAKS.sub("\n", text.removeprefix("\ufeff"))
    bad = _UNPRINTABLE.search(text)
    if bad is not None:
        line = text.count("\n", 0, bad.start()) + 1
        return text, Problem(line, say("record-unprintable", code=f"{ord(bad.group()):04X}"))
    return text, None


def too_large(limits: Limits = LIMITS) -> Problem:
    """The problem of a record over `limits.size` bytes."""
    return Problem(1, say("record-too-large", **_bytes(limits.size)))


def _bytes(size: int) -> dict[str, object]:
    """A size as the catalogue's messages take it: a number and its unit (`MB` or `KB`)."""
    if size % (1024 * 1024) == 0:
        return {"size": size // (1024 * 1024), "unit": "MB"}
    return {"size": size // 1024, "unit": "KB"}


def _shown(value: object) -> str:
    """A value as a problem quotes it: its repr, cut short."""
    shown = repr(value) if not isinstance(value, str) or len(value) <= _SHOWN else repr(value[:_SHOWN]) + "…"
    return shown if len(shown) <= _SHOWN + 3 else shown[:_SHOWN] + "…"


def split(text: str, first_line: int = 1,
          limits: Limits = LIMITS) -> tuple[str, int, bool, int, str, list[Problem]]:
    """One game's header text and the line it starts on, whether the game starts with `---`, the line
    its movetext starts on, the movetext, and the problems of form met on the way (the text has its line
    breaks made `\\n`; it starts on line `first_line` of its file).

    As the specification says: the header ends at a line starting with `...`, else at the first blank
    line; with neither, a game that starts with `---` never closes its header, and one that does not
    has no header (all of it is movetext)."""
    dashed = text.startswith("---")
    body = text.find("\n") + 1 if dashed else 0
    if dashed and body == 0:
        return "", first_line, dashed, first_line, "", [Problem(first_line, say("record-header-unclosed"))]
    if not dashed:  # the header starts at the first line that is not blank
        body = text.rfind("\n", 0, len(text) - len(text.lstrip())) + 1
    end = _HEADER_END.search(text, body) or _BLANK_LINE.search(text, body)
    header_line = first_line + text.count("\n", 0, body)
    if end is None:
        if dashed:
            return "", header_line, dashed, first_line, "", [Problem(first_line, say("record-header-unclosed"))]
        return "", header_line, dashed, first_line, text, []
    if end.start() - body > limits.header:
        return "", header_line, dashed, first_line, "", [
            Problem(header_line, say("record-header-long", **_bytes(limits.header)))]
    after = text.find("\n", end.start())
    after = len(text) if after < 0 else after + 1
    movetext_line = first_line + text.count("\n", 0, after)
    return text[body:end.start()], header_line, dashed, movetext_line, text[after:], []


class _Refused(yaml.MarkedYAMLError):
    """Something the header may not hold (`phrase`), where it is."""

    def __init__(self, phrase: Phrase, mark: Any) -> None:  # a Mark of PyYAML's, or of libyaml's (_yaml.Mark)
        super().__init__(problem=phrase.key, problem_mark=mark)
        self.phrase = phrase


# libyaml's parser where PyYAML was built with it, else the pure-Python one: many times faster, which
# matters most for nesting (the look-ahead for a key costs the square of the depth in both)
if TYPE_CHECKING:  # checked as the pure-Python one: both share one interface; which is there is known at run time
    _LOADER = yaml.SafeLoader
else:
    _LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_OPENS = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
_CLOSES = (yaml.SequenceEndEvent, yaml.MappingEndEvent)


class _HeaderLoader(_LOADER):
    """YAML's safe loader with a record's limits: numbers of at most `digits` digits, and whatever a
    value cannot be made into (a date of month 13) refused where it is, never another exception. The
    events are checked first (`_check_events`): no anchors or aliases, bounded nesting and values."""

    def __init__(self, text: str, limits: Limits) -> None:
        super().__init__(text)
        self.limits = limits

    def construct_object(self, node: yaml.Node, deep: bool = False) -> object:
        try:
            return super().construct_object(node, deep)
        except yaml.YAMLError:
            raise
        except Exception as exc:  # a value its tag's constructor cannot make (hostile input): say where
            raise _Refused(say("record-header-value", value=_shown(node.value), problem=str(exc)),
                           node.start_mark) from None

    def construct_yaml_int(self, node: yaml.ScalarNode) -> int:
        value = super().construct_yaml_int(node)
        if abs(value) >= 10 ** self.limits.digits:
            raise _Refused(say("record-number-digits", digits=self.limits.digits), node.start_mark)
        return value


_HeaderLoader.add_constructor("tag:yaml.org,2002:int", _HeaderLoader.construct_yaml_int)


def _check_events(text: str, limits: Limits) -> None:
    """The header's YAML events, before anything is built of them: an anchor or an alias (what a
    "billion laughs" is made of), nesting deeper than `depth` or a value longer than `value` is refused
    where it is met, having read no further."""
    parser = _LOADER(text)
    depth = 0
    try:
        while parser.check_event():
            event = parser.get_event()
            if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None) is not None:
                raise _Refused(say("record-anchors"), event.start_mark)
            if isinstance(event, _OPENS):
                depth += 1
                if depth > limits.depth:
                    raise _Refused(say("record-nesting", depth=limits.depth), event.start_mark)
            elif isinstance(event, _CLOSES):
                depth -= 1
            elif isinstance(event, yaml.ScalarEvent) and len(event.value) > limits.value:
                raise _Refused(say("record-value-long", most=limits.value), event.start_mark)
    finally:
        parser.dispose()


def _load_header(text: str, limits: Limits, line: int) -> tuple[object, dict[str, int]]:
    """The header's value, and the line of each of its top-level fields (the header's first is `line`);
    yaml.YAMLError if it is not YAML or holds what a record may not."""
    _check_events(text, limits)
    loader = _HeaderLoader(text, limits)
    try:
        node = loader.get_single_node()
        if node is None:
            return None, {}
        lines = {key.value: key.start_mark.line + line for key, _ in node.value
                 if isinstance(key, yaml.ScalarNode)} if isinstance(node, yaml.MappingNode) else {}
        return loader.construct_document(node), lines
    finally:
        loader.dispose()


def _header(text: str, problems: list[Problem], limits: Limits = LIMITS, *, line: int = 2,
            dashed: bool = True) -> tuple[dict, Record | None]:
    """The header's fields and the record they begin (None, with `problems` said, where they cannot);
    `line`: the header's first line in the file; `dashed`: the game starts with `---` (one that does not
    and holds no YAML fields before its movetext has no header)."""
    no_header = Problem(line if text.strip() else max(1, line - dashed), say("record-no-header"))
    if not text.strip():
        problems.append(no_header)
        return {}, None
    try:
        header, line_of = _load_header(text, limits, line)
    except yaml.YAMLError as exc:
        if not dashed:
            problems.append(no_header)
            return {}, None
        mark = getattr(exc, "problem_mark", None)
        at = mark.line + line if mark is not None else line
        if isinstance(exc, _Refused):
            problems.append(Problem(at, exc.phrase))
        else:
            problems.append(Problem(at, say("record-not-yaml", problem=str(getattr(exc, "problem", None) or exc))))
        return {}, None
    if not isinstance(header, dict):
        problems.append(Problem(line, say("record-header-fields")) if dashed else no_header)
        return {}, None
    game_type = header.get("GameType")
    title = game_type.get("Name") if isinstance(game_type, dict) else game_type
    game = _game_named(title)
    if game is None:
        problems.append(Problem(line_of.get("GameType", line), say(
            "record-unknown-game", title=_shown(title), games=[known.title for known in engines.GAMES.values()])))
    else:
        parser = header.get("MovetextParser")
        named = parser.get("Name") if isinstance(parser, dict) else parser
        if parser is not None and _game_named(named) is not game:
            # another notation (PPN's default parser, another game's): this reader knows each game's own only
            problems.append(Problem(line_of.get("MovetextParser", line),
                                    say("record-parser", parser=_shown(named), title=game.title)))
    players = header.get("Players")
    if not isinstance(players, list) or not players or not all(
            isinstance(p, (str, int)) and not isinstance(p, bool) for p in players):
        problems.append(Problem(line_of.get("Players", line), say("record-players")))
        players = None
    options = header.get("Options") or {}
    plain = (str, int, float, type(None))  # what an option's value can be: the engine says which
    if not isinstance(options, dict) or not all(
            isinstance(name, str) and isinstance(value, plain) for name, value in options.items()):
        problems.append(Problem(line_of.get("Options", line), say("record-options")))
        options = None
    if game is None or players is None or options is None or problems:
        return header, None
    try:
        checked = game.check_options(len(players), options)
    except ValueError as exc:
        reason = exc.phrase if isinstance(exc, PhraseError) else Phrase(str(exc))
        problems.append(Problem(line_of.get("Options", line_of.get("Players", line)), reason))
        return header, None
    return header, Record(game, [str(p) for p in players], checked, header)


def _game_named(title: object) -> engines.Game | None:
    if not isinstance(title, str):
        return None
    wanted = "".join(ch for ch in title.casefold() if ch.isalnum())
    for game in engines.GAMES.values():
        if wanted in (game.key, "".join(ch for ch in game.title.casefold() if ch.isalnum())):
            return game
    return None


def _tokens(movetext: str, first_line: int, limits: Limits = LIMITS) -> tuple[list[Token], Problem | None]:
    """The movetext's moves, outcomes and events (annotations are dropped here), and the problem of
    form that stops the scan, if any. One pass of `_ITEM`, linear in the movetext's length."""
    tokens: list[Token] = []
    number: int | None = None
    line, counted = first_line, 0
    for item in _ITEM.finditer(movetext):
        kind, start = item.lastgroup, item.start()  # the last group of an entry is its move or comment
        line += movetext.count("\n", counted, start)
        counted = start
        if kind == "blank":
            continue
        digits = item.group("number") or item.group("alone")
        if digits is not None:
            if len(digits) > limits.digits:
                return tokens, Problem(line, say("record-move-number-digits", digits=limits.digits))
            number = int(digits)
        if kind == "alone":
            continue
        if kind == "open":
            return tokens, Problem(line, say("record-comment-unclosed"))
        if kind == "comment":
            raw = item.group("comment")
            at = line + movetext.count("\n", start, item.start("comment"))
            if len(raw) > limits.comment:
                return tokens, Problem(at, say("record-comment-long", most=limits.comment))
            text = _BLANKS.sub(" ", raw).strip()
            if text != FORCED and _comment_kind(text)[0] is None:
                continue  # an annotation after a move number; the number stays for the move after it
            tokens.append(Token(at, number, text, True))
        else:
            at = line + movetext.count("\n", start, item.start("move"))
            text = _BLANKS.sub(" ", item.group("move"))  # one string, however many words
            if len(text) > limits.move:
                return tokens, Problem(at, say("record-move-long", most=limits.move), number,
                                       text[:_SHOWN] + "…")
            tokens.append(Token(at, number, text))
        number = None
        if len(tokens) > limits.entries:
            return tokens, Problem(at, say("record-entries", most=limits.entries))
    return tokens, None


def _comment_kind(text: str) -> tuple[str | None, re.Match[str] | None]:
    for kind, pattern in _COMMENTS:
        found = pattern.fullmatch(text)
        if found:
            return kind, found
    return None, None


class _Illegal(Exception):
    """An entry that cannot be played where the replay stands: the record, or this way of filling in
    its `?`, stops there."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(str(problem))
        self.problem = problem


class _Entry(NamedTuple):
    """An entry of the log while the search goes on (its ply is its place)."""

    seat: int | None
    kind: str
    text: str


@dataclass
class _Hidden:
    """A `?` on the way being tried: where to come back to, and its outcomes not tried yet."""

    index: int  # of its token
    ply: int  # entries before it
    state: State
    outcomes: Iterator[str]
    ways: int  # its outcomes


class _Replay:
    """The replay of a record's tokens: a search over the outcomes of its `?` (depth first, in the order
    `choose` gives, so the first way that replays wins), with the log, the lines and the positions kept
    once and cut back on a backtrack; the work is bounded by `Limits.hidden` and `Limits.steps`.

    When no way replays, the problem is the entry the replay got furthest to: the illegal move after a
    deal, not the deal."""

    def __init__(self, start: State, tokens: Sequence[Token], players: Sequence[str],
                 choose: Callable[[list[str]], Iterable[str]] | None, limits: Limits) -> None:
        self.tokens, self.players, self.limits = tokens, players, limits
        self.choose = choose or (lambda names: names)
        self.state = start
        self.log: list[_Entry] = []  # made LogEntry once the search is over
        self.lines: list[int] = []
        self.history: list[State] = []  # the position before each entry of the log
        self.hidden: list[_Hidden] = []
        self.ways = 1  # ways to fill in the `?` on the way being tried
        self.steps = 0
        self.index = 0

    def run(self) -> tuple[list[LogEntry], list[int], State]:
        furthest: tuple[int, Problem] | None = None
        while self.index < len(self.tokens):
            self._count()
            try:
                self._play(self.tokens[self.index])
            except _Illegal as failed:
                if furthest is None or self.index > furthest[0]:
                    furthest = (self.index, failed.problem)
                if not self._backtrack():
                    raise RecordError([furthest[1]]) from None
                continue
            self.index += 1
        # the words of each move, said before it was played, for the way that replayed only
        history = self.history
        log = [LogEntry(ply, seat, EntryKind(kind), text, 0.0,
                        history[ply - 1].describe_move(text) if kind in PLAYED else None)
               for ply, (seat, kind, text) in enumerate(self.log, start=1)]
        return log, self.lines, self.state

    def _count(self) -> None:
        self.steps += 1
        if self.steps > self.limits.steps:
            line = self.tokens[self.hidden[0].index].line if self.hidden else self.tokens[self.index].line
            raise RecordError([Problem(line, say("record-hidden-steps", most=self.limits.steps))])

    def _add(self, seat: int | None, kind: str, text: str, after: State, line: int) -> None:
        self.history.append(self.state)
        self.log.append(_Entry(seat, kind, text))
        self.lines.append(line)
        self.state = after

    def _backtrack(self) -> bool:
        """On to the next untried outcome of the latest `?` that has one; False when none is left."""
        while self.hidden:
            if self._resume(self.hidden[-1]):
                self.index = self.hidden[-1].index + 1
                return True
            self.ways //= self.hidden.pop().ways
        return False

    def _resume(self, hidden: _Hidden) -> bool:
        """The position after the next outcome of `hidden` that applies, with the log cut back to it."""
        for outcome in hidden.outcomes:
            del self.log[hidden.ply:], self.lines[hidden.ply:], self.history[hidden.ply:]
            self.state = hidden.state
            try:
                after = hidden.state.apply_chance(outcome)
            except IllegalMove:
                continue
            self._add(None, "chance", outcome, after, self.tokens[hidden.index].line)
            return True
        return False

    @staticmethod
    def _illegal(token: Token, reason: Phrase) -> _Illegal:
        """The token cannot be played where the replay stands, for `reason`."""
        move = f"{{{token.text}}}" if token.comment else token.text
        shown = move if len(move) <= _SHOWN else move[:_SHOWN] + "…"
        return _Illegal(Problem(token.line, reason, token.number, shown))

    def _play(self, token: Token) -> None:
        state = self.state
        if token.comment:
            self._event(token)
            return
        if state.is_over:
            raise self._illegal(token, say("record-game-over"))
        if state.is_chance_node:
            if token.text == HIDDEN:
                self._hide(token, [name for name, _ in state.chance_outcomes()])
                return
            try:
                after = state.apply_chance(token.text)
            except IllegalMove as exc:
                outcomes = [name for name, _ in state.chance_outcomes()]
                raise self._illegal(token, say("record-outcome", problem=exc.phrase,
                                               outcomes=", ".join(outcomes[:12]))) from None
            self._add(None, "chance", token.text, after, token.line)
            return
        try:
            move = state.canonical(token.text)
            after = state.play(move)
        except IllegalMove as exc:
            raise self._illegal(token, exc.phrase) from None
        self._add(state.current_player, "move", move, after, token.line)

    def _hide(self, token: Token, outcomes: list[str]) -> None:
        """A `?`: the secret outcomes it may stand for, tried in turn from the first."""
        state = self.state
        secret = [outcome for outcome in outcomes if is_secret(state, outcome)]
        if not secret:
            raise self._illegal(token, say("record-hidden-not-secret", outcomes=", ".join(outcomes[:12])))
        if self.ways * len(secret) > self.limits.hidden:
            raise RecordError([Problem(token.line, say("record-hidden-ways", most=self.limits.hidden),
                                       token.number, HIDDEN)])
        hidden = _Hidden(self.index, len(self.log), state, iter(list(self.choose(secret))), len(secret))
        self.hidden.append(hidden)
        self.ways *= hidden.ways
        if not self._resume(hidden):
            self.hidden.pop()
            self.ways //= hidden.ways
            raise self._illegal(token, say("record-hidden-none"))

    def _event(self, token: Token) -> None:
        """A comment the log knows: a forced pass, a resignation, a loss on time, a takeback, a draw,
        an abort."""
        log, state = self.log, self.state
        if token.text == FORCED:
            if not log or log[-1].kind != "move" or log[-1].text != "pass":
                raise self._illegal(token, say("record-forced"))
            log[-1] = log[-1]._replace(kind="forced")
            return
        kind, found = _comment_kind(token.text)
        assert kind is not None and found is not None  # annotations were dropped by `_tokens`
        seat = int(found["seat"]) - 1 if "seat" in found.groupdict() else None
        if seat is not None and not 0 <= seat < len(self.players):
            raise self._illegal(token, say("record-no-seat", seat=str(seat + 1)))
        ply = len(log) + 1
        try:
            if kind in ("resign", "timeout"):
                if state.is_over:
                    raise IllegalMove("record-game-over")
                assert seat is not None  # both forms name a seat
                self._add(seat, kind, str(seat), state.resign(seat), token.line)
            elif kind == "takeback":
                taken = int(found["ply"])
                if not 1 <= taken < ply:
                    raise IllegalMove("record-no-takeback", ply=str(taken))
                self._add(seat, "takeback", str(taken), self.history[taken - 1], token.line)
            elif kind == "draw":
                self._add(None, "draw", "agreed", state, token.line)
            elif kind == "abort-time":
                self._add(None, "abort", str(seat), state, token.line)
            elif kind == "abort-manager":
                self._add(None, "abort", MANAGER_ENDED + found["reason"], state, token.line)
            else:
                self._add(seat, "abort", "", state, token.line)
        except IllegalMove as exc:
            raise self._illegal(token, exc.phrase) from None
