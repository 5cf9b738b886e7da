"""The table in another language (issue 29): `python -m bot.table --locale fr` answers in French, from
the one catalogue (commands are still typed in English, as a Discord client sends them; a button is
clicked by its French label); nothing English of the catalogue is left in what it prints."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from bot.words import words
from engines.phrases import Phrase
from tests.words_helpers import english_left, found_words, own_words

ROOT = Path(__file__).resolve().parent.parent


def run(database: Path, locale: str, lines: list[str]) -> list[str]:
    done = subprocess.run([sys.executable, "-m", "bot.table", "--database", str(database), "--locale", locale,
                           "--seed", "3"], cwd=ROOT, input="".join(f"{line}\n" for line in lines),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    return done.stdout.splitlines()


def test_the_table_speaks_french(tmp_path: Path) -> None:
    french = words("fr")
    accept = french(Phrase("service-button-accept"))
    assert accept != words("en")(Phrase("service-button-accept"))
    output = run(tmp_path / "r.db", "fr", [
        "/tictacdoh start @bob seats=listed", "as bob", accept, "/tictacdoh move Mc3",  # not bob's turn
        "as alice", "/tictacdoh moves", "/tictacdoh move Mc3", "/tictacdoh move zz9", "/games", "/standings",
        "/settings", "/notify", "/vacation", "wait 2h", "/bogus", "/tictacdoh board text=true", "/tictacdoh rules",
        "Rien", "help wait",
    ])
    answers = [line for line in output if not line.startswith(("alice> ", "bob> "))]
    assert len(answers) > 20, output
    for line in answers:
        assert not english_left(line, "fr"), line
    said = found_words("\n".join(answers))
    assert len(said & own_words("fr")) > 30, said & own_words("fr")
    boards = [line for line in answers if line.endswith(".png")]
    assert boards and all(Path(line.split(": ", 1)[1]).exists() for line in boards), boards


def test_an_unknown_locale_reads_english(tmp_path: Path) -> None:
    output = run(tmp_path / "r.db", "xx-YY", ["/tictacdoh start @bob", "/bogus"])
    assert "buttons: [Accept]  [Decline]" in output
    assert f"✗ {words('en')('table-unknown-command', name='bogus')}" in output


def test_a_computer_is_named_in_the_readers_language(tmp_path: Path) -> None:
    """A computer player's name is kept in English ("Computer (hard)") and said in German wherever the
    table names it: in messages, and in the text board's list of players."""
    german = words("de")
    level = german(Phrase("command-level-hard"))
    output = run(tmp_path / "r.db", "de", ["/tictacdoh start computers=1 level=hard", "/games",
                                           "/tictacdoh board text=true"])
    named = [line for line in output if f"Computer ({level})" in line]
    assert len(named) >= 3, output
    assert not any("(hard)" in line for line in output), output
