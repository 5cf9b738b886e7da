"""Challenges: open one, accept or decline it, and start the game when everyone has accepted."""
from __future__ import annotations

import json

import engines
from bot.games import GAME_COLUMNS, LogEntry, clean_id
from bot.replies import Action, Refusal, Reply, User
from bot.wording import join_names, seat_label


class Challenges:
    """The challenge half of `GameService` (a mixin: it uses the service's storage and helpers)."""

    async def challenge(self, key: str, challenger: User, invited: list[User], *, place: str,
                        guild: str | None = None, options: dict | None = None,
                        seated: bool = False) -> Reply:
        game = self._game(key)
        ids = [challenger.id] + [user.id for user in invited]
        if challenger.id in {user.id for user in invited}:
            raise Refusal("You cannot challenge yourself: name other players.")
        if len(set(ids)) != len(ids):
            raise Refusal("Each player can be invited only once.")
        try:
            options = game.check_options(len(ids), options or {})
        except ValueError as exc:
            raise Refusal(str(exc)) from None
        await self._remember(challenger, *invited)
        challenge_id = await self._new_id()
        async with self.storage.transaction() as db:
            await db.execute(
                "INSERT INTO challenges (id, game, guild, place, challenger, invited, accepted, "
                "options, seated, status, created) VALUES (?, ?, ?, ?, ?, ?, '[]', ?, ?, 'open', ?)",
                (challenge_id, key, guild, place, challenger.id,
                 json.dumps([user.id for user in invited]), json.dumps(options), int(seated),
                 self.clock()))
        names = join_names([self.mention(user) for user in invited])
        text = (f"{challenger.name} challenges {names} to **{game.title}**"
                f"{options_text(game, options)}. #{challenge_id}\n"
                f"{'Each invited player' if len(invited) > 1 else names}: **Accept** or **Decline**.")
        return Reply(text, game_id=challenge_id, mentions=[user.id for user in invited],
                     actions=challenge_actions(challenge_id))

    async def _challenge_row(self, challenge_id: str):
        row = await self.storage.fetchone("SELECT * FROM challenges WHERE id = ?",
                                          (clean_id(challenge_id),))
        if row is None:
            raise Refusal(f"There is no challenge #{clean_id(challenge_id)}.")
        return row

    async def accept(self, challenge_id: str, user: User) -> Reply:
        row = await self._challenge_row(challenge_id)
        invited, accepted = json.loads(row["invited"]), json.loads(row["accepted"])
        if row["status"] != "open":
            raise Refusal(f"Challenge #{row['id']} is no longer open.")
        if user.id not in invited:
            who = join_names([u.name for u in await self._users(invited)])
            raise Refusal(f"Only {who} can answer this challenge.")
        if user.id in accepted:
            raise Refusal("You have already accepted; waiting for the others.")
        await self._remember(user)
        accepted.append(user.id)
        waiting = [uid for uid in invited if uid not in accepted]
        if waiting:
            async with self.storage.transaction() as db:
                cursor = await db.execute(
                    "UPDATE challenges SET accepted = ? WHERE id = ? AND status = 'open' "
                    "AND accepted = ?", (json.dumps(accepted), row["id"], row["accepted"]))
                if cursor.rowcount != 1:
                    raise Refusal("That challenge changed meanwhile; try again.")
            names = join_names([u.name for u in await self._users(waiting)])
            return Reply(f"{user.name} accepted. Waiting for {names}.", game_id=row["id"])
        return await self._start(row, accepted)

    async def decline(self, challenge_id: str, user: User) -> Reply:
        row = await self._challenge_row(challenge_id)
        invited = json.loads(row["invited"])
        if row["status"] != "open":
            raise Refusal(f"Challenge #{row['id']} is no longer open.")
        if user.id not in invited and user.id != row["challenger"]:
            raise Refusal("Only the invited players (or the challenger, to withdraw) can do that.")
        status = "withdrawn" if user.id == row["challenger"] else "declined"
        async with self.storage.transaction() as db:
            cursor = await db.execute("UPDATE challenges SET status = ? WHERE id = ? AND status = 'open'",
                                      (status, row["id"]))
            if cursor.rowcount != 1:
                raise Refusal(f"Challenge #{row['id']} is no longer open.")
        title = engines.get_game(row["game"]).title
        verb = "withdrew" if status == "withdrawn" else "declined"
        return Reply(f"{user.name} {verb} the {title} challenge #{row['id']}.", game_id=row["id"])

    async def _start(self, challenge, accepted: list[str]) -> Reply:
        game = self._game(challenge["game"])
        invited = json.loads(challenge["invited"])
        players = [challenge["challenger"], *invited]
        if not challenge["seated"]:
            self.rng.shuffle(players)
        options = json.loads(challenge["options"])
        state = game.new_game(len(players), options)
        entries: list[LogEntry] = []
        state, notes = self._advance(state, entries, 0)
        now = self.clock()
        game_id = challenge["id"]
        async with self.storage.transaction() as db:
            cursor = await db.execute(
                "UPDATE challenges SET status = 'started', accepted = ? WHERE id = ? AND status = 'open'",
                (json.dumps(accepted), game_id))
            if cursor.rowcount != 1:
                raise Refusal(f"Challenge #{game_id} is no longer open.")
            await db.execute(
                f"INSERT INTO games ({GAME_COLUMNS}, state) VALUES "
                "(?, ?, ?, ?, NULL, ?, ?, ?, 'active', NULL, ?, ?, NULL, ?)",
                (game_id, game.key, challenge["guild"], challenge["place"], json.dumps(options),
                 json.dumps(players), len(entries), now, now, json.dumps(state.to_dict())))
            await db.executemany("INSERT INTO game_players (game_id, user_id, seat) VALUES (?, ?, ?)",
                                 [(game_id, uid, seat) for seat, uid in enumerate(players)])
            await self._append(db, game_id, entries)
            if state.is_over:
                await self._finish(db, game_id, state, now)
        record = await self._game_row(game_id)
        self._keep(game_id, record.version, state)
        users = await self._users(players)
        line = " vs ".join(seat_label(state, seat, u.name) for seat, u in enumerate(users))
        reply = await self._board_reply(record, state, users, header=f"**{game.title}** #{game_id}: {line}.",
                                        notes=notes, last_move=None)
        reply.thread_title = f"{game.title} · " + " vs ".join(u.name for u in users)
        return reply

    async def set_challenge_message(self, challenge_id: str, message: str | None) -> None:
        async with self.storage.transaction() as db:
            await db.execute("UPDATE challenges SET message = ? WHERE id = ?",
                             (message, clean_id(challenge_id)))

    async def open_challenges(self) -> list[dict]:
        rows = await self.storage.fetchall("SELECT * FROM challenges WHERE status = 'open'")
        return [dict(row) for row in rows]


def challenge_actions(challenge_id: str) -> list[Action]:
    """The buttons of a challenge waiting for an answer."""
    return [Action("Accept", "accept", challenge_id, style="success"),
            Action("Decline", "decline", challenge_id, style="danger")]


def options_text(game: engines.Game, options: dict) -> str:
    shown = [f"{spec.name}={fmt_option(options[spec.name])}" for spec in game.options
             if options.get(spec.name) != spec.default]
    return f" ({', '.join(shown)})" if shown else ""


def fmt_option(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)
