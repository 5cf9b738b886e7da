"""The arguments only a front end can write: a person to notify, a moment, a command to type, a channel.

The service puts them in its phrases as values (never as Discord markup); each front end's `Style` writes
them its own way: Discord as `<@id>`, `<t:…:R>`, `/telic move move:`, `<#id>`; the local table as a name,
"in 2d 3h (2027-03-01 12:00 UTC)", `/telic move move=`, `#id`; the web page as plain words.
"""
from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Any, ClassVar

from babel.dates import format_date, format_datetime, format_timedelta
from babel.lists import format_list
from babel.units import format_unit

from engines import phrases


@dataclass(frozen=True)
class Mention:
    """A person, notified where the front end can (Discord), else named."""

    tag: ClassVar[str] = "mention"
    user_id: str
    name: str

    def to_json(self) -> dict[str, Any]:
        return {"id": self.user_id, "name": self.name}


@dataclass(frozen=True)
class Moment:
    """A moment: `relative` ("in 2 days (its date)"), `near` ("in 2 days" only), `date` (a date and time) or
    `day` (a date), in each reader's own terms."""

    tag: ClassVar[str] = "moment"
    at: float
    kind: str = "relative"  # relative | date | day

    def to_json(self) -> dict[str, Any]:
        return {"at": self.at, "kind": self.kind}


@dataclass(frozen=True)
class Command:
    """A command a person may type: its words ("telic start", "<game> move") and options by name (a value
    of "" names the option only: `game:`)."""

    tag: ClassVar[str] = "command"
    path: str
    options: tuple[tuple[str, str], ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"path": self.path, "options": [list(option) for option in self.options]}


@dataclass(frozen=True)
class Option:
    """An option of the commands named on its own, with a value or not: `game:` ("say which with
    `game:`"), `game:ab3cd`; each front end writes it as its users type it."""

    tag: ClassVar[str] = "option"
    name: str
    value: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "value": self.value}


@dataclass(frozen=True)
class Either:
    """Alternatives, said as the reader's language lists them with "or" ("server or global")."""

    tag: ClassVar[str] = "either"
    items: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"items": list(self.items)}


@dataclass(frozen=True)
class Duration:
    """A length of time ("1 hr, 30 min"), said in units of the reader's language."""

    tag: ClassVar[str] = "duration"
    seconds: float

    def to_json(self) -> dict[str, Any]:
        return {"seconds": self.seconds}


@dataclass(frozen=True)
class Channel:
    """A channel or thread, by id."""

    tag: ClassVar[str] = "channel"
    channel_id: str

    def to_json(self) -> dict[str, Any]:
        return {"id": self.channel_id}


phrases.register("mention", lambda data: Mention(data["id"], data["name"]))
phrases.register("moment", lambda data: Moment(data["at"], data["kind"]))
phrases.register("command", lambda data: Command(data["path"], tuple(tuple(o) for o in data["options"])))
phrases.register("option", lambda data: Option(data["name"], data["value"]))
phrases.register("either", lambda data: Either(tuple(data["items"])))
phrases.register("duration", lambda data: Duration(data["seconds"]))
phrases.register("channel", lambda data: Channel(data["id"]))


class Style:
    """How a front end writes the values only it can, in plain text (the base: the web page's words);
    front ends override what they write otherwise. `front` is given to every message as `$front`, for the
    few whose words differ by front end (a Discord server is a table at the table)."""

    front = "web"

    def now(self) -> float:
        """The front end's time (a relative moment is counted from it)."""
        return datetime.datetime.now(datetime.timezone.utc).timestamp()

    def mention(self, value: Mention, locale: str) -> str:
        return value.name

    def moment(self, value: Moment, locale: str) -> str:
        when = datetime.datetime.fromtimestamp(value.at, datetime.timezone.utc)
        if value.kind == "day":
            return format_date(when, "medium", locale=babel_locale(locale))
        date = format_datetime(when, "short", tzinfo=datetime.timezone.utc, locale=babel_locale(locale)) + " UTC"
        if value.kind == "date":
            return date
        relative = format_timedelta(datetime.timedelta(seconds=value.at - self.now()), add_direction=True, 
                                    locale=babel_locale(locale))
        return relative if value.kind == "near" else f"{relative} ({date})"

    def command(self, value: Command, locale: str) -> str:
        options = " ".join(f"{name}:{shown}" for name, shown in value.options)
        return f"/{value.path}" + (f" {options}" if options else "")

    def option(self, value: Option, locale: str) -> str:
        return f"{value.name}:{value.value}"

    def channel(self, value: Channel, locale: str) -> str:
        return f"#{value.channel_id}"

    def duration(self, value: Duration, locale: str) -> str:
        """Days, hours and minutes (the largest two that are not zero), in the language's short units."""
        minutes = round(abs(value.seconds) / 60)
        units = (("duration-day", minutes // 1440), ("duration-hour", minutes // 60 % 24),
                 ("duration-minute", minutes % 60))
        shown = [(unit, count) for unit, count in units if count][:2] or [("duration-minute", 0)]
        where = babel_locale(locale)
        return format_list([format_unit(count, unit, length="short", locale=where) for unit, count in shown],
                           style="unit-narrow", locale=where)


def babel_locale(locale: str) -> str:
    """Babel's name for a catalogue locale ("pt-BR" is "pt_BR")."""
    return locale.replace("-", "_")
