"""The README's screenshots, made by playing: an Andora game in progress and a reviewed game, on a
phone (390×844) in the light theme.

    ANDORA_UPDATE_SCREENSHOTS=1 python3 -m pytest Tests/browser/test_screenshots.py

writes docs/screenshots/phone-game.png and phone-review.png (commit them); without the variable the
same pictures go to .build/screenshots/, and the tests check what the page shows either way.
"""
import os

import pytest

from andora_page import O_WINS, PHONE, ROOT, SCREENSHOTS, expect, finish, game

UPDATE = os.environ.get("ANDORA_UPDATE_SCREENSHOTS") == "1"
FOLDER = ROOT / "docs" / "screenshots" if UPDATE else SCREENSHOTS

# The first 17 moves of O_WINS: marks spread over the board, O's line across the centre, O to move.
GAME_MOVES = O_WINS[:17]


def light(page):
    """The light theme whatever the machine prefers, and the page drawn anew in it."""
    page.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": "light"}]})
    page.driver.execute_async_script("requestAnimationFrame(() => requestAnimationFrame(arguments[0]))")


def save(page, name):
    FOLDER.mkdir(parents=True, exist_ok=True)
    page.driver.execute_async_script("requestAnimationFrame(() => requestAnimationFrame(arguments[0]))")
    path = FOLDER / f"{name}.png"
    page.driver.save_screenshot(str(path))
    expect(path.stat().st_size > 10_000, f"{path} holds a picture")


@pytest.mark.page(size=PHONE)
def test_a_phone_shows_a_game_in_progress(page):
    light(page)
    game(page)
    page.play(GAME_MOVES)
    expect(page.label() == "It's O's turn", page.label())
    expect(all(page.mark(name) in ("x", "o") for name in GAME_MOVES), "every move is on the board")
    expect(page.driver.execute_script("return matchMedia('(prefers-color-scheme: light)').matches"), "the light theme")
    page.driver.execute_script("window.scrollTo({top: 0, behavior: 'instant'}); document.activeElement.blur()")
    save(page, "phone-game")


@pytest.mark.page(size=PHONE)
def test_a_phone_shows_a_reviewed_game(page):
    light(page)
    finish(page, O_WINS)
    page.press("history")
    page.click(page.all('[data-testid="history-open"]')[0])
    page.press("review-start")
    page.wait_until(120,
        lambda: (page.shown_state()["replay"]["review"] or {}).get("running") is False, "the review ends")
    page.settle()
    expect(page.testid("review-progress").text == "Review complete", page.testid("review-progress").text)
    expect(page.has("review-chart"), "the chart of the review")
    page.press("review-mistake")
    page.press("review-better")
    expect(page.all('[data-cell][data-hint="true"]'), "the better move is on the board")
    # The chart right under the field, which stays at the top of a phone's screen.
    page.driver.execute_script(
        "const board = document.querySelector('[data-testid=board]').getBoundingClientRect();"
        "const chart = document.querySelector('[data-testid=review-chart]').getBoundingClientRect();"
        "window.scrollBy({top: chart.top - board.bottom - 48, behavior: 'instant'}); document.activeElement.blur()")
    save(page, "phone-review")
