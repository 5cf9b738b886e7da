"""Hints and reviews (issue 33) at the service: a hint in a casual game (the others told, the record
keeping it) and refused in a rated one; a review searched in the background a batch at a time, resumed
after a restart, its turning points those of the search; a Tactonix review of one seat the same whatever
the other seats' colours; the review on the game's web page."""
from __future__ import annotations

import random
from types import SimpleNamespace
from concurrent.futures import ThreadPoolExecutor

import pytest

import engines
from bot.service import GameService
from bot.service import analysis
from bot.service.analysis import Evaluation, Summary
from bot.service.reviews import Reviews
from bot.storage import EntryKind, LogEntry
from bot.web import html
from bot.web.language import Reader
from bot.web.signing import Signer
from tests.service_helpers import ALICE, BOB, CAROL, owed_posts, play_randomly, refused, said, start_game

PLAYOUTS = 8  # a review's budget per position here: the searches' arithmetic, not their strength


def quick(service: GameService) -> GameService:
    """The service's searches in a thread of this process (no worker processes to start) at tiny budgets."""
    service.computers._pool = ThreadPoolExecutor(max_workers=1)
    service.reviews.playouts = PLAYOUTS
    service.reviews.hint_playouts = PLAYOUTS
    return service


@pytest.fixture
async def drawing(tmp_path):
    """A service on SQLite that draws its pictures (the chart among them)."""
    service = await GameService.open(str(tmp_path / "referee.db"))
    service.rng = random.Random(7)
    yield quick(service)
    await service.close()


async def test_a_hint_in_a_casual_game_is_told_and_recorded_and_refused_in_a_rated_one(service) -> None:
    quick(service)
    rated = await start_game(service, "tictacdoh", [ALICE, BOB])
    with refused("refusal-hint-rated", game=rated.game_id):
        await service.hint(ALICE, game_id=rated.game_id)
    casual = await service.challenge("tictacdoh", ALICE, [], place="chan-1", guild="g1", computers=1, level="easy",
                                     seated=True)
    game_id = casual.game_id
    assert game_id is not None
    with refused("refusal-review-not-over", game=game_id):
        await service.review(ALICE, game_id=game_id)
    loaded = await service.game(game_id)
    hint = await service.hint(ALICE, game_id=game_id)
    move = said(hint, "service-hint").args["move"]
    assert hint.private and move in loaded.state.legal_moves()
    assert said(hint, "service-hint").args["words"] == loaded.state.describe_move(move)
    # the others hear of it where the game is played, and its record keeps it
    assert any(lines[0].key == "service-hint-used" and lines[0].args["name"] == "alice"
               for to, lines in await owed_posts(service, game_id) if to == "home")
    await service.run_due()  # nothing to review: the due work's queries run on this backend all the same
    assert await service.storage.next_review() is None
    text = (await service.record(ALICE, game_id=game_id)).file.data.decode()
    assert f"Hints: [alice before {loaded.record.version + 1} ({move})]" in text
    # the web page's record is the same file
    assert (await service.game_file(game_id, "record")).data.decode() == text


async def review_done(service: GameService, game_id: str, rounds: int = 50) -> Summary:
    """Run the due work until the game's review is ready; the review."""
    for _ in range(rounds):
        await service.run_due()
        ready = await service.storage.review(game_id)
        if ready is not None and ready.status == "ready":
            return Summary.from_json(ready.progress["summary"])
    raise AssertionError("the review never finished")


async def test_a_review_resumes_after_a_restart_and_its_turning_points_are_the_searchs(drawing) -> None:
    service = drawing
    players = [ALICE, BOB]
    # a game of no server (a Discord place, no guild): only its players may have its review
    challenge = await service.challenge("tictacdoh", ALICE, [BOB], place="555", guild=None, seated=True)
    game_id = challenge.game_id
    await service.accept(game_id, BOB)
    await play_randomly(service, game_id, players, random.Random(4))
    with refused("refusal-review-not-yours", game=game_id):
        await service.review(CAROL, game_id=game_id)
    service.reviews.chunk = 3
    asked = await service.review(BOB, game_id=game_id)
    assert said(asked, "service-review-started").args["game"] == game_id
    await service.run_due()
    progress = (await service.storage.review(game_id)).progress
    assert len(progress["done"]) == 3 and "summary" not in progress
    # a restart: another process's reviews take the work up where it stopped
    service.reviews = restarted = Reviews(service.storage, service.games, service.boards, service.outbox,
                                          service.runtime, service.computers, playouts=PLAYOUTS, chunk=3)
    service.timekeeper.parts[-1] = restarted
    summary = await review_done(service, game_id)
    game = engines.get_game("tictacdoh")
    loaded = await service.game(game_id)
    log = await service.storage.log(game_id)
    at_once = analysis.review_now(game, 2, loaded.record.options, log, PLAYOUTS)
    for swing in at_once.swings:  # (the web page's positions are the service's to number)
        swing.position = next(shown.position for shown in summary.swings if shown.number == swing.number)
    assert summary == at_once
    # each turning point is a move the search rates below its choice by the drop named, the biggest drops
    moves, _ = analysis.decisions(game, 2, loaded.record.options, log)
    done = (await service.storage.review(game_id)).progress["done"]
    assert len(done) == len(moves) and sum(summary.choices) == sum(1 for found in done if not found["forced"])
    drops = []
    for swing in summary.swings:
        move = moves[swing.number - 1]
        evaluation = Evaluation.of(analysis.evaluate_in_worker("tictacdoh", analysis.items_of([move]), PLAYOUTS)[0])
        assert evaluation == Evaluation.of(done[swing.number - 1])  # the search's, as stored
        assert (move.move, move.seat, evaluation.best) == (swing.move, swing.seat, swing.best)
        assert swing.best != swing.move and swing.before == pytest.approx(evaluation.value, abs=1e-3)
        drops.append(swing.drop)
    assert summary.swings and drops == sorted(drops, reverse=True) and min(drops) >= analysis.SWING_MIN
    # the game's home is told once, with the chart, whose words name the turning points
    posts = [lines for to, lines in await owed_posts(service, game_id) if lines[0].key == "service-review-ready"]
    assert len(posts) == 1 and [line.args["number"] for line in posts[0][1:len(summary.swings) + 1]] == \
        [str(swing.number) for swing in summary.swings]
    # asked again, the review is shown at once, its chart drawn
    again = await service.review(ALICE, game_id=game_id, place="elsewhere")
    assert again.private and again.file is not None and again.file.data[:8] == b"\x89PNG\r\n\x1a\n"
    alt = again.file.description
    assert alt is not None and [point.args["number"] for point in alt.args["points"]] == \
        [str(swing.number) for swing in summary.swings]
    # the web page shows the chart under the board, with a link to the position after each turning point
    review = await service.review_page(game_id)
    assert review is not None and all(position > 0 for _, position in review.points)
    page = SimpleNamespace(id=game_id)  # the section reads only the game's id of its page
    document = html.review_section(page, Signer("k" * 32, "http://localhost"), Reader("en"), review)
    assert "review.png" in document and document.count('class="turning-points"') == 1
    assert all(f"ply={position}" in document for _, position in review.points)
    assert (await service.review_chart(game_id, Reader("en").say.words))[:4] == b"\x89PNG"


def tactonix_deals(seed: int) -> tuple[list[LogEntry], list[LogEntry], list[LogEntry]]:
    """Three logs of one two-player Tactonix game that seat 1 resigns after a few moves: the second deal
    differs from the first only in seat 1's colour, the third in seat 0's."""
    game = engines.get_game("tactonix")
    rng = random.Random(seed)
    state = game.new_game(2)
    head: list[LogEntry] = []
    while not state.is_chance_node or "," not in state.chance_outcomes()[0][0]:  # up to the deal
        outcome = state.random_outcome(rng) if state.is_chance_node else None
        if outcome is not None:
            head.append(LogEntry(len(head) + 1, None, EntryKind.CHANCE, outcome, 0.0))
            state = state.apply_chance(outcome)
        else:
            move = rng.choice(state.legal_moves())
            head.append(LogEntry(len(head) + 1, state.current_player, EntryKind.MOVE, move, 0.0))
            state = state.play(move)
    deals = [name.split(",") for name, _ in state.chance_outcomes()]
    first = deals[0]
    other = next(deal for deal in deals if deal[0] == first[0] and deal[1] != first[1])
    mine = next(deal for deal in deals if deal[0] != first[0])
    logs = []
    for deal in (first, other, mine):
        dealt = state.apply_chance(",".join(deal))
        log = [*head, LogEntry(len(head) + 1, None, EntryKind.CHANCE, ",".join(deal), 0.0)]
        moves_rng = random.Random(seed + 1)
        for _ in range(8):
            move = moves_rng.choice(dealt.legal_moves())
            log.append(LogEntry(len(log) + 1, dealt.current_player, EntryKind.MOVE, move, 0.0))
            dealt = dealt.play(move)
            assert not dealt.is_over
        log.append(LogEntry(len(log) + 1, 1, EntryKind.RESIGN, "1", 0.0))
        logs.append(log)
    return logs[0], logs[1], logs[2]


def test_a_tactonix_review_of_a_seat_uses_only_what_that_seat_knew() -> None:
    game = engines.get_game("tactonix")
    first, other, mine = tactonix_deals(3)
    reviews = [analysis.review_now(game, 2, {}, log, PLAYOUTS) for log in (first, other, mine)]
    assert all(review.hidden for review in reviews)
    chances, swings, best, choices = reviews[0].of_seat(0)
    assert choices >= 3
    assert reviews[1].of_seat(0) == (chances, swings, best, choices)  # the other's colour changed nothing
    assert reviews[2].of_seat(0) != reviews[0].of_seat(0)  # its own colour does: what it knew changed


async def test_at_the_table_hint_and_review_print_their_pictures_and_wait_finishes_the_review(tmp_path) -> None:
    from tests.test_discord_reviews import record_of
    from tests.test_table_clocks import Recorded, Wall

    service = quick(await GameService.open(str(tmp_path / "referee.db")))
    service.rng = random.Random(2)
    service.reviews.chunk = 2  # a batch per run of the due work: `wait` runs them all
    table = Recorded(service, tmp_path / "boards", wall=Wall())
    await table.start()
    try:
        path = tmp_path / "game.ppn"
        path.write_text(record_of("tictacdoh", ["alice", "bob"], 5, seed=1))
        await table.script(f"/tictacdoh start @bob record={path}", "as bob", "Accept")  # unrated: from a record
        hint = await table.type("/tictacdoh hint")
        pictures = [line.removeprefix("hint: ") for line in hint if line.startswith("hint: ")]
        assert hint[0].startswith("(only you see this) **Hint**") and len(pictures) == 1
        assert pictures[0].endswith("-hint.png") and open(pictures[0], "rb").read(4) == b"\x89PNG"
        await table.script("/tictacdoh resign", "Resign")
        asked = await table.type("/tictacdoh review")
        assert asked[0].startswith("(only you see this) The computer is reviewing")
        assert not any(line.startswith("review: ") for line in asked)  # a batch done, the rest in the background
        waited = await table.type("wait 1m")
        charts = [line.removeprefix("review: ") for line in waited if line.startswith("review: ")]
        assert len(charts) == 1 and open(charts[0], "rb").read(4) == b"\x89PNG"
        assert any(line.startswith("The computer's review of **Tic Tac Doh!**") for line in waited)
    finally:
        await service.close()


def test_a_review_judges_a_solved_position_exactly_and_every_choice_of_a_planned_one() -> None:
    """Reviews and hints search as the expert does: where a solver answers (Tic Tac Doh! from its
    second piece) the position is judged won, drawn or lost, and a move that throws a result away
    costs exactly that; where a solver only plans the move (IceSickle's first reaping keeps the biggest
    margin) the search still judges the choice."""
    from engines.ai import icesickle_solver, tictacdoh_solver

    game = engines.get_game("tictacdoh")
    rng = random.Random(5)
    state = game.new_game(2)
    for _ in range(4):
        state = state.play(rng.choice(state.legal_moves()))
    assert tictacdoh_solver.quick(state) and not state.is_over
    values = tictacdoh_solver.move_values(state)
    worst = min(values, key=lambda move: values[move])
    assert max(values.values()) > values[worst], "a position where a move throws something away"
    [found] = analysis.evaluate_in_worker("tictacdoh", [(state.to_dict(), worst, 1)], PLAYOUTS)
    assert found["value"] == (max(values.values()) + 1) / 2  # the solver's, not a sample's
    assert found["played"] == (values[worst] + 1) / 2
    assert values[found["best"]] == max(values.values())

    icesickle = engines.get_game("icesickle")
    rng = random.Random(2)
    state = icesickle.new_game(2)
    while state._jumps is None or 25 - state._board.count(0) > 10 or len(state.legal_moves()) < 2:
        state = state.play(state.playout_move(rng))  # into the first round's reaping, a choice to make
    assert state._round == 1
    assert icesickle_solver.plan(state), "the solver plans this move"
    [found] = analysis.evaluate_in_worker("icesickle", [(state.to_dict(), state.legal_moves()[0], 1)], PLAYOUTS)
    assert not found["forced"] and 0.0 <= found["value"] <= 1.0
