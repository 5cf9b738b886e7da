"""Move clocks as plain arithmetic: the clock choices, when a turn's reminders and deadline fall, and
the words a board says about them. No storage and no time source here: callers pass `now`."""
from __future__ import annotations

from dataclasses import replace

from bot.service.replies import Refusal
from bot.storage import GameRow
from bot.words import Moment
from engines.phrases import Phrase, say

HOUR, DAY = 3600.0, 86400.0
# the time each player has for each turn, by the name players choose it with; None: no clock
CLOCKS: dict[str, float | None] = {"none": None, "1h": HOUR, "1d": DAY, "3d": 3 * DAY, "7d": 7 * DAY}
DEFAULT_CLOCK = "3d"  # a server's default until an admin changes it (`/settings clock:`)
# reminders go when these fractions of a turn's time are left: half, then a tenth
REMINDERS_AT = (0.5, 0.1)
VACATION_MAX_DAYS = 14  # at most this many days of vacation …
VACATION_WINDOW_DAYS = 30  # … in any window of this many days
NOTIFY_CHOICES = ("thread", "dm", "off")
# how long a challenge waits for its answers (or an open one for its players), by the name a server's
# managers choose it with (`/settings challenge:`)
EXPIRIES: dict[str, float] = {"1h": HOUR, "6h": 6 * HOUR, "24h": DAY, "3d": 3 * DAY, "7d": 7 * DAY}
DEFAULT_EXPIRY = "24h"


def parse_clock(name: str) -> float | None:
    """Seconds per turn for a clock's name ("1d"); refused with the choices for anything else."""
    cleaned = name.strip().lower() if isinstance(name, str) else ""
    if cleaned not in CLOCKS:
        raise Refusal("refusal-not-a-clock", typed=repr(name), choices=", ".join(CLOCKS))
    return CLOCKS[cleaned]


def clock_name(seconds: float | None) -> str:
    """The name of a clock ("3d"), or a compact duration for one not among the choices ("2d 3h")."""
    for name, value in CLOCKS.items():
        if value == seconds:
            return name
    return duration_words(seconds or 0)


def clock_words(seconds: float | None) -> str | Phrase:
    """A clock as people read it: its name, as they choose it ("3d"), or its duration in words."""
    for name, value in CLOCKS.items():
        if value == seconds:
            return name
    return duration(seconds or 0)


UNITS = (("d", 86400), ("h", 3600), ("m", 60))


def _parts(seconds: float) -> list[tuple[str, int]]:
    """The largest two units of a duration that are not zero: [("d", 2), ("h", 3)]; seconds alone under
    a minute."""
    left = int(round(seconds))
    parts = []
    for unit, size in UNITS:
        if left >= size:
            parts.append((unit, left // size))
            left %= size
    return parts[:2] or [("s", left)]


def duration_words(seconds: float) -> str:
    """"2d 3h", "13h", "45m" (the largest two units that are not zero): what is typed (`wait 2d`)."""
    return " ".join(f"{count}{unit}" for unit, count in _parts(seconds))


def duration(seconds: float) -> Phrase:
    """A duration in words, in the reader's language ("2d 3h" in English): its largest two units."""
    said = [say(f"service-duration-{unit}", count=count) for unit, count in _parts(seconds)]
    return said[0] if len(said) == 1 else say("service-duration-two", first=said[0], then=said[1])


def parse_duration(text: str) -> float:
    """"13h", "2d", "90m", "1d12h", "30s" as seconds; refused with an example otherwise."""
    import re

    cleaned = text.strip().lower().replace(" ", "")
    parts = re.fullmatch(r"((\d+(\.\d+)?)[dhms])+", cleaned)
    if not parts:
        raise Refusal("refusal-not-a-duration", typed=repr(text))
    sizes = {"d": DAY, "h": HOUR, "m": 60.0, "s": 1.0}
    return sum(float(number) * sizes[unit] for number, _, unit in re.findall(r"(\d+(\.\d+)?)([dhms])", cleaned))


def next_due(deadline: float | None, clock: float | None, reminders: int) -> float | None:
    """When the next thing happens to a running turn: a reminder not yet done, else the deadline."""
    if deadline is None or clock is None:
        return None
    if reminders < len(REMINDERS_AT):
        return deadline - clock * REMINDERS_AT[reminders]
    return deadline


def reminders_passed(deadline: float, clock: float, now: float) -> int:
    """How many of the turn's reminders fall at or before `now`."""
    return sum(1 for left in REMINDERS_AT if deadline - clock * left <= now)


def new_turn(record: GameRow, to_move: str | None, now: float, vacation_ends: float | None) -> GameRow:
    """The row's clock as a turn passes to `to_move` (None: the game is over): the full time per turn,
    stopped while the player is on vacation."""
    if to_move is None or record.clock is None:
        return replace(record, to_move=to_move, deadline=None, paused_left=None, reminders=0, due=None)
    if vacation_ends is not None:
        return replace(record, to_move=to_move, deadline=None, paused_left=record.clock, reminders=0, due=None)
    deadline = now + record.clock
    return replace(record, to_move=to_move, deadline=deadline, paused_left=None, reminders=0,
                   due=next_due(deadline, record.clock, 0))


def paused(record: GameRow, now: float) -> GameRow:
    """The clock of the player to move stopped by their vacation, keeping the time they had left."""
    if record.deadline is None:
        return record
    return replace(record, deadline=None, paused_left=max(0.0, record.deadline - now), due=None)


def resumed(record: GameRow, at: float) -> GameRow:
    """A stopped clock running again from `at` with the time that was left."""
    if record.paused_left is None or record.clock is None:
        return record
    deadline = at + record.paused_left
    return replace(record, deadline=deadline, paused_left=None,
                   due=next_due(deadline, record.clock, record.reminders))


def clock_line(record: GameRow, to_move_name: str, vacation_ends: float | None, now: float) -> Phrase | None:
    """What a board says about the clock of the player to move (None without a clock): when they must
    move, or that their time ran out (the loss on time is due, and follows)."""
    if record.clock is None or record.status != "active":
        return None
    if record.deadline is not None:
        key = "service-clock-overdue" if record.deadline <= now else "service-clock-deadline"
        return say(key, name=to_move_name, when=Moment(int(record.deadline)), clock=clock_words(record.clock))
    if vacation_ends is not None:
        return say("service-clock-vacation", name=to_move_name, until=Moment(int(vacation_ends), "date"),
                   left=duration(record.paused_left or 0))
    return None
