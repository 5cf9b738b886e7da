"""Checks that a value is words of the catalogue: a phrase (with every phrase nested in it) that names a
message English has and gives it every variable it uses. Engines' and renderers' tests assert keys and
values; this says the keys lead somewhere."""
from __future__ import annotations

import functools
from typing import Any

from engines.phrases import Phrase


@functools.cache
def _english() -> dict[str, set[str]]:
    from tests.test_catalogue import ENGLISH

    return ENGLISH


def said(value: Any) -> Phrase:
    """`value` itself, once it is a phrase whose every message (its own and its arguments') is in the
    English catalogue with every variable that message uses given."""
    assert isinstance(value, Phrase), f"not a phrase: {value!r}"
    english = _english()
    for phrase in value.walk():
        assert phrase.key in english, f"no message {phrase.key!r} in the catalogue"
        missing = english[phrase.key] - set(phrase.args)
        assert not missing, f"{phrase.key} lacks {sorted(missing)}"
    return value
