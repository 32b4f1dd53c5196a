"""The built web book in Chromium: every page loads offline and cleanly.

For each HTML page of ``_build/html`` (see conftest.py): no request leaves the local server
(widget JavaScript, fonts and quizzes are all served by the site), no console error or
uncaught exception, no failed local request (a missing font or script), no error output
(traceback, stderr) outside cells tagged ``raises-exception``, and widgets render.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:  # the fixtures live in conftest.py; nothing is imported at run time
    from playwright.sync_api import Page

    from tests.browser.conftest import Visit

pytestmark = pytest.mark.browser


def _lines(items: list[str]) -> str:
    return "\n  ".join(items)


def test_no_outside_requests(visit: Visit) -> None:
    assert not visit.outside_requests, (
        f"{visit.url} requested hosts other than the site:\n  {_lines(visit.outside_requests)}"
    )


OUTSIDE_FETCH_JS = """() => fetch('https://cdn.example.com/x.js').then(
  () => 'loaded', (error) => 'failed: ' + error)"""


def test_a_request_outside_is_recorded_and_fails(
    opener: Callable[[str], tuple[Page, Visit]],
) -> None:
    """The recorder the page tests rely on: a request to another host is seen, and it fails
    at once (Chromium resolves no host name but the server's)."""
    page, visit = opener("index.html")
    try:
        outcome: Any = page.evaluate(OUTSIDE_FETCH_JS)
    finally:
        page.close()
    assert str(outcome).startswith("failed"), outcome
    assert visit.outside_requests == ["https://cdn.example.com/x.js"], visit.outside_requests


def test_no_console_errors(visit: Visit) -> None:
    errors = visit.console_errors + [f"uncaught: {e}" for e in visit.page_errors]
    assert not errors, f"{visit.url} logged errors:\n  {_lines(errors)}"


def test_no_failed_local_requests(visit: Visit) -> None:
    assert not visit.failed_requests, (
        f"{visit.url}: local requests failed:\n  {_lines(visit.failed_requests)}"
    )


def test_no_error_output(visit: Visit) -> None:
    assert not visit.error_outputs, (
        f"{visit.url} shows error output:\n  {_lines(visit.error_outputs)}"
    )


def test_widgets_render(visit: Visit) -> None:
    assert visit.widgets_rendered, f"{visit.url}: the page's widgets did not render"
