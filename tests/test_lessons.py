"""Lessons (`/K learn`): every step of every game's lesson walked at service level, answering wrong
(an illegal move, a legal move that is not the point) and right; the lesson at the table (pictures
written by the real renderer, `[Next]` typed, a move typed); the web page's lesson."""
from __future__ import annotations

import re

import pytest

import engines
from bot.service import Action, GameService, Refusal, Reply, User
from bot.service.lessons import LESSONS, answers, is_right, menu
from bot.table.loop import Table
from aiohttp.test_utils import make_mocked_request

from bot.web import html
from bot.web.app import WebServer
from bot.web.signing import Signer
from bot.web.language import Reader
from engines.phrases import Phrase

ALICE = User("local:alice", "alice")
PNG = b"\x89PNG\r\n\x1a\n"


def keys(reply: Reply) -> list[str]:
    return [line.key for line in reply.lines]


def buttons(reply: Reply) -> dict[str, Action]:
    return {action.label.key: action for action in reply.actions}


def test_every_task_has_right_and_wrong_answers_for_the_learner() -> None:
    for key, lesson in LESSONS.items():
        assert lesson.steps[-1].text == "learn-play"
        for number, step in enumerate(lesson.steps):
            state = lesson.states[number]
            if not step.task:
                continue
            assert state.current_player == 0, (key, number)
            right, wrong = answers(lesson, number)
            assert right, (key, number)
            offered = menu(key, number)
            assert set(offered) <= set(state.legal_moves()) and any(move in right for move in offered)
            # a step whose every move is right (a Coins removal) is answered wrong only by a refused move
            assert wrong or key == "coins", (key, number)


async def test_every_lesson_walked_right_and_wrong(tmp_path) -> None:
    service = await GameService.open(str(tmp_path / "referee.db"), render=False)
    try:
        for key, lesson in LESSONS.items():
            reply = await service.learn(ALICE, key)
            assert reply.private and keys(reply)[:2] == ["learn-heading", lesson.steps[0].text]
            for number, step in enumerate(lesson.steps):
                shown = buttons(reply)
                assert ("learn-button-back" in shown) == (number > 0)
                if step.task:
                    assert "learn-button-next" not in shown and reply.menu is not None
                    assert [move for move, _ in reply.choices] == list(menu(key, number))
                    ask = reply.menu.value
                    # a refused move: the engine's words, and the step stays (no Next)
                    refused = await service.click(ALICE, Action(reply.menu.label, "learn", key, ask + "zz9"))
                    illegal = next(line for line in refused.lines if line.key == "learn-illegal")
                    assert isinstance(illegal.args["reason"], Phrase)
                    assert "learn-button-next" not in buttons(refused) and refused.menu == reply.menu
                    right, wrong = answers(lesson, number)
                    if wrong:
                        missed = await service.click(ALICE, Action(reply.menu.label, "learn", key, ask + wrong[0]))
                        assert "learn-wrong" in keys(missed) and step.hint in keys(missed)
                        assert "learn-button-next" not in buttons(missed)
                    reply = await service.click(ALICE, Action(reply.menu.label, "learn", key, ask + right[-1]))
                    assert "learn-right" in keys(reply) and not reply.choices
                    assert is_right(step, lesson.states[number], right[-1])
                    shown = buttons(reply)
                if number + 1 < len(lesson.steps):
                    reply = await service.click(ALICE, shown["learn-button-next"])
                    assert keys(reply)[1] == lesson.steps[number + 1].text
                    back = await service.click(ALICE, buttons(reply)["learn-button-back"])
                    assert keys(back)[1] == step.text  # Back shows the step before, afresh
            # the end: a game against the easiest computer, started like any other
            assert set(buttons(reply)) == {"learn-button-back", "learn-button-play", "learn-button-again"}
            started = await service.click(ALICE, buttons(reply)["learn-button-play"], place="chan", guild="g")
            loaded = await service.game(started.game_id or "")
            assert loaded.game.key == key and any(p.startswith("computer:easy") for p in loaded.record.players)
        with pytest.raises(Refusal) as info:
            await service.click(ALICE, Action(buttons(reply)["learn-button-again"].label, "learn", "telic", "99"))
        assert info.value.code == "refusal-button-unknown"
    finally:
        await service.close()


@pytest.mark.parametrize("key", sorted(LESSONS))
async def test_a_lesson_at_the_table_with_the_real_pictures(tmp_path, capsys, key: str) -> None:
    """Every game's lesson walked at the table, step by step: a move the engine refuses, a legal move that
    misses the point, the right one, each step's real picture."""
    service = await GameService.open(str(tmp_path / "referee.db"))
    table = Table(service, tmp_path / "boards", "alice")
    try:
        await table.start()
        lesson = LESSONS[key]
        await table.handle(f"/{key} learn")
        for number, step in enumerate(lesson.steps[:-1]):
            if step.task:
                await table.handle("a1-z9")  # no square: the engine says why, the lesson stays
                said = capsys.readouterr().out
                assert "Not allowed:" in said and "[Next]" not in said
                right, wrong = answers(lesson, number)
                if wrong:
                    await table.handle(wrong[0])  # from the menu, but not the point
                    said = capsys.readouterr().out
                    assert "is legal, but it is not what this step asks" in said and "[Next]" not in said
                await table.handle(right[0])
                said = capsys.readouterr().out
                assert said.startswith("(only you see this)") or "Right:" in said
            await table.handle("Next")
            said = capsys.readouterr().out
            pictures = re.findall(r"board: (\S+\.png)", said)
            assert pictures and (tmp_path / "boards" / pictures[-1].rsplit("/", 1)[-1]).read_bytes()[:8] == PNG
            assert f"step {number + 2} of {len(lesson.steps)}" in said
        assert "[Play the computer]" in said  # (the game it starts: the service-level walk above)
        assert not table.failed
    finally:
        await service.close()


async def test_the_web_page_shows_each_step(tmp_path) -> None:
    service = await GameService.open(str(tmp_path / "referee.db"))
    try:
        page = service.lessons.web_step("tactonix", 2, "de")
        document = html.lesson_document(page, Reader("de", True))
        assert 'src="/learn/tactonix/2.png?lang=de"' in document and "push " in document
        assert 'rel="prev" href="/learn/tactonix?step=1&amp;lang=de"' in document
        picture = await service.lessons.web_picture("tactonix", 2, "de")
        assert picture[:8] == PNG
        # the addresses, through the page's router (public: nothing to sign)
        router = WebServer(service, Signer("a test secret, long enough", "http://localhost"), "127.0.0.1", 0).router
        answered = await router(make_mocked_request("GET", "/learn/telic?step=3&lang=fr"))
        assert answered.status == 200 and "Leçon de Telic, étape 4 sur 7" in answered.text
        drawn = await router(make_mocked_request("GET", "/learn/telic/3.png"))
        assert drawn.status == 200 and drawn.body[:8] == PNG
        for wrong in ("/learn/chess", "/learn/telic/99.png", "/learn/telic?step=x"):
            assert (await router(make_mocked_request("GET", wrong))).status in (400, 404), wrong
        with pytest.raises(Refusal):
            service.lessons.web_step("chess", 0, "en")
    finally:
        await service.close()
    assert engines.get_game("tactonix").title in document
