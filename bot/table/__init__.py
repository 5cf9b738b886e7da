"""The local table: play every game in a terminal, on the same service and database as the bot
(`python -m bot.table`).

`loop` reads the lines and runs them (its `Table`), `parser` reads a command's words as the command table
(`bot.commands`) declares them, `help` is generated from that table, and `presenter` prints what the
service answers.
"""
from __future__ import annotations

from bot.table.help import HELP
from bot.table.loop import (
    CLOCK_KEY, CLOCK_SCOPE, COMMENT, MAX_AHEAD, MAX_LINE, MAX_WAIT, PENDING_KEY, PENDING_SCOPE, Table, main,
    read_line, run,
)
from bot.table.parser import Typed, parse, table_user
from bot.table.presenter import FRONT, PLACE, Presenter, Shown, menu, name_of, readable, relative, table_syntax

__all__ = ["CLOCK_KEY", "CLOCK_SCOPE", "COMMENT", "FRONT", "HELP", "MAX_AHEAD", "MAX_LINE", "MAX_WAIT", "PENDING_KEY",
           "PENDING_SCOPE", "PLACE", "Presenter", "Shown", "Table", "Typed", "main", "menu", "name_of", "parse",
           "read_line", "readable", "relative", "run", "table_syntax", "table_user"]
