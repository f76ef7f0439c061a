#!/usr/bin/env python3
"""Holds many half-sent requests against `andora serve` and reports when the server closed them.

    python3 Scripts/slow-clients.py [--binary .build/debug/andora] [--connections 3000] [--rounds 1]

Starts the server on a free port and a temporary database; each round opens the connections at once,
half of them stopping inside a request head, half inside a POST body, then waits (at most 60 s) until
the server has closed every one. Prints the server's resident memory before, during and after, the
time to close them all, whether it still answers, and how many lines it logged.
"""
import argparse
import re
import shutil
import socket
import subprocess
import tempfile
import time


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/debug/andora")
    parser.add_argument("--connections", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=1)
    args = parser.parse_args()
    work = tempfile.mkdtemp()
    log = open(work + "/stderr", "w")
    server = subprocess.Popen([args.binary, "serve", "--port", "0", "--database", work + "/andora.sqlite"],
                              stdout=subprocess.PIPE, stderr=log, text=True)
    port = int(re.search(r":(\d+)/", server.stdout.readline()).group(1))

    def rss():
        return int(re.search(r"VmRSS:\s+(\d+)", open(f"/proc/{server.pid}/status").read()).group(1)) // 1024

    heads = f"GET /api/state HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Slow: ".encode()
    bodies = (f"POST /api/intent HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
              "Content-Length: 100\r\n\r\n{").encode()
    try:
        print(f"memory before: {rss()} MiB")
        for _ in range(args.rounds):
            connections = []
            for index in range(args.connections):
                connection = socket.create_connection(("127.0.0.1", port))
                connection.sendall(heads if index % 2 else bodies)
                connection.setblocking(False)
                connections.append(connection)
            start = time.time()
            print(f"{args.connections} half-sent requests open: {rss()} MiB")
            open_ = set(connections)
            while open_ and time.time() - start < 60:
                for connection in list(open_):
                    try:
                        if connection.recv(4096) == b"":
                            open_.discard(connection)
                    except BlockingIOError:
                        pass
                    except ConnectionResetError:
                        open_.discard(connection)
                time.sleep(0.2)
            state = "all closed" if not open_ else f"{len(open_)} still open"
            print(f"{state} after {time.time() - start:.1f} s: {rss()} MiB")
            for connection in connections:
                connection.close()
        probe = socket.create_connection(("127.0.0.1", port))
        probe.sendall(f"GET /api/texts HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
        print("then:", probe.recv(100).split(b"\r\n")[0].decode())
    finally:
        server.terminate()
        server.wait()
    print("lines logged:", len(open(work + "/stderr").read().splitlines()))
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
