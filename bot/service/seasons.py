"""Seasons of a server's standings (`/season start name:`, `/season list`, `/standings season:`).

A manager starts a season by its name: the standings of the season that ends (or, at the first start,
the standings the server had before any season, kept under the name `0`) are archived as they are, and
the new season's begin: each player's wins, losses and draws start again at 0, and their rating either
carries over with its uncertainty widened halfway back to a newcomer's (σ' = (σ + σ₀) / 2, μ kept; σ₀ =
25/3, openskill's default) or starts again at a newcomer's (μ = 25, σ = σ₀), as the server's
`/settings season:carry|reset` says (carry until changed). A player shows in a season's standings once
they have finished a game in it.

A season in which no game has been finished yet is not followed by another (a second `/season start`
then is refused in a sentence): so two starts at once, from two processes, start one season, and a
carried rating is never widened twice for nothing. Names are 1 to 40 characters, used once per server
whatever their case. Global standings are not seasonal: only a server's (and the table's) are.

Given: the storage and the runtime (its clock).
"""
from __future__ import annotations

from dataclasses import replace

import engines
from bot.service.replies import Refusal, Reply, User
from bot.service.runtime import Runtime
from bot.service.settings import CARRY, RESET, SEASON, settings_scope
from bot.service.standings import GLOBAL, MODEL, scope_of
from bot.storage import RatingRow, Storage
from bot.storage.rows import SeasonRow
from bot.storage.text import clean_name
from bot.words import Command, Moment
from engines.phrases import say

NAME_MOST = 40  # characters of a season's name
BEFORE = "0"  # the name the standings before a server's first season are archived under
WIDEN = 0.5  # how far a carried rating's σ goes back to a newcomer's: halfway


def carried(row: RatingRow, how: str) -> RatingRow:
    """A rating as the next season starts it: its record at 0; its uncertainty widened halfway back to a
    newcomer's (carry), or a newcomer's rating (reset)."""
    base = MODEL.rating()
    if how == RESET:
        mu, sigma = base.mu, base.sigma
    else:
        mu, sigma = row.mu, row.sigma + WIDEN * (base.sigma - row.sigma)
    return replace(row, mu=mu, sigma=sigma, wins=0, losses=0, draws=0, games=0)


def season_name(typed: str) -> str:
    """A season's name as kept (control characters out, white space runs one space), or a refusal."""
    name = clean_name(typed)
    if not name or len(name) > NAME_MOST:
        raise Refusal("refusal-season-name", typed=repr(typed[:NAME_MOST + 10]), most=NAME_MOST)
    return name


class Seasons:
    def __init__(self, storage: Storage, runtime: Runtime) -> None:
        self.storage = storage
        self.runtime = runtime

    async def start(self, user: User, guild: str | None, *, admin: bool, name: str) -> Reply:
        """`/season start name:` — managers only: archive the current standings and start new ones, in
        one transaction."""
        if not admin:
            raise Refusal("refusal-season-manager")
        name = season_name(name)
        scope = scope_of(guild)
        how = (await self.storage.settings(settings_scope(guild))).get(SEASON, CARRY)
        now = self.runtime.clock()
        async with self.storage.transaction() as tx:
            await tx.remember_names({user.id: user.name})
            current = await tx.season_now(scope)  # locks the server's seasons until the commit
            ratings = await tx.leaderboards(scope, list(engines.GAMES))
            played = any(row.games > 0 for row in ratings)
            if current is not None and not played:
                raise Refusal("refusal-season-empty", season=current.name)
            archived = None
            if played:
                archived = current.name if current is not None else BEFORE
                if current is None:
                    await tx.add_season(SeasonRow(scope, BEFORE, None, now))
                await tx.archive_season(scope, archived, now)
            if not await tx.add_season(SeasonRow(scope, name, now)):
                raise Refusal("refusal-season-taken", season=name)  # nothing is kept: the transaction rolls back
            await tx.save_ratings([carried(row, how) for row in ratings])
        lines = [say("service-season-started", season=name, mode=how)]
        if archived is not None:
            players = len({row.user_id for row in ratings if row.games > 0})
            lines.append(say("service-season-archived", season=archived, players=players,
                             command=Command("standings", (("season", archived),))))
        return Reply(tuple(lines))

    async def list(self, guild: str | None) -> Reply:
        """`/season list`: the server's seasons, when each started (and ended), how many players each has."""
        seasons = await self.storage.seasons(scope_of(guild))
        if not seasons:
            return Reply((say("service-seasons-none", command=Command("season start", (("name", "…"),))),),
                         private=True)
        lines = [say("service-seasons")]
        for season in seasons:
            if season.started is None:
                lines.append(say("service-season-before", season=season.name, players=season.players,
                                 ended=Moment(season.ended or 0.0, "day")))
            elif season.ended is None:
                lines.append(say("service-season-current", season=season.name, players=season.players,
                                 started=Moment(season.started, "day")))
            else:
                lines.append(say("service-season-line", season=season.name, players=season.players,
                                 started=Moment(season.started, "day"), ended=Moment(season.ended, "day")))
        lines.append(say("service-seasons-more", command=Command("standings", (("season", ""),))))
        return Reply(tuple(lines), private=True)

    async def archived(self, guild: str | None, scope: str, name: str) -> str | None:
        """The archived season `/standings season:` names (its name as kept), or None for the current
        season; an unknown name, or a season of the global standings, is refused in a sentence."""
        if scope == GLOBAL:
            raise Refusal("refusal-season-global")
        seasons = await self.storage.seasons(scope_of(guild))
        wanted = " ".join(name.split()).casefold()
        found = next((season for season in seasons if season.name.casefold() == wanted), None)
        if found is None:
            if not seasons:
                raise Refusal("refusal-season-none", typed=repr(name[:NAME_MOST + 10]),
                              command=Command("season start", (("name", "…"),)))
            raise Refusal("refusal-season-unknown", typed=repr(name[:NAME_MOST + 10]),
                          seasons=[season.name for season in seasons])
        return None if found.ended is None else found.name
