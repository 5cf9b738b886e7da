"""Committing changes: a move's (or an ending's) log entries, the game's new snapshot and clock, its
result and ratings, the withdrawal of open offers and the board message it owes, in one transaction,
guarded by the game's version; and the clock after a change (whose turn, until when).

Given: the storage, the games (their cache), the boards (the message a change owes), the outbox and the
runtime (clock; the signals announcing each change and work falling due)."""
from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace

from bot import metrics
from bot.record.log import OUTSIDE_RULES
from bot.service import clocks, standings
from bot.service.boards import Board, Boards, standing_move
from bot.service.computer_seats import is_computer
from bot.service.games import Games, Loaded
from bot.service.outbox import Outbox
from bot.service.replies import Refusal, Reply
from bot.service.runtime import Runtime
from bot.storage import EntryKind, Ending, GameRow, GameStatus, LogEntry, OfferStatus, Storage, Transaction
from engines.base import State


class Commits:
    def __init__(self, storage: Storage, games: Games, boards: Boards, outbox: Outbox, runtime: Runtime) -> None:
        self.storage = storage
        self.games = games
        self.boards = boards
        self.outbox = outbox
        self.runtime = runtime

    async def commit(self, loaded: Loaded, new: State, entries: list[LogEntry], *, board: Board,
                     unrated: bool = False, ending: Ending | None = None, at: float | None = None,
                     ranking: list[int] | None = None,
                     before: Callable[[Transaction], Awaitable[None]] | None = None,
                     first: Sequence[Reply] = ()) -> tuple[GameRow, Reply]:
        """Append the log entries and update the snapshot and the clock in one transaction, if nobody else
        moved meanwhile; the game's end (result, ratings), the withdrawal of open offers and the board
        message the change owes (the outbox) go in the same transaction, after `before` (a write of the
        caller's that must go with it); the messages `first` (a round's end) go before the board. `ending` ends the game outside the rules (draw: with `ranking`;
        aborted: no result). Returns the row as it now is and the board reply (its picture drawn)."""
        record, old = loaded.record, loaded.state
        if board.last_move is None:
            # a change that is no move (a resignation, a time-out, a draw, a takeback) keeps marking the
            # move that stands: the picture, its alt text and the text board say the same last move
            last = standing_move([*await self.storage.log(record.id), *entries])
            if last is not None:
                board = replace(board, last_move=last.text, last_words=last.words)
        now = self.runtime.clock() if at is None else at
        version = record.version + len(entries)
        over = new.is_over or ending in OUTSIDE_RULES
        # a turn begins now unless the same player's turn goes on (a move and its planned answer, or a
        # forced pass, give the same player a turn of their own again)
        seat = new.current_player
        turn_since = record.turn_since if seat == old.current_player \
            and (seat is None or new.turns_taken(seat) <= old.turns_taken(seat)) else now
        row = replace(record, version=version, turn_since=turn_since, unrated=record.unrated or unrated,
                      ending=ending or record.ending)
        if over:
            row = replace(clocks.new_turn(row, None, now, None), status=GameStatus.OVER, finished=now)
        else:
            row = await self.next_turn(row, old, new, now)
        after = Loaded(row, new, loaded.users)
        reply = await self.boards.board_message(after, board)
        async with self.storage.transaction() as tx:
            if before is not None:
                await before(tx)
            if not await tx.update_game(row, json.dumps(new.to_dict()), expected_version=record.version):
                raise Refusal("refusal-changed-meanwhile", game=record.id)
            await tx.append_moves(record.id, entries)
            await tx.drop_plans(record.id, but_version=version)  # a plan lives at its version only (plans.py)
            withdrawn = await tx.close_offers(record.id, OfferStatus.WITHDRAWN)
            if over and ending != Ending.ABORTED:
                await standings.record_result(tx, record, new, rated=not row.unrated, now=now, ranking=ranking)
            if over:  # a tournament's round may be complete: its due work looks at once (tournaments.py)
                await tx.tournament_game_over(record.id, now)
            for message in first:  # delivered in turn (the board after them), not by the one who acted
                await self.outbox.owe(tx, message, stream=record.id, place=record.place, claim=False)
            await self.outbox.owe(tx, reply, stream=record.id, place=record.place, effect="board")
            await self.outbox.owe_retire(tx, record.id, record.place, record.home,
                                         [*(offer.message for offer in withdrawn), *board.extra])
        self.games.keep(record.id, version, new)
        metrics.moves_committed(record.key, sum(entry.kind == EntryKind.MOVE for entry in entries))
        self.runtime.due(now if over else row.due)
        self.runtime.changed(record.id)
        await self.boards.attach_picture(reply, board, after)
        return row, reply

    async def next_turn(self, row: GameRow, old: State | None, new: State, now: float) -> GameRow:
        """The clock after a change: a new turn when the turn passes to another player, or the same
        player begins another turn of their own (Telic's roll and entry are one turn)."""
        seat = new.current_player
        to_move = row.players[seat] if seat is not None else None
        if row.room_lost is not None and to_move is not None and not is_computer(to_move):
            # nobody can see the game until a player brings it to a channel: the clock waits
            return clocks.new_turn(row, to_move, now, vacation_ends=now)
        if to_move == row.to_move and old is not None and seat is not None \
                and new.turns_taken(seat) <= old.turns_taken(seat):
            return replace(row, due=now) if is_computer(to_move) else row
        if is_computer(to_move):  # a computer moves at once, through the due work that any process takes
            return replace(row, to_move=to_move, deadline=None, paused_left=None, reminders=0, due=now)
        vacation = await self.games.vacation_ends(to_move, now, row.id) if to_move and row.clock else None
        return clocks.new_turn(row, to_move, now, vacation)

    async def new_game_row(self, record: GameRow, state: State, entries: list[LogEntry]) -> GameRow:
        """A new game's row as it starts, after the log of its set-up (chance before the first move)."""
        record = replace(record, version=len(entries))
        if state.is_over:
            return replace(record, status=GameStatus.OVER, finished=record.created)
        return await self.next_turn(record, None, state, record.created)

    async def open_game(self, tx: Transaction, record: GameRow, state: State, entries: list[LogEntry]) -> None:
        """Write a new game (its row from `new_game_row`) with the log of its set-up, in the caller's
        transaction. `keep` its state once the transaction is committed."""
        await tx.add_game(record, json.dumps(state.to_dict()))
        await tx.append_moves(record.id, entries)
        if state.is_over:
            await standings.record_result(tx, record, state, rated=True, now=record.created)

