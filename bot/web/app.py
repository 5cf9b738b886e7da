"""The web page's server (aiohttp's low-level server) and its routes: a game's page, its pictures,
record, replay and event stream, and a server's standings. Each request makes one service call and
formats what it answers.

Safe to expose: every game and standings address is signed (`signing`), and an unsigned, wrongly signed
or unknown one gets the same 404. What a stranger can make the process hold is bounded (`limits`, the
config's [web] section): connections and event streams per address and in all (shared fairly), idle,
half-sent and kept-alive connections closed after `idle_timeout`, as are those that stop reading; a
request line or header over 4 KB is refused by the parser (400); each address has a token bucket
(`request_burst`, then `requests_per_second`) and gets 429 beyond it, so a flood is answered without
touching the database. Heavy answers run in the service's web pool, never on the event loop or beside
the bot's boards (`bot.service.pages`), and a request whose client leaves is cancelled. Every answer,
the parser's own errors included, carries the same security headers and no `Server` banner.

Every answer is in its reader's language (`language.Reader`: the address's `?lang=`, else the
`Accept-Language` header, else English), the error answers included; whatever a cache keeps (pictures,
replays, the live update's events) is kept by language.
"""
from __future__ import annotations

import asyncio
import logging
import re
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web
from aiohttp.web_protocol import RequestHandler

from bot import metrics
from bot.config import WebConfig
from bot.service import GameService, Refusal
from bot.service.pages import Busy
from bot.web import html
from bot.web.events import POLL, Hub, Watch
from bot.web.language import LANG, Reader, plain_answer
from bot.web.limits import Connections, Quota, Reporter, client_of
from bot.web.monitoring import Monitor
from bot.web.signing import SETTING_KEY, SETTING_SCOPE, Signer, game_path, new_secret, standings_path, tournament_path

log = logging.getLogger(__name__)

MAX_LINE = 4096  # the request line (a signed link is under 200 characters)
MAX_FIELD = 4096  # one header
MAX_HEADERS = 50
MAX_BODY = 1024  # no page takes a body
ADDRESSES_KEPT = 10_000  # buckets remembered (the oldest are forgotten: a full bucket is the default)
BACKLOG = 512  # connections the system completes before they are accepted (and counted)
LINGER = 2.0  # seconds a body nobody asked for is read (and dropped) before the connection closes
NUMBER = re.compile(r"[0-9]+")

SECURITY_HEADERS = {
    # nothing from elsewhere, no framing; no Referer, so a signed address never leaks to another site
    "Content-Security-Policy": ("default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; "
                                "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
}
Handler = Callable[..., Awaitable[web.StreamResponse]]


class _Malformed(logging.Filter):
    """Drop the parser's tracebacks for malformed requests (a line too long, garbage): those are the
    internet's noise, answered with a 400, not errors of ours; a handler's own failure is still logged."""

    def filter(self, record: logging.LogRecord) -> bool:
        from aiohttp.http_exceptions import HttpProcessingError

        error = record.exc_info[1] if record.exc_info else None
        return not isinstance(error, HttpProcessingError)


REQUEST_LOG = logging.getLogger("bot.web.requests")
REQUEST_LOG.addFilter(_Malformed())


class BadQuery(Exception):
    """A query value the page cannot use (`name`): a 400 that says so."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


class RateLimit:
    """A token bucket per client address: `burst` requests at once, then `rate` a second."""

    def __init__(self, burst: float = 60, rate: float = 30, *, clock: Callable[[], float] = time.monotonic) -> None:
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


class _Request(web.BaseRequest):
    """Every request, the parser's errors included: its answer gets the security headers, and aiohttp's
    `Server` header (its name and version, and Python's) is taken out once aiohttp has added it."""

    async def _prepare_hook(self, response: web.StreamResponse) -> None:
        for name, value in SECURITY_HEADERS.items():
            response.headers.setdefault(name, value)
        response.headers.popall("Server", None)


class _Server(web.Server):
    """aiohttp's low-level server, telling `Connections` of every connection that ends (they come
    through `Connections.listen`)."""

    def __init__(self, handler: Callable[[web.BaseRequest], Awaitable[web.StreamResponse]], *,
                 connections: Connections, **kwargs: Any) -> None:
        super().__init__(handler, request_factory=self._request, handler_cancellation=True, **kwargs)
        self.guard = connections

    def _request(self, message: Any, payload: Any, protocol: RequestHandler, writer: Any,
                 task: asyncio.Task[None]) -> web.BaseRequest:
        return _Request(message, payload, protocol, writer, task, asyncio.get_running_loop(),
                        client_max_size=MAX_BODY)

    def connection_lost(self, handler: RequestHandler, exc: BaseException | None = None) -> None:
        super().connection_lost(handler, exc)
        self.guard.closed(handler)


def reader_of(request: web.BaseRequest) -> Reader:
    """Who reads the answer, as far as words go: the address's `?lang=`, else `Accept-Language`."""
    return Reader.of(request.query.get(LANG), request.headers.get("Accept-Language"))


def not_found(reader: Reader) -> web.Response:
    """The one answer for an unknown address, an unknown game and a wrong signature alike (in the
    reader's language)."""
    return web.Response(status=404, text=html.not_found(reader.locale), content_type="text/html",
                        headers=VARY)


def _plain(status: int, text: str, **headers: str) -> web.Response:
    return web.Response(status=status, text=text, headers={"Cache-Control": "no-store", **VARY, **headers})


VARY = {"Vary": "Accept-Language"}  # the words of an answer depend on the reader's language


def _number(request: web.BaseRequest, name: str) -> int | None:
    """A query value that must be a position's number: None when absent; past a billion, a billion (a
    page shows the newest position instead); anything but ASCII digits is a `BadQuery`."""
    text = request.query.get(name, "")
    if not text:
        return None
    if not NUMBER.fullmatch(text):
        raise BadQuery(name)
    return int(text) if len(text) <= 9 else 10**9


class _Stream:
    """One open event stream, as the stream quota counts it: ending it asks its loop to stop."""

    __slots__ = ("stop", "watch")

    def __init__(self) -> None:
        self.stop = asyncio.Event()
        self.watch: Watch | None = None

    def evict(self) -> None:
        self.stop.set()
        if self.watch is not None:
            self.watch.poke()


class Pages:
    """The handlers, on one service and one signer."""

    def __init__(self, service: GameService, signer: Signer, hub: Hub, streams: Quota[_Stream]) -> None:
        self.service = service
        self.signer = signer
        self.hub = hub
        self.streams = streams
        self.stream_report = Reporter("event streams", streams)

    def signed(self, request: web.BaseRequest, path: str) -> bool:
        return self.signer.verify(path, request.query.get("k"))

    async def game(self, request: web.BaseRequest, game_id: str) -> web.StreamResponse:
        reader = reader_of(request)
        if not self.signed(request, game_path(game_id)):
            return not_found(reader)
        wanted = _number(request, "ply")
        page = await self.service.game_page(game_id, wanted, owner=client_of(request.remote), locale=reader.locale)
        shown = page.last if wanted is None else min(wanted, page.last)
        review = await self.service.review_page(game_id) if page.over else None
        return _html(html.game_document(page, self.signer, shown, reader, review), cache="no-store")

    async def review_chart(self, request: web.BaseRequest, game_id: str) -> web.StreamResponse:
        """The chart of a game's review (its page shows it once the review is ready)."""
        reader = reader_of(request)
        if not self.signed(request, f"{game_path(game_id)}/review.png"):
            return not_found(reader)
        data = await self.service.review_chart(game_id, reader.say.words)
        return web.Response(body=data, content_type="image/png", headers={"Cache-Control": "private, max-age=300", **VARY})

    async def picture(self, request: web.BaseRequest, game_id: str, ply: str) -> web.StreamResponse:
        reader = reader_of(request)
        if not self.signed(request, f"{game_path(game_id)}/ply/{ply}.png"):
            return not_found(reader)
        picture = await self.service.picture(game_id, int(ply), owner=client_of(request.remote),
                                             locale=reader.locale)
        # a position's picture changes only when a move is taken back: a short cache is enough
        return web.Response(body=picture.data, content_type="image/png",
                            headers={"Cache-Control": "private, max-age=30", **VARY})

    async def file(self, request: web.BaseRequest, game_id: str, name: str) -> web.StreamResponse:
        reader = reader_of(request)
        if not self.signed(request, f"{game_path(game_id)}/{name}"):
            return not_found(reader)
        kind = "record" if name == "record.ppn" else "replay"
        part: dict[str, Any] = {}
        if kind == "replay":  # the page's replay form: from which ply, to which, how fast (each optional)
            part = {"first": _number(request, "from"), "last": _number(request, "to"),
                    "speed": request.query.get("speed") or None}
        try:
            attached = await self.service.game_file(game_id, kind, owner=client_of(request.remote),
                                                    locale=reader.locale, **part)
        except Refusal as refusal:
            if not any(value is not None for value in part.values()):
                raise  # the game itself: not found, as every refusal of a page
            # the stretch or the speed asked for: the reason, in the reader's words
            return _plain(400, reader.say.text(refusal.phrase))
        kinds = {"record": "text/plain; charset=utf-8", "replay": "image/gif"}
        return web.Response(body=attached.data, headers={"Content-Type": kinds[kind],
                                                         "Content-Disposition": f'inline; filename="{attached.name}"',
                                                         "Cache-Control": "no-store", **VARY})

    async def events(self, request: web.BaseRequest, game_id: str) -> web.StreamResponse:
        reader = reader_of(request)
        if not self.signed(request, f"{game_path(game_id)}/events"):
            return not_found(reader)
        # what the viewer has: the version its page showed, or the last event it got (on a reconnect)
        have = _number(request, "v")
        last_event = request.headers.get("Last-Event-ID", "")
        if NUMBER.fullmatch(last_event) and len(last_event) <= 9:
            have = int(last_event)
        address = client_of(request.remote)
        ticket = _Stream()
        if not self.streams.take(address, ticket):
            self.stream_report.maybe()
            many = self.streams.of(address) >= self.streams.per_address
            return _plain(429 if many else 503, plain_answer("web-error-streams-yours" if many else
                                                             "web-error-streams-all", reader.locale),
                          **{"Retry-After": "30"})
        try:
            watch = ticket.watch = await self.hub.subscribe(game_id, reader)
        except BaseException:
            self.streams.release(address, ticket)
            raise
        metrics.stream_opened()
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-store",
                                               "X-Accel-Buffering": "no", **VARY})
        try:
            await response.prepare(request)
            if request.method == "HEAD":
                return response
            await response.write(b"retry: 2000\n\n")
            async for payload in self.hub.events(watch, have, ticket.stop):
                await response.write(payload)
        except ConnectionResetError:
            pass  # the viewer left
        finally:
            self.hub.unsubscribe(game_id, reader, watch)
            self.streams.release(address, ticket)
            metrics.stream_closed()
        return response

    async def standings(self, request: web.BaseRequest, guild: str) -> web.StreamResponse:
        reader = reader_of(request)
        if not self.signed(request, standings_path(None if guild == "local" else guild)):
            return not_found(reader)
        page = await self.service.standings_page(None if guild == "local" else guild)
        return _html(html.standings_document(page, reader), cache="no-store")

    async def tournament(self, request: web.BaseRequest, number: str) -> web.StreamResponse:
        reader = reader_of(request)
        if not self.signed(request, tournament_path(number)):
            return not_found(reader)
        page = await self.service.tournament_page(int(number), locale=reader.locale)
        return _html(html.tournament_document(page, self.signer, reader), cache="no-store")

    async def tournament_version(self, request: web.BaseRequest, number: str) -> web.StreamResponse:
        """What the tournament's page polls: its version, as text (the page reloads when it changes)."""
        reader = reader_of(request)
        if not self.signed(request, f"{tournament_path(number)}/version"):
            return not_found(reader)
        return _plain(200, await self.service.tournament_version(int(number)))

    async def crosstable(self, request: web.BaseRequest, number: str) -> web.StreamResponse:
        reader = reader_of(request)
        if not self.signed(request, f"{tournament_path(number)}/crosstable.png"):
            return not_found(reader)
        picture = await self.service.tournament_picture(int(number), owner=client_of(request.remote),
                                                        locale=reader.locale)
        # the page asks for it with its version (`v`): a short cache, as a position's picture
        return web.Response(body=picture.data, content_type="image/png",
                            headers={"Cache-Control": "private, max-age=30", **VARY})

    async def lesson(self, request: web.BaseRequest, key: str) -> web.StreamResponse:
        """A lesson's step: public (the same for everyone, nothing to sign)."""
        reader = reader_of(request)
        number = _number(request, "step") or 0
        page = self.service.lessons.web_step(key, number, reader.locale)
        return _html(html.lesson_document(page, reader), cache="public, max-age=3600")

    async def lesson_picture(self, request: web.BaseRequest, key: str, number: str) -> web.StreamResponse:
        reader = reader_of(request)
        data = await self.service.lessons.web_picture(key, int(number), reader.locale)
        return web.Response(body=data, content_type="image/png", headers={"Cache-Control": "public, max-age=3600", **VARY})

    async def static(self, request: web.BaseRequest, name: str) -> web.StreamResponse:
        body, kind = {"site.css": (html.CSS, "text/css"), "live.js": (html.LIVE_JS, "text/javascript")}[name]
        return web.Response(text=body, content_type=kind, headers={"Cache-Control": "public, max-age=3600"})


def _html(text: str, *, cache: str) -> web.Response:
    return web.Response(text=text, content_type="text/html", charset="utf-8",
                        headers={"Cache-Control": cache, **VARY})


class Router:
    """The addresses the page answers (GET and HEAD), behind the rate limit, each answer or failure
    turned into one response: a refusal is the 404, a full pool a 503, a bad query a 400."""

    def __init__(self, pages: Pages, limit: RateLimit | None, monitor: Monitor | None = None) -> None:
        self.limit = limit
        game = "/g/([a-z0-9]{1,16})"
        self.routes: list[tuple[re.Pattern[str], Handler]] = [
            (re.compile(game), pages.game),
            (re.compile(game + r"/ply/([0-9]{1,6})\.png"), pages.picture),
            (re.compile(game + "/events"), pages.events),
            (re.compile(game + r"/review\.png"), pages.review_chart),
            (re.compile(game + r"/(record\.ppn|replay\.gif)"), pages.file),
            (re.compile("/s/([a-z0-9]{1,24})"), pages.standings),
            (re.compile("/t/([0-9]{1,9})"), pages.tournament),
            (re.compile(r"/t/([0-9]{1,9})/crosstable\.png"), pages.crosstable),
            (re.compile("/t/([0-9]{1,9})/version"), pages.tournament_version),
            (re.compile(r"/static/(site\.css|live\.js)"), pages.static),
            (re.compile("/learn/([a-z]{1,16})"), pages.lesson),
            (re.compile(r"/learn/([a-z]{1,16})/([0-9]{1,3})\.png"), pages.lesson_picture),
        ]
        if monitor is not None:  # health checks and Prometheus, beside the pages (bot.web.monitoring)
            self.routes += [(re.compile("/healthz"), monitor.healthz), (re.compile("/metrics"), monitor.metrics)]
        self._failures: dict[str, float] = {}

    async def __call__(self, request: web.BaseRequest) -> web.StreamResponse:
        if request.method not in ("GET", "HEAD"):
            return _plain(405, plain_answer("web-error-method", reader_of(request).locale), Allow="GET, HEAD")
        if self.limit is not None and not self.limit.allow(client_of(request.remote)):
            return _plain(429, plain_answer("web-error-too-many", reader_of(request).locale), **{"Retry-After": "1"})
        for pattern, handler in self.routes:
            match = pattern.fullmatch(request.path)
            if match is not None:
                break
        else:
            return not_found(reader_of(request))
        try:
            return await handler(request, *match.groups())
        except Refusal:
            return not_found(reader_of(request))
        except BadQuery as exc:
            return _plain(400, reader_of(request).say.plain("web-error-position", name=exc.name))
        except Busy:
            return _plain(503, plain_answer("web-error-busy", reader_of(request).locale), **{"Retry-After": "5"})
        except (asyncio.CancelledError, ConnectionResetError):
            raise
        except Exception:
            self._failed(request)
            return _plain(500, plain_answer("web-error-failed", reader_of(request).locale))

    def _failed(self, request: web.BaseRequest) -> None:
        """Log a handler's failure with its traceback, once a minute at most per kind of address (a
        request that fails, repeated, must not flood the log)."""
        route = request.path.rsplit("/", 1)[0]
        now = time.monotonic()
        if now - self._failures.get(route, -60.0) >= 60.0:
            self._failures[route] = now
            log.exception("answering %s failed", request.path)


class WebServer:
    """The web page served on the running event loop (the bot's, the table's or its own process's)."""

    def __init__(self, service: GameService, signer: Signer, host: str, port: int, *,
                 settings: WebConfig | None = None, limit: RateLimit | None = None, poll: float = POLL,
                 monitor: Monitor | None = None) -> None:
        self.service = service
        self.signer = signer
        self.host = host
        self.port = port
        self.settings = settings = settings or WebConfig(port, host=host)
        self.hub = Hub(service, signer, poll=poll)
        self.connections = Connections(settings.max_connections, settings.max_connections_per_address,
                                       settings.idle_timeout)
        # a stream holds a connection: a fifth of the connections stay for pages and pictures
        total = self.connections.total
        streams: Quota[_Stream] = Quota(min(settings.max_streams, max(1, total - total // 5)),
                                        settings.max_streams_per_address)
        self.pages = Pages(service, signer, self.hub, streams)
        self.router = Router(self.pages, limit, monitor or Monitor(service))
        self._runner: web.ServerRunner | None = None

    async def start(self) -> None:
        settings = self.settings
        self.service.pages.configure(workers=settings.render_workers, queue=settings.render_queue,
                                     per_page=settings.moves_per_page, cache_bytes=settings.cache_mb * 1024 * 1024)
        self.service.pages.warm()
        server = _Server(self.router, connections=self.connections, keepalive_timeout=settings.idle_timeout,
                         lingering_time=min(LINGER, settings.idle_timeout), max_line_size=MAX_LINE,
                         max_field_size=MAX_FIELD, max_headers=MAX_HEADERS, access_log=None, logger=REQUEST_LOG)
        self._runner = web.ServerRunner(server, shutdown_timeout=1.0)
        await self._runner.setup()
        try:
            await self.connections.listen(server, self.host, self.port, backlog=BACKLOG)
        except OSError:
            await self._runner.cleanup()
            self._runner = None
            raise
        self.port = self.connections.port  # the system's choice when asked for 0 (tests)
        self.hub.start()
        log.info("the web page is on at %s (listening on %s:%d; at most %d connections, %d event streams)",
                 self.signer.public_url, self.host, self.port, self.connections.total, self.pages.streams.total)

    async def stop(self) -> None:
        await self.hub.stop()
        await self.connections.stop()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        self.service.pages.close()


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
                    limit: RateLimit | None | bool = True, monitor: Monitor | None = None) -> WebServer:
    """Start the web page for `service` as `config` says (`port` overrides the config's: 0 lets the
    system choose); `limit=True` is the config's rate limit, None none; `monitor`: its /healthz and
    /metrics (default: the database's health, /metrics without a token)."""
    secret = await web_secret(service, config.secret)
    chosen = config.port if port is None else port
    if limit is True:
        limit = RateLimit(config.request_burst, config.requests_per_second)
    server = WebServer(service, Signer(secret, config.url), config.host, chosen, settings=config,
                       limit=limit or None, monitor=monitor)
    await server.start()
    if chosen == 0 and not config.public_url:  # the address could only be written once the port was known
        server.signer.public_url = f"http://localhost:{server.port}"
    return server
