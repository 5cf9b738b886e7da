"""Persistent buttons and the move menu: their custom ids carry the game id, so they work after a restart.

They hold no rules: a click becomes one call of the adapter (the bot's `adapter`), which makes one
service call.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.discord import limits
from bot.service import Action, text_of
from bot.words import Words
from engines.phrases import Phrase

if TYPE_CHECKING:
    from bot.discord.adapter import DiscordAdapter

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}
CUSTOM_ID = 100  # Discord's limit on a component's custom id


def custom_id(action: Action) -> str:
    return ":".join(("ref", action.kind, action.target, action.value))


def adapter_of(interaction: discord.Interaction) -> DiscordAdapter:
    """The adapter of the bot a click came to."""
    from bot.discord.client import RefereeBot  # here: the bot's module imports these components

    client = interaction.client
    assert isinstance(client, RefereeBot), "only the referee bot registers these components"
    return client.adapter


class ActionButton(discord.ui.DynamicItem[discord.ui.Button],
                   template=r"ref:(?P<kind>[a-z]+):(?P<target>[a-z0-9]+):(?P<value>.*)"):
    def __init__(self, action: Action, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=limits.fit(label, limits.BUTTON_LABEL) or None,
                                           style=STYLES.get(action.style,
                                           discord.ButtonStyle.secondary), custom_id=custom_id(action)))
        self.action = action

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> ActionButton:
        assert isinstance(item, discord.ui.Button), "the template matches the custom ids of buttons"
        # a click: the button's words are the message's, said once; the click needs its kind and target
        return cls(Action(text_of(item.label), match["kind"], match["target"], match["value"]), item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await adapter_of(interaction).click(interaction, self.action)


def move_menu(custom_id: str, choices: Sequence[tuple[str, str]], placeholder: str | None) -> discord.ui.Select:
    """A select of moves, (move, label) each, within Discord's limits: a move longer than an option's value
    cannot be chosen from a menu (it is typed instead)."""
    options = [discord.SelectOption(label=limits.fit(label, limits.OPTION_LABEL), value=move,
                                    description=limits.fit(move, limits.OPTION_DESCRIPTION))
               for move, label in choices if len(move) <= limits.OPTION_VALUE][:limits.OPTIONS] \
        or [discord.SelectOption(label="-", value="-")]
    return discord.ui.Select(custom_id=custom_id,
                             placeholder=limits.fit(placeholder, limits.PLACEHOLDER) if placeholder else None,
                             options=options, min_values=1, max_values=1)


class MoveSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"refmenu:(?P<target>[a-z0-9]+)"):
    def __init__(self, game_id: str, choices: Sequence[tuple[str, str]] = (), placeholder: str | None = None) -> None:
        super().__init__(move_menu(f"refmenu:{game_id}", choices, placeholder))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> MoveSelect:
        assert isinstance(item, discord.ui.Select), "the template matches the custom id of the move menu"
        select = cls(match["target"])
        select.item = item
        return select

    async def callback(self, interaction: discord.Interaction) -> None:
        values: list[Any] = self.item.values
        await adapter_of(interaction).click(interaction, Action(text_of(""), "move", self.game_id, str(values[0])))


class MenuSelect(discord.ui.DynamicItem[discord.ui.Select],
                 template=r"refpick:(?P<kind>[a-z]+):(?P<target>[a-z0-9]+):(?P<value>.*)"):
    """A menu of moves that is no game's (a lesson's task): the choice is the action its custom id carries,
    the move appended to its value."""

    def __init__(self, action: Action, choices: Sequence[tuple[str, str]] = (), placeholder: str | None = None) -> None:
        super().__init__(move_menu(menu_id(action), choices, placeholder))
        self.action = action

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> MenuSelect:
        assert isinstance(item, discord.ui.Select), "the template matches the custom ids of move menus"
        select = cls(Action(text_of(""), match["kind"], match["target"], match["value"]))
        select.item = item
        return select

    async def callback(self, interaction: discord.Interaction) -> None:
        values: list[Any] = self.item.values
        action = self.action
        await adapter_of(interaction).click(interaction, Action(action.label, action.kind, action.target,
                                                                action.value + str(values[0])))


def menu_id(action: Action) -> str:
    return ":".join(("refpick", action.kind, action.target, action.value))


def view_for(words: Words, actions: Sequence[Action], choices: Sequence[tuple[str, Phrase]] = (),
             game_id: str | None = None, watch: str | None = None, *,
             menu: Action | None = None) -> discord.ui.View | None:
    """Buttons (and the move menu of a game, and the Watch link to its web page) as a persistent view,
    their words said by `words`; None when there are none. A menu holds at most 25 moves: with more, the
    moves are typed (with autocomplete) instead."""
    if len(choices) > limits.OPTIONS:
        choices = ()
    if menu is not None and choices and len(menu_id(menu)) <= CUSTOM_ID:  # a lesson's task: its own menu
        view = view_for(words, actions, (), None, watch) or discord.ui.View(timeout=None)
        view.add_item(MenuSelect(menu, [(move, words(label)) for move, label in choices], words(menu.label)))
        return view
    if not actions and not (choices and game_id) and not watch:
        return None
    view = discord.ui.View(timeout=None)
    # five rows of five buttons at most, one row kept for the move menu (a service offers far fewer)
    room = limits.ROWS * limits.ROW_BUTTONS - (limits.ROW_BUTTONS if choices and game_id else 0) - (1 if watch else 0)
    for action in [action for action in actions if len(custom_id(action)) <= CUSTOM_ID][:room]:
        view.add_item(ActionButton(action, words(action.label)))
    if watch:  # a link button: Discord opens the address, no interaction comes back
        view.add_item(discord.ui.Button(style=discord.ButtonStyle.link, url=watch,
                                        label=limits.fit(words("discord-watch"), limits.BUTTON_LABEL)))
    if choices and game_id:
        view.add_item(MoveSelect(game_id, [(move, words(label)) for move, label in choices],
                                 words("discord-choose-move")))
    return view

