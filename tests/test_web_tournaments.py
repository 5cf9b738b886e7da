"""A tournament's web page (issue 32): signed like a game's (an unsigned or wrong address is the one 404),
its standings (every player once, with points and labelled tie-breaks), its crosstable picture, each
round's games linked to their pages, names escaped, and the version its page polls to stay live."""
from __future__ import annotations

import re
from html import unescape

import aiohttp
import pytest

from bot.service import GameService, User
from bot.service.outbox import reply_of
from tests.test_tournaments import _action, play_round
from tests.test_web_browser import CHROMIUM, async_playwright
from tests.web_helpers import english, serving

PLAYERS = [User("301", "<b>ann</b>"), User("302", "bo & co"), User("303", "cy"), User("304", "di")]


@pytest.fixture
async def service():
    """SQLite only: the page's queries are the tournaments' own, tested on both databases there."""
    service = await GameService.open(":memory:", render=False)
    yield service
    await service.close()


async def _one_round_played(service: GameService) -> int:
    """A round-robin of four, its first round played (the smaller id wins each game)."""
    await service.tournament_create(PLAYERS[0], guild="g1", place="c1", game="tictacdoh", clock="1d")
    number = (await service.storage.tournaments_in("g1"))[0].id
    for user in PLAYERS[1:]:
        await service.click(user, _action("tjoin", number))
    await service.tournament_start(PLAYERS[0], str(number))
    await play_round(service, number)
    return number


async def test_the_tournament_page_shows_standings_crosstable_and_links_to_every_game(service: GameService) -> None:
    number = await _one_round_played(service)
    service.boards.render_images = True  # the crosstable is drawn; the games' pictures are never asked for
    tables = [t for t in await service.storage.tournament_tables(number) if t.game_id]
    games = [t.game_id for t in tables if t.game_id]
    assert {t.round for t in tables} == {1, 2} and len(games) == 4
    async with serving(service) as server, aiohttp.ClientSession() as session:
        base = f"http://localhost:{server.port}"
        async with session.get(server.signer.tournament(number)) as response:
            assert response.status == 200 and response.content_type == "text/html"
            page = await response.text()
        # every player once, escaped, with points (1 for each round-1 winner) and the labelled tie-break
        standings = page.split('id="standings"')[1].split("</table>")[0]
        assert "<b>ann</b>" not in page and standings.count("&lt;b&gt;ann&lt;/b&gt;") == 1
        assert standings.count("bo &amp; co") == 1 and standings.count(">cy<") == 1 and standings.count(">di<") == 1
        points = dict(re.findall(r'<td>([^<]+)</td><td class="n">([0-9.]+)</td>', standings))
        assert {unescape(name): value for name, value in points.items()} == \
            {"<b>ann</b>": "1", "bo & co": "1", "cy": "0", "di": "0"}
        assert english("picture-crosstable-tiebreak-sb") in standings
        # a link to each game of both rounds, and each answers 200
        links = [unescape(link) for link in re.findall(r'href="(/g/[^"]+)"', page)]
        assert sorted(re.sub(r"\?.*", "", link)[3:] for link in links) == sorted(games)
        for link in links:
            async with session.get(base + link) as response:
                assert response.status == 200, link
        # the crosstable picture, with its words, answers a PNG
        img = re.search(r'<img src="([^"]+)" alt="([^"]+)"', page)
        assert img and "ann" in img.group(2)
        async with session.get(base + unescape(img.group(1))) as response:
            assert response.status == 200 and response.content_type == "image/png"
            assert (await response.read()).startswith(b"\x89PNG")
        # the poll: its version, the page's own, changing when a game of the tournament changes
        poll = unescape(re.search(r'data-poll="([^"]+)"', page).group(1))  # type: ignore[union-attr]
        version = unescape(re.search(r'data-version="([^"]+)"', page).group(1))  # type: ignore[union-attr]
        async with session.get(base + poll) as response:
            assert response.status == 200 and await response.text() == version
        last = tables[-1]
        await service.resign(User(last.players[-1], "x"), games[-1])
        async with session.get(base + poll) as response:
            assert await response.text() != version
        # unsigned, wrongly signed, another tournament's signature, unknown: the one 404
        bodies = set()
        wrong = server.signer.sign(f"/t/{number + 1}")
        for path in (f"/t/{number}", f"/t/{number}?k=wrong", f"/t/{number}?k={wrong}", f"/t/{number + 1}?k={wrong}",
                     f"/t/{number}/crosstable.png", f"/t/{number}/version?k=x", "/g/zzzzz"):
            async with session.get(base + path) as response:
                assert response.status == 404, path
                bodies.add(await response.text())
        assert len(bodies) == 1
        # the rounds' announcements carry a Watch link to the page (a front end signs it)
        owed = [reply_of(row.payload, None) for row in await service.storage.owed(f"tournament:{number}")]
        watched = [server.signer.page(r.page) for r in owed if r.page is not None]
        assert watched == [server.signer.tournament(number)] * 2  # rounds 1 and 2


@pytest.mark.skipif(CHROMIUM is None or async_playwright is None, reason="the browser tests need chromium and playwright")
async def test_the_page_in_a_browser_follows_the_end_of_a_round_without_a_reload_by_hand(service: GameService) -> None:
    """The page polls its version every 5 s and reloads itself when it changed: with the browser's clock
    under the test's hand (Playwright's fake timers), a poll that finds nothing new leaves the page as it
    is, and the first poll after round 2 ended shows round 3, the new points and a new crosstable."""
    number = await _one_round_played(service)
    service.boards.render_images = True  # the crosstable is drawn
    async with serving(service) as server, async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            page = await browser.new_page()
            await page.clock.install()  # setInterval runs when the test moves the clock on
            await page.goto(server.signer.tournament(number))
            before = await page.inner_text("#standings + .table-wrap")
            picture = await page.get_attribute("#crosstable + figure img", "src")
            assert await page.locator("#round-2").count() == 1 and await page.locator("#round-3").count() == 0
            await page.evaluate("window.notReloaded = true")
            async with page.expect_response(lambda response: "/version" in response.url):
                await page.clock.run_for(5000)  # a poll: the same version, no reload
            assert await page.evaluate("window.notReloaded") is True
            await play_round(service, number)  # round 2 ends, round 3 is paired
            async with page.expect_navigation():
                await page.clock.run_for(5000)
            assert await page.evaluate("window.notReloaded === undefined")  # the page reloaded itself
            assert await page.locator("#round-3").count() == 1
            assert await page.inner_text("#standings + .table-wrap") != before
            assert await page.get_attribute("#crosstable + figure img", "src") != picture
        finally:
            await browser.close()
