"""Numbered schema migrations; the bot applies the missing ones at start-up, in order."""
from __future__ import annotations

# the games with a computer seat a player played in a rating's game and scope (of one `outcome`)
COMPUTER_GAMES = """(SELECT COUNT(*) FROM result_players p JOIN results r ON r.game_id = p.game_id
            WHERE p.user_id = ratings.user_id AND r.game = ratings.game{outcome}
            AND ratings.scope IN ('global', COALESCE(r.guild, 'local'))
            AND EXISTS (SELECT 1 FROM result_players c WHERE c.game_id = r.game_id AND c.user_id LIKE 'computer:%'))"""

MIGRATIONS: dict[int, str] = {
    1: """
    CREATE TABLE users (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL
    );
    CREATE TABLE challenges (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        guild TEXT,
        place TEXT NOT NULL,
        challenger TEXT NOT NULL,
        invited TEXT NOT NULL,          -- JSON list of user ids, seat order when `seated`
        accepted TEXT NOT NULL,         -- JSON list of user ids who accepted
        options TEXT NOT NULL,          -- JSON object
        seated INTEGER NOT NULL,
        status TEXT NOT NULL,           -- open | declined | started | withdrawn
        message TEXT,                   -- the message that carries Accept / Decline
        created REAL NOT NULL
    );
    CREATE INDEX challenges_place ON challenges(place, status);
    CREATE TABLE games (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        guild TEXT,
        place TEXT NOT NULL,            -- the channel where it was started
        thread TEXT,                    -- its own thread, where there is one
        options TEXT NOT NULL,
        players TEXT NOT NULL,          -- JSON list of user ids by seat
        state TEXT NOT NULL,            -- snapshot: State.to_dict() as JSON
        version INTEGER NOT NULL,       -- number of log entries applied
        status TEXT NOT NULL,           -- active | over
        board_message TEXT,             -- the message carrying the game's buttons
        created REAL NOT NULL,
        turn_since REAL NOT NULL,
        finished REAL
    );
    CREATE INDEX games_place ON games(place, status);
    CREATE INDEX games_thread ON games(thread);
    CREATE TABLE game_players (
        game_id TEXT NOT NULL REFERENCES games(id),
        user_id TEXT NOT NULL,
        seat INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX game_players_user ON game_players(user_id);
    CREATE TABLE moves (
        game_id TEXT NOT NULL REFERENCES games(id),
        ply INTEGER NOT NULL,           -- 1, 2, ... ; equals the game's version after it
        seat INTEGER,                   -- who acted; NULL for chance
        kind TEXT NOT NULL,             -- move | chance | resign
        text TEXT NOT NULL,             -- the canonical move, the outcome, or the seat
        at REAL NOT NULL,
        PRIMARY KEY (game_id, ply)
    );
    """,
    2: """
    ALTER TABLE games ADD COLUMN unrated INTEGER NOT NULL DEFAULT 0;   -- resigned too early to rate
    CREATE TABLE results (
        game_id TEXT PRIMARY KEY REFERENCES games(id),
        guild TEXT,
        game TEXT NOT NULL,
        players TEXT NOT NULL,          -- JSON list of user ids by seat
        ranking TEXT NOT NULL,          -- JSON list of places by seat
        scores TEXT,                    -- JSON list, or NULL for games without points
        rated INTEGER NOT NULL,
        finished REAL NOT NULL
    );
    CREATE INDEX results_guild ON results(guild, game, finished);
    CREATE TABLE result_players (
        game_id TEXT NOT NULL REFERENCES results(game_id),
        user_id TEXT NOT NULL,
        seat INTEGER NOT NULL,
        place INTEGER NOT NULL,
        outcome TEXT NOT NULL,          -- win | loss | draw
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX result_players_user ON result_players(user_id);
    CREATE TABLE ratings (
        scope TEXT NOT NULL,            -- a server id, 'local' (the local table) or 'global'
        game TEXT NOT NULL,
        user_id TEXT NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        wins INTEGER NOT NULL,
        losses INTEGER NOT NULL,
        draws INTEGER NOT NULL,
        games INTEGER NOT NULL,
        PRIMARY KEY (scope, game, user_id)
    );
    CREATE INDEX ratings_board ON ratings(scope, game);
    """,
    3: """
    ALTER TABLE moves ADD COLUMN words TEXT;   -- the engine's words for the move, said before it was played
    """,
    4: """
    ALTER TABLE games ADD COLUMN clock REAL;          -- seconds each player has for each turn; NULL: no clock
    ALTER TABLE games ADD COLUMN to_move TEXT;        -- the user id of the player to move
    ALTER TABLE games ADD COLUMN deadline REAL;       -- when the player to move must have moved (NULL: paused)
    ALTER TABLE games ADD COLUMN paused_left REAL;    -- seconds left on a clock a vacation stopped
    ALTER TABLE games ADD COLUMN reminders INTEGER NOT NULL DEFAULT 0;  -- reminders of this turn done (0-2)
    ALTER TABLE games ADD COLUMN due REAL;            -- the next reminder or the deadline; NULL: nothing due
    ALTER TABLE games ADD COLUMN ending TEXT;         -- an end outside the rules: draw | aborted
    CREATE INDEX games_due ON games(due);
    CREATE INDEX games_to_move ON games(to_move, status);
    ALTER TABLE challenges ADD COLUMN clock REAL;
    ALTER TABLE challenges ADD COLUMN seats TEXT;     -- JSON user ids by seat, fixed in advance (a rematch)
    CREATE TABLE offers (
        id TEXT PRIMARY KEY,
        game_id TEXT NOT NULL REFERENCES games(id),
        kind TEXT NOT NULL,             -- draw | undo
        user_id TEXT NOT NULL,          -- who offers (or asks)
        version INTEGER NOT NULL,       -- the game's version when offered: a move since withdraws it
        ply INTEGER,                    -- undo: the log entry to take back
        waiting TEXT NOT NULL,          -- JSON user ids who must answer
        accepted TEXT NOT NULL,         -- JSON user ids who said yes
        status TEXT NOT NULL,           -- open | accepted | declined | withdrawn
        message TEXT,                   -- the message with the buttons
        created REAL NOT NULL
    );
    CREATE INDEX offers_game ON offers(game_id, status);
    CREATE TABLE settings (
        scope TEXT NOT NULL,            -- 'guild:<id>', 'user:<id>', 'local' (the table's server), 'table'
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (scope, key)
    );
    CREATE TABLE vacations (
        user_id TEXT NOT NULL,
        starts REAL NOT NULL,
        ends REAL NOT NULL,
        open INTEGER NOT NULL,          -- 1 until its end has been applied to the player's clocks
        PRIMARY KEY (user_id, starts)
    );
    CREATE INDEX vacations_due ON vacations(open, ends);
    """,
    5: """
    ALTER TABLE challenges ADD COLUMN record TEXT;    -- a game record (PPN) the game starts from, if any
    """,
    6: """
    ALTER TABLE games ADD COLUMN claimed_by TEXT;     -- the process handling its due work now, if any
    ALTER TABLE games ADD COLUMN claim_until REAL;    -- when that claim lapses (its process died)
    CREATE INDEX games_claimed ON games(claim_until) WHERE claimed_by IS NOT NULL;
    """,
    7: """
    CREATE TABLE outbox (               -- the messages a change owes to people, until they are delivered
        id INTEGER PRIMARY KEY AUTOINCREMENT,  -- the order they were owed in
        stream TEXT NOT NULL,           -- delivered in id order within a stream: a game's (or challenge's)
                                        -- posts; the edits retiring its old buttons are a stream of their own
        front TEXT NOT NULL,            -- the front end that delivers it: discord | local (the table)
        kind TEXT NOT NULL,             -- post | edit
        payload TEXT NOT NULL,          -- JSON: the message and where it goes
        created REAL NOT NULL,
        next_try REAL NOT NULL,         -- not before then (a retry's backoff)
        tries INTEGER NOT NULL DEFAULT 0,
        unsure INTEGER NOT NULL DEFAULT 0,  -- 1 while an attempt's outcome is unknown (sent, no answer)
        look INTEGER NOT NULL DEFAULT 0,    -- at the last claim: look for an earlier attempt before repeating
        status TEXT NOT NULL,           -- pending | delivered | dropped
        claimed_by TEXT,                -- the process delivering it now, if any
        claim_until REAL,               -- when that claim lapses (its process died)
        message TEXT,                   -- the message it became
        delivered REAL,                 -- when it was delivered or dropped
        error TEXT                      -- why the last attempt failed
    );
    CREATE INDEX outbox_heads ON outbox(stream, id) WHERE status = 'pending';
    CREATE INDEX outbox_due ON outbox(front, next_try) WHERE status = 'pending';
    CREATE INDEX outbox_done ON outbox(delivered) WHERE status != 'pending';
    ALTER TABLE games ADD COLUMN room_lost REAL;      -- when the bot lost every room of the game (NULL: it has one)
    """,
    8: f"""
    -- games with a computer seat were counted in the players' records (never in their ratings: they are
    -- unrated); they count nowhere in the standings now, so their wins, losses and draws go, and a
    -- player who only ever played the computer leaves the standings
    UPDATE ratings SET
        wins = wins - {COMPUTER_GAMES.format(outcome=" AND p.outcome = 'win'")},
        losses = losses - {COMPUTER_GAMES.format(outcome=" AND p.outcome = 'loss'")},
        draws = draws - {COMPUTER_GAMES.format(outcome=" AND p.outcome = 'draw'")},
        games = games - {COMPUTER_GAMES.format(outcome="")};
    DELETE FROM ratings WHERE games <= 0;
    """,
    9: """
    ALTER TABLE challenges ADD COLUMN expires REAL;          -- when it closes unanswered (NULL: never, made before 9)
    ALTER TABLE challenges ADD COLUMN seats_wanted INTEGER;  -- an open challenge's seats, anyone may join; NULL: named
    CREATE INDEX challenges_expiry ON challenges(expires) WHERE status = 'open';
    CREATE INDEX challenges_challenger ON challenges(challenger, game) WHERE status = 'open';
    """,
    10: """
    -- IF NOT EXISTS: a test that takes a database back to an older schema version runs it again
    CREATE TABLE IF NOT EXISTS seeks (  -- the seek pool: players waiting for anyone compatible, per server
        id INTEGER PRIMARY KEY AUTOINCREMENT,  -- the number a seeker leaves it by (/unseek seek:)
        pool TEXT NOT NULL,             -- the server's id, or 'local' (the local table)
        guild TEXT,
        place TEXT NOT NULL,            -- the channel the seeker used: the game starts in the last one's
        user_id TEXT NOT NULL,
        games TEXT NOT NULL,            -- JSON list of game keys
        ratings TEXT NOT NULL,          -- JSON object: the displayed rating in each of them when sought
        low REAL NOT NULL,              -- the clocks accepted (seconds per turn), from ...
        high REAL NOT NULL,             -- ... to
        players INTEGER NOT NULL,
        rated INTEGER NOT NULL,
        created REAL NOT NULL,
        expires REAL NOT NULL,
        due REAL NOT NULL,              -- when the pool looks at it again (its window widens, or it expires)
        paired TEXT,                    -- the challenge it was paired into, until that game has started
        paired_at REAL
    );
    CREATE INDEX IF NOT EXISTS seeks_pool ON seeks(pool, created);
    CREATE INDEX IF NOT EXISTS seeks_due ON seeks(due);
    CREATE INDEX IF NOT EXISTS seeks_paired ON seeks(paired);
    """,
    11: """
    -- IF NOT EXISTS: a database whose schema_version was put back (as a test of migration 8 does) applies it again
    CREATE TABLE IF NOT EXISTS digests (              -- the daily digests users asked for (`/notify digest:daily`)
        user_id TEXT PRIMARY KEY,
        hour INTEGER NOT NULL,          -- the local hour it comes at
        tz TEXT NOT NULL,               -- that hour's time zone: an IANA name
        next_at REAL NOT NULL           -- when the next one goes; moved a day on by the process sending it
    );
    CREATE INDEX IF NOT EXISTS digests_due ON digests(next_at);
    """,
    12: """
    CREATE TABLE IF NOT EXISTS plans (  -- conditional moves: a waiting player's answers to the expected moves
        game_id TEXT NOT NULL REFERENCES games(id),
        user_id TEXT NOT NULL,          -- the planner
        moves TEXT NOT NULL,            -- JSON list: the opponent's expected move, the answer, alternating
        version INTEGER NOT NULL,       -- the game's version the plan starts at: a plan of any other is dead
        created REAL NOT NULL,
        PRIMARY KEY (game_id, user_id)
    );
    """,
    13: """
    -- tournaments (issue 32): a sign-up, then rounds of ordinary games; IF NOT EXISTS: migrations may run again
    CREATE TABLE IF NOT EXISTS tournaments (
        id INTEGER PRIMARY KEY AUTOINCREMENT,  -- the number it is named by (/tournament standings tournament:)
        pool TEXT NOT NULL,             -- the server's id, or 'local' (the local table)
        guild TEXT,
        place TEXT NOT NULL,            -- the channel of its sign-up message and announcements
        organiser TEXT NOT NULL,
        game TEXT NOT NULL,
        format TEXT NOT NULL,           -- round-robin | double-round-robin | swiss
        rounds INTEGER NOT NULL,        -- Swiss: as chosen; round-robin: set at the start
        clock REAL,                     -- seconds per turn of its games
        options TEXT NOT NULL,          -- JSON object: the game's options, checked by the engine
        table_size INTEGER NOT NULL,
        min_players INTEGER NOT NULL,
        max_players INTEGER NOT NULL,
        signup_ends REAL NOT NULL,
        rated INTEGER NOT NULL,
        status TEXT NOT NULL,           -- signup | running | finished | cancelled
        round INTEGER NOT NULL,         -- the round being played (0 before the start)
        message TEXT,                   -- the sign-up message (its Join / Leave / Start buttons)
        created REAL NOT NULL,
        due REAL                        -- when its due work looks at it (the deadline; a game of it ended)
    );
    CREATE INDEX IF NOT EXISTS tournaments_due ON tournaments(due);
    CREATE INDEX IF NOT EXISTS tournaments_pool ON tournaments(pool, id);
    CREATE TABLE IF NOT EXISTS tournament_players (
        tournament INTEGER NOT NULL REFERENCES tournaments(id),
        user_id TEXT NOT NULL,
        joined REAL NOT NULL,
        rating REAL NOT NULL,           -- the displayed rating in the game when they joined (Swiss seeding)
        withdrawn REAL,                 -- when they withdrew: out of the rounds after it
        PRIMARY KEY (tournament, user_id)
    );
    CREATE TABLE IF NOT EXISTS tournament_games (
        tournament INTEGER NOT NULL REFERENCES tournaments(id),
        round INTEGER NOT NULL,
        board INTEGER NOT NULL,         -- the table's number in its round
        game_id TEXT,                   -- NULL: a bye
        players TEXT NOT NULL,          -- JSON list: the user ids by seat (a bye: the one player)
        PRIMARY KEY (tournament, round, board)
    );
    CREATE INDEX IF NOT EXISTS tournament_games_game ON tournament_games(game_id);
    """,
    14: """
    CREATE TABLE IF NOT EXISTS seasons (  -- a server's seasons (`/season start`): its standings start again
        scope TEXT NOT NULL,            -- the server's id, or 'local' (as ratings.scope)
        folded TEXT NOT NULL,           -- the name casefolded: a name is used once per server, whatever its case
        name TEXT NOT NULL,
        started REAL,                   -- NULL: the standings the server had before its first season
        ended REAL,                     -- NULL: the current season
        PRIMARY KEY (scope, folded)
    );
    CREATE UNIQUE INDEX IF NOT EXISTS seasons_current ON seasons(scope) WHERE ended IS NULL;
    CREATE TABLE IF NOT EXISTS season_ratings (  -- a season's standings as they were when the next one started
        scope TEXT NOT NULL,
        season TEXT NOT NULL,           -- the season's folded name
        game TEXT NOT NULL,
        user_id TEXT NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        wins INTEGER NOT NULL,
        losses INTEGER NOT NULL,
        draws INTEGER NOT NULL,
        games INTEGER NOT NULL,
        PRIMARY KEY (scope, season, game, user_id)
    );
    """,
    15: """
    -- a tournament's games may stop their clocks for a player's vacation (1, the default) or not (0: as OGS's
    -- no-vacation tournaments). A plain ADD COLUMN (SQLite has no IF NOT EXISTS for it): no test puts a
    -- database back before 15 (test_computer_games re-runs only migration 8's statements)
    ALTER TABLE tournaments ADD COLUMN vacation INTEGER NOT NULL DEFAULT 1;
    """,
    16: """
    -- a server's managers' tools (issue 34, `/admin`): who may no longer start or join games there, and
    -- every managers' action, for `/admin log`; IF NOT EXISTS: migrations may run again
    CREATE TABLE IF NOT EXISTS blocks (
        scope TEXT NOT NULL,            -- the server's id, or 'local' (as ratings.scope)
        user_id TEXT NOT NULL,
        since REAL NOT NULL,
        blocked_by TEXT NOT NULL,       -- the manager who blocked them
        PRIMARY KEY (scope, user_id)
    );
    CREATE TABLE IF NOT EXISTS admin_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,  -- the order the actions were taken in
        scope TEXT NOT NULL,
        at REAL NOT NULL,
        manager TEXT NOT NULL,          -- the user id of the manager who acted
        action TEXT NOT NULL,           -- channels | end | block | unblock
        target TEXT NOT NULL,           -- the channels (JSON list; [] all), the game's id, the user's id
        reason TEXT NOT NULL            -- the reason given ('' when none is asked)
    );
    CREATE INDEX IF NOT EXISTS admin_log_scope ON admin_log(scope, id);
    """,
    19: """
    -- puzzles (issue 33): positions where one move is best by a margin, verified by a deep search
    CREATE TABLE IF NOT EXISTS puzzles (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        game TEXT NOT NULL,
        state TEXT NOT NULL,            -- the position: State.to_dict() as JSON
        seat INTEGER NOT NULL,          -- the player to move, who must find the answer
        answer TEXT NOT NULL,           -- the best move, in canonical notation
        ratings TEXT NOT NULL,          -- JSON object: each legal move's mean reward in the deep search
        line TEXT NOT NULL,             -- JSON list: the computer's line after the answer
        playouts INTEGER NOT NULL,      -- the deep search's playouts
        source TEXT NOT NULL,           -- the game it comes from, or self-play:<seed>
        ply INTEGER NOT NULL,           -- the log entries played before the position
        attempts INTEGER NOT NULL DEFAULT 0,  -- players who answered it
        solves INTEGER NOT NULL DEFAULT 0,    -- of them, those who found the answer
        created REAL NOT NULL,
        UNIQUE (game, source, ply)
    );
    CREATE TABLE IF NOT EXISTS puzzle_sources (  -- the games (and self-play seeds) already looked through
        game TEXT NOT NULL,
        source TEXT NOT NULL,
        mined REAL NOT NULL,
        found INTEGER NOT NULL,         -- how many puzzles it gave
        PRIMARY KEY (game, source)
    );
    CREATE TABLE IF NOT EXISTS puzzle_attempts (  -- a player shown a puzzle, and their one answer that counts
        puzzle INTEGER NOT NULL REFERENCES puzzles(id),
        user_id TEXT NOT NULL,
        shown REAL NOT NULL,
        answered REAL,                  -- NULL: shown, not answered yet
        move TEXT,
        solved INTEGER,
        PRIMARY KEY (puzzle, user_id)
    );
    CREATE INDEX IF NOT EXISTS puzzle_attempts_user ON puzzle_attempts(user_id, answered);
    CREATE TABLE IF NOT EXISTS puzzle_daily (  -- a server's daily puzzle (`/puzzle daily channel:`)
        guild TEXT PRIMARY KEY,         -- the server's id, or 'local' (the local table)
        channel TEXT NOT NULL,
        next_at REAL NOT NULL,
        last INTEGER NOT NULL DEFAULT 0 -- the puzzle posted last
    );
    CREATE INDEX IF NOT EXISTS puzzle_daily_due ON puzzle_daily(next_at);
    """,
    18: """
    -- a computer's review of a finished game (`/K review`, bot.service.reviews): one per game, its positions
    -- searched in the background a few at a time (due work, claimed like a game's), what is done kept in
    -- `progress` so that a restart resumes it; `due` NULL once it is ready
    CREATE TABLE IF NOT EXISTS reviews (
        game_id TEXT PRIMARY KEY REFERENCES games(id),
        status TEXT NOT NULL,           -- pending | ready
        requested_by TEXT NOT NULL,     -- the user who asked first
        created REAL NOT NULL,
        due REAL,                       -- when its next positions are searched; NULL: ready
        claimed_by TEXT,                -- the process searching it now
        claim_until REAL,
        progress TEXT NOT NULL,         -- JSON: the evaluations so far, then the review itself
        finished REAL
    );
    CREATE INDEX IF NOT EXISTS reviews_due ON reviews(due);
    -- the hints a player asked for (`/K hint`): shown in the game's record
    CREATE TABLE IF NOT EXISTS hints (
        game_id TEXT NOT NULL REFERENCES games(id),
        ply INTEGER NOT NULL,           -- the game's version when the hint was given (its next move is ply + 1)
        seat INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        move TEXT NOT NULL,             -- the move suggested
        at REAL NOT NULL,
        PRIMARY KEY (game_id, ply, seat)
    );
    """,
}


def statements(script: str) -> list[str]:
    """The statements of a migration script; comments go first since they may hold a `;`."""
    code = "\n".join(line.split("--", 1)[0] for line in script.splitlines())
    return [part.strip() for part in code.split(";") if part.strip()]
