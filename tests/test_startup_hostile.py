"""Start-up under attack (issue 28): a file that is not a database, a schema newer than the code, a place
the bot cannot write, a malformed or unreachable URL are refused by `open_storage` (StorageRefused, one
sentence, the password masked, nothing left open), and every entry point says `Cannot start: …` on one
line, exits 2, and really exits. Text no backend can store (a NUL) is refused by the service before it
reaches one, on both backends; names are kept and shown without control characters.
"""
from __future__ import annotations

import asyncio
import os
import shutil
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import asyncpg
import pytest

import engines
from bot.service import GameService, Refusal, User
from bot.storage import StorageRefused, is_postgres, open_storage
from bot.storage.location import check_database, shown
from bot.storage.migrations import MIGRATIONS
from bot.storage.text import NAME_LIMIT, clean_name, unstorable, visible
from engines.phrases import say
from tests.service_helpers import ALICE, BOB, PLACE, refused, says, start_game

ROOT = Path(__file__).resolve().parents[1]
NEWEST = max(MIGRATIONS)
EXITS_WITHIN = 30  # seconds: a refusal takes one or two (the imports); a process that hangs is stopped here


# ---- the database's name: malformed URLs, and the password masked whatever the URL ----------------------
@pytest.mark.parametrize("url,password", [
    ("postgresql:/u:hunter2@h/db", "hunter2"),  # one slash: a URL, never a SQLite file named after it
    ("postgresql:u:hunter2@h/db", "hunter2"),
    ("postgres://u:pa/ss@h/db", "pa/ss"),  # a / in the password: asyncpg would take `ss@h` for the host
    ("postgresql://u:p@ss@h/db", "p@ss"),
    ("postgresql://u:pa?ss@h/db", "pa?ss"),
    ("postgresql://u:pa#ss@h/db", "pa#ss"),
    ("postgresql://u:hunter2@h:54x/db", "hunter2"),
    ("postgresql://u:hunter2@h:99999/db", "hunter2"),
    ("postgresql://u:hunter 2@h/db", "hunter 2"),
    ("postgresql://u:hunter2@[::1/db", "hunter2"),
    ("postgresql://u:hunter2@h/db?sslmode", "hunter2"),
    ("mysql://u:pa/ss@h/db", "pa/ss"),
    ("sqlite://u:hunter2@h/db", "hunter2"),
])
def test_a_malformed_url_is_refused_in_one_sentence_without_its_password(url: str, password: str) -> None:
    with pytest.raises(StorageRefused) as refused:
        check_database(url)
    message = str(refused.value)
    assert isinstance(refused.value, ValueError)
    assert "\n" not in message and password not in message and "***" in message
    assert message.startswith(shown(url)) and password not in shown(url)


@pytest.mark.parametrize("url,expected", [
    ("postgresql://u:hunter2@h/db", "postgresql://u:***@h/db"),
    ("postgresql://u:hun:ter2@h:5432/db", "postgresql://u:***@h:5432/db"),
    ("postgresql://u:hu/n@ter2@h/db", "postgresql://u:***@h/db"),
    ("postgresql:/u:hunter2@h/db", "postgresql:/u:***@h/db"),
    ("mysql://u:pa/ss@h/db", "mysql://u:***@h/db"),
    ("postgresql://h/db?user=u&password=hunter2&sslmode=require",
     "postgresql://h/db?user=u&password=***&sslmode=require"),
    ("postgresql://u@h/db", "postgresql://u@h/db"),  # no password: nothing to hide
    ("postgresql://u:hunter2@h/d\x1b[2Jb", "postgresql://u:***@h/d\\x1b[2Jb"),  # nor a terminal escape sent
    ("data/referee.db", "data/referee.db"),
])
def test_shown_masks_every_password(url: str, expected: str) -> None:
    assert shown(url) == expected


def test_urls_that_work_and_paths_stay_as_they_are() -> None:
    for url in ("postgresql://u:hunter2@h:5432/db", "postgres://u@h/db", "postgresql:///db",
                "postgresql://u:p%2Fw@[::1]:5432/db?sslmode=require", "postgresql://u:pw@h1:5432,h2:5433/db"):
        assert check_database(url) == url and is_postgres(url)
    for path in ("data/referee.db", "C:/games/referee.db", "C:\\games\\referee.db", ":memory:", "./notes:2024.db"):
        assert check_database(path) == path and not is_postgres(path)
    with pytest.raises(StorageRefused, match=r"\(\./notes:2024\.db for a file of that name\)"):
        check_database("notes:2024.db")


# ---- open_storage: what it refuses, on both backends --------------------------------------------------
async def set_newest(database: str, version: int) -> None:
    """Add a schema version beyond ours (a newer bot's), or take away those beyond `version`."""
    if is_postgres(database):
        connection = await asyncpg.connect(database)
        await connection.execute("DELETE FROM schema_version WHERE version > $1", version)
        if version > NEWEST:
            await connection.execute("INSERT INTO schema_version VALUES ($1)", version)
        await connection.close()
    else:
        with sqlite3.connect(database) as db:
            db.execute("DELETE FROM schema_version WHERE version > ?", (version,))
            if version > NEWEST:
                db.execute("INSERT INTO schema_version VALUES (?)", (version,))


@pytest.fixture
async def newer(database: str):
    """A database as a newer version of the bot leaves it: migrated, with a schema_version beyond ours;
    given back as ours (a PostgreSQL database is emptied for the next test, its schema_version kept)."""
    await (await open_storage(database)).close()
    await set_newest(database, NEWEST + 1)
    yield database
    await set_newest(database, NEWEST)


def threads_left(before: set[threading.Thread]) -> list[threading.Thread]:
    """The threads started since `before` that are still alive (a connection's worker, say), after they
    were given a moment to end: such a thread, not a daemon, would keep the process from exiting."""
    for _ in range(50):
        left = [thread for thread in threading.enumerate() if thread not in before and not thread.daemon]
        if not left:
            return []
        time.sleep(0.02)
    return left


async def test_a_newer_schema_is_refused_and_left_as_it_is(newer: str) -> None:
    database = newer
    before = set(threading.enumerate())
    with pytest.raises(StorageRefused) as refused:
        await open_storage(database)
    assert threads_left(before) == []  # the connection it opened is closed (the exception holds its frame)
    message = str(refused.value)
    assert f"schema version {NEWEST + 1}, newer than this code knows (up to {NEWEST})" in message
    assert "\n" not in message
    if is_postgres(database):
        connection = await asyncpg.connect(database)
        versions = [row[0] for row in await connection.fetch("SELECT version FROM schema_version ORDER BY 1")]
        await connection.close()
    else:
        with sqlite3.connect(database) as db:
            versions = [row[0] for row in db.execute("SELECT version FROM schema_version ORDER BY 1")]
    assert versions == [*sorted(MIGRATIONS), NEWEST + 1]  # nothing was migrated, nothing taken away


def not_a_database(path: Path) -> Path:
    path.write_bytes(b"These are my holiday notes, not a database. " * 100)
    return path


@pytest.mark.parametrize("make,expected", [
    (lambda tmp: str(not_a_database(tmp / "notes.db")), "is not a SQLite database"),
    (lambda tmp: str(tmp), "is a folder, not a database file"),
    (lambda tmp: str(not_a_database(tmp / "notes.db") / "sub" / "referee.db"), "cannot make the folder"),
])
async def test_a_file_the_bot_cannot_use_is_refused(tmp_path: Path, make, expected: str) -> None:
    database = make(tmp_path)
    before = sorted(tmp_path.rglob("*"))
    with pytest.raises(StorageRefused, match=expected) as refused:
        await open_storage(database)
    assert "\n" not in str(refused.value)
    assert sorted(tmp_path.rglob("*")) == before  # no journal, no folder made beside it


async def test_a_postgres_server_that_turns_the_bot_away_is_refused(postgres) -> None:
    closed = socket.socket()
    closed.bind(("127.0.0.1", 0))  # a port nobody listens on
    port = closed.getsockname()[1]
    try:
        with pytest.raises(StorageRefused, match=r"^cannot connect to postgresql://bot:\*\*\*@127\.0\.0\.1") as down:
            await open_storage(f"postgresql://bot:hunter2@127.0.0.1:{port}/referee")
    finally:
        closed.close()
    missing = postgres.url("no_such_database").replace("postgres@", "postgres:hunter2@")
    with pytest.raises(StorageRefused, match='database "no_such_database" does not exist') as absent:
        await open_storage(missing)
    for refused in (down, absent):
        assert "hunter2" not in str(refused.value) and "\n" not in str(refused.value)


async def test_a_postgres_database_the_bot_cannot_write_is_refused(postgres) -> None:
    """A role that may not create tables (PostgreSQL 15 gives PUBLIC no CREATE on schema public): the
    migrations cannot run, and start-up says so instead of a traceback."""
    bare = postgres.create_database(migrated=False)
    admin = await asyncpg.connect(postgres.url("postgres"))
    await admin.execute("DROP ROLE IF EXISTS reader")
    await admin.execute("CREATE ROLE reader LOGIN")
    try:
        connection = await asyncpg.connect(bare)
        await connection.execute("REVOKE CREATE ON SCHEMA public FROM PUBLIC")
        await connection.close()
        reader = bare.replace("postgres@", "reader@")
        with pytest.raises(StorageRefused, match="cannot be used as this bot's database: permission denied"):
            await open_storage(reader)
    finally:
        postgres.drop_database(bare)
        await admin.execute("DROP ROLE reader")
        await admin.close()


# ---- the entry points, each in a process of its own -------------------------------------------------------
def run_entry(module: str, args: list[str], cwd: Path, *, prefix: list[str] | None = None,
              stdin: str = "/games\n") -> tuple[subprocess.CompletedProcess, float]:
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "not-a-token"}
    environment.pop("DATABASE_URL", None)
    began = time.monotonic()
    done = subprocess.run([*(prefix or []), sys.executable, "-m", module, *args], cwd=cwd, input=stdin,
                          capture_output=True, text=True, env=environment, timeout=EXITS_WITHIN)
    return done, time.monotonic() - began


def assert_refused(done: subprocess.CompletedProcess, *expected: str, secret: str = "hunter2") -> None:
    lines = done.stderr.splitlines()
    assert done.returncode == 2, done.stderr
    assert len(lines) == 1 and lines[0].startswith("Cannot start: "), done.stderr
    assert "Traceback" not in done.stderr and secret not in done.stderr + done.stdout
    for words in expected:
        assert words in lines[0], lines[0]


ENTRY_POINTS = [("bot", []), ("bot.table", []), ("bot.web", ["--port", "0"])]  # `python -m bot.record` opens no database


def each_entry_point(cases: list[tuple[str, str]]) -> list[tuple[str, list[str], str, str]]:
    """Each case run by one entry point, in turn: the three share the start-up code that refuses a
    database (`open_storage`), so a case need not start all three processes (each takes a second)."""
    return [(module, extra, *case) for (module, extra), case in zip(ENTRY_POINTS, cases, strict=True)]


@pytest.mark.parametrize("module,extra,url,expected", each_entry_point([
    ("postgresql:/u:hunter2@h/db", "postgresql:/u:***@h/db is not a well-formed URL"),
    ("postgresql://u:hun/ter2@h/db", "postgresql://u:***@h/db is not a well-formed URL"),
    ("mysql://u:hunter2/x@h/db", "mysql://u:***@h/db is not a database this bot can use"),
]))
def test_a_malformed_url_stops_start_up_in_one_line(tmp_path: Path, module: str, extra: list[str], url: str,
                                                    expected: str) -> None:
    done, _ = run_entry(module, ["--database", url, *extra], tmp_path)
    assert_refused(done, expected)
    assert list(tmp_path.iterdir()) == []  # no file, no folder, no boards named after the password


@pytest.mark.parametrize("module,extra", ENTRY_POINTS)
def test_a_malformed_database_url_in_the_environment_is_refused_too(tmp_path: Path, module: str,
                                                                    extra: list[str]) -> None:
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": "not-a-token",
                   "DATABASE_URL": "postgresql:/u:hunter2@h/db"}
    done = subprocess.run([sys.executable, "-m", module, *extra], cwd=tmp_path, input="/games\n",
                          capture_output=True, text=True, env=environment, timeout=EXITS_WITHIN)
    assert_refused(done, "postgresql:/u:***@h/db is not a well-formed URL")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("module,extra", ENTRY_POINTS)
def test_a_file_that_is_not_a_database_stops_start_up_and_the_process_exits(tmp_path: Path, module: str,
                                                                             extra: list[str]) -> None:
    notes = not_a_database(tmp_path / "notes.db")
    done, took = run_entry(module, ["--database", str(notes), *extra], tmp_path)
    assert_refused(done, f"{notes} is not a SQLite database")
    assert took < EXITS_WITHIN and sorted(tmp_path.iterdir()) == [notes]


@pytest.mark.parametrize("module,extra", ENTRY_POINTS)
async def test_a_newer_schema_stops_start_up(tmp_path: Path, module: str, extra: list[str]) -> None:
    """Each entry point, on a SQLite file (the refusal itself is `open_storage`'s, tested above on both
    databases: here the process's one line and its exit)."""
    newer = str(tmp_path / "newer.db")
    await (await open_storage(newer)).close()
    await set_newest(newer, NEWEST + 1)
    done, _ = await asyncio.to_thread(run_entry, module, ["--database", newer, *extra], tmp_path)
    assert_refused(done, f"has schema version {NEWEST + 1}, newer than this code knows")


def without_root_powers() -> list[str]:
    """A command prefix under which a folder's permissions hold: none for a plain user; as root, root
    without CAP_DAC_OVERRIDE (setpriv), so that a read-only folder is read-only to it too."""
    if os.geteuid() != 0:
        return []
    if shutil.which("setpriv") is None:
        pytest.skip("as root, a read-only folder needs setpriv to be read-only")
    return ["setpriv", "--inh-caps=-dac_override,-dac_read_search",
            "--bounding-set=-dac_override,-dac_read_search", "--"]


@pytest.mark.parametrize("module,extra,where,expected", each_entry_point([
    ("locked/referee.db", "the bot cannot write in the folder"),  # a read-only folder
    ("locked/sub/referee.db", "cannot make the folder"),  # a folder to be made in a read-only one
    ("readonly.db", "readonly.db: make it writable"),  # a read-only database file
]))
def test_an_unwritable_place_stops_start_up(tmp_path: Path, module: str, extra: list[str], where: str,
                                            expected: str) -> None:
    prefix = without_root_powers()
    locked = tmp_path / "locked"
    locked.mkdir()
    readonly = tmp_path / "readonly.db"
    with sqlite3.connect(readonly) as db:
        db.execute("CREATE TABLE t (x)")
    readonly.chmod(0o444)
    locked.chmod(0o555)
    try:
        done, _ = run_entry(module, ["--database", str(tmp_path / where), *extra], tmp_path, prefix=prefix)
    finally:
        locked.chmod(0o755)
    assert_refused(done, expected)
    assert list(locked.iterdir()) == []


@pytest.mark.parametrize("module,extra", ENTRY_POINTS)
def test_a_postgres_server_that_is_down_stops_start_up(tmp_path: Path, module: str, extra: list[str]) -> None:
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        url = f"postgresql://bot:hunter2@127.0.0.1:{closed.getsockname()[1]}/referee"
        done, _ = run_entry(module, ["--database", url, *extra], tmp_path)
    assert_refused(done, "cannot connect to postgresql://bot:***@127.0.0.1:")
    assert list(tmp_path.iterdir()) == []


def test_the_web_server_refuses_them_too(tmp_path: Path) -> None:
    """`python -m bot.web`: a malformed URL, and a file that is not a database, each in one line; the
    process exits."""
    done, _ = run_entry("bot.web", ["--database", "postgresql:/u:hunter2@h/db", "--port", "0"], tmp_path)
    assert_refused(done, "postgresql:/u:***@h/db is not a well-formed URL")
    notes = not_a_database(tmp_path / "notes.db")
    done, took = run_entry("bot.web", ["--database", str(notes), "--port", "0"], tmp_path)
    assert_refused(done, f"{notes} is not a SQLite database")
    assert took < EXITS_WITHIN and "The web page is on" not in done.stdout


# ---- text no backend can store ---------------------------------------------------------------------------
def test_what_a_backend_cannot_store() -> None:
    assert unstorable("a move, a name, Zoë 李 👩‍👩‍👧 عمر\n{a comment}") is None
    # a phrase of the catalogue (issue 30), said in the reader's language
    assert unstorable("ab\x00c") == say("record-unstorable", what="nul", code="0000")
    assert unstorable("1. Lc3\n2. Mc3 {a\x00note}\n") == say("record-unstorable-line", what="nul", code="0000",
                                                               line="2")
    assert unstorable("bad \udcff byte") == say("record-unstorable", what="byte", code="DCFF")


@pytest.mark.parametrize("name,kept", [
    ("bob", "bob"),
    ("b\x1b[31mob\x07", "b[31mob"),  # ESC and BEL go; the rest is only letters
    ("\u202eevil\u202c", "evil"), ("\u2066iso\u2069late", "isolate"), ("a\u200fb\u200ec\u061c", "abc"),
    ("bo\x00b", "bob"), ("line\nbreak\ttab", "line break tab"), ("  spaced   out  ", "spaced out"),
    ("c1\x85\x9bcontrol", "c1 control"), ("sur\udcffrogate", "surrogate"), ("\ufeffbom", "bom"),
    ("Zoë 李小龍 عمر Ἀθηνᾶ", "Zoë 李小龍 عمر Ἀθηνᾶ"),  # every script
    ("👩‍👩‍👧 🏳️‍🌈 👍🏽 🏴󠁧󠁢󠁳󠁣󠁴󠁿", "👩‍👩‍👧 🏳️‍🌈 👍🏽 🏴󠁧󠁢󠁳󠁣󠁴󠁿"),  # emoji, with their joiners, selectors and tags
    ("\x1b\x07\u202e", ""),
    ("x" * 500, "x" * NAME_LIMIT),
])
def test_a_name_is_kept_without_control_characters(name: str, kept: str) -> None:
    assert clean_name(name) == kept
    assert User("1", name).name == kept


def test_visible_writes_escapes_instead_of_sending_them() -> None:
    assert visible("a\x1b[2Jb\x07\u202ec\r\n\td") == "a\\x1b[2Jb\\x07\\u202ec\\r\n\td"
    assert visible("Zoë 👩‍👩‍👧") == "Zoë 👩‍👩‍👧"


async def test_a_nul_in_an_id_is_refused_before_any_backend_sees_it(service: GameService) -> None:
    started = await start_game(service, "tictacdoh", [ALICE, BOB])
    game_id = started.game_id
    calls = [
        lambda: service.play(ALICE, "Lc3", game_id=f"{game_id}\x00"),
        lambda: service.board(ALICE, game_id=f"#{game_id}\x00"),
        lambda: service.moves_for(ALICE, game_id="\x00"),
        lambda: service.ask_resign(ALICE, game_id=f"{game_id}\x00"),
        lambda: service.accept(f"{game_id}\x00", BOB),
        lambda: service.record(ALICE, game_id=f"{game_id}\x00"),
        lambda: service.versions([f"{game_id}\x00"]),
    ]
    for call in calls:
        with refused("refusal-not-an-id") as refusal:
            await call()
        assert refusal.value.values["id"].endswith("\\x00")  # the NUL shown, never sent on
    assert (await service.game(game_id)).record.version == 0


@pytest.mark.parametrize("key", sorted(engines.GAMES))
async def test_a_nul_in_a_move_or_an_option_is_refused_in_a_sentence(service: GameService, key: str) -> None:
    game = engines.get_game(key)
    started = await start_game(service, key, [ALICE, BOB])
    loaded = await service.game(started.game_id)
    mover = ALICE if loaded.record.players[loaded.state.current_player] == ALICE.id else BOB
    legal = loaded.state.legal_moves()[0]
    for move in (f"{legal}\x00", f"\x00{legal}", "\x00", f"{legal}\udcff"):
        with refused("refusal-illegal"):
            await service.play(mover, move, game_id=started.game_id)
    assert (await service.game(started.game_id)).record.version == loaded.record.version
    for options in ({"x\x00": 1}, *({spec.name: "x\x00"} for spec in game.options)):
        with pytest.raises(Refusal):
            await service.challenge(key, ALICE, [BOB], place=PLACE, options=options)
    assert await service.storage.open_challenges(PLACE) == []


async def test_a_nul_in_a_record_is_refused_naming_its_line(service: GameService) -> None:
    started = await start_game(service, "tictacdoh", [ALICE, BOB])
    await service.play(ALICE, "Lc3", game_id=started.game_id)
    text = (await service.record(ALICE, game_id=started.game_id)).file.data.decode()
    line = text.count("\n") + 1
    hostile = text + "{a comment with a NUL\x00 in it}\n"
    with refused("refusal-record-unstorable", what=say("record-unstorable-line", what="nul", code="0000",
                                                         line=str(line))):
        await service.challenge("tictacdoh", BOB, [ALICE], place=PLACE, record=hostile)
    assert await service.storage.open_challenges(PLACE) == []
    # the same record without it starts a game: the refusal was the NUL's
    reply = await service.challenge("tictacdoh", BOB, [ALICE], place=PLACE, record=text + "{a comment}\n")
    assert reply.game_id


async def test_names_are_stored_and_shown_without_control_characters(service: GameService) -> None:
    hostile = User("301", "Ev\x1b]0;owned\x07e\u202e\x00")
    world = User("302", "Zoë 李 👩‍👩‍👧 عمر")
    reply = await service.challenge("tictacdoh", hostile, [world], place=PLACE, seated=True)
    assert says(reply, "service-challenge", challenger="Ev]0;ownede")
    for char in "\x1b\x07\u202e\x00":
        assert all(char not in str(line) for line in reply.lines)
    board = await service.accept(reply.game_id, world)
    names = await service.storage.names(["301", "302"])
    assert names == {"301": "Ev]0;ownede", "302": "Zoë 李 👩‍👩‍👧 عمر"}
    assert "Ev]0;ownede" in str(board.lines[0]) and "Zoë 李 👩‍👩‍👧 عمر" in str(board.lines[0])
