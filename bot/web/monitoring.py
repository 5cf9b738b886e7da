"""`/healthz` and `/metrics`, for an operator's monitoring (Docker and Kubernetes health checks,
Prometheus): served by the web page's server wherever it runs (the bot's `[web]` port, `python -m bot.web`,
the table's `--web-port`), and on a port of their own (`[monitoring] port`) when only the bot runs.

`/healthz` answers 200 when the database answers (within `HEALTH_TIMEOUT`) and, on Discord, the gateway
is connected; else 503. Its body is JSON of codes, never an exception's text (which could carry an
address or a password): `{"status": "ok", "database": "ok", "gateway": "ok"}`, or
`{"status": "unavailable", "database": "unreachable", ...}`.

`/metrics` is Prometheus' text format (`bot.metrics`); with a token configured it answers 401 without
`Authorization: Bearer <token>`. Neither carries a game id, a user or a secret.
"""
from __future__ import annotations

import asyncio
import hmac
import json
import logging
from collections.abc import Callable

from aiohttp import web

from bot import metrics
from bot.config import MonitoringConfig
from bot.service import GameService

log = logging.getLogger(__name__)

HEALTH_TIMEOUT = 2.0  # seconds the database may take to answer a health check (probes allow a few)
# what the gateway check says: None when connected, else a short code ("connecting", "disconnected")
Gateway = Callable[[], str | None]


class Monitor:
    """The two handlers, on one service; `gateway` where the process runs on Discord."""

    def __init__(self, service: GameService, *, token: str = "", gateway: Gateway | None = None,
                 timeout: float = HEALTH_TIMEOUT) -> None:
        self.service = service
        self.token = token
        self.gateway = gateway
        self.timeout = timeout

    async def health(self) -> dict[str, str]:
        """What `/healthz` says: each check's code, and the status ("ok" only when every check is)."""
        found = {"database": await self._database()}
        if self.gateway is not None:
            found["gateway"] = self.gateway() or "ok"
        found = {"status": "ok" if all(code == "ok" for code in found.values()) else "unavailable", **found}
        return found

    async def _database(self) -> str:
        if self.service.closed:
            return "closed"
        try:
            await asyncio.wait_for(self.service.storage.schema_version(), self.timeout)
        except asyncio.TimeoutError:
            return "timeout"
        except Exception as exc:  # whatever the driver raises: the database does not answer
            log.warning("health check: the database does not answer (%s)", type(exc).__name__)
            return "unreachable"
        return "ok"

    async def healthz(self, request: web.BaseRequest) -> web.Response:
        found = await self.health()
        return web.Response(status=200 if found["status"] == "ok" else 503, text=json.dumps(found),
                            content_type="application/json", headers={"Cache-Control": "no-store"})

    def allowed(self, request: web.BaseRequest) -> bool:
        if not self.token:
            return True
        given = request.headers.get("Authorization", "")
        scheme, _, credentials = given.partition(" ")
        # compared in constant time: the answer's timing tells nothing of the token
        return scheme.lower() == "bearer" and hmac.compare_digest(credentials.strip().encode(), self.token.encode())

    async def metrics(self, request: web.BaseRequest) -> web.Response:
        if not self.allowed(request):
            return web.Response(status=401, text=json.dumps({"error": "unauthorized"}), content_type="application/json",
                                headers={"WWW-Authenticate": 'Bearer realm="metrics"', "Cache-Control": "no-store"})
        body = await metrics.exposition(self.service.storage)
        return web.Response(body=body, headers={"Content-Type": metrics.CONTENT_TYPE, "Cache-Control": "no-store"})


class MonitoringServer:
    """`/healthz` and `/metrics` alone, on a port of their own (when the bot runs without its web page)."""

    def __init__(self, monitor: Monitor, host: str, port: int) -> None:
        self.monitor = monitor
        self.host = host
        self.port = port
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/healthz", self.monitor.healthz)
        app.router.add_get("/metrics", self.monitor.metrics)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        try:
            await site.start()
        except OSError:
            await self._runner.cleanup()
            self._runner = None
            raise
        server = site._server  # the system's port when asked for 0 (tests)
        sockets = getattr(server, "sockets", None) or []
        if sockets:
            self.port = sockets[0].getsockname()[1]
        log.info("health and metrics are on at http://%s:%d/healthz and /metrics", self.host, self.port)

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None


async def start_monitoring(service: GameService, config: MonitoringConfig, *, gateway: Gateway | None = None,
                           port: int | None = None) -> MonitoringServer:
    """Serve `/healthz` and `/metrics` on `config`'s port (`port` overrides it: 0 lets the system choose)."""
    chosen = config.port if port is None else port
    assert chosen is not None, "a monitoring port is configured"
    server = MonitoringServer(Monitor(service, token=config.metrics_token, gateway=gateway), config.host, chosen)
    await server.start()
    return server
