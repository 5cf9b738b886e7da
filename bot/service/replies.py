"""What the game service takes and answers: value types shared by every front end (Discord, the table).

One interaction is one service call, and its `Reply` says everything the front end needs: what to post,
whether only the user who acted sees it, where a public message goes, what becomes of the message
whose button was clicked, and what to tell the service once it is posted (`Reply.posted`).

Every word in them is a `Phrase` (a message of the catalogue with its arguments), never a sentence: each
front end's presenter says it in its reader's language, with its own markup for the people, moments,
commands and channels the phrases carry (`bot.words`: Mention, Moment, Command, Channel).
"""
from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.storage.text import clean_name
from engines.phrases import Phrase, PhraseError, say

Lines = tuple[Phrase, ...]  # a message: each line a whole message of the catalogue


class Refusal(PhraseError):
    """A request the referee turns down, and nothing changed: `code`, a message of the catalogue (in its
    `refusal` section), and its arguments (`Refusal("refusal-not-your-turn", game="ab3cd", name="bob")`),
    said to the user in their language; `str()` is the English sentence (for logs). A phrase of another
    part (an engine's refusal) is taken as it is."""

    @property
    def values(self) -> Mapping[str, Any]:
        """The refusal's arguments, by name."""
        return self.phrase.args


def text_of(value: object) -> Phrase:
    """A value another part already put in words, as a phrase: an engine's words for a move, a chance
    outcome, a secret, a button (a `Phrase` already), or text said before the catalogue (a message stored
    as English text, a picture's words said in its reader's language), which says itself."""
    if isinstance(value, Phrase):
        return value
    return say("service-text", text="" if value is None else str(value))


@dataclass(frozen=True)
class User:
    id: str
    name: str

    def __post_init__(self) -> None:
        # a name is shown to others and kept: never with a terminal escape, a bidi override or a NUL
        object.__setattr__(self, "name", clean_name(self.name))


@dataclass(frozen=True)
class Action:
    """A button the front end shows: `kind` and `target` (a game or challenge id) say what it does."""

    label: Phrase
    kind: str  # accept | decline | move | secret | resign | cancel | page | yes | no | rematch
    target: str
    value: str = ""
    style: str = "secondary"  # primary | secondary | success | danger


@dataclass(frozen=True)
class Retouch:
    """What becomes of the message whose button was clicked: new lines (None keeps its words) and buttons
    (none: its buttons go)."""

    lines: Lines | None = None
    actions: tuple[Action, ...] = ()


# How a front end hears that a request was accepted, before its slow part (drawing, committing): a future
# it made, whose result the service sets to whether the answer to the user who acted is private (a Discord
# front end defers its answer then, while the service goes on). A value the front end reads, never a call
# into it; never set for a refused request, so a refusal can still be answered privately.
Underway = asyncio.Future[bool]


def under_way(underway: Underway | None, private: bool) -> None:
    """The request is accepted: the front end may answer "thinking…" now (privately or not)."""
    if underway is not None and not underway.done():
        underway.set_result(private)


@dataclass(frozen=True)
class Posting:
    """What posting a reply changes, once a front end tells the service where it went
    (`GameService.posted`): its owed message (`owed_id`; None: a board shown on request, never owed) is
    marked delivered, with its effect on `stream` (its game or challenge): "board", the board now carries
    the game's buttons; an offer's or a challenge's message is remembered."""

    stream: str
    effect: str | None
    owed_id: int | None = None


@dataclass(frozen=True)
class Attachment:
    """A file posted with a reply: a board picture, a game's record, its replay."""

    name: str
    data: bytes | None  # None: not drawn yet (an owed board is drawn again from `board` when it goes out)
    # what the file shows, in words (Discord shows it as alt text to screen readers)
    description: Phrase | None = None
    kind: str = "board"  # board | record | replay: what a front end calls it when it says where it went
    # what a board picture shows, to draw it again: its game, the version, the move it marks and the
    # version of the position that move was played on
    board: dict | None = None


@dataclass(frozen=True)
class WebPage:
    """The web page that shows what a reply is about (a front end with the page on offers a Watch link to
    it): a game's (`target`: its id), a server's standings (`target`: the server, None at the table) or a
    tournament's (`target`: its number)."""

    kind: str  # game | standings | tournament
    target: str | None


@dataclass
class Reply:
    lines: Lines = ()  # the message (none: nothing new is posted)
    file: Attachment | None = None
    private: bool = False  # only the user who acted sees it
    game_id: str | None = None
    game_key: str | None = None  # the game's kind ("telic"), on a board
    actions: list[Action] = field(default_factory=list)
    # the legal moves of the player to move, (value, label), when few enough for a select menu
    choices: list[tuple[str, Phrase]] = field(default_factory=list)
    # what choosing one of `choices` does: this action with the move appended to its value (a lesson's
    # answer); None: the move is played in `game_id`
    menu: Action | None = None
    mentions: list[str] = field(default_factory=list)  # user ids to notify (the player to move)
    # where a public message goes: the game's thread or channel; None: where the user asked
    home: str | None = None
    # the public message goes where the user asked; otherwise `done` tells them privately what happened
    here: bool = True
    done: Phrase | None = None
    summary: Phrase | None = None  # a one-line result for `parent`, when the game just ended
    parent: str | None = None  # the channel the game was started in, when it is played in a thread
    thread_title: Phrase | None = None  # the game just started: open a thread for it first, named so
    retire: list[str] = field(default_factory=list)  # earlier messages of the game whose buttons go
    dm: str | None = None  # a user id: the message goes to them directly, not to `home`
    # the game's board message to edit in place with this reply, rather than posting a new one: the same
    # player's turn goes on (Telic's roll, then the entry), so the thread shows one board per turn
    replace: str | None = None
    retouch: Retouch | None = None  # what becomes of the clicked message
    # the web page that shows this, besides a game's own (a server's standings): a front end with the page
    # on offers a Watch link to it
    page: WebPage | None = None
    # what the service does when told where the reply was posted: front ends call `GameService.posted`
    on_posted: Posting | None = None
    # the public message is owed (the outbox row `owed_id`, written with the change): the front end that
    # answers delivers it itself when `direct` (nothing of its game is owed before it), then calls
    # `posted`; otherwise, or when the post fails, the deliverer posts it in its turn
    owed_id: int | None = None
    direct: bool = True

    @property
    def shown_on(self) -> WebPage | None:
        """The web page that shows this reply's subject: its own, else its game's (a board's)."""
        if self.page is not None:
            return self.page
        return WebPage("game", self.game_id) if self.game_key and self.game_id else None

    @property
    def answer_private(self) -> bool:
        """Whether the answer to the user who acted is private: a private reply, or a public one posted
        elsewhere (then the user is told so privately)."""
        return self.private or (not self.here and self.done is not None)


# ---- names and items in a row, as each language joins them ------------------------------------------
def versus(names: Sequence[object]) -> object:
    """"alice vs bob vs carol", each a name or a phrase (a player with their seat)."""
    return _chained("service-versus", names)


def series(items: Sequence[object]) -> object:
    """Items one after the other, "a, b, c", as each language separates them (no "and": a list argument
    says that)."""
    return _chained("service-series", items)


def _chained(key: str, items: Sequence[object]) -> object:
    """The items joined pairwise by the message `key` (its `first` and `then`), from the right."""
    if not items:
        return ""
    said: object = items[-1]
    for item in reversed(items[:-1]):
        said = say(key, first=item, then=said)
    return said
