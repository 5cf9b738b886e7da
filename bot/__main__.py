"""`python -m bot`: run the referee on Discord (or, without a token in a terminal, the local table)."""
from __future__ import annotations

import argparse
import asyncio
import logging
import sys

import discord

from bot.config import ConfigError, load_config

NO_TOKEN = ("No Discord token: put it in {config} (copy config.example.toml) or set DISCORD_TOKEN; "
            "README.md, 'Running it on Discord', shows how to get one.")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description="Run the piecepack referee on Discord.")
    parser.add_argument("--config", default="config.toml", help="the config file (default: %(default)s)")
    parser.add_argument("--sync", action="store_true",
                        help="publish the slash commands to Discord at start-up (once after an update)")
    parser.add_argument("--database", help="the SQLite file (default: from the config, data/referee.db)")
    args = parser.parse_args(argv)
    try:
        config = load_config(args.config)
    except ConfigError as exc:
        print(f"Cannot start: {exc}", file=sys.stderr)
        return 2
    database = args.database or config.database
    if not config.token:
        print(NO_TOKEN.format(config=args.config), file=sys.stderr)
        if sys.stdin.isatty() and _ask("Open the local table (play in this terminal) instead? [Y/n] "):
            from bot.table import run as run_table

            return asyncio.run(run_table(database, "alice"))
        return 2
    discord.utils.setup_logging(level=getattr(logging, config.log_level))
    return asyncio.run(_run(config.token, database, args.sync))


async def _run(token: str, database: str, sync: bool) -> int:
    from bot.discord import create_bot

    bot = create_bot(database, sync_commands=sync)
    try:
        async with bot:
            await bot.start(token)
    except discord.LoginFailure:
        print("Discord refused the token: check [discord] token in config.toml or DISCORD_TOKEN "
              "(Developer Portal → your application → Bot → Reset Token).", file=sys.stderr)
        return 1
    except discord.PrivilegedIntentsRequired as exc:
        print(f"Discord refused a privileged intent: {exc}", file=sys.stderr)
        return 1
    except (OSError, discord.GatewayNotFound) as exc:
        print(f"Cannot reach Discord: {exc}", file=sys.stderr)
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
