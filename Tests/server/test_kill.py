"""A move answered is a move stored: SIGKILL `andora serve` at random moments while several
browsers play, restart it on the same database, and check every answered move is there, no board
holds another game's marks, and every profile sees only its own game."""

import random
import threading
import time

from serverlib import Browser, marks

KILLS = 32
BROWSERS = 6


class Player:
    """A browser playing two-person games as fast as the server answers, remembering what was answered."""

    def __init__(self, server, seed):
        self.browser = Browser(server)
        self.random = random.Random(seed)
        self.answered = None  # the last state answered 2xx
        self.in_flight = None  # the intent sent and not answered
        self.moves_answered = 0

    def step(self):
        state = self.answered
        intent = self.next_intent(state)
        self.in_flight = intent
        status, answer = self.browser.send(intent)
        if status != 200:
            raise AssertionError(f"{intent} answered {status}: {answer}")
        if intent["type"] == "tapCell" and marks(answer) != marks(state):
            self.moves_answered += 1
        self.answered = answer
        self.in_flight = None

    def next_intent(self, state):
        if state.get("dialog"):
            kind = state["dialog"]["kind"]
            return {"type": {"newGameConfirmation": "confirmNewGame", "exitConfirmation": "cancelExit"}.get(kind, "closeDialog")}
        if state["screen"] == "main":
            return {"type": "startGame"}
        if state["screen"] != "game":
            return {"type": "back"}
        game = state["game"]
        if game.get("turn") is None:
            return {"type": "exit"}
        cells = [cell["name"] for cell in game["board"]["cells"] if cell["enabled"]]
        return {"type": "tapCell", "cell": self.random.choice(cells)}

    def play(self, stop):
        try:
            while not stop.is_set():
                self.step()
        except (OSError, ConnectionError, AssertionError) as error:
            if not stop.is_set() and not isinstance(error, (OSError, ConnectionError)):
                raise

    def committed_without_answer(self, expected, found):
        """Whether the board found is the answered one changed by the intent in flight, committed but not answered."""
        intent = self.in_flight
        if intent["type"] == "tapCell" and found:
            extra = [cell for cell in found if cell not in expected]
            kept = all(found.get(cell) == mark for cell, mark in expected.items())
            return kept and extra == [intent["cell"]]
        # Leaving a game or starting a new one: the main screen, or a fresh board.
        return intent["type"] in ("startGame", "confirmNewGame", "exit", "confirmExit") and not found

    def check(self):
        """After a restart: the stored game is the answered one, or that plus the move in flight. Returns moves lost."""
        status, now = self.browser.state()
        assert status == 200, status
        expected = marks(self.answered)
        found = marks(now)
        if expected is None:
            self.answered = now
            return 0
        if found == expected:
            self.answered = now
            return 0
        if self.in_flight and self.committed_without_answer(expected, found):
            self.answered = now
            return 0
        lost = sum(1 for cell, mark in expected.items() if (found or {}).get(cell) != mark)
        print(f"profile {self.browser.cookie}: expected {expected}, found {found}, in flight {self.in_flight}")
        return max(lost, 1)


def test_sigkill_at_random_moments_loses_no_answered_move(server):
    players = [Player(server, seed) for seed in range(BROWSERS)]
    for player in players:
        player.answered = player.browser.state()[1]
    lost = 0
    shuffle = random.Random(2026)
    for _ in range(KILLS):
        stop = threading.Event()
        threads = [threading.Thread(target=player.play, args=(stop,)) for player in players]
        for thread in threads:
            thread.start()
        time.sleep(shuffle.uniform(0.05, 0.8))  # the moment of the kill, not a wait for something
        server.kill()
        stop.set()
        for thread in threads:
            thread.join()
        server.start()
        lost += sum(player.check() for player in players)
    cookies = {player.browser.cookie for player in players}
    assert len(cookies) == BROWSERS, "every browser kept its own profile"
    checked = sum(player.moves_answered for player in players)
    server.stop()
    print(f"kill test: {KILLS} kills, {checked} moves checked, {lost} moves lost")
    assert checked > 0, "moves were answered"
    assert lost == 0, f"{lost} answered moves lost"
