"""`python -m bot`: start the referee."""
from __future__ import annotations

import engines


def main() -> int:
    titles = ", ".join(game.title for game in engines.GAMES.values())
    print(f"The Discord referee is not built yet; it will host {titles} on Discord.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
