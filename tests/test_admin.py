"""The managers' tools (`/admin channels|end|block|unblock|log`, bot.service.admin): each by a manager and
refused for anyone else with nothing changed; the gate where games start and seats are taken; the
ending's record comment; the table; SimCord for a manager and a member who is not one."""
from __future__ import annotations

import json

import pytest

from bot.record import ppn
from bot.service import GameService
from bot.storage import Ending, EntryKind, GameStatus
from tests.discord_helpers import game_id_in, managed_server, only_refusals
from tests.service_helpers import ALICE, BOB, CAROL, DAVE, PLACE, keys, owed_posts, phrases, refused, said, start_game
from tests.test_table_clocks import Wall, open_table


async def nothing_logged(service: GameService, guild: str = "g1") -> bool:
    return not await service.storage.admin_log(guild)


async def test_only_managers_use_the_tools_and_a_refusal_changes_nothing(service: GameService) -> None:
    game = (await start_game(service, "tictacdoh", [ALICE, BOB])).game_id
    calls = [service.admin_channels(CAROL, "g1", admin=False),
             service.admin_channels(CAROL, "g1", admin=False, channel="chan-9"),
             service.admin_end(CAROL, "g1", admin=False, game=game, reason="spam"),
             service.admin_block(CAROL, "g1", admin=False, target=BOB),
             service.admin_unblock(CAROL, "g1", admin=False, target=BOB),
             service.admin_log(CAROL, "g1", admin=False)]
    for call in calls:
        with refused("refusal-admin-manager"):
            await call
    assert await nothing_logged(service)
    assert (await service.game(game)).record.status == GameStatus.ACTIVE
    assert "channels" not in await service.storage.settings("guild:g1")
    await service.challenge("tictacdoh", BOB, [ALICE], place=PLACE, guild="g1")  # bob was not blocked


async def test_the_channels_where_games_may_start(service: GameService) -> None:
    shown = await service.admin_channels(ALICE, "g1", admin=True)
    assert shown.private and keys(shown)[0] == "service-admin-channels-all"
    listed = await service.admin_channels(ALICE, "g1", admin=True, channel="chan-2")
    assert listed.lines[0].key == "service-admin-channels"
    assert [c.channel_id for c in listed.lines[0].args["channels"]] == ["chan-2"]
    # a challenge, an open challenge, a seek, a tournament elsewhere: refused, naming where games go
    for attempt in (service.challenge("tictacdoh", BOB, [CAROL], place=PLACE, guild="g1"),
                    service.challenge("coins", BOB, [], place=PLACE, guild="g1"),
                    service.seek(BOB, guild="g1", place=PLACE, games="telic", clock="1d"),
                    service.tournament_create(BOB, guild="g1", place=PLACE, game="tictacdoh")):
        with refused("refusal-admin-channel") as caught:
            await attempt
        assert [c.channel_id for c in caught.value.values["channels"]] == ["chan-2"]
    assert not await service.storage.open_challenges() and not await service.storage.seeks("g1")
    # another server keeps every channel; the listed one takes games
    await service.challenge("tictacdoh", BOB, [CAROL], place=PLACE, guild="g2")
    await service.challenge("tictacdoh", BOB, [DAVE], place="chan-2", guild="g1")
    with refused("refusal-admin-channel-unlisted"):
        await service.admin_channels(ALICE, "g1", admin=True, channel="chan-3", action="remove")
    with refused("refusal-admin-action"):
        await service.admin_channels(ALICE, "g1", admin=True, channel="chan-3", action="burn")
    with refused("refusal-admin-channel-missing"):
        await service.admin_channels(ALICE, "g1", admin=True, action="add")
    await service.admin_channels(ALICE, "g1", admin=True, channel="chan-3")
    again = await service.admin_channels(ALICE, "g1", admin=True, channel="chan-2", action="remove")
    assert [c.channel_id for c in again.lines[0].args["channels"]] == ["chan-3"]
    every = await service.admin_channels(ALICE, "g1", admin=True, action="all")
    assert keys(every)[0] == "service-admin-channels-all"
    await service.challenge("tictacdoh", DAVE, [CAROL], place=PLACE, guild="g1")  # every channel again
    log = await service.storage.admin_log("g1")
    assert [json.loads(a.target) for a in log] == [[], ["chan-3"], ["chan-2", "chan-3"], ["chan-2"]]
    assert all(a.manager == ALICE.id and a.action == "channels" for a in log)


async def test_a_blocked_user_neither_starts_nor_joins_and_their_games_go_on(service: GameService) -> None:
    running = (await start_game(service, "tictacdoh", [BOB, CAROL])).game_id
    open_one = await service.challenge("coins", CAROL, [], place=PLACE, guild="g1")
    named = await service.challenge("tictacdoh", CAROL, [BOB], place=PLACE, guild="g1")
    tournament = await service.tournament_create(CAROL, guild="g1", place=PLACE, game="tictacdoh")
    number = (await service.storage.tournaments_in("g1"))[0].id
    blocked = await service.admin_block(ALICE, "g1", admin=True, target=BOB)
    assert blocked.private and keys(blocked) == ["service-admin-blocked"]
    with refused("refusal-admin-blocked-already", name="bob"):
        await service.admin_block(ALICE, "g1", admin=True, target=BOB)
    for attempt in (service.challenge("tictacdoh", BOB, [DAVE], place=PLACE, guild="g1"),
                    service.accept(named.game_id, BOB),
                    service.join(open_one.game_id, BOB),
                    service.seek(BOB, guild="g1", place=PLACE, games="telic", clock="1d"),
                    service.tournaments.join(BOB, str(number))):
        with refused("refusal-admin-blocked"):
            await attempt
    with refused("refusal-admin-blocked-other", name="bob"):  # nor is bob invited
        await service.challenge("tictacdoh", DAVE, [BOB], place=PLACE, guild="g1")
    assert tournament.lines and [e.user_id for e in await service.storage.entrants(number)] == [CAROL.id]
    await service.play(BOB, "Mc3", game_id=running)  # the game bob is playing goes on
    await service.challenge("tictacdoh", BOB, [DAVE], place=PLACE, guild="g2")  # another server's managers'
    unblocked = await service.admin_unblock(ALICE, "g1", admin=True, target=BOB)
    assert keys(unblocked) == ["service-admin-unblocked"]
    with refused("refusal-admin-not-blocked", name="bob"):
        await service.admin_unblock(ALICE, "g1", admin=True, target=BOB)
    await service.join(open_one.game_id, BOB)
    log = await service.admin_log(ALICE, "g1", admin=True)
    assert keys(log) == ["service-admin-log", "service-admin-log-unblock", "service-admin-log-block"]
    assert log.lines[1].args["name"] == "bob" and log.lines[1].args["manager"] == "alice"


async def test_a_manager_ends_a_game_with_no_result_its_players_told_why(service: GameService) -> None:
    game = (await start_game(service, "tictacdoh", [BOB, CAROL])).game_id
    await service.play(BOB, "Mc3", game_id=game)
    for reason in ("", "   ", "x" * 201):
        with refused("refusal-admin-reason"):
            await service.admin_end(ALICE, "g1", admin=True, game=game, reason=reason)
    with refused("refusal-no-game"):  # another server's managers cannot see it
        await service.admin_end(ALICE, "g2", admin=True, game=game, reason="spam")
    with refused("refusal-no-game"):
        await service.admin_end(ALICE, "g1", admin=True, game="zzzzz", reason="spam")
    assert await nothing_logged(service)
    ended = await service.admin_end(ALICE, "g1", admin=True, game=f"#{game.upper()}", reason="stuck {for} a week")
    assert ended.done is not None and ended.done.key == "service-admin-done-ended" and not ended.here
    assert set(ended.mentions) == {BOB.id, CAROL.id}
    loaded = await service.game(game)
    assert loaded.record.status == GameStatus.OVER and loaded.record.ending == Ending.ABORTED
    assert not await service.storage.results(game_id=game)  # no result: counted nowhere
    assert said(ended, "service-admin-ended").args["reason"] == "stuck (for) a week"
    posts = await owed_posts(service, game)
    # owed to the game's thread, through the outbox (the parent channel's one-line summary after it)
    assert any(p.key == "service-admin-ended" for _, lines in posts for p in phrases(lines))
    log = await service.storage.log(game)
    assert log[-1].kind == EntryKind.ABORT and log[-1].seat is None
    # the record says it in a comment, and reads back to the same log
    text = service.ppn(loaded, log)
    assert "{aborted by a server manager: stuck (for) a week}" in text
    assert [(e.ply, e.seat, e.kind, e.text) for e in ppn.read(text).log] == [(e.ply, e.seat, e.kind, e.text) for e in log]
    with refused("refusal-admin-over"):
        await service.admin_end(ALICE, "g1", admin=True, game=game, reason="again")
    shown = await service.admin_log(ALICE, "g1", admin=True)
    assert keys(shown) == ["service-admin-log", "service-admin-log-end"]
    assert shown.lines[1].args["game"] == game and shown.lines[1].args["reason"] == "stuck (for) a week"


async def test_the_table_manages_itself(tmp_path) -> None:
    table = await open_table(tmp_path / "referee.db", Wall())
    try:
        await table.type("/tictacdoh start @bob seats=listed")
        game = table.service.storage
        started = (await game.open_challenges())[0].id
        await table.type("as bob")
        await table.type("Accept")
        await table.type("as alice")
        assert "carol can no longer start" in (await table.type("/admin block @carol"))[0]
        ended = await table.type(f"/admin end game={started} gone for a month")
        assert any("a server manager ended this game" in line and "gone for a month" in line for line in ended), ended
        shown = await table.type("/admin log")
        assert "ended #" + started in "\n".join(shown) and "blocked carol" in "\n".join(shown), shown
        listed = await table.type("/admin channels channel=#lobby")
        assert "only" in listed[0] and "#lobby" in listed[0], listed
        refusal = await table.type("/tictacdoh start @bob")
        assert refusal[0].startswith("✗") and "#lobby" in refusal[0], refusal
    finally:
        await table.service.close()


@pytest.fixture
def managed(simcord_env):
    _, (channel, other), alice, bob = managed_server(simcord_env, "games", "lobby")
    return simcord_env, channel, other, alice, bob


async def test_admin_on_discord_for_a_manager_and_for_a_member(managed) -> None:
    env, channel, other, alice, bob = managed
    refused_here = await bob.slash(channel, "admin channels", channel=other)
    assert refused_here.ephemeral and "Manage Server" in refused_here.response.message.content
    assert only_refusals(env) == 1
    assert not await env.bot.service.storage.admin_log(str(channel.guild.id))
    listed = await alice.slash(channel, "admin channels", channel=other)
    assert listed.ephemeral and f"<#{other.id}>" in listed.response.message.content
    challenge = await bob.slash(channel, "tictacdoh start", opponent=alice)
    assert challenge.ephemeral and f"<#{other.id}>" in challenge.response.message.content
    assert only_refusals(env) == 2  # both refusals so far, and nothing else went wrong
    started = await bob.slash(other, "tictacdoh start", opponent=alice)
    game = game_id_in(started.response.message.content)
    await alice.click(started.response.message, label="Accept")
    ended = await alice.slash(channel, "admin end", game=game, reason="testing the tools")
    assert ended.ephemeral
    texts = "\n".join(m.content for t in other.threads for m in t.history())
    assert "testing the tools" in texts and f"<@{bob.id}>" in texts, texts[-500:]
    assert (await env.bot.service.game(game)).record.status == GameStatus.OVER
