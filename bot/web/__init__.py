"""The web page of every game: watch it live, step through it, see a server's standings.

Another front end of the game service, like the Discord adapter and the local table: `app` (the server
and its routes), `limits` (what clients may make it hold: connections and streams per address and in
all, timeouts), `signing` (signed links), `html` (the pages), `language` (the reader's language and how
the page says things in it), `events` (the live update), `__main__` (the page served alone:
`python -m bot.web --database PATH --port N`).
"""
from bot.web.app import RateLimit, WebServer, start_web, web_secret
from bot.web.signing import Signer

__all__ = ["RateLimit", "Signer", "WebServer", "start_web", "web_secret"]
