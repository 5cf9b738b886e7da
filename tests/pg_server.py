"""A throwaway PostgreSQL server for the tests and the benchmark: initdb in a temporary folder, started on a free port,
stopped and removed at the end.

It is made for speed, not durability (fsync, synchronous commit and full-page writes off: nothing in it
must outlive the test run). PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
Each test gets a database of its own: a copy of a template that is already migrated, or one an earlier
test gave back, emptied. One admin connection, on a thread and event loop of its own (the tests' event
loops come and go), makes, empties and drops them.
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
        self._emptied: list[str] = []  # migrated databases tests gave back, emptied since

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
        self._call(self._admin.execute(f"CREATE DATABASE {TEMPLATE} TEMPLATE template0"))
        self._call(self._migrate(self.url(TEMPLATE)))

    @staticmethod
    async def _migrate(url: str) -> None:
        from bot.storage.postgres import PostgresStorage

        storage = await PostgresStorage.open(url)
        await storage.close()

    def _call(self, work: Coroutine[Any, Any, T]) -> T:
        assert self._loop is not None
        return asyncio.run_coroutine_threadsafe(work, self._loop).result(timeout=120)

    def create_database(self, *, migrated: bool = True) -> str:
        """A database of the caller's own, as a URL: migrated and empty (a copy of the template, or one a
        test gave back and that was emptied since), or new and bare (`migrated=False`)."""
        if migrated and self._emptied:
            return self.url(self._emptied.pop())
        name = f"t_{os.getpid()}_{next(self._names)}"
        self._call(self._admin.execute(f"CREATE DATABASE {name} TEMPLATE {TEMPLATE if migrated else 'template0'}"))
        return self.url(name)

    def give_back(self, url: str) -> None:
        """A migrated database a test is done with: emptied for the next test (a few milliseconds, where
        a copy of the template takes a tenth of a second or more), or dropped when that fails."""
        name = url.rsplit("/", 1)[1]
        try:
            self._call(self._empty(name))
        except Exception:
            self.drop_database(url)
        else:
            self._emptied.append(name)

    async def _empty(self, name: str) -> None:
        import asyncpg

        # whatever the test left connected goes first (a pool it did not close, a killed process's)
        await self._admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                                  "WHERE datname = $1 AND pid <> pg_backend_pid()", name)
        cleaner = await asyncpg.connect(self.url(name), server_settings={
            # no foreign key checks, so the tables are emptied in any order
            "session_replication_role": "replica", "lock_timeout": "5s"})
        try:
            tables = [row["tablename"] for row in await cleaner.fetch(
                "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_version'")]
            await cleaner.execute("; ".join(f"DELETE FROM {table}" for table in tables))
        finally:
            await cleaner.close()

    def drop_database(self, url: str) -> None:
        """Drop a database (its connections, should a test leave one open, are ended first)."""
        name = url.rsplit("/", 1)[1]
        self._call(self._admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))


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

