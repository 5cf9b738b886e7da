"""What the service takes from where it runs, and what it tells it: the time (`clock`: the front end's,
moved by the table's `wait`, a simulated Discord's, a test's), the dice (`rng`), who this process is when
it claims work in a database others share (`owner`), and the observers a composition root registers to
hear of committed changes (a web page's watcher) and of work falling due (a front end's scheduler).

The service never calls a front end: it tells these observers, which the entry point registered when it
put the parts together (`bot.service.compose`)."""
from __future__ import annotations

import logging
import os
import random
import secrets
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass, field

log = logging.getLogger(__name__)


def _owner() -> str:
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"


@dataclass
class Runtime:
    clock: Callable[[], float] = time.time
    rng: random.Random = field(default_factory=random.SystemRandom)
    owner: str = field(default_factory=_owner)
    # told the id of each game this process changed, right after the commit
    changes: list[Callable[[str], None]] = field(default_factory=list)
    # told when something falls due (a reminder, a deadline, a computer's turn, the end of a vacation)
    dues: list[Callable[[float], None]] = field(default_factory=list)

    def changed(self, game_id: str) -> None:
        """Tell the observers of a committed change; one that fails is logged and the others still
        hear: the change stands whatever they do."""
        for observer in list(self.changes):
            try:
                observer(game_id)
            except Exception:
                log.exception("an observer of game %s failed", game_id)

    def due(self, when: float | None) -> None:
        """Tell the observers something falls due at `when`."""
        if when is None:
            return
        for observer in list(self.dues):
            try:
                observer(when)
            except Exception:
                log.exception("an observer of due work failed")
