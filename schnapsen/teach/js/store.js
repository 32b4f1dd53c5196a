// The Schnapsen book: the progress a reader keeps, in this browser only (localStorage; no
// server, nothing sent). One record, the same schema as schnapsen/progress.py, which
// documents it; the drills, the position of the day, the live player and the site's script
// (contents marks, "continue where you left off") all read and write it through this store.
window.SBProgress = window.SBProgress || (function () {
  "use strict";
  var KEY = "schnapsen-book-progress";
  var VERSION = 1;
  var SOLID = 8;
  var listeners = [];
  function pad(n) { return (n < 10 ? "0" : "") + n; }
  function today() {
    var d = new Date();
    return d.getFullYear() + "-" + pad(d.getMonth() + 1) + "-" + pad(d.getDate());
  }
  function empty() {
    return {version: VERSION, drills: {}, puzzles: {}, guided: {}, read: {}, rounds: {},
            begun: {}, last: null};
  }
  function isObject(x) { return x !== null && typeof x === "object" && !Array.isArray(x); }
  function isCount(x) { return x === (x | 0) && x >= 0; }
  // a round begun and not finished (progress.py's _is_round)
  function isRound(r) {
    return isObject(r) && Array.isArray(r.round) && isCount(r.size) &&
      r.round.every(function (i) { return isCount(i) && i < r.size; }) &&
      isCount(r.at) && isCount(r.right) && r.right <= r.at && r.at < r.round.length;
  }
  function load() {
    var rec = null;
    try { rec = JSON.parse(window.localStorage.getItem(KEY) || "null"); } catch (e) { rec = null; }
    if (!isObject(rec) || rec.version !== VERSION) return empty();
    var out = empty();
    ["drills", "puzzles", "guided", "read", "rounds", "begun"].forEach(function (part) {
      if (isObject(rec[part])) out[part] = rec[part];
    });
    out.last = isObject(rec.last) ? rec.last : null;
    return out;
  }
  // the listeners get the record and the event just applied (none: cleared, or changed in
  // another tab)
  function notify(rec, event) {
    listeners.forEach(function (fn) {
      try { fn(rec, event || null); } catch (e) { /* a listener's own */ }
    });
  }
  function save(rec, event) {
    try { window.localStorage.setItem(KEY, JSON.stringify(rec)); } catch (e) { /* full, off */ }
    notify(rec, event);
    return rec;
  }
  // The same events, with the same effect, as progress.apply in Python.
  function apply(event) {
    var rec = load();
    var when = today();
    var kind = event && event.type;
    if (kind === "drill") {
      var score = event.score, of = event.of;
      if (typeof event.chapter !== "string" || score !== (score | 0) || of !== (of | 0) ||
          score < 0 || score > of) return rec;
      var old = rec.drills[event.chapter] || {};
      var best = Math.max(score, old.best | 0);
      rec.drills[event.chapter] = {best: best, last: Math.min(score, best), of: of,
                                   solid: best >= SOLID, when: when};
      rec.read[event.chapter] = when;  // a drill answered: its chapter is read
      delete rec.rounds[event.chapter];  // the round is over
    } else if (kind === "drill_step") {
      // a question of a round answered: the round kept until its result comes
      if (typeof event.chapter !== "string") return rec;
      var r = {round: event.round, at: event.at, right: event.right, size: event.size,
               when: when};
      if (Array.isArray(r.round) && r.at === r.round.length) {
        delete rec.rounds[event.chapter];  // the last one answered: the result follows
      } else if (isRound(r)) {
        r.round = r.round.slice();
        rec.rounds[event.chapter] = r;
      } else {
        return rec;
      }
      rec.read[event.chapter] = when;
    } else if (kind === "puzzle" || kind === "guided") {
      if (typeof event.id !== "string" ||
          (event.result !== "solved" && event.result !== "missed")) return rec;
      var part = kind === "puzzle" ? "puzzles" : "guided";
      var before = rec[part][event.id] || {};
      // the best result is kept: once solved, a later miss ("Try again") is a try counted
      // and dated, and the puzzle or hand stays solved (as schnapsen/progress.py's apply)
      var result = before.result === "solved" ? "solved" : event.result;
      rec[part][event.id] = {result: result, tries: (before.tries | 0) + 1, when: when};
      if (kind === "guided") delete rec.begun[event.id];  // the hand is over
    } else if (kind === "guided_begun") {
      // the reader's first move in a guided hand: begun, not finished
      if (typeof event.id !== "string") return rec;
      rec.begun[event.id] = when;
    } else if (kind === "done") {
      // a deal played to its end, a puzzle, hand or drill answered on the page: it is read
      if (typeof event.page !== "string") return rec;
      rec.read[event.page] = when;
    } else if (kind === "read" || kind === "open") {
      // "open": the reader is on the page (the chapter read last, not yet read to its end);
      // "read": they reached its end
      if (typeof event.page !== "string") return rec;
      if (kind === "read") rec.read[event.page] = when;
      rec.last = {page: event.page, lang: String(event.lang || ""),
                  path: String(event.path || ""), title: String(event.title || ""),
                  when: when};
    } else {
      return rec;
    }
    return save(rec, event);
  }
  // When a page counts as read (progress.py's reads, DOING_PAGES and READ_SECONDS): something
  // done there (how.done), or on a page of prose its end in view (how.end) after the reader
  // scrolled it (how.scrolled) or spent READ_SECONDS on it (how.seconds).
  var DOING_PAGES = ["play", "practice"];
  var READ_SECONDS = 20;
  function reads(page, how) {
    how = how || {};
    if (how.done) return true;
    if (DOING_PAGES.indexOf(page) >= 0) return false;
    return !!how.end && (!!how.scrolled || (+how.seconds || 0) >= READ_SECONDS);
  }
  function clear() {
    try { window.localStorage.removeItem(KEY); } catch (e) { /* off */ }
    var rec = empty();
    notify(rec);
    return rec;
  }
  window.addEventListener("storage", function (e) { if (e.key === KEY) notify(load()); });
  // the round of a chapter's drill begun and not finished, or null
  function round(chapter) {
    var r = load().rounds[chapter];
    return isRound(r) ? r : null;
  }
  // The rules of schnapsen/progress.py's finished, begun_hands, continue_page and tally, for
  // the site's script (js/course.js): the same record gives the same answers.
  var GUIDED_PAGE = "guided";
  function isDay(x) { return typeof x === "string" && /^\d{4}-\d{2}-\d{2}$/.test(x); }
  function begunHands(rec) {
    var begun = (rec && rec.begun) || {};
    var ids = Object.keys(begun).filter(function (h) { return isDay(begun[h]); });
    return ids.map(function (h, i) { return [begun[h], i, h]; }).sort(function (a, b) {
      return a[0] < b[0] ? 1 : a[0] > b[0] ? -1 : b[1] - a[1];
    }).map(function (x) { return x[2]; });
  }
  // a chapter whose drill has a round begun and left unfinished is not finished, nor the
  // guided hands' page while a hand is begun and not finished
  function finished(rec, p) {
    if (p === GUIDED_PAGE && begunHands(rec).length) return false;
    return !!(rec.read || {})[p] && !(rec.rounds && rec.rounds[p]);
  }
  function continuePage(rec, path, learn) {
    var last = rec.last && rec.last.page;
    if (typeof last !== "string") return null;
    path = path || [];
    if (last === GUIDED_PAGE && begunHands(rec).length) return last;
    if (learn && learn.indexOf(last) < 0) {  // off the chapters (play, practice, reference)
      for (var j = 0; j < path.length; j++) {
        if (learn.indexOf(path[j]) >= 0 && !finished(rec, path[j])) return path[j];
      }
      return last;
    }
    if (!finished(rec, last)) return last;
    // a drill's round left unfinished on a chapter of the path comes before a new chapter
    var rounds = rec.rounds || {};
    for (var k = 0; k < path.length; k++) {
      if (rounds[path[k]] && (!learn || learn.indexOf(path[k]) >= 0)) return path[k];
    }
    // the path's first page not finished, a page skipped before the last one too
    for (var i = 0; i < path.length; i++) {
      if (!finished(rec, path[i])) return path[i];
    }
    return last;
  }
  function tally(rec, chapters) {
    var drills = rec.drills || {};
    var out = {solid: chapters.filter(function (c) {
      return !!drills[c] && drills[c].solid === true;
    }).length};
    ["puzzles", "guided"].forEach(function (part) {
      var all = rec[part] || {};
      var results = Object.keys(all).map(function (k) { return all[k] && all[k].result; });
      out[part + "_solved"] = results.filter(function (r) { return r === "solved"; }).length;
      out[part + "_missed"] = results.filter(function (r) { return r === "missed"; }).length;
    });
    out.begun = begunHands(rec).length;
    return out;
  }
  return {KEY: KEY, SOLID: SOLID, load: load, apply: apply, clear: clear, today: today,
          round: round, GUIDED_PAGE: GUIDED_PAGE, begunHands: begunHands,
          finished: finished, continuePage: continuePage, tally: tally, reads: reads,
          DOING_PAGES: DOING_PAGES, READ_SECONDS: READ_SECONDS,
          on: function (fn) { listeners.push(fn); }};
})();
