"""The local table: play every game in a terminal, on the same service and database as the bot.

Type what a Discord user types (`/telic start @bob`, `/telic move roll`, `/telic moves`), `as bob` to
switch user, and a button's label (`Accept`, `Roll`, `Resign`) to click it. Every board is written as a
PNG file and its path printed as `board: <path>`. Lines can come from a pipe: the table exits at the end
of its input, and a second run on the same database carries on (the buttons of the waiting challenges,
draw offers and takeback requests, and of the games here come back, as Discord's persistent buttons do).

The table keeps a clock of its own: the real time plus an offset kept in the database, which
`wait <duration>` moves forward (`wait 13h`), running whatever falls due meanwhile (reminders, losses on
time, ends of vacations) as the bot's scheduler does on Discord. A second run carries on from the table's
time, and applies at start-up what fell due while the table was closed.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import secrets
import shlex
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path

import engines
from bot.service import (
    DEFAULT_DATABASE, Action, Attachment, GameService, Refusal, Reply, StorageRefused, User, check_database,
    clean_name, is_postgres, visible,
)
from bot.service import shown as without_password
from bot.service.clocks import DAY, duration_words, parse_duration

PLACE = "local-table"
FRONT = "local"  # the outbox's name for the table's messages (see bot.service.outbox.front_of)
CLOCK_SCOPE, CLOCK_KEY = "table", "offset"  # where the table's clock offset is kept (seconds, as text)
PENDING_SCOPE, PENDING_KEY = "table-pending", "buttons"  # private buttons in sight (a Resign/Cancel), as JSON
KEEP_BUTTONS = 200  # the buttons in sight, newest last
MAX_LINE = 6000  # characters of a line the table reads (Discord's limit on a command's text); shlex is
# quadratic in a line's length, and nothing a player types is longer
MAX_WAIT = 366 * DAY  # one `wait` moves the clock at most this far
MAX_AHEAD = 100 * 365 * DAY  # the table's clock runs at most this far ahead of the real time: dates stay dates
HELP = """Commands (as on Discord):
  /<game> start @name [@name ...] [option=value ...] [seats=listed] [clock=none|1h|1d|3d|7d]
                [record=PATH] [computers=N level=easy|normal|hard]
                                    challenge (games: {games}); clock: each player's time per turn
                                    (without it, the table's default: see /settings); record: start,
                                    unrated, from the last position of a game record (PPN); computers:
                                    computer players take seats (unrated; alone with them, no Accept)
  /<game> move <move> [game:<id>]   make a move
  /<game> moves [text] [game:<id>]  your legal moves, notation first (only those matching text)
  /<game> board [text=true] [game:<id>]
                                    show the board, with whose turn it is and their deadline; text=true:
                                    as text, for a screen reader
  /<game> record [game:<id>]        write the game's record (PPN) and print `record: <path>`
  /<game> replay [game:<id>]        write the game's animated replay and print `replay: <path>`
  /<game> resign [game:<id>]        resign (asks first)
  /<game> draw [game:<id>]          offer a draw: the others click Accept draw or Decline
  /<game> undo [game:<id>]          ask to take back your last move: the others click Allow or Refuse
  /<game> abort [game:<id>]         end the game with no result, before every player has moved
  /<game> rules                     the rules
  /games                            games in progress here
  /standings [game] [global]        leaderboards
  /history [@name] [game]           past games
  /notify [where=thread|dm|off]     where your reminders go: the game, a direct message, or nowhere
  /vacation days=<0..14>            stop your clocks for that many days (days=0 ends your vacation)
  /settings [clock=none|1h|1d|3d|7d] [reminders=on|off]
                                    the table's defaults for new games (shown without options)
  wait <duration>                   move the table's clock forward (wait 13h, wait 2d, wait 90m) and
                                    run what falls due: reminders, losses on time, ends of vacations
  as <name>                         act as another user
  <button label>                    click it (Accept, Roll, Accept draw, Decline, Allow, Refuse, Rematch, …)
  help [word]                       this text (only the lines about word)
  # ...                             a comment: the rest of the line is not read
  quit                              leave (games are kept)
Started with --web-port N, the table serves each game's web page (watch it live, step through it):
a `watch: <address>` line follows each board, and /standings."""
COMPUTER_CHAIN = 500  # computer moves in a row after one line, at most (only computers left in a game)
COMMENT = re.compile(r"\s#\s.*$")  # `bob> Accept   # a comment`, as in the README, is just `Accept`
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


def table_user(typed: str) -> User:
    """The user a typed name stands for (`bob`, `@bob`): the name cleaned as every name is (no terminal
    escape, no bidi override, no NUL: see `clean_name`), their id made from that; refused when nothing
    is left of it."""
    name = clean_name(typed.removeprefix("@"))
    if not typed.removeprefix("@").strip():
        raise Refusal("Name the player after the @: `@bob`.")
    if not name:
        raise Refusal(f"Name the player with letters or digits, like `@bob`, not {typed!r}.")
    return User(f"local:{name}", name)


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


class Table:
    def __init__(self, service: GameService, boards: Path, user: str = "alice", *,
                 wall: Callable[[], float] = time.time) -> None:
        self.service = service
        self.boards = boards
        self.user = table_user(user)
        self.buttons: list[Shown] = []
        self.failed = False  # something went wrong that was not a refusal (a bug): exit status 1
        self.wall = wall  # the real time; the table's clock runs `offset` seconds ahead of it
        self.offset = 0.0
        self._kept = "[]"  # the private buttons as last saved
        self._run = secrets.token_hex(3)  # message ids of this run never meet those of earlier runs
        self._messages = 0

    def say(self, text: str) -> None:
        # whatever a line holds (a name, a typed word quoted back), the terminal is sent no escape to obey
        print(visible(text), flush=True)

    # ---- the table's clock ----------------------------------------------------------------------
    def now(self) -> float:
        """The table's time: the real time moved forward by every `wait` so far."""
        return self.wall() + self.offset

    def date(self, at: float | None = None) -> str:
        return datetime.fromtimestamp(self.now() if at is None else at, timezone.utc).strftime(
            "%a %Y-%m-%d %H:%M UTC")

    async def start(self) -> None:
        """Before the first line: the table's clock as the last run left it, the buttons still in sight,
        and whatever fell due while the table was closed."""
        stored = await self.service.setting(CLOCK_SCOPE, CLOCK_KEY)
        try:
            self.offset = float(stored) if stored is not None else 0.0
        except ValueError:
            self.offset = 0.0
        if not 0.0 <= self.offset <= MAX_AHEAD:  # an earlier version saved any `wait`: inf, 1e24, nan
            self.say(f"The table's clock was kept {(stored or '')[:40]} seconds ahead, out of range: "
                     "it runs from the real time again.")
            self.offset = 0.0
            await self.service.save_setting(CLOCK_SCOPE, CLOCK_KEY, repr(self.offset))
        self.service.clock = self.now
        await self.restore_buttons()
        await self.restore_private()
        replies = await self.service.run_due()
        if replies or await self.service.outbox.waiting(FRONT):
            self.say(f"While the table was closed (it is now {self.date()}):")
        for reply in replies:
            await self.show(reply)
        await self.deliver_owed()

    async def wait(self, words: list[str]) -> None:
        """Move the table's clock forward and run what fell due meanwhile."""
        if not words:
            raise Refusal("Say how long to wait: `wait 13h`, `wait 2d`, `wait 90m`.")
        seconds = parse_duration(" ".join(words))
        if not seconds <= MAX_WAIT:  # nan and inf too (a number of 400 digits is inf)
            raise Refusal(f"Wait at most {MAX_WAIT // DAY:.0f}d at a time, not {' '.join(words)[:40]}.")
        if self.offset + seconds > MAX_AHEAD:
            raise Refusal(f"The table's clock runs at most {MAX_AHEAD // DAY / 365:.0f} years ahead of the "
                          f"real time; it is {duration_words(self.offset)} ahead already.")
        self.offset += seconds
        await self.service.save_setting(CLOCK_SCOPE, CLOCK_KEY, repr(self.offset))
        self.say(f"⏳ {duration_words(seconds)} later: it is now {self.date()} at the table.")
        await self.run_due(quiet=False)

    async def computers_move(self) -> None:
        """The computers whose turn it is play now (one after another, until a person is to move), as
        the bot's scheduler would have them do at once."""
        for _ in range(COMPUTER_CHAIN):
            replies = await self.service.run_due()
            if not replies:
                return
            for reply in replies:
                await self.show(reply)

    async def run_due(self, *, quiet: bool = True) -> None:
        """Show what fell due by the table's clock (real time runs too, between two lines)."""
        replies = await self.service.run_due()
        if not replies and not quiet:
            self.say("Nothing fell due meanwhile.")
        for reply in replies:
            await self.show(reply)

    # ---- buttons ------------------------------------------------------------------------------
    def message_id(self) -> str:
        """A synthetic id for a message the table shows (the service keeps the ids of boards and offers
        to retire their buttons later)."""
        self._messages += 1
        return f"table-{self._run}-{self._messages}"

    async def restore_buttons(self) -> None:
        """The buttons still in sight from earlier runs: waiting challenges, the games here, and their
        waiting draw offers and takeback requests; each under the message the service knows it by."""
        for message, action in await self.service.buttons_in(PLACE):
            self.buttons.append(Shown(action, None, message or self.message_id()))

    async def restore_private(self) -> None:
        """The private buttons an earlier run left waiting (a Resign/Cancel confirmation), for the user
        who saw them: Discord keeps an ephemeral message's buttons, so the table does too."""
        stored = await self.service.setting(PENDING_SCOPE, PENDING_KEY)
        try:
            kept = json.loads(stored) if stored else []
            restored = [Shown(Action(**entry["action"]), entry["viewer"], entry["message"]) for entry in kept]
        except (ValueError, TypeError, KeyError):
            restored = []  # an unreadable record: nothing is waiting
        self._kept = stored or "[]"
        messages: dict[str, list[Shown]] = {}
        for shown in restored:
            messages.setdefault(shown.message, []).append(shown)
        for under in messages.values():
            labels = "  ".join(f"[{shown.action.label}]" for shown in under)
            self.say(f"(still waiting for {name_of(under[0].viewer or '')}) buttons: {labels}")
        self.buttons.extend(restored)

    async def keep_private(self) -> None:
        """Save the private buttons in sight, when they changed, for the next run."""
        kept = json.dumps([{"viewer": shown.viewer, "message": shown.message,
                            "action": {"label": shown.action.label, "kind": shown.action.kind,
                                       "target": shown.action.target, "value": shown.action.value,
                                       "style": shown.action.style}}
                           for shown in self.buttons if shown.viewer is not None and shown.action.kind != "move"])
        if kept != self._kept:
            await self.service.save_setting(PENDING_SCOPE, PENDING_KEY, kept)
            self._kept = kept

    def retire(self, messages: Sequence[str]) -> None:
        """The buttons of these messages go (a newer board, an offer withdrawn or answered)."""
        gone = set(messages)
        self.buttons = [shown for shown in self.buttons if shown.message not in gone]

    # ---- lines --------------------------------------------------------------------------------
    async def handle(self, line: str) -> bool:
        """Run one line; False when the user wants to leave."""
        if len(line) > MAX_LINE and len(line := line.rstrip("\r\n")) > MAX_LINE:
            # refused before shlex and the regular expressions, which would take seconds over it
            self.say(f"✗ That line has {len(line):,} characters; the table reads at most {MAX_LINE:,} "
                     "(a game record goes in a file: record=PATH).")
            return True
        line = COMMENT.sub("", line).strip()
        if not line or line.startswith("#"):
            return True
        if line.lower() in ("quit", "exit"):
            return False
        first, _, rest = line.partition(" ")
        if first.lower() in ("help", "?", "/help"):
            self.help(rest.strip())
            return True
        try:
            words = shlex.split(line)
        except ValueError as exc:
            self.say(f"✗ Could not read that line: {exc}.")
            return True
        try:
            await self.run_due()  # what fell due in real time since the last line
            if words[0].lower() == "as":
                name = words[1].lstrip("@") if len(words) == 2 else ""
                if not name:
                    raise Refusal("Say who you want to be: `as bob`.")
                self.user = table_user(name)
                self.say(f"You are now {self.user.name}.")
            elif words[0].lower() == "wait":
                await self.wait(words[1:])
            elif words[0].startswith("/"):
                await self.command(words[0][1:].lower(), words[1:])
            else:
                await self.click(line)
            await self.computers_move()
            await self.deliver_owed()
        except Refusal as refusal:
            self.say(f"✗ {table_syntax(str(refusal))}")
        except Exception as exc:  # a bug: say so and keep the session; every game is in the database
            self.failed = True
            traceback.print_exc()
            self.say(f"✗ Something went wrong ({type(exc).__name__}: {exc}); nothing was changed.")
        await self.keep_private()
        return True

    def help(self, word: str) -> None:
        text = HELP.format(games=", ".join(engines.GAMES))
        if not word:
            self.say(text)
            return
        # the lines of the commands that mention the word, each with its continuation lines
        entries: list[list[str]] = []
        for line in text.splitlines()[1:]:
            if line.startswith("   ") and entries:
                entries[-1].append(line)
            else:
                entries.append([line])
        found = [line for entry in entries if word.lower().lstrip("/") in "\n".join(entry).lower()
                 for line in entry]
        self.say("\n".join(found) if found else f"No command mentions {word!r}; `help` lists them all.")

    async def command(self, name: str, args: list[str]) -> None:
        if name == "games":
            games = await self.service.games_in(PLACE)
            if not games:
                self.say("No game in progress here. Start one with `/telic start @bob`.")
            for g in games:
                self.say(f"#{g.id} {g.title}: {' vs '.join(g.players)} — {g.to_move or 'nobody'} to move")
            return
        if name == "standings":
            key = next((w for w in args if w in engines.GAMES), None)
            scope = "global" if "global" in args else "server"
            await self.show(await self.service.standings(key=key, scope=scope, guild=None))
            return
        if name == "history":
            who = next((table_user(w) for w in args if w.startswith("@")), self.user)
            key = next((w for w in args if w in engines.GAMES), None)
            await self.show(await self.service.history(who, key=key))
            return
        if name == "notify":
            where = _named(args, "notify", ("where",)).get("where")
            await self.show(await self.service.notify(self.user, where))
            return
        if name == "vacation":
            days = _named(args, "vacation", ("days",)).get("days")
            if days is None or not NUMBER.fullmatch(days) or len(days) > MAX_DIGITS:
                raise Refusal("Say how many days: `/vacation days=2` (0 to 14; `days=0` ends your vacation).")
            await self.show(await self.service.vacation(self.user, int(days)))
            return
        if name == "settings":
            named = _named(args, "settings", ("clock", "reminders"))
            # the table is a server of its own, and whoever sits at it manages it
            await self.show(await self.service.settings(self.user, None, admin=True, clock=named.get("clock"),
                                                        reminders=named.get("reminders")))
            return
        if name not in engines.GAMES:
            raise Refusal(f"Unknown command /{name}. Type `help` for the commands.")
        if not args:
            raise Refusal(f"/{name} needs a subcommand: start, move, moves, board, record, replay, resign, "
                          "draw, undo, abort or rules.")
        sub, rest = args[0].lower(), args[1:]
        game_id = None
        for word in list(rest):
            if word.lower().startswith("game:"):
                game_id = word[5:]
                rest.remove(word)
        where = {"game_id": game_id, "place": PLACE, "key": name}
        if sub == "start":
            players, options, seated, clock = _start_words(rest)
            computers = options.pop("computers", 0)
            if not isinstance(computers, int):
                raise Refusal(f"computers= is a number of computer players, not {computers!r}.")
            if not players and not computers:
                raise Refusal(f"Name who you challenge: `/{name} start @bob`, or play the computer: "
                              f"`/{name} start computers=1`.")
            level = options.pop("level", None)
            record = _record_file(options.pop("record", None))
            await self.show(await self.service.challenge(
                name, self.user, players, place=PLACE, options=options, seated=seated, clock=clock,
                record=record, computers=computers, level=None if level is None else str(level)))
        elif sub == "move":
            if not rest:
                raise Refusal(f"Say which move: `/{name} move <move>` (see `/{name} moves`).")
            await self.show(await self.service.play(self.user, " ".join(rest), **where))
        elif sub == "moves":
            # the terminal's autocomplete: notation first, filtered like Discord's on the text typed
            moves, note = await self.service.moves_for(self.user, **where)
            typed = " ".join(rest).casefold()
            shown = [(move, label) for move, label in moves
                     if typed in move.casefold() or typed in label.casefold()]
            if note:
                self.say(note)
            elif not shown:
                self.say(f"No legal move matches {typed!r}; `/{name} moves` lists them all.")
            else:
                self.say("\n".join(f"{move}  —  {label}" for move, label in shown))
        elif sub == "board":
            text = _named(rest, f"{name} board", ("text",)).get("text", "false").lower()
            if text not in ("true", "false"):
                raise Refusal(f"text= is true or false, not {text!r}.")
            await self.show(await self.service.board(self.user, text=text == "true", **where))
        elif sub in ("record", "replay"):
            if rest:
                raise Refusal(f"/{name} {sub} takes only game:<id>, not {rest[0]!r}.")
            call = self.service.record if sub == "record" else self.service.replay
            await self.show(await call(self.user, **where))
        elif sub == "resign":
            await self.show(await self.service.ask_resign(self.user, **where))
        elif sub == "draw":
            await self.show(await self.service.offer_draw(self.user, **where))
        elif sub == "undo":
            await self.show(await self.service.ask_undo(self.user, **where))
        elif sub == "abort":
            await self.show(await self.service.abort(self.user, **where))
        elif sub == "rules":
            self.say(str(engines.get_game(name).summary))
        else:
            raise Refusal(f"/{name} has no subcommand {sub!r}: start, move, moves, board, record, replay, "
                          "resign, draw, undo, abort, rules.")

    async def click(self, label: str) -> None:
        for shown in reversed(self.buttons):
            if shown.action.label.casefold() == label.casefold() and shown.viewer in (None, self.user.id):
                await self.show(await self.service.click(self.user, shown.action, place=PLACE), clicked=shown)
                return
        raise Refusal(f"No button {label!r} is in sight. Type `help` for the commands.")

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
        if reply.watch is not None:  # the table serves the web page (--web-port): where to watch
            self.say(f"watch: {reply.watch}")
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

    def words(self, text: str) -> str:
        """A service's text as the table prints it: Discord's markup read, commands in table syntax."""
        return table_syntax(readable(text, self.now()))

    def offer(self, actions: Sequence[Action], *, viewer: str | None, message: str) -> None:
        """Buttons now in sight under a message: a private message's only for the user who sees it."""
        if actions:
            self.say("buttons: " + "  ".join(f"[{a.label}]" for a in actions))
        self.buttons.extend(Shown(action, viewer, message) for action in actions)
        del self.buttons[:-KEEP_BUTTONS]


NUMBER = re.compile(r"[0-9]+")  # ASCII digits only: `isdigit()` takes "²" and "٣", which are no numbers here
MAX_DIGITS = 9  # a number option longer than this is refused before it reaches the engine
SEATS = ("listed", "random")


def _start_words(words: list[str]) -> tuple[list[User], dict[str, object], bool, str | None]:
    """A challenge's words: the players (`@bob`, or Discord's `opponent:@bob`), the game's options
    (`name=value`, or `name:value`), `seats=` and `clock=`; every odd word refused in a sentence."""
    players: list[User] = []
    raw: dict[str, str] = {}
    for word in words:
        name, sep, value = word.partition("=")
        if not sep:
            name, sep, value = word.partition(":")
        if sep and value.startswith("@") and name.lower().startswith("opponent"):
            word = value  # Discord's `opponent:@bob`
        if word.startswith("@"):
            players.append(table_user(word))
            continue
        if not sep:
            raise Refusal(f"To challenge {word}, mention them: `@{word}` (options are written name=value).")
        if not name:
            raise Refusal(f"Options are written name=value; {word!r} has no name.")
        if name in raw:
            raise Refusal(f"The option {name} is given twice.")
        raw[name] = value
    seats = raw.pop("seats", "random").lower()
    if seats not in SEATS:
        raise Refusal(f"seats= is listed (in the order written, you first) or random, not {seats!r}.")
    clock = raw.pop("clock", None)
    options = {name: _option_value(name, value) for name, value in raw.items()}
    return players, options, seats == "listed", clock


def _record_file(path: object) -> str | None:
    """The text of the record named by `record=PATH`, refused in a sentence when it cannot be read."""
    if path is None:
        return None
    try:
        return Path(str(path)).expanduser().read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else "it is not UTF-8 text"
        raise Refusal(f"I cannot read the record {path}: {reason}.") from None


def _option_value(name: str, value: str) -> object:
    """An option's value as the engine takes it: true/false, a whole number (ASCII digits, at most
    MAX_DIGITS of them), else the text itself (the engine's check refuses what it does not know)."""
    if not value:
        raise Refusal(f"Give the option {name} a value: `{name}=<value>`.")
    lowered = value.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    if NUMBER.fullmatch(value):
        if len(value.lstrip("0")) > MAX_DIGITS:
            raise Refusal(f"{name}={value[:12]}{'…' if len(value) > 12 else ''} is too large a number.")
        return int(value)
    return value


def _named(words: list[str], command: str, names: tuple[str, ...]) -> dict[str, str]:
    """A lobby command's `name=value` words (`name:value` as Discord writes them works too), as text."""
    found: dict[str, str] = {}
    for word in words:
        name, sep, value = word.partition("=")
        if not sep:
            name, sep, value = word.partition(":")
        if not sep or name.lower() not in names:
            raise Refusal(f"/{command} takes {' '.join(f'{n}=…' for n in names)}, not {word!r}.")
        found[name.lower()] = value
    return found


async def read_line(prompt: str | None) -> str:
    """The next line ('' at the end of the input); with a prompt, through input() and its line editing."""
    if prompt is None:
        return await asyncio.to_thread(sys.stdin.readline)
    try:
        return await asyncio.to_thread(input, prompt) + "\n"
    except EOFError:
        return ""


async def run(database: str, user: str, boards: str | None = None, seed: int | None = None,
              web_port: int | None = None) -> int:
    try:
        service = await GameService.open(database)
    except StorageRefused as exc:
        print(f"Cannot start: {exc}", file=sys.stderr)
        return 2
    if seed is not None:  # dice and draws from a seeded generator: a session replays exactly
        service.rng = random.Random(seed)
    server = None
    if web_port is not None:  # the same pages as the bot's, on this machine only, while the table runs
        from bot.config import WebConfig
        from bot.web import start_web

        try:
            server = await start_web(service, WebConfig(web_port, host="127.0.0.1"))
        except OSError as exc:
            await service.close()
            print(f"Cannot serve the web page on port {web_port}: {exc}", file=sys.stderr)
            return 2
    home = Path("boards") if is_postgres(database) else Path(database).parent / "boards"
    table = Table(service, Path(boards) if boards else home, user)
    interactive = sys.stdin.isatty()
    if interactive:
        import readline  # noqa: F401  (history and line editing for input())

        table.say(f"Local table on {without_password(database)}. You are {user}. Type `help` for the commands.")
    try:
        await table.start()
        while True:
            line = await read_line(f"{table.user.name}> " if interactive else None)
            if not line:
                break
            if not interactive:  # echo, so that a transcript shows who typed what
                typed = line.rstrip()
                if len(typed) > MAX_LINE:  # its start and its length: enough to tell which line it was
                    typed = f"{typed[:60]}… ({len(typed):,} characters)"
                table.say(f"{table.user.name}> {typed}")
            if not await table.handle(line):
                break
    finally:
        if server is not None:
            await server.stop()
        await service.close()
    return 1 if table.failed else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.table", description=__doc__.split("\n")[0])
    parser.add_argument("--database", default=None,
                        help=f"a SQLite file or a postgresql:// URL (default: DATABASE_URL, else {DEFAULT_DATABASE})")
    parser.add_argument("--as", dest="user", default="alice", help="the user you start as (default: alice)")
    parser.add_argument("--boards", default=None,
                        help="where the board pictures go (default: boards/ beside the database)")
    parser.add_argument("--seed", type=int, default=None,
                        help="roll dice and draw pieces from a generator seeded so (default: unpredictable)")
    parser.add_argument("--web-port", type=int, default=None, metavar="N",
                        help="serve the games' web pages on http://localhost:N while the table runs "
                             "(a `watch:` line follows each board; default: off)")
    args = parser.parse_args(argv)
    if args.web_port is not None and not 0 <= args.web_port <= 65535:
        parser.exit(2, f"Cannot start: --web-port must be from 0 (any free port) to 65535, not {args.web_port}\n")
    if not clean_name(args.user):
        parser.exit(2, f"Cannot start: --as takes a name of letters, digits or signs, not {args.user!r}\n")
    database = args.database or os.environ.get("DATABASE_URL", "").strip() or DEFAULT_DATABASE
    try:
        check_database(database)
    except ValueError as exc:
        parser.exit(2, f"Cannot start: {exc}\n")
    return asyncio.run(run(database, args.user, args.boards, args.seed, args.web_port))


if __name__ == "__main__":
    raise SystemExit(main())
