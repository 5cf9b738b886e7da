"""The board: the message and picture of a game as it is, after a change or when asked; the buttons and
move menu under it; its picture drawn again from what it showed (an owed board going out later).

Given: the games (to load a position at a version) and the runtime (the clock, for whose vacation stops a
clock); whether pictures are drawn at all (`render`)."""
from __future__ import annotations

import asyncio
import functools
import inspect
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from bot.service import clocks
from bot.service.computer_seats import is_computer
from bot.service.games import Games, Loaded, result_text
from bot.service.replies import Action, Attachment, Reply, User, series, text_of, versus
from bot.service.runtime import Runtime
from bot.service.settings import Languages
from bot.storage import EntryKind, GameRow, LogEntry
from bot.words import Mention, Words, words as english_words
from engines.base import State
from engines.phrases import Phrase, say
from engines.base import series as engine_series
from engines.words import score_value, scores_phrase

# a board lists the legal moves with it when there are at most this many (a front end may offer them in a
# menu); more are typed (a front end completes them as they are typed: `moves_for`)
LISTED_MOVES = 25
NO_SECRETS = say("service-no-secrets")
log = logging.getLogger(__name__)


@dataclass
class Board:
    """What the board message after a change says: its header and notes, the move it marks (and the
    picture being drawn of it), whether it mentions the player to move, where the user asked."""

    header: Phrase
    notes: Sequence[Phrase] = ()
    last_move: str | None = None
    last_words: Phrase | str | None = None  # the engine's words for the move (a phrase; text in rows before the catalogue)
    mention_next: bool = True
    drawing: BoardDrawing | None = None
    place: str | None = None
    just_ended: bool | None = None
    before_version: int | None = None  # the version of the position the marked move was played on
    thread_title: Phrase | None = None  # the game just started: its thread is opened with this name
    replace: str | None = None  # the board message edited in place (the same turn goes on)
    extra: list[str] = field(default_factory=list)  # messages of the game whose buttons go with this change
    named: bool = False  # the header names the game itself (else the message is headed by its title and id)


def ended_round(before: State, move: str, after: State) -> tuple[int, int, list[float], State | None] | None:
    """The round `move` ended (its number, the next round's, each seat's points in it) and the position it
    left, or None when it
    ended none. A game of rounds (IceSickle) clears the board for the next round in the same move: the
    engine's state after it is already the next round's, so the ended position is the engine's own play
    of the move in a match that ends with this round (the same rules, the same board; None when the
    engine cannot say it)."""
    was, now = before.view(None).get("round"), after.view(None).get("round")
    if not (isinstance(was, int) and isinstance(now, int) and now > was):
        return None
    by_round = after.view(None).get("round_scores") or []
    points = [float(p) for p in by_round[was - 1]] if len(by_round) >= was else []
    try:
        ended: State | None = before.game.load({**before.to_dict(), "rounds": was}).play(move)
    except (ValueError, KeyError, TypeError):  # IllegalMove is a ValueError
        ended = None
    return was, now, points, ended


def round_headline(ended: tuple[int, int, list[float], State | None], names: Sequence[str]) -> Phrase:
    """What the picture of a round's end says in its header: the round and each player's points in it."""
    number, _, points, _ = ended
    scores = engine_series([say("engines-score", name=name, score=score_value(point))
                            for name, point in zip(names, points)])
    return say("picture-icesickle-round-over", round=number, scores=scores)


def standing_move(log: Sequence[LogEntry]) -> LogEntry | None:
    """The last player's move of a log that still stands: a takeback (its text, the ply it took back)
    removes that move and everything after it, so after one the last move is the one before. Every board
    marks this move, whatever the change was (a move, a resignation, a time-out, a draw, a takeback)."""
    standing: list[LogEntry] = []
    for entry in log:
        if entry.kind == EntryKind.MOVE:
            standing.append(entry)
        elif entry.kind == EntryKind.TAKEBACK and entry.text.isdigit():
            taken = int(entry.text)
            standing = [move for move in standing if move.ply < taken]
    return standing[-1] if standing else None


@functools.cache
def _takes_words(function: Callable[..., object]) -> bool:
    return "words" in inspect.signature(function).parameters


def speaking(function: Callable[..., object], words: Words | None) -> dict[str, Any]:
    """`words=` for a renderer that says its words in a reader's language (pictures, alt text, text
    boards), when it takes them: the renderers learn languages in their own step. Typed `Any`: whether
    `function` takes it is known only from its signature, at run time."""
    return {"words": words} if words is not None and _takes_words(function) else {}


class Boards:
    def __init__(self, games: Games, runtime: Runtime, languages: Languages, *, render: bool = True) -> None:
        self.games = games
        self.runtime = runtime
        self.languages = languages
        self.render_images = render

    @staticmethod
    def secret_note(before: State, after: State) -> list[Phrase]:
        """A line pointing to the secret's button when what the seats privately know has just changed (a
        deal of secret colours): nothing else on the board says where to look."""
        label = after.game.secret_label
        if not label or after.is_over:
            return []
        seats = range(after.num_players)
        if all(before.private_words(seat) == after.private_words(seat) for seat in seats):
            return []
        return [say("service-secret-note", label=text_of(label))]

    # ---- the board --------------------------------------------------------------------------
    def board_actions(self, record: GameRow, state: State, *, rematch: bool = True
                      ) -> tuple[list[Action], list[tuple[str, Phrase]]]:
        """The buttons under a board, and the move menu when the moves are few enough for one; a
        finished game's board offers a rematch (but `rematch=False`: a tournament's game). While a
        computer is to move, nobody is offered its moves."""
        if record.status != "active" or state.is_over:
            if record.ending == "aborted" or not rematch:
                return [], []
            return [Action(say("service-button-rematch"), "rematch", record.id, style="primary")], []
        seat = state.current_player
        if seat is not None and is_computer(record.players[seat]):
            actions, choices = [], []
        else:
            actions = [Action(text_of(quick.label), "move", record.id, quick.move, style="primary")
                       for quick in state.quick_moves()]
            moves = state.legal_moves()
            choices = [(move, text_of(state.describe_move(move))) for move in moves] \
                if len(moves) <= LISTED_MOVES else []
        if state.game.secret_label:
            actions.append(Action(text_of(state.game.secret_label), "secret", record.id))
        return actions, choices

    async def rematch_offered(self, record: GameRow, state: State) -> bool:
        """A finished game's board offers a rematch, but a tournament's (its pairings are the tournament's):
        looked up only once the game is over."""
        return not ((record.status != "active" or state.is_over) and await self.games.in_tournament(record.id))

    async def board_reply(self, loaded: Loaded, *, header: Phrase, notes: Sequence[Phrase] = (),
                          last_move: str | None = None, last_words: Phrase | str | None = None,
                          mention_next: bool = True, place: str | None = None,
                          just_ended: bool | None = None, named: bool = False) -> Reply:
        """The public board of a game as it is, with its picture (a look at it: nothing is owed)."""
        board = Board(header, notes, last_move, last_words, mention_next, place=place, just_ended=just_ended,
                      named=named)
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
        if not board.named:  # every board message names its game
            header = say("service-board-heading", title=title, game=record.id, header=header)
        lines = [header, *board.notes]
        summary = None
        mentions: list[str] = []
        if loaded.over:
            result = result_text(loaded)
            lines.append(say("service-board-over", result=result))
            if board.just_ended if board.just_ended is not None else True:
                summary = say("service-summary", title=title, game=record.id, players=versus(loaded.names),
                              result=result)
        elif state.current_player is not None and is_computer(record.players[state.current_player]):
            seat = state.current_player
            label = state.seat_label(seat)
            score = _score_line(state, loaded.names)
            lines.append(say("service-thinking-seat", name=users[seat].name, seat=label, score=score) if label
                         else say("service-thinking", name=users[seat].name, score=score))
        elif state.current_player is not None:
            seat = state.current_player
            who: object = Mention(users[seat].id, users[seat].name) if board.mention_next else users[seat].name
            label = state.seat_label(seat)
            score = _score_line(state, loaded.names)
            lines.append(say("service-your-turn-seat", who=who, seat=label, score=score) if label
                         else say("service-your-turn", who=who, score=score))
            vacation = await self.games.vacation_ends(record.to_move, self.runtime.clock(), record.id) \
                if record.to_move and record.deadline is None and record.paused_left is not None else None
            clock = clocks.clock_line(record, users[seat].name, vacation, self.runtime.clock())
            if clock is not None:
                lines.append(clock)
            if board.mention_next:
                mentions.append(users[seat].id)
        actions, choices = self.board_actions(record, state, rematch=await self.rematch_offered(record, state))
        here = board.place is None or board.place == record.home
        picture = None
        if self.render_images:
            words = await self.languages.server_words(record.guild)
            picture = Attachment(f"{record.key}-{record.id}-{record.version}.png", None,
                                 text_of(self.describe(loaded, board.last_move, board.last_words, words=words)),
                                 board={"game": record.id, "version": record.version, "last_move": board.last_move,
                                        "last_words": _stored(board.last_words), "before": board.before_version})
        return Reply(tuple(lines), file=picture, game_id=record.id, game_key=record.key, actions=actions,
                     choices=choices, summary=summary, mentions=mentions, home=record.home, here=here,
                     parent=record.place if record.thread else None, thread_title=board.thread_title,
                     replace=board.replace)

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
                                         last_words=board.last_words, users=loaded.users,
                                         words=await self.languages.server_words(loaded.record.guild))
        except Exception:
            log.exception("drawing the board of %s failed; it is posted without its picture", loaded.record.id)
            data = None
        reply.file = replace(reply.file, data=data) if data is not None else None

    async def draw_board(self, spec: dict) -> bytes | None:
        """A board picture drawn again from what it showed (`Attachment.board`), in its server's language."""
        record, state, users = await self.games.state_at(spec["game"], spec["version"])
        words = await self.languages.server_words(record.guild)
        if spec.get("round_end"):  # the position a round ended in, which no state of the game holds
            move = spec.get("last_move") or ""
            ended = ended_round(state, move, state.play(move))
            if ended is None or ended[3] is None:
                return None
            return await self.render(ended[3], seat=None, last_move=move, last_words=_read(spec.get("last_words")),
                                     users=users, before=state, words=words,
                                     headline=round_headline(ended, [user.name for user in users]))
        before = None
        if spec.get("before") is not None:
            _, before, _ = await self.games.state_at(spec["game"], spec["before"])
        return await self.render(state, seat=None, last_move=spec.get("last_move"),
                                 last_words=_read(spec.get("last_words")), users=users, before=before,
                                 words=words)

    @staticmethod
    def describe(loaded: Loaded, last_move: str | None, last_words: Phrase | str | None, *, words: Words | None = None) -> str:
        """The words of a game's public picture (alt text), in `words`' language (English without):
        its id, whose turn or how it ended, the last move and the position."""
        from renderers.alt_text import LIMIT, alt_text

        words = words or english_words()
        ended = words(say("service-game-over", result=result_text(loaded))) \
            if loaded.over and not loaded.state.is_over else None
        prefix = f"#{loaded.record.id} "
        return prefix + alt_text(loaded.state, last_move=last_move, last_words=said_for(alt_text, last_words, words),
                                 players=loaded.names, result=ended,
                                 **speaking(alt_text, words))[:LIMIT - len(prefix)]

    async def render(self, state: State, *, seat: int | None, last_move: str | None,
                     last_words: Phrase | str | None = None, users: Sequence[User],
                     before: State | None = None, words: Words | None = None,
                     headline: Phrase | None = None) -> bytes | None:
        """The picture of `state`, its words in `words`' language; `before`, the position `last_move`
        was played on, lets it show what the move did (a die rolled, a piece bumped); `headline`, said
        in the header in place of the result (a round's end)."""
        if not self.render_images:
            return None
        import renderers

        return await asyncio.to_thread(renderers.render, state, seat=seat, last_move=last_move,
                                       last_words=_said(last_words, words), players=_names(users, words),
                                       before=before, headline=headline, **speaking(renderers.render, words))

    async def round_message(self, loaded: Loaded, ended: tuple[int, int, list[float], State | None], move: str,
                            move_words: Phrase | str | None) -> Reply:
        """The message that closes a round, before the next round's board: the round's score, and the
        position that ended it with the move that did: its picture, headed by the round's end (the state
        that holds the position is the engine's play of a match of that round alone, which would call
        itself over), drawn when the message goes out; without pictures, its grid as a text board draws it."""
        record = loaded.record
        number, following, points, position = ended
        scores = engine_series([say("engines-score", name=name, score=score_value(point))
                                for name, point in zip(loaded.names, points)])
        over = say("service-round-over", round=number, next=following, scores=scores)
        lines: list[Phrase] = [say("service-board-heading", title=loaded.game.title, game=record.id, header=over)]
        if position is not None and self.render_images:
            picture = Attachment(f"{record.key}-{record.id}-round-{number}.png", None, over,
                                 board={"game": record.id, "version": record.version, "last_move": move,
                                        "last_words": _stored(move_words), "round_end": True})
            return Reply(tuple(lines), file=picture, game_id=record.id, home=record.home, here=False)
        if position is not None:
            from renderers.textboards import text_board_for
            from renderers.textboards.common import last_move_text
            from renderers.voice import voice_of

            voice = voice_of(await self.languages.server_words(record.guild))
            grid = text_board_for(position.game.key).grid(position.view(None))
            drawn = "\n".join([*grid, last_move_text(voice, move, move_words)])
            lines.append(say("service-text-board", board=drawn))
        return Reply(tuple(lines), game_id=record.id, home=record.home, here=False)

    def drawing(self, users: Sequence[User], last_move: str | None, last_words: Phrase | str | None, *,
                before: State | None = None, words: Words | None = None) -> BoardDrawing:
        return BoardDrawing(self, users, last_move, last_words, before, words)


def said_for(function: Callable[..., object], value: Phrase | str | None, words: Words | None) -> Any:
    """An engine's words for a move as a renderer (`function`) takes them: as they are when it says
    phrases itself (it takes `words`), else said in `words`' language (renderers before the catalogue
    take text). Typed `Any`: which of the two a renderer takes is known only from its signature, at run
    time."""
    if not isinstance(value, Phrase) or _takes_words(function):
        return value
    return (words or english_words())(value)


def _said(value: Phrase | str | None, words: Words | None) -> Any:
    import renderers

    return said_for(renderers.render, value, words)


def _names(users: Sequence[User], words: Words | None) -> list[str]:
    """The players' names as a picture in `words`' language draws them (English without)."""
    names = [user.name for user in users]
    return words.names(names) if words is not None else names


def _stored(value: Phrase | str | None) -> dict[str, Any] | str | None:
    """An engine's words as a board's picture keeps them to draw it again (JSON)."""
    return value.to_json() if isinstance(value, Phrase) else value


def _read(value: object) -> Phrase | str | None:
    """The engine's words as `_stored` kept them."""
    if isinstance(value, dict):
        return Phrase.from_json(value)
    assert value is None or isinstance(value, str), "_stored keeps a phrase's JSON, text or nothing"
    return value


class BoardDrawing:
    """The public board after a move, drawn in a thread from the moment its state is known, while the
    service lists the next legal moves and commits; the reply waits for it."""

    def __init__(self, boards: Boards, users: Sequence[User], last_move: str | None,
                 last_words: Phrase | str | None, before: State | None = None,
                 words: Words | None = None) -> None:
        self.boards = boards
        self.words = words  # the language of the game's server
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
                                    last_words=_said(self.last_words, self.words),
                                    players=_names(self.users, self.words), before=self.before,
                                    **speaking(renderers.render, self.words)))

    def drop(self) -> None:
        if self.future is not None:
            self.future.cancel()
        self.future = None

    async def picture(self, state: State) -> bytes | None:
        if self.future is not None and self.state is state:
            return await self.future
        self.drop()
        return await self.boards.render(state, seat=None, last_move=self.last_move, last_words=self.last_words,
                                        users=self.users, before=self.before, words=self.words)


def _score_line(state: State, names: Sequence[str]) -> object:
    """The scores after whose turn it is, in games that keep points ("" in the others)."""
    scores = scores_phrase(state, names)
    return say("service-score", scores=scores) if scores else ""
