"""code33b: the rules tables mark the cells a tradition's source does not state (cs reader
32, worst 2)."""

from __future__ import annotations

import re

from schnapsen.compare import ROWS, book_rows
from schnapsen.teach.book import comparison_table
from schnapsen.variants import VARIANTS

LANGS = ("en", "hr", "sl", "hu", "cs")


def test_czech_column_marks_every_row_its_source_does_not_state() -> None:
    # the source: five cards each (no packets), closing by the leader (no limit), loupit
    # while the card lies under the talon (no limit), 66 wins at once, the failed close by
    # points, krejčí named only
    assert set(book_rows("cs-2")) == {"deal", "exchange", "closing", "marriage_first",
                                      "marriage_after", "claim", "failed_close", "match"}
    assert {"claim", "exchange", "strict", "closing"} <= set(book_rows("hu-2"))


def test_source_rows_name_table_rows() -> None:
    rows = {key.split(".")[-1] for key, _read in ROWS}
    for v in VARIANTS.values():
        assert set(v.source_rows or ()) <= rows, v.id


def test_table_marks_the_cells_and_the_caption_lists_their_rows() -> None:
    for lang in LANGS:
        h = str(comparison_table(["at", "hr-2", "sl-2", "hu-2", "cs-2", "de-66"], lang=lang))
        rows = re.findall(r"<tr><th scope=\"row\">(.*?)</th>(.*?)</tr>", h)
        closing = [cells for name, cells in rows if "sq-book" in cells.split("</td>")[4]]
        assert len(closing) == 8, lang
        caption = re.search("<caption>(.*?)</caption>", h, re.S)
        assert caption and caption.group(1).count("*") == 2, lang
        # no cell of the Austrian column is marked
        assert all("sq-book" not in cells.split("</td>")[0] for _name, cells in rows)
