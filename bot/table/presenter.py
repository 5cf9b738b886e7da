"""What the table prints: the service's replies in the table's language (`--locale`), from the one
catalogue, with the table's own way with people (`@bob`), moments (from the table's clock), commands
(`/telic start @bob`, `name=value`) and channels; boards written as PNG files, buttons as `[Label]` lines
and move menus. Nothing is read back from another front end's markup: the service's phrases carry values.
"""
from __future__ import annotations

import datetime
import functools
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING
from pathlib import Path

from babel.dates import format_datetime

from bot import commands
from bot.service.computer_seats import is_computer
from bot.service import Action, Attachment, GameService, GameSummary, Refusal, Reply, User, text_of, versus, visible
from bot.words import Channel, Command, Mention, Moment, Option, Style, Words, catalogue
from bot.words.values import babel_locale
from engines.phrases import Phrase, say

if TYPE_CHECKING:
    from bot.web.signing import Signer

PLACE = "local-table"
FRONT = "local"  # the outbox's name for the table's messages (see bot.service.outbox.front_of)
KEEP_BUTTONS = 200  # the buttons in sight, newest last
MENU_SHOWN = 10  # the moves a board's menu prints; `/K moves` lists them all
MENU_LABEL = 32  # characters of a move's words in the menu


class TableStyle(Style):
    """The table's way with the values only a front end writes: a person by name, a moment counted from
    the table's clock (which `wait` moves), a command as typed at the table."""

    front = "table"

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock

    def now(self) -> float:
        return self.clock()

    def mention(self, value: Mention, locale: str) -> str:
        return value.name

    def moment(self, value: Moment, locale: str) -> str:
        # dates as the table always printed them (ISO, UTC: a transcript reads the same everywhere); how
        # far off in the reader's words, counted from the table's clock
        when = datetime.datetime.fromtimestamp(value.at, datetime.timezone.utc)
        if value.kind == "day":
            return when.strftime("%Y-%m-%d")
        date = when.strftime("%Y-%m-%d %H:%M UTC")
        if value.kind == "date":  # with its day of the week, in the reader's language
            return format_datetime(when, "EEE ", tzinfo=datetime.timezone.utc, locale=babel_locale(locale)) + date
        near = super().moment(Moment(value.at, "near"), locale)
        return near if value.kind == "near" else f"{near} ({date})"

    def command(self, value: Command, locale: str) -> str:
        return commands.written(value.path, value.options, commands.TABLE_SYNTAX, locale)

    def option(self, value: Option, locale: str) -> str:
        return commands.option_written(value.name, value.value, commands.TABLE_SYNTAX, locale)

    def channel(self, value: Channel, locale: str) -> str:
        return "#" + value.channel_id


@dataclass
class Shown:
    action: Action
    viewer: str | None  # None: a public message anyone can click; else only that user sees it
    message: str  # the message it is under (the service's id for it, once posted)


def name_of(user_id: str) -> str:
    """A table user's name from their id (`local:bob`)."""
    return user_id.removeprefix("local:")


def menu(choices: Sequence[tuple[str, str]], key: str | None) -> Phrase:
    """A board's move menu in a line: the first few moves with their words, and where the rest are."""
    def entry(move: str, label: str) -> str:
        words = label if len(label) <= MENU_LABEL else label[:MENU_LABEL - 1].rstrip() + "…"
        return f"{move} ({words})" if words and words != move else move

    more = len(choices) - MENU_SHOWN
    return say("table-menu", moves=" · ".join(entry(move, label) for move, label in choices[:MENU_SHOWN]),
               more=max(more, 0), command=Command(f"{key or '<game>'} moves"))


class Presenter:
    """The table's printing of what the service answers, and the buttons that leaves in sight."""

    service: GameService
    boards: Path  # where pictures are written
    user: User  # who is typing
    locale: str  # the language the table speaks (`--locale`); commands are typed in English

    def __init__(self) -> None:
        self.buttons: list[Shown] = []
        self.links: Signer | None = None  # the web page's signer, when the table serves it (--web-port)
        self._run = secrets.token_hex(3)  # message ids of this run never meet those of earlier runs
        self._messages = 0

    def now(self) -> float:
        """The time moments are counted from: the real time, unless the table moved its clock (the read
        loop, `bot.table.loop.Table`, keeps a clock `wait` moves forward)."""
        return time.time()

    @property
    def words(self) -> Words:
        """The catalogue in the table's language, said the table's way."""
        return _words(self.locale, self.now)

    def say(self, text: str) -> None:
        # whatever a line holds (a name, a typed word quoted back), the terminal is sent no escape to obey
        print(visible(text), flush=True)

    def tell(self, phrase: Phrase | str, /, **args: object) -> None:
        """Print a message of the catalogue (a phrase, or a key and its arguments)."""
        self.say(self.words(phrase, **args))

    def said(self, lines: Sequence[Phrase]) -> str:
        return "\n".join(self.words(line) for line in lines)

    def label(self, action: Action) -> str:
        """A button's label as the table prints it, and as it is typed to click it."""
        return self.words(action.label)

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
                    self.tell("table-in-channel", text=self.said(owed.reply.lines))
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
            if reply.retouch.lines is not None:
                self.say(self.said(reply.retouch.lines))
            if clicked is not None:  # the clicked message keeps the retouch's buttons, or none
                self.retire([clicked.message])
                self.offer(reply.retouch.actions, viewer=clicked.viewer, message=clicked.message)
            else:
                self.offer(reply.retouch.actions, viewer=self.user.id if reply.private else None,
                           message=self.message_id())
        if not reply.lines:
            return
        if reply.owed_id is not None and not reply.direct:
            return  # earlier messages of its game are owed first: it is printed in its turn, after them
        text = self.said(reply.lines)
        if reply.dm is not None:
            self.tell("table-direct", name=name_of(reply.dm), text=text)
        elif reply.private:
            self.tell("table-private", text=text)
        else:
            self.say(text)
        if reply.file is not None and reply.file.data is not None:
            self.boards.mkdir(parents=True, exist_ok=True)
            # a private picture (a secret colour) gets a name of its own, never a public board's
            name = f"{reply.game_id}-{self.user.name}-private.png" \
                if reply.private and reply.file.kind == "board" and reply.game_id else reply.file.name
            path = self.boards / name
            path.write_bytes(reply.file.data)
            self.tell("table-file", kind=reply.file.kind, path=str(path))
        page = reply.shown_on
        watch = self.links.page(page) if self.links is not None and page is not None else None
        if watch is not None:  # the table serves the web page (--web-port): where to watch
            self.tell("table-watch", link=watch)
        # a board edited in place (the same turn goes on) keeps its message: its old buttons go
        message = reply.replace or self.message_id()
        if reply.replace:
            self.retire([reply.replace])
        if reply.owed_id is not None or (not reply.private and reply.dm is None):
            await self.service.posted(reply, message)
            self.retire([m for m in reply.retire if m != message])
        choices = reply.choices or await self.moves_of_mover(reply)
        if choices:  # Discord's select menu: each move is typed as a button's label is
            self.tell(menu([(move, self.words(label)) for move, label in choices], reply.game_key))
            viewer = self.user.id if reply.private else None
            pick = reply.menu  # a lesson's menu: its action, the move appended to its value
            self.buttons.extend(Shown(Action(text_of(move), pick.kind, pick.target, pick.value + move) if pick
                                      else Action(text_of(move), "move", reply.game_id or "", move), viewer, message)
                                for move, _ in choices)
        self.offer(reply.actions, viewer=self.user.id if reply.private else None, message=message)
        if reply.owed_id is not None and reply.game_id is not None:
            await self.deliver_owed([reply.game_id, reply.game_id + ":edits"])  # its result's line, old buttons

    async def moves_of_mover(self, reply: Reply) -> list[tuple[str, Phrase]]:
        """A public board's menu when there are too many moves for Discord's: the legal moves of the
        player to move, whoever asked for the board (none while a computer thinks, or for a board of an
        earlier position)."""
        if reply.game_key is None or reply.game_id is None or reply.private or reply.dm is not None:
            return []
        try:
            loaded = await self.service.game(reply.game_id)
        except Refusal:
            return []
        seat = loaded.state.current_player
        shown = reply.file.board if reply.file is not None else None
        if seat is None or loaded.over or (shown is not None and shown.get("version") != loaded.record.version):
            return []
        mover = loaded.record.players[seat]
        if is_computer(mover):
            return []
        moves, _ = await self.service.moves_for(User(mover, name_of(mover)), game_id=reply.game_id)
        return moves

    def show_games(self, games: Sequence[GameSummary]) -> None:
        """`/games`: a line for each game in progress here."""
        if not games:
            self.tell("table-games-none", start=Command("telic start", (("opponent", "@bob"),)))
        for g in games:
            self.tell("table-game-line", game=g.id, title=g.title, players=versus(g.players),
                      mover=g.to_move or "", moving="yes" if g.to_move else "no")

    def show_moves(self, moves: Sequence[tuple[str, Phrase]], note: Phrase | None, typed: str,
                   key: str | None) -> None:
        """`/K moves`: the legal moves (notation, then words) whose notation or words hold the typed text,
        or why there are none."""
        folded = typed.casefold()
        said = [(move, self.words(label)) for move, label in moves]
        shown = [(move, label) for move, label in said if folded in move.casefold() or folded in label.casefold()]
        if note:
            self.tell(note)
        elif not shown:
            self.tell("table-moves-none", typed=repr(typed), command=Command(f"{key or '<game>'} moves"))
        else:
            self.say("\n".join(f"{move}  —  {label}" for move, label in shown))

    def offer(self, actions: Sequence[Action], *, viewer: str | None, message: str) -> None:
        """Buttons now in sight under a message: a private message's only for the user who sees it."""
        if actions:
            self.tell("table-buttons", buttons="  ".join(f"[{self.label(a)}]" for a in actions))
        self.buttons.extend(Shown(action, viewer, message) for action in actions)
        del self.buttons[:-KEEP_BUTTONS]


@functools.lru_cache(maxsize=16)
def _words(locale: str, clock: Callable[[], float]) -> Words:
    return Words(catalogue(), locale, TableStyle(clock))
