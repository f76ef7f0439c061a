"""Browser tests of matches between two devices: two (or three) headless Chromium windows,
each its own profile, on one `andora serve`. `host` is the page fixture, the page that creates the match.

Run from the package root after `swift build`:  python3 -m pytest Tests/browser/test_match.py
"""
import os
import tempfile
import time

import pytest

from andora_page import (DRAW_CELLS, TABLET, X_WINS_CELLS, Page, Server, cell, copied_with, create_match, expect,
                         join, marks, play, same_board)


@pytest.fixture
def host(page):
    return page


def test_two_devices_play_a_win_then_a_rematch_to_a_draw(host):
    link, _ = create_match(host, side="x")
    expect(copied_with(host, "match-link-copy") == link, "the clipboard holds the invite link, to send to the other device")
    guest = join(link, size=TABLET)
    try:
        expect("You play O" in guest.testid("match-seat").text, "the guest takes the free seat (O)")
        host.wait_until(5, lambda: host.testid("match-opponent").get_attribute("data-connected") == "true")
        expect(not host.has("match-invite"), "the invite goes once the guest has joined")
        host.screenshot("match-host-phone")
        play((host, guest), X_WINS_CELLS, {"x": host, "o": guest})
        for page in (host, guest):
            page.wait_until(5, lambda: page.dialog_open())
            expect("X won" in page.testid("dialog").text, "both devices show the winner")
            expect(len(page.all('[data-line="field"]')) == 1, "both devices draw the winning line")
            expect(len(page.all('[data-line="cell"]')) >= 3, "and the lines that captured the mini-fields")
        guest.screenshot("match-guest-tablet-won")
        host.press("dialog-rematch")
        guest.wait_until(5, lambda: "Accept rematch" in guest.testid("dialog-rematch").text)
        guest.press("dialog-rematch")
        host.wait_until(5, lambda: "You play O" in host.testid("match-seat").text)
        expect("You play X" in guest.testid("match-seat").text, "the signs swap for the rematch")
        same_board(host, guest, "the rematch starts on an empty board on both")
        play((host, guest), DRAW_CELLS, {"x": guest, "o": host})
        for page in (host, guest):
            page.wait_until(5, lambda: page.dialog_open())
            expect("draw" in page.testid("dialog").text.lower(), "both devices show the draw")
            page.press("dialog-close")
        host.press("rematch")
        guest.wait_until(5, lambda: "rematch" in guest.testid("match-status").text.lower())
        guest.press("exit")  # the game is over: leaving asks nothing
        host.wait_until(5, lambda: host.dialog_open())
        opponent = host.testid("match-opponent")
        expect("left" in opponent.text and opponent.get_attribute("data-connected") == "false",
               f"the side that left shows as gone, not connected: {opponent.text}")
        host.press("dialog-close")
        for page in (host, guest):
            page.wait_until(10, lambda: page.has("history"))
            page.press("history")
            rows = [row.text for row in page.all('[data-testid="history-open"]')]
            expect(len(rows) == 2 and any(("You won" if page is host else "You lost") in row for row in rows)
                   and any("Draw" in row for row in rows) and all("Two devices, you as" in row for row in rows),
                   f"the match's games are in each page's own history, as this player played them: {rows}")
        expect(not guest.console_errors(), "no console errors on the guest's page")
    finally:
        guest.close()


def test_a_spectator_watches_and_cannot_move(host):
    link, watch = create_match(host, side="x")
    guest = join(link)
    spectator = join(watch)
    try:
        expect("watching" in spectator.testid("match-seat").text, "the spectator link only watches")
        host.tap("e5")
        same_board(host, spectator, "the spectator sees the move")
        before = marks(spectator)
        spectator.tap("e6")
        time.sleep(0.3)
        expect(marks(spectator) == before and marks(guest) == before, "the spectator's tap changes nothing")
        guest.tap("e6")
        same_board(guest, spectator, "the spectator sees the guest's move")
    finally:
        spectator.close()
        guest.close()


def test_a_closed_tab_shows_as_not_connected_and_the_clock_runs(host):
    """The guest's tab closes: the host and a spectator see it as not connected within seconds (six
    seconds' grace, then the server's check every second), with no move or request between."""
    link, watch = create_match(host, side="x")
    guest = join(link)
    spectator = join(watch)
    try:
        connected = lambda page: page.testid("match-opponent").get_attribute("data-connected")
        host.wait_until(5, lambda: connected(host) == "true")
        expect(spectator.testid("match-opponent").text.count("not connected") == 0,
               f"the spectator sees both connected at once: {spectator.testid('match-opponent').text}")
        clock = lambda page: page.find(".clock").text
        before = clock(guest)
        guest.wait_until(5, lambda: clock(guest) != before)
        expect("X 0:0" in clock(guest), f"X's time runs on the guest's page while X thinks: {clock(guest)}")
        guest.close()
        host.wait_until(15, lambda: connected(host) == "false")
        spectator.wait_until(5,
            lambda: "not connected" in spectator.testid("match-opponent").text)
    finally:
        spectator.close()
        guest.close()


def test_a_page_reloaded_or_opened_again_goes_back_to_its_match(host):
    """The page plays by itself until a match; reloaded mid-match, or closed and opened again, it goes
    back to the match (the server's model kept it), not to its own main screen."""
    link, _ = create_match(host, side="x")
    guest = join(link)
    try:
        host.tap("e5")
        same_board(host, guest, "the move shows on both")
        host.driver.refresh()
        host.wait_until(10, lambda: host.has("match-panel"))
        expect("You play X" in host.testid("match-seat").text, "back in the seat it held")
        same_board(guest, host, "the reloaded page shows the match's board")
        guest.tap("e4")
        same_board(guest, host, "and plays on")
        host.driver.get(link.split("?")[0])
        host.wait_until(10, lambda: host.has("match-panel"))
        host.press("exit")
        host.press("confirm-yes")
        host.driver.refresh()
        host.wait_until(10, lambda: host.has("start-game"))
        expect(not host.has("match-panel"), "a match left is not gone back to")
    finally:
        guest.close()


def test_confirm_turn_shows_the_mark_only_after_finish_turn(host):
    link, _ = create_match(host, side="x", confirm_turn=True)
    guest = join(link)
    try:
        host.tap("e5")
        expect(host.mark("e5") == "x", "the pending mark shows on the mover's device")
        time.sleep(0.5)
        expect(guest.mark("e5") == "", "the other device sees nothing before Finish turn")
        host.press("finish-turn")
        same_board(host, guest, "Finish turn sends the move")
    finally:
        guest.close()


def test_an_undo_request_is_answered_on_the_other_device(host):
    link, _ = create_match(host, side="x")
    guest = join(link)
    try:
        host.tap("e5")
        same_board(host, guest, "the move arrives")
        board = guest.rect('[data-testid="board"]')
        host.press("undo")
        guest.wait_until(5, lambda: guest.dialog_open())
        moved = guest.rect('[data-testid="board"]')
        expect(moved["y"] == board["y"], f"the request's line under the field does not move it: {board['y']} → {moved['y']}")
        guest.press("undo-decline")
        expect(host.mark("e5") == "x", "a declined request keeps the move")
        host.press("undo")
        guest.wait_until(5, lambda: guest.dialog_open())
        guest.press("undo-accept")
        same_board(guest, host, "an accepted request takes the move back on both")
        expect(host.mark("e5") == "", "the move is gone")
    finally:
        guest.close()


def test_a_dropped_connection_reconnects_and_the_game_goes_on(host):
    link, _ = create_match(host, side="x")
    guest = join(link)
    try:
        host.tap("e5")
        same_board(host, guest, "the first move arrives")
        guest.driver.execute_script("window.AndoraMatch.drop()")
        host.tap("e4")
        expect(host.mark("e4") == "", "on the guest's turn the host's tap is refused")
        guest.tap("d4")
        same_board(guest, host, "the move made right after the drop arrives")
        guest.wait_until(10, lambda: guest.driver.execute_script("return window.AndoraMatch.isLive()"))
        host.tap(cell(6, 0))
        same_board(host, guest, "after the reconnection, moves arrive live again")
    finally:
        guest.close()


def on_a_server_that_stops(test):
    """Runs test(server, again, host, guest) on a fresh match between two pages, where the test stops
    `server` and `again()` is a server on the same port and database."""
    with tempfile.TemporaryDirectory() as folder:
        database = os.path.join(folder, "andora.sqlite")
        server = Server(database).__enter__()
        port = int(server.url.rsplit(":", 1)[1].strip("/"))
        host = Page(server.url)
        guest = None
        try:
            link, _ = create_match(host, side="x")
            guest = join(link)
            test(server, lambda: Server(database, port=port), host, guest)
        finally:
            if guest:
                guest.close()
            host.close()
            if server.process.poll() is None:
                server.__exit__()


def a_server_restart_mid_match_keeps_it(server, again, host, guest):
    host.tap("e5")
    guest.tap("e6")
    server.__exit__()
    expect(server.exit_code == 0, "andora serve stops at once on SIGTERM, with both pages connected")
    with again():
        host.tap("e8")
        same_board(host, guest, "the match goes on after the restart")
        expect([guest.mark("e5"), guest.mark("e6"), guest.mark("e8")] == ["x", "o", "x"], "no move lost or doubled")
        guest.tap("d5")
        same_board(guest, host, "both sides play on")


def a_server_away_for_a_while_is_waited_for(server, again, host, guest):
    """A server away for some seconds (a restart, a network change): the pages keep the match and say
    they are trying again; a move tapped meanwhile is not made, and once the server is back they play on."""
    host.tap("e5")
    same_board(host, guest, "the first move arrives")
    server.__exit__()
    guest.tap("e6")
    expect(guest.notice() == guest.text("page.offline"), "the page says it has no connection and tries again")
    expect(guest.has("match-panel") and guest.mark("e6") == "", "still in the match, without the move")
    host.wait_until(10, lambda: host.notice() == host.text("page.offline"))
    with again():
        guest.tap("e6")
        same_board(guest, host, "the match goes on once the server is back")
        expect(guest.mark("e6") == "o" and guest.notice() == "", "the move is made and the notice gone")


def a_server_gone_too_long_puts_the_match_on_hold(server, again, host, guest):
    """Away for longer than the page waits (30 s; the test shortens it), the server leaves the match on
    hold: the page plays by itself and says so, and Two devices goes back to the match once it is there."""
    host.tap("e5")
    same_board(host, guest, "the first move arrives")
    host.driver.execute_script("window.AndoraMatch.waitForServer(0)")
    server.__exit__()
    host.wait_until(10, lambda: host.has("start-game"))
    expect(host.notice() == host.text("page.serverGone"), "the page says the match is on hold")
    with again():
        host.press("match")
        host.wait_until(10, lambda: host.has("match-panel"))
        expect(host.mark("e5") == "x", "Two devices brings the match back as it was")
        guest.tap("e6")
        same_board(guest, host, "and both sides play on")


def test_the_server_takes_over_for_a_match_and_hands_back(page):
    """The page plays by itself until Two devices: the server's model then speaks the language chosen
    in the page, and leaving the match gives the page its own game back."""
    page.press("options")
    page.press("language-ru")
    page.press("options-save")
    page.press("start-game")
    page.tap("e5")
    page.press("exit")
    page.press("confirm-yes")
    page.press("match")
    state = page.shown_state()
    expect(state["screen"] == "matchSetup" and state["language"] == "ru", "the server's match setup, in Russian")
    expect(state.get("revision") is not None, "the server's state (numbered)")
    page.press("match-back")
    state = page.shown_state()
    expect(state["screen"] == "main" and state.get("revision") is None and "resumeGame" in state["main"],
           "back on the page's own main screen, with its unfinished game to resume")


@pytest.mark.parametrize("scenario", [a_server_restart_mid_match_keeps_it, a_server_away_for_a_while_is_waited_for,
                                      a_server_gone_too_long_puts_the_match_on_hold],
                         ids=["restarted_mid_match_keeps_it", "away_for_a_while_is_waited_for",
                              "gone_too_long_puts_the_match_on_hold"])
def test_a_match_on_a_server_that_stops(scenario):
    on_a_server_that_stops(scenario)
