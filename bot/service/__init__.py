"""The game service: the one place that combines engines, storage and the renderer.

Transport-agnostic (no Discord here): the Discord adapter, the local table and the web page translate what
a user did into one call of `GameService` and its `Reply` back into messages, in their readers' language.
Replies carry phrases (messages of the catalogue with their arguments), never sentences; refusals are
`Refusal` exceptions with a code and its arguments; a refused request changes nothing.
"""
from __future__ import annotations

import bot.words  # noqa: F401  (the catalogue: every phrase says itself in English in logs and exceptions)
from bot.service.replies import versus
from bot.service.game_service import GameService
from bot.service.games import ID_ALPHABET, Loaded
from bot.service.replies import Action, Attachment, Lines, Refusal, Reply, Retouch, Underway, User, text_of
from bot.service.views import GameSummary
from bot.storage import DEFAULT_DATABASE
from bot.storage.location import StorageRefused, check_database, is_postgres, shown
from bot.storage.text import clean_name, visible

__all__ = ["DEFAULT_DATABASE", "ID_ALPHABET", "Action", "Attachment", "GameService", "GameSummary", "Lines", "Loaded", "Underway",
           "Refusal", "Reply", "Retouch", "StorageRefused", "User", "check_database", "clean_name", "is_postgres", "shown",
           "text_of", "versus", "visible"]
