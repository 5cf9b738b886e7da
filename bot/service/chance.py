"""Chance and forced passes, resolved by the referee after every change: dice and draws from the
runtime's `rng`, each outcome logged; a player with no move but "pass" passes.

Given: the runtime (its rng and clock)."""
from __future__ import annotations

from collections.abc import Callable

from bot.service.replies import text_of
from bot.service.runtime import Runtime
from bot.storage import EntryKind, LogEntry
from engines.base import State
from engines.phrases import Phrase, say


class Chance:
    def __init__(self, runtime: Runtime) -> None:
        self.runtime = runtime

    def advance(self, state: State, entries: list[LogEntry], ply: int, *,
                settled: Callable[[State], None] | None = None) -> tuple[State, list[Phrase]]:
        """Resolve chance and forced passes until a player has a real choice (or the game ends).

        `settled` hears of each state where chance is resolved, before its legal moves are listed
        (which tell whether it is a forced pass): the board of that state can be started meanwhile."""
        notes: list[Phrase] = []
        passes_in_a_row = 0
        while True:
            if state.is_chance_node and not state.is_over:
                outcome = state.random_outcome(self.runtime.rng)
                notes.append(text_of(state.describe_outcome(outcome)))
                ply += 1
                entries.append(LogEntry(ply, None, EntryKind.CHANCE, outcome, self.runtime.clock()))
                state = state.apply_chance(outcome)
                continue
            if settled is not None:
                settled(state)
            if state.is_over:
                break
            moves = state.legal_moves()
            if moves == ["pass"] and passes_in_a_row < state.num_players:
                seat = state.current_player
                assert seat is not None
                notes.append(say("service-forced-pass", seat=state.seat_name(seat)))
                ply += 1
                entries.append(LogEntry(ply, seat, EntryKind.FORCED, "pass", self.runtime.clock(), state.describe_move("pass")))
                state = state.play("pass")
                passes_in_a_row += 1
                continue
            break
        return state, notes

