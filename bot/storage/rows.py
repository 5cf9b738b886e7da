"""What the storage hands out and takes in: plain typed values, the same for every backend.

No backend's row type (``sqlite3.Row``, ``asyncpg.Record``) leaves ``bot/storage/``; JSON columns are
decoded here, except a game's snapshot, which stays text until the service needs the state (a cached
state makes decoding it unnecessary).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from engines.phrases import Phrase


# The kinds and statuses the database keeps, as enums whose values are the very strings stored (no
# migration: a row written before reads back the same, and an enum member equals its string).
class GameStatus(StrEnum):
    ACTIVE = "active"
    OVER = "over"


class Ending(StrEnum):
    """How a game ended outside the rules' own ending (a win by the rules has none)."""

    DRAW = "draw"  # agreed
    ABORTED = "aborted"  # no result
    TIME = "time"  # a loss on time ended it


class EntryKind(StrEnum):
    """What a log entry records."""

    MOVE = "move"  # a player's move
    FORCED = "forced"  # a pass the rules forced
    CHANCE = "chance"  # a die rolled, a piece drawn, a deal
    RESIGN = "resign"
    TIMEOUT = "timeout"  # a resignation the clock made
    TAKEBACK = "takeback"  # text: the ply taken back
    DRAW = "draw"  # agreed: the position stays
    ABORT = "abort"


class ChallengeStatus(StrEnum):
    OPEN = "open"
    DECLINED = "declined"
    WITHDRAWN = "withdrawn"
    STARTED = "started"
    EXPIRED = "expired"  # nobody answered (or enough joined) before it expired


class OfferKind(StrEnum):
    DRAW = "draw"
    UNDO = "undo"


class OfferStatus(StrEnum):
    OPEN = "open"
    ACCEPTED = "accepted"
    DECLINED = "declined"
    WITHDRAWN = "withdrawn"


class OwedKind(StrEnum):
    POST = "post"
    EDIT = "edit"


class OwedStatus(StrEnum):
    PENDING = "pending"
    DELIVERED = "delivered"
    DROPPED = "dropped"


@dataclass(frozen=True)
class GameRow:
    """A game as stored, without its snapshot."""

    id: str
    key: str  # the engine's key
    guild: str | None
    place: str  # the channel where it was started
    thread: str | None  # its own thread, where there is one
    options: dict
    players: list[str]  # user id by seat
    version: int  # number of log entries applied
    status: GameStatus
    board_message: str | None  # the message carrying the game's buttons
    created: float
    turn_since: float
    finished: float | None = None
    unrated: bool = False
    clock: float | None = None  # seconds each player has for each turn; None: no clock
    to_move: str | None = None  # user id of the player to move
    deadline: float | None = None  # when the player to move must have moved; None: no clock, or paused
    paused_left: float | None = None  # seconds left on a clock stopped by the player's vacation
    reminders: int = 0  # reminders of the turn in progress already done (0, 1 or 2)
    due: float | None = None  # the next reminder or the deadline, whichever comes first
    ending: Ending | None = None  # an end outside the rules: draw (agreed) | aborted | time
    # when the bot lost every place it could post the game in (its thread and channel gone or closed to
    # it): the game waits, its clock paused, until a player brings it to a channel; None: it has a room
    room_lost: float | None = None

    @property
    def home(self) -> str:
        """Where the game is played: its thread, or the channel it was started in."""
        return self.thread or self.place

    def seat_of(self, user_id: str) -> int | None:
        try:
            return self.players.index(user_id)
        except ValueError:
            return None


@dataclass(frozen=True)
class StoredGame:
    """A game's row, its snapshot (``State.to_dict()`` as JSON text) and its players' names by id,
    read together in one trip to the database."""

    row: GameRow
    snapshot: str
    names: dict[str, str]


@dataclass(frozen=True)
class LogEntry:
    """One entry of a game's move log: the log is the truth, the snapshot a cache of it."""

    ply: int  # 1, 2, …; the game's version right after it
    seat: int | None  # who acted; None for chance
    kind: EntryKind
    text: str  # the canonical move, the chance outcome as listed, or the resigning seat
    at: float
    # the engine's words for a move, said before it was played: a phrase (engines.phrases), or text in
    # entries written before the catalogue
    words: Phrase | str | None = None


@dataclass(frozen=True)
class ChallengeRow:
    id: str
    key: str
    guild: str | None
    place: str
    challenger: str
    invited: list[str]  # user ids; the seat order when `seated`
    accepted: list[str]
    options: dict
    seated: bool
    status: ChallengeStatus
    created: float
    message: str | None = None  # the message that carries Accept / Decline
    clock: float | None = None  # seconds per turn for the game; None: no clock
    seats: list[str] | None = None  # user ids by seat, fixed in advance (a rematch); else dealt or as listed
    record: str | None = None  # a game record (PPN) the game starts from, at its last position
    expires: float | None = None  # when it closes unanswered; None: never (made before challenges expired)
    # an open challenge: how many seats (the challenger's included) anyone may join; `invited` and
    # `accepted` are then both the people who joined, in order. None: a challenge to the people it names
    seats_wanted: int | None = None

    @property
    def open_to_all(self) -> bool:
        return self.seats_wanted is not None


@dataclass(frozen=True)
class SeekRow:
    """A player waiting in a server's seek pool for anyone compatible (`/seek`)."""

    id: int  # its number (0 until stored)
    pool: str  # the server's id, or 'local' (the local table)
    guild: str | None  # the server the game will be in
    place: str  # the channel the seeker used
    user_id: str
    games: list[str]  # the game keys named, in the order named
    ratings: dict[str, int]  # the seeker's displayed rating in each of those games when they sought
    low: float  # the shortest clock accepted (seconds per turn) ...
    high: float  # ... and the longest
    players: int  # the players the game should have
    rated: bool
    created: float
    expires: float
    due: float  # when the pool must look at it again: its rating window widens, or it expires
    paired: str | None = None  # the challenge (becoming the game) it was paired into, while that starts
    paired_at: float | None = None


@dataclass(frozen=True)
class ResultRow:
    """A finished game's result: places by seat (competition ranking), and scores where kept."""

    game_id: str
    guild: str | None
    key: str
    players: list[str]
    ranking: list[int]
    scores: list[float] | None
    rated: bool
    finished: float
    outcomes: list[str] = field(default_factory=list)  # win | loss | draw, by seat


@dataclass(frozen=True)
class RatingRow:
    """A player's openskill rating and record in one game, in one scope (a server, 'local', 'global')."""

    scope: str
    key: str
    user_id: str
    mu: float
    sigma: float
    wins: int = 0
    losses: int = 0
    draws: int = 0
    games: int = 0
    name: str | None = None  # filled in by leaderboard reads


@dataclass(frozen=True)
class SeasonRow:
    """A season of a server's standings (`/season start`): it starts with its name and ends when the next
    one starts, its standings then archived under its name."""

    scope: str  # the server's id, or 'local' (the local table), as a rating's scope
    name: str
    started: float | None  # None: the standings the server had before its first season
    ended: float | None = None  # None: the current season
    players: int = 0  # filled in by `Storage.seasons`: how many players its standings name (each once)


@dataclass(frozen=True)
class HistoryRow:
    """One finished game as one of its players saw it."""

    game_id: str
    key: str
    players: list[str]
    scores: list[float] | None
    rated: bool
    finished: float
    outcome: str  # win | loss | draw
    home: str  # the game's thread, or its channel


@dataclass(frozen=True)
class OfferRow:
    """A draw offered, or a takeback asked, waiting for the other players' answers."""

    id: str
    game_id: str
    kind: OfferKind
    user_id: str  # who offers or asks
    version: int  # the game's version when made: any move since withdraws it
    ply: int | None  # undo: the log entry to take back
    waiting: list[str]  # user ids who must answer
    accepted: list[str]  # user ids who said yes
    status: OfferStatus
    created: float
    message: str | None = None


@dataclass(frozen=True)
class PlanRow:
    """A conditional line of a waiting player: the opponent's expected moves and the player's answers,
    alternating (canonical notation), valid only while the game is at `version`."""

    game_id: str
    user_id: str
    moves: list[str]
    version: int
    created: float


@dataclass(frozen=True)
class VacationRow:
    user_id: str
    starts: float
    ends: float
    open: bool  # its end has not been applied to the player's clocks yet


@dataclass(frozen=True)
class DigestRow:
    """A user's daily digest (`/notify digest:daily`): one direct message a day at `hour` o'clock in the
    time zone `tz` (an IANA name), listing the games waiting for them; the next one goes at `next_at`."""

    user_id: str
    hour: int
    tz: str
    next_at: float


@dataclass(frozen=True)
class PuzzleRow:
    """A verified puzzle (issue 33): the position (`State.to_dict()`), whose move it is, the answer, the
    deep search's mean reward of every legal move for that seat, the computer's line after the answer, the
    playouts it ran, its source (a game's id, or `self-play:<seed>`) and ply; how many players answered it
    and how many of them found the answer (its rating: the share that solve it)."""

    id: int
    key: str
    state: dict
    seat: int
    answer: str
    ratings: dict[str, float]
    line: tuple[str, ...]
    playouts: int
    source: str
    ply: int
    attempts: int = 0
    solves: int = 0
    created: float = 0.0


@dataclass(frozen=True)
class DailyPuzzleRow:
    """A server's daily puzzle (`/puzzle daily channel:`): posted in `channel`, the next at `next_at`;
    `last`, the id of the puzzle posted last (the next is the one found after it)."""

    guild: str
    channel: str
    next_at: float
    last: int = 0


@dataclass(frozen=True)
class NewOwed:
    """A message a change owes to people, written in the change's own transaction (the outbox)."""

    stream: str  # delivered in order within it: a game's posts, or the edits of its old messages
    front: str  # the front end that delivers it: discord | local
    kind: OwedKind
    payload: dict  # the message and where it goes, as the service describes it (JSON)
    created: float
    # claimed at once for the writer, which delivers it itself (an interaction's answer), when nothing
    # of its stream is still owed before it; else the deliverer takes it in its turn
    claim: bool = False


@dataclass(frozen=True)
class OwedRow:
    """A message of the outbox as stored."""

    id: int  # its order among everything owed
    stream: str
    front: str
    kind: OwedKind
    payload: dict
    created: float
    next_try: float
    tries: int  # attempts so far (claims), this one included
    look: bool  # an earlier attempt's outcome is unknown: look for it before posting again
    status: OwedStatus
    message: str | None = None  # the message it became
    error: str | None = None  # why the last attempt failed


# ---- tournaments (issue 32) ---------------------------------------------------------------------------
class TournamentStatus(StrEnum):
    SIGNUP = "signup"
    RUNNING = "running"
    FINISHED = "finished"
    CANCELLED = "cancelled"


@dataclass(frozen=True)
class TournamentRow:
    """A tournament: what is played (game, options, clock, table size), how (format, rounds), who may
    join (players from `min_players` to `max_players` until `signup_ends`), and where it stands (`status`,
    the `round` being played); `due`: when its due work looks at it next (None: nothing to do)."""

    id: int
    pool: str
    guild: str | None
    place: str
    organiser: str
    key: str
    format: str
    rounds: int
    clock: float | None
    options: dict
    table_size: int
    min_players: int
    max_players: int
    signup_ends: float
    rated: bool
    status: TournamentStatus
    round: int
    message: str | None
    created: float
    due: float | None
    vacation: bool = True  # a player's vacation stops the clocks of its games (False: they run on)


@dataclass(frozen=True)
class EntrantRow:
    """A player of a tournament: when they joined, their rating then, and when they withdrew (or None)."""

    tournament: int
    user_id: str
    joined: float
    rating: float
    withdrawn: float | None = None


@dataclass(frozen=True)
class TableRow:
    """One table of a round: its game (None: a bye) and its players by seat."""

    tournament: int
    round: int
    board: int
    game_id: str | None
    players: list[str]


@dataclass(frozen=True)
class AdminActionRow:
    """One action of a server's managers (`/admin`): what (`action`) on what (`target`: the channels as a
    JSON list, a game's id, a user's id), by whom, when, and why (`reason`, '' when none is asked)."""

    scope: str
    at: float
    manager: str
    action: str
    target: str
    reason: str = ""
    id: int = 0  # given by the database


# ---- reviews and hints (issue 33) ---------------------------------------------------------------------
class ReviewStatus(StrEnum):
    PENDING = "pending"
    READY = "ready"


@dataclass(frozen=True)
class ReviewRow:
    """A computer's review of a finished game: pending (its positions searched a few at a time, those done
    in `progress`) until ready (`progress` holds the review); `due`: when its next positions are searched."""

    game_id: str
    status: ReviewStatus
    requested_by: str
    created: float
    due: float | None
    progress: dict
    finished: float | None = None


@dataclass(frozen=True)
class HintRow:
    """A hint a player asked for: before the move of ply `ply + 1`, the computer suggested `move`."""

    game_id: str
    ply: int
    seat: int
    user_id: str
    move: str
    at: float
