// The Schnapsen book: the reader's progress on every page (added by tools/course_ext.py with
// the edition's words, path and page titles in window.SB_COURSE). It notes the chapter the
// reader is on (the record's "last", on opening) and marks it read once they have been
// through it (SBProgress.reads: its end in view after scrolling or some seconds, or its
// drill, quiz, a puzzle or a deal done there; the play and practice pages only so); marks the
// chapters in the contents and in the front page's links (drill solid, or read; a link with
// data-mark="solid", a drill's, only when solid; the page being read: "you are here"), and on
// the front page shows "continue where you left off" (the chapter read last while unfinished,
// or a guided hand left unfinished, else the next one of the path), the tally (drills solid,
// puzzles and guided hands solved and missed) and a button that clears the record. A table
// wider than the screen (a phone's) gets a line above it saying it scrolls sideways, and a
// shadow at the edge still to scroll to. Learner pages (all but the rules reference and
// the engine chapter) get the class sb-learner on <html>: what their examples print reads as
// text (_static/schnapsen.css). Everything stays in this browser (SBProgress).
(function () {
  "use strict";
  var C = window.SB_COURSE;
  var store = window.SBProgress;
  if (!C || !store || window.__sbCourse) return;
  window.__sbCourse = true;
  var T = C.text;
  var CSS =
    ".sb-mark{display:inline-block;margin-left:.35em;font-size:.75em;line-height:1;" +
    "vertical-align:middle;border-radius:1em;padding:.15em .4em;font-weight:700}" +
    ".sb-mark-solid{background:#1f6f43;color:#fff}" +
    ".sb-mark-read{color:#1f6f43;border:1px solid #1f6f43;padding:.05em .3em}" +
    ".sb-mark-here{color:#0b5cad;padding:.05em .2em;font-size:.8em}" +
    ".sb-scroll-cue{font-size:.85em;color:#4a4a4a;margin:.2em 0 .1em;text-align:right}" +
    ".sb-scrolls:not(.sb-scrolled-end){box-shadow:inset -14px 0 10px -10px rgba(0,0,0,.45)}" +
    ".sb-scrolls:focus-visible{outline:2px solid #0b5cad;outline-offset:2px}" +
    ".sb-course{margin:1em 0 1.2em;padding:.6em .9em;border:1px solid #1f6f43;" +
    "border-radius:.5em;background:#f1f8f3;color:#17301f}" +
    ".sb-course p{margin:.2em 0}.sb-course-title{font-weight:700}" +
    ".sb-course a{font-weight:600;color:#0b5cad}" +
    ".sb-course button{font:inherit;font-size:.9em;padding:.25em .7em;border-radius:.3em;" +
    "border:1px solid #6b5a3e;background:#fff;color:#2a2218;cursor:pointer;margin-top:.3em}" +
    ".sb-course-kept{font-size:.85em;color:#2f4a38}";
  var match = /\/book\/([a-z]{2})\/([\w-]+)\.html$/.exec(window.location.pathname);
  var lang = match ? match[1] : (document.documentElement.lang || "en");
  var page = match ? match[2] : null;
  // the pages that teach the engine show their code and its output as code
  if (page && page !== "engine" && page !== "rules") {
    document.documentElement.classList.add("sb-learner");
  }
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function pageOf(a) {
    var href = a.getAttribute("href") || "";
    // the theme links the page being read to itself ("#"), as the current one
    if (href === "#" && page && a.classList.contains("current")) return page;
    if (/^[a-z]+:/i.test(href) || href.charAt(0) === "#") return null;
    var m = /(?:^|\/)([\w-]+)\.html(?:#.*)?$/.exec(href);
    return m ? m[1] : null;
  }
  function mark(a, rec, nav) {
    Array.prototype.forEach.call(a.querySelectorAll(".sb-mark"), function (old) {
      old.remove();
    });
    var p = pageOf(a);
    if (!p) return;
    var d = rec.drills[p];
    var m = null;
    if (d && d.solid) {
      m = el("span", "sb-mark sb-mark-solid", "\u2713");
      m.title = T.solid;
    } else if (rec.read[p] && p !== "index" && a.getAttribute("data-mark") !== "solid") {
      m = el("span", "sb-mark sb-mark-read", "\u2022");
      m.title = T.read;
    }
    if (m) {
      m.setAttribute("role", "img");
      m.setAttribute("aria-label", m.title);
      a.appendChild(m);
    }
    if (nav && p === page && p !== "index") {
      var here = el("span", "sb-mark sb-mark-here", "\u25c0");
      here.title = T.here;
      here.setAttribute("role", "img");
      here.setAttribute("aria-label", T.here);
      a.appendChild(here);
    }
  }
  function marks(rec) {
    var links = document.querySelectorAll(
      ".bd-docs-nav a.reference.internal, .bd-sidebar-primary nav a.reference.internal");
    Array.prototype.forEach.call(links, function (a) { mark(a, rec, true); });
    if (page === "index") {
      var inArticle = document.querySelectorAll(".bd-article a.reference.internal");
      Array.prototype.forEach.call(inArticle, function (a) {
        if (!a.closest(".sb-course")) mark(a, rec, false);
      });
    }
  }
  // "continue where you left off": the same rule as schnapsen/progress.py's continue_page
  // (SBProgress.continuePage): the page read last while it is unfinished (not read to its
  // end, its drill not answered, a round of its drill left unfinished, or on the guided
  // hands' page a hand begun and not finished), else the first chapter with a drill's round
  // left unfinished, else the next unfinished page of the edition's path after it (else the
  // path's first unfinished page, else itself); a reader last on a page that is not a chapter
  // to learn (C.learn) goes back to the first chapter not finished, unless they left a guided
  // hand unfinished there.
  function continuePage(rec) { return store.continuePage(rec, C.path || [], C.learn || null); }
  function panel(rec) {
    var article = document.querySelector(".bd-article") || document.querySelector("main");
    if (!article) return;
    var box = document.getElementById("sb-course");
    if (!box) {
      box = el("section", "sb-course");
      box.id = "sb-course";
      box.setAttribute("aria-label", T.title);
      var h1 = article.querySelector("h1");
      if (h1) h1.parentNode.insertBefore(box, h1.nextSibling);
      else article.insertBefore(box, article.firstChild);
    }
    box.textContent = "";
    // what is counted: the same as schnapsen/progress.py's tally
    var n = store.tally(rec, C.chapters);
    var any = rec.last || n.solid || Object.keys(rec.puzzles).length ||
      Object.keys(rec.guided).length || n.begun || Object.keys(rec.drills).length;
    box.hidden = !any;
    box.dataset.state = any ? "kept" : "empty";
    if (!any) return;
    box.appendChild(el("p", "sb-course-title", T.title));
    var target = continuePage(rec);
    if (target) {
      var p = el("p", "sb-course-continue", T["continue"] + " ");
      p.dataset.page = target;
      var a;
      if (target === rec.last.page && rec.last.lang !== lang && rec.last.path) {
        a = el("a", "", rec.last.title || target);  // the chapter in the edition read
        a.href = rec.last.path;
      } else {
        var titles = C.titles || {};
        a = el("a", "", titles[target] ||
               (target === rec.last.page && rec.last.title) || target);
        a.href = target + ".html";
      }
      p.appendChild(a);
      // a round of the chapter's drill left unfinished: the link leads to the drill, which
      // takes the round up again, and says how far the reader got
      var open = rec.rounds && rec.rounds[target];
      var href = a.getAttribute("href") || "";
      if (open && T.round && T.round[open.at] && href.indexOf("#") < 0) {
        a.setAttribute("href", href + "#sb-drill-" + target);
        p.dataset.round = String(open.at);
        p.appendChild(document.createTextNode(" "));
        p.appendChild(el("span", "sb-course-round", T.round[open.at]));
      }
      // a guided hand begun and not finished: the link says so (the widget opens on it)
      if (target === store.GUIDED_PAGE && n.begun) {
        p.dataset.begun = String(n.begun);
        p.appendChild(document.createTextNode(" "));
        p.appendChild(el("span", "sb-course-begun", T.begun));
      }
      box.appendChild(p);
    }
    box.appendChild(el("p", "sb-course-drills", T.drills[n.solid]));
    if (n.puzzles_solved + n.puzzles_missed) {
      box.appendChild(el("p", "sb-course-puzzles", T.puzzles
                         .replace("{solved}", String(n.puzzles_solved))
                         .replace("{missed}", String(n.puzzles_missed))));
    }
    if (n.guided_solved + n.guided_missed) {
      box.appendChild(el("p", "sb-course-guided", T.guided
                         .replace("{solved}", String(n.guided_solved))
                         .replace("{missed}", String(n.guided_missed))));
    }
    var clear = el("button", "sb-course-clear", T.clear);
    clear.type = "button";
    clear.addEventListener("click", function () {
      store.clear();
      var note = el("p", "sb-course-kept", T.cleared);
      note.setAttribute("role", "status");
      box.hidden = false;
      box.textContent = "";
      box.appendChild(note);
    });
    box.appendChild(clear);
    box.appendChild(el("p", "sb-course-kept", T.kept));
  }
  function show(rec) {
    marks(rec);
    if (page === "index") panel(rec);
  }
  // The page is read once the reader has been through it, by the store's one rule
  // (SBProgress.reads, progress.py's reads): its end in view after they scrolled the page or
  // spent some seconds on it (a page merely loaded, or shot whole at once, is not read), or
  // something done on it: its drill or a question of its quiz answered, a puzzle or guided
  // hand answered or a deal played to its end in its widgets (the play page and the
  // practice are read only so).
  var DONE_KINDS = ["puzzle", "guided", "drill", "drill_step", "done"];
  function noteReading() {
    var h1 = document.querySelector(".bd-article h1") || document.querySelector("h1");
    var title = h1 ? h1.textContent.replace(/[#\u00b6]\s*$/, "").trim() : page;
    var event = {type: "open", page: page, lang: lang, path: window.location.pathname,
                 title: title};
    store.apply(event);
    var done = false, since = Date.now();
    var how = {end: false, scrolled: false, seconds: 0, done: false};
    var seen = null;
    function read() {
      if (done) return;
      done = true;
      if (seen) seen.disconnect();
      event.type = "read";
      store.apply(event);
    }
    function check() {
      how.seconds = (Date.now() - since) / 1000;
      if (!done && store.reads(page, how)) read();
    }
    var article = document.querySelector(".bd-article") || document.querySelector("main");
    if (article && "IntersectionObserver" in window) {
      var end = el("div", "sb-end");
      end.setAttribute("aria-hidden", "true");
      end.style.height = "1px";
      article.appendChild(end);
      seen = new IntersectionObserver(function (entries) {
        how.end = entries[entries.length - 1].isIntersecting;
        check();
      });
      seen.observe(end);
    }
    window.addEventListener("scroll", function () {
      if (window.scrollY > 0) how.scrolled = true;
      check();
    }, {passive: true});
    window.setTimeout(check, store.READ_SECONDS * 1000 + 100);
    document.addEventListener("click", function (e) {
      var t = e.target;
      if (t && t.closest && t.closest(".sb-drill-choice, .sb-drill-check, .MCButton")) {
        how.done = true;
        check();
      }
    }, true);
    // a result from the page's widgets (the live player's, the position of the day's)
    store.on(function (rec, ev) {
      if (ev && DONE_KINDS.indexOf(ev.type) >= 0 && (ev.type !== "done" || ev.page === page)) {
        how.done = true;
        check();
      }
    });
  }
  // A table in a box that scrolls sideways: when it is wider than the box (a phone), a
  // line above it says so, the box can be scrolled with the keyboard, and a shadow shows
  // the edge still to scroll to.
  function scrollCue(box, n) {
    if (box.dataset.sbScroll) return;
    box.dataset.sbScroll = "1";
    var cue = el("p", "sb-scroll-cue", T.scroll);
    cue.id = "sb-scroll-cue-" + n;
    cue.hidden = true;
    box.parentNode.insertBefore(cue, box);
    function update() {
      var over = box.scrollWidth > box.clientWidth + 1;
      cue.hidden = !over;
      box.classList.toggle("sb-scrolls", over);
      box.classList.toggle("sb-scrolled-end",
                           box.scrollLeft + box.clientWidth >= box.scrollWidth - 1);
      if (over) {
        if (!box.hasAttribute("tabindex")) box.setAttribute("tabindex", "0");
        if (!box.hasAttribute("role")) box.setAttribute("role", "region");
        box.setAttribute("aria-labelledby", cue.id);
      }
    }
    update();
    window.addEventListener("resize", update);
    window.addEventListener("load", update);
    // a table in a dropdown ("Other traditions and the sources") is measured when it opens
    document.addEventListener("toggle", update, true);
    box.addEventListener("scroll", update, {passive: true});
  }
  function scrollCues() {
    var article = document.querySelector(".bd-article");
    if (!article) return;
    var n = 0;
    Array.prototype.forEach.call(article.querySelectorAll("table"), function (t) {
      for (var e = t.parentElement; e && e !== article; e = e.parentElement) {
        var o = window.getComputedStyle(e).overflowX;
        if (o === "auto" || o === "scroll") { scrollCue(e, n++); return; }
      }
    });
  }
  function start() {
    var style = el("style");
    style.textContent = CSS;
    document.head.appendChild(style);
    if (page && page !== "index" && C.pages.indexOf(page) >= 0) noteReading();
    show(store.load());
    store.on(function (rec) { show(rec); });
    scrollCues();
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
