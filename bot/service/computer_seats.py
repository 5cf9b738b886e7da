"""Computer players as the service seats them: their user ids carry their level ("computer:hard:2"),
their names say what they are ("Computer 2 (hard)")."""
from __future__ import annotations

from bot.service.replies import User
from bot.words.catalogue import COMPUTER_LEVELS, computer_player, english

PREFIX = "computer:"
LEVEL_NAMES = COMPUTER_LEVELS
DEFAULT_LEVEL = "normal"


def is_computer(user_id: str | None) -> bool:
    return user_id is not None and user_id.startswith(PREFIX)


def level_of(user_id: str) -> str:
    """The level of a computer seat's user id."""
    return user_id.split(":")[1]


def computer_users(count: int, level: str) -> list[User]:
    """The computer players of a new game: "Computer (hard)", or numbered when there are several (their
    names kept in English, as the catalogue says them to each reader in theirs)."""
    return [User(f"{PREFIX}{level}:{number}", english(computer_player(level, number if count > 1 else None)))
            for number in range(1, count + 1)]
