"""The Discord front end: the client and its start-up (`client`), the slash-command cogs (`cogs`), the
persistent buttons and menus (`components`), and the adapter that turns each interaction into one
service call and its reply into messages (`adapter`)."""
from __future__ import annotations

from bot.discord.client import RefereeBot, create_bot

__all__ = ["RefereeBot", "create_bot"]
