#!/usr/bin/env python3
"""Browser test of the WebAssembly build: the rules and the engine running in headless Chromium.

Loads .build/wasm/index.html and andora.wasm (built by Scripts/build-wasm.sh) from a local HTTP
server, runs perft and short searches there and checks them against the native `andora` binary:
the same counts and, with the same seed and node budget, the same moves. Also times perft
(standard rules, depth 7, fastest of three runs on each side) and prints the wasm/native speed.

Run from the package root after `swift build` and Scripts/build-wasm.sh:
    python3 Tests/browser/test_wasm.py
Needs Debian's chromium and chromium-driver and `pip install selenium`. ANDORA_BIN overrides the
native binary (use a release build for a meaningful speed ratio). Exits non-zero on a mismatch.
"""
import functools
import http.server
import os
import re
import subprocess
import sys
import threading
from pathlib import Path

from selenium import webdriver

ROOT = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("ANDORA_BIN", str(ROOT / ".build" / "debug" / "andora"))
WASM_FOLDER = ROOT / ".build" / "wasm"
RULES = {"first": 0, "any": 1, "standard": 2}


def native_perft(rules, depth):
    """(leaves, seconds) of `andora perft`."""
    output = subprocess.run([BINARY, "perft", "--rules", rules, "--depth", str(depth)],
                            capture_output=True, text=True, check=True).stdout
    leaves = int(re.search(rf"^depth {depth}: (\d+)$", output, re.MULTILINE).group(1))
    seconds = float(re.search(r" in ([0-9.]+) s", output).group(1))
    return leaves, seconds


def native_move(rules, nodes):
    """The expert's first move with seed 0 and a node budget, through `andora ugi`."""
    commands = f"position startpos\ngo nodes {nodes}\nquit\n"
    output = subprocess.run([BINARY, "ugi", "--rules", rules, "--seed", "0"], input=commands,
                            capture_output=True, text=True, check=True).stdout
    return re.search(r"bestmove (\S+)", output).group(1)


def notation(index):
    """A move index (field * 9 + slot, keypad order) in notation, such as e5."""
    field, slot = divmod(index, 9)
    column = field % 3 * 3 + slot % 3
    row_from_top = field // 3 * 3 + slot // 3
    return "abcdefghi"[column] + str(9 - row_from_top)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm"}

    def log_message(self, *arguments):
        pass


def serve(folder):
    handler = functools.partial(QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def browser():
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage"):
        options.add_argument(flag)
    if os.path.exists("/usr/bin/chromium"):
        options.binary_location = "/usr/bin/chromium"
    service = webdriver.ChromeService(executable_path="/usr/bin/chromedriver") \
        if os.path.exists("/usr/bin/chromedriver") else None
    return webdriver.Chrome(options=options, service=service)


def call(driver, function, *arguments):
    """Calls window.andoraWasm's function in the page and returns its result."""
    script = (f"const done = arguments[arguments.length - 1];"
              f"window.andoraWasm.then(api => done(api.{function}(...{[a if not isinstance(a, bool) else int(a) for a in arguments]})))"
              f".catch(error => done({{error: String(error)}}));")
    result = driver.execute_async_script(script)
    if "error" in result:
        raise RuntimeError(f"{function}{arguments}: {result['error']}")
    return result


def main():
    if not (WASM_FOLDER / "andora.wasm").exists():
        sys.exit("no .build/wasm/andora.wasm: run Scripts/build-wasm.sh first")
    server = serve(WASM_FOLDER)
    driver = browser()
    driver.set_script_timeout(300)
    failures = []

    def check(label, wasm, native):
        print(f"{'ok  ' if wasm == native else 'FAIL'} {label}: wasm {wasm}, native {native}", flush=True)
        if wasm != native:
            failures.append(label)

    try:
        driver.get(f"http://127.0.0.1:{server.server_address[1]}/index.html")
        for rules, depth in (("standard", 6), ("first", 6), ("any", 5)):
            wasm = int(call(driver, "perft", RULES[rules], depth, False)["leaves"])
            check(f"perft {rules} depth {depth}", wasm, native_perft(rules, depth)[0])
        check("perft standard depth 6, bulk", int(call(driver, "perft", 2, 6, True)["leaves"]),
              native_perft("standard", 6)[0])
        for rules in ("standard", "first"):
            wasm = notation(call(driver, "search", RULES[rules], 2000, 0)["move"])
            check(f"search {rules}, 2000 nodes, seed 0", wasm, native_move(rules, 2000))
        wasm_seconds = min(call(driver, "perft", 2, 7, False)["milliseconds"] / 1000 for _ in range(3))
        native_seconds = min(native_perft("standard", 7)[1] for _ in range(3))
        print(f"perft standard depth 7: wasm {wasm_seconds:.3f} s, native {native_seconds:.3f} s, "
              f"wasm runs at {native_seconds / wasm_seconds:.2f}x the native speed")
    finally:
        driver.quit()
        server.shutdown()
    print(f"{'FAILED: ' + ', '.join(failures) if failures else 'all checks passed'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
