# The Schnapsen book. Two commands matter: `make serve` and `make test`.
# Needs only python3 (with its venv module) and GNU make; everything else
# is installed into .venv from the pinned requirements.txt.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
PORT   ?= 8000

.PHONY: help venv book serve test clean

help:
	@echo "make serve   build the book and serve it at http://localhost:$(PORT)"
	@echo "make test    run every check (ruff, mypy, pytest + README doctests, book build)"
	@echo "make book    build the HTML book into _build/html"
	@echo "make venv    create/update .venv from requirements.txt"
	@echo "make clean   remove _build and .jupyter_cache"

venv: $(STAMP)

# Reinstall only when the pins or the package metadata change (or when the
# engine package first appears, so the editable install can see it).
$(STAMP): requirements.txt pyproject.toml $(wildcard schnapsen/__init__.py)
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV) || { \
	  echo "error: '$(PYTHON) -m venv' failed; on Debian/Ubuntu: apt-get install python3-venv" >&2; \
	  rm -rf $(VENV); exit 1; }
	$(BIN)/pip install -q -r requirements.txt
	$(BIN)/pip install -q --no-deps -e .
	@touch $@

book: venv
	$(BIN)/jupyter-book build --all -W -n --keep-going .

serve: book
	@echo "Serving the book at http://localhost:$(PORT)/ (Ctrl-C to stop)"
	$(BIN)/python -m http.server $(PORT) --bind 127.0.0.1 --directory _build/html

test: venv
	$(BIN)/ruff check .
	$(BIN)/mypy --strict schnapsen
	$(BIN)/python -m pytest
	@$(MAKE) --no-print-directory book

clean:
	rm -rf _build .jupyter_cache
