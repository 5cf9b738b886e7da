# Two commands set everything up: `make run` starts the bot, `make test` runs the tests.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test typecheck bench bench-ai play gallery clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,bench]'
	touch $(STAMP)

run: $(STAMP)
	$(PY) -m bot $(ARGS)

# bytecode is cached even where the environment turns it off: the suite starts many Python processes
# (the table, web workers, process pools), each of which would compile the project again
test: $(STAMP)
	@echo "running ~2100 tests, about 4.8 minutes on 2 idle cores (PostgreSQL tests need its binaries, browser tests chromium; skip reasons are printed at the end)"
	PYTHONDONTWRITEBYTECODE= $(PY) -m pytest -n 2 -rs $(PYTEST_ARGS)

# the type checker over the code (its settings: [tool.mypy] in pyproject.toml)
typecheck: $(STAMP)
	$(PY) -m mypy bot engines renderers

bench: $(STAMP)
	$(PY) -m bench $(ARGS)

bench-ai: $(STAMP)
	$(PY) -m bench.ai_bench $(ARGS)

gallery: $(STAMP)
	$(PY) -m tools.gallery gallery

play: $(STAMP)
	$(PY) -m bot.table $(ARGS)

clean:
	rm -rf $(VENV) gallery .pytest_cache
