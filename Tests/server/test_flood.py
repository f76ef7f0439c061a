"""One client flooding the server must not slow another client down or push it out:
- during a flood of computer-move searches (games started and left as fast as answered) another
  client's every `GET /api/state` is answered, none starved (over a second);
- a flood of new profiles (1,000 requests without a cookie, from 8 connections) is refused with 429
  beyond the address's allowance, while another client, mid-game, is answered the same way and
  finds its game intact; each new profile the flood did get asks for a hint, and those are paced too.

The other client's latencies (p50, p99, max) are printed as a measurement, not checked against a
limit: on a shared CI machine a wall-clock p99 says more about the machine than about the server
(they were 4.7 / 9.4 / 11.6 ms on a quiet machine; docs/WEB.md)."""

import os
import statistics
import threading
import time

from serverlib import Browser, marks, wait_for

FLOOD_CONNECTIONS = int(os.environ.get("FLOOD_CONNECTIONS", "4"))
SAMPLES = 300
# A request of the other client that waits longer than this was starved by the flood.
STARVED_MS = 1000.0
NEW_PROFILE_REQUESTS = 1000
ALLOWANCE = 60  # andora serve's default --new-profiles-per-minute


def flood(browser, stop, counter):
    """Starts games against the expert playing X (each start is a search) and leaves them, as fast as answered."""
    while not stop.is_set():
        status, state = browser.state()
        dialog = (state or {}).get("dialog")
        if dialog:
            intent = {"newGameConfirmation": "confirmNewGame", "exitConfirmation": "confirmExit"}.get(dialog["kind"], "closeDialog")
        elif state["screen"] == "game":
            intent = "exit"
        else:
            intent = "startGame"
        browser.send({"type": intent})
        counter.append(intent)


def profile_flood(server, requests, statuses):
    """New browsers, each asking for the state (a new profile), starting a game and asking a hint."""
    for _ in range(requests):
        newcomer = Browser(server)
        status, _ = newcomer.state()
        statuses.append(status)
        if status == 200:
            newcomer.send({"type": "startGame"})
            newcomer.send({"type": "tapCell", "cell": "e5"})
            newcomer.send({"type": "hint"})


def percentiles(latencies):
    latencies = sorted(latencies)
    return statistics.median(latencies), latencies[int(len(latencies) * 0.99) - 1], latencies[-1]


def measure(victim):
    """The victim's GET /api/state latencies in ms, one every 10 ms."""
    latencies = []
    for _ in range(SAMPLES):
        start = time.perf_counter()
        status, _ = victim.state()
        latencies.append((time.perf_counter() - start) * 1000)
        assert status == 200, f"the other client was answered {status}"
        time.sleep(0.01)
    return latencies


def test_a_search_flood_starves_no_other_client(server):
    flooder = Browser(server)
    flooder.state()
    for intent in [{"type": "openOptions"}, {"type": "setOpponent", "opponent": "expert"},
                   {"type": "setComputerPlays", "sign": "x"}, {"type": "saveOptions"}]:
        flooder.send(intent)
    victim = Browser(server)
    victim.state()
    stop = threading.Event()
    sent = []
    threads = [threading.Thread(target=flood, args=(flooder, stop, sent)) for _ in range(FLOOD_CONNECTIONS)]
    for thread in threads:
        thread.start()
    assert wait_for(lambda: len(sent) >= 4 * FLOOD_CONNECTIONS, seconds=30), "the flood is under way"
    latencies = measure(victim)
    stop.set()
    for thread in threads:
        thread.join()
    p50, p99, worst = percentiles(latencies)
    print(f"search flood: {len(sent)} flood intents from one client over {FLOOD_CONNECTIONS} connections; "
          f"another client's GET /api/state p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {worst:.1f} ms "
          f"(starved beyond {STARVED_MS:.0f} ms)")
    server.stop()
    assert worst <= STARVED_MS, f"another client's request waited {worst:.0f} ms"


def test_a_new_profile_flood_is_refused_beyond_the_allowance_and_leaves_others_intact(server):
    victim = Browser(server)
    victim.state()
    victim.send({"type": "startGame"})
    _, before = victim.send({"type": "tapCell", "cell": "e5"})
    statuses = []
    started = time.monotonic()
    threads = [threading.Thread(target=profile_flood, args=(server, NEW_PROFILE_REQUESTS // 8, statuses))
               for _ in range(8)]
    for thread in threads:
        thread.start()
    latencies = measure(victim)
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - started
    status, after = victim.state()
    admitted, refused = statuses.count(200), statuses.count(429)
    p50, p99, worst = percentiles(latencies)
    allowed = ALLOWANCE + int(elapsed * ALLOWANCE / 60) + 1
    print(f"new-profile flood: {len(statuses)} requests in {elapsed:.1f} s: {admitted} admitted (allowance "
          f"{allowed}), {refused} refused with 429; another client's GET /api/state p50 {p50:.1f} ms, "
          f"p99 {p99:.1f} ms, max {worst:.1f} ms; its game {'intact' if marks(after) == marks(before) else 'CHANGED'}")
    assert admitted <= allowed, f"{admitted} new profiles admitted, beyond the allowance of {allowed}"
    assert admitted + refused == len(statuses), "every other request is refused with 429"
    assert status == 200 and marks(after) == marks(before), "the other client is answered and its game is intact"
    assert worst <= STARVED_MS, f"another client's request waited {worst:.0f} ms"
    server.stop()

