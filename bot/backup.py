"""`python -m bot.backup create PATH [--database DB]` and `python -m bot.backup restore PATH --database NEW_DB`:
an online backup of the embedded database (safe while the bot runs), and its restore.

The database is the one `python -m bot` uses: `--database`, else DATABASE_URL, else the config file's
`[storage] database`, else data/referee.db. A PostgreSQL database is backed up and restored with
PostgreSQL's own tools: the command says which, with the exact command line (its password never shown).
Every refusal is one line on stderr and exit code 2; success is one line on stdout and 0.
"""
from __future__ import annotations

import argparse
import asyncio
import sys

from bot.config import ConfigError, load_config
from bot.storage.location import StorageRefused, check_database, is_postgres, shown


def pg_dump_command(url: str, path: str) -> str:
    """The command that backs a PostgreSQL database up (custom format: pg_restore reads it back)."""
    return f"pg_dump --format=custom --file={path} --dbname='{shown(url)}'"


def pg_restore_command(url: str, path: str) -> str:
    return f"pg_restore --clean --if-exists --no-owner --dbname='{shown(url)}' {path}"


async def _migrate(database: str) -> int:
    """Open the restored database as the bot does (migrating an older schema); its schema version."""
    from bot.storage import open_storage

    storage = await open_storage(database)
    try:
        return await storage.schema_version()
    finally:
        await storage.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.backup", description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--config", default="config.toml", help="the bot's config file (default: %(default)s)")
    commands = parser.add_subparsers(dest="command", required=True)
    create = commands.add_parser("create", help="back the database up into the new file PATH, while the bot runs")
    create.add_argument("path", metavar="PATH")
    restore = commands.add_parser("restore", help="make the backup PATH the database NEW_DB (stop the bot first)")
    restore.add_argument("path", metavar="PATH")
    restore.add_argument("--force", action="store_true",
                         help="replace a database that holds data already (it is lost)")
    for sub in (create, restore):
        sub.add_argument("--database", metavar="DB",
                         help="a SQLite file (default: DATABASE_URL, else the config's, else data/referee.db)")
    args = parser.parse_args(argv)
    from bot.storage import backup

    try:
        database = check_database(args.database) if args.database else load_config(args.config).database
        if args.command == "create":
            if is_postgres(database):
                raise StorageRefused("a PostgreSQL database is backed up with PostgreSQL's own tool, safe while "
                                     f"the bot runs: {pg_dump_command(database, args.path)}")
            found = backup.create(database, args.path)
            print(f"Backed up {shown(database)} to {shown(args.path)}: schema version {found.version}, "
                  f"{found.games} games, {found.moves} moves.")
            return 0
        if is_postgres(database):
            raise StorageRefused("this restores a backup of the SQLite database; a PostgreSQL database is restored "
                                 f"from its pg_dump file with: {pg_restore_command(database, args.path)}")
        found = backup.restore(args.path, database, force=args.force)
        version = asyncio.run(_migrate(database))
        print(f"Restored {shown(args.path)} to {shown(database)}: {found.games} games, {found.moves} moves, "
              f"schema version {found.version}" + (f" (now {version})" if version != found.version else "") + ".")
        return 0
    except (ConfigError, StorageRefused, ValueError) as exc:
        print(f"Cannot {args.command}: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"Cannot {args.command}: {exc.strerror or exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
