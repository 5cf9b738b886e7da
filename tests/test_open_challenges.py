"""Open challenges (anyone may Join, the challenger may start a multiplayer game early), every challenge
expiring by the server's setting, one challenge at a time for one game and the same people, and nobody
acting for others: the service's rules, as values."""
from __future__ import annotations

from bot.service import GameService
from bot.storage import ChallengeStatus
from tests.service_helpers import ALICE, BOB, CAROL, DAVE, EVE, PLACE, owed_posts, refused, says
from tests.test_table_clocks import GAME_ID, Recorded, table  # noqa: F401  (table: the fixture)

HOUR, DAY = 3600.0, 86400.0


def timed(service: GameService, start: float = 1_000_000.0) -> list[float]:
    """The service's clock, moved by the test: `now[0] += …`."""
    now = [start]
    service.clock = lambda: now[0]
    return now


async def test_an_open_challenge_fills_its_seats_and_starts(service: GameService) -> None:
    now = timed(service)
    posted = await service.challenge("coins", ALICE, [], place=PLACE, guild="g1", players=3)
    challenge_id = posted.game_id
    assert says(posted, "service-open-challenge", challenger="alice", wanted=2, title="Coins")
    assert says(posted, "service-open-joined", names=("alice",), left=2)
    assert [a.kind for a in posted.actions] == ["join", "decline"]  # no Start while alice is alone
    await service.posted(posted, "m-1")
    row = await service.storage.challenge(challenge_id)
    assert row is not None and row.seats_wanted == 3 and row.expires == now[0] + DAY  # the default: 24h

    joined = await service.click(BOB, posted.actions[0])
    # the challenge's own message, rewritten in place through the outbox: who is in, the seats left
    assert joined.replace == "m-1" and joined.owed_id is not None
    assert says(joined, "service-open-joined", names=("alice", "bob"), left=1)
    assert [a.kind for a in joined.actions] == ["join", "begin", "decline"]
    [(to, lines)] = (await owed_posts(service, challenge_id))[1:]
    assert to == f"channel:{PLACE}" and lines == joined.lines
    owed = (await service.storage.owed(challenge_id))[-1]
    assert owed.payload["edit"] == "m-1"

    # nobody acts for others, and a refusal changes nothing
    before = await service.storage.challenge(challenge_id)
    with refused("refusal-join-own", game=challenge_id):
        await service.join(challenge_id, ALICE)
    with refused("refusal-joined-already", game=challenge_id):
        await service.join(challenge_id, BOB)
    with refused("refusal-start-not-yours", name="alice", game=challenge_id):
        await service.begin(challenge_id, BOB)
    with refused("refusal-decline-not-yours"):  # who joined cannot close it for everyone
        await service.decline(challenge_id, BOB)
    assert await service.storage.challenge(challenge_id) == before

    started = await service.join(challenge_id, CAROL)
    assert started.thread_title is not None and started.retouch is not None and started.retouch.actions == ()
    assert says(started.retouch.lines, "service-open-joined", names=("alice", "bob", "carol"), left=0)
    loaded = await service.game(challenge_id)
    assert sorted(loaded.record.players) == sorted(u.id for u in (ALICE, BOB, CAROL))
    assert (await service.storage.challenge(challenge_id)).status == ChallengeStatus.STARTED
    with refused("refusal-challenge-closed", game=challenge_id):  # a fourth: the game is on
        await service.join(challenge_id, DAVE)


async def test_the_challenger_starts_early_and_two_player_games_start_with_the_first(service: GameService) -> None:
    timed(service)
    posted = await service.challenge("tactonix", ALICE, [], place=PLACE)  # the most its options allow: 4
    assert says(posted, "service-open-challenge", wanted=3)
    with refused("refusal-start-too-few", minimum=2, count=1):
        await service.begin(posted.game_id, ALICE)
    await service.join(posted.game_id, BOB)
    await service.join(posted.game_id, CAROL)
    [(_, start)] = [(m, a) for m, a in await service.buttons_in(PLACE) if a.kind == "begin"]
    started = await service.click(ALICE, start)
    assert started.thread_title is not None
    assert len((await service.game(posted.game_id)).record.players) == 3

    duel = await service.challenge("telic", BOB, [], place=PLACE)
    assert [a.kind for a in duel.actions] == ["join", "decline"]  # two seats: no early start
    started = await service.join(duel.game_id, DAVE)
    assert sorted((await service.game(duel.game_id)).record.players) == sorted([BOB.id, DAVE.id])

    # withdrawn by the challenger: nobody joins it any more
    withdrawn = await service.challenge("coins", CAROL, [], place=PLACE)
    ended = await service.decline(withdrawn.game_id, CAROL)
    assert says(ended, "service-challenge-ended", status="withdrawn")
    with refused("refusal-challenge-closed"):
        await service.join(withdrawn.game_id, EVE)


async def test_players_and_twins_are_checked(service: GameService) -> None:
    timed(service)
    with refused("refusal-players-count", low=2, high=4, typed="5"):
        await service.challenge("coins", ALICE, [], place=PLACE, players=5)
    with refused("refusal-players-named", named=2, typed=3):
        await service.challenge("coins", ALICE, [BOB], place=PLACE, players=3)
    named = await service.challenge("coins", ALICE, [BOB], place=PLACE, players=2)  # consistent: fine
    with refused("refusal-challenge-twice", title="Coins", game=named.game_id):
        await service.challenge("coins", ALICE, [BOB], place=PLACE)
    await service.challenge("coins", ALICE, [BOB, CAROL], place=PLACE)  # other people: another challenge
    await service.challenge("telic", ALICE, [BOB], place=PLACE)  # another game
    first = await service.challenge("coins", ALICE, [], place=PLACE)
    with refused("refusal-open-twice", title="Coins", game=first.game_id):
        await service.challenge("coins", ALICE, [], place=PLACE, players=2)
    await service.challenge("coins", BOB, [], place=PLACE)  # someone else's open challenge


async def test_challenges_expire_once_by_the_servers_setting(database: str) -> None:
    first = await GameService.open(database, render=False)
    second = await GameService.open(database, render=False)
    try:
        now = timed(first)
        second.clock = first.clock
        with refused("refusal-expiry-choice"):
            await first.settings(ALICE, "g1", admin=True, challenge="2h")
        saved = await first.settings(ALICE, "g1", admin=True, challenge="1h")
        assert says(saved, "service-settings-challenge", expiry="1h")
        named = await first.challenge("telic", ALICE, [BOB], place=PLACE, guild="g1")
        opened = await first.challenge("coins", CAROL, [], place=PLACE, guild="g1")
        await first.posted(opened, "m-open")
        assert says(named, "service-challenge-expires") and says(opened, "service-challenge-expires")
        assert await first.next_due() == now[0] + HOUR
        now[0] += HOUR
        with refused("refusal-challenge-expired", game=opened.game_id):  # due, not yet closed: too late all the same
            await first.join(opened.game_id, DAVE)
        # two processes run the due work: each challenge is closed, and its message owed, once
        replies = [*await first.run_due(), *await second.run_due()]
        assert sorted(reply.game_id for reply in replies) == sorted([named.game_id, opened.game_id])
        gone = next(reply for reply in replies if reply.game_id == opened.game_id)
        assert says(gone, "service-challenge-expired", name="carol", open="yes") and gone.actions == []
        assert gone.replace == "m-open"  # its message says so in place, and loses its buttons
        for reply in replies:
            assert (await first.storage.challenge(reply.game_id)).status == ChallengeStatus.EXPIRED
        assert await first.next_due() is None
        # expired, it no longer stands in the way of a new one
        await first.challenge("coins", CAROL, [], place=PLACE, guild="g1")
    finally:
        await first.close()
        await second.close()


async def test_the_table_types_join(table: Recorded) -> None:
    """`/coins start players=3`, then `Join` typed by two other users: the game starts with three."""
    opened = await table.type("/coins start players=3")
    game_id = GAME_ID.search(opened[0]).group(1)
    assert opened[-1] == "buttons: [Join]  [Withdraw]", opened
    joined = await table.script("as bob", "Join")
    assert joined[-1] == "buttons: [Join]  [Start]  [Withdraw]", joined
    assert (await table.type("Join"))[0].startswith("✗ You have already joined"), "bob cannot join twice"
    await table.script("as carol", "Join")
    assert len((await table.service.game(game_id)).record.players) == 3
    assert (await table.script("as dave", "Join"))[0].startswith("✗"), "no seat is left"


async def test_two_challenges_sent_at_one_moment_make_one(service: GameService) -> None:
    """A double submit (or two processes) at one moment: the one-challenge rule still holds, the second
    is refused naming the first, and only one challenge is posted."""
    import asyncio

    from bot.service.replies import Refusal

    timed(service)
    for invited in ([], [BOB]):
        sent = await asyncio.gather(*(service.challenge("coins", ALICE, invited, place=PLACE, guild="g1", players=3
                                                        if not invited else None) for _ in range(2)),
                                    return_exceptions=True)
        made = [reply for reply in sent if not isinstance(reply, BaseException)]
        refusals = [error for error in sent if isinstance(error, Refusal)]
        assert len(made) == 1 and len(refusals) == 1, sent
        assert refusals[0].code == ("refusal-open-twice" if not invited else "refusal-challenge-twice")
        assert refusals[0].phrase.args["game"] == made[0].game_id
    rows = await service.storage.open_challenges_by(ALICE.id, "coins")
    assert len(rows) == 2 and len({row.open_to_all for row in rows}) == 2
    assert len([to for to, _ in await owed_posts(service, rows[0].id)]) == 1
