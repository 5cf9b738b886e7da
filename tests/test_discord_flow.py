"""The real bot on a simulated Discord (SimCord): every game from challenge to moves, refusals, boards."""
from __future__ import annotations

import pytest

from tests.discord_helpers import boards, only_refusals, start, whose_turn

GAME_SETUPS = [
    ("telic", 2, {}),
    ("coins", 3, {"slide": "full"}),
    ("tactonix", 2, {"board": 5}),
    ("tictacdoh", 2, {}),
    ("icesickle", 2, {"rounds": 1}),
]


@pytest.fixture
def server(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(simcord_env.create_user(name)) for name in ("alice", "bob", "carol", "dave")]
    outsider = guild.add_member(simcord_env.create_user("eve"))
    return simcord_env, guild, channel, members, outsider


@pytest.mark.parametrize("key,players,options", GAME_SETUPS, ids=[s[0] for s in GAME_SETUPS])
async def test_every_game_by_slash_and_by_button(server, key, players, options) -> None:
    env, guild, channel, members, outsider = server
    members = members[:players]
    game_id, thread = await start(env, channel, key, members[0], members[1:], **options)
    assert thread.is_thread and thread.name.startswith(bot_title(key))
    first = boards(thread)
    assert len(first) == 1 and f"#{game_id}" in first[0].content

    # someone who is not in the game, and a player out of turn, are refused privately
    mover = await whose_turn(env, game_id, members)
    other = next(m for m in members if m is not mover)
    refused = await outsider.slash(thread, f"{key} move", move="pass")
    assert refused.ephemeral and "not in game" in last_text(refused)
    refused = await other.slash(thread, f"{key} move", move="pass")
    assert refused.ephemeral and "not your turn" in last_text(refused)
    # an illegal move by the player to move
    refused = await mover.slash(thread, f"{key} move", move="zz9")
    assert refused.ephemeral and last_text(refused).startswith("Illegal: ")
    assert len(boards(thread)) == 1  # nothing changed
    assert only_refusals(env) == 3

    # several moves: by slash command, with the value autocomplete offers, then by the board's menu
    for step in range(6):
        mover = await whose_turn(env, game_id, members)
        if mover is None:
            break
        count, text = len(boards(thread)), boards(thread)[-1].content
        if step % 2 == 0:
            choices = await mover.autocomplete(thread, f"{key} move", "move", "")
            assert 1 <= len(choices) <= 25
            result = await mover.slash(thread, f"{key} move", move=choices[-1]["value"])
            # public, or (the same turn going on) a private note that the board was edited in place
            assert not result.ephemeral or "board shows" in last_text(result)
        else:
            board = boards(thread)[-1]
            menu = next((c for row in board.components for c in row.children
                         if getattr(c, "custom_id", "").startswith("refmenu:")), None)
            if menu is None:  # too many moves for a menu (or Telic's Roll button)
                button = next((c for row in board.components for c in row.children
                               if getattr(c, "label", None) == "Roll"), None)
                if button is None:
                    choices = await mover.autocomplete(thread, f"{key} move", "move", "")
                    await mover.slash(thread, f"{key} move", move=choices[0]["value"])
                else:
                    await mover.click(board, label="Roll")
            else:
                await mover.select(board, [menu.options[0].value], custom_id=menu.custom_id)
        posted = boards(thread)
        if len(posted) == count:  # the same turn goes on (Telic's roll): one board per turn, edited
            assert key == "telic" and posted[-1].content != text and "rolls" in posted[-1].content
        else:
            assert len(posted) == count + 1, "a new board after every turn"
            assert posted[-2].components == []  # the previous board's buttons are retired
        assert f"#{game_id}" in posted[-1].content, "every board message names its game"
        assert posted[-1].attachments[0].filename.endswith(".png")


def bot_title(key: str) -> str:
    import engines

    return engines.get_game(key).title


def last_text(result) -> str:
    messages = [result.response, *result.followups]
    return " ".join(m.content for m in messages if m is not None)


def count_service_calls(service) -> list[str]:
    """Wrap every public call of the service: the names of the calls that front ends make (a call the
    service makes to itself, such as a click dispatching to a move, is not counted again)."""
    made: list[str] = []
    depth = [0]

    def counted(name, call):
        async def wrapper(*args, **kwargs):
            if depth[0] == 0:
                made.append(name)
            depth[0] += 1
            try:
                return await call(*args, **kwargs)
            finally:
                depth[0] -= 1
        return wrapper

    for name in ("challenge", "accept", "decline", "play", "ask_resign", "resign", "board", "private_board",
                 "moves_for", "click", "standings", "history", "games_in_guild", "games_of"):
        setattr(service, name, counted(name, getattr(service, name)))
    return made


async def test_one_interaction_is_one_service_call(server) -> None:
    env, guild, channel, members, outsider = server
    alice, bob = members[:2]
    made = count_service_calls(env.bot.service)
    game_id, thread = await start(env, channel, "telic", alice, [bob])
    assert made == ["challenge", "click"]  # the challenge, then the Accept button
    mover = await whose_turn(env, game_id, members)
    made.clear()
    await mover.click(boards(thread)[-1], label="Roll")
    assert made == ["click"]
    made.clear()
    await mover.slash(thread, "telic board")
    assert made == ["board"]
    made.clear()
    refused = await outsider.slash(thread, "telic move", move="roll")
    assert made == ["play"] and refused.ephemeral  # refused privately, without a second validation
    assert only_refusals(env) == 1
