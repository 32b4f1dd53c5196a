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
  var pending = false;
  function fix() {
    if (pending) return;
    pending = true;
    requestAnimationFrame(function () {
      pending = false;
      scrollers();
      sliders();
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
  function start() {
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
