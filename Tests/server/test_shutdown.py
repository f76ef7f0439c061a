"""A graceful stop (docs/DEPLOY.md): SIGTERM closes every live socket with close code 1000,
which the page answers by reconnecting (to another server behind nginx), and `andora serve` exits 0
soon after, with every answered move stored."""

import asyncio
import signal
import time

import aiohttp

from serverlib import Browser, marks


async def live_socket_closes_on_sigterm(server, cookie):
    base = f"http://127.0.0.1:{server.port}"
    async with aiohttp.ClientSession(headers={"Cookie": cookie}) as session:
        socket = await session.ws_connect(base.replace("http", "ws") + "/api/live", headers={"Origin": base})
        await socket.receive(timeout=10)  # the state as it stands
        sent = time.monotonic()
        server.process.send_signal(signal.SIGTERM)
        message = await socket.receive(timeout=10)
        return message.type, message.data, time.monotonic() - sent


def test_sigterm_closes_live_sockets_with_1000_and_exits_0_keeping_every_move(server):
    browser = Browser(server)
    browser.state()
    browser.send({"type": "startGame"})
    status, state = browser.send({"type": "tapCell", "cell": "e5"})
    assert status == 200 and marks(state) == {"e5": "x"}, "a move is answered before the stop"
    kind, code, seconds = asyncio.run(live_socket_closes_on_sigterm(server, browser.cookie))
    assert kind == aiohttp.WSMsgType.CLOSE and code == 1000, f"SIGTERM closes the live socket with 1000 ({kind}, {code})"
    assert seconds < 5, f"at once ({seconds * 1000:.0f} ms)"
    exit_code = server.process.wait(timeout=20)
    assert exit_code == 0, f"andora serve exits 0 ({exit_code})"
    server.start()
    status, state = browser.state()
    assert status == 200 and marks(state) == {"e5": "x"}, "the answered move is there after a restart"
    server.stop()
