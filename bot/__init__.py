"""The Discord side: the bot, the game service, storage, and the local table."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.client import RefereeBot


def create_bot(database: str = "data/referee.db", *, sync_commands: bool = False) -> RefereeBot:
    """The configured `commands.Bot`, not started; needs no token and no config file."""
    from bot.client import create_bot as _create

    return _create(database, sync_commands=sync_commands)


__all__ = ["create_bot"]
