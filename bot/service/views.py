"""Looking at games without changing them: boards (public and private), a player's legal moves,
listings of games in progress, and the buttons in sight at a place."""
from __future__ import annotations

from dataclasses import dataclass, replace

from bot.service.challenges import challenge_actions
from bot.service.offers import offer_actions
from bot.record.log import replay
from bot.service.referee import NO_SECRETS, Loaded, Referee, clean_id, game_spec, result_text
from bot.service.replies import Action, Attachment, Ready, Refusal, Reply, User
from bot.storage import GameRow, LogEntry
from engines.base import State


@dataclass(frozen=True)
class GameSummary:
    id: str
    key: str
    title: str
    players: list[str]  # names by seat
    to_move: str | None  # name of the player to move
    since: float
    place: str
    thread: str | None

    @property
    def home(self) -> str:
        return self.thread or self.place


TEXT_HEADER = 90  # the header line of a text board: with the board (≤ 1,900) and fences, ≤ 2,000


class Views:
    def __init__(self, referee: Referee) -> None:
        self.referee = referee

    async def game(self, game_id: str) -> Loaded:
        """A game's row, state and players (refused when there is no such game)."""
        return await self.referee.load(game_id)

    async def log(self, game_id: str) -> list[LogEntry]:
        return await self.referee.storage.log(clean_id(game_id))

    async def replayed(self, game_id: str) -> State:
        """The game's state as its log alone rebuilds it (the snapshot is only a cache of the log)."""
        record = await self.referee.row(game_id)
        return replay(game_spec(record.key), len(record.players), record.options, await self.log(record.id))

    async def board(self, user: User | None, *, game_id: str | None = None, place: str | None = None,
                    key: str | None = None, text: bool = False, ready: Ready | None = None) -> Reply:
        """The board: public in the game's home, private elsewhere; as text (for a screen reader, or a
        slow link) always privately."""
        referee = self.referee
        record = await referee.find(user, game_id=game_id, place=place, key=key)
        if record.room_lost is not None and place is not None and user is not None \
                and record.seat_of(user.id) is not None:
            # the game lost every room it had: a player brings it here, and it goes on here
            await referee.outbox.rehome(record.id, place=place, thread=None)
        loaded = await referee.load(record.id)
        here = place is None or place == loaded.record.home
        await referee.accept_early(ready, text or not here)
        last = await referee.storage.last_move(record.id)
        state = loaded.state
        line = " vs ".join(str(state.player_label(seat, u.name)) for seat, u in enumerate(loaded.users))
        if text:
            from renderers.textboards import text_board

            ended = f"Game over. {result_text(loaded)}" if loaded.over and not state.is_over else None
            drawn = text_board(state, players=loaded.names, last_move=last.text if last else None,
                               last_words=last.words if last else None, result=ended)
            header = f"**{state.game.title}** #{record.id}: {line}."[:TEXT_HEADER]
            return Reply(f"{header}\n```\n{drawn}\n```", private=True, game_id=record.id)
        reply = await referee.board_reply(loaded, header=f"**{state.game.title}** #{record.id}: {line}.",
                                          last_move=last.text if last else None,
                                          last_words=last.words if last else None,
                                          mention_next=False, place=place, just_ended=False)
        if here:
            return reply
        # a look from elsewhere: for the asker alone, without the buttons that belong to the board
        return replace(reply, private=True, here=True, home=None, actions=[], choices=[], mentions=[],
                       retire=[], on_posted=None)

    async def private_board(self, user: User, game_id: str, *, ready: Ready | None = None) -> Reply:
        """The seat's own view (with its secret, in games that have one), always private."""
        referee = self.referee
        loaded = await referee.load(game_id)
        seat = loaded.record.seat_of(user.id)
        if seat is None:
            raise Refusal(f"You are not in game #{loaded.record.id}.")
        await referee.accept_early(ready, True)
        words = loaded.state.private_words(seat)
        image = await referee.render(loaded.state, seat=seat, last_move=None, users=loaded.users)
        picture = Attachment(f"{loaded.record.key}-{loaded.record.id}-private.png", image,
                             f"Your private view of {loaded.game.title} #{loaded.record.id}. {words or ''}".strip()
                             ) if image is not None else None
        return Reply(NO_SECRETS if words is None else str(words), file=picture, private=True,
                     game_id=loaded.record.id)

    async def moves_for(self, user: User, *, game_id: str | None = None, place: str | None = None,
                        key: str | None = None) -> tuple[list[tuple[str, str]], str | None]:
        """The caller's legal moves with a label in words, or ([], a note saying why there are none)."""
        record = await self.referee.find(user, game_id=game_id, place=place, key=key)
        loaded = await self.referee.load(record.id)
        state = loaded.state
        seat = record.seat_of(user.id)
        if seat is None:
            return [], f"You are not in game #{record.id}."
        if loaded.over:
            return [], f"Game #{record.id} is over."
        if state.current_player != seat:
            to_move = state.current_player
            who = loaded.users[to_move].name if to_move is not None else "the referee"
            return [], f"Not your turn in #{record.id}: waiting for {who}."
        return [(move, str(state.describe_move(move))) for move in state.legal_moves()], None

    async def games_in(self, place: str) -> list[GameSummary]:
        """Games in progress started or played in a channel, waiting longest first."""
        return [await self._summary(row) for row in await self.referee.storage.active_games(place=place)]

    async def games_in_guild(self, guild: str) -> list[GameSummary]:
        return [await self._summary(row) for row in await self.referee.storage.active_games(guild=guild)]

    async def games_of(self, user_id: str, key: str | None = None) -> list[GameSummary]:
        """A player's games in progress, most recently moved first."""
        return [await self._summary(row) for row in await self.referee.storage.games_of(user_id, key=key)]

    async def _summary(self, record: GameRow) -> GameSummary:
        loaded = await self.referee.load(record.id)
        to_move = loaded.state.current_player
        return GameSummary(record.id, record.key, loaded.game.title, loaded.names,
                           loaded.users[to_move].name if to_move is not None else None, record.turn_since,
                           record.place, record.thread)

    async def buttons_in(self, place: str) -> list[tuple[str | None, Action]]:
        """The buttons still in sight at a place, each with the message that carries it (None when not
        known): those of its waiting challenges, its games' boards, and their waiting draw offers and
        takeback requests (for a front end without persistent buttons, such as the local table after a
        restart)."""
        storage = self.referee.storage
        shown: list[tuple[str | None, Action]] = [
            (challenge.message, action) for challenge in await storage.open_challenges(place)
            for action in challenge_actions(challenge.id)]
        for summary in reversed(await self.games_in(place)):
            loaded = await self.referee.load(summary.id)
            shown.extend((loaded.record.board_message, action)
                         for action in self.referee.board_actions(loaded.record, loaded.state)[0])
            for offer in await storage.open_offers(summary.id):
                shown.extend((offer.message, action) for action in offer_actions(offer))
        return shown

    async def setting(self, scope: str, key: str) -> str | None:
        """One stored setting (a front end's own, such as the local table's clock), or None."""
        return (await self.referee.storage.settings(scope)).get(key)

    async def save_setting(self, scope: str, key: str, value: str) -> None:
        async with self.referee.storage.transaction() as tx:
            await tx.put_setting(scope, key, value)
