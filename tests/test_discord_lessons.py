"""`/K learn` on a simulated Discord: the whole Telic lesson walked (a wrong move from the menu, the right
one, Next and Back), privately, each step with the real renderer's picture and its alt text; the first
task of every other game answered wrong and right in the same server; the last step starts a game
against the easiest computer."""
from __future__ import annotations

import pytest

from bot.service.lessons import LESSONS, answers
from tests.discord_helpers import en, only_refusals

PNG = b"\x89PNG\r\n\x1a\n"


@pytest.fixture
def server(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    alice = guild.add_member(simcord_env.create_user("alice"))
    return simcord_env, channel, alice


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


async def test_the_telic_lesson_end_to_end_and_every_games_first_task(server) -> None:
    env, channel, alice = server
    lesson = LESSONS["telic"]
    message = shown(await alice.slash(channel, "telic learn"))
    for number, step in enumerate(lesson.steps):
        assert en("learn-heading", title="Telic", step=number + 1, steps=len(lesson.steps)) in message.content
        picture = message.attachments[0]
        assert picture.filename.endswith(".png") and picture.description
        assert (await picture.read())[:8] == PNG
        if step.task:
            assert en("learn-button-next") not in labels(message)
            right, wrong = answers(lesson, number)
            missed = await answer(alice, message, wrong[0])
            assert en(step.hint) in missed.content and en("learn-button-next") not in labels(missed)
            message = await answer(alice, missed, right[0])
            assert "Right:" in message.content and menu_of(message) is None
        if number + 1 < len(lesson.steps):
            following = shown(await alice.click(message.message, label=en("learn-button-next")))
            if number == 1:  # Back returns to the step before
                back = shown(await alice.click(following.message, label=en("learn-button-back")))
                assert en(step.text) in back.content
            message = following
    for key, other in LESSONS.items():
        if key == "telic":
            continue
        number = next(n for n, step in enumerate(other.steps) if step.task)
        first = shown(await alice.slash(channel, f"{key} learn"))
        for _ in range(number):
            first = shown(await alice.click(first.message, label=en("learn-button-next")))
        right, wrong = answers(other, number)
        if wrong:
            first = await answer(alice, first, wrong[0])
            assert en(other.steps[number].hint) in first.content
        done = await answer(alice, first, right[0])
        assert "Right:" in done.content and en("learn-button-next") in labels(done)
    # the end of the Telic lesson: an ordinary game against the easiest computer
    await alice.click(message.message, label=en("learn-button-play"))
    games = await env.bot.service.games_of(str(alice.id), key="telic")
    assert len(games) == 1
    loaded = await env.bot.service.game(games[0].id)
    assert any(player.startswith("computer:easy") for player in loaded.record.players)
    assert only_refusals(env) == 0
