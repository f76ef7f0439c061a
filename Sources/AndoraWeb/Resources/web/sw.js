// The service worker: keeps the page's files so that the installed app starts with no network.
// The server writes its version (a fingerprint of every file) in place of ANDORA_VERSION, so a new
// release is a new worker: it fetches the new files into a cache of its own in the background and
// takes over at the next start, never under an open page (no skipWaiting). The API is never cached.
"use strict";

const VERSION = "andora-ANDORA_VERSION";
const FILES = [
  "/", "app.css", "paper.css", "app.js", "paper.js", "match.js", "local.js", "wasm.js", "think.js", "andora.wasm",
  "manifest.webmanifest", "icon.svg", "icon-192.png", "icon-512.png",
];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(VERSION).then((cache) => cache.addAll(FILES)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys().then((names) =>
    Promise.all(names.filter((name) => name.startsWith("andora-") && name !== VERSION).map((name) => caches.delete(name)))));
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== location.origin || url.pathname.startsWith("/api/")) return;
  // The page itself answers every address of the app (a match link's ?join= too).
  const key = event.request.mode === "navigate" ? "/" : event.request;
  event.respondWith(caches.open(VERSION)
    .then((cache) => cache.match(key, { ignoreSearch: true }))
    .then((kept) => kept || fetch(event.request)));
});
