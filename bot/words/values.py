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
    """A moment: `relative` ("in 2 days"), `date` (a date and time) or `day` (a date), in each reader's own
    terms."""

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
class Channel:
    """A channel or thread, by id."""

    tag: ClassVar[str] = "channel"
    channel_id: str

    def to_json(self) -> dict[str, Any]:
        return {"id": self.channel_id}


phrases.register("mention", lambda data: Mention(data["id"], data["name"]))
phrases.register("moment", lambda data: Moment(data["at"], data["kind"]))
phrases.register("command", lambda data: Command(data["path"], tuple(tuple(o) for o in data["options"])))
phrases.register("channel", lambda data: Channel(data["id"]))


class Style:
    """How a front end writes the values only it can, in plain text (the base: the web page's words);
    front ends override what they write otherwise."""

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
        relative = format_timedelta(datetime.timedelta(seconds=value.at - self.now()), add_direction=True, threshold=1.1,
                                    locale=babel_locale(locale))
        return f"{relative} ({date})"

    def command(self, value: Command, locale: str) -> str:
        options = " ".join(f"{name}:{shown}" for name, shown in value.options)
        return f"/{value.path}" + (f" {options}" if options else "")

    def channel(self, value: Channel, locale: str) -> str:
        return f"#{value.channel_id}"


def babel_locale(locale: str) -> str:
    """Babel's name for a catalogue locale ("pt-BR" is "pt_BR")."""
    return locale.replace("-", "_")
