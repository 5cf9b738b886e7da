"""What clients may make the web server hold: connections and event streams, per address and in all.

Anyone who can reach the port is a stranger, so nothing one of them sends may use up what the others (and
the bot, on the same event loop) need:
- `Quota`: holdings per address under a cap per address and a cap in all; when all are taken, a newcomer
  takes the oldest holding of the address holding most (when it holds two more than the newcomer), so the
  cap in all is shared fairly between addresses and one address cannot keep the others out.
- `Connections`: every open connection counted by its address under such a quota, the cap in all kept
  under the process's descriptor limit; a connection beyond it is closed as it is accepted (before a
  byte is read, before it is a transport).
  A connection that stops reading what it asked for is closed after the idle timeout (aiohttp closes
  idle, half-sent and kept-alive ones itself, with the same timeout).
- `client_of`: the address a client is counted under: its IPv4 address, or its IPv6 /64 (what one
  subscriber gets), so that one machine cannot take a share per address it has.
"""
from __future__ import annotations

import asyncio
import contextlib
import errno
import ipaddress
import logging
import socket
import sys
import time
from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar

from aiohttp.web import RequestHandler

log = logging.getLogger(__name__)

RESERVED_DESCRIPTORS = 64  # at least this many descriptors (a quarter of them, on a small limit) are
# kept for the rest of the process: the database, Discord, the pool's pipes, log files
PROGRESS = 1024  # bytes a slow reader must take between two sweeps to count as reading
ACCEPT_BATCH = 64  # connections accepted in one go, before the loop's other work goes on
REPORT_EVERY = 60.0  # seconds between two log lines about refusals (a flood must not flood the log)


def client_of(host: str | None) -> str:
    """The address a client is counted under (its IPv4 address, or its IPv6 /64)."""
    if not host:
        return "?"
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return host
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.ip_network(f"{address}/64", strict=False))
    return str(address)


def descriptor_budget() -> int | None:
    """How many connections the process's descriptor limit leaves room for (None: no known limit)."""
    try:
        import resource
    except ImportError:  # not on this system (Windows): the configured cap alone
        return None
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY or soft <= 0:
        return None
    return max(8, soft - max(RESERVED_DESCRIPTORS, soft // 4))


class Holding(Protocol):
    def evict(self) -> None:
        """Give the holding up (close the connection, end the stream); `Quota.release` follows."""


H = TypeVar("H", bound=Holding)


class Quota(Generic[H]):
    """Holdings by address: at most `per_address` each and `total` in all, `total` shared fairly."""

    def __init__(self, total: int, per_address: int) -> None:
        self.total = total
        self.per_address = min(per_address, total)
        self.held: dict[str, list[H]] = {}  # by address, the oldest first
        self.count = 0
        self.refused = 0  # since the last report
        self.evicted = 0

    def of(self, address: str) -> int:
        return len(self.held.get(address, ()))

    def take(self, address: str, holding: H) -> bool:
        """Count `holding` for `address`, or say no (the address has its share)."""
        mine = self.held.get(address, [])
        if len(mine) >= self.per_address:
            self.refused += 1
            return False
        if self.count >= self.total:
            biggest = max(self.held, key=lambda other: len(self.held[other]))
            if len(self.held[biggest]) < len(mine) + 2:
                self.refused += 1
                return False
            victim = self.held[biggest][0]
            self.release(biggest, victim)
            self.evicted += 1
            victim.evict()
        self.held.setdefault(address, mine).append(holding)
        self.count += 1
        return True

    def release(self, address: str, holding: H) -> None:
        """`holding` ends (idempotent)."""
        mine = self.held.get(address)
        if mine is None:
            return
        with contextlib.suppress(ValueError):
            mine.remove(holding)
            self.count -= 1
        if not mine:
            del self.held[address]


class Reporter:
    """One log line a minute at most about what a quota refused, however many it refused."""

    def __init__(self, what: str, quota: Quota, clock: Callable[[], float] = time.monotonic) -> None:
        self.what = what
        self.quota = quota
        self.clock = clock
        self._last = -REPORT_EVERY

    def maybe(self) -> None:
        now = self.clock()
        if (self.quota.refused or self.quota.evicted) and now - self._last >= REPORT_EVERY:
            log.warning("the web page refused %d %s and ended %d to share them fairly (caps: %d per address, "
                        "%d in all)", self.quota.refused, self.what, self.quota.evicted, self.quota.per_address,
                        self.quota.total)
            self.quota.refused = self.quota.evicted = 0
            self._last = now


class _Connection:
    """One open connection: its protocol (aiohttp's handler), transport, address, and how its writing goes."""

    __slots__ = ("handler", "transport", "address", "pending", "stalled", "evicted")

    def __init__(self, address: str) -> None:
        self.address = address
        self.handler: RequestHandler | None = None  # set once the connection is made
        self.transport: asyncio.Transport | None = None
        self.pending = 0  # bytes waiting to be sent at the last sweep
        self.stalled: float | None = None  # since when the client has not taken what it was sent
        self.evicted = False

    def evict(self) -> None:
        self.evicted = True
        if self.handler is not None:
            self.handler.force_close()


class Connections:
    """Every open connection of the server, counted by address (see the module's words).

    It accepts the connections itself and decides on each as it is accepted: one over the caps is closed
    at once, before it is a transport, so the descriptors in use never pass the cap by more than the one
    being decided (an event loop accepting a burst of them would make a transport of each first, and
    run out)."""

    def __init__(self, total: int, per_address: int, idle_timeout: float, *,
                 clock: Callable[[], float] = time.monotonic) -> None:
        budget = descriptor_budget()
        self.quota: Quota[_Connection] = Quota(min(total, budget) if budget else total, per_address)
        self.idle_timeout = idle_timeout
        self.clock = clock
        self.open: dict[object, _Connection] = {}  # by aiohttp's handler
        self.reporter = Reporter("connections", self.quota, clock)
        self.sockets: list[socket.socket] = []
        self._readers: list[int] = []  # the listening sockets the loop calls `_ready` for
        self._tasks: list[asyncio.Task[None]] = []
        self._sweeper: asyncio.Task[None] | None = None
        self._starting: set[asyncio.Task[None]] = set()  # connections admitted, becoming transports
        self._failed = -REPORT_EVERY

    @property
    def total(self) -> int:
        return self.quota.total

    @property
    def port(self) -> int:
        return self.sockets[0].getsockname()[1]

    async def listen(self, factory: Callable[[], RequestHandler], host: str, port: int, *, backlog: int) -> None:
        """Listen on `host` (each of its addresses) and `port` (0: one the system chooses) and serve each
        accepted connection with a protocol from `factory`; sweep slow readers."""
        loop = asyncio.get_running_loop()
        infos = await loop.getaddrinfo(host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
        seen = set()
        try:
            for family, kind, proto, _, address in infos:
                if (family, address) in seen:
                    continue
                seen.add((family, address))
                listening = socket.socket(family, kind, proto)
                self.sockets.append(listening)
                if sys.platform != "win32":  # a restart binds at once (Windows' option means another thing)
                    listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                if family == socket.AF_INET6:
                    listening.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
                if port == 0 and len(self.sockets) > 1:  # every address on the port the system chose
                    address = (address[0], self.port, *address[2:])
                listening.bind(address)
                listening.listen(backlog)
                listening.setblocking(False)
        except OSError:
            self.close_sockets()
            raise
        for listening in self.sockets:
            try:  # called when a connection waits: no task parked on the socket meanwhile
                loop.add_reader(listening.fileno(), self._ready, listening, factory)
                self._readers.append(listening.fileno())
            except NotImplementedError:  # an event loop without readers (Windows' proactor): a task
                self._tasks.append(asyncio.create_task(self._accepting(listening, factory), name="web-accept"))

    def _ensure_sweeper(self) -> None:
        """Sweep while connections are open (a server nobody connects to has nothing to sweep, and no
        timer of its own)."""
        if self._sweeper is None or self._sweeper.done():
            self._sweeper = asyncio.create_task(self._sweeping(), name="web-sweep")

    def close_sockets(self) -> None:
        loop = asyncio.get_running_loop()
        for fileno in self._readers:
            loop.remove_reader(fileno)
        self._readers = []
        for listening in self.sockets:
            listening.close()
        self.sockets = []

    async def stop(self) -> None:
        """Stop accepting and sweeping (the server ends the connections themselves)."""
        if self._sweeper is not None:
            self._tasks.append(self._sweeper)
            self._sweeper = None
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._tasks = []
        self.close_sockets()

    def _ready(self, listening: socket.socket, factory: Callable[[], RequestHandler]) -> None:
        """Connections wait on `listening`: take a few (the loop's other work goes on between)."""
        for _ in range(ACCEPT_BATCH):
            try:
                accepted, peer = listening.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError as exc:
                if exc.errno in (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM):
                    self._pause(listening, factory, exc)
                return
            self._admit(accepted, peer, factory)

    def _pause(self, listening: socket.socket, factory: Callable[[], RequestHandler], exc: OSError) -> None:
        """Out of descriptors (others' doing): look again in a moment rather than spin."""
        self._report_failure(exc)
        loop = asyncio.get_running_loop()
        loop.remove_reader(listening.fileno())

        def again() -> None:
            if listening.fileno() in self._readers:
                loop.add_reader(listening.fileno(), self._ready, listening, factory)

        loop.call_later(0.5, again)

    async def _accepting(self, listening: socket.socket, factory: Callable[[], RequestHandler]) -> None:
        loop = asyncio.get_running_loop()
        while True:
            try:
                accepted, peer = await loop.sock_accept(listening)
            except OSError as exc:  # out of descriptors (others' doing), or the client gave up already
                if exc.errno in (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM):
                    self._report_failure(exc)
                    await asyncio.sleep(0.5)
                continue
            self._admit(accepted, peer, factory)

    def _admit(self, accepted: socket.socket, peer: Any, factory: Callable[[], RequestHandler]) -> None:
        """Count the connection for its address and serve it, or close it at once."""
        address = client_of(peer[0] if isinstance(peer, tuple) and peer else None)
        connection = _Connection(address)
        if not self.quota.take(address, connection):
            accepted.close()
            self.reporter.maybe()
            return
        task = asyncio.create_task(self._serve(accepted, connection, factory))
        self._starting.add(task)
        task.add_done_callback(self._starting.discard)
        self._ensure_sweeper()

    async def _serve(self, accepted: socket.socket, connection: _Connection,
                     factory: Callable[[], RequestHandler]) -> None:
        loop = asyncio.get_running_loop()
        try:
            accepted.setblocking(False)
            transport, handler = await loop.connect_accepted_socket(factory, accepted)
        except OSError:
            self.quota.release(connection.address, connection)
            accepted.close()
            return
        connection.handler, connection.transport = handler, transport
        self.open[handler] = connection
        if connection.evicted or getattr(handler, "transport", None) is None:  # gone meanwhile
            self.closed(handler)
            handler.force_close()

    def closed(self, handler: object) -> None:
        """A connection ended (the server's `connection_lost`)."""
        connection = self.open.pop(handler, None)
        if connection is not None:
            self.quota.release(connection.address, connection)

    def _report_failure(self, exc: OSError) -> None:
        now = self.clock()
        if now - self._failed >= REPORT_EVERY:
            self._failed = now
            log.warning("the web page cannot accept connections for now: %s", exc)

    async def _sweeping(self) -> None:
        every = max(0.1, min(5.0, self.idle_timeout / 4))
        while self.open or self._starting:
            await asyncio.sleep(every)
            self.sweep()

    def sweep(self) -> None:
        """Close the connections whose client has taken nothing of what it was sent for the idle timeout
        (it asked for an answer, or holds an event stream, and reads nothing)."""
        now = self.clock()
        for connection in list(self.open.values()):
            transport = connection.transport
            if transport is None or transport.is_closing():
                continue
            pending = transport.get_write_buffer_size()
            if pending == 0 or pending < connection.pending - PROGRESS:
                connection.stalled = None
            elif connection.stalled is None:
                connection.stalled = now
            elif now - connection.stalled >= self.idle_timeout:
                connection.evict()
            connection.pending = pending
        self.reporter.maybe()
