"""Hints and reviews on a simulated Discord (issue 33, Must show 3): a review of a game of each kind
(two players, Coins with three, Tactonix with its hidden deal) asked in the game's thread arrives there
as a chart whose words name the search's turning points; a hint is refused in a rated game."""
from __future__ import annotations

import asyncio
import io
import random
from concurrent.futures import ThreadPoolExecutor

from PIL import Image

import engines
from bot.record import ppn
from bot.service import analysis
from bot.service.analysis import Evaluation, Summary
from bot.storage import EntryKind, LogEntry
from engines import ai
from tests.discord_helpers import en, game_id_in, only_refusals, start

PLAYOUTS = 6  # the review's budget per position here: the path to Discord, not the searches' strength


def record_of(key: str, names: list[str], moves: int, seed: int) -> str:
    """A record of random play: `moves` players' moves (chance drawn between), the game not over."""
    game = engines.get_game(key)
    rng = random.Random(seed)
    state = game.new_game(len(names))
    log: list[LogEntry] = []
    while sum(1 for entry in log if entry.kind == EntryKind.MOVE) < moves:
        ply = len(log) + 1
        if state.is_chance_node:
            outcome = ai.draw_outcome(state.chance_outcomes(), rng.random())
            log.append(LogEntry(ply, None, EntryKind.CHANCE, outcome, 0.0))
            state = state.apply_chance(outcome)
        else:
            move = state.random_move(rng)
            log.append(LogEntry(ply, state.current_player, EntryKind.MOVE, move, 0.0))
            state = state.play(move)
        assert not state.is_over
    return ppn.write(game, {}, log, players=names, header={"Result": "*"}, reveal=True)


async def test_reviews_of_each_kind_arrive_in_the_thread_and_hints_are_refused_in_rated_games(simcord_env) -> None:
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    alice, bob, carol = (guild.add_member(env.create_user(name)) for name in ("alice", "bob", "carol"))
    service = env.bot.service
    service.computers._pool = ThreadPoolExecutor(max_workers=1)
    service.reviews.playouts = PLAYOUTS
    # a rated game: no hint, said privately
    rated, rated_thread = await start(env, channel, "tictacdoh", alice, [bob])
    refused = await alice.slash(rated_thread, "tictacdoh hint")
    assert refused.ephemeral and refused.response.content == en("refusal-hint-rated", game=rated)
    # three games started from records (so few pictures are drawn), each then resigned by its last player
    games = []
    for key, members, moves in (("tictacdoh", [alice, bob], 7), ("coins", [alice, bob, carol], 10),
                                ("tactonix", [alice, bob], 22)):  # its deal comes after 18 placements
        names = [member.name for member in members]
        text = record_of(key, names, moves, seed=len(games))
        opponents = {f"opponent{n}" if n > 1 else "opponent": member for n, member in enumerate(members[1:], 1)}
        started = await alice.slash(channel, f"{key} start", record=(f"{key}.ppn", text.encode()), **opponents)
        for member in members[1:]:
            await member.click(started.response.message, label="Accept")
        game_id = game_id_in(started.response.content)
        thread = next(t for t in channel.threads if any(f"#{game_id}" in m.content for m in t.history()))
        for member in members[1:]:
            asked = await member.slash(thread, f"{key} resign")
            await member.click(asked.response.message, label="Resign")
        asked = await carol.slash(thread, f"{key} review")  # anyone may ask, the game was played in public
        assert asked.ephemeral and asked.response.content == en(
            "service-review-started", title=engines.get_game(key).title, game=game_id, moves=moves)
        games.append((key, len(members), game_id, thread))
    # the scheduler searches the positions a batch at a time; each thread is told when its review is ready
    charts = {}
    for _ in range(60):
        for key, _, game_id, thread in games:
            found = [m for m in thread.history() if any(a.filename.endswith("-review.png") for a in m.attachments)]
            if found:
                charts[game_id] = found
        if len(charts) == len(games):
            break
        await env.advance_time(1)
        await asyncio.sleep(0.05)  # the searches take real time, in the pool's thread
    assert len(charts) == len(games)
    for key, players, game_id, thread in games:
        [message] = charts[game_id]
        [chart] = message.attachments
        with Image.open(io.BytesIO(await chart.read())) as picture:
            assert picture.width == 800
        review = await service.storage.review(game_id)
        summary = Summary.from_json(review.progress["summary"])
        # the turning points are the search's: the biggest drops in its stored evaluations, its choices named
        game = engines.get_game(key)
        moves, final = analysis.decisions(game, players, {}, await service.storage.log(game_id))
        evaluations = [Evaluation.of(found) for found in review.progress["done"]]
        hidden = analysis.hidden(game, moves)
        again = analysis.summarise(players, hidden, moves, evaluations, analysis.final_shares(final),
                                   every_seat=hidden)
        assert summary.swings and [(s.number, s.best, s.drop) for s in summary.swings] == \
            [(s.number, s.best, s.drop) for s in again.swings]
        assert all(swing.best == evaluations[swing.number - 1].best for swing in summary.swings)
        assert summary.hidden == (key == "tactonix")
        for swing in summary.swings:
            assert f"move {swing.number} ({swing.move})" in chart.description
            assert f"Move {swing.number} (`{swing.move}`)" in message.content
    assert only_refusals(env) == 1
