"""Discord's app commands built from the command table (`bot.commands`): each command's callback takes
Discord's values by option name and hands them, with its interaction, to one handler (which calls one
`DiscordAdapter` method); every name, description and choice carries its catalogue label for the
translator."""
from __future__ import annotations

import inspect
import keyword
from collections.abc import Awaitable, Callable, Coroutine, Mapping
from typing import Any, Optional

import discord
from discord import app_commands

from bot.commands import DISCORD, Command, Kind, Option
from bot.commands import Complete as Completion
from bot.discord import limits
from bot.discord.translator import locale_name, locale_text

Handler = Callable[[discord.Interaction, dict[str, Any]], Awaitable[None]]
Completer = Callable[[discord.Interaction, str], Awaitable[list[app_commands.Choice[str]]]]
# what discord.py takes as an option's autocomplete: a coroutine function
Autocomplete = Callable[[discord.Interaction, str], Coroutine[Any, Any, list[app_commands.Choice[str]]]]
P = inspect.Parameter
TYPES: dict[Kind, Any] = {Kind.TEXT: str, Kind.FLAG: bool, Kind.USER: discord.User, Kind.MEMBER: discord.Member,
                          Kind.FILE: discord.Attachment, Kind.CHANNEL: discord.TextChannel}


def _annotation(option: Option) -> Any:
    if option.kind is Kind.WHOLE:
        kind: Any = int if option.choices or option.low is None or option.high is None \
            else app_commands.Range[int, option.low, option.high]
    else:
        kind = TYPES[option.kind]
    return kind if option.required else Optional[kind]


def build_command(spec: Command, handler: Handler, completers: Mapping[Completion, Completer] | None = None
                  ) -> app_commands.Command:
    """The app command of one command of the table."""
    # the callback's parameter of each option: its name, or `from_` where the name is Python's keyword
    # (`/telic replay from:`); Discord still shows the option's own name (renamed below)
    param = {option.name: f"{option.name}_" if keyword.iskeyword(option.name) else option.name
             for option in spec.options}
    named = {value: name for name, value in param.items()}

    async def callback(interaction: discord.Interaction, **values: Any) -> None:
        await handler(interaction, {named[name]: value for name, value in values.items()})

    params = [P("interaction", P.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction)]
    params += [P(param[option.name], P.POSITIONAL_OR_KEYWORD, annotation=_annotation(option),
                 **({} if option.required else {"default": None})) for option in spec.options]
    # discord.py reads the options from the callback's signature, which inspect takes from __signature__;
    # typeshed's function type does not declare that attribute
    callback.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    callback.__qualname__ = callback.__name__ = spec.name
    if spec.options:
        app_commands.rename(**{param[option.name]: locale_name(option.name, option.label)
                               for option in spec.options})(callback)
        app_commands.describe(**{param[option.name]: locale_text(option.description)
                                 for option in spec.options})(callback)
        choices = {param[option.name]: [app_commands.Choice(name=locale_text(choice.label, limits.CHOICE_NAME),
                                                     value=choice.value)
                                 for choice in option.choices] for option in spec.options if option.choices}
        if choices:
            app_commands.choices(**choices)(callback)
    if spec.guild_only:
        app_commands.guild_only()(callback)
    built: app_commands.Command = app_commands.Command(name=locale_name(spec.name, spec.label),
                                                      description=locale_text(spec.description), callback=callback)
    for option in spec.options:
        if option.complete is not None:
            if completers is None or option.complete not in completers:
                raise ValueError(f"/{spec.name} {option.name}: no autocomplete for {option.complete.value}")
            built.autocomplete(param[option.name])(_completer(completers[option.complete]))
    return built


def _completer(complete: Completer) -> Autocomplete:
    """A coroutine function of its own for each option (discord.py checks it is one)."""
    async def autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete(interaction, current)
    return autocomplete


def build_group(spec: Command, handlers: Mapping[str, Handler],
                completers: Mapping[Completion, Completer] | None = None) -> app_commands.Group:
    """A group (a game's `/telic …`) with a subcommand for each of its Discord subcommands."""
    group = app_commands.Group(name=locale_name(spec.name, spec.label), description=locale_text(spec.description),
                               guild_only=spec.guild_only)
    for child in spec.on(DISCORD):
        group.add_command(build_command(child, handlers[child.name], completers))
    return group
