"""What the game service answers: value types shared by every front end (Discord, the local table)."""
from __future__ import annotations

from dataclasses import dataclass, field


class Refusal(Exception):
    """A request the referee turns down; the message is one sentence for the user, and nothing changed."""


@dataclass(frozen=True)
class User:
    id: str
    name: str


@dataclass(frozen=True)
class Action:
    """A button the front end shows. `kind` and `target` (a game or challenge id) travel in its custom id."""

    label: str
    kind: str  # accept | decline | move | colour | resign | cancel | page
    target: str
    value: str = ""
    style: str = "secondary"  # primary | secondary | success | danger

    @property
    def custom_id(self) -> str:
        return ":".join(("ref", self.kind, self.target, self.value))


@dataclass
class Reply:
    text: str
    image: bytes | None = None
    image_name: str = "board.png"
    ephemeral: bool = False
    game_id: str | None = None
    actions: list[Action] = field(default_factory=list)
    # the legal moves of the player to move, (value, label), when few enough for a select menu
    choices: list[tuple[str, str]] = field(default_factory=list)
    # a one-line summary for the channel where the game was started, when the game just ended
    summary: str | None = None
    # set when the game just started: the title for its thread ("Telic · alice vs bob")
    thread_title: str | None = None
    # user ids to notify (the player to move)
    mentions: list[str] = field(default_factory=list)
