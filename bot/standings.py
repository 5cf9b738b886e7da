"""Results, openskill ratings (Plackett–Luce) and the leaderboards built on them.

Every finished game is recorded with its ranking and scores; standings count its wins, losses and draws;
only rated games move ratings. Each player has one rating per game per server, and one global one.
"""
from __future__ import annotations

import json
from dataclasses import dataclass

from openskill.models import PlackettLuce

import engines
from engines.base import State

MODEL = PlackettLuce()
GLOBAL = "global"
LOCAL = "local"  # games at the local table, which has no server
PAGE_SIZE = 10
BEST_OF_EACH = 3
PROVISIONAL_UNDER = 5
SCALE = 40.0  # display points per openskill unit: a new player shows 1500 ± 333


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

    def line(self) -> str:
        note = " · provisional" if self.provisional else ""
        return (f"{self.rank}. **{self.name}** — {self.shown} ± {self.plus_minus} · "
                f"{self.wins}W {self.losses}L {self.draws}D · {self.games} game{'s' * (self.games != 1)}{note}")


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


async def record_result(db, *, game_id: str, guild: str | None, key: str, players: list[str],
                        state: State, rated: bool, now: float) -> None:
    """In the transaction that ends the game: the result, each player's outcome, and the ratings."""
    ranking = state.ranking() or [0] * len(players)
    scores = state.scores()
    await db.execute(
        "INSERT INTO results (game_id, guild, game, players, ranking, scores, rated, finished) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (game_id, guild, key, json.dumps(players), json.dumps(ranking),
         json.dumps(scores) if scores is not None else None, int(rated), now))
    results = outcomes(ranking)
    await db.executemany(
        "INSERT INTO result_players (game_id, user_id, seat, place, outcome) VALUES (?, ?, ?, ?, ?)",
        [(game_id, uid, seat, ranking[seat], results[seat]) for seat, uid in enumerate(players)])
    for scope in (scope_of(guild), GLOBAL):
        await _update_ratings(db, scope, key, players, ranking, results, rated)


async def _update_ratings(db, scope: str, key: str, players: list[str], ranking: list[int],
                          results: list[str], rated: bool) -> None:
    current = []
    for uid in players:
        async with db.execute("SELECT mu, sigma FROM ratings WHERE scope = ? AND game = ? AND user_id = ?",
                              (scope, key, uid)) as cursor:
            row = await cursor.fetchone()
        current.append(MODEL.rating(mu=row[0], sigma=row[1]) if row else MODEL.rating())
    new = MODEL.rate([[r] for r in current], ranks=ranking) if rated else [[r] for r in current]
    for seat, uid in enumerate(players):
        rating = new[seat][0]
        await db.execute(
            "INSERT INTO ratings (scope, game, user_id, mu, sigma, wins, losses, draws, games) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1) ON CONFLICT(scope, game, user_id) DO UPDATE SET "
            "mu = excluded.mu, sigma = excluded.sigma, wins = wins + excluded.wins, "
            "losses = losses + excluded.losses, draws = draws + excluded.draws, games = games + 1",
            (scope, key, uid, rating.mu, rating.sigma, int(results[seat] == "win"),
             int(results[seat] == "loss"), int(results[seat] == "draw")))


async def board(storage, *, key: str, scope: str, offset: int = 0,
                limit: int = PAGE_SIZE) -> tuple[list[Standing], int]:
    """One page of a game's leaderboard in a scope, best first; and how many players it has."""
    rows = await storage.fetchall(
        "SELECT r.user_id, COALESCE(u.name, r.user_id) AS name, r.mu, r.sigma, r.wins, r.losses, r.draws, "
        "r.games FROM ratings r LEFT JOIN users u ON u.id = r.user_id WHERE r.scope = ? AND r.game = ? "
        "ORDER BY (r.mu - 3 * r.sigma) DESC, r.games DESC, name LIMIT ? OFFSET ?",
        (scope, key, limit, offset))
    total = await storage.fetchone("SELECT COUNT(*) FROM ratings WHERE scope = ? AND game = ?", (scope, key))
    standings = []
    for index, row in enumerate(rows):
        shown, pm = displayed(row["mu"], row["sigma"])
        standings.append(Standing(offset + index + 1, row["user_id"], row["name"], shown, pm, row["wins"],
                                  row["losses"], row["draws"], row["games"]))
    return standings, int(total[0])


def title_of(key: str) -> str:
    return engines.get_game(key).title
