"""Seasons of a server's standings: `/season start` archives them and starts new ones (ratings carried
over widened, or reset), `/season list`, `/standings season:`; refusals; two processes starting at once;
the table and SimCord."""
from __future__ import annotations

import asyncio

import pytest

from bot.service import GameService, Refusal
from bot.service.replies import Action
from bot.storage import RatingRow
from tests.discord_helpers import managed_server, only_refusals
from tests.discord_helpers import start as discord_start
from tests.service_helpers import ALICE, BOB, CAROL, keys, refused, start_game
from tests.test_table_clocks import Wall, open_table, start

NEWCOMER_SIGMA = 25 / 3  # openskill's default σ (μ 25)
# seeded standings (guild "g1", where start_game plays): (game, user, μ, σ, wins, losses, draws, games)
SEEDED = [("telic", ALICE, 30.0, 4.0, 3, 1, 0, 4), ("telic", BOB, 20.0, 5.0, 1, 3, 0, 4),
          ("coins", CAROL, 26.0, 7.0, 0, 1, 1, 2)]


async def seed(service: GameService, scope: str = "g1") -> None:
    async with service.storage.transaction() as tx:
        await tx.remember_names({user.id: user.name for _, user, *_ in SEEDED})
        await tx.save_ratings([RatingRow(scope, key, user.id, mu, sigma, w, l, d, g)
                               for key, user, mu, sigma, w, l, d, g in SEEDED])
        # another server's and the global standings: no season of g1 touches them
        await tx.save_ratings([RatingRow("g2", "telic", ALICE.id, 30.0, 4.0, 3, 1, 0, 4),
                               RatingRow("global", "telic", ALICE.id, 30.0, 4.0, 3, 1, 0, 4)])


async def win_tictacdoh(service: GameService, winner, loser) -> None:
    """A rated game of Tic Tac Doh! in g1 that `winner` (first to move) wins in three moves."""
    reply = await start_game(service, "tictacdoh", [winner, loser])
    for user, move in [(winner, "Mc3"), (loser, "Sc2"), (winner, "Mb3"), (loser, "Sb2"), (winner, "m d3")]:
        await service.play(user, move, game_id=reply.game_id)
    assert (await service.game(reply.game_id)).state.is_over


async def ratings_of(service: GameService, scope: str, key: str, user_ids: list[str]) -> dict[str, RatingRow]:
    async with service.storage.transaction() as tx:
        return await tx.ratings_of(scope, key, user_ids)


def args(reply, key: str) -> dict:
    return next(line.args for line in reply.lines if line.key == key)


async def test_a_season_archives_the_standings_and_carries_the_ratings_widened(service: GameService) -> None:
    await seed(service)
    assert keys(await service.season_list("g1")) == ["service-seasons-none"]
    started = await service.season_start(ALICE, "g1", admin=True, name="  Spring   2026 ")
    assert args(started, "service-season-started") == {"season": "Spring 2026", "mode": "carry"}
    assert args(started, "service-season-archived")["season"] == "0"  # the standings before any season
    assert args(started, "service-season-archived")["players"] == 3
    # carried: μ kept, σ halfway back to a newcomer's, the record at 0 (hand-computed: (4 + 25/3) / 2)
    now = await ratings_of(service, "g1", "telic", [ALICE.id, BOB.id])
    assert now[ALICE.id].mu == 30.0 and now[ALICE.id].sigma == pytest.approx(6.1666667)
    assert now[BOB.id].mu == 20.0 and now[BOB.id].sigma == pytest.approx(6.6666667)  # (5 + 25/3) / 2
    assert (now[ALICE.id].wins, now[ALICE.id].losses, now[ALICE.id].games) == (0, 0, 0)
    # other servers and the global standings are not seasonal
    for scope in ("g2", "global"):
        kept = (await ratings_of(service, scope, "telic", [ALICE.id]))[ALICE.id]
        assert (kept.sigma, kept.games) == (4.0, 4)
    # nobody has played in the new season yet: its standings are empty; the archive has them as they were
    assert keys(await service.standings(key="telic", scope="server", guild="g1")) == ["service-standings-empty"]
    old = await service.standings(key="telic", scope="server", guild="g1", season="0")
    assert old.lines[0].key == "service-standings-season-page" and old.page is None
    # displayed = 1500 + 40 (μ − 3σ), ± 40σ: alice 1500 + 40 × 18 = 2220 ± 160, bob 1500 + 40 × 5 = 1700 ± 200
    assert [(line.args["name"], line.args["rating"], line.args["margin"], line.args["wins"]) for line in old.lines[1:]] \
        == [("alice", "2220", "160", 3), ("bob", "1700", "200", 1)]
    every = await service.standings(key=None, scope="server", guild="g1", season="0")
    assert keys(every) == ["service-standings-season", "service-standings-game", "service-standing", "service-standing",
                           "service-standings-game", "service-standing"]  # telic: alice, bob; coins: carol
    # a page button of an archived season's standings turns its pages there
    clicked = await service.click(ALICE, Action(old.lines[0], "page", "telic", "season:0-0"), guild="g1")
    assert clicked.retouch is not None and clicked.retouch.lines[0].key == "service-standings-season-page"
    # a game of the new season: the carried rating is where it starts, the record counts from 0
    await win_tictacdoh(service, ALICE, BOB)
    current = await service.standings(key="tictacdoh", scope="server", guild="g1", season="SPRING 2026")
    assert current.lines[0].key == "service-standings-page" and current.page is not None  # the current one's
    assert [(line.args["name"], line.args["games"]) for line in current.lines[1:]] == [("alice", 1), ("bob", 1)]
    listed = await service.season_list("g1")
    assert keys(listed) == ["service-seasons", "service-season-before", "service-season-current", "service-seasons-more"]
    assert args(listed, "service-season-before")["players"] == 3
    assert args(listed, "service-season-current") | {"started": None} == {"season": "Spring 2026", "players": 2,
                                                                          "started": None}


async def test_reset_a_season_with_no_game_yet_and_a_used_name_are_refused(service: GameService) -> None:
    await seed(service)
    saved = await service.settings(ALICE, "g1", admin=True, season="Reset")
    assert args(saved, "service-settings-season") == {"mode": "reset"}
    await service.season_start(ALICE, "g1", admin=True, name="Spring")
    reset = await ratings_of(service, "g1", "telic", [ALICE.id])
    assert (reset[ALICE.id].mu, reset[ALICE.id].sigma, reset[ALICE.id].games) == (25.0, pytest.approx(NEWCOMER_SIGMA), 0)
    # no game finished in Spring yet: no new season (nothing would be archived, nothing widened twice)
    with refused("refusal-season-empty", season="Spring"):
        await service.season_start(ALICE, "g1", admin=True, name="Summer")
    await win_tictacdoh(service, BOB, ALICE)
    for used in ("spring", "0"):  # the current season's and the archive's, whatever the case
        with refused("refusal-season-taken"):
            await service.season_start(ALICE, "g1", admin=True, name=used)
    assert [row.name for row in await service.storage.seasons("g1")] == ["0", "Spring"]  # nothing changed
    assert (await ratings_of(service, "g1", "tictacdoh", [BOB.id]))[BOB.id].wins == 1
    started = await service.season_start(ALICE, "g1", admin=True, name="Summer")
    assert args(started, "service-season-archived")["season"] == "Spring"
    spring = await service.standings(key="tictacdoh", scope="server", guild="g1", season="Spring")
    assert [(line.args["name"], line.args["wins"]) for line in spring.lines[1:]] == [("bob", 1), ("alice", 0)]
    assert [(row.name, row.players, row.ended is None) for row in await service.storage.seasons("g1")] == [
        ("0", 3, False), ("Spring", 2, False), ("Summer", 0, True)]


async def test_bad_season_input_is_refused_and_changes_nothing(service: GameService) -> None:
    await seed(service)
    with refused("refusal-season-manager"):
        await service.season_start(BOB, "g1", admin=False, name="Spring")
    for name in ("   ", "x" * 41, "\x1b\u202e"):
        with refused("refusal-season-name", most=40):
            await service.season_start(ALICE, "g1", admin=True, name=name)
    with refused("refusal-season-none"):
        await service.standings(key=None, scope="server", guild="g1", season="Spring")
    with refused("refusal-season-choice"):
        await service.settings(ALICE, "g1", admin=True, season="keep")
    assert await service.storage.seasons("g1") == []
    assert (await ratings_of(service, "g1", "telic", [ALICE.id]))[ALICE.id].games == 4
    await service.season_start(ALICE, "g1", admin=True, name="Spring")
    with refused("refusal-season-unknown", seasons=["0", "Spring"]):
        await service.standings(key="telic", scope="server", guild="g1", season="Autumn")
    with refused("refusal-season-global"):
        await service.standings(key="telic", scope="global", guild="g1", season="0")


async def test_two_processes_starting_a_season_at_once_start_one(database: str) -> None:
    first, second = await GameService.open(database, render=False), await GameService.open(database, render=False)
    try:
        await seed(first)
        outcomes = await asyncio.gather(first.season_start(ALICE, "g1", admin=True, name="Spring"),
                                        second.season_start(BOB, "g1", admin=True, name="Summer"),
                                        return_exceptions=True)
        refusals = [outcome for outcome in outcomes if isinstance(outcome, Refusal)]
        assert len(refusals) == 1 and refusals[0].code == "refusal-season-empty", outcomes
        seasons = await first.storage.seasons("g1")
        assert len(seasons) == 2 and seasons[0].name == "0" and seasons[0].players == 3
        # archived once, widened once: (4 + 25/3) / 2
        assert (await ratings_of(first, "g1", "telic", [ALICE.id]))[ALICE.id].sigma == pytest.approx(6.1666667)
    finally:
        await first.close()
        await second.close()


async def test_the_table_is_a_server_whose_sitter_starts_seasons(tmp_path) -> None:
    table = await open_table(tmp_path / "referee.db", Wall())
    try:
        await start(table)  # alice (first to move) against bob, at Tic Tac Doh!
        await table.script("/tictacdoh move Mc3", "as bob", "/tictacdoh move Sc2", "as alice", "/tictacdoh move Mb3",
                           "as bob", "/tictacdoh move Sb2", "as alice", "/tictacdoh move m d3")
        assert "No season has been started here yet: `/season start …`" in (await table.type("/season list"))[0]
        said = await table.type("/season start Spring 2026")
        assert said[0].startswith("Season **Spring 2026** has started") and "`/standings season=0`" in said[1], said
        old = await table.type("/standings tictacdoh season=0")
        assert old[0].startswith("**Tic Tac Doh! standings** of season **0**") and "alice" in old[1], old
        assert (await table.type("/standings tictacdoh"))[0].startswith("No finished games at this table yet")
        unknown = await table.type("/standings season=Autumn")
        assert unknown[0].startswith("✗") and "'Autumn'" in unknown[0] and "0 and Spring 2026" in unknown[0], unknown
    finally:
        await table.service.close()


@pytest.fixture
def managed(simcord_env):
    _, (channel,), alice, bob = managed_server(simcord_env, "games")
    return simcord_env, channel, alice, bob


async def test_a_manager_starts_a_season_on_discord_and_the_old_standings_stay(managed) -> None:
    env, channel, alice, bob = managed
    game_id, thread = await discord_start(env, channel, "tictacdoh", alice, [bob], seats="listed")
    for member, move in [(alice, "Mc3"), (bob, "Sc2"), (alice, "Mb3"), (bob, "Sb2"), (alice, "m d3")]:
        await member.slash(thread, "tictacdoh move", move=move)
    refused_here = await bob.slash(channel, "season start", name="Mine")  # bob does not manage the server
    assert refused_here.ephemeral and "Manage Server" in refused_here.response.message.content
    assert only_refusals(env) == 1
    started = await alice.slash(channel, "season start", name="Spring")
    assert not started.ephemeral and "Season **Spring** has started" in started.response.message.content
    old = await bob.slash(channel, "standings", game="tictacdoh", season="0")
    lines = old.response.message.content.splitlines()
    assert "of season **0**" in lines[0] and "alice" in lines[1] and "1W 0L 0D" in lines[1], lines
