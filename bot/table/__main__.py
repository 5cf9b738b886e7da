"""`python -m bot.table`: the local table in this terminal."""
from __future__ import annotations

from bot.table.loop import main

raise SystemExit(main())
