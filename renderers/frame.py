"""The frame every picture shares: header (game, phase, who is to move or the result), footer (the last
move in notation and in the engine's words), and the side panel's building blocks (seat rows, section titles).

Layout at 800 px wide (never square, so Discord shows it whole on Android):

    +------------------------------------------------------------+
    | Title                                        phase / round  |  header
    | [marker] Alice (Blue) to move                               |
    +------------------------------+-----------------------------+
    |           board              |  panel: players, stash,     |
    |                              |  scores, legend             |
    +------------------------------+-----------------------------+
    | [#] Last move: b2-b4  b2 -> b4 (Single 3)                  |  footer
    +------------------------------------------------------------+
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from engines.base import State
from engines.phrases import Phrase, say
from engines.words import result_phrase, winners
from renderers.fonts import BODY, LARGE, TITLE, fit, length
from renderers.palette import (
    HIGHLIGHT, INK, LINE, MUTED, PANEL, PAPER, RGB, SEAT_COLOURS, SEAT_SHAPES, WHITE, WIN,
)
from renderers.shapes import marker, paste
from renderers.text import put_text, text_size
from renderers.voice import Said, Voice

WIDTH = 800
HEADER_H = 72
FOOTER_H = 44
# Every board: its squares start here and, with coordinates, span at least BOARD_SPAN px (70% of
# the width) or the board stands above a compact strip (issue 16).
BOARD_LEFT = 30
BOARD_SPAN = 560
HEIGHT = 680
MARGIN = 14
MARKER = 22

Players = Sequence[str] | Mapping[int, str] | None


def _plain_title(name: str, label: str) -> str:
    return f"{name} ({label})" if label else name


@dataclass(frozen=True)
class Seat:
    """How one seat looks everywhere on a picture (its words already said in the picture's language)."""

    index: int
    name: str    # the player's display name, or the game's seat name
    label: str   # what the game calls the seat ("Blue"); "" when it would only repeat the name
    colour: RGB
    shape: str
    # a name with its label, as the picture's language writes them ("alice (Blue)")
    titled: Callable[[str, str], str] = field(default=_plain_title, compare=False, repr=False)

    @property
    def title(self) -> str:
        return self.titled(self.name, self.label)

    def fitted(self, size: int, max_width: float, bold: bool = False, extra: str = "") -> str:
        """The title (then ``extra``) within ``max_width``: a long name is shortened, never the
        label, which carries the seat's colour or "you"."""
        after = f" {extra}" if extra else ""
        if text_size(self.title + after, size, bold)[0] <= max_width:
            return self.title + after
        room = max_width - text_size(self.titled("", self.label) + after, size, bold)[0]
        return self.titled(fit(self.name, size, max(room, 40)), self.label) + after


@dataclass(frozen=True)
class LastMove:
    """The move that led to the position drawn: outlined on the board from its notation, written in
    the footer with the words the engine said for it (``describe_move`` on the position before it,
    which only the caller still has: a phrase, or text a caller stored)."""

    notation: str
    words: Phrase | str | None = None
    shown: Phrase | None = None  # what to write in place of the notation (a secret deal)


def display_name(state: State, seat: int, players: Players, voice: Voice) -> str:
    if players is not None:
        try:
            name = players[seat]
        except (IndexError, KeyError):
            name = None
        if isinstance(name, str) and name.strip():
            return " ".join(name.split())
    return voice(state.seat_name(seat))


def titler(voice: Voice) -> Callable[[str, str], str]:
    """A name with its label, as ``voice``'s language writes them ("alice (Blue)")."""
    def titled(name: str, label: str) -> str:
        if not label:
            return name
        return voice.say("engines-player-label", name=name, label=label)
    return titled


def seats_of(state: State, players: Players, voice: Voice, colours: Sequence[RGB] = SEAT_COLOURS,
             shapes: Sequence[str] = SEAT_SHAPES) -> list[Seat]:
    """Each seat's name, label, colour and marker shape (game-specific colours may be passed in)."""
    seats = []
    titled = titler(voice)
    for index in range(state.num_players):
        name = display_name(state, index, players, voice)
        # The engine says which seat names are worth writing beside a player's name (none for "Seat 2").
        label = voice(state.seat_label(index))
        if label == name:
            label = ""
        seats.append(Seat(index, name, label, colours[index % len(colours)],
                          shapes[index % len(shapes)], titled))
    return seats


def result_text(state: State, seats: Sequence[Seat], voice: Voice, how: Said | None = None) -> str:
    """"Game over: Alice (Blue) wins, 24 to 22 pips": the engine's result words, each winner written
    as the header has room for, then ``how`` (the game's own words: "three M in a line")."""
    if len(winners(state)) == 1:
        names = [seat.fitted(LARGE, 360, bold=True) for seat in seats]
    else:  # names only: several labels would push the end of the sentence off the picture
        names = [fit(seat.name, LARGE, 150) for seat in seats]
    phrase = result_phrase(state, names)
    if phrase is None:
        return voice.say("picture-game-over")
    if how:
        return voice.say("picture-game-over-how", result=phrase, how=how)
    return voice.say("picture-game-over-result", result=phrase)


# ---- header ---------------------------------------------------------------------------------------

def draw_header_static(img: Image.Image, title: str) -> None:
    """The parts of the header that never change in a game: band and title."""
    ImageDraw.Draw(img).rectangle((0, 0, WIDTH, HEADER_H - 1), fill=PANEL)
    ImageDraw.Draw(img).line((0, HEADER_H - 1, WIDTH, HEADER_H - 1), fill=LINE)
    put_text(img, (MARGIN, 2), title, TITLE, INK, bold=True)


def draw_phase(img: Image.Image, phase: str) -> None:
    """The phase ("setup", "round 2 of 2: sowing") at the header's top right, capitalised."""
    text = phase[:1].upper() + phase[1:]
    put_text(img, (WIDTH - MARGIN, 6), fit(text, LARGE, WIDTH / 2), LARGE, INK, "rt")


def draw_to_move(img: Image.Image, seat: Seat, doing: str) -> None:
    """The second header line: the seat's marker, then "Alice (Blue) to move"."""
    y = HEADER_H - 19
    paste(img, marker(seat.shape, MARKER, seat.colour), (MARGIN + MARKER / 2, y))
    x = MARGIN + MARKER + 8
    box = put_text(img, (x, y), seat.fitted(LARGE, 420, bold=True), LARGE, seat_ink(seat), "lm",
                   bold=True)
    put_text(img, (box[2] + 8, y), fit(doing, LARGE, WIDTH - box[2] - 8 - MARGIN), LARGE, INK, "lm")


def draw_status(img: Image.Image, text: str) -> None:
    """A second header line without a seat (waiting for a die roll or a draw)."""
    put_text(img, (MARGIN, HEADER_H - 19), fit(text, LARGE, WIDTH - 2 * MARGIN), LARGE, INK, "lm")


def draw_result(img: Image.Image, text: str) -> None:
    """The game-over banner across the header's second line."""
    y = HEADER_H - 19
    ImageDraw.Draw(img).rectangle((0, y - 17, WIDTH, y + 18), fill=WIN)
    put_text(img, (MARGIN, y), fit(text, LARGE, WIDTH - 2 * MARGIN), LARGE, INK, "lm", bold=True)


def seat_ink(seat: Seat) -> RGB:
    """The seat's colour as text colour; a light colour would not read on the paper, so use ink."""
    r, g, b = seat.colour
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else seat.colour


def draw_header(img: Image.Image, state: State, seats: Sequence[Seat], voice: Voice, phase: Said,
                waiting: Said | None = None, doing: Said | None = None, how: Said | None = None) -> None:
    """The dynamic header: phase, then either the result, the seat to move, or what is awaited."""
    draw_phase(img, voice(phase))
    if state.is_over:
        draw_result(img, result_text(state, seats, voice, how))
    elif state.current_player is not None:
        draw_to_move(img, seats[state.current_player], voice(doing or say("picture-to-move")))
    else:
        draw_status(img, voice(waiting or say("picture-waiting")))


# ---- footer ---------------------------------------------------------------------------------------

def footer_top(height: int) -> int:
    return height - FOOTER_H


def draw_footer_static(img: Image.Image) -> None:
    w, h = img.size
    ImageDraw.Draw(img).rectangle((0, h - FOOTER_H, w, h), fill=PANEL)
    ImageDraw.Draw(img).line((0, h - FOOTER_H, w, h - FOOTER_H), fill=LINE)


def draw_last_move(img: Image.Image, last: LastMove | None, voice: Voice) -> None:
    """"Last move: b2-b4  b2 -> b4 (Single 3)", led by a small magenta frame like the board
    outlines; just the notation when the caller had no words for it."""
    w, h = img.size
    draw_footer_static(img)  # the band again: a long side panel never runs into the footer
    y = h - FOOTER_H / 2
    if last is None or not last.notation:
        put_text(img, (MARGIN, y), voice.say("picture-no-move"), BODY, MUTED, "lm")
        return
    draw = ImageDraw.Draw(img)
    draw.rectangle((MARGIN, y - 9, MARGIN + 18, y + 9), outline=HIGHLIGHT, width=4)
    x = MARGIN + 28
    room = w - x - MARGIN
    notation = fit(voice(last.shown) if last.shown is not None else last.notation, BODY, 200)
    words = voice(last.words)
    heading = voice.say("picture-last-move")
    whole = length(f"{heading} {notation}  {words}", BODY)
    if whole <= room or not words:
        box = put_text(img, (x, y), heading, BODY, MUTED, "lm")
        x = box[2] + 8
    # words too long for the line: the magenta frame says "last move" alone, so the words keep the room
    box = put_text(img, (x, y), notation, BODY, INK, "lm", bold=True)
    if words:
        put_text(img, (box[2] + 12, y), fit(words, BODY, w - box[2] - 12 - MARGIN), BODY, INK, "lm")


# ---- panel ----------------------------------------------------------------------------------------

def panel_heading(img: Image.Image, x: int, y: int, text: str) -> int:
    """A section title in the side panel; returns the y below it."""
    box = put_text(img, (x, y), text, BODY, MUTED, bold=True)
    return box[3] + 4


def seat_row(img: Image.Image, x: int, y: int, seat: Seat, right: str = "", to_move: bool = False,
             width: int = 300, note: str = "") -> int:
    """One seat in the panel: marker, name (label), and a figure at the right; returns the next y.

    The seat to move gets a pointer and a light band, so the panel agrees with the header at a glance.
    """
    row_h = 34
    cy = y + row_h / 2
    if to_move:
        ImageDraw.Draw(img).rectangle((x - 6, y, x + width, y + row_h - 1), fill=WHITE, outline=LINE)
    paste(img, marker(seat.shape, MARKER, seat.colour), (x + MARKER / 2 + 2, cy))
    right_w = text_size(right, BODY, True)[0] if right else 0
    put_text(img, (x + MARKER + 10, cy), seat.fitted(BODY, width - MARKER - 22 - right_w, extra=note),
             BODY, INK, "lm")
    if right:
        put_text(img, (x + width - 6, cy), right, BODY, INK, "rm", bold=True)
    return y + row_h + 4


def new_canvas(height: int) -> Image.Image:
    return Image.new("RGB", (WIDTH, height), PAPER)

