// andora.wasm for the page (local.js) and its Web Worker (think.js): the app model, the rules and
// the engine built with Embedded Swift (Scripts/build-wasm.sh). JSON text crosses through the
// module's memory: the text goes in at model_input, a function reads it and leaves its answer at
// model_output.
"use strict";

/** Loads the module; resolves to `call(name, text)`, which runs an exported function on a JSON
 *  text and returns its answer, and `exports` for the functions that take numbers. */
async function loadAndora(url = "andora.wasm") {
  let memory;
  // The C library under the Swift runtime names a few WASI functions: randomness seeds the hash
  // tables, and the clocks time the engine's searches. The others (a crash report, an exit) are
  // not called in normal use: each answers "not supported", and an exit stops the call.
  const wasi = new Proxy({}, {
    get: (_, name) => (...args) => {
      if (name === "random_get") {
        crypto.getRandomValues(new Uint8Array(memory.buffer, args[0], args[1]));
        return 0;
      }
      if (name === "clock_time_get") {
        const milliseconds = args[0] === 0 ? Date.now() : performance.now();
        new DataView(memory.buffer).setBigUint64(args[2], BigInt(Math.round(milliseconds * 1e6)), true);
        return 0;
      }
      if (name === "proc_exit") throw new Error(`andora.wasm exited with ${args[0]}`);
      return 52;
    },
  });
  const { instance } = await WebAssembly.instantiateStreaming(fetch(url), { wasi_snapshot_preview1: wasi });
  const exports = instance.exports;
  memory = exports.memory;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const output = (count) => decoder.decode(new Uint8Array(memory.buffer, exports.model_output(), count));
  const call = (name, text) => {
    const bytes = encoder.encode(text);
    new Uint8Array(memory.buffer, exports.model_input(bytes.length), bytes.length).set(bytes);
    return output(exports[name](bytes.length));
  };
  return { call, exports, output };
}
