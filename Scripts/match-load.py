#!/usr/bin/env python3
"""Load test of matches between two devices: N matches (2·N profiles, 2·N WebSockets) play
random legal games on loopback against one `andora serve` on SQLite, a rematch after each game, for S
seconds; or, with `--servers K`, against K servers on one PostgreSQL database (Debian's
postgresql-15, started here), each match's two players on two different servers, so that every move
reaches the other device through PostgreSQL's notifications.

Reports the moves played, the errors (any answer that is not 200, a refused move, a socket that closes,
a move that does not reach the other device within 5 s) and the latency from sending a move to the
other device's socket delivering it (p50, p99, max). Exits non-zero on any error.

    python3 Scripts/match-load.py [--binary .build/release/andora] [--matches 100] [--seconds 30] [--think 1] [--servers 3]

`--think S`: each player thinks a random 0…2·S seconds before a move, as people do; 0 (the default) plays
as fast as the server answers, which measures the server saturated.

Needs `pip install aiohttp`.
"""
import argparse
import asyncio
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time

import aiohttp

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "browser"))
from cluster import Cluster  # noqa: E402 - the shared cluster helper lives beside the browser tests


class Side:
    """One device: its own cookie jar, its live socket, and the last state it has seen."""

    def __init__(self, base):
        self.base = base
        self.session = aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True))
        self.state = None
        self.changed = asyncio.Event()
        self.socket = None
        self.reader = None

    async def start(self):
        async with self.session.get(self.base + "/api/state") as answer:
            answer.raise_for_status()
            self.state = await answer.json()
        self.socket = await self.session.ws_connect(self.base.replace("http", "ws") + "/api/live",
                                                    headers={"Origin": self.base})
        self.reader = asyncio.create_task(self.read())

    async def read(self):
        async for message in self.socket:
            if message.type == aiohttp.WSMsgType.TEXT:
                self.seen(json.loads(message.data))
        raise ConnectionError("the live socket closed")

    def seen(self, state):
        if self.sequence(state) >= self.sequence(self.state):
            self.state = state
        self.changed.set()

    @staticmethod
    def sequence(state):
        return (state or {}).get("match", {}).get("sequence", -1)

    async def send(self, intent):
        async with self.session.post(self.base + "/api/intent", json=intent, headers={"Origin": self.base}) as answer:
            if answer.status != 200:
                raise RuntimeError(f"{intent['type']}: HTTP {answer.status} {await answer.text()}")
            state = await answer.json()
        refusal = (state.get("match") or {}).get("game", {}).get("refusal")
        if refusal:
            raise RuntimeError(f"{intent}: refused: {refusal}")
        self.seen(state)
        return state

    async def until(self, condition, timeout=5):
        deadline = time.monotonic() + timeout
        while not condition(self.state):
            self.changed.clear()
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("the change did not arrive within 5 s")
            try:
                await asyncio.wait_for(self.changed.wait(), left)
            except asyncio.TimeoutError:
                pass
            if self.reader.done():
                self.reader.result()

    async def close(self):
        if self.reader:
            self.reader.cancel()
        if self.socket:
            await self.socket.close()
        await self.session.close()


async def play_match(bases, end, think, latencies, counts):
    host, guest = Side(bases[0]), Side(bases[1])
    try:
        await host.start()
        await guest.start()
        await host.send({"type": "openMatchSetup"})
        await host.send({"type": "setMatchSide", "side": "x"})
        code = (await host.send({"type": "createMatch"}))["match"]["code"]
        await guest.send({"type": "joinMatch", "code": code})
        await host.until(lambda s: "invite" not in s["match"])
        sides = (host, guest)
        while time.monotonic() < end:
            game = host.state["match"]["game"]
            if game.get("turn") is None:  # over: both ask for a rematch
                await host.send({"type": "rematch"})
                await guest.until(lambda s: "rematch" in s["match"] and s["match"].get("status"))
                sequence = Side.sequence((await guest.send({"type": "rematch"})))
                await host.until(lambda s: Side.sequence(s) >= sequence)
                counts["games"] += 1
                continue
            mover = next(side for side in sides if side.state["match"].get("sign") == game["turn"])
            other = guest if mover is host else host
            if think:
                await asyncio.sleep(random.uniform(0, 2 * think))
            cells = [c["name"] for c in mover.state["match"]["game"]["board"]["cells"] if c["enabled"]]
            sent = time.monotonic()
            answer = await mover.send({"type": "tapCell", "cell": random.choice(cells)})
            sequence = Side.sequence(answer)
            await other.until(lambda s: Side.sequence(s) >= sequence)
            latencies.append((time.monotonic() - sent) * 1000)
            counts["moves"] += 1
    except Exception as error:  # noqa: BLE001 - every failure is counted and shown
        counts["errors"] += 1
        if counts["errors"] <= 5:
            print(f"error: {type(error).__name__}: {error}", file=sys.stderr)
    finally:
        await host.close()
        await guest.close()


def memory_mib(pid):
    with open(f"/proc/{pid}/status") as status:
        return int(re.search(r"VmRSS:\s+(\d+)", status.read()).group(1)) / 1024


async def load(pairs, pids, args, latencies, counts):
    """Plays a match between each pair of servers' addresses (host's, guest's) for the time asked;
    returns the servers' memory together, before and after."""
    before = sum(memory_mib(pid) for pid in pids)
    end = time.monotonic() + args.seconds
    await asyncio.gather(*(play_match(pair, end, args.think, latencies, counts) for pair in pairs))
    return before, sum(memory_mib(pid) for pid in pids)


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.environ.get("ANDORA_BIN", ".build/debug/andora"))
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--think", type=float, default=0)
    parser.add_argument("--servers", type=int, default=1, help="more than 1: that many servers on PostgreSQL")
    args = parser.parse_args()
    latencies, counts = [], {"moves": 0, "games": 0, "errors": 0}
    allowance = ["--new-profiles-per-minute", str(4 * args.matches), "--sockets-per-address", str(4 * args.matches),
                 "--code-tries-per-minute", str(4 * args.matches)]
    if args.servers > 1:
        with Cluster(args.binary, servers=args.servers, proxy=False, arguments=allowance) as cluster:
            bases = [f"http://{address}" for address in cluster.servers]
            pids = [process.pid for process in cluster.servers.values()]
            pairs = [(bases[i % len(bases)], bases[(i + 1) % len(bases)]) for i in range(args.matches)]
            before, after = await load(pairs, pids, args, latencies, counts)
        where = f"{args.servers} servers on PostgreSQL"
    else:
        with tempfile.TemporaryDirectory() as folder:
            server = subprocess.Popen(
                [args.binary, "serve", "--port", "0", "--database", os.path.join(folder, "load.sqlite")] + allowance,
                stdout=subprocess.PIPE, text=True)
            try:
                base = re.search(r"http://[^ ]+/", server.stdout.readline()).group(0).rstrip("/")
                before, after = await load([(base, base)] * args.matches, [server.pid], args, latencies, counts)
            finally:
                server.terminate()
                server.wait()
        where = "one server on SQLite"
    latencies.sort()
    pick = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))] if latencies else float("nan")
    print(f"{where}: {args.matches} matches ({2 * args.matches} sockets), {args.seconds:.0f} s, thinking {args.think:g} s: "
          f"{counts['moves']} moves, "
          f"{counts['games']} games finished, {counts['errors']} errors; move to the other device: "
          f"p50 {pick(0.5):.1f} ms, p99 {pick(0.99):.1f} ms, max {latencies[-1] if latencies else float('nan'):.1f} ms; "
          f"servers' memory {before:.0f} MiB before, {after:.0f} MiB after")
    return 1 if counts["errors"] or not counts["moves"] else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
