"""The words of pictures and text boards, in the reader's language: a `Voice` says catalogue phrases with
the `words` function its caller passes in (``engines.phrases.Speaker``: the bot's catalogue for one
language), or in English through ``engines.phrases.english`` when none is given. Renderers never import
the bot (a layer rule): the language comes in as that function.

Standard library and the engine contract only: text boards need no Pillow.
"""
from __future__ import annotations

import functools
from typing import Any

from engines.phrases import Phrase, Speaker, english

Said = Phrase | str  # a phrase, or text a caller already has in words (a player's name, a stored note)
# phrases said lately, by language: a picture says the same headings, seat names and labels as the one
# before it, and a catalogue's message costs ~0.1 ms to format (a board says ~30)
SAID_KEPT = 4096


@functools.lru_cache(maxsize=SAID_KEPT)
def _said(words: Speaker, phrase: Phrase) -> str:
    return words(phrase)


class Voice:
    """Says phrases (and passes text through) in one language."""

    __slots__ = ("words",)

    def __init__(self, words: Speaker | None = None) -> None:
        self.words: Speaker = words or english

    def __call__(self, value: Said | None) -> str:
        """A phrase in this voice's language; text as it is; None as nothing."""
        if value is None:
            return ""
        if isinstance(value, Phrase):
            try:
                return _said(self.words, value)
            except TypeError:  # an argument that cannot be a cache's key (a front end's own value)
                return self.words(value)
        return value

    def say(self, key: str, /, **args: Any) -> str:
        """The catalogue's message ``key`` with its arguments."""
        return self(Phrase(key, args))


def voice_of(words: Speaker | Voice | None) -> Voice:
    return words if isinstance(words, Voice) else Voice(words)


__all__ = ["Said", "Voice", "voice_of"]
