"""English names shared by the engine's messages, the widgets and the book: the variants, the
ranks and the contracts. (The book's own texts are in ``schnapsen/teach/``.)"""

from __future__ import annotations

BOOK_MESSAGES: dict[str, str] = {
    # names
    "variant.at": "Austrian Schnapsen",
    "variant.hr-2": "Croatian Šnaps",
    "variant.sl-2": "Slovenian Šnops",
    "variant.hu-2": "Hungarian Snapszer",
    "variant.cs-2": "Czech 66",
    "variant.de-66": "German Sixty-Six",
    "variant.hr-3": "Croatian Šnaps for three",
    "variant.hr-4": "Croatian Šnaps for four",
    "variant.sl-3": "Slovenian Šnops for three",
    "variant.sl-4": "Slovenian Šnops for four",
    "variant.sl-5": "Slovenian Šnops for five",
    "variant.hu-3": "Hungarian Snapszer for three",
    "variant.hu-4": "Hungarian Snapszer for four",
    "contract.snops": "Šnops",
    "contract.durhmars": "Durhmarš",
    "contract.berac": "Berač",
    "contract.paver": "Paver",
    "contract.snapszer": "Snapszer",
}
