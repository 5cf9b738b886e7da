"""What the table prints: the service's replies as a terminal shows them (Discord's markup read, commands
in the table's syntax), boards written as PNG files, buttons as `[Label]` lines and move menus.

Moved here as it was from the table's one module; the words are still the service's (English, with
Discord's markup, which `readable` and `table_syntax` turn into the table's): this is the seam where
they become the catalogue's phrases in the table's language (`Presenter.locale`).
"""
from __future__ import annotations

import re
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path

from bot.service import Action, Attachment, GameService, GameSummary, Refusal, Reply, User, visible
from bot.service.clocks import duration_words

PLACE = "local-table"
FRONT = "local"  # the outbox's name for the table's messages (see bot.service.outbox.front_of)
KEEP_BUTTONS = 200  # the buttons in sight, newest last

TIMESTAMP = re.compile(r"<t:(-?\d+)(?::([tTdDfFR]))?>")
MENTION = re.compile(r"<@!?([^>]+)>")
CHANNEL = re.compile(r"<#([^>]+)>")
ABSOLUTE = {"t": "%H:%M", "T": "%H:%M:%S", "d": "%Y-%m-%d", "D": "%d %B %Y", "f": "%Y-%m-%d %H:%M",
            "F": "%A %Y-%m-%d %H:%M"}


@dataclass
class Shown:
    action: Action
    viewer: str | None  # None: a public message anyone can click; else only that user sees it
    message: str  # the message it is under (the service's id for it, once posted)


def name_of(user_id: str) -> str:
    """A table user's name from their id (`local:bob`)."""
    return user_id.removeprefix("local:")


def relative(seconds: float) -> str:
    """"in 2d 3h", "3h ago", "now": a moment's distance from the table's time, to the minute."""
    minutes = round(seconds / 60)
    if minutes == 0:
        return "now"
    words = duration_words(abs(minutes) * 60)
    return f"in {words}" if minutes > 0 else f"{words} ago"


def readable(text: str, now: float) -> str:
    """Discord's markup as a terminal shows it: a timestamp `<t:UNIX:R>` as "in 2d 3h (2027-03-01 12:00
    UTC)" from the table's time `now` (a date first after "until"), other styles as the date and time
    in UTC; user and channel mentions as names."""
    dated = {int(m.group(1)) for m in TIMESTAMP.finditer(text) if (m.group(2) or "f") != "R"}

    def timestamp(match: re.Match[str]) -> str:
        at, style = int(match.group(1)), match.group(2) or "f"
        when = datetime.fromtimestamp(at, timezone.utc)
        if style != "R":
            return when.strftime(ABSOLUTE[style]) + " UTC"
        near = relative(at - now)
        if at in dated:  # the date is said beside it already
            return near
        date = when.strftime(ABSOLUTE["f"]) + " UTC"
        if match.string[:match.start()].endswith("until "):
            return f"{date} ({near})"
        return f"{near} ({date})"

    text = TIMESTAMP.sub(timestamp, text)
    text = MENTION.sub(lambda m: "@" + name_of(m.group(1)), text)
    return CHANNEL.sub(lambda m: "#" + m.group(1), text)


CODE = re.compile(r"`(/[^`]*)`")  # a command in a service's text, written as on Discord
DISCORD_WORDS = [  # the service speaks of a Discord server; the table is a server of its own
    ("Members with Manage Server change them", "Whoever sits at the table changes them"),
    ("This server's settings", "The table's settings"),
    ("in this server", "at this table"),
    ("in the game's thread", "in the game"),
]
MENU_SHOWN = 10  # the moves a board's menu prints; `/K moves` lists them all
MENU_LABEL = 32  # characters of a move's words in the menu


def table_syntax(text: str) -> str:
    """A service's text as the table takes it: in a command quoted as on Discord, `opponent:@bob` is
    `@bob`, `move:roll` is `roll`, `/standings game:telic` is `/standings telic`, and any other
    `name:value` is `name=value` (`game:<id>` is the table's own too, and stays)."""
    def command(match: re.Match[str]) -> str:
        words = re.sub(r"\bopponent\d*:(?=@)", "", match.group(1))
        words = re.sub(r"(?<=\s)move:", "", words)
        if words.startswith(("/standings", "/history")):
            words = re.sub(r"\bgame:", "", words)
        words = re.sub(r"\b(?!game:)([a-z_]+):", r"\1=", words)
        return f"`{words}`"

    text = CODE.sub(command, text)
    for discord, table in DISCORD_WORDS:
        text = text.replace(discord, table)
    return text


def menu(choices: Sequence[tuple[str, str]], key: str | None) -> str:
    """A board's move menu in a line: the first few moves with their words, and where the rest are."""
    def entry(move: str, label: str) -> str:
        words = label if len(label) <= MENU_LABEL else label[:MENU_LABEL - 1].rstrip() + "…"
        return f"{move} ({words})" if words and words != move else move

    shown = [entry(move, label) for move, label in choices[:MENU_SHOWN]]
    if len(choices) > MENU_SHOWN:
        shown.append(f"+{len(choices) - MENU_SHOWN} more: `/{key or '<game>'} moves`")
    return "moves (type one to play it): " + " · ".join(shown)


class Presenter:
    """The table's printing of what the service answers, and the buttons that leaves in sight."""

    service: GameService
    boards: Path  # where pictures are written
    user: User  # who is typing
    locale: str  # the language the table speaks (its words come from the catalogue in it, step by step)

    def __init__(self) -> None:
        self.buttons: list[Shown] = []
        self._run = secrets.token_hex(3)  # message ids of this run never meet those of earlier runs
        self._messages = 0

    def now(self) -> float:
        """The table's time (the table keeps its clock)."""
        raise NotImplementedError

    def say(self, text: str) -> None:
        # whatever a line holds (a name, a typed word quoted back), the terminal is sent no escape to obey
        print(visible(text), flush=True)

    # ---- buttons ------------------------------------------------------------------------------
    def message_id(self) -> str:
        """A synthetic id for a message the table shows (the service keeps the ids of boards and offers
        to retire their buttons later)."""
        self._messages += 1
        return f"table-{self._run}-{self._messages}"

    def retire(self, messages: Sequence[str]) -> None:
        """The buttons of these messages go (a newer board, an offer withdrawn or answered)."""
        gone = set(messages)
        self.buttons = [shown for shown in self.buttons if shown.message not in gone]

    # ---- what the games owe ----------------------------------------------------------------------
    async def deliver_owed(self, streams: Sequence[str] | None = None) -> None:
        """Print what the games owe that no answer printed (a result's line in the channel, a message owed
        behind earlier ones, one a crash left unprinted) and take the buttons off old messages, as the
        bot's deliverer posts and edits on Discord; only of `streams` when given."""
        outbox = self.service.outbox
        while True:
            batch = await outbox.claim(FRONT, limit=50, streams=streams)
            if not batch:
                return
            for owed in batch:
                if owed.kind == "edit":
                    self.retire(owed.retire)
                    await outbox.delivered(owed.id, owed.stream, None, None)
                elif owed.payload.get("to") == "parent":
                    assert owed.reply is not None
                    self.say(f"(in the channel) {self.words(owed.reply.text)}")
                    await outbox.delivered(owed.id, owed.stream, None, None)
                else:
                    assert owed.reply is not None
                    owed.reply.file = await self._drawn(owed.reply)
                    await self.show(owed.reply)

    async def _drawn(self, reply: Reply) -> Attachment | None:
        """An owed reply's picture, drawn again from what it shows."""
        if reply.file is None:
            return None
        data = await self.service.outbox.picture(reply)
        return replace(reply.file, data=data) if data is not None else None

    # ---- what the service answers -------------------------------------------------------------
    async def show(self, reply: Reply, *, clicked: Shown | None = None) -> None:
        """Print a reply: what becomes of the clicked message, then the new message (a board written as
        a picture, its buttons in sight); the service hears the new message's id, and the buttons of the
        messages it retires go."""
        if reply.retouch is not None:
            if reply.retouch.text is not None:
                self.say(self.words(reply.retouch.text))
            if clicked is not None:  # the clicked message keeps the retouch's buttons, or none
                self.retire([clicked.message])
                self.offer(reply.retouch.actions, viewer=clicked.viewer, message=clicked.message)
            else:
                self.offer(reply.retouch.actions, viewer=self.user.id if reply.private else None,
                           message=self.message_id())
        if not reply.text:
            return
        if reply.owed_id is not None and not reply.direct:
            return  # earlier messages of its game are owed first: it is printed in its turn, after them
        text = self.words(reply.text)
        if reply.dm is not None:
            self.say(f"(direct message to {name_of(reply.dm)}) {text}")
        elif reply.private:
            self.say(f"(only you see this) {text}")
        else:
            self.say(text)
        if reply.file is not None and reply.file.data is not None:
            self.boards.mkdir(parents=True, exist_ok=True)
            # a private picture (a secret colour) gets a name of its own, never a public board's
            name = f"{reply.game_id}-{self.user.name}-private.png" \
                if reply.private and reply.file.kind == "board" else reply.file.name
            path = self.boards / name
            path.write_bytes(reply.file.data)
            self.say(f"{reply.file.kind}: {path}")
        watch = reply.watch or (self.service.watch(reply.game_id) if reply.game_key else None)
        if watch is not None:  # the table serves the web page (--web-port): where to watch
            self.say(f"watch: {watch}")
        # a board edited in place (the same turn goes on) keeps its message: its old buttons go
        message = reply.replace or self.message_id()
        if reply.replace:
            self.retire([reply.replace])
        if reply.owed_id is not None or (not reply.private and reply.dm is None):
            await reply.posted(message)
            self.retire([m for m in reply.retire if m != message])
        choices = reply.choices or await self.moves_of_mover(reply)
        if choices:  # Discord's select menu: each move is typed as a button's label is
            key = reply.game_key
            self.say(menu(choices, key))
            viewer = self.user.id if reply.private else None
            self.buttons.extend(Shown(Action(move, "move", reply.game_id or "", move), viewer, message)
                                for move, _ in choices)
        self.offer(reply.actions, viewer=self.user.id if reply.private else None, message=message)
        if reply.owed_id is not None and reply.game_id is not None:
            await self.deliver_owed([reply.game_id, reply.game_id + ":edits"])  # its result's line, old buttons

    async def moves_of_mover(self, reply: Reply) -> list[tuple[str, str]]:
        """A public board's menu when there are too many moves for Discord's: the legal moves of the
        player it mentions (the player to move)."""
        board = reply.game_key is not None
        if not board or reply.private or reply.dm is not None or len(reply.mentions) != 1:
            return []
        mover = reply.mentions[0]
        try:
            moves, _ = await self.service.moves_for(User(mover, name_of(mover)), game_id=reply.game_id)
        except Refusal:
            return []
        return moves

    def show_games(self, games: Sequence[GameSummary]) -> None:
        """`/games`: a line for each game in progress here."""
        if not games:
            self.say("No game in progress here. Start one with `/telic start @bob`.")
        for g in games:
            self.say(f"#{g.id} {g.title}: {' vs '.join(g.players)} — {g.to_move or 'nobody'} to move")

    def show_moves(self, moves: Sequence[tuple[str, str]], note: str | None, typed: str, key: str | None) -> None:
        """`/K moves`: the legal moves (notation, then words) whose notation or words hold the typed text,
        or why there are none."""
        typed = typed.casefold()
        shown = [(move, label) for move, label in moves if typed in move.casefold() or typed in label.casefold()]
        if note:
            self.say(note)
        elif not shown:
            self.say(f"No legal move matches {typed!r}; `/{key} moves` lists them all.")
        else:
            self.say("\n".join(f"{move}  —  {label}" for move, label in shown))

    def words(self, text: str) -> str:
        """A service's text as the table prints it: Discord's markup read, commands in table syntax."""
        return table_syntax(readable(text, self.now()))

    def offer(self, actions: Sequence[Action], *, viewer: str | None, message: str) -> None:
        """Buttons now in sight under a message: a private message's only for the user who sees it."""
        if actions:
            self.say("buttons: " + "  ".join(f"[{a.label}]" for a in actions))
        self.buttons.extend(Shown(action, viewer, message) for action in actions)
        del self.buttons[:-KEEP_BUTTONS]
