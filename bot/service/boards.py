"""The board: the message and picture of a game as it is, after a change or when asked; the buttons and
move menu under it; its picture drawn again from what it showed (an owed board going out later).

Given: the games (to load a position at a version) and the runtime (the clock, for whose vacation stops a
clock); whether pictures are drawn at all (`render`)."""
from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from bot.service import clocks
from bot.service.computer_seats import is_computer
from bot.service.games import Games, Loaded, result_text
from bot.service.replies import Action, Attachment, Reply, User
from bot.service.runtime import Runtime
from bot.storage import GameRow
from engines.base import State
from engines.words import scores_phrase

MAX_CHOICES = 25  # a select menu holds at most 25 options
NO_SECRETS = "This game has no secrets: the public board shows everything."
log = logging.getLogger(__name__)


@dataclass
class Board:
    """What the board message after a change says: its header and notes, the move it marks (and the
    picture being drawn of it), whether it mentions the player to move, where the user asked."""

    header: str
    notes: Sequence[str] = ()
    last_move: str | None = None
    last_words: str | None = None
    mention_next: bool = True
    drawing: BoardDrawing | None = None
    place: str | None = None
    just_ended: bool | None = None
    before_version: int | None = None  # the version of the position the marked move was played on
    thread_title: str | None = None  # the game just started: its thread is opened with this name
    replace: str | None = None  # the board message edited in place (the same turn goes on)
    extra: list[str] = field(default_factory=list)  # messages of the game whose buttons go with this change


class Boards:
    def __init__(self, games: Games, runtime: Runtime, *, render: bool = True,
                 mention: Callable[[User], str] | None = None) -> None:
        self.games = games
        self.runtime = runtime
        self.render_images = render
        self.mention = mention or (lambda user: user.name)

    @staticmethod
    def secret_note(before: State, after: State) -> list[str]:
        """A line pointing to the secret's button when what the seats privately know has just changed (a
        deal of secret colours): nothing else on the board says where to look."""
        label = after.game.secret_label
        if not label or after.is_over:
            return []
        seats = range(after.num_players)
        if all(before.private_words(seat) == after.private_words(seat) for seat in seats):
            return []
        return [f"Each player has a secret now: click **{label}** under the board to see yours (only you "
                "see it)."]

    # ---- the board --------------------------------------------------------------------------
    def board_actions(self, record: GameRow, state: State) -> tuple[list[Action], list[tuple[str, str]]]:
        """The buttons under a board, and the move menu when the moves are few enough for one; a
        finished game's board offers a rematch."""
        if record.status != "active" or state.is_over:
            if record.ending == "aborted":
                return [], []
            return [Action("Rematch", "rematch", record.id, style="primary")], []
        actions = [Action(quick.label, "move", record.id, quick.move, style="primary")
                   for quick in state.quick_moves()]
        moves = state.legal_moves()
        choices = [(move, state.describe_move(move)) for move in moves] if len(moves) <= MAX_CHOICES else []
        if state.game.secret_label:
            actions.append(Action(state.game.secret_label, "secret", record.id))
        return actions, choices

    async def board_reply(self, loaded: Loaded, *, header: str, notes: Sequence[str] = (),
                          last_move: str | None = None, last_words: str | None = None,
                          mention_next: bool = True, place: str | None = None,
                          just_ended: bool | None = None) -> Reply:
        """The public board of a game as it is, with its picture (a look at it: nothing is owed)."""
        board = Board(header, notes, last_move, last_words, mention_next, place=place, just_ended=just_ended)
        reply = await self.board_message(loaded, board)
        await self.attach_picture(reply, board, loaded)
        return reply

    async def board_message(self, loaded: Loaded, board: Board) -> Reply:
        """The public board of a game as it now is, headed by what just happened, without its picture
        (drawn by `attach_picture`, or again from `Attachment.board` when it goes out later); posted in
        the game's home, and told privately where it went when the user asked elsewhere (`board.place`)."""
        record, state, users = loaded.record, loaded.state, loaded.users
        title = state.game.title
        header = board.header
        if f"#{record.id}" not in header:  # every board message names its game
            header = f"**{title}** #{record.id} · {header}"
        lines = [header, *board.notes]
        summary = None
        mentions: list[str] = []
        if loaded.over:
            result = result_text(loaded)
            lines.append(f"**Game over.** {result}")
            if board.just_ended if board.just_ended is not None else True:
                summary = f"{title} #{record.id} ({' vs '.join(loaded.names)}) is over: {result}"
        elif state.current_player is not None and is_computer(record.players[state.current_player]):
            seat = state.current_player
            label = state.seat_label(seat)
            lines.append(f"{users[seat].name} is thinking{f' ({label})' if label else ''}…"
                         f"{_score_line(state, loaded.names)}")
        elif state.current_player is not None:
            seat = state.current_player
            who = self.mention(users[seat]) if board.mention_next else users[seat].name
            label = state.seat_label(seat)
            lines.append(f"{who}, your turn{f' ({label})' if label else ''}.{_score_line(state, loaded.names)}")
            vacation = await self.games.vacation_ends(record.to_move, self.runtime.clock()) \
                if record.to_move and record.deadline is None and record.paused_left is not None else None
            lines.append(clocks.clock_line(record, users[seat].name, vacation))
            if board.mention_next:
                mentions.append(users[seat].id)
        actions, choices = self.board_actions(record, state)
        here = board.place is None or board.place == record.home
        picture = None
        if self.render_images:
            picture = Attachment(f"{record.key}-{record.id}-{record.version}.png", None,
                                 self.describe(loaded, board.last_move, board.last_words),
                                 board={"game": record.id, "version": record.version, "last_move": board.last_move,
                                        "last_words": board.last_words, "before": board.before_version})
        return Reply("\n".join(line for line in lines if line), file=picture, game_id=record.id,
                     game_key=record.key, actions=actions, choices=choices, summary=summary, mentions=mentions,
                     home=record.home, here=here, parent=record.place if record.thread else None,
                     thread_title=board.thread_title, replace=board.replace)

    async def attach_picture(self, reply: Reply, board: Board, loaded: Loaded) -> None:
        """Draw the reply's picture (or take the one drawn meanwhile). A failure to draw is logged and the
        board goes without it: whatever happened is committed, and must be told."""
        if reply.file is None or reply.file.data is not None:
            return
        try:
            if board.drawing is not None:
                data = await board.drawing.picture(loaded.state)
            else:
                data = await self.render(loaded.state, seat=None, last_move=board.last_move,
                                         last_words=board.last_words, users=loaded.users)
        except Exception:
            log.exception("drawing the board of %s failed; it is posted without its picture", loaded.record.id)
            data = None
        reply.file = replace(reply.file, data=data) if data is not None else None

    async def draw_board(self, spec: dict) -> bytes | None:
        """A board picture drawn again from what it showed (`Attachment.board`)."""
        record, state, users = await self.games.state_at(spec["game"], spec["version"])
        before = None
        if spec.get("before") is not None:
            _, before, _ = await self.games.state_at(spec["game"], spec["before"])
        return await self.render(state, seat=None, last_move=spec.get("last_move"), last_words=spec.get("last_words"),
                                 users=users, before=before)

    @staticmethod
    def describe(loaded: Loaded, last_move: str | None, last_words: str | None) -> str:
        """The words of a game's public picture (alt text): its id, whose turn or how it ended, the last
        move and the position."""
        from renderers.alt_text import LIMIT, alt_text

        ended = f"Game over. {result_text(loaded)}" if loaded.over and not loaded.state.is_over else None
        prefix = f"#{loaded.record.id} "
        return prefix + alt_text(loaded.state, last_move=last_move, last_words=last_words, players=loaded.names,
                                 result=ended)[:LIMIT - len(prefix)]

    async def render(self, state: State, *, seat: int | None, last_move: str | None,
                     last_words: str | None = None, users: Sequence[User],
                     before: State | None = None) -> bytes | None:
        """The picture of `state`; `before`, the position `last_move` was played on, lets it show what
        the move did (a die rolled, a piece bumped)."""
        if not self.render_images:
            return None
        import renderers

        return await asyncio.to_thread(renderers.render, state, seat=seat, last_move=last_move,
                                       last_words=last_words, players=[u.name for u in users], before=before)

    def drawing(self, users: Sequence[User], last_move: str | None, last_words: str | None, *,
                before: State | None = None) -> BoardDrawing:
        return BoardDrawing(self, users, last_move, last_words, before)


class BoardDrawing:
    """The public board after a move, drawn in a thread from the moment its state is known, while the
    service lists the next legal moves and commits; the reply waits for it."""

    def __init__(self, boards: Boards, users: Sequence[User], last_move: str | None,
                 last_words: str | None, before: State | None = None) -> None:
        self.boards = boards
        self.before = before  # the position the move was played on (the picture may show what it did)
        self.users = users
        self.last_move = last_move
        self.last_words = last_words
        self.state: State | None = None
        self.future: asyncio.Future[bytes] | None = None

    def start(self, state: State) -> None:
        """Begin drawing `state` (a forced pass may yet replace it: then this picture is dropped)."""
        if not self.boards.render_images:
            return
        import renderers

        self.drop()
        self.state = state
        self.future = asyncio.get_running_loop().run_in_executor(
            None, functools.partial(renderers.render, state, seat=None, last_move=self.last_move,
                                    last_words=self.last_words, players=[u.name for u in self.users],
                                    before=self.before))

    def drop(self) -> None:
        if self.future is not None:
            self.future.cancel()
        self.future = None

    async def picture(self, state: State) -> bytes | None:
        if self.future is not None and self.state is state:
            return await self.future
        self.drop()
        return await self.boards.render(state, seat=None, last_move=self.last_move, last_words=self.last_words,
                                         users=self.users, before=self.before)


def _score_line(state: State, names: Sequence[str]) -> str:
    scores = scores_phrase(state, names)
    return f" Score: {scores}." if scores else ""
