"""A real `andora serve` for the server tests, and browsers that talk to it over HTTP."""

import http.client
import json
import os
import re
import signal
import subprocess
import time


class Server:
    """`andora serve` on a free loopback port over the given database file, with `options` besides."""

    def __init__(self, binary, database, options=()):
        self.binary = binary
        self.database = database
        self.options = list(options)
        self.process = None
        self.port = None

    def start(self):
        self.process = subprocess.Popen(
            [self.binary, "serve", "--port", "0", "--database", self.database, *self.options],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = self.process.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if not match:
            raise RuntimeError(f"andora serve did not start: {line!r}")
        self.port = int(match.group(1))

    def kill(self):
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self):
        self.process.send_signal(signal.SIGTERM)
        return self.process.wait(timeout=20)


class Browser:
    """One browser: its own profile cookie, JSON in and out."""

    def __init__(self, server):
        self.server = server
        self.cookie = None

    def request(self, method, path, body=None):
        connection = http.client.HTTPConnection("127.0.0.1", self.server.port, timeout=30)
        headers = {"Accept-Language": "en", "Origin": f"http://127.0.0.1:{self.server.port}",
                   "Host": f"127.0.0.1:{self.server.port}"}
        if self.cookie:
            headers["Cookie"] = self.cookie
        if body is not None:
            headers["Content-Type"] = "application/json"
            body = json.dumps(body)
        try:
            connection.request(method, path, body=body, headers=headers)
            response = connection.getresponse()
            data = response.read()
        finally:
            connection.close()
        cookie = response.getheader("Set-Cookie")
        if cookie:
            self.cookie = cookie.split(";")[0]
        return response.status, (json.loads(data) if data else None)

    def state(self):
        return self.request("GET", "/api/state")

    def send(self, intent):
        return self.request("POST", "/api/intent", intent)


def marks(state):
    """The board's marks as {cell: mark}, or None off the game screen."""
    game = state.get("game") if state else None
    if not game:
        return None
    return {cell["name"]: cell["mark"] for cell in game["board"]["cells"] if cell["mark"] != "none"}


def wait_for(predicate, seconds=10):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return False


def binary():
    """ANDORA_BIN (or ANDORA), else the debug build of the package this file is in."""
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    return os.environ.get("ANDORA_BIN") or os.environ.get("ANDORA") or os.path.join(root, ".build", "debug", "andora")
