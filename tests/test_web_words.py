"""The web page in its reader's language (issue 29): the language from `?lang=` (kept by the page's links,
whose signatures still hold), else from `Accept-Language` by quality, else English; every word of the
game's page, the standings and the error answers from the catalogue, and none of the web's English words
on a page in another language; what is kept (the live update's events, pictures and their words) kept
by language."""
from __future__ import annotations

import asyncio
import inspect
import json
import random
from html import escape
from pathlib import Path

import aiohttp
import pytest

import engines
from bot.service import GameService, User
from bot.web.language import Reader, WebStyle, accepted, date_time, known
from bot.words import Moment, Words, catalogue
from engines.phrases import say
from tests.service_helpers import ALICE, BOB, play_randomly, start_game
from tests.web_helpers import attribute, english, english_only, page_words, said, serving, unescaped

NAMES = {"alice", "bob"} | {word for game in engines.GAMES.values() for word in game.title.lower().split()}


@pytest.fixture
async def service(tmp_path: Path):
    """SQLite only: the words of a page are the same whichever database holds the game (the pages' own
    queries run on both databases in test_web.py)."""
    service = await GameService.open(str(tmp_path / "referee.db"), render=False)
    service.rng = random.Random(1234)
    yield service
    await service.close()


def test_accept_language_by_quality() -> None:
    assert accepted("es") == "es-ES" and accepted("pt") == "pt-BR" and accepted("pt-PT") == "pt-BR"
    assert accepted("de;q=0.5, fr;q=0.9") == "fr"
    assert accepted("xx, ko;q=0.9, ja;q=0.1") == "ja"  # the first language the catalogue has
    assert accepted("en;q=0, de") == "de"  # q=0: not wanted
    assert accepted("fr-CA,fr;q=0.9,en-US;q=0.8,en;q=0.7") == "fr"
    assert accepted("de;q=0.8, es;q=0.8") == "de"  # equal quality: the header's order
    for nothing in ("xx", "*", "", None, "de;q=2", "de;q=abc", "<script>", "de;level=1"):
        assert accepted(nothing) is None, nothing
    assert known("EN-gb") == "en" and known("xx") is None and known("e" * 40) is None


def test_the_address_chooses_else_the_header_else_english() -> None:
    assert Reader.of("ja", "es") == Reader("ja", True)
    assert Reader.of("xx", "es") == Reader("es-ES", False)  # an unknown ?lang= is not kept
    assert Reader.of(None, "xx") == Reader("en", False) == Reader.of(None, None)
    assert Reader("ja", True).query == {"lang": "ja"} and Reader("ja").query == {}


def test_web_style_says_a_moment_as_a_date_and_a_name_as_text() -> None:
    at = 1_800_000_000.0  # 2027-01-15 08:00 UTC, a Friday
    assert date_time(at, "en") == "Fri, Jan 15, 2027, 08:00 UTC"
    assert date_time(at, "ja") == "2027年1月15日(金) 8:00 UTC"  # Japanese writes no leading zero
    spanish = Words(catalogue(), "es-ES", WebStyle())
    deadline = spanish("web-clock-deadline", player="<b>eve</b>", moment=Moment(at))  # relative, written as a date
    assert deadline == f"<b>eve</b> tiene hasta el {date_time(at, 'es-ES')} para jugar."


async def _page(session: aiohttp.ClientSession, url: str, **headers: str) -> str:
    async with session.get(url, headers=headers) as response:
        assert response.status == 200, url
        assert response.headers["Vary"] == "Accept-Language"
        return await response.text()


def _lang(page: str) -> str:
    return attribute(page, r'<html lang="([^"]+)"')


async def _game(service: GameService) -> str:
    """A game of Tic Tac Doh! with a clock, one move in: bob to move."""
    started = await start_game(service, "tictacdoh", [ALICE, BOB], clock="1d")
    await service.play(ALICE, "Mc3", game_id=started.game_id)
    return started.game_id


async def test_a_games_page_in_spanish_japanese_and_english(service: GameService) -> None:
    gid = await _game(service)
    words = engines.get_game("tictacdoh").new_game(2).describe_move("Mc3")
    async with serving(service) as server, aiohttp.ClientSession() as session:
        url = server.signer.game(gid)
        spanish = await _page(session, url, **{"Accept-Language": "es"})
        assert _lang(spanish) == "es-ES"
        caption = say("web-caption", ply="1", last="1", move=say("web-move", player="alice", move=words))
        for expected in ("Le toca a bob.", "◀ Anterior", "Siguiente ▶", "Mostrar", "Jugadas", "Registro (PPN, texto)",
                         "tiene el turno", said(caption, "es-ES")):
            assert expected in unescaped(spanish), expected
        assert "tiene hasta el" in spanish and "UTC para jugar." in spanish  # the deadline, a date in Spanish
        assert page_words(spanish) & english_only("es-ES") - NAMES == set()

        japanese = await _page(session, url + "&lang=ja", **{"Accept-Language": "es"})  # the address wins
        assert _lang(japanese) == "ja" and "bob の手番です。" in japanese and "次へ ▶" in japanese
        assert page_words(japanese) & english_only("ja") - NAMES == set()
        # every link of the page keeps the language, and its signature still opens it
        base = f"http://localhost:{server.port}"
        previous = attribute(japanese, r'id="prev" rel="prev" href="([^"]+)"')
        assert "lang=ja" in previous
        earlier = await _page(session, base + previous)
        assert _lang(earlier) == "ja" and "開始局面（局面 0 / 1）。" in earlier
        for name in ("data-page", "data-events"):
            assert "lang=ja" in attribute(japanese, name + r'="([^"]+)"')
        assert '<input type="hidden" name="lang" value="ja">' in japanese
        assert "lang=ja" in attribute(japanese, r'id="board" src="([^"]+)"')

        unknown = await _page(session, url, **{"Accept-Language": "xx"})
        assert _lang(unknown) == "en" and english("web-status-to-move", player="bob") in unknown
        assert english("web-show") in unknown and "&amp;lang=" not in unknown  # nothing chosen: no link keeps one
        assert unknown == await _page(session, url)  # no header: the same English page
        # the check of the other languages sees the English words it forbids
        assert {"move", "previous", "next", "show", "moves", "board", "players"} <= page_words(unknown) & english_only("ja")


async def test_the_standings_in_spanish_and_japanese(service: GameService) -> None:
    started = await start_game(service, "tictacdoh", [ALICE, BOB])
    await play_randomly(service, started.game_id, [ALICE, BOB], random.Random(3))
    async with serving(service) as server, aiohttp.ClientSession() as session:
        url = server.signer.standings("g1")
        spanish = await _page(session, url, **{"Accept-Language": "es-MX,es;q=0.9,en;q=0.5"})
        assert _lang(spanish) == "es-ES" and "<title>Clasificación</title>" in spanish
        for expected in ("(este servidor)", "Jugador", "Victorias", "Derrotas", "Tablas", "Partidas", "(provisional)",
                         "alice", "bob"):
            assert expected in spanish, expected
        assert page_words(spanish) & english_only("es-ES") - NAMES == set()
        japanese = await _page(session, url + "&lang=ja")
        assert "順位表" in japanese and "（暫定）" in japanese
        assert page_words(japanese) & english_only("ja") - NAMES == set()
        english_page = await _page(session, url)
        assert _lang(english_page) == "en" and english("web-standings-player") in english_page


async def test_error_answers_in_the_readers_language(service: GameService) -> None:
    gid = await _game(service)
    async with serving(service) as server, aiohttp.ClientSession() as session:
        base = f"http://localhost:{server.port}"
        bodies = set()
        for path in (f"/g/{gid}", f"/g/{gid}?k=wrong", "/g/zzzzz?k=x", "/nothing"):
            async with session.get(base + path, headers={"Accept-Language": "es"}) as response:
                assert response.status == 404
                bodies.add(await response.text())
        assert len(bodies) == 1  # one 404 for every wrong address, in the reader's language
        (spanish,) = bodies
        assert _lang(spanish) == "es-ES" and "No encontrado" in spanish
        async with session.get(base + "/nothing") as response:  # the English one, kept apart
            assert "<h1>" + english("web-not-found-title") + "</h1>" in await response.text()
        async with session.post(base + f"/g/{gid}", headers={"Accept-Language": "de"}) as response:
            assert response.status == 405 and await response.text() == "Hier werden nur GET und HEAD beantwortet."
        async with session.get(server.signer.game(gid) + "&ply=x&lang=fr") as response:
            assert response.status == 400
            assert await response.text() == "ply doit être le numéro d’une position (0, 1, 2, …)."
        async with session.get(server.signer.game(gid) + "&ply=x") as response:
            assert await response.text() == english("web-error-position", name="ply")


async def _events(session: aiohttp.ClientSession, url: str, **headers: str) -> aiohttp.ClientResponse:
    response = await session.get(url, headers=headers)
    assert response.status == 200
    return response


async def _next_page_event(response: aiohttp.ClientResponse) -> dict:
    while True:
        chunk = await asyncio.wait_for(response.content.readuntil(b"\n\n"), 10)
        if chunk.startswith(b"event: page"):
            return json.loads(chunk.split(b"data: ", 1)[1])


async def test_the_live_update_is_composed_once_per_language(service: GameService) -> None:
    """Streams of one game in Spanish, German and English at once: each change reaches each in its own
    language (the events are kept by game and language, never one language's served to another)."""
    gid = await _game(service)
    async with serving(service) as server, aiohttp.ClientSession() as session:
        url = server.signer.url(f"/g/{gid}/events")
        streams = {"es-ES": await _events(session, url, **{"Accept-Language": "es"}),
                   "de": await _events(session, url + "&lang=de", **{"Accept-Language": "es"}),
                   "en": await _events(session, url)}
        try:
            for locale, stream in streams.items():
                first = await _next_page_event(stream)
                assert said(say("web-status-to-move", player="bob"), locale) in first["head"]
            assert len(server.hub.watches) == 3
            await service.play(BOB, "Sc2", game_id=gid)
            for locale, stream in streams.items():
                moved = await _next_page_event(stream)
                assert moved["version"] == 2
                statuses = {other: said(say("web-status-to-move", player="alice"), other) for other in streams}
                assert [other for other, status in statuses.items() if status in moved["head"]] == [locale]
                # the German stream's address chose its language: its links keep it; the others' do not
                assert ("lang=de" in moved["moves"]) == (locale == "de")
        finally:
            for stream in streams.values():
                stream.close()


async def test_pictures_and_their_words_are_kept_by_language(tmp_path) -> None:
    """A position's picture and alt text asked in two languages: each in its own (where the renderers
    speak languages), and the English ones, asked again, still English."""
    service = await GameService.open(str(tmp_path / "drawn.db"))
    try:
        gid = await _game(service)
        async with serving(service) as server, aiohttp.ClientSession() as session:
            base = f"http://localhost:{server.port}"
            pages, pictures = {}, {}
            for locale in ("en", "ja", "en"):
                pages[locale] = page = await _page(session, server.signer.game(gid) + f"&lang={locale}")
                async with session.get(base + attribute(page, r'id="board" src="([^"]+)"')) as response:
                    assert response.status == 200
                    picture = await response.read()
                assert pictures.setdefault(locale, picture) == picture  # asked again: the same
            import renderers
            from renderers.alt_text import alt_text

            alt = {locale: attribute(page, r'id="board" src="[^"]+" alt="([^"]+)"') for locale, page in pages.items()}
            # the renderers speak the reader's language where they take `words` (issue 29, another branch)
            if "words" in inspect.signature(alt_text).parameters:
                assert alt["ja"] != alt["en"]
            if "words" in inspect.signature(renderers.render).parameters:
                assert pictures["ja"] != pictures["en"]
            assert alt["en"].startswith(f"#{gid} Tic Tac Doh! board.")
    finally:
        await service.close()


@pytest.mark.parametrize("name", ["<img src=x onerror=alert(1)>", "a&b \"quoted\" 'single'"])
async def test_a_name_is_said_then_escaped_never_markup(service: GameService, name: str) -> None:
    eve = User("u-eve", name)
    started = await start_game(service, "tictacdoh", [eve, BOB])
    async with serving(service) as server, aiohttp.ClientSession() as session:
        for locale in ("fr", "ja"):
            page = await _page(session, server.signer.game(started.game_id) + f"&lang={locale}")
            status = said(say("web-status-to-move", player=name), locale)  # said first, escaped after
            assert escape(status) in page and name not in page


async def test_a_computers_name_is_in_the_readers_language(service: GameService) -> None:
    """A computer player is "Computer (hard)" on the English page and in the reader's words on another
    (its name is kept in English, and each page says it)."""
    started = await service.challenge("tictacdoh", ALICE, [], place="c1", guild="g1", computers=1, level="hard")
    async with serving(service) as server, aiohttp.ClientSession() as session:
        url = server.signer.game(started.game_id)
        english_page = unescaped(await _page(session, url))
        french = unescaped(await _page(session, url + "&lang=fr"))
    assert "Computer (hard)" in english_page
    assert "Ordinateur (difficile)" in french and "Computer (hard)" not in french
