"""Lessons (`/K learn`): an illustrated, interactive lesson per game, private and stateless.

Each lesson is data: steps, each a real position (moves played from the start, `@x` a chance outcome,
as the records write them), a few sentences (a catalogue message) and, in most steps, a task: the
learner (always seat 0) must make a move that shows the rule at work, checked by the engine. A wrong
answer keeps the lesson on its step and says why (the engine's refusal, or the step's hint). The last
step offers a short game against the easiest computer.

Nothing is stored: the step (and the answer) travel in the buttons' values (`Action("learn", key,
"3")`, `"3:a1-a2"`), so a lesson survives restarts, can be replayed, and nobody sees another's.
"""
from __future__ import annotations

import asyncio
import functools
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass

import engines
from bot.service.boards import said_for, speaking
from bot.service.replies import Action, Attachment, Refusal, Reply, Underway, User, text_of, under_way
from bot.service.settings import Languages
from bot.words import Words
from bot.words import words as plain_words
from engines.base import State
from engines.phrases import Phrase, say

LEARNER = 0  # the learner plays seat 0 in every lesson
MENU = 10  # moves a task's menu offers at most: every right answer (up to a few) and some wrong ones
RIGHT_IN_MENU = 4
LEARN = "learn"  # the kind of the lesson's buttons and menu
WIN, CAPTURE, MOST = "win", "capture", "most"  # goals that are no pattern of notation


@dataclass(frozen=True)
class Step:
    """One step: the position after `path`, its words (`text`), and a task when `goal` is set: a regular
    expression the canonical move must match, or `win` (the move wins), `capture` (it scores), `most`
    (it scores the most any move can); `hint` says why another legal move is not it."""

    text: str
    path: tuple[str, ...] = ()
    goal: str | None = None
    hint: str | None = None

    @property
    def task(self) -> bool:
        return self.goal is not None


@dataclass(frozen=True)
class Lesson:
    key: str
    steps: tuple[Step, ...]
    players: int = 2
    options: tuple[tuple[str, object], ...] = ()

    @functools.cached_property
    def states(self) -> tuple[State, ...]:
        """Each step's position, played from the start through the engine."""
        return tuple(position(self, step) for step in self.steps)


def position(lesson: Lesson, step: Step) -> State:
    state = engines.get_game(lesson.key).new_game(lesson.players, dict(lesson.options))
    for move in step.path:
        state = state.apply_chance(move[1:]) if move.startswith("@") else state.play(move)
    return state


def _tactonix_setup() -> tuple[str, ...]:
    """Eighteen draws from the bag and where each goes (seat 0 and seat 1 in turn), then the deal:
    red to the learner. Red is one step from connected (f2 beside e1's corner)."""
    layout = ("a1 R1", "a2 Y1", "b1 R2", "b2 G1", "c1 R3", "c2 Y2", "d1 R1", "d2 G2", "e1 R2", "e2 Y3",
              "f2 R3", "a3 G3", "b3 Y1", "c3 G1", "d3 Y2", "e3 G2", "f3 Y3", "g3 G3")
    path: list[str] = []
    for entry in layout:
        square, piece = entry.split()
        path += [f"@{piece}", square]
    return (*path, "@R,Y")


TACTONIX = _tactonix_setup()
TELIC_ENTERED = ("roll", "@4", "enter 3", "roll", "@n", "enter 1")  # a Blue 3 on a1, a Red 1 on c1
COINS_SETUP = ("a1+", "a4+", "b2x", "b4x", "c1+", "c4+", "d1x", "d4x", "a2+", "c3x", "d2+", "b3+")
ICESICKLE_SOWN = ("Lc3", "Sb2", "Md3", "Sc4", "Mb4", "Sd2", "Lb3", "Se3", "Ma2", "Mc2", "Ld4", "Sa4", "Me4",
                  "Lb5", "Lc5")

LESSONS: dict[str, Lesson] = {lesson.key: lesson for lesson in (
    Lesson("telic", (
        Step("learn-telic-board"),
        Step("learn-telic-enter", ("roll", "@4"), r"enter 6", "learn-telic-enter-hint"),
        Step("learn-telic-stack", ("roll", "@4", "enter 6", "roll", "@3", "enter 2", "roll", "@4"), r"enter [1-5]",
             "learn-telic-stack-hint"),
        Step("learn-telic-bump", ("roll", "@4", "enter 3", "roll", "@3", "enter 2"), r"a1-a2",
             "learn-telic-bump-hint"),
        Step("learn-telic-corner", TELIC_ENTERED, r"a1-d5", "learn-telic-corner-hint"),
        Step("learn-telic-centre", (*TELIC_ENTERED, "a1-a2", "roll", "@2", "enter 2", "a2-a3", "roll", "@a",
                                    "enter 3"), r"a3-cz", "learn-telic-centre-hint"),
        Step("learn-play"),
    )),
    Lesson("coins", (
        Step("learn-coins-board"),
        Step("learn-coins-place", (), r"[a-d][1-4]x", "learn-coins-place-hint"),
        Step("learn-coins-capture", COINS_SETUP, CAPTURE, "learn-coins-capture-hint"),
        Step("learn-coins-remove", (*COINS_SETUP, "a1-b1"), r"\*..", "learn-coins-remove-hint"),
        Step("learn-coins-end", (*COINS_SETUP, "c1-c3")),
        Step("learn-play"),
    )),
    Lesson("tactonix", (
        Step("learn-tactonix-board", TACTONIX),
        Step("learn-tactonix-move", TACTONIX, r"[a-h][1-8]-[a-h][1-8]", "learn-tactonix-move-hint"),
        Step("learn-tactonix-push", TACTONIX, r"push .*", "learn-tactonix-push-hint"),
        Step("learn-tactonix-hop", TACTONIX, r"hop .*", "learn-tactonix-hop-hint"),
        Step("learn-tactonix-rotate", TACTONIX, r"rot .*", "learn-tactonix-rotate-hint"),
        Step("learn-tactonix-swap", TACTONIX, r"swap .*", "learn-tactonix-swap-hint"),
        Step("learn-tactonix-island", TACTONIX),
        Step("learn-tactonix-win", TACTONIX, WIN, "learn-tactonix-win-hint"),
        Step("learn-play", TACTONIX),
    )),
    Lesson("tictacdoh", (
        Step("learn-tictacdoh-board"),
        Step("learn-tictacdoh-tree", ("Lc3", "Sb2"), r"Mc3", "learn-tictacdoh-tree-hint"),
        Step("learn-tictacdoh-nest", ("Sc3", "Mc3")),
        Step("learn-tictacdoh-line", ("Lc3", "Mb3", "Md3", "Sc2"), WIN, "learn-tictacdoh-line-hint"),
        Step("learn-play"),
    )),
    Lesson("icesickle", (
        Step("learn-icesickle-board"),
        Step("learn-icesickle-sow", ICESICKLE_SOWN[:6]),
        Step("learn-icesickle-jump", (*ICESICKLE_SOWN, "c2-e2"), MOST, "learn-icesickle-jump-hint"),
        Step("learn-icesickle-end", (*ICESICKLE_SOWN, "c2-e2", "d3-a3")),
        Step("learn-play"),
    )),
)}


def lesson_of(key: str) -> Lesson:
    lesson = LESSONS.get(key)
    if lesson is None:
        raise Refusal("refusal-learn-unknown", game=key)
    return lesson


def _gain(before: State, after: State) -> float:
    scores_before, scores_after = before.scores(), after.scores()
    if scores_before is None or scores_after is None:
        return 0.0
    return scores_after[LEARNER] - scores_before[LEARNER]


def is_right(step: Step, state: State, move: str) -> bool:
    """Whether `move` (canonical, legal in `state`) does what the step asks."""
    goal = step.goal
    assert goal is not None, "only a task has answers"
    if goal == WIN:
        after = state.play(move)
        ranking = after.ranking()
        return after.is_over and ranking is not None and ranking[LEARNER] == 0 and ranking.count(0) == 1
    if goal == CAPTURE:
        return _gain(state, state.play(move)) > 0
    if goal == MOST:
        best = max(_gain(state, state.play(other)) for other in state.legal_moves())
        return best > 0 and _gain(state, state.play(move)) == best
    return re.fullmatch(goal, move) is not None


def answers(lesson: Lesson, number: int) -> tuple[list[str], list[str]]:
    """A task step's legal moves, split into the right ones and the others (in the engine's order)."""
    step, state = lesson.steps[number], lesson.states[number]
    right: list[str] = []
    wrong: list[str] = []
    for move in state.legal_moves():
        (right if is_right(step, state, move) else wrong).append(move)
    return right, wrong


@functools.lru_cache(maxsize=64)
def menu(key: str, number: int) -> tuple[str, ...]:
    """The moves a task's menu offers: a few right answers and enough wrong ones, in the engine's order
    (so the menu does not give the answer away by its order)."""
    lesson = LESSONS[key]
    right, wrong = answers(lesson, number)
    chosen = set(right[:RIGHT_IN_MENU]) | set(wrong[:MENU - min(len(right), RIGHT_IN_MENU)])
    return tuple(move for move in lesson.states[number].legal_moves() if move in chosen)


@dataclass(frozen=True)
class Shown:
    """What a step shows: its position, the answer just made (and its engine's words) if any."""

    lesson: Lesson
    number: int
    state: State  # the position drawn: the step's, or the one after a right answer
    move: str | None = None
    move_words: Phrase | None = None


# pictures of lesson positions, by game, step, answer and language: the same few positions are drawn
# again and again for every learner
_pictures: dict[tuple[str, int, str | None, str, int | None], bytes] = {}
PICTURES_KEPT = 256


class Lessons:
    """The service's lessons: the step replies, their pictures, the web page's lesson, the game against
    the computer at the end (`challenge`: the service's, to start it)."""

    def __init__(self, languages: Languages, challenge: Callable[..., Awaitable[Reply]], *,
                 render: bool = True) -> None:
        self.languages = languages
        self.challenge = challenge
        self.render_images = render

    async def learn(self, user: User, key: str, *, step: int = 0, underway: Underway | None = None) -> Reply:
        """`/K learn`: the lesson's first step (or `step`), privately."""
        lesson = lesson_of(key)
        if not 0 <= step < len(lesson.steps):
            raise Refusal("refusal-learn-step", steps=len(lesson.steps))
        under_way(underway, True)
        return await self.step_reply(user, Shown(lesson, step, lesson.states[step]))

    async def click(self, user: User, key: str, value: str, *, place: str | None = None, guild: str | None = None,
                    underway: Underway | None = None) -> Reply:
        """A lesson's button or menu: `N` shows step N, `N:move` answers step N, `play` starts the game
        against the easiest computer."""
        lesson = lesson_of(key)
        if value == "play":
            if place is None:
                raise Refusal("refusal-learn-no-place")
            return await self.challenge(key, user, [], place=place, guild=guild, computers=1, level="easy",
                                        underway=underway)
        number, _, typed = value.partition(":")
        if not number.isdigit() or not 0 <= int(number) < len(lesson.steps):
            raise Refusal("refusal-button-unknown")
        if not _:
            return await self.learn(user, key, step=int(number), underway=underway)
        under_way(underway, True)
        return await self.answer(user, lesson, int(number), typed)

    async def answer(self, user: User, lesson: Lesson, number: int, typed: str) -> Reply:
        """The learner's move for a task step: right (the position after it, and Next), or wrong (the
        step again, and why)."""
        step, state = lesson.steps[number], lesson.states[number]
        if not step.task:
            raise Refusal("refusal-learn-no-task")
        try:
            move = state.canonical(typed.strip())
            state.play(move)  # an unlisted move is refused with the engine's words
        except engines.IllegalMove as refused:
            why = [say("learn-illegal", reason=refused.phrase)]
            return await self.step_reply(user, Shown(lesson, number, state), verdict=why)
        words = text_of(state.describe_move(move))
        if not is_right(step, state, move):
            verdict = [say("learn-wrong", move=move, words=words)]
            if step.hint:
                verdict.append(say(step.hint))
            return await self.step_reply(user, Shown(lesson, number, state), verdict=verdict)
        return await self.step_reply(user, Shown(lesson, number, state.play(move), move, words),
                                     verdict=[say("learn-right", move=move, words=words)])

    async def step_reply(self, user: User, shown: Shown, *, verdict: Sequence[Phrase] = ()) -> Reply:
        lesson, number = shown.lesson, shown.number
        step = lesson.steps[number]
        title = engines.get_game(lesson.key).title
        solved = shown.move is not None
        lines = [say("learn-heading", title=title, step=number + 1, steps=len(lesson.steps)), say(step.text),
                 *verdict]
        if step.task and not solved:
            lines.append(say("learn-your-move"))
        actions = []
        if number > 0:
            actions.append(Action(say("learn-button-back"), LEARN, lesson.key, str(number - 1)))
        last = number == len(lesson.steps) - 1
        if not last and (solved or not step.task):
            actions.append(Action(say("learn-button-next"), LEARN, lesson.key, str(number + 1), style="primary"))
        if last:
            actions.append(Action(say("learn-button-play"), LEARN, lesson.key, "play", style="success"))
            actions.append(Action(say("learn-button-again"), LEARN, lesson.key, "0"))
        choices: list[tuple[str, Phrase]] = []
        menu_action = None
        if step.task and not solved:
            state = shown.state
            choices = [(move, text_of(state.describe_move(move))) for move in menu(lesson.key, number)]
            menu_action = Action(say("learn-choose"), LEARN, lesson.key, f"{number}:")
        words = await self.languages.user_words(user.id)
        picture = await self.attachment(shown, words)
        return Reply(tuple(lines), file=picture, private=True, actions=actions, choices=choices, menu=menu_action)

    async def attachment(self, shown: Shown, words: Words) -> Attachment | None:
        if not self.render_images:
            return None
        data = await self.picture(shown, words)
        name = f"learn-{shown.lesson.key}-{shown.number + 1}{'-done' if shown.move else ''}.png"
        return Attachment(name, data, text_of(self.describe(shown, words)))

    @staticmethod
    def describe(shown: Shown, words: Words) -> str:
        """The picture's alt text: the engine's account of the position (and of the answer just made)."""
        from renderers.alt_text import LIMIT, alt_text

        return alt_text(shown.state, last_move=shown.move, last_words=said_for(alt_text, shown.move_words, words),
                        **speaking(alt_text, words))[:LIMIT]

    async def picture(self, shown: Shown, words: Words) -> bytes:
        """The real renderer's picture of the step (as the learner's seat sees it: their own secret
        colour in Tactonix), drawn once per language."""
        import renderers

        seat = LEARNER if shown.state.game.secret_label else None
        cached = (shown.lesson.key, shown.number, shown.move, words.locale, seat)
        data = _pictures.get(cached)
        if data is None:
            data = await asyncio.to_thread(renderers.render, shown.state, seat=seat, last_move=shown.move,
                                           last_words=said_for(renderers.render, shown.move_words, words),
                                           **speaking(renderers.render, words))
            if len(_pictures) >= PICTURES_KEPT:
                _pictures.pop(next(iter(_pictures)))
            _pictures[cached] = data
        return data

    # ---- the web page's lessons ---------------------------------------------------------------
    async def web_picture(self, key: str, number: int, locale: str) -> bytes:
        lesson = lesson_of(key)
        if not 0 <= number < len(lesson.steps):
            raise Refusal("refusal-learn-step", steps=len(lesson.steps))
        return await self.picture(Shown(lesson, number, lesson.states[number]), plain_words(locale))

    def web_step(self, key: str, number: int, locale: str) -> LessonPage:
        """What the web page shows of a step: its words, its picture's alt text, and for a task the
        right answers (behind a disclosure)."""
        lesson = lesson_of(key)
        number = min(max(number, 0), len(lesson.steps) - 1)
        step, state = lesson.steps[number], lesson.states[number]
        right = answers(lesson, number)[0][:RIGHT_IN_MENU] if step.task else []
        return LessonPage(key, engines.get_game(key).title, number, len(lesson.steps), say(step.text),
                          self.describe(Shown(lesson, number, state), plain_words(locale)),
                          [(move, text_of(state.describe_move(move))) for move in right])


@dataclass(frozen=True)
class LessonPage:
    key: str
    title: str
    number: int  # from 0
    steps: int
    text: Phrase
    alt: str
    answers: list[tuple[str, Phrase]]
