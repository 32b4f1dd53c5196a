// The Schnapsen book: a chapter's drill (schnapsen/teach/drills.py). The pool (questions made
// and answered by the engine at build time) is JSON in the page, each answer sealed so that
// the page's text does not give it away (schnapsen/teach/seal.py); this draws ten of them at
// random, spread over the pool's kinds of question, opens a question's answer only once the
// reader has answered, answers in place with the rule, and after the tenth says whether the
// chapter is solid (eight right) and keeps the result in the reader's progress (SBProgress).
(function () {
  "use strict";
  if (window.__sbDrill) { window.__sbDrill(); return; }
  var CSS =
    ".sb-drill{margin:1em 0 1.5em;padding:.8em 1em;border:1px solid #9ab;border-radius:.5em;" +
    "background:#f6f9fb;color:#1d2a33;max-width:46em}" +
    ".sb-drill-head{display:flex;flex-wrap:wrap;gap:.4em 1em;align-items:baseline;" +
    "font-size:.9em;color:#334}" +
    ".sb-drill-badge{font-weight:700;color:#fff;background:#1f6f43;border-radius:1em;" +
    "padding:.05em .7em}" +
    ".sb-drill-count{font-weight:600;margin:.6em 0 .2em}" +
    ".sb-drill-facts{margin:.2em 0 .4em;padding-left:1.2em;font-size:.9em}" +
    ".sb-drill-facts .sb-drill-game{font-weight:700;font-size:1.1em}" +
    ".sb-drill-pics{display:flex;flex-wrap:wrap;gap:.3em 1.2em;margin:.3em 0;" +
    "background:#fdfaf0;border-radius:6px;padding:6px 8px;width:fit-content;max-width:100%}" +
    ".sb-drill figure.sb-drill-row{margin:0}" +
    ".sb-drill .sb-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;" +
    "overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}" +
    ".sb-drill-cards{display:flex;flex-wrap:wrap;gap:.25em}" +
    ".sb-drill-card{display:flex;flex-direction:column;align-items:center;font-size:.72em;" +
    "color:#222;max-width:6.5em;text-align:center}" +
    ".sb-drill figure.sb-drill-row figcaption{font-size:.75em;color:#222;margin:.15em 0 0;" +
    "text-align:left}" +
    ".sb-drill-q{font-weight:600;margin:.5em 0 .4em}" +
    ".sb-drill-choices{display:flex;flex-wrap:wrap;gap:.4em}" +
    ".sb-drill button{font:inherit;padding:.35em .8em;border-radius:.35em;cursor:pointer;" +
    "border:1px solid #5a6b78;background:#fff;color:#1d2a33}" +
    ".sb-drill button[aria-pressed=true]{background:#dbe9f6;border-color:#1a5a96;" +
    "box-shadow:inset 0 0 0 1px #1a5a96}" +
    ".sb-drill button.sb-right{background:#dff3e4;border-color:#1f6f43;color:#123d25;" +
    "font-weight:600}" +
    ".sb-drill button.sb-wrong{background:#fbe3e1;border-color:#a12a1f;color:#5c140e;" +
    "text-decoration:line-through}" +
    ".sb-drill button[disabled]{cursor:default}" +
    ".sb-drill .sb-drill-go{background:#1f6f43;border-color:#1f6f43;color:#fff;font-weight:600}" +
    ".sb-drill-feedback{margin:.6em 0 .3em;min-height:1em}" +
    ".sb-drill-feedback strong.sb-ok{color:#1f6f43}.sb-drill-feedback strong.sb-no{color:#a12a1f}" +
    ".sb-drill-nav{margin-top:.5em;display:flex;gap:.5em;flex-wrap:wrap}" +
    ".sb-drill-end{font-weight:600;margin:.6em 0}" +
    ".sb-drill-onward{margin:.8em 0 .2em;font-weight:600}";
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function fill(template, values) {
    return template.replace(/\{(\w+(?:\.\w+)?)\}/g, function (m, k) {
      return Object.prototype.hasOwnProperty.call(values, k) ? String(values[k]) : m;
    });
  }
  // The answer of question i of the chapter's pool, sealed by schnapsen/teach/seal.py: the
  // same byte stream (FNV-1a of the key "chapter|i" seeding a xorshift32) mixed out again.
  function unseal(text, key) {
    var k = new TextEncoder().encode(key), h = 0x811c9dc5, i;
    for (i = 0; i < k.length; i++) h = Math.imul(h ^ k[i], 0x01000193) >>> 0;
    var x = h || 0x9e3779b9, bin = atob(text), bytes = new Uint8Array(bin.length);
    for (i = 0; i < bin.length; i++) {
      x = (x ^ (x << 13)) >>> 0;
      x = (x ^ (x >>> 17)) >>> 0;
      x = (x ^ (x << 5)) >>> 0;
      bytes[i] = bin.charCodeAt(i) ^ (x & 255);
    }
    return JSON.parse(new TextDecoder().decode(bytes));
  }
  // A question's own words: "Position 3 of 10" and "Next position" where it shows a position of
  // cards, "Question 3 of 10" and "Next question" where it is a question of counting or of the
  // rules with no position to look at (round 31, hu: "1. állás" over a scoring card's sum).
  function words(T, q) {
    return q.n ? {progress: T.progress_q, next: T.next_q} : {progress: T.progress, next: T.next};
  }
  // The feedback after the verdict: the rule, and after a wrong answer the answer first. A
  // question with several right answers judges each pick, right or wrong, then names the
  // right answers not picked (round 37, a blind cs reader: every right answer revealed at
  // once, the reader's own picks not judged one by one).
  function feedbackText(T, q, sealed, picked, ok) {
    var said = sealed.r;
    if (ok) return said;
    if (q.m && sealed.a.length > 1) {
      var parts = picked.map(function (i) {
        var one = fill(sealed.a.indexOf(i) >= 0 ? T["pick.right"] : T["pick.wrong"],
                       {answer: q.o[i]});
        return one.charAt(0).toUpperCase() + one.slice(1);  // it opens a sentence
      });
      var missed = sealed.a.filter(function (i) { return picked.indexOf(i) < 0; });
      if (missed.length) {
        parts.push(fill(T["pick.missed"], {answers: missed.map(function (i) {
          return q.o[i];
        }).join(", ")}));
      }
      parts.push(said);
      return parts.join(" ");
    }
    // (not "words": a var of that name would hide the function words() below)
    var labels = sealed.a.map(function (i) { return q.o[i]; }).join(", ");
    // inside the sentence, each label as the words go on ({answer.mid}: "… igen.")
    var mid = sealed.a.map(function (i) { return (q.w || q.o)[i]; }).join(", ");
    // (a rule that opens with the answer, "No. ...", or names it first, sl "Odgovor je
    // »ne«: ...", flagged t by the generator, says it already)
    if (!sealed.t && said.indexOf(labels) !== 0) {
      said = fill(T.answer, {answer: labels, "answer.mid": mid}) + " " + said;
    }
    return said;
  }
  function shuffle(a) {
    for (var j = a.length - 1; j > 0; j--) {
      var k = Math.floor(Math.random() * (j + 1));
      var t = a[j]; a[j] = a[k]; a[k] = t;
    }
    return a;
  }
  // A round of n questions spread over the pool's kinds of question (kinds: each question's
  // kind), the rule of schnapsen/teach/drills.py's draw_round: the kinds take turns in a
  // random order, each giving one of its own questions at random, until n are drawn (a kind
  // that has run out drops out); two questions of one look (looks: the first question that
  // reads the same) never come in one round; then the round is shuffled.
  function draw(n, kinds, looks) {
    var groups = {}, order = [], taken = {};
    kinds.forEach(function (kind, i) {
      if (!Object.prototype.hasOwnProperty.call(groups, kind)) {
        groups[kind] = [];
        order.push(kind);
      }
      groups[kind].push(i);
    });
    shuffle(order);
    order.forEach(function (kind) { shuffle(groups[kind]); });
    var out = [];
    function left() {
      return order.some(function (kind) { return groups[kind].length > 0; });
    }
    while (out.length < n && left()) {
      order.forEach(function (kind) {
        while (groups[kind].length && out.length < n) {
          var i = groups[kind].pop(), look = looks ? looks[i] : i;
          if (!taken[look]) {
            taken[look] = true;
            out.push(i);
            break;
          }
        }
      });
    }
    return shuffle(out);
  }
  function pictures(q, cards) {
    if (!q.p.length) return null;
    var box = el("div", "sb-drill-pics");
    q.p.forEach(function (p) {
      var fig = el("figure", "sb-drill-row");
      var row = el("div", "sb-drill-cards");
      // the cards in words for a screen reader (the pictures' own titles name one card each
      // and say nothing of the caption); the drawn row is hidden from it
      if (p.a) {
        fig.appendChild(el("span", "sb-sr", p.a));
        row.setAttribute("aria-hidden", "true");
      }
      p.cards.forEach(function (code, i) {
        var c = el("div", "sb-drill-card");
        c.innerHTML = cards[code] || "";
        if (p.l[i]) c.appendChild(el("span", "", p.l[i]));
        row.appendChild(c);
      });
      fig.appendChild(row);
      if (p.c) {
        var cap = el("figcaption", "", p.c);
        if (p.a) cap.setAttribute("aria-hidden", "true");  // (said in the words above)
        fig.appendChild(cap);
      }
      box.appendChild(fig);
    });
    return box;
  }
  function init(box) {
    if (box.dataset.ready) return;
    var src = box.querySelector(".sb-drill-data");
    if (!src) return;
    box.dataset.ready = "1";
    var data = JSON.parse(src.textContent);
    var T = data.text;
    var store = window.SBProgress;
    var head = el("div", "sb-drill-head");
    var stage = el("div", "sb-drill-stage");
    box.appendChild(head);
    box.appendChild(stage);
    var round = [], at = 0, right = 0;
    function status() {
      head.textContent = "";
      head.appendChild(el("span", "", T.intro));
      var mine = store ? store.load().drills[data.chapter] : null;
      if (mine) {
        if (mine.solid) head.appendChild(el("span", "sb-drill-badge", T.solid_badge));
        head.appendChild(el("span", "sb-drill-best", T.best[Math.min(mine.best, data.round)]));
      }
      box.dataset.solid = mine && mine.solid ? "1" : "0";
    }
    function start() {
      round = draw(data.round, data.questions.map(function (q) { return q.k; }), data.looks);
      at = 0; right = 0;
      box.dataset.state = "asking";
      show();
    }
    function show() {
      var q = data.questions[round[at]];
      box.dataset.q = String(round[at]);  // which question of the pool (read by the tests)
      box.dataset.at = String(at);
      stage.textContent = "";
      stage.appendChild(el("div", "sb-drill-count",
                           fill(words(T, q).progress, {number: at + 1, total: round.length})));
      if (q.f.length) {
        var ul = el("ul", "sb-drill-facts");
        q.f.forEach(function (f, i) {
          ul.appendChild(el("li", q.g && i === 0 ? "sb-drill-game" : "", f));
        });
        stage.appendChild(ul);
      }
      var pics = pictures(q, data.cards);
      if (pics) stage.appendChild(pics);
      var prompt = el("p", "sb-drill-q", q.q);
      prompt.id = "sb-q-" + data.chapter + "-" + at;
      stage.appendChild(prompt);
      var choices = el("div", "sb-drill-choices");
      choices.setAttribute("role", "group");
      choices.setAttribute("aria-labelledby", prompt.id);
      var buttons = q.o.map(function (label, i) {
        var b = el("button", "sb-drill-choice", label);
        b.type = "button";
        b.dataset.index = String(i);
        if (q.m) b.setAttribute("aria-pressed", "false");
        b.addEventListener("click", function () {
          if (box.dataset.answered === "1") return;
          if (q.m) {
            b.setAttribute("aria-pressed", b.getAttribute("aria-pressed") === "true" ?
                           "false" : "true");
          } else {
            answer([i]);
          }
        });
        choices.appendChild(b);
        return b;
      });
      stage.appendChild(choices);
      var feedback = el("div", "sb-drill-feedback");
      feedback.setAttribute("role", "status");
      feedback.setAttribute("aria-live", "polite");
      var nav = el("div", "sb-drill-nav");
      if (q.m) {
        var check = el("button", "sb-drill-go sb-drill-check", T.check);
        check.type = "button";
        check.addEventListener("click", function () {
          if (box.dataset.answered === "1") return;
          var picked = [];
          buttons.forEach(function (b, i) {
            if (b.getAttribute("aria-pressed") === "true") picked.push(i);
          });
          answer(picked);
        });
        nav.appendChild(check);
      }
      stage.appendChild(feedback);
      stage.appendChild(nav);
      box.dataset.answered = "0";
      function answer(picked) {
        box.dataset.answered = "1";
        var sealed = unseal(q.s, data.chapter + "|" + round[at]);
        var want = sealed.a.slice().sort().join(",");
        var ok = picked.slice().sort().join(",") === want;
        if (ok) right += 1;
        // the round kept as it goes: a reader who leaves it takes it up again here, and the
        // front page leads back to it; the last answer gives the round's result at once
        if (store) {
          if (at + 1 >= round.length) {
            store.apply({type: "drill", chapter: data.chapter, score: right, of: round.length});
          } else {
            store.apply({type: "drill_step", chapter: data.chapter, round: round, at: at + 1,
                         right: right, size: data.questions.length});
          }
        }
        buttons.forEach(function (b, i) {
          b.disabled = true;
          if (sealed.a.indexOf(i) >= 0) b.classList.add("sb-right");
          else if (picked.indexOf(i) >= 0) b.classList.add("sb-wrong");
        });
        feedback.textContent = "";
        feedback.appendChild(el("strong", ok ? "sb-ok" : "sb-no", ok ? T.right : T.wrong));
        feedback.appendChild(document.createTextNode(" " + feedbackText(T, q, sealed, picked,
                                                                         ok)));
        box.dataset.right = String(right);
        nav.textContent = "";
        var last = at + 1 >= round.length;
        var next = el("button", "sb-drill-go sb-drill-next", last ? T.finish
                          : words(T, data.questions[round[at + 1]]).next);
        next.type = "button";
        next.addEventListener("click", function () {
          if (last) { finish(); } else { at += 1; show(); }
        });
        nav.appendChild(next);
        next.focus({preventScroll: true});
      }
    }
    function finish() {
      stage.textContent = "";
      box.dataset.state = "done";
      var n = right;
      var end = el("p", "sb-drill-end", T.score[n]);
      end.setAttribute("role", "status");
      stage.appendChild(end);
      stage.appendChild(el("p", "", n >= data.solid ? T.solid : T.short[n]));
      status();
      var again = el("button", "sb-drill-go sb-drill-again", T.again);
      again.type = "button";
      again.addEventListener("click", start);
      var nav = el("div", "sb-drill-nav");
      nav.appendChild(again);
      stage.appendChild(nav);
      // on to the next chapter of the book's contents (schnapsen/teach/drills.py: onward)
      if (data.next) {
        var onward = el("p", "sb-drill-onward");
        var link = el("a", "sb-drill-next-chapter", data.next.text);
        link.href = data.next.href;
        onward.appendChild(link);
        stage.appendChild(onward);
      }
      again.focus({preventScroll: true});
    }
    // a round begun and left unfinished (this page or another visit): taken up again
    function resume() {
      var saved = store && store.round ? store.round(data.chapter) : null;
      if (!saved || saved.size !== data.questions.length || saved.round.length !== data.round) {
        return false;
      }
      round = saved.round.slice();
      at = saved.at; right = saved.right;
      box.dataset.state = "asking";
      box.dataset.resumed = String(at);
      show();
      var note = el("p", "sb-drill-resumed", T.resumed[at]);
      stage.insertBefore(note, stage.firstChild);
      return true;
    }
    status();
    if (store) store.on(status);
    if (!resume()) start();
  }
  function all() {
    if (!document.getElementById("sb-drill-css")) {
      var style = el("style");
      style.id = "sb-drill-css";
      style.textContent = CSS;
      document.head.appendChild(style);
    }
    Array.prototype.forEach.call(document.querySelectorAll(".sb-drill"), init);
  }
  window.__sbDrill = all;
  window.__sbDrillDraw = draw;  // (the tests draw rounds with it)
  window.__sbDrillUnseal = unseal;  // (and open answers with it)
  window.__sbDrillWords = words;  // (and read a question's label with it)
  window.__sbDrillFeedback = feedbackText;  // (and the feedback on an answer)
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", all);
  else all();
})();
