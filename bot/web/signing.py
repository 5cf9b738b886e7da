"""Signed links: the HMAC-SHA256 of a page's path with the secret, so only links the bot gave out open.

A wrong or missing signature is answered exactly as an unknown game is (a 404 with the same body), so
game ids cannot be found by trying them. The signature covers the path only: the query of a signed
page (which position of the game to show) changes what is shown of that game, never which game.
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from urllib.parse import quote

from bot.service.replies import WebPage

SETTING_SCOPE, SETTING_KEY = "web", "secret"


def new_secret() -> str:
    return secrets.token_urlsafe(32)


class Signer:
    def __init__(self, secret: str, public_url: str) -> None:
        if not secret:
            raise ValueError("the web page needs a secret to sign its links")
        self._key = secret.encode("utf-8")
        self.public_url = public_url.rstrip("/")

    def sign(self, path: str) -> str:
        digest = hmac.new(self._key, path.encode("utf-8"), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")

    def verify(self, path: str, signature: str | None) -> bool:
        if not signature or len(signature) > 64:
            return False
        return hmac.compare_digest(self.sign(path).encode("ascii"), signature.encode("utf-8", "replace"))

    def path(self, path: str, **query: object) -> str:
        """The signed path with its query (a link inside a page)."""
        extra = "".join(f"&{name}={quote(str(value))}" for name, value in query.items())
        return f"{path}?k={self.sign(path)}{extra}"

    def url(self, path: str, **query: object) -> str:
        """The signed address as given out (a Watch button, the table's `watch:` line)."""
        return self.public_url + self.path(path, **query)

    def game(self, game_id: str) -> str:
        return self.url(game_path(game_id))

    def standings(self, guild: str | None) -> str:
        return self.url(standings_path(guild))

    def tournament(self, number: int | str) -> str:
        return self.url(tournament_path(number))

    def page(self, page: WebPage) -> str:
        """The signed address of a page a reply is about (a front end's Watch link)."""
        if page.kind == "tournament":
            return self.tournament(page.target or "")
        return self.game(page.target or "") if page.kind == "game" else self.standings(page.target)


def game_path(game_id: str) -> str:
    return f"/g/{game_id}"


def standings_path(guild: str | None) -> str:
    return f"/s/{guild or 'local'}"


def tournament_path(number: int | str) -> str:
    return f"/t/{number}"
