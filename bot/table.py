"""The local table: play every game in a terminal, on the same service and database as the bot.

Type what a Discord user types (`/telic start @bob`, `/telic move roll`, `/telic moves`), `as bob` to
switch user, and a button's label (`Accept`, `Roll`, `Resign`) to click it. Every board is written as a
PNG file and its path printed as `board: <path>`. Lines can come from a pipe: the table exits at the end
of its input, and a second run on the same database carries on (the buttons of the waiting challenges
and of the games here come back, as Discord's persistent buttons do).
"""
from __future__ import annotations

import argparse
import asyncio
import random
import shlex
import sys
import traceback
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import engines
from bot.service import DEFAULT_DATABASE, Action, GameService, Refusal, Reply, User

PLACE = "local-table"
HELP = """Commands (as on Discord):
  /<game> start @name [@name ...] [option=value ...] [seats=listed]   challenge (games: {games})
  /<game> move <move> [game:<id>]   make a move
  /<game> moves [text] [game:<id>]  your legal moves, notation first (only those matching text)
  /<game> board [game:<id>]         show the board       /<game> resign [game:<id>] resign (asks first)
  /<game> rules                     the rules            /games                     games in progress
  /standings [game] [global]        leaderboards         /history [@name] [game]    past games
  as <name>                         act as another user  <button label>             click it (Accept, Roll, …)
  help                              this text            quit                       leave (games are kept)"""


@dataclass
class Shown:
    action: Action
    viewer: str | None  # None: a public message anyone can click; else only that user sees it


class Table:
    def __init__(self, service: GameService, boards: Path, user: str = "alice") -> None:
        self.service = service
        self.boards = boards
        self.user = User(f"local:{user}", user)
        self.buttons: list[Shown] = []
        self.failed = False  # something went wrong that was not a refusal (a bug): exit status 1

    def say(self, text: str) -> None:
        print(text, flush=True)

    async def restore_buttons(self) -> None:
        """The buttons still in sight from earlier runs: waiting challenges and the games here."""
        self.buttons.extend(Shown(action, None) for action in await self.service.buttons_in(PLACE))

    async def handle(self, line: str) -> bool:
        """Run one line; False when the user wants to leave."""
        line = line.strip()
        if not line or line.startswith("#"):
            return True
        if line.lower() in ("quit", "exit"):
            return False
        if line.lower() in ("help", "?", "/help"):
            self.say(HELP.format(games=", ".join(engines.GAMES)))
            return True
        try:
            words = shlex.split(line)
        except ValueError as exc:
            self.say(f"✗ Could not read that line: {exc}.")
            return True
        try:
            if words[0].lower() == "as":
                name = words[1].lstrip("@") if len(words) == 2 else ""
                if not name:
                    raise Refusal("Say who you want to be: `as bob`.")
                self.user = User(f"local:{name}", name)
                self.say(f"You are now {name}.")
            elif words[0].startswith("/"):
                await self.command(words[0][1:].lower(), words[1:])
            else:
                await self.click(line)
        except Refusal as refusal:
            self.say(f"✗ {refusal}")
        except Exception as exc:  # a bug: say so and keep the session; every game is in the database
            self.failed = True
            traceback.print_exc()
            self.say(f"✗ Something went wrong ({type(exc).__name__}: {exc}); nothing was changed.")
        return True

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
            self.show(await self.service.standings(key=key, scope=scope, guild=None))
            return
        if name == "history":
            who = next((User(f"local:{w[1:]}", w[1:]) for w in args if w.startswith("@")), self.user)
            key = next((w for w in args if w in engines.GAMES), None)
            self.show(await self.service.history(who, key=key))
            return
        if name not in engines.GAMES:
            raise Refusal(f"Unknown command /{name}. Type `help` for the commands.")
        if not args:
            raise Refusal(f"/{name} needs a subcommand: start, move, moves, board, resign or rules.")
        sub, rest = args[0].lower(), args[1:]
        game_id = None
        for word in list(rest):
            if word.lower().startswith("game:"):
                game_id = word[5:]
                rest.remove(word)
        where = {"game_id": game_id, "place": PLACE, "key": name}
        if sub == "start":
            players = [User(f"local:{w[1:]}", w[1:]) for w in rest if w.startswith("@")]
            options = dict(_option(w) for w in rest if not w.startswith("@"))
            seated = options.pop("seats", "random") == "listed"
            self.show(await self.service.challenge(name, self.user, players, place=PLACE, options=options,
                                                   seated=seated))
        elif sub == "move":
            if not rest:
                raise Refusal(f"Say which move: `/{name} move <move>` (see `/{name} moves`).")
            self.show(await self.service.play(self.user, " ".join(rest), **where))
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
            self.show(await self.service.board(self.user, **where))
        elif sub == "resign":
            self.show(await self.service.ask_resign(self.user, **where))
        elif sub == "rules":
            self.say(engines.get_game(name).summary)
        else:
            raise Refusal(f"/{name} has no subcommand {sub!r}: start, move, moves, board, resign, rules.")

    async def click(self, label: str) -> None:
        for shown in reversed(self.buttons):
            if shown.action.label.casefold() == label.casefold() and shown.viewer in (None, self.user.id):
                self.show(await self.service.click(self.user, shown.action, place=PLACE))
                return
        raise Refusal(f"No button {label!r} is in sight. Type `help` for the commands.")

    def show(self, reply: Reply) -> None:
        if reply.retouch is not None:
            if reply.retouch.text is not None:
                self.say(reply.retouch.text)
            self.offer(reply.retouch.actions, private=reply.private)
        if not reply.text:
            return
        prefix = "(only you see this) " if reply.private else ""
        self.say(prefix + reply.text)
        if reply.image is not None:
            self.boards.mkdir(parents=True, exist_ok=True)
            # a private picture (a secret colour) gets a name of its own, never a public board's
            name = f"{reply.game_id}-{self.user.name}-private.png" if reply.private else reply.image_name
            path = self.boards / name
            path.write_bytes(reply.image)
            self.say(f"board: {path}")
        self.offer(reply.actions, private=reply.private)
        if reply.summary:
            self.say(f"(in the channel) {reply.summary}")

    def offer(self, actions: Sequence[Action], *, private: bool) -> None:
        """Buttons now in sight: a private message's only for the user who sees it."""
        if actions:
            self.say("buttons: " + "  ".join(f"[{a.label}]" for a in actions))
        viewer = self.user.id if private else None
        self.buttons.extend(Shown(action, viewer) for action in actions)
        del self.buttons[:-50]


def _option(word: str) -> tuple[str, object]:
    if "=" not in word:
        raise Refusal(f"Options are written name=value; {word!r} is not.")
    name, value = word.split("=", 1)
    lowered = value.lower()
    if lowered in ("true", "false"):
        return name, lowered == "true"
    if value.isdigit():
        return name, int(value)
    return name, value


async def read_line(prompt: str | None) -> str:
    """The next line ('' at the end of the input); with a prompt, through input() and its line editing."""
    if prompt is None:
        return await asyncio.to_thread(sys.stdin.readline)
    try:
        return await asyncio.to_thread(input, prompt) + "\n"
    except EOFError:
        return ""


async def run(database: str, user: str, boards: str | None = None, seed: int | None = None) -> int:
    service = await GameService.open(database)
    if seed is not None:  # dice and draws from a seeded generator: a session replays exactly
        service.rng = random.Random(seed)
    table = Table(service, Path(boards) if boards else Path(database).parent / "boards", user)
    interactive = sys.stdin.isatty()
    if interactive:
        import readline  # noqa: F401  (history and line editing for input())

        table.say(f"Local table on {database}. You are {user}. Type `help` for the commands.")
    try:
        await table.restore_buttons()
        while True:
            line = await read_line(f"{table.user.name}> " if interactive else None)
            if not line:
                break
            if not interactive:  # echo, so that a transcript shows who typed what
                table.say(f"{table.user.name}> {line.rstrip()}")
            if not await table.handle(line):
                break
    finally:
        await service.close()
    return 1 if table.failed else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.table", description=__doc__.split("\n")[0])
    parser.add_argument("--database", default=DEFAULT_DATABASE, help="the SQLite file (default: %(default)s)")
    parser.add_argument("--as", dest="user", default="alice", help="the user you start as (default: alice)")
    parser.add_argument("--boards", default=None,
                        help="where the board pictures go (default: boards/ beside the database)")
    parser.add_argument("--seed", type=int, default=None,
                        help="roll dice and draw pieces from a generator seeded so (default: unpredictable)")
    args = parser.parse_args(argv)
    return asyncio.run(run(args.database, args.user, args.boards, args.seed))


if __name__ == "__main__":
    raise SystemExit(main())
