"""Results, openskill ratings and the leaderboards: the service, a restart, and SimCord."""
from __future__ import annotations

import random

import pytest
from openskill.models import PlackettLuce

from bot.service import standings
from bot.service import GameService
from bot.storage.migrations import MIGRATIONS
from tests.discord_helpers import start as discord_start
from tests.discord_helpers import whose_turn
from engines.words import is_draw
from tests.service_helpers import ALICE, BOB, CAROL, DAVE, keys, play_randomly, says, start_game


async def resign(service: GameService, user, game_id: str) -> None:
    await service.resign(user, game_id)


async def scripted_games(service: GameService) -> dict[str, list]:
    """A 2-player rated win, a draw, an unrated early resignation, and a full 4-player Coins game;
    returns the rankings of the rated games, by game key, in order, for openskill to replay."""
    rated: dict[str, list] = {"telic": [], "coins": []}
    # 1. Telic: both players make two turns, then bob resigns: alice wins, rated
    one = await start_game(service, "telic", [ALICE, BOB])
    for _ in range(2):
        for user in (ALICE, BOB):
            await service.play(user, "roll", game_id=one.game_id)
            moves, _ = await service.moves_for(user, game_id=one.game_id)
            if moves:
                await service.play(user, moves[0][0], game_id=one.game_id)
    await resign(service, BOB, one.game_id)
    rated["telic"].append(([ALICE.id, BOB.id], [0, 1]))
    # 2. Telic with move_limit 1: a draw after Blue's first turn, rated
    two = await start_game(service, "telic", [BOB, ALICE], {"move_limit": 1})
    await service.play(BOB, "roll", game_id=two.game_id)
    moves, _ = await service.moves_for(BOB, game_id=two.game_id)
    last = await service.play(BOB, moves[0][0], game_id=two.game_id)
    assert "service-board-over" in keys(last) and is_draw((await service.game(two.game_id)).state)
    rated["telic"].append(([BOB.id, ALICE.id], [0, 0]))
    # 3. Telic: carol resigns at once: recorded, unrated
    three = await start_game(service, "telic", [CAROL, ALICE])
    await resign(service, CAROL, three.game_id)
    # 4. Coins with four players, played to the end
    four = await start_game(service, "coins", [ALICE, BOB, CAROL, DAVE])
    await play_randomly(service, four.game_id, [ALICE, BOB, CAROL, DAVE], random.Random(11))
    [result] = await service.storage.results(game_id=four.game_id)
    ranking = (await service.game(four.game_id)).state.ranking()
    assert result.ranking == ranking
    rated["coins"].append(([ALICE.id, BOB.id, CAROL.id, DAVE.id], ranking))
    return rated


def replay_openskill(games: list) -> dict[str, tuple[float, float]]:
    model = PlackettLuce()
    ratings: dict[str, object] = {}
    for players, ranking in games:
        teams = [[ratings.get(uid) or model.rating()] for uid in players]
        for uid, team in zip(players, model.rate(teams, ranks=ranking)):
            ratings[uid] = team[0]
    return {uid: (r.mu, r.sigma) for uid, r in ratings.items()}  # type: ignore[attr-defined]


async def test_ratings_equal_openskills_own_output(service: GameService) -> None:
    rated = await scripted_games(service)
    for key, games in rated.items():
        expected = replay_openskill(games)
        for scope in ("g1", standings.GLOBAL):
            got = {r.user_id: (r.mu, r.sigma) for r in await service.storage.ratings(scope, key)}
            for uid, (mu, sigma) in expected.items():
                assert got[uid] == pytest.approx((mu, sigma), abs=1e-9)


async def test_standings_after_scripted_games(service: GameService) -> None:
    await scripted_games(service)
    results = await service.storage.results()
    assert [(r.key, r.rated) for r in results] == [("telic", True), ("telic", True), ("telic", False), ("coins", True)]
    board = await service.standings(key="telic", scope="server", guild="g1")
    head, *rows = board.lines
    assert (head.key, head.args["title"], head.args["scope"]) == ("service-standings-page", "Telic", "server")
    alice = next(row.args for row in rows if row.args["name"] == "alice")
    # the unrated game still counts as a win
    assert (alice["wins"], alice["losses"], alice["draws"], alice["games"], alice["provisional"]) == (2, 0, 1, 3, "yes")
    carol = next(row.args for row in rows if row.args["name"] == "carol")
    assert (carol["wins"], carol["losses"], carol["draws"], carol["games"]) == (0, 1, 0, 1)
    assert (carol["rating"], carol["margin"]) == ("1500", "333")  # unrated: rating unmoved
    assert (rows[0].args["rank"], rows[0].args["name"]) == (1, "alice")
    overview = await service.standings(key=None, scope="server", guild="g1")
    assert [line.args["title"] for line in overview.lines if line.key.startswith("service-standings-game")] == \
        ["Telic", "Coins"]
    elsewhere = await service.standings(key=None, scope="server", guild="other")
    assert keys(elsewhere) == ["service-standings-empty"] and elsewhere.lines[0].args["start"].path == "telic start"
    assert says(await service.standings(key="coins", scope="global", guild="other"), "service-standing", name="alice")
    history = await service.history(CAROL)
    assert says(history, "service-history-line", outcome="loss", rated="no")


async def test_pages_of_ten_with_buttons(service: GameService) -> None:
    from bot.service import User

    people = [User(str(500 + n), f"p{n:02}") for n in range(24)]
    for a, b in zip(people[::2], people[1::2]):
        game = await start_game(service, "tictacdoh", [a, b])
        await service.resign(b, game.game_id)
    first = await service.standings(key="tictacdoh", scope="server", guild="g1")
    assert says(first, "service-standings-page", page=1, pages=3) and len(first.lines) == 11
    assert [a.label.key for a in first.actions] == ["service-button-next"]
    second = await service.click(ALICE, first.actions[0], guild="g1")
    assert second.lines == () and second.retouch is not None  # the page replaces the clicked message
    assert says(second, "service-standings-page", page=2, pages=3) and says(second, "service-standing", rank=11)
    assert [a.label.key for a in second.retouch.actions] == ["service-button-previous", "service-button-next"]


async def test_standings_survive_a_restart(database: str) -> None:
    first = await GameService.open(database, render=False)
    await scripted_games(first)
    before = (await first.standings(key="coins", scope="server", guild="g1")).lines
    await first.close()
    second = await GameService.open(database, render=False)
    try:
        assert (await second.standings(key="coins", scope="server", guild="g1")).lines == before
        assert await second.storage.schema_version() == max(MIGRATIONS)
    finally:
        await second.close()


# ---- SimCord ------------------------------------------------------------------------------------

async def test_standings_history_and_games_commands(simcord_env) -> None:
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    alice, bob = (guild.add_member(simcord_env.create_user(n)) for n in ("alice", "bob"))
    empty = await alice.slash(channel, "standings")
    assert "No finished games" in empty.response.content
    game_id, thread = await discord_start(simcord_env, channel, "tictacdoh", alice, [bob])
    listing = await alice.slash(channel, "games")
    assert f"#{game_id}" in listing.response.content and "to move" in listing.response.content
    first = await whose_turn(simcord_env, game_id, [alice, bob])
    second = bob if first is alice else alice
    for member, move in [(first, "Mc3"), (second, "Sc2"), (first, "Mb3"), (second, "Sb2"), (first, "Md3")]:
        await member.slash(thread, "tictacdoh move", move=move)
    board = await alice.slash(channel, "standings", game="tictacdoh")
    text = board.response.content
    assert f"1. **{first.name}**" in text and "1W 0L 0D" in text and "provisional" in text
    history = await bob.slash(channel, "history", user=first)
    assert f"#{game_id}" in history.response.content and "won" in history.response.content
    assert f"<#{thread.id}>" in history.response.content
    nothing = await alice.slash(channel, "games")
    assert "No game in progress" in nothing.response.content


async def test_standings_pages_by_button(simcord_env) -> None:
    from bot.service import User

    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(simcord_env.create_user("alice"))
    service = simcord_env.bot.service
    people = [User(str(900 + n), f"p{n:02}") for n in range(22)]
    for a, b in zip(people[::2], people[1::2]):  # finished games of this server, made by the service
        challenge = await service.challenge("coins", a, [b], place=str(channel.id), guild=str(guild.id))
        await service.accept(challenge.game_id, b)
        await service.resign(a, challenge.game_id)
    shown = await alice.slash(channel, "standings", game="coins")
    message = shown.response.message
    assert "page 1 of 3" in message.content
    await alice.click(message, label="Next ▶")
    assert "page 2 of 3" in channel.last_message.content or "page 2 of 3" in (
        [m for m in channel.history() if m.id == message.id][0].content)
    global_board = await alice.slash(channel, "standings", game="coins", scope="global")
    assert "(all servers)" in global_board.response.content
