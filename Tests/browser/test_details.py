"""Browser tests of small things seen at a glance: a mini-field X captured reads as X's, not as two more
lines; the replay's slider in the theme's accent; the result line never half hidden behind the result
dialog; the invite's QR code centred; Pause never alone on a row with Confirm turn on; a copy's note
gone once its screen is left.

Run from the package root after `swift build`:  python3 -m pytest Tests/browser/test_details.py
"""
import pytest

from andora_page import BOTH_SIGNS_ANY, DESKTOP, PHONE, PHONE_LANDSCAPE, X_WINS, cell, expect, finish, game
from test_fit import TABLET_PORTRAIT, overlap

SIZES = (PHONE, PHONE_LANDSCAPE, TABLET_PORTRAIT, DESKTOP)
X_WINS_CELLS = [cell(*move) for move in X_WINS]


def box(page, css):
    r = page.rect(css)
    return {"left": r["x"], "top": r["y"], "right": r["x"] + r["width"], "bottom": r["y"] + r["height"]}


def replay_of_a_game(page):
    finish(page, X_WINS_CELLS)
    page.press("history")
    page.click(page.all('[data-testid="history-open"]')[0])


@pytest.mark.parametrize("page", [{}, {"dark": True}], indirect=True, ids=["light", "dark"])
def test_a_mini_field_captured_by_x_reads_apart_from_three_in_a_row_lines(page):
    """X's large mark is at least twice as broad as a three-in-a-row line, with a halo wider still."""
    page.press("options")
    page.press("strategy-any")
    page.press("options-save")
    game(page)
    page.play(BOTH_SIGNS_ANY)
    owner, line, halo = page.driver.execute_script(
        "const owner = document.querySelector('[data-field] .status.x svg');"
        "const line = document.querySelector('[data-line=cell].x');"
        "const scale = owner.getBoundingClientRect().width / 100;"
        "const halo = document.querySelector('#mark-owner-x .owner-halo');"
        "return [parseFloat(getComputedStyle(owner).strokeWidth) * scale, parseFloat(line.getAttribute('stroke-width')),"
        " halo ? parseFloat(getComputedStyle(halo).strokeWidth) * scale : 0]")
    expect(owner >= 2 * line, f"X's mark of a captured mini-field is {owner:.1f} px broad, a line {line:.1f} px")
    expect(halo > owner, f"X's mark has a halo ({halo:.1f} px) that sets it off from the cells")


@pytest.mark.parametrize("page", [{}, {"dark": True}], indirect=True, ids=["light", "dark"])
def test_the_replay_slider_takes_the_theme_accent(page):
    replay_of_a_game(page)
    slider, accent = page.driver.execute_script(
        "const probe = document.createElement('span'); probe.style.color = 'var(--accent)'; document.body.append(probe);"
        "const accent = getComputedStyle(probe).color; probe.remove();"
        "return [getComputedStyle(document.querySelector('[data-testid=replay-slider]')).accentColor, accent]")
    expect(slider == accent, f"the slider's colour {slider} is the accent {accent}")


@pytest.mark.parametrize("page", [{}, {"language": "ru"}], indirect=True, ids=["english", "russian"])
def test_the_result_line_never_shows_half_hidden_behind_the_result_dialog(page):
    game(page)
    page.play(X_WINS_CELLS)
    expect(page.dialog_open(), "the result dialog")
    for size in SIZES:
        page.resize(size)
        if page.testid("result").is_displayed():
            expect(not overlap(box(page, '[data-testid="result"]'), box(page, "#dialog")),
                   f"the result line is half hidden behind the dialog at {size}")
    page.resize(PHONE)
    page.press("dialog-close")
    expect(page.testid("result").is_displayed() and page.testid("result").text, "the result line once the dialog is closed")


def test_the_invite_qr_code_is_centred(page):
    page.press("match")
    page.press("match-create")
    page.wait_until(5, lambda: page.all('[data-testid="match-qr"] svg path'), "the invite's QR code")
    for size in (PHONE, DESKTOP):
        page.resize(size)
        qr, invite = page.rect('[data-testid="match-qr"]'), page.rect('[data-testid="match-invite"]')
        off = (qr["x"] + qr["width"] / 2) - (invite["x"] + invite["width"] / 2)
        expect(abs(off) <= 1, f"the QR code is {off:.1f} px off the invite's middle at {size}")


@pytest.mark.parametrize("page", [{}, {"language": "ru"}], indirect=True, ids=["english", "russian"])
def test_pause_shares_a_row_with_confirm_turn_on(page):
    page.press("options")
    page.press("confirm-turn")
    page.press("options-save")
    game(page)
    page.tap("e5")
    for size in SIZES:
        page.resize(size)
        rows = {name: round(page.rect(f'[data-testid="{name}"]')["y"]) for name in ("finish-turn", "undo", "redo", "hint", "pause")}
        expect(list(rows.values()).count(rows["pause"]) > 1, f"Pause alone on its row at {size}: {rows}")


def test_the_copied_note_goes_when_the_replay_is_reopened(page):
    replay_of_a_game(page)
    page.press("replay-copy")
    page.wait_until(5, lambda: page.testid("copy-note").text, "the copy says whether it worked")
    page.press("replay-back")
    page.click(page.all('[data-testid="history-open"]')[0])
    expect(page.testid("copy-note").text == "", f"the reopened replay still says {page.testid('copy-note').text!r}")


def test_an_invite_from_a_server_on_this_computer_alone_says_so_and_names_the_fix(page):
    """`andora serve` without --lan listens on this computer only: the invite says a phone cannot open it."""
    page.press("match")
    page.press("match-create")
    page.wait_until(5, lambda: page.has("match-link-note"), "the line under the invite's link")
    note = page.testid("match-link-note").text
    expect("andora serve --lan" in note, f"the fix is named: {note!r}")


def test_a_history_rows_delete_button_is_small_beside_its_row(page):
    """On a phone, Delete takes a small part of its row, not a second row's worth."""
    finish(page, X_WINS_CELLS)
    page.press("history")
    row, delete = page.rect('[data-testid="history-open"]'), page.rect('[data-testid="history-delete"]')
    share = (delete["width"] * delete["height"]) / (row["width"] * row["height"])
    expect(share < 0.25, f"Delete covers {share:.0%} of its row's area")
    expect(delete["height"] >= 44, f"still a touch target: {delete['height']:.0f} px high")
