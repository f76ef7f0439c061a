"""A graceful stop (issue 23, docs/DEPLOY.md): SIGTERM closes every live socket with close code 1000,
which the page answers by reconnecting (to another server behind nginx), and `andora serve` exits 0
soon after, with every answered move stored."""

import asyncio
import os
import signal
import sys
import tempfile
import time

import aiohttp

from serverlib import Browser, Server, binary, marks


async def live_socket_closes_on_sigterm(server, cookie):
    base = f"http://127.0.0.1:{server.port}"
    async with aiohttp.ClientSession(headers={"Cookie": cookie}) as session:
        socket = await session.ws_connect(base.replace("http", "ws") + "/api/live", headers={"Origin": base})
        await socket.receive(timeout=10)  # the state as it stands
        sent = time.monotonic()
        server.process.send_signal(signal.SIGTERM)
        message = await socket.receive(timeout=10)
        return message.type, message.data, time.monotonic() - sent


def main():
    failures = []

    def check(condition, what):
        print(("ok   " if condition else "FAIL ") + what)
        if not condition:
            failures.append(what)

    with tempfile.TemporaryDirectory() as folder:
        database = os.path.join(folder, "andora.sqlite")
        server = Server(binary(), database)
        server.start()
        browser = Browser(server)
        browser.state()
        browser.send({"type": "startGame"})
        status, state = browser.send({"type": "tapCell", "cell": "e5"})
        check(status == 200 and marks(state) == {"e5": "x"}, "a move is answered before the stop")
        kind, code, seconds = asyncio.run(live_socket_closes_on_sigterm(server, browser.cookie))
        check(kind == aiohttp.WSMsgType.CLOSE and code == 1000, f"SIGTERM closes the live socket with 1000 ({kind}, {code})")
        check(seconds < 5, f"at once ({seconds * 1000:.0f} ms)")
        exit_code = server.process.wait(timeout=20)
        check(exit_code == 0, f"andora serve exits 0 ({exit_code})")
        server.start()
        try:
            status, state = browser.state()
            check(status == 200 and marks(state) == {"e5": "x"}, "the answered move is there after a restart")
        finally:
            server.stop()
    print(f"{len(failures) == 0:d} passed, {len(failures) > 0:d} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
