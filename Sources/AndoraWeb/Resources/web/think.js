// The page's Web Worker: runs the searches the app model asks for (the computer's move, a hint)
// on the WebAssembly engine, so that the page never freezes while it thinks. Each message is a
// search request as the model wrote it; the answer is the line that tells the model the move.
"use strict";
importScripts("wasm.js");

const andora = loadAndora();

onmessage = async (event) => {
  const { call } = await andora;
  postMessage(call("think", event.data));
};
