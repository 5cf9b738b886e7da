"""Every command the bot has, declared once as data: the per-game groups (`/telic start|move|board|…`,
with each game's own options from its engine) and the lobby commands (`/games`, `/standings`, …).

Generated from it: the Discord command tree (`bot.discord.cogs`), its localisations (the catalogue's
messages `command-…`, through `bot.discord.translator`), the local table's parser (`bot.table.parser`),
and every help text (Discord's `/help`, the table's `help`; the README's command tables are checked
against it by a test). Nothing here knows Discord or the terminal: each front end says how its users
write an option (`Syntax`) and what a command does (its handlers).

Words a person reads are `Label`s: a catalogue message (its value: a name; or one of its attributes:
`.description`, Discord's line beside a command or an option, at most 100 characters; `.help`, the
command's line in the help texts), or wordless text that is the same in every language (a game's key,
a clock such as `1h`).
"""
from __future__ import annotations

import enum
import functools
import logging
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from babel.lists import format_list

import engines
from bot.service.clocks import CLOCKS, DEFAULT_EXPIRY, EXPIRIES, NOTIFY_CHOICES, VACATION_MAX_DAYS
from bot.service.computer_seats import DEFAULT_LEVEL, LEVEL_NAMES
from bot.service.digests import DIGEST_CHOICES
from bot.service.records import DEFAULT_SPEED, SPEEDS
from bot.service.settings import CARRY, SEASON_CHOICES
from bot.service.settings import ANYONE, TOURNAMENT_CHOICES
from bot.service.tournaments import FORMATS
from bot.service.admin import ACTIONS as ADMIN_ACTIONS
from bot.words import DEFAULT_LOCALE, LOCALES, catalogue, language_name, words
from bot.words.values import babel_locale
from engines.base import Game, OptionSpec
from engines.phrases import Phrase

log = logging.getLogger(__name__)
DESCRIPTION = 100  # Discord's limit on a command's or an option's description, in every language
WHOLE_MOST = 100000  # a game's whole-number option (a move limit) is at most this on Discord


# ---- words -------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Label:
    """Words a person reads: the catalogue message `key` (its value, or its attribute `part`) with its
    arguments; with no key, `text` as it is in every language (a game's key, `1h`, `8`)."""

    key: str | None
    part: str | None = None
    args: tuple[tuple[str, Any], ...] = ()
    text: str = ""

    def said(self, locale: str = DEFAULT_LOCALE) -> str:
        """The words in `locale` (English where that language lacks the message)."""
        if self.key is None:
            return self.text
        bundles = catalogue().bundles
        bundle = bundles.get(locale, bundles[DEFAULT_LOCALE])
        if not self.has(locale):
            bundle = bundles[DEFAULT_LOCALE]
            if not self.has(DEFAULT_LOCALE):  # an engine's description that is no message: its own words
                return words(locale)(Phrase(self.key, dict(self.args)))
        message = bundle.get_message(self.key)
        pattern = message.attributes[self.part] if self.part else message.value
        assert pattern is not None, "has() found the value or the attribute in this bundle"
        text, errors = bundle.format_pattern(pattern, {name: _argument(value, locale) for name, value in self.args})
        if errors:  # a variable missing or mistyped: the words are said as far as they go, and it is logged
            log.warning("message %s%s in %s: %s", self.key, f".{self.part}" if self.part else "", locale,
                        "; ".join(str(error) for error in errors))
        # a whole pattern resolves to text (fluent.runtime's FluentNone only stands for a cyclic reference
        # inside one), as the catalogue's `say` takes it
        return str(text)

    def has(self, locale: str) -> bool:
        """Whether `locale`'s catalogue has these words (wordless text is the same in every language)."""
        if self.key is None:
            return True
        bundle = catalogue().bundles.get(locale)
        if bundle is None or not bundle.has_message(self.key):
            return False
        message = bundle.get_message(self.key)
        return self.part in message.attributes if self.part else message.value is not None

    def of(self, part: str) -> Label:
        """The same message's attribute `part` (`description`, `help`), with the same arguments."""
        return Label(self.key, part, self.args)


def _argument(value: Any, locale: str) -> Any:
    if isinstance(value, Label):
        return value.said(locale)
    if isinstance(value, Phrase):
        return words(locale)(value)
    if isinstance(value, (list, tuple)):
        return format_list([str(_argument(item, locale)) for item in value], locale=babel_locale(locale))
    return value


def wordless(text: object) -> Label:
    return Label(None, text=str(text))


def _message(key: str, **args: Any) -> Label:
    return Label(key, None, tuple(args.items()))


# ---- the declarations -----------------------------------------------------------------------------
class Kind(enum.Enum):
    """What an option takes (Discord's option types; the table reads each from a typed word)."""

    TEXT = "text"
    WHOLE = "whole"  # a whole number
    FLAG = "flag"  # true or false
    USER = "user"
    MEMBER = "member"  # a user, as a member of the server where one is
    FILE = "file"  # an attachment on Discord, a path at the table
    CHANNEL = "channel"  # a text channel of the server on Discord (its id), a name at the table


class Bare(enum.Enum):
    """How the table takes an option typed without its name (`name=value` always works)."""

    NO = "no"
    REST = "rest"  # every word no other option takes, joined (a move: `/telic move roll`)
    MENTION = "mention"  # an `@name` (the first such option still free takes it)
    CHOICE = "choice"  # one of its choices' values (`/standings telic global`)


class Complete(enum.Enum):
    """Where Discord's autocomplete of an option comes from."""

    MOVES = "moves"  # the caller's legal moves
    GAMES = "games"  # the caller's games


DISCORD = "discord"
TABLE = "table"
EVERYWHERE = frozenset({DISCORD, TABLE})


@dataclass(frozen=True)
class Choice:
    value: str | int
    label: Label


@dataclass(frozen=True)
class Option:
    name: str  # as typed, in English, on Discord and at the table
    kind: Kind
    label: Label  # the name in each language (its message's value)
    description: Label
    required: bool = False
    choices: tuple[Choice, ...] = ()
    low: int | None = None
    high: int | None = None
    complete: Complete | None = None
    bare: Bare = Bare.NO
    placeholder: str = ""  # the table's usage shows the value so: `<id>`, `PATH`, `N`
    engine: bool = False  # one of the game's own options (`OptionSpec`): the engine checks its value

    @property
    def values(self) -> tuple[str | int, ...]:
        return tuple(choice.value for choice in self.choices)


@dataclass(frozen=True)
class Command:
    name: str  # as typed, in English
    label: Label  # its message: the value is the name in each language; `.description`, `.help`
    description: Label
    options: tuple[Option, ...] = ()
    children: tuple[Command, ...] = ()  # a group's subcommands
    game: str | None = None  # the key of the game whose group it is (or belongs to)
    guild_only: bool = False
    fronts: frozenset[str] = EVERYWHERE
    open: bool = False  # the table keeps `name=value` words of no declared option, and more `@name`s
    # than the options take, for the service and the engine to judge (a challenge's options and players)
    group: str | None = None  # the lobby group whose subcommand it is (`/season start`: "season")

    @property
    def help(self) -> Label:
        return self.label.of("help")

    def option(self, name: str) -> Option | None:
        """The option of that name, case-insensitively."""
        folded = name.casefold()
        return next((option for option in self.options if option.name == folded), None)

    def child(self, name: str, front: str) -> Command | None:
        folded = name.casefold()
        return next((child for child in self.children if child.name == folded and front in child.fronts), None)

    def on(self, front: str) -> tuple[Command, ...]:
        """Its subcommands that front end has."""
        return tuple(child for child in self.children if front in child.fronts)


def _command(name: str, key: str, options: tuple[Option, ...] = (), *, args: Mapping[str, Any] | None = None,
             **fields: Any) -> Command:
    """A command whose message `key` names it, describes it (with `args`) and says its help line."""
    return Command(name, Label(key), Label(key, "description", tuple((args or {}).items())), options, **fields)


def _option(name: str, kind: Kind, key: str, *, description: Label | None = None, **fields: Any) -> Option:
    label = Label(key)
    return Option(name, kind, label, description or label.of("description"), **fields)


def _choices(values: Sequence[str], keys: Mapping[str, str] | None = None,
             default: object = None) -> tuple[Choice, ...]:
    """Choices whose label is a message of `keys` (wordless where none), "(default)" beside the default."""
    found = []
    for value in values:
        label = Label(keys[value]) if keys and value in keys else wordless(value)
        if value == default:
            label = _message("command-choice-default", choice=label)
        found.append(Choice(value, label))
    return tuple(found)


def engine_option(spec: OptionSpec) -> Option:
    """A game's own option, as the engine declares it (its description is the engine's words)."""
    label = Label(f"command-option-{spec.name.replace('_', '-')}")
    description = _engine_words(spec.description)
    fields: dict[str, Any] = {"engine": True, "placeholder": "N"}
    if not spec.choices:
        return Option(spec.name, Kind.WHOLE, label, description, low=0, high=WHOLE_MOST, **fields)
    sample = spec.choices[0]
    if isinstance(sample, bool):
        return Option(spec.name, Kind.FLAG, label, description, **fields)
    choices = []
    for value in spec.choices:
        said = Label(f"command-choice-{value}") if isinstance(value, str) else wordless(value)
        if value == spec.default:
            said = _message("command-choice-default", choice=said)
        choices.append(Choice(value, said))
    kind = Kind.WHOLE if isinstance(sample, int) else Kind.TEXT
    return Option(spec.name, kind, label, description, choices=tuple(choices), **fields)


def _engine_words(description: object) -> Label:
    """An engine's description of an option: a phrase, a message's key, or (until its words are in the
    catalogue) its own text."""
    if isinstance(description, Phrase):
        return Label(description.key, None, tuple(description.args.items()))
    text = str(description)
    return Label(text) if catalogue().has(text) else wordless(text)


def _game_id() -> Option:
    return _option("game", Kind.TEXT, "command-game", complete=Complete.GAMES, placeholder="<id>")


def start_options(game: Game) -> tuple[Option, ...]:
    """A challenge's options: the players invited, the game's own options, the seating, the clock, the
    computers and a record to start from."""
    options = [_option("opponent", Kind.USER, "command-opponent", bare=Bare.MENTION, placeholder="@name")]
    for number in range(2, game.max_players):
        more = _message("command-opponent-more", number=number)
        options.append(Option(f"opponent{number}", Kind.USER, more, more.of("description"), bare=Bare.MENTION,
                              placeholder="@name"))
    options += [engine_option(spec) for spec in game.options]
    options += [
        _option("seats", Kind.TEXT, "command-seats", choices=(
            Choice("random", _message("command-choice-default", choice=Label("command-seats-random"))),
            Choice("listed", Label("command-seats-listed")))),
        _option("clock", Kind.TEXT, "command-clock", choices=_choices(list(CLOCKS), {"none": "command-clock-none"})),
        _option("computers", Kind.WHOLE, "command-computers", low=0, high=game.max_players - 1, placeholder="N"),
        _option("level", Kind.TEXT, "command-level", choices=_choices(LEVEL_NAMES, LEVEL_KEYS, DEFAULT_LEVEL)),
        _option("record", Kind.FILE, "command-record-file", placeholder="PATH"),
    ]
    if game.max_players > 2:  # an open challenge's seats, the challenger's among them (or all the named players)
        options.append(_option("players", Kind.WHOLE, "command-players", low=game.min_players,
                               high=game.max_players, placeholder="N"))
    return tuple(options)


LEVEL_KEYS = {"easy": "command-level-easy", "normal": "command-level-normal", "hard": "command-level-hard",
              "expert": "command-level-expert"}
SPEED_KEYS = {"slow": "command-speed-slow", "normal": "command-speed-normal", "fast": "command-speed-fast"}


def replay_options() -> tuple[Option, ...]:
    """A replay's stretch (`from`, `to`: the record's entry numbers) and speed."""
    return (
        _option("from", Kind.WHOLE, "command-replay-from", low=0, high=WHOLE_MOST, placeholder="N"),
        _option("to", Kind.WHOLE, "command-replay-to", low=0, high=WHOLE_MOST, placeholder="N"),
        _option("speed", Kind.TEXT, "command-speed", choices=_choices(list(SPEEDS), SPEED_KEYS, DEFAULT_SPEED)),
    )


def game_group(game: Game) -> Command:
    """`/<key> start|move|moves|board|record|replay|resign|draw|undo|abort|plan|rules` of one game (`moves` is
    the table's: Discord's autocomplete of `move` lists the moves there)."""
    title = {"game": game.title}
    if game.min_players == game.max_players:
        players = str(game.max_players)
    else:
        players = f"{game.min_players}–{game.max_players}"
    game_id = (_game_id(),)

    def sub(name: str, key: str, options: tuple[Option, ...] = game_id, **fields: Any) -> Command:
        return _command(name, key, options, game=game.key, **{"args": title, **fields})

    children = (
        sub("start", "command-start", start_options(game), open=True,
            args={**title, "players": players}),
        sub("move", "command-move", (_option("move", Kind.TEXT, "command-move-notation", required=True,
                                             complete=Complete.MOVES, bare=Bare.REST, placeholder="<move>"),
                                     *game_id)),
        sub("moves", "command-moves", (_option("text", Kind.TEXT, "command-moves-text", bare=Bare.REST,
                                               placeholder="[text]"), *game_id), fronts=frozenset({TABLE})),
        sub("board", "command-board", (*game_id, _option("text", Kind.FLAG, "command-text", placeholder="true"))),
        sub("record", "command-record"),
        sub("replay", "command-replay", (*game_id, *replay_options())),
        # the computer's help (bot.service.reviews): a hint in a casual game, a review of a finished one
        sub("hint", "command-hint"),
        sub("review", "command-review"),
        sub("resign", "command-resign"),
        sub("draw", "command-draw"),
        sub("undo", "command-undo"),
        sub("abort", "command-abort"),
        # conditional moves: the waiting player's answers to the moves they expect (bot.service.plans)
        sub("plan", "command-plan", (_option("moves", Kind.TEXT, "command-plan-moves", bare=Bare.REST,
                                             placeholder="<move>, <move>, …"),
                                     _option("clear", Kind.FLAG, "command-plan-clear", placeholder="true"),
                                     *game_id)),
        # an interactive lesson, privately (bot.service.lessons)
        sub("learn", "command-learn", ()),
        # puzzles (bot.service.puzzles): privately, answered from its menu or typed as a move
        sub("puzzle", "command-puzzle", (_option("answer", Kind.TEXT, "command-puzzle-answer", bare=Bare.REST,
                                                 placeholder="<move>"),
                                         _option("puzzle", Kind.TEXT, "command-puzzle-number", placeholder="<number>"))),
        sub("rules", "command-rules", ()),
    )
    return Command(game.key, wordless(game.key), Label("command-play", "description", tuple(title.items())),
                   children=children, game=game.key, guild_only=True)


def lobby_commands() -> tuple[Command, ...]:
    """The commands about every game at once."""
    titles = tuple(Choice(key, wordless(game.title)) for key, game in engines.GAMES.items())
    return (
        _command("games", "command-games", guild_only=True),
        _command("standings", "command-standings", (
            _option("game", Kind.TEXT, "command-standings-game", choices=titles, bare=Bare.CHOICE),
            _option("scope", Kind.TEXT, "command-scope", bare=Bare.CHOICE, choices=(
                Choice("server", Label("command-scope-server")), Choice("global", Label("command-scope-global")))),
            # an archived season of this server's standings (default: the current one)
            _option("season", Kind.TEXT, "command-standings-season", placeholder="<name>"))),
        # seasons of this server's standings: a manager starts one; anyone lists them
        Command("season", Label("command-season"), Label("command-season", "description"), children=(
            _command("start", "command-season-start", (
                _option("name", Kind.TEXT, "command-season-name", required=True, bare=Bare.REST,
                        placeholder="<name>"),), group="season"),
            _command("list", "command-season-list", group="season")), guild_only=True),
        # puzzles: a manager has one posted every day in a channel
        Command("puzzle", Label("command-puzzles"), Label("command-puzzles", "description"), children=(
            _command("daily", "command-puzzle-daily", (
                _option("channel", Kind.CHANNEL, "command-puzzle-channel", placeholder="<channel>"),
                _option("off", Kind.FLAG, "command-puzzle-off", placeholder="true")), group="puzzle"),),
            guild_only=True),
        _command("history", "command-history", (
            _option("user", Kind.MEMBER, "command-history-user", bare=Bare.MENTION, placeholder="@name"),
            _option("game", Kind.TEXT, "command-history-game", choices=titles, bare=Bare.CHOICE))),
        _command("next", "command-next"),  # the caller's turns in every server: not tied to one
        # the seek pool of this server (the table's own pool at the table)
        _command("seek", "command-seek", (
            _option("games", Kind.TEXT, "command-seek-games", placeholder="<telic,coins>"),
            _option("clock", Kind.TEXT, "command-seek-clock", placeholder="<1d|1d-3d>"),
            _option("players", Kind.WHOLE, "command-seek-players", low=2,
                    high=max(game.max_players for game in engines.GAMES.values()), placeholder="N"),
            _option("rated", Kind.FLAG, "command-seek-rated", placeholder="true|false")), guild_only=True),
        _command("unseek", "command-unseek", (
            _option("seek", Kind.TEXT, "command-unseek-seek", placeholder="<number>"),), guild_only=True),
        _command("settings", "command-settings", (
            _option("clock", Kind.TEXT, "command-settings-clock",
                    choices=_choices(list(CLOCKS), {"none": "command-clock-none"})),
            _option("reminders", Kind.TEXT, "command-reminders",
                    choices=_choices(("on", "off"), {"on": "command-reminders-on", "off": "command-reminders-off"})),
            # each language by its own name, whatever the reader's (a choice a reader of another must find)
            _option("language", Kind.TEXT, "command-language",
                    choices=tuple(Choice(locale, wordless(language_name(locale))) for locale in LOCALES)),
            # how long a challenge waits for its answers, or an open one for its players
            _option("challenge", Kind.TEXT, "command-settings-challenge",
                    choices=_choices(list(EXPIRIES), default=DEFAULT_EXPIRY)),
            # whether ratings carry over into a new season (their uncertainty widened) or start again
            _option("season", Kind.TEXT, "command-settings-season",
                    choices=_choices(SEASON_CHOICES, SEASON_KEYS, CARRY)),
            # who may create a tournament: any member, or managers only
            _option("tournaments", Kind.TEXT, "command-settings-tournaments",
                    choices=_choices(TOURNAMENT_CHOICES, TOURNAMENTS_KEYS, ANYONE))),
            guild_only=True),
        _command("notify", "command-notify", (
            _option("where", Kind.TEXT, "command-where", choices=_choices(NOTIFY_CHOICES, WHERE_KEYS)),
            # the daily digest: independent of where the reminders of each turn go
            _option("digest", Kind.TEXT, "command-digest", choices=_choices(DIGEST_CHOICES, DIGEST_KEYS)),
            _option("at", Kind.WHOLE, "command-at", low=0, high=23, placeholder="<0..23>"),
            _option("tz", Kind.TEXT, "command-tz", placeholder="<zone>"))),
        _command("vacation", "command-vacation", (
            _option("days", Kind.WHOLE, "command-days", required=True, low=0, high=VACATION_MAX_DAYS,
                    description=_message("command-days", most=VACATION_MAX_DAYS).of("description"),
                    placeholder=f"<0..{VACATION_MAX_DAYS}>"),)),
        _command("help", "command-help", fronts=frozenset({DISCORD})),
        # a player's data (bot.service.privacy): a copy of everything stored about them, or forget them
        Command("privacy", Label("command-privacy"), Label("command-privacy", "description"), children=(
            _command("export", "command-privacy-export", group="privacy"),
            _command("forget", "command-privacy-forget", group="privacy"))),
    )


def tournament_group() -> Command:
    """`/tournament create|start|standings|withdraw` (bot.service.tournaments): a lobby group, for every
    game at once; a game's own options are one text `options:` (Discord cannot declare them per game in
    one command), or `name=value` words at the table."""
    titles = tuple(Choice(key, wordless(game.title)) for key, game in engines.GAMES.items())
    target = (_option("tournament", Kind.TEXT, "command-tournament-id", placeholder="<id>"),)

    def sub(name: str, key: str, options: tuple[Option, ...] = target, **fields: Any) -> Command:
        return _command(name, key, options, group="tournament", guild_only=True, **fields)

    create = sub("create", "command-tournament-create", (
        _option("game", Kind.TEXT, "command-tournament-game", required=True, choices=titles, bare=Bare.CHOICE),
        _option("format", Kind.TEXT, "command-tournament-format", bare=Bare.CHOICE,
                choices=_choices(FORMATS, default=FORMATS[0])),
        _option("rounds", Kind.WHOLE, "command-tournament-rounds", low=1, high=30, placeholder="N"),
        _option("clock", Kind.TEXT, "command-tournament-clock",
                choices=_choices(list(CLOCKS), {"none": "command-clock-none"})),
        _option("players", Kind.TEXT, "command-tournament-players", placeholder="<min-max>"),
        _option("signup", Kind.TEXT, "command-tournament-signup", placeholder="<30m|1h|1d>"),
        _option("rated", Kind.FLAG, "command-tournament-rated", placeholder="true|false"),
        _option("table", Kind.WHOLE, "command-tournament-table", low=2,
                high=max(game.max_players for game in engines.GAMES.values()), placeholder="N"),
        _option("options", Kind.TEXT, "command-tournament-options", placeholder="<name=value ...>"),
        # off: as OGS's no-vacation tournaments, a player's vacation does not stop their clocks
        _option("vacation", Kind.TEXT, "command-tournament-vacation",
                choices=_choices(("on", "off"), {"on": "command-tournament-vacation-on",
                                                 "off": "command-tournament-vacation-off"}, "on"))), open=True)
    children = (create, sub("start", "command-tournament-start"), sub("standings", "command-tournament-standings"),
                sub("withdraw", "command-tournament-withdraw"))
    return Command("tournament", Label("command-tournament"), Label("command-tournament", "description"),
                   children=children, guild_only=True)


def admin_group() -> Command:
    """`/admin channels|end|block|unblock|log` (bot.service.admin): a server's managers' tools, for members
    with Manage Server (at the table, whoever sits there)."""
    def sub(name: str, key: str, options: tuple[Option, ...] = (), **fields: Any) -> Command:
        return _command(name, key, options, group="admin", guild_only=True, **fields)

    def user() -> tuple[Option, ...]:
        return (_option("user", Kind.USER, "command-admin-user", required=True, bare=Bare.MENTION,
                        placeholder="@name"),)

    children = (
        # without options: the channels where games may start; `channel:` adds one, `action:` says otherwise
        sub("channels", "command-admin-channels", (
            _option("channel", Kind.CHANNEL, "command-admin-channel", placeholder="#channel"),
            _option("action", Kind.TEXT, "command-admin-action",
                    choices=_choices(ADMIN_ACTIONS, ADMIN_ACTION_KEYS, ADMIN_ACTIONS[0])))),
        sub("end", "command-admin-end", (
            _option("game", Kind.TEXT, "command-admin-game", required=True, placeholder="<id>"),
            _option("reason", Kind.TEXT, "command-admin-reason", required=True, bare=Bare.REST,
                    placeholder="<reason>"))),
        sub("block", "command-admin-block", user()),
        sub("unblock", "command-admin-unblock", user()),
        sub("log", "command-admin-log"),
    )
    return Command("admin", Label("command-admin"), Label("command-admin", "description"), children=children,
                   guild_only=True)


ADMIN_ACTION_KEYS = {"add": "command-admin-action-add", "remove": "command-admin-action-remove",
                     "all": "command-admin-action-all"}
WHERE_KEYS = {"thread": "command-where-thread", "dm": "command-where-dm", "off": "command-where-off"}
DIGEST_KEYS = {"off": "command-digest-off", "daily": "command-digest-daily"}
SEASON_KEYS = {"carry": "command-season-carry", "reset": "command-season-reset"}
TOURNAMENTS_KEYS = {"anyone": "command-tournaments-anyone", "managers": "command-tournaments-managers"}


@functools.cache
def all_commands() -> tuple[Command, ...]:
    """Every top-level command: a group per registered game, then the lobby's."""
    return tuple(game_group(game) for game in engines.GAMES.values()) + lobby_commands() + (tournament_group(),) \
        + (admin_group(),)


def command(name: str, front: str) -> Command | None:
    """The top-level command `name` (case-insensitively) that front end has."""
    folded = name.casefold()
    return next((found for found in all_commands() if found.name == folded and front in found.fronts), None)


def walk(commands: Sequence[Command] | None = None) -> Iterator[Command]:
    """Every command and subcommand, depth first."""
    for found in all_commands() if commands is None else commands:
        yield found
        yield from walk(found.children)


# ---- a challenge's values -----------------------------------------------------------------------------
@dataclass
class Start:
    """A challenge's values, however typed: the opponents, the game's own options, and the service's."""

    opponents: list[Any] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    seats: Any = None
    clock: Any = None
    computers: Any = None
    level: Any = None
    record: Any = None
    players: Any = None  # an open challenge's seats (games of more than two)


def start_values(start: Command, values: Mapping[str, Any]) -> Start:
    """The values of a `start` (by option name; None: not given) sorted out: opponents in order, the
    game's options (the given ones), and the rest by name."""
    found = Start()
    for option in start.options:
        value = values.get(option.name)
        if value is None:
            continue
        if option.bare is Bare.MENTION:
            found.opponents.append(value)
        elif option.engine:
            found.options[option.name] = value
        else:
            setattr(found, option.name, value)
    return found


# ---- help texts ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Syntax:
    """How a front end's users write commands: option names in their language or in English, and the
    separator between an option's name and its value (`clock:1d` on Discord, `clock=1d` at the table)."""

    front: str
    separator: str
    localised: bool  # names in the reader's language (Discord's client shows them so)


DISCORD_SYNTAX = Syntax(DISCORD, ":", localised=True)
TABLE_SYNTAX = Syntax(TABLE, "=", localised=False)


def name_in(label: Label, name: str, syntax: Syntax, locale: str) -> str:
    return label.said(locale) if syntax.localised else name


def path_of(found: Command, syntax: Syntax, locale: str, *, generic: bool = True) -> str:
    """`/<game> move` (a game's subcommand, for any game) or `/games`, in the syntax's names."""
    if found.group is not None:  # a lobby group's subcommand: `/season start`
        group = command(found.group, syntax.front)
        assert group is not None, found.group
        return f"/{name_in(group.label, group.name, syntax, locale)} {name_in(found.label, found.name, syntax, locale)}"
    if found.game is None or found.children:
        return "/" + name_in(found.label, found.name, syntax, locale)
    game = f"<{Label('command-help-game').said(locale) if syntax.localised else 'game'}>" if generic else found.game
    return f"/{game} " + name_in(found.label, found.name, syntax, locale)


def written(path: str, options: Sequence[tuple[str, str]], syntax: Syntax, locale: str = DEFAULT_LOCALE) -> str:
    """A command the service names (`telic start` with `opponent` `@friend`; `<game> board`) as the
    syntax's users type it: `/telic start opponent:@friend` on Discord (names in the reader's language),
    `/telic start @friend` at the table (an option the table takes bare written bare). An option given
    without a value names it only (`record:`). A path the front end has no command for is written as given."""
    words = path.split()
    generic = bool(words) and words[0] == "<game>"
    found = next((group for group in all_commands() if group.children), None) if generic \
        else command(words[0], syntax.front) if words else None
    if found is not None and len(words) > 1:
        found = found.child(words[1], syntax.front)
    if found is None:
        return " ".join([f"/{path}", *(f"{name}{syntax.separator}{value}" for name, value in options)])
    parts = [path_of(found, syntax, locale, generic=generic)]
    for name, value in options:
        option = found.option(name)
        if option is None:
            parts.append(f"{name}{syntax.separator}{value}")
        elif value and syntax.front == TABLE and option.bare is not Bare.NO:
            parts.append(value)  # `@friend`, a move, one of its choices: typed bare at the table
        else:
            parts.append(f"{name_in(option.label, option.name, syntax, locale)}{syntax.separator}{value}")
    return " ".join(parts)


def option_written(name: str, value: str, syntax: Syntax, locale: str = DEFAULT_LOCALE) -> str:
    """An option named on its own (`game:` to say which game; `game:ab3cd`), as the syntax's users type it
    in any command that has it: its name in the reader's language on Discord (`partie:`), `game=` at the
    table."""
    option = next((found for command_ in walk() if syntax.front in command_.fronts
                   for found in command_.options if found.name == name), None)
    shown = name if option is None else name_in(option.label, name, syntax, locale)
    return f"{shown}{syntax.separator}{value}"


def usage(found: Command, syntax: Syntax, locale: str = DEFAULT_LOCALE) -> str:
    """A command as typed, with its options: `/<game> move <move> [game=<id>]`. A game's own options (they
    differ from game to game) are `[option=value ...]`; `/<game> rules` names them."""
    parts = [path_of(found, syntax, locale)]
    mentions = 0
    engine = False
    for option in found.options:
        name = name_in(option.label, option.name, syntax, locale)
        if option.engine:
            if not engine:
                parts.append(f"[option{syntax.separator}value ...]")
            engine = True
            continue
        if option.bare is Bare.MENTION and syntax.front == TABLE:
            mentions += 1  # typed bare, one after another: a challenge names as many as it likes
            if mentions == 1:
                parts.append(f"{option.placeholder} [{option.placeholder} ...]" if found.open
                             else f"[{option.placeholder}]")
            continue
        if option.bare is Bare.REST and syntax.front == TABLE:
            parts.append(option.placeholder)
            continue
        if option.bare is Bare.CHOICE and syntax.front == TABLE:
            shown = name if len(option.choices) > 3 else "|".join(str(value) for value in option.values)
            parts.append(f"[{shown}]")
            continue
        if option.choices and len(option.choices) <= 5:
            value = "|".join(str(value) for value in option.values)
        else:
            value = option.placeholder or f"<{option.name}>"
        written = f"{name}{syntax.separator}{value}"
        parts.append(written if option.required else f"[{written}]")
    return " ".join(parts)


def help_entries(syntax: Syntax, locale: str = DEFAULT_LOCALE) -> list[tuple[Command, str, str]]:
    """(command, its usage, its help line) of every command the syntax's front end has, a game's
    subcommands once for every game."""
    entries = []
    sample = next(found for found in all_commands() if found.children)  # the games' groups are alike
    for found in all_commands():
        if syntax.front not in found.fronts or (found.children and found.game and found is not sample):
            continue
        for shown in found.on(syntax.front) or (found,):
            entries.append((shown, usage(shown, syntax, locale), shown.help.said(locale)))
    return entries
