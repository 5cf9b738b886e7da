"""What the service takes from where it runs, and what it announces: the time (`clock`: the front end's,
moved by the table's `wait`, a simulated Discord's, a test's), the dice (`rng`), who this process is when
it claims work in a database others share (`owner`), and two signals: the id of each game it changed
(`changes`: a web page's watcher reads them) and when work falls due (`dues`: a front end's scheduler).

The service never calls a front end: it announces a value on a signal, and a front end that subscribed
reads it when it looks, or when the event loop wakes it after the service's call (`Subscription`)."""
from __future__ import annotations

import asyncio
import os
import random
import secrets
import socket
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

T = TypeVar("T", bound=Hashable)


def _owner() -> str:
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"


class Subscription(Generic[T]):
    """One reader's values of a signal, in the order announced, each once however often it was announced
    before being read (a game changed twice is one refresh): bounded by the distinct values pending. The
    reader `drain`s them when it looks; if it gave `wake`, the event loop calls that soon after values
    arrive (once for several), never inside the announcing call."""

    def __init__(self, signal: Signal[T], wake: Callable[[], None] | None) -> None:
        self._signal = signal
        self._pending: dict[T, None] = {}
        self._wake = wake
        self._waking = False

    def _put(self, value: T) -> None:
        self._pending[value] = None
        if self._wake is not None and not self._waking:
            self._waking = True
            asyncio.get_running_loop().call_soon(self._woken)

    def _woken(self) -> None:
        self._waking = False
        if self._wake is not None and self._pending:
            self._wake()

    def drain(self) -> list[T]:
        """The values announced since the last look."""
        values = list(self._pending)
        self._pending.clear()
        return values

    def close(self) -> None:
        """Hear no more."""
        self._wake = None
        self._signal._subscriptions.discard(self)


class Signal(Generic[T]):
    """Values announced to whoever subscribed: announcing only records the value for each reader (nothing
    of a reader runs in the announcer's call, so no reader can fail or slow it)."""

    def __init__(self) -> None:
        self._subscriptions: set[Subscription[T]] = set()

    def announce(self, value: T) -> None:
        for subscription in self._subscriptions:
            subscription._put(value)

    def subscribe(self, wake: Callable[[], None] | None = None) -> Subscription[T]:
        subscription = Subscription(self, wake)
        self._subscriptions.add(subscription)
        return subscription


@dataclass
class Runtime:
    clock: Callable[[], float] = time.time
    rng: random.Random = field(default_factory=random.SystemRandom)
    owner: str = field(default_factory=_owner)
    # the id of each game this process changed, right after the commit (or another process did, where the
    # database tells: `Pages.listen`)
    changes: Signal[str] = field(default_factory=Signal)
    # when something falls due (a reminder, a deadline, a computer's turn, the end of a vacation)
    dues: Signal[float] = field(default_factory=Signal)

    def changed(self, game_id: str) -> None:
        """Announce a committed change."""
        self.changes.announce(game_id)

    def due(self, when: float | None) -> None:
        """Announce that something falls due at `when`."""
        if when is not None:
            self.dues.announce(when)
