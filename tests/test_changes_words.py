"""Issue 30, "words for every change": every board says the same last move in its picture, its alt text
and its text board, whatever the change was (a move, a resignation, a time-out, a takeback); IceSickle's
round change is announced with the position that ended the round; and the slips the issue lists.

Checked as values (the picture's spec, phrase keys and arguments, the notation in the words), not as
English sentences, except where a test's point is the English itself."""
from __future__ import annotations

import random
from collections.abc import AsyncIterator

import pytest

from bot.service import GameService, Reply
from engines.phrases import Phrase
from tests.service_helpers import ALICE, BOB, phrases, start_game


@pytest.fixture
async def drawn(tmp_path) -> AsyncIterator[GameService]:
    """A service that draws its boards (the picture's words are what these tests look at)."""
    service = await GameService.open(str(tmp_path / "referee.db"))
    service.rng = random.Random(7)
    yield service
    await service.close()


def last_marked(reply: Reply) -> tuple[str | None, object]:
    """The last move a public board's picture marks, and its words, as kept to draw it (again)."""
    assert reply.file is not None and reply.file.board is not None
    spec = reply.file.board
    words = spec.get("last_words")
    return spec.get("last_move"), Phrase.from_json(words) if isinstance(words, dict) else words


def text_board_of(reply: Reply) -> str:
    board = next(p for p in reply.lines if isinstance(p, Phrase) and p.key == "service-text-board")
    text = board.args["board"]
    assert isinstance(text, str)
    return text


async def test_a_resignation_keeps_the_last_move_in_the_picture_alt_text_and_text_board(drawn: GameService) -> None:
    start = await start_game(drawn, "coins", [ALICE, BOB])
    first = ALICE if (await drawn.game(start.game_id)).record.players[0] == ALICE.id else BOB
    other = BOB if first is ALICE else ALICE
    played = await drawn.play(first, "c1x", game_id=start.game_id)
    assert last_marked(played)[0] == "c1x"
    resigned = await drawn.resign(other, start.game_id)
    assert last_marked(resigned) == last_marked(played)
    assert resigned.file is not None and "c1x" in str(resigned.file.description)
    text = text_board_of(await drawn.board(other, game_id=start.game_id, text=True))
    assert "c1x" in text.splitlines()[-1]


async def test_a_tactonix_resignation_keeps_the_moves_words(drawn: GameService) -> None:
    start = await start_game(drawn, "tactonix", [ALICE, BOB])
    loaded = await drawn.game(start.game_id)
    mover = ALICE if loaded.record.players[loaded.state.current_player] == ALICE.id else BOB
    move = loaded.state.legal_moves()[0]
    played = await drawn.play(mover, move, game_id=start.game_id)
    resigned = await drawn.resign(mover, start.game_id)
    marked, words = last_marked(resigned)
    assert (marked, words) == last_marked(played) and isinstance(words, Phrase)


async def test_a_taken_back_move_is_no_longer_the_last_move(drawn: GameService) -> None:
    start = await start_game(drawn, "tictacdoh", [ALICE, BOB])  # seated as listed: alice first
    await drawn.play(ALICE, "Sc3", game_id=start.game_id)
    await drawn.play(BOB, "Mc3", game_id=start.game_id)
    await drawn.ask_undo(BOB, game_id=start.game_id)
    offer = (await drawn.storage.open_offers(start.game_id))[0]
    taken = await drawn.answer(ALICE, offer.id, True)
    assert last_marked(taken)[0] == "Sc3"
    text = text_board_of(await drawn.board(ALICE, game_id=start.game_id, text=True))
    assert "Sc3" in text.splitlines()[-1] and "Mc3" not in text.splitlines()[-1]
    look = await drawn.board(ALICE, game_id=start.game_id)
    assert last_marked(look)[0] == "Sc3"
    assert any(p.key == "service-took-back" for p in phrases(taken))


# ---- slips ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("key, options, checked", [
    ("coins", {"slide": "FULL"}, {"slide": "full"}),
    ("tactonix", {"hop": "Shove"}, {"hop": "shove"}),
])
def test_option_values_are_read_in_any_case_as_clocks_are(key: str, options: dict, checked: dict) -> None:
    import engines

    assert engines.get_game(key).check_options(2, options).items() >= checked.items()
    with pytest.raises(ValueError):
        engines.get_game(key).check_options(2, {name: "nonsense" for name in options})


def test_the_english_says_each_slip_right() -> None:
    from bot.words import words
    from engines.phrases import say

    english = words("en")
    quiet = english("coins-move-quiet", start="a1", end="a3", seat=say("coins-seat-arms"))
    assert "a Arms" not in quiet and "Arms coin" in quiet
    assert "1 more problem)" in english("refusal-record-does-not-replay", problem="x", more=1)
    for key in ("service-settings-saved", "service-settings-shown"):
        said = english(key, clock="none", reminders="on", language="English", front="table", command="/settings")
        assert "none" not in said and "no clock" in said, said
    for key in ("coins-position-resigned", "picture-coins-text-resigned"):
        assert "resigned" not in english(key, seat="alice")  # out on time is no resignation


async def test_a_board_after_the_deadline_says_the_time_ran_out_not_must_move_ago(tmp_path) -> None:
    from bot.service.clocks import HOUR

    service = await GameService.open(str(tmp_path / "referee.db"), render=False)
    now = [1_800_000_000.0]
    service.clock = lambda: now[0]
    try:
        start = await start_game(service, "tictacdoh", [ALICE, BOB], clock="1h")
        assert any(p.key == "service-clock-deadline" for p in phrases(start))
        now[0] += 2 * HOUR  # the time-out is due, not yet applied
        look = await service.board(BOB, game_id=start.game_id)
        keys = [p.key for p in phrases(look)]
        assert "service-clock-overdue" in keys and "service-clock-deadline" not in keys, keys
    finally:
        await service.close()


async def test_a_reminder_says_the_time_left_once(tmp_path) -> None:
    from bot.service.clocks import HOUR, duration
    from bot.words import Moment

    service = await GameService.open(str(tmp_path / "referee.db"), render=False)
    now = [1_800_000_000.0]
    service.clock = lambda: now[0]
    try:
        await start_game(service, "tictacdoh", [ALICE, BOB], clock="1h")
        now[0] += 0.6 * HOUR
        reminders = [p for reply in await service.run_due() for p in phrases(reply) if p.key == "service-reminder"]
        # the time left, and the deadline as a date ("30m left, move in 30 minutes" said it twice)
        assert [(p.args["left"], p.args["when"]) for p in reminders] == \
            [(duration(0.4 * HOUR), Moment(int(1_800_000_000 + HOUR), "date"))], reminders
    finally:
        await service.close()


def test_a_configuration_error_says_a_whole_number(tmp_path) -> None:
    from bot.config import ConfigError, load_config

    path = tmp_path / "config.toml"
    path.write_text('[web]\nport = "eighty"\n', encoding="utf-8")
    with pytest.raises(ConfigError) as caught:
        load_config(path, environ={})
    assert "a whole number" in str(caught.value) and "a int" not in str(caught.value)


# ---- IceSickle's round change ---------------------------------------------------------------------------
async def test_icesickles_round_change_posts_the_ended_round_then_the_new_rounds_board(service: GameService) -> None:
    from tests.service_helpers import owed_posts

    start = await start_game(service, "icesickle", [ALICE, BOB])
    rng = random.Random(3)
    while True:  # random moves until one ends round 1
        loaded = await service.game(start.game_id)
        before = loaded.state
        mover = ALICE if loaded.record.players[before.current_player] == ALICE.id else BOB
        move = rng.choice(before.legal_moves())
        reply = await service.play(mover, move, game_id=start.game_id)
        after = (await service.game(start.game_id)).state
        if after.view(None)["round"] == 2:
            break
        assert not any(p.key == "service-round-over" for p in phrases(reply))
    posts = [lines for to, lines in await owed_posts(service, start.game_id) if to == "home"]
    ended, board = posts[-2], posts[-1]
    said = [p for line in ended for p in line.walk()]
    over = next(p for p in said if p.key == "service-round-over")
    assert over.args["round"] == 1 and over.args["next"] == 2
    pips = after.view(None)["round_scores"][0]
    assert [p.args["score"] for p in over.walk() if p.key == "engines-score"] == pips
    # the position that ended the round: the jumped piece has left its square for the landing square
    text = next(p for p in said if p.key == "service-text-board").args["board"]
    start_square, landing = move.split("-")
    assert cell(text, landing) == before.view(None)["board"][start_square] and cell(text, start_square) == "."
    assert any(p.key == "service-played" for line in board for p in line.walk())
    assert reply.game_id == start.game_id and not reply.direct  # the ended round goes first


def cell(text: str, square: str) -> str:
    """What a 5×5 text board shows on a square."""
    rank = next(line for line in text.splitlines() if line.startswith(f"{square[1]} │"))
    return rank.split("│")[1].split()["abcde".index(square[0])]


async def test_a_vacation_that_ends_after_the_time_left_says_the_time_ran_out(tmp_path) -> None:
    from bot.service.clocks import DAY, HOUR

    service = await GameService.open(str(tmp_path / "referee.db"), render=False)
    now = [1_800_000_000.0]
    service.clock = lambda: now[0]
    try:
        await start_game(service, "tictacdoh", [ALICE, BOB], clock="1h")  # alice to move, an hour
        await service.vacation(ALICE, 1)
        now[0] += DAY + 2 * HOUR  # the table was closed: the vacation ended, then her hour ran out
        keys = [p.key for reply in await service.run_due() for p in phrases(reply)]
        assert "service-vacation-back-overdue" in keys and "service-vacation-back" not in keys, keys
    finally:
        await service.close()
