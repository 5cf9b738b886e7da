"""The seek pool (`/seek`, `/unseek`): players of a server wait for anyone compatible, and a game starts
as soon as enough are, in the channel the last of them used.

Compatible seekers (the rule the README states): a game all of them named, the same number of players
wanted, the same rated wish, clock ranges that overlap (the game gets the longest clock all of them
accept), and for a rated game ratings close enough: the spread of their ratings (each seeker's displayed
rating in that game in this server when they sought, a newcomer's 1500) within the window of the one who
has waited longest: ±100 at first, 50 more for each full hour waited, any rating after a day. Where
several games fit, the first in the registry's order (telic, coins, tactonix, tictacdoh, icesickle).

Pairing (`pair`) is a pure function, O(n log n) per round: the seekers of each game, players count and
rated wish are sorted by rating once, and for each clock (longest first) the seekers accepting it are
swept in that order, neighbours grouped. A round runs when someone seeks, and as due work of the
timekeeper whenever a waiting seeker's window widens or a seek expires (after three days, the seeker
told directly). The pool is rows in the database: it survives restarts, and processes sharing a database
claim the seekers of a pairing in one transaction (each seeker paired once).
"""
from __future__ import annotations

import logging
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, replace

import engines
from bot.service import clocks
from bot.service.challenges import Challenges
from bot.service.games import Games, game_spec
from bot.service.outbox import Outbox, front_of
from bot.service.replies import Refusal, Reply, User
from bot.service.runtime import Runtime
from bot.service.settings import server_settings
from bot.service.standings import displayed, scope_of
from bot.service.admin import admit
from bot.storage import ChallengeRow, ChallengeStatus, Storage
from bot.storage.rows import SeekRow
from bot.words import Channel, Command, Either, Mention, Moment
from engines.phrases import Phrase, say

log = logging.getLogger(__name__)

# the clocks a seek may accept, shortest first (a range is two of them: `1d-3d`)
STEPS: tuple[str, ...] = ("1h", "1d", "3d", "7d")
STEP_SECONDS: tuple[float, ...] = tuple(clocks.CLOCKS[name] or 0.0 for name in STEPS)
EXPIRES_AFTER = 3 * clocks.DAY  # a seek nobody paired leaves the pool then, its seeker told
WINDOW_FIRST = 100  # displayed rating points either way, at first ...
WINDOW_STEP = 50  # ... and this many more for each full hour waited ...
WINDOW_EVERY = clocks.HOUR
WINDOW_OPEN_AFTER = clocks.DAY  # ... and any rating after a day
NEWCOMER = displayed(25.0, 25.0 / 3)[0]  # openskill's default rating on the displayed scale: 1500
CLAIM_TRIES = 3  # rounds again at once when another process paired some of a round's seekers first
# a pairing whose game has not started this long after its claim was left by a process that died: taken up
STARTING_LEASE = 60.0


class _Taken(Exception):
    """Some seeker of a pairing was paired by another process, or left, meanwhile: nothing is written."""


# ---- the rule, as plain arithmetic ---------------------------------------------------------------------
def window(waited: float) -> float:
    """How far apart (displayed rating points) a seeker who waited `waited` seconds accepts ratings."""
    if waited >= WINDOW_OPEN_AFTER:
        return math.inf
    return WINDOW_FIRST + WINDOW_STEP * math.floor(max(0.0, waited) / WINDOW_EVERY)


def next_look(seek: SeekRow, now: float) -> float:
    """When the pool must look at a waiting seek again: its window widens (rated), or it expires."""
    if seek.rated:
        waited = now - seek.created
        if waited < WINDOW_OPEN_AFTER:
            return min(seek.created + (math.floor(max(0.0, waited) / WINDOW_EVERY) + 1) * WINDOW_EVERY, seek.expires)
    return seek.expires


def parse_range(text: str) -> tuple[float, float]:
    """A clock or a range of clocks (`1d`, `1d-3d`) as the seconds per turn from and to; refused in a
    sentence otherwise."""
    parts = [part.strip().lower() for part in re.split(r"\s*(?:-|–|\.\.)\s*", text.strip())] \
        if isinstance(text, str) else []
    if not 1 <= len(parts) <= 2 or any(part not in STEPS for part in parts):
        raise Refusal("refusal-seek-clock", typed=repr(text), choices=", ".join(STEPS), example="1d-3d")
    seconds = sorted(STEP_SECONDS[STEPS.index(part)] for part in parts)
    return seconds[0], seconds[-1]


def parse_games(text: str) -> list[str]:
    """The game keys of a comma-separated list, in order, each once; refused in a sentence otherwise."""
    named = [part.strip().lower() for part in (text.split(",") if isinstance(text, str) else [])]
    named = [part for part in named if part]
    unknown = [part for part in named if part not in engines.GAMES]
    if not named or unknown:
        raise Refusal("refusal-seek-games", typed=repr(unknown[0] if unknown else text),
                      choices=", ".join(engines.GAMES))
    return list(dict.fromkeys(named))


def titles(keys: Iterable[str]) -> Either:
    """The games of a seek by their titles: "Telic or Coins"."""
    return Either(tuple(game_spec(key).title for key in keys))


def where(place: str) -> Phrase | str:
    """" in #channel" where the front end has channels (Discord's), else nothing."""
    return say("service-seek-where", channel=Channel(place)) if front_of(place) == "discord" else ""


def range_words(low: float, high: float) -> str:
    """A clock range as it is typed: `1d`, `1d-3d`."""
    return clocks.clock_name(low) if low == high else f"{clocks.clock_name(low)}-{clocks.clock_name(high)}"


@dataclass(frozen=True)
class Match:
    """Seekers to play one game: its key, them (the longest waiting first) and its clock."""

    key: str
    seekers: tuple[SeekRow, ...]
    clock: float


def pair(seekers: Iterable[SeekRow], now: float) -> list[Match]:
    """Every game the rule makes of these waiting seekers at `now` (each seeker in one at most).

    O(n log n): a seeker lands in a bucket per game it names (game, players, rated), each bucket is sorted
    by rating once (unrated: by waiting time), and for each clock, longest first, the bucket's seekers
    still free that accept it are swept in that order: `players` neighbours make a game when their ratings
    lie within the window of the longest waiting among them, else the sweep moves one on."""
    order = {key: index for index, key in enumerate(engines.GAMES)}
    buckets: dict[tuple[int, int, bool], list[SeekRow]] = {}
    for seek in seekers:
        for key in seek.games:
            game = engines.GAMES.get(key)
            if game is not None and game.min_players <= seek.players <= game.max_players:
                buckets.setdefault((order[key], seek.players, seek.rated), []).append(seek)
    keys = list(engines.GAMES)
    taken: set[int] = set()
    matches: list[Match] = []
    for (index, players, rated) in sorted(buckets):
        key = keys[index]
        bucket = sorted(buckets[(index, players, rated)],
                        key=lambda s: (s.ratings.get(key, NEWCOMER) if rated else 0, s.created, s.id))
        for clock in reversed(STEP_SECONDS):
            free = [s for s in bucket if s.id not in taken and s.low <= clock <= s.high]
            at = 0
            while at + players <= len(free):
                group = free[at:at + players]
                if rated:
                    spread = group[-1].ratings.get(key, NEWCOMER) - group[0].ratings.get(key, NEWCOMER)
                    fits = spread <= window(now - min(s.created for s in group))
                else:
                    fits = True
                if fits and len({s.user_id for s in group}) == players:
                    taken.update(s.id for s in group)
                    matches.append(Match(key, tuple(sorted(group, key=lambda s: (s.created, s.id))),
                                         min(s.high for s in group)))
                    at += players
                else:
                    at += 1
    return matches


# ---- the part of the service ----------------------------------------------------------------------------
class Seeks:
    """`/seek`, `/unseek` and the pool's due work (rounds when windows widen, expiries).

    Given: the storage, the games (ids, names), the outbox (the messages a pairing or an expiry owes), the
    runtime (clock, the signal of work falling due) and the challenges (a paired game starts as an
    accepted challenge does)."""

    def __init__(self, storage: Storage, games: Games, outbox: Outbox, runtime: Runtime,
                 challenges: Challenges) -> None:
        self.storage = storage
        self.games = games
        self.outbox = outbox
        self.runtime = runtime
        self.challenges = challenges

    # ---- commands ---------------------------------------------------------------------------------
    async def seek(self, user: User, *, guild: str | None, place: str, games: str | None = None,
                   clock: str | None = None, players: int | None = None, rated: bool | None = None) -> Reply:
        """Join the pool of this server (a seek of the user's there before is replaced), paired at once
        when compatible seekers wait; without options, the pool as it is."""
        if games is None and clock is None and players is None and rated is None:
            return await self.pool(guild)
        await admit(self.storage, guild, place, user)  # the server's managers' channels and blocks
        if games is None:
            raise Refusal("refusal-seek-games-missing", example=Command("seek", (("games", "telic,coins"),
                                                                                 ("clock", "1d-3d"))))
        keys = parse_games(games)
        if clock is None:  # the server's default clock, when it is one a seek can take
            default = (await server_settings(self.storage, guild))["clock"]
            clock = default if default in STEPS else clocks.DEFAULT_CLOCK
        low, high = parse_range(clock)
        count = 2 if players is None else players
        fitting = [key for key in keys if isinstance(count, int) and not isinstance(count, bool)
                   and game_spec(key).min_players <= count <= game_spec(key).max_players]
        if not fitting:  # the games that cannot be played by that many are left out; none left: refused
            raise Refusal("refusal-seek-players", players=str(count), games=[game_spec(k).title for k in keys])
        # not said to be under way: whether the answer is private (waiting) or public (paired) is known last
        rated = True if rated is None else bool(rated)
        now = self.runtime.clock()
        pool = scope_of(guild)
        async with self.storage.transaction() as tx:
            await tx.remember_names({user.id: user.name})
            replaced = await tx.drop_seeks(pool, user.id)
            ratings = {}
            for key in fitting:
                found = (await tx.ratings_of(pool, key, [user.id])).get(user.id)
                ratings[key] = displayed(found.mu, found.sigma)[0] if found is not None else NEWCOMER
            seek = SeekRow(0, pool, guild, place, user.id, fitting, ratings, low, high, count, rated, now,
                           now + EXPIRES_AFTER, now)
            seek_id = await tx.add_seek(seek)
        replies, mine = await self._round(pool, now, mine=seek_id)
        if mine is not None:
            return mine
        seek = replace(seek, id=seek_id)
        self.runtime.due(next_look(seek, now))
        return Reply((say("service-seek-waiting", seek=str(seek_id), titles=titles(fitting),
                          clock=range_words(low, high), players=count, rated="yes" if rated else "no",
                          expires=Moment(int(seek.expires), "date"), replaced=replaced,
                          leave=Command("unseek")),), private=True)

    async def unseek(self, user: User, *, guild: str | None, seek: str | None = None) -> Reply:
        """Leave the pool of this server: every seek of the user's there, or the one numbered `seek`. Another's
        seek is refused and stays."""
        pool = scope_of(guild)
        number = None
        if seek is not None:
            cleaned = seek.strip().lstrip("#")
            found = await self.storage.seek(int(cleaned)) if cleaned.isdigit() and len(cleaned) < 18 else None
            if found is None or found.pool != pool or found.paired is not None:
                raise Refusal("refusal-seek-unknown", seek=seek.strip()[:20], pool=Command("seek"))
            if found.user_id != user.id:
                raise Refusal("refusal-seek-not-yours", seek=str(found.id))
            number = found.id
        async with self.storage.transaction() as tx:
            left = await tx.drop_seeks(pool, user.id, number)
        if not left:
            raise Refusal("refusal-seek-none", seek=Command("seek", (("games", "telic,coins"), ("clock", "1d"))))
        return Reply((say("service-seek-left", count=left),), private=True)

    async def pool(self, guild: str | None) -> Reply:
        """The pool of this server: each seek's number, games, clocks, players, rated wish and since when."""
        seeks = await self.storage.seeks(scope_of(guild))
        if not seeks:
            return Reply((say("service-seek-pool-empty", seek=Command("seek", (("games", "telic,coins"),
                                                                                ("clock", "1d-3d")))),),
                         private=True)
        names = {user.id: user.name for user in await self.games.users(sorted({s.user_id for s in seeks}))}
        lines: list[Phrase] = [say("service-seek-pool", count=len(seeks))]
        lines += [say("service-seek-pool-line", seek=str(s.id), name=names[s.user_id],
                      titles=titles(s.games), clock=range_words(s.low, s.high), players=s.players,
                      rated="yes" if s.rated else "no", since=Moment(int(s.created), "date"))
                  for s in seeks]
        return Reply(tuple(lines), private=True)

    # ---- due work: rounds when windows widen, expiries, pairings a dead process left ---------------
    async def next_due(self) -> float | None:
        return await self.storage.next_seek_due(STARTING_LEASE)

    async def run_due(self, now: float) -> list[Reply]:
        await self._take_up(now)
        replies: list[Reply] = []
        for pool in await self.storage.seek_pools_due(now):
            for seek in await self.storage.seeks(pool):
                if seek.expires <= now:
                    replies += await self._expire(seek, now)
            replies += (await self._round(pool, now))[0]
        return replies

    async def _expire(self, seek: SeekRow, now: float) -> list[Reply]:
        """The seek's time is up: out of the pool, and its seeker told directly (once, whichever process)."""
        reply = Reply((say("service-seek-expired", seek=str(seek.id), titles=titles(seek.games), where=where(seek.place),
                           days=round(EXPIRES_AFTER / clocks.DAY), again=Command("seek")),), dm=seek.user_id)
        async with self.storage.transaction() as tx:
            if not await tx.expire_seek(seek.id, now):
                return []
            await self.outbox.owe(tx, reply, stream=f"seek:{seek.id}", place=seek.place, to=f"dm:{seek.user_id}",
                                  claim=False)
        return [reply]

    async def _round(self, pool: str, now: float, *, mine: int | None = None) -> tuple[list[Reply], Reply | None]:
        """Pair what can be paired in the pool now; the messages owed, and the caller's own announcement
        when their seek (`mine`) was paired (its message theirs to post, as the answer to their command)."""
        replies: list[Reply] = []
        own = None
        for _ in range(CLAIM_TRIES):
            waiting = [seek for seek in await self.storage.seeks(pool) if seek.expires > now]
            lost = False
            paired: set[int] = set()
            for match in pair(waiting, now):
                ids = {seek.id for seek in match.seekers}
                try:
                    started = await self._start(match, now, direct=mine in ids)
                except _Taken:
                    lost = True
                    continue
                paired |= ids
                replies += started
                if mine in ids:
                    own = started[0]
            dues = [(seek.id, next_look(seek, now)) for seek in waiting
                    if seek.id not in paired and seek.due <= now]
            if dues:
                async with self.storage.transaction() as tx:
                    await tx.set_seek_dues(dues)
                self.runtime.due(min(due for _, due in dues))
            if not lost:
                break
        return replies, own

    async def _start(self, match: Match, now: float, *, direct: bool) -> list[Reply]:
        """Claim the match's seekers (all of them, or nothing: `_Taken`), say so where the game starts and
        directly to the earlier seekers, and start the game as an accepted challenge."""
        seekers = match.seekers
        last = seekers[-1]  # the last to seek: the game starts in their channel
        users = await self.games.users([seek.user_id for seek in seekers])
        game = game_spec(match.key)
        challenge_id = await self.games.new_id()
        options = game.check_options(len(seekers), {})
        row = ChallengeRow(challenge_id, match.key, last.guild, last.place, users[0].id,
                           [user.id for user in users[1:]], [], options, False, ChallengeStatus.OPEN, now,
                           clock=match.clock)
        rated = "yes" if seekers[0].rated else "no"
        announced = Reply((say("service-seek-paired", players=tuple(Mention(u.id, u.name) for u in users),
                               title=game.title, game=challenge_id, clock=clocks.clock_words(match.clock),
                               rated=rated),),
                          game_id=challenge_id, mentions=[user.id for user in users], home=last.place, here=direct)
        told = [Reply((say("service-seek-paired-dm", title=game.title, game=challenge_id, where=where(last.place),
                           others=[u.name for u in users if u.id != user.id], clock=clocks.clock_words(match.clock),
                           rated=rated),), game_id=challenge_id, dm=user.id) for user in users[:-1]]
        async with self.storage.transaction() as tx:
            if await tx.claim_seeks([seek.id for seek in seekers], challenge_id, now) != len(seekers):
                raise _Taken()
            await tx.add_challenge(row)
            await self.outbox.owe(tx, announced, stream=challenge_id, place=last.place, to=f"channel:{last.place}",
                                  claim=direct)
            for reply, user in zip(told, users):
                await self.outbox.owe(tx, reply, stream=f"{challenge_id}:dm", place=last.place, to=f"dm:{user.id}",
                                      claim=False)
        await self._begin(row, users[-1], rated=seekers[0].rated)
        return [announced, *told]

    async def _begin(self, row: ChallengeRow, last: User, *, rated: bool) -> None:
        """The paired game starts (its board owed after the announcement), and its seeks are done with."""
        try:
            await self.challenges.start_agreed(row, last, rated=rated)
        except Refusal as refusal:  # another process took up this pairing and started it first
            log.info("pairing %s not started here: %s", row.id, refusal.code)
        async with self.storage.transaction() as tx:
            await tx.forget_seeks(row.id)

    async def _take_up(self, now: float) -> None:
        """Pairings claimed by a process that died before their game started: started now."""
        stale = await self.storage.stale_pairings(now - STARTING_LEASE)
        by_challenge: dict[str, list[SeekRow]] = {}
        for seek in stale:
            by_challenge.setdefault(seek.paired or "", []).append(seek)
        for challenge_id, seeks in by_challenge.items():
            challenge = await self.storage.challenge(challenge_id)
            if challenge is not None and challenge.status == ChallengeStatus.OPEN:
                last = (await self.games.users([seeks[-1].user_id]))[0]
                await self._begin(challenge, last, rated=seeks[0].rated)
            else:
                async with self.storage.transaction() as tx:
                    await tx.forget_seeks(challenge_id)
