// The Schnapsen book: small accessibility fixes on every page (Jupyter Book adds every
// _static/*.js to every page). Widgets are drawn after load, so this runs again whenever
// the page changes, and on resize (a box scrolls on a phone and not on a desktop).
(function () {
  "use strict";
  // A box that scrolls sideways (a wide table or picture) can be reached and scrolled with
  // the keyboard: it becomes a named, focusable region, named after its caption.
  var SCROLLERS = ".sq-table-wrap, .pst-scrollable-table-container, " +
    "figure > div[style*='overflow-x'], .cell_output div[style*='overflow-x']";
  function regionName(box) {
    var figure = box.closest("figure");
    var caption = box.querySelector("caption") ||
      (figure && figure.querySelector("figcaption")) ||
      box.querySelector("[aria-label]");
    if (!caption) return "";
    var text = caption.getAttribute("aria-label") || caption.textContent || "";
    return text.replace(/\s+/g, " ").trim().slice(0, 120);
  }
  function scrollers() {
    document.querySelectorAll(SCROLLERS).forEach(function (box) {
      var scrolls = box.scrollWidth > box.clientWidth + 1;
      if (scrolls && !box.hasAttribute("tabindex")) {
        box.setAttribute("tabindex", "0");
        box.setAttribute("role", "region");
        var name = regionName(box);
        if (name) box.setAttribute("aria-label", name);
        box.dataset.sbScroll = "1";
      } else if (!scrolls && box.dataset.sbScroll === "1") {
        box.removeAttribute("tabindex");
        box.removeAttribute("role");
        box.removeAttribute("aria-label");
        delete box.dataset.sbScroll;
      }
    });
  }
  // ipywidgets' sliders: the handle (role="slider") gets the name of the slider's own
  // description label, which the widget shows beside it but does not attach to it.
  function sliders() {
    document.querySelectorAll(".widget-slider [role=slider]:not([aria-label])")
      .forEach(function (handle) {
        var widget = handle.closest(".widget-slider");
        var label = widget && widget.querySelector(".widget-label");
        var text = label ? label.textContent.replace(/\s+/g, " ").trim() : "";
        if (text) handle.setAttribute("aria-label", text.replace(/:$/, ""));
      });
  }
  // A question with several right answers: its hidden inputs are checkboxes, not radio
  // buttons, for a screen reader too (jupyterquiz makes every answer a radio input).
  function quizBoxes() {
    document.querySelectorAll(".ManyChoiceQn ~ .Answer input[type=radio]")
      .forEach(function (input) { input.type = "checkbox"; });
  }
  var pending = false;
  function fix() {
    if (pending) return;
    pending = true;
    requestAnimationFrame(function () {
      pending = false;
      scrollers();
      sliders();
      quizBoxes();
    });
  }
  // The page's "show the code" switch (tools/code_switch_ext.py): off at every load.
  function codeSwitch() {
    document.querySelectorAll(".sq-code-switch").forEach(function (button) {
      button.addEventListener("click", function () {
        var shown = document.documentElement.classList.toggle("sq-code-shown");
        document.querySelectorAll(".sq-code-switch").forEach(function (b) {
          b.setAttribute("aria-pressed", shown ? "true" : "false");
        });
      });
    });
  }
  // A quiz question with several right answers (jupyterquiz's "many choice"): a right
  // click says only that the answer is one of them (its feedback from the book); once every
  // right answer is found, the whole solution the question carries (.sq-quiz-solution,
  // schnapsen/teach/book.py) replaces it. The library has no hook for that moment: its
  // feedback box counts the right answers found (data-answeredcorrect of data-numcorrect),
  // and writes the count after the feedback as a raw " [1/2]"; the question carries the
  // count in words for each number found (.sq-quiz-found, quiz.found), put in its place.
  function foundText(quiz, found) {
    var phrases = quiz.querySelector(".sq-quiz-found");
    try {
      var said = JSON.parse(phrases.dataset.phrases)[found];
      return said ? " " + said : "";
    } catch (e) {
      return "";
    }
  }
  function manyChoice(event) {
    var label = event.target && event.target.closest && event.target.closest(".MCButton");
    if (!label) return null;
    var quiz = label.closest(".Quiz");
    if (!quiz || !quiz.querySelector(".ManyChoiceQn")) return null;
    var feedback = quiz.querySelector(".Feedback");
    if (!feedback) return null;
    return { label: label, quiz: quiz, feedback: feedback };
  }
  // A wrong pick keeps the right answers already found (hr reader 26: after "found 1 of 2"
  // a wrong pick said "found 0 of 2"). The library starts the count again on a wrong pick
  // and clears the buttons found; this runs before it (the capture phase) and hides the
  // count from it, and quizSolution puts the count back after it.
  function quizKeep(event) {
    var pick = manyChoice(event);
    if (!pick || pick.label.dataset.correct === "true") return;
    var found = Number(pick.feedback.dataset.answeredcorrect);
    if (found > 0) {
      pick.feedback.dataset.sqKept = String(found);
      pick.feedback.dataset.answeredcorrect = 0;
    }
  }
  function quizSolution(event) {
    var pick = manyChoice(event);
    if (!pick) return;
    var label = pick.label, quiz = pick.quiz, feedback = pick.feedback;
    if ("sqKept" in feedback.dataset) {
      feedback.dataset.answeredcorrect = feedback.dataset.sqKept;
      delete feedback.dataset.sqKept;
    }
    var solution = quiz.querySelector(".sq-quiz-solution");
    if (!solution) return;
    var found = Number(feedback.dataset.answeredcorrect);
    var all = Number(feedback.dataset.numcorrect);
    if (!(found >= 0)) found = 0;
    if (label.dataset.correct === "true" && all > 1 && found >= all) {
      feedback.textContent = solution.textContent + foundText(quiz, found);
      return;
    }
    // every right answer found already: a wrong pick gets no verdict (hu reader 27: "Not
    // quite. … You found every right answer: 4 of 4."), only that it is not one of them,
    // and the solution stays
    if (all > 1 && found >= all) {
      var after = quiz.querySelector(".sq-quiz-found");
      after = after && after.dataset.after ? after.dataset.after + " " : "";
      // the solution without its "Right." (sl, hr readers 28: a wrong pick said "Right.")
      var bare = "bare" in solution.dataset ? solution.dataset.bare : solution.textContent;
      feedback.textContent = after + bare + foundText(quiz, found);
      return;
    }
    // any other click: the library's "[found/all]" said in words
    var text = feedback.textContent.replace(/\s*\[\d+\/\d+\]\s*$/, "");
    if (text !== feedback.textContent) {
      feedback.textContent = text + foundText(quiz, found);
    }
  }
  function start() {
    document.addEventListener("click", quizKeep, true);
    document.addEventListener("click", quizSolution);
    codeSwitch();
    fix();
    new MutationObserver(fix).observe(document.body, { childList: true, subtree: true });
    window.addEventListener("resize", fix);
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
