"""Browser test of several servers on one PostgreSQL database (docs/DEPLOY.md): PostgreSQL,
three `andora serve` and nginx in front of them, all on loopback, started by this test. Two headless
Chromium windows play a match through nginx, each player's profile on a different server; the server
holding one player's WebSocket is SIGKILLed mid-match, the page reconnects through nginx to another
server, and the match goes on to its end with no move lost or doubled.

Run from the package root after `swift build`:  python3 -m pytest Tests/browser/test_cluster.py
Needs Debian's postgresql-15, nginx, chromium and chromium-driver, and `pip install selenium pytest`.
"""
import pytest

from andora_page import BINARY, X_WINS_CELLS, Page, create_match, expect, marks, play, same_board
from cluster import COOKIE, Cluster


def page_as(cluster, profile):
    """A browser whose profile cookie is `profile`, on the page through nginx."""
    page = Page(cluster.url)
    page.driver.add_cookie({"name": COOKIE, "value": profile, "path": "/", "httpOnly": True, "sameSite": "Strict"})
    page.driver.get(cluster.url)
    page.settle()
    return page


def is_live(page):
    return page.driver.execute_script("return window.AndoraMatch.isLive()")


@pytest.fixture
def cluster():
    with Cluster(BINARY) as running:
        yield running


def test_a_match_across_servers_survives_the_sigkill_of_one(cluster):
    host_profile, guest_profile = cluster.profiles_on_different_servers()
    host_server, guest_server = cluster.server_of(host_profile), cluster.server_of(guest_profile)
    host = page_as(cluster, host_profile)
    guest = None
    try:
        link, _ = create_match(host, side="x")
        guest = page_as(cluster, guest_profile)
        guest.driver.get(link)
        guest.wait_until(10, lambda: guest.has("match-panel"))
        guest.settle()
        expect("You play O" in guest.testid("match-seat").text, "the guest on another server takes the free seat")
        for page in (host, guest):
            page.wait_until(10, lambda: is_live(page))
        host.wait_until(10,
            lambda: host.testid("match-opponent").get_attribute("data-connected") == "true")
        played = X_WINS_CELLS[:8]
        play((host, guest), played, {"x": host, "o": guest})

        cluster.kill(host_server)
        host.wait_until(15, lambda: not is_live(host))
        host.wait_until(30, lambda: is_live(host))
        new_server = cluster.server_of(host_profile)
        expect(new_server not in (host_server,), f"the host's requests moved on from {host_server}")

        play((host, guest), X_WINS_CELLS[len(played):], {"x": host, "o": guest})  # X moves next: 8 were played
        for page in (host, guest):
            page.wait_until(10, lambda: page.dialog_open())
            expect("X won" in page.testid("dialog").text, "both devices show the winner")
        marked = sorted(entry[:2] for entry in marks(guest).split() if len(entry) > 2)
        expect(marked == sorted(X_WINS_CELLS), f"every move once on the guest's board, no other: {marked}")
        same_board(host, guest, "both boards agree at the end")
        errors = [e for e in guest.console_errors() if "api/live" not in e]
        expect(not errors, f"no console errors on the guest's page: {errors}")
        print(f"      host on {host_server} (SIGKILLed), then {new_server}; guest on {guest_server}")
    finally:
        if guest:
            guest.close()
        host.close()

