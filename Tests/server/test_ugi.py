"""`andora ugi` as an engine host drives it: a `go` searches while the next lines are read, so a
search given all the time in the world still ends on `stop`, and `isready` is answered during it."""

import queue
import subprocess
import threading

import pytest

from serverlib import binary

# Only a guard against a hung engine: every answer below comes as soon as its line is read.
HANG_GUARD_SECONDS = 120


class Engine:
    """`andora ugi` with its answers read on a thread, one line at a time."""

    def __init__(self, *options):
        self.process = subprocess.Popen(
            [binary(), "ugi", *options], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def send(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def answer(self):
        """The next line the engine writes (None once its output ends)."""
        return self.lines.get(timeout=HANG_GUARD_SECONDS)

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()


@pytest.fixture
def engine():
    running = Engine()
    yield running
    running.close()


def test_stop_ends_a_search_given_a_whole_day_with_a_legal_best_move(engine):
    engine.send("position startpos moves e5")
    engine.send("go movetime 86400000")
    engine.send("isready")
    assert engine.answer() == "readyok", "isready is answered while the search runs"
    engine.send("stop")
    best = engine.answer()
    assert best.startswith("bestmove ") and best != "bestmove 0000", best
    engine.send("query p1turn")
    assert engine.answer() == "response false", "the engine still reads commands after the stopped search"


def test_quit_during_a_search_ends_the_engine(engine):
    engine.send("position startpos")
    engine.send("go movetime 86400000")
    engine.send("quit")
    assert engine.answer().startswith("bestmove "), "the stopped search still answers its move"
    assert engine.answer() is None
    assert engine.process.wait(timeout=HANG_GUARD_SECONDS) == 0


def test_a_command_sent_during_a_search_is_answered_after_its_best_move(engine):
    engine.send("position startpos")
    engine.send("go nodes 2000")
    engine.send("query gameover")
    assert engine.answer().startswith("bestmove "), "the search finishes first"
    assert engine.answer() == "response false"


def test_input_that_ends_during_a_search_still_gets_its_best_move():
    engine = Engine("--level", "strong")
    try:
        engine.send("position startpos")
        engine.send("go nodes 2000")
        engine.process.stdin.close()
        assert engine.answer().startswith("bestmove ")
        assert engine.process.wait(timeout=HANG_GUARD_SECONDS) == 0
    finally:
        engine.close()
