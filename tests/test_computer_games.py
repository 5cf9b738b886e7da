"""Games against the computer (issue 30): a rematch starts the next game at once, seats rotated; a draw
offered to the computer is answered in the same answer (its search decides); a takeback against
computers only goes back past their replies in one command; the computer's turn offers nobody its
moves; and such games count nowhere in the standings (only in the histories)."""
from __future__ import annotations

import random
import sqlite3
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

import pytest

from bot.service import GameService, Reply, User
from bot.service import computers
from bot.storage import EntryKind, RatingRow, open_storage
from bot.storage.migrations import MIGRATIONS, statements
from tests.service_helpers import ALICE, BOB, CAROL, PLACE, refused, says, start_game
from tests.discord_helpers import boards, game_id_in, only_refusals
from tests.test_discord_computers import computers_done, server, thread_of  # noqa: F401  (a fixture)
from tests.test_table_clocks import Recorded, table  # noqa: F401  (the fixture)

EASY = User("computer:easy:1", "Computer (easy)")


def quick(service: GameService) -> GameService:
    """The computers think in a thread (the same search as in the pool, without a process to spawn), and
    stop at their level's playouts, not at a time cap: the same answer on a loaded machine."""
    service.computers._pool = ThreadPoolExecutor(max_workers=1)
    service.computers.cap = 60.0
    return service


@pytest.fixture
async def service(db_path: str) -> AsyncIterator[GameService]:
    opened = quick(await GameService.open(db_path, render=False))
    opened.rng = random.Random(1234)
    yield opened
    await opened.close()


async def against_easy(service: GameService, *moves: str, level: str = "easy") -> str:
    """alice (first) against the computer at Tic Tac Doh!, after `moves` (alice's and the computer's in
    turn, played for it here so that the position is known); the game's id."""
    started = await service.challenge("tictacdoh", ALICE, [], place=PLACE, computers=1, level=level, seated=True)
    computer = User(f"computer:{level}:1", f"Computer ({level})")
    for index, move in enumerate(moves):
        await service.play(ALICE if index % 2 == 0 else computer, move, game_id=started.game_id)
    return started.game_id


def header_keys(reply: Reply) -> list[str]:
    """The keys of a reply's lines, a board's header looked into."""
    return [line.args["header"].key if line.key == "service-board-heading" else line.key for line in reply.lines]


# ---- rematch ------------------------------------------------------------------------------------------
async def test_a_rematch_against_the_computer_starts_at_once_seats_rotated(service: GameService) -> None:
    game_id = await against_easy(service, "Lc3", level="hard")
    await service.resign(ALICE, game_id)
    reply = await service.rematch(ALICE, game_id, place=PLACE)
    # the answer is the new game's board: no challenge waits for a computer to accept
    assert reply.game_id != game_id and reply.thread_title is not None
    assert "service-board-players" in [line.key for line in reply.lines]
    assert reply.done is not None and reply.done.key == "service-done-rematch-started"
    assert [a.kind for a in reply.actions] == []  # the computer moves first: no move for alice to choose
    new = await service.game(reply.game_id)
    assert new.record.players == ["computer:hard:1", ALICE.id] and not new.over and new.record.unrated
    assert await service.storage.open_challenges(PLACE) == []
    # the computer's first move is due at once
    assert new.record.to_move == "computer:hard:1" and new.record.due is not None


async def test_a_rematch_with_a_person_and_a_computer_waits_for_the_person_only(service: GameService) -> None:
    challenge = await service.challenge("coins", ALICE, [BOB], place=PLACE, computers=1, level="easy", seated=True)
    started = await service.accept(challenge.game_id, BOB)
    await service.resign(ALICE, started.game_id)
    await service.resign(BOB, started.game_id)
    rematch = await service.rematch(BOB, started.game_id, place=PLACE)
    assert [a.kind for a in rematch.actions] == ["accept", "decline"] and rematch.mentions == [ALICE.id]
    begun = await service.accept(rematch.game_id, ALICE)
    assert (await service.game(begun.game_id)).record.players == [BOB.id, "computer:easy:1", ALICE.id]


# ---- draws --------------------------------------------------------------------------------------------
# The computer can win at once with Ld3 (b3, c3 and d3 all large): it plays on.
WINNING_FOR_IT = ("Lc3", "Lb3", "Sd4")
# alice can win at once with Ld3: it takes the draw.
LOSING_FOR_IT = ("Lc3", "Sd4", "Lb3", "Sb4")


async def test_the_computer_declines_a_draw_it_is_winning_in_the_same_answer(service: GameService) -> None:
    game_id = await against_easy(service, *WINNING_FOR_IT)
    reply = await service.offer_draw(ALICE, game_id=game_id, place=PLACE)
    assert says(reply, "service-offer-declined", kind="draw", name="Computer (easy)", asker="alice", game=game_id)
    assert reply.actions == [] and not (await service.game(game_id)).over
    assert await service.storage.open_offers(game_id) == []
    # declined, not waiting: another offer may be made at once
    again = await service.offer_draw(ALICE, game_id=game_id, place=PLACE)
    assert says(again, "service-offer-declined")


async def test_the_computer_accepts_a_draw_it_is_losing_and_the_game_ends_drawn(service: GameService) -> None:
    game_id = await against_easy(service, *LOSING_FOR_IT)
    reply = await service.offer_draw(ALICE, game_id=game_id, place=PLACE)
    assert "service-draw-accepted" in header_keys(reply) and "service-board-over" in header_keys(reply)
    over = await service.game(game_id)
    assert over.over and over.record.ending == "draw"
    assert [entry.kind for entry in await service.log(game_id)][-1] == EntryKind.DRAW
    assert reply.actions and reply.actions[0].kind == "rematch"


def test_the_search_rates_the_computers_chances_as_a_draw_offer_needs() -> None:
    """Lost (alice wins at once): nearly nothing; won: nearly all; the start: about even, a draw
    declined. The computer in seat 1, at the level that judges draws."""
    import engines

    def rated(moves: tuple[str, ...]) -> float:
        state = engines.get_game("tictacdoh").new_game(2)
        for move in moves:
            state = state.play(move)
        return computers.chances("tictacdoh", state.to_dict(), 1, 2, computers.JUDGING_LEVEL, 7, 60.0)

    below = computers.DRAW_BELOW / 2
    assert rated(LOSING_FOR_IT) < below < 0.3 < rated(()) < 0.7 < rated(WINNING_FOR_IT)


# ---- takebacks ----------------------------------------------------------------------------------------
async def test_undo_against_the_computer_takes_back_its_reply_too_in_one_command(service: GameService) -> None:
    game_id = await against_easy(service, "Lc3", "Mb3", "Sd4", "Sb2")
    reply = await service.ask_undo(ALICE, game_id=game_id, place=PLACE)
    assert "service-took-back-replies" in header_keys(reply)
    heading = next(line for line in reply.lines if line.key == "service-board-heading")
    assert heading.args["header"].args == {"name": "alice", "move": "Sd4", "count": 1}
    loaded = await service.game(game_id)
    assert loaded.record.to_move == ALICE.id and sorted(loaded.state.legal_moves()) != []
    log = await service.log(game_id)
    assert (log[-1].kind, log[-1].text) == (EntryKind.TAKEBACK, "3")
    # the position is the one before alice's Sd4: c3 and b3 as they were, d4 and b2 empty again
    assert "Sd4" in loaded.state.legal_moves() and "Sb2" in loaded.state.legal_moves()
    # a second takeback right after is refused, as between people
    with refused("refusal-just-taken-back", game=game_id):
        await service.ask_undo(ALICE, game_id=game_id, place=PLACE)


async def test_undo_before_the_computer_replied_takes_back_the_move_alone(service: GameService) -> None:
    game_id = await against_easy(service, "Lc3")
    reply = await service.ask_undo(ALICE, game_id=game_id, place=PLACE)
    assert "service-took-back" in header_keys(reply)
    loaded = await service.game(game_id)
    assert loaded.record.to_move == ALICE.id and sorted(loaded.state.legal_moves()) == ["Lc3", "Mc3", "Sc3"]


# ---- the computer's turn ------------------------------------------------------------------------------
async def test_no_move_menu_while_the_computer_is_to_move(service: GameService) -> None:
    game_id = await against_easy(service)
    mine = await service.board(ALICE, game_id=game_id, place=PLACE)
    assert mine.choices  # alice's turn: her moves are offered
    played = await service.play(ALICE, "Lc3", game_id=game_id, place=PLACE)
    assert played.choices == [] and [a for a in played.actions if a.kind == "move"] == []
    shown = await service.board(ALICE, game_id=game_id, place=PLACE)
    assert shown.choices == [] and [a for a in shown.actions if a.kind == "move"] == []
    assert [action.kind for _, action in await service.buttons_in(PLACE)] == []


# ---- standings ----------------------------------------------------------------------------------------
async def test_a_game_against_the_computer_counts_nowhere_in_the_standings(service: GameService) -> None:
    game_id = await against_easy(service, "Lc3")
    await service.resign(ALICE, game_id)
    history = await service.history(ALICE)
    assert says(history, "service-history-line", game=game_id, outcome="loss", rated="no")
    for scope in ("server", "global"):
        shown = await service.standings(key="tictacdoh", scope=scope, guild=None)
        assert [line.key for line in shown.lines] == ["service-standings-empty"]
    assert await service.storage.ratings("local", "tictacdoh") == []


async def test_old_games_against_the_computer_leave_the_standings_when_the_database_is_migrated(
        service: GameService, db_path: str) -> None:
    people = await start_game(service, "tictacdoh", [ALICE, BOB])
    await service.resign(BOB, people.game_id)  # alice 1 win, bob 1 loss: counted (unrated, too early)
    for user in (ALICE, CAROL):
        started = await service.challenge("tictacdoh", user, [], place=PLACE, guild="g1", computers=1, level="easy")
        await service.resign(user, started.game_id)
    # as the bot before the fix counted them: a loss and a game more for alice and for carol, in both scopes
    async with service.storage.transaction() as tx:
        for scope in ("g1", "global"):
            now = {row.user_id: row for row in await service.storage.ratings(scope, "tictacdoh")}
            assert set(now) == {ALICE.id, BOB.id}
            alice = now[ALICE.id]
            await tx.save_ratings([replace(alice, losses=alice.losses + 1, games=alice.games + 1),
                                   RatingRow(scope, "tictacdoh", CAROL.id, 25.0, 8.3, losses=1, games=1)])
    await service.close()
    with sqlite3.connect(db_path) as db:  # the migration again, on the rows as the bot before it left them
        for statement in statements(MIGRATIONS[8]):  # (later migrations change the schema: not undone here)
            db.execute(statement)
    storage = await open_storage(db_path)
    try:
        assert await storage.schema_version() == max(MIGRATIONS)
        for scope in ("g1", "global"):
            rows = {row.user_id: (row.wins, row.losses, row.draws, row.games)
                    for row in await storage.ratings(scope, "tictacdoh")}
            assert rows == {ALICE.id: (1, 0, 0, 1), BOB.id: (0, 1, 0, 1)}
    finally:
        await storage.close()


# ---- at the table ---------------------------------------------------------------------------------------
async def test_the_issue_at_the_table(table: Recorded) -> None:  # noqa: F811  (the fixture)
    quick(table.service)
    said = await table.type("/tictacdoh start computers=1 level=easy seats=listed")
    game_id = said[0].split("#", 1)[1][:5]
    played = await table.type("Lc3")
    # while the computer is to move, its moves are not offered: the menu comes with alice's turn only
    menus = [index for index, line in enumerate(played) if line.startswith("moves")]
    turns = [index for index, line in enumerate(played) if line == "alice, your turn."]
    assert len(menus) == 1 and turns and menus[0] > turns[-1], played
    await table.type("/tictacdoh undo")  # one command: the computer's consent is immediate
    log = await table.service.log(game_id)
    assert log[-1].kind == EntryKind.TAKEBACK and (await table.service.game(game_id)).record.to_move == "local:alice"
    await table.type("/tictacdoh resign")
    await table.type("Resign")
    rematch = await table.type("Rematch")
    new_id = next(line.split("#", 1)[1][:5] for line in rematch if line.startswith("**Tic Tac Doh!** #"))
    new = await table.service.game(new_id)
    assert new_id != game_id and new.record.players == ["computer:easy:1", "local:alice"], rematch
    # the computer opened at once, then alice's turn
    assert [entry.seat for entry in await table.service.log(new_id)] == [0] and not any("Accept" in line for line in rematch)


# ---- on Discord -----------------------------------------------------------------------------------------
async def test_on_discord_no_move_menu_while_it_thinks_and_a_rematch_starts_at_once(server) -> None:  # noqa: F811
    env, channel, alice = server
    quick(env.bot.service)
    started = await alice.slash(channel, "tictacdoh start", computers=1, level="easy", seats="listed")
    game_id = game_id_in(started.followups[0].content if started.followups else started.response.content)
    thread = thread_of(channel, game_id)
    await alice.slash(thread, "tictacdoh move", move="Lc3")
    thinking = next(m for m in boards(thread) if "alice played" in m.content)
    # 25 moves would fit Discord's "Choose a move…" menu, but they are the computer's: none is offered
    assert not [c for row in thinking.components for c in row.children
                if getattr(c, "custom_id", "").startswith("refmenu:")]
    await computers_done(env, game_id)
    asked = await alice.slash(thread, "tictacdoh resign")
    await alice.click(asked.response.message, label="Resign")
    await alice.click(boards(thread)[-1], label="Rematch")
    new_id = next(row.id for row in await env.bot.service.storage.games_of(str(alice.id)))
    assert new_id != game_id
    assert (await env.bot.service.game(new_id)).record.players == ["computer:easy:1", str(alice.id)]
    assert not any("Accept" in m.content for m in channel.history()) and only_refusals(env) == 0
