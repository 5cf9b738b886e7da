"""`python -m bot`: run the referee on Discord (or, without a token in a terminal, the local table)."""
from __future__ import annotations

import argparse
import asyncio
import sys
from urllib.parse import unquote

from bot.config import ConfigError, MonitoringConfig, WebConfig, database_password, load_config
from bot.logs import FORMATS, scrub, setup as setup_logging
from bot.storage.location import check_database

NO_TOKEN = ("No Discord token: put it in {config} (copy config.example.toml) or set DISCORD_TOKEN; "
            "README.md, 'Running it on Discord', shows how to get one.")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description="Run the piecepack referee on Discord.")
    parser.add_argument("--config", default="config.toml", help="the config file (default: %(default)s)")
    parser.add_argument("--sync", action="store_true",
                        help="publish the slash commands to Discord at start-up (once after an update)")
    parser.add_argument("--database", help="a SQLite file or a postgresql://user:password@host:port/db URL "
                                               "(default: DATABASE_URL, else the config's, data/referee.db)")
    parser.add_argument("--shards", metavar="IDS",
                        help="the Discord shards this process runs, as 0-1 or 0,2 (with --shard-count; "
                             "default: one process, Discord's recommended shards)")
    parser.add_argument("--shard-count", type=int, metavar="N",
                        help="how many shards all processes run together (with --shards)")
    parser.add_argument("--log-format", choices=FORMATS, default="text",
                        help="text lines, or one JSON object per line (default: %(default)s)")
    args = parser.parse_args(argv)
    try:
        config = load_config(args.config)
        database = check_database(args.database) if args.database else config.database
        shards = parse_shards(args.shards, args.shard_count)
    except (ConfigError, ValueError) as exc:
        print(f"Cannot start: {exc}", file=sys.stderr)
        return 2
    if not config.token:
        print(NO_TOKEN.format(config=args.config), file=sys.stderr)
        if sys.stdin.isatty() and _ask("Open the local table (play in this terminal) instead? [Y/n] "):
            from bot.table import run as run_table

            return asyncio.run(run_table(database, "alice"))
        return 2
    # from here on every line logged, or said about a failed start, has the secrets taken out
    setup_logging(config.log_level, args.log_format, [*config.secrets(), *_secrets_of(database)])
    return asyncio.run(_run(config.token, database, args.sync, shards, config.web, config.monitoring))


def _secrets_of(database: str) -> list[str]:
    """The password of a --database URL (the config's is among the config's secrets)."""
    password = database_password(database)
    return [password, unquote(password)]


def parse_shards(spec: str | None, count: int | None) -> tuple[list[int], int] | None:
    """`--shards 0-1 --shard-count 4` as ([0, 1], 4); None without either; ValueError in one line
    for anything else."""
    if spec is None and count is None:
        return None
    if spec is None or count is None:
        raise ValueError("--shards and --shard-count go together: e.g. --shards 0-1 --shard-count 4")
    if count < 1:
        raise ValueError(f"--shard-count must be 1 or more, not {count}")
    ids: list[int] = []
    for part in spec.split(","):
        low, dash, high = part.strip().partition("-")
        if not low.isdigit() or (dash and not high.isdigit()):
            raise ValueError(f"--shards {spec!r}: give shard ids as 0-1 or 0,2")
        first, last = int(low), int(high) if dash else int(low)
        if first > last:
            raise ValueError(f"--shards {spec!r}: the range {part.strip()} runs backwards")
        ids.extend(range(first, last + 1))
    if len(set(ids)) != len(ids):
        raise ValueError(f"--shards {spec!r} names a shard twice")
    if max(ids) >= count:
        raise ValueError(f"--shards {spec!r}: shard ids run from 0 to {count - 1} with --shard-count {count}")
    return sorted(ids), count


async def _run(token: str, database: str, sync: bool, shards: tuple[list[int], int] | None,
               web: WebConfig | None = None, monitoring: MonitoringConfig | None = None) -> int:
    from bot.storage import StorageRefused, open_storage

    try:
        # the database is opened (and migrated) before Discord hears of the bot: a file that is not a
        # database, a newer schema, a place it cannot write stop start-up in one line, not in setup_hook
        await (await open_storage(database)).close()
    except StorageRefused as exc:
        print(scrub(f"Cannot start: {exc}"), file=sys.stderr)
        return 2
    import discord  # only now (with the bot): a start refused above takes a second less without it

    from bot.discord import create_bot

    bot = create_bot(database, sync_commands=sync, shards=shards, web=web, monitoring=monitoring)
    try:
        async with bot:
            await bot.start(token)
    except StorageRefused as exc:  # it became unusable between the two opens
        print(scrub(f"Cannot start: {exc}"), file=sys.stderr)
        return 2
    except discord.LoginFailure:
        print("Discord refused the token: check [discord] token in config.toml or DISCORD_TOKEN "
              "(Developer Portal → your application → Bot → Reset Token).", file=sys.stderr)
        return 1
    except discord.PrivilegedIntentsRequired as exc:
        print(scrub(f"Discord refused a privileged intent: {exc}"), file=sys.stderr)
        return 1
    except (OSError, discord.GatewayNotFound) as exc:
        print(scrub(f"Cannot reach Discord: {exc}"), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 0
    return 0


def _ask(question: str) -> bool:
    try:
        answer = input(question)
    except EOFError:
        return False
    return answer.strip().lower() in ("", "y", "yes")


if __name__ == "__main__":
    raise SystemExit(main())
