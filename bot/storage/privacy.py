"""A player's data (`/privacy export`, `/privacy forget`): the SQL that finds everything stored about a
user, table by table, and the SQL that forgets them. Written once with SQLite's `?` marks; the
PostgreSQL backend numbers them (`postgres.numbered`). Both backends run these lists in order.

Every table of `migrations.py`, and what of it is a user's:
- users: their name. challenges: the ones they made, were invited to, accepted or were seated in.
- games, game_players, moves: the games they sit in, with every entry of the log; results and
  result_players: those games' results. offers: the draws and takebacks they offered.
- ratings, season_ratings: their standings. settings: their `user:<id>` scope (where reminders go, their
  language). vacations, digests, seeks, plans: theirs.
- tournaments: the ones they organise or play; tournament_players: their entries; tournament_games:
  the tables they sat at.
- outbox: messages owed to people, kept a few days after delivery; not exported (they are the bot's
  deliveries, the same words the player already received), but scrubbed when they are forgotten.
- reviews, hints: the reviews they asked for, the hints they used.
- puzzle_attempts: their answers (puzzles, puzzle_sources, puzzle_daily: nobody's).
- blocks, admin_log: the blocks of them or by them, the managers' actions by them or on them.
- seasons, schema_version: nobody's.

Forgetting keeps the games and results (the other players' history is theirs too): the user's id is
replaced everywhere by a pseudonym (a random id with no link to the old one) whose name is "a former
player"; what is only theirs (name, ratings, settings, vacations, digests, seeks, plans) is deleted.
"""
from __future__ import annotations

import json
import re
from collections.abc import Mapping

# the parameters a statement takes, by the names below, in order
Statement = tuple[str, tuple[str, ...]]

MINE = "SELECT game_id FROM game_players WHERE user_id = ?"

# (table, query, parameters): every row of the user's, in a stable order
EXPORT: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("users", "SELECT * FROM users WHERE id = ?", ("id",)),
    ("challenges", "SELECT * FROM challenges WHERE challenger = ? OR HAS(invited, ?) OR HAS(accepted, ?) "
                   "OR HAS(seats, ?) ORDER BY created, id", ("id", "quoted", "quoted", "quoted")),
    ("games", f"SELECT * FROM games WHERE id IN ({MINE}) ORDER BY created, id", ("id",)),
    ("game_players", f"SELECT * FROM game_players WHERE game_id IN ({MINE}) ORDER BY game_id, seat", ("id",)),
    ("moves", f"SELECT * FROM moves WHERE game_id IN ({MINE}) ORDER BY game_id, ply", ("id",)),
    ("results", f"SELECT * FROM results WHERE game_id IN ({MINE}) ORDER BY finished, game_id", ("id",)),
    ("result_players", f"SELECT * FROM result_players WHERE game_id IN ({MINE}) ORDER BY game_id, seat", ("id",)),
    ("offers", "SELECT * FROM offers WHERE user_id = ? ORDER BY created, id", ("id",)),
    ("ratings", "SELECT * FROM ratings WHERE user_id = ? ORDER BY scope, game", ("id",)),
    ("season_ratings", "SELECT * FROM season_ratings WHERE user_id = ? ORDER BY scope, season, game", ("id",)),
    ("settings", "SELECT * FROM settings WHERE scope = ? ORDER BY key", ("scope",)),
    ("vacations", "SELECT * FROM vacations WHERE user_id = ? ORDER BY starts", ("id",)),
    ("digests", "SELECT * FROM digests WHERE user_id = ?", ("id",)),
    ("seeks", "SELECT * FROM seeks WHERE user_id = ? ORDER BY id", ("id",)),
    ("plans", "SELECT * FROM plans WHERE user_id = ? ORDER BY game_id", ("id",)),
    ("tournaments", "SELECT * FROM tournaments WHERE organiser = ? OR id IN "
                    "(SELECT tournament FROM tournament_players WHERE user_id = ?) ORDER BY id", ("id", "id")),
    ("tournament_players", "SELECT * FROM tournament_players WHERE user_id = ? ORDER BY tournament", ("id",)),
    ("tournament_games", "SELECT * FROM tournament_games WHERE HAS(players, ?) ORDER BY tournament, round, board",
     ("quoted",)),
    ("blocks", "SELECT * FROM blocks WHERE user_id = ? OR blocked_by = ? ORDER BY scope, since", ("id", "id")),
    ("admin_log", "SELECT * FROM admin_log WHERE manager = ? OR target = ? ORDER BY id", ("id", "id")),
    ("puzzle_attempts", "SELECT * FROM puzzle_attempts WHERE user_id = ? ORDER BY shown, puzzle", ("id",)),
    ("reviews", "SELECT * FROM reviews WHERE requested_by = ? ORDER BY created, game_id", ("id",)),
    ("hints", "SELECT * FROM hints WHERE user_id = ? ORDER BY at, game_id", ("id",)),
)

# the tables forgetting changes (PostgreSQL vacuums them afterwards)
TABLES = ("users", "ratings", "season_ratings", "settings", "vacations", "digests", "seeks", "plans", "challenges",
          "games", "offers", "results", "game_players", "result_players", "tournament_players", "tournaments",
          "tournament_games", "outbox", "blocks", "admin_log",
          "puzzle_attempts", "reviews", "hints")

# a JSON list of ids written with the user's id in it, as `REPLACE` rewrites it
SWAP = "REPLACE({column}, ?, ?)"

FORGET: tuple[Statement, ...] = (
    # what is theirs alone goes
    ("DELETE FROM users WHERE id = ?", ("id",)),
    ("INSERT INTO users (id, name) VALUES (?, ?)", ("pseudonym", "former")),
    ("DELETE FROM ratings WHERE user_id = ?", ("id",)),
    ("DELETE FROM season_ratings WHERE user_id = ?", ("id",)),
    ("DELETE FROM settings WHERE scope = ?", ("scope",)),
    ("DELETE FROM vacations WHERE user_id = ?", ("id",)),
    ("DELETE FROM digests WHERE user_id = ?", ("id",)),
    ("DELETE FROM seeks WHERE user_id = ?", ("id",)),
    ("DELETE FROM plans WHERE user_id = ?", ("id",)),
    # their answers to puzzles (the puzzles' counts of attempts and solves stay: they hold no one)
    ("DELETE FROM puzzle_attempts WHERE user_id = ?", ("id",)),
    # their challenges close (nobody can accept a challenge of someone gone, nor wait for their answer);
    # the record a game started from may name them: the game's log keeps its moves
    ("UPDATE challenges SET status = 'withdrawn' WHERE status = 'open' AND (challenger = ? OR HAS(invited, ?) "
     "OR HAS(accepted, ?) OR HAS(seats, ?))", ("id", "quoted", "quoted", "quoted")),
    (f"UPDATE challenges SET challenger = CASE WHEN challenger = ? THEN ? ELSE challenger END, "
     f"invited = {SWAP.format(column='invited')}, accepted = {SWAP.format(column='accepted')}, "
     f"seats = {SWAP.format(column='seats')}, record = NULL "
     "WHERE challenger = ? OR HAS(invited, ?) OR HAS(accepted, ?) OR HAS(seats, ?)",
     ("id", "pseudonym", "json", "json_pseudonym", "json", "json_pseudonym", "json", "json_pseudonym",
      "id", "quoted", "quoted", "quoted")),
    # the games and results stay, their seat taken by the pseudonym
    (f"UPDATE games SET players = {SWAP.format(column='players')}, "
     f"to_move = CASE WHEN to_move = ? THEN ? ELSE to_move END WHERE id IN ({MINE})",
     ("json", "json_pseudonym", "id", "pseudonym", "id")),
    (f"UPDATE offers SET user_id = CASE WHEN user_id = ? THEN ? ELSE user_id END, "
     f"waiting = {SWAP.format(column='waiting')}, accepted = {SWAP.format(column='accepted')} "
     f"WHERE game_id IN ({MINE})",
     ("id", "pseudonym", "json", "json_pseudonym", "json", "json_pseudonym", "id")),
    (f"UPDATE results SET players = {SWAP.format(column='players')} WHERE game_id IN ({MINE})",
     ("json", "json_pseudonym", "id")),
    ("UPDATE game_players SET user_id = ? WHERE user_id = ?", ("pseudonym", "id")),
    ("UPDATE result_players SET user_id = ? WHERE user_id = ?", ("pseudonym", "id")),
    # tournaments: out of a sign-up, withdrawn from a running one (no later round pairs a ghost)
    ("DELETE FROM tournament_players WHERE user_id = ? AND tournament IN "
     "(SELECT id FROM tournaments WHERE status = 'signup')", ("id",)),
    ("UPDATE tournament_players SET withdrawn = ? WHERE user_id = ? AND withdrawn IS NULL AND tournament IN "
     "(SELECT id FROM tournaments WHERE status = 'running')", ("now", "id")),
    ("UPDATE tournament_players SET user_id = ? WHERE user_id = ?", ("pseudonym", "id")),
    ("UPDATE tournaments SET organiser = ? WHERE organiser = ?", ("pseudonym", "id")),
    (f"UPDATE tournament_games SET players = {SWAP.format(column='players')} WHERE HAS(players, ?)",
     ("json", "json_pseudonym", "quoted")),
    # reviews asked and hints used stay with their games, by the pseudonym
    ("UPDATE reviews SET requested_by = ? WHERE requested_by = ?", ("pseudonym", "id")),
    ("UPDATE hints SET user_id = ? WHERE user_id = ?", ("pseudonym", "id")),
    # the managers' log and blocks keep what was done, by and to the pseudonym (a forgotten user's block
    # is thereby lifted: a block names an account, and this one is gone)
    ("UPDATE blocks SET user_id = CASE WHEN user_id = ? THEN ? ELSE user_id END, "
     "blocked_by = CASE WHEN blocked_by = ? THEN ? ELSE blocked_by END WHERE user_id = ? OR blocked_by = ?",
     ("id", "pseudonym", "id", "pseudonym", "id", "id")),
    ("UPDATE admin_log SET manager = CASE WHEN manager = ? THEN ? ELSE manager END, "
     "target = CASE WHEN target = ? THEN ? ELSE target END WHERE manager = ? OR target = ?",
     ("id", "pseudonym", "id", "pseudonym", "id", "id")),
    # messages owed: those to them alone (direct messages, digests) go, and every one delivered that
    # names them; those still owed to others say the pseudonym and "a former player"
    ("DELETE FROM outbox WHERE stream = ? OR HAS(payload, ?)", ("digests", "to_them")),
    ("DELETE FROM outbox WHERE status != 'pending' AND (HAS(payload, ?) OR HAS(payload, ?))", ("quoted", "named")),
)
# the messages still owed to others that name them: each payload rewritten by `rewritten` (not by REPLACE,
# which would take a name such as "home" for the payload's own words)
OWED_NAMING = ("SELECT id, payload FROM outbox WHERE status = 'pending' AND (HAS(payload, ?) OR HAS(payload, ?)) "
               "ORDER BY id", ("quoted", "named"))
SET_PAYLOAD = "UPDATE outbox SET payload = ? WHERE id = ?"


def rewritten(payload: str, user_id: str, name: str, pseudonym: str, former: str) -> str:
    """An owed message's payload (JSON) with the user's id, wherever it is a whole value, as `pseudonym`
    (a mention, a list of mentions), and their name, wherever a phrase takes it as an argument (a phrase's
    `a`, a mention's `name`), as `former`; every other value (the payload's own words) as it was."""
    def walk(value: object, said: bool) -> object:
        if isinstance(value, str):
            if value == user_id:
                return pseudonym
            return former if said and name and value == name else value
        if isinstance(value, list):
            return [walk(item, said) for item in value]
        if isinstance(value, dict):
            mention = value.get("t") == "mention"
            return {key: walk(item, said or key == "a" or (mention and key == "name")) for key, item in value.items()}
        return value

    return json.dumps(walk(json.loads(payload), False))


def dialect(statement: str, function: str) -> str:
    """A statement with `HAS(column, ?)` (the text holds the value anywhere, exactly: not LIKE, whose
    wildcards and SQLite's case folding would take another user's `local:Bob_` for `local:bob_`) written
    with the backend's function: SQLite's `instr`, PostgreSQL's `strpos`."""
    return re.sub(r"HAS\((\w+), \?\)", rf"({function}(\1, ?) > 0)", statement)


def parameters(user_id: str, *, pseudonym: str = "", name: str = "", former: str = "",
               now: float = 0.0) -> Mapping[str, object]:
    """The values the statements above name."""
    quoted = json.dumps(user_id)
    return {
        "id": user_id, "pseudonym": pseudonym, "former": former, "now": now,
        "scope": f"user:{user_id}",
        "json": quoted, "json_pseudonym": json.dumps(pseudonym),
        "quoted": quoted, "named": json.dumps(name) if name else json.dumps(user_id),
        # a user's digests are the outbox stream `digest:<id>` (bot.service.digests)
        "digests": f"digest:{user_id}", "to_them": json.dumps(f"dm:{user_id}"),
    }


def values(names: tuple[str, ...], given: Mapping[str, object]) -> tuple[object, ...]:
    return tuple(given[name] for name in names)


def exported(row: Mapping[str, object]) -> dict[str, object]:
    """A row as the export shows it: PostgreSQL's own ordering column (`rowid`) left out."""
    return {key: value for key, value in row.items() if key != "rowid"}
