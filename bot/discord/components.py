"""Persistent buttons and the move menu: their custom ids carry the game id, so they work after a restart.

They hold no rules: a click becomes one call of the adapter (the bot's `adapter`), which makes one
service call.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import discord

from bot.service import Action

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}
LABEL_LIMIT = 100
WATCH_LABEL = "Watch"


def custom_id(action: Action) -> str:
    return ":".join(("ref", action.kind, action.target, action.value))


class ActionButton(discord.ui.DynamicItem[discord.ui.Button],
                   template=r"ref:(?P<kind>[a-z]+):(?P<target>[a-z0-9]+):(?P<value>.*)"):
    def __init__(self, action: Action) -> None:
        super().__init__(discord.ui.Button(label=action.label, style=STYLES.get(action.style,
                                           discord.ButtonStyle.secondary), custom_id=custom_id(action)))
        self.action = action

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str], /) -> ActionButton:
        return cls(Action(item.label or "", match["kind"], match["target"], match["value"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.client.adapter.click(interaction, self.action)


class MoveSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"refmenu:(?P<target>[a-z0-9]+)"):
    def __init__(self, game_id: str, choices: Sequence[tuple[str, str]] = ()) -> None:
        options = [discord.SelectOption(label=_cut(label), value=move, description=_cut(move))
                   for move, label in choices] or [discord.SelectOption(label="-", value="-")]
        super().__init__(discord.ui.Select(custom_id=f"refmenu:{game_id}", placeholder="Choose a move…",
                                           options=options, min_values=1, max_values=1))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select,
                             match: re.Match[str], /) -> MoveSelect:
        select = cls(match["target"])
        select.item = item
        return select

    async def callback(self, interaction: discord.Interaction) -> None:
        values: list[Any] = self.item.values
        await interaction.client.adapter.click(interaction, Action("", "move", self.game_id, str(values[0])))


def view_for(actions: Sequence[Action], choices: Sequence[tuple[str, str]] = (),
             game_id: str | None = None, watch: str | None = None) -> discord.ui.View | None:
    """Buttons (and the move menu of a game, and the Watch link to its web page) as a persistent view;
    None when there are none."""
    if not actions and not (choices and game_id) and not watch:
        return None
    view = discord.ui.View(timeout=None)
    for action in actions:
        view.add_item(ActionButton(action))
    if watch:  # a link button: Discord opens the address, no interaction comes back
        view.add_item(discord.ui.Button(style=discord.ButtonStyle.link, url=watch, label=WATCH_LABEL))
    if choices and game_id:
        view.add_item(MoveSelect(game_id, choices))
    return view


def _cut(text: str) -> str:
    return text if len(text) <= LABEL_LIMIT else text[: LABEL_LIMIT - 1] + "…"
