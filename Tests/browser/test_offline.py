"""Browser tests of the app without a server: the app model runs in the page as
WebAssembly, the profile lives in IndexedDB, the service worker keeps the page's files.

At a phone's size (390×844), in English and in Russian: the server is stopped after the first
visit, and the page, reloaded from the service worker's cache, plays a whole Andora game against
the expert (reloaded in the middle: the same board), a classic game, a pencil & paper game drawn
with strokes, opens History and replays, shows Statistics and the tutorial. The same with
Chromium's network emulation offline, where "Two devices" says it needs the server. A tab closed right after a move shows the move when the app
is opened again. A backup on the server brings a browser's games to another through its link, which
adds nothing to the backup, and restoring twice brings no game twice. The time to the first paint and to an interactive main screen (from the cache,
the server gone) and the WebAssembly module's transfer size are measured and printed.

Run from the package root after `swift build`:  python3 -m pytest Tests/browser/test_offline.py
"""
import gzip

import pytest

from andora_page import PHONE, ROOT, Page, Server, board_marks, copied_with, expect, o_wins_begun_with_o

WASM = ROOT / "Sources/AndoraWeb/Resources/web/andora.wasm"


def installed(page):
    """Waits until the service worker keeps the files and controls the page (after a reload)."""
    page.driver.set_script_timeout(30)
    page.driver.execute_async_script(
        "const done = arguments[0]; navigator.serviceWorker.ready.then(() => done(true))")
    page.driver.refresh()
    page.settle()
    expect(page.driver.execute_script("return navigator.serviceWorker.controller !== null"),
           "the service worker controls the page")
    expect(page.shown_state()["screen"] == "main", "the page runs its own model")


def reload(page):
    page.driver.refresh()
    page.settle()


def play_against_the_expert(page):
    """Options: the expert plays O; a game to its end, reloaded after a few moves."""
    page.press("options")
    page.press("opponent-expert")
    page.press("options-save")
    page.press("start-game")
    moves = 0
    while True:
        game = page.shown_state()["game"]
        if game.get("result"):
            break
        if game.get("computerThinking"):
            page.settle_thinking()
            continue
        if moves == 4:
            before = board_marks(page)
            reload(page)
            expect(page.shown_state()["screen"] == "game", "a reload mid-game shows the game")
            expect(board_marks(page) == before, "a reload mid-game shows the same board")
            expect(page.shown_state()["game"].get("pausedLabel"), "it comes back paused (R5.1.3)")
            page.press("pause")
        page.tap(next(c["name"] for c in game["board"]["cells"] if c.get("enabled")))
        moves += 1
    expect(page.dialog_open(), "the result shows")
    page.press("dialog-close")
    page.press("exit")


def play_classic(page):
    page.press("mode-classic")
    page.press("start-game")
    if page.dialog_open():
        page.press("confirmNewGame")
    page.play(["a3", "a2", "b3", "b2", "c3"])
    expect(page.dialog_open() and page.shown_state()["game"]["result"], "X wins the classic game")
    page.press("dialog-close")
    page.press("exit")


def review(page, games):
    page.press("history")
    rows = page.all('[data-testid="history-open"]')
    expect(len(rows) == games, f"{games} games in History: {len(rows)}")
    rows[0].click()
    page.settle()
    page.press("replay-first")
    page.press("replay-next")
    expect(page.shown_state()["screen"] == "replay", "the replay steps")
    page.press("replay-back")
    page.press("history-back")
    page.press("statistics")
    expect(page.shown_state()["screen"] == "statistics", "Statistics")
    page.press("statistics-back")
    page.press("tutorial")
    expect(page.shown_state()["screen"] == "tutorial", "the tutorial")


def everything_offline(page, language):
    expect(page.shown_state()["language"] == language, f"the app speaks {language}")
    play_against_the_expert(page)
    play_classic(page)
    o_wins_begun_with_o(page)
    page.press("exit")
    review(page, 3)
    errors = [e for e in page.console_errors() if "Failed to load resource" not in e]
    expect(not errors, f"no console errors: {errors}")


@pytest.mark.parametrize("language", ["en", "ru"], ids=["english", "russian"])
def test_with_the_server_stopped_after_the_first_visit_everything_plays_offline(language):
    server = Server().__enter__()
    page = Page(server.url, size=PHONE, language=language)
    try:
        installed(page)
        server.__exit__()
        reload(page)
        everything_offline(page, language)
    finally:
        page.close()
        if server.process.poll() is None:
            server.__exit__()


def test_with_the_network_off_the_page_plays_and_two_devices_say_they_need_the_server():
    with Server() as server:
        page = Page(server.url, size=PHONE)
        try:
            installed(page)
            page.driver.execute_cdp_cmd("Network.enable", {})
            page.driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
                "offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
            reload(page)
            play_classic(page)
            page.press("start-game")
            page.tap("b2")
            reload(page)
            expect(page.mark("b2") == "x", "the move survives a reload with the network off")
            page.press("exit")
            page.press("confirm-yes")
            page.press("match")
            page.press("match-create")
            refusal = page.testid("match-refusal").text
            expect("server" in refusal, f"two devices say plainly that they need the server: {refusal!r}")
        finally:
            page.close()


def test_a_closed_tab_keeps_the_move_it_showed():
    with Server() as server:
        page = Page(server.url, size=PHONE)
        try:
            # A tab opened in the background keeps the browser alive (and the game's tab in front).
            game_tab = page.driver.current_window_handle
            page.driver.execute_cdp_cmd("Target.createTarget", {"url": "about:blank", "background": True})
            other_tab = next(handle for handle in page.driver.window_handles if handle != game_tab)
            page.press("start-game")
            page.tap("e5")
            expect(page.mark("e5") == "x", "the move shows")
            page.driver.close()
            page.driver.switch_to.window(other_tab)
            page.driver.get(server.url)
            page.settle()
            expect(page.shown_state()["screen"] == "game" and page.mark("e5") == "x",
                   "the app opens again on the game with the move")
        finally:
            page.close()


def history_rows(page):
    page.press("history")
    rows = len(page.all('[data-testid="history-open"]'))
    page.press("history-back")
    return rows


def backed_up(page):
    """Backs up from History and waits for the backup's link; returns it."""
    page.press("history")
    page.press("history-backup")
    page.wait_until(10, lambda: page.has("backup-link"), "the backup's link")
    expect(page.all('[data-testid="backup-qr"] svg path'), "the link has its QR code")
    link = page.testid("backup-link").get_attribute("href")
    page.press("history-back")
    return link


def test_a_backup_link_brings_the_games_to_another_browser_and_adds_nothing_to_the_backup():
    with Server() as server:
        phone = Page(server.url, size=PHONE)
        tablet = None
        try:
            play_classic(phone)
            link = backed_up(phone)
            expect("/?restore=" in link, f"a link that restores: {link}")
            phone.press("history")
            expect(copied_with(phone, "backup-copy") == link, "the clipboard holds the backup's link, to open on another device")
            phone.press("history-back")
            tablet = Page(server.url, size=PHONE, language="ru")
            play_classic(tablet)
            tablet.driver.get(link)
            tablet.settle()
            tablet.wait_until(10,
                lambda: history_rows(tablet) == 2, "the tablet has its game and the phone's")
            expect(backed_up(phone) == link, "the phone keeps its backup")
            expect(history_rows(phone) == 1, "the link only reads the backup: the tablet's game stays the tablet's")
            tablet.driver.get(link)
            tablet.settle()
            tablet.wait_until(10, lambda: tablet.driver.execute_script("return !document.getElementById('notice').hidden"),
                              "the restored notice")
            expect(history_rows(phone) == 1 and history_rows(tablet) == 2, "restoring again adds nothing twice")
        finally:
            phone.close()
            if tablet:
                tablet.close()


def test_the_page_opens_from_the_cache_with_the_server_gone():
    """Prints the first paint and the first interactive screen from the cache, the server gone."""
    server = Server().__enter__()
    page = Page(server.url, size=PHONE)
    try:
        installed(page)
        server.__exit__()
        samples = []
        for _ in range(5):
            reload(page)
            page.wait_until(10,
                lambda: page.driver.execute_script("return performance.getEntriesByName('andora-interactive').length > 0"))
            samples.append(page.driver.execute_script(
                "const paint = performance.getEntriesByName('first-contentful-paint')[0];"
                "return [paint ? paint.startTime : null, performance.getEntriesByName('andora-interactive')[0].startTime]"))
        paints = sorted(s[0] for s in samples if s[0] is not None)
        ready = sorted(s[1] for s in samples)
        with open(WASM, "rb") as module:
            raw = module.read()
        print(f"from the cache, server stopped, 390×844, median of 5: first paint {paints[len(paints) // 2]:.0f} ms, "
              f"interactive main screen {ready[len(ready) // 2]:.0f} ms; andora.wasm {len(raw)} bytes, "
              f"{len(gzip.compress(raw, 9))} gzipped", flush=True)
    finally:
        page.close()
        if server.process.poll() is None:
            server.__exit__()
