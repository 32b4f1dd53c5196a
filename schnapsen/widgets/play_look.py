"""The play widget's look: the style sheet of its card buttons, action buttons, score sheet and
hint (``CSS``), and the small script that keeps an Enter on its buttons for the buttons
(``ENTER_KEY``); the table part (:mod:`.play_table`) and the puzzles use them."""

from __future__ import annotations

from ._common import fit_css

__all__ = ["CSS", "ENTER_KEY"]

_PIC_W = 3.6  # widget ems: a card picture button (height 1.5 times); six fit a 390 px phone
_EM = "var(--jp-widgets-font-size,13px)"
_BTN = ".schnapsen-play .jupyter-button"
#: the look of the card buttons: the picture as background, the name (the button's text, its
#: accessible name) in a zero font size; a playable card stands a little higher
CSS = (
    f"{_BTN}.schnapsen-card-pic{{"
    f"width:calc({_EM} * {_PIC_W});height:calc({_EM} * {_PIC_W * 1.5});min-width:0;padding:0;"
    f"margin:calc({_EM} * 0.3) calc({_EM} * 0.25) 0 0;background-color:transparent!important;"
    "background-size:100% 100%;"
    # the card's name is the button's text (what a screen reader says) but takes no room:
    # font-size 0 rather than a text-indent, which overflowed the button by thousands of px
    "background-repeat:no-repeat;font-size:0;color:transparent;overflow:hidden;"
    "border:0;border-radius:4px;box-shadow:none;line-height:1}"
    f"{_BTN}.schnapsen-card-pic.schnapsen-legal{{margin-top:0}}"
    f"{_BTN}.schnapsen-card-pic:hover{{box-shadow:0 0 0 2px #1a66e0}}"
    f"{_BTN}.schnapsen-card-pic:focus-visible{{outline:3px solid #1a66e0;outline-offset:1px}}"
    f"{_BTN}.schnapsen-card-pic:disabled{{opacity:1}}"
    # the action buttons in darker shades than ipywidgets' own, for white text to be read
    # (contrast 4.5:1 at least)
    f"{_BTN}.mod-info{{background-color:#0b6e8a!important}}"
    f"{_BTN}.mod-warning{{background-color:#9a4f00!important}}"
    f"{_BTN}.mod-primary{{background-color:#1557a8!important}}"
    ".schnapsen-sheet table{border-collapse:collapse;margin:0.3em 0}"
    ".schnapsen-sheet th,.schnapsen-sheet td{border:1px solid #bbb;padding:0.1em 0.4em;"
    "text-align:center}"
    ".schnapsen-sheet-wrap{overflow-x:auto;max-width:100%}"
    # the hint button's long question wraps on a phone instead of being cut off
    f"{_BTN}.schnapsen-hint-button{{white-space:normal;height:auto;"
    "min-height:var(--jp-widgets-inline-height,28px);max-width:100%;line-height:1.3;"
    "padding-top:0.2em;padding-bottom:0.2em;text-align:left}"
    f"{_BTN}.schnapsen-hint-button:focus-visible{{outline:3px solid #1a66e0;outline-offset:1px}}"
    ".schnapsen-hint ol{margin:0.2em 0;padding-left:1.8em}"
    ".schnapsen-hint li{margin:0.15em 0;overflow-wrap:anywhere}"
    # a hint's figure beside its reason, in smaller type
    ".schnapsen-hint .schnapsen-figure{font-size:85%;color:#444}"
    # the figures folded behind "In figures" (a hint list, a guided grade: round 35)
    ".schnapsen-figures{margin:0.2em 0}.schnapsen-figures summary{cursor:pointer}"
    ".schnapsen-figures summary:focus-visible{outline:3px solid #1a66e0;outline-offset:1px}"
    ".schnapsen-figures ul{margin:0.2em 0;padding-left:1.8em}"
    ".schnapsen-figures .schnapsen-figure{font-size:85%;color:#444}"
    # on a phone the table picture shrinks to the widget's width, the menus stay within it
) + fit_css(".schnapsen-play")

#: Enter on the widget's buttons (a card, an action, the hint): in the live panel
#: JupyterLab's console takes every Enter pressed outside its prompt (it moves the focus to
#: the prompt and cancels the key), so a keyboard reader could only use Space. A tiny script,
#: run by the browser when the widget is drawn (the onload of a 1-pixel image, as the score
#: calculator names its sliders), lets an Enter on one of these buttons go no further than the
#: button, whose own default (a click) stays; once per page.
ENTER_KEY = (
    '<img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" '
    'alt="" style="display:none" onload="'
    "var w=window;if(w.schnapsenEnter)return;w.schnapsenEnter=1;"
    "w.addEventListener('keydown',function(e){var b=e.target;"
    "if(e.key==='Enter'&amp;&amp;b&amp;&amp;b.tagName==='BUTTON'&amp;&amp;b.closest"
    "&amp;&amp;b.closest('.schnapsen-play'))e.stopPropagation();},true);"
    '">'
)
