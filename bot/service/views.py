"""Looking at games without changing them: boards (public and private), a player's legal moves,
listings of games in progress, and the buttons in sight at a place."""
from __future__ import annotations

from dataclasses import dataclass, replace

from bot.service.challenges import challenge_buttons
from bot.service.offers import offer_actions
from bot.record.log import replay
from bot.service.boards import NO_SECRETS, Boards, said_for, speaking, standing_move
from bot.service.games import Games, Loaded, clean_id, game_spec, result_text
from bot.service.outbox import Outbox
from bot.storage import Storage
from bot.service.replies import Action, Attachment, Posting, Refusal, Reply, Underway, User, text_of, under_way, versus
from bot.storage import GameRow, LogEntry
from bot.words import Channel, Moment
from engines.base import State
from engines.phrases import Phrase, say


def next_action(index: int) -> Action:
    """The button **Next game** of the turn inbox: its value is the index of the game it shows."""
    return Action(say("service-next-button"), "next", "turn", str(index), "primary")


def _deadline(row: GameRow) -> Phrase:
    return say("service-next-deadline", time=Moment(row.deadline)) if row.deadline is not None \
        else say("service-next-no-clock")


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


class Views:
    def __init__(self, storage: Storage, games: Games, boards: Boards, outbox: Outbox) -> None:
        self.storage = storage
        self.games = games
        self.boards = boards
        self.outbox = outbox

    async def game(self, game_id: str) -> Loaded:
        """A game's row, state and players (refused when there is no such game)."""
        return await self.games.load(game_id)

    async def log(self, game_id: str) -> list[LogEntry]:
        return await self.storage.log(clean_id(game_id))

    async def replayed(self, game_id: str) -> State:
        """The game's state as its log alone rebuilds it (the snapshot is only a cache of the log)."""
        record = await self.games.row(game_id)
        return replay(game_spec(record.key), len(record.players), record.options, await self.log(record.id))

    async def board(self, user: User | None, *, game_id: str | None = None, place: str | None = None,
                    key: str | None = None, text: bool = False, private: bool = False,
                    underway: Underway | None = None) -> Reply:
        """The board: public in the game's home, private elsewhere (or when asked `private`); as text (for
        a screen reader, or a slow link) always privately."""
        record = await self.games.find(user, game_id=game_id, place=place, key=key)
        if record.room_lost is not None and place is not None and user is not None \
                and record.seat_of(user.id) is not None:
            # the game lost every room it had: a player brings it here, and it goes on here
            await self.outbox.rehome(record.id, place=place, thread=None)
        loaded = await self.games.load(record.id)
        here = not private and (place is None or place == loaded.record.home)
        under_way(underway, text or not here)
        last = standing_move(await self.storage.log(record.id))
        state = loaded.state
        header = say("service-board-players", title=state.game.title, game=record.id,
                     players=versus([state.player_label(seat, u.name) for seat, u in enumerate(loaded.users)]))
        if text:  # for the asker alone: in their language
            from renderers.textboards import text_board

            words = await self.boards.languages.user_words(user.id) if user is not None \
                else await self.boards.languages.server_words(record.guild)
            ended = words(say("service-game-over", result=result_text(loaded))) \
                if loaded.over and not state.is_over else None
            drawn = text_board(state, players=words.names(loaded.names), last_move=last.text if last else None,
                               last_words=said_for(text_board, last.words if last else None, words), result=ended,
                               **speaking(text_board, words))
            return Reply((header, say("service-text-board", board=drawn)), private=True, game_id=record.id)
        reply = await self.boards.board_reply(loaded, header=header, last_move=last.text if last else None,
                                              last_words=last.words if last else None,
                                              mention_next=False, place=place, just_ended=False, named=True)
        if here:  # once posted in the game's home, this board carries the game's buttons
            reply.on_posted = Posting(record.id, "board")
            return reply
        # a look from elsewhere: for the asker alone, without the buttons that belong to the board
        return replace(reply, private=True, here=True, home=None, actions=[], choices=[], mentions=[],
                       retire=[], on_posted=None)

    async def private_board(self, user: User, game_id: str, *, underway: Underway | None = None) -> Reply:
        """The seat's own view (with its secret, in games that have one), always private."""
        loaded = await self.games.load(game_id)
        seat = loaded.record.seat_of(user.id)
        if seat is None:
            raise Refusal("refusal-not-in-game", game=loaded.record.id)
        under_way(underway, True)
        record = loaded.record
        secret = loaded.state.private_words(seat)
        # for the seat alone: in its player's language
        image = await self.boards.render(loaded.state, seat=seat, last_move=None, users=loaded.users,
                                         words=await self.boards.languages.user_words(user.id))
        description = say("service-private-view-alt", title=loaded.game.title, game=record.id) if secret is None \
            else say("service-private-view-alt-secret", title=loaded.game.title, game=record.id, secret=secret)
        picture = Attachment(f"{record.key}-{record.id}-private.png", image, description) \
            if image is not None else None
        return Reply((NO_SECRETS if secret is None else text_of(secret),), file=picture, private=True,
                     game_id=record.id)

    async def moves_for(self, user: User, *, game_id: str | None = None, place: str | None = None,
                        key: str | None = None) -> tuple[list[tuple[str, Phrase]], Phrase | None]:
        """The caller's legal moves with a label in words, or ([], a note saying why there are none)."""
        record = await self.games.find(user, game_id=game_id, place=place, key=key)
        loaded = await self.games.load(record.id)
        state = loaded.state
        seat = record.seat_of(user.id)
        if seat is None:
            return [], say("service-note-not-in-game", game=record.id)
        if loaded.over:
            return [], say("service-note-over", game=record.id)
        if state.current_player != seat:
            to_move = state.current_player
            if to_move is None:
                return [], say("service-note-waiting-referee", game=record.id)
            return [], say("service-note-not-your-turn", game=record.id, name=loaded.users[to_move].name)
        return [(move, text_of(state.describe_move(move))) for move in state.legal_moves()], None

    async def games_in(self, place: str) -> list[GameSummary]:
        """Games in progress started or played in a channel, waiting longest first."""
        return [await self._summary(row) for row in await self.storage.active_games(place=place)]

    async def games_in_guild(self, guild: str) -> list[GameSummary]:
        return [await self._summary(row) for row in await self.storage.active_games(guild=guild)]

    async def games_of(self, user_id: str, key: str | None = None) -> list[GameSummary]:
        """A player's games in progress, most recently moved first."""
        return [await self._summary(row) for row in await self.storage.games_of(user_id, key=key)]

    async def turns(self, user_id: str) -> list[GameRow]:
        """The games, in every server, where it is the user's turn: the one waiting longest first."""
        return sorted(await self.storage.games_to_move(user_id), key=lambda row: (row.turn_since, row.id))

    async def inbox(self, user: User) -> Reply:
        """`/next`: the games where it is the user's turn, waiting longest first, each with its opponents,
        its room and its deadline, and a button to look at them one by one (privately)."""
        rows = await self.turns(user.id)
        if not rows:
            return Reply((say("service-next-none"),), private=True)
        lines = [say("service-next", count=len(rows)), *await self.turn_lines(user.id, rows)]
        return Reply(tuple(lines), private=True, actions=[next_action(0)])

    async def turn_lines(self, user_id: str, rows: list[GameRow]) -> list[Phrase]:
        """A line for each of these games where it is the user's turn (`/next`, the daily digest): its
        `#id`, title, opponents, room (a link to its board's thread or channel, where there are any) and
        deadline."""
        lines: list[Phrase] = []
        for row in rows:
            loaded = await self.games.load(row.id)
            others = [u.name for u in loaded.users if u.id != user_id]
            room = say("service-history-room", channel=Channel(row.home)) if row.home.isdigit() else ""
            lines.append(say("service-next-line", game=row.id, title=loaded.game.title, others=others,
                             room=room, deadline=_deadline(row)))
        return lines

    async def next_turn(self, user: User, index: int) -> Reply:
        """The button **Next game**: the board of the `index`-th game where it is the user's turn (counted
        again at each click, so a game played meanwhile drops out; past the last it starts over), shown
        privately, with the button for the one after."""
        rows = await self.turns(user.id)
        if not rows:
            return Reply((say("service-next-none"),), private=True)
        index %= len(rows)
        row = rows[index]
        shown = await self.board(user, game_id=row.id, private=True)
        at = say("service-next-at", number=index + 1, count=len(rows), deadline=_deadline(row))
        return replace(shown, lines=(at, *shown.lines), actions=[next_action(index + 1)] if len(rows) > 1 else [])

    async def _summary(self, record: GameRow) -> GameSummary:
        loaded = await self.games.load(record.id)
        to_move = loaded.state.current_player
        return GameSummary(record.id, record.key, loaded.game.title, loaded.names,
                           loaded.users[to_move].name if to_move is not None else None, record.turn_since,
                           record.place, record.thread)

    async def buttons_in(self, place: str) -> list[tuple[str | None, Action]]:
        """The buttons still in sight at a place, each with the message that carries it (None when not
        known): those of its waiting challenges, its games' boards, and their waiting draw offers and
        takeback requests (for a front end without persistent buttons, such as the local table after a
        restart)."""
        storage = self.storage
        shown: list[tuple[str | None, Action]] = [
            (challenge.message, action) for challenge in await storage.open_challenges(place)
            for action in challenge_buttons(challenge)]
        for summary in reversed(await self.games_in(place)):
            loaded = await self.games.load(summary.id)
            shown.extend((loaded.record.board_message, action)
                         for action in self.boards.board_actions(
                             loaded.record, loaded.state,
                             rematch=await self.boards.rematch_offered(loaded.record, loaded.state))[0])
            for offer in await storage.open_offers(summary.id):
                shown.extend((offer.message, action) for action in offer_actions(offer))
        return shown

    async def setting(self, scope: str, key: str) -> str | None:
        """One stored setting (a front end's own, such as the local table's clock), or None."""
        return (await self.storage.settings(scope)).get(key)

    async def save_setting(self, scope: str, key: str, value: str) -> None:
        async with self.storage.transaction() as tx:
            await tx.put_setting(scope, key, value)
