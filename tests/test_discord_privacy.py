"""`/privacy export` and `/privacy forget` on a simulated Discord (SimCord): the export is a private JSON
file; forgetting asks privately (Cancel changes nothing), then resigns the caller's game, and the
opponent's thread hears of it from "a former player"."""
from __future__ import annotations

import json

from tests.discord_helpers import boards, en, start
from tests.discord_helpers import server  # noqa: F401  (the fixture: a server with alice and bob)


async def test_export_is_a_private_file_and_forget_asks_first(server) -> None:
    env, channel, (alice, bob) = server
    game_id, thread = await start(env, channel, "tictacdoh", alice, [bob])
    exported = await alice.slash(channel, "privacy export")
    assert exported.ephemeral
    [attachment] = [a for m in [exported.response.message, *exported.followups] for a in m.attachments]
    assert attachment.filename.endswith(".json")
    document = json.loads(await attachment.read())
    assert document["user"] == str(alice.id) and [g["id"] for g in document["tables"]["games"]] == [game_id]

    asked = await alice.slash(channel, "privacy forget")
    assert asked.ephemeral and "Forget you?" in asked.response.content
    kept = await alice.click(asked.response.message, label="Cancel")
    assert en("service-privacy-kept") in kept.response.content
    assert (await env.bot.service.storage.personal_data(str(alice.id)))["games"]

    asked = await alice.slash(channel, "privacy forget")
    done = await alice.click(asked.response.message, label="Forget me")
    assert [en("service-privacy-forgotten", games=1)] == [m.content for m in done.followups]
    last = boards(thread)[-1]
    assert en("service-resigned", name="a former player") in last.content and "bob wins" in last.content
    assert not any((await env.bot.service.storage.personal_data(str(alice.id))).values())
