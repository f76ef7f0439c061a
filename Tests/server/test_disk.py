"""A full disk or a read-only database file loses nothing already stored: `andora serve`
plays on while every write to its files fails, shows the failure on the player's screen, stores
everything once writes work again, and a kill while writes fail leaves the stored game intact.

- Full disk: a file-size limit of one byte set on the live process (RLIMIT_FSIZE), which the kernel
  enforces like a full disk: each write fails (EFBIG where a full disk says ENOSPC).
- Read-only file: the database and its write-ahead log made immutable (`chattr +i`, root on ext4 and
  most Linux file systems): each write fails with EPERM, even through the server's open files."""

import random
import resource
import subprocess

import pytest

from serverlib import Browser, marks


def limit_writes(server, limit):
    """Sets the server's file-size limit: 1 byte makes every write fail; None lifts it (a killed
    server had it for itself only: its successor starts without)."""
    if server.process.poll() is not None:
        return True
    _, hard = resource.prlimit(server.process.pid, resource.RLIMIT_FSIZE)
    soft = resource.RLIM_INFINITY if limit is None else limit
    resource.prlimit(server.process.pid, resource.RLIMIT_FSIZE, (soft, hard))
    return True


def immutable(database, on):
    """Makes the database file and its write-ahead log read-only (or writable again); False if impossible here."""
    files = [database, database + "-wal"]
    result = subprocess.run(["chattr", "+i" if on else "-i", *files], capture_output=True, text=True)
    if result.returncode != 0:
        print(f"chattr: {result.stderr.strip()}")
    return result.returncode == 0


class Player:
    def __init__(self, server):
        self.browser = Browser(server)
        self.random = random.Random(14)
        self.state = self.expect_ok(self.browser.state())
        self.state = self.expect_ok(self.browser.send({"type": "startGame"}))

    @staticmethod
    def expect_ok(answer):
        status, state = answer
        if status != 200:
            raise AssertionError(f"answered {status}: {state}")
        return state

    def move(self):
        cells = [cell["name"] for cell in self.state["game"]["board"]["cells"] if cell["enabled"]]
        cell = self.random.choice(cells)
        self.state = self.expect_ok(self.browser.send({"type": "tapCell", "cell": cell}))
        if marks(self.state).get(cell) is None:
            raise AssertionError(f"{cell} is not on the board answered")
        return self.state


def scenario(server, break_writes, mend_writes, check):
    """Plays while writes work, while they fail, after they work again, and kills the server in both states."""
    database = server.database
    player = Player(server)
    for _ in range(5):
        player.move()
    check(player.state.get("notice") is None, "no notice while writes work")

    if not break_writes(server, database):
        server.stop()
        pytest.skip("this failure cannot be made on this machine")
    answers = [player.move() for _ in range(3)]
    check(all(answer.get("notice") for answer in answers),
          f"every move while writes fail is answered with a notice: {answers[-1].get('notice')!r}")
    check(player.expect_ok(player.browser.state()).get("notice") is not None, "the notice stays on screen")

    mend_writes(server, database)
    player.move()
    check(player.state.get("notice") is None, "the notice goes once a write works again")
    played = marks(player.state)

    server.kill()
    server.start()
    after_restart = player.expect_ok(player.browser.state())
    check(marks(after_restart) == played, f"all {len(played)} moves, those made while writes failed too, were stored")

    break_writes(server, database)
    player.state = after_restart
    player.move()
    player.move()
    server.kill()
    mend_writes(server, database)
    server.start()
    check(marks(player.expect_ok(player.browser.state())) == played,
          "a kill while writes fail leaves the stored game intact")
    check(server.stop() == 0, "the server stops cleanly")


def check(condition, what):
    assert condition, what


@pytest.mark.parametrize("break_writes, mend_writes", [
    (lambda server, _: limit_writes(server, 1), lambda server, _: limit_writes(server, None)),
    # mended before any restart
    (lambda _, database: immutable(database, True), lambda _, database: immutable(database, False)),
], ids=["full_disk", "read_only_database_file"])
def test_failing_writes_lose_nothing_stored_and_show_on_screen(server, break_writes, mend_writes):
    scenario(server, break_writes, mend_writes, check)
