"""`python -m bot.record check FILE` and `python -m bot.record board FILE [--ply N] [--out PATH]`.

`check` replays a record through the engine and says, one line per problem, where it stops being legal;
a file of several games (PPN's archives) is checked game by game, a line for each good one; it exits 0
when every game is good and 1 otherwise. Its words are English (records are data). `board` draws the public picture at a ply (default: the
last) and prints where it wrote it.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from bot.record.ppn import LIMITS, Record, RecordError, read, read_all, too_large


def _text(path: str) -> str | None:
    """The file's text, or None after printing why it cannot be read."""
    try:
        with open(path, "rb") as file:
            data = file.read(LIMITS.size + 1)  # no further: a record is at most that
        if len(data) > LIMITS.size:
            print(f"{path}: {too_large()}")
            return None
        return data.decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        print(f"{path}: cannot read it: {exc}", file=sys.stderr)
        return None


def _load(path: str) -> Record | None:
    """The record in the file (one game), or None after printing why there is none (one line per problem)."""
    text = _text(path)
    if text is None:
        return None
    try:
        return read(text)
    except RecordError as error:
        for problem in error.problems:
            print(f"{path}: {problem}")
        return None


def check(path: str) -> int:
    text = _text(path)
    if text is None:
        return 1
    games = read_all(text)
    for record in games:
        if isinstance(record, RecordError):
            for problem in record.problems:
                print(f"{path}: {problem}")
            continue
        state = record.state
        assert state is not None
        where = "game over" if state.is_over else "in progress"
        if any(entry.kind in ("draw", "abort") for entry in record.log):
            where = "ended by agreement" if record.log[-1].kind == "draw" else "aborted"
        print(f"{path}: good: {record.game.title}, {len(record.players)} players, {len(record.log)} entries, {where}")
    return 1 if any(isinstance(record, RecordError) for record in games) else 0


def board(path: str, ply: int | None, out: str | None) -> int:
    record = _load(path)
    if record is None:
        return 1
    states = record.states()
    last = len(record.log)
    ply = last if ply is None else ply
    if not 0 <= ply <= last:
        print(f"{path}: there is no ply {ply}: the record has plies 0 (the start) to {last}", file=sys.stderr)
        return 1
    import renderers
    from bot.service.boards import said_for

    state, before = states[ply], states[ply - 1] if ply else None
    entry = record.log[ply - 1] if ply else None
    last_move = last_words = None
    if entry is not None and before is not None and entry.kind in ("move", "forced"):
        last_move, last_words = entry.text, entry.words
    elif entry is not None and before is not None and entry.kind == "chance":
        last_move, last_words = entry.text, before.describe_outcome(entry.text)
    # the engine's words as this renderer takes them (records are English data: English words)
    picture = renderers.render(state, last_move=last_move, last_words=said_for(renderers.render, last_words, None),
                               players=record.players, before=before if last_move else None)
    target = Path(out) if out else Path(path).with_name(f"{Path(path).stem}-ply{ply}.png")
    target.write_bytes(picture)
    print(f"board: {target}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.record",
                                     description="Check a game record (PPN) or draw its board at a ply.")
    commands = parser.add_subparsers(dest="command", required=True)
    checking = commands.add_parser("check", help="replay a record and say where it stops being legal")
    checking.add_argument("file")
    drawing = commands.add_parser("board", help="write the picture of a record's position at a ply")
    drawing.add_argument("file")
    drawing.add_argument("--ply", type=int, default=None, help="the ply to draw: 0 is the start (default: the last)")
    drawing.add_argument("--out", default=None, help="where to write the PNG (default: FILE-plyN.png beside FILE)")
    args = parser.parse_args(argv)
    if args.command == "check":
        return check(args.file)
    return board(args.file, args.ply, args.out)


if __name__ == "__main__":
    raise SystemExit(main())
