"""Several `andora serve` on one PostgreSQL database, on loopback (docs/DEPLOY.md): PostgreSQL
(Debian's postgresql-15, a temporary data directory), the servers, and optionally nginx in front of them.
Used by Tests/browser/test_cluster.py and Scripts/match-load.py --servers.
"""
import os
import re
import secrets
import signal
import socket
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

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
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
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
    """PostgreSQL, `servers` instances of `andora serve` (the binary given, with `arguments`) on its
    database, and nginx in front when `proxy`, on loopback; `url` is nginx's, `servers` maps each
    server's host:port to its process."""

    def __init__(self, binary, servers=3, proxy=True, arguments=()):
        self.binary = binary
        self.count = servers
        self.proxy = proxy
        self.arguments = list(arguments)

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
            if self.proxy:
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
            [self.binary, "serve", "--port", "0", "--database", database, "--allow-host", f"127.0.0.1:{self.port}"]
            + (["--trusted-proxy", "127.0.0.1"] if self.proxy else []) + self.arguments,
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
                time.sleep(0.05)
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
