"""`config.toml`: read with tomllib, checked key by key; one clear line for whatever is wrong."""
from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from bot.storage.location import check_database

LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


class ConfigError(Exception):
    """The config file cannot be used; the message names the file, the key or line, and the problem."""


@dataclass(frozen=True)
class WebConfig:
    """The `[web]` section: where the page listens, how its links are written, what signs them."""

    port: int
    public_url: str = ""  # "" means http://localhost:<port>
    secret: str = ""  # "" means the one kept in the database (made on first start)
    host: str = "0.0.0.0"
    # what clients may make the process hold: each one, and all of them together
    idle_timeout: float = 30.0  # seconds a connection may stay idle, half-sent or kept alive
    max_connections: int = 1000  # open at once (also kept under the process's descriptor limit)
    max_connections_per_address: int = 100  # a browser opens six; a client library a hundred
    max_streams: int = 800  # live-update event streams at once
    max_streams_per_address: int = 20
    requests_per_second: float = 30.0  # per address, after a burst of request_burst
    request_burst: int = 60
    render_workers: int = 1  # processes drawing pictures, replays, records and pages of moves
    render_queue: int = 16  # such jobs at once (a quarter of them per address); beyond, 503
    moves_per_page: int = 200  # positions listed on one page of a game
    cache_mb: int = 64  # answers kept (pictures, replays, records, pages of moves)

    @property
    def url(self) -> str:
        return (self.public_url or f"http://localhost:{self.port}").rstrip("/")


# [web] limits: key -> (lowest, highest); the defaults are WebConfig's. Whoever can reach the page's port
# is a stranger: each bounds what one client, or all of them together, can make the process hold.
WEB_LIMITS: dict[str, tuple[float, float]] = {
    "idle_timeout": (1, 3600),
    "max_connections": (1, 1_000_000),
    "max_connections_per_address": (1, 1_000_000),
    "max_streams": (1, 1_000_000),
    "max_streams_per_address": (1, 1_000_000),
    "requests_per_second": (0.1, 1_000_000),
    "request_burst": (1, 1_000_000),
    "render_workers": (1, 64),
    "render_queue": (1, 10_000),
    "moves_per_page": (10, 5_000),
    "cache_mb": (0, 1_000_000),
}

@dataclass(frozen=True)
class MonitoringConfig:
    """The `[monitoring]` section: `/healthz` and `/metrics` are served wherever the web page is, and on
    `port` of their own when set (when only the bot runs); `/metrics` asks for `metrics_token` as a bearer
    token when one is set (METRICS_TOKEN in the environment wins)."""

    port: int | None = None
    host: str = "0.0.0.0"
    metrics_token: str = ""


# what a value of each type is, as the error about it says ("must be a whole number", not "a int")
KIND_WORDS = {str: "text", int: "a whole number", float: "a number", bool: "true or false"}
# section -> key -> (type, default)
SCHEMA: dict[str, dict[str, tuple[type, object]]] = {
    "discord": {"token": (str, "")},
    "storage": {"database": (str, "data/referee.db")},
    "logging": {"level": (str, "INFO")},
    # the web page of every game: off without a port; links written from public_url (default
    # http://localhost:<port>) and signed with secret (default: made once and kept in the database)
    # and the limits of what clients may make the process hold (WEB_LIMITS)
    "web": {"port": (int, None), "public_url": (str, ""), "secret": (str, ""), "host": (str, "0.0.0.0"),
            **{item.name: (type(item.default), item.default) for item in fields(WebConfig) if item.name in WEB_LIMITS}},
    # /healthz and /metrics: a port of their own (when the web page is off), and /metrics' bearer token
    "monitoring": {"port": (int, None), "host": (str, "0.0.0.0"), "metrics_token": (str, "")},
}


@dataclass(frozen=True)
class Config:
    token: str
    database: str
    log_level: str
    web: WebConfig | None = None  # None: the web page is off
    # the [web] section as read even without a port (port 0): `python -m bot.web --port N` uses its limits
    web_settings: WebConfig | None = None
    monitoring: MonitoringConfig = MonitoringConfig()

    def secrets(self) -> list[str]:
        """What must never be logged: the token, the database's password, the web and metrics secrets."""
        password = database_password(self.database)
        # the password as the URL writes it (percent-encoded) and as a driver's message would say it
        found = [self.token, password, unquote(password), self.monitoring.metrics_token]
        found += [settings.secret for settings in (self.web, self.web_settings) if settings is not None]
        return [secret for secret in found if secret]


def load_config(path: str | Path, environ: dict[str, str] | None = None) -> Config:
    """Read the file (a missing file means all defaults); DISCORD_TOKEN and DATABASE_URL in the
    environment win over it."""
    environ = dict(os.environ if environ is None else environ)
    path = Path(path)
    data: dict = {}
    if path.exists():
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError(f"{path}: not valid TOML: {exc}") from None
        except (OSError, UnicodeDecodeError) as exc:
            raise ConfigError(f"{path}: cannot be read: {exc}") from None
    values: dict[str, object] = {}
    for section, content in data.items():
        if section not in SCHEMA:
            raise ConfigError(f"{path}: unknown section [{section}] (known: {', '.join(SCHEMA)})")
        if not isinstance(content, dict):
            raise ConfigError(f"{path}: {section} must be a [{section}] table")
        for key, value in content.items():
            if key not in SCHEMA[section]:
                known = ", ".join(f"{section}.{k}" for k in SCHEMA[section])
                raise ConfigError(f"{path}: unknown key {section}.{key} (known: {known})")
            kind = SCHEMA[section][key][0]
            if kind is float and isinstance(value, int) and not isinstance(value, bool):
                value = float(value)  # `idle_timeout = 30` means 30.0
            if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
                raise ConfigError(f"{path}: {section}.{key} must be {KIND_WORDS.get(kind, kind.__name__)}, "
                                  f"not {value!r}")
            values[f"{section}.{key}"] = value
    def get(name: str) -> str:
        section, key = name.split(".")
        return str(values.get(name, SCHEMA[section][key][1]))
    level = get("logging.level").upper()
    if level not in LEVELS:
        raise ConfigError(f"{path}: logging.level must be one of {', '.join(LEVELS)}, not {level!r}")
    token = environ.get("DISCORD_TOKEN") or get("discord.token")
    # as Heroku-style hosts give a database: DATABASE_URL wins over the file
    database = environ.get("DATABASE_URL", "").strip() or get("storage.database")
    try:
        check_database(database)
    except ValueError as exc:
        origin = "DATABASE_URL" if environ.get("DATABASE_URL", "").strip() else f"{path}: storage.database"
        raise ConfigError(f"{origin}: {exc}") from None
    settings = _web(path, values)
    return Config(token=token.strip(), database=database, log_level=level,
                  web=settings if "web.port" in values else None, web_settings=settings,
                  monitoring=_monitoring(path, values, environ))


def _monitoring(path: Path, values: dict[str, object], environ: dict[str, str]) -> MonitoringConfig:
    port = values.get("monitoring.port")
    if isinstance(port, int) and not 1 <= port <= 65535:
        raise ConfigError(f"{path}: monitoring.port must be from 1 to 65535, not {port}")
    token = environ.get("METRICS_TOKEN", "").strip() or str(values.get("monitoring.metrics_token", "")).strip()
    if token and len(token) < 16:
        raise ConfigError(f"{path}: monitoring.metrics_token must be at least 16 characters (or left out: "
                          "/metrics then asks for none)")
    return MonitoringConfig(port if isinstance(port, int) else None,
                            str(values.get("monitoring.host", "0.0.0.0")), token)


def database_password(database: str) -> str:
    """The password in a postgresql:// URL, as written there ("" for a SQLite file or a URL without one)."""
    if "://" not in database:
        return ""
    try:
        return urlsplit(database).password or ""
    except ValueError:
        return ""


def _web(path: Path, values: dict[str, object]) -> WebConfig:
    port = values.get("web.port", 0)
    assert isinstance(port, int)
    if "web.port" in values and not 1 <= port <= 65535:
        raise ConfigError(f"{path}: web.port must be from 1 to 65535, not {port}")
    public_url = str(values.get("web.public_url", "")).strip()
    if public_url and not public_url.startswith(("http://", "https://")):
        raise ConfigError(f"{path}: web.public_url must start with http:// or https://, not {public_url!r}")
    secret = str(values.get("web.secret", ""))
    if secret and len(secret) < 16:
        raise ConfigError(f"{path}: web.secret must be at least 16 characters (or left out: one is made "
                          "and kept in the database)")
    limits: dict[str, Any] = {}  # each of its WebConfig field's own type, as the schema checked it
    for name, (lowest, highest) in WEB_LIMITS.items():
        value = values.get(f"web.{name}", SCHEMA["web"][name][1])
        assert isinstance(value, (int, float))
        if not lowest <= value <= highest:
            raise ConfigError(f"{path}: web.{name} must be from {lowest:g} to {highest:g}, not {value:g}")
        limits[name] = value
    for each, total in (("max_connections_per_address", "max_connections"),
                        ("max_streams_per_address", "max_streams")):
        if limits[each] > limits[total]:
            raise ConfigError(f"{path}: web.{each} ({limits[each]}) must not be over web.{total} "
                              f"({limits[total]})")
    return WebConfig(port, public_url, secret, str(values.get("web.host", "0.0.0.0")), **limits)
