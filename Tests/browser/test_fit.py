"""Browser tests of how the screens fit: the game (coach, clock and coordinates shown), the review and
the puzzles fit a phone held either way, a tablet and a desktop without the page scrolling, in English
and Russian; the board and its coordinates stay whole and clear of the screen's edges and of the marks.

Run from the package root after `swift build`:  python3 -m pytest Tests/browser/test_fit.py
"""
import pytest

from andora_page import DESKTOP, O_WINS, PHONE, PHONE_LANDSCAPE, expect

TABLET_PORTRAIT, TABLET_LANDSCAPE = (768, 1024), (1024, 768)
SIZES = (PHONE, PHONE_LANDSCAPE, TABLET_PORTRAIT, DESKTOP)
# Coordinates keep this far from the screen's edges, where a phone's rounded corners and bezel cut.
EDGE = 4

# The page's scroll size, the board, the coach's panel, and each coordinate with the box of the mark
# in its cell (the mark's outline widened by half its stroke), all in viewport pixels.
GEOMETRY = """
const box = (r) => ({left: r.left, top: r.top, right: r.right, bottom: r.bottom});
const page = document.scrollingElement;
const board = document.querySelector('[data-testid=board]');
const coach = document.querySelector('[data-testid=coach-panel]');
const labels = [];
for (const cell of document.querySelectorAll('[data-file], [data-rank]')) {
  const c = cell.getBoundingClientRect();
  let mark = null;
  const use = cell.querySelector('svg use');
  if (use) {
    const b = use.getBBox();
    const half = parseFloat(getComputedStyle(use.parentElement).strokeWidth) / 2;
    const scale = c.width / 100;
    mark = {left: c.left + (b.x - half) * scale, top: c.top + (b.y - half) * scale,
            right: c.left + (b.x + b.width + half) * scale, bottom: c.top + (b.y + b.height + half) * scale};
  }
  for (const [pseudo, key] of [['::before', 'rank'], ['::after', 'file']]) {
    if (!cell.dataset[key]) continue;
    const s = getComputedStyle(cell, pseudo);
    const left = c.left + parseFloat(s.left), top = c.top + parseFloat(s.top);
    labels.push({cell: cell.dataset.cell, text: cell.dataset[key], mark,
                 left, top, right: left + parseFloat(s.width), bottom: top + parseFloat(s.height)});
  }
}
return {scrollHeight: page.scrollHeight, scrollWidth: page.scrollWidth, width: innerWidth, height: innerHeight,
        board: box(board.getBoundingClientRect()), coach: coach && !coach.hidden ? box(coach.getBoundingClientRect()) : null,
        labels};
"""


def inside(r, width, height, margin=0):
    return r["left"] >= margin - 0.5 and r["top"] >= -0.5 and r["right"] <= width - margin + 0.5 and r["bottom"] <= height + 0.5


def overlap(a, b):
    return a["left"] < b["right"] - 0.5 and b["left"] < a["right"] - 0.5 and a["top"] < b["bottom"] - 0.5 and b["top"] < a["bottom"] - 0.5


def misfits(page, where, sizes=SIZES):
    """What does not fit on the screen shown, at each size (then back to the phone)."""
    found = []
    for size in sizes:
        page.resize(size)
        g = page.driver.execute_script(GEOMETRY)
        width, height = g["width"], g["height"]
        at = f"{where} at {width}×{height}"
        if g["scrollHeight"] > height or g["scrollWidth"] > width:
            found.append(f"{at}: the page scrolls ({g['scrollWidth']}×{g['scrollHeight']})")
        if not inside(g["board"], width, height):
            found.append(f"{at}: the board runs off the screen {g['board']}")
        if g["coach"] and not inside(g["coach"], width, height):
            found.append(f"{at}: the coach's panel is cut off {g['coach']}")
        expect(g["labels"], f"{at}: the board shows its coordinates")
        for label in g["labels"]:
            if not inside(label, width, height, EDGE):
                found.append(f"{at}: coordinate {label['text']} of {label['cell']} at the screen's edge {label}")
    page.resize(PHONE)
    return found


def coached_game(page):
    """The coach and the coordinates on, a game to X's mistake: the clock runs and the coach's note shows."""
    page.press("options")
    page.press("coach")
    page.press("coordinates")
    page.press("options-save")
    page.press("start-game")
    page.play(O_WINS[:22])
    page.tap("h1")
    page.wait_until(30, lambda: page.testid("coach-note").text != "", "the coach's note")
    expect(page.testid("clock").text, "the clock shows")


def reviewed(page):
    """The game O wins, reviewed from History, its biggest mistake shown."""
    page.press("start-game")
    if page.dialog_open():
        page.press("new-game-yes")
    page.play(O_WINS)
    page.press("dialog-close")
    page.press("exit")
    page.press("history")
    page.click(page.all('[data-testid="history-open"]')[0])
    page.press("review-start")
    page.wait_until(60, lambda: (page.shown_state()["replay"]["review"] or {}).get("running") is False, "the review ends")
    page.settle()
    page.press("review-mistake")


@pytest.mark.parametrize("page", [{}, {"language": "ru"}], indirect=True, ids=["english", "russian"])
def test_game_review_and_puzzles_fit_every_screen_without_scrolling(page):
    coached_game(page)
    found = misfits(page, "the game")
    page.press("exit")
    page.press("confirm-yes")
    page.press("puzzles")
    page.press("puzzles-solution")
    found += misfits(page, "the puzzles")
    page.press("puzzles-back")
    reviewed(page)
    found += misfits(page, "the review")
    expect(not found, "\n".join(found))


def test_coordinates_keep_clear_of_the_marks(page):
    page.press("puzzles")
    for size in (PHONE, PHONE_LANDSCAPE, DESKTOP):
        page.resize(size)
        labels = page.driver.execute_script(GEOMETRY)["labels"]
        covered = [f"{label['text']} in {label['cell']}" for label in labels if label["mark"] and overlap(label, label["mark"])]
        expect(not covered, f"coordinates under the marks at {size}: {covered}")


@pytest.mark.parametrize("page", [{}, {"language": "ru"}], indirect=True, ids=["english", "russian"])
def test_the_review_note_shows_whole_in_tablet_landscape(page):
    reviewed(page)
    page.resize(TABLET_LANDSCAPE)
    page.driver.execute_script("document.querySelector('.replay .side').scrollTop = 0")  # as the replay opens
    note, column = page.rect('[data-testid="review-note"]'), page.rect(".replay .side")
    expect(page.testid("review-note").text, "the note on the biggest mistake")
    expect(note["y"] >= column["y"] and note["y"] + note["height"] <= min(column["y"] + column["height"], TABLET_LANDSCAPE[1]),
           f"the review note {note} shows whole in its column {column}")
