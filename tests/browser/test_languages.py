"""The editions in the browser: the landing page, the language switcher, ``<html lang>``.

The site (tools/editions.py) has English at the root (``book/en/...``), every other built
edition under ``<lang>/`` (``hr/book/hr/...``) and a landing page at ``index.html``. Every
page of every edition is also visited by test_site.py (conftest.book_pages walks the whole
site). A test that needs an edition which is not built skips and says so.
"""

from __future__ import annotations

import posixpath
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page

from schnapsen.i18n import LANGUAGES

pytestmark = pytest.mark.browser

EDITION_LINK = re.compile(r'<a [^>]*href="([^"]+)"[^>]*data-edition="([a-z]+)"')


def prefix(lang: str) -> str:
    return "" if lang == "en" else f"{lang}/"


def page_path(lang: str, name: str) -> str:
    return f"{prefix(lang)}book/{lang}/{name}.html"


def built(site_dir: Path) -> list[str]:
    return [lang for lang in LANGUAGES if (site_dir / page_path(lang, "index")).is_file()]


def test_landing_page_leads_to_every_edition(page: Page, base_url: str, site_dir: Path) -> None:
    editions = built(site_dir)
    page.goto(f"{base_url}/index.html", wait_until="load")
    links = page.locator("a[data-edition]")
    assert [links.nth(i).get_attribute("data-edition") for i in range(links.count())] == editions
    for lang in editions:
        page.goto(f"{base_url}/index.html", wait_until="load")
        page.locator(f'a[data-edition="{lang}"]').click()
        page.wait_for_load_state("load")
        assert page.url == f"{base_url}/{page_path(lang, 'index')}"
        assert page.locator("html").get_attribute("lang") == lang


def test_landing_page_offers_to_continue(page: Page, base_url: str, site_dir: Path) -> None:
    """A first visit: no "continue", each edition says where to start. Once a chapter has been
    opened (the pages' own script notes it in this browser), the landing page offers to
    continue there, and the link leads to it."""
    lang = built(site_dir)[0]
    page.goto(f"{base_url}/index.html", wait_until="load")
    page.evaluate("() => localStorage.clear()")
    page.reload(wait_until="load")
    assert page.locator("#sb-continue").is_hidden()
    assert page.locator(f'li[lang="{lang}"] .start').is_visible()
    page.goto(f"{base_url}/{page_path(lang, 'tricks')}", wait_until="load")
    page.wait_for_function(
        "() => (JSON.parse(localStorage.getItem('schnapsen-book-progress') || '{}').last || {})"
        ".page === 'tricks'")
    page.goto(f"{base_url}/index.html", wait_until="load")
    link = page.locator("#sb-continue a")
    link.wait_for(state="visible")
    assert link.get_attribute("lang") == lang
    link.click()
    page.wait_for_load_state("load")
    assert page.url == f"{base_url}/{page_path(lang, 'tricks')}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_edition_pages_say_their_language(lang: str, site_dir: Path) -> None:
    pages = sorted((site_dir / prefix(lang) / "book" / lang).glob("*.html"))
    if not pages:
        pytest.skip(f"the {lang} edition is not built (book/{lang}/ has no pages yet?)")
    for path in pages:
        head = path.read_text(encoding="utf-8")[:400]
        assert f'<html lang="{lang}"' in head, f"{path.relative_to(site_dir)}: wrong <html lang>"


def test_every_switcher_link_resolves(site_dir: Path) -> None:
    """Every link of every page's switcher points at a page of the site."""
    editions = built(site_dir)
    if len(editions) < 2:
        pytest.skip("only one edition is built: no switcher")
    for lang in editions:
        for path in sorted((site_dir / prefix(lang) / "book" / lang).glob("*.html")):
            links = EDITION_LINK.findall(path.read_text(encoding="utf-8"))
            where = path.relative_to(site_dir).as_posix()
            assert [code for _, code in links] == editions, f"{where}: switcher lists {links}"
            for href, code in links:
                target = posixpath.normpath(posixpath.join(posixpath.dirname(where), href))
                assert (site_dir / target).is_file(), f"{where}: {code} link {href} is broken"
                assert target == page_path(code, path.stem), f"{where}: {code} -> {target}"


def _switch(page: Page, lang: str) -> None:
    switcher = page.locator(".edition-switcher").first
    switcher.locator("button.dropdown-toggle").click()
    item = switcher.locator(f'a[data-edition="{lang}"]')
    item.wait_for(state="visible", timeout=5_000)
    with page.expect_navigation(wait_until="load"):
        item.click()


@pytest.mark.parametrize("other", LANGUAGES[1:])
def test_switcher_leads_to_the_same_page_and_back(
    other: str, page: Page, base_url: str, site_dir: Path
) -> None:
    if not (site_dir / page_path(other, "cards")).is_file():
        pytest.skip(f"the {other} edition is not built: nothing to switch to")
    page.goto(f"{base_url}/{page_path('en', 'cards')}", wait_until="load")
    _switch(page, other)
    assert page.url == f"{base_url}/{page_path(other, 'cards')}"
    assert page.locator("html").get_attribute("lang") == other
    _switch(page, "en")
    assert page.url == f"{base_url}/{page_path('en', 'cards')}"
    assert page.locator("html").get_attribute("lang") == "en"


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_the_copy_button_speaks_the_edition(
        lang: str, page: Page, base_url: str, site_dir: Path) -> None:
    """sphinx-copybutton's button over a code cell (its script knows none of hr, sl, hu, cs and
    wrote "Copy" and "Copy to clipboard" in English) says the catalogue's words
    (tools/editions_ext.py, ``copybutton_script``): its tooltip, its icon's title, and the
    tooltip after a click, read from the script's own table."""
    from schnapsen.i18n import translate

    if lang not in built(site_dir):
        pytest.skip(f"the {lang} edition is not built")
    page.goto(f"{base_url}/{page_path(lang, 'engine')}", wait_until="load")
    button = page.locator("button.copybtn").first
    button.wait_for(state="attached")
    assert button.get_attribute("data-tooltip") == translate("book.copybutton.copy", lang)
    assert button.locator("svg title").first.text_content() == translate(
        "book.copybutton.copy_to_clipboard", lang)
    done = page.evaluate("() => messages[locale].copy_success")
    assert done == translate("book.copybutton.copy_success", lang)
