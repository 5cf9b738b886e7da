"""The table's `help`, generated from the command table: each command as typed at the table (English
names, `name=value`), its line from the catalogue in the table's language, then the table's own words
(`wait`, `as`, a button's label, …)."""
from __future__ import annotations

import textwrap

import engines
from bot.commands import TABLE_SYNTAX, Label, help_entries
from bot.words import DEFAULT_LOCALE

WIDTH = 104  # characters of a help line
COLUMN = 34  # the usage column's width; the help line starts after it (or on the next line)
# the table's own words: how each is typed, and the catalogue's line for it
TABLE_WORDS = (
    ("wait <duration>", "command-table-wait"),
    ("as <name>", "command-table-as"),
    ("<button label>", "command-table-button"),
    ("help [word]", "command-table-help"),
    ("# ...", "command-table-comment"),
    ("quit", "command-table-quit"),
)


def entry(usage: str, said: str) -> list[str]:
    """One command's lines: its usage (wrapped), then what it does beside it or below it."""
    lead = " " * (2 + COLUMN)
    usage_lines = textwrap.wrap(usage, WIDTH - 2, subsequent_indent=" " * 14, break_on_hyphens=False)
    lines = ["  " + line for line in usage_lines]
    if len(usage_lines) == 1 and len(usage) < COLUMN:
        first = "  " + usage.ljust(COLUMN)
        return textwrap.wrap(said, WIDTH, initial_indent=first, subsequent_indent=lead, break_on_hyphens=False)
    return lines + textwrap.wrap(said, WIDTH, initial_indent=lead, subsequent_indent=lead, break_on_hyphens=False)


def help_text(locale: str = DEFAULT_LOCALE) -> str:
    """The whole help: the title, every command of the table, the table's own words, the web page."""
    lines = [Label("command-table-title", None, (("games", list(engines.GAMES)),)).said(locale)]
    for _, usage, said in help_entries(TABLE_SYNTAX, locale):
        lines += entry(usage, said)
    for usage, key in TABLE_WORDS:
        lines += entry(usage, Label(key).said(locale))
    lines += textwrap.wrap(Label("command-table-web").said(locale), WIDTH, break_on_hyphens=False)
    return "\n".join(lines)


def about(text: str, word: str) -> str | None:
    """The help's lines of the commands that mention the word, each with its continuation lines."""
    entries: list[list[str]] = []
    for line in text.splitlines()[1:]:
        if line.startswith("   ") and entries:
            entries[-1].append(line)
        else:
            entries.append([line])
    found = [line for lines in entries if word.lower().lstrip("/") in "\n".join(lines).lower() for line in lines]
    return "\n".join(found) if found else None


HELP = help_text()  # in English: what `help` prints at a table that speaks English
