"""What the SQL backends share: the column lists, and the typed rows to and from a database row.

Both backends decode through these functions, so a row reads back the same from SQLite and PostgreSQL
(JSON columns are TEXT on both, booleans integers).
"""
from __future__ import annotations

import json
from typing import Any, Protocol

from engines.phrases import Phrase

from bot.storage.rows import (
    ChallengeRow, ChallengeStatus, Ending, EntryKind, GameRow, GameStatus, HistoryRow, LogEntry, NewOwed, OfferKind,
    OfferRow, OfferStatus, OwedKind, OwedRow, OwedStatus, RatingRow, ResultRow, VacationRow,
)
from bot.storage.rows import DigestRow
from bot.storage.rows import SeekRow
from bot.storage.rows import PlanRow
from bot.storage.rows import SeasonRow
from bot.storage.rows import HintRow, ReviewRow, ReviewStatus
from bot.storage.rows import EntrantRow, TableRow, TournamentRow, TournamentStatus

GAME_COLUMNS = ("id, game, guild, place, thread, options, players, version, status, board_message, "
                "created, turn_since, finished, unrated, clock, to_move, deadline, paused_left, reminders, due, "
                "ending, room_lost")
# the columns a game's play changes (the rest is fixed when it starts)
CHANGING = ("version", "status", "turn_since", "finished", "unrated", "to_move", "deadline", "paused_left",
            "reminders", "due", "ending")
CHALLENGE_COLUMNS = ("id, game, guild, place, challenger, invited, accepted, options, seated, status, "
                     "message, created, clock, seats, record, expires, seats_wanted")
OFFER_COLUMNS = "id, game_id, kind, user_id, version, ply, waiting, accepted, status, message, created"
LOG_COLUMNS = "ply, seat, kind, text, at, words"
RATING_COLUMNS = "scope, game, user_id, mu, sigma, wins, losses, draws, games"
OWED_COLUMNS = "id, stream, front, kind, payload, created, next_try, tries, look, status, message, error"


def marks(count: int) -> str:
    return ", ".join("?" * count)


# The writes both dialects say alike, with SQLite's ? marks (PostgreSQL numbers them: postgres.numbered)
INSERT_CHALLENGE = f"INSERT INTO challenges ({CHALLENGE_COLUMNS}) VALUES ({marks(17)})"
INSERT_GAME = f"INSERT INTO games ({GAME_COLUMNS}, state) VALUES ({marks(len(GAME_COLUMNS.split(',')) + 1)})"
INSERT_GAME_PLAYER = "INSERT INTO game_players (game_id, user_id, seat) VALUES (?, ?, ?)"
INSERT_MOVE = f"INSERT INTO moves (game_id, {LOG_COLUMNS}) VALUES ({marks(7)})"
INSERT_OFFER = f"INSERT INTO offers ({OFFER_COLUMNS}) VALUES ({marks(11)})"
PUT_SETTING = ("INSERT INTO settings (scope, key, value) VALUES (?, ?, ?) "
               "ON CONFLICT (scope, key) DO UPDATE SET value = excluded.value")
PUT_VACATION = ("INSERT INTO vacations (user_id, starts, ends, open) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (user_id, starts) DO UPDATE SET ends = excluded.ends, open = excluded.open")
INSERT_RESULT = ("INSERT INTO results (game_id, guild, game, players, ranking, scores, rated, finished) "
                 f"VALUES ({marks(8)})")
INSERT_RESULT_PLAYER = f"INSERT INTO result_players (game_id, user_id, seat, place, outcome) VALUES ({marks(5)})"
# a message owed: claimed at once for its writer when it asks and nothing of its stream is owed before it
# (the writer then delivers it itself; else the deliverer takes it in its turn)
INSERT_OWED = ("INSERT INTO outbox (stream, front, kind, payload, created, next_try, tries, unsure, status, "
               "claimed_by, claim_until) SELECT CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), "
               "CAST(? AS TEXT), CAST(? AS DOUBLE PRECISION), CAST(? AS DOUBLE PRECISION), c, c, 'pending', "
               "CASE WHEN c = 1 THEN CAST(? AS TEXT) END, CASE WHEN c = 1 THEN CAST(? AS DOUBLE PRECISION) END "
               "FROM (SELECT CASE WHEN CAST(? AS INTEGER) = 1 AND NOT EXISTS (SELECT 1 FROM outbox "
               "WHERE stream = CAST(? AS TEXT) AND status = 'pending') THEN 1 ELSE 0 END AS c) AS claim "
               "RETURNING id, claimed_by")
# the claim of an attempt: `look` keeps whether an earlier attempt's outcome was left unknown (SET reads
# the old values), and the new attempt is unsure until it ends
CLAIM_OWED_SET = "claimed_by = ?, claim_until = ?, tries = tries + 1, look = unsure, unsure = 1"
# a message is the head of its stream when nothing of the stream is owed before it: only heads are
# claimed, so a stream is delivered in order, one message at a time, by whichever process claims it
OWED_HEAD = ("o.status = 'pending' AND NOT EXISTS (SELECT 1 FROM outbox p WHERE p.stream = o.stream "
             "AND p.status = 'pending' AND p.id < o.id)")
RELEASE_OWED = ("UPDATE outbox SET claimed_by = NULL, claim_until = NULL, next_try = ?, error = ?, "
                "unsure = CASE WHEN ? = 1 THEN 0 ELSE unsure END, "
                "status = CASE WHEN ? = 1 THEN 'dropped' ELSE status END, "
                "delivered = CASE WHEN ? = 1 THEN ? ELSE delivered END "
                "WHERE id = ? AND claimed_by = ? AND status = 'pending'")
# the columns a delivery sets (the message each became comes from a list of (id, message) beside it)
OWED_DELIVERED_SET = ("status = 'delivered', delivered = ?, unsure = 0, claimed_by = NULL, claim_until = NULL")
PUT_RATING = (f"INSERT INTO ratings ({RATING_COLUMNS}) VALUES ({marks(9)}) "
              "ON CONFLICT (scope, game, user_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, "
              "wins = excluded.wins, losses = excluded.losses, draws = excluded.draws, games = excluded.games")


class Row(Protocol):
    """A database row read by column name: ``sqlite3.Row`` and ``asyncpg.Record`` both are."""

    def __getitem__(self, key: str, /) -> Any: ...


def game_row(row: Row) -> GameRow:
    return GameRow(
        id=row["id"], key=row["game"], guild=row["guild"], place=row["place"], thread=row["thread"],
        options=json.loads(row["options"]), players=json.loads(row["players"]), version=row["version"],
        status=GameStatus(row["status"]), board_message=row["board_message"], created=row["created"],
        turn_since=row["turn_since"], finished=row["finished"], unrated=bool(row["unrated"]), clock=row["clock"],
        to_move=row["to_move"], deadline=row["deadline"], paused_left=row["paused_left"],
        reminders=row["reminders"], due=row["due"], ending=Ending(row["ending"]) if row["ending"] else None,
        room_lost=row["room_lost"])


def changing(game: GameRow) -> dict[str, Any]:
    """The values of the CHANGING columns, by column."""
    return {"version": game.version, "status": game.status, "turn_since": game.turn_since,
            "finished": game.finished, "unrated": int(game.unrated), "to_move": game.to_move,
            "deadline": game.deadline, "paused_left": game.paused_left, "reminders": game.reminders,
            "due": game.due, "ending": game.ending}


def game_values(game: GameRow) -> tuple[Any, ...]:
    """The row's values in GAME_COLUMNS order."""
    return (game.id, game.key, game.guild, game.place, game.thread, json.dumps(game.options),
            json.dumps(game.players), game.version, game.status, game.board_message, game.created, game.turn_since,
            game.finished, int(game.unrated), game.clock, game.to_move, game.deadline, game.paused_left,
            game.reminders, game.due, game.ending, game.room_lost)


def challenge_values(challenge: ChallengeRow) -> tuple[Any, ...]:
    """The challenge's values in CHALLENGE_COLUMNS order."""
    return (challenge.id, challenge.key, challenge.guild, challenge.place, challenge.challenger,
            json.dumps(challenge.invited), json.dumps(challenge.accepted), json.dumps(challenge.options),
            int(challenge.seated), challenge.status, challenge.message, challenge.created, challenge.clock,
            json.dumps(challenge.seats) if challenge.seats is not None else None, challenge.record, challenge.expires,
            challenge.seats_wanted)


def offer_values(offer: OfferRow) -> tuple[Any, ...]:
    """The offer's values in OFFER_COLUMNS order."""
    return (offer.id, offer.game_id, offer.kind, offer.user_id, offer.version, offer.ply,
            json.dumps(offer.waiting), json.dumps(offer.accepted), offer.status, offer.message, offer.created)


def result_values(result: ResultRow) -> tuple[Any, ...]:
    """A result's values for `results` (game_id, guild, game, players, ranking, scores, rated, finished)."""
    return (result.game_id, result.guild, result.key, json.dumps(result.players), json.dumps(result.ranking),
            json.dumps(result.scores) if result.scores is not None else None, int(result.rated), result.finished)


def result_player_values(result: ResultRow) -> list[tuple[Any, ...]]:
    """A result's rows of `result_players` (game_id, user_id, seat, place, outcome), by seat."""
    return [(result.game_id, uid, seat, result.ranking[seat], result.outcomes[seat])
            for seat, uid in enumerate(result.players)]


def rating_values(rating: RatingRow) -> tuple[Any, ...]:
    """A rating's values in RATING_COLUMNS order."""
    return (rating.scope, rating.key, rating.user_id, rating.mu, rating.sigma, rating.wins, rating.losses,
            rating.draws, rating.games)


def offer_row(row: Row) -> OfferRow:
    return OfferRow(row["id"], row["game_id"], OfferKind(row["kind"]), row["user_id"], row["version"], row["ply"],
                    json.loads(row["waiting"]), json.loads(row["accepted"]), OfferStatus(row["status"]), row["created"],
                    row["message"])


# conditional moves: one plan per player and game, a new one replacing the old (both dialects alike)
PLAN_COLUMNS = "game_id, user_id, moves, version, created"
PUT_PLAN = (f"INSERT INTO plans ({PLAN_COLUMNS}) VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id, user_id) "
            "DO UPDATE SET moves = excluded.moves, version = excluded.version, created = excluded.created")


def plan_values(plan: PlanRow) -> tuple[Any, ...]:
    return (plan.game_id, plan.user_id, json.dumps(plan.moves), plan.version, plan.created)


def plan_row(row: Row) -> PlanRow:
    return PlanRow(row["game_id"], row["user_id"], json.loads(row["moves"]), row["version"], row["created"])


def challenge_row(row: Row) -> ChallengeRow:
    return ChallengeRow(
        id=row["id"], key=row["game"], guild=row["guild"], place=row["place"], challenger=row["challenger"],
        invited=json.loads(row["invited"]), accepted=json.loads(row["accepted"]),
        options=json.loads(row["options"]), seated=bool(row["seated"]), status=ChallengeStatus(row["status"]),
        created=row["created"], message=row["message"], clock=row["clock"],
        seats=json.loads(row["seats"]) if row["seats"] else None, record=row["record"], expires=row["expires"],
        seats_wanted=row["seats_wanted"])


PHRASE_JSON = '{"k":'  # how a phrase's JSON begins (`stored_words`)


def log_entry(row: Row) -> LogEntry:
    return LogEntry(row["ply"], row["seat"], EntryKind(row["kind"]), row["text"], row["at"], read_words(row["words"]))


def stored_words(words: object) -> str | None:
    """The engine's words for a move as the log keeps them: a phrase as its JSON (said in each reader's
    language when read), text as it is."""
    if words is None:
        return None
    if isinstance(words, Phrase):
        return json.dumps(words.to_json(), ensure_ascii=False, separators=(",", ":"))
    return str(words)


def read_words(text: str | None) -> Phrase | str | None:
    """The words of a log entry: a phrase, or text written before the catalogue (English), as it is."""
    if text and text.startswith(PHRASE_JSON):
        try:
            return Phrase.from_json(json.loads(text))
        except (ValueError, KeyError, TypeError):
            return text
    return text


def rating_row(row: Row, name: str | None = None) -> RatingRow:
    return RatingRow(row["scope"], row["game"], row["user_id"], row["mu"], row["sigma"], row["wins"],
                     row["losses"], row["draws"], row["games"], name)


def result_row(row: Row) -> ResultRow:
    """A result read with its `outcomes` (a JSON list by seat) gathered from result_players."""
    return ResultRow(row["game_id"], row["guild"], row["game"], json.loads(row["players"]), json.loads(row["ranking"]),
                     json_or_none(row["scores"]), bool(row["rated"]), row["finished"], json.loads(row["outcomes"]))


def history_row(row: Row) -> HistoryRow:
    return HistoryRow(row["game_id"], row["game"], json.loads(row["players"]), json_or_none(row["scores"]),
                      bool(row["rated"]), row["finished"], row["outcome"], row["home"])


def vacation_row(row: Row) -> VacationRow:
    return VacationRow(row["user_id"], row["starts"], row["ends"], bool(row["open"]))


DIGEST_COLUMNS = "user_id, hour, tz, next_at"
PUT_DIGEST = ("INSERT INTO digests (user_id, hour, tz, next_at) VALUES (?, ?, ?, ?) "
              "ON CONFLICT (user_id) DO UPDATE SET hour = excluded.hour, tz = excluded.tz, next_at = excluded.next_at")


def digest_row(row: Row) -> DigestRow:
    return DigestRow(row["user_id"], int(row["hour"]), row["tz"], float(row["next_at"]))


def owed_values(owed: NewOwed, now_try: float, owner: str, until: float) -> tuple[Any, ...]:
    """INSERT_OWED's values for a new message (claimed for `owner` until `until` if it asks and is the head)."""
    return (owed.stream, owed.front, owed.kind, json.dumps(owed.payload), owed.created, now_try, owner, until,
            int(owed.claim), owed.stream)


def owed_row(row: Row) -> OwedRow:
    return OwedRow(row["id"], row["stream"], row["front"], OwedKind(row["kind"]), json.loads(row["payload"]),
                   row["created"], row["next_try"], row["tries"], bool(row["look"]), OwedStatus(row["status"]),
                   row["message"], row["error"])


def json_or_none(text: str | None) -> Any:
    return json.loads(text) if text else None


# ---- the seek pool -----------------------------------------------------------------------------------
SEEK_COLUMNS = ("id, pool, guild, place, user_id, games, ratings, low, high, players, rated, created, expires, due, "
                "paired, paired_at")
INSERT_SEEK = (f"INSERT INTO seeks ({SEEK_COLUMNS.removeprefix('id, ')}) VALUES ({marks(15)}) RETURNING id")
# the seekers of a pool not yet paired, the longest waiting first
POOL_SEEKS = f"SELECT {SEEK_COLUMNS} FROM seeks WHERE pool = ? AND paired IS NULL ORDER BY created, id"


def seek_values(seek: SeekRow) -> tuple[Any, ...]:
    """INSERT_SEEK's values (every column but the id the database gives)."""
    return (seek.pool, seek.guild, seek.place, seek.user_id, json.dumps(seek.games), json.dumps(seek.ratings),
            seek.low, seek.high, seek.players, int(seek.rated), seek.created, seek.expires, seek.due, seek.paired,
            seek.paired_at)


def seek_row(row: Row) -> SeekRow:
    return SeekRow(row["id"], row["pool"], row["guild"], row["place"], row["user_id"], json.loads(row["games"]),
                   json.loads(row["ratings"]), row["low"], row["high"], row["players"], bool(row["rated"]),
                   row["created"], row["expires"], row["due"], row["paired"], row["paired_at"])


# ---- seasons ------------------------------------------------------------------------------------------
# a new season; none when a season of that name (whatever its case) is there already
INSERT_SEASON = ("INSERT INTO seasons (scope, folded, name, started, ended) VALUES (?, ?, ?, ?, ?) "
                 "ON CONFLICT (scope, folded) DO NOTHING")
END_SEASON = "UPDATE seasons SET ended = ? WHERE scope = ? AND ended IS NULL"
# the standings of a season that ends: the players who played in it (a rating carried over unplayed is no
# standing of it)
ARCHIVE_RATINGS = ("INSERT INTO season_ratings (scope, season, game, user_id, mu, sigma, wins, losses, draws, games) "
                   "SELECT scope, ?, game, user_id, mu, sigma, wins, losses, draws, games FROM ratings "
                   "WHERE scope = ? AND games > 0")
# a server's seasons, the standings before the first one first, with how many players each names
SEASONS = ("SELECT s.scope, s.name, s.started, s.ended, CASE WHEN s.ended IS NULL THEN "
           "(SELECT COUNT(DISTINCT r.user_id) FROM ratings r WHERE r.scope = s.scope AND r.games > 0) ELSE "
           "(SELECT COUNT(DISTINCT a.user_id) FROM season_ratings a WHERE a.scope = s.scope AND a.season = s.folded) "
           "END AS players FROM seasons s WHERE s.scope = ? ORDER BY (s.started IS NOT NULL), s.started, s.folded")
SEASON_NOW = "SELECT scope, name, started, ended, 0 AS players FROM seasons WHERE scope = ? AND ended IS NULL"


def folded(name: str) -> str:
    """A season's name as it is unique in its server: case does not make another name."""
    return name.casefold()


def season_values(season: SeasonRow) -> tuple[Any, ...]:
    """INSERT_SEASON's values."""
    return (season.scope, folded(season.name), season.name, season.started, season.ended)


def season_row(row: Row) -> SeasonRow:
    return SeasonRow(row["scope"], row["name"], row["started"], row["ended"], int(row["players"]))
# ---- tournaments (issue 32): written with ? marks, numbered for PostgreSQL -----------------------------
TOURNAMENT_COLUMNS = ("id, pool, guild, place, organiser, game, format, rounds, clock, options, table_size, "
                      "min_players, max_players, signup_ends, rated, status, round, message, created, due, vacation")
INSERT_TOURNAMENT = (f"INSERT INTO tournaments ({TOURNAMENT_COLUMNS.removeprefix('id, ')}) VALUES ({marks(20)}) "
                     "RETURNING id")
ENTRANT_COLUMNS = "tournament, user_id, joined, rating, withdrawn"
TABLE_COLUMNS = "tournament, round, board, game_id, players"
TOURNAMENT_SQL: dict[str, str] = {
    "one": f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE id = ?",
    "in_pool": f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE pool = ? ORDER BY id DESC LIMIT ?",
    "due": f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE due <= ? AND status IN ('signup', 'running') "
           "ORDER BY due, id LIMIT ?",
    "next_due": "SELECT MIN(due) FROM tournaments WHERE status IN ('signup', 'running')",
    "entrants": f"SELECT {ENTRANT_COLUMNS} FROM tournament_players WHERE tournament = ? ORDER BY joined, user_id",
    "tables": f"SELECT {TABLE_COLUMNS} FROM tournament_games WHERE tournament = ? ORDER BY round, board",
    "of_game": (f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE id IN "
                "(SELECT tournament FROM tournament_games WHERE game_id = ?)"),
    # joined only while its sign-up is open, once
    "join": (f"INSERT INTO tournament_players ({ENTRANT_COLUMNS}) SELECT CAST(? AS BIGINT), CAST(? AS TEXT), "
             "CAST(? AS DOUBLE PRECISION), CAST(? AS DOUBLE PRECISION), NULL WHERE EXISTS "
             "(SELECT 1 FROM tournaments WHERE id = ? AND status = 'signup') ON CONFLICT DO NOTHING"),
    "leave": ("DELETE FROM tournament_players WHERE tournament = ? AND user_id = ? AND EXISTS "
              "(SELECT 1 FROM tournaments WHERE id = ? AND status = 'signup')"),
    "withdraw": ("UPDATE tournament_players SET withdrawn = ? WHERE tournament = ? AND user_id = ? "
                 "AND withdrawn IS NULL"),
    # the one step from one state (status, round) to the next: two processes never both take it
    "step": ("UPDATE tournaments SET status = ?, round = ?, rounds = ?, due = ? WHERE id = ? AND status = ? "
             "AND round = ?"),
    "due_set": "UPDATE tournaments SET due = ? WHERE id = ? AND COALESCE(due, -1) = ?",
    "message": "UPDATE tournaments SET message = ? WHERE id = ?",
    "table": f"INSERT INTO tournament_games ({TABLE_COLUMNS}) VALUES (?, ?, ?, ?, ?)",
    # a game of a running tournament ended: its due work looks at the round at once
    "game_over": ("UPDATE tournaments SET due = ? WHERE status = 'running' AND id IN "
                  "(SELECT tournament FROM tournament_games WHERE game_id = ?)"),
}


def tournament_values(row: TournamentRow) -> tuple[Any, ...]:
    """INSERT_TOURNAMENT's values (every column but the id the database gives)."""
    return (row.pool, row.guild, row.place, row.organiser, row.key, row.format, row.rounds, row.clock,
            json.dumps(row.options), row.table_size, row.min_players, row.max_players, row.signup_ends,
            int(row.rated), str(row.status), row.round, row.message, row.created, row.due, int(row.vacation))


def tournament_row(row: Row) -> TournamentRow:
    return TournamentRow(int(row["id"]), row["pool"], row["guild"], row["place"], row["organiser"], row["game"],
                         row["format"], int(row["rounds"]), row["clock"], json.loads(row["options"]),
                         int(row["table_size"]), int(row["min_players"]), int(row["max_players"]),
                         float(row["signup_ends"]), bool(row["rated"]), TournamentStatus(row["status"]),
                         int(row["round"]), row["message"], float(row["created"]), row["due"],
                         bool(row["vacation"]))


def entrant_row(row: Row) -> EntrantRow:
    return EntrantRow(int(row["tournament"]), row["user_id"], float(row["joined"]), float(row["rating"]),
                      row["withdrawn"])


def table_row(row: Row) -> TableRow:
    return TableRow(int(row["tournament"]), int(row["round"]), int(row["board"]), row["game_id"],
                    json.loads(row["players"]))


# reviews and hints (bot.service.reviews): the same columns in both dialects
REVIEW_COLUMNS = "game_id, status, requested_by, created, due, progress, finished"
HINT_COLUMNS = "game_id, ply, seat, user_id, move, at"


def review_row(row: Row) -> ReviewRow:
    return ReviewRow(row["game_id"], ReviewStatus(row["status"]), row["requested_by"], row["created"], row["due"],
                     json.loads(row["progress"]), row["finished"])


def hint_row(row: Row) -> HintRow:
    return HintRow(row["game_id"], row["ply"], row["seat"], row["user_id"], row["move"], row["at"])
