"""What every text board and every picture's description share: the players' names, whose turn or the
result, the last move, the grid drawn in monospace text, and cutting words to fit.

Only the standard library and the engine contract: a text board is for a screen reader or a phone on a
slow link, and never needs Pillow.
"""
from __future__ import annotations

import textwrap
import unicodedata
from collections.abc import Callable, Mapping, Sequence

from engines.base import State
from engines.phrases import Phrase, say
from engines.words import result_sentence
from renderers.voice import Said, Voice

Players = Sequence[str] | Mapping[int, str] | None
NAME_MAX = 32  # Discord's longest display name; a longer name is cut, so that every text still fits
ELLIPSIS = "…"


def cut(text: str, room: int) -> str:
    """``text`` whole when it fits in ``room`` characters, else cut at a word's end with "…"."""
    if len(text) <= room:
        return text
    if room <= 1:
        return ELLIPSIS[:room]
    head = text[:room - 1]
    if text[room - 1] != " " and " " in head:
        head = head.rsplit(" ", 1)[0]  # never end inside a word
    return head.rstrip(" ,;:.(") + ELLIPSIS


# what may not begin a line in Japanese (kinsoku): closing brackets and punctuation stay with the text before
NO_LINE_START = "、。，．・：；？！）」』】〕｝〉》ー…%)]},.:;!?"


def columns(text: str) -> int:
    """How wide ``text`` stands in a monospace font: East-Asian wide and full-width characters take two."""
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


def wrap(line: str, width: int, indent: str = "  ") -> list[str]:
    """``line`` broken into lines at most ``width`` columns wide, the later ones indented: at spaces, and,
    in languages written without them (Japanese), between any two characters, never before a closing
    mark (the character before it goes down with it). A line of single-width characters is wrapped as
    ``textwrap`` does."""
    if columns(line) == len(line):
        return textwrap.wrap(line, width, subsequent_indent=indent, break_long_words=True,
                             break_on_hyphens=False) or [""]
    lines: list[str] = []
    current: list[str] = []
    for piece in _breakable(line):
        room = width - (columns(indent) if lines else 0)
        if current and columns("".join(current) + piece) > room:
            carried = [current.pop()] if piece[0] in NO_LINE_START and len(current) > 1 else []
            lines.append("".join(current).rstrip())
            current = [*carried, piece]
            current[0] = current[0].lstrip()
        else:
            current.append(piece)
    if "".join(current).strip() or not lines:
        lines.append("".join(current).rstrip())
    return [lines[0], *(indent + rest for rest in lines[1:])]


def _breakable(line: str) -> list[str]:
    """The pieces a line may break between: a word with the space before it, or one wide character."""
    pieces: list[str] = []
    for char in line:
        wide = unicodedata.east_asian_width(char) in "WF"
        if pieces and not wide and not char.isspace() and not pieces[-1][-1].isspace() \
                and unicodedata.east_asian_width(pieces[-1][-1]) not in "WF":
            pieces[-1] += char  # a narrow word goes whole
        elif pieces and char.isspace() and pieces[-1].isspace():
            pieces[-1] += char
        else:
            pieces.append(char)
    # a space stays with the word after it
    merged: list[str] = []
    for piece in pieces:
        if merged and merged[-1].isspace():
            merged[-1] += piece
        else:
            merged.append(piece)
    return merged


def clip_name(name: str) -> str:
    """A player's name on one line and at most NAME_MAX characters."""
    return cut(" ".join(name.split()), NAME_MAX)


def names_of(state: State, players: Players) -> list[Said]:
    """Each seat's display name: the caller's, else the game's seat name ("Blue", "Seat 2")."""
    names: list[Said] = []
    for seat in range(state.num_players):
        name = None
        if players is not None:
            try:
                name = players[seat]
            except (IndexError, KeyError):
                name = None
        names.append(clip_name(name) if isinstance(name, str) and name.strip()
                     else state.seat_name(seat))
    return names


def labels_of(state: State, names: Sequence[Said]) -> list[Phrase]:
    """"alice (Blue)": each player with their seat, as the game says it beside a name."""
    return [state.player_label(seat, name) for seat, name in enumerate(names)]


def status(state: State, names: Sequence[Said]) -> Phrase:
    """Whose turn it is ("alice (Blue) to move (Blue rolled 4: must enter on a1)."), what is awaited
    at a chance node, or the result ("Game over: alice (Blue) wins!"), as a sentence."""
    labels = labels_of(state, names)
    if state.is_over:
        return say("picture-status-over", result=result_sentence(state, labels))
    phase = state.phase()
    seat = state.current_player
    if seat is None:
        return say("picture-status-waiting", phase=phase)
    if phase.key == "engines-phase-play":
        return say("picture-status-to-move", player=labels[seat])
    return say("picture-status-to-move-phase", player=labels[seat], phase=phase)


def seat_line(state: State, seat: int, name: Said) -> Phrase:
    """"Blue: alice", or "Seat 2" alone when the player has no name of their own."""
    seat_name = state.seat_name(seat)
    if name == seat_name:
        return say("engines-player", name=seat_name)
    return say("picture-seat-line", seat=seat_name, name=name)


def last_move_text(voice: Voice, notation: Said | None, words: Said | None) -> str:
    """"Last move: b2-b4 (b2 → b4, capturing the Moons coin).", or "No move yet."."""
    if not notation:
        return voice.say("picture-text-no-move")
    shown = cut(" ".join(voice(notation).split()), 40)
    said = " ".join(voice(words).split())
    if not said:
        return voice.say("picture-text-last-move", move=shown)
    return voice.say("picture-text-last-move-words", move=shown, words=cut(said, 120))


def sentence(voice: Voice, value: Said) -> str:
    """A status or a caller's note as a sentence: a phrase says its own punctuation; a caller's text
    (a stored English note) gets a full stop when it has none."""
    text = voice(value)
    if isinstance(value, Phrase) or text.endswith((".", "!", "?", "。", "！", "？")):
        return text
    return text + "."


def identity(notation: str, words: str | None) -> tuple[str, str | None]:
    """The last move as it is said in public, for games without secrets: unchanged."""
    return notation, words


def grid(files: str, ranks: int, cell: Callable[[str], str], width: int) -> list[str]:
    """The board as monospace lines, rank ``ranks`` at the top and rank 1 at the bottom, files
    and ranks written around it, one ``width``-wide cell per square (``cell(square)`` gives its
    text, at most ``width`` single-width characters); every line the same width."""
    inner = len(files) * width + len(files) - 1
    label = len(str(ranks))
    coords = " " * (label + 3) + " ".join(f.ljust(width) for f in files) + " " * (label + 3)
    lines = [coords, " " * label + " ┌" + "─" * (inner + 2) + "┐ " + " " * label]
    for rank in range(ranks, 0, -1):
        row = " ".join(cell(f"{f}{rank}")[:width].ljust(width) for f in files)
        lines.append(f"{rank:>{label}} │ {row} │ {rank:<{label}}")
    lines.append(" " * label + " └" + "─" * (inner + 2) + "┘ " + " " * label)
    lines.append(coords)
    return lines
