"""One slash-command group per registered game (`/telic`, `/coins`, …), generated from the registry."""
from __future__ import annotations

import inspect
from typing import Optional

import discord
from discord import app_commands
from discord.ext import commands

import engines
from bot.discord.adapter import DiscordAdapter
from bot.service.clocks import CLOCKS
from bot.service.computer_seats import DEFAULT_LEVEL, LEVEL_NAMES
from engines.base import Game, OptionSpec


P = inspect.Parameter


def _option_parameter(spec: OptionSpec) -> tuple[P, list[app_commands.Choice] | None]:
    if not spec.choices:
        return P(spec.name, P.POSITIONAL_OR_KEYWORD, default=None,
                 annotation=Optional[app_commands.Range[int, 0, 100000]]), None
    sample = spec.choices[0]
    if isinstance(sample, bool):
        return P(spec.name, P.POSITIONAL_OR_KEYWORD, default=None, annotation=Optional[bool]), None
    kind = int if isinstance(sample, int) else str
    choices = [app_commands.Choice(name=f"{value}" + (" (default)" if value == spec.default else ""),
                                   value=value) for value in spec.choices]
    return P(spec.name, P.POSITIONAL_OR_KEYWORD, default=None, annotation=Optional[kind]), choices


def _start_command(game: Game, adapter: DiscordAdapter) -> app_commands.Command:
    async def start(interaction: discord.Interaction, **values: object) -> None:
        opponents = [values.pop(name) for name in list(values) if name.startswith("opponent")]
        seated = values.pop("seats", None) == "listed"
        clock = values.pop("clock", None)
        record = values.pop("record", None)
        computers = values.pop("computers", None) or 0
        level = values.pop("level", None)
        options = {name: value for name, value in values.items() if value is not None}
        await adapter.start(interaction, game.key, [m for m in opponents if m is not None], options,
                             seated=seated, clock=clock, record=record, computers=computers, level=level)

    params = [P("interaction", P.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction),
              P("opponent", P.POSITIONAL_OR_KEYWORD, default=None, annotation=Optional[discord.User])]
    descriptions = {"opponent": "who you challenge (leave out to play computers; naming me seats one)"}
    for number in range(2, game.max_players):
        params.append(P(f"opponent{number}", P.POSITIONAL_OR_KEYWORD, default=None,
                        annotation=Optional[discord.User]))
        descriptions[f"opponent{number}"] = "another player to invite"
    choices: dict[str, list[app_commands.Choice]] = {}
    for spec in game.options:
        param, spec_choices = _option_parameter(spec)
        params.append(param)
        descriptions[spec.name] = str(spec.description)[:100]
        if spec_choices:
            choices[spec.name] = spec_choices
    params.append(P("seats", P.POSITIONAL_OR_KEYWORD, default=None, annotation=Optional[str]))
    descriptions["seats"] = "who sits where: dealt at random (default), or you first, then as listed"
    choices["seats"] = [app_commands.Choice(name="at random (default)", value="random"),
                        app_commands.Choice(name="as listed: you first", value="listed")]
    params.append(P("clock", P.POSITIONAL_OR_KEYWORD, default=None, annotation=Optional[str]))
    descriptions["clock"] = "time each player has for each turn (default: the server's, 3d unless changed)"
    choices["clock"] = [app_commands.Choice(name=name, value=name) for name in CLOCKS]
    params.append(P("computers", P.POSITIONAL_OR_KEYWORD, default=None,
                    annotation=Optional[app_commands.Range[int, 0, game.max_players - 1]]))
    descriptions["computers"] = "how many computer players take seats (the game is then unrated)"
    params.append(P("level", P.POSITIONAL_OR_KEYWORD, default=None, annotation=Optional[str]))
    descriptions["level"] = "how strong the computers play (default: normal)"
    choices["level"] = [app_commands.Choice(name=f"{name}{' (default)' if name == DEFAULT_LEVEL else ''}",
                                            value=name) for name in LEVEL_NAMES]
    params.append(P("record", P.POSITIONAL_OR_KEYWORD, default=None, annotation=Optional[discord.Attachment]))
    descriptions["record"] = "a game record (.ppn, from /record): start, unrated, from its last position"
    start.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    start.__qualname__ = start.__name__ = "start"
    callback = app_commands.describe(**descriptions)(start)
    if choices:
        callback = app_commands.choices(**choices)(callback)
    if game.min_players == game.max_players:
        who = f"{game.max_players} players"
    else:
        who = f"{game.min_players}–{game.max_players} players"
    return app_commands.Command(name="start", description=f"Challenge players to {game.title} ({who})",
                                callback=callback)


def build_group(game: Game, adapter: DiscordAdapter) -> app_commands.Group:
    group = app_commands.Group(name=game.key, description=f"Play {game.title}", guild_only=True)
    group.add_command(_start_command(game, adapter))

    @group.command(name="move", description=f"Make your move in {game.title}")
    @app_commands.describe(move="your move (the list shows your legal moves)",
                           game="the game id, when you have several")
    async def move(interaction: discord.Interaction, move: str, game: Optional[str] = None) -> None:
        await adapter.move(interaction, key, move, game)

    @group.command(name="board", description=f"Show the {game.title} board")
    @app_commands.describe(game="the game id, when you have several",
                           text="true: the board as text, for a screen reader or a slow link (only you see it)")
    async def board(interaction: discord.Interaction, game: Optional[str] = None, text: bool = False) -> None:
        await adapter.board(interaction, key, game, text=text)

    @group.command(name="record", description=f"The {game.title} game's record (PPN), as a file")
    @app_commands.describe(game="the game id, when you have several")
    async def record(interaction: discord.Interaction, game: Optional[str] = None) -> None:
        await adapter.record(interaction, "record", key, game)

    @group.command(name="replay", description=f"The {game.title} game so far as an animated picture")
    @app_commands.describe(game="the game id, when you have several")
    async def replay(interaction: discord.Interaction, game: Optional[str] = None) -> None:
        await adapter.record(interaction, "replay", key, game)

    @group.command(name="resign", description=f"Resign a {game.title} game (asks first)")
    @app_commands.describe(game="the game id, when you have several")
    async def resign(interaction: discord.Interaction, game: Optional[str] = None) -> None:
        await adapter.resign(interaction, key, game)

    @group.command(name="draw", description="Offer a draw to the others in the game")
    @app_commands.describe(game="the game id, when you have several")
    async def draw(interaction: discord.Interaction, game: Optional[str] = None) -> None:
        await adapter.agreement(interaction, "draw", key, game)

    @group.command(name="undo", description="Ask the others to let you take back your last move")
    @app_commands.describe(game="the game id, when you have several")
    async def undo(interaction: discord.Interaction, game: Optional[str] = None) -> None:
        await adapter.agreement(interaction, "undo", key, game)

    @group.command(name="abort", description="End the game with no result, before everyone has moved")
    @app_commands.describe(game="the game id, when you have several")
    async def abort(interaction: discord.Interaction, game: Optional[str] = None) -> None:
        await adapter.agreement(interaction, "abort", key, game)

    @group.command(name="rules", description=f"The rules of {game.title}, in short")
    async def rules(interaction: discord.Interaction) -> None:
        await adapter.rules(interaction, key)

    key = game.key

    @move.autocomplete("move")
    async def move_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await adapter.move_choices(interaction, key, current, interaction.namespace.game)

    async def game_autocomplete(interaction: discord.Interaction,
                                current: str) -> list[app_commands.Choice[str]]:
        return await adapter.game_choices(interaction, key, current)

    for command in (move, board, record, replay, resign, draw, undo, abort):
        command.autocomplete("game")(game_autocomplete)
    return group


class GamesCog(commands.Cog):
    """Adds the game groups to the tree when loaded, removes them when unloaded."""

    def __init__(self, bot: commands.Bot, adapter: DiscordAdapter) -> None:
        self.bot = bot
        self.groups = [build_group(game, adapter) for game in engines.GAMES.values()]

    async def cog_load(self) -> None:
        for group in self.groups:
            self.bot.tree.add_command(group, override=True)

    async def cog_unload(self) -> None:
        for group in self.groups:
            self.bot.tree.remove_command(group.name)
