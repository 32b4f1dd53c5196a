"""How a deal scores: the game points for the way it ended, and the rule that gives them."""

from __future__ import annotations

import ipywidgets as W

from ..i18n import translate
from ..rules import (
    deal_game_points,
    failed_close_points,
    last_trick_game_points,
    wrong_claim_points,
)
from ..stages import ResultReason
from ..variants import Variant, find_variant
from ._common import Panel, paragraphs, style_box

__all__ = ["ScoreCalculator", "ENDINGS"]

_R = ResultReason
#: the endings of a deal without a contract, by their result reasons (the dropdown's values)
ENDINGS: tuple[str, ...] = tuple(
    r.value for r in (_R.REACHED, _R.LAST_TRICK, _R.CLOSED_WON, _R.CLOSED_FAILED, _R.WRONG_CLAIM)
)
_RULE9: tuple[str, ...] = (_R.REACHED.value, _R.LAST_TRICK.value, _R.CLOSED_WON.value)
#: the sliders' track and handle drawn in the book's colours (outside JupyterLab the widget
#: CSS variables they use are unset), labels and rule text wrapped instead of cut off
_CSS = (
    ".schnapsen-score .noUi-target{background:#d5d9de!important;border:1px solid #8a939c;"
    "border-radius:3px;height:6px!important}"
    ".schnapsen-score .noUi-connect{background:#2f6db5!important}"
    ".schnapsen-score .noUi-handle{background:#fff!important;border:1px solid #4a5560!important;"
    "border-radius:50%}"
    ".schnapsen-score .widget-label,.schnapsen-score .widget-label-basic span,"
    ".schnapsen-score .widget-html-content,.schnapsen-score .widget-inline-hbox .widget-label"
    "{white-space:normal!important;overflow:visible!important;text-overflow:clip!important;"
    "height:auto!important;line-height:1.3;max-width:100%}"
    ".schnapsen-score .widget-inline-hbox{flex-wrap:wrap;height:auto;max-width:100%}"
    ".schnapsen-score .widget-slider{min-width:0}"
)
#: the slider's handle (role "slider") is named after the slider's label, which ipywidgets
#: does not do: a tiny script, run by the browser when the widget is drawn (the onload of a
#: 1-pixel image; in the page and in the live panel alike), copies each label's text into
#: the handle's ``aria-label``
_NAME_SLIDERS = (
    '<img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" '
    'alt="" style="display:none" onload="'
    "var r=this.closest('.schnapsen-score');if(!r)return;"
    "var f=function(){r.querySelectorAll('.widget-slider').forEach(function(s){"
    "var l=s.querySelector('.widget-label'),h=s.querySelector('.noUi-handle');"
    "if(l&amp;&amp;h&amp;&amp;h.getAttribute('aria-label')!==l.textContent)"
    "h.setAttribute('aria-label',l.textContent);});};f();"
    "new MutationObserver(f).observe(r,{childList:true,subtree:true});"
    '">'
)


class ScoreCalculator(Panel):
    """Choose how a deal ended and the loser's points and tricks; see the game points.

    Public parts: ``ui``, ``ending_select``, ``points_slider``, ``trick_checkbox`` (the
    loser took a trick), ``close_tricks`` (the opponent's tricks when the talon was closed),
    ``claim_trick_checkbox`` (the claimer's opponent had a trick), ``output``; after each
    change ``game_points``.
    """

    def __init__(self, variant: str | Variant = "at", lang: str = "en") -> None:
        self.variant = find_variant(variant)
        self.lang = lang
        self.game_points = 0
        t = self._t
        wide = {"description_width": "initial"}
        self.ending_select = W.Dropdown(
            options=[(t(f"ui.score.end.{e}"), e) for e in ENDINGS],
            value="reached",
            description=t("ui.score.ending"),
            style=wide,
            layout=W.Layout(width="auto", max_width="100%"),
        )
        self.points_slider = W.IntSlider(
            value=40, min=0, max=120, description=t("ui.score.loser_points"), style=wide,
            layout=W.Layout(width="100%", max_width="30em"),
        )
        self.trick_checkbox = W.Checkbox(
            value=True, description=t("ui.score.loser_trick"), indent=False
        )
        self.close_tricks = W.IntSlider(
            value=0, min=0, max=5, description=t("ui.score.close_tricks"), style=wide,
            layout=W.Layout(width="100%", max_width="30em"),
        )
        self.claim_trick_checkbox = W.Checkbox(
            value=True, description=t("ui.score.claim_trick"), indent=False
        )
        self.output = W.HTML(layout=W.Layout(max_width="100%"))
        names = style_box(_CSS)
        names.value += _NAME_SLIDERS
        self.ui = W.VBox(
            [
                names,
                self.ending_select,
                self.points_slider,
                self.trick_checkbox,
                self.close_tricks,
                self.claim_trick_checkbox,
                self.output,
            ],
            layout=W.Layout(max_width="900px"),
        )
        self.ui.add_class("schnapsen-score")
        for control in (self.ending_select, self.points_slider, self.trick_checkbox,
                        self.close_tricks, self.claim_trick_checkbox):
            control.observe(lambda _change: self.update(), names="value")
        self.update()


    def update(self) -> None:
        """Recompute the game points from the controls (called on every change)."""
        ending = self.ending_select.value
        v = self.variant
        self.points_slider.disabled = ending not in _RULE9
        self.trick_checkbox.disabled = ending not in _RULE9
        self.close_tricks.disabled = ending != "closed_failed"
        self.claim_trick_checkbox.disabled = ending != "wrong_claim"
        if ending in _RULE9:
            points = int(self.points_slider.value)
            half = v.half_target_points
            tricks = 1 if self.trick_checkbox.value else 0
            who = "closer" if ending == "closed_won" else "winner"
            if ending == "last_trick" and v.last_trick_rule == "flat":
                gp = last_trick_game_points(points, tricks, v)
                name = translate(f"variant.{v.id}", self.lang)
                rules = [self._t("ui.score.last_flat", variant=name)]
            else:
                if ending == "last_trick":
                    gp = last_trick_game_points(points, tricks, v)
                else:
                    gp = deal_game_points(points, tricks, v)
                rules = [
                    self._t("ui.score.rule9", half=half),
                    self._t(f"ui.score.rule9.{gp}", points=points, half=half),
                ]
            if ending == "closed_won":
                rules.append(self._t("ui.score.closed_won"))
        elif ending == "closed_failed":
            gp = failed_close_points(int(self.close_tricks.value), v)
            who = "opponent"
            if v.failed_close_points is not None:
                rules = [self._t("ui.score.rule10.fixed", variant=v.name, points=gp)]
            else:
                rules = [self._t("ui.score.rule10")]
        else:
            gp = wrong_claim_points(1 if self.claim_trick_checkbox.value else 0, v)
            who = "opponent"
            rules = [self._t("ui.score.rule7")]
        self.game_points = gp
        head = self._t(
            "ui.score.points",
            points=gp,
            who=self._t(f"ui.score.who.{who}"),
        )
        self.output.value = paragraphs([head, *rules], "schnapsen-score-result")
