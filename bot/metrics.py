"""The process's metrics, in Prometheus' format (`prometheus-client`): the one home of the registry and
its instruments.

The service and the front ends call the small functions here (`interaction`, `moves_committed`, ...) at
the moment something happens; what the database knows (games in progress, messages owed) is read when
`/metrics` is asked for (`exposition`), by cheap counting queries, so no number kept in memory can drift
from the truth or differ between processes sharing a database.

No label carries a game id, a user, a guild or a secret: labels are a game's key ("telic"), a command's
name, an outcome, an HTTP status — a bounded set, as Prometheus needs, and nothing a stranger could use.
`enabled(False)` turns every instrument into a no-op (the benchmark's "metrics off").
"""
from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Iterator
from functools import wraps
from typing import TYPE_CHECKING, ParamSpec, TypeVar

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.exposition import CONTENT_TYPE_LATEST
from prometheus_client.gc_collector import GCCollector
from prometheus_client.platform_collector import PlatformCollector
from prometheus_client.process_collector import ProcessCollector
from prometheus_client.registry import Collector

if TYPE_CHECKING:
    from bot.storage import Storage

P = ParamSpec("P")
R = TypeVar("R")

CONTENT_TYPE = CONTENT_TYPE_LATEST
REGISTRY = CollectorRegistry(auto_describe=True)
# what any Prometheus client exports: memory, CPU, open files, the garbage collector, Python's version
for _standard in (ProcessCollector, PlatformCollector, GCCollector):
    _standard(registry=REGISTRY)

INTERACTIONS = Counter("referee_interactions", "Discord interactions answered, by command and outcome "
                       "(ok, refused: the service said no, failed: our error)", ["command", "outcome"],
                       registry=REGISTRY)
MOVES = Counter("referee_moves", "Moves committed (players' and computers'), by game", ["game"],
                registry=REGISTRY)
ROUND_TRIP = Histogram("referee_move_round_trip_seconds", "A player's move through the service: loaded, "
                       "checked, committed, its board drawn", registry=REGISTRY,
                       buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0))
WORK_LAG = Histogram("referee_scheduled_work_lag_seconds", "How late a game's scheduled work (reminder, "
                     "time-out, computer's turn) ran after it fell due", registry=REGISTRY,
                     buckets=(0.1, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 60.0, 300.0, 1800.0))
DISCORD_ERRORS = Counter("referee_discord_http_errors", "Discord API calls that failed, by HTTP status",
                         ["status"], registry=REGISTRY)
SEARCHES = Histogram("referee_computer_search_seconds", "The computer player's searches and their time, "
                     "by game", ["game"], registry=REGISTRY,
                     buckets=(0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0))
STREAMS = Gauge("referee_web_streams_open", "Live-update event streams open on the web page",
                registry=REGISTRY)

_on = True


def enabled(on: bool) -> None:
    """Turn the instruments on or off (the benchmark measures the move round trip both ways)."""
    global _on
    _on = on


def interaction(command: str, outcome: str) -> None:
    if _on:
        INTERACTIONS.labels(command, outcome).inc()


def moves_committed(game: str, count: int) -> None:
    if _on and count:
        MOVES.labels(game).inc(count)


def work_lag(seconds: float) -> None:
    if _on:
        WORK_LAG.observe(max(0.0, seconds))


def discord_error(status: int) -> None:
    if _on:
        DISCORD_ERRORS.labels(str(status)).inc()


def computer_search(game: str, seconds: float) -> None:
    if _on:
        SEARCHES.labels(game).observe(seconds)


def stream_opened() -> None:
    STREAMS.inc()  # always counted: a gauge turned off halfway would go negative


def stream_closed() -> None:
    STREAMS.dec()


def round_trip(play: Callable[P, Awaitable[R]]) -> Callable[P, Awaitable[R]]:
    """`play` timed: each move it makes (not a refusal) is observed on the round-trip histogram."""

    @wraps(play)
    async def timed(*args: P.args, **kwargs: P.kwargs) -> R:
        if not _on:
            return await play(*args, **kwargs)
        started = time.perf_counter()  # a duration, not the game's time: the service's clock is not for this
        reply = await play(*args, **kwargs)
        ROUND_TRIP.observe(time.perf_counter() - started)
        return reply

    return timed


class _Stored(Collector):
    """The gauges the database knows, as read for this scrape."""

    def __init__(self, games: dict[str, int], owed: int) -> None:
        self.games = games
        self.owed = owed

    def collect(self) -> Iterator[Metric]:
        games = GaugeMetricFamily("referee_games_in_progress", "Games in progress, by game", labels=["game"])
        for key, count in sorted(self.games.items()):
            games.add_metric([key], count)
        yield games
        yield GaugeMetricFamily("referee_outbox_waiting", "Messages games owe that are not posted yet "
                                "(the outbox)", value=self.owed)


class _Process(Collector):
    """The process's own instruments, inside a scrape's registry."""

    def collect(self) -> Iterator[Metric]:
        return iter(REGISTRY.collect())


async def exposition(storage: Storage) -> bytes:
    """Every metric in Prometheus' text format, the database's gauges read now."""
    games = await storage.games_in_progress()
    owed = await storage.owed_count()
    scrape = CollectorRegistry(auto_describe=False)
    scrape.register(_Process())
    scrape.register(_Stored(games, owed))
    return generate_latest(scrape)
