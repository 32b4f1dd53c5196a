// The Schnapsen book: the position of the day (schnapsen/teach/daily.py). The pool (every
// puzzle of the edition's tradition, in a fixed order, with its worked solution) is JSON in
// the page, each day's HTML written at build time by daily.py's one renderer (day_html); the
// reader's calendar day picks one: day number (days since 1 January 1970) modulo the pool's
// size, the same for every reader on that day. This script only inserts it (with the date and
// the reader's earlier result), draws its cards and answers it in place; the result goes
// into the reader's progress (SBProgress).
(function () {
  "use strict";
  if (window.__sbDaily) { window.__sbDaily(); return; }
  var CSS =
    ".sb-daily{margin:1em 0 1.5em;padding:.8em 1em;border:1px solid #b9a27a;" +
    "border-radius:.5em;background:#fcf8ef;color:#2a2218;max-width:56em}" +
    ".sb-daily-date{font-weight:700;margin:0 0 .2em}" +
    ".sb-daily-intro,.sb-daily-head{font-size:.9em;margin:.1em 0}" +
    ".sb-daily-pics{display:flex;flex-wrap:wrap;gap:.3em 1.2em;margin:.4em 0;" +
    "background:#fdfaf0;border-radius:6px;padding:6px 8px;width:fit-content;max-width:100%}" +
    ".sb-daily figure.sb-daily-row{margin:0}" +
    ".sb-daily .sb-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;" +
    "overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}" +
    ".sb-daily-cards{display:flex;flex-wrap:wrap;gap:.25em}" +
    ".sb-daily-card{display:flex;flex-direction:column;align-items:center;font-size:.72em;" +
    "color:#222;text-align:center}" +
    ".sb-daily figure.sb-daily-row figcaption{font-size:.75em;color:#222;margin:.15em 0 0;" +
    "text-align:left}" +
    ".sb-daily-moves{display:flex;flex-wrap:wrap;gap:.4em;margin:.3em 0}" +
    ".sb-daily button{font:inherit;padding:.35em .8em;border-radius:.35em;cursor:pointer;" +
    "border:1px solid #6b5a3e;background:#fff;color:#2a2218}" +
    ".sb-daily button.sb-right{background:#dff3e4;border-color:#1f6f43;color:#123d25;" +
    "font-weight:600}" +
    ".sb-daily button.sb-wrong{background:#fbe3e1;border-color:#a12a1f;color:#5c140e}" +
    ".sb-daily button[disabled]{cursor:default}" +
    ".sb-daily-verdict{font-weight:600;margin:.5em 0 .2em}" +
    ".sb-daily-solution{margin:.3em 0;padding:.4em .6em;background:#fff;border-radius:.3em;" +
    "border-left:4px solid #b9a27a}.sb-daily-solution summary{font-weight:700}" +
    ".sb-daily-words{margin:.2em 0}.sb-daily-theme{margin:.2em 0;font-style:italic}" +
    ".sb-daily-figures{font-size:.8em;color:#4a4236;margin:.4em 0 .1em;line-height:1.45}" +
    ".sb-daily-note{font-size:.9em;font-style:italic;margin:.2em 0}" +
    ".sb-daily-facts{margin:.2em 0 .4em;padding-left:1.2em;font-size:.9em}" +
    ".sb-daily-question{font-weight:600;margin:.4em 0 .2em}";
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function dayNumber(d) {
    return Math.floor(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / 86400000);
  }
  function init(box) {
    if (box.dataset.ready) return;
    var src = box.querySelector(".sb-daily-data");
    if (!src) return;
    box.dataset.ready = "1";
    // the build day's position, for a page that runs no script: the reader's day instead
    var built = box.querySelector(".sb-daily-static");
    if (built) built.parentNode.removeChild(built);
    var data = JSON.parse(src.textContent);
    var T = data.text;
    var now = new Date();
    var n = dayNumber(now);
    var p = data.puzzles[((n % data.puzzles.length) + data.puzzles.length) %
                         data.puzzles.length];
    box.dataset.puzzle = p.id;
    box.dataset.day = String(n);
    // the date as the edition writes it (daily.date.format, the months in the form a date
    // takes: sl "6. decembra 2026"; the browser's CLDR names give sl "6. december 2026")
    var when = T.date_format.replace("{day}", String(now.getDate()))
      .replace("{month}", T.months[now.getMonth()])
      .replace("{year}", String(now.getFullYear()));
    box.appendChild(el("p", "sb-daily-date", T.date.replace("{date}", when)));
    // the day itself as daily.py's one renderer (day_html) wrote it at build time: this
    // script writes none of its words, it draws the cards and answers the buttons
    var day = el("div", "sb-daily-day");
    day.innerHTML = p.html;
    box.appendChild(day);
    Array.prototype.forEach.call(day.querySelectorAll(".sb-daily-card[data-card]"),
      function (c) { c.insertAdjacentHTML("afterbegin", data.cards[c.dataset.card] || ""); });
    var store = window.SBProgress;
    var before = store ? store.load().puzzles[p.id] : null;
    if (before) {
      var head = day.querySelector(".sb-daily-head");
      var note = el("p", "sb-daily-note", before.result === "solved" ? T.done : T.missed);
      head.parentNode.insertBefore(note, head.nextSibling);
    }
    var verdict = day.querySelector(".sb-daily-verdict");
    var solution = day.querySelector(".sb-daily-solution");
    solution.hidden = true;  // shown (and opened) once the reader has chosen
    var buttons = Array.prototype.slice.call(day.querySelectorAll(".sb-daily-move"));
    buttons.forEach(function (b, i) {
      b.disabled = false;
      b.addEventListener("click", function () {
        var ok = p.best.indexOf(i) >= 0;
        buttons.forEach(function (x, j) {
          x.disabled = true;
          if (p.best.indexOf(j) >= 0) x.classList.add("sb-right");
          else if (j === i) x.classList.add("sb-wrong");
        });
        verdict.textContent = ok ? p.right[i] : p.wrong[i];
        solution.hidden = false;
        solution.open = true;
        box.dataset.verdict = ok ? "right" : "wrong";
        if (store) store.apply({type: "puzzle", id: p.id, result: ok ? "solved" : "missed"});
      });
    });
  }
  function all() {
    if (!document.getElementById("sb-daily-css")) {
      var style = el("style");
      style.id = "sb-daily-css";
      style.textContent = CSS;
      document.head.appendChild(style);
    }
    Array.prototype.forEach.call(document.querySelectorAll(".sb-daily"), init);
  }
  window.__sbDaily = all;
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", all);
  else all();
})();
