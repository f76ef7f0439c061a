"""Browser tests of the pencil & paper sheet (R7): a real `andora serve` and headless Chromium at phone size,
drawn on with real pointer events (Chrome DevTools `Input.dispatchMouseEvent` / `dispatchTouchEvent`).

Run from the package root after `swift build`:  python3 -m pytest Tests/browser/test_paper.py
Screenshots of a finished game go to .build/screenshots/paper-portrait.png and paper-landscape.png.
"""
import time

import pytest
from selenium.webdriver.support.ui import Select

from andora_page import (BOARD, PHONE, PHONE_LANDSCAPE, board_marks, clipped, draw, draw_board, draw_sign, expect,
                         o_shape, o_wins_begun_with_o, paper_sheet, settle_until, signs, tap_cell, touch_tap, x_shape)


def test_r7_a_board_of_four_strokes_and_a_refused_scribble(page):
    paper_sheet(page)
    expect(page.testid("paper-prompt").text == "Draw the board", page.testid("paper-prompt").text)
    draw(page, [(300, 300), (420, 330), (320, 380), (430, 400)])
    page.settle()
    expect(page.testid("paper-reason").text == "Draw a straight line", page.testid("paper-reason").text)
    expect(page.all(".layer-fading .fade"), "the scribble fades out")
    expect(not page.all(".layer-lines path"), "the scribble is not a board line")
    page.screenshot("paper-refused-line")
    draw_board(page, finger=True)
    expect(page.testid("paper-reason").text == "", "the reason goes with the next accepted line")
    expect(page.testid("paper-prompt").text == "It's X's turn", page.testid("paper-prompt").text)


def test_r7_tap_mode_game_to_a_win_then_double_tap_clears(page):
    paper_sheet(page)
    draw_board(page)
    tap_cell(page, 4)
    tap_cell(page, 4)
    expect(page.testid("paper-reason").text == "This cell is already marked", page.testid("paper-reason").text)
    for index in (0, 2, 8, 6):
        tap_cell(page, index)
    expect(signs(page) == "o.x.x.x.o", f"signs alternate from X: {signs(page)}")
    expect(page.testid("paper-result").text == "X won", page.testid("paper-result").text)
    expect(page.find('[data-testid="paper"]').get_attribute("data-winner") == "x", "the result takes the winner's colour")
    expect(len(page.all('[data-paper-line="win"]')) == 1, "the winning line is drawn")
    expect(page.testid("paper-score").text.startswith("X: 1"), page.testid("paper-score").text)
    expect(page.testid("paper-prompt").text == "Double-tap to clear the sheet", page.testid("paper-prompt").text)
    for name, size in (("paper-landscape", PHONE_LANDSCAPE), ("paper-portrait", PHONE)):
        page.resize(size)
        page.screenshot(name)
        mark = page.rect('[data-paper-cell="4"]')
        surface = page.rect(".paper-surface")
        dx = mark["x"] + mark["width"] / 2 - (surface["x"] + surface["width"] / 2)
        dy = mark["y"] + mark["height"] / 2 - (surface["y"] + surface["height"] / 2)
        expect(abs(dx) < 3 and abs(dy) < 3, f"the centre X stays in the middle of the sheet at {size}: {dx}, {dy}")
        expect(mark["width"] > 0.1 * min(surface["width"], surface["height"]), f"the X scales with the sheet: {mark}")
        for testid in ("paper-new-board", "exit"):
            r = page.rect(f'[data-testid="{testid}"]')
            expect(r["height"] >= 44 and r["y"] + r["height"] <= size[1] + 0.5, f"{testid} visible at {size}: {r}")
    touch_tap(page, 500, 500)
    time.sleep(0.1)
    touch_tap(page, 505, 505)
    settle_until(page, lambda: not page.all(".layer-lines path"), "a double tap clears the sheet")
    expect(page.testid("paper-prompt").text == "Draw the board", page.testid("paper-prompt").text)
    expect(page.testid("paper-score").text.startswith("X: 1"), "the score stays")


def test_r7_the_new_board_button_clears_a_tie(page):
    paper_sheet(page)
    draw_board(page)
    for index in (0, 1, 2, 4, 3, 5, 7, 6, 8):
        tap_cell(page, index)
    expect(page.testid("paper-result").text == "- TIE -", page.testid("paper-result").text)
    page.press("paper-new-board")
    expect(not page.all(".layer-lines path") and "Ties: 1" in page.testid("paper-score").text, "cleared, tie counted")


def test_r7_draw_mode_keeps_an_x_and_an_o_and_refuses_a_scribble(page):
    paper_sheet(page, "draw")
    draw_board(page)
    expect(page.testid("paper-prompt").text == "Draw an X or an O to start", page.testid("paper-prompt").text)
    draw_sign(page, x_shape(4))
    expect(signs(page) == "....x....", f"X in the centre: {signs(page)}")
    expect(len(page.all('[data-paper-cell="4"] path')) == 2, "the X is kept as drawn: two strokes")
    draw_sign(page, o_shape(0))
    expect(signs(page) == "o...x....", f"O top left: {signs(page)}")
    draw_sign(page, [[(620, 120), (700, 260), (760, 110), (820, 250), (880, 120)]])
    expect(page.testid("paper-reason").text == "Draw an X or an O", page.testid("paper-reason").text)
    expect(signs(page) == "o...x....", "the scribble is erased")
    page.screenshot("paper-draw")
    expect(not page.all(".layer-live path"), "no ink is left waiting")


def test_r7_a_slow_x_is_placed_one_stroke_at_a_time(page):
    """The first stroke of an X, sent alone after the pause, waits on the sheet for the second."""
    paper_sheet(page, "draw")
    draw_board(page)
    first, second = x_shape(4)
    draw_sign(page, [first])
    expect(signs(page) == ".........", f"nothing placed yet: {signs(page)}")
    expect(len(page.all(".layer-live path")) == 1 and not page.testid("paper-reason").text, "the half X waits, unrefused")
    before = page.shown_state()
    draw(page, second, steps=3)
    settle_until(page, lambda: page.shown_state() != before, "the second stroke is sent after the pause")
    expect(signs(page) == "....x....", f"X in the centre: {signs(page)}")
    expect(len(page.all('[data-paper-cell="4"] path')) == 2 and not page.all(".layer-live path"), "both strokes make the X")


def test_r7_tap_mode_answers_a_drawn_sign_with_the_reason_and_undo_takes_a_sign_back(page):
    paper_sheet(page)
    draw_board(page)
    before = page.shown_state()
    for stroke in x_shape(4):
        draw(page, stroke, steps=3)
    settle_until(page, lambda: page.shown_state() != before, "the drawing is answered")
    reason = page.testid("paper-reason").text
    expect(reason == "Signs are placed by tapping (Options): tap a free square", reason)
    expect(signs(page) == ".........", f"nothing placed: {signs(page)}")
    tap_cell(page, 4)
    expect(signs(page) == "....x....", f"a tap places X: {signs(page)}")
    page.press("paper-undo")
    expect(signs(page) == ".........", f"Undo takes it back: {signs(page)}")
    expect(page.testid("paper-undo").get_attribute("disabled") is not None, "nothing more to take back")


def test_r7_draw_mode_whole_game_started_with_o(page):
    """The first player may start with O; signs then alternate until a line wins."""
    o_wins_begun_with_o(page)
    expect(signs(page) == "x.o.o.o.x", f"signs alternate from O: {signs(page)}")
    expect(page.testid("paper-result").text == "O won", page.testid("paper-result").text)
    expect(len(page.all('[data-paper-line="win"]')) == 1, "the winning line is drawn")
    expect(page.testid("paper-score").text.startswith("X: 0 · O: 1"), page.testid("paper-score").text)


def test_r7_a_finished_sheet_is_in_history_and_replays_as_drawn(page):
    o_wins_begun_with_o(page)
    page.press("exit")
    page.press("history")
    Select(page.testid("history-mode")).select_by_visible_text("Pencil & paper")
    page.settle()
    rows = page.all('[data-testid="history-open"]')
    expect(len(rows) == 1, f"one pencil & paper game: {len(rows)}")
    expect("Pencil & paper" in rows[0].text and "O won" in rows[0].text and "Moves: 5" in rows[0].text, rows[0].text)
    rows[0].click()
    page.settle()
    marks = {name: mark for name, mark in board_marks(page).items() if mark in ("x", "o")}
    expect(marks == {"a3": "x", "c3": "o", "b2": "o", "a1": "o", "c1": "x"}, f"the signs as drawn: {marks}")
    expect(page.all('[data-line]'), "the winning line shows")
    expect(not page.testid("replay-play-from-here").is_enabled(), "the app's board would start with X")


def test_r7_a_slow_stroke_with_many_points_still_fits_an_intent(page):
    paper_sheet(page)
    draw(page, BOARD[0], steps=400)
    page.settle()
    expect(page.testid("paper-prompt").text == "Draw the board: 1 of 4 lines", page.testid("paper-prompt").text)
    expect(not page.all(".notice:not([hidden])"), "no error notice")


def test_r7_exit_asks_while_the_game_runs(page):
    paper_sheet(page)
    draw_board(page)
    page.press("exit")
    expect(page.dialog_open(), "Exit asks on a sheet with a board")
    page.press("confirm-yes")
    expect(page.has("start-game"), "back on the main screen")


@pytest.mark.page(language="ru", dark=True)
def test_r7_a_russian_dark_sheet_says_who_won_and_nothing_clips(page):
    paper_sheet(page)
    draw_board(page)
    for index in (4, 0, 2, 8, 6):
        tap_cell(page, index)
    expect(page.testid("paper-result").text == "Победил X", page.testid("paper-result").text)
    expect(page.testid("paper-prompt").text == "Дважды коснитесь, чтобы очистить лист", page.testid("paper-prompt").text)
    for name, size in (("paper-landscape-ru-dark", PHONE_LANDSCAPE), ("paper-portrait-ru-dark", PHONE)):
        page.resize(size)
        expect(not clipped(page), f"nothing clips in Russian at {size}: {clipped(page)}")
        page.screenshot(name)
