"""Tournaments on the service, on a clock the test moves: sign-up (Join, Leave, Start, the deadline), rounds
paired as soon as the last game of the one before ends, results by place, byes, withdrawal, time-outs,
restarts and two services advancing one tournament; bad input refused, nothing changed. Games end fast:
by resignations (the player with the larger id resigns, so results are known in advance)."""
from __future__ import annotations

import asyncio
import random
import time
from collections import Counter

import pytest

from bot.service import GameService, User, pairings
from bot.service.clocks import DAY, HOUR
from bot.storage import GameStatus
from bot.storage.rows import TournamentStatus
from tests.service_helpers import refused
from tests.test_between_moves import T0, Clock

GUILD, PLACE = "g1", "c1"
PEOPLE = [User(str(200 + n), f"p{n}") for n in range(8)]


@pytest.fixture
async def timed():
    service = await GameService.open(":memory:", render=False)
    service.rng = random.Random(3)
    service.clock = clock = Clock()
    yield service, clock
    await service.close()


async def create(service: GameService, count: int, **more) -> int:
    more.setdefault("game", "tictacdoh")
    more.setdefault("clock", "1d")
    await service.tournament_create(PEOPLE[0], guild=GUILD, place=PLACE, **more)
    number = (await service.storage.tournaments_in(GUILD))[0].id
    for user in PEOPLE[1:count]:
        await service.click(user, _action("tjoin", number))
    return number


def _action(kind: str, number: int):
    from bot.service.replies import Action
    from engines.phrases import say
    return Action(say("service-tournament-button-join"), kind, str(number))


async def play_round(service: GameService, number: int) -> list:
    """Every game of the current round ends: at each table all but the smallest id resign, in turn; what the
    scheduled work then says (the next round, or the end)."""
    row = await service.storage.tournament(number)
    for table in await service.storage.tournament_tables(number):
        if table.round != row.round or table.game_id is None:
            continue
        for uid in sorted(table.players)[1:]:
            game = await service.storage.game(table.game_id)
            if game.status == GameStatus.ACTIVE:
                await service.resign(User(uid, uid), table.game_id)
    return await service.run_due(service.clock())


def pairs(tables) -> list[frozenset[str]]:
    return [frozenset(t.players) for t in tables if t.game_id is not None]


async def test_a_six_player_round_robin_of_tic_tac_doh_is_played_to_its_end(timed) -> None:
    service, clock = timed
    number = await create(service, 6, format="round-robin", signup="1h")
    clock.now += HOUR
    await service.run_due(clock())  # the deadline: round 1 with the six who joined
    row = await service.storage.tournament(number)
    assert (row.status, row.round, row.rounds) == (TournamentStatus.RUNNING, 1, 5)
    for _ in range(5):
        await play_round(service, number)
    row = await service.storage.tournament(number)
    assert row.status == TournamentStatus.FINISHED
    tables = await service.storage.tournament_tables(number)
    met = Counter(pairs(tables))
    assert len(met) == 15 and set(met.values()) == {1}  # everyone met everyone once
    assert not [t for t in tables if t.game_id is None]  # six players: no bye
    games = [await service.storage.game(t.game_id) for t in tables]
    assert all(g.status == GameStatus.OVER and g.clock == DAY for g in games)
    # the smallest id wins every game: p0 scores 5, p1 4, …, p5 0
    reply = await service.tournament_standings(guild=GUILD, tournament=str(number))
    lines = [line for line in reply.lines if line.key == "service-tournament-standings-line"]
    assert [(line.args["rank"], line.args["name"], line.args["points"]) for line in lines] == \
        [(n + 1, f"p{n}", f"{5 - n:g}") for n in range(6)]
    assert all(label == "SB" for line in lines for label in [line.args["tiebreaks"].split()[0]])
    # the crosstable, by hand: row i beat every later row and lost to every earlier one; SB is the sum of
    # the beaten opponents' points (p0: 4+3+2+1+0 = 10, p1: 3+2+1+0 = 6, p2: 3, p3: 1, p4 and p5: 0)
    cross = await service.tournaments._crosstable(row)
    assert [r.name for r in cross.rows] == [f"p{n}" for n in range(6)] and cross.tiebreak_labels == ("SB",)
    assert [r.cells for r in cross.rows] == [tuple("" if i == j else "1" if i < j else "0" for j in range(6))
                                             for i in range(6)]
    assert [(r.points, r.tiebreaks) for r in cross.rows] == [(5, (10,)), (4, (6,)), (3, (3,)), (2, (1,)), (1, (0,)),
                                                             (0, (0,))]


async def test_a_seven_player_swiss_of_three_rounds_has_one_bye_a_round_and_no_repeat(timed) -> None:
    service, clock = timed
    number = await create(service, 7, format="swiss", rounds=3)
    await service.tournament_start(PEOPLE[0], str(number))
    for _ in range(3):
        await play_round(service, number)
    assert (await service.storage.tournament(number)).status == TournamentStatus.FINISHED
    tables = await service.storage.tournament_tables(number)
    byes = [t.players[0] for t in tables if t.game_id is None]
    assert len(byes) == 3 and len(set(byes)) == 3  # one a round, never two for one player
    assert Counter(t.round for t in tables if t.game_id is None) == {1: 1, 2: 1, 3: 1}
    assert set(Counter(pairs(tables)).values()) == {1}  # never the same pair twice


async def test_a_swiss_round_is_paired_off_the_event_loop(timed, monkeypatch) -> None:
    """Pairing a big Swiss round takes seconds (500 players: 3 s, `make bench`): meanwhile the bot goes
    on answering everyone else. Here the pairing is made slow, and the loop must turn while it runs."""
    service, _ = timed
    number = await create(service, 7, format="swiss", rounds=3)
    real = pairings.swiss_round
    pairing: list[float] = []

    def slow(*args, **kwargs):
        pairing.append(time.monotonic())
        time.sleep(0.3)
        try:
            return real(*args, **kwargs)
        finally:
            pairing.append(time.monotonic())

    monkeypatch.setattr(pairings, "swiss_round", slow)
    ticks: list[float] = []

    async def ticker() -> None:
        while True:
            ticks.append(time.monotonic())
            await asyncio.sleep(0.01)

    ticking = asyncio.create_task(ticker())
    try:
        await service.tournament_start(PEOPLE[0], str(number))
    finally:
        ticking.cancel()
    assert len(pairing) == 2, "round 1 was paired by swiss_round"
    start, end = pairing
    assert sum(start < tick < end for tick in ticks) >= 5, (start, end, ticks[-5:])
    assert len((await service.storage.tournament_tables(number))) == 4  # three games and a bye


async def test_a_swiss_that_runs_out_of_fresh_pairs_ends_early_with_a_sentence(timed) -> None:
    """Four players have three opponents each: a fourth round would repeat a pair, so after the third the
    tournament ends with its winner and a sentence saying why (as lichess's Swiss does)."""
    service, clock = timed
    number = await create(service, 4, format="swiss", rounds=4)
    await service.tournament_start(PEOPLE[0], str(number))
    for _ in range(2):
        await play_round(service, number)
    said = [line.key for reply in await play_round(service, number) for line in reply.lines]
    assert said[:2] == ["service-tournament-winner", "service-tournament-early"]
    row = await service.storage.tournament(number)
    assert (row.status, row.round, row.rounds) == (TournamentStatus.FINISHED, 3, 4)
    assert set(Counter(pairs(await service.storage.tournament_tables(number))).values()) == {1}
    reply = await service.tournament_standings(guild=GUILD, tournament=str(number))
    assert reply.lines[0].args["status"] == "finished"


async def test_a_three_player_coins_tournament_scores_by_place(timed) -> None:
    service, clock = timed
    number = await create(service, 3, game="coins", table=3)
    await service.tournament_start(PEOPLE[0], str(number))
    tables = await service.storage.tournament_tables(number)
    assert [len(t.players) for t in tables if t.game_id] == [3]
    row = await service.storage.tournament(number)
    for _ in range(row.rounds):
        await play_round(service, number)
    assert (await service.storage.tournament(number)).status == TournamentStatus.FINISHED


async def test_bad_input_is_refused_and_changes_nothing(timed) -> None:
    service, clock = timed
    with refused("refusal-options"):
        await service.tournament_create(PEOPLE[0], guild=GUILD, place=PLACE, game="telic", options={"nope": 1})
    with refused("refusal-tournament-format"):
        await service.tournament_create(PEOPLE[0], guild=GUILD, place=PLACE, game="telic", format="knockout")
    with refused("refusal-tournament-players"):
        await service.tournament_create(PEOPLE[0], guild=GUILD, place=PLACE, game="telic", players="1-4")
    # Discord's `options:` text: a word that is no name=value, and an option the game does not take
    with refused("refusal-tournament-option-word", typed="'limit'"):
        await service.tournament_create(PEOPLE[0], guild=GUILD, place=PLACE, game="telic", options_text="limit")
    with refused("refusal-options"):
        await service.tournament_create(PEOPLE[0], guild=GUILD, place=PLACE, game="telic", options_text="nope=1")
    assert await service.storage.tournaments_in(GUILD) == []
    number = await create(service, 3)
    with refused("refusal-tournament-joined"):
        await service.click(PEOPLE[1], _action("tjoin", number))
    with refused("refusal-tournament-not-organiser"):
        await service.click(PEOPLE[1], _action("tstart", number))
    assert len(await service.storage.entrants(number)) == 3
    await service.click(PEOPLE[2], _action("tleave", number))
    await service.tournament_start(PEOPLE[0], str(number))
    with refused("refusal-tournament-started"):
        await service.click(PEOPLE[1], _action("tleave", number))
    assert [e.user_id for e in await service.storage.entrants(number)] == [PEOPLE[0].id, PEOPLE[1].id]


async def test_too_few_players_cancel_it_at_the_deadline(timed) -> None:
    service, clock = timed
    number = await create(service, 2, players="4-8", signup="1h")
    clock.now += HOUR
    replies = await service.run_due(clock())
    assert [line.key for r in replies for line in r.lines] == ["service-tournament-cancelled"]
    assert (await service.storage.tournament(number)).status == TournamentStatus.CANCELLED


async def test_a_withdrawal_and_a_time_out_mid_tournament(timed) -> None:
    service, clock = timed
    number = await create(service, 4, format="round-robin")
    await service.tournament_start(PEOPLE[0], str(number))
    await play_round(service, number)
    tables = [t for t in await service.storage.tournament_tables(number) if t.round == 2]
    leaver = PEOPLE[3]
    await service.tournament_withdraw(leaver, guild=GUILD)
    mine = next(t for t in tables if leaver.id in t.players)
    assert (await service.storage.game(mine.game_id)).status == GameStatus.OVER
    clock.now += 2 * DAY  # the other game of round 2 times out
    await service.run_due(clock())
    row = await service.storage.tournament(number)
    assert row.round == 3
    later = [t for t in await service.storage.tournament_tables(number) if t.round == 3]
    assert all(leaver.id not in t.players for t in later if t.game_id)
    assert [t.players for t in later if t.game_id is None]  # the withdrawn player's opponent sits out


async def opened(database: str, clock: Clock) -> GameService:
    """A process (again) on the database, on the test's clock."""
    service = await GameService.open(database, render=False)
    service.clock = clock
    return service


async def started(database: str, clock: Clock) -> tuple[GameService, int]:
    """A 4-player round-robin of Tic Tac Doh!, started: round 1 is on."""
    service = await opened(database, clock)
    number = await create(service, 4, format="round-robin")
    await service.tournament_start(PEOPLE[0], str(number))
    return service, number


async def test_a_restart_between_rounds_and_two_services_pair_each_round_once(tmp_path) -> None:
    database, clock = str(tmp_path / "t.db"), Clock()
    first, number = await started(database, clock)
    await first.close()
    services = [await opened(database, clock) for _ in range(2)]
    for round_number in (1, 2, 3):
        row = await services[0].storage.tournament(number)
        assert row.round == round_number
        for table in await services[0].storage.tournament_tables(number):
            if table.round == round_number and table.game_id:
                await services[round_number % 2].resign(User(max(table.players), ""), table.game_id)
        for service in services:
            await service.run_due(clock())
    tables = await services[0].storage.tournament_tables(number)
    assert Counter(t.round for t in tables) == {1: 2, 2: 2, 3: 2}  # each round paired once
    assert (await services[1].storage.tournament(number)).status == TournamentStatus.FINISHED
    for service in services:
        await service.close()


async def test_a_restart_during_a_round_keeps_its_results_and_pairs_the_next(tmp_path) -> None:
    """One game of round 1 ends, the bot restarts, the other ends: round 2 is paired with both results."""
    database, clock = str(tmp_path / "t.db"), Clock()
    service, number = await started(database, clock)
    first, second = [table for table in await service.storage.tournament_tables(number) if table.round == 1]
    await service.resign(User(max(first.players), ""), first.game_id)
    await service.run_due(clock())
    assert (await service.storage.tournament(number)).round == 1  # a game of the round still goes on
    await service.close()
    service = await opened(database, clock)
    try:
        await service.resign(User(max(second.players), ""), second.game_id)
        await service.run_due(clock())
        assert (await service.storage.tournament(number)).round == 2
        assert len([table for table in await service.storage.tournament_tables(number) if table.round == 2]) == 2
        reply = await service.tournament_standings(guild=GUILD, tournament=str(number))
        shown = [line for line in reply.lines if getattr(line, "key", "") == "service-tournament-standings-line"]
        # both results of round 1 count, the one played before the restart too: two wins, two losses
        assert sorted(line.args["points"] for line in shown) == ["0", "0", "1", "1"]
    finally:
        await service.close()


async def test_a_games_options_typed_as_one_text_are_the_tournaments(timed) -> None:
    service, _ = timed
    await service.tournament_create(PEOPLE[0], guild=GUILD, place=PLACE, game="tactonix", table=3,
                                    options_text="board=5 spare=false hop=short")
    row = (await service.storage.tournaments_in(GUILD))[0]
    assert (row.options["board"], row.options["spare"], row.options["hop"], row.table_size) == (5, False, "short", 3)


# ---- the rules a tournament may set: no vacation, who creates, no rematch ------------------------------
async def started_pair(service: GameService, organiser: User, other: User, **more) -> tuple[int, str, list]:
    """A two-player Tic Tac Doh! tournament started at once: its number, its one game, the sign-up's lines."""
    created = await service.tournament_create(organiser, guild=GUILD, place=PLACE, game="tictacdoh", clock="1d",
                                              **more)
    number = (await service.storage.tournaments_in(GUILD))[0].id
    await service.click(other, _action("tjoin", number))
    await service.tournament_start(organiser, str(number))
    table = next(t for t in await service.storage.tournament_tables(number) if t.game_id)
    assert table.game_id is not None
    return number, table.game_id, [line.key for line in created.lines]


async def test_a_no_vacation_tournament_keeps_its_clocks_running_through_a_vacation(timed) -> None:
    service, clock = timed
    _, strict, signup = await started_pair(service, PEOPLE[0], PEOPLE[1], vacation="off")
    assert "service-tournament-signup-no-vacation" in signup
    _, normal, signup = await started_pair(service, PEOPLE[2], PEOPLE[3])
    assert "service-tournament-signup-no-vacation" not in signup
    assert not (await service.storage.tournament_of_game(strict)).vacation
    assert (await service.storage.tournament_of_game(normal)).vacation
    assert await service.storage.tournament_of_game("nope") is None
    # the player to move in each goes on vacation; the other of the strict game too, before their turn
    movers = {gid: (await service.storage.game(gid)).to_move for gid in (strict, normal)}
    users = {user.id: user for user in PEOPLE}
    waiting = next(uid for uid in (await service.storage.game(strict)).players if uid != movers[strict])
    assert (await service.vacation(users[movers[strict]], 5)).lines[0].args["count"] == 0
    assert (await service.vacation(users[movers[normal]], 5)).lines[0].args["count"] == 1
    await service.vacation(users[waiting], 5)
    assert (await service.storage.game(strict)).deadline is not None
    assert (await service.storage.game(normal)).deadline is None  # an ordinary tournament's clock stops
    # a move passes the turn to a player on vacation: in the strict game their clock starts all the same
    loaded = await service.games.load(strict)
    await service.play(users[movers[strict]], loaded.state.legal_moves()[0], game_id=strict)
    await service.vacation(users[movers[strict]], 0)  # back at once: the normal game stays as it is
    row = await service.storage.game(strict)
    assert (row.to_move, row.deadline) == (waiting, clock() + DAY)
    clock.now += 2 * DAY
    await service.run_due(clock())
    assert (await service.storage.game(strict)).status == GameStatus.OVER  # lost on time while away
    assert (await service.storage.game(normal)).status == GameStatus.ACTIVE


async def test_only_managers_create_tournaments_where_the_server_says_so(timed) -> None:
    service, _ = timed
    shown = await service.settings(PEOPLE[1], GUILD, admin=False)
    assert [line.args for line in shown.lines if line.key == "service-settings-tournaments"] == [{"who": "anyone"}]
    with refused("refusal-settings-manager"):
        await service.settings(PEOPLE[1], GUILD, admin=False, tournaments="managers")
    with refused("refusal-tournaments-choice", typed="'admins'"):
        await service.settings(PEOPLE[0], GUILD, admin=True, tournaments="admins")
    await service.tournament_create(PEOPLE[1], guild=GUILD, place=PLACE, game="tictacdoh", admin=False)
    saved = await service.settings(PEOPLE[0], GUILD, admin=True, tournaments="Managers")
    assert [line.args for line in saved.lines if line.key == "service-settings-tournaments"] == [{"who": "managers"}]
    with refused("refusal-tournament-managers"):
        await service.tournament_create(PEOPLE[1], guild=GUILD, place=PLACE, game="tictacdoh", admin=False)
    with refused("refusal-tournament-vacation", typed="'maybe'"):
        await service.tournament_create(PEOPLE[0], guild=GUILD, place=PLACE, game="tictacdoh", vacation="maybe")
    assert len(await service.storage.tournaments_in(GUILD)) == 1  # nothing more was created
    await service.tournament_create(PEOPLE[0], guild=GUILD, place=PLACE, game="tictacdoh", admin=True)
    assert len(await service.storage.tournaments_in(GUILD)) == 2
    # another server keeps its own setting
    await service.tournament_create(PEOPLE[1], guild="g2", place="c2", game="tictacdoh", admin=False)


async def test_a_tournament_games_final_board_offers_no_rematch(timed) -> None:
    service, _ = timed
    _, game_id, _ = await started_pair(service, PEOPLE[0], PEOPLE[1])
    game = await service.storage.game(game_id)
    ended = await service.resign(PEOPLE[0] if game.players[0] == PEOPLE[0].id else PEOPLE[1], game_id)
    assert (await service.storage.game(game_id)).status == GameStatus.OVER
    assert ended.actions == [] and "rematch" not in [a.kind for a in ended.actions]
    board = await service.board(PEOPLE[0], game_id=game_id)
    assert [a.kind for a in board.actions] == []
    with refused("refusal-rematch-tournament", game=game_id):
        await service.rematch(PEOPLE[1], game_id)
    # an ordinary game's final board still offers it
    started = await service.challenge("tictacdoh", PEOPLE[2], [PEOPLE[3]], place=PLACE, guild=GUILD)
    await service.accept(started.game_id, PEOPLE[3])
    ordinary = await service.resign(PEOPLE[2], started.game_id)
    assert [a.kind for a in ordinary.actions] == ["rematch"]
