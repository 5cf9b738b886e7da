"""Text as the storage keeps it: what a backend cannot store (`unstorable`), a user's name as it is kept
and shown (`clean_name`), and any text made safe to print on a terminal (`visible`).

PostgreSQL's text type refuses NUL (U+0000) outright, and neither backend can encode a lone surrogate
(U+D800..U+DFFF: what undecodable bytes become on a terminal); SQLite would take a NUL, so the two would
differ. Such text is refused before it reaches either, by the service's entry points, in a sentence.

A name is shown to other users (on Discord, on the web page, at the table): it keeps every letter of
every script and every emoji (with their joiners and variation selectors), and loses what a terminal or a
text renderer would obey instead of show: C0 and C1 control characters (ESC starts a terminal escape,
BEL rings), the bidirectional embeddings, overrides and isolates (U+202E writes the rest of a line
backwards), the directional marks, and the line and paragraph separators.
"""
from __future__ import annotations

import re

from engines.phrases import Phrase, say

NAME_LIMIT = 100  # characters of a name that are kept (Discord's display names have 32 at most)
# NUL and lone surrogates: a backend cannot store them
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")
# what a name loses: C0 and DEL, C1, the Arabic letter mark, the left-to-right and right-to-left marks,
# the line and paragraph separators, the bidi embeddings and overrides (U+202A..U+202E), the isolates
# (U+2066..U+2069), the byte-order mark / zero-width no-break space, and lone surrogates
_NOT_IN_NAMES = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff"
                           "\ud800-\udfff]")
# what a terminal must not be sent raw: the same, but a line break and a tab print as they are
_NOT_PRINTED = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e"
                          "\u2066-\u2069\ud800-\udfff]")
_WHITESPACE = re.compile(r"\s+")


def unstorable(text: str) -> Phrase | None:
    """Why a backend cannot store this text, as a phrase of the catalogue said inside a sentence ("a NUL
    character (U+0000) on line 3"); None when it can."""
    found = _UNSTORABLE.search(text)
    if found is None:
        return None
    char = found.group()
    what = "nul" if char == "\x00" else "byte"
    code = f"{ord(char):04X}"
    if "\n" in text:  # a line number is a place, not a quantity: text (no digit grouping)
        return say("record-unstorable-line", what=what, code=code, line=str(text.count(chr(10), 0, found.start()) + 1))
    return say("record-unstorable", what=what, code=code)


def clean_name(name: str, limit: int = NAME_LIMIT) -> str:
    """A name as it is kept and shown: without control characters, bidi overrides and isolates, its
    runs of white space one space, at most `limit` characters; "" when nothing is left."""
    if name.isascii() and name.isprintable() and len(name) <= limit and name == name.strip():
        return name  # the usual name: nothing to do (and nothing to allocate) on every User made
    cleaned = _WHITESPACE.sub(" ", _NOT_IN_NAMES.sub(lambda m: " " if m.group().isspace() else "", name)).strip()
    return cleaned[:limit].rstrip()


def visible(text: str) -> str:
    """Text safe to print on a terminal: a control character, a bidi override or isolate is written as
    its escape (`\\x1b`, `\\u202e`) instead of sent raw; line breaks and tabs stay."""
    return _NOT_PRINTED.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text)
