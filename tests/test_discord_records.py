"""Records, replays, text boards and alt text on a simulated Discord (SimCord), and their secrecy through
the whole service: two Tactonix games differing only in the deal give a public viewer the same bytes."""
from __future__ import annotations

import io
import random
import re

from PIL import Image

from bot.record import ppn
from bot.service import GameService, versus
from bot.service.replies import series
from bot.words import Command, words
from tests.discord_helpers import en, game_id_in, only_refusals, start
from tests.service_helpers import ALICE
from tests.test_records import start_from, tactonix_pair, written
import engines


from tests.discord_helpers import server  # noqa: F401  (the fixture: a server with alice and bob)


def attachments(place) -> list:
    return [a for m in place.history() for a in m.attachments]


async def test_record_replay_and_text_board_in_a_game_thread(server) -> None:
    env, channel, (alice, bob) = server
    game_id, thread = await start(env, channel, "tictacdoh", alice, [bob], seats="listed")
    for member, move in [(alice, "Mc3"), (bob, "Sc2"), (alice, "Mb3")]:
        await member.slash(thread, "tictacdoh move", move=move)
    # every board picture carries its words: the game, whose turn, the last move, the position
    pictures = [a for a in attachments(thread) if a.filename.endswith(".png")]
    assert len(pictures) == 4
    for picture in pictures:
        assert picture.description and len(picture.description) <= 1000 and f"#{game_id}" in picture.description
    newest = next(m for m in thread.history() if m.attachments and m.attachments[0].filename.endswith("-3.png"))
    words = newest.attachments[0].description
    assert "Tic Tac Doh!" in words and "bob to move" in words and "Mb3" in words and "b3" in words, words

    shown = await bob.slash(thread, "tictacdoh record")
    assert not shown.ephemeral
    record = next(a for a in attachments(thread) if a.filename == f"{game_id}.ppn")
    text = (await record.read()).decode()
    assert "GameType: {Name: Tic Tac Doh!}" in text and text.endswith("...\n1. Mc3\n2. Sc2\n3. Mb3\n")
    assert f"Site: https://discord.com/channels/{channel.guild.id}/{thread.id}" in text
    names = (await env.bot.service.game(game_id)).names
    assert record.description == en("service-record-alt", title="Tic Tac Doh!", game=game_id, players=versus(names),
                                    moves=3, status="sofar")

    await alice.slash(thread, "tictacdoh replay")
    replay = next(a for a in attachments(thread) if a.filename == f"{game_id}-replay.gif")
    data = await replay.read()
    with Image.open(io.BytesIO(data)) as animation:
        assert animation.n_frames == 4  # the start and three moves
    assert replay.description == en("service-replay-alt", title="Tic Tac Doh!", game=game_id, players=versus(names),
                                    moves=3)

    text_board = await bob.slash(thread, "tictacdoh board", text=True)
    content = text_board.response.content
    assert text_board.ephemeral and len(content) <= 2000 and content.count("```") == 2
    assert re.search(r"^3 │ \.   M   M ", content, re.M) and "bob to move." in content, content
    assert only_refusals(env) == 0


async def test_a_game_starts_from_an_attached_record(server) -> None:
    env, channel, (alice, bob) = server
    game = engines.get_game("telic")
    state = game.new_game(2)
    text = ("---\nGameType: {Name: Telic}\nPlayers: [bob, alice]\n...\n1. roll\n2. 4\n")
    started = await alice.slash(channel, "telic start", opponent=bob, record=("old.ppn", text.encode()))
    await bob.click(started.response.message, label="Accept")
    game_id = game_id_in(started.response.content)
    loaded = await env.bot.service.game(game_id)
    seats = series([loaded.state.player_label(0, "bob"), loaded.state.player_label(1, "alice")])
    assert en("service-from-record", moves=1, how="names", seats=seats) in started.response.content
    assert loaded.record.unrated and loaded.record.players == [str(bob.id), str(alice.id)]
    assert loaded.state == state.play("roll").apply_chance("4")
    # a record that stops being legal is refused with its line, and nothing is started
    bad = text + "3. enter 9\n"
    refused = await alice.slash(channel, "telic start", opponent=bob, record=("bad.ppn", bad.encode()))
    assert refused.ephemeral and "line 7, move 3. enter 9" in refused.response.content
    not_text = await alice.slash(channel, "telic start", opponent=bob, record=("x.ppn", b"\xff\xfe\x00"))
    assert not_text.response.content == en("discord-record-not-text", file="x.ppn", command=Command("<game> record"))
    assert only_refusals(env) == 2


async def test_records_replays_and_words_keep_the_deal_secret_until_the_end(tmp_path) -> None:
    """Two Tactonix games started from records that differ only in the deal: the public record, replay,
    board picture with its words and text board are the same, but for the game's own id."""
    first, second = tactonix_pair(random.Random(11))
    game = engines.get_game("tactonix")
    outputs = []
    for number, log in enumerate((first, second)):
        service = await GameService.open(str(tmp_path / f"{number}.db"))
        service.rng = random.Random(5)
        try:
            gid, board = await start_from(service, log)
            record = (await service.record(ALICE, game_id=gid)).file.data.decode()
            record = "\n".join(line for line in record.splitlines() if not line.startswith(("Event:", "Date:")))
            replay = (await service.replay(ALICE, game_id=gid)).file.data
            english = words("en")
            text_board = "\n".join(english(line) for line in (await service.board(ALICE, game_id=gid, text=True)).lines)
            outputs.append((record, replay, board.file.data, english(board.file.description).replace(gid, "ID"),
                            text_board.replace(gid, "ID")))
            assert "?" in record.split("...")[1]
        finally:
            await service.close()
    assert outputs[0] == outputs[1]
    assert ppn.read(written(game, 3, {}, first)).log != ppn.read(written(game, 3, {}, second)).log
