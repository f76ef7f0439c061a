#!/usr/bin/env python3
"""Web benchmark: intent round trips over loopback with concurrent players, as fast as answered
(saturation) or at a steady pace (load).

Starts `andora serve --port 0` on a temporary database, then N client threads, each its own browser
profile (cookie) on a keep-alive connection, playing games by tapping the first enabled cell the
state offers, closing the result and starting again. Every intent is one measured round trip (POST
/api/intent, full state back, committed to SQLite before the answer). Reports errors (any answer
other than 200, any broken connection), throughput, latency percentiles and the server's resident
memory before the players, at its peak and after. Loopback only.

  swift build -c release --product andora
  # saturation: 8 players as fast as answered
  python3 Scripts/web-bench.py --binary .build/release/andora --sessions 8 --requests 500
  # load: 200 players, each making a move every second for 60 s
  python3 Scripts/web-bench.py --binary .build/release/andora --sessions 200 --pace 1 --seconds 60

All players come from 127.0.0.1, one address, so the server is started with a new-profile
allowance of --sessions a minute (its default, 60, is per address and meant for browsers).
"""
import argparse
import http.client
import json
import os
import random
import re
import statistics
import subprocess
import tempfile
import threading
import time


def session_worker(port, requests, pace, seconds, latencies, errors, ready):
    try:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        connection.request("GET", "/api/state")
        response = connection.getresponse()
        cookie = response.getheader("Set-Cookie").split(";")[0]
        state = json.loads(response.read())
    except (OSError, AttributeError, ValueError) as error:
        errors.append(repr(error))
        return
    finally:
        ready.wait()
    deadline = time.monotonic() + seconds
    # Players are not in step: each starts at its own moment within the first interval.
    next_at = time.monotonic() - random.uniform(0, pace)
    for _ in range(requests):
        if pace:
            next_at += pace
            time.sleep(max(0.0, next_at - time.monotonic()))
        if time.monotonic() > deadline:
            break
        intent = next_intent(state)
        started = time.perf_counter()
        try:
            connection.request("POST", "/api/intent", body=json.dumps(intent),
                               headers={"Content-Type": "application/json", "Cookie": cookie})
            response = connection.getresponse()
            payload = response.read()
        except OSError as error:
            errors.append(repr(error))
            connection.close()
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            continue
        latencies.append(time.perf_counter() - started)
        if response.status != 200:
            errors.append(response.status)
            continue
        state = json.loads(payload)
    connection.close()


def next_intent(state):
    """What a player would press next: Start, the first playable cell, Close, Exit."""
    if state.get("dialog"):
        return state["dialog"]["buttons"][-1]["intent"]
    if state["screen"] != "game":
        return {"type": "startGame"}
    cell = next((c for c in state["game"]["board"]["cells"] if c["enabled"]), None)
    return {"type": "tapCell", "cell": cell["name"]} if cell else {"type": "exit"}


def resident_mib(pid, field="VmRSS"):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    return float("nan")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/andora")
    parser.add_argument("--sessions", type=int, default=8)
    parser.add_argument("--requests", type=int, default=500, help="intents per session (upper bound)")
    parser.add_argument("--seconds", type=float, default=30, help="time limit for the whole run")
    parser.add_argument("--pace", type=float, default=0, help="seconds between one player's intents (0: as fast as answered)")
    args = parser.parse_args()
    requests = args.requests if not args.pace else int(args.seconds / args.pace) + 1

    with tempfile.TemporaryDirectory() as folder:
        server = subprocess.Popen([args.binary, "serve", "--port", "0", "--database", os.path.join(folder, "bench.sqlite"),
                                   "--new-profiles-per-minute", str(max(60, args.sessions))],
                                  stdout=subprocess.PIPE, text=True)
        try:
            port = int(re.search(r":(\d+)/", server.stdout.readline()).group(1))
            memory_before = resident_mib(server.pid)
            latencies, errors = [], []
            ready = threading.Barrier(args.sessions + 1)
            threads = [threading.Thread(target=session_worker,
                                        args=(port, requests, args.pace, args.seconds, latencies, errors, ready))
                       for _ in range(args.sessions)]
            for thread in threads:
                thread.start()
            ready.wait()  # every player has its profile; the measured part starts now
            started = time.perf_counter()
            for thread in threads:
                thread.join()
            elapsed = time.perf_counter() - started
            memory_after, memory_peak = resident_mib(server.pid), resident_mib(server.pid, "VmHWM")
        finally:
            server.terminate()
            server.wait(timeout=10)

    ordered = sorted(latencies)
    percentile = lambda p: ordered[min(len(ordered) - 1, int(p * len(ordered)))] * 1000
    mode = f"pace {args.pace:g} s" if args.pace else "as fast as answered"
    print(f"sessions {args.sessions} ({mode}), intents {len(latencies)}, errors {len(errors)}, {elapsed:.1f} s")
    print(f"throughput {len(latencies) / elapsed:.0f} intents/s")
    print(f"latency p50 {percentile(0.50):.2f} ms, p99 {percentile(0.99):.2f} ms, max {ordered[-1] * 1000:.2f} ms, "
          f"mean {statistics.mean(ordered) * 1000:.2f} ms")
    print(f"server memory (RSS) {memory_before:.0f} MiB before, {memory_after:.0f} MiB after, peak {memory_peak:.0f} MiB")
    if errors:
        print(f"first errors: {errors[:5]}")


if __name__ == "__main__":
    main()
