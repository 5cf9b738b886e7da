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
import shlex
import sys
import time
import traceback
from collections.abc import Awaitable, Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import engines
from bot.commands import start_values
from bot.service import (
    DEFAULT_DATABASE, Action, GameService, Refusal, StorageRefused, check_database, clean_name, is_postgres, text_of,
)
from bot.service import shown as without_password
from bot.service.clocks import DAY, parse_duration
from bot.table.help import about, help_text
from bot.table.parser import Typed, one_of, parse, record_file, table_user
from bot.service.lessons import LEARN
from bot.table.presenter import FRONT, PLACE, Presenter, Shown, name_of
from bot.words import DEFAULT_LOCALE, Duration, Moment, locale_of
from engines.phrases import Phrase

CLOCK_SCOPE, CLOCK_KEY = "table", "offset"  # where the table's clock offset is kept (seconds, as text)
PENDING_SCOPE, PENDING_KEY = "table-pending", "buttons"  # private buttons in sight (a Resign/Cancel), as JSON
MAX_LINE = 6000  # characters of a line the table reads (Discord's limit on a command's text); shlex is
# quadratic in a line's length, and nothing a player types is longer
MAX_WAIT = 366 * DAY  # one `wait` moves the clock at most this far
MAX_AHEAD = 100 * 365 * DAY  # the table's clock runs at most this far ahead of the real time: dates stay dates
MAX_BATCHES = 10000  # runs of due work one `wait` makes at most while more falls due at once
COMPUTER_CHAIN = 500  # computer moves in a row after one line, at most (only computers left in a game)
# a button's refusals that say it is meant for someone else: an older button of that label may be the user's
SOMEONE_ELSES = frozenset({"refusal-challenge-not-yours", "refusal-decline-not-yours", "refusal-offer-not-yours",
                           "refusal-offer-yours", "refusal-not-in-game", "refusal-not-your-turn",
                           "refusal-out-of-game", "refusal-rematch-not-yours"})
COMMENT = re.compile(r"\s#\s.*$")  # `bob> Accept   # a comment`, as in the README, is just `Accept`


def _label(value: object) -> Phrase:
    """A kept button's label: a phrase's JSON, or text an earlier version kept."""
    return Phrase.from_json(value) if isinstance(value, dict) else text_of(value)


class Table(Presenter):
    """The read loop: each line typed (a command, `as`, `wait`, a button's label) run against the service,
    its answer printed by the presenter."""

    def __init__(self, service: GameService, boards: Path, user: str = "alice", *,
                 wall: Callable[[], float] = time.time, locale: str = DEFAULT_LOCALE) -> None:
        super().__init__()
        self.service = service
        self.boards = boards
        self.user = table_user(user)
        self.locale = locale_of(locale)  # the table's language (`--locale`); commands are typed in English
        self.failed = False  # something went wrong that was not a refusal (a bug): exit status 1
        self.wall = wall  # the real time; the table's clock runs `offset` seconds ahead of it
        self.offset = 0.0
        self._kept = "[]"  # the private buttons as last saved

    # ---- the table's clock ----------------------------------------------------------------------
    def now(self) -> float:
        """The table's time: the real time moved forward by every `wait` so far."""
        return self.wall() + self.offset

    async def start(self) -> None:
        """Before the first line: the table's clock as the last run left it, the buttons still in sight,
        and whatever fell due while the table was closed."""
        stored = await self.service.setting(CLOCK_SCOPE, CLOCK_KEY)
        try:
            self.offset = float(stored) if stored is not None else 0.0
        except ValueError:
            self.offset = 0.0
        if not 0.0 <= self.offset <= MAX_AHEAD:  # an earlier version saved any `wait`: inf, 1e24, nan
            self.tell("table-clock-out-of-range", kept=(stored or "")[:40])
            self.offset = 0.0
            await self.service.save_setting(CLOCK_SCOPE, CLOCK_KEY, repr(self.offset))
        self.service.clock = self.now
        await self.seen()
        await self.restore_buttons()
        await self.restore_private()
        replies = await self.service.run_due()
        if replies or await self.service.outbox.waiting(FRONT):
            self.tell("table-while-closed", now=Moment(self.now(), "date"))
        for reply in replies:
            await self.show(reply)
        await self.deliver_owed()

    async def seen(self) -> None:
        """The table's language is its user's and its own, as Discord's locales are a user's and a
        server's: text boards, pictures and messages owed later follow it (a language a manager set with
        `/settings language=` still goes first for what everyone sees)."""
        await self.service.languages.seen(user=self.user.id, locale=self.locale, guild=None, guild_locale=self.locale)

    async def wait(self, words: list[str]) -> None:
        """Move the table's clock forward and run what fell due meanwhile."""
        if not words:
            raise Refusal("table-wait-how-long")
        seconds = parse_duration(" ".join(words))
        if not seconds <= MAX_WAIT:  # nan and inf too (a number of 400 digits is inf)
            raise Refusal("table-wait-at-most", most=Duration(MAX_WAIT), typed=" ".join(words)[:40])
        if self.offset + seconds > MAX_AHEAD:
            raise Refusal("table-wait-too-far", years=round(MAX_AHEAD / DAY / 365), ahead=Duration(self.offset))
        self.offset += seconds
        await self.service.save_setting(CLOCK_SCOPE, CLOCK_KEY, repr(self.offset))
        self.tell("table-waited", waited=Duration(seconds), now=Moment(self.now(), "date"))
        await self.run_due(quiet=False)
        # long work done a batch per run (a computer's review of a game) is due again at once: waiting
        # lets it finish, as the bot's scheduler runs it batch after batch
        for _ in range(MAX_BATCHES):
            due = await self.service.next_due()
            if due is None or due > self.now():
                break
            await self.run_due()

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
            self.tell("table-nothing-due")
        for reply in replies:
            await self.show(reply)


    # ---- buttons ------------------------------------------------------------------------------
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
            restored = [Shown(Action(**{**entry["action"], "label": _label(entry["action"]["label"])}),
                              entry["viewer"], entry["message"]) for entry in kept]
        except (ValueError, TypeError, KeyError):
            restored = []  # an unreadable record: nothing is waiting
        self._kept = stored or "[]"
        messages: dict[str, list[Shown]] = {}
        for shown in restored:
            messages.setdefault(shown.message, []).append(shown)
        for under in messages.values():
            labels = "  ".join(f"[{self.label(shown.action)}]" for shown in under)
            self.tell("table-still-waiting", name=name_of(under[0].viewer or ""), buttons=labels)
        self.buttons.extend(restored)

    async def keep_private(self) -> None:
        """Save the private buttons in sight, when they changed, for the next run."""
        kept = json.dumps([{"viewer": shown.viewer, "message": shown.message,
                            "action": {"label": shown.action.label.to_json(), "kind": shown.action.kind,
                                       "target": shown.action.target, "value": shown.action.value,
                                       "style": shown.action.style}}
                           for shown in self.buttons if shown.viewer is not None and shown.action.kind != "move"])
        if kept != self._kept:
            await self.service.save_setting(PENDING_SCOPE, PENDING_KEY, kept)
            self._kept = kept


    # ---- lines --------------------------------------------------------------------------------
    async def handle(self, line: str) -> bool:
        """Run one line; False when the user wants to leave."""
        if len(line) > MAX_LINE and len(line := line.rstrip("\r\n")) > MAX_LINE:
            # refused before shlex and the regular expressions, which would take seconds over it
            self.tell("table-refused", text=self.words("table-line-too-long", length=len(line), most=MAX_LINE))
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
            self.tell("table-refused", text=self.words("table-line-unreadable", problem=str(exc)))
            return True
        try:
            await self.run_due()  # what fell due in real time since the last line
            if words[0].lower() == "as":
                name = words[1].lstrip("@") if len(words) == 2 else ""
                if not name:
                    raise Refusal("table-as-who")
                self.user = table_user(name)
                await self.seen()
                self.tell("table-you-are", name=self.user.name)
            elif words[0].lower() == "wait":
                await self.wait(words[1:])
            elif words[0].startswith("/"):
                await self.command(words)
            else:
                await self.click(line)
            await self.computers_move()
            await self.deliver_owed()
        except Refusal as refusal:
            self.tell("table-refused", text=self.words(refusal.phrase))
        except Exception as exc:  # a bug: say so and keep the session; every game is in the database
            self.failed = True
            traceback.print_exc()
            self.tell("table-went-wrong", problem=f"{type(exc).__name__}: {exc}")
        await self.keep_private()
        return True

    def help(self, word: str) -> None:
        text = help_text(self.locale)
        if not word:
            self.say(text)
            return
        found = about(text, word)
        if found is not None:
            self.say(found)
        else:
            self.tell("table-help-none", word=repr(word))

    async def command(self, words: list[str]) -> None:
        """A command (`/telic move roll`), read by the parser the command table generates; one service
        call."""
        typed = parse(words)
        found = typed.command
        await HANDLERS[f"{found.group} {found.name}" if found.group else found.name](self, typed)

    async def click(self, label: str) -> None:
        """A button's label: the newest such button meant for the user who types it (a button refused as
        someone else's, such as the Accept of a challenge to another player, gives way to an older one);
        else a move typed alone, in the user's game here where it is one."""
        refused: Refusal | None = None
        for shown in reversed(self.buttons):
            if self.label(shown.action).casefold() != label.casefold() or shown.viewer not in (None, self.user.id):
                continue
            # forgetting the user (`/privacy forget`): the files written of their games go too (found first)
            played = await self.service.privacy.game_ids(self.user) if shown.action.kind == "forget" else None
            try:
                reply = await self.service.click(self.user, shown.action, place=PLACE)
            except Refusal as refusal:
                if refusal.code not in SOMEONE_ELSES:
                    raise
                refused = refused or refusal  # the newest button's refusal, if no other is the user's
                continue
            if shown.action.kind == LEARN:  # the lesson moved on: the step's buttons go, as its menu
                self.retire([shown.message])
            await self.show(reply, clicked=shown)
            if played is not None:
                self.forgotten(played)
            return
        lesson = self.lesson_in_sight(label)
        if lesson is not None:  # a move typed for the lesson's task, right or wrong: the lesson says which
            await self.show(await self.service.click(self.user, lesson.action, place=PLACE), clicked=lesson)
            return
        games = await self.moves_of_mine(label)
        if games:  # in several games at once: the service asks which one
            game_id = games[0] if len(games) == 1 else None
            await self.show(await self.service.play(self.user, label, game_id=game_id, place=PLACE))
            return
        raise refused or Refusal("table-no-button", label=repr(label))

    def lesson_in_sight(self, typed: str = "") -> Shown | None:
        """The lesson task the user saw last, when the newest button in their sight is one of its step's
        (a board shown since, of a game against the computer, takes typed moves instead): a move typed
        then answers it (as its menu's action, the move typed in place of the one listed)."""
        mine = [shown for shown in self.buttons if shown.viewer in (None, self.user.id)]
        if not mine or mine[-1].action.kind != LEARN:
            return None
        newest = mine[-1]
        task = next((shown for shown in reversed(mine) if shown.message == newest.message and shown.action.kind == LEARN
                     and ":" in shown.action.value), None)
        if task is None:
            return None
        step = task.action.value.partition(":")[0]
        return Shown(replace(task.action, value=f"{step}:{typed}"), task.viewer, task.message)

    def forgotten(self, games: list[str]) -> None:
        """The user was forgotten: every file the table wrote that may show them goes (a board, record or
        replay of their games; any file naming them, such as their export), and their private buttons."""
        marks = [mark.encode("utf-8") for mark in (self.user.id, self.user.name) if mark]
        if self.boards.is_dir():
            for path in self.boards.iterdir():
                if not path.is_file():
                    continue
                of_theirs = any(path.name.startswith((f"{game}-", f"{game}.")) for game in games)
                if of_theirs or any(mark in path.name.encode("utf-8") or mark in path.read_bytes() for mark in marks):
                    path.unlink()
        self.buttons = [shown for shown in self.buttons if shown.viewer != self.user.id]

    async def moves_of_mine(self, typed: str) -> list[str]:
        """The user's games here in which `typed` is a move: those where it is legal on their turn, else
        those where it is a legal move of the player to move (the service then says whose turn it is);
        none when it is a move in none of them."""
        legal: list[str] = []
        anyone: list[str] = []
        for summary in await self.service.games_of(self.user.id):
            if PLACE not in (summary.place, summary.thread):
                continue
            loaded = await self.service.game(summary.id)
            state, seat = loaded.state, loaded.record.seat_of(self.user.id)
            if state.current_player is None or loaded.over:
                continue
            try:
                state.canonical(typed)
            except engines.IllegalMove:
                continue
            (legal if state.current_player == seat else anyone).append(summary.id)
        return legal or anyone

# ---- what each command does: one service call, its answer shown ---------------------------------------
Handler = Callable[[Table, Typed], Awaitable[None]]


def _where(typed: Typed) -> dict[str, Any]:
    """Which game a game's subcommand is about: `game=<id>`, else the caller's one game of its kind here."""
    return {"game_id": typed.values.get("game"), "place": PLACE, "key": typed.key}


async def _start(table: Table, typed: Typed) -> None:
    key = typed.key
    assert key is not None
    given = start_values(typed.command, typed.values)
    players = [*given.opponents, *typed.players]
    seated = given.seats is not None and one_of(typed.command, "seats", given.seats) == "listed"
    computers = given.computers or 0
    record = record_file(given.record)
    # with nobody named and no computers, the challenge is open: anyone at the table may type Join
    await table.show(await table.service.challenge(
        key, table.user, players, place=PLACE, options={**given.options, **typed.more}, seated=seated,
        clock=given.clock, record=record, computers=computers, level=given.level, players=given.players))


async def _move(table: Table, typed: Typed) -> None:
    await table.show(await table.service.play(table.user, typed.values["move"], **_where(typed)))


async def _moves(table: Table, typed: Typed) -> None:
    # the terminal's autocomplete: notation first, filtered like Discord's on the text typed
    moves, note = await table.service.moves_for(table.user, **_where(typed))
    table.show_moves(moves, note, typed.values.get("text", ""), typed.key)


async def _board(table: Table, typed: Typed) -> None:
    await table.show(await table.service.board(table.user, text=typed.values.get("text", False), **_where(typed)))


async def _record(table: Table, typed: Typed) -> None:
    await table.show(await table.service.record(table.user, **_where(typed)))


async def _replay(table: Table, typed: Typed) -> None:
    speed = typed.values.get("speed")
    await table.show(await table.service.replay(
        table.user, first=typed.values.get("from"), last=typed.values.get("to"),
        speed=None if speed is None else one_of(typed.command, "speed", speed), **_where(typed)))


async def _hint(table: Table, typed: Typed) -> None:
    await table.show(await table.service.hint(table.user, **_where(typed)))


async def _review(table: Table, typed: Typed) -> None:
    await table.show(await table.service.review(table.user, **_where(typed)))


async def _resign(table: Table, typed: Typed) -> None:
    await table.show(await table.service.ask_resign(table.user, **_where(typed)))


async def _draw(table: Table, typed: Typed) -> None:
    await table.show(await table.service.offer_draw(table.user, **_where(typed)))


async def _undo(table: Table, typed: Typed) -> None:
    await table.show(await table.service.ask_undo(table.user, **_where(typed)))


async def _abort(table: Table, typed: Typed) -> None:
    await table.show(await table.service.abort(table.user, **_where(typed)))


async def _plan(table: Table, typed: Typed) -> None:
    await table.show(await table.service.plan(table.user, moves=typed.values.get("moves"),
                                              clear=bool(typed.values.get("clear")), **_where(typed)))


async def _rules(table: Table, typed: Typed) -> None:
    assert typed.key is not None
    table.tell(text_of(engines.get_game(typed.key).summary))


async def _learn(table: Table, typed: Typed) -> None:
    assert typed.key is not None
    await table.show(await table.service.learn(table.user, typed.key))


async def _puzzle(table: Table, typed: Typed) -> None:
    assert typed.key is not None
    await table.show(await table.service.puzzle(table.user, typed.key, answer=typed.values.get("answer"),
                                                number=typed.values.get("puzzle")))


async def _puzzle_daily(table: Table, typed: Typed) -> None:
    # the table is a server of its own, with one place, and whoever sits at it manages it (as `/settings`)
    await table.show(await table.service.puzzle_daily(table.user, None, admin=True, channel=PLACE,
                                                      off=bool(typed.values.get("off"))))


async def _games(table: Table, typed: Typed) -> None:
    table.show_games(await table.service.games_in(PLACE))


async def _next(table: Table, typed: Typed) -> None:
    await table.show(await table.service.inbox(table.user))


async def _seek(table: Table, typed: Typed) -> None:
    values = typed.values  # the table is a server of its own: its pool is the table's
    await table.show(await table.service.seek(table.user, guild=None, place=PLACE, games=values.get("games"),
                                              clock=values.get("clock"), players=values.get("players"),
                                              rated=values.get("rated")))


async def _unseek(table: Table, typed: Typed) -> None:
    await table.show(await table.service.unseek(table.user, guild=None, seek=typed.values.get("seek")))


async def _standings(table: Table, typed: Typed) -> None:
    scope = typed.values.get("scope")
    scope = "server" if scope is None else one_of(typed.command, "scope", scope)
    await table.show(await table.service.standings(key=typed.values.get("game"), scope=scope, guild=None,
                                                   season=typed.values.get("season")))


async def _season_start(table: Table, typed: Typed) -> None:
    # the table is a server of its own, and whoever sits at it manages it (as `/settings`)
    await table.show(await table.service.season_start(table.user, None, admin=True, name=typed.values["name"]))


async def _season_list(table: Table, typed: Typed) -> None:
    await table.show(await table.service.season_list(None))


async def _privacy_export(table: Table, typed: Typed) -> None:
    await table.show(await table.service.privacy_export(table.user))


async def _privacy_forget(table: Table, typed: Typed) -> None:
    await table.show(await table.service.privacy_forget(table.user))


async def _history(table: Table, typed: Typed) -> None:
    who = typed.values.get("user") or table.user
    await table.show(await table.service.history(who, key=typed.values.get("game")))


async def _notify(table: Table, typed: Typed) -> None:
    await table.show(await table.service.notify(table.user, typed.values.get("where"), digest=typed.values.get("digest"),
                                                at=typed.values.get("at"), tz=typed.values.get("tz")))


async def _vacation(table: Table, typed: Typed) -> None:
    await table.show(await table.service.vacation(table.user, typed.values["days"]))


async def _settings(table: Table, typed: Typed) -> None:
    # the table is a server of its own, and whoever sits at it manages it
    await table.show(await table.service.settings(table.user, None, admin=True, clock=typed.values.get("clock"),
                                                  reminders=typed.values.get("reminders"),
                                                  language=typed.values.get("language"),
                                                  challenge=typed.values.get("challenge"),
                                                  season=typed.values.get("season"),
                                                  tournaments=typed.values.get("tournaments")))


async def _tournament_create(table: Table, typed: Typed) -> None:
    values = typed.values  # the table is a server of its own; the game's options as `name=value` words
    format = values.get("format")
    await table.show(await table.service.tournament_create(
        table.user, guild=None, place=PLACE, game=values["game"],
        format="round-robin" if format is None else one_of(typed.command, "format", format),
        rounds=values.get("rounds"), clock=values.get("clock"), players=values.get("players"),
        signup=values.get("signup"), rated=values.get("rated"), table=values.get("table"), options=typed.more,
        options_text=values.get("options"), vacation=values.get("vacation")))


async def _tournament_start(table: Table, typed: Typed) -> None:
    await table.show(await table.service.tournament_start(table.user, typed.values.get("tournament"), guild=None))


async def _tournament_standings(table: Table, typed: Typed) -> None:
    await table.show(await table.service.tournament_standings(guild=None, tournament=typed.values.get("tournament")))


async def _tournament_withdraw(table: Table, typed: Typed) -> None:
    await table.show(await table.service.tournament_withdraw(table.user, guild=None,
                                                             tournament=typed.values.get("tournament")))


# a server's managers' tools: the table is a server of its own, and whoever sits at it manages it
async def _admin_channels(table: Table, typed: Typed) -> None:
    channel, action = typed.values.get("channel"), typed.values.get("action")
    await table.show(await table.service.admin_channels(
        table.user, None, admin=True, channel=channel,
        action=None if action is None else one_of(typed.command, "action", action)))


async def _admin_end(table: Table, typed: Typed) -> None:
    await table.show(await table.service.admin_end(table.user, None, admin=True, game=typed.values["game"],
                                                   reason=typed.values["reason"]))


async def _admin_block(table: Table, typed: Typed) -> None:
    await table.show(await table.service.admin_block(table.user, None, admin=True, target=typed.values["user"]))


async def _admin_unblock(table: Table, typed: Typed) -> None:
    await table.show(await table.service.admin_unblock(table.user, None, admin=True, target=typed.values["user"]))


async def _admin_log(table: Table, typed: Typed) -> None:
    await table.show(await table.service.admin_log(table.user, None, admin=True))


HANDLERS: dict[str, Handler] = {
    "start": _start, "move": _move, "moves": _moves, "board": _board, "record": _record, "replay": _replay,
    "resign": _resign, "draw": _draw, "undo": _undo, "abort": _abort, "rules": _rules, "games": _games,
    "standings": _standings, "history": _history, "next": _next, "notify": _notify, "vacation": _vacation, "settings": _settings,
    "seek": _seek, "unseek": _unseek,
    "plan": _plan,
    "learn": _learn,
    "puzzle": _puzzle, "puzzle daily": _puzzle_daily,
    "hint": _hint, "review": _review,
    "season start": _season_start, "season list": _season_list,
    "privacy export": _privacy_export, "privacy forget": _privacy_forget,
    "tournament create": _tournament_create, "tournament start": _tournament_start,
    "tournament standings": _tournament_standings, "tournament withdraw": _tournament_withdraw,
    "admin channels": _admin_channels, "admin end": _admin_end, "admin block": _admin_block,
    "admin unblock": _admin_unblock, "admin log": _admin_log,
}


async def read_line(prompt: str | None) -> str:
    """The next line ('' at the end of the input); with a prompt, through input() and its line editing."""
    if prompt is None:
        return await asyncio.to_thread(sys.stdin.readline)
    try:
        return await asyncio.to_thread(input, prompt) + "\n"
    except EOFError:
        return ""


async def run(database: str, user: str, boards: str | None = None, seed: int | None = None,
              web_port: int | None = None, locale: str = DEFAULT_LOCALE) -> int:
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
    table = Table(service, Path(boards) if boards else home, user, locale=locale)
    if server is not None:
        table.links = server.signer  # boards and standings link to their pages (a `watch:` line)
    interactive = sys.stdin.isatty()
    if interactive:
        import readline  # noqa: F401  (history and line editing for input())

        table.tell("table-welcome", database=without_password(database), name=user)
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
    parser = argparse.ArgumentParser(prog="python -m bot.table", description=(__doc__ or "").split("\n")[0])
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
    parser.add_argument("--locale", default=DEFAULT_LOCALE, metavar="LANGUAGE",
                        help="the language the table speaks: en, de, fr, es-ES, pt-BR or ja (another is read as "
                             "the nearest of these, else English; commands are still typed in English; "
                             "default: en)")
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
    return asyncio.run(run(database, args.user, args.boards, args.seed, args.web_port, locale_of(args.locale)))


if __name__ == "__main__":
    raise SystemExit(main())
