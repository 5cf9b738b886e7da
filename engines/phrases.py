"""Words as values. A `Phrase` is a message of the catalogue (its key) with its arguments; whoever holds
the catalogue (the bot) says it in a reader's language. Engines and renderers build phrases and never
write a sentence themselves, so that every sentence a person reads comes from one catalogue, in six
languages.

An argument is text taken as it is (a name, a move's notation), a number (the catalogue chooses the
plural form by it), a nested `Phrase` (said first), a list or tuple of these (said as a list: "a, b and
c" in the reader's language), or a value of a front end's own (a mention, a moment), which the front end
registers here with its tag (`register`) so that phrases travel as JSON (`to_json`, `from_json`).

`str(phrase)` is the phrase in English once the bot has installed the catalogue (`set_english`), for
logs and exceptions; without it (the engines on their own) it is the key with its arguments.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

# what says a phrase in one language: the catalogue's, for a reader's language and a front end
Speaker = Callable[["Phrase"], str]


class Tagged(Protocol):
    """A front end's own kind of argument (a mention, a moment): JSON-able with its tag."""

    tag: str

    def to_json(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class Phrase:
    key: str
    args: Mapping[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return english(self)

    def __hash__(self) -> int:
        return hash((self.key, _frozen(self.args)))

    def walk(self) -> Iterator[Phrase]:
        """This phrase and every phrase among its arguments, depth first."""
        yield self
        for value in self.args.values():
            for item in value if isinstance(value, (list, tuple)) else (value,):
                if isinstance(item, Phrase):
                    yield from item.walk()

    def to_json(self) -> dict[str, Any]:
        return {"k": self.key, "a": {name: _value_json(value) for name, value in self.args.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Phrase:
        return cls(data["k"], {name: _value_from_json(value) for name, value in data.get("a", {}).items()})


class PhraseError(Exception):
    """An error a person reads: `code`, a message of the catalogue, and its arguments, said to them in
    their language; `str()` is the English sentence (for logs). A phrase already built is taken as it is.
    The rules' refusals (`IllegalMove`, `OptionError`) and the service's (`Refusal`) are ones."""

    def __init__(self, code: str | Phrase, /, **args: Any) -> None:
        self.phrase = code if isinstance(code, Phrase) else Phrase(code, args)
        super().__init__(self.phrase.key)

    @property
    def code(self) -> str:
        return self.phrase.key

    def __str__(self) -> str:
        return str(self.phrase)


def say(key: str, /, **args: Any) -> Phrase:
    """The phrase `key` with its arguments: `say("move-enter", size=1, square="d1")`."""
    return Phrase(key, args)


_english: Speaker | None = None
_tags: dict[str, Callable[[dict[str, Any]], Any]] = {}


def set_english(speaker: Speaker | None) -> None:
    """The catalogue's English, for `str(phrase)` (logs, exceptions, records' comments)."""
    global _english
    _english = speaker


def english(phrase: Phrase) -> str:
    if _english is not None:
        return _english(phrase)
    return plain(phrase)


def plain(phrase: Phrase) -> str:
    """A phrase without a catalogue: its key and arguments (only where no catalogue is installed)."""
    if not phrase.args:
        return phrase.key
    shown = ", ".join(f"{name}={_plain_value(value)}" for name, value in phrase.args.items())
    return f"{phrase.key}({shown})"


def register(tag: str, decode: Callable[[dict[str, Any]], Any]) -> None:
    """A front end's own kind of argument, read back from JSON by its tag."""
    _tags[tag] = decode


def _plain_value(value: Any) -> str:
    if isinstance(value, Phrase):
        return plain(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_plain_value(item) for item in value) + "]"
    return str(value)


def _value_json(value: Any) -> Any:
    if isinstance(value, Phrase):
        return value.to_json()
    if isinstance(value, (list, tuple)):
        return {"l": [_value_json(item) for item in value]}
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    tag = getattr(value, "tag", None)
    if tag is None:
        raise TypeError(f"a phrase cannot carry {value!r}")
    return {"t": tag, **value.to_json()}


def _value_from_json(value: Any) -> Any:
    if isinstance(value, dict):
        if "k" in value:
            return Phrase.from_json(value)
        if "l" in value:
            return tuple(_value_from_json(item) for item in value["l"])
        return _tags[value["t"]]({name: item for name, item in value.items() if name != "t"})
    return value


def _frozen(value: Any) -> Any:
    if isinstance(value, Mapping):
        return tuple(sorted((name, _frozen(item)) for name, item in value.items()))
    if isinstance(value, (list, tuple)):
        return tuple(_frozen(item) for item in value)
    return value
