"""The table's parser, generated from the command table (`bot.commands`): a typed command's words read as
its options. Every option may be written `name=value` (or `name:value`, as Discord writes it); an option
may also be typed bare as the table declares (a move, an `@name`, one of its choices). Each value is read
as its kind says; every odd word is refused in a sentence, before anything is called.

The sentences are the table's own, in English, in this one module (the presenter's words become the
catalogue's phrases in the table's language; these follow them there).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot import commands
from bot.commands import TABLE, Bare, Command, Kind, Option
from bot.service import Refusal, User, clean_name
from bot.service.clocks import VACATION_MAX_DAYS
from bot.words import values

NUMBER = re.compile(r"[0-9]+")  # ASCII digits only: `isdigit()` takes "²" and "٣", which are no numbers here
MAX_DIGITS = 9  # a number option longer than this is refused before it reaches the engine
# an option's own message when its value is missing or no number (by command and option)
HINTS = {
    ("vacation", "days"): "table-hint-days",
    ("start", "computers"): "table-hint-computers",
    ("start", "seats"): "table-hint-seats",
    ("move", "move"): "table-hint-move",
}


@dataclass
class Typed:
    """A command as typed: its declaration and the values of the options given, read as their kinds say."""

    command: Command
    values: dict[str, Any] = field(default_factory=dict)
    players: list[User] = field(default_factory=list)  # an open command's `@name`s beyond its options
    more: dict[str, Any] = field(default_factory=dict)  # an open command's `name=value`s of no option

    @property
    def key(self) -> str | None:
        """The game's key, for a game's subcommand."""
        return self.command.game


def table_user(typed: str) -> User:
    """The user a typed name stands for (`bob`, `@bob`): the name cleaned as every name is (no terminal
    escape, no bidi override, no NUL: see `clean_name`), their id made from that; refused when nothing
    is left of it."""
    name = clean_name(typed.removeprefix("@"))
    if not typed.removeprefix("@").strip():
        raise Refusal("table-name-after-at")
    if not name:
        raise Refusal("table-name-letters", typed=repr(typed))
    return User(f"local:{name}", name)


def parse(words: list[str]) -> Typed:
    """A command's words (`/telic move roll game=ab3cd`, the first word with its slash) as typed values."""
    name = words[0][1:].lower()
    found = commands.command(name, TABLE)
    if found is None:
        raise Refusal("table-unknown-command", name=name)
    rest = words[1:]
    if found.children:
        subs = [child.name for child in found.on(TABLE)]
        if not rest:
            raise Refusal("table-needs-subcommand", name=name, subcommands=values.Either(tuple(subs)))
        sub = rest[0].lower()
        child = found.child(sub, TABLE)
        if child is None:
            raise Refusal("table-no-subcommand", name=name, typed=repr(sub), subcommands=", ".join(subs))
        found, rest = child, rest[1:]
    return _read(found, rest)


def _read(found: Command, words: list[str]) -> Typed:
    typed = Typed(found)
    loose: list[str] = []  # the words a REST option takes
    rest = next((option for option in found.options if option.bare is Bare.REST), None)
    for word in words:
        name, sep, value = word.partition("=")
        if not sep:
            name, sep, value = word.partition(":")
        option = found.option(name) if sep else None
        if option is not None:
            if option.name in typed.values:
                raise Refusal("table-option-twice", option=option.name)
            typed.values[option.name] = _value(found, option, value)
        elif rest is not None:
            loose.append(word)
        elif sep and not name:
            raise Refusal("table-option-unnamed", typed=repr(word))
        elif word.startswith("@"):
            _mention(typed, word)
        elif sep and found.open:
            if name in typed.more:
                raise Refusal("table-option-twice", option=name)
            typed.more[name] = _loose_value(name, value)
        elif not sep and (option := _choice_taking(typed, word)) is not None:
            typed.values[option.name] = next(v for v in option.values if str(v).casefold() == word.casefold())
        elif not sep and found.open:
            raise Refusal("table-mention-them", name=word)
        else:
            raise _takes(found, word)
    if rest is not None and loose:
        # a REST option named and then continued (`moves=Mb2, Sc2, Lb3`) keeps its named words first
        typed.values[rest.name] = " ".join([*([str(typed.values[rest.name])] if rest.name in typed.values else []),
                                            *loose])
    for option in found.options:
        if option.required and option.name not in typed.values:
            raise _hint(found, option, "") or Refusal("table-option-missing", option=option.name,
                                                      command=_command(found, (option.name, "…")))
    return typed


def _command(found: Command, *options: tuple[str, str]) -> values.Command:
    """A declared command, as a value the presenter writes in the table's syntax."""
    group = found.game or found.group
    return values.Command(f"{group} {found.name}" if group else found.name, options)


def _takes(found: Command, word: str) -> Refusal:
    return Refusal("table-takes", command=_command(found), count=len(found.options),
                   options=" ".join(f"{option.name}=…" for option in found.options), typed=repr(word))


def _hint(found: Command, option: Option, value: object) -> Refusal | None:
    hint = HINTS.get((found.name, option.name))
    if hint is None:
        return None
    key = found.game or "<game>"
    return Refusal(hint, typed=repr(value), most=VACATION_MAX_DAYS, move=values.Command(f"{key} move", (("move", "<move>"),)),
                   moves=values.Command(f"{key} moves"))


def _mention(typed: Typed, word: str) -> None:
    """A bare `@name`: the first mention option still free takes it (an open command keeps the rest)."""
    user = table_user(word)
    for option in typed.command.options:
        if option.bare is Bare.MENTION and option.name not in typed.values:
            typed.values[option.name] = user
            return
    if typed.command.open:
        typed.players.append(user)
        return
    raise _takes(typed.command, word)


def _choice_taking(typed: Typed, word: str) -> Option | None:
    """The option still free, typed bare as one of its choices, that has `word` among them."""
    folded = word.casefold()
    return next((option for option in typed.command.options if option.bare is Bare.CHOICE
                 and option.name not in typed.values and folded in {str(v).casefold() for v in option.values}),
                None)


def _value(found: Command, option: Option, value: str) -> Any:
    """An option's typed value, read as its kind says."""
    if option.engine:
        return _loose_value(option.name, value)
    if not value:
        raise _hint(found, option, value) or Refusal("table-option-empty", option=option.name)
    if option.kind is Kind.WHOLE:
        if not NUMBER.fullmatch(value) or len(value.lstrip("0")) > MAX_DIGITS:
            raise _hint(found, option, value) or Refusal("table-option-number", option=option.name,
                                                         typed=repr(value[:12]))
        return int(value)
    if option.kind is Kind.FLAG:
        if value.lower() not in ("true", "false"):
            raise Refusal("table-option-flag", option=option.name, typed=repr(value))
        return value.lower() == "true"
    if option.kind in (Kind.USER, Kind.MEMBER):
        return table_user(value)
    if option.kind is Kind.CHANNEL:  # `#lobby` or `lobby`: the table's channels are names
        return value.removeprefix("#") or value
    return value


def _loose_value(name: str, value: str) -> object:
    """A game's option as the engine takes it: true/false, a whole number (ASCII digits, at most
    MAX_DIGITS of them), else the text itself (the engine's check refuses what it does not know)."""
    if not value:
        raise Refusal("table-option-empty", option=name)
    lowered = value.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    if NUMBER.fullmatch(value):
        if len(value.lstrip("0")) > MAX_DIGITS:
            raise Refusal("table-option-too-large", option=name, typed=value[:12] + ("…" if len(value) > 12 else ""))
        return int(value)
    return value


def one_of(found: Command, name: str, value: Any) -> str:
    """A choice option's value, checked by the table where no one else checks it (case-insensitively)."""
    option = found.option(name)
    assert option is not None, name
    folded = str(value).lower()
    for choice in option.values:
        if folded == str(choice).lower():
            return str(choice)
    raise _hint(found, option, value) or Refusal("table-option-choice", option=name,
                                                 choices=values.Either(tuple(str(choice) for choice in option.values)), typed=repr(value))


def record_file(path: object) -> str | None:
    """The text of the record named by `record=PATH`, refused in a sentence when it cannot be read."""
    if path is None:
        return None
    try:
        return Path(str(path)).expanduser().read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        # the system's own words for why (English, as the system says them), or that it is no text
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else ""
        raise Refusal("table-record-unreadable", path=str(path), reason=reason, text="no" if reason else "yes") from None
