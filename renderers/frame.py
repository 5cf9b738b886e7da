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
from renderers.fonts import BODY, ELLIPSIS, LARGE, MIN_KEPT, TITLE, drawable, fit, length, wrap
from renderers.palette import (
    HIGHLIGHT, INK, LINE, MUTED, PANEL, PAPER, RGB, SEAT_COLOURS, SEAT_SHAPES, WHITE, WIN,
)
from renderers.shapes import marker, paste
from renderers.text import area, put_text, text_size
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


NAME_LINES = 3  # a name in a narrow panel: at most this many lines (12 wide characters and more)


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
        """The title (then ``extra``) on one line within ``max_width``: a name too long is shortened
        (to no fewer than ``MIN_KEPT`` characters: the caller leaves room for them), never the label,
        which carries the seat's colour or "you"."""
        after = f" {extra}" if extra else ""
        if length(self.title + after, size, bold) <= max_width:
            return self.title + after
        room = max_width - length(self.titled("", self.label) + after, size, bold)
        return self.titled(fit(self.name, size, room, bold, MIN_KEPT), self.label) + after

    def lines(self, size: int, width: float, first: float | None = None, bold: bool = False,
              extra: str = "") -> tuple[str, ...]:
        """The title (then ``extra``) in lines of ``width`` (the first ``first`` wide, which leaves
        room for a figure): one line when it fits, else broken where lines may break (a name too
        long for two lines is shortened at the end of its second, then the label follows)."""
        first = width if first is None else first
        after = f" {extra}" if extra else ""
        whole = self.title + after
        if length(whole, size, bold) <= first:
            return (whole,)
        lines = wrap(whole, size, width, bold, first)
        name = wrap(self.name, size, width, bold, first)
        if len(name) <= NAME_LINES:
            return lines
        rest = (self.titled("", self.label).strip() + after).strip()
        written, shown = drawable(self.name), 0
        for line in name[:NAME_LINES - 1]:  # where the lines kept end (wrapping drops the spaces)
            shown = written.index(line, shown) + len(line)
        last = fit(written[shown:].strip(), size, width, bold)
        return (*name[:NAME_LINES - 1], last, *wrap(rest, size, width, bold))

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


def result_text(state: State, seats: Sequence[Seat], voice: Voice, how: Said | None = None,
                keep: int | None = None) -> str:
    """"Game over: Alice (Blue) wins, 24 to 22 pips": the engine's result words, each winner with
    their label when there is one winner (names only for several: their labels would crowd the
    sentence), then ``how`` (the game's own words: "three M in a line"). ``keep``: each name cut to
    that many characters and an ellipsis where longer (the banner's last resort)."""
    def name(seat: Seat) -> str:
        if keep is None or len(seat.name) <= keep:
            return seat.name
        return seat.name[:keep].rstrip() + ELLIPSIS
    if len(winners(state)) == 1:
        names = [seat.titled(name(seat), seat.label) for seat in seats]
    else:
        names = [name(seat) for seat in seats]
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
    area(img, "header", (0, 0, WIDTH, HEADER_H))
    put_text(img, (MARGIN, 2), title, TITLE, INK, bold=True)


def draw_phase(img: Image.Image, phase: str) -> None:
    """The phase ("setup", "round 2 of 2: sowing") at the header's top right, capitalised."""
    text = phase[:1].upper() + phase[1:]
    put_text(img, (WIDTH - MARGIN, 6), fit(text, LARGE, WIDTH / 2), LARGE, INK, "rt")


def draw_to_move(img: Image.Image, seat: Seat, doing: str) -> None:
    """The second header line: the seat's marker, then "Alice (Blue) to move" (what the seat is to do
    is written whole; the name takes the rest of the line)."""
    y = HEADER_H - 19
    paste(img, marker(seat.shape, MARKER, seat.colour), (MARGIN + MARKER / 2, y))
    x = MARGIN + MARKER + 8
    doing_w = length(doing, LARGE) + 8
    room = WIDTH - MARGIN - x - doing_w
    box = put_text(img, (x, y), seat.fitted(LARGE, room, bold=True), LARGE, seat_ink(seat), "lm",
                   bold=True)
    put_text(img, (box[2] + 8, y), fit(doing, LARGE, WIDTH - box[2] - 8 - MARGIN), LARGE, INK, "lm")


def draw_status(img: Image.Image, text: str) -> None:
    """A second header line without a seat (waiting for a die roll or a draw)."""
    put_text(img, (MARGIN, HEADER_H - 19), fit(text, LARGE, WIDTH - 2 * MARGIN), LARGE, INK, "lm")


BANNER_LINES = 2


def banner_lines(title: str, say: Callable[[int | None], str], longest: int) -> tuple[str, ...]:
    """The game-over banner's lines: one across the header's second line when the result fits there,
    else two over the whole header (the first beside the title); names are cut only when even two
    lines cannot hold them whole (``say(keep)``: the result with names cut to ``keep`` characters)."""
    whole = say(None)
    if length(whole, LARGE, True) <= WIDTH - 2 * MARGIN:
        return (whole,)
    first = WIDTH - 2 * MARGIN - length(title, TITLE, True) - 16
    for keep in [None, *range(longest - 1, MIN_KEPT - 1, -1)]:
        lines = wrap(say(keep), LARGE, WIDTH - 2 * MARGIN, True, first)
        if len(lines) <= BANNER_LINES:
            return lines
    lines = wrap(say(MIN_KEPT), LARGE, WIDTH - 2 * MARGIN, True, first)
    rest = " ".join(lines[1:])
    return (lines[0], fit(rest, LARGE, WIDTH - 2 * MARGIN, True))


def draw_result(img: Image.Image, title: str, lines: Sequence[str]) -> None:
    """The game-over banner: across the header's second line, or (two lines) over the whole header,
    the game's title written again at the start of the first."""
    y = HEADER_H - 19
    if len(lines) == 1:
        ImageDraw.Draw(img).rectangle((0, y - 17, WIDTH, y + 18), fill=WIN)
        put_text(img, (MARGIN, y), lines[0], LARGE, INK, "lm", bold=True)
        return
    # gold beside the title (drawn with the header's static parts) and across the second line
    right = MARGIN + round(length(title, TITLE, True))
    ImageDraw.Draw(img).rectangle((right + 6, 0, WIDTH, HEADER_H - 2), fill=WIN)
    ImageDraw.Draw(img).rectangle((0, y - 17, WIDTH, HEADER_H - 2), fill=WIN)
    put_text(img, (right + 16, 21), lines[0], LARGE, INK, "lm", bold=True)
    put_text(img, (MARGIN, y), lines[1], LARGE, INK, "lm", bold=True)


def seat_ink(seat: Seat) -> RGB:
    """The seat's colour as text colour; a light colour would not read on the paper, so use ink."""
    r, g, b = seat.colour
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else seat.colour


def draw_header(img: Image.Image, state: State, seats: Sequence[Seat], voice: Voice, phase: Said,
                waiting: Said | None = None, doing: Said | None = None, how: Said | None = None,
                headline: Said | None = None) -> None:
    """The dynamic header: phase, then either the result (or the `headline` said in its place: a
    round's end), the seat to move, or what is awaited."""
    if state.is_over or headline is not None:
        title = state.game.title
        lines = banner_lines(title, lambda keep: voice(headline) if headline is not None
                             else result_text(state, seats, voice, how, keep),
                             max(len(seat.name) for seat in seats))
        if headline is not None:  # the phase a round's own match says ("round 1 of 1") is not the game's
            draw_result(img, title, lines)
            return
        if len(lines) == 1:
            draw_phase(img, voice(phase))
        draw_result(img, title, lines)
        return
    draw_phase(img, voice(phase))
    if state.current_player is not None:
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
    area(img, "footer", (0, h - FOOTER_H, w, h))


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
    row_h = 32
    line_h = 26
    right_w = length(right, BODY, True) + 10 if right else 0
    room = width - MARKER - 14  # the ink may reach a pixel or two past the advance
    lines = seat.lines(BODY, room, room - right_w, extra=note)
    height = row_h + line_h * (len(lines) - 1)
    cy = y + row_h / 2
    if to_move:
        ImageDraw.Draw(img).rectangle((x - 6, y, x + width, y + height - 1), fill=WHITE, outline=LINE)
    paste(img, marker(seat.shape, MARKER, seat.colour), (x + MARKER / 2 + 2, cy))
    for k, line in enumerate(lines):
        put_text(img, (x + MARKER + 10, cy + k * line_h), line, BODY, INK, "lm")
    if right:  # on the first line, as in a table
        put_text(img, (x + width - 6, cy), right, BODY, INK, "rm", bold=True)
    return y + height + 4


def panel_area(img: Image.Image, x: int) -> None:
    """The side panel from ``x`` to the picture's right margin, between header and footer: every word
    of the panel stays inside it (the layout record)."""
    area(img, "panel", (x - 8, HEADER_H, WIDTH - MARGIN, footer_top(img.height)))


def new_canvas(height: int) -> Image.Image:
    return Image.new("RGB", (WIDTH, height), PAPER)

