"""Fixtures of the server tests: `server` is `andora serve` (ANDORA_BIN, default .build/debug/andora)
on a free loopback port over a fresh database file; a test kills and restarts it as it needs, and
whatever still runs at the end is stopped."""
import pytest

from serverlib import Server, binary


@pytest.fixture
def server(tmp_path):
    running = Server(binary(), str(tmp_path / "andora.sqlite"))
    running.start()
    try:
        yield running
    finally:
        if running.process.poll() is None:
            running.process.kill()
            running.process.wait()
