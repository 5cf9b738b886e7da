"""Discord's limits, in one place: every message, button, menu, choice and thread name the bot sends is
fitted here, so that Discord never refuses one for its size (50035, "Invalid Form Body").

Text is cut at a line or word boundary when it can be, and always says it was cut ("…"); a listing
keeps whole lines and says how many it left out.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

CONTENT = 2000  # a message's content
BUTTON_LABEL = 80
OPTION_LABEL = 100  # a select menu option's label, value and description
OPTION_VALUE = 100
OPTION_DESCRIPTION = 100
PLACEHOLDER = 150
OPTIONS = 25  # options of a select menu
CHOICES = 25  # autocomplete choices
CHOICE_NAME = 100
CHOICE_VALUE = 100
THREAD_NAME = 100
FILE_DESCRIPTION = 1024  # an attachment's description (alt text)
ROWS = 5  # action rows of a message
ROW_BUTTONS = 5  # buttons in a row
ELLIPSIS = "…"


def fit(text: str, limit: int) -> str:
    """`text` within `limit` characters: cut at a word boundary near the end when there is one, with an
    ellipsis."""
    if len(text) <= limit:
        return text
    cut = text[: limit - len(ELLIPSIS)]
    space = cut.rfind(" ")
    if space >= limit * 3 // 4:
        cut = cut[:space]
    return cut.rstrip() + ELLIPSIS


def fit_content(text: str, limit: int = CONTENT) -> str:
    """A message's content within Discord's limit: whole lines while they fit, then the line that does
    not, cut, with an ellipsis."""
    if len(text) <= limit:
        return text
    lines = text.split("\n")
    kept: list[str] = []
    used = 0
    for line in lines:
        extra = len(line) + (1 if kept else 0)
        if used + extra > limit - len(ELLIPSIS) - 1:
            room = limit - used - (1 if kept else 0)
            if room > 20:  # a useful part of the line
                kept.append(fit(line, room))
            else:
                kept.append(ELLIPSIS)
            break
        kept.append(line)
        used += extra
    return "\n".join(kept)[:limit]


def fit_lines(head: str, lines: Sequence[str], *, more: Callable[[int], str],
              limit: int = CONTENT) -> str:
    """A listing: `head`, then as many whole `lines` as fit with the line `more(n)` saying how many were
    left out (a line that alone is too long is cut)."""
    shown = [head]
    used = len(head)
    for index, line in enumerate(lines):
        rest = len(lines) - index - 1
        tail = len(more(rest)) + 1 if rest else 0
        line = fit(line, limit - len(head) - 1 - len(more(len(lines))) - 1)
        if used + 1 + len(line) + tail > limit:
            shown.append(more(len(lines) - index))
            break
        shown.append(line)
        used += 1 + len(line)
    return fit_content("\n".join(shown), limit)
