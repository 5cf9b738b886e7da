"""The Discord side of the web page: with [web] on, a board message carries a Watch link button whose
address is signed with the bot's secret, and /standings carries one to the server's standings."""
from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import discord
import pytest

from bot.config import WebConfig
from bot.discord import create_bot
from bot.web.signing import Signer
from tests.discord_helpers import server  # noqa: F401  (the fixture: a server with alice and bob)
from tests.discord_helpers import boards, start


@pytest.fixture
def simcord_bot(db_path):
    """The real bot with its web page on (a port of the system's choosing, on this machine only)."""
    return create_bot(db_path, sync_commands=True, web=WebConfig(0, host="127.0.0.1"))



def link_buttons(message) -> list:
    return [item for row in message.components for item in getattr(row, "children", [row])
            if getattr(item, "style", None) == discord.ButtonStyle.link]


def verified(bot, url: str) -> bool:
    """Whether the address is one this bot's web page opens: its path signed with the bot's secret."""
    parts = urlsplit(url)
    signer: Signer = bot.web_server.signer
    assert url.startswith(signer.public_url)
    return signer.verify(parts.path, parse_qs(parts.query).get("k", [None])[0])


async def test_a_board_message_carries_a_watch_link_that_verifies(server) -> None:
    env, channel, (alice, bob) = server
    game_id, thread = await start(env, channel, "tictacdoh", alice, [bob], seats="listed")
    await alice.slash(thread, "tictacdoh move", move="Mc3")
    board = boards(thread)[-1]
    links = link_buttons(board)
    assert [button.label for button in links] == ["Watch"], board.components
    url = links[0].url
    assert f"/g/{game_id}?k=" in url and verified(env.bot, url)
    # a forged address does not verify
    assert not verified(env.bot, url.replace(f"/g/{game_id}", "/g/zzzzz"))
    shown = await alice.slash(channel, "standings")
    standings_links = link_buttons(shown.response.message) if shown.response.message else []
    assert standings_links and verified(env.bot, standings_links[0].url)
    assert f"/s/{channel.guild.id}?k=" in standings_links[0].url
