"""Records as the PPN specification (and piecepackr's `ppn` reader) reads them (issue 30): the header
declares its notation (`MovetextParser`) and quotes every name; `;` separates sub-moves (never a comment
that drops a move); a file may hold several games; a header may end at a blank line; and a record's
problems are phrases of the catalogue, said in the reader's language (the command line says them in
English)."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
import yaml

import engines
from bot.record import ppn
from bot.record.__main__ import main as record_main
from bot.service import GameService
from bot.service.records import read_seating
from bot.service.replies import Refusal, User
from bot.storage.text import unstorable
from bot.words import words
from engines.base import IllegalMove
from engines.phrases import Phrase
from tests.service_helpers import ALICE, BOB, PLACE, refused
from tests.test_records import random_log, same_log, written

TTD = engines.get_game("tictacdoh")


def ttd_record(seed: int = 5) -> tuple[str, list]:
    log, _ = random_log(TTD, 2, {}, random.Random(seed), plies=12, extras=False)
    return written(TTD, 2, {}, log), log


def movetext_lines(text: str) -> tuple[list[str], int]:
    """The record's lines, and the index of its first movetext line."""
    lines = text.splitlines()
    return lines, lines.index("...") + 1


# ---- the header ----------------------------------------------------------------------------------
class _Yaml11(yaml.SafeLoader):
    """A YAML 1.1 reader as R's (libyaml with y/n as booleans) and YAML 1.2's numbers (`1e3` a float)."""

    bool_values = {**yaml.SafeLoader.bool_values, "y": True, "n": False}


_Yaml11.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:y|Y|n|N)$"), list("yYnN"))
_Yaml11.add_implicit_resolver("tag:yaml.org,2002:float", re.compile(r"^[-+]?[0-9]+[eE][-+]?[0-9]+$"),
                              list("-+0123456789"))


def test_the_header_declares_its_notation_and_quotes_every_name() -> None:
    names = ["y", "n", "1e3", "alice"]
    log, _ = random_log(engines.get_game("coins"), 4, {}, random.Random(1), plies=6, extras=False)
    text = ppn.write(engines.get_game("coins"), engines.get_game("coins").check_options(4, {}), log,
                     players=names, header={"Result": "*"}, reveal=True)
    header = yaml.load(text.split("...")[0], Loader=_Yaml11)
    assert header["MovetextParser"] == "Coins" and header["GameType"] == {"Name": "Coins"}
    assert header["Players"] == names  # strings, even to a reader that takes y/n or 1e3 for values
    record = ppn.read(text)
    assert record.players == names and same_log(record.log, log)


def test_a_notation_other_than_the_games_is_refused_at_its_line() -> None:
    text, _ = ttd_record()
    other = text.replace("MovetextParser: Tic Tac Doh!", "MovetextParser: default")
    assert other != text
    with pytest.raises(ppn.RecordError) as caught:
        ppn.read(other)
    problem = caught.value.first
    assert problem.line == 3 and problem.reason.key == "record-parser"
    assert problem.reason.args == {"parser": "'default'", "title": "Tic Tac Doh!"}
    # a record without the field (written before it was) still reads
    plain = "\n".join(line for line in text.splitlines() if not line.startswith("MovetextParser")) + "\n"
    assert same_log(ppn.read(plain).log, ppn.read(text).log)


# ---- `;` separates sub-moves ---------------------------------------------------------------------
def test_a_semicolon_separates_moves_and_never_drops_one() -> None:
    text, log = ttd_record()
    lines, first = movetext_lines(text)
    # `3. Mb3 ; 4. Sb2`: two moves on one line, as the record had them
    joined = lines[:first + 2] + [f"{lines[first + 2]} ; {lines[first + 3]}"] + lines[first + 4:]
    assert same_log(ppn.read("\n".join(joined) + "\n").log, log)
    # a sub-move with no number of its own after `;` is the next entry
    bare = lines[:first + 2] + [f"{lines[first + 2]} ; {lines[first + 3].split('. ', 1)[1]}"] + lines[first + 4:]
    assert same_log(ppn.read("\n".join(bare) + "\n").log, log)
    # what follows a `;` is never skipped: words that are no move are refused at their line
    commented = lines[:first + 2] + [f"{lines[first + 2]} ; a note"] + lines[first + 3:]
    with pytest.raises(ppn.RecordError) as caught:
        ppn.read("\n".join(commented) + "\n")
    assert (caught.value.first.line, caught.value.first.move) == (first + 3, "a note")


# ---- several games; headers that end at a blank line ---------------------------------------------
def test_a_header_may_end_at_a_blank_line_and_need_not_start_with_dashes() -> None:
    text, log = ttd_record()
    lines, first = movetext_lines(text)
    blank = lines[:first - 1] + [""] + lines[first:]  # `...` made a blank line
    assert same_log(ppn.read("\n".join(blank) + "\n").log, log)
    undashed = lines[1:first - 1] + [""] + lines[first:]  # the first game may leave out `---`
    record = ppn.read("\n".join(undashed) + "\n")
    assert same_log(record.log, log) and record.lines[0] == first  # one line up: `---` left out
    # a header that starts with `---` and has neither `...` nor a blank line is refused at line 1
    with pytest.raises(ppn.RecordError) as caught:
        ppn.read("\n".join(lines[:first - 1] + lines[first:]) + "\n")
    assert caught.value.first.line == 1 and caught.value.first.reason.key == "record-header-unclosed"


def test_a_file_of_several_games_is_checked_game_by_game(tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    one, first_log = ttd_record(5)
    two, second_log = ttd_record(6)
    both = one + two
    games = ppn.read_all(both)
    assert len(games) == 2 and all(isinstance(game, ppn.Record) for game in games)
    assert same_log(games[0].log, first_log) and same_log(games[1].log, second_log)
    second_start = one.count("\n") + 1
    assert games[1].lines[0] == second_start + two.splitlines().index("...") + 1  # lines of the whole file
    # one record to start a game from: a file of several is refused, naming where the second starts
    with pytest.raises(ppn.RecordError) as caught:
        ppn.read(both)
    assert (caught.value.first.line, caught.value.first.reason.key) == (second_start, "record-several")
    # the command line checks each: a good one says good, a bad one its line in the whole file
    path = tmp_path / "two.ppn"
    path.write_text(both)
    assert record_main(["check", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 2 and all(line.startswith(f"{path}: good: Tic Tac Doh!") for line in out)
    lines = both.splitlines()
    bad_line = len(lines)
    lines[-1] = re.sub(r"^(\d+)\. .*$", r"\1. Zz9", lines[-1])
    path.write_text("\n".join(lines) + "\n")
    assert record_main(["check", str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"{path}: good: Tic Tac Doh!")
    assert out[1].startswith(f"{path}: line {bad_line}, move ") and "Zz9" in out[1]


async def test_a_challenge_from_a_file_of_several_games_is_refused(service: GameService) -> None:
    one, _ = ttd_record(5)
    with refused("refusal-record-several", games=2) as caught:
        await service.challenge("tictacdoh", ALICE, [BOB], place=PLACE, record=one + one)
    assert caught.value.values["line"] == str(one.count("\n") + 1)
    assert await service.storage.open_challenges(PLACE) == []


# ---- problems in words ---------------------------------------------------------------------------
def test_a_records_problem_is_a_phrase_said_in_the_readers_language() -> None:
    text = "---\nGameType: {Name: Telic}\nPlayers: [alice, bob]\n...\n1. {alice (seat 1) resigns}\n2. roll\n"
    people = [User("1", "alice"), User("2", "bob")]
    with pytest.raises(Refusal) as caught:
        read_seating("telic", text, people, random.Random(1))
    assert caught.value.code == "refusal-record-does-not-replay"
    problem = caught.value.values["problem"]
    assert isinstance(problem, Phrase) and problem.key == "record-at-move"
    assert problem.args["line"] == "6" and problem.args["move"] == "roll"
    assert problem.args["reason"].key == "record-game-over"
    english, german = words("en")(caught.value.phrase), words("de")(caught.value.phrase)
    assert "the game is already over" in english and "line 6" in english
    assert "the game is already over" not in german and "line" not in german
    # the engine's own refusal of a move is its phrase, said in the reader's language as well
    with pytest.raises(ppn.RecordError) as illegal:
        ppn.read(text.replace("1. {alice (seat 1) resigns}\n2. roll", "1. zz9"))
    assert illegal.value.first.reason.key == "engines-not-a-move"
    # the command line's words are the English of the same phrase
    assert str(illegal.value.first) == words("en")(illegal.value.first.phrase)


def test_what_cannot_be_stored_is_said_as_a_phrase() -> None:
    assert unstorable("fine") is None
    nul = unstorable("a\nb\x00")
    assert nul == Phrase("record-unstorable-line", {"what": "nul", "code": "0000", "line": "2"})
    byte = unstorable("\udc80")
    assert byte == Phrase("record-unstorable", {"what": "byte", "code": "DC80"})
    assert "NUL" in words("en")(nul) and words("fr")(nul) != words("en")(nul)


# ---- a hidden deal before a planted illegal move ---------------------------------------------------
def test_check_names_a_planted_move_after_a_hidden_deal_not_the_deal(tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """The move planted is in the game's own notation (a move played earlier), illegal where it stands:
    `check` names it, not the `?` before it."""
    from tests.test_records_hostile import tactonix_record

    good, hidden = tactonix_record(1, 6, None)
    state = ppn.read(good).state
    played = [line.split(". ", 1)[1] for line in good.splitlines()[hidden[0]:]]
    planted = next(move for move in played if move not in state.legal_moves() and _in_notation(state, move))
    lines = good.splitlines()
    path = tmp_path / "planted.ppn"
    path.write_text(good + f"{len(lines) - 3}. {planted}\n")
    assert record_main(["check", str(path)]) == 1
    out = capsys.readouterr().out.strip()
    assert out.startswith(f"{path}: line {len(lines) + 1}, move {len(lines) - 3}. {planted}: "), (hidden, out)


def _in_notation(state: object, move: str) -> bool:
    """Whether the game reads `move` as a move (legal here or not)."""
    try:
        state.canonical(move)  # type: ignore[attr-defined]
    except IllegalMove as exc:
        return exc.code != "engines-not-a-move"
    return True
