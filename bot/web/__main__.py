"""`python -m bot.web --database PATH --port N`: the web page alone, in a process of its own.

It reads the same database as the bot and updates its pages live from moves the bot makes (it polls
the versions of the games somebody watches); it signs links with the same secret (the config's, or the
one the database keeps), so the bot's Watch links open here.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import signal
import sys
from dataclasses import replace

from bot.config import ConfigError, MonitoringConfig, WebConfig, check_database, database_password, load_config
from bot.logs import FORMATS, setup as setup_logging


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.web",
                                     description="Serve the games' web pages alone (the bot serves them too "
                                                 "when [web] port is set).")
    parser.add_argument("--config", default="config.toml", help="the config file (default: %(default)s)")
    parser.add_argument("--database", help="a SQLite file or a postgresql:// URL (default: DATABASE_URL, "
                                           "else the config's, data/referee.db)")
    parser.add_argument("--port", type=int, help="the port to listen on (default: the config's [web] port)")
    parser.add_argument("--host", help="the address to listen on (default: the config's, else 0.0.0.0)")
    parser.add_argument("--public-url", help="how links are written (default: the config's, else "
                                             "http://localhost:<port>)")
    parser.add_argument("--log-format", choices=FORMATS, default="text",
                        help="text lines, or one JSON object per line (default: %(default)s)")
    args = parser.parse_args(argv)
    try:
        config = load_config(args.config)
        database = check_database(args.database) if args.database else config.database
    except (ConfigError, ValueError) as exc:
        print(f"Cannot start: {exc}", file=sys.stderr)
        return 2
    web = config.web
    port = args.port if args.port is not None else (web.port if web is not None else None)
    if port is None or not 0 <= port <= 65535:
        print("Cannot start: give the port with --port N (or [web] port in the config), from 1 to 65535.",
              file=sys.stderr)
        return 2
    # the config's [web] limits, with the command line's place and address
    base = config.web_settings or WebConfig(0)
    settings = replace(base, port=port, public_url=args.public_url or base.public_url, host=args.host or base.host)
    setup_logging(config.log_level, args.log_format, [*config.secrets(), database_password(database)])
    try:
        return asyncio.run(serve(database, settings, monitoring=config.monitoring))
    except KeyboardInterrupt:
        return 0


async def serve(database: str, settings: WebConfig, *, ready: asyncio.Event | None = None,
                monitoring: MonitoringConfig | None = None) -> int:
    from bot.service import GameService
    from bot.web import start_web
    from bot.web.monitoring import Monitor

    try:
        service = await GameService.open(database)
    except ValueError as exc:  # not a database, a newer schema, a place it cannot write: said in one line
        print(f"Cannot start: {exc}", file=sys.stderr)
        return 2
    try:
        try:
            server = await start_web(service, settings, monitor=Monitor(
                service, token=monitoring.metrics_token if monitoring is not None else ""))
        except OSError as exc:
            print(f"Cannot listen on {settings.host}:{settings.port}: {exc}", file=sys.stderr)
            return 1
        print(f"The web page is on: {server.signer.public_url} (pid {os.getpid()})", flush=True)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        if sys.platform != "win32":  # asyncio has no signal handlers there; Ctrl+C still ends asyncio.run
            for signum in (signal.SIGINT, signal.SIGTERM):
                loop.add_signal_handler(signum, stop.set)
        if ready is not None:
            ready.set()
        try:
            await stop.wait()
        finally:
            await server.stop()
    finally:
        await service.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
