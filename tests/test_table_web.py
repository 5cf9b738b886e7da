"""The local table serves the web pages while it runs with --web-port: a `watch:` line follows each
board, and the address opens the game's page."""
from __future__ import annotations

import asyncio
import re
import sys
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


async def test_the_table_prints_a_watch_line_that_opens_the_page(tmp_path: Path) -> None:
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot.table", "--database", str(tmp_path / "t.db"), "--web-port", "0", "--seed", "3",
        cwd=ROOT, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(b"/tictacdoh start @bob seats=listed\nas bob\nAccept\nas alice\n/tictacdoh move Mc3\n")
    await process.stdin.drain()
    lines: list[str] = []
    try:
        while len([line for line in lines if line.startswith("watch: ")]) < 2:
            line = await asyncio.wait_for(process.stdout.readline(), 60)
            assert line, f"the table ended early: {lines} {await process.stderr.read()}"
            lines.append(line.decode().rstrip())
        watch = [line for line in lines if line.startswith("watch: ")][-1].removeprefix("watch: ")
        assert re.fullmatch(r"http://localhost:\d+/g/[a-z0-9]{5}\?k=[\w-]{43}", watch), watch
        board = lines.index(f"watch: {watch}") - 1
        assert lines[board].startswith("board: "), lines  # right after the board it belongs to
        page = await asyncio.to_thread(lambda: urllib.request.urlopen(watch, timeout=10).read().decode())
        assert "Tic Tac Doh!" in page and "alice: Place a medium pyramid on c3" in page
    finally:
        process.stdin.write(b"quit\n")
        await process.stdin.drain()
        process.stdin.close()
        await asyncio.wait_for(process.wait(), 30)
    assert process.returncode == 0
