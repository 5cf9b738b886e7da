"""Looking at games: boards (public and private), a player's moves, listings, and the public record."""
from __future__ import annotations

from dataclasses import dataclass

from bot.games import GAME_COLUMNS, GameRow, apply_entry, clean_id
from bot.replies import Refusal, Reply, User
from bot.wording import seat_label

COLOUR_WORDS = {"R": "red", "Y": "yellow", "G": "green", "B": "blue", "K": "black"}


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


class Looking:
    """The read-only half of `GameService` (a mixin: it uses the service's storage and helpers)."""

    async def board(self, user: User | None, *, game_id: str | None = None, place: str | None = None,
                    key: str | None = None) -> Reply:
        if user is None and not game_id:
            raise Refusal("Name the game with `game:`.")
        record = (await self._game_row(game_id) if game_id and user is None
                  else await self.find_game(user, game_id=game_id, place=place, key=key))
        state = await self.state_of(record)
        users = await self._users(record.players)
        log = await self.log(record.id)
        last = next((e.text for e in reversed(log) if e.kind == "move"), None)
        line = " vs ".join(seat_label(state, seat, u.name) for seat, u in enumerate(users))
        return await self._board_reply(record, state, users, header=f"**{record.game.title}** #{record.id}: "
                                       f"{line}.", notes=[], last_move=last, mention_next=False)

    async def private_board(self, user: User, game_id: str) -> Reply:
        """The seat's own view (Tactonix: with their secret colour), always ephemeral."""
        record = await self._game_row(game_id)
        seat = record.seat_of(user.id)
        if seat is None:
            raise Refusal(f"You are not in game #{record.id}.")
        state = await self.state_of(record)
        colour_of = getattr(state, "colour_of", None)
        colour = colour_of(seat) if colour_of else None
        if colour_of is None:
            text = "This game has no secrets: the public board shows everything."
        elif colour is None:
            text = "Colours have not been dealt yet: they are dealt when the last piece is placed."
        else:
            text = f"Your secret colour is **{COLOUR_WORDS.get(colour, colour)}** ({colour}). Keep it to yourself!"
        image = await self._render(state, seat=seat, last_move=None, users=await self._users(record.players))
        return Reply(text, image=image, ephemeral=True, game_id=record.id)

    async def moves_for(self, user: User, *, game_id: str | None = None, place: str | None = None,
                        key: str | None = None) -> tuple[list[tuple[str, str]], str | None]:
        """The caller's legal moves with a label in words, or ([], a note saying why there are none)."""
        record = await self.find_game(user, game_id=game_id, place=place, key=key)
        state = await self.state_of(record)
        seat = record.seat_of(user.id)
        if seat is None:
            return [], f"You are not in game #{record.id}."
        if state.is_over:
            return [], f"Game #{record.id} is over."
        if state.current_player != seat:
            users = await self._users(record.players)
            to_move = state.current_player
            who = users[to_move].name if to_move is not None else "the referee"
            return [], f"Not your turn in #{record.id}: waiting for {who}."
        return [(move, state.describe_move(move)) for move in state.legal_moves()], None

    async def games_in(self, place: str) -> list[GameSummary]:
        rows = await self.storage.fetchall(
            f"SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' AND (place = ? OR thread = ?) "
            "ORDER BY turn_since", (place, place))
        return [await self._summary(GameRow.from_row(row)) for row in rows]

    async def games_in_guild(self, guild: str) -> list[GameSummary]:
        rows = await self.storage.fetchall(
            f"SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' AND guild = ? ORDER BY turn_since",
            (guild,))
        return [await self._summary(GameRow.from_row(row)) for row in rows]

    async def games_of(self, user_id: str) -> list[GameSummary]:
        return [await self._summary(record) for record in await self.user_games(user_id)]

    async def _summary(self, record: GameRow) -> GameSummary:
        state = await self.state_of(record)
        users = await self._users(record.players)
        to_move = users[state.current_player].name if state.current_player is not None else None
        return GameSummary(record.id, record.key, record.game.title, [u.name for u in users], to_move,
                           record.turn_since, record.place, record.thread)

    async def record(self, game_id: str) -> list[str]:
        """The public record of a game, one line per log entry; secret chance outcomes stay hidden
        until the game is over."""
        row = await self._game_row(game_id)
        log = await self.log(row.id)
        users = await self._users(row.players)
        over = row.status == "over"
        state = row.game.new_game(len(row.players), row.options)
        lines = []
        for entry in log:
            if entry.kind == "chance":
                words = state.describe_outcome(entry.text)
                text = f"chance: {entry.text} ({words})" if over else f"chance: {words}"
            elif entry.kind == "resign":
                text = f"{users[entry.seat].name} resigned"
            else:
                text = f"{users[entry.seat].name}: {entry.text}"
            lines.append(f"{entry.ply}. {text}")
            state = apply_entry(state, entry)
        return lines

    async def set_thread(self, game_id: str, thread: str | None) -> None:
        async with self.storage.transaction() as db:
            await db.execute("UPDATE games SET thread = ? WHERE id = ?", (thread, clean_id(game_id)))

    async def set_board_message(self, game_id: str, message: str | None) -> None:
        async with self.storage.transaction() as db:
            await db.execute("UPDATE games SET board_message = ? WHERE id = ?", (message, clean_id(game_id)))
