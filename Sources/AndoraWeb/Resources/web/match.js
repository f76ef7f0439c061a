// Matches between two devices: the setup screen, the match screen (the game screen's
// parts and a panel), the invite with its QR code, and the live connection: a WebSocket that
// brings the other device's moves at once, with polling while it cannot open. Uses app.js's helpers.
"use strict";

let live = null;          // the open WebSocket
let liveRetry = 1000;     // the wait before the next attempt, doubled up to 15 s
let invite = null;        // GET /api/invite's answer for the match shown
let askedCode = null;     // a match code from the address (?join= or ?watch=), sent after the first state

{
  const params = new URLSearchParams(location.search);
  const code = params.get("join") || params.get("watch");
  if (code) {
    askedCode = { type: params.has("join") ? "joinMatch" : "watchMatch", code };
    history.replaceState(history.state, "", "/");
  }
}

/** After the first state: join or watch the match the address named. Not awaited (see load). */
function sendAskedCode() {
  if (!askedCode) return;
  const intent = askedCode;
  askedCode = null;
  send(intent);
}

/** A page in a match that reloads, or is opened again, goes back to the match: it notes (in
 *  localStorage) that it shows one, and on starting by itself asks the server's model, which kept it. */
const IN_MATCH = "andora.inMatch";

function noteShown(screen) {
  try {
    if (screen === "match") localStorage.setItem(IN_MATCH, "1");
    else if (!SERVER_SCREENS.has(screen)) localStorage.removeItem(IN_MATCH);
  } catch { /* no storage (a private window): a reload shows the page's own main screen */ }
}

function resumeMatch() {
  let noted = null;
  try { noted = localStorage.getItem(IN_MATCH); } catch { /* as above */ }
  if (!noted) return;
  queue = queue.then(async () => {
    try {
      const { ok, body } = await request("/api/state");
      if (!ok) return; // a server restarting or busy: asked again at the next start
      if (body.screen !== "match") return noteShown(body.screen);
      onServer = true;
      connectLive();
      return show(body);
    } catch { /* no server now: the page plays by itself, and asks again at its next start */ }
  });
}

/** Opens the live connection; it reopens by itself after a drop, and the page polls meanwhile. */
function connectLive() {
  if (live || typeof WebSocket === "undefined") return;
  const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/api/live");
  socket.onopen = () => {
    live = socket;
    liveRetry = 1000;
    // What changed while the connection was down: the server's state is the truth.
    queue = queue.then(load);
  };
  socket.onmessage = (event) => {
    const next = JSON.parse(event.data);
    queue = queue.then(() => (!onServer || isOutdated(next) ? null : show(next)));
  };
  socket.onclose = () => {
    if (live === socket) live = null;
    if (!onServer) return; // the page plays by itself again: no server to follow
    setTimeout(connectLive, liveRetry);
    liveRetry = Math.min(liveRetry * 2, 15000);
    if (state) schedulePoll();
  };
}

/** A pushed state older than the one shown (an answer overtook it) is dropped. */
function isOutdated(next) {
  return next.screen === "match" && state && state.screen === "match" && state.match.code === next.match.code
    && next.match.sequence < state.match.sequence;
}

/** Drops the live connection as a network would, and sets how long a lost server is waited for
 *  (browser tests use them). */
window.AndoraMatch = {
  drop: () => live && live.close(),
  isLive: () => live !== null,
  waitForServer: (milliseconds) => { serverPatience = milliseconds; },
};

function matchSetupScreen(setup) {
  const typed = app.querySelector("#match-code");
  const input = h("input", {
    id: "match-code", testid: "match-code", autocomplete: "off", autocapitalize: "characters", spellcheck: "false",
    maxlength: "16", value: typed ? typed.value : "",
  });
  return h("div", { class: "screen options match-setup" },
    h("header", {},
      button(setup.back, "match-back"),
      h("h1", { testid: "match-setup-title" }, setup.title)),
    picker(setup.mode, "match-mode"),
    picker(setup.strategy, "strategy", true),
    toggle(setup.confirmTurn, "confirm-turn"),
    select(setup.classicSize, "classic-size"),
    select(setup.classicInARow, "classic-in-a-row"),
    picker(setup.side, "match-side"),
    button(setup.create, "match-create", { class: "primary", "data-autofocus": true }),
    h("form", {
      class: "join", onsubmit: (event) => {
        event.preventDefault();
        send({ type: "joinMatch", code: input.value });
      },
    },
      h("label", { class: "label", for: "match-code" }, setup.joinLabel),
      h("div", { class: "join-row" }, input, h("button", { type: "submit", testid: "match-join" }, setup.join))),
    h("p", { class: "refusal", testid: "match-refusal", role: "status" }, setup.refusal || ""));
}

function renderMatch(previous) {
  const match = state.match;
  renderGame(previous, match.game);
  // Until the other side joins, a phone shows the invite where the field would be.
  app.firstChild.classList.add("match");
  app.firstChild.classList.toggle("waiting", Boolean(match.invite));
  const side = app.firstChild.querySelector(".side");
  let panel = side.querySelector(".match-panel");
  if (!panel) {
    panel = h("section", { class: "match-panel", testid: "match-panel" });
    side.append(panel);
  }
  panel.replaceChildren(...[
    h("p", { class: "match-title", testid: "match-title" }, match.title),
    h("p", { testid: "match-seat" }, match.seat),
    h("p", {
      class: "presence", "data-connected": String(match.opponentConnected), testid: "match-opponent", "aria-live": "polite",
    }, match.opponent),
    match.status && h("p", { class: "match-status", testid: "match-status", "aria-live": "polite" }, match.status),
    match.rematch && button(match.rematch, "rematch", { class: "primary" }),
    match.invite && invitePanel(match),
  ].filter(Boolean));
}

/** The link, its QR code and the code to type, fetched once per match (the server knows its own address). */
function invitePanel(match) {
  if (!invite || invite.code !== match.code) {
    invite = { code: match.code };
    request("/api/invite?code=" + encodeURIComponent(match.code)).then(({ ok, body }) => {
      if (!ok || invite.code !== body.code) return;
      invite = body;
      if (state.screen === "match") render(state);
    }).catch(() => { invite = null; });
  }
  return h("div", { class: "invite", testid: "match-invite" },
    h("p", {}, match.invite),
    h("p", { class: "code", testid: "match-code-shown" }, match.code),
    qrImage(invite.qr, texts["page.inviteQR"], "match-qr"),
    h("p", { class: "label" }, match.inviteLinkLabel),
    h("a", { href: invite.link || "#", testid: "match-link", class: "link" }, invite.link || ""),
    invite.note && h("p", { testid: "match-link-note", class: "link-note" }, invite.note),
    invite.link && h("div", { class: "link-actions" }, linkButtons(invite.link, "match-link")),
    invite.link && copyNote(invite.link),
    h("p", { class: "label" }, match.watchLinkLabel),
    h("a", { href: invite.watchLink || "#", testid: "match-watch-link", class: "link" }, invite.watchLink || ""));
}
