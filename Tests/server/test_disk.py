"""A full disk loses nothing already stored: `andora serve` plays on while every write to its files
fails (a file-size limit of one byte set on the live process, which the kernel enforces like a full
disk: each write fails with EFBIG), shows the failure on the player's screen, stores everything
once writes work again, and a kill while writes fail leaves the stored game intact (issue 14)."""

import random
import resource
import sys
import tempfile

from serverlib import Browser, Server, binary, marks


def limit_writes(server, limit):
    """Sets the server's file-size limit: 1 byte makes every write fail; None lifts it."""
    _, hard = resource.prlimit(server.process.pid, resource.RLIMIT_FSIZE)
    soft = resource.RLIM_INFINITY if limit is None else limit
    resource.prlimit(server.process.pid, resource.RLIMIT_FSIZE, (soft, hard))


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


def main():
    database = tempfile.mkdtemp(prefix="andora-disk-") + "/andora.sqlite"
    server = Server(binary(), database)
    server.start()
    player = Player(server)
    failures = []

    def check(condition, what):
        print(("ok   " if condition else "FAIL ") + what)
        if not condition:
            failures.append(what)

    for _ in range(5):
        player.move()
    check(player.state.get("notice") is None, "no notice while writes work")

    limit_writes(server, 1)
    answers = [player.move() for _ in range(3)]
    check(all(answer.get("notice") for answer in answers),
          f"every move while writes fail is answered with a notice: {answers[-1].get('notice')!r}")
    check(player.expect_ok(player.browser.state()).get("notice") is not None, "the notice stays on screen")

    limit_writes(server, None)
    player.move()
    check(player.state.get("notice") is None, "the notice goes once a write works again")
    played = marks(player.state)

    server.kill()
    server.start()
    after_restart = player.expect_ok(player.browser.state())
    check(marks(after_restart) == played, f"all {len(played)} moves, those made while writes failed too, were stored")

    limit_writes(server, 1)
    player.state = after_restart
    player.move()
    player.move()
    server.kill()
    server.start()
    check(marks(player.expect_ok(player.browser.state())) == played,
          "a kill while writes fail leaves the stored game intact")
    check(server.stop() == 0, "the server stops cleanly")

    print(f"{0 if failures else 1} passed, {1 if failures else 0} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
