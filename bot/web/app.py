"""The web page's routes and middleware (aiohttp): a game's page, its pictures, record, replay and event
stream, and a server's standings. Each request makes one service call and formats what it answers.

Safe to expose: every game and standings address is signed (`signing`), and an unsigned, wrongly signed
or unknown one gets the same 404; a request line or header over 4 KB is refused by the parser (400);
each address has a token bucket (a burst of 60, then 30 requests a second) and gets 429 beyond it, so a
flood is answered without touching the database and the bot's own work goes on.
"""
from __future__ import annotations

import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable

from aiohttp import web

from bot.config import WebConfig
from bot.service import GameService, Refusal
from bot.web import html
from bot.web.events import POLL, Hub
from bot.web.signing import SETTING_KEY, SETTING_SCOPE, Signer, game_path, new_secret, standings_path

log = logging.getLogger(__name__)

MAX_LINE = 4096  # the request line (a signed link is under 200 characters)
MAX_FIELD = 4096  # one header
MAX_HEADERS = 50
MAX_STREAMS = 5000  # open event streams in all: beyond, a new one is told to come back later (503)
BURST, PER_SECOND = 60.0, 30.0
ADDRESSES_KEPT = 10_000  # buckets remembered (the oldest are forgotten: a full bucket is the default)

SECURITY_HEADERS = {
    # nothing from elsewhere, no framing; no Referer, so a signed address never leaks to another site
    "Content-Security-Policy": ("default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; "
                                "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
}
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class _Malformed(logging.Filter):
    """Drop the parser's tracebacks for malformed requests (a line too long, garbage): those are the
    internet's noise, answered with a 400, not errors of ours; a handler's own failure is still logged."""

    def filter(self, record: logging.LogRecord) -> bool:
        from aiohttp.http_exceptions import HttpProcessingError

        error = record.exc_info[1] if record.exc_info else None
        return not isinstance(error, HttpProcessingError)


REQUEST_LOG = logging.getLogger("bot.web.requests")
REQUEST_LOG.addFilter(_Malformed())


class RateLimit:
    """A token bucket per client address: `burst` requests at once, then `rate` a second."""

    def __init__(self, burst: float = BURST, rate: float = PER_SECOND, *, clock: Callable[[], float] = time.monotonic) -> None:
        self.burst = burst
        self.rate = rate
        self.clock = clock
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def allow(self, address: str) -> bool:
        now = self.clock()
        tokens, last = self._buckets.pop(address, (self.burst, now))
        tokens = min(self.burst, tokens + (now - last) * self.rate)
        allowed = tokens >= 1.0
        self._buckets[address] = (tokens - 1.0 if allowed else tokens, now)
        while len(self._buckets) > ADDRESSES_KEPT:
            self._buckets.popitem(last=False)
        return allowed


def not_found() -> web.Response:
    """The one answer for an unknown address, an unknown game and a wrong signature alike."""
    return web.Response(status=404, text=html.NOT_FOUND, content_type="text/html", headers=SECURITY_HEADERS)


class Pages:
    """The handlers, on one service and one signer."""

    def __init__(self, service: GameService, signer: Signer, hub: Hub) -> None:
        self.service = service
        self.signer = signer
        self.hub = hub

    def signed(self, request: web.Request, path: str) -> bool:
        return self.signer.verify(path, request.query.get("k"))

    async def game(self, request: web.Request) -> web.StreamResponse:
        game_id = request.match_info["game"]
        if not self.signed(request, game_path(game_id)):
            return not_found()
        try:
            page = await self.service.game_page(game_id)
        except Refusal:
            return not_found()
        wanted = request.query.get("ply", "")
        ply = int(wanted) if wanted.isdigit() and len(wanted) < 7 else page.last
        return _html(html.game_document(page, self.signer, ply), cache="no-store")

    async def picture(self, request: web.Request) -> web.StreamResponse:
        game_id, ply = request.match_info["game"], request.match_info["ply"]
        if not self.signed(request, f"{game_path(game_id)}/ply/{ply}.png") or len(ply) > 6:
            return not_found()
        try:
            picture = await self.service.picture(game_id, int(ply))
        except Refusal:
            return not_found()
        # a position's picture changes only when a move is taken back: a short cache is enough
        return web.Response(body=picture.data, content_type="image/png",
                            headers={**SECURITY_HEADERS, "Cache-Control": "private, max-age=30"})

    async def file(self, request: web.Request) -> web.StreamResponse:
        game_id, name = request.match_info["game"], request.match_info["file"]
        if name not in ("record.ppn", "replay.gif") or not self.signed(request, f"{game_path(game_id)}/{name}"):
            return not_found()
        kind = "record" if name == "record.ppn" else "replay"
        try:
            attached = await self.service.game_file(game_id, kind)
        except Refusal:
            return not_found()
        kinds = {"record": "text/plain; charset=utf-8", "replay": "image/gif"}
        disposition = f'inline; filename="{attached.name}"'
        return web.Response(body=attached.data, headers={**SECURITY_HEADERS, "Content-Type": kinds[kind],
                                                         "Content-Disposition": disposition,
                                                         "Cache-Control": "no-store"})

    async def events(self, request: web.Request) -> web.StreamResponse:
        game_id = request.match_info["game"]
        if not self.signed(request, f"{game_path(game_id)}/events"):
            return not_found()
        if self.hub.streams >= MAX_STREAMS:
            return web.Response(status=503, text="Too many viewers right now; reload later.",
                                headers={**SECURITY_HEADERS, "Retry-After": "30"})
        events = self.hub.stream(game_id)
        try:
            first = await anext(events)
        except Refusal:
            await events.aclose()
            return not_found()
        response = web.StreamResponse(headers={**SECURITY_HEADERS, "Content-Type": "text/event-stream",
                                               "Cache-Control": "no-store", "X-Accel-Buffering": "no"})
        try:
            await response.prepare(request)
            await response.write(b"retry: 2000\n\n" + first)
            async for payload in events:
                await response.write(payload)
        except ConnectionResetError:
            pass  # the viewer left
        finally:
            await events.aclose()
        return response

    async def standings(self, request: web.Request) -> web.StreamResponse:
        guild = request.match_info["guild"]
        if not self.signed(request, standings_path(None if guild == "local" else guild)):
            return not_found()
        page = await self.service.standings_page(None if guild == "local" else guild)
        return _html(html.standings_document(page), cache="no-store")


def _html(text: str, *, cache: str) -> web.Response:
    return web.Response(text=text, content_type="text/html", charset="utf-8",
                        headers={**SECURITY_HEADERS, "Cache-Control": cache})


async def _static(body: str, content_type: str) -> web.Response:
    return web.Response(text=body, content_type=content_type,
                        headers={**SECURITY_HEADERS, "Cache-Control": "public, max-age=3600"})


def create_app(service: GameService, signer: Signer, hub: Hub, *, limit: RateLimit | None = None) -> web.Application:
    """The routes, behind the rate limit (None: no limit, for a benchmark from one address)."""

    @web.middleware
    async def guard(request: web.Request, handler: Handler) -> web.StreamResponse:
        if limit is not None and not limit.allow(request.remote or "?"):
            return web.Response(status=429, text="Too many requests: slow down.",
                                headers={**SECURITY_HEADERS, "Retry-After": "1"})
        try:
            return await handler(request)
        except web.HTTPNotFound:
            return not_found()
        except web.HTTPException as exc:  # 405 and the like: short, with the same headers
            return web.Response(status=exc.status, text=exc.reason, headers=SECURITY_HEADERS)

    pages = Pages(service, signer, hub)
    app = web.Application(middlewares=[guard], client_max_size=1024)
    app.router.add_get("/g/{game:[a-z0-9]{1,16}}", pages.game)
    app.router.add_get("/g/{game:[a-z0-9]{1,16}}/ply/{ply:[0-9]{1,6}}.png", pages.picture)
    app.router.add_get("/g/{game:[a-z0-9]{1,16}}/events", pages.events)
    app.router.add_get("/g/{game:[a-z0-9]{1,16}}/{file:[a-z.]{1,12}}", pages.file)
    app.router.add_get("/s/{guild:[a-z0-9]{1,24}}", pages.standings)
    app.router.add_get("/static/site.css", lambda request: _static(html.CSS, "text/css"))
    app.router.add_get("/static/live.js", lambda request: _static(html.LIVE_JS, "text/javascript"))
    return app


class WebServer:
    """The web page served on the running event loop (the bot's, the table's or its own process's)."""

    def __init__(self, service: GameService, signer: Signer, host: str, port: int, *,
                 limit: RateLimit | None = None, poll: float = POLL) -> None:
        self.service = service
        self.signer = signer
        self.host = host
        self.port = port
        self.hub = Hub(service, signer, poll=poll)
        self.app = create_app(service, signer, self.hub, limit=limit)
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        self._runner = web.AppRunner(self.app, access_log=None, shutdown_timeout=1.0, max_line_size=MAX_LINE,
                                     max_field_size=MAX_FIELD, max_headers=MAX_HEADERS, logger=REQUEST_LOG)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port, backlog=1024)
        await site.start()
        if self.port == 0:  # a port of the system's choosing (tests): say which
            self.port = self._runner.addresses[0][1]
        self.hub.start()
        self.service.links = self.signer
        log.info("the web page is on at %s (listening on %s:%d)", self.signer.public_url, self.host, self.port)

    async def stop(self) -> None:
        if self.service.links is self.signer:
            self.service.links = None
        await self.hub.stop()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None


async def web_secret(service: GameService, configured: str = "") -> str:
    """The secret that signs links: the config's, else the one kept in the database (made on first
    start; read back after saving, so that processes starting together end up with one)."""
    if configured:
        return configured
    stored = await service.setting(SETTING_SCOPE, SETTING_KEY)
    if stored:
        return stored
    await service.save_setting(SETTING_SCOPE, SETTING_KEY, new_secret())
    stored = await service.setting(SETTING_SCOPE, SETTING_KEY)
    assert stored
    return stored


async def start_web(service: GameService, config: WebConfig, *, port: int | None = None,
                    limit: RateLimit | None | bool = True) -> WebServer:
    """Start the web page for `service` as `config` says (`port` overrides the config's: 0 lets the
    system choose); `limit=True` is the default rate limit."""
    secret = await web_secret(service, config.secret)
    chosen = config.port if port is None else port
    server = WebServer(service, Signer(secret, config.url), config.host, chosen,
                       limit=RateLimit() if limit is True else (limit or None))
    await server.start()
    if chosen == 0 and not config.public_url:  # the address could only be written once the port was known
        server.signer.public_url = f"http://localhost:{server.port}"
    return server
