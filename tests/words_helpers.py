"""Checks that a text is in one language of the catalogue: the words of each language's messages that
English's lack (and the reverse), five letters or more, found in a text with its markup, code, names and
ids taken out."""
from __future__ import annotations

import functools
import re

from bot.words import LOCALES, catalogue, language_name

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
# what a message may hold that is no word of a language: markup, placeholders of typed syntax (`<duration>`),
# code (notation, commands), names, ids,
# game titles, links and paths
NOT_WORDS = re.compile(r"<[^<>\s]*>|<[@#t][^>]*>|`[^`]*`|#[a-z0-9]{5}\b|\b(alice|bob|carol|Telic|Coins|Tactonix|IceSickle)\b"
                       r"|Tic Tac Doh!|https?://\S+|\S+\.(png|gif|ppn)\b")


def texts(locale: str) -> str:
    """The catalogue's text in a language, without its variables, selectors' keys and message ids."""
    source = catalogue().sources[locale]
    return re.sub(r"\{[^{}]*\}|\[[a-z-]+\]|^[a-z0-9-]+ =|^\s+\.[a-z-]+ =|^#.*$", " ", source, flags=re.M)


def found_words(text: str) -> set[str]:
    return set(re.findall(r"[^\W\d_]{5,}", text))


@functools.cache
def own_words(locale: str) -> frozenset[str]:
    """Words of a language's catalogue that `other`'s has not: words only that language uses."""
    return frozenset(found_words(texts(locale)) - found_words(texts("en" if locale != "en" else "ja")))


def english_left(text: str, locale: str) -> set[str]:
    """English words of the catalogue in a text meant to be in `locale` (none, when it is); a language's
    own name ("English", as `/settings` names the language chosen) is a name, not a word to translate."""
    names = {language_name(other) for other in LOCALES}
    english = own_words("en") - found_words(texts(locale)) - names
    return found_words(NOT_WORDS.sub(" ", text)) & english
