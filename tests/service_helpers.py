"""Drive the game service the way a front end does, for tests; and look at what it answers as values:
the phrases of a reply (their keys and arguments) and the codes of refusals."""
from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from bot.service import Refusal, Reply, User
from bot.service import GameService
from engines.phrases import Phrase

ALICE, BOB, CAROL, DAVE, EVE = (User(str(n), name) for n, name in
                                enumerate(("alice", "bob", "carol", "dave", "eve"), start=101))
PLACE = "chan-1"


async def start_game(service: GameService, key: str, players: list[User], options: dict | None = None,
                     *, seated: bool = True, clock: str | None = None) -> Reply:
    challenge = await service.challenge(key, players[0], players[1:], place=PLACE, guild="g1",
                                        options=options or {}, seated=seated, clock=clock)
    reply = challenge
    for user in players[1:]:
        reply = await service.accept(challenge.game_id, user)
    return reply


async def play_randomly(service: GameService, game_id: str, players: list[User], rng: random.Random,
                        max_moves: int = 2000) -> Reply | None:
    """Random legal moves by whoever is to move, until the game is over; returns the last reply."""
    reply = None
    for _ in range(max_moves):
        loaded = await service.game(game_id)
        record, state = loaded.record, loaded.state
        if state.is_over:
            return reply
        user = next(u for u in players if u.id == record.players[state.current_player])
        moves, note = await service.moves_for(user, game_id=game_id)
        assert note is None and moves
        reply = await service.play(user, rng.choice(moves)[0], game_id=game_id)
    raise AssertionError("the game did not end")


async def owed_posts(service: GameService, stream: str) -> list[tuple[str, tuple[Phrase, ...]]]:
    """The posts a game owes, delivered or not, in order: (where to, its lines)."""
    return [(row.payload["to"], tuple(Phrase.from_json(line) for line in row.payload["lines"]))
            for row in await service.storage.owed(stream) if row.kind == "post"]


async def owed_edits(service: GameService, stream: str) -> list[tuple[str, list[str]]]:
    """The edits a game owes to take the buttons off its older messages: (channel, messages)."""
    return [(row.payload["channel"], row.payload["messages"]) for row in await service.storage.owed(stream + ":edits")]


# ---- what the service says, as values ----------------------------------------------------------------
@contextmanager
def refused(code: str, **values: Any) -> Iterator[pytest.ExceptionInfo[Refusal]]:
    """The block is refused with `code` (and these arguments, where given)."""
    with pytest.raises(Refusal) as caught:
        yield caught
    assert caught.value.code == code, f"refused with {caught.value.code} ({caught.value}), not {code}"
    for name, value in values.items():
        assert caught.value.values.get(name) == value, (name, caught.value.values)


def phrases(value: Any) -> list[Phrase]:
    """Every phrase in a reply's words (its lines, what becomes of the clicked message, its note of what
    was done, its summary), in a phrase or in lines, with the phrases among their arguments."""
    if isinstance(value, Reply):
        found = [*value.lines, *(value.retouch.lines or () if value.retouch else ()),
                 *([value.done] if value.done else []), *([value.summary] if value.summary else [])]
        return [phrase for line in found for phrase in line.walk()]
    if isinstance(value, Phrase):
        return list(value.walk())
    return [phrase for line in value for phrase in line.walk()]


def keys(value: Any) -> list[str]:
    """The keys of a reply's lines (or of a sequence of lines)."""
    lines = value.lines if isinstance(value, Reply) else value
    return [line.key for line in lines]


def said(value: Any, key: str) -> Phrase:
    """The phrase of `key` somewhere in a reply's words (see `phrases`); fails when there is none."""
    found = [phrase for phrase in phrases(value) if phrase.key == key]
    assert found, f"no {key} in {[p.key for p in phrases(value)]}"
    return found[0]


def says(value: Any, key: str, **args: Any) -> bool:
    """Whether a reply's words hold the phrase `key`, with these arguments where given."""
    return any(phrase.key == key and all(phrase.args.get(name) == arg for name, arg in args.items())
               for phrase in phrases(value))
