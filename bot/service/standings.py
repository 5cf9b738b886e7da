"""Results, openskill ratings (Plackett–Luce) and the leaderboards built on them.

Every finished game is recorded with its ranking and scores; standings count its wins, losses and draws
(a game with a computer seat counts nowhere in them: it is in the histories only); only rated games move
ratings. Each player has one rating per game per server, and one global one.
"""
from __future__ import annotations

from dataclasses import dataclass

from openskill.models import PlackettLuce

import engines
from bot.service.computer_seats import is_computer
from bot.service.replies import series
from bot.service.games import game_spec, unknown_name
from bot.service.replies import Action, Reply, User
from bot.storage import GameRow, RatingRow, ResultRow, Storage, Transaction
from bot.words import Channel, Command, Moment
from engines.base import State
from engines.phrases import Phrase, say
from engines.words import fmt_score

MODEL = PlackettLuce()
GLOBAL = "global"
LOCAL = "local"  # games at the local table, which has no server
PAGE_SIZE = 10
BEST_OF_EACH = 3
PROVISIONAL_UNDER = 5
SCALE = 40.0  # display points per openskill unit: a new player shows 1500 ± 333
SEASON_PAGES = "season:"  # a page button's value names an archived season's standings so


@dataclass(frozen=True)
class Standing:
    rank: int
    user_id: str
    name: str
    shown: int
    plus_minus: int
    wins: int
    losses: int
    draws: int
    games: int

    @property
    def provisional(self) -> bool:
        return self.games < PROVISIONAL_UNDER

    def line(self) -> Phrase:
        # a rating is a figure on a scale, not a quantity: written as it is ("1500", never "1,500")
        return say("service-standing", rank=self.rank, name=self.name, rating=str(self.shown),
                   margin=str(self.plus_minus), wins=self.wins, losses=self.losses, draws=self.draws,
                   games=self.games, provisional="yes" if self.provisional else "no")


def displayed(mu: float, sigma: float) -> tuple[int, int]:
    """The familiar scale, from openskill's ordinal (mu − 3σ): 1500 + 40 × ordinal, ± 40 × σ."""
    ordinal = mu - 3 * sigma
    return round(1500 + SCALE * ordinal), round(SCALE * sigma)


def outcomes(ranking: list[int]) -> list[str]:
    if all(place == 0 for place in ranking):
        return ["draw"] * len(ranking)
    return ["win" if place == 0 else "loss" for place in ranking]


def scope_of(guild: str | None) -> str:
    return guild or LOCAL


async def record_result(tx: Transaction, game: GameRow, state: State, *, rated: bool, now: float,
                        ranking: list[int] | None = None) -> None:
    """In the transaction that ends the game: the result, each player's outcome, and the ratings (the
    places are the engine's unless `ranking` gives them, as an agreed draw does)."""
    ranking = ranking or state.ranking() or [0] * len(game.players)
    results = outcomes(ranking)
    await tx.add_result(ResultRow(game.id, game.guild, game.key, game.players, ranking, state.scores(), rated,
                                  now, results))
    if any(is_computer(uid) for uid in game.players):
        return  # a game against the computer is in the players' histories only, never in the standings
    for scope in (scope_of(game.guild), GLOBAL):
        current = await tx.ratings_of(scope, game.key, game.players)
        await tx.save_ratings(rated_anew(scope, game.key, game.players, current, ranking, results, rated))


def rated_anew(scope: str, key: str, players: list[str], current: dict[str, RatingRow], ranking: list[int],
               results: list[str], rated: bool) -> list[RatingRow]:
    """Each player's rating and record after a game: openskill moves the rating of a rated game only;
    the record counts every game."""
    before = [current.get(uid) for uid in players]
    teams = [[MODEL.rating(mu=row.mu, sigma=row.sigma) if row else MODEL.rating()] for row in before]
    ranks: list[float] = list(ranking)  # openskill's annotation asks floats of places that are whole numbers
    after = MODEL.rate(teams, ranks=ranks) if rated else teams
    rows = []
    for seat, uid in enumerate(players):
        old = before[seat] or RatingRow(scope, key, uid, 0.0, 0.0)
        rating = after[seat][0]
        rows.append(RatingRow(scope, key, uid, rating.mu, rating.sigma,
                              wins=old.wins + (results[seat] == "win"),
                              losses=old.losses + (results[seat] == "loss"),
                              draws=old.draws + (results[seat] == "draw"), games=old.games + 1))
    return rows


async def board(storage: Storage, *, key: str, scope: str, offset: int = 0,
                limit: int = PAGE_SIZE, season: str | None = None) -> tuple[list[Standing], int]:
    """One page of a game's leaderboard in a scope (of an archived `season`, when given), best first; and
    how many players it has."""
    rows = await storage.ratings(scope, key, offset=offset, limit=limit, season=season) if limit else []
    standings = []
    for index, row in enumerate(rows):
        shown, pm = displayed(row.mu, row.sigma)
        standings.append(Standing(offset + index + 1, row.user_id, row.name or row.user_id, shown, pm, row.wins,
                                  row.losses, row.draws, row.games))
    return standings, await storage.rated_players(scope, key, season)


def title_of(key: str) -> str:
    """A game's title; an unknown key (typed at the table, or a stale command) is refused in words."""
    return game_spec(key).title


async def leaderboard(storage: Storage, *, key: str | None, scope: str, guild: str | None, page: int = 0,
                      season: str | None = None) -> Reply:
    """One game's leaderboard in pages of ten (with page buttons), or the best few of every game; of the
    current season, or of the archived `season` (a server's: `Seasons.archived` names it)."""
    where = GLOBAL if scope == "global" else scope_of(guild)
    shown = "global" if scope == "global" else "server"  # which standings: all servers', or this one's
    # a page button's value: which standings, then the page (a season's name may hold a "-": the last one splits)
    paging = scope if season is None else f"{SEASON_PAGES}{season}"
    if key is None:
        lines = [say("service-standings", scope=shown) if season is None
                 else say("service-standings-season", season=season)]
        for game_key, game in engines.GAMES.items():
            rows, total = await board(storage, key=game_key, scope=where, limit=BEST_OF_EACH, season=season)
            if rows:
                options = (("game", game_key),) + ((("season", season),) if season is not None else ())
                lines.append(say("service-standings-game-more", title=game.title, more=total - len(rows),
                                 command=Command("standings", options)) if total > len(rows)
                             else say("service-standings-game", title=game.title))
                lines.extend(row.line() for row in rows)
        return Reply(tuple(lines) if len(lines) > 1 else (_empty(shown, "telic", season),))
    total_rows = (await board(storage, key=key, scope=where, limit=0, season=season))[1]
    if not total_rows:
        return Reply((_empty(shown, key, season),))
    pages = -(-total_rows // PAGE_SIZE)
    page = min(max(page, 0), pages - 1)
    rows, _ = await board(storage, key=key, scope=where, offset=page * PAGE_SIZE, season=season)
    header = say("service-standings-page", title=title_of(key), scope=shown, page=page + 1, pages=pages) \
        if season is None else say("service-standings-season-page", title=title_of(key), season=season,
                                   page=page + 1, pages=pages)
    lines = [header, *(row.line() for row in rows)]
    actions = []
    if page > 0:
        actions.append(Action(say("service-button-previous"), "page", key, f"{paging}-{page - 1}"))
    if page + 1 < pages:
        actions.append(Action(say("service-button-next"), "page", key, f"{paging}-{page + 1}", style="primary"))
    return Reply(tuple(lines), actions=actions)


def _empty(scope: str, key: str, season: str | None = None) -> Phrase:
    if season is not None:
        return say("service-standings-season-empty", season=season)
    return say("service-standings-empty", scope=scope, start=Command(f"{key} start", (("opponent", "@friend"),)))


async def history(storage: Storage, user: User, *, key: str | None = None, limit: int = 10) -> Reply:
    """A user's last finished games: result, opponents, and a link to where each was played."""
    rows = await storage.history(user.id, key=key, limit=limit)
    if not rows:
        if key:
            return Reply((say("service-history-empty-of", name=user.name, title=title_of(key)),))
        return Reply((say("service-history-empty", name=user.name),))
    names = await storage.names(sorted({uid for row in rows for uid in row.players}))
    lines = [say("service-history", name=user.name)]
    for row in rows:
        others = series([names.get(uid, unknown_name(uid)) for uid in row.players if uid != user.id])
        # the scores in figures, as a game's sheet writes them ("3–2")
        scores = say("service-history-scores", scores="–".join(fmt_score(s) for s in row.scores)) if row.scores else ""
        room = say("service-history-room", channel=Channel(row.home)) if row.home.isdigit() else ""
        lines.append(say("service-history-line", game=row.game_id, title=title_of(row.key), others=others,
                         outcome=row.outcome, scores=scores, rated="yes" if row.rated else "no", room=room,
                         when=Moment(int(row.finished), "day")))
    return Reply(tuple(lines))
