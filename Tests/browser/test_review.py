"""Browser tests of the game review, the coach and the puzzles: the page's own engine
(andora.wasm in its Web Worker) judges every position of a played game; the replay shows the marks,
the bar, the chart, the better move and the summary; with the coach on, a note follows each move;
a puzzle solved counts in the statistics; in English and Russian, and axe-core finds nothing serious.

Run from the package root after `swift build`:  python3 -m pytest Tests/browser/test_review.py
"""
import pytest
from selenium.webdriver.common.keys import Keys

from andora_page import O_WINS, axe_check, expect, finish


def reviewed(page):
    """Plays AndoraGames.oWinsFirst (X loses), opens it from History and reviews it to the end."""
    finish(page, O_WINS)
    page.press("history")
    page.click(page.all('[data-testid="history-open"]')[0])
    page.settle()
    review = page.shown_state()["replay"]["review"]
    expect(review["judged"] == 0 and review["total"] == len(O_WINS) + 1, f"nothing judged yet: {review}")
    expect(not page.all('[data-testid="review-chart"]'), "no chart before the review")
    page.press("review-start")
    page.wait_until(60,
        lambda: (page.shown_state()["replay"]["review"] or {}).get("running") is False, "the review ends")
    page.settle()
    return page.shown_state()["replay"]


def test_review_opens_from_the_result_dialog(page):
    """"Review" in the result dialog opens the game just played in the replay, its review under way."""
    page.press("start-game")
    page.play(O_WINS)
    expect(page.dialog_open(), "the result dialog")
    expect(page.testid("dialog-close") == page.driver.switch_to.active_element, "Close keeps the focus")
    page.press("dialog-review")
    page.wait_until(30,
        lambda: page.shown_state().get("screen") == "replay", "the replay of the game just played")
    replay = page.shown_state()["replay"]
    expect(len(replay["moves"]) == len(O_WINS) and replay["step"] == len(O_WINS), f"at its end: {replay['step']}")
    page.wait_until(60,
        lambda: (page.shown_state()["replay"]["review"] or {}).get("running") is False, "the review ends")
    expect(page.shown_state()["replay"]["review"]["judged"] == len(O_WINS) + 1, "every position judged")
    page.press("replay-back")
    expect(page.shown_state().get("screen") == "game", "back returns to the game just ended")
    expect(page.has("undo") and page.testid("undo").is_enabled(), "where Undo can still take a move back")


def test_review_marks_every_move_and_shows_the_chart_and_the_biggest_mistake(page):
    """Every move is marked, the chart and the bar have words, the biggest mistake is X's, and its
    better move shows on the board."""
    replay = reviewed(page)
    review = replay["review"]
    expect(page.testid("review-progress").text == "Review complete", page.testid("review-progress").text)
    expect(all("mark" in move for move in replay["moves"]), "every move marked")
    expect(page.testid("review-verdict").text == "O won", page.testid("review-verdict").text)
    chart = page.testid("review-chart")
    expect(chart.get_attribute("role") == "img" and chart.get_attribute("aria-label").startswith("X's chances move by move"),
           chart.get_attribute("aria-label"))
    points = page.find('[data-testid="review-chart"] polyline').get_attribute("points").split()
    expect(len(points) == len(O_WINS) + 1, f"a point a position: {len(points)}")
    expect(page.testid("review-bar").get_attribute("aria-label") == "O won", "the bar in words")
    summary = [li.text for li in page.all('[data-testid="review-summary"] li')]
    expect(len(summary) == 2 and summary[0].startswith("X: accuracy") and summary[1].startswith("O: accuracy"), summary)
    marked = page.all('[data-testid="replay-moves"] button[aria-label]')
    expect(len(marked) == len(O_WINS), f"each move's mark is named for screen readers: {len(marked)}")
    page.press("review-mistake")
    step = page.shown_state()["replay"]["step"]
    move = page.shown_state()["replay"]["moves"][step - 1]
    expect(move["mark"] in ("inaccuracy", "mistake", "blunder"), f"the biggest mistake: {move}")
    expect(move["player"] == "x", "the loser made it")
    note = page.testid("review-note").text
    expect(note.startswith(f"Move {step}, {move['notation']}: ") and "Better: " in note, note)
    expect(not page.all('[data-cell][data-hint="true"]'), "no better move shown before asked")
    page.press("review-better")
    better = note.split("Better: ")[1].rstrip(".")
    hinted = page.driver.execute_script(
        "return [...document.querySelectorAll('[data-cell][data-hint=\"true\"]')].map(c => c.dataset.cell)")
    expect(hinted == [better], f"the better move {better} on the board: {hinted}")
    board, shown_note = page.rect('[data-testid="board"]'), page.rect('[data-testid="review-note"]')
    height = page.driver.execute_script("return window.innerHeight")
    expect(board["y"] >= -0.5 and board["y"] + board["height"] <= shown_note["y"] + 0.5
           and shown_note["y"] + shown_note["height"] <= height + 0.5,
           f"on a phone the field stays in view above the note it illustrates: {board}, {shown_note}")
    expect(page.testid("review-better").text == "Hide the better move", page.testid("review-better").text)
    axe_check(page, "the reviewed replay")
    page.screenshot("review")


def test_review_goes_on_after_leaving_and_coming_back(page):
    """A review left half-way goes on where it stopped when the game is opened again."""
    finish(page, O_WINS)
    page.press("history")
    page.click(page.all('[data-testid="history-open"]')[0])
    page.settle()
    page.press("review-start")
    page.wait_until(30,
        lambda: page.shown_state()["replay"]["review"]["judged"] >= 3, "a few positions judged")
    page.press("replay-back")
    page.settle()
    page.click(page.all('[data-testid="history-open"]')[0])
    page.settle()
    review = page.shown_state()["replay"]["review"]
    expect(review["judged"] >= 3 and not review["start"]["enabled"], f"kept: {review['judged']}")
    page.wait_until(60,
        lambda: page.shown_state()["replay"]["review"]["running"] is False, "it goes on to the end")


@pytest.mark.page(language="ru")
def test_review_in_russian(page):
    """The review speaks Russian in a Russian browser."""
    replay = reviewed(page)
    expect(page.testid("review-progress").text == "Разбор готов", page.testid("review-progress").text)
    expect(replay["review"]["summary"][0].startswith("X: точность"), replay["review"]["summary"])
    expect(page.testid("review-chart").get_attribute("aria-label").startswith("Шансы X по ходам"), "the chart in Russian")
    page.screenshot("review-ru")


# AndoraGames.oWinsFirst up to X's 23rd move, h1, which lets O win at once with d1.
BEFORE_THE_MISTAKE = O_WINS[:22]


def coached(page, note_start, lets_win):
    """Turns the coach on, plays to X's mistake and reads the note; shows the better move."""
    page.press("options")
    page.press("coach")
    expect(page.testid("coach").get_attribute("aria-checked") == "true", "the coach switch")
    page.press("options-save")
    page.press("start-game")
    page.play(BEFORE_THE_MISTAKE)
    page.tap("h1")
    page.wait_until(30,
        lambda: lets_win in page.testid("coach-note").text, "the coach's note on h1")
    note = page.testid("coach-note").text
    expect(note.startswith(note_start), note)
    page.press("coach-better")
    hinted = page.driver.execute_script(
        "return [...document.querySelectorAll('[data-cell][data-hint=\"true\"]')].map(c => c.dataset.cell)")
    expect(len(hinted) == 1 and note.rstrip(".").endswith(hinted[0]), f"the better move on the board: {hinted}, {note}")
    return note


def test_coach_notes_follow_each_move(page):
    """With the coach on, a note says what the move was worth and why; the better move on request."""
    coached(page, "Your move h1: ", "This lets O win the game at once.")
    axe_check(page, "the game with the coach's note")
    page.screenshot("coach")


@pytest.mark.page(language="ru")
def test_coach_in_russian(page):
    coached(page, "Ваш ход h1: ", "Так O сразу выигрывает партию.")


def hinted(page):
    return page.driver.execute_script(
        "return [...document.querySelectorAll('[data-cell][data-hint=\"true\"]')].map(c => c.dataset.cell)")


def test_a_puzzle_solved_counts_in_the_statistics(page):
    """Puzzles: the solution shown counts as missed; tried again, a wrong move is explained, the
    winning one solves it, and the statistics count it, after a reload too."""
    page.press("puzzles")
    expect(page.testid("puzzles-position").text == "Puzzle 1 of 32", page.testid("puzzles-position").text)
    expect(page.testid("puzzles-solved").text == "Solved: 0 of 32", page.testid("puzzles-solved").text)
    expect("find the move that wins the game at once" in page.testid("puzzles-task").text, page.testid("puzzles-task").text)
    axe_check(page, "a puzzle")
    page.driver.execute_script("document.querySelector('[data-testid=board]').focus()")
    ring = page.find(".cell.cursor").get_attribute("data-cell")
    page.key(Keys.ARROW_UP)
    expect(page.find(".cell.cursor").get_attribute("data-cell") not in (ring, None), "the arrows move the ring on a puzzle too")
    page.press("puzzles-solution")
    winning = hinted(page)
    expect(winning and page.testid("puzzles-feedback").text == f"Winning: {', '.join(winning)}.", f"{winning}")
    page.press("puzzles-back")
    page.press("puzzles")
    expect(page.testid("puzzles-position").text == "Puzzle 1 of 32", "the first puzzle not solved")
    enabled = page.driver.execute_script(
        "return [...document.querySelectorAll('[data-cell]:not([disabled])')].map(c => c.dataset.cell)")
    wrong = next(cell for cell in enabled if cell not in winning)
    page.tap(wrong)
    expect(page.testid("puzzles-feedback").text == f"{wrong} does not win the game. Try again.",
           page.testid("puzzles-feedback").text)
    page.tap(winning[0])
    expect(page.testid("puzzles-feedback").text.startswith("Solved! "), page.testid("puzzles-feedback").text)
    lines = page.driver.execute_script("return document.querySelectorAll('.lines line').length")
    expect(lines >= 2, f"the captured mini-fields' lines and the winning line are drawn (R3.3.3): {lines}")
    expect(page.testid("puzzles-solved").text == "Solved: 1 of 32", page.testid("puzzles-solved").text)
    page.screenshot("puzzle-solved")
    page.press("puzzles-back")
    page.press("statistics")
    counted = "Puzzles: 1 of 32 solved, 0 at the first try"
    expect(page.testid("statistics-puzzles").text == counted, page.testid("statistics-puzzles").text)
    page.driver.refresh()
    page.settle()
    expect(page.shown_state()["screen"] == "statistics", "a reload stays on the Statistics screen")
    expect(page.testid("statistics-puzzles").text == counted, "kept after a reload")


@pytest.mark.page(language="ru")
def test_puzzles_in_russian(page):
    page.press("puzzles")
    expect(page.testid("puzzles-position").text == "Задача 1 из 32", page.testid("puzzles-position").text)
    page.press("puzzles-solution")
    expect(page.testid("puzzles-feedback").text.startswith("Выигрывает: "), page.testid("puzzles-feedback").text)
