// The Schnapsen book: the reader's progress on every page (added by tools/course_ext.py with
// the edition's words in window.SB_COURSE). It notes the chapter read (the record's "read"
// and "last"), marks the chapters in the contents and in the front page's links (drill
// solid, or read; a link with data-mark="solid", a drill's, only when solid), and on
// the front page shows "continue where you left off", the tally and
// a button that clears the record. Everything stays in this browser (SBProgress).
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
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function pageOf(a) {
    var href = a.getAttribute("href") || "";
    if (/^[a-z]+:/i.test(href) || href.charAt(0) === "#") return null;
    var m = /(?:^|\/)([\w-]+)\.html(?:#.*)?$/.exec(href);
    return m ? m[1] : null;
  }
  function mark(a, rec) {
    var old = a.querySelector(".sb-mark");
    if (old) old.remove();
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
  }
  function marks(rec) {
    var links = document.querySelectorAll(
      ".bd-docs-nav a.reference.internal, .bd-sidebar-primary nav a.reference.internal");
    Array.prototype.forEach.call(links, function (a) { mark(a, rec); });
    if (page === "index") {
      var inArticle = document.querySelectorAll(".bd-article a.reference.internal");
      Array.prototype.forEach.call(inArticle, function (a) {
        if (!a.closest(".sb-course")) mark(a, rec);
      });
    }
  }
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
    var solid = C.chapters.filter(function (c) { return rec.drills[c] && rec.drills[c].solid; });
    var ids = Object.keys(rec.puzzles);
    var solved = ids.filter(function (k) { return rec.puzzles[k].result === "solved"; }).length;
    var any = rec.last || solid.length || ids.length || Object.keys(rec.drills).length;
    box.hidden = !any;
    box.dataset.state = any ? "kept" : "empty";
    if (!any) return;
    box.appendChild(el("p", "sb-course-title", T.title));
    if (rec.last && rec.last.page) {
      var p = el("p", "sb-course-continue", T["continue"] + " ");
      var a = el("a", "", rec.last.title || rec.last.page);
      a.href = rec.last.lang === lang ? rec.last.page + ".html" : rec.last.path;
      p.appendChild(a);
      box.appendChild(p);
    }
    box.appendChild(el("p", "sb-course-drills", T.drills[solid.length]));
    if (ids.length) {
      box.appendChild(el("p", "sb-course-puzzles", T.puzzles
                         .replace("{solved}", String(solved))
                         .replace("{missed}", String(ids.length - solved))));
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
  function start() {
    var style = el("style");
    style.textContent = CSS;
    document.head.appendChild(style);
    if (page && page !== "index" && C.pages.indexOf(page) >= 0) {
      var h1 = document.querySelector(".bd-article h1") || document.querySelector("h1");
      var title = h1 ? h1.textContent.replace(/[#\u00b6]\s*$/, "").trim() : page;
      store.apply({type: "read", page: page, lang: lang, path: window.location.pathname,
                   title: title});
    }
    show(store.load());
    store.on(function (rec) { show(rec); });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
