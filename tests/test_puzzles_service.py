"""Puzzles through the service (issue 33): a finished game mined in the background for a puzzle, given
privately with its picture and menu, answered wrong and right (its rating counts each player's first
answer), refusals; the daily puzzle posted once a day through the outbox, by one process of two."""
from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import engines
from bot.service import Action, GameService, Reply
from bot.service.puzzles import Puzzles
from bot.service import puzzle_search as puzzles
from bot.service.puzzle_search import Puzzle
from tests.service_helpers import ALICE, BOB, CAROL, refused, start_game

SAMPLES = json.loads((Path(__file__).parent / "puzzle_positions.json").read_text(encoding="utf-8"))
DAY = 86400.0


def keys(reply: Reply) -> list[str]:
    return [line.key for line in reply.lines]


def self_played_moves(key: str, seed: int) -> list[str]:
    """The moves of a game the computer played against itself (a game with no chance)."""
    game = engines.get_game(key)
    states = [game.load(data) for _, data in puzzles.self_play(key, seed)]
    moves = []
    for before, after in zip(states, states[1:]):
        moves.append(next(move for move in before.legal_moves() if before.play(move) == after))
    last = states[-1]
    moves.append(next(move for move in last.legal_moves() if last.play(move).is_over))
    return moves


async def test_a_finished_game_gives_a_puzzle_answered_wrong_then_right(tmp_path) -> None:
    service = await GameService.open(str(tmp_path / "referee.db"), render=False)
    # the pool's work, in a thread: no process to spawn
    threads = service.puzzles.executor = ThreadPoolExecutor(1)
    try:
        game_id = str((await start_game(service, "tictacdoh", [ALICE, BOB])).game_id)
        for ply, move in enumerate(self_played_moves("tictacdoh", 12)):
            await service.play((ALICE, BOB)[ply % 2], move, game_id=game_id)
        assert (await service.game(game_id)).over

        # none ready: the preparation starts in the background, and the player is told
        waiting = await service.puzzle(ALICE, "tictacdoh")
        assert keys(waiting) == ["service-puzzle-preparing"] and waiting.private
        await service.puzzles.settle()
        shown = await service.puzzle(ALICE, "tictacdoh")
        assert keys(shown) == ["service-puzzle", "service-puzzle-rating", "service-puzzle-how"] and shown.private
        number = int(shown.lines[0].args["number"])
        row = await service.storage.puzzle(number)
        assert row is not None and row.source == game_id and row.playouts >= 4 * 1250
        state = engines.get_game("tictacdoh").load(row.state)
        assert [move for move, _ in shown.choices] == state.legal_moves()
        assert shown.file is not None and shown.file.kind == "puzzle" and shown.file.description is not None
        assert shown.file.description.key == "service-puzzle-alt"

        # bob, from the menu (a click): wrong; the answer, and why, each move's rating
        wrong = next(move for move in state.legal_moves() if move != row.answer)
        told = await service.click(BOB, Action(shown.lines[0], "move", shown.game_id or "", wrong))
        assert keys(told)[0] == "service-puzzle-wrong" and told.retouch is not None  # the menu goes
        assert told.lines[0].args["answer"] == row.answer and told.lines[0].args["move"] == wrong
        assert keys(told)[1] in ("service-puzzle-ends", "service-puzzle-line")
        # alice, typed: right; her second answer does not count
        right = await service.puzzle(ALICE, "tictacdoh", answer=row.answer.lower())
        assert keys(right)[0] == "service-puzzle-right" and right.retouch is None
        assert right.lines[-1].args == {"attempts": 2, "solves": 1, "percent": 50}
        again = await service.puzzle(ALICE, "tictacdoh", answer=wrong, number=str(number))
        assert "service-puzzle-counted-before" in keys(again)
        rated = await service.storage.puzzle(number)
        assert rated is not None and (rated.attempts, rated.solves) == (2, 1)

        # refusals, and nothing changes
        with refused("refusal-puzzle-none"):
            await service.puzzle(CAROL, "tictacdoh", answer="Mb5")
        with refused("refusal-puzzle-secret"):
            await service.puzzle(ALICE, "tactonix")
        with refused("refusal-puzzle-unknown"):
            await service.puzzle(ALICE, "coins", number=str(number))
        await service.puzzle(CAROL, "tictacdoh")
        with refused("refusal-illegal"):
            await service.puzzle(CAROL, "tictacdoh", answer="Zz9")
        assert await service.storage.unmined_games("tictacdoh") == []  # mined once
    finally:
        await service.close()
        threads.shutdown()


def sample_puzzle(key: str) -> Puzzle:
    sample = SAMPLES[key]
    state = engines.get_game(key).load(sample["state"])
    return Puzzle(key, sample["state"], int(state.current_player or 0), sample["answer"], sample["values"],
                  4 * 1250, tuple(sample["line"]), sample["source"], sample["ply"])


async def test_the_daily_puzzle_is_posted_once_a_day_whatever_the_processes(service: GameService) -> None:
    clock = [1_800_000_000.0]
    service.clock = lambda: clock[0]
    first = await service.puzzles.keep(sample_puzzle("tictacdoh"))
    second = await service.puzzles.keep(sample_puzzle("coins"))
    assert first is not None and second is not None and await service.puzzles.keep(sample_puzzle("coins")) is None
    with refused("refusal-puzzle-daily-manager"):
        await service.puzzle_daily(ALICE, "g1", admin=False, channel="555")
    on = await service.puzzle_daily(ALICE, "g1", admin=True, channel="555")
    assert keys(on) == ["service-puzzle-daily-on"]
    # another process on the same database: the day's puzzle goes once
    other = Puzzles(service.storage, service.boards, service.outbox, service.runtime)
    posted = await service.run_due()
    assert [keys(reply)[0] for reply in posted] == ["service-puzzle-daily"]
    assert await other.run_due(clock[0]) == [] and await service.run_due() == []
    owed = await service.storage.owed("puzzle:g1")
    assert [row.payload["to"] for row in owed] == ["channel:555"]
    assert owed[0].payload["actions"][0][1:3] == ["puzzle", str(first)]
    # a day later, the next puzzle
    clock[0] += DAY - 60
    assert await service.run_due() == []
    clock[0] += 60
    [next_day] = await service.run_due()
    assert next_day.lines[0].args["number"] == str(second)
    # Solve gives it privately, and an answer counts
    solve = await service.click(BOB, Action(next_day.actions[0].label, "puzzle", str(second)))
    assert solve.private and keys(solve)[0] == "service-puzzle"
    answered = await service.click(BOB, Action(solve.lines[0], "move", solve.game_id or "", "b4-d2"))
    assert keys(answered)[0] == "service-puzzle-right"
    off = await service.puzzle_daily(ALICE, "g1", admin=True, channel=None, off=True)
    assert keys(off) == ["service-puzzle-daily-off"] and await service.storage.next_daily_puzzle() is None
    assert keys(await service.puzzle_daily(ALICE, "g1", admin=True, channel=None, off=True)) == \
        ["service-puzzle-daily-none"]


async def test_at_the_table_the_puzzle_is_a_picture_file_and_the_answer_a_typed_move(tmp_path) -> None:
    from tests.test_table_clocks import Recorded, Wall

    service = await GameService.open(str(tmp_path / "referee.db"))
    table = Recorded(service, tmp_path / "boards", wall=Wall())
    try:
        await table.start()
        await service.puzzles.keep(sample_puzzle("tictacdoh"))
        said = await table.type("/tictacdoh puzzle")
        [picture] = [line for line in said if line.startswith("puzzle: ")]
        assert picture.endswith(".png") and Path(picture.removeprefix("puzzle: ")).is_file()
        assert any("Tic Tac Doh! puzzle #1" in line for line in said)
        wrong = next(move for move in SAMPLES["tictacdoh"]["values"] if move != SAMPLES["tictacdoh"]["answer"])
        told = await table.type(wrong)
        assert any(f"Not the move: **{wrong}**" in line for line in told), told
        said = await table.type("/puzzle daily")
        assert any("a puzzle will be posted in" in line for line in said), said
        assert any("Puzzle of the day" in line for line in said), said
    finally:
        await service.close()
