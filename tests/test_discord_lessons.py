"""`/K learn` on a simulated Discord: every game's whole lesson walked (a wrong move from the menu, the right
one, Next and Back), privately, each step with the real renderer's picture and its alt text; the last
step starts a game against the easiest computer."""
from __future__ import annotations

import pytest

import engines
from bot.service.lessons import LESSONS, answers
from tests.discord_helpers import en, lone_member, only_refusals

PNG = b"\x89PNG\r\n\x1a\n"


@pytest.fixture
def server(simcord_env):
    return lone_member(simcord_env)


def shown(result):
    """The lesson's private message a command or a click answered with."""
    message = (result.followups or [result.response])[-1]
    assert message is not None and message.ephemeral
    return message


def menu_of(message) -> str | None:
    return next((c.custom_id for row in message.message.components for c in row.children
                 if (getattr(c, "custom_id", None) or "").startswith("refpick:")), None)


def labels(message) -> list[str]:
    return [c.label for row in message.message.components for c in row.children if getattr(c, "label", None)]


async def answer(alice, message, move: str):
    menu = menu_of(message)
    assert menu is not None
    return shown(await alice.select(message.message, [move], custom_id=menu))


async def walk(alice, channel, key: str):
    """The whole lesson of `key`: each step's heading and real picture, at each task a move that misses
    the point (where there is one) then the right one, Next to the end (and Back once); the last step."""
    lesson = LESSONS[key]
    message = shown(await alice.slash(channel, f"{key} learn"))
    for number, step in enumerate(lesson.steps):
        assert en("learn-heading", title=engines.GAMES[key].title, step=number + 1,
                  steps=len(lesson.steps)) in message.content
        picture = message.attachments[0]
        assert picture.filename.endswith(".png") and picture.description
        assert (await picture.read())[:8] == PNG
        if step.task:
            assert en("learn-button-next") not in labels(message)
            right, wrong = answers(lesson, number)
            if wrong:
                missed = await answer(alice, message, wrong[0])
                assert en(step.hint) in missed.content and en("learn-button-next") not in labels(missed)
                message = missed
            message = await answer(alice, message, right[0])
            assert "Right:" in message.content and menu_of(message) is None
        if number + 1 < len(lesson.steps):
            following = shown(await alice.click(message.message, label=en("learn-button-next")))
            if number == 1:  # Back returns to the step before
                back = shown(await alice.click(following.message, label=en("learn-button-back")))
                assert en(step.text) in back.content
            message = following
    return message


async def test_every_lesson_end_to_end_on_discord(server) -> None:
    env, channel, alice = server
    for key in sorted(LESSONS):
        if key != "telic":
            await walk(alice, channel, key)
    message = await walk(alice, channel, "telic")
    # the end of the Telic lesson: an ordinary game against the easiest computer
    await alice.click(message.message, label=en("learn-button-play"))
    games = await env.bot.service.games_of(str(alice.id), key="telic")
    assert len(games) == 1
    loaded = await env.bot.service.game(games[0].id)
    assert any(player.startswith("computer:easy") for player in loaded.record.players)
    assert only_refusals(env) == 0
