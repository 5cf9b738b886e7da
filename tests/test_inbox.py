"""The turn inbox (`/next`): the games where it is a user's turn, in every server, waiting longest first,
and its **Next game** button, on a clock the test moves by hand."""
from __future__ import annotations

from bot.service import Action, GameService, User
from bot.service.clocks import DAY, HOUR
from engines.phrases import say
from tests.service_helpers import ALICE, BOB, CAROL, DAVE, EVE, keys, said
from tests.test_between_moves import T0, Clock, timed  # noqa: F401  (timed: a service on a clock the test moves)


async def started(service: GameService, players: list[User], *, place: str, guild: str) -> str:
    """A Tic Tac Doh! game, seated as listed (the challenger moves first), with a clock of one day."""
    challenge = await service.challenge("tictacdoh", players[0], players[1:], place=place, guild=guild,
                                        options={}, seated=True, clock="1d")
    for user in players[1:]:
        await service.accept(challenge.game_id, user)
    return str(challenge.game_id)


async def move(service: GameService, user: User, game_id: str) -> None:
    moves, note = await service.moves_for(user, game_id=game_id)
    assert note is None, note
    await service.play(user, moves[0][0], game_id=game_id)


def next_game(index: int) -> Action:
    """The inbox's button as a front end hands its click back."""
    return Action(say("service-next-button"), "next", "turn", str(index))


async def three_games(service: GameService, clock: Clock) -> tuple[str, str, str]:
    """Alice's turn in a game of server 1 since T0 + 2h and one of server 2 since T0 + 1h (started later,
    waiting longer); in a third game of server 1 it is Dave's turn."""
    first = await started(service, [ALICE, BOB], place="c1", guild="g1")
    clock.now += HOUR
    second = await started(service, [CAROL, ALICE], place="c2", guild="g2")
    await move(service, CAROL, second)
    theirs = await started(service, [DAVE, ALICE], place="c1", guild="g1")
    clock.now += HOUR
    await move(service, ALICE, first)
    await move(service, BOB, first)
    return first, second, theirs


async def test_the_inbox_lists_every_servers_games_waiting_longest_first(timed) -> None:
    service, clock = timed
    first, second, theirs = await three_games(service, clock)
    reply = await service.inbox(ALICE)
    assert reply.private
    assert said(reply, "service-next").args["count"] == 2
    lines = [line for line in reply.lines if line.key == "service-next-line"]
    assert [line.args["game"] for line in lines] == [second, first]  # theirs (Dave to move) is absent
    assert lines[0].args["title"] == "Tic Tac Doh!" and lines[0].args["others"] == ["carol"]
    assert lines[1].args["others"] == ["bob"]
    deadlines = [line.args["deadline"] for line in lines]
    assert [d.key for d in deadlines] == ["service-next-deadline"] * 2
    assert [d.args["time"].at for d in deadlines] == [T0 + HOUR + DAY, T0 + 2 * HOUR + DAY]
    assert [(a.kind, a.value) for a in reply.actions] == [("next", "0")]
    # Dave sees the game where it is his turn, and Eve (in no game) is told there is none
    assert [line.args["game"] for line in (await service.inbox(DAVE)).lines if line.key == "service-next-line"] \
        == [theirs]
    assert keys(await service.inbox(EVE)) == ["service-next-none"]


async def test_next_game_shows_each_board_privately_in_turn_and_starts_over(timed) -> None:
    service, clock = timed
    first, second, _ = await three_games(service, clock)
    shown = await service.click(ALICE, next_game(0), place="elsewhere")
    assert shown.private and shown.game_id == second and not shown.on_posted
    assert said(shown, "service-next-at").args["number"] == 1 and said(shown, "service-next-at").args["count"] == 2
    assert "service-board-players" in keys(shown)
    assert [(a.kind, a.value) for a in shown.actions] == [("next", "1")]
    shown = await service.click(ALICE, next_game(1), place="c1")  # in the game's own channel: still private
    assert shown.private and shown.game_id == first and not shown.on_posted
    assert [(a.kind, a.value) for a in shown.actions] == [("next", "2")]
    assert (await service.click(ALICE, next_game(2))).game_id == second  # past the last: the first again
    # a game played meanwhile drops out: the one left is shown, without a button to move on
    await move(service, ALICE, second)
    shown = await service.click(ALICE, next_game(1))
    assert shown.game_id == first and said(shown, "service-next-at").args["count"] == 1 and not shown.actions
    await move(service, ALICE, first)
    assert keys(await service.click(ALICE, next_game(0))) == ["service-next-none"]
