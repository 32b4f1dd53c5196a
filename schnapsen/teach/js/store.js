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
            last: null};
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
    ["drills", "puzzles", "guided", "read", "rounds"].forEach(function (part) {
      if (isObject(rec[part])) out[part] = rec[part];
    });
    out.last = isObject(rec.last) ? rec.last : null;
    return out;
  }
  function notify(rec) {
    listeners.forEach(function (fn) { try { fn(rec); } catch (e) { /* a listener's own */ } });
  }
  function save(rec) {
    try { window.localStorage.setItem(KEY, JSON.stringify(rec)); } catch (e) { /* full, off */ }
    notify(rec);
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
      rec[part][event.id] = {result: event.result, tries: (before.tries | 0) + 1, when: when};
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
    return save(rec);
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
  return {KEY: KEY, SOLID: SOLID, load: load, apply: apply, clear: clear, today: today,
          round: round,
          on: function (fn) { listeners.push(fn); }};
})();
