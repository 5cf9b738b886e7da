"""Moves and resignations: the calls that change a game in progress."""
from __future__ import annotations

from dataclasses import replace

from bot.service.boards import Board, Boards, ended_round
from bot.service.chance import Chance
from bot.service.commits import Commits
from bot.service.games import Games, Loaded, check_kind, clean_id
from bot.service.plans import Answer, Plans
from bot.service.replies import Action, Underway, Refusal, Reply, Retouch, User, under_way
from bot.service.runtime import Runtime
from bot.storage import EntryKind, LogEntry
from engines import IllegalMove
from engines.base import State
from engines.phrases import Phrase, say


def too_early(state: State) -> bool:
    """A resignation before every player made two moves of their own leaves the game unrated."""
    return min(state.turns_taken(seat) for seat in range(state.num_players)) < 2


class Moves:
    def __init__(self, games: Games, chance: Chance, boards: Boards, commits: Commits, runtime: Runtime,
                 plans: Plans) -> None:
        self.games = games
        self.chance = chance
        self.boards = boards
        self.commits = commits
        self.runtime = runtime
        self.plans = plans

    async def play(self, user: User, move: str, *, game_id: str | None = None, place: str | None = None,
                   key: str | None = None, underway: Underway | None = None) -> Reply:
        """A player's move: checked, logged with the chance and forced passes after it, and answered
        with the new board (posted in the game's home; told privately when asked elsewhere)."""
        target = await self.games.target(user, game_id=game_id, place=place, key=key)
        async with self.games.lock(target):
            loaded = await self.games.load(target)
            check_kind(loaded.record, key)
            seat = self.games.seat_to_move(loaded, user)
            record, state = loaded.record, loaded.state
            try:
                canonical = state.canonical(move if isinstance(move, str) else "")
                words = state.describe_move(canonical)
                new_state = state.play(canonical)
            except IllegalMove as exc:
                raise Refusal("refusal-illegal", problem=exc.phrase) from None
            answer = await self.plans.expected(loaded, seat, canonical, new_state)
            if answer is not None:  # the other player planned their answer to this very move
                return await self._answered(loaded, seat, canonical, words, answer, place=place, underway=underway)
            here = place is None or place == record.home
            entries = [LogEntry(record.version + 1, seat, EntryKind.MOVE, canonical, self.runtime.clock(), words)]
            # the board is drawn in a thread from the moment its state is known, during the commit
            drawing = self.boards.drawing(loaded.users, canonical, words, before=state,
                                          words=await self.boards.languages.server_words(record.guild))
            try:
                new_state, notes = self.chance.advance(new_state, entries, record.version + 1, settled=drawing.start)
                # the same turn goes on (Telic's roll): its board is edited in place, nobody mentioned again
                same_turn = (record.board_message is not None and not new_state.is_over
                             and new_state.current_player == seat
                             and new_state.turns_taken(seat) == state.turns_taken(seat))
                under_way(underway, not here or same_turn)
                board = Board(say("service-played", name=loaded.users[seat].name, move=canonical, words=words),
                              [*notes, *self.boards.secret_note(state, new_state)], canonical, words,
                              mention_next=not same_turn, drawing=drawing, place=place,
                              before_version=record.version,
                              replace=record.board_message if same_turn else None)
                ended = ended_round(state, canonical, new_state)
                first = [await self.boards.round_message(loaded, ended, canonical, words)] if ended else []
                record, reply = await self.commits.commit(loaded, new_state, entries, board=board, first=first)
            except BaseException:
                drawing.drop()
                raise
            reply.done = say("service-done-played", move=canonical, game=record.id)
            if same_turn:
                reply.here = False
                reply.done = say("service-done-played-same-turn", move=canonical, game=record.id)
            return reply

    async def _answered(self, loaded: Loaded, seat: int, move: str, words: Phrase, answer: Answer, *,
                        place: str | None, underway: Underway | None) -> Reply:
        """A move the other player planned an answer to: both are logged (the answer as the planner's own
        move, with its words) and committed together, with one board that says both and marks the
        answer; the plan moves on two steps in the same transaction."""
        record, state = loaded.record, loaded.state
        now = self.runtime.clock()
        entries = [LogEntry(record.version + 1, seat, EntryKind.MOVE, move, now, words),
                   LogEntry(record.version + 2, answer.seat, EntryKind.MOVE, answer.move, now, answer.words)]
        here = place is None or place == record.home
        drawing = self.boards.drawing(loaded.users, answer.move, answer.words, before=answer.before,
                                      words=await self.boards.languages.server_words(record.guild))
        try:
            new_state, notes = self.chance.advance(answer.after, entries, record.version + 2, settled=drawing.start)
            under_way(underway, not here)
            board = Board(say("service-played", name=loaded.users[seat].name, move=move, words=words),
                          [say("service-plan-answered", name=loaded.users[answer.seat].name, move=answer.move,
                               words=answer.words), *notes, *self.boards.secret_note(state, new_state)],
                          answer.move, answer.words, drawing=drawing, place=place, before_version=record.version + 1)
            first = []  # a round either move ended (IceSickle), each said before the board
            for version, before, played, said, after in ((record.version, state, move, words, answer.before),
                                                         (record.version + 1, answer.before, answer.move,
                                                          answer.words, answer.after)):
                ended = ended_round(before, played, after)
                if ended:
                    at = Loaded(replace(record, version=version), before, loaded.users)
                    first.append(await self.boards.round_message(at, ended, played, said))
            record, reply = await self.commits.commit(
                loaded, new_state, entries, board=board, first=first,
                before=self.plans.advance(answer, record.version + len(entries)))
        except BaseException:
            drawing.drop()
            raise
        reply.done = say("service-done-played", move=move, game=record.id)
        return reply

    async def ask_resign(self, user: User, *, game_id: str | None = None, place: str | None = None,
                         key: str | None = None, underway: Underway | None = None) -> Reply:
        """Resigning asks first, privately."""
        record = await self.games.find(user, game_id=game_id, place=place, key=key)
        loaded = await self.games.load(record.id)
        self.games.seat_in(loaded, user)
        return Reply((say("service-ask-resign", title=loaded.game.title, game=record.id),), private=True,
                     game_id=record.id,
                     actions=[Action(say("service-button-resign"), "resign", record.id, style="danger"),
                              Action(say("service-button-cancel"), "cancel", record.id)])

    async def resign(self, user: User, game_id: str, *, underway: Underway | None = None) -> Reply:
        """The confirmed resignation: the clicked question says so, the board goes to the game's home."""
        async with self.games.lock(clean_id(game_id)):
            loaded = await self.games.load(game_id)
            seat = self.games.seat_in(loaded, user)
            state = loaded.state
            try:
                new_state = state.resign(seat)
            except IllegalMove as exc:
                raise Refusal("refusal-cannot-resign", problem=exc.phrase) from None
            entries = [LogEntry(loaded.record.version + 1, seat, EntryKind.RESIGN, str(seat), self.runtime.clock())]
            new_state, notes = self.chance.advance(new_state, entries, loaded.record.version + 1)
            under_way(underway, False)
            _, reply = await self.commits.commit(loaded, new_state, entries, unrated=too_early(state),
                                                 board=Board(say("service-resigned", name=loaded.users[seat].name),
                                                             notes))
            reply.here = False  # the question was private: the board goes to the game's home
            reply.retouch = Retouch((say("service-you-resigned"),))
            return reply

    @staticmethod
    def cancel(game_id: str) -> Reply:
        """The resignation not confirmed."""
        return Reply(game_id=game_id, retouch=Retouch((say("service-resign-cancelled"),)))
