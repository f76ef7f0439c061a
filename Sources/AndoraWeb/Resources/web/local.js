// The app without a server: the app model runs in the page (andora.wasm, through wasm.js), the
// profile lives in IndexedDB, and searches run in a Web Worker (think.js). app.js draws these
// states as it draws the server's. Every change is committed to IndexedDB before its state shows;
// writes that fail are kept and go with the next commit, and the model tells the player meanwhile.
"use strict";

const local = (() => {
  /** The layout of what IndexedDB holds; a page older than the data it finds does not touch it. */
  const STORAGE_FORMAT = 1;
  /** The least time between the player's move and the computer's reply, as the server keeps it:
   *  the fast levels answer in a few milliseconds, and their mark would land with the player's. */
  const REPLY_PAUSE_MS = 300;
  /** How many bytes of games one backup request carries (the server takes 65,536). */
  const BACKUP_BATCH = 60000;
  let andora = null;        // wasm.js's loader result
  let database = null;      // IndexedDB, or null where the browser denies it
  let unwritten = [];       // writes not committed yet, in order
  let failing = false;      // the last commit failed (the model shows a notice)
  let worker = null;        // think.js: started with the model, so that its module is ready for the first search
  let searching = null;     // the running search's resolve, or null
  let backupKey = null;     // what adds to this page's backup on the server, once it has one (kept by this page alone)

  /** Called with the state after a search's answer (app.js shows it in its queue). */
  let onThought = () => {};

  const finished = (request) => new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const committed = (transaction) => new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = transaction.onabort = () => reject(transaction.error || new Error("aborted"));
  });

  async function openDatabase() {
    const request = indexedDB.open("andora", 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore("parts");
      db.createObjectStore("games");
      db.createObjectStore("setAside", { autoIncrement: true });
    };
    return finished(request);
  }

  /** What the profile's storage holds, as the model's start line reads it. */
  async function readProfile(language) {
    const start = { language, seed: String(crypto.getRandomValues(new BigUint64Array(1))[0]), parts: {}, games: {} };
    if (!database) return start;
    const transaction = database.transaction(["parts", "games"]);
    const parts = transaction.objectStore("parts");
    const games = transaction.objectStore("games");
    const [partKeys, partValues, gameKeys, gameValues] = await Promise.all([
      finished(parts.getAllKeys()), finished(parts.getAll()), finished(games.getAllKeys()), finished(games.getAll()),
    ]);
    partKeys.forEach((key, i) => { start.parts[key] = partValues[i]; });
    gameKeys.forEach((key, i) => { start.games[String(key)] = gameValues[i]; });
    if ((start.parts.format ?? STORAGE_FORMAT) > STORAGE_FORMAT) throw new Error("newer storage");
    const left = journaled();
    if (left.length) {
      try {
        await commit(left);
        return readProfile(language);
      } catch {
        failing = true; // kept in `unwritten` for the next commit; the model says so meanwhile
      }
    }
    backupKey = start.parts.backupKey ?? null;
    delete start.parts.format;
    delete start.parts.backupKey;
    delete start.parts.backup; // a backup's id, kept before backups had keys: its link still restores
    return start;
  }

  /** Keeps a copy of what the model could not read, and takes it out of the profile. */
  async function setAside(keys, start) {
    if (!database) return;
    const transaction = database.transaction(["parts", "games", "setAside"], "readwrite");
    const aside = transaction.objectStore("setAside");
    for (const part of keys.parts) {
      aside.add({ part, value: start.parts[part], at: Date.now() });
      transaction.objectStore("parts").delete(part);
    }
    for (const game of keys.games) {
      aside.add({ game, value: start.games[game], at: Date.now() });
      transaction.objectStore("games").delete(Number(game));
    }
    await committed(transaction);
  }

  /** The writes not committed yet, kept in localStorage too (written at once, unlike IndexedDB):
   *  a page left or reloaded while a commit is under way (the pause its leaving sends) loses none
   *  of them; the next start commits them before it reads IndexedDB. */
  const JOURNAL = "andora.unwritten";
  function keepJournal() {
    try {
      if (unwritten.length) localStorage.setItem(JOURNAL, JSON.stringify(unwritten)); else localStorage.removeItem(JOURNAL);
    } catch { /* no localStorage (storage denied): IndexedDB alone */ }
  }

  /** The writes a page left in the journal before committing them; none when it cannot be read. */
  function journaled() {
    try {
      const writes = JSON.parse(localStorage.getItem(JOURNAL) || "[]");
      if (Array.isArray(writes) && writes.every((write) => write && typeof write === "object")) return writes;
      localStorage.removeItem(JOURNAL);
    } catch { /* unreadable, or no localStorage: IndexedDB's copy stands */ }
    return [];
  }

  /** Commits the writes (and any left from a failed commit) in one transaction. */
  async function commit(writes) {
    unwritten.push(...writes);
    if (!database) throw new Error("IndexedDB is not available");
    keepJournal();
    const transaction = database.transaction(["parts", "games"], "readwrite");
    const parts = transaction.objectStore("parts");
    const games = transaction.objectStore("games");
    parts.put(STORAGE_FORMAT, "format");
    for (const write of unwritten) {
      if ("part" in write) {
        if (write.value == null) parts.delete(write.part); else parts.put(write.value, write.part);
      } else if ("game" in write) {
        games.put(write.value, write.game);
      } else if ("forgetGame" in write) {
        games.delete(write.forgetGame);
      } else if (write.forgetGames) {
        games.clear();
      }
    }
    await committed(transaction);
    unwritten = [];
    keepJournal();
  }

  /** Performs an answer of the model: commits its writes, runs its search; returns its state. A
   *  hint is waited for and shown with the answer (the player asked for it: it takes well under
   *  100 ms); the computer's move comes later, through `onThought`. */
  async function perform(text) {
    const answer = JSON.parse(text);
    if (answer.error) throw new Error(answer.error);
    let shown = answer.state;
    if (answer.writes.length || failing) {
      try {
        await commit(answer.writes);
        if (failing) shown = JSON.parse(apply({ stored: true })).state;
        failing = false;
      } catch (error) {
        failing = true;
        shown = JSON.parse(apply({ storeFailed: String(error && error.name || error) })).state;
      }
    }
    if (!answer.think) return shown;
    const thought = think(answer.think);
    if (answer.think.purpose !== "hint") {
      const pause = new Promise((resolve) => setTimeout(resolve, answer.think.purpose === "move" ? REPLY_PAUSE_MS : 0));
      Promise.all([thought, pause]).then(([line]) => line && onThought(line));
      return shown;
    }
    const line = await thought;
    return line ? hear(line) : shown;
  }

  /** The clock, then the line a search answered; the state. */
  async function hear(line) {
    await perform(apply({ clock: Date.now() }));
    return perform(andora.call("model_apply", line));
  }

  const apply = (line) => andora.call("model_apply", JSON.stringify(line));

  /** One request to the server's backup API; its answer, or an error (the server's words, or none). */
  async function post(path, body) {
    const response = await fetch(path, {
      method: "POST", credentials: "same-origin", headers: { "Content-Type": "application/json" }, body,
    });
    const answer = await response.json();
    if (!response.ok) throw Object.assign(new Error(answer.error), { fromServer: true });
    return answer;
  }

  /** Brings every game of the backup `id` here, a page of them at a time; the state. */
  async function restore(id) {
    let next = null;
    let shown;
    do {
      const page = await post("/api/restore", JSON.stringify(next ? { backup: id, after: next } : { backup: id }));
      shown = await perform(apply({ restored: page.games }));
      next = page.next;
    } while (next);
    return shown;
  }

  /** The played games as IndexedDB keeps them: each one's JSON text. */
  async function storedGames() {
    if (!database) return [];
    return finished(database.transaction("games").objectStore("games").getAll());
  }

  /** The games' texts in bodies of at most BACKUP_BATCH bytes (at least one body, maybe empty). */
  function batches(texts) {
    const bodies = [[]];
    let size = 0;
    for (const text of texts) {
      if (size + text.length > BACKUP_BATCH && bodies[bodies.length - 1].length) {
        bodies.push([]);
        size = 0;
      }
      bodies[bodies.length - 1].push(text);
      size += text.length + 1;
    }
    return bodies;
  }

  function startWorker() {
    worker = new Worker("think.js");
    worker.onmessage = (event) => {
      const done = searching;
      searching = null;
      if (done) done(event.data);
    };
  }

  /** Runs the search in the worker; resolves to the line that answers it, or null when a newer
   *  request replaced it (the worker is ended and started afresh). */
  function think(request) {
    if (searching) {
      worker.terminate();
      searching(null);
      startWorker();
    }
    return new Promise((resolve) => {
      searching = resolve;
      worker.postMessage(JSON.stringify(request));
    });
  }

  return {
    /** Starts the model on the stored profile; resolves to the first state, or null where the page
     *  cannot play by itself (no andora.wasm: the server plays). Throws "newer storage" when
     *  IndexedDB holds data of a newer page. */
    async start(language, thoughtShown) {
      onThought = thoughtShown;
      try {
        andora = await loadAndora();
      } catch {
        return null;
      }
      startWorker();
      try {
        database = await openDatabase();
      } catch {
        database = null; // private mode or storage denied: play on, and the model says it is not kept
      }
      const start = await readProfile(language);
      const first = andora.call("model_start", JSON.stringify(start));
      const keys = JSON.parse(first).setAside;
      if (keys) await setAside(keys, start).catch(() => {});
      return perform(first);
    },

    /** The clock, then the intent; the state once its changes are stored. */
    async send(intent) {
      await perform(apply({ clock: Date.now() }));
      return perform(apply(intent));
    },

    /** The clock, then the line a search answered (the computer's move); the state. */
    hear,

    /** The state now (a wake: the clock's next second, a countdown, the replay's next step). */
    tick() {
      return perform(apply({ clock: Date.now() }));
    },

    /** Adds the games of the two-device match `code`, which the server's model recorded, to the
     *  page's own history (one it has already stays once); the state. Rejects when the server does
     *  not answer within 5 s. */
    async addMatchGames(code) {
      const response = await fetch("/api/match-games?code=" + encodeURIComponent(code), {
        credentials: "same-origin", signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(response.status);
      const { games } = await response.json();
      return perform(apply({ restored: games }));
    },

    /** Backs the played games up on the server, to this page's own backup (made by the first one):
     *  resolves to the state and the backup's link, its QR code and the note on who can open it. `restoring` names another backup
     *  (a link's) whose games to bring here instead: resolves to the state. Rejects when the server
     *  cannot be reached or refuses. */
    async backUp(restoring) {
      if (restoring) return { state: await restore(restoring) };
      let link = null;
      for (const games of batches(await storedGames())) {
        const keyed = backupKey ? `"key":${JSON.stringify(backupKey)},` : "";
        link = await post("/api/backup", `{${keyed}"games":[${games.join(",")}]}`);
        if (backupKey !== link.key && database) {
          const transaction = database.transaction("parts", "readwrite");
          transaction.objectStore("parts").put(link.key, "backupKey");
          await committed(transaction);
        }
        backupKey = link.key;
      }
      return { state: await perform(apply({ clock: Date.now() })), link: link.link, qr: link.qr, note: link.note };
    },

    /** The page's own texts, as GET /api/texts answers them. */
    texts(language) {
      const { exports, output } = andora;
      return JSON.parse(output(exports.page_texts(language === "ru" ? 1 : 0))).texts;
    },
  };
})();
