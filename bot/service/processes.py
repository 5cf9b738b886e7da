"""Where the bot's worker processes (the web's pool, the computer's searches) start from."""
from __future__ import annotations

import multiprocessing
from multiprocessing.context import BaseContext

# what every worker needs before its first job, imported once in the fork server: each worker then starts
# as a fork of a process that has them, where a spawned worker spent a second on its imports
PRELOAD = ["engines", "renderers", "renderers.alt_text", "bot.service.pages", "bot.service.computers"]


def worker_context() -> BaseContext:
    """Forked from a fork server, never from the bot itself: the bot's process has threads (the
    database's) that a fork would copy in whatever state they were, while the fork server is a
    single-threaded process of its own, so its forks are as clean as spawned processes. Where there is
    no fork server (Windows), spawned."""
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(PRELOAD)
    return context
