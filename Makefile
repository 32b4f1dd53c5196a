# The Schnapsen book. Two commands matter: `make serve` and `make test`.
# Needs python3 (with its venv module) and GNU make; the Python tools are installed into
# .venv from the pinned requirements.txt. `make book` also needs npm (to fetch the pinned
# widget JavaScript once) and `make test` Debian's chromium: run as root, make installs
# them with apt-get when they are missing.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
PORT   ?= 8000
LAB_PORT ?= 8888
CHROMIUM := /usr/bin/chromium

.PHONY: help venv catalogs book widgets-js lite serve lab test test-code test-book test-built \
	test-book-built \
	test-browser \
	browser-deps npm-deps clean

help:
	@echo "make serve   build the book and serve it at http://localhost:$(PORT)"
	@echo "make test    run every check: ruff, mypy, pytest (engine, widgets, doctests; no page"
	@echo "             executed), the book build (executes every page of every edition once),"
	@echo "             then the checks of the built book (make test-built)"
	@echo "make book    build the HTML book into _build/html (widget JavaScript served locally):"
	@echo "             every edition (English at the root, the others under /<lang>/);"
	@echo "             EDITIONS=\"en hr\" builds only those, EDITION_JOBS=2 two at a time"
	@echo "make test-built    only the checks of the book already built: its executed pages"
	@echo "             (no cell raised, the English pages print their references), its links,"
	@echo "             and the browser tests in Chromium"
	@echo "make test-browser  only the browser tests, on the book already built"
	@echo "make lab     open the pages as live notebooks in JupyterLab at http://localhost:$(LAB_PORT)"
	@echo "             (LAB_ARGS=\"--no-browser ...\" passes options to jupyter lab)"
	@echo "make venv    create/update .venv from requirements.txt"
	@echo "make clean   remove _build and .jupyter_cache"

venv: $(STAMP)

# Reinstall only when the pins or the package metadata change (or when the
# engine package first appears, so the editable install can see it).
# --no-compile: pip does not byte-compile every installed file (14 s of a fresh install here);
# Python compiles the modules it imports, when it first imports them.
# --no-deps: requirements.txt is the whole environment, pinned (see its header for the two
# packages it leaves out on purpose).
$(STAMP): requirements.txt pyproject.toml $(wildcard schnapsen/__init__.py)
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV) || { \
	  echo "error: '$(PYTHON) -m venv' failed; on Debian/Ubuntu: apt-get install python3-venv" >&2; \
	  rm -rf $(VENV); exit 1; }
	$(BIN)/pip install -q --no-compile --no-deps -r requirements.txt
	$(BIN)/pip install -q --no-deps -e .
	@touch $@

# The message catalogues: .po -> .mo (Babel), before anything reads them. The .mo files are
# not committed; the wheel ships them (pyproject.toml package-data).
catalogs: venv
	$(BIN)/python -m tools.i18n compile

# Every edition whose book/<lang>/ exists (python -m tools.editions: English at the root of
# _build/html, the others under _build/html/<lang>/, a landing page to pick a language).
EDITIONS ?=
EDITION_JOBS ?= 1
book: venv npm-deps catalogs
	rm -rf _build/html/_widgets   # same HTML every time: no ?v= checksum of an old copy
	$(BIN)/python -m tools.editions build $(EDITIONS) -j $(EDITION_JOBS)
	@$(MAKE) --no-print-directory widgets-js
	@$(MAKE) --no-print-directory lite

# The in-browser player (JupyterLite REPL + Pyodide kernel, engine as a wheel) in
# _build/html/lite/, assembled offline from npm and PyPI downloads cached in .cache/
# (tools/lite.py; Pyodide pinned in tools/lite-versions.json). Never committed.
lite:
	$(BIN)/python -m tools.lite _build/html

# The widget JavaScript (require.js, html-manager's embed-amd.js, icon fonts) is copied into
# _build/html/_widgets/ from the pinned npm packages (tools/js-versions.json), cached in
# .cache/npm; no page loads it from a CDN. Never committed.
widgets-js:
	$(BIN)/python -m tools.vendor_js _build/html

# npm fetches the pinned widget JavaScript (only when .cache/npm lacks it).
npm-deps:
	@if ! command -v npm >/dev/null; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "npm is missing: installing Debian's npm"; \
	    apt-get update && apt-get install -y npm; \
	  else \
	    echo "warning: npm is missing; tools/vendor_js.py needs it unless .cache/npm holds" \
	      "the pinned tarballs (as root: apt-get update && apt-get install -y npm)" >&2; \
	  fi; \
	fi

# The browser tests drive Debian's Chromium through Playwright (never `playwright install`).
browser-deps:
	@if [ ! -x $(CHROMIUM) ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "$(CHROMIUM) is missing: installing Debian's chromium"; \
	    apt-get update && apt-get install -y chromium; \
	  else \
	    echo "error: the browser tests need $(CHROMIUM); as root run:" \
	      "apt-get update && apt-get install -y chromium" >&2; \
	    exit 1; \
	  fi; \
	fi

serve: book
	@echo "Serving the book at http://localhost:$(PORT)/ (Ctrl-C to stop)"
	$(BIN)/python -m http.server $(PORT) --bind 127.0.0.1 --directory _build/html

# The pages as live notebooks: JupyterLab on the project, with jupytext's server extension
# (enabled by installing jupytext) reading and writing the MyST pages as notebooks, and
# tools/jupyter/labconfig/ making "Jupytext Notebook" the default viewer of .md files. It
# opens on the English front page; LAB_ARGS adds options to jupyter lab (--no-browser,
# --IdentityProvider.token=...).
# Jupyter refuses to run as root without --allow-root (root is the norm in CI containers).
LAB_ARGS ?=
lab: venv catalogs
	JUPYTER_CONFIG_PATH="$(CURDIR)/tools/jupyter$${JUPYTER_CONFIG_PATH:+:$$JUPYTER_CONFIG_PATH}" \
	  $(BIN)/jupyter-lab --ServerApp.root_dir="$(CURDIR)" --ServerApp.port=$(LAB_PORT) \
	  --LabApp.default_url=/lab/tree/book/en/index.md \
	  $$([ "$$(id -u)" = 0 ] && echo --allow-root) $(LAB_ARGS)

# Order matters. Each page of each edition is executed once, by the book build:
#   1. ruff, mypy;
#   2. pytest: the engine, the widgets, the tools, the engine's docstring examples and the
#      README's (no page is executed: tests marked `built` and `browser` are deselected),
#      over both cores (PYTEST_JOBS, pytest-xdist);
#   3. the book build: every page of every edition executed once (myst-nb, raise_on_error, -W):
#      a cell that raises fails it, and its end names the page and the cell;
#   4. `make test-built`: the tests marked `built` read the build's executed notebooks (every
#      cell of every page ran, the English pages' tagged cells printed what tests/data/nbval
#      holds) and _build/html (links), and the browser tests drive Chromium over the site.
# After changing a page's printed results or a rule on purpose, remake the references with
# `.venv/bin/python -m tools.nbval_refs [PAGE ...]` and commit them.
# Before them, the venv's install and Chromium's (apt-get, when missing) run side by side: one
# waits on pip's downloads and unpacking, the other on Debian's.
# Steps 1–2 and steps 3–4 run side by side (make -j 2, each step's output printed whole when
# it ends): they share no file, and each leaves the other's idle moments to the two cores (the
# build's last edition, the unit tests' longest ones, and the browser tests' waits on Chromium:
# alone, the checks of the built book kept the two cores half idle, 247 s of CPU in 469 s).
PYTEST_JOBS ?= auto
TEST_EDITION_JOBS ?= 2
test:
	@$(MAKE) --no-print-directory -j 2 --output-sync=target venv browser-deps
	@$(MAKE) --no-print-directory catalogs
	$(BIN)/ruff check .
	@$(MAKE) --no-print-directory -j 2 --output-sync=target test-code test-book-built

# Steps 3–4: the book build, then the checks of the built book.
test-book-built:
	@$(MAKE) --no-print-directory test-book
	@$(MAKE) --no-print-directory test-built

# Steps 1–2 without ruff: mypy, then pytest (no page executed). --dist worksteal: a worker
# that runs out of tests takes the other's last ones, so neither finishes its long tests alone.
# Steps 1–2 without ruff: mypy, then pytest (no page executed). `make test` has compiled the
# catalogues already (the build compiles them again while mypy runs; pytest starts after).
test-code: venv
	$(BIN)/mypy --strict schnapsen tools tests bench
	$(BIN)/python -m pytest -n $(PYTEST_JOBS) --dist worksteal --durations=15

test-book:
	@$(MAKE) --no-print-directory book EDITION_JOBS=$(TEST_EDITION_JOBS)

# The checks of the built book (after `make book`). Plain `pytest` deselects both markers;
# a later -m overrides pyproject.toml's. --dist loadgroup keeps the tests of one page of the
# site in one worker (tests/browser/conftest.py).
test-built: venv browser-deps
	$(BIN)/python -m pytest -n $(PYTEST_JOBS) --dist loadgroup -m "built or browser" --durations=25

test-browser: venv browser-deps
	$(BIN)/python -m pytest -m browser tests/browser

clean:
	rm -rf _build .jupyter_cache
