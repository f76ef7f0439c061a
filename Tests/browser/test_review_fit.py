"""Browser tests of the review on a phone held either way, in English and Russian: the evaluation
bar and the chart show with the field without the page scrolling; the chart has its scale and
legend, and the marks after the moves their key.

Run from the package root after `swift build`:  python3 -m pytest Tests/browser/test_review_fit.py
"""
import pytest

from andora_page import PHONE, PHONE_LANDSCAPE, expect
from test_review import reviewed

# The page's scroll size and the boxes of the field, the bar and the chart, in viewport pixels.
GEOMETRY = """
const box = (testid) => {
  const r = document.querySelector(`[data-testid=${testid}]`).getBoundingClientRect();
  return {left: r.left, top: r.top, right: r.right, bottom: r.bottom};
};
const page = document.scrollingElement;
return {scrollHeight: page.scrollHeight, scrollWidth: page.scrollWidth, width: innerWidth, height: innerHeight,
        board: box('board'), bar: box('review-bar'), chart: box('review-chart')};
"""


def inside(r, width, height):
    return r["left"] >= -0.5 and r["top"] >= -0.5 and r["right"] <= width + 0.5 and r["bottom"] <= height + 0.5


@pytest.mark.parametrize("page", [{}, {"language": "ru"}], indirect=True, ids=["english", "russian"])
def test_the_bar_and_the_chart_show_with_the_field_on_a_phone_held_either_way(page, request):
    reviewed(page)
    found = []
    for size in (PHONE, PHONE_LANDSCAPE):
        page.resize(size)
        page.driver.execute_script("document.querySelector('.replay .side').scrollTop = 0")  # as the replay opens
        g = page.driver.execute_script(GEOMETRY)
        at = f"at {g['width']}×{g['height']}"
        if g["scrollHeight"] > g["height"] or g["scrollWidth"] > g["width"]:
            found.append(f"{at}: the page scrolls ({g['scrollWidth']}×{g['scrollHeight']})")
        for part in ("board", "bar", "chart"):
            if not inside(g[part], g["width"], g["height"]):
                found.append(f"{at}: the {part} is out of view {g[part]}")
        page.screenshot(f"review-{request.node.callspec.id}-{size[0]}x{size[1]}")
    expect(not found, "\n".join(found))


def test_the_chart_has_a_scale_and_a_legend_and_the_marks_a_key(page):
    reviewed(page)
    scale = [span.text for span in page.all('[data-testid="review-scale"] span')]
    expect(scale == ["100 %", "50 %", "0 %"], f"the chart's scale, top to bottom: {scale}")
    chart, top, bottom = (page.rect(css) for css in (
        '[data-testid="review-chart"]', '[data-testid="review-scale"] span:first-child', '[data-testid="review-scale"] span:last-child'))
    expect(top["x"] + top["width"] <= chart["x"] + 0.5 and abs(top["y"] - chart["y"]) < 4
           and abs(bottom["y"] + bottom["height"] - chart["y"] - chart["height"]) < 4,
           f"the scale beside the chart, from its top to its bottom: {top}, {bottom}, {chart}")
    legend = page.testid("review-legend").text
    expect(legend.startswith("Line: X's chances after each move") and "Dashed: the move shown" in legend, legend)
    key = page.testid("review-key").text
    expect(key == "?! inaccuracy · ? mistake · ?? blunder", key)
