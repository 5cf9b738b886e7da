"""A player's data (issue 34): `/privacy export` is everything stored about them, checked against the
database; `/privacy forget` asks first (only they may answer; Cancel changes nothing), resigns their
running games as any resignation does, and leaves their name and id nowhere: not in the database's
files, the records, the pictures' alt text, the web pages, the files the table wrote; the other
players' results and ratings are as they were."""
from __future__ import annotations

import json
import re
import random
from pathlib import Path

import pytest

from bot.service import GameService, User
from bot.service.replies import Retouch
from bot.service.privacy import former_name
from bot.storage.privacy import rewritten
from bot.storage import GameStatus
from bot.web import html
from bot.web.language import Reader
from bot.web.signing import Signer
from bot.words import words
from engines.phrases import Phrase
from tests.test_table_clocks import start as start_table_game, table  # noqa: F401  (the fixture)
from tests.test_table_records import path_after
from tests.service_helpers import BOB, CAROL, PLACE, keys, play_randomly, refused, says, start_game

# an id and a name found nowhere else, so that a search of raw bytes means something
ZED = User("918273645500012345", "Zelda Quixote")
MARKS = (ZED.id.encode(), ZED.name.encode(), ZED.name.encode("utf-16-le"))


async def playing(service: GameService) -> dict[str, str]:
    """Zelda with a bit of everything: a finished rated game with bob, a game in progress with carol (a
    plan made in it), a challenge to bob waiting, settings, a vacation, a digest, a seek."""
    finished = str((await start_game(service, "tictacdoh", [ZED, BOB])).game_id)
    await play_randomly(service, finished, [ZED, BOB], random.Random(3))
    running = str((await start_game(service, "tictacdoh", [CAROL, ZED])).game_id)  # carol moves first
    state = (await service.game(running)).state
    theirs = state.legal_moves()[0]
    mine = state.play(theirs).legal_moves()[0]
    await service.plan(ZED, moves=f"{theirs}, {mine}", game_id=running)
    waiting = str((await service.challenge("coins", ZED, [BOB], place=PLACE, guild="g1")).game_id)
    await service.notify(ZED, "dm", digest="daily", at=8, tz="Europe/Paris")
    await service.languages.seen(user=ZED.id, locale="fr")
    await service.vacation(ZED, 2)
    await service.seek(ZED, guild="g1", place=PLACE, games="telic", clock="1d")
    return {"finished": finished, "running": running, "challenge": waiting}


async def ratings(service: GameService, user_id: str) -> list[tuple]:
    """A player's tictacdoh ratings and records, in this server and in all."""
    return [(scope, r.mu, r.sigma, r.wins, r.losses, r.draws, r.games) for scope in ("g1", "global")
            for r in await service.storage.ratings(scope, "tictacdoh") if r.user_id == user_id]


async def test_the_export_is_everything_stored_about_the_caller(service: GameService) -> None:
    ids = await playing(service)
    reply = await service.privacy_export(ZED)
    assert reply.private and reply.file is not None and reply.file.name.endswith(".json")
    assert keys(reply) == ["service-privacy-export"] and reply.file.description is not None
    document = json.loads(reply.file.data or b"")
    tables = document["tables"]
    assert document["user"] == ZED.id and tables["users"] == [{"id": ZED.id, "name": ZED.name}]
    # the games, each with its whole log (the snapshot, which holds secrets in some games, left out)
    assert [game["id"] for game in tables["games"]] == [ids["finished"], ids["running"]]
    assert all("state" not in game for game in tables["games"])
    for game_id in (ids["finished"], ids["running"]):
        logged = [(entry.ply, entry.kind, entry.text) for entry in await service.storage.log(game_id)]
        assert [(m["ply"], m["kind"], m["text"]) for m in tables["moves"] if m["game_id"] == game_id] == logged
    assert [r["game_id"] for r in tables["results"]] == [ids["finished"]]
    ratings = [(r["scope"], r["game"], r["mu"], r["games"]) for r in tables["ratings"]]
    stored = [(scope, rating.key, rating.mu, rating.games) for scope in ("g1", "global")
              for rating in await service.storage.ratings(scope, "tictacdoh") if rating.user_id == ZED.id]
    assert sorted(ratings) == sorted(stored) and len(stored) == 2
    assert {s["key"]: s["value"] for s in tables["settings"]} == await service.storage.settings(f"user:{ZED.id}")
    assert tables["settings"] and tables["vacations"] and tables["digests"] and tables["seeks"]
    assert [v["ends"] for v in tables["vacations"]] == [v.ends for v in await service.storage.vacations(ZED.id, since=0)]
    assert tables["digests"][0]["tz"] == "Europe/Paris"
    assert [p["game_id"] for p in tables["plans"]] == [ids["running"]]
    assert [c["id"] for c in tables["challenges"]] == [ids["finished"], ids["running"], ids["challenge"]]
    # nobody else's: bob's own settings and ratings are not in it
    assert all(r["user_id"] == ZED.id for r in tables["ratings"])
    assert all(str(v) != BOB.name for table in tables.values() for row in table for v in row.values())


async def test_forgetting_asks_and_only_the_caller_answers(service: GameService) -> None:
    await playing(service)
    before = await service.storage.personal_data(ZED.id)
    asked = await service.privacy_forget(ZED)
    assert asked.private and [(a.kind, a.target) for a in asked.actions] == [("forget", ZED.id), ("keep", ZED.id)]
    assert [a.label.key for a in asked.actions] == ["service-button-forget", "service-button-keep"]
    for action in asked.actions:  # bob clicks zelda's buttons: refused, nothing happens
        with refused("refusal-privacy-not-yours"):
            await service.click(BOB, action)
    cancelled = await service.click(ZED, asked.actions[1])
    assert cancelled.retouch is not None and keys(cancelled.retouch.lines) == ["service-privacy-kept"]
    assert await service.storage.personal_data(ZED.id) == before
    # confirmed (on each backend): nothing under their id is left, bob's results and ratings as they were
    bob = await ratings(service, BOB.id)
    results = [(r.game_id, r.ranking, r.outcomes) for r in await service.storage.results()]
    await service.click(ZED, asked.actions[0])
    assert all(rows == [] for rows in (await service.storage.personal_data(ZED.id)).values())
    assert await ratings(service, BOB.id) == bob and len(bob) == 2
    after = await service.storage.results()
    # the finished game's result as it was; the running game's, carol's win by zelda's resignation
    assert [(r.game_id, r.ranking, r.outcomes) for r in after[:1]] == results and len(after) == 2
    assert after[1].outcomes == ["win", "loss"] and after[1].players[0] == CAROL.id
    assert [r.players.count(ZED.id) for r in after] == [0, 0]


async def test_after_forgetting_the_player_is_nowhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    database = tmp_path / "referee.db"
    service = await GameService.open(str(database), render=False)
    service.rng = random.Random(7)

    async def inline(key, owner, work, *args):  # the web page's work, in this process (no pool to start)
        return work(*args)

    monkeypatch.setattr(service.pages.workshop, "run", inline)
    try:
        ids = await playing(service)
        finished, running = ids["finished"], ids["running"]
        bob_before = await ratings(service, BOB.id)
        result_before = (await service.storage.results(game_id=finished))[0]
        await service.storage.checkpoint()
        assert all(mark in database.read_bytes() for mark in MARKS[:2])  # the search below can find them

        asked = await service.privacy_forget(ZED)
        done = await service.click(ZED, asked.actions[0])
        assert done.private and keys(done) == ["service-privacy-forgotten"] and done.retouch == Retouch()

        # the running game was resigned the ordinary way: carol wins, and is told through the outbox
        game = await service.game(running)
        assert game.record.status == GameStatus.OVER and game.state.ranking() == [0, 1]
        owed = [Phrase.from_json(line) for row in await service.storage.owed(running) if row.status == "pending"
                for line in row.payload["lines"]]
        assert says(owed, "service-resigned", name=former_name())
        # the games and results stay, bob's rating and result as they were, zelda's seat a pseudonym
        result = (await service.storage.results(game_id=finished))[0]
        assert result.ranking == result_before.ranking and result.outcomes == result_before.outcomes
        pseudonym = result.players[result_before.players.index(ZED.id)]
        assert pseudonym.startswith("-") and pseudonym[1:].isdigit() and pseudonym != f"-{ZED.id}"
        assert await ratings(service, BOB.id) == bob_before and len(bob_before) == 2
        assert await ratings(service, pseudonym) == []
        assert (await service.storage.personal_data(ZED.id)) == {table: [] for table in (
            await service.storage.personal_data(ZED.id))}
        assert (await service.storage.challenge(ids["challenge"])).status == "withdrawn"
        assert await service.storage.seeks("g1") == [] and await service.storage.digest(ZED.id) is None

        # the record, its alt text (in English and in German), the web page: "a former player"
        record = await service.record(BOB, game_id=finished)
        assert record.file is not None and record.file.description is not None
        text = (record.file.data or b"").decode()
        assert former_name() in text
        alt = words("en")(record.file.description)
        assert former_name() in alt and "ein ehemaliger Spieler" in words("de")(record.file.description)
        page = await service.game_page(finished)
        document = html.game_document(page, Signer("a test secret, long enough", "http://x"), page.last, Reader())
        # the pictures' alt text, on the page as Discord's board messages have it
        pictures = re.findall(r'(?:data-)?alt="([^"]*)"', document)
        assert pictures and any(former_name() in alt_text for alt_text in pictures)
        said = [text, alt, document]
        for seen in said:
            assert ZED.name not in seen and ZED.id not in seen

        # and nowhere in the database's files (the write-ahead log included)
        await service.close()
        files = [path for path in tmp_path.iterdir() if path.name.startswith("referee.db")]
        assert database in files
        for path in files:
            data = path.read_bytes()
            assert not any(mark in data for mark in MARKS), path.name
    finally:
        await service.close()


async def test_at_the_table_the_files_of_a_forgotten_player_go(table) -> None:
    """`/privacy export` writes the JSON and prints where; `/privacy forget` shows [Forget me] [Cancel], and
    once confirmed, no file the table wrote names alice or shows her games."""
    game_id = await start_table_game(table)
    await table.type("/tictacdoh move Lc3")
    record = path_after(await table.type("/tictacdoh record"), "record")
    exported = path_after(await table.type("/privacy export"), "your data")
    assert json.loads(exported.read_text())["user"] == "local:alice" and game_id in record.read_text()
    asked = await table.type("/privacy forget")
    assert asked[-1] == "buttons: [Forget me]  [Cancel]", asked
    assert (await table.type("Forget me"))[0].startswith("(only you see this) You are forgotten: one game resigned.")
    written = list(table.boards.iterdir())
    assert not record.exists() and not exported.exists()
    assert not any(b"alice" in path.read_bytes() or path.name.startswith(game_id) for path in written), written


def test_an_owed_message_loses_the_name_only_where_a_phrase_says_it() -> None:
    """A player named "home" is replaced where a phrase names them, never in the payload's own words
    (`"to": "home"`); their id wherever it is a whole value (mentions)."""
    payload = json.dumps({"to": "home", "lines": [{"k": "service-resigned", "a": {"name": "home"}},
                                                  {"k": "x", "a": {"who": {"t": "mention", "id": "42", "name": "home"}}}],
                          "mentions": ["42", "7"], "key": "home"})
    assert json.loads(rewritten(payload, "42", "home", "-9", "a former player")) == {
        "to": "home", "lines": [{"k": "service-resigned", "a": {"name": "a former player"}},
                                {"k": "x", "a": {"who": {"t": "mention", "id": "-9", "name": "a former player"}}}],
        "mentions": ["-9", "7"], "key": "home"}
