#!/usr/bin/env python3
"""Starts `andora serve` again and again and opens a burst of connections the moment it prints its
address, counting the starts that crashed (docs/WEB.md, "Starting"). Each crash report is kept in
the output folder.

    Scripts/start-burst.py --binary .build/debug/andora --starts 2000
"""
import argparse
import os
import re
import socket
import subprocess
import tempfile
import threading


def connect(port, upgrade):
    """Opens a connection and sends one request (a WebSocket upgrade or a page), reading the start of the answer."""
    head = "GET /api/live HTTP/1.1\r\n" if upgrade else "GET / HTTP/1.1\r\n"
    if upgrade:
        head += ("Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                 f"Sec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:{port}\r\n")
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
            connection.sendall((head + f"Host: 127.0.0.1:{port}\r\n\r\n").encode())
            connection.recv(100)
    except OSError:
        pass


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/debug/andora")
    parser.add_argument("--starts", type=int, default=500)
    parser.add_argument("--connections", type=int, default=12, help="connections opened at once after each start")
    parser.add_argument("--reports", default=tempfile.mkdtemp(prefix="start-burst-"), help="where crash reports go")
    args = parser.parse_args()
    crashes = 0
    for start in range(args.starts):
        with tempfile.TemporaryDirectory() as folder:
            server = subprocess.Popen([args.binary, "serve", "--port", "0", "--database", os.path.join(folder, "a.sqlite")],
                                      stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            first_line = server.stdout.readline()
            port = int(re.search(r":(\d+)/", first_line).group(1))
            burst = [threading.Thread(target=connect, args=(port, index % 3 == 0)) for index in range(args.connections)]
            for thread in burst:
                thread.start()
            for thread in burst:
                thread.join()
            crashed = server.poll() is not None
            server.terminate()
            output = server.stdout.read()
            server.wait()
            if crashed or server.returncode not in (0, -15):
                crashes += 1
                report = os.path.join(args.reports, f"start-{start}.txt")
                with open(report, "w") as file:
                    file.write(first_line + output)
                print(f"start {start} crashed (exit {server.returncode}): {report}", flush=True)
    print(f"{crashes} of {args.starts} starts crashed")
    return 1 if crashes else 0


if __name__ == "__main__":
    raise SystemExit(main())
