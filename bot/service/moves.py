"""Moves and resignations: the calls that change a game in progress."""
from __future__ import annotations

from bot.service.referee import Board, Referee, check_kind, clean_id
from bot.service.replies import Action, Ready, Refusal, Reply, Retouch, User
from bot.storage import LogEntry
from engines import IllegalMove
from engines.base import State


def too_early(state: State) -> bool:
    """A resignation before every player made two moves of their own leaves the game unrated."""
    return min(state.turns_taken(seat) for seat in range(state.num_players)) < 2


class Moves:
    def __init__(self, referee: Referee) -> None:
        self.referee = referee

    async def play(self, user: User, move: str, *, game_id: str | None = None, place: str | None = None,
                   key: str | None = None, ready: Ready | None = None) -> Reply:
        """A player's move: checked, logged with the chance and forced passes after it, and answered
        with the new board (posted in the game's home; told privately when asked elsewhere)."""
        referee = self.referee
        target = await referee.target(user, game_id=game_id, place=place, key=key)
        async with referee.lock(target):
            loaded = await referee.load(target)
            check_kind(loaded.record, key)
            seat = referee.seat_to_move(loaded, user)
            record, state = loaded.record, loaded.state
            try:
                canonical = state.canonical(move if isinstance(move, str) else "")
                words = str(state.describe_move(canonical))
                new_state = state.play(canonical)
            except IllegalMove as exc:
                raise Refusal(f"Illegal: {exc}") from None
            here = place is None or place == record.home
            entries = [LogEntry(record.version + 1, seat, "move", canonical, referee.clock(), words)]
            # the board is drawn in a thread from the moment its state is known, during the commit
            drawing = referee.drawing(loaded.users, canonical, words, before=state)
            try:
                new_state, notes = referee.advance(new_state, entries, record.version + 1, settled=drawing.start)
                # the same turn goes on (Telic's roll): its board is edited in place, nobody mentioned again
                same_turn = (record.board_message is not None and not new_state.is_over
                             and new_state.current_player == seat
                             and new_state.turns_taken(seat) == state.turns_taken(seat))
                await referee.accept_early(ready, not here or same_turn)
                board = Board(f"{loaded.users[seat].name} played `{canonical}`: {words}.",
                              [*notes, *referee.secret_note(state, new_state)], canonical, words,
                              mention_next=not same_turn, drawing=drawing, place=place,
                              before_version=record.version,
                              replace=record.board_message if same_turn else None)
                record, reply = await referee.commit(loaded, new_state, entries, board=board)
            except BaseException:
                drawing.drop()
                raise
            reply.done = f"Played `{canonical}` in #{record.id}"
            if same_turn:
                reply.here = False
                reply.done = f"Played `{canonical}` in #{record.id}: its board shows what came of it"
            return reply

    async def ask_resign(self, user: User, *, game_id: str | None = None, place: str | None = None,
                         key: str | None = None, ready: Ready | None = None) -> Reply:
        """Resigning asks first, privately."""
        record = await self.referee.find(user, game_id=game_id, place=place, key=key)
        loaded = await self.referee.load(record.id)
        self.referee.seat_in(loaded, user)
        return Reply(f"Resign {loaded.game.title} #{record.id}? This cannot be undone.", private=True,
                     game_id=record.id, actions=[Action("Resign", "resign", record.id, style="danger"),
                                                 Action("Cancel", "cancel", record.id)])

    async def resign(self, user: User, game_id: str, *, ready: Ready | None = None) -> Reply:
        """The confirmed resignation: the clicked question says so, the board goes to the game's home."""
        referee = self.referee
        async with referee.lock(clean_id(game_id)):
            loaded = await referee.load(game_id)
            seat = referee.seat_in(loaded, user)
            state = loaded.state
            try:
                new_state = state.resign(seat)
            except IllegalMove as exc:
                raise Refusal(f"You cannot resign now: {exc}") from None
            entries = [LogEntry(loaded.record.version + 1, seat, "resign", str(seat), referee.clock())]
            new_state, notes = referee.advance(new_state, entries, loaded.record.version + 1)
            await referee.accept_early(ready, False)
            _, reply = await referee.commit(loaded, new_state, entries, unrated=too_early(state),
                                            board=Board(f"{loaded.users[seat].name} resigned.", notes))
            reply.here = False  # the question was private: the board goes to the game's home
            reply.retouch = Retouch("You resigned.")
            return reply

    @staticmethod
    def cancel(game_id: str) -> Reply:
        """The resignation not confirmed."""
        return Reply("", game_id=game_id, retouch=Retouch("Cancelled: you are still in the game."))
