// Andora web: draws the app model's state (GET /api/state) and sends intents (POST /api/intent).
// It decides nothing about the game: every label, enabled flag and intent comes from the server.
"use strict";

const app = document.getElementById("app");
const dialog = document.getElementById("dialog");
const notice = document.getElementById("notice");
const SVG = "http://www.w3.org/2000/svg";

let state = null;          // the last state from the server
let texts = {};            // the page's own texts in state.language (GET /api/texts)
let textsLanguage = null;
let board = null;          // the field's elements, kept while the same game screen shows
let cursor = "e5";         // the keyboard focus ring's cell
let lastTap = null;        // the cell of the last tap, shaken when the server refuses it
let drawnLines = new Set();
let historyDepth = (history.state && history.state.depth) || 0;
let ignoredPops = 0;
let queue = Promise.resolve();
let usingKeyboard = false;
addEventListener("keydown", () => { usingKeyboard = true; }, true);
addEventListener("pointerdown", () => { usingKeyboard = false; }, true);

/** Fills %@ and %d placeholders in order, like the server's tables. */
function text(key, ...args) {
  let i = 0;
  return (texts[key] || key).replace(/%[@d]/g, () => String(args[i++]));
}

function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "testid") el.dataset.testid = value;
    else if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else el.setAttribute(key, value === true ? "" : value);
  }
  el.append(...children.flat().filter((c) => c !== null && c !== undefined));
  return el;
}

function svg(tag, attrs = {}) {
  const el = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, value);
  return el;
}

/** Replaces the children of `container` with what `build` makes, unless `key` (any JSON value) is
 *  what they were last built from: a button that did not change stays the element a finger is
 *  pressing while the screen redraws (a review redraws it with every position judged). */
function fill(container, key, build) {
  const built = JSON.stringify(key);
  if (container.dataset.built === built) return;
  container.dataset.built = built;
  container.replaceChildren(...[build()].flat().filter((child) => child !== null && child !== undefined));
}

/** Scrolls `list` alone (never the page: the board stays in view) so that `item` shows whole. */
function showWithin(list, item) {
  if (!item) return;
  const box = list.getBoundingClientRect();
  const shown = item.getBoundingClientRect();
  if (shown.top < box.top) list.scrollTop -= box.top - shown.top;
  else if (shown.bottom > box.bottom) list.scrollTop += shown.bottom - box.bottom;
}

function markSymbol(id) {
  const icon = svg("svg", { viewBox: "0 0 100 100", "aria-hidden": "true", focusable: "false" });
  icon.append(svg("use", { href: "#mark-" + id }));
  return icon;
}

// ---- where the app runs: in the page, or on the server --------------------------------------

// The app model runs in the page (local.js) whenever andora.wasm loads: no round trip, no server
// needed. Two devices need the server: from "Play on two devices" (or a match link) until the
// player is back on the main screen, the server's model for this browser plays, as it does
// everywhere when the page cannot run the model itself.
let onServer = true;
let localReady = false;

/** The page's backup on the server, once backed up in this visit: its link and QR code (History shows them). */
let backupShown = null;
/** The last copy ({value, copied}), so that its note outlives a redraw (the match panel redraws often). */
let lastCopy = null;

/** Backs the history up on the server and brings the backup's games here (`restoring`: the id of a
 *  link from another browser); History then shows where the backup is, and a notice says when the
 *  server cannot be reached or a link's games arrived. */
function backUp(restoring) {
  queue = queue.then(async () => {
    try {
      const { state: next, link, qr, note } = await busy(() => local.backUp(restoring));
      if (link) backupShown = { link, qr, note };
      await show(next);
      if (state.screen === "history") render(state); // the same state may not redraw: the link is the page's
      if (!restoring) return;
      notice.textContent = texts["page.restored"];
    } catch (error) {
      notice.textContent = error.fromServer ? error.message : texts["page.backupUnreachable"];
    }
    notice.hidden = false;
  });
}

/** Intents that go to the server while the page plays by itself. */
const SERVER_INTENTS = new Set(["openMatchSetup", "joinMatch", "watchMatch"]);
/** Screens of the server's model; leaving them hands the page back to its own model. */
const SERVER_SCREENS = new Set(["match", "matchSetup"]);

let inFlight = 0;

/** Runs `work` with #app aria-busy while any work is under way (the model's, or an API call). */
async function busy(work) {
  app.setAttribute("aria-busy", String(++inFlight > 0));
  try {
    return await work();
  } finally {
    app.setAttribute("aria-busy", String(--inFlight > 0));
  }
}

/** When the server stopped answering, while the page plays on it (null while it answers). */
let unreachableSince = null;
/** How long a page in a match waits for its server (a restart, a network change) before it plays by
 *  itself again and leaves the match on hold, in ms (browser tests shorten it). */
let serverPatience = 30000;

/** One API call. */
function request(url, options) {
  return busy(async () => {
    const response = await fetch(url, { credentials: "same-origin", ...options });
    unreachableSince = null;
    const body = await response.json();
    return { ok: response.ok, status: response.status, body };
  });
}

/** Sends an intent to the server with the revision of the state shown when it is sent: a move
 *  made on a board the other side has changed since is refused (409). */
const postIntent = (intent) => request("/api/intent", {
  method: "POST", headers: { "Content-Type": "application/json" },
  body: JSON.stringify(state && state.revision != null ? { ...intent, revision: state.revision } : intent),
});

/** After the first state: a game under way paused (it comes back as if paused before the page was
 *  left), where the player's days begin (for the daily streak), the match the
 *  address named or the one this page was in, and a backup to restore. Not awaited: the first
 *  state itself may be shown from the queue. */
function afterFirstState() {
  pauseTheGame();
  send({ type: "setTimeZone", utcOffsetMinutes: -new Date().getTimezoneOffset() });
  sendAskedCode();
  if (localReady) resumeMatch();
  if (localReady && askedBackup) backUp(askedBackup);
}

/** A backup to bring here, from a link another browser showed (`?restore=ID`). */
const askedBackup = new URLSearchParams(location.search).get("restore");
if (askedBackup) history.replaceState(history.state, "", "/");

async function start() {
  const language = (navigator.language || "en").toLowerCase().startsWith("ru") ? "ru" : "en";
  try {
    const first = await busy(() => local.start(language, (line) => {
      queue = queue.then(async () => { if (!onServer) await show(await busy(() => local.hear(line))); });
    }));
    if (first) {
      localReady = true;
      onServer = false;
      await show(first);
      performance.mark("andora-interactive"); // the first screen is drawn and takes taps (browser tests time it)
      afterFirstState();
      return;
    }
  } catch {
    // IndexedDB holds what a newer page wrote: this older copy leaves it alone and plays on the server.
  }
  load();
}

let loadedOnce = false;

/** The state now: the page's model's (after the clock), or the server's. */
async function load() {
  if (!onServer) return show(await busy(() => local.tick()));
  try {
    const { ok, body } = await request("/api/state");
    if (ok) {
      await show(body);
      if (!loadedOnce) {
        loadedOnce = true;
        if (!localReady) afterFirstState();
        connectLive();
      }
      return;
    }
    notice.textContent = body.error; // the server's own words, in the browser's language (a 429)
  } catch {
    if (gaveUpOnTheServer()) return;
  }
  notice.hidden = false;
  // One retry at a time, however many failures (a poll, a live connection that did not open) led here.
  clearTimeout(poll);
  poll = setTimeout(() => { queue = queue.then(load); }, 2000);
}

/** The server did not answer. The page says it tries again, unless the server has been away for
 *  `serverPatience` and the page can play by itself: then it does (and answers true). */
function gaveUpOnTheServer() {
  unreachableSince ??= Date.now();
  if (localReady && Date.now() - unreachableSince >= serverPatience) {
    backToThePage(texts["page.serverGone"]);
    return true;
  }
  // Before the first answer the page has no texts yet: the HTML carries an English fallback.
  notice.textContent = texts["page.offline"] || notice.dataset.offline;
  notice.hidden = false;
  return false;
}

/** The page's own model plays again (the match is left, or the server is gone); `message` says why.
 *  A match left, its games (the server recorded them) join the page's history, once. */
async function backToThePage(message) {
  const left = !message && state && state.screen === "match" ? state.match.code : null;
  onServer = false;
  if (live) live.close();
  await show(await local.tick());
  if (message) {
    notice.textContent = message;
    notice.hidden = false;
  }
  if (left) {
    try {
      await show(await local.addMatchGames(left));
    } catch { /* the server went just now: its copies stay there, in the profile's own history */ }
  }
}

/** Sends intents one after another, so the model sees them in the order they were made. */
function send(intent) {
  queue = queue.then(async () => {
    if (!onServer && !SERVER_INTENTS.has(intent.type)) return show(await busy(() => local.send(intent)));
    try {
      // A page that played by itself opens its profile on the server first (the cookie), which a
      // new server profile takes the page's language from.
      if (!onServer) await request("/api/state", { headers: { "Accept-Language": state.language } });
      const { ok, status, body } = await postIntent(intent);
      if (ok) {
        if (!onServer) {
          onServer = true;
          connectLive();
        }
        return show(body);
      }
      if (status === 410) return onServer ? load() : show(await local.send(intent));
      if (status === 409) await load();
      notice.textContent = body.error;
      notice.hidden = false;
    } catch {
      // No server: the page's model says plainly that two devices need it. A server lost mid-match
      // is waited for; the intent is not made (the player sees the notice and taps again).
      if (!onServer) return show(await local.send(intent));
      if (localReady) return gaveUpOnTheServer();
      return load();
    }
  });
  return queue;
}

async function show(next) {
  if (onServer) noteShown(next.screen);
  if (onServer && localReady && !SERVER_SCREENS.has(next.screen)) return backToThePage();
  // An answer and a push can cross: a state older than the one shown is dropped.
  if (state && next.revision != null && state.revision != null && next.revision < state.revision) return;
  if (textsLanguage !== next.language) {
    try {
      texts = localReady ? local.texts(next.language) : (await request("/api/texts?language=" + next.language)).body.texts;
      textsLanguage = next.language;
    } catch { /* keep the previous texts; the next state tries again */ }
  }
  notice.textContent = next.notice || "";
  notice.hidden = !next.notice;
  const previous = state;
  // The same state again (a socket opening, a poll) leaves the page as it is, and a state in which
  // only the clock moved redraws the clock alone: rebuilt buttons would swallow a tap under way.
  const unchanged = sameValue(previous, next, NOT_DRAWN);
  const clockOnly = !unchanged && sameValue(previous, next, CLOCK_AND_NOT_DRAWN);
  state = next;
  document.documentElement.lang = next.language;
  if (clockOnly) drawClock(); else if (!unchanged) render(previous);
  syncHistory();
  schedulePoll();
}

/** Keys of a state that nothing draws: when the state changes by itself next, and its number. */
const NOT_DRAWN = new Set(["wakeIn", "revision"]);
/** …and the game clock, which drawClock redraws alone. */
const CLOCK_AND_NOT_DRAWN = new Set(["wakeIn", "revision", "clock"]);

/** Whether two values read from JSON are equal, whatever the order of their keys, leaving out the
 *  keys named in `ignored` at any depth. */
function sameValue(a, b, ignored) {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || !a || !b || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = (value) => Object.keys(value).filter((key) => !ignored.has(key));
  const ownKeys = keys(a);
  return ownKeys.length === keys(b).length
    && ownKeys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key], ignored));
}

let poll = null;

/** The state changes by itself in `wakeIn` milliseconds (the clock's next second, a hint
 *  countdown, the replay's next step) and with the computer's move: the live connection brings
 *  those states; without it, the page asks then (every 250 ms while the computer thinks, every 2 s
 *  in a match, for the other device's moves and the clock: each second would double the server's
 *  work for polling pages). */
function schedulePoll() {
  clearTimeout(poll);
  if (onServer && live) return;
  const thinking = onServer && state.screen === "game" && state.game.computerThinking;
  const wait = thinking ? 250 : state.screen === "match" ? 2000 : state.wakeIn;
  if (wait != null) poll = setTimeout(() => { queue = queue.then(load); }, wait);
}

// ---- the game clock (R5.1.3): each side's time as the model writes it ---------------------

/** Shows both times of the game on screen (a match's game too). */
function drawClock() {
  const element = app.querySelector(".clock");
  const game = state && (state.screen === "game" ? state.game : state.screen === "match" ? state.match.game : null);
  if (!element || !game) return;
  element.querySelector('[data-side="x"]').textContent = "X " + game.clock.xTime;
  element.querySelector('[data-side="o"]').textContent = "O " + game.clock.oTime;
  element.setAttribute("aria-label", game.clock.label);
}

/** Pauses the game on screen if one is under way (R5.1.3). */
function pauseTheGame() {
  const pause = state && state.screen === "game" && state.game.pause;
  if (pause && pause.intent.type === "pause") send(pause.intent);
}

// Leaving the page pauses a game under way (R5.1.3); the game comes back paused too, since a
// page closed at once may not have stored its pause.
document.addEventListener("visibilitychange", () => {
  if (document.hidden) pauseTheGame();
});

// ---- hardware back: one history entry per open screen or dialog --------------------------------

function depthOf(s) {
  return (s.screen === "main" ? 0 : 1) + (s.dialog ? 1 : 0);
}

function syncHistory() {
  const depth = depthOf(state);
  while (historyDepth < depth) {
    historyDepth += 1;
    history.pushState({ depth: historyDepth }, "");
  }
  if (historyDepth > depth) {
    ignoredPops += 1;
    history.go(depth - historyDepth);
    historyDepth = depth;
  }
}

addEventListener("popstate", (event) => {
  if (ignoredPops > 0) {
    ignoredPops -= 1;
    return;
  }
  historyDepth = (event.state && event.state.depth) || 0;
  send({ type: "back" });
});

addEventListener("keydown", (event) => {
  if (event.key === "Escape" && state) {
    event.preventDefault();
    send({ type: "back" });
  }
});
dialog.addEventListener("cancel", (event) => event.preventDefault());

// ---- screens --------------------------------------------------------------------------------

function render(previous) {
  const active = document.activeElement;
  const focused = active && active.dataset ? active.dataset.testid : null;
  const sameScreen = previous && previous.screen === state.screen;
  // A new screen opens at its top, not where the last one was scrolled to, and says nothing of an earlier copy.
  if (!sameScreen) {
    window.scrollTo(0, 0);
    lastCopy = null;
  }
  if (state.screen === "game") renderGame(previous, state.game);
  else if (state.screen === "match") renderMatch(previous);
  else if (state.screen === "replay") renderReplay(previous);
  else if (state.screen === "tutorial") renderTutorial(previous);
  else if (state.screen === "puzzles") renderPuzzles(previous);
  else if (state.screen === "paper") {
    board = null;
    window.AndoraPaper.render(app, state, send, button);
  } else {
    board = null;
    const screens = { main: () => mainScreen(state.main), options: () => optionsScreen(state.options),
      history: () => historyScreen(state.history), statistics: () => statisticsScreen(state.statistics),
      matchSetup: () => matchSetupScreen(state.matchSetup) };
    app.replaceChildren(screens[state.screen]());
  }
  renderDialog(previous);
  if (state.dialog || (sameScreen && app.contains(active))) return;
  const target = (sameScreen && focused && app.querySelector(`[data-testid="${focused}"]`))
    || app.querySelector("[data-autofocus]") || (board && board.root);
  // Focus follows the screen; its ring shows only to keyboard users, and the field shows the cell ring instead.
  if (target) target.focus({ preventScroll: true, focusVisible: usingKeyboard && target !== (board && board.root) });
}

function button(state, testid, extra = {}) {
  return h("button", {
    type: "button", testid, disabled: !state.enabled, ...extra,
    onclick: () => send(state.intent),
  }, state.label);
}

/** A picker as a radio group; each choice carries its own intent. Absent when it does not apply. */
function picker(picker, testid, stacked) {
  if (!picker) return null;
  // The choice's value names its hook.
  const value = (intent) => Object.entries(intent).find(([key]) => key !== "type")[1];
  return h("section", {},
    h("p", { class: "label", id: testid + "-label" }, picker.label),
    h("div", {
      class: "choices" + (stacked ? " stacked" : ""), role: "radiogroup", "aria-labelledby": testid + "-label", testid,
      onkeydown: (event) => radioKey(event, picker),
    }, picker.choices.map((choice) => h("button", {
      type: "button", role: "radio", "aria-checked": String(choice.selected), tabindex: choice.selected ? "0" : "-1",
      testid: testid + "-" + value(choice.intent), onclick: () => send(choice.intent),
    }, choice.label))));
}

/** A radio group is one tab stop; the arrow keys choose the previous or next value (and keep the focus on it). */
function radioKey(event, picker) {
  const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
  if (!step) return;
  event.preventDefault();
  const buttons = [...event.currentTarget.querySelectorAll("[role=radio]")];
  const current = Math.max(0, picker.choices.findIndex((c) => c.selected));
  const next = (current + step + buttons.length) % buttons.length;
  buttons[next].focus();
  send(picker.choices[next].intent);
}

/** A picker with many values (classic sizes) as a native select. Absent when it does not apply. */
function select(picker, testid) {
  if (!picker) return null;
  return h("section", {},
    h("label", { class: "label", for: testid }, picker.label),
    h("select", {
      id: testid, testid,
      onchange: (event) => send(picker.choices[event.target.selectedIndex].intent),
    }, picker.choices.map((choice) => h("option", { selected: choice.selected }, choice.label))));
}

function mainScreen(main) {
  return h("div", { class: "screen centered" },
    h("h1", { testid: "title" }, main.title),
    button(main.startGame, "start-game", { class: "primary start", "data-autofocus": true }),
    main.resumeGame && button(main.resumeGame, "resume-game"),
    button(main.options, "options"),
    button(main.history, "history"),
    button(main.statistics, "statistics"),
    button(main.match, "match"),
    button(main.tutorial, "tutorial"),
    button(main.puzzles, "puzzles"),
    picker(main.mode, "mode", true),
    h("p", { class: "opponent", testid: "main-opponent" }, main.opponent),
    tutorialOffer(main.tutorialOffer));
}

// ---- History and replay (R5.2.3) ------------------------------------------------------

/** When a game ended, in the page's language; `short` drops this year's year (one line on a phone). */
function playedAt(milliseconds, short) {
  const date = new Date(milliseconds);
  if (!short || date.getFullYear() !== new Date().getFullYear()) {
    return date.toLocaleString(state.language, { dateStyle: "medium", timeStyle: "short" });
  }
  return date.toLocaleString(state.language, { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
}

function historyScreen(history) {
  return h("div", { class: "screen options history" },
    h("header", {},
      button(history.back, "history-back"),
      h("h1", { testid: "history-title" }, history.title)),
    // Drop-downs: as buttons the three filters took a phone's whole first screen.
    h("div", { class: "history-filters" },
      select(history.sort, "history-sort"),
      select(history.mode, "history-mode"),
      select(history.result, "history-result")),
    h("p", { class: "label", testid: "history-summary", role: "status" }, history.summary),
    h("ul", { class: "history-list", testid: "history-list" }, history.rows.map((row) =>
      h("li", { "data-game": String(row.id) },
        h("button", {
          type: "button", class: "history-row", testid: "history-open", onclick: () => send(row.open),
          "aria-label": playedAt(row.endedAt) + ", " + row.label,
        },
          h("span", { class: "when" }, playedAt(row.endedAt, true)),
          h("span", { class: "result" }, row.result),
          h("span", { class: "what" }, row.rules + " · " + row.opponent),
          h("span", { class: "meta" }, row.moves + " · " + row.duration)),
        button(row.delete, "history-delete", { class: "delete" })))),
    h("div", { class: "actions" },
      button(history.previous, "history-previous"),
      button(history.next, "history-next"),
      button(history.deleteAll, "history-delete-all")),
    openingPanel(history.opening),
    localReady && backupPanel());
}

/** "Open a game": moves pasted, or a moves file chosen, open in a replay. The text typed survives
 *  the screen's redrawing. */
function openingPanel(opening) {
  const typed = app.querySelector("#game-moves");
  const moves = h("textarea", {
    id: "game-moves", testid: "open-game-text", rows: "3", spellcheck: "false", placeholder: opening.placeholder,
  });
  moves.value = typed ? typed.value : "";
  const file = h("input", {
    type: "file", accept: ".txt,text/plain", hidden: true, testid: "open-game-file",
    onchange: async (event) => {
      const chosen = event.target.files[0];
      if (chosen) send({ type: "openGameFile", text: await chosen.text() });
    },
  });
  return h("form", {
    class: "opening", onsubmit: (event) => {
      event.preventDefault();
      send({ type: "openGameFile", text: moves.value });
    },
  },
    h("label", { class: "label", for: "game-moves" }, opening.title),
    moves,
    h("div", { class: "link-actions" },
      h("button", { type: "submit", testid: "open-game" }, opening.open),
      h("button", { type: "button", testid: "open-game-choose", onclick: () => file.click() }, opening.chooseFile),
      file),
    h("p", { class: "refusal", testid: "open-game-refusal", role: "status" }, opening.refusal || ""));
}

/** Back up and restore (the page's own history on the server), and where the backup is once made. */
function backupPanel() {
  return h("section", { class: "backup" },
    h("button", { type: "button", testid: "history-backup", onclick: () => backUp() }, texts["page.backUp"]),
    backupShown && h("p", { testid: "backup-note", role: "status" }, texts["page.backedUp"]),
    backupShown && qrImage(backupShown.qr, texts["page.backupQR"], "backup-qr"),
    backupShown && h("a", { href: backupShown.link, testid: "backup-link", class: "link" }, backupShown.link),
    backupShown?.note && h("p", { testid: "backup-link-note", class: "link-note" }, backupShown.note),
    backupShown && h("div", { class: "link-actions" }, linkButtons(backupShown.link, "backup")),
    backupShown && copyNote(backupShown.link));
}

/** A QR code the server drew (SVG text), as one labelled image. */
function qrImage(svgText, label, testid) {
  const image = h("div", { class: "qr", testid, role: "img", "aria-label": label || "QR" });
  if (svgText) image.append(document.importNode(new DOMParser().parseFromString(svgText, "image/svg+xml").documentElement, true));
  return image;
}

// ---- Statistics (R5.1.9, R5.4.2) -------------------------------------------------------------

/** The results of a rule set as one bar split by share, with a legend; the bar is a picture with a label. */
function resultsChart(group) {
  const bar = svg("svg", { class: "results-bar", viewBox: "0 0 100 6", preserveAspectRatio: "none",
    role: "img", "aria-label": group.chartLabel });
  let x = 0;
  for (const part of group.chart) {
    if (part.share > 0) bar.append(svg("rect", { class: part.result, x, y: 0, width: part.share * 100, height: 6 }));
    x += part.share * 100;
  }
  return h("figure", { class: "results" }, bar,
    h("ul", { class: "legend", "aria-hidden": "true" }, group.chart.map((part) =>
      h("li", { class: part.result }, part.label + " " + part.count))));
}

function figures(list, testid) {
  return h("dl", { class: "figures", testid }, list.flatMap((figure) => [h("dt", {}, figure.label), h("dd", {}, figure.value)]));
}

function statisticsScreen(statistics) {
  return h("div", { class: "screen options statistics" },
    h("header", {},
      button(statistics.back, "statistics-back"),
      h("h1", { testid: "statistics-title" }, statistics.title)),
    h("p", { class: "streak", testid: "statistics-streak" }, statistics.streak),
    statistics.empty && h("p", { class: "label", testid: "statistics-empty" }, statistics.empty),
    ...statistics.groups.map((group) => h("section", { class: "group", testid: "statistics-group" },
      h("h2", {}, group.title),
      resultsChart(group),
      figures(group.figures, "statistics-figures"),
      group.levels.length > 0 ? figures(group.levels, "statistics-levels") : null)),
    h("p", { class: "streak", testid: "statistics-puzzles" }, statistics.puzzles));
}

function renderReplay(previous) {
  const replay = state.replay;
  const key = "replay" + replay.board.mode + replay.board.size;
  if (!board || board.key !== key || previous.screen !== "replay") {
    board = buildBoard(replay.board, key);
    drawnLines = new Set(lineKeys(replay.board));
    app.replaceChildren(h("div", { class: "screen game replay" },
      h("div", { class: "board-wrap" }, board.root),
      h("div", { class: "side" },
        h("div", { class: "top" },
          h("div", { class: "exit-slot" }),
          h("h2", { class: "replay-title", testid: "replay-title" })),
        h("p", { class: "position", testid: "replay-position", role: "status" }),
        h("input", {
          type: "range", class: "slider", testid: "replay-slider", min: "0",
          oninput: (event) => send({ type: "replayStep", step: Number(event.target.value) }),
        }),
        h("div", { class: "actions" }),
        // The review's bar and chart come before the moves: on a phone they stay in view with the field.
        h("section", { class: "review", testid: "review", "aria-labelledby": "review-title" },
          h("h3", { id: "review-title" }),
          h("div", { class: "review-head" }),
          h("div", { class: "review-bar" }),
          h("div", { class: "review-chart-slot" }),
          h("p", { class: "review-note", testid: "review-note" }),
          h("p", { class: "review-key", testid: "review-key" }),
          h("div", { class: "actions review-actions" }),
          h("ul", { class: "review-summary", testid: "review-summary" })),
        h("ol", { class: "moves", testid: "replay-moves" }),
        h("div", { class: "actions export" }))));
  }
  const screen = app.firstChild;
  fill(screen.querySelector(".exit-slot"), replay.back, () => button(replay.back, "replay-back"));
  screen.querySelector(".replay-title").textContent = replay.title;
  screen.querySelector(".position").textContent = replay.position;
  const slider = screen.querySelector(".slider");
  slider.max = String(replay.moveCount);
  slider.value = String(replay.step);
  slider.setAttribute("aria-label", replay.position);
  const controls = [replay.first, replay.previous, replay.next, replay.last, replay.autoplay, replay.playFromHere];
  fill(screen.querySelector(".actions"), controls, () => [
    button(replay.first, "replay-first"), button(replay.previous, "replay-previous"),
    button(replay.next, "replay-next"), button(replay.last, "replay-last"),
    button(replay.autoplay, "replay-autoplay"), button(replay.playFromHere, "replay-play-from-here", { class: "primary" })]);
  fill(screen.querySelector(".moves"), replay.moves, () => replay.moves.map((move) => h("li", {},
    h("button", {
      type: "button", class: move.player + (move.mark ? " mark-" + move.mark : ""),
      "aria-current": move.current ? "step" : null, onclick: () => send(move.intent),
      "aria-label": move.markLabel ? move.notation + ", " + move.markLabel : null,
    }, move.notation + move.markSymbol))));
  renderReview(screen.querySelector(".review"), replay.review, replay.step);
  // The list alone scrolls: the page and the side column stay, with the step buttons under the finger.
  showWithin(screen.querySelector(".moves"), screen.querySelector('.moves [aria-current="step"]'));
  fill(screen.querySelector(".export"), [replay.notation, replay.fileName, replay.picture, replay.finalPicture], () => [
    copyButton(replay.notation, replay.copyNotation, "replay-copy"),
    h("button", { type: "button", testid: "replay-download",
      onclick: () => download(replay.notationFile, replay.fileName + ".txt", "text/plain") },
      replay.downloadNotation),
    h("button", { type: "button", testid: "replay-picture",
      onclick: () => download(replay.picture, replay.pictureFileName + ".svg", "image/svg+xml") },
      replay.downloadPicture),
    replay.finalPicture ? h("button", { type: "button", testid: "replay-final-picture",
      onclick: () => download(replay.finalPicture, replay.fileName + ".svg", "image/svg+xml") },
      replay.downloadFinalPicture) : null,
    copyNote(replay.notation)]);
  updateBoard({ board: replay.board, turn: null, coordinates: true });
}

/** The engine's review: its button and progress, the bar of the position shown, the
 *  chart of the whole game with its scale and legend (both pictures with their words), the note on
 *  the move, the key to the marks, the summary.
 *  Absent for games the engine does not play. */
function renderReview(section, review, step) {
  section.hidden = !review;
  if (!review) return;
  const part = (name) => section.querySelector(name);
  part("h3").textContent = review.title;
  fill(part(".review-head"), [review.start, review.progress, review.running, review.judged], () => [
    review.start.enabled ? button(review.start, "review-start", { class: "primary" }) : null,
    h("p", { class: "review-progress", testid: "review-progress", role: "status" }, review.progress),
    review.running ? h("progress", { max: String(review.total), value: String(review.judged), "aria-hidden": "true" }) : null]);
  const judged = review.judged > 0;
  fill(part(".review-bar"), [judged, review.chanceForX, review.verdict], () => judged ? [
    evaluationBar(review.chanceForX, review.verdict || review.progress),
    h("p", { class: "verdict", testid: "review-verdict" }, review.verdict)] : []);
  fill(part(".review-chart-slot"), [judged, review.chart, step, review.chartLabel, review.chartScale, review.chartLegend],
    () => judged ? h("figure", { class: "review-figure" },
      h("div", { class: "review-scale", testid: "review-scale", "aria-hidden": "true" },
        ...review.chartScale.map((label) => h("span", {}, label))),
      reviewChart(review.chart, step, review.chartLabel),
      h("figcaption", { class: "review-legend", testid: "review-legend" }, review.chartLegend)) : []);
  part(".review-note").textContent = review.note;
  part(".review-key").textContent = judged ? review.marksKey : "";
  fill(part(".review-actions"), [judged, review.betterMove, review.biggestMistake], () => judged ? [
    button(review.betterMove, "review-better"), button(review.biggestMistake, "review-mistake")] : []);
  fill(part(".review-summary"), review.summary, () => review.summary.map((line) => h("li", {}, line)));
}

/** X's share of the expected result in X's colour, O's in O's: a picture with its words. */
function evaluationBar(percentForX, label) {
  const bar = svg("svg", { class: "eval-bar", viewBox: "0 0 100 4", preserveAspectRatio: "none", role: "img", "aria-label": label });
  bar.dataset.testid = "review-bar";
  bar.append(svg("rect", { class: "o", x: 0, y: 0, width: 100, height: 4 }),
    svg("rect", { class: "x", x: 0, y: 0, width: percentForX ?? 50, height: 4 }));
  return bar;
}

/** X's chances move by move as a line over the middle (50 %), with the move shown marked; a
 *  picture with its words. */
function reviewChart(chart, step, label) {
  const width = 100, height = 30, last = Math.max(chart.length - 1, 1);
  const picture = svg("svg", { class: "review-chart", viewBox: `0 0 ${width} ${height}`, preserveAspectRatio: "none",
    role: "img", "aria-label": label });
  picture.dataset.testid = "review-chart";
  const points = chart.flatMap((percent, index) =>
    percent === null ? [] : [`${(index / last) * width},${height - (percent / 100) * height}`]);
  picture.append(svg("line", { class: "middle", x1: 0, y1: height / 2, x2: width, y2: height / 2 }),
    svg("polyline", { class: "chances", points: points.join(" ") }),
    svg("line", { class: "shown", x1: (step / last) * width, y1: 0, x2: (step / last) * width, y2: height }));
  return picture;
}

// ---- Copy and share: the moves, an invite, a backup's link ------------------------------------

/** A button that puts `value` on the clipboard and says so in the `copyNote(value)` beside it. */
function copyButton(value, label, testid) {
  return h("button", {
    type: "button", testid, onclick: (event) => {
      const note = event.currentTarget.closest(".export, .invite, .backup").querySelector(".copy-note");
      copyText(value).then((copied) => {
        lastCopy = { value, copied };
        note.textContent = copyNoteText(value);
      });
    },
  }, label);
}

/** Where a copy of `value` says whether it worked. */
function copyNote(value) {
  return h("p", { class: "copy-note", testid: "copy-note", role: "status" }, copyNoteText(value));
}

function copyNoteText(value) {
  if (!lastCopy || lastCopy.value !== value) return "";
  return texts[lastCopy.copied ? "page.copied" : "page.copyFailed"];
}

/** Copy link, and Share where the browser offers its share sheet (a phone on https). */
function linkButtons(link, testid) {
  return [
    copyButton(link, texts["page.copyLink"], testid + "-copy"),
    navigator.share && h("button", {
      type: "button", testid: testid + "-share", onclick: () => navigator.share({ url: link }).catch(() => {}),
    }, texts["page.share"])];
}

/** Puts a text on the clipboard; true when it is there. A page served over plain http (a phone
 *  opening `andora serve --lan`'s address) has no navigator.clipboard: there the text is copied
 *  from a selection, as pages did before the Clipboard API. */
async function copyText(value) {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(value);
      return true;
    }
  } catch {
    // refused (no permission, no focus): the selection below may still work
  }
  const area = h("textarea", { class: "visually-hidden", "aria-hidden": "true" });
  area.value = value;
  document.body.append(area);
  area.select();
  area.setSelectionRange(0, value.length); // iOS selects nothing with select() alone
  let copied = false;
  try {
    copied = document.execCommand("copy");
  } catch {
    // no copy command in this browser: copied stays false
  }
  area.remove();
  return copied;
}

/** Saves a text (the moves, the board's picture) as a file of that name. */
function download(text, name, type) {
  const link = h("a", { href: URL.createObjectURL(new Blob([text], { type })), download: name });
  link.click();
  URL.revokeObjectURL(link.href);
}

/** A switch row; absent when it does not apply. */
function toggle(state, testid) {
  if (!state) return null;
  return h("section", { class: "switch-row" },
    h("span", { id: testid + "-label" }, state.label),
    h("button", {
      type: "button", class: "switch", role: "switch", "aria-checked": String(state.on),
      "aria-labelledby": testid + "-label", testid, onclick: () => send(state.intent),
    }));
}

/** Only the settings that apply to the chosen mode and opponent are in the state (docs/APP-MODEL.md). */
function optionsScreen(options) {
  return h("div", { class: "screen options" },
    h("header", {},
      button(options.back, "options-back"),
      h("h1", { testid: "options-title" }, options.title),
      button(options.save, "options-save", { class: "primary", "data-autofocus": true })),
    picker(options.strategy, "strategy", true),
    toggle(options.confirmTurn, "confirm-turn"),
    picker(options.opponent, "opponent"),
    picker(options.computerPlays, "computer-plays"),
    picker(options.paperInput, "paper-input"),
    select(options.classicSize, "classic-size"),
    select(options.classicInARow, "classic-in-a-row"),
    toggle(options.coordinates, "coordinates"),
    toggle(options.coach, "coach"),
    picker(options.language, "language"));
}

function renderDialog(previous) {
  const content = state.dialog;
  if (!content) {
    if (dialog.open) dialog.close();
    return;
  }
  const testids = {
    cancelExit: "confirm-cancel", confirmExit: "confirm-yes", closeDialog: "dialog-close",
    cancelNewGame: "new-game-cancel", confirmNewGame: "new-game-yes", acceptUndo: "undo-accept", declineUndo: "undo-decline",
    rematch: "dialog-rematch", reviewGame: "dialog-review",
  };
  dialog.dataset.kind = content.kind;
  dialog.querySelector(".dialog-message").textContent = content.message;
  const detail = dialog.querySelector(".dialog-detail");
  detail.textContent = content.detail || "";
  detail.hidden = !content.detail;
  const notes = dialog.querySelector(".dialog-notes");
  notes.replaceChildren(...(content.notes || []).map((note) => h("li", {}, note)));
  notes.hidden = !(content.notes || []).length;
  const buttons = content.buttons.map((b, i) =>
    button(b, testids[b.intent.type] || b.intent.type, { class: i === content.buttons.length - 1 ? "primary" : null }));
  dialog.querySelector(".dialog-buttons").replaceChildren(...buttons);
  if (!dialog.open) dialog.showModal();
  if (!previous || !previous.dialog || previous.dialog.kind !== content.kind) {
    // The state names the button with the focus: the safe choice, so a habitual Enter never leaves the game.
    buttons[content.focus || 0].focus({ focusVisible: usingKeyboard });
  }
}

// ---- the game screen --------------------------------------------------------------------------

// ---- the tutorial (R5.1.2) ----------------------------------------------------------------

/** The first launch's offer: a quiet line under the menu, never a dialog. */
function tutorialOffer(offer) {
  if (!offer) return null;
  return h("section", { class: "offer", testid: "tutorial-offer" },
    h("p", {}, offer.text),
    h("div", { class: "offer-buttons" },
      button(offer.start, "tutorial-offer-start", { class: "primary" }),
      button(offer.dismiss, "tutorial-offer-dismiss")));
}

/**
 * A lesson's screen (the tutorial, the puzzles): the position's board, a top bar with the button
 * that leaves and a line, and beside or under the board the parts `side` builds. Each position has
 * its own `key`: a new board, with the position's lines drawn at once.
 */
function lessonScreen(previous, name, key, boardState, topTestid, side) {
  if (!board || board.key !== key || previous.screen !== name) {
    board = buildBoard(boardState, key);
    drawnLines = new Set(lineKeys(boardState));
    app.replaceChildren(h("div", { class: "screen game lesson " + name },
      h("div", { class: "top" },
        h("div", { class: "exit-slot" }),
        h("p", { class: "position", testid: topTestid })),
      h("div", { class: "board-wrap" }, board.root),
      h("div", { class: "side" }, ...side(), h("div", { class: "actions" }))));
  }
  return app.firstChild;
}

function renderTutorial(previous) {
  const tutorial = state.tutorial;
  const screen = lessonScreen(previous, "tutorial", "tutorial" + tutorial.step, tutorial.board, "tutorial-position", () => [
    h("h2", { class: "topic", testid: "tutorial-topic" }),
    h("p", { class: "strategy", testid: "tutorial-strategy" }),
    h("p", { class: "turn", testid: "tutorial-turn" }),
    h("p", { class: "text", testid: "tutorial-text", "aria-live": "polite" }),
    h("p", { class: "mistake", testid: "tutorial-mistake", role: "status" }),
  ]);
  screen.querySelector(".exit-slot").replaceChildren(button(tutorial.skip, "tutorial-skip"));
  screen.querySelector(".position").textContent = tutorial.position;
  screen.querySelector(".topic").textContent = tutorial.topic;
  screen.querySelector(".strategy").textContent = tutorial.strategy;
  const label = screen.querySelector(".turn");
  label.textContent = tutorial.turnLabel;
  if (tutorial.turn) label.dataset.turn = tutorial.turn; else delete label.dataset.turn;
  screen.querySelector(".text").textContent = tutorial.text;
  screen.querySelector(".text").classList.toggle("solved", tutorial.solved);
  screen.querySelector(".mistake").textContent = tutorial.mistake || "";
  screen.querySelector(".actions").replaceChildren(...[
    tutorial.finishTurn && button(tutorial.finishTurn, "tutorial-finish-turn", { class: "primary" }),
    tutorial.next && button(tutorial.next, "tutorial-next", { class: "primary" }),
  ].filter(Boolean));
  updateBoard({ board: tutorial.board, turn: tutorial.turn, coordinates: true });
  if (tutorial.next && previous && previous.tutorial && !previous.tutorial.next) {
    screen.querySelector('[data-testid="tutorial-next"]').focus({ focusVisible: usingKeyboard });
  }
  shakeRefusedTap(tutorial.mistake);
}

// ---- puzzles -------------------------------------------------------------------------

function renderPuzzles(previous) {
  const puzzles = state.puzzles;
  const screen = lessonScreen(previous, "puzzles", "puzzle" + puzzles.number, puzzles.board, "puzzles-solved", () => [
    h("h2", { class: "topic", testid: "puzzles-position" }),
    h("p", { class: "strategy", testid: "puzzles-strategy" }),
    h("p", { class: "strategy", testid: "puzzles-source" }),
    h("p", { class: "turn", testid: "puzzles-task" }),
    h("p", { class: "text", testid: "puzzles-feedback", "aria-live": "polite" }),
    h("p", { class: "mistake", testid: "puzzles-refusal", role: "status" }),
  ]);
  screen.querySelector(".exit-slot").replaceChildren(button(puzzles.back, "puzzles-back"));
  screen.querySelector('[data-testid="puzzles-solved"]').textContent = puzzles.solvedCount;
  screen.querySelector(".topic").textContent = puzzles.position;
  screen.querySelector('[data-testid="puzzles-strategy"]').textContent = puzzles.strategy;
  screen.querySelector('[data-testid="puzzles-source"]').textContent = puzzles.sourceLabel;
  const task = screen.querySelector(".turn");
  task.textContent = puzzles.task;
  task.dataset.turn = puzzles.turn;
  const feedback = screen.querySelector(".text");
  feedback.textContent = puzzles.feedback || "";
  feedback.classList.toggle("solved", puzzles.solved && Boolean(puzzles.feedback));
  screen.querySelector(".mistake").textContent = puzzles.refusal || "";
  const over = puzzles.showSolution.enabled === false;
  fill(screen.querySelector(".actions"), [puzzles.showSolution, puzzles.previous, puzzles.next], () => [
    button(puzzles.showSolution, "puzzles-solution"),
    button(puzzles.previous, "puzzles-previous"),
    button(puzzles.next, "puzzles-next", { class: over ? "primary" : null }),
  ]);
  updateBoard({ board: puzzles.board, turn: puzzles.turn, coordinates: true });
  shakeRefusedTap(puzzles.refusal);
}

/** The game screen, and the match screen's board and controls (state.match.game). */
function renderGame(previous, game) {
  const key = game.board.mode + game.board.size;
  if (!board || board.key !== key || previous.screen !== state.screen) {
    board = buildBoard(game.board, key);
    drawnLines = new Set(lineKeys(game.board));
    const wrap = h("div", { class: "board-wrap" + (game.board.mode === "classic" ? " scroll" : "") }, board.root);
    wrap.style.setProperty("--size", game.board.size);
    app.replaceChildren(h("div", { class: "screen game" },
      wrap,
      h("div", { class: "side" },
        h("div", { class: "top" },
          h("div", { class: "exit-slot" }),
          h("h2", { class: "turn", testid: "turn-label" }),
          h("p", { class: "clock", testid: "clock", role: "timer" },
            h("span", { "data-side": "x", "aria-hidden": "true" }), h("span", { "data-side": "o", "aria-hidden": "true" }))),
        h("p", { class: "refusal", testid: "refusal", role: "status" }),
        h("div", { class: "actions" }),
        h("div", { class: "info" },
          h("p", { class: "opponent", testid: "opponent-label" }),
          h("p", { class: "hint-text", testid: "hint-text", "aria-live": "polite" }),
          h("p", { class: "result", testid: "result", "aria-live": "polite" },
            h("strong", {}), " ", h("span", { testid: "result-detail" }))),
        h("div", { class: "coach", testid: "coach-panel" },
          h("p", { class: "coach-note", testid: "coach-note", "aria-live": "polite" }),
          h("div", { class: "coach-actions" })),
        h("p", { class: "visually-hidden", testid: "announcement", "aria-live": "polite" }))));
  }
  const screen = app.firstChild;
  const label = screen.querySelector(".turn");
  label.textContent = game.turnLabel;
  if (game.turn) label.dataset.turn = game.turn; else delete label.dataset.turn;
  screen.querySelector(".exit-slot").replaceChildren(button(game.exit, "exit"));
  screen.querySelector(".refusal").textContent = game.refusal || "";
  // The game buttons in pairs that wrap whole: never one button alone on a row.
  const pair = (...buttons) => buttons.some(Boolean) && h("div", { class: "pair" }, ...buttons.filter(Boolean));
  screen.querySelector(".actions").replaceChildren(
    ...[game.finishTurn && button(game.finishTurn, "finish-turn", { class: "primary" }),
      pair(game.undo && button(game.undo, "undo"), game.redo && button(game.redo, "redo")),
      pair(game.hint && button(game.hint, "hint"), game.pause && button(game.pause, "pause"))].filter(Boolean));
  drawClock();
  // Paused: the field is covered, no peeking and no moves.
  let cover = screen.querySelector(".paused-cover");
  if (game.pausedLabel && !cover) {
    cover = h("div", { class: "paused-cover", testid: "paused", role: "status" });
    screen.querySelector(".board-wrap").append(cover);
  }
  if (cover) {
    cover.hidden = !game.pausedLabel;
    cover.textContent = game.pausedLabel || "";
  }
  board.root.style.visibility = game.pausedLabel ? "hidden" : "";
  // One fixed-height block for who plays whom with the computer's thinking or the hint, or for the
  // result, so the field never moves.
  screen.querySelector(".opponent").textContent = game.result ? "" : game.opponentLabel || "";
  screen.querySelector(".hint-text").textContent = game.thinkingLabel || game.hintText || game.yourTurnLabel || "";
  const result = screen.querySelector(".result");
  // While the result dialog says it, the line would only show half hidden behind the dialog.
  result.hidden = !game.result || Boolean(state.dialog);
  result.firstChild.textContent = game.result || "";
  result.lastChild.textContent = game.resultDetail || "";
  screen.querySelector('[data-testid="announcement"]').textContent = game.announcement || "";
  screen.classList.toggle("coached", Boolean(game.coach));
  renderCoach(screen.querySelector(".coach"), game.coach);
  updateBoard(game);
  shakeRefusedTap(game.refusal);
}

/** The coach's note on the player's last move, with its better move on request. */
function renderCoach(panel, coach) {
  panel.hidden = !coach;
  panel.dataset.mark = (coach && coach.mark) || "";
  panel.querySelector(".coach-note").textContent = coach ? coach.note : "";
  fill(panel.querySelector(".coach-actions"), coach && coach.betterMove,
    () => coach && coach.betterMove ? button(coach.betterMove, "coach-better") : null);
}

/** Shakes the cell last tapped when the server refused it (or the tutorial called it a mistake). */
function shakeRefusedTap(refused) {
  if (refused && lastTap) {
    const cell = board.cells.get(lastTap);
    cell.classList.remove("shake");
    void cell.offsetWidth; // restart the animation on a repeated refusal
    cell.classList.add("shake");
  }
  lastTap = null;
}

function buildBoard(model, key) {
  const root = h("div", {
    class: "board" + (model.mode === "classic" ? " classic" : ""), tabindex: "0", role: "group",
    testid: "board",
  });
  root.style.setProperty("--size", model.size);
  const cells = new Map();
  const minis = [];
  if (model.miniFields.length) {
    for (let i = 0; i < 9; i++) {
      const mini = h("div", { class: "mini", "data-field": String(i + 1), role: "group" }, h("div", { class: "status" }));
      minis.push(mini);
      root.append(mini);
    }
  }
  const ordered = minis.length
    ? [...model.cells].sort((a, b) => a.field - b.field || (a.y % 3) - (b.y % 3) || (a.x % 3) - (b.x % 3))
    : model.cells;
  for (const cell of ordered) {
    const el = h("button", { type: "button", class: "cell", id: "cell-" + cell.name, "data-cell": cell.name, tabindex: "-1" });
    cells.set(cell.name, el);
    (minis.length ? minis[cell.field - 1] : root).append(el);
  }
  const lines = svg("svg", { class: "lines", "aria-hidden": "true" });
  root.append(lines);
  root.addEventListener("click", (event) => {
    const el = event.target.closest("[data-cell]") || cellAt(event.clientX, event.clientY);
    if (el) tap(el.dataset.cell);
    root.classList.remove("keyboard");
    root.focus({ preventScroll: true, focusVisible: false });
  });
  // Cells never take focus themselves: the field is one stop with a focus ring moved by the arrows.
  root.addEventListener("mousedown", (event) => event.preventDefault());
  root.addEventListener("keydown", onBoardKey);
  if (!model.cells.some((c) => c.name === cursor)) cursor = model.cells[Math.floor(model.cells.length / 2)].name;
  new ResizeObserver(() => drawLines(false)).observe(root);
  return { key, root, cells, minis, lines };
}

/** Disabled cells let taps through (pointer-events: none): find the cell under the pointer. */
function cellAt(x, y) {
  for (const el of board.cells.values()) {
    const r = el.getBoundingClientRect();
    if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return el;
  }
  return null;
}

function tap(name) {
  cursor = name;
  lastTap = name;
  send({ type: "tapCell", cell: name });
}

function onBoardKey(event) {
  const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  const shown = state.game || state.match?.game || state.tutorial || state.puzzles;
  if (!shown) return;
  const cells = shown.board.cells;
  const size = shown.board.size;
  const current = cells.find((c) => c.name === cursor) || cells[0];
  if (moves[event.key]) {
    const [dx, dy] = moves[event.key];
    const x = Math.min(size - 1, Math.max(0, current.x + dx));
    const y = Math.min(size - 1, Math.max(0, current.y + dy));
    cursor = cells[y * size + x].name;
    placeCursor();
    // A large classic board scrolls: keep the ring in view.
    board.cells.get(cursor).scrollIntoView({ block: "nearest", inline: "nearest" });
  } else if (event.key === "Enter" || event.key === " ") {
    tap(cursor);
  } else return;
  board.root.classList.add("keyboard");
  event.preventDefault();
}

function placeCursor() {
  for (const el of board.cells.values()) el.classList.toggle("cursor", el.dataset.cell === cursor);
  board.root.setAttribute("aria-activedescendant", "cell-" + cursor);
}

/** Draws `game`'s board, with coordinates where `game.coordinates` asks (an option in a game;
 *  always where texts name cells: the replay, the tutorial, the puzzles). */
function updateBoard(game) {
  const model = game.board;
  const restricted = model.miniFields.some((f) => f.allowed) && !model.miniFields.every((f) => f.allowed);
  board.root.style.setProperty("--size", model.size);
  board.root.classList.toggle("restricted", restricted);
  board.root.setAttribute("aria-label", text("page.board"));
  if (game.turn) board.root.dataset.turn = game.turn; else delete board.root.dataset.turn;
  for (const cell of model.cells) {
    const el = board.cells.get(cell.name);
    const mark = cell.mark === "none" ? "" : cell.mark;
    if (el.dataset.mark !== mark || el.dataset.pending !== String(cell.pending)) {
      el.replaceChildren(...(mark ? [markSymbol(mark)] : []));
    }
    el.dataset.mark = mark;
    el.dataset.pending = String(cell.pending);
    el.dataset.hint = String(cell.hint);
    el.dataset.last = String(cell.last);
    el.disabled = !cell.enabled;
    el.setAttribute("aria-label", cell.label);
    // Coordinates (an option) sit inside the edge cells, like a chess board's: letters along the bottom, numbers on the left.
    const file = game.coordinates && cell.y === model.size - 1 ? cell.name[0] : null;
    const rank = game.coordinates && cell.x === 0 ? cell.name.slice(1) : null;
    if (file) el.dataset.file = file; else delete el.dataset.file;
    if (rank) el.dataset.rank = rank; else delete el.dataset.rank;
  }
  model.miniFields.forEach((field, i) => {
    const mini = board.minis[i];
    mini.dataset.state = field.state;
    mini.classList.toggle("allowed", field.allowed);
    if (field.allowed) mini.dataset.allowed = "true"; else delete mini.dataset.allowed;
    if (model.fullField === field.index) mini.dataset.full = "true"; else delete mini.dataset.full;
    mini.setAttribute("aria-label", field.label);
    const status = mini.firstChild;
    const kind = { x: "x", o: "o", "?": "both" }[field.state];
    if (status.dataset.kind !== (kind || "")) {
      status.dataset.kind = kind || "";
      status.className = "status" + (kind ? " " + kind : "");
      status.replaceChildren(...(kind ? [markSymbol(kind === "both" ? kind : "owner-" + kind)] : []));
    }
  });
  keepCursorPlayable(model);
  placeCursor();
  drawLines(true);
  showWhereNext(model);
}

const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

/** After a move that sends the next player to one mini-field, a frame glides from the mark just
 *  placed to that mini-field, so that the eye follows it there (not on a screen's first drawing, nor
 *  where the player asked for less motion). */
function showWhereNext(model) {
  const last = model.cells.find((cell) => cell.last);
  const moved = last && board.lastMove !== undefined && board.lastMove !== last.name;
  board.lastMove = last ? last.name : null;
  const allowed = model.miniFields.filter((field) => field.allowed);
  if (!moved || allowed.length !== 1 || reducedMotion.matches) return;
  const origin = board.root.getBoundingClientRect();
  const frame = (el) => {
    const r = el.getBoundingClientRect();
    return { left: `${r.left - origin.left}px`, top: `${r.top - origin.top}px`, width: `${r.width}px`, height: `${r.height}px` };
  };
  const glide = h("div", { class: "where-next", "aria-hidden": "true" });
  board.root.append(glide);
  glide.animate([frame(board.cells.get(last.name)), frame(board.minis[model.miniFields.indexOf(allowed[0])])],
    { duration: 350, easing: "ease-out", fill: "forwards" }).finished.then(() => glide.remove(), () => glide.remove());
}

/**
 * Once the ring's cell can no longer be played (a move was made there), the ring goes to the playable
 * cell nearest the same place in the one mini-field now allowed (nearest its own cell otherwise), so a
 * keyboard player starts the next move where it must be made.
 */
function keepCursorPlayable(model) {
  const current = model.cells.find((c) => c.name === cursor);
  const playable = model.cells.filter((c) => c.enabled);
  if (!current || current.enabled || !playable.length) return;
  const allowed = model.miniFields.filter((f) => f.allowed);
  const target = (allowed.length === 1 && model.cells.find((c) => c.field === allowed[0].index
    && c.x % 3 === current.x % 3 && c.y % 3 === current.y % 3)) || current;
  const distance = (c) => (c.x - target.x) ** 2 + (c.y - target.y) ** 2;
  cursor = playable.reduce((best, c) => (distance(c) < distance(best) ? c : best)).name;
}

function lineKeys(model) {
  return [...model.cellLines.map((l) => "c" + l.from + l.to), ...model.fieldLines.map((l) => "f" + l.from + l.to)];
}

/** Lines across cells and across mini-fields, in the board's pixels; new ones are drawn in. */
function drawLines(animate) {
  const shown = state.game || state.match?.game || state.replay || state.tutorial || state.puzzles;
  if (!board || !shown) return;
  const model = shown.board;
  const box = board.root.getBoundingClientRect();
  if (!box.width) return;
  board.lines.setAttribute("viewBox", `0 0 ${box.width} ${box.height}`);
  const centre = (name) => {
    const r = board.cells.get(name).getBoundingClientRect();
    return [r.left - box.left + r.width / 2, r.top - box.top + r.height / 2, r.width];
  };
  const items = [
    ...model.cellLines.map((l) => ({ line: l, key: "c" + l.from + l.to, kind: l.owner, reach: 0.4, width: 0.12 })),
    ...model.fieldLines.map((l) => ({ line: l, key: "f" + l.from + l.to, kind: l.owner, reach: 1.15, width: 0.32, field: true })),
  ];
  board.lines.replaceChildren(...items.flatMap((item) => {
    const [x1, y1, cell] = centre(item.line.from);
    const [x2, y2] = centre(item.line.to);
    const length = Math.hypot(x2 - x1, y2 - y1) || 1;
    const ex = ((x2 - x1) / length) * cell * item.reach;
    const ey = ((y2 - y1) / length) * cell * item.reach;
    const el = svg("line", {
      x1: x1 - ex, y1: y1 - ey, x2: x2 + ex, y2: y2 + ey, "stroke-width": cell * item.width,
      class: item.kind + (item.field ? " field-line" : ""), "data-line": item.field ? "field" : "cell",
    });
    // A line across mini-fields runs along cell lines: a halo in the cells' colour sets it off from them.
    const halo = item.field && svg("line", {
      x1: x1 - ex, y1: y1 - ey, x2: x2 + ex, y2: y2 + ey, "stroke-width": cell * (item.width + 0.16), class: "halo",
    });
    if (animate && !drawnLines.has(item.key)) {
      const total = length + 2 * cell * item.reach;
      for (const line of halo ? [halo, el] : [el]) {
        line.style.setProperty("--length", total);
        line.style.strokeDasharray = total;
        line.classList.add("draw-in");
      }
    }
    return halo ? [halo, el] : [el];
  }));
  if (animate) drawnLines = new Set(items.map((i) => i.key));
}

/** The state shown, for browser tests (docs/WEB.md). */
window.andoraState = () => state;

if ("serviceWorker" in navigator) navigator.serviceWorker.register("sw.js").catch(() => {});
start();
