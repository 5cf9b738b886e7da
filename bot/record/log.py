"""The move log as the truth of a game: the kinds of its entries, and the walk that rebuilds the
positions from it (with takebacks). The referee commits entries; records (PPN) write and read them."""
from __future__ import annotations

from collections.abc import Iterator, Sequence

import engines
from bot.storage import Ending, EntryKind, LogEntry
from engines.base import State

# the kinds of log entries: a player's move, a pass the rules forced, a chance outcome, a resignation, a
# loss on time (a resignation the clock made), a takeback of an earlier entry (text: its ply), and the
# ends outside the rules, which leave the position as it is
PLAYED = (EntryKind.MOVE, EntryKind.FORCED)
RESIGNED = (EntryKind.RESIGN, EntryKind.TIMEOUT)
ENDINGS = (EntryKind.DRAW, EntryKind.ABORT)
# the row's `ending` of a game ended outside the rules (a loss on time, "time", ends by the rules)
OUTSIDE_RULES = (Ending.DRAW, Ending.ABORTED)
# the text of an abort a server's manager made (`/admin end`), before their reason: no seat's number
MANAGER_ENDED = "manager: "


def walk(game: engines.Game, num_players: int, options: dict,
         log: Sequence[LogEntry]) -> Iterator[tuple[LogEntry, State, State]]:
    """Each log entry with the state before it and after it: the log is the truth, the snapshot a cache
    of it. A takeback puts back the state before the entry it takes back."""
    state = game.new_game(num_players, options)
    states = [state]  # by ply: the state after that entry
    for entry in log:
        if entry.kind in PLAYED:
            after = state.play(entry.text)
        elif entry.kind == "chance":
            after = state.apply_chance(entry.text)
        elif entry.kind in RESIGNED:
            after = state.resign(int(entry.text))
        elif entry.kind == "takeback":
            after = states[int(entry.text) - 1]
        elif entry.kind in ENDINGS:
            after = state
        else:
            raise ValueError(f"unknown log entry kind {entry.kind!r}")
        yield entry, state, after
        states.append(after)
        state = after


def replay(game: engines.Game, num_players: int, options: dict, log: Sequence[LogEntry]) -> State:
    """The state a game's log leads to."""
    state = None
    for _, _, state in walk(game, num_players, options, log):
        pass
    return state if state is not None else game.new_game(num_players, options)


def out_seats(log: Sequence[LogEntry]) -> set[int]:
    """The seats that resigned or lost on time: out of the game, while the others play on."""
    return {int(entry.text) for entry in log if entry.kind in RESIGNED}


