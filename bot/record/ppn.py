"""A game's record in PPN form (the Portable Piecepack Notation of the piecepackr project): a YAML header
between `---` and `...`, then the numbered movetext, one log entry per number.

Written from a game's log (`write`), read back into the log it was written from (`read`), so that
"export, then import" gives the same state and the same log. See docs/records.md for the format.

- A move is written exactly in its canonical notation, several words keeping their single spaces.
- A chance outcome is written exactly as `chance_outcomes()` lists it, as an entry of its own; one whose
  public words cannot tell it from the other outcomes (the Tactonix deal) is a secret, written `?` until
  the game is over.
- What is not a move (resignations, losses on time, takebacks, draws, aborts, forced passes) is a
  `{…}` comment of a fixed form that reading understands; any other comment is an annotation and is
  skipped, as are `;` comments to the end of a line.
"""
from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

import yaml

import engines
from bot.record.log import walk
from bot.storage import LogEntry
from engines.base import IllegalMove, State

# libyaml's dumper where PyYAML was built with it (several times faster), else the pure-Python one
_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
HIDDEN = "?"
FORCED = "forced"
# the order of the header's fields, as PGN orders its tags (the Seven Tag Roster first)
HEADER_ORDER = ("GameType", "Event", "Site", "Date", "Players", "Options", "Result", "Termination",
                "TimeControl")


class RecordError(ValueError):
    """A record that cannot be read or does not replay: `problems` holds one line of text per problem."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = list(problems)
        super().__init__("; ".join(str(problem) for problem in self.problems))

    @property
    def first(self) -> Problem:
        return self.problems[0]


@dataclass(frozen=True)
class Problem:
    """Where a record stops being readable or legal: its line, the move there (if any), and why."""

    line: int
    reason: str
    number: int | None = None
    move: str | None = None

    def __str__(self) -> str:
        where = f"line {self.line}"
        if self.move is not None:
            where += f", move {self.number}. {self.move}" if self.number is not None else f", move {self.move}"
        return f"{where}: {self.reason}"


@dataclass(frozen=True)
class Token:
    """One item of movetext: a move or chance outcome (`comment` False) or a `{…}` comment."""

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
    fields: dict[str, object] = {"GameType": {"Name": game.title}, **header, "Players": list(players),
                                 "Options": dict(options)}
    ordered = {name: fields[name] for name in HEADER_ORDER if fields.get(name) is not None}
    ordered.update({name: value for name, value in fields.items() if name not in ordered and value is not None})
    dumped = yaml.dump(ordered, Dumper=_DUMPER, sort_keys=False, allow_unicode=True, width=1000,
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
        return {(0, 1): "1-0", (1, 0): "0-1", (0, 0): "1/2-1/2"}.get(tuple(ranking), "*")
    return "-".join(str(place + 1) for place in ranking)


# ---- reading ----------------------------------------------------------------------------------
_NUMBER = re.compile(r"(\d+)\.(?:\.\.)?(?=\s|\{|$)")
_MOVE = re.compile(r"[^\n{;]*?(?=\s+\d+\.(?:\.\.)?(?:\s|\{|$)|\s*[{;\n]|\s*$)")
_SEAT = r"(?P<name>.*?) \(seat (?P<seat>\d+)\)"
_COMMENTS: list[tuple[str, re.Pattern[str]]] = [
    ("resign", re.compile(rf"{_SEAT} resigns")),
    ("timeout", re.compile(rf"{_SEAT} runs out of time")),
    ("takeback", re.compile(rf"{_SEAT} takes back move (?P<ply>\d+)")),
    ("draw", re.compile(r"draw agreed")),
    ("abort", re.compile(rf"{_SEAT} aborts the game")),
    ("abort-time", re.compile(rf"aborted: {_SEAT} made no first move in time")),
    ("abort-plain", re.compile(r"aborted")),
]


def split(text: str) -> tuple[str, int, list[Token], list[Problem]]:
    """A record's header text, the line its movetext starts on, the movetext's tokens, and the problems
    of form met on the way."""
    lines = text.splitlines()
    problems: list[Problem] = []
    if not lines or lines[0].strip() != "---":
        tokens, found = _tokens(text, 1, problems)
        return "", 1, tokens, problems + found
    end = next((i for i, line in enumerate(lines) if i and line.rstrip() in ("...", "---")), None)
    if end is None:
        problems.append(Problem(1, "the header starts with `---` but never ends with `...`"))
        return "\n".join(lines[1:]), len(lines) + 1, [], problems
    movetext = "\n".join(lines[end + 1:])
    tokens, more = _tokens(movetext, end + 2, problems)
    return "\n".join(lines[1:end]), end + 2, tokens, problems + more


def _tokens(movetext: str, first_line: int, problems: list[Problem]) -> tuple[list[Token], list[Problem]]:
    starts = [0] + [i + 1 for i, ch in enumerate(movetext) if ch == "\n"]

    def line_of(pos: int) -> int:
        return first_line + bisect.bisect_right(starts, pos) - 1

    tokens: list[Token] = []
    found: list[Problem] = []
    number: int | None = None
    pos, size = 0, len(movetext)
    while pos < size:
        if movetext[pos].isspace():
            pos += 1
            continue
        numbered = _NUMBER.match(movetext, pos)
        if numbered:
            number, pos = int(numbered.group(1)), numbered.end()
            continue
        if movetext[pos] == "{":
            close = movetext.find("}", pos)
            if close < 0:
                found.append(Problem(line_of(pos), "a comment opened with `{` is never closed with `}`"))
                break
            tokens.append(Token(line_of(pos), number, " ".join(movetext[pos + 1:close].split()), comment=True))
            number, pos = None, close + 1
            continue
        if movetext[pos] == ";":
            newline = movetext.find("\n", pos)
            pos = size if newline < 0 else newline
            continue
        move = _MOVE.match(movetext, pos)
        assert move is not None  # the pattern matches the empty string at worst
        text = " ".join(move.group(0).split())
        end = move.end()
        if not text:  # a stray closing brace or the like
            text, end = movetext[pos], pos + 1
        tokens.append(Token(line_of(pos), number, text))
        number, pos = None, end
    return tokens, found


def read(text: str, *, choose: Callable[[list[str]], Iterable[str]] | None = None) -> Record:
    """The record's game, players, options and log, replayed through the engine; RecordError listing
    every problem (the header's, the movetext's form, and the first move that is not legal).

    A secret outcome written `?` is replaced by one that lets the rest of the record replay, tried in the
    order `choose` gives the listed outcomes (default: as listed)."""
    header_text, movetext_line, tokens, problems = split(text)
    header, record = _header(header_text, problems)
    if record is None or problems:
        raise RecordError(problems or [Problem(1, "the record is empty")])
    state = record.game.new_game(len(record.players), record.options)
    log, lines, state, problem = _replay(state, tokens, 0, [], record.players, choose or (lambda names: names))
    if problem is not None:
        raise RecordError([problem])
    record.log, record.lines, record.state = log, lines, state
    return record


def _header(text: str, problems: list[Problem]) -> tuple[dict, Record | None]:
    if not text.strip():
        problems.append(Problem(1, "no header: a record starts with `---`, a YAML header naming the "
                                   "GameType and the Players, and `...`"))
        return {}, None
    try:
        header = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 2 if mark is not None else 1
        problems.append(Problem(line, f"the header is not YAML: {getattr(exc, 'problem', exc)}"))
        return {}, None
    if not isinstance(header, dict):
        problems.append(Problem(2, "the header must be YAML fields (`GameType:`, `Players:`, …)"))
        return {}, None
    line_of = {name: i + 2 for i, line in enumerate(text.splitlines())
               for name in header if isinstance(name, str) and line.startswith(f"{name}:")}
    game_type = header.get("GameType")
    title = game_type.get("Name") if isinstance(game_type, dict) else game_type
    game = _game_named(title)
    if game is None:
        known = ", ".join(g.title for g in engines.GAMES.values())
        problems.append(Problem(line_of.get("GameType", 2), f"GameType {title!r} is not a game I know ({known})"))
    players = header.get("Players")
    if not isinstance(players, list) or not players or not all(isinstance(p, (str, int)) for p in players):
        problems.append(Problem(line_of.get("Players", 2), "Players must list the players' names, by seat"))
        players = None
    options = header.get("Options") or {}
    if not isinstance(options, dict):
        problems.append(Problem(line_of.get("Options", 2), "Options must be fields (`slide: free`)"))
        options = None
    if game is None or players is None or options is None:
        return header, None
    try:
        checked = game.check_options(len(players), options)
    except ValueError as exc:
        problems.append(Problem(line_of.get("Options", line_of.get("Players", 2)), str(exc)))
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


def _replay(state: State, tokens: Sequence[Token], ply: int, history: list[State], players: Sequence[str],
            choose: Callable[[list[str]], Iterable[str]]
            ) -> tuple[list[LogEntry], list[int], State, Problem | None]:
    """The log entries of `tokens` from `state` (after `ply` entries, with `history` the position before
    each of them, for takebacks), their lines, the state they lead to, and the first problem (None when
    every token is legal)."""
    log: list[LogEntry] = []
    lines: list[int] = []
    history = list(history)

    def add(entry: LogEntry, after: State, line: int) -> None:
        nonlocal state
        history.append(state)
        log.append(entry)
        lines.append(line)
        state = after

    for index, token in enumerate(tokens):
        def problem(reason: str) -> Problem:
            return Problem(token.line, reason, token.number, f"{{{token.text}}}" if token.comment else token.text)

        if token.comment:
            if token.text == FORCED:
                if not log or log[-1].kind != "move" or log[-1].text != "pass":
                    return log, lines, state, problem("only a `pass` can be forced")
                log[-1] = replace(log[-1], kind="forced")
                continue
            kind, found = _comment_kind(token.text)
            if kind is None:
                continue  # an annotation
            seat = int(found["seat"]) - 1 if found is not None and "seat" in found.groupdict() else None
            if seat is not None and not 0 <= seat < len(players):
                return log, lines, state, problem(f"there is no seat {seat + 1} in this game")
            ply += 1
            try:
                if kind in ("resign", "timeout"):
                    if state.is_over:
                        raise IllegalMove("the game is already over")
                    add(LogEntry(ply, seat, kind, str(seat), 0.0), state.resign(seat), token.line)
                elif kind == "takeback":
                    taken = int(found["ply"])  # type: ignore[index]
                    if not 1 <= taken < ply:
                        raise IllegalMove(f"there is no move {taken} to take back")
                    add(LogEntry(ply, seat, "takeback", str(taken), 0.0), history[taken - 1], token.line)
                elif kind == "draw":
                    add(LogEntry(ply, None, "draw", "agreed", 0.0), state, token.line)
                elif kind == "abort-time":
                    add(LogEntry(ply, None, "abort", str(seat), 0.0), state, token.line)
                else:
                    add(LogEntry(ply, seat, "abort", "", 0.0), state, token.line)
            except IllegalMove as exc:
                return log, lines, state, problem(str(exc))
            continue
        ply += 1
        if state.is_over:
            return log, lines, state, problem("the game is already over")
        if state.is_chance_node:
            outcomes = [name for name, _ in state.chance_outcomes()]
            if token.text == HIDDEN:
                for outcome in choose(outcomes):
                    after = state.apply_chance(outcome)
                    more, more_lines, final, failed = _replay(after, tokens[index + 1:], ply, history + [state],
                                                              players, choose)
                    if failed is None:
                        log.append(LogEntry(ply, None, "chance", outcome, 0.0))
                        return log + more, lines + [token.line] + more_lines, final, None
                return log, lines, state, problem("no outcome in place of `?` lets the rest of the record replay")
            try:
                add(LogEntry(ply, None, "chance", token.text, 0.0), state.apply_chance(token.text), token.line)
            except IllegalMove as exc:
                return log, lines, state, problem(f"{exc} (here: {', '.join(outcomes[:12])})")
            continue
        seat = state.current_player
        try:
            move = state.canonical(token.text)
            add(LogEntry(ply, seat, "move", move, 0.0, state.describe_move(move)), state.play(move), token.line)
        except IllegalMove as exc:
            return log, lines, state, problem(str(exc))
    return log, lines, state, None


def _comment_kind(text: str) -> tuple[str | None, re.Match[str] | None]:
    for kind, pattern in _COMMENTS:
        found = pattern.fullmatch(text)
        if found:
            return kind, found
    return None, None
