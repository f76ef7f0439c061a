"""Browser test of the WebAssembly build: the app model, the rules and the engine in headless Chromium.

Loads Wasm/index.html with the module the page ships and the page's loader
(Sources/AndoraWeb/Resources/web/andora.wasm, written by Scripts/build-wasm.sh, and wasm.js) from a
local HTTP server. The app model: a scripted run of intents (options, an Andora game won, a classic game, a pencil &
paper board drawn and played, History, Statistics, the tutorial, a malformed line) goes through the
wasm model and through the native one (`andora model`), in English and in Russian, and every state
must be the same bytes; the time of one line on each side is printed. The engine: perft and short
searches checked against the native `andora` binary (the same counts and, with the same seed and
node budget, the same moves), and perft timed (standard rules, depth 7, fastest of three runs on
each side) for the wasm/native speed.

Run from the package root after `swift build`:
    python3 -m pytest Tests/browser/test_wasm.py
Needs Debian's chromium and chromium-driver and `pip install selenium pytest`. ANDORA_BIN overrides the
native binary (use a release build for a meaningful speed ratio).
"""
import functools
import http.server
import json
import os
import re
import shutil
import subprocess
import tempfile
import threading
import time
from pathlib import Path

import pytest
from selenium import webdriver

ROOT = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("ANDORA_BIN", str(ROOT / ".build" / "debug" / "andora"))
PAGE_FILES = ROOT / "Sources" / "AndoraWeb" / "Resources" / "web"
TEST_PAGE = ROOT / "Wasm" / "index.html"
RULES = {"first": 0, "any": 1, "standard": 2}


def native_perft(rules, depth):
    """(leaves, seconds) of `andora perft`."""
    output = subprocess.run([BINARY, "perft", "--rules", rules, "--depth", str(depth)],
                            capture_output=True, text=True, check=True).stdout
    leaves = int(re.search(rf"^depth {depth}: (\d+)$", output, re.MULTILINE).group(1))
    seconds = float(re.search(r" in ([0-9.]+) s", output).group(1))
    return leaves, seconds


def native_move(rules, nodes):
    """The expert's first move with seed 0 and a node budget, through `andora ugi`: the input ends
    without `quit`, which would stop the search, and the search still answers in full."""
    commands = f"position startpos\ngo nodes {nodes}\n"
    output = subprocess.run([BINARY, "ugi", "--rules", rules, "--seed", "0"], input=commands,
                            capture_output=True, text=True, check=True).stdout
    return re.search(r"bestmove (\S+)", output).group(1)


def model_script():
    """JSON lines for a run of intents that visits every screen the model has without a host."""
    lines = []
    clock = [1_700_000_000_000]

    def send(kind, **fields):
        lines.append(json.dumps({"type": kind, **fields}, ensure_ascii=False))

    def tick(milliseconds=1500):
        clock[0] += milliseconds
        lines.append(json.dumps({"clock": clock[0]}))

    tick()
    send("openOptions")
    send("setStrategy", strategy="any")
    send("back")  # asks what becomes of the change
    send("discardOptions")  # the draft is dropped
    send("openOptions")
    send("setConfirmTurn", on=True)
    send("setCoordinates", on=True)
    send("saveOptions")
    send("startGame")
    send("tapCell", cell="a1")  # pending under confirm turn, then moved by the next tap
    for cell in "h1 d1 b3 d8 a5 b4 f1 g2 a6 b9 e9 d9 a7 b1 e1 d3 c7 g1 c3 g9 b7 d2 a4 a1 a3".split():
        tick()
        send("tapCell", cell=cell)
        send("finishTurn")
    send("tapCell", cell="e5")  # the game is over
    send("closeDialog")
    send("undo")
    send("pause")
    tick(5000)
    send("resume")
    send("hint")
    send("redo")
    send("closeDialog")
    send("exit")
    send("chooseMode", mode="classic")
    send("startGame")
    send("confirmNewGame")
    for cell in ("b2", "a1", "c1", "a3", "a2", "c3", "b1", "b3", "c2"):
        tick(700)
        send("tapCell", cell=cell)
        send("finishTurn")
    send("closeDialog")
    send("exit")
    send("confirmExit")
    send("chooseMode", mode="paper")
    send("startGame")
    for x0, y0, x1, y1 in ((130, 10, 132, 390), (265, 12, 262, 388), (10, 131, 390, 133), (12, 268, 392, 264)):
        steps = 24
        points = [[x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps, 16 * i] for i in range(steps + 1)]
        send("stroke", points=points)
    for x, y in ((200, 200), (60, 60), (330, 60), (60, 200), (330, 330), (60, 330)):
        send("tapPoint", x=x, y=y)
    send("doubleTap")
    send("back")
    send("openHistory")
    send("back")
    send("openStatistics")
    send("back")
    send("openTutorial")
    send("tapCell", cell="a1")
    send("tapCell", cell="e5")
    send("tutorialNext")
    send("skipTutorial")
    send("setLanguage", language="ru")
    lines.append('{"type": "tapCell", "cell": "z9"}')
    lines.append('{"type": "castle"}')
    lines.append("not json")
    lines.append(r'{"type": "joinMatch", "code": "Ж\u00e9\ud83d\ude00\"\n"}')
    return lines


def native_model(language, lines):
    """The native model's answer to each line, through `andora model`."""
    output = subprocess.run([BINARY, "model", "--lang", language], input="\n".join(lines) + "\n",
                            capture_output=True, text=True, check=True).stdout
    return output.splitlines()


def native_model_milliseconds(lines):
    """The time `andora model` takes for the lines, less its time for none (the process's start)."""
    def run(text):
        start = time.perf_counter()
        subprocess.run([BINARY, "model", "--lang", "ru"], input=text, capture_output=True, text=True, check=True)
        return (time.perf_counter() - start) * 1000
    return max(run("\n".join(lines) + "\n") - run(""), 0.0)


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
        raise RuntimeError(f"{function}: {result['error']}")
    return result


def think_in_the_page(driver, purpose, moves, budget, rules="first"):
    """The worker's answer to an expert's search request (`line`) and the time it took (`milliseconds`)."""
    request = json.dumps({"id": 1, "purpose": purpose, "rules": rules, "moves": moves, "level": "expert",
                          "budget": budget, "seed": "0"})
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "window.andoraWasm.then(api => done(api.think(arguments[0])))", request)


def review_in_the_page(driver):
    """Times a game's review on the page's engine: an expert game under `first` (2,000
    moves a search) up to 60 moves, then each position judged as the worker judges it."""
    def think(purpose, moves, nodes):
        return json.loads(think_in_the_page(driver, purpose, moves, {"nodes": nodes})["line"])
    moves = []
    while len(moves) < 60:
        cell = think("move", moves, 2000)["thought"].get("cell")
        if not cell:
            break
        moves.append(cell)
    started = time.time()
    judged = [think("review", moves[:count], 100_000)["judged"]["judgement"] for count in range(len(moves) + 1)]
    seconds = time.time() - started
    print(f"review of a {len(moves)}-move game in the page's engine ({len(judged)} positions, 100,000 moves each): "
          f"{seconds:.2f} s", flush=True)



@pytest.fixture(scope="module")
def driver():
    """One Chromium on Wasm/index.html with the shipped module and loader, served from a copy."""
    with tempfile.TemporaryDirectory() as folder:
        for file in (TEST_PAGE, PAGE_FILES / "wasm.js", PAGE_FILES / "andora.wasm"):
            shutil.copy(file, folder)
        server = serve(folder)
        opened = browser()
        opened.set_script_timeout(300)
        try:
            opened.get(f"http://127.0.0.1:{server.server_address[1]}/index.html")
            yield opened
        finally:
            opened.quit()
            server.shutdown()


@pytest.fixture(scope="module")
def lines():
    return model_script()


@pytest.mark.parametrize("language", ["en", "ru"], ids=["english", "russian"])
def test_the_app_model_gives_every_state_in_the_same_bytes_as_the_native_model(driver, lines, language):
    wasm = call(driver, "model", language, lines)
    native = native_model(language, lines)
    differing = [i for i, (a, b) in enumerate(zip(wasm["states"], native)) if a != b]
    where = ""
    if differing:
        where = (f"line {(['(launch)'] + lines)[differing[0]]}\n  wasm   {wasm['states'][differing[0]][:400]}\n"
                 f"  native {native[differing[0]][:400]}")
    assert len(wasm["states"]) == len(native) == len(lines) + 1, "one state a line, and one at launch, on each side"
    assert not differing, where


def test_the_app_model_time_of_one_line_is_measured(driver, lines):
    wasm_ms = min(call(driver, "model", "ru", lines)["milliseconds"] for _ in range(3))
    native_ms = min(native_model_milliseconds(lines) for _ in range(3))
    print(f"app model, one line (intent or clock) and its state's JSON, fastest of 3 over {len(lines)} lines: "
          f"wasm {wasm_ms / len(lines):.3f} ms, native {native_ms / len(lines):.3f} ms", flush=True)


@pytest.mark.parametrize("rules, depth, bulk", [("standard", 6, False), ("first", 6, False), ("any", 5, False),
                                                ("standard", 6, True)],
                         ids=["standard-6", "first-6", "any-5", "standard-6-bulk"])
def test_perft_counts_as_the_native_engine_does(driver, rules, depth, bulk):
    wasm = int(call(driver, "perft", RULES[rules], depth, bulk)["leaves"])
    assert wasm == native_perft(rules, depth)[0]


@pytest.mark.parametrize("rules", ["standard", "first"])
def test_a_search_of_2000_nodes_with_seed_0_picks_the_native_move(driver, rules):
    wasm = notation(call(driver, "search", RULES[rules], 2000, 0)["move"])
    assert wasm == native_move(rules, 2000)


def test_perft_speed_is_measured(driver):
    wasm_seconds = min(call(driver, "perft", 2, 7, False)["milliseconds"] / 1000 for _ in range(3))
    native_seconds = min(native_perft("standard", 7)[1] for _ in range(3))
    speed = (f"wasm runs at {native_seconds / wasm_seconds:.2f}x the native speed" if "ANDORA_BIN" in os.environ
             else "no speed ratio: the native side is the debug build (set ANDORA_BIN to a release build)")
    print(f"perft standard depth 7: wasm {wasm_seconds:.3f} s, native {native_seconds:.3f} s; {speed}")


def test_the_expert_thinks_for_its_time(driver):
    """The page's expert keeps a time budget by the page's clock, as the native one does: given
    400 ms for its move it searches until then, on any device, rather than a fixed number of moves."""
    answer = think_in_the_page(driver, "move", ["e5"], {"milliseconds": 400}, rules="standard")
    move = json.loads(answer["line"])["thought"].get("cell")
    print(f"expert's move on a 400 ms budget: {move} after {answer['milliseconds']:.0f} ms", flush=True)
    assert move, "a move"
    assert answer["milliseconds"] >= 400, "after the whole budget"


def test_a_review_in_the_page_is_timed(driver):
    review_in_the_page(driver)
