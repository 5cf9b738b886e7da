"""IceSickle's round end as a picture (issue 30): the position that ended a round, which no state of the
game holds (the same move clears the board for the next round), is posted as a picture headed by the
round's end, drawn again when its message goes out, and shown in the replay before the next round."""
from __future__ import annotations

import random

from bot.service import GameService
from bot.service.boards import ended_round, round_headline
from bot.service.records import replay_frames
from engines.phrases import Phrase
from renderers import draw, text
from tests.service_helpers import ALICE, BOB, start_game
from tests.test_changes_words import drawn  # noqa: F401  (a fixture: a service that draws its boards)


async def play_to_round_two(service: GameService) -> tuple[str, str]:
    """Random moves of a two-round game until one ends round 1: (the game, that move)."""
    start = await start_game(service, "icesickle", [ALICE, BOB], options={"rounds": 2})
    rng = random.Random(3)
    while True:
        loaded = await service.game(start.game_id)
        mover = ALICE if loaded.record.players[loaded.state.current_player] == ALICE.id else BOB
        move = rng.choice(loaded.state.legal_moves())
        await service.play(mover, move, game_id=start.game_id)
        if (await service.game(start.game_id)).state.view(None)["round"] == 2:
            return start.game_id, move


async def test_the_round_end_is_posted_as_a_picture_headed_by_the_round_not_game_over(drawn: GameService) -> None:
    game_id, move = await play_to_round_two(drawn)
    owed = [row for row in await drawn.storage.owed(game_id) if row.kind == "post"]
    ended = next(row for row in owed
                 if any(p.key == "service-round-over" for line in row.payload["lines"]
                        for p in Phrase.from_json(line).walk()))
    spec = ended.payload["file"]["board"]
    assert spec["round_end"] and spec["last_move"] == move
    picture = await drawn.boards.draw_board(spec)  # as the deliverer draws it when the message goes out
    assert picture is not None and picture.startswith(b"\x89PNG")
    # what that picture's header says: the round's end and its points, never the one-round match's result
    _, position, users = await drawn.games.state_at(game_id, spec["version"])
    end = ended_round(position, move, position.play(move))
    assert end is not None and end[3] is not None
    headline = round_headline(end, [user.name for user in users])
    assert [p.args["score"] for p in headline.walk() if p.key == "engines-score"] == \
        (await drawn.game(game_id)).state.view(None)["round_scores"][0]
    text.recording(True)
    try:
        image = draw(end[3], seat=None, last_move=move, players=[u.name for u in users], headline=headline,
                     before=position)
    finally:
        text.recording(False)
    written = [note.text for note in text.placed(image)]
    assert any(line.startswith("Round 1 is over: alice") for line in written), written
    assert not any("Game over" in line or "wins" in line for line in written), written


async def test_the_replay_shows_the_round_end_before_the_next_rounds_first_position(drawn: GameService) -> None:
    game_id, move = await play_to_round_two(drawn)
    loaded = await drawn.game(game_id)
    frames = replay_frames(loaded, await drawn.log(game_id))
    headed = [n for n, frame in enumerate(frames) if frame.headline is not None]
    assert len(headed) == 1
    ended, following = frames[headed[0]], frames[headed[0] + 1]
    assert ended.last_move == following.last_move == move and ended.ply == following.ply
    assert ended.state.view(None)["board"] != following.state.view(None)["board"]  # the next round is cleared
    assert isinstance(ended.headline, Phrase) and ended.headline.key == "picture-icesickle-round-over"
