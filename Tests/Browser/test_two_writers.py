"""Two programs edit one board at once: the web board in Chromium and `cardport edit` in a loop. Every edit is
either in the file at the end or was answered with a typed refusal (the page's 409, the command's exit 75);
none is lost. The two write for a minute; what is asserted is what was saved, never how fast."""

import json
import subprocess
import threading
import time

# How long both programs keep editing, in seconds.
DURATION = 60
# The most steps a board's history keeps (BoardHistory's limit); older steps are dropped.
HISTORY_STEPS = 100


def history_steps(path):
    """The steps a board's history keeps: its journal (a first line naming the format, then a line per new step or
    per undo and redo) replayed as Cardport reads it."""
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    assert json.loads(lines[0])["format"] == "cardport.history"
    steps, position = [], 0
    for line in lines[1:]:
        if not line:
            continue
        entry = json.loads(line)
        if "step" in entry:
            steps = (steps[:position] + [entry["step"]])[-HISTORY_STEPS:]
            position = len(steps)
        if "position" in entry:
            position = entry["position"]
    return steps


def add_from_page(page, list_id, title):
    """Adds a card as the page does (its own origin, its cookie, the version it shows); returns the HTTP status."""
    return page.evaluate(
        """async ([listID, title]) => {
            const version = Number(document.getElementById("board").dataset.version);
            const response = await fetch("/api/cards", {
                method: "POST", headers: {"Content-Type": "application/json"}, credentials: "same-origin",
                body: JSON.stringify({version, listID, title}),
            });
            if (response.ok) {
                const answer = await response.json();
                document.getElementById("board").dataset.version = String(answer.version);
            } else if (response.status === 409) {
                const fragment = await fetch("/fragment", {credentials: "same-origin"});
                const match = (await fragment.text()).match(/data-version="(\\d+)"/);
                if (match) { document.getElementById("board").dataset.version = match[1]; }
            }
            return response.status;
        }""",
        [list_id, title],
    )


def test_the_page_and_the_command_line_editing_at_once_lose_nothing(binary, served, page):
    first_list = served.board()["lists"][0]
    list_id, list_name = first_list["id"], first_list["name"]
    deadline = time.monotonic() + DURATION
    command_results = []

    def command_line():
        index = 0
        while time.monotonic() < deadline:
            index += 1
            title = "from the command line %d" % index
            done = subprocess.run(
                [binary, "edit", str(served.board_path), "add-card", list_id, title, "--wait", "60"],
                capture_output=True, text=True,
            )
            command_results.append((title, done.returncode, done.stderr))

    writer = threading.Thread(target=command_line)
    writer.start()
    page_results = []
    index = 0
    while time.monotonic() < deadline:
        index += 1
        title = "from the page %d" % index
        page_results.append((title, add_from_page(page, list_id, title)))
    writer.join(timeout=300)
    assert not writer.is_alive()

    on_disk = set(served.titles(list_name))
    for title, status, stderr in command_results:
        assert status in (0, 75), stderr
        if status == 0:
            assert title in on_disk, "an edit the command line saved is missing: %s" % title
        else:
            assert "another program changed the board" in stderr
            assert title not in on_disk
    for title, status in page_results:
        assert status in (200, 409), (title, status)
        assert (title in on_disk) == (status == 200), (title, status)
    print("page: %d saved, %d refused; command line: %d saved, %d refused" % (
        sum(status == 200 for _, status in page_results), sum(status == 409 for _, status in page_results),
        sum(status == 0 for _, status, _ in command_results), sum(status == 75 for _, status, _ in command_results)))
    # Both writers got edits in, and the history holds every saved edit as a step.
    assert any(status == 0 for _, status, _ in command_results)
    assert any(status == 200 for _, status in page_results)
    saved = sum(status == 0 for _, status, _ in command_results) + sum(status == 200 for _, status in page_results)
    assert len(history_steps(str(served.board_path) + ".history")) == min(saved, HISTORY_STEPS)
