"""The storage interface: every read and write the referee makes, as typed methods.

The game service talks to storage only through these two classes; a backend (SQLite today, PostgreSQL
next) implements both. Reads are methods of `Storage`; writes are methods of a `Transaction`, which
exists only inside ``async with storage.transaction() as tx:`` and commits when the block ends (or rolls
back on any exception: all of it or nothing). Nothing here names SQL, a connection or a row type of a
driver.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager

from bot.storage.rows import (
    ChallengeRow, ChallengeStatus, GameRow, GameStatus, HistoryRow, LogEntry, NewOwed, OfferRow, OfferStatus, OwedRow,
    RatingRow, ResultRow, StoredGame, VacationRow,
)
from bot.storage.rows import DigestRow
from bot.storage.rows import SeekRow
from bot.storage.rows import PlanRow
from bot.storage.rows import SeasonRow
from bot.storage.rows import EntrantRow, TableRow, TournamentRow, TournamentStatus
from bot.storage.rows import AdminActionRow
from bot.storage.rows import DailyPuzzleRow, PuzzleRow
from bot.storage.rows import HintRow, ReviewRow


class Transaction(ABC):
    """The writes of one transaction (and the reads it needs to decide them)."""

    # ---- users ------------------------------------------------------------------------------
    @abstractmethod
    async def remember_names(self, names: Mapping[str, str]) -> None:
        """Remember each user's display name by id (a changed name replaces the old one)."""

    # ---- challenges -------------------------------------------------------------------------
    @abstractmethod
    async def add_challenge(self, challenge: ChallengeRow) -> None: ...

    @abstractmethod
    async def open_challenges_by(self, challenger: str, key: str) -> list[ChallengeRow]:
        """`Storage.open_challenges_by`, read where a new challenge is added: until the commit no other
        transaction adds one of that person for that game (SQLite: one writer; PostgreSQL: a lock), so
        two commands at one moment cannot both pass the one-challenge check."""

    @abstractmethod
    async def set_accepted(self, challenge_id: str, accepted: Sequence[str], *, was: Sequence[str]) -> bool:
        """Record who accepted, if the challenge is open and `was` is still its list; False otherwise."""

    @abstractmethod
    async def close_challenge(self, challenge_id: str, status: ChallengeStatus) -> bool:
        """Close an open challenge (declined, withdrawn, started); False if it was not open."""

    @abstractmethod
    async def set_challenge_message(self, challenge_id: str, message: str) -> None: ...

    # ---- the seek pool ----------------------------------------------------------------------
    @abstractmethod
    async def add_seek(self, seek: SeekRow) -> int:
        """Put a seeker in the pool; its number."""

    @abstractmethod
    async def drop_seeks(self, pool: str, user_id: str, seek_id: int | None = None) -> int:
        """Take the user's waiting seeks (or only the one numbered `seek_id`) out of the pool; how many."""

    @abstractmethod
    async def expire_seek(self, seek_id: int, now: float) -> bool:
        """Take a waiting seek whose time is up at `now` out of the pool; False if it is gone or paired."""

    @abstractmethod
    async def claim_seeks(self, seek_ids: Sequence[int], challenge_id: str, at: float) -> int:
        """Pair these waiting seeks into the challenge, in one statement; how many were still waiting (the
        caller rolls back unless all were: another process paired or a seeker left meanwhile)."""

    @abstractmethod
    async def forget_seeks(self, challenge_id: str) -> None:
        """The seeks paired into this challenge are done with (its game has started)."""

    @abstractmethod
    async def set_seek_dues(self, dues: Sequence[tuple[int, float]]) -> None:
        """When the pool looks at each of these seeks next, (number, when)."""
    @abstractmethod
    async def set_joined(self, challenge_id: str, joined: Sequence[str], *, was: Sequence[str]) -> bool:
        """Record who joined an open challenge (its `invited` and `accepted` both), if it is still open and
        `was` is still its list; False otherwise (someone joined, or it closed, meanwhile)."""

    # ---- tournaments ------------------------------------------------------------------------
    @abstractmethod
    async def add_tournament(self, tournament: TournamentRow) -> int:
        """A new tournament, its sign-up open; its number."""

    @abstractmethod
    async def set_tournament_message(self, tournament_id: int, message: str) -> None:
        """The message that carries its sign-up buttons."""

    @abstractmethod
    async def join_tournament(self, entrant: EntrantRow) -> bool:
        """Sign a player up, if its sign-up is open and they are not in it; False otherwise."""

    @abstractmethod
    async def leave_tournament(self, tournament_id: int, user_id: str) -> bool:
        """Take a player off while its sign-up is open; False if they were not in it, or it started."""

    @abstractmethod
    async def withdraw_from_tournament(self, tournament_id: int, user_id: str, at: float) -> bool:
        """A player leaves a running tournament (out of the rounds after); False if already out."""

    @abstractmethod
    async def step_tournament(self, tournament_id: int, *, status: TournamentStatus, round: int, rounds: int,
                              due: float | None, was: tuple[TournamentStatus, int]) -> bool:
        """Move it to (status, round) with its rounds and due time, if it is still at `was` (status,
        round); False when another process moved it first."""

    @abstractmethod
    async def set_tournament_due(self, tournament_id: int, due: float | None, *, was: float | None) -> bool:
        """When its due work looks at it next, if that was still `was`; False if a change moved it."""

    @abstractmethod
    async def add_tournament_tables(self, tables: Sequence[TableRow]) -> None:
        """The tables (games and byes) of a round."""

    @abstractmethod
    async def tournament_game_over(self, game_id: str, now: float) -> None:
        """A game ended: the running tournament it belongs to (if any) falls due at `now`."""

    # ---- games ------------------------------------------------------------------------------
    @abstractmethod
    async def add_game(self, game: GameRow, snapshot: str) -> None:
        """A new game, its seats and its snapshot (its log entries are appended separately)."""

    @abstractmethod
    async def update_game(self, game: GameRow, snapshot: str | None = None, *, expected_version: int) -> bool:
        """Write the game's row as `game` gives it (version, status, clock, …) and its snapshot (None keeps
        it), if the game is still at `expected_version`; False if someone else changed it meanwhile."""

    @abstractmethod
    async def append_moves(self, game_id: str, entries: Sequence[LogEntry]) -> None: ...

    @abstractmethod
    async def set_home(self, game_id: str, *, thread: str | None = None,
                       board_message: str | None = None) -> None:
        """Where the game is played and which message carries its buttons (None leaves a field as it is)."""

    # ---- offers (draws, takebacks) ----------------------------------------------------------
    @abstractmethod
    async def add_offer(self, offer: OfferRow) -> None: ...

    @abstractmethod
    async def set_offer(self, offer_id: str, *, accepted: Sequence[str], status: OfferStatus, was: Sequence[str]) -> bool:
        """Record the answers and status of an open offer, if its answers are still `was`; False otherwise."""

    @abstractmethod
    async def close_offers(self, game_id: str, status: OfferStatus) -> list[OfferRow]:
        """Close every open offer of a game (a move withdraws them); the offers closed."""

    @abstractmethod
    async def set_offer_message(self, offer_id: str, message: str) -> None: ...

    # ---- conditional moves (plans) ------------------------------------------------------------
    @abstractmethod
    async def put_plan(self, plan: PlanRow) -> None:
        """Keep the player's plan for the game, replacing the one they had."""

    @abstractmethod
    async def drop_plan(self, game_id: str, user_id: str) -> bool:
        """Forget the player's plan for the game; False if there was none."""

    @abstractmethod
    async def drop_plans(self, game_id: str, *, but_version: int) -> None:
        """Forget the game's plans made for any other version than `but_version` (the game left them)."""

    # ---- settings and vacations -------------------------------------------------------------
    @abstractmethod
    async def put_setting(self, scope: str, key: str, value: str) -> None: ...

    @abstractmethod
    async def add_vacation(self, vacation: VacationRow) -> None: ...

    @abstractmethod
    async def close_vacation(self, user_id: str, ends: float) -> bool:
        """Apply the end of the user's open vacation (moved to `ends` when it ends early); False if none."""

    # ---- a server's managers' tools (`/admin`) --------------------------------------------------
    @abstractmethod
    async def block(self, scope: str, user_id: str, since: float, by: str) -> bool:
        """The user may no longer start or join games in the server; False if they were blocked already."""

    @abstractmethod
    async def unblock(self, scope: str, user_id: str) -> bool:
        """The user may play in the server again; False if they were not blocked."""

    @abstractmethod
    async def add_admin_action(self, action: AdminActionRow) -> None:
        """Keep a managers' action for `/admin log`."""

    # ---- daily digests ------------------------------------------------------------------------
    @abstractmethod
    async def put_digest(self, digest: DigestRow) -> None:
        """Start the user's daily digest, or replace it (its hour, time zone and next time)."""

    @abstractmethod
    async def drop_digest(self, user_id: str) -> bool:
        """Stop the user's daily digest; False if they had none."""

    @abstractmethod
    async def move_digest(self, user_id: str, was: float, next_at: float) -> bool:
        """Take the user's digest due at `was` for this transaction, its next one at `next_at`; False when
        it is not due at `was` any more (another process took it, or the user changed it): then it is not
        sent here."""

    # ---- puzzles (issue 33) ---------------------------------------------------------------------
    @abstractmethod
    async def add_puzzle(self, puzzle: PuzzleRow) -> int | None:
        """Keep a verified puzzle; its id, or None when that position of that source is kept already."""

    @abstractmethod
    async def puzzle_mined(self, key: str, source: str, at: float, found: int) -> None:
        """A source (a game's id, `self-play:<seed>`) was looked through for puzzles: it is not again."""

    @abstractmethod
    async def show_puzzle(self, puzzle_id: int, user_id: str, at: float) -> None:
        """The player was shown the puzzle (kept as it was when shown before)."""

    @abstractmethod
    async def answer_puzzle(self, puzzle_id: int, user_id: str, move: str, solved: bool, at: float) -> bool:
        """The player's answer to a puzzle they were shown, counted in its rating; False when they had
        answered it already (only the first answer counts) or were never shown it."""

    @abstractmethod
    async def put_daily_puzzle(self, guild: str, channel: str, next_at: float) -> None:
        """Post a puzzle a day in that server's channel, the next at `next_at` (replacing its setting)."""

    @abstractmethod
    async def drop_daily_puzzle(self, guild: str) -> bool:
        """Stop the server's daily puzzle; False if it had none."""

    @abstractmethod
    async def move_daily_puzzle(self, guild: str, was: float, next_at: float, last: int) -> bool:
        """Take the server's daily puzzle due at `was` for this transaction (posting `last`), the next at
        `next_at`; False when it is not due at `was` any more (another process posted it)."""

    @abstractmethod
    async def rewind(self, game: GameRow, snapshot: str) -> None:
        """Put a game back as `game` describes it: log entries after its version go, its snapshot, status
        and times come back, and a result recorded since is forgotten (ratings are not undone)."""

    # ---- results and ratings ----------------------------------------------------------------
    @abstractmethod
    async def ratings_of(self, scope: str, key: str, user_ids: Sequence[str]) -> dict[str, RatingRow]:
        """The ratings these players have now (a player without one is absent)."""

    @abstractmethod
    async def add_result(self, result: ResultRow) -> None:
        """The result and each seat's place and outcome."""

    @abstractmethod
    async def save_ratings(self, ratings: Sequence[RatingRow]) -> None:
        """Store these ratings and records whole (insert or replace)."""

    # ---- seasons ----------------------------------------------------------------------------
    @abstractmethod
    async def season_now(self, scope: str) -> SeasonRow | None:
        """The server's current season (None before its first), its seasons locked until the commit: two
        seasons started at once are started one after the other."""

    @abstractmethod
    async def leaderboards(self, scope: str, keys: Sequence[str]) -> list[RatingRow]:
        """Every rating of these games in the scope, their leaderboards locked until the commit (as
        `ratings_of` locks one): a game ending meanwhile is counted before or after, never lost."""

    @abstractmethod
    async def add_season(self, season: SeasonRow) -> bool:
        """A new season; False when the server has one of that name already (whatever its case)."""

    @abstractmethod
    async def archive_season(self, scope: str, name: str, ended: float) -> int:
        """The current season (if any) ends at `ended`, and the scope's standings (the players with a game
        in it) are kept under the season `name`; how many ratings were kept."""

    # ---- the outbox: messages owed to people -------------------------------------------------
    @abstractmethod
    async def add_owed(self, owed: Sequence[NewOwed], *, owner: str, until: float) -> list[tuple[int, bool]]:
        """Owe these messages, in order; for each, its id and whether it was claimed for `owner` until
        `until` (it asked to be, and nothing of its stream was owed before it)."""

    @abstractmethod
    async def owed_delivered(self, delivered: Sequence[tuple[int, str | None]], *, at: float) -> set[int]:
        """Mark owed messages delivered, each as its message (id, message), in one statement; the ids of
        those that were still pending."""

    @abstractmethod
    async def waiting_owed(self, stream: str) -> list[OwedRow]:
        """The messages of a stream still owed and claimed by nobody, in order (to merge a new one into)."""

    @abstractmethod
    async def set_owed_payload(self, owed_id: int, payload: dict) -> bool:
        """Replace the payload of a message still owed and claimed by nobody; False otherwise."""

    @abstractmethod
    async def owe_later(self, streams: Sequence[str], next_try: float) -> None:
        """Set when the messages of these streams still owed are tried next (parked, or due at once)."""

    @abstractmethod
    async def claim_owed(self, front: str, now: float, owner: str, until: float, *, limit: int = 20,
                         streams: Sequence[str] | None = None) -> list[OwedRow]:
        """Claim for `owner` until `until` the messages of `front` due at `now` that head their stream
        (nothing of it owed before them) and that no live claim holds; at most `limit`, the oldest
        first, only of `streams` when given. One statement: two processes never claim one message."""

    @abstractmethod
    async def set_room(self, game_id: str, *, place: str, thread: str | None, room_lost: float | None) -> None:
        """Where a game is played now (its channel and thread, re-homed), and whether it lost every room."""

    # ---- a player's data (bot.storage.privacy) ------------------------------------------------
    @abstractmethod
    async def forget_user(self, user_id: str, *, pseudonym: str, name: str, former: str, now: float) -> None:
        """Forget a user: what is theirs alone goes (name, ratings, settings, vacations, digests, seeks,
        plans, messages to them); in games, results, challenges, offers, tournaments and messages owed to
        others their id becomes `pseudonym`, named `former` (their old name `name` replaced by it)."""

    # ---- reviews and hints (bot.service.reviews) ------------------------------------------------
    @abstractmethod
    async def add_review(self, review: ReviewRow) -> bool:
        """A review asked for; False when the game has one already (asked, or ready)."""

    @abstractmethod
    async def save_review(self, review: ReviewRow, owner: str) -> bool:
        """A review's progress (and status, due time) saved, its claim by `owner` released; False when
        `owner` no longer holds it (its claim lapsed and another process took it over)."""

    @abstractmethod
    async def add_hint(self, hint: HintRow) -> None:
        """A hint given (a second at the same position of the same seat is kept once)."""


class Storage(ABC):
    """A database of games, challenges, users, results and ratings."""

    @abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[Transaction]:
        """BEGIN … COMMIT; ROLLBACK on any exception."""

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    async def schema_version(self) -> int: ...

    @abstractmethod
    async def checkpoint(self) -> None:
        """Make everything committed durable in the main database file (a no-op where that is moot)."""

    # ---- a player's data (bot.storage.privacy) ------------------------------------------------
    @abstractmethod
    async def personal_data(self, user_id: str) -> dict[str, list[dict[str, object]]]:
        """Every row stored about a user, by table (columns by name), as `privacy.EXPORT` finds them."""

    @abstractmethod
    async def scrub(self) -> None:
        """Leave no deleted or replaced bytes where the database keeps them (SQLite: its file and its
        write-ahead log; PostgreSQL: the dead rows of its tables, as VACUUM removes them)."""

    # ---- users ------------------------------------------------------------------------------
    @abstractmethod
    async def names(self, user_ids: Sequence[str]) -> dict[str, str]:
        """The remembered display names of these users, by id (unknown ids are absent)."""

    # ---- challenges -------------------------------------------------------------------------
    @abstractmethod
    async def challenge(self, challenge_id: str) -> ChallengeRow | None: ...

    @abstractmethod
    async def open_challenges(self, place: str | None = None) -> list[ChallengeRow]:
        """Challenges waiting for an answer, oldest first; only those of `place` when given."""

    @abstractmethod
    async def open_challenges_by(self, challenger: str, key: str) -> list[ChallengeRow]:
        """The open challenges a user made to a game, oldest first."""

    @abstractmethod
    async def expired_challenges(self, now: float, *, limit: int = 100) -> list[ChallengeRow]:
        """Open challenges that expired at `now`, the earliest first."""

    @abstractmethod
    async def next_challenge_expiry(self) -> float | None:
        """When the next open challenge expires; None when none will."""

    @abstractmethod
    async def id_taken(self, candidate: str) -> bool:
        """Whether a challenge or a game already has this id."""

    # ---- tournaments ------------------------------------------------------------------------
    @abstractmethod
    async def tournament(self, tournament_id: int) -> TournamentRow | None: ...

    @abstractmethod
    async def tournaments_in(self, pool: str, *, limit: int = 20) -> list[TournamentRow]:
        """A server's tournaments, the newest first."""

    @abstractmethod
    async def tournaments_due(self, now: float, *, limit: int = 20) -> list[TournamentRow]:
        """The tournaments in sign-up or running whose due work falls due at `now`."""

    @abstractmethod
    async def next_tournament_due(self) -> float | None: ...

    @abstractmethod
    async def entrants(self, tournament_id: int) -> list[EntrantRow]:
        """Its players, in the order they joined."""

    @abstractmethod
    async def tournament_tables(self, tournament_id: int) -> list[TableRow]:
        """Every table of every round so far, by round and table."""

    @abstractmethod
    async def tournament_of_game(self, game_id: str) -> TournamentRow | None:
        """The tournament a game (or a table's game not started yet) belongs to; None for any other game."""

    # ---- the seek pool ----------------------------------------------------------------------
    @abstractmethod
    async def seeks(self, pool: str) -> list[SeekRow]:
        """The seekers of a pool still waiting, the longest waiting first."""

    @abstractmethod
    async def seek(self, seek_id: int) -> SeekRow | None: ...

    @abstractmethod
    async def seek_pools_due(self, now: float) -> list[str]:
        """The pools with a waiting seek due at `now` (its window widens, or it expires)."""

    @abstractmethod
    async def next_seek_due(self, lease: float) -> float | None:
        """When a waiting seek falls due next, or a pairing left unstarted `lease` seconds can be taken up."""

    @abstractmethod
    async def stale_pairings(self, before: float) -> list[SeekRow]:
        """Seeks paired before `before` whose game has not started (the process pairing them died)."""

    # ---- games ------------------------------------------------------------------------------
    @abstractmethod
    async def load_game(self, game_id: str) -> StoredGame | None:
        """A game's row, snapshot and players' names, in one trip."""

    @abstractmethod
    async def game(self, game_id: str) -> GameRow | None: ...

    @abstractmethod
    async def game_in_thread(self, thread: str) -> GameRow | None: ...

    @abstractmethod
    async def games_of(self, user_id: str, *, key: str | None = None,
                       status: GameStatus = GameStatus.ACTIVE) -> list[GameRow]:
        """A player's games with that status, the most recently moved first."""

    @abstractmethod
    async def active_games(self, *, place: str | None = None, guild: str | None = None) -> list[GameRow]:
        """Games in progress started in or played in `place`, or of a server; waiting longest first."""

    @abstractmethod
    async def games_to_move(self, user_id: str) -> list[GameRow]:
        """Games in progress where this user is the player to move."""

    @abstractmethod
    async def due_games(self, now: float, *, limit: int = 100) -> list[GameRow]:
        """Games in progress with a reminder or a deadline due at `now`, the earliest first."""

    @abstractmethod
    async def next_due(self) -> float | None:
        """When the next reminder, deadline, computer's turn or end of a vacation falls, or a claim on
        due work lapses; None when nothing is scheduled."""

    # ---- claims on due work (several processes on one database) --------------------------------
    @abstractmethod
    async def claim_due(self, now: float, owner: str, until: float, *, limit: int = 10) -> list[GameRow]:
        """Claim for `owner` until `until` the games (at most `limit`, earliest due first) whose
        reminder, deadline or computer's turn is due at `now` and that no live claim holds (none, or one
        that lapsed before `now`: its process died). One statement: two processes never claim one game."""

    @abstractmethod
    async def release(self, game_ids: Sequence[str], owner: str) -> None:
        """Give up `owner`'s claims on these games (their due work is done), in one statement; another's
        claim is left alone."""

    @abstractmethod
    async def versions(self, game_ids: Sequence[str]) -> dict[str, int]:
        """The version of each of these games, by id (an unknown id is absent), in one query: what a web
        page's watcher polls to hear of moves another process made."""

    async def listen(self, changed: Callable[[str], None]) -> Callable[[], Awaitable[None]] | None:
        """Have `changed(game_id)` called whenever any process commits a change to a game, if this
        backend can tell (PostgreSQL: LISTEN/NOTIFY); the call that stops it, or None: poll `versions`."""
        return None

    # ---- the outbox ----------------------------------------------------------------------------
    async def claim_owed(self, front: str, now: float, owner: str, until: float, *, limit: int = 20,
                         streams: Sequence[str] | None = None) -> list[OwedRow]:
        """`Transaction.claim_owed` in a transaction of its own."""
        async with self.transaction() as tx:
            return await tx.claim_owed(front, now, owner, until, limit=limit, streams=streams)

    @abstractmethod
    async def release_owed(self, owed_id: int, owner: str, *, next_try: float, error: str, clean: bool,
                           drop: bool = False, at: float | None = None) -> bool:
        """An attempt failed: give up `owner`'s claim, to be tried again at `next_try` (`clean`: the
        message was certainly not sent), or dropped for good (`drop`, at `at`); False if not held."""

    @abstractmethod
    async def next_owed(self, front: str) -> float | None:
        """When a message of `front` can next be claimed (the head of a stream due, or a claim lapsing)."""

    @abstractmethod
    async def owed_count(self, front: str | None = None) -> int:
        """How many messages are still owed (of one front end, when given)."""

    @abstractmethod
    async def games_in_progress(self) -> dict[str, int]:
        """How many games are in progress, by game key (the metrics read it at each scrape)."""

    @abstractmethod
    async def owed(self, stream: str) -> list[OwedRow]:
        """Every message of a stream, delivered or not, in order."""

    @abstractmethod
    async def prune_owed(self, before: float) -> int:
        """Forget delivered and dropped messages done before `before`; how many."""

    @abstractmethod
    async def log(self, game_id: str) -> list[LogEntry]:
        """The whole move log of a game, in order."""

    @abstractmethod
    async def last_move(self, game_id: str) -> LogEntry | None:
        """The last entry of the log that is a player's move (not chance, not a resignation)."""

    # ---- conditional moves (plans) ------------------------------------------------------------
    @abstractmethod
    async def plan(self, game_id: str, user_id: str) -> PlanRow | None:
        """The player's plan for the game, if they have one (whatever version it was made for)."""

    # ---- offers, settings, vacations ---------------------------------------------------------
    @abstractmethod
    async def offer(self, offer_id: str) -> OfferRow | None: ...

    @abstractmethod
    async def open_offers(self, game_id: str) -> list[OfferRow]: ...

    @abstractmethod
    async def settings(self, scope: str) -> dict[str, str]:
        """Every setting of a scope ('guild:<id>', 'user:<id>', …), by key."""

    @abstractmethod
    async def vacations(self, user_id: str, *, since: float) -> list[VacationRow]:
        """A user's vacations that end after `since`, oldest first."""

    @abstractmethod
    async def due_vacations(self, now: float) -> list[VacationRow]:
        """Open vacations whose end has come."""

    @abstractmethod
    async def digest(self, user_id: str) -> DigestRow | None:
        """The user's daily digest, if they asked for one."""

    @abstractmethod
    async def due_digests(self, now: float, *, limit: int = 100) -> list[DigestRow]:
        """Digests whose time has come, the earliest first."""

    @abstractmethod
    async def next_digest(self) -> float | None:
        """When the next digest goes; None when nobody asked for one."""

    # ---- puzzles (issue 33) ---------------------------------------------------------------------
    @abstractmethod
    async def puzzle(self, puzzle_id: int) -> PuzzleRow | None: ...

    @abstractmethod
    async def pending_puzzle(self, key: str, user_id: str) -> PuzzleRow | None:
        """The puzzle of that game the player was shown last and has not answered."""

    @abstractmethod
    async def fresh_puzzle(self, key: str, user_id: str) -> PuzzleRow | None:
        """A puzzle of that game the player was never shown: the least answered, then the oldest."""

    @abstractmethod
    async def puzzle_attempt(self, puzzle_id: int, user_id: str) -> tuple[str, bool] | None:
        """The player's answer to the puzzle that counted (the move, whether it solved it), if any."""

    @abstractmethod
    async def unmined_games(self, key: str, *, limit: int = 5) -> list[str]:
        """Finished games of that kind (not aborted) not yet looked through for puzzles, the latest first."""

    @abstractmethod
    async def self_played(self, key: str) -> int:
        """How many self-play games of that kind were looked through for puzzles."""

    @abstractmethod
    async def puzzle_after(self, puzzle_id: int) -> PuzzleRow | None:
        """The first puzzle found after `puzzle_id` (of any game), if any."""

    @abstractmethod
    async def daily_puzzle(self, guild: str) -> DailyPuzzleRow | None: ...

    @abstractmethod
    async def due_daily_puzzles(self, now: float, *, limit: int = 100) -> list[DailyPuzzleRow]:
        """The servers' daily puzzles due at `now`, the earliest first."""

    @abstractmethod
    async def next_daily_puzzle(self) -> float | None:
        """When the next daily puzzle goes; None when no server asked for one."""

    # ---- results and ratings ----------------------------------------------------------------
    @abstractmethod
    async def results(self, *, game_id: str | None = None) -> list[ResultRow]:
        """Recorded results (of one game, when given), in the order the games finished."""

    @abstractmethod
    async def ratings(self, scope: str, key: str, *, offset: int = 0,
                      limit: int | None = None, season: str | None = None) -> list[RatingRow]:
        """A leaderboard page: best ordinal (mu − 3σ) first, names filled in; the players with a game in
        the current season (or, given `season`, in that archived season)."""

    @abstractmethod
    async def rated_players(self, scope: str, key: str, season: str | None = None) -> int:
        """How many players have a rating of that game in that scope (as `ratings` counts them)."""

    @abstractmethod
    async def seasons(self, scope: str) -> list[SeasonRow]:
        """A server's seasons, the oldest first (the standings before its first season before all), each
        with how many players its standings name."""

    @abstractmethod
    async def history(self, user_id: str, *, key: str | None = None, limit: int = 10) -> list[HistoryRow]:
        """A player's last finished games, newest first."""

    # ---- a server's managers' tools (`/admin`) --------------------------------------------------
    @abstractmethod
    async def blocked(self, scope: str, user_ids: Sequence[str]) -> set[str]:
        """Those of the users who are blocked in the server."""

    @abstractmethod
    async def admin_log(self, scope: str, *, limit: int = 20) -> list[AdminActionRow]:
        """The server's last managers' actions, the newest first."""

    # ---- reviews and hints (bot.service.reviews) ------------------------------------------------
    @abstractmethod
    async def review(self, game_id: str) -> ReviewRow | None: ...

    @abstractmethod
    async def claim_reviews(self, now: float, owner: str, until: float, *, limit: int = 1) -> list[ReviewRow]:
        """Claim for `owner` until `until` the pending reviews due at `now` that no live claim holds, the
        earliest first; one statement, so two processes never claim one review."""

    @abstractmethod
    async def next_review(self) -> float | None:
        """When a pending review is next due (a claimed one: when its claim lapses, at the earliest)."""

    @abstractmethod
    async def hints(self, game_id: str) -> list[HintRow]:
        """The hints given in a game, in the order of its moves."""
