"""Words for every picture: ``alt_text(state, ...)`` is the description a board attachment carries
(discord.py's ``File(description=…)``, which Discord shows as alt text): the game, whose turn or the
result, the last move in notation and words, then the position as the engine says it in public
(``State.position_words``). At most ``LIMIT`` characters: the position words are cut at a word's end
with "…" when the rest leaves too little room; the parts before them are never cut mid-word.

It says what the public picture shows and nothing more: ``view(None)``, the engine's public words, and
the last move as the game may say it in public (a secret deal is never written).
"""
from __future__ import annotations

from engines.base import State
from engines.phrases import Speaker
from renderers.textboards import public_last_move
from renderers.textboards.common import Players, cut, last_move_text, names_of, sentence, status
from renderers.voice import Said, voice_of

LIMIT = 1000  # Discord keeps at most 1,024 characters of an attachment's description


def alt_text(state: State, *, last_move: str | None = None, last_words: Said | None = None,
             players: Players = None, result: Said | None = None, words: Speaker | None = None) -> str:
    """The description of the public picture of ``state``.

    ``last_move`` is the canonical notation of the move just played and ``last_words`` what the
    engine said of it (``describe_move`` on the position before it); without them, the last move
    the engine's view remembers, where it keeps one. ``players`` gives each seat's display name
    (default: the game's seat names). ``result`` says how a game ended outside the rules (a draw
    agreed, an abort), in place of whose turn it was. ``words`` says the phrases in the reader's
    language (``engines.phrases.Speaker``; default: English)."""
    voice = voice_of(words)
    names = names_of(state, players)
    view = state.view(None)
    head = voice.say("picture-alt-head", board=voice.say("picture-alt-board", game=state.game.title),
                     status=sentence(voice, result or status(state, names)),
                     last=last_move_text(voice, *public_last_move(state, view, last_move, last_words)))
    if len(head) > LIMIT - 20:  # only with a crowd of long names: keep whole words all the same
        head = cut(head, LIMIT - 20)
    position = voice(state.position_words())
    if not position:
        return head
    return voice.say("picture-alt-text", head=head, position=cut(position, LIMIT - len(head) - 1))


__all__ = ["LIMIT", "alt_text"]
