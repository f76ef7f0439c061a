"""What the browser tests speak in: a real `andora serve` (Server), a headless Chromium window on the
app (Page), the games they play and the helpers shared by several suites (the pencil & paper sheet's
strokes, a match between two pages, the axe-core check). The fixtures in conftest.py build on these.

Moves of the fixed games are (mini-field, slot) pairs, 0-based keypad order (docs/WEB.md, docs/SPEC.md D 1).
"""
import math
import os
import re
import subprocess
import tempfile
import threading
import time
from pathlib import Path

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("ANDORA_BIN", str(ROOT / ".build" / "debug" / "andora"))
SCREENSHOTS = ROOT / ".build" / "screenshots"
PHONE, PHONE_LANDSCAPE, TABLET, DESKTOP = (390, 844), (844, 390), (820, 1180), (1280, 800)

DRAW = [(0, 1), (1, 0), (0, 2), (2, 0), (0, 3), (3, 0), (0, 4), (4, 0), (0, 5), (5, 0), (0, 6), (6, 0), (0, 7), (7, 0),
        (0, 8), (8, 0), (0, 0)]
X_WINS = [(0, 3), (3, 1), (1, 4), (4, 2), (2, 5), (5, 0), (0, 4), (4, 1), (1, 5), (5, 2), (2, 3), (3, 0), (0, 5), (5, 1),
          (1, 3), (3, 2), (2, 4)]
# AndoraTestSupport's AndoraGames.xWinsAny: X wins under strategy `any`.
X_WINS_ANY = "i3 h7 d3 c7 g1 c1 h2 d4 c2 g4 b2 f6 h8 e4 f3 g7 b3 d7 b1 e1 e3".split()
# Strategy `any`, still running: mini-fields 1 and 3 are X's, 6 has lines of both signs (?), 8 is O's.
BOTH_SIGNS_ANY = ("e6 e8 e5 e4 d2 a5 c4 h1 e1 d3 b7 f1 h2 d6 a8 a6 c8 i6 i8 i5 h4 e2 f4 i2 h6 d9 b8 f6 i7 i3 g7 b3 e7 "
                  "f3 h7 f2 h5 d4 c2 i4").split()
# AndoraTestSupport's AndoraGames.oWinsFirst: O wins under strategy `first`, in 24 moves.
O_WINS = "e8 d6 c8 i5 h5 f4 i2 h4 e1 d2 b6 f9 h8 e5 f6 h9 e7 d3 b9 f8 h6 f7 h1 d1".split()


def cell(field, slot):
    column = field % 3 * 3 + slot % 3
    row_from_top = field // 3 * 3 + slot // 3
    return "abcdefghi"[column] + str(9 - row_from_top)


class Server:
    """`andora serve --port 0` on a temporary (or the given) database; the URL is read from its first line."""

    def __init__(self, database=None, port=0, arguments=()):
        self.database = database
        self.port = port
        self.arguments = list(arguments)

    def __enter__(self):
        self.folder = tempfile.TemporaryDirectory()
        database = self.database or os.path.join(self.folder.name, "andora.sqlite")
        self.process = subprocess.Popen([BINARY, "serve", "--port", str(self.port), "--database", database, *self.arguments],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.output = []
        line = self.process.stdout.readline()
        match = re.search(r"http://[^ ]+/", line)
        if not match:
            self.__exit__()
            raise RuntimeError(f"andora serve printed no URL: {line!r} {self.process.stderr.read()}")
        self.url = match.group(0)
        # Both pipes are read to the end, so the server never blocks writing to a full one; the
        # last lines tell what it was doing when a test finds it did not stop.
        for stream in (self.process.stdout, self.process.stderr):
            threading.Thread(target=self.drain, args=(stream,), daemon=True).start()
        return self

    def drain(self, stream):
        for line in stream:
            self.output.append(line.rstrip())

    def __exit__(self, *exc):
        self.process.terminate()
        try:
            self.exit_code = self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.exit_code = None
            print("andora serve did not stop within 10 s of SIGTERM; its last lines:", *self.output[-20:], sep="\n  ")
        self.folder.cleanup()


class Page:
    """One browser window on the app, with the helpers the tests speak in."""

    def __init__(self, url, size=PHONE, language="en", dark=False, flags=()):
        options = webdriver.ChromeOptions()
        for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", f"--lang={language}",
                     "--hide-scrollbars", f"--window-size={size[0]},{size[1]}", *flags):
            options.add_argument(flag)
        options.add_experimental_option("prefs", {"intl.accept_languages": language})
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        if os.path.exists("/usr/bin/chromium"):
            options.binary_location = "/usr/bin/chromium"
        service = webdriver.ChromeService(executable_path="/usr/bin/chromedriver") \
            if os.path.exists("/usr/bin/chromedriver") else None
        self.driver = webdriver.Chrome(options=options, service=service)
        self.dark = dark
        if dark:
            self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
                "features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        self.resize(size)
        self.driver.get(url)
        self.settle()

    def close(self):
        self.driver.quit()

    def resize(self, size):
        width, height = size
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 900,
            "screenOrientation": {"type": "portraitPrimary" if height >= width else "landscapePrimary",
                                  "angle": 0 if height >= width else 90}})
        self.redrawn()

    def redrawn(self):
        """Waits until the page has drawn two frames since now: the layout of a new size (the page's
        layout is CSS alone, no script listens for a resize) is on the screen."""
        self.driver.execute_async_script("requestAnimationFrame(() => requestAnimationFrame(arguments[0]))")

    def wait_until(self, seconds, condition, message=""):
        """Waits until the condition holds, looking every 50 ms; an element the page drew anew
        between finding it and reading it (the match clock redraws every second) is looked for again."""
        WebDriverWait(self.driver, seconds, poll_frequency=0.05,
                      ignored_exceptions=(StaleElementReferenceException,)).until(lambda _: condition(), message)

    def settle(self):
        """Waits until the page has shown the answer to everything it asked."""
        self.wait_until(10, lambda: self.driver.execute_script(
            "const a = document.getElementById('app');"
            "return a.getAttribute('aria-busy') === 'false' && a.childElementCount > 0"))

    def settle_thinking(self):
        """Waits until the computer has made its move and the page shows it."""
        self.wait_until(20,
            lambda: not (self.shown_state().get("game") or {}).get("computerThinking"), "the computer moves")
        time.sleep(0.5)  # the page looks again every 250 ms while the computer thinks
        self.settle()

    def find(self, css):
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def all(self, css):
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def testid(self, name):
        return self.find(f'[data-testid="{name}"]')

    def has(self, name):
        return bool(self.all(f'[data-testid="{name}"]'))

    def press(self, name):
        """Clicks the button of the hook; found again if the page drew it anew meanwhile (a review or
        the computer's move redraws the screen while a person reaches for a button)."""
        for attempt in range(3):
            try:
                self.testid(name).click()
                break
            except StaleElementReferenceException:
                if attempt == 2:
                    raise
        self.settle()

    def click(self, element):
        """Clicks an element as a person would: scrolled to the middle of the screen first, clear of
        the sticky header that a scroll to its top edge would put over it."""
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()
        self.settle()

    def tap(self, name):
        """Taps a cell like a finger: at its centre, even when the cell is disabled."""
        ActionChains(self.driver).move_to_element(self.find(f'[data-cell="{name}"]')).click().perform()
        self.settle()

    def play(self, moves):
        for name in moves:
            self.tap(name)

    def key(self, *keys):
        ActionChains(self.driver).send_keys(*keys).perform()
        self.settle()

    def mark(self, name):
        return self.find(f'[data-cell="{name}"]').get_attribute("data-mark")

    def notice(self):
        """The notice line's text, or "" while it is hidden."""
        return self.driver.execute_script(
            "const n = document.getElementById('notice'); return n.hidden ? '' : n.textContent")

    def text(self, key):
        """The page's own text under `key` (a `page.` key of the texts) in the language it shows."""
        return self.driver.execute_script("return texts[arguments[0]]", key)

    def label(self):
        return self.testid("turn-label").text

    def dialog_open(self):
        return self.driver.execute_script("return document.getElementById('dialog').open")

    def shown_state(self):
        """The app model's state the page shows (its own model's, or the server's)."""
        return self.driver.execute_script("return window.andoraState()")

    def rect(self, css):
        return self.driver.execute_script(
            "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
            "return {x: r.x, y: r.y, width: r.width, height: r.height}", css)

    def console_errors(self):
        return [entry["message"] for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]

    def screenshot(self, name):
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        self.driver.save_screenshot(str(SCREENSHOTS / f"{name}.png"))


def expect(condition, message):
    if not condition:
        raise AssertionError(message)


def game(page):
    page.press("start-game")
    expect(page.has("turn-label"), "the game screen opens")


def board_marks(page):
    """Every cell's mark on the page, by name."""
    return page.driver.execute_script(
        "return Object.fromEntries([...document.querySelectorAll('[data-cell]')].map(c => [c.dataset.cell, c.dataset.mark]))")


def current_move_shows(page):
    """Whether the replay's current move lies wholly inside the (scrolling) list of moves, and no move
    shows cut in half at the list's edges."""
    return page.driver.execute_script(
        "const list = document.querySelector('[data-testid=\"replay-moves\"]');"
        "const box = list.getBoundingClientRect();"
        "const inside = (r) => r.top >= box.top - 1 && r.bottom <= box.bottom + 1;"
        "const outside = (r) => r.bottom <= box.top + 1 || r.top >= box.bottom - 1;"
        "const moves = [...list.querySelectorAll('button')].map(b => b.getBoundingClientRect());"
        "return inside(list.querySelector('[aria-current=\"step\"]').getBoundingClientRect())"
        " && moves.every(r => inside(r) || outside(r))")


def fits_beside_a_scrollbar(page):
    """Whether the board fits the page when the page is narrower than the window by a desktop browser's
    classic scrollbar (15 px): a board sized by the window would run under the scrollbar."""
    return page.driver.execute_script(
        "document.body.style.marginRight = '15px';"
        "const fits = document.querySelector('[data-testid=board]').getBoundingClientRect().right"
        " <= document.body.getBoundingClientRect().right + 0.5;"
        "document.body.style.marginRight = '';"
        "return fits")


def copied_with(page, button):
    """Presses a Copy button, waits for its note to say it copied, and returns what the clipboard
    holds, pasted with Ctrl+V into a text box of its own, as a person would."""
    page.press(button)
    page.wait_until(5, lambda: page.testid("copy-note").text == "Copied.", f"{button} says it copied")
    page.driver.execute_script(
        "const box = document.createElement('textarea'); box.id = 'paste-box'; document.body.append(box); box.focus()")
    ActionChains(page.driver).key_down(Keys.CONTROL).send_keys("v").key_up(Keys.CONTROL).perform()
    return page.driver.execute_script("const box = document.getElementById('paste-box'); box.remove(); return box.value")


def finish(page, moves):
    """Plays a game from the main screen to its end, closes the result and goes back."""
    page.press("start-game")
    page.play(moves)
    expect(page.dialog_open(), "the result dialog")
    notes = page.testid("dialog-notes")
    page.press("dialog-close")
    page.press("exit")
    return notes


def clipped(page):
    """Visible texts cut off by their box (cells excepted: they hold marks, not text; and texts only for
    screen readers)."""
    return page.driver.execute_script(
        "return [...document.querySelectorAll('button, h1, h2, p, label, span, select')]"
        ".filter(e => e.offsetParent !== null && !e.matches('[data-cell], .visually-hidden')"
        " && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1))"
        ".map(e => e.dataset.testid || e.textContent)")


# ---- the pencil & paper sheet --------------------------------------------------------------------

# A board in the sheet's units (1000 on the short side, y down): lines at x 350/650 and y 350/650.
BOARD = [[(350, 80), (352, 920)], [(650, 80), (648, 920)], [(80, 350), (920, 352)], [(80, 650), (920, 648)]]
CENTRES = [(200 + 300 * (i % 3), 200 + 300 * (i // 3)) for i in range(9)]


def paper_sheet(page, input_mode="tap"):
    page.press("mode-paper")
    if input_mode == "draw":
        # The options show "Place signs by" only in pencil & paper mode.
        page.press("options")
        page.press("paper-input-draw")
        expect(page.testid("paper-input-draw").get_attribute("aria-checked") == "true", "drawing chosen")
        page.press("options-save")
    page.press("start-game")
    expect(page.has("paper"), "the sheet opens")


def client(page, x, y):
    """Sheet units → CSS pixels in the viewport."""
    return page.driver.execute_script(
        "const s = document.querySelector('.paper-surface');"
        "const p = new DOMPoint(arguments[0], arguments[1]).matrixTransform(s.getScreenCTM());"
        "return [p.x, p.y]", x, y)


def mouse(page, kind, x, y, buttons):
    page.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": kind, "x": x, "y": y, "button": "left", "buttons": buttons, "clickCount": 1, "pointerType": "mouse"})


def touch(page, kind, points):
    page.driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})


def draw(page, points, steps=6, finger=False):
    """One stroke through the points (sheet units) with a mouse or a finger, moving in small steps like a hand."""
    path = [points[0]]
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        path += [(x0 + (x1 - x0) * k / steps, y0 + (y1 - y0) * k / steps) for k in range(1, steps + 1)]
    pixels = [client(page, x, y) for x, y in path]
    if finger:
        touch(page, "touchStart", [{"x": pixels[0][0], "y": pixels[0][1]}])
        for x, y in pixels[1:]:
            touch(page, "touchMove", [{"x": x, "y": y}])
        touch(page, "touchEnd", [])
        return
    mouse(page, "mousePressed", *pixels[0], 1)
    for x, y in pixels[1:]:
        mouse(page, "mouseMoved", x, y, 1)
    mouse(page, "mouseReleased", *pixels[-1], 0)


def touch_tap(page, x, y):
    """A finger tap (touch pointer events)."""
    px, py = client(page, x, y)
    touch(page, "touchStart", [{"x": px, "y": py}])
    touch(page, "touchEnd", [])


def settle_until(page, condition, message):
    page.wait_until(5, condition, message)
    page.settle()


def draw_board(page, finger=False):
    for i, line in enumerate(BOARD):
        draw(page, line, finger=finger)
        page.settle()
        expect(len(page.all(".layer-lines path")) == i + 1, f"line {i + 1} is kept")
    expect(len(page.all("[data-paper-cell]")) == 9, "nine squares")


def signs(page):
    return "".join(c.get_attribute("data-sign") or "." for c in page.all("[data-paper-cell]"))


def tap_cell(page, index):
    touch_tap(page, *CENTRES[index])
    page.settle()


def x_shape(index):
    x, y = CENTRES[index]
    return [[(x - 80, y - 80), (x + 80, y + 80)], [(x + 80, y - 80), (x - 80, y + 80)]]


def o_shape(index):
    x, y = CENTRES[index]
    return [[(x + 90 * math.cos(a / 16 * 2 * math.pi), y + 90 * math.sin(a / 16 * 2 * math.pi)) for a in range(17)]]


def draw_sign(page, strokes):
    """A drawn sign: its strokes, then the 600-ms pause, then the model's answer."""
    before = page.shown_state()
    for stroke in strokes:
        draw(page, stroke, steps=3)
    expect(len(page.all(".layer-live path")) == len(strokes), "the sign's ink stays while it waits for the pause")
    settle_until(page, lambda: page.shown_state() != before, "the sign is sent after the pause")


def o_wins_begun_with_o(page):
    """A drawn game: O in the centre first, then O wins on the diagonal from top right to bottom left."""
    paper_sheet(page, "draw")
    draw_board(page)
    for index, shape in ((4, o_shape), (0, x_shape), (2, o_shape), (8, x_shape), (6, o_shape)):
        draw_sign(page, shape(index))


# ---- a match between two pages ---------------------------------------------------------------------

X_WINS_CELLS = [cell(*move) for move in X_WINS]
DRAW_CELLS = [cell(*move) for move in DRAW]


def marks(page):
    return page.driver.execute_script(
        "return [...document.querySelectorAll('[data-cell]')].map(c => c.dataset.cell + c.dataset.mark).join(' ')")


def same_board(first, second, message):
    """Waits (the other device hears over its live connection) until both pages show the same marks."""
    try:
        second.wait_until(5, lambda: marks(first) == marks(second))
    except Exception:
        raise AssertionError(f"{message}: {marks(first)!r} != {marks(second)!r}")


def create_match(host, side="x", confirm_turn=False):
    host.press("match")
    expect(host.has("match-create"), "Two devices opens the match setup")
    host.press(f"match-side-{side}")
    host.screenshot("match-setup-phone")
    if confirm_turn:
        host.press("confirm-turn")
    host.press("match-create")
    expect(host.has("match-invite"), "the host sees the invite")
    host.wait_until(5, lambda: host.testid("match-link").text.startswith("http"))
    expect(host.all('[data-testid="match-qr"] svg path'), "the invite has its QR code")
    host.screenshot("match-invite-phone")
    return host.testid("match-link").get_attribute("href"), host.testid("match-watch-link").get_attribute("href")


def join(url, size=PHONE):
    guest = Page(url, size=size)
    guest.wait_until(5, lambda: guest.has("match-panel"))
    guest.settle()
    return guest


def play(pages, moves, by_sign):
    """Plays the moves in turn, each on the page of the sign to move, and compares both boards after each."""
    first, second = pages
    for index, name in enumerate(moves):
        mover = by_sign["x" if index % 2 == 0 else "o"]
        other = second if mover is first else first
        mover.tap(name)
        expect(mover.mark(name) in ("x", "o"), f"{name} is placed on the mover's page")
        same_board(mover, other, f"after {name} both pages show the same board")


# ---- axe-core ------------------------------------------------------------------------------------

AXE_RULES = {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "best-practice"]}}


def axe_check(page, where):
    """axe-core (shipped inside axe-selenium-python, injected into the page) on what shows now."""
    from axe_selenium_python import Axe

    page.driver.set_script_timeout(120)
    Axe(page.driver).inject()
    violations = page.driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, arguments[0]).then((r) => done(r.violations), (e) => done([{id: 'axe failed: ' + e,"
        " impact: 'critical', nodes: []}]))", AXE_RULES)
    bad = [f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']][:4]}"
           for v in violations if v["impact"] in ("serious", "critical")]
    expect(not bad, f"axe-core on {where}: {bad}")
