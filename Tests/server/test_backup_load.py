"""Restores are reads: while four clients loop restoring a full backup (10,000 games), another
player's moves are answered as before. The other player's answer times are measured and printed
(docs/BENCHMARKS.md); the test asserts that every request was answered."""

import json
import random
import threading
import time

from serverlib import Browser, Server, binary

GAMES = 10_000


def backup_bodies(key=None):
    """The full backup as request bodies of about 60 KB: one-move games, each ending a second apart."""
    games = [{"game": {"board": {"mode": "andora", "record": {"rules": "first", "moves": ["e5"]}},
                       "confirmTurn": False, "startedAt": 1_600_000_000_000 + 1_000 * n,
                       "moveTimes": [1_600_000_000_500 + 1_000 * n]},
              "endedAt": 1_600_000_000_900 + 1_000 * n, "result": "abandoned"} for n in range(GAMES)]
    per_body = 60_000 // len(json.dumps(games[0]))
    return [games[start:start + per_body] for start in range(0, GAMES, per_body)]


def restore_all(browser, backup):
    """Reads every page of the backup; the number of games read."""
    read, after = 0, None
    while True:
        status, page = browser.request("POST", "/api/restore", {"backup": backup, **({"after": after} if after else {})})
        assert status == 200, page
        read += len(page["games"])
        after = page.get("next")
        if not after:
            return read


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def test_another_players_moves_are_answered_while_four_clients_loop_restoring_a_full_backup(tmp_path):
    server = Server(binary(), str(tmp_path / "andora.sqlite"), ["--backups-per-minute", "1000000"])
    server.start()
    try:
        owner = Browser(server)
        key = None
        for games in backup_bodies():
            status, link = owner.request("POST", "/api/backup", {**({"key": key} if key else {}), "games": games})
            assert status == 200, link
            key, backup = link["key"], link["backup"]
        assert restore_all(Browser(server), backup) == GAMES

        done = threading.Event()
        restores = []

        def loop_restores():
            browser = Browser(server)
            while not done.is_set():
                assert restore_all(browser, backup) == GAMES
                restores.append(1)

        restorers = [threading.Thread(target=loop_restores) for _ in range(4)]
        for thread in restorers:
            thread.start()
        player = Browser(server)
        assert player.state()[0] == 200
        status, state = player.send({"type": "startGame"})
        assert status == 200
        chooser = random.Random(7)
        answers = []
        try:
            while len(answers) < 200:
                enabled = [cell["name"] for cell in (state.get("game") or {}).get("board", {}).get("cells", []) if cell["enabled"]]
                started = time.monotonic()
                if enabled:
                    status, state = player.send({"type": "tapCell", "cell": chooser.choice(enabled)})
                elif state.get("game") and not state["game"].get("result"):
                    status, state = player.state()
                else:
                    status, state = player.send({"type": "startGame"})
                answers.append(time.monotonic() - started)
                assert status == 200, state
        finally:
            done.set()
            for thread in restorers:
                thread.join()
        milliseconds = [1000 * seconds for seconds in answers]
        print(f"another player's {len(answers)} requests while 4 clients restored a {GAMES}-game backup "
              f"{len(restores)} times: p50 {percentile(milliseconds, 0.5):.1f} ms, p99 {percentile(milliseconds, 0.99):.1f} ms, "
              f"max {max(milliseconds):.1f} ms", flush=True)
        assert restores, "the restores ran meanwhile"
    finally:
        server.kill()
