"""Results, openskill ratings (Plackett–Luce) and the leaderboards built on them.

Every finished game is recorded with its ranking and scores; standings count its wins, losses and draws;
only rated games move ratings. Each player has one rating per game per server, and one global one.
"""
from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from openskill.models import PlackettLuce

import engines
from bot.replies import Action, Reply, User
from bot.wording import fmt_score
from engines.base import State

MODEL = PlackettLuce()
GLOBAL = "global"
LOCAL = "local"  # games at the local table, which has no server
PAGE_SIZE = 10
BEST_OF_EACH = 3
PROVISIONAL_UNDER = 5
SCALE = 40.0  # display points per openskill unit: a new player shows 1500 ± 333
EMPTY = ("No finished games in {where} yet. Start one with `/telic start opponent:@friend`; "
         "every finished game counts here.")
OUTCOME_WORDS = {"win": "won", "loss": "lost", "draw": "draw"}


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


async def leaderboard(storage, *, key: str | None, scope: str, guild: str | None, page: int = 0) -> Reply:
    """One game's leaderboard in pages of ten (with page buttons), or the best few of every game."""
    where = GLOBAL if scope == "global" else scope_of(guild)
    label = "all servers" if scope == "global" else "this server"
    if key is None:
        lines = [f"**Standings** ({label})"]
        for game_key, game in engines.GAMES.items():
            rows, total = await board(storage, key=game_key, scope=where, limit=BEST_OF_EACH)
            if rows:
                more = f" (+{total - len(rows)} more: `/standings game:{game_key}`)" if total > len(rows) else ""
                lines.append(f"__{game.title}__{more}")
                lines.extend(row.line() for row in rows)
        return Reply("\n".join(lines) if len(lines) > 1 else EMPTY.format(where=label))
    total_rows = (await board(storage, key=key, scope=where, limit=0))[1]
    if not total_rows:
        return Reply(EMPTY.format(where=label).replace("/telic", f"/{key}"))
    pages = -(-total_rows // PAGE_SIZE)
    page = min(max(page, 0), pages - 1)
    rows, _ = await board(storage, key=key, scope=where, offset=page * PAGE_SIZE)
    text = "\n".join([f"**{title_of(key)} standings** ({label}) — page {page + 1} of {pages}",
                      *(row.line() for row in rows)])
    actions = []
    if page > 0:
        actions.append(Action("◀ Previous", "page", key, f"{scope}-{page - 1}"))
    if page + 1 < pages:
        actions.append(Action("Next ▶", "page", key, f"{scope}-{page + 1}", style="primary"))
    return Reply(text, actions=actions)


async def history(storage, names: Callable[[list[str]], Awaitable[list[User]]], user: User, *,
                  key: str | None = None, limit: int = 10) -> Reply:
    """A user's last finished games: result, opponents, and a link to where each was played."""
    rows = await storage.fetchall(
        "SELECT r.game_id, r.game, r.players, r.scores, r.rated, r.finished, p.outcome, g.thread, g.place "
        "FROM result_players p JOIN results r ON r.game_id = p.game_id JOIN games g ON g.id = r.game_id "
        "WHERE p.user_id = ? AND (? IS NULL OR r.game = ?) ORDER BY r.finished DESC LIMIT ?",
        (user.id, key, key, limit))
    if not rows:
        which = f"{title_of(key)} " if key else ""
        return Reply(f"{user.name} has no finished {which}game yet.")
    lines = [f"**{user.name}'s last games**"]
    for row in rows:
        others = [u.name for u in await names([p for p in json.loads(row["players"]) if p != user.id])]
        scores = json.loads(row["scores"]) if row["scores"] else None
        score_text = f" ({'–'.join(fmt_score(s) for s in scores)})" if scores else ""
        rated = "" if row["rated"] else " · unrated"
        where = row["thread"] or row["place"]
        link = f" · <#{where}>" if where.isdigit() else ""
        lines.append(f"#{row['game_id']} {title_of(row['game'])} vs {', '.join(others)} — "
                     f"{OUTCOME_WORDS[row['outcome']]}{score_text}{rated}{link} · <t:{int(row['finished'])}:d>")
    return Reply("\n".join(lines))
