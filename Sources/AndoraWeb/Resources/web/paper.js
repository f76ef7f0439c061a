// Andora web, pencil & paper sheet (docs/APP-MODEL.md, docs/WEB.md): draws state.paper and turns
// pointer input into `stroke`, `tapPoint`, `shape` and `doubleTap` intents. No game logic here.
"use strict";

window.AndoraPaper = (() => {
  const NS = "http://www.w3.org/2000/svg";
  const SIDE = 1000;            // the drawing's units on the surface's short side; y down
  const SHAPE_PAUSE = 600;      // ms after the last pen-up before a drawn sign is sent
  const TAP_SLOP = 20;          // units a tap may wander
  const TAP_TIME = 400;         // ms a tap may last
  const DOUBLE_TAP = 350;       // ms between the taps of a double tap
  const BODY_LIMIT = 3800;      // the server takes intents up to 4096 bytes

  let sheet = null;             // the sheet's elements, kept while the paper screen shows
  let paper = null;             // the last state.paper
  let post = null;              // app.js's send
  let pen = null;               // the stroke being drawn: {id, points, path, start}
  let pending = [];             // draw mode: strokes of the sign not sent yet
  let awaiting = [];            // strokes sent and not answered yet
  let shapeTimer = null;
  let lastTap = null;           // {time, x, y} of the last tap once the game is over
  let fadingKey = null;
  let square = 4;               // the keyboard's square (tap mode)

  function el(tag, attrs = {}, ns = NS) {
    const node = document.createElementNS(ns, tag);
    for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
    return node;
  }

  /** A smooth pen path through the points: quadratic curves between midpoints. */
  function pathOf(points) {
    if (!points.length) return "";
    const [x0, y0] = points[0];
    if (points.length === 1) return `M${x0} ${y0}l0 0`;
    let d = `M${x0} ${y0}`;
    for (let i = 1; i < points.length - 1; i++) {
      const [x, y] = points[i];
      const [nx, ny] = points[i + 1];
      d += `Q${x} ${y} ${(x + nx) / 2} ${(y + ny) / 2}`;
    }
    const [xl, yl] = points[points.length - 1];
    return d + `L${xl} ${yl}`;
  }

  function ink(points, cls) {
    return el("path", { d: pathOf(points), class: "ink" + (cls ? " " + cls : "") });
  }

  function build() {
    const h = (tag, cls, testid) => {
      const node = document.createElement(tag);
      if (cls) node.className = cls;
      if (testid) node.dataset.testid = testid;
      return node;
    };
    const root = h("div", "paper", "paper");
    const top = h("div", "paper-top");
    const exit = h("span", "paper-exit");
    const prompt = h("h2", "paper-prompt", "paper-prompt");
    prompt.setAttribute("aria-live", "polite");
    const undo = h("span", "paper-undo");
    top.append(exit, prompt, undo);
    // The surface is one keyboard stop: in tap mode the arrows move a ring over the squares and
    // Enter or Space taps the square (the same tapPoint a finger sends, at the square's centre).
    const surface = el("svg", { class: "paper-surface", tabindex: "0", role: "application", "data-testid": "paper-surface" });
    const layers = {};
    for (const name of ["lines", "cells", "win", "fading", "live", "cursor"]) {
      layers[name] = el("g", { class: "layer-" + name });
      surface.append(layers[name]);
    }
    const foot = h("div", "paper-foot");
    const reason = h("p", "paper-reason", "paper-reason");
    reason.setAttribute("role", "status");
    const result = h("p", "paper-result", "paper-result");
    result.setAttribute("aria-live", "polite");
    const score = h("p", "paper-score", "paper-score");
    const newBoard = h("span", "paper-new");
    foot.append(reason, result, score, newBoard);
    root.append(top, surface, foot);
    surface.addEventListener("pointerdown", down);
    surface.addEventListener("pointermove", move);
    surface.addEventListener("pointerup", up);
    surface.addEventListener("pointercancel", cancel);
    surface.addEventListener("keydown", key);
    surface.addEventListener("focus", () => drawCursor());
    surface.addEventListener("blur", () => drawCursor());
    new ResizeObserver(fit).observe(surface);
    return { root, exit, prompt, undo, surface, layers, reason, result, score, newBoard };
  }

  /** The central SIDE × SIDE square fills the short side; the rest of the sheet extends it. */
  function fit() {
    const { clientWidth: w, clientHeight: h } = sheet.surface;
    if (!w || !h) return;
    const scale = Math.min(w, h) / SIDE;
    const vw = w / scale, vh = h / scale;
    sheet.surface.setAttribute("viewBox", `${r((SIDE - vw) / 2)} ${r((SIDE - vh) / 2)} ${r(vw)} ${r(vh)}`);
    if (paper) placeReason();
  }

  const r = (v) => Math.round(v * 10) / 10;

  /** Called by app.js whenever state.screen is "paper". */
  function render(app, state, send, button) {
    post = send;
    if (!sheet || !app.contains(sheet.root)) {
      sheet = build();
      pending = []; awaiting = []; pen = null; fadingKey = null;
      app.replaceChildren(sheet.root);
      fit();
    }
    paper = state.paper;
    sheet.root.dataset.input = paper.input;
    sheet.root.dataset.phase = paper.phase;
    if (paper.turn) sheet.root.dataset.turn = paper.turn; else delete sheet.root.dataset.turn;
    sheet.root.dataset.winner = paper.winner || "";
    sheet.prompt.textContent = paper.prompt;
    sheet.exit.replaceChildren(button(paper.exit, "exit"));
    sheet.undo.replaceChildren(...(paper.undo ? [button(paper.undo, "paper-undo")] : []));
    sheet.result.textContent = paper.result || "";
    sheet.score.textContent = paper.score.text;
    sheet.reason.textContent = paper.fading ? paper.fading.reason : "";
    sheet.surface.setAttribute("aria-label", paper.prompt);
    placeReason();
    sheet.newBoard.replaceChildren(...(paper.newBoard ? [button(paper.newBoard, "paper-new-board", { class: "primary" })] : []));
    drawSheet();
  }

  function drawSheet() {
    const { layers } = sheet;
    layers.lines.replaceChildren(...paper.lines.map((line) => ink(line, "board-line")));
    layers.cells.replaceChildren(...paper.cells.map(cellGroup));
    layers.win.replaceChildren(...paper.winningLines.map((line) => {
      const sign = paper.winner;
      const d = `M${line.from[0]} ${line.from[1]}L${line.to[0]} ${line.to[1]}`;
      return el("path", { d, class: "ink win " + sign, "data-paper-line": "win", pathLength: "1" });
    }));
    const key = paper.fading ? JSON.stringify(paper.fading) : null;
    if (key !== fadingKey) {
      // Only newly erased ink fades: a later state that still carries it shows nothing.
      layers.fading.replaceChildren(...(paper.fading ? paper.fading.strokes.map((s) => ink(s, "fade")) : []));
      fadingKey = key;
    }
    drawLive();
    drawCursor();
  }

  function cellGroup(cell) {
    const group = el("g", { "data-paper-cell": String(cell.index), "data-sign": cell.sign === "none" ? "" : cell.sign });
    if (cell.sign === "none") return group;
    group.classList.add(cell.sign);
    if (cell.strokes.length) {
      group.append(...cell.strokes.map((s) => ink(s)));
      return group;
    }
    const [a, b, c, d] = cell.corners;
    const size = Math.min(Math.hypot(b[0] - a[0], b[1] - a[1]), Math.hypot(d[0] - a[0], d[1] - a[1]), Math.hypot(c[0] - b[0], c[1] - b[1]));
    const [x, y] = cell.center;
    const k = size * 0.28;
    group.append(cell.sign === "x"
      ? el("path", { d: `M${r(x - k)} ${r(y - k)}L${r(x + k)} ${r(y + k)}M${r(x + k)} ${r(y - k)}L${r(x - k)} ${r(y + k)}`, class: "ink glyph" })
      : el("circle", { cx: x, cy: y, r: r(k * 1.1), class: "ink glyph" }));
    return group;
  }

  /** A refused stroke's reason sits right under that stroke (or above it near the bottom). */
  function placeReason() {
    const strokes = paper.fading ? paper.fading.strokes : [];
    const points = strokes.flat();
    sheet.reason.classList.toggle("near", points.length > 0);
    if (!points.length) return;
    const m = sheet.surface.getScreenCTM();
    const screen = points.map(([x, y]) => new DOMPoint(x, y).matrixTransform(m));
    const xs = screen.map((p) => p.x), ys = screen.map((p) => p.y);
    const centre = (Math.min(...xs) + Math.max(...xs)) / 2;
    const below = Math.max(...ys) + 8;
    const top = below + 48 > innerHeight ? Math.min(...ys) - 48 : below;
    sheet.reason.style.left = Math.round(Math.min(Math.max(centre, 100), innerWidth - 100)) + "px";
    sheet.reason.style.top = Math.round(Math.max(top, 4)) + "px";
  }

  /** Tap mode: the keyboard's ring around the chosen square. */
  function drawCursor() {
    const cell = paper.input === "tap" && paper.phase === "play" && paper.cells[square];
    const focused = document.activeElement === sheet.surface;
    sheet.layers.cursor.replaceChildren(...(cell && focused
      ? [el("path", { d: "M" + cell.corners.map(([x, y]) => `${x} ${y}`).join("L") + "Z", class: "cursor" })] : []));
    if (cell) sheet.surface.setAttribute("aria-label", `${paper.prompt}: ${square + 1} / 9`);
  }

  function key(event) {
    if (paper.phase === "over" && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      post({ type: "doubleTap" });
      return;
    }
    if (paper.input !== "tap" || paper.phase !== "play" || !paper.cells.length) return;
    const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (moves[event.key]) {
      const [dx, dy] = moves[event.key];
      square = Math.min(2, Math.max(0, square % 3 + dx)) + 3 * Math.min(2, Math.max(0, Math.floor(square / 3) + dy));
    } else if (event.key === "Enter" || event.key === " ") {
      const [x, y] = paper.cells[square].center;
      post({ type: "tapPoint", x: Math.round(x), y: Math.round(y) });
    } else return;
    event.preventDefault();
    drawCursor();
  }

  function drawLive() {
    const strokes = [...paper.halfSign, ...awaiting, ...pending].map((points) => ink(points, "live"));
    if (pen && pen.path) strokes.push(pen.path);
    sheet.layers.live.replaceChildren(...strokes);
  }

  // ---- input ----------------------------------------------------------------------------------

  function pointOf(event) {
    const m = sheet.surface.getScreenCTM().inverse();
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(m);
    return [Math.round(p.x), Math.round(p.y), Math.round(event.timeStamp - pen.start)];
  }

  /** Tap mode during play and a finished sheet take taps, not ink. */
  function inks() {
    const p = paper.phase;
    return p === "board" || (p === "play" && paper.input === "draw");
  }

  function down(event) {
    if (pen || !paper || (event.pointerType === "mouse" && event.button !== 0)) return;
    event.preventDefault();
    sheet.surface.setPointerCapture(event.pointerId);
    clearTimeout(shapeTimer);
    pen = { id: event.pointerId, start: event.timeStamp, points: [], path: inks() ? ink([], "live") : null };
    pen.points.push(pointOf(event));
    drawLive();
  }

  function move(event) {
    if (!pen || event.pointerId !== pen.id) return;
    const coalesced = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
    for (const e of coalesced.length ? coalesced : [event]) {
      const p = pointOf(e);
      const [lx, ly] = pen.points[pen.points.length - 1];
      if (Math.hypot(p[0] - lx, p[1] - ly) >= 2) pen.points.push(p);
    }
    if (pen.path) pen.path.setAttribute("d", pathOf(pen.points));
  }

  function up(event) {
    if (!pen || event.pointerId !== pen.id) return;
    const stroke = pen.points;
    const last = pointOf(event);
    const [lx, ly] = stroke[stroke.length - 1];
    if (last[0] !== lx || last[1] !== ly) stroke.push(last);
    const tap = isTap(stroke, event.timeStamp - pen.start);
    pen = null;
    finish(stroke, tap, event.timeStamp);
    drawLive();
  }

  function cancel(event) {
    if (!pen || event.pointerId !== pen.id) return;
    pen = null;
    drawLive();
  }

  function isStill(stroke) {
    const [x0, y0] = stroke[0];
    return stroke.every(([x, y]) => Math.hypot(x - x0, y - y0) <= TAP_SLOP);
  }

  function isTap(stroke, duration) {
    return duration <= TAP_TIME && isStill(stroke);
  }

  function finish(stroke, tap, time) {
    const p = paper.phase;
    if (p === "board") {
      sendInk([stroke], (strokes) => ({ type: "stroke", points: strokes[0] }));
    } else if (p === "over") {
      if (!tap) return;
      const [x, y] = stroke[0];
      if (lastTap && time - lastTap.time <= DOUBLE_TAP && Math.hypot(x - lastTap.x, y - lastTap.y) <= 3 * TAP_SLOP) {
        lastTap = null;
        post({ type: "doubleTap" });
      } else lastTap = { time, x, y };
    } else if (paper.input === "tap") {
      // A press that stays put is a tap however long it lasts; a drawn sign is answered with the
      // reason it is not placed.
      if (isStill(stroke)) post({ type: "tapPoint", x: stroke[0][0], y: stroke[0][1] });
      else sendInk([stroke], (strokes) => ({ type: "shape", strokes }));
    } else {
      pending.push(stroke);
      shapeTimer = setTimeout(sendShape, SHAPE_PAUSE);
    }
  }

  function sendShape() {
    const strokes = pending;
    pending = [];
    if (strokes.length) sendInk(strokes, (s) => ({ type: "shape", strokes: s }));
  }

  /** Sends ink and keeps it on the sheet until the answer says what became of it. */
  function sendInk(strokes, intent) {
    let points = strokes;
    // Long slow strokes: keep every other point until the intent fits the server's limit.
    while (JSON.stringify(intent(points)).length > BODY_LIMIT && points.some((s) => s.length > 8)) {
      points = points.map((s) => s.filter((_, i) => i % 2 === 0 || i === s.length - 1));
    }
    awaiting.push(...strokes);
    post(intent(points)).then(() => {
      awaiting = awaiting.filter((s) => !strokes.includes(s));
      if (sheet) drawLive();
    });
  }

  return { render };
})();
