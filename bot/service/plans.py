"""Conditional moves: a waiting player's answers to the moves they expect of their opponent (`/K plan
moves:Mb2, Sc2, Lb3, Sd4`: "if they play Mb2, I play Sc2; then if Lb3, Sd4"), kept privately, checked
against the engine when made, played by the referee the moment the opponent plays the expected move
(`Moves.play` asks `expected`), and dropped as soon as the game leaves the line.

A plan is bound to the version of the game it starts at: every change of a game (a move off the line, a
takeback, a draw, an abort, a resignation, a time-out) commits a new version, and that commit forgets
the game's plans of any other version (`Commits.commit`), so a plan is never applied to a position it was
not checked against, and is gone the moment the game leaves it. The planner learns it on their next look
(`/K plan`), never in public. Nothing but this module reads plans: no board, list of moves, record,
replay or web page shows them.

Two-player games only, and only where no chance is resolved between or after the steps: a plan across
Telic's rolls or Tactonix's draws and deal is refused, since the referee could not know the position.

Given: the storage, the games (finding and loading them) and the runtime (its clock)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Awaitable, Callable

from bot.service.games import Games, Loaded
from bot.service.replies import Refusal, Reply, User
from bot.service.runtime import Runtime
from bot.storage import Storage, Transaction
from bot.storage.rows import PlanRow
from bot.words import Command, Option
from engines import IllegalMove
from engines.base import State
from engines.phrases import Phrase, say

MOST_STEPS = 20  # ten exchanges: beyond that a line is a guess, and checking it costs the engine more
SHOWN_TYPED = 40  # characters of a step as typed that a refusal quotes


@dataclass(frozen=True)
class Answer:
    """The planned answer to the move just played: the plan, the planner's seat, the answer (canonical)
    with the engine's words for it, and the positions before and after it."""

    plan: PlanRow
    seat: int
    move: str
    words: Phrase
    before: State
    after: State


class Plans:
    def __init__(self, storage: Storage, games: Games, runtime: Runtime) -> None:
        self.storage = storage
        self.games = games
        self.runtime = runtime

    # ---- the command --------------------------------------------------------------------------
    async def plan(self, user: User, *, moves: str | None = None, clear: bool = False, game_id: str | None = None,
                   place: str | None = None, key: str | None = None) -> Reply:
        """`/K plan`: make (or replace) the caller's plan, show it (no options), or drop it (`clear`);
        always answered privately."""
        record = await self.games.find(user, game_id=game_id, place=place, key=key)
        loaded = await self.games.load(record.id)
        seat = self.games.seat_in(loaded, user)  # someone not in the game is refused here
        if clear and moves is not None:
            raise Refusal("refusal-plan-clear-or-moves", moves=Option("moves"), clear=Option("clear", "true"))
        current = await self._current(loaded, user)
        if clear:
            if current is None:
                return self._private(loaded, say("service-plan-none", game=record.id))
            async with self.storage.transaction() as tx:
                await tx.drop_plan(record.id, user.id)
            return self._private(loaded, say("service-plan-cleared", game=record.id))
        if moves is None:
            if current is None:
                return self._private(loaded, say("service-plan-none", game=record.id))
            return self._private(loaded, *self._said(loaded, current, seat, "service-plan-shown"))
        steps = self.checked(loaded, seat, moves)
        plan = PlanRow(record.id, user.id, steps, record.version, self.runtime.clock())
        async with self.storage.transaction() as tx:
            await tx.put_plan(plan)
        return self._private(loaded, *self._said(loaded, plan, seat, "service-plan-kept"))

    async def _current(self, loaded: Loaded, user: User) -> PlanRow | None:
        """The user's plan for the game as it is now: one made for another version is dead (the game left
        it meanwhile, in a change whose commit had not seen it yet), and goes."""
        plan = await self.storage.plan(loaded.record.id, user.id)
        if plan is not None and plan.version != loaded.record.version:
            async with self.storage.transaction() as tx:
                await tx.drop_plans(loaded.record.id, but_version=loaded.record.version)
            return None
        return plan

    @staticmethod
    def _private(loaded: Loaded, *lines: Phrase) -> Reply:
        return Reply(tuple(lines), private=True, game_id=loaded.record.id)

    @staticmethod
    def _said(loaded: Loaded, plan: PlanRow, seat: int, heading: str) -> list[Phrase]:
        """The plan in words: its heading, then each expected move with its answer."""
        opponent = loaded.users[1 - seat].name
        lines = [say(heading, game=loaded.record.id, name=opponent,
                     clear=Command(f"{loaded.record.key} plan", (("clear", "true"),)))]
        for number, at in enumerate(range(0, len(plan.moves), 2), start=1):
            lines.append(say("service-plan-step", number=number, name=opponent, expected=plan.moves[at],
                             answer=plan.moves[at + 1]))
        return lines

    def checked(self, loaded: Loaded, seat: int, typed: str) -> list[str]:
        """The steps of a plan (as typed, separated by commas) in canonical notation, each played in its
        position by the engine; refused in a sentence naming the first step that cannot be planned."""
        record, state = loaded.record, loaded.state
        if state.num_players != 2:
            raise Refusal("refusal-plan-players", game=record.id, count=state.num_players)
        if state.current_player == seat:
            raise Refusal("refusal-plan-your-turn", game=record.id, move=Command(f"{record.key} move"))
        steps = [step.strip() for step in typed.split(",") if step.strip()]
        if not steps:
            raise Refusal("refusal-plan-empty")
        if len(steps) > MOST_STEPS:
            raise Refusal("refusal-plan-too-long", most=MOST_STEPS, count=len(steps))
        if len(steps) % 2:
            raise Refusal("refusal-plan-unanswered", move=steps[-1][:SHOWN_TYPED])
        other = 1 - seat
        found: list[str] = []
        for number, step in enumerate(steps, start=1):
            try:
                move = state.canonical(step)
                state = state.play(move)
            except IllegalMove as exc:
                raise Refusal("refusal-plan-illegal", step=number, move=step[:SHOWN_TYPED], problem=exc.phrase) from None
            found.append(move)
            if state.is_over:
                if number < len(steps):
                    raise Refusal("refusal-plan-game-ends", step=number, move=move)
                break
            if state.is_chance_node:  # a roll, a draw, a deal: the position after it is unknown
                raise Refusal("refusal-plan-chance", step=number, move=move)
            next_seat = seat if number % 2 else other
            if number < len(steps) and (state.current_player != next_seat or state.legal_moves() == ["pass"]):
                raise Refusal("refusal-plan-turns", step=number, move=move)
        return found

    # ---- the referee's part ---------------------------------------------------------------------
    async def expected(self, loaded: Loaded, seat: int, move: str, after: State) -> Answer | None:
        """The planned answer to `move`, just played by `seat` (leading to `after`): the other player's
        plan, made for this very position, expected this move. None otherwise (a plan the move leaves is
        forgotten by the move's commit)."""
        record = loaded.record
        if len(record.players) != 2:
            return None
        planner = 1 - seat
        plan = await self.storage.plan(record.id, record.players[planner])
        if plan is None or plan.version != record.version or plan.moves[:1] != [move] or len(plan.moves) < 2:
            return None
        # checked when made, from this very position: the answer is the planner's, with no chance between
        if after.is_over or after.is_chance_node or after.current_player != planner:
            return None
        answer = plan.moves[1]
        try:
            words = after.describe_move(answer)
            played = after.play(answer)
        except IllegalMove:  # an engine changed since the plan was made: the game leaves the line
            return None
        return Answer(plan, planner, answer, words, after, played)

    def advance(self, answer: Answer, version: int) -> Callable[[Transaction], Awaitable[None]]:
        """The plan's write that goes with the commit of the answer (at `version`): two steps on, or gone
        when used up."""
        plan = answer.plan

        async def write(tx: Transaction) -> None:
            if len(plan.moves) > 2:
                await tx.put_plan(replace(plan, moves=plan.moves[2:], version=version))
            else:
                await tx.drop_plan(plan.game_id, plan.user_id)
        return write
