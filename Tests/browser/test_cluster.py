#!/usr/bin/env python3
"""Browser test of several servers on one PostgreSQL database (issue 23, docs/DEPLOY.md): PostgreSQL,
three `andora serve` and nginx in front of them, all on loopback, started by this test. Two headless
Chromium windows play a match through nginx, each player's profile on a different server; the server
holding one player's WebSocket is SIGKILLed mid-match, the page reconnects through nginx to another
server, and the match goes on to its end with no move lost or doubled.

Run from the package root after `swift build`:  python3 Tests/browser/test_cluster.py
Needs Debian's postgresql-15, nginx, chromium and chromium-driver, and `pip install selenium`.
Prints `N passed, N failed` last and exits non-zero when anything failed.
"""
import os
import re
import secrets
import signal
import socket
import subprocess
import sys
import tempfile
import urllib.request
from pathlib import Path

from selenium.webdriver.support.ui import WebDriverWait

from test_match import X_WINS_CELLS, create_match, marks, play, same_board
from test_web import BINARY, Page, expect, run_cases

POSTGRES_BIN = os.environ.get("ANDORA_POSTGRES_BIN", "/usr/lib/postgresql/15/bin")
NGINX = os.environ.get("ANDORA_NGINX", "/usr/sbin/nginx")
COOKIE = "andora_profile"

# nginx in front of the servers: a player's requests and socket go to the server its profile cookie
# hashes to (docs/DEPLOY.md says why), and to the next one when that one does not answer. The header
# X-Andora-Upstream tells the tests which server answered.
NGINX_CONFIG = """
daemon off;
worker_processes 1;
pid {folder}/nginx.pid;
error_log {folder}/nginx-error.log warn;
events {{ worker_connections 1024; }}
http {{
    access_log off;
    client_body_temp_path {folder}/body;
    proxy_temp_path {folder}/proxy;
    fastcgi_temp_path {folder}/fastcgi;
    uwsgi_temp_path {folder}/uwsgi;
    scgi_temp_path {folder}/scgi;
    map $http_upgrade $connection_upgrade {{ default upgrade; '' close; }}
    upstream andora {{
        hash $cookie_andora_profile consistent;
{servers}
    }}
    server {{
        listen 127.0.0.1:{port};
        location / {{
            proxy_pass http://andora;
            proxy_http_version 1.1;
            proxy_set_header Host $http_host;
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection $connection_upgrade;
            proxy_set_header X-Forwarded-For $remote_addr;
            proxy_read_timeout 1h;
            proxy_connect_timeout 2s;
            proxy_next_upstream error timeout;
            add_header X-Andora-Upstream $upstream_addr always;
        }}
    }}
}}
"""


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def as_postgres(command):
    """PostgreSQL's programs refuse to run as root: as root (CI), they run as the `postgres` user."""
    return ["/sbin/runuser", "-u", "postgres", "--"] + command if os.getuid() == 0 else command


class Cluster:
    """PostgreSQL, `servers` instances of `andora serve` on its database, and nginx in front, on loopback."""

    def __init__(self, servers=3):
        self.count = servers

    def __enter__(self):
        self.folder = tempfile.TemporaryDirectory()
        folder = self.folder.name
        os.chmod(folder, 0o755)
        self.servers = {}
        self.nginx = None
        self.data = os.path.join(folder, "postgres")
        try:
            self.start_postgres(folder)
            database = f"postgres://postgres@127.0.0.1:{self.postgres_port}/andora"
            self.port = free_port()
            for _ in range(self.count):
                self.start_server(database)
            self.start_nginx(folder)
        except BaseException:
            self.__exit__()
            raise
        self.url = f"http://127.0.0.1:{self.port}/"
        return self

    def start_postgres(self, folder):
        os.mkdir(self.data)
        if os.getuid() == 0:
            subprocess.run(["chown", "postgres:postgres", self.data, folder], check=True)
        subprocess.run(as_postgres([f"{POSTGRES_BIN}/initdb", "-D", self.data, "-U", "postgres", "--auth=trust",
                                    "--no-sync", "-E", "UTF8", "--locale=C"]), check=True, stdout=subprocess.DEVNULL)
        self.postgres_port = free_port()
        options = f"-p {self.postgres_port} -k {folder} -c listen_addresses=127.0.0.1 -c fsync=off"
        subprocess.run(as_postgres([f"{POSTGRES_BIN}/pg_ctl", "-D", self.data, "-l", os.path.join(self.data, "log"),
                                    "-w", "-o", options, "start"]), check=True, stdout=subprocess.DEVNULL)
        subprocess.run([f"{POSTGRES_BIN}/createdb", "-h", "127.0.0.1", "-p", str(self.postgres_port), "-U", "postgres",
                        "andora"], check=True)

    def start_server(self, database):
        process = subprocess.Popen(
            [BINARY, "serve", "--port", "0", "--database", database, "--allow-host", f"127.0.0.1:{self.port}"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = process.stdout.readline()
        found = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if not found:
            process.kill()
            raise RuntimeError(f"andora serve printed no URL: {line!r}")
        self.servers[f"127.0.0.1:{found.group(1)}"] = process

    def start_nginx(self, folder):
        servers = "\n".join(f"        server {address} max_fails=1 fail_timeout=60s;" for address in self.servers)
        config = Path(folder) / "nginx.conf"
        config.write_text(NGINX_CONFIG.format(folder=folder, port=self.port, servers=servers))
        self.nginx = subprocess.Popen([NGINX, "-c", str(config), "-p", folder], stderr=subprocess.PIPE, text=True)
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.1).close()
                return
            except OSError:
                if self.nginx.poll() is not None:
                    raise RuntimeError(f"nginx did not start: {self.nginx.stderr.read()}")
                subprocess.run(["sleep", "0.05"])
        raise RuntimeError("nginx does not listen")

    def server_of(self, profile):
        """The server (host:port) that nginx sends the profile's requests to now."""
        request = urllib.request.Request(self.url + "readyz", headers={"Cookie": f"{COOKIE}={profile}"})
        with urllib.request.urlopen(request, timeout=5) as answer:
            return answer.headers["X-Andora-Upstream"].split(",")[-1].strip()

    def profiles_on_different_servers(self):
        """Two new profile ids whose requests go to two different servers."""
        first = secrets.token_hex(16)
        while True:
            second = secrets.token_hex(16)
            if self.server_of(second) != self.server_of(first):
                return first, second

    def kill(self, address):
        self.servers[address].send_signal(signal.SIGKILL)
        self.servers[address].wait()

    def __exit__(self, *exc):
        if self.nginx:
            self.nginx.terminate()
            self.nginx.wait()
        for process in self.servers.values():
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
        if os.path.exists(os.path.join(self.data, "PG_VERSION")):
            subprocess.run(as_postgres([f"{POSTGRES_BIN}/pg_ctl", "-D", self.data, "-m", "immediate", "stop"]),
                           stdout=subprocess.DEVNULL)
        self.folder.cleanup()


def page_as(cluster, profile):
    """A browser whose profile cookie is `profile`, on the page through nginx."""
    page = Page(cluster.url)
    page.driver.add_cookie({"name": COOKIE, "value": profile, "path": "/", "httpOnly": True, "sameSite": "Strict"})
    page.driver.get(cluster.url)
    page.settle()
    return page


def is_live(page):
    return page.driver.execute_script("return window.AndoraMatch.isLive()")


def issue23_a_match_across_servers_survives_the_sigkill_of_one(cluster):
    host_profile, guest_profile = cluster.profiles_on_different_servers()
    host_server, guest_server = cluster.server_of(host_profile), cluster.server_of(guest_profile)
    host = page_as(cluster, host_profile)
    guest = None
    try:
        link, _ = create_match(host, side="x")
        guest = page_as(cluster, guest_profile)
        guest.driver.get(link)
        WebDriverWait(guest.driver, 10).until(lambda _: guest.has("match-panel"))
        guest.settle()
        expect("You play O" in guest.testid("match-seat").text, "the guest on another server takes the free seat")
        for page in (host, guest):
            WebDriverWait(page.driver, 10).until(lambda _: is_live(page))
        WebDriverWait(host.driver, 10).until(
            lambda _: host.testid("match-opponent").get_attribute("data-connected") == "true")
        played = X_WINS_CELLS[:8]
        play((host, guest), played, {"x": host, "o": guest})

        cluster.kill(host_server)
        WebDriverWait(host.driver, 15, poll_frequency=0.1).until(lambda _: not is_live(host))
        WebDriverWait(host.driver, 30, poll_frequency=0.1).until(lambda _: is_live(host))
        new_server = cluster.server_of(host_profile)
        expect(new_server not in (host_server,), f"the host's requests moved on from {host_server}")

        play((host, guest), X_WINS_CELLS[len(played):], {"x": host, "o": guest})  # X moves next: 8 were played
        for page in (host, guest):
            WebDriverWait(page.driver, 10).until(lambda _: page.dialog_open())
            expect("X won" in page.testid("dialog").text, "both devices show the winner")
        marked = sorted(entry[:2] for entry in marks(guest).split() if len(entry) > 2)
        expect(marked == sorted(X_WINS_CELLS), f"every move once on the guest's board, no other: {marked}")
        same_board(host, guest, "both boards agree at the end")
        errors = [e for e in guest.console_errors() if "api/live" not in e]
        expect(not errors, f"no console errors on the guest's page: {errors}")
        print(f"      host on {host_server} (SIGKILLed), then {new_server}; guest on {guest_server}")
    finally:
        if guest:
            guest.close()
        host.close()


def main():
    def case(body):
        with Cluster() as cluster:
            body(cluster)
    return run_cases([(body.__name__, lambda body=body: case(body)) for body in
                      [issue23_a_match_across_servers_survives_the_sigkill_of_one]])


if __name__ == "__main__":
    sys.exit(main())
