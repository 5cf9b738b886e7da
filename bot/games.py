"""Game rows and the move log: loading, replaying and describing games stored in the database."""
from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass

import engines
from engines.base import State


@dataclass
class GameRow:
    id: str
    key: str
    guild: str | None
    place: str
    thread: str | None
    options: dict
    players: list[str]  # user id by seat
    version: int
    status: str
    board_message: str | None
    created: float
    turn_since: float
    finished: float | None

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> GameRow:
        return cls(
            id=row["id"], key=row["game"], guild=row["guild"], place=row["place"],
            thread=row["thread"], options=json.loads(row["options"]),
            players=json.loads(row["players"]), version=row["version"], status=row["status"],
            board_message=row["board_message"], created=row["created"],
            turn_since=row["turn_since"], finished=row["finished"],
        )

    @property
    def game(self) -> engines.Game:
        return engines.get_game(self.key)

    def seat_of(self, user_id: str) -> int | None:
        try:
            return self.players.index(user_id)
        except ValueError:
            return None


GAME_COLUMNS = ("id, game, guild, place, thread, options, players, version, status, board_message, "
                "created, turn_since, finished")


@dataclass(frozen=True)
class LogEntry:
    ply: int
    seat: int | None
    kind: str  # move | chance | resign
    text: str
    at: float


def apply_entry(state: State, entry: LogEntry) -> State:
    if entry.kind == "move":
        return state.play(entry.text)
    if entry.kind == "chance":
        return state.apply_chance(entry.text)
    if entry.kind == "resign":
        return state.resign(int(entry.text))
    raise ValueError(f"unknown log entry kind {entry.kind!r}")


def replay(game: engines.Game, num_players: int, options: dict, log: list[LogEntry]) -> State:
    """The state a game's log leads to: the log is the truth, the snapshot a cache of it."""
    state = game.new_game(num_players, options)
    for entry in log:
        state = apply_entry(state, entry)
    return state


def clean_id(game_id: str) -> str:
    return game_id.strip().lstrip("#").lower()
