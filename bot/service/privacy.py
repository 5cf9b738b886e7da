"""A player's data (issue 34): `/privacy export` hands them everything stored about them, as a private JSON
file; `/privacy forget` (after a confirmation only they can answer) resigns their running games through
the ordinary path (their opponents are told as by any resignation), then forgets them in one transaction
(`Transaction.forget_user`: their games and results stay, under a pseudonym named "a former player";
what is theirs alone goes), and leaves no copy behind: not in the database's files (`Storage.scrub`),
not in this process's caches of pictures and pages.

Given: the storage, the games, the moves (the resignation), the web pages' caches and the languages."""
from __future__ import annotations

import json
import logging
import secrets
from collections.abc import Callable
from typing import Any

from bot.service.games import Games
from bot.service.moves import Moves
from bot.service.replies import Action, Attachment, Refusal, Reply, Retouch, Underway, User, under_way
from bot.service.runtime import Runtime
from bot.service.settings import Languages
from bot.storage import GameStatus, Storage
from bot.words.catalogue import FORMER_PLAYER
from engines.phrases import say

log = logging.getLogger(__name__)
EXPORT_NAME = "referee-data.json"  # the file's name: the same for everyone (no id in a file name)


def former_name() -> str:
    """The name a forgotten player goes by in the games they played, as it is kept (in English, as records
    keep everything; every reader's catalogue says it in their language)."""
    return str(say(FORMER_PLAYER))


def pseudonym() -> str:
    """A new id for a forgotten player: random, so nothing leads back to the old one (a hash of it would),
    and negative, so it is never a Discord id nor any front end's (`local:<name>`)."""
    return str(-(secrets.randbits(62) + 1))


class Privacy:
    def __init__(self, storage: Storage, games: Games, moves: Moves, runtime: Runtime, languages: Languages,
                 forget_caches: Callable[[], None]) -> None:
        self.storage = storage
        self.games = games
        self.moves = moves
        self.runtime = runtime
        self.languages = languages
        # empties every cache of this process that may hold a name drawn or said (pictures, pages)
        self.forget_caches = forget_caches

    async def export(self, user: User) -> Reply:
        """Everything stored about the caller, as a private JSON file: each table's rows of theirs."""
        tables = await self.storage.personal_data(user.id)
        running = {str(game["id"]) for game in tables["games"] if game["status"] == GameStatus.ACTIVE}
        for game in tables["games"]:
            # the snapshot of a game in progress holds the others' secrets (a Tactonix deal), and the claims
            # are a process's bookkeeping: the log below is the game
            for column in ("state", "claimed_by", "claim_until"):
                game.pop(column, None)
        # a secret outcome (the deal) is shown to nobody until the game is over: the export neither
        tables["moves"] = [move for move in tables["moves"]
                           if not (move["game_id"] in running and move["kind"] == "chance")]
        document: dict[str, Any] = {"user": user.id, "exported": self.runtime.clock(), "tables": tables}
        data = json.dumps(document, ensure_ascii=False, indent=1, default=str).encode("utf-8")
        rows = sum(len(found) for found in tables.values())
        games = len(tables["games"])
        file = Attachment(EXPORT_NAME, data, say("service-privacy-export-alt", rows=rows, games=games), kind="data")
        return Reply((say("service-privacy-export", rows=rows, games=games),), file=file, private=True)

    async def ask_forget(self, user: User) -> Reply:
        """Forgetting asks first, privately: its buttons carry the caller's id, and answer no one else."""
        running = len(await self.storage.games_of(user.id))
        return Reply((say("service-privacy-forget-ask", games=running),), private=True,
                     actions=[Action(say("service-button-forget"), "forget", user.id, style="danger"),
                              Action(say("service-button-keep"), "keep", user.id)])

    async def forget(self, user: User, target: str, *, underway: Underway | None = None) -> Reply:
        """The confirmed forgetting: running games resigned, then the user forgotten everywhere."""
        self._check(user, target)
        under_way(underway, True)
        resigned = 0
        for game in await self.storage.games_of(user.id):
            try:
                reply = await self.moves.resign(user, game.id)
            except Refusal:
                continue  # over meanwhile (or a game that cannot be resigned): it is kept, anonymised, as it is
            resigned += 1
            if reply.owed_id is not None:
                # its board was claimed for this call to post at once: the front end posts none of them (the
                # answer is the forgetting's), so the deliverer takes it now, in its turn, with what follows it
                await self.storage.release_owed(reply.owed_id, self.runtime.owner, next_try=self.runtime.clock(),
                                                error="handed-over", clean=True)
        async with self.storage.transaction() as tx:
            await tx.forget_user(user.id, pseudonym=pseudonym(), name=user.name, former=former_name(),
                                 now=self.runtime.clock())
        try:
            await self.storage.scrub()
        except Exception:  # forgotten all the same (committed); the next scrub or VACUUM removes the old bytes
            log.warning("scrubbing the database after forgetting a user failed", exc_info=True)
        self.languages.forget_user(user.id)
        self.forget_caches()
        # the question loses its buttons; the answer is a private message of its own, which has a front end
        # deliver what the resignations owe the opponents at once (as after any private answer)
        return Reply((say("service-privacy-forgotten", games=resigned),), private=True, retouch=Retouch())

    def keep(self, user: User, target: str) -> Reply:
        """Forgetting not confirmed: nothing changes."""
        self._check(user, target)
        return Reply(retouch=Retouch((say("service-privacy-kept"),)))

    async def game_ids(self, user: User) -> list[str]:
        """The games the user played (a front end that keeps files of them, the table, removes those)."""
        return [str(game["id"]) for game in (await self.storage.personal_data(user.id))["games"]]

    @staticmethod
    def _check(user: User, target: str) -> None:
        if target != user.id:
            raise Refusal("refusal-privacy-not-yours")
