"""The seek pool (`/seek`, `/unseek`): the rule of compatibility as a pure function, and the service on a
clock the test moves: pairing at once, refusals that change nothing, the window widening, expiry, a
restart, and two services on one database pairing each seeker once."""
from __future__ import annotations

import asyncio
import math
import random
from collections import Counter

import pytest

from bot.service import GameService, User
from bot.service.clocks import DAY, HOUR
from bot.service.seeks import EXPIRES_AFTER, NEWCOMER, next_look, pair, parse_range, window
from bot.service.standings import scope_of
from bot.storage import RatingRow
from bot.storage.rows import SeekRow
from tests.service_helpers import ALICE, BOB, CAROL, DAVE, EVE, owed_posts, refused, said
from tests.test_between_moves import T0, Clock

GUILD = "g1"


def seeker(number: int, games: tuple[str, ...] = ("telic",), *, low: float = DAY, high: float = DAY, players: int = 2,
           rated: bool = True, rating: int = NEWCOMER, created: float = T0) -> SeekRow:
    return SeekRow(number, GUILD, GUILD, "c1", f"u{number}", list(games), {key: rating for key in games}, low, high,
                   players, rated, created, created + EXPIRES_AFTER, created)


def paired(matches) -> list[tuple[str, list[int], float]]:
    return [(match.key, [seek.id for seek in match.seekers], match.clock) for match in matches]


# ---- the rule -----------------------------------------------------------------------------------------
def test_the_window_is_a_hundred_then_fifty_more_an_hour_then_open_after_a_day() -> None:
    assert [window(w) for w in (0, HOUR - 1, HOUR, 5 * HOUR + 59, DAY - 1)] == [100, 100, 150, 350, 100 + 50 * 23]
    assert window(DAY) == math.inf
    seek = seeker(1)
    assert next_look(seek, T0) == T0 + HOUR and next_look(seek, T0 + 90 * 60) == T0 + 2 * HOUR
    assert next_look(seek, T0 + DAY) == seek.expires  # nothing widens after a day: only the expiry is due
    assert next_look(seeker(2, rated=False), T0) == seek.expires  # a casual seek has no window


def test_compatible_seekers_share_a_game_players_rated_wish_and_a_clock() -> None:
    seeks = [
        seeker(1, ("telic",), low=HOUR, high=DAY),
        seeker(2, ("coins",), low=3 * DAY, high=7 * DAY),  # no game of 1's
        seeker(3, ("coins", "telic"), low=DAY, high=7 * DAY, created=T0 + 1),  # telic with 1, at 1d
        seeker(4, ("coins",), low=HOUR, high=HOUR, created=T0 + 2),  # coins, but no clock of 2's
        seeker(5, ("coins",), rated=False, low=7 * DAY, high=7 * DAY),  # casual: not with 2
    ]
    # Telic comes first in the registry: 1 and 3 play it with the longest clock both accept
    assert paired(pair(seeks, T0 + 10)) == [("telic", [1, 3], DAY)]
    # a clock range both accept in full: the longest of it
    assert paired(pair([seeker(1, low=HOUR, high=7 * DAY), seeker(2, low=DAY, high=3 * DAY)], T0)) == \
        [("telic", [1, 2], 3 * DAY)]


def test_ratings_pair_within_the_window_of_the_one_who_waited_longest() -> None:
    near = [seeker(1, rating=1500), seeker(2, rating=1600, created=T0 + 5)]
    assert paired(pair(near, T0 + 10)) == [("telic", [1, 2], DAY)]
    far = [seeker(1, rating=1500), seeker(2, rating=1700, created=T0 + 5)]
    assert pair(far, T0 + 10) == []
    assert pair(far, T0 + HOUR) == []  # 150 after an hour
    assert paired(pair(far, T0 + 2 * HOUR)) == [("telic", [1, 2], DAY)]  # 200 after two
    assert paired(pair([seeker(1, rating=900), seeker(2, rating=2400)], T0 + DAY)) == [("telic", [1, 2], DAY)]
    # casual seekers pair whatever their ratings
    assert paired(pair([seeker(1, rating=900, rated=False), seeker(2, rating=2400, rated=False)], T0)) == \
        [("telic", [1, 2], DAY)]


def test_neighbours_in_rating_pair_and_each_seeker_once() -> None:
    seeks = [seeker(n, ("telic", "tictacdoh"), rating=rating) for n, rating in
             enumerate([1500, 1900, 1550, 1950, 1200], start=1)]
    matches = pair(seeks, T0 + 1)
    assert sorted(sorted(ids) for _, ids, _ in paired(matches)) == [[1, 3], [2, 4]]  # 5 has nobody near
    assert all(key == "telic" for key, _, _ in paired(matches))


def test_a_three_player_coins_seek_pairs_when_three_wait() -> None:
    two = [seeker(n, ("coins",), players=3, created=T0 + n) for n in (1, 2)]
    assert pair(two, T0 + 5) == []
    three = [*two, seeker(3, ("coins", "telic"), players=3, created=T0 + 3)]  # telic has no 3-player game
    assert paired(pair(three, T0 + 5)) == [("coins", [1, 2, 3], DAY)]
    assert pair([*two, seeker(3, ("coins",), players=2)], T0 + 5) == []  # a 2-player seek is no third


def test_clock_ranges_are_typed_as_one_clock_or_two() -> None:
    assert parse_range("1d") == (DAY, DAY)
    assert parse_range("1d-3d") == parse_range("3d – 1d") == (DAY, 3 * DAY)
    for typed in ("2d", "none", "1d-3d-7d", ""):
        with refused("refusal-seek-clock", typed=repr(typed)):
            parse_range(typed)


# ---- the service --------------------------------------------------------------------------------------
@pytest.fixture
async def timed():
    """A service on an in-memory database and a clock the test moves."""
    service = await GameService.open(":memory:", render=False)
    service.rng = random.Random(5)
    service.clock = clock = Clock()
    yield service, clock
    await service.close()


async def seek(service: GameService, user: User, games: str, clock: str = "1d", *, place: str = "c1", **more):
    return await service.seek(user, guild=GUILD, place=place, games=games, clock=clock, **more)


async def rate(service: GameService, user: User, key: str, shown: int) -> None:
    """Give the user a rating in the server that shows as `shown` (σ of a newcomer)."""
    sigma = 25 / 3
    async with service.storage.transaction() as tx:
        await tx.save_ratings([RatingRow(scope_of(GUILD), key, user.id, 3 * sigma + (shown - 1500) / 40, sigma)])


async def test_a_seek_pairs_at_once_with_a_compatible_seeker_and_an_incompatible_one_waits(timed) -> None:
    service, clock = timed
    waiting = await seek(service, ALICE, "telic", "1d", place="c1")
    assert waiting.private and said(waiting, "service-seek-waiting").args["seek"] == "1"
    await seek(service, CAROL, "coins", "7d", place="c2")
    clock.now += 60
    reply = await seek(service, BOB, "coins, telic", "1d-3d", place="c3")
    announced = said(reply, "service-seek-paired")
    assert not reply.private and reply.home == "c3" and set(reply.mentions) == {ALICE.id, BOB.id}
    assert announced.args["title"] == "Telic" and announced.args["clock"] == "1d" and announced.args["rated"] == "yes"
    game = (await service.game(reply.game_id)).record
    assert sorted(game.players) == sorted([ALICE.id, BOB.id]) and game.place == "c3" and game.clock == DAY
    assert not game.unrated
    # the game's stream: the announcement, then the board; alice (who sought first) is told directly
    posts = await owed_posts(service, game.id)
    assert [lines[0].key for _, lines in posts] == ["service-seek-paired", "service-board-players"]
    assert [(to, lines[0].key) for to, lines in await owed_posts(service, f"{game.id}:dm")] == \
        [(f"dm:{ALICE.id}", "service-seek-paired-dm")]
    pool = await service.seek(DAVE, guild=GUILD, place="c1")  # no options: the pool
    lines = [line for line in pool.lines if line.key == "service-seek-pool-line"]
    assert [(line.args["name"], line.args["seek"]) for line in lines] == [("carol", "2")]
    assert [seeker.user_id for seeker in await service.storage.seeks(scope_of(GUILD))] == [CAROL.id]


async def test_refusals_say_why_and_change_nothing(timed) -> None:
    service, _ = timed
    with refused("refusal-seek-games", typed="'chess'"):
        await seek(service, ALICE, "telic,chess")
    with refused("refusal-seek-games-missing"):
        await service.seek(ALICE, guild=GUILD, place="c1", clock="1d")
    with refused("refusal-seek-players", players="3", games=["Telic", "Tic Tac Doh!"]):
        await seek(service, ALICE, "telic,tictacdoh", players=3)
    with refused("refusal-seek-none"):
        await service.unseek(ALICE, guild=GUILD)
    mine = await seek(service, ALICE, "coins")
    number = said(mine, "service-seek-waiting").args["seek"]
    # nobody takes another's seek out: a private sentence, and it stays
    with refused("refusal-seek-not-yours", seek=number):
        await service.unseek(BOB, guild=GUILD, seek=number)
    with refused("refusal-seek-unknown"):
        await service.unseek(ALICE, guild="another", seek=number)  # another server's pool has no such seek
    with refused("refusal-seek-unknown"):
        await service.unseek(ALICE, guild=GUILD, seek="x1")
    assert [s.user_id for s in await service.storage.seeks(scope_of(GUILD))] == [ALICE.id]
    # a new seek replaces the old one; /unseek takes it out
    again = await seek(service, ALICE, "coins,tactonix", "3d")
    assert said(again, "service-seek-waiting").args["replaced"] == 1
    assert [s.games for s in await service.storage.seeks(scope_of(GUILD))] == [["coins", "tactonix"]]
    left = await service.unseek(ALICE, guild=GUILD)
    assert left.private and said(left, "service-seek-left").args["count"] == 1
    assert await service.storage.seeks(scope_of(GUILD)) == []


async def test_the_window_widens_with_the_wait_and_pairs_them_then(timed) -> None:
    service, clock = timed
    await rate(service, DAVE, "coins", 1900)
    await seek(service, CAROL, "coins", "7d")  # a newcomer: 1500
    clock.now += 10
    await seek(service, DAVE, "coins", "3d-7d")
    assert len(await service.storage.seeks(scope_of(GUILD))) == 2  # 400 apart: not yet
    assert await service.next_due() == T0 + HOUR  # carol's window widens then
    for hours in range(1, 6):
        clock.now = T0 + hours * HOUR
        assert await service.run_due() == []
    clock.now = T0 + 6 * HOUR  # ±400 after six hours
    replies = await service.run_due()
    announced = said(replies[0], "service-seek-paired")
    assert announced.args["clock"] == "7d" and replies[0].home == "c1"
    assert {reply.dm for reply in replies[1:]} == {CAROL.id}
    assert await service.storage.seeks(scope_of(GUILD)) == []


async def test_a_casual_seek_makes_an_unrated_game_and_a_lonely_seek_expires(timed) -> None:
    service, clock = timed
    await seek(service, ALICE, "tictacdoh", rated=False)
    assert len(await service.storage.seeks(scope_of(GUILD))) == 1
    await seek(service, BOB, "tictacdoh", rated=True)  # a rated wish is no casual one's
    reply = await seek(service, CAROL, "tictacdoh", rated=False)
    assert (await service.game(reply.game_id)).record.unrated
    lonely = (await service.storage.seeks(scope_of(GUILD)))[0]
    assert lonely.user_id == BOB.id
    clock.now = lonely.expires - 1  # (alice's and carol's game has its own due work meanwhile: a time-out)
    assert not [reply for reply in await service.run_due() if reply.dm]
    clock.now = lonely.expires
    replies = [reply for reply in await service.run_due() if reply.dm]
    assert [(reply.dm, reply.lines[0].key) for reply in replies] == [(BOB.id, "service-seek-expired")]
    assert [(to, lines[0].key) for to, lines in await owed_posts(service, f"seek:{lonely.id}")] == \
        [(f"dm:{BOB.id}", "service-seek-expired")]
    assert await service.storage.seeks(scope_of(GUILD)) == [] and await service.storage.next_seek_due(60.0) is None


async def test_two_services_on_one_database_pair_each_seeker_once(database: str) -> None:
    clock = Clock()
    services = [await GameService.open(database, render=False) for _ in range(2)]
    try:
        for service in services:
            service.clock = clock
        people = [User(str(500 + n), f"p{n}") for n in range(12)]
        # twelve seekers waiting, due now: both services run the pool's round at once
        async with services[0].storage.transaction() as tx:
            await tx.remember_names({user.id: user.name for user in people})
            for user in people:
                await tx.add_seek(SeekRow(0, GUILD, GUILD, "c1", user.id, ["tictacdoh"], {"tictacdoh": NEWCOMER},
                                          DAY, DAY, 2, True, T0 - 10, T0 + EXPIRES_AFTER, T0))
        replies = await asyncio.gather(*(service.run_due() for service in services))
        games = [reply.game_id for batch in replies for reply in batch if reply.lines[0].key == "service-seek-paired"]
        assert len(games) == len(set(games)) == 6
        rows = [await services[0].storage.game(game) for game in games]
        players = Counter(uid for row in rows if row is not None for uid in row.players)
        assert players == Counter({user.id: 1 for user in people})  # each seeker in exactly one game
        assert await services[1].storage.seeks(GUILD) == []
    finally:
        for service in services:
            await service.close()


async def test_seeks_survive_a_restart(tmp_path) -> None:
    clock = Clock()
    database = str(tmp_path / "referee.db")
    service = await GameService.open(database, render=False)
    service.clock = clock
    await seek(service, ALICE, "icesickle", "1h-1d")
    await service.close()
    service = await GameService.open(database, render=False)
    service.clock = clock
    try:
        assert await service.next_due() == T0 + HOUR
        reply = await seek(service, EVE, "icesickle", "1d-7d", place="c9")
        assert said(reply, "service-seek-paired").args["title"] == "IceSickle" and reply.home == "c9"
    finally:
        await service.close()
