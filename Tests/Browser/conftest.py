"""Browser tests for `cardport serve`: a real server on a temporary copy of a sample board, driven with
headless Chromium (Debian's package) through Playwright's sync API."""

import json
import os
import pathlib
import shutil
import signal
import subprocess

import pytest
from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "Samples" / "Boards" / "launch-plan.json"
CHROMIUM = os.environ.get("CARDPORT_CHROMIUM", "/usr/bin/chromium")


def cardport_binary():
    """The cardport built by `swift build` / `swift test` (debug unless CARDPORT_BIN says otherwise)."""
    explicit = os.environ.get("CARDPORT_BIN")
    if explicit:
        return explicit
    found = subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.strip()
    return str(pathlib.Path(found) / "cardport")


class Served:
    """One `cardport serve --port 0` process on a board file of its own (with `--sample NAME`, a sample app's
    board, written to that file when it does not exist yet)."""

    def __init__(self, binary, board_path, sample=None):
        self.binary = binary
        self.board_path = board_path
        self.process = subprocess.Popen(
            [binary, "serve", str(board_path), "--port", "0"] + (["--sample", sample] if sample else []),
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        line = self.process.stdout.readline()
        if not line.startswith("Serving "):
            self.process.kill()
            raise RuntimeError("cardport serve did not start: %r %s" % (line, self.process.stderr.read()))
        self.first_line = line.rstrip("\n")
        self.url = self.first_line.rsplit(" at ", 1)[1]
        self.origin = self.url.split("/?", 1)[0]
        self.token = self.url.split("token=", 1)[1]
        self.port = int(self.origin.rsplit(":", 1)[1])

    def board(self):
        with open(self.board_path, encoding="utf-8") as handle:
            return json.load(handle)

    def titles(self, list_name):
        for board_list in self.board()["lists"]:
            if board_list["name"] == list_name:
                return [card["title"] for card in board_list.get("cards", [])]
        raise KeyError(list_name)

    def stop(self):
        """Ctrl-C, as a person would stop it; returns the exit status."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        return self.process.returncode


@pytest.fixture(scope="session")
def binary():
    return cardport_binary()


@pytest.fixture
def served(binary, tmp_path):
    board_path = tmp_path / "launch-plan.json"
    shutil.copyfile(SAMPLE, board_path)
    server = Served(binary, board_path)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
        yield launched
        launched.close()


@pytest.fixture
def context(browser):
    made = browser.new_context(viewport={"width": 1400, "height": 900})
    made.set_default_timeout(15000)
    yield made
    made.close()


@pytest.fixture
def page(context, served):
    opened = context.new_page()
    opened.goto(served.url)
    opened.wait_for_selector("#board")
    return opened
