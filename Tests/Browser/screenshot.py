"""Takes the README's picture of the served board: `python3 Tests/Browser/screenshot.py docs/images/serve.png`.

Serves a temporary copy of Samples/Boards/launch-plan.json with an image attached to one card (its cover), opens
it in headless Chromium, opens a card's dialog in edit mode and saves a PNG of the page."""

import pathlib
import shutil
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from conftest import CHROMIUM, SAMPLE, Served, cardport_binary  # noqa: E402


def main(output):
    with tempfile.TemporaryDirectory() as folder:
        board = pathlib.Path(folder) / "launch-plan.json"
        shutil.copyfile(SAMPLE, board)
        # A picture of a board attached to the first card, which it covers; the edit's undo step is left out of
        # the picture.
        picture = pathlib.Path(__file__).resolve().parents[2] / "docs/images/sample-trello.png"
        subprocess.run([cardport_binary(), "edit", str(board), "card", "Dark mode for the board page", "--attach",
                        str(picture)], check=True, capture_output=True)
        board.with_name(board.name + ".history").unlink(missing_ok=True)
        served = Served(cardport_binary(), board)
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
                page = browser.new_page(viewport={"width": 1480, "height": 900}, device_scale_factor=1)
                page.goto(served.url)
                page.wait_for_selector("#board")
                page.locator('.card[data-card-id="card-004"]').click()
                page.wait_for_selector("#card-dialog .detail.editing")
                page.locator("#card-dialog button.preview-button").click()
                page.wait_for_selector('#card-dialog .markdown-preview[data-previewing="true"]')
                page.screenshot(path=output)
                browser.close()
        finally:
            served.stop()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "docs/images/serve.png")
