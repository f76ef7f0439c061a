"""Fixtures of the browser tests: `server` is a real `andora serve` on a free port over a fresh
database (ANDORA_BIN names the binary, .build/debug/andora by default); `page` is headless Chromium
on it (at a phone's size, in English, light, unless the test's `page` mark or an indirect parameter
says otherwise) and fails the test on any console error. A failed test prints the server's last lines,
or its crash report."""
import pytest

from andora_page import Page, Server


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


def failed(request):
    return any(getattr(request.node, f"report_{when}", None) is not None
               and getattr(request.node, f"report_{when}").failed for when in ("setup", "call"))


def server_lines(server):
    """The server's last lines, or its whole crash report (the reason first) if it crashed."""
    running = server.process.poll() is None
    crashed = [index for index, line in enumerate(server.output) if "Program crashed" in line]
    if crashed:
        return "andora serve crashed:", server.output[crashed[-1]:][:400]
    return f"andora serve (running: {running}), its last lines:", server.output[-20:]


@pytest.fixture
def server(request):
    with Server() as running:
        yield running
        if failed(request):
            title, lines = server_lines(running)
            print(title, *lines, sep="\n  ")


@pytest.fixture
def page(request, server):
    options = {}
    marker = request.node.get_closest_marker("page")
    if marker:
        options.update(marker.kwargs)
    options.update(getattr(request, "param", None) or {})
    opened = Page(server.url, **options)
    try:
        yield opened
        if not failed(request):
            errors = opened.console_errors()
            assert not errors, f"no console errors: {errors}"
    finally:
        opened.close()
