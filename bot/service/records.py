"""A game's record and replay: the PPN record of its log (`/K record`), the animated replay of its
positions (`/K replay`), and the reading of a record a game starts from (`/K start record:`)."""
from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.record import ppn
from bot.record.log import out_seats, walk
from bot.service.boards import Boards, ended_round, round_headline, said_for, speaking
from bot.service.games import Games, Loaded, game_spec, result_text
from bot.storage import Storage
from bot.service.replies import Attachment, Refusal, Reply, Underway, User, under_way, versus
from bot.storage import LogEntry
from bot.storage.rows import HintRow
from bot.words import Command, Either, Words
from engines.base import State
from engines.phrases import Phrase, say

if TYPE_CHECKING:  # drawn only when a replay is asked for: the renderer is imported then
    from renderers.animate import Frame

DEFAULT_LIMIT = 10 * 1024 * 1024  # a replay's size at most, when its front end sets no limit (bytes)
# a replay's speed (`speed:`): how long each move is shown (ms); the final position is held longer
SPEEDS = {"slow": 2000, "normal": 1000, "fast": 500}
DEFAULT_SPEED = "normal"
RECORD_LIMIT = ppn.RECORD_LIMIT  # a record to start from: far more than any game's (bytes)


def local_site(guild: str | None, home: str) -> str:
    return "the local table"


@dataclass(frozen=True)
class Seating:
    """Who sits where in a game started from a record, and whether the record's names placed them."""

    record: ppn.Record
    seats: list[str]  # user ids by seat
    by_name: bool


class Records:
    def __init__(self, storage: Storage, games: Games, boards: Boards | None, *,
                 site: Callable[[str | None, str], str] = local_site) -> None:
        self.storage = storage
        self.games = games
        self.boards = boards
        # where a game is played (its server, and its thread or channel), as a record's Site says it:
        # a thread's link on Discord
        self.site = site

    # ---- the record -------------------------------------------------------------------------------
    async def record(self, user: User | None, *, game_id: str | None = None, place: str | None = None,
                     key: str | None = None, underway: Underway | None = None) -> Reply:
        """The game's record in PPN, as a file: in public in the game's home, privately elsewhere."""
        loaded, log, here = await self._game(user, game_id, place, key, underway)
        record = loaded.record
        text = record_text(loaded, log, self.site, await self.storage.hints(record.id))
        moves = sum(1 for entry in log if entry.kind in ("move", "forced"))
        status = "final" if loaded.over else "sofar"
        title = loaded.game.title
        file = Attachment(f"{record.id}.ppn", text.encode("utf-8"),
                          say("service-record-alt", title=title, game=record.id, players=versus(loaded.names),
                              moves=moves, status=status), kind="record")
        words = say("service-record", title=title, game=record.id, moves=moves, status=status,
                    start=Command(f"{record.key} start", (("record", ""),)))
        return Reply((words,), file=file, private=not here, game_id=record.id)

    def ppn(self, loaded: Loaded, log: Sequence[LogEntry]) -> str:
        """The PPN text of a game (`record_text`), its Site as this service says it."""
        return record_text(loaded, log, self.site)

    # ---- the replay -------------------------------------------------------------------------------
    async def replay(self, user: User | None, *, game_id: str | None = None, place: str | None = None,
                     key: str | None = None, limit: int = DEFAULT_LIMIT, first: int | None = None,
                     last: int | None = None, speed: str | None = None, underway: Underway | None = None) -> Reply:
        """The game so far as an animated picture, within `limit` bytes: the position before ply `first`
        (the record's entry numbers; default: the start), then one frame per move of a player to ply
        `last` (default: the last), each shown as long as `speed` says, the public view only. A long
        stretch shows one move in every few (at most `MAX_FRAMES` frames, fewer when the size needs it),
        and the answer says so."""
        frame_ms = replay_speed(speed)
        loaded, log, here = await self._game(user, game_id, place, key, underway)
        record = loaded.record
        from renderers import animate as animation
        animate = animation.replay

        # public in the game's home, in its server's language; for the asker alone elsewhere, in theirs
        languages = self.boards.languages if self.boards is not None else None
        words: Words | None = None
        if languages is not None:
            words = await languages.server_words(record.guild) if here or user is None \
                else await languages.user_words(user.id)
        frames = stretch(replay_frames(loaded, log, lambda said: said_for(animate, said, words)), len(log),
                         first, last, record.id)
        try:
            names = words.names(loaded.names) if words is not None else loaded.names
            made = await asyncio.to_thread(animate, frames, players=names, limit=limit, frame_ms=frame_ms,
                                           hold_ms=3 * frame_ms, most=animation.MAX_FRAMES, **speaking(animate, words))
        except ValueError:
            raise Refusal("refusal-replay-too-big", record=Command(f"{record.key} record")) from None
        moves = len(frames) - 1
        shown = len(made.kept) - 1  # the moves the animation shows (one in `step` of a long stretch)
        title = loaded.game.title
        description = say("service-replay-alt-over", title=title, game=record.id, players=versus(loaded.names),
                          moves=shown, result=result_text(loaded)) if loaded.over else \
            say("service-replay-alt", title=title, game=record.id, players=versus(loaded.names), moves=shown)
        file = Attachment(f"{record.id}-replay.{made.extension}", made.data, description, kind="replay")
        if first is None and last is None:
            said: list[Phrase] = [say("service-replay", title=title, game=record.id, moves=moves,
                                      frames=made.frames)]
        else:
            said = [say("service-replay-part", title=title, game=record.id, first=str(frames[1].ply),
                        last=str(frames[-1].ply), moves=moves, frames=made.frames)]
        if made.step > 1:
            said.append(say("service-replay-sampled", moves=moves, step=made.step, frames=made.frames,
                            part=Command(f"{record.key} replay", (("from", ""), ("to", "")))))
        return Reply(tuple(said), file=file, private=not here, game_id=record.id)

    async def _game(self, user: User | None, game_id: str | None, place: str | None, key: str | None,
                    underway: Underway | None) -> tuple[Loaded, list[LogEntry], bool]:
        found = await self.games.find(user, game_id=game_id, place=place, key=key)
        loaded = await self.games.load(found.id)
        here = place is None or place == loaded.record.home
        under_way(underway, not here)
        return loaded, await self.storage.log(found.id), here


# ---- starting from a record -----------------------------------------------------------------------
# Records come from anyone: reading one (bounded by ppn.LIMITS, up to a couple of seconds for the worst)
# runs on threads of its own, so the event loop goes on serving other games meanwhile and a flood of
# records never holds the threads that draw boards.
_READERS: ThreadPoolExecutor | None = None


def record_text(loaded: Loaded, log: Sequence[LogEntry], site: Callable[[str | None, str], str],
                hints: Sequence[HintRow] = ()) -> str:
    """The PPN text of a game: secret outcomes written `?` until the game is over; `site` says where it
    is played (`Records.site`); `hints`, the hints its players asked for (`/K hint`), in a header field."""
    record = loaded.record
    header: dict[str, object] = {
        "Event": f"{loaded.game.title} #{record.id}" + (" (unrated)" if record.unrated else ""),
        "Site": site(record.guild, record.home),
        "Date": time.strftime("%Y.%m.%d", time.gmtime(record.created)),
        "Result": ppn.result_tag(_ranking(loaded, log)),
        "Termination": _termination(loaded, log),
    }
    if record.clock:
        header["TimeControl"] = f"1/{int(record.clock)}"  # PGN's moves/seconds: one move per period
    if hints:  # data, like the rest of the record: English, the move numbered as the movetext numbers it
        header["Hints"] = [f"{loaded.names[hint.seat]} before {hint.ply + 1} ({hint.move})" for hint in hints]
    return ppn.write(loaded.game, record.options, log, players=loaded.names, header=header, reveal=loaded.over)


async def seating(key: str, text: str, people: Sequence[User], rng: random.Random) -> Seating:
    """`read_seating`, off the event loop."""
    global _READERS
    if _READERS is None:
        _READERS = ThreadPoolExecutor(max_workers=2, thread_name_prefix="record-reader")
    # the deal drawn anew is drawn with the service's own generator where it is the system's (no state to
    # share between threads); a seeded one (tests) gives a child seeded here, on the loop's thread
    drawing = rng if isinstance(rng, random.SystemRandom) else random.Random(rng.getrandbits(64))
    return await asyncio.get_running_loop().run_in_executor(_READERS, read_seating, key, text, people, drawing)


def read_seating(key: str, text: str, people: Sequence[User], rng: random.Random) -> Seating:
    """A record read to start a game of `key` from, with its people seated: by the record's names when
    they name everyone, else as listed (the challenger first). A hidden outcome (`?`, the deal) is drawn
    anew with `rng`. Refused with the line where the record stops being legal."""
    if len(text) > RECORD_LIMIT or len(text.encode("utf-8", "surrogatepass")) > RECORD_LIMIT:
        raise Refusal("refusal-record-too-large", megabytes=RECORD_LIMIT // (1024 * 1024))

    def shuffled(outcomes: list[str]) -> list[str]:
        order = list(outcomes)
        rng.shuffle(order)
        return order

    try:
        record = ppn.read(text, choose=shuffled)
    except ppn.SeveralGames as several:  # which one to play on is the player's to say: refused, not guessed
        raise Refusal("refusal-record-several", games=several.games, line=str(several.line)) from None
    except ppn.RecordError as error:
        # the record's problem, where it is, said in the reader's language (its moves stay as written)
        raise Refusal("refusal-record-does-not-replay", problem=error.first.phrase,
                      more=len(error.problems) - 1) from None
    game = game_spec(key)
    if record.game.key != key:
        raise Refusal("refusal-record-other-game", title=record.game.title, other=game.title,
                      start=Command(f"{record.game.key} start"))
    state = record.state
    assert state is not None
    if state.is_over or any(entry.kind in ("draw", "abort") for entry in record.log):
        raise Refusal("refusal-record-over")
    if len(people) != len(record.players):
        raise Refusal("refusal-record-players", players=len(record.players), opponents=len(record.players) - 1)
    named = {name.casefold(): seat for seat, name in enumerate(record.players)}
    seats_by_name = [seat for user in people if (seat := named.get(user.name.casefold())) is not None]
    if len(seats_by_name) == len(people) and len(set(seats_by_name)) == len(people):  # everyone, once each
        seats = [""] * len(people)
        for user, seat in zip(people, seats_by_name):
            seats[seat] = user.id
        return Seating(record, seats, True)
    return Seating(record, [user.id for user in people], False)


def replay_speed(speed: str | None) -> int:
    """How long a replay shows each frame, in ms, at `speed` (one of SPEEDS, any case; None: the default)."""
    if speed is not None and speed.lower() not in SPEEDS:
        raise Refusal("refusal-replay-speed", speeds=Either(tuple(SPEEDS)), typed=repr(speed))
    return SPEEDS[(speed or DEFAULT_SPEED).lower()]


def stretch(frames: Sequence[Frame], plies: int, first: int | None, last: int | None, game: str) -> list[Frame]:
    """The frames of plies `first` to `last` (the record's entry numbers, both counted; None: the start,
    the end), after the position before them; refused when the stretch holds no move."""
    if first is None and last is None:
        return list(frames)
    low, high = 1 if first is None else first, plies if last is None else last
    inside = [frame for frame in frames[1:] if low <= frame.ply <= high]
    if not inside:
        raise Refusal("refusal-replay-plies", game=game, first=str(low), last=str(high), plies=str(plies))
    before = next(index for index, frame in enumerate(frames) if frame is inside[0]) - 1
    return [frames[before], *inside]


def replay_frames(loaded: Loaded, log: Sequence[LogEntry],
                  said: Callable[[Phrase | str | None], Any] = lambda words: words) -> list[Frame]:
    """The frames of a replay: the position before the first move of a player, then the position after
    each move (with the chance that follows it resolved, so that a roll shows its die), and before a move
    that ends a round (IceSickle), the position that ended it, headed so; a resignation or a loss on time
    changes the last frame's position (the result). `said`: the engine's words for each move as the
    renderer takes them."""
    from renderers.animate import Frame

    record = loaded.record
    frames: list[Frame] = []
    current: State | None = None
    for entry, before, after in walk(game_spec(record.key), len(record.players), record.options, log):
        if entry.kind in ("move", "forced"):
            if not frames:
                frames.append(Frame(before))
            ended = ended_round(before, entry.text, after) if entry.kind == "move" else None
            if ended is not None and ended[3] is not None:
                frames.append(Frame(ended[3], entry.text, said(entry.words), before, entry.ply,
                                    headline=said(round_headline(ended, loaded.names))))
            frames.append(Frame(after, entry.text, said(entry.words), before, entry.ply))
        elif entry.kind == "takeback":
            if not frames:
                frames.append(Frame(before))
            frames.append(Frame(after, ply=entry.ply))
        elif frames:
            last = frames[-1]
            frames[-1] = Frame(after, last.last_move, last.last_words, last.before, last.ply)
        current = after
    if not frames:
        frames.append(Frame(current if current is not None else loaded.state))
    return frames


def _ranking(loaded: Loaded, log: Sequence[LogEntry]) -> list[int] | None:
    ending = loaded.record.ending
    if ending == "aborted" or not loaded.over:
        return None
    if ending == "draw":
        out = out_seats(log)
        return [1 if seat in out else 0 for seat in range(len(loaded.record.players))]
    return loaded.state.ranking()


def _termination(loaded: Loaded, log: Sequence[LogEntry]) -> str:
    """PGN's Termination: how the game ended, or that it goes on."""
    ending = loaded.record.ending
    if not loaded.over:
        return "unterminated"
    if ending == "aborted":
        return "abandoned"
    if ending == "draw":
        return "agreement"
    if ending == "time":
        return "time forfeit"
    last = next((entry for entry in reversed(log) if entry.kind != "chance"), None)
    return "resignation" if last is not None and last.kind == "resign" else "normal"
