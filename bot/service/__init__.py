"""The game service: the one place that combines engines, storage and the renderer.

Transport-agnostic (no Discord here): the Discord adapter and the local table translate what a user did
into one call of `GameService` and its `Reply` back into messages. Refusals are `Refusal` exceptions
whose message is one sentence; a refused request changes nothing.
"""
from __future__ import annotations

import bot.words  # noqa: F401  (the catalogue: every phrase says itself in English in logs and exceptions)
from bot.service.game_service import GameService
from bot.service.games import ID_ALPHABET, Loaded
from bot.service.replies import Action, Attachment, Ready, Refusal, Reply, Retouch, User
from bot.service.views import GameSummary
from bot.storage import DEFAULT_DATABASE
from bot.storage.location import StorageRefused, check_database, is_postgres, shown
from bot.storage.text import clean_name, visible

__all__ = ["DEFAULT_DATABASE", "ID_ALPHABET", "Action", "Attachment", "GameService", "GameSummary", "Loaded", "Ready", "Refusal", "Reply",
           "Retouch", "StorageRefused", "User", "check_database", "clean_name", "is_postgres", "shown", "visible"]
