#!/usr/bin/env python3
"""Web benchmark: intent round trips per second and latency over loopback with concurrent sessions.

Starts `andora serve --port 0` on a temporary database, then N client threads, each its own browser
session (cookie) on a keep-alive connection, play games by tapping the first enabled cell the state
offers, closing the result and starting again. Every intent is one measured round trip (POST
/api/intent, full state back). Bounded by --requests per session and --seconds in total; loopback only.

  swift build -c release --product andora
  python3 Scripts/web-bench.py --binary .build/release/andora --sessions 8 --requests 500
"""
import argparse
import http.client
import json
import os
import re
import statistics
import subprocess
import tempfile
import threading
import time


def session_worker(port, requests, deadline, latencies, errors):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request("GET", "/api/state")
    response = connection.getresponse()
    cookie = response.getheader("Set-Cookie").split(";")[0]
    state = json.loads(response.read())
    for _ in range(requests):
        if time.monotonic() > deadline:
            break
        intent = next_intent(state)
        body = json.dumps(intent)
        started = time.perf_counter()
        connection.request("POST", "/api/intent", body=body,
                           headers={"Content-Type": "application/json", "Cookie": cookie})
        response = connection.getresponse()
        payload = response.read()
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


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/andora")
    parser.add_argument("--sessions", type=int, default=8)
    parser.add_argument("--requests", type=int, default=500, help="intents per session (upper bound)")
    parser.add_argument("--seconds", type=float, default=30, help="time limit for the whole run")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as folder:
        server = subprocess.Popen([args.binary, "serve", "--port", "0", "--database", os.path.join(folder, "bench.sqlite")],
                                  stdout=subprocess.PIPE, text=True)
        try:
            port = int(re.search(r":(\d+)/", server.stdout.readline()).group(1))
            latencies, errors = [], []
            deadline = time.monotonic() + args.seconds
            threads = [threading.Thread(target=session_worker, args=(port, args.requests, deadline, latencies, errors))
                       for _ in range(args.sessions)]
            started = time.perf_counter()
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            elapsed = time.perf_counter() - started
        finally:
            server.terminate()
            server.wait(timeout=10)

    ordered = sorted(latencies)
    percentile = lambda p: ordered[min(len(ordered) - 1, int(p * len(ordered)))] * 1000
    print(f"sessions {args.sessions}, intents {len(latencies)}, errors {len(errors)}, {elapsed:.1f} s")
    print(f"throughput {len(latencies) / elapsed:.0f} intents/s")
    print(f"latency p50 {percentile(0.50):.2f} ms, p99 {percentile(0.99):.2f} ms, mean {statistics.mean(ordered) * 1000:.2f} ms")


if __name__ == "__main__":
    main()
