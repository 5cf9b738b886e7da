"""A throwaway PostgreSQL server for the tests: initdb in a temporary folder, started on a free port,
stopped and removed at the end.

It is made for speed, not durability (fsync, synchronous commit and full-page writes off: nothing in it
must outlive the test run). PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
Each test gets a database of its own, copied from a template that is already migrated; the copies are
made and dropped by one admin connection on a thread of its own (the tests' event loops come and go).
"""
from __future__ import annotations

import asyncio
import itertools
import os
import pwd
import re
import shutil
import socket
import subprocess
import tempfile
import threading
from collections.abc import Coroutine
from concurrent.futures import Future
from pathlib import Path
from typing import Any, TypeVar

SKIP_REASON = ("PostgreSQL tests skipped: no PostgreSQL binaries (pg_ctl) on this machine; "
               "apt install postgresql to run them")
SERVER_USER = "postgres"  # the superuser initdb makes, and the OS user the server runs as under root
TEMPLATE = "t_template"

T = TypeVar("T")


def find_binaries() -> Path | None:
    """The folder with pg_ctl and initdb: the one pg_ctl on PATH is in, else the newest of
    /usr/lib/postgresql/*/bin (Debian keeps them off PATH); None when there is none."""
    candidates: list[Path] = []
    on_path = shutil.which("pg_ctl")
    if on_path:
        candidates.append(Path(on_path).resolve().parent)  # Debian's PATH entry is a symlink into the versioned folder

    def version(folder: Path) -> tuple[int, ...]:
        return tuple(int(part) for part in re.findall(r"\d+", folder.parent.name))

    candidates += sorted(Path("/usr/lib/postgresql").glob("*/bin"), key=version, reverse=True)
    for folder in candidates:
        if (folder / "pg_ctl").is_file() and (folder / "initdb").is_file():
            return folder
    return None


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class PgServer:
    """One running server; `create_database()` hands out a new database's URL."""

    def __init__(self, binaries: Path) -> None:
        self.binaries = binaries
        self.as_root = os.geteuid() == 0
        self.folder = Path(tempfile.mkdtemp(prefix="referee-pg-"))
        self.data = self.folder / "data"
        self.port = 0
        self._names = itertools.count(1)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._admin: Any = None  # an asyncpg connection to the `postgres` database, on self._loop
        self._next: Future[str] | None = None  # the next test's database, being made
        self._one_at_a_time = asyncio.Lock()  # a connection runs one command at a time

    # ---- the server's life ---------------------------------------------------------------------------
    def _command(self, program: str, *args: str) -> list[str]:
        command = [str(self.binaries / program), *args]
        return ["runuser", "-u", SERVER_USER, "--", *command] if self.as_root else command

    def _run(self, program: str, *args: str) -> None:
        done = subprocess.run(self._command(program, *args), capture_output=True, text=True)
        if done.returncode != 0:
            log = self.folder / "server.log"
            tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
            raise RuntimeError(f"{program} failed ({done.returncode}): {done.stderr.strip()}\n{tail}")

    def start(self) -> PgServer:
        if self.as_root:
            # the folder is the server's: it refuses a data folder it does not own
            account = pwd.getpwnam(SERVER_USER)
            os.chown(self.folder, account.pw_uid, account.pw_gid)
            os.chmod(self.folder, 0o700)
        self._run("initdb", "-D", str(self.data), "--auth=trust", "-U", SERVER_USER, "-E", "UTF8",
                  "--locale=C", "--no-sync")
        for attempt in range(5):  # another process may take the free port first
            self.port = free_port()
            options = (f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off "
                       "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200")
            try:
                self._run("pg_ctl", "-D", str(self.data), "-l", str(self.folder / "server.log"), "-w",
                          "-t", "60", "-o", options, "start")
                break
            except RuntimeError:
                if attempt == 4:
                    raise
        self._start_admin()
        return self

    def stop(self) -> None:
        try:
            if self._loop is not None:
                if self._next is not None:
                    self._next.exception(timeout=60)  # let it finish: the admin connection does one thing at a time
                if self._admin is not None:
                    self._call(self._admin.close(timeout=5))
                self._loop.call_soon_threadsafe(self._loop.stop)
                if self._thread is not None:
                    self._thread.join(10)
            # immediate: a throwaway server needs no clean shutdown
            subprocess.run(self._command("pg_ctl", "-D", str(self.data), "stop", "-m", "immediate"),
                           capture_output=True)
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)

    # ---- databases -----------------------------------------------------------------------------------
    def url(self, database: str) -> str:
        return f"postgresql://{SERVER_USER}@127.0.0.1:{self.port}/{database}"

    def _start_admin(self) -> None:
        import asyncpg

        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="pg-admin", daemon=True)
        self._thread.start()
        self._admin = self._call(asyncpg.connect(self.url("postgres")))
        # the template every test's database is copied from, migrated once
        self._call(self._execute(f"CREATE DATABASE {TEMPLATE} TEMPLATE template0"))
        self._call(self._migrate(self.url(TEMPLATE)))

    @staticmethod
    async def _migrate(url: str) -> None:
        from bot.storage.postgres import PostgresStorage

        storage = await PostgresStorage.open(url)
        await storage.close()

    def _call(self, work: Coroutine[Any, Any, T]) -> T:
        assert self._loop is not None
        return asyncio.run_coroutine_threadsafe(work, self._loop).result(timeout=120)

    async def _create(self, template: str) -> str:
        name = f"t_{os.getpid()}_{next(self._names)}"
        # WAL_LOG (the default strategy) copies a small database faster than FILE_COPY's checkpoints
        await self._execute(f"CREATE DATABASE {name} TEMPLATE {template}")
        return name

    async def _execute(self, sql: str) -> None:
        async with self._one_at_a_time:
            await self._admin.execute(sql)

    def create_database(self, *, migrated: bool = True) -> str:
        """A new database's URL: a copy of the migrated template, or empty (`migrated=False`).

        The next copy of the template is made while the test runs, so a test does not wait for its own."""
        assert self._loop is not None
        if not migrated:
            return self.url(self._call(self._create("template0")))
        if self._next is None:
            self._next = asyncio.run_coroutine_threadsafe(self._create(TEMPLATE), self._loop)
        name = self._next.result(timeout=120)
        self._next = asyncio.run_coroutine_threadsafe(self._create(TEMPLATE), self._loop)
        return self.url(name)

    def drop_database(self, url: str) -> Future[Any]:
        """Drop a test's database (its connections, should a test leave one open, are ended first);
        not waited for: it runs while the next test does."""
        name = url.rsplit("/", 1)[1]
        assert self._loop is not None
        return asyncio.run_coroutine_threadsafe(
            self._execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"), self._loop)


def start_server(binaries: Path | None = None) -> PgServer | None:
    """A running server, or None when there are no PostgreSQL binaries on this machine."""
    binaries = binaries or find_binaries()
    if binaries is None:
        return None
    server = PgServer(binaries)
    try:
        return server.start()
    except BaseException:
        server.stop()
        raise

