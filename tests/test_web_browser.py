"""The web page in a real browser: headless Chromium (Debian's `chromium`) driven by Playwright.

A game's page updates without a reload when a move is made through the service, steps back through the
moves, the standings open, an unsigned link is a 404; each page's screenshot is saved in the test's
output folder (its path is printed).
"""
from __future__ import annotations

import asyncio
import json
import shutil
from pathlib import Path

import pytest

import engines
from bot.service import GameService
from engines.phrases import say
from tests.service_helpers import ALICE, BOB, play_randomly, start_game
from tests.web_helpers import english, said, serving

CHROMIUM = shutil.which("chromium") or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)
try:
    from playwright.async_api import async_playwright
except ImportError:  # pragma: no cover - the test extra is not installed
    async_playwright = None

pytestmark = pytest.mark.skipif(
    CHROMIUM is None or async_playwright is None,
    reason="the browser tests need Debian's chromium (apt-get install chromium) and playwright (pip install .[test])")


START = engines.get_game("tictacdoh").new_game(2)
MC3 = START.describe_move("Mc3")  # the engine's words for the first move, and bob's answer to it
SC2 = START.play("Mc3").describe_move("Sc2")


def caption(ply: int, last: int, player: str, words: object, locale: str = "en") -> str:
    """The words under the picture of position `ply` of `last`, reached by `player`'s move."""
    move = say("web-move", player=player, move=words)
    return said(say("web-caption", ply=str(ply), last=str(last), move=move), locale)


async def until(page, expression: str, timeout: float = 5.0) -> None:
    """Wait until `expression` is true in the page. Playwright's wait_for_function compiles its
    predicate inside the page, which the page's Content Security Policy (no eval) rightly forbids;
    page.evaluate goes through the debugging protocol instead."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not await page.evaluate(expression):
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"still false after {timeout} s: {expression}")
        await asyncio.sleep(0.05)


async def test_the_page_in_a_browser(tmp_path: Path) -> None:
    service = await GameService.open(str(tmp_path / "browser.db"))
    try:
        started = await start_game(service, "tictacdoh", [ALICE, BOB])
        gid = started.game_id
        await service.play(ALICE, "Mc3", game_id=gid)
        async with serving(service) as server, async_playwright() as playwright:
            browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            try:
                page = await browser.new_page(viewport={"width": 412, "height": 915})  # a phone
                await page.goto(server.signer.game(gid))
                assert await page.title() == f"Tic Tac Doh! #{gid}"
                await until(page, "document.getElementById('board').complete")
                alt = await page.get_attribute("#board", "alt")
                assert alt and alt.startswith(f"#{gid} Tic Tac Doh! board.") and "bob to move" in alt
                assert await page.locator(".moves li").count() == 2
                # on a phone nothing makes the page scroll sideways, the replay form among the rest
                assert await page.locator(".replay").is_visible()
                assert await page.evaluate("document.documentElement.scrollWidth") <= 412
                await page.evaluate("window.notReloaded = true")
                await _screenshot(page, tmp_path / "game.png")

                # a move through the service: the page shows it without a reload
                await service.play(BOB, "Sc2", game_id=gid)
                await until(page, "document.querySelectorAll('.moves li').length === 3")
                assert await page.evaluate("window.notReloaded") is True
                assert english("web-status-to-move", player="alice") in await page.inner_text(".status")
                assert said(say("web-move", player="bob", move=SC2)) in await page.inner_text(".moves")
                assert await page.inner_text("#caption") == caption(2, 2, "bob", SC2)
                await _screenshot(page, tmp_path / "game-live.png")

                # step back: the picture and its words are those of the earlier position, no reload
                await page.click("#prev")
                assert await page.inner_text("#caption") == caption(1, 2, "alice", MC3)
                assert "ply/1.png" in (await page.get_attribute("#board", "src") or "")
                assert "Mc3" in (await page.get_attribute("#board", "alt") or "")
                await page.click(".moves a[data-ply='0']")
                assert await page.inner_text("#caption") == english("web-caption-start", last="2")
                await until(page, "document.getElementById('board').naturalWidth > 0")
                assert await page.evaluate("window.notReloaded") is True
                await _screenshot(page, tmp_path / "game-start.png")

                # without JavaScript the same steps are links
                plain = await browser.new_page(java_script_enabled=False)
                await plain.goto(server.signer.game(gid))
                await plain.click("#prev")
                assert await plain.inner_text("#caption") == caption(1, 2, "alice", MC3)
                await plain.close()

                # the standings, after a finished game
                await play_randomly(service, gid, [ALICE, BOB], __import__("random").Random(3))
                await page.goto(server.signer.standings("g1"))
                assert "Tic Tac Doh!" in await page.inner_text("main")
                await _screenshot(page, tmp_path / "standings.png")

                # an unsigned link: 404, the same as an unknown game
                unsigned = await page.goto(f"{server.signer.public_url}/g/{gid}")
                assert unsigned is not None and unsigned.status == 404
                assert await page.inner_text("h1") == english("web-not-found-title")
            finally:
                await browser.close()
    finally:
        await service.close()


async def _screenshot(page, path: Path) -> None:
    await page.screenshot(path=str(path), full_page=True)
    print(f"screenshot: {path}")


async def test_a_long_game_is_paged_in_a_browser(tmp_path: Path) -> None:
    """A game longer than a page of moves: the page lists the newest page, the live update adds moves to
    it and starts a new page when it is full, and stepping back past the page's start loads the page
    before."""
    from tests.test_web_hostile import long_game

    service = await GameService.open(str(tmp_path / "paged.db"))
    try:
        gid = await long_game(service, 18)  # positions 0 to 18: the newest page holds 10 to 18
        async with serving(service, moves_per_page=10) as server, async_playwright() as playwright:
            browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            try:
                page = await browser.new_page()
                await page.goto(server.signer.game(gid))
                assert await page.locator(".moves li").count() == 9
                assert english("web-positions", first="10", end="18", last="18") in await page.inner_text("#pages")
                await page.evaluate("window.notReloaded = true")
                await service.play(ALICE, "Mc3", game_id=gid)  # position 19: the page is full
                await until(page, "document.querySelectorAll('.moves li').length === 10")
                assert await page.inner_text("#caption") == caption(19, 19, "alice", MC3)
                await service.play(BOB, "Sc2", game_id=gid)  # position 20: a new page
                await until(page, "document.querySelectorAll('.moves li').length === 1")
                assert english("web-positions", first="20", end="20", last="20") in await page.inner_text("#pages")
                assert await page.inner_text("#caption") == caption(20, 20, "bob", SC2)
                assert await page.evaluate("window.notReloaded") is True
                await _screenshot(page, tmp_path / "paged-live.png")
                # one step back leaves the page: the page before is loaded, at position 19
                await page.click("#prev")
                await page.wait_for_load_state()
                await until(page, f"document.getElementById('caption').textContent === "
                                  f"{json.dumps(caption(19, 20, 'alice', MC3))}")
                assert await page.locator(".moves li").count() == 10
                assert await page.get_attribute(".moves", "start") == "10"
            finally:
                await browser.close()
    finally:
        await service.close()


async def test_the_page_in_french_through_the_browsers_language(tmp_path: Path) -> None:
    """A browser whose language is French gets the page in French (Accept-Language), its live update
    (the event stream asks in French too) and the captions the script writes as well."""
    service = await GameService.open(str(tmp_path / "french.db"))
    try:
        started = await start_game(service, "tictacdoh", [ALICE, BOB])
        gid = started.game_id
        await service.play(ALICE, "Mc3", game_id=gid)
        async with serving(service) as server, async_playwright() as playwright:
            browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            try:
                context = await browser.new_context(locale="fr-FR")
                page = await context.new_page()
                await page.goto(server.signer.game(gid))
                assert await page.get_attribute("html", "lang") == "fr"
                assert await page.inner_text(".status") == "À bob de jouer."
                assert await page.inner_text("#prev") == "◀ Précédente"
                assert await page.inner_text(".steps button") == "Afficher"
                assert await page.inner_text(".replay button") == "Rediffuser"
                assert await page.inner_text("#caption") == caption(1, 1, "alice", MC3, "fr")
                await page.evaluate("window.notReloaded = true")
                await service.play(BOB, "Sc2", game_id=gid)
                await until(page, "document.querySelectorAll('.moves li').length === 3")
                assert await page.inner_text(".status") == "À alice de jouer."
                assert await page.inner_text("#caption") == caption(2, 2, "bob", SC2, "fr")
                await page.click("#prev")  # the script's caption, in French
                assert await page.inner_text("#caption") == caption(1, 2, "alice", MC3, "fr")
                await page.click(".moves a[data-ply='0']")
                assert await page.inner_text("#caption") == "Le début (position 0 sur 2)."
                assert await page.evaluate("window.notReloaded") is True
                await _screenshot(page, tmp_path / "game-fr.png")
            finally:
                await browser.close()
    finally:
        await service.close()
