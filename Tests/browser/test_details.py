"""Browser tests of small things seen at a glance: a mini-field X captured reads as X's, not as two more
lines.

Run from the package root after `swift build`:  python3 -m pytest Tests/browser/test_details.py
"""
import pytest

from andora_page import BOTH_SIGNS_ANY, expect, game


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
