"""Browser tests of how the board reads: contrast of marks, axe-core on every screen and
dialog, the draw explained, a field that stays put while the computer thinks, the safe choice
focused in dialogs, only the options that apply, the pencil & paper sheet by keyboard.

Run from the package root after `swift build`:  python3 -m pytest Tests/browser/test_look.py
Needs `pip install axe-selenium-python` (axe-core ships
inside it, no network). SHOTS=/tmp/shots also saves screenshots of these states at the four sizes.
"""
import os
import time
from pathlib import Path

import pytest
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from andora_page import (BOTH_SIGNS_ANY, DESKTOP, DRAW, PHONE, PHONE_LANDSCAPE, TABLET, X_WINS, axe_check, cell, draw,
                         draw_board, expect, game, paper_sheet)


# Luminance contrast of what the page shows: a mark's stroke colour, faded by its own and its
# ancestors' opacity, over the background colour of the cell it sits on and the last move's tint
# (an inset shadow over the whole cell).
CONTRAST = """
const [mark, cell] = arguments;
const rgba = (text) => {
  const v = text.match(/[\\d.]+/g).map(Number);
  const scale = text.startsWith("color(srgb") ? 255 : 1; // what color-mix() computes to
  return [v[0] * scale, v[1] * scale, v[2] * scale, v.length > 3 ? v[3] : 1];
};
const channel = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
const luminance = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const over = (top, alpha, base) => top.map((c, i) => c * alpha + base[i] * (1 - alpha));
let alpha = 1;
for (let el = mark; el; el = el.parentElement) alpha *= Number(getComputedStyle(el).opacity);
const stroke = rgba(getComputedStyle(mark.querySelector('svg')).stroke);
let background = rgba(getComputedStyle(document.body).backgroundColor).slice(0, 3);
const fill = rgba(getComputedStyle(cell).backgroundColor);
background = over(fill.slice(0, 3), fill[3], background);
const shadow = getComputedStyle(cell).boxShadow;
if (shadow.endsWith("inset") && !shadow.includes("), ")) {
  const tint = rgba(shadow.slice(0, shadow.indexOf(")") + 1));
  background = over(tint.slice(0, 3), tint[3], background);
}
const shown = over(stroke.slice(0, 3), alpha * stroke[3], background);
const [a, b] = [luminance(shown), luminance(background)].sort((x, y) => y - x);
return (a + 0.05) / (b + 0.05);
"""


SIZES = (("phone-portrait", PHONE), ("phone-landscape", PHONE_LANDSCAPE), ("tablet", TABLET), ("desktop", DESKTOP))


def contrast(page, mark_css, cell_css):
    return page.driver.execute_script(CONTRAST, page.find(mark_css), page.find(cell_css))


def shoot(page, name):
    """With SHOTS set, a screenshot at each of DESIGN.md's four sizes (then back to the phone)."""
    folder = os.environ.get("SHOTS")
    if not folder:
        return
    Path(folder).mkdir(parents=True, exist_ok=True)
    for size_name, size in SIZES:
        page.resize(size)
        page.driver.save_screenshot(f"{folder}/{name}-{size_name}.png")
    page.resize(PHONE)


@pytest.mark.parametrize("page", [{}, {"dark": True}], indirect=True, ids=["light", "dark"])
def test_dimmed_pending_and_owner_marks_read_at_a_glance(page):
    """Dimmed, pending and owner marks measure at least 3:1 against what they sit on."""
    page.press("options")
    page.press("confirm-turn")
    page.press("options-save")
    game(page)
    background = lambda name: page.driver.execute_script(
        f"return getComputedStyle(document.querySelector('[data-testid={name}]')).backgroundColor")
    expect(not page.testid("finish-turn").is_enabled() and background("finish-turn") == background("undo"),
           "Finish turn waiting for a mark looks like the other disabled buttons, not like a primary one")
    # BOTH_SIGNS_ANY under `first` captures mini-fields for both signs; play it with Finish turn.
    for name in ("e5", "e4"):
        page.tap(name)
        page.press("finish-turn")
    page.tap("e2")
    expect(page.find('[data-cell="e2"]').get_attribute("data-pending") == "true", "a pending mark")
    pending = contrast(page, '[data-cell="e2"]', '[data-cell="e2"]')
    expect(pending >= 3, f"a pending mark measures {pending:.2f}:1")
    print(f"      pending mark {pending:.2f}:1", flush=True)
    # e5 is X's, in mini-field 5, which is dimmed while mini-field 8 is the allowed one; e4, O's,
    # is the last move, tinted.
    expect(page.find('[data-field="5"]').get_attribute("data-allowed") is None, "mini-field 5 is outside the area")
    expect(page.find('[data-cell="e4"]').get_attribute("data-last") == "true", "e4 is the last move")
    for name in ("e5", "e4"):
        dimmed = contrast(page, f'[data-cell="{name}"]', f'[data-cell="{name}"]')
        expect(dimmed >= 3, f"the dimmed mark in {name} measures {dimmed:.2f}:1")
        print(f"      dimmed mark {name} {dimmed:.2f}:1", flush=True)
    page.press("undo")
    page.press("exit")
    page.press("confirm-yes")
    page.press("options")
    page.press("confirm-turn")
    page.press("strategy-any")
    page.press("options-save")
    page.press("start-game")
    page.press("new-game-yes")
    page.play(BOTH_SIGNS_ANY)
    owners = page.all('[data-field] .status.x, [data-field] .status.o')
    kinds = {o.get_attribute("class") for o in owners}
    expect(kinds == {"status x", "status o"}, f"captured mini-fields of both signs: {kinds}")
    for status in owners:
        field = status.find_element("xpath", "..").get_attribute("data-field")
        free = f'[data-field="{field}"] .cell:not([data-mark="x"]):not([data-mark="o"])'
        ratio = page.driver.execute_script(CONTRAST, status, page.find(free))
        expect(ratio >= 3, f"the owner mark of mini-field {field} measures {ratio:.2f}:1")
        print(f"      owner mark of mini-field {field} {ratio:.2f}:1", flush=True)
    shoot(page, "owners" + ("-dark" if page.dark else ""))


@pytest.mark.parametrize("page", [{}, {"dark": True}, {"language": "ru"}], indirect=True, ids=["light", "dark", "russian"])
def test_axe_core_finds_nothing_serious_on_any_screen_or_dialog(page):
    """axe-core finds no serious or critical violation on any screen or dialog."""
    axe_check(page, "main")
    page.press("options")
    axe_check(page, "options")
    page.press("opponent-novice")
    axe_check(page, "options with the computer")
    page.press("options-save")
    page.press("mode-classic")
    page.press("options")
    axe_check(page, "options, classic")
    page.press("options-back")
    page.press("mode-andora")
    game(page)
    axe_check(page, "game")
    page.tap("e5")
    page.settle_thinking()
    axe_check(page, "game, restricted area")
    page.press("exit")
    axe_check(page, "exit dialog")
    page.press("confirm-yes")
    page.press("start-game")
    axe_check(page, "new game dialog")
    page.press("new-game-yes")
    page.press("exit")
    page.press("confirm-yes")
    page.press("options")
    page.press("opponent-human")
    page.press("options-save")
    page.press("start-game")
    page.play(cell(f, s) for f, s in X_WINS)
    axe_check(page, "winner dialog")
    page.press("dialog-close")
    axe_check(page, "finished game")
    page.press("exit")
    page.press("start-game")
    page.play(cell(f, s) for f, s in DRAW)
    axe_check(page, "draw dialog")
    page.press("dialog-close")
    page.press("exit")
    page.press("history")
    axe_check(page, "history")
    page.click(page.all('[data-testid="history-open"]')[0])
    page.press("replay-previous")
    axe_check(page, "replay")
    page.press("replay-back")
    page.click(page.all('[data-testid="history-delete"]')[0])
    axe_check(page, "delete dialog")
    page.press("cancelDelete")
    page.press("history-back")
    page.press("statistics")
    axe_check(page, "statistics")
    page.press("statistics-back")
    page.press("mode-classic")
    page.press("start-game")
    axe_check(page, "classic game")
    page.tap("b2")
    page.press("exit")
    page.press("confirm-yes")
    page.press("start-game")
    page.press("new-game-yes")
    page.press("exit")
    page.press("confirm-yes")
    page.press("mode-paper")
    page.press("options")
    axe_check(page, "options, pencil & paper")
    page.press("options-back")
    paper_sheet(page)
    axe_check(page, "pencil & paper")
    draw_board(page)
    axe_check(page, "pencil & paper, board drawn")
    page.press("exit")
    axe_check(page, "pencil & paper exit dialog")


def test_the_draw_is_explained_with_its_full_mini_field(page):
    game(page)
    page.play(cell(f, s) for f, s in DRAW)
    expect(page.dialog_open(), "the draw dialog")
    detail = page.testid("dialog-detail").text
    expect(detail == "O was sent to mini-field 1, which is full.", f"the draw is explained: {detail!r}")
    full = page.all('[data-field][data-full="true"]')
    expect([f.get_attribute("data-field") for f in full] == ["1"], "the full mini-field is marked")
    expect(all(c.get_attribute("data-mark") for c in page.all('[data-field="1"] [data-cell]')), "and it is full")
    board = page.rect('[data-testid="board"]')
    card = page.rect("#dialog")
    expect(card["y"] >= board["y"] + board["height"] * 0.6 or card["y"] + card["height"] <= board["y"] + 40
           or page.rect('[data-field="1"]')["y"] + page.rect('[data-field="1"]')["height"] <= card["y"],
           f"the dialog leaves the full mini-field in view: {card} {board}")
    shoot(page, "draw-dialog")
    page.press("dialog-close")
    expect(page.testid("result").text.startswith("It's a draw"), page.testid("result").text)
    expect("mini-field 1" in page.testid("result-detail").text, "the reason stays on the screen")
    shoot(page, "draw-closed")


def test_the_winner_stays_on_the_screen(page):
    game(page)
    page.play(cell(f, s) for f, s in X_WINS)
    shoot(page, "win-dialog")
    page.press("dialog-close")
    expect(page.label() == "Game over", "R3.2's label stays")
    expect(page.testid("result").text == "X won", page.testid("result").text)
    ends = page.driver.execute_script(
        "const b = document.querySelector('[data-testid=board]').getBoundingClientRect();"
        "return [...document.querySelectorAll('[data-line=field]')].map(l => { const r = l.getBoundingClientRect();"
        "return r.left >= b.left && r.right <= b.right && r.top >= b.top && r.bottom <= b.bottom; })")
    expect(ends and all(ends), f"the line across mini-fields stays inside the board: {ends}")


@pytest.mark.parametrize("page", [{}, {"language": "ru"}], indirect=True, ids=["english", "russian"])
def test_the_field_stays_put_while_the_computer_thinks(page):
    page.press("options")
    page.press("opponent-expert")
    page.press("options-save")
    game(page)
    before = page.rect('[data-testid="board"]')
    page.testid("board")
    page.find('[data-cell="e5"]').click()
    seen = []
    for _ in range(60):
        state = page.driver.execute_script(
            "const r = document.querySelector('[data-testid=board]').getBoundingClientRect();"
            "return [r.x, r.y, r.width, r.height, document.querySelector('[data-testid=hint-text]').textContent]")
        seen.append(state)
        if seen[-1][4] == "" and len(seen) > 1:
            break
        time.sleep(0.05)
    page.settle_thinking()
    after = page.rect('[data-testid="board"]')
    thinking = [s for s in seen if s[4]]
    expect(thinking, f"the computer was seen thinking: {seen[:3]}")
    for x, y, width, height, _ in seen:
        expect((x, y, width, height) == (before["x"], before["y"], before["width"], before["height"]),
               f"the field moved while the computer thought: {before} → {(x, y, width, height)}")
    expect(after == before, f"the field moved after the computer's move: {before} → {after}")
    expect(len([c for c in page.all("[data-cell]") if c.get_attribute("data-mark")]) == 2, "the computer answered")


def test_dialogs_focus_the_safe_choice(page):
    game(page)
    page.tap("e5")
    page.key(Keys.ESCAPE)
    expect(page.dialog_open(), "Escape asks before leaving")
    focused = page.driver.execute_script("return document.activeElement.dataset.testid")
    expect(focused == "confirm-cancel", f"the focus is on Cancel: {focused}")
    page.key(Keys.ENTER)
    expect(not page.dialog_open() and page.has("board"), "Escape then Enter keeps the game")


def test_options_show_only_what_applies(page):
    page.press("options")
    expect(not page.has("computer-plays"), "no computer sign against another player")
    expect(not page.has("classic-size") and not page.has("paper-input"), "no classic sizes or paper input in Andora")
    for name in ("strategy", "confirm-turn", "language", "opponent"):
        expect(page.has(name), f"{name} is offered")
    names = [b.get_attribute("data-testid") for b in page.all('[data-testid="opponent"] [role="radio"]')]
    expect(names == ["opponent-human", "opponent-novice", "opponent-middle", "opponent-strong", "opponent-expert"], names)
    page.press("opponent-middle")
    expect(page.has("computer-plays"), "the computer's sign once the computer plays")
    shoot(page, "options-computer")
    # A radio group is one tab stop and the arrows choose.
    page.testid("opponent-middle").click()
    page.settle()
    page.key(Keys.ARROW_RIGHT)
    expect(page.testid("opponent-strong").get_attribute("aria-checked") == "true", "Right chooses the next value")
    focused = page.driver.execute_script("return document.activeElement.dataset.testid")
    expect(focused == "opponent-strong", f"the focus follows: {focused}")
    tabbable = page.driver.execute_script(
        "return [...document.querySelectorAll('[data-testid=opponent] [role=radio]')].map(b => b.tabIndex)")
    expect(tabbable.count(0) == 1, f"one tab stop per radio group: {tabbable}")
    height = page.driver.execute_script("return document.scrollingElement.scrollHeight")
    expect(height <= 900, f"options fit about one phone screen: {height} px")
    page.press("options-back")
    expect(page.dialog_open(), "Back on a changed draft asks whether to save it")
    shoot(page, "options-unsaved")
    page.press("discardOptions")
    page.press("mode-classic")
    page.press("options")
    expect(page.has("classic-size") and not page.has("opponent"), "classic shows its sizes and no opponent")


@pytest.mark.parametrize("page", [{}, {"language": "ru"}], indirect=True, ids=["english", "russian"])
def test_titles_keep_clear_of_their_buttons(page):
    """The screens with Back (and Save) beside the title: a long title wraps, never running under them."""
    for opening, back in (("options", "options-back"), ("match", "match-back"), ("history", "history-back"),
                          ("statistics", "statistics-back")):
        page.press(opening)
        boxes = page.driver.execute_script(
            "const header = document.querySelector('.screen header');"
            "const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.right, r.top, r.bottom]; };"
            "return [box(header.querySelector('h1')), ...[...header.querySelectorAll('button')].map(box)];")
        title, buttons = boxes[0], boxes[1:]
        for button in buttons:
            apart = title[1] <= button[0] + 0.5 or button[1] <= title[0] + 0.5 or title[3] <= button[2] or button[3] <= title[2]
            expect(apart, f"{opening}: the title {title} runs over a button {button}")
        page.press(back)


def test_r6_classic_shows_no_dead_hint_and_keeps_cells_large(page):
    page.press("mode-classic")
    page.press("options")
    # Typing "15" into the list picked 5×5 (the typeahead took the "5" alone): choose it by its text.
    Select(page.testid("classic-size")).select_by_visible_text("15×15")
    page.settle()
    page.press("options-save")
    game(page)
    expect(len(page.all("[data-cell]")) == 225, "a 15×15 board")
    expect(not page.has("hint"), "classic has no Hint button")
    width = page.rect('[data-cell="a1"]')["width"]
    expect(width >= 40, f"a 15×15 cell on a phone is at least 40 px: {width}")
    wrap = page.rect(".board-wrap")
    expect(wrap["height"] >= 13 * 42 and wrap["height"] > wrap["width"], f"upright, the field runs down the screen: {wrap}")
    overflow = page.driver.execute_script("return document.scrollingElement.scrollHeight - innerHeight")
    expect(overflow <= 0, f"the page itself does not scroll: {overflow} px")
    shoot(page, "classic-15")


def test_a_hint_shows_on_the_board(page):
    game(page)
    page.tap("e5")
    page.press("hint")
    hinted = page.all('[data-hint="true"]')
    expect(len(hinted) == 1, "one hinted cell")
    ring = page.driver.execute_script("return getComputedStyle(arguments[0]).boxShadow", hinted[0])
    width = float(ring.split("px")[-2].split()[-1])
    expect(width >= 4, f"a clear ring at least 4 px wide: {ring}")
    shoot(page, "hint")


def test_every_move_is_announced(page):
    game(page)
    page.tap("e4")
    text = page.testid("announcement").get_attribute("textContent")
    expect(text == "X played e4. O plays in mini-field 8.", text)
    live = page.testid("announcement").get_attribute("aria-live")
    expect(live == "polite", "a live region")


def test_r7_the_paper_sheet_plays_by_keyboard(page):
    paper_sheet(page)
    draw_board(page)
    surface = page.testid("paper-surface")
    surface.send_keys(Keys.ENTER)
    page.settle()
    signs = page.driver.execute_script(
        "return [...document.querySelectorAll('[data-paper-cell]')].map(c => c.dataset.sign)")
    expect(signs[4] == "x", f"Enter taps the centre square: {signs}")
    for keys in ([Keys.ARROW_LEFT, Keys.ARROW_UP], [Keys.ENTER]):
        for k in keys:
            surface.send_keys(k)
        page.settle()
    signs = page.driver.execute_script(
        "return [...document.querySelectorAll('[data-paper-cell]')].map(c => c.dataset.sign)")
    expect(signs[0] == "o", f"the arrows move to the top left square: {signs}")


def test_r7_a_refused_stroke_is_explained_by_it(page):
    paper_sheet(page)
    draw(page, [(200, 700), (260, 720), (230, 800)])
    page.settle()
    reason = page.testid("paper-reason")
    expect(reason.text, "a reason")
    box = page.rect('[data-testid="paper-reason"]')
    point = page.driver.execute_script(
        "const s = document.querySelector('.paper-surface');"
        "const p = new DOMPoint(230, 800).matrixTransform(s.getScreenCTM()); return [p.x, p.y]")
    distance = abs(box["y"] - point[1])
    expect(distance <= 80, f"the reason is by the stroke: {distance:.0f} px away")
