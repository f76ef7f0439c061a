"""Browser tests of the Andora web app: a real `andora serve` driven by headless Chromium.

Each test starts its own server on a free port with a fresh database (conftest.py), opens the page as a
person would and checks what the page shows (the hooks are listed in docs/WEB.md). Screenshots of a
game in progress at four sizes go to .build/screenshots/.

Run from the package root after `swift build`:  python3 -m pytest Tests/browser/test_web.py [-k words]
Needs Debian's chromium and chromium-driver and `pip install selenium pytest`. ANDORA_BIN overrides the binary.
"""
import os
import re
import tempfile
import time
from urllib.parse import urlparse
from xml.etree import ElementTree

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from andora_page import (BOTH_SIGNS_ANY, DESKTOP, DRAW, O_WINS, PHONE, PHONE_LANDSCAPE, TABLET, X_WINS, X_WINS_ANY, Page,
                         Server, board_marks, cell, clipped, copied_with, current_move_shows, expect, finish,
                         fits_beside_a_scrollbar, game)
from cluster import free_port


def test_r2_main_screen_has_start_game_and_options(page):
    expect(page.testid("start-game").text == "Start game", "Start game button")
    expect(page.testid("options").text == "Options", "Options button")
    for name in ("start-game", "options", "mode-andora"):
        r = page.rect(f'[data-testid="{name}"]')
        expect(r["height"] >= 44 and r["width"] >= 44, f"{name} is at least 44 px: {r}")


def test_r2_1_start_game_opens_the_game_with_the_whole_field_allowed(page):
    game(page)
    expect(page.label() == "It's X's turn", f"label: {page.label()}")
    expect(len(page.all("[data-cell]")) == 81, "81 cells")
    fields = page.all("[data-field]")
    expect([f.get_attribute("data-field") for f in fields] == [str(i) for i in range(1, 10)], "mini-fields 1..9")
    expect(all(f.get_attribute("data-allowed") == "true" for f in fields), "all nine highlighted at the start")
    expect("restricted" not in page.testid("board").get_attribute("class"), "nothing dimmed at the start")
    expect(page.find('[data-cell="e5"]').get_attribute("aria-label") == "e5, empty", "cells have accessible names")


def test_r3_5_3_1_a_tap_places_the_mark_and_moves_the_highlighted_area(page):
    game(page)
    page.tap("a9")
    expect(page.mark("a9") == "x", "X in a9")
    expect(page.label() == "It's O's turn", "O's turn")
    allowed = [f.get_attribute("data-field") for f in page.all('[data-field][data-allowed="true"]')]
    expect(allowed == ["1"], f"only mini-field 1 (a9 is slot 1 of its mini-field): {allowed}")
    expect(page.find('[data-cell="e5"]').get_attribute("disabled") is not None, "cells outside are disabled")
    expect(page.find('[data-cell="a9"]').get_attribute("disabled") is not None, "a marked cell is disabled")
    expect("restricted" in page.testid("board").get_attribute("class"), "other mini-fields are dimmed")


def test_r5_1_3_pause_hides_the_field_and_stops_the_clock(page):
    game(page)
    page.tap("e5")
    time.sleep(1.2)
    page.press("pause")
    expect(page.testid("paused").is_displayed(), "the field is covered")
    expect(page.testid("paused").text == "Paused. The field is hidden until you resume.", page.testid("paused").text)
    expect(not page.testid("board").is_displayed(), "no peeking: the board is hidden")
    expect(page.testid("pause").text == "Resume", "Pause became Resume")
    stopped = page.testid("clock").text
    time.sleep(2.2)
    expect(page.testid("clock").text == stopped, f"the clock stands: {stopped} then {page.testid('clock').text}")
    game_state = page.shown_state()["game"]
    expect(game_state["clock"].get("running") is None, "the server's clock stands too")
    expect(not any(cell["enabled"] for cell in game_state["board"]["cells"]), "no cell takes a move")
    page.press("pause")
    expect(not page.testid("paused").is_displayed() and page.testid("board").is_displayed(), "the field is back")
    page.wait_until(5, lambda: page.testid("clock").text != stopped, "the clock runs again")
    page.tap("e4")
    expect(page.mark("e4") == "o", "the game goes on where it was")
    expect(page.mark("e5") == "x", "the board is the same")


def test_r5_2_3_a_played_game_is_in_history_and_replays_step_by_step(page):
    game(page)
    moves = [cell(f, s) for f, s in X_WINS]
    boards = [board_marks(page)]
    for name in moves:
        page.tap(name)
        boards.append(board_marks(page))
    page.press("dialog-close")
    page.press("exit")
    page.press("history")
    rows = page.all('[data-testid="history-open"]')
    expect(len(rows) == 1, f"one game in History: {len(rows)}")
    expect("X won" in rows[0].text and f"Moves: {len(moves)}" in rows[0].text, rows[0].text)
    expect(page.testid("history-summary").text == "Games 1–1 of 1", page.testid("history-summary").text)
    row = page.rect('[data-testid="history-open"]')
    expect(row["y"] + row["height"] <= 640, f"the first game shows whole on a short phone's first screen, under the filters: {row}")
    expect(page.rect(".history-row .when")["height"] < 30, "the date of a game of this year takes one line on a phone")
    page.resize((390, 640))  # a short phone: the replay takes more than a screen
    rows[0].click()
    page.settle()
    expect(page.testid("replay-position").text == f"Move {len(moves)} of {len(moves)}", "the replay opens at the end")
    expect(board_marks(page) == boards[-1], "the final board as it was played")
    expect(current_move_shows(page), "the last move, the current one, shows whole in the list of moves, no move cut")
    expect(page.driver.execute_script("return window.scrollY") == 0, "the list scrolls to its move, the page stays at the board")
    expect(fits_beside_a_scrollbar(page), "the replay fits a window that draws a scrollbar")
    page.resize(PHONE)
    page.press("replay-first")
    for step in range(len(moves) + 1):
        expect(board_marks(page) == boards[step], f"step {step} shows the board as it was played")
        current = page.all('[data-testid="replay-moves"] [aria-current="step"]')
        expect([c.text for c in current] == ([moves[step - 1]] if step else []), f"step {step}: the current move is marked")
        expect(not step or current_move_shows(page), f"step {step}: the current move shows whole")
        if step < len(moves):
            page.press("replay-next")
    expect(not page.testid("replay-next").is_enabled(), "nothing after the end")
    expect(page.all('[data-line="field"]'), "the winning line shows at the end")
    expect(page.shown_state()["replay"]["notation"] == " ".join(moves), "the notation to copy or download")
    expect(page.has("replay-copy") and page.has("replay-download"), "export buttons")
    page.press("replay-back")
    page.press("history-delete")
    page.press("confirmDelete")
    expect(not page.all('[data-testid="history-open"]'), "deleted after the yes")


def test_r5_2_3_copy_moves_works_over_plain_http():
    """`andora serve --lan` gives a phone a plain-http address, where the page has no
    navigator.clipboard (it threw, and nothing was copied): Copy moves still puts the moves on the
    clipboard and says so."""
    port = free_port()
    host = f"andora.test:{port}"
    with Server(port=port, arguments=("--allow-host", host)) as server:
        page = Page(f"http://{host}/", flags=(f"--host-resolver-rules=MAP andora.test {urlparse(server.url).hostname}",))
        try:
            expect(page.driver.execute_script("return !window.isSecureContext && !navigator.clipboard"),
                   "the page is served as a phone on the LAN sees it: not a secure context, no Clipboard API")
            finish(page, [cell(f, s) for f, s in X_WINS])
            page.press("history")
            page.press("history-open")
            expect(page.testid("copy-note").text == "", "no word of a copy before one")
            expect(copied_with(page, "replay-copy") == " ".join(cell(f, s) for f, s in X_WINS),
                   "the clipboard holds the moves")
            errors = page.console_errors()
            expect(not errors, f"no console errors: {errors}")
        finally:
            page.close()


def test_r5_2_3_the_downloaded_moves_file_opens_again_from_history(page):
    finish(page, [cell(f, s) for f, s in X_WINS])
    page.press("history")
    page.all('[data-testid="history-open"]')[0].click()
    page.settle()
    played = [b.text for b in page.all('[data-testid="replay-moves"] button')]
    folder = tempfile.mkdtemp()
    page.driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": folder})
    page.press("replay-download")
    page.wait_until(10, lambda: [n for n in os.listdir(folder) if n.endswith(".txt")], "the moves file is downloaded")
    path = os.path.join(folder, [n for n in os.listdir(folder) if n.endswith(".txt")][0])
    text = open(path, encoding="utf-8").read()
    expect(text.startswith('[Game "Andora"]\n[Rules "first"]\n') and '[Result "x"]' in text, text)
    page.press("replay-back")
    chooser = page.testid("open-game-file")
    page.driver.execute_script("arguments[0].hidden = false", chooser)
    chooser.send_keys(path)
    page.wait_until(10, lambda: page.has("replay-moves"), "the file opens in a replay")
    expect([b.text for b in page.all('[data-testid="replay-moves"] button')] == played, "the same moves")
    page.press("replay-back")
    expect(len(page.all('[data-testid="history-open"]')) == 1, "the opened game did not join the history")
    page.testid("open-game-text").send_keys("e5 e5")
    page.press("open-game")
    expect(page.testid("open-game-refusal").text == "Move 2, e5, cannot be played there.",
           page.testid("open-game-refusal").text)


def test_r5_1_9_statistics_after_three_games_show_the_right_numbers(page):
    finish(page, [cell(f, s) for f, s in X_WINS])
    finish(page, O_WINS)
    finish(page, [cell(f, s) for f, s in DRAW])
    page.press("statistics")
    expect(page.testid("statistics-title").text == "Statistics", "the Statistics screen")
    expect(page.testid("statistics-streak").text == "Days in a row: 1", page.testid("statistics-streak").text)
    groups = page.all('[data-testid="statistics-group"]')
    expect(len(groups) == 1 and groups[0].find_element(By.TAG_NAME, "h2").text == "Andora (first)", "one rule set")
    legend = [li.text for li in groups[0].find_elements(By.CSS_SELECTOR, ".legend li")]
    expect(legend == ["X won 1", "O won 1", "Draw 1", "Abandoned 0"], f"the results: {legend}")
    bar = groups[0].find_element(By.CSS_SELECTOR, ".results-bar")
    expect(bar.get_attribute("role") == "img" and "X won 1" in bar.get_attribute("aria-label"), "the bar is labelled")
    widths = [float(r.get_attribute("width")) for r in bar.find_elements(By.TAG_NAME, "rect")]
    expect(len(widths) == 3 and all(abs(w - 100 / 3) < 0.01 for w in widths), f"three equal parts: {widths}")
    figures = [d.text for d in page.testid("statistics-figures").find_elements(By.CSS_SELECTOR, "dt, dd")]
    # Two people on one device: the wins count among the results but set nobody's best.
    expect(figures == ["Games", "3"], f"the figures: {figures}")
    page.screenshot("statistics-phone")
    page.press("statistics-back")
    expect(page.has("start-game"), "back on the main screen")


def test_r5_2_3_the_replay_downloads_a_picture_of_the_board_shown(page):
    game(page)
    page.play([cell(f, s) for f, s in X_WINS])
    page.press("dialog-close")
    page.press("exit")
    page.press("history")
    page.all('[data-testid="history-open"]')[0].click()
    page.settle()
    folder = tempfile.mkdtemp()
    page.driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": folder})
    for steps_back in (0, 5):
        for _ in range(steps_back):
            page.press("replay-previous")
        page.press("replay-picture")
        page.wait_until(10,
            lambda: [n for n in os.listdir(folder) if n.endswith(".svg")], "the picture is downloaded")
        name = [n for n in os.listdir(folder) if n.endswith(".svg")][0]
        expect(re.fullmatch(r"andora-\d{4}-\d\d-\d\d-\d+" + ("-move-\\d+" if steps_back else "") + r"\.svg", name),
               f"named by the day, the game and the move shown: {name}")
        expect(page.has("replay-final-picture") == (steps_back > 0), "the final position is offered before the end")
        root = ElementTree.parse(os.path.join(folder, name)).getroot()
        expect(root.tag == "{http://www.w3.org/2000/svg}svg" and root.get("viewBox"), "a standalone SVG with a viewBox")
        title = root.find("{http://www.w3.org/2000/svg}title").text
        expect("X won" in title and page.testid("replay-position").text in title, title)
        drawn = {e.get("data-cell"): e.get("class") for e in root.iter() if e.get("data-cell")}
        shown = {name: mark for name, mark in board_marks(page).items() if mark in ("x", "o")}
        expect(drawn == shown, f"{steps_back} moves before the end: the picture's marks are the board's")
        wins = [e for e in root.iter() if "win" in (e.get("class") or "").split()]
        expect(len(wins) == (1 if steps_back == 0 else 0), f"the winning line only at the end: {len(wins)}")
        os.remove(os.path.join(folder, name))


def test_r3_3_4_4_2_a_refused_tap_shakes_and_says_why(page):
    game(page)
    page.tap("a9")
    page.tap("e5")
    expect(page.mark("e5") == "", "nothing placed outside the highlighted area")
    expect(page.testid("refusal").text == "Play inside the highlighted area", page.testid("refusal").text)
    expect("shake" in page.find('[data-cell="e5"]').get_attribute("class"), "the refused cell shakes")
    page.tap("b8")
    expect(page.testid("refusal").text == "", "the reason goes with the next accepted move")


def test_r3_1_exit_asks_and_cancel_keeps_the_game(page):
    game(page)
    page.tap("e5")
    page.press("exit")
    expect(page.dialog_open(), "the exit dialog is modal")
    expect(page.testid("dialog").text.startswith("Are you sure"), page.testid("dialog").text)
    buttons = page.all("#dialog button")
    expect([b.get_attribute("data-testid") for b in buttons] == ["confirm-cancel", "confirm-yes"], "primary on the right")
    expect(buttons[1].location["x"] > buttons[0].location["x"], "Yes is right of Cancel")
    page.press("confirm-cancel")
    expect(not page.dialog_open(), "Cancel closes the dialog")
    expect(page.mark("e5") == "x", "the game is unchanged")
    page.press("exit")
    page.press("confirm-yes")
    expect(page.has("start-game") and page.has("resume-game"), "back on the main screen, the game can be resumed")
    page.press("resume-game")
    expect(page.mark("e5") == "x", "Resume restores the game")


def test_r3_5_4_a_full_game_to_a_win(page):
    game(page)
    page.play(cell(f, s) for f, s in X_WINS)
    expect(page.dialog_open() and page.testid("dialog").text.startswith("X won"), page.testid("dialog").text)
    expect(len(page.all('[data-line="field"]')) == 1, "a line across the mini-fields")
    expect(len(page.all('[data-line="cell"]')) >= 3, "lines across cells")
    expect([f.get_attribute("data-state") for f in page.all("[data-field]")][:3] == ["x", "x", "x"], "top row captured")
    page.screenshot("win-dialog-phone")
    page.press("dialog-close")
    expect(not page.dialog_open() and page.label() == "Game over", page.label())
    expect(not page.all("[data-cell]:not([disabled])"), "no cell can be pressed once the game is over")
    expect(not page.all('[data-allowed="true"]'), "the highlighted area disappears")
    page.press("exit")
    expect(page.has("start-game") and not page.has("resume-game"), "a finished game closes directly")


def test_r3_5_5_a_full_game_to_a_draw(page):
    game(page)
    page.play(cell(f, s) for f, s in DRAW)
    expect(page.dialog_open() and page.testid("dialog").text.startswith("It's a draw"), page.testid("dialog").text)
    page.key(Keys.ESCAPE)
    expect(not page.dialog_open() and page.label() == "Game over", "Escape closes the draw dialog")


def test_r3_4_confirm_turn_shows_a_pending_mark_until_finish_turn(page):
    page.press("options")
    page.press("confirm-turn")
    expect(page.testid("confirm-turn").get_attribute("aria-checked") == "true", "the switch is on")
    page.press("options-save")
    game(page)
    expect(page.testid("finish-turn").get_attribute("disabled") is not None, "Finish turn waits for a mark")
    page.tap("e5")
    expect(page.find('[data-cell="e5"]').get_attribute("data-pending") == "true", "e5 pending")
    dashes = page.driver.execute_script(
        "return getComputedStyle(document.querySelector('[data-cell=\"e5\"] svg')).strokeDasharray")
    expect(dashes != "none", f"the pending mark is dashed (not faded like a dimmed one): {dashes}")
    expect(page.label() == "It's X's turn", "the turn is not over yet")
    page.tap("a1")
    expect(page.mark("e5") == "" and page.mark("a1") == "x", "tapping another cell moves the pending mark")
    page.press("finish-turn")
    expect(page.find('[data-cell="a1"]').get_attribute("data-pending") == "false", "confirmed")
    expect(page.label() == "It's O's turn", "now O")


def test_r1_4_strategy_any_game_to_a_win(page):
    page.press("options")
    page.press("strategy-any")
    expect(page.testid("strategy-any").get_attribute("aria-checked") == "true", "any selected")
    page.press("options-save")
    game(page)
    page.play(X_WINS_ANY)
    expect(page.dialog_open() and page.testid("dialog").text.startswith("X won"), page.testid("dialog").text)


def test_r1_4_2_strategy_any_marks_a_mini_field_with_both_lines(page):
    page.press("options")
    page.press("strategy-any")
    page.press("options-save")
    game(page)
    page.play(BOTH_SIGNS_ANY)
    states = "".join(f.get_attribute("data-state") for f in page.all("[data-field]"))
    expect(states == "x.x..?.o.", f"mini-field states: {states}")
    expect(page.find('[data-field="6"] .status.both'), "the ? status mark is drawn")
    expect(page.label() == "It's X's turn", page.label())


def test_r6_classic_mode_plays_on_one_board(page):
    page.press("mode-classic")
    game(page)
    expect(len(page.all("[data-cell]")) == 9 and not page.all("[data-field]"), "a 3×3 board without mini-fields")
    page.play(["a3", "a2", "b3", "b2", "c3"])
    expect(page.dialog_open() and page.testid("dialog").text.startswith("X won"), page.testid("dialog").text)
    expect(page.all('[data-line="cell"]'), "the winning line is drawn")


def test_a_hint_marks_a_cell_and_then_counts_down(page):
    game(page)
    page.press("hint")
    hinted = page.all('[data-hint="true"]')
    expect(len(hinted) == 1, "one cell is hinted")
    name = hinted[0].get_attribute("data-cell")
    expect(name in page.testid("hint-text").text, page.testid("hint-text").text)
    expect(page.testid("hint").get_attribute("disabled") is not None, "one hint per 30 s")
    page.tap(name)
    expect(page.mark(name) == "x", "the hinted cell can be played")
    page.wait_until(5,
        lambda: re.search(r"\d", page.testid("hint-text").text), "the countdown shows")


def test_the_computer_answers_a_move(page):
    page.press("options")
    page.press("opponent-novice")
    expect(page.testid("computer-plays-o").get_attribute("aria-checked") == "true", "the computer plays O by default")
    page.press("options-save")
    game(page)
    # When each sign is first drawn, as the player sees it.
    page.driver.execute_script("""
        window.drawnAt = {};
        new MutationObserver(() => {
          for (const sign of ["x", "o"]) {
            if (!(sign in drawnAt) && document.querySelector(`.cell[data-mark="${sign}"]`)) drawnAt[sign] = performance.now();
          }
        }).observe(document.body, { subtree: true, childList: true, attributes: true });""")
    page.tap("e5")
    page.wait_until(20,
        lambda: len(page.all('[data-mark="o"]')) == 1, "the computer's O appears")
    drawn = page.driver.execute_script("return drawnAt")
    expect(page.testid("opponent-label").text == "You (X) vs Computer (novice)", page.testid("opponent-label").text)
    expect(drawn["o"] - drawn["x"] >= 200, f"the novice's reply lands after a pause, not with the X: {drawn}")
    page.settle()
    expect(page.label() == "It's X's turn", page.label())
    last = page.all('.cell[data-last="true"]')
    expect(len(last) == 1 and last[0].get_attribute("data-mark") == "o", "the computer's reply is marked as the last move")
    expect(last[0].get_attribute("aria-label").endswith(", O, last move"), last[0].get_attribute("aria-label"))
    expect(last[0].value_of_css_property("box-shadow") != "none", "the last move's cell is tinted")


def test_the_mini_field_a_move_sends_to_is_shown_with_a_glide_from_its_mark(page):
    game(page)
    page.driver.execute_script("""
        window.glides = [];
        new MutationObserver((records) => {
          for (const record of records) for (const node of record.addedNodes) {
            if (node.classList && node.classList.contains("where-next")) glides.push(node.getAnimations().length);
          }
        }).observe(document.body, { subtree: true, childList: true });""")
    page.tap("d6")  # the top-left cell of the centre: O is sent to mini-field 1
    expect(page.driver.execute_script("return glides") == [1], "one glide, animated, after the move")
    page.wait_until(5, lambda: not page.all(".where-next"), "the glide goes once it arrives")
    page.press("undo")
    expect(page.driver.execute_script("return glides.length") == 1, "none when nothing was sent anywhere")


def test_undo_takes_a_move_back_and_redo_plays_it_again(page):
    game(page)
    page.play(["e5", "e6"])
    page.press("undo")
    expect(page.mark("e6") == "" and page.label() == "It's O's turn", "Undo takes the move back")
    page.press("redo")
    expect(page.mark("e6") == "o", "Redo plays it again")


def test_r4_1_back_discards_and_r4_3_save_keeps_the_options(page):
    page.press("options")
    expect(page.testid("strategy-first").get_attribute("aria-checked") == "true", "default strategy first (R4.4)")
    expect(page.testid("confirm-turn").get_attribute("aria-checked") == "false", "confirm turn off (R4.6)")
    page.press("strategy-any")
    page.press("options-back")
    expect(page.testid("dialog").get_attribute("data-kind") == "unsavedOptions", "Back on a change asks first")
    page.press("discardOptions")
    page.press("options")
    expect(page.testid("strategy-first").get_attribute("aria-checked") == "true", "Don't save discarded the change")
    page.press("strategy-any")
    page.press("options-save")
    expect(page.has("start-game"), "Save closes the options")
    page.press("options")
    expect(page.testid("strategy-any").get_attribute("aria-checked") == "true", "Save kept the change")


def test_the_language_switches_to_russian(page):
    page.press("options")
    page.press("language-ru")
    page.press("options-save")
    expect(page.testid("start-game").text == "Начать игру", page.testid("start-game").text)
    expect(page.driver.execute_script("return document.documentElement.lang") == "ru", "html lang follows")
    game(page)
    expect(page.find('[data-cell="e5"]').get_attribute("aria-label") == "e5, пусто", "cell names in Russian")


@pytest.mark.page(language="ru")
def test_a_russian_browser_is_answered_in_russian_and_nothing_clips(page):
    expect(page.testid("start-game").text == "Начать игру", "Accept-Language ru gives Russian")
    expect(not clipped(page), f"nothing clips on the main screen: {clipped(page)}")
    page.press("options")
    page.press("opponent-expert")  # the coach's switch shows, with the longest label
    for size in (TABLET, DESKTOP, PHONE):
        page.resize(size)
        expect(not clipped(page), f"nothing clips on the options screen at {size}: {clipped(page)}")
        squeezed = page.driver.execute_script(
            "return [...document.querySelectorAll('.switch')].filter(e => e.getBoundingClientRect().width < 63)"
            ".map(e => e.dataset.testid)")
        expect(not squeezed, f"no switch squeezed by its label at {size}: {squeezed}")
    page.press("opponent-human")
    page.press("options-back")
    game(page)
    page.tap("a9")
    page.tap("e5")
    expect(page.testid("refusal").text != "", "the reason in Russian")
    for size in (PHONE, PHONE_LANDSCAPE):
        page.resize(size)
        expect(not clipped(page), f"nothing clips in Russian at {size}: {clipped(page)}")
    page.press("exit")
    expect(page.testid("confirm-yes").text == "Да", "the dialog in Russian")


@pytest.mark.page(language="ru")
def test_the_field_stays_in_place_when_a_russian_game_ends(page):
    game(page)
    before = page.rect('[data-testid="board"]')
    page.play([cell(f, s) for f, s in X_WINS])
    page.press("dialog-close")
    expect(page.testid("turn-label").text == "Игра окончена", page.testid("turn-label").text)
    after = page.rect('[data-testid="board"]')
    expect(after == before, f"the field stays where it was when the game ends: {before} → {after}")
    stacked = page.driver.execute_script(
        "return [...document.querySelectorAll('[data-testid=clock] [data-side]')]"
        ".filter(e => e.getBoundingClientRect().height > 2 * parseFloat(getComputedStyle(e).fontSize))"
        ".map(e => e.textContent)")
    expect(not stacked, f"each side's time on one line: {stacked}")


def test_browser_back_is_hardware_back(page):
    game(page)
    page.tap("e5")
    page.driver.back()
    page.settle()
    expect(page.dialog_open(), "Back on the game asks before leaving (R3.1)")
    page.driver.back()
    page.settle()
    expect(not page.dialog_open() and page.mark("e5") == "x", "Back on the dialog is Cancel (R3.1.3)")
    page.press("exit")
    page.press("confirm-yes")
    page.press("options")
    page.driver.back()
    page.settle()
    expect(page.has("start-game"), "Back closes the options (R4.1)")


def test_escape_is_back(page):
    game(page)
    page.key(Keys.ESCAPE)
    expect(page.dialog_open(), "Escape on the game opens the exit dialog")
    page.key(Keys.ESCAPE)
    expect(not page.dialog_open(), "Escape closes it")
    page.press("exit")
    page.press("confirm-yes")
    page.press("options")
    page.key(Keys.ESCAPE)
    expect(page.has("start-game"), "Escape closes the options")


def test_keyboard_arrows_move_the_focus_ring_and_enter_places(page):
    game(page)
    page.driver.execute_script("document.querySelector('[data-testid=board]').focus()")
    page.key(Keys.ARROW_LEFT, Keys.ARROW_UP)
    expect(page.find(".cell.cursor").get_attribute("data-cell") == "d6", "the ring moved from e5 to d6")
    page.key(Keys.ENTER)
    expect(page.mark("d6") == "x", "Enter places X on d6")
    # d6 sends O to the top-left mini-field: the ring goes there, to the same place (its top-left cell).
    expect(page.find(".cell.cursor").get_attribute("data-cell") == "a9", "the ring moved into the allowed mini-field")
    page.key(Keys.ENTER)
    expect(page.mark("a9") == "o", "Enter places O there")


def test_a_journal_that_cannot_be_read_is_dropped_and_the_page_plays_on(page):
    """The writes a page left uncommitted wait in localStorage; one that is not a list of writes is
    dropped, and the page still plays by itself."""
    page.driver.execute_script('localStorage.setItem("andora.unwritten", "[42]")')
    page.driver.refresh()
    page.settle()
    expect(page.driver.execute_script("return onServer") is False, "the page plays by itself")
    expect(page.driver.execute_script('return localStorage.getItem("andora.unwritten")') is None, "the journal is dropped")
    page.press("start-game")
    page.tap("e5")
    expect(page.mark("e5") == "x", "and the game plays")


def test_rotation_and_resizing_keep_the_game(page):
    game(page)
    page.play(["e5", "e6", "e8"])
    before = page.shown_state()
    for size in (PHONE_LANDSCAPE, TABLET, DESKTOP, PHONE):
        page.resize(size)
        board = page.rect('[data-testid="board"]')
        expect(abs(board["width"] - board["height"]) < 1.5, f"the field is square at {size}: {board}")
        expect(board["x"] >= -0.5 and board["y"] >= -0.5 and board["x"] + board["width"] <= size[0] + 0.5
               and board["y"] + board["height"] <= size[1] + 0.5, f"the field fits the screen at {size}: {board}")
        for name in ("exit", "undo", "redo"):
            r = page.rect(f'[data-testid="{name}"]')
            expect(r["y"] + r["height"] <= size[1] + 0.5 and r["height"] >= 44, f"{name} visible and ≥ 44 px at {size}")
        rows = {round(page.rect(f'[data-testid="{name}"]')["y"]) for name in ("undo", "redo", "hint", "pause")}
        expect(len(rows) == 1, f"the four game buttons in one row at {size}: {rows}")
        expect([page.mark(n) for n in ("e5", "e6", "e8")] == ["x", "o", "x"], "marks kept")
    seconds = lambda: sum(int(part) * 60 ** index for index, part in enumerate(reversed(
        page.shown_state()["game"]["clock"]["oTime"].split(":"))))
    page.wait_until(10, lambda: seconds() >= 1)
    turn_so_far = seconds()
    page.driver.refresh()
    page.settle()
    # The pause sent on leaving is kept even though the page went before IndexedDB committed it.
    expect(seconds() >= turn_so_far, f"a reload keeps the time of the turn under way: {seconds()} < {turn_so_far}")
    marks = lambda state: [cell["mark"] for cell in state["game"]["board"]["cells"]]
    # Leaving the page pauses the game (R5.1.3): the same marks, under the cover until Resume.
    expect(marks(page.shown_state()) == marks(before) and page.mark("e6") == "o", "a reload shows the same game")
    expect(page.shown_state()["game"].get("pausedLabel"), "left, it comes back paused (R5.1.3)")
    page.press("pause")
    expect(not page.shown_state()["game"].get("pausedLabel"), "Resume uncovers it")


def test_phone_cells_take_the_full_width(page):
    game(page)
    board = page.rect('[data-testid="board"]')
    expect(board["width"] >= 386, f"the field takes the full width of a 390-px phone: {board}")
    cell_rect = page.rect('[data-cell="a9"]')
    expect(cell_rect["width"] >= 39, f"cells about 40 px: {cell_rect}")
    page.resize(TABLET)
    expect(page.rect('[data-cell="a9"]')["width"] >= 44, "cells at least 44 px on a tablet")


def test_the_app_is_installable(page):
    manifest = page.driver.execute_async_script(
        "const done = arguments[0]; fetch(document.querySelector('link[rel=manifest]').href).then(r => r.json()).then(done)")
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    expect({"192x192", "512x512"} <= sizes, f"PNG icons: {sizes}")
    for icon in manifest["icons"]:
        ok = page.driver.execute_async_script(
            "const done = arguments[1]; fetch(arguments[0]).then(r => done(r.ok))", icon["src"])
        expect(ok, f"{icon['src']} is served")


# Each step's move (docs/APP-MODEL.md); the last step confirms its turn.
TUTORIAL_MOVES = ["e5", "d6", "c9", "g2", "c7", "c7", "a3", "b9", "a9"]


def test_r5_1_2_the_tutorial_is_offered_and_finished(page):
    expect(page.has("tutorial-offer"), "a new browser is offered the tutorial")
    page.press("tutorial-offer-start")
    expect(page.testid("tutorial-position").text == "Step 1 of 9", page.testid("tutorial-position").text)
    expect(page.find('[data-cell="g1"]').get_attribute("data-file") == "g"
           and page.find('[data-cell="a2"]').get_attribute("data-rank") == "2",
           "the board names its columns and rows: the steps ask for cells by name (g2), coordinates option or not")
    field_top = page.rect('[data-testid="board"]')["y"]
    for index, move in enumerate(TUTORIAL_MOVES):
        expect(page.testid("tutorial-position").text == f"Step {index + 1} of 9", f"step {index + 1}")
        top = page.rect('[data-testid="board"]')["y"]
        expect(abs(top - field_top) < 0.5, f"the field stays in place whatever the step's text: {top} at step {index + 1}")
        if index == 1:
            page.tap("a1")
            mistake = page.testid("tutorial-mistake").text
            expect("must go into mini-field 5" in mistake, f"a move outside is explained: {mistake}")
            expect(page.mark("a1") == "", "the board is unchanged")
            expect(page.find('[data-cell="d6"]').get_attribute("data-hint") == "true", "the cell asked for is shown")
        if page.has("tutorial-finish-turn"):
            page.tap("e5")
            expect(page.find('[data-cell="e5"]').get_attribute("data-pending") == "true", "a pending mark")
        page.tap(move)
        if page.has("tutorial-finish-turn"):
            page.press("tutorial-finish-turn")
        expect(page.has("tutorial-next"), f"step {index + 1} is solved by {move}")
        expect(page.mark(move) in ("x", "o"), f"{move} is played")
        top = page.rect('[data-testid="board"]')["y"]
        expect(abs(top - field_top) < 0.5, f"the field stays in place once the step is solved: {top} at step {index + 1}")
        if index == 3:
            expect(page.all('[data-line="field"]'), "the winning line across mini-fields is drawn")
        if index == 5:
            expect(page.find('[data-field="1"]').get_attribute("data-state") == "?", "mini-field 1 shows ?")
        if index == 6:
            expect(page.find('[data-field="1"]').get_attribute("data-full") == "true", "the full mini-field is shown")
        page.press("tutorial-next")
    expect(page.has("start-game") and not page.has("tutorial-offer"), "Finish goes back to the main screen, no offer")
    page.press("tutorial")
    expect(page.testid("tutorial-position").text == "Step 1 of 9", "a finished tutorial starts again")


def test_r5_1_2_the_tutorial_is_skipped_and_resumed(page):
    page.press("tutorial-offer-dismiss")
    expect(not page.has("tutorial-offer"), "No thanks hides the offer")
    page.press("tutorial")
    page.tap("e5")
    page.press("tutorial-next")
    expect(page.testid("tutorial-position").text == "Step 2 of 9", "the second step")
    page.driver.refresh()
    page.settle()
    expect(page.testid("tutorial-position").text == "Step 2 of 9", "a reload stays in the tutorial, at the step reached")
    page.press("tutorial-skip")
    expect(page.has("start-game") and not page.has("tutorial-offer"), "Skip goes back to the main screen")
    page.driver.refresh()
    page.settle()
    page.press("tutorial")
    expect(page.testid("tutorial-position").text == "Step 2 of 9", "the tutorial resumes at the step reached")


@pytest.mark.parametrize("page, suffix", [({}, ""), ({"language": "ru"}, "-ru")], indirect=["page"], ids=["english", "russian"])
def test_r5_1_2_the_tutorial_shows_a_mistake_and_a_solved_step(page, suffix):
    """The tutorial after a mistake and after a solved step, on a phone (both ways) and a desktop."""
    page.screenshot("tutorial-offer" + suffix)
    page.press("tutorial-offer-start")
    page.tap("e5")
    page.press("tutorial-next")
    page.tap("a1")
    for name, size in (("phone-portrait", PHONE), ("phone-landscape", PHONE_LANDSCAPE), ("desktop", DESKTOP)):
        page.resize(size)
        page.screenshot("tutorial-mistake-" + name + suffix)
    page.tap("d6")
    page.press("tutorial-next")
    page.tap("c9")
    for name, size in (("phone-portrait", PHONE), ("desktop", DESKTOP)):
        page.resize(size)
        page.screenshot("tutorial-solved-" + name + suffix)
    expect(page.has("tutorial-next"), "the capture step is solved")


def test_a_restart_mid_game_the_open_tab_continues_with_its_next_tap():
    """The server stops mid-game (SIGTERM, after its last commit) and starts again on the same port
    and database: the open tab's next tap just works, on the same game; another browser sees none of it."""
    with tempfile.TemporaryDirectory() as folder:
        database = os.path.join(folder, "andora.sqlite")
        with Server(database) as first:
            page = Page(first.url)
            port = re.search(r":(\d+)/", first.url).group(1)
            try:
                page.press("options")
                page.press("strategy-any")
                page.press("options-save")
                game(page)
                page.play(["e5", "e6"])
                first.__exit__()
                expect(first.exit_code == 0, f"andora serve exits with 0 on SIGTERM, not {first.exit_code}")
                with Server(database, port=port) as second:
                    page.tap("e8")
                    expect([page.mark("e5"), page.mark("e6"), page.mark("e8")] == ["x", "o", "x"],
                           "the tab goes on with the same game after the restart")
                    expect(page.label() == "It's O's turn", "the turn goes on")
                    other = Page(second.url)
                    try:
                        expect(not other.has("resume-game"), "another browser does not see this game")
                    finally:
                        other.close()
                    page.press("exit")
                    page.press("confirm-yes")
                    expect(page.has("resume-game"), "the unfinished game is offered")
                    page.press("options")
                    expect(page.testid("strategy-any").get_attribute("aria-checked") == "true", "the saved options are back")
                    expect(not page.console_errors(), "no console errors")
            finally:
                page.close()


def test_start_game_with_an_unfinished_game_asks_first(page):
    game(page)
    page.play(["e5"])
    page.press("exit")
    page.press("confirm-yes")
    page.press("start-game")
    expect(page.dialog_open(), "Start game asks before replacing the unfinished game")
    page.press("new-game-cancel")
    expect(page.has("resume-game"), "Cancel keeps the unfinished game")
    page.press("start-game")
    page.press("new-game-yes")
    expect(page.mark("e5") == "", "Yes starts a new game")


@pytest.mark.parametrize("page, dark, suffix", [({}, False, ""), ({"dark": True}, True, ""), ({"language": "ru"}, False, "-ru")],
                         indirect=["page"], ids=["light", "dark", "russian"])
def test_a_game_in_progress_shows_captured_mini_fields_at_four_sizes(page, dark, suffix):
    """A game in progress with captured mini-fields and lines, at the four sizes DESIGN.md names."""
    suffix += "-dark" if dark else ""
    page.screenshot("main" + suffix)
    page.press("options")
    page.screenshot("options" + suffix)
    page.press("strategy-any")
    page.press("options-save")
    game(page)
    page.play(BOTH_SIGNS_ANY)
    page.tap("e4")
    for name, size in (("phone-portrait", PHONE), ("phone-landscape", PHONE_LANDSCAPE), ("tablet", TABLET),
                       ("desktop", DESKTOP)):
        page.resize(size)
        page.screenshot(name + suffix)
    expect(page.all('[data-state="x"]'), "a captured mini-field is on the screenshots")

