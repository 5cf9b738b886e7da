"""deploy/referee.service: the systemd unit the README's "Running it under a process supervisor" installs,
checked by `systemd-analyze verify` where systemd is there (skipped, saying so, elsewhere)."""
from __future__ import annotations

import configparser
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
UNIT = ROOT / "deploy" / "referee.service"
INSTALLED_PYTHON = "/opt/referee/.venv/bin/python"


def settings() -> configparser.ConfigParser:
    parser = configparser.ConfigParser(strict=False, interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # systemd's keys are case-sensitive
    parser.read_string(UNIT.read_text())
    return parser


def test_the_unit_runs_the_bot_as_its_own_user_restarting_on_failure_and_hardened() -> None:
    service = settings()["Service"]
    assert service["ExecStart"].startswith(f"{INSTALLED_PYTHON} -m bot")
    assert service["User"] == "referee" and service["Restart"] == "on-failure"
    assert service["RestartPreventExitStatus"] == "2"  # a refused config waits for its operator
    for key, value in {"NoNewPrivileges": "true", "ProtectSystem": "strict", "ProtectHome": "true",
                       "PrivateTmp": "true", "CapabilityBoundingSet": ""}.items():
        assert service[key] == value, key
    assert service["ReadWritePaths"] == "/opt/referee/data"
    assert settings()["Install"]["WantedBy"] == "multi-user.target"


def test_systemd_analyze_verifies_the_unit(tmp_path) -> None:
    analyze = shutil.which("systemd-analyze")
    if analyze is None:
        pytest.skip("systemd-analyze is not installed here (no systemd): the unit is checked where it is")
    # verify checks that ExecStart's program exists: this machine's Python stands in for the install's
    unit = tmp_path / "referee.service"
    unit.write_text(UNIT.read_text().replace(INSTALLED_PYTHON, sys.executable))
    found = subprocess.run([analyze, "verify", str(unit)], capture_output=True, text=True, timeout=60)
    # an unknown or misspelt key is only a warning (exit 0): every line it says is a failure here
    problems = [line for line in (found.stdout + found.stderr).splitlines() if "referee.service" in line]
    assert found.returncode == 0 and not problems, found.stdout + found.stderr
    broken = tmp_path / "broken.service"
    broken.write_text(unit.read_text().replace("Restart=on-failure", "Restrat=on-failure"))
    said = subprocess.run([analyze, "verify", str(broken)], capture_output=True, text=True, timeout=60)
    assert "Unknown key 'Restrat'" in said.stdout + said.stderr  # the check does look at the keys
