"""The puzzles' SQL (issue 33), written once in SQLite's dialect with `?` marks (the PostgreSQL backend
numbers them), and the rows it reads: puzzles with their answer and rating, who tried which, the games
already mined for puzzles, and each server's daily puzzle."""
from __future__ import annotations

import json
from typing import Any

from bot.storage.common import Row
from bot.storage.rows import DailyPuzzleRow, PuzzleRow

PUZZLE_COLUMNS = "id, game, state, seat, answer, ratings, line, playouts, source, ply, attempts, solves, created"
DAILY_COLUMNS = "guild, channel, next_at, last"

PUZZLE_SQL: dict[str, str] = {
    # a puzzle found twice (two processes mining one game) is kept once
    "add": (f"INSERT INTO puzzles ({PUZZLE_COLUMNS.removeprefix('id, ')}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (game, source, ply) DO NOTHING RETURNING id"),
    "mined": ("INSERT INTO puzzle_sources (game, source, mined, found) VALUES (?, ?, ?, ?) "
              "ON CONFLICT (game, source) DO NOTHING"),
    "show": ("INSERT INTO puzzle_attempts (puzzle, user_id, shown) VALUES (?, ?, ?) "
             "ON CONFLICT (puzzle, user_id) DO NOTHING"),
    "answer": ("UPDATE puzzle_attempts SET answered = ?, move = ?, solved = ? "
               "WHERE puzzle = ? AND user_id = ? AND answered IS NULL"),
    "rate": "UPDATE puzzles SET attempts = attempts + 1, solves = solves + ? WHERE id = ?",
    "put_daily": ("INSERT INTO puzzle_daily (guild, channel, next_at, last) VALUES (?, ?, ?, 0) "
                  "ON CONFLICT (guild) DO UPDATE SET channel = excluded.channel, next_at = excluded.next_at"),
    "drop_daily": "DELETE FROM puzzle_daily WHERE guild = ?",
    "move_daily": "UPDATE puzzle_daily SET next_at = ?, last = ? WHERE guild = ? AND next_at = ?",
    "puzzle": f"SELECT {PUZZLE_COLUMNS} FROM puzzles WHERE id = ?",
    # the puzzle a player was shown and has not answered yet, the latest first
    "pending": (f"SELECT {PUZZLE_COLUMNS} FROM puzzles p JOIN puzzle_attempts a ON a.puzzle = p.id "
                "WHERE p.game = ? AND a.user_id = ? AND a.answered IS NULL ORDER BY a.shown DESC, p.id DESC LIMIT 1"),
    # one the player has never been shown: the least tried first (its rating is the least known), then the oldest
    "fresh": (f"SELECT {PUZZLE_COLUMNS} FROM puzzles p WHERE p.game = ? AND NOT EXISTS "
              "(SELECT 1 FROM puzzle_attempts a WHERE a.puzzle = p.id AND a.user_id = ?) "
              "ORDER BY p.attempts, p.id LIMIT 1"),
    "attempt": "SELECT move, solved FROM puzzle_attempts WHERE puzzle = ? AND user_id = ? AND answered IS NOT NULL",
    # finished games of a kind not mined yet (aborted ones hold no real play), the latest first
    "unmined": ("SELECT id FROM games WHERE game = ? AND status = 'over' AND (ending IS NULL OR ending != 'aborted') "
                "AND NOT EXISTS (SELECT 1 FROM puzzle_sources s WHERE s.game = games.game AND s.source = games.id) "
                "ORDER BY finished DESC LIMIT ?"),
    "self_played": "SELECT COUNT(*) FROM puzzle_sources WHERE game = ? AND source LIKE 'self-play:%'",
    "daily": f"SELECT {DAILY_COLUMNS} FROM puzzle_daily WHERE guild = ?",
    "due_dailies": f"SELECT {DAILY_COLUMNS} FROM puzzle_daily WHERE next_at <= ? ORDER BY next_at LIMIT ?",
    "next_daily": "SELECT MIN(next_at) FROM puzzle_daily",
    # the daily puzzles go round every puzzle in the order they were found
    "after": f"SELECT {PUZZLE_COLUMNS} FROM puzzles WHERE id > ? ORDER BY id LIMIT 1",
}


def puzzle_values(row: PuzzleRow) -> tuple[Any, ...]:
    """PUZZLE_SQL["add"]'s values."""
    return (row.key, json.dumps(row.state), row.seat, row.answer, json.dumps(row.ratings), json.dumps(list(row.line)),
            row.playouts, row.source, row.ply, row.attempts, row.solves, row.created)


def puzzle_row(row: Row) -> PuzzleRow:
    return PuzzleRow(int(row["id"]), row["game"], json.loads(row["state"]), int(row["seat"]), row["answer"],
                     json.loads(row["ratings"]), tuple(json.loads(row["line"])), int(row["playouts"]), row["source"],
                     int(row["ply"]), int(row["attempts"]), int(row["solves"]), float(row["created"]))


def daily_row(row: Row) -> DailyPuzzleRow:
    return DailyPuzzleRow(row["guild"], row["channel"], float(row["next_at"]), int(row["last"]))
