"""The outbox's deliverer on Discord: posts what the games owe (boards, mentions, results, reminders,
offers, challenges), in order per game, retrying through Discord's outages and across restarts and
processes; a post whose outcome is unknown is looked for before it is repeated; a game whose room is
gone is re-homed, or its players are told by direct message and its clock waits.

It runs when a change owes something (`kick`, right after the interaction that made it), and on its
own loop at the next retry (the outbox says when), so nothing owed waits for a user's next command.
"""
from __future__ import annotations

import asyncio
import logging

import discord

from bot.discord.poster import UNKNOWN_OUTCOME, Failure, Poster, classify
from bot.discord.loops import IDLE, DueLoop, discord_clock
from bot.service import GameService, Reply
from bot.service.outbox import Owed, Posted
from bot.words import Channel, Command, Option
from engines.phrases import say

log = logging.getLogger(__name__)
FRONT = "discord"
BATCH = 50  # heads of streams claimed and posted at once (each stream one message at a time)
DELIVERY_ERRORS = (discord.HTTPException, *UNKNOWN_OUTCOME)
PRUNE_EVERY = 3600.0  # delivered messages older than the outbox keeps are forgotten about hourly


class Deliverer(DueLoop):
    name = "deliverer"

    def __init__(self, bot: discord.Client, service: GameService, poster: Poster, *, idle: float = IDLE) -> None:
        super().__init__(bot, idle=idle)
        self.service = service
        self.poster = poster
        self._draining = False  # one drain at a time in this process
        self._again = False  # asked to go round once more
        self._kicked: set[asyncio.Task[None]] = set()
        self._pruned = 0.0

    # ---- when it runs --------------------------------------------------------------------------
    def kick(self) -> None:
        """Something was owed, or a delivery failed: drain now (or the drain under way goes round once
        more). Nothing ever waits for another drain: a drain that finds one under way only asks it."""
        task = asyncio.get_running_loop().create_task(self._drain_kicked())
        self._kicked.add(task)
        task.add_done_callback(self._kicked.discard)

    async def _drain_kicked(self) -> None:
        try:
            due = await self.drain()
            if due is not None:
                self.wake_by(due)
        except Exception:
            log.exception("delivering owed messages failed; the loop tries again")
            self.wake_by(discord_clock() + 1)

    async def run_once(self) -> float | None:
        now = discord_clock()
        if now - self._pruned > PRUNE_EVERY:
            self._pruned = now
            await self.service.outbox.prune()
        due = await self.drain()
        return due if due is not None or not self._draining else discord_clock() + 1

    async def drain(self) -> float | None:
        """Deliver every owed message that can go now, each stream in order; when the next can (None:
        nothing owed, or another drain of this process is under way and goes round once more)."""
        if self._draining:
            self._again = True
            return None
        self._draining = True
        outbox = self.service.outbox
        try:
            while True:
                self._again = False
                done: list[Posted] = []
                while True:
                    # the batch posted is marked delivered as the next is claimed, in one transaction (a
                    # crash in between leaves them unsure: each is looked for before it is posted again)
                    batch = await outbox.claim(FRONT, limit=BATCH, done=done)
                    if not batch:
                        break
                    posted = await asyncio.gather(*(self._deliver_owed(owed) for owed in batch))
                    done = [item for item in posted if item is not None]
                if not self._again:
                    break
            waiting = await outbox.waiting(FRONT)
            if waiting:
                log.info("%d owed message(s) wait for Discord", waiting)
            return await outbox.next_due(FRONT)
        finally:
            self._draining = False

    # ---- one message ---------------------------------------------------------------------------
    async def deliver(self, reply: Reply) -> None:
        """A reply owed by due work (a reminder, a time-out, a computer's move): posted at once when it
        is the head of its game's messages, else (or when Discord fails) in its turn by the drain."""
        if reply.owed_id is not None and not reply.direct:
            self.kick()
            return
        try:
            message, thread = await self.poster.post(reply, nonce=_nonce(reply.owed_id))
        except DELIVERY_ERRORS as exc:
            await self.failed(reply, exc)
            return
        await self.service.posted(reply, str(message.id), str(thread.id) if thread is not None else None)
        self.kick()

    async def failed(self, reply: Reply, error: BaseException) -> None:
        """A first attempt at an owed reply failed: the drain tries again in its turn."""
        failure = classify(error) if isinstance(error, DELIVERY_ERRORS) else Failure("retry", False, None, repr(error))
        log.warning("posting owed message %s of game %s failed (%s): it will be tried again", reply.owed_id,
                    reply.game_id, failure.text)
        if reply.owed_id is not None:
            # a room gone is found again by the drain (retry_after 0: at once), which re-homes the game
            await self.service.outbox.failed(reply.owed_id, error=failure.text, clean=failure.clean,
                                             retry_after=0.0 if failure.kind == "room" else failure.retry_after)
        self.kick()

    async def _deliver_owed(self, owed: Owed) -> Posted | None:
        """Post (or edit) one owed message; what to mark delivered, or None when it is not (failed, and
        released to be tried again, or handed on)."""
        outbox = self.service.outbox
        effect = owed.payload.get("effect")
        try:
            if owed.kind == "edit":
                assert owed.channel is not None
                await self.poster.retire(owed.channel, owed.retire)
                return owed.id, owed.stream, None, None, None
            reply = owed.reply
            assert reply is not None
            if owed.payload.get("to") == "parent" and reply.parent is None:
                # a result's line for the channel of a game played in that channel: its board says it
                return owed.id, owed.stream, None, None, None
            if owed.look:  # an earlier attempt may have been posted: look before posting again
                found = await self.poster.find(reply, owed.created)
                if found is not None:
                    log.info("owed message %s was posted before (%s): not repeated", owed.id, found.id)
                    return owed.id, owed.stream, effect, str(found.id), None
            message, thread = await self.poster.post(reply, nonce=_nonce(owed.id))
        except DELIVERY_ERRORS as exc:
            failure = classify(exc)
            if failure.kind == "room" and owed.kind == "post":
                await self._room_gone(owed, failure)
                return None
            at = await outbox.failed(owed, error=failure.text, clean=failure.clean, retry_after=failure.retry_after,
                                     drop=failure.kind in ("drop", "room"))
            log.info("owed message %s of %s failed (%s); next try at %.0f", owed.id, owed.stream, failure.text, at)
            return None
        return owed.id, owed.stream, effect, str(message.id), str(thread.id) if thread is not None else None

    async def _room_gone(self, owed: Owed, failure: Failure) -> None:
        """The room of a game is gone or closed to the bot: a new thread in the channel it started in (or
        that channel itself), announced there; when that is gone too, the players are told directly
        and the game waits with its clock stopped. The message is then tried again in the new room."""
        outbox = self.service.outbox
        reply = owed.reply
        assert reply is not None
        game_id = reply.game_id
        if game_id is None or reply.dm is not None or owed.payload.get("to", "").startswith("channel:"):
            # a challenge's channel, or a person, out of reach: nothing else to post it in
            await outbox.failed(owed, error=failure.text, clean=True, drop=True)
            return
        try:
            game = (await self.service.game(game_id)).record
            if game.thread is not None and reply.home == game.thread:
                await self._new_thread(game.id, game.key, game.place)
            else:
                await self._lost(game.id, game.key)
        except DELIVERY_ERRORS as exc:
            second = classify(exc)
            if second.kind != "room":
                await outbox.failed(owed, error=second.text, clean=failure.clean, retry_after=second.retry_after)
                return
            await self._lost(game_id, reply.game_key or "")
        await outbox.failed(owed, error=failure.text, clean=failure.clean, retry_after=0.0)

    async def _new_thread(self, game_id: str, key: str, place: str) -> None:
        channel = await self.poster.channel(place)
        thread = None
        if isinstance(channel, discord.TextChannel):
            perms = channel.permissions_for(channel.guild.me)
            if perms.create_public_threads and perms.send_messages_in_threads:
                thread = await channel.create_thread(name=f"{self.service.game_title(key)} #{game_id}",
                                                     type=discord.ChannelType.public_thread,
                                                     auto_archive_duration=10080)
        words = await self.poster.presenter.of_channel(channel)
        moved = words("discord-room-moved-thread", game=game_id, thread=Channel(str(thread.id))) if thread is not None \
            else words("discord-room-moved-here", game=game_id)
        await channel.send(moved)
        await self.service.outbox.rehome(game_id, place=place, thread=str(thread.id) if thread is not None else None)
        log.warning("game %s lost its thread: re-homed in %s", game_id, thread.id if thread else place)

    async def _lost(self, game_id: str, key: str) -> None:
        # told to each player directly, in their language when it goes
        note = say("discord-room-lost", title=self.service.game_title(key), game=game_id,
                   command=Command(f"{key} board", (("game", game_id),))) if key \
            else say("discord-room-lost-game", game=game_id, option=Option("game", game_id))
        told = await self.service.outbox.room_lost(game_id, note)
        log.warning("game %s has no room the bot can post in: its %d player(s) are told directly, its clock "
                    "waits", game_id, len(told))
        self.kick()


def _nonce(owed_id: int | None) -> str | None:
    """The same nonce for every attempt of one owed message: Discord makes one message of repeats it
    receives within a few minutes (discord.py sends it with enforce_nonce)."""
    return f"owed-{owed_id}" if owed_id is not None else None
