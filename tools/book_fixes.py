"""Small fixes to Jupyter Book 1's HTML, loaded by _config.yml (`sphinx: local_extensions`).

Each one removes a console error that the browser tests (tests/browser) would report on
every page:

- Sphinx 7.4 lists a body-only script twice when an extension adds it after the builder
  starts (sphinx-thebe's `const THEBE_JS_URL = ...`: registered with filename None, then
  again with '' in prepare_writing), and the second copy throws "Identifier 'THEBE_JS_URL'
  has already been declared". The page's script list is deduplicated.
- pydata-sphinx-theme logs "Got invalid theme mode: ." on a first visit (empty
  localStorage) unless the template variable `default_mode` is set (`html_context`): it
  defaults to "auto".

And one that keeps the build log readable: myst-parser and myst-nb print their whole parser
configuration (``myst v3.0.1: MdParserConfig(...)``, ``myst-nb v1.4.0: NbParserConfig(...)``,
several thousand characters each) once per edition build; those two records are dropped.
"""

from __future__ import annotations

import logging
from typing import Any

from sphinx.application import Sphinx
from sphinx.config import Config


def _script_key(script: Any) -> tuple[str, tuple[tuple[str, str], ...]]:
    filename = getattr(script, "filename", script) or ""
    attributes = getattr(script, "attributes", {}) or {}
    return str(filename), tuple(sorted((k, str(v)) for k, v in attributes.items()))


def dedupe_scripts(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    scripts = context.get("script_files")
    if not scripts:
        return
    seen: set[tuple[str, tuple[tuple[str, str], ...]]] = set()
    unique = []
    for script in scripts:
        key = _script_key(script)
        if key not in seen:
            seen.add(key)
            unique.append(script)
    context["script_files"] = unique


def default_theme_mode(app: Sphinx, config: Config) -> None:
    context = config.html_context
    if isinstance(context, dict):
        context.setdefault("default_mode", "auto")


# Sphinx's loggers are "sphinx." + the module name.
_CONFIG_DUMPS = {
    "sphinx.myst_parser.sphinx_ext.main": "myst v",
    "sphinx.myst_nb.sphinx_ext": "myst-nb v",
}


class _NoConfigDump(logging.Filter):
    """Drops the one record of a logger that prints the parser's configuration."""

    def __init__(self, start: str) -> None:
        super().__init__()
        self.start = start

    def filter(self, record: logging.LogRecord) -> bool:
        return not (isinstance(record.msg, str) and self.start in record.msg
                    and "Config(" in record.getMessage())


def quiet_config_dumps() -> None:
    for name, start in _CONFIG_DUMPS.items():
        logger = logging.getLogger(name)
        if not any(isinstance(f, _NoConfigDump) for f in logger.filters):
            logger.addFilter(_NoConfigDump(start))


def setup(app: Sphinx) -> dict[str, Any]:
    quiet_config_dumps()
    app.connect("config-inited", default_theme_mode)
    app.connect("html-page-context", dedupe_scripts, priority=900)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
