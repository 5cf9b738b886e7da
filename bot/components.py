"""Persistent buttons and the move menu: their custom ids carry the game id, so they work after a restart.

They hold no rules: a click becomes one call of the flow, which calls the service.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

from bot.replies import Action, Reply

if TYPE_CHECKING:
    from bot.client import RefereeBot

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}
LABEL_LIMIT = 100


class ActionButton(discord.ui.DynamicItem[discord.ui.Button],
                   template=r"ref:(?P<kind>[a-z]+):(?P<target>[a-z0-9]+):(?P<value>.*)"):
    def __init__(self, action: Action) -> None:
        super().__init__(discord.ui.Button(label=action.label, style=STYLES.get(action.style,
                                           discord.ButtonStyle.secondary), custom_id=action.custom_id))
        self.action = action

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str], /) -> ActionButton:
        return cls(Action(item.label or "", match["kind"], match["target"], match["value"]))

    async def callback(self, interaction: discord.Interaction[RefereeBot]) -> None:
        await interaction.client.flow.click(interaction, self.action)


class MoveSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"refmenu:(?P<target>[a-z0-9]+)"):
    def __init__(self, game_id: str, choices: list[tuple[str, str]] | None = None) -> None:
        options = [discord.SelectOption(label=_cut(label), value=move, description=_cut(move))
                   for move, label in (choices or [])] or [discord.SelectOption(label="-", value="-")]
        super().__init__(discord.ui.Select(custom_id=f"refmenu:{game_id}", placeholder="Choose a move…",
                                           options=options, min_values=1, max_values=1))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select,
                             match: re.Match[str], /) -> MoveSelect:
        select = cls(match["target"])
        select.item = item
        return select

    async def callback(self, interaction: discord.Interaction[RefereeBot]) -> None:
        values: list[Any] = self.item.values
        await interaction.client.flow.click(interaction, Action("", "move", self.game_id, str(values[0])))


def view_for(reply: Reply) -> discord.ui.View | None:
    """The buttons (and move menu) of a reply, as a persistent view."""
    if not reply.actions and not reply.choices:
        return None
    view = discord.ui.View(timeout=None)
    for action in reply.actions:
        view.add_item(ActionButton(action))
    if reply.choices and reply.game_id:
        view.add_item(MoveSelect(reply.game_id, reply.choices))
    return view


def _cut(text: str) -> str:
    return text if len(text) <= LABEL_LIMIT else text[: LABEL_LIMIT - 1] + "…"
