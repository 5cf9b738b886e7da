"""The settings people keep: a server's (its default clock and reminders for new games, and its language)
and a user's (where their reminders go, and the language they last used); and which language a server's
public messages and pictures are in, and a user's direct messages.

A server's language is the one a manager chose (`/settings language:`), else the one its front end last
saw (Discord's `guild_locale`, told on each interaction: `Languages.seen`); a user's is the one their
front end last saw (Discord's `locale`): what reminders and direct messages are written in when no
interaction is there to say it. The local table is a server of its own.

Given: the storage and the runtime (its clock, for how long a language read is trusted)."""
from __future__ import annotations

from bot.service import clocks
from bot.service.runtime import Runtime
from bot.storage import Storage
from bot.words import DEFAULT_LOCALE, Words, locale_of, words

LANGUAGE = "language"  # a server's language, chosen by a manager
SEEN_LANGUAGE = "seen-language"  # a server's language as its front end last saw it
LOCALE = "locale"  # a user's language as their front end last saw it
# whether ratings carry over into a new season (widened) or start again: bot.service.seasons
SEASON, CARRY, RESET = "season", "carry", "reset"
SEASON_CHOICES = (CARRY, RESET)
EXPIRY = "challenge"  # how long a server's challenges wait (a name of `clocks.EXPIRIES`)
# who may create a tournament in a server (`/tournament create`): any member, or only its managers
TOURNAMENTS, ANYONE, MANAGERS = "tournaments", "anyone", "managers"
TOURNAMENT_CHOICES = (ANYONE, MANAGERS)
# how long a language read from the storage is trusted in this process: another process (a shard, the
# table) may change it meanwhile, and its messages follow within this
TRUSTED = 60.0


def settings_scope(guild: str | None) -> str:
    """Where a server's settings are kept (the local table is a server of its own)."""
    return f"guild:{guild}" if guild else "local"


def user_scope(user_id: str) -> str:
    """Where a user's settings are kept."""
    return f"user:{user_id}"


async def server_settings(storage: Storage, guild: str | None) -> dict[str, str]:
    """A server's defaults with every setting filled in (its language: see `Languages.of_server`)."""
    stored = await storage.settings(settings_scope(guild))
    return {"clock": stored.get("clock", clocks.DEFAULT_CLOCK), "reminders": stored.get("reminders", "on"),
            LANGUAGE: server_language(stored), EXPIRY: stored.get(EXPIRY, clocks.DEFAULT_EXPIRY),
            SEASON: stored.get(SEASON, CARRY), TOURNAMENTS: stored.get(TOURNAMENTS, ANYONE)}


def server_language(stored: dict[str, str]) -> str:
    """A server's language from its settings: chosen, else seen, else English."""
    return locale_of(stored.get(LANGUAGE) or stored.get(SEEN_LANGUAGE) or DEFAULT_LOCALE)


class Languages:
    """Which language a server and a user read, remembered for a while (TRUSTED seconds) so that a move
    costs no read of it; written only when it changes."""

    def __init__(self, storage: Storage, runtime: Runtime) -> None:
        self.storage = storage
        self.runtime = runtime
        # scope -> (its settings as last read or written, until when they are trusted)
        self._known: dict[str, tuple[dict[str, str], float]] = {}

    async def _settings(self, scope: str) -> dict[str, str]:
        now = self.runtime.clock()
        known = self._known.get(scope)
        if known is not None and known[1] > now:
            return known[0]
        stored = dict(await self.storage.settings(scope))
        self._known[scope] = (stored, now + TRUSTED)
        return stored

    def forget_server(self, guild: str | None) -> None:
        """A server's settings changed in this process: read them again."""
        self._known.pop(settings_scope(guild), None)

    def forget_user(self, user_id: str) -> None:
        """A user was forgotten (`/privacy forget`): nothing of theirs stays in this process."""
        self._known.pop(user_scope(user_id), None)

    async def of_server(self, guild: str | None) -> str:
        """The language of a server's public messages and pictures."""
        return server_language(await self._settings(settings_scope(guild)))

    async def of_user(self, user_id: str) -> str:
        """The language a user last used (English until they are seen)."""
        return locale_of((await self._settings(user_scope(user_id))).get(LOCALE))

    async def server_words(self, guild: str | None) -> Words:
        """The catalogue in a server's language, plain (for pictures and their words)."""
        return words(await self.of_server(guild))

    async def user_words(self, user_id: str) -> Words:
        return words(await self.of_user(user_id))

    async def seen(self, *, user: str | None = None, locale: str | None = None, guild: str | None = None,
                   guild_locale: str | None = None) -> None:
        """A front end saw a user (and their language) in a server (and its language): kept, when it
        changed, for what goes to them later without an interaction (reminders, direct messages, owed
        posts)."""
        if user is not None and locale:
            await self._keep(user_scope(user), LOCALE, locale_of(locale))
        if guild_locale:
            await self._keep(settings_scope(guild), SEEN_LANGUAGE, locale_of(guild_locale))

    async def _keep(self, scope: str, key: str, value: str) -> None:
        if (await self._settings(scope)).get(key) == value:
            return
        async with self.storage.transaction() as tx:
            await tx.put_setting(scope, key, value)
        self._known[scope] = ({**await self._settings(scope), key: value}, self.runtime.clock() + TRUSTED)
