"""Takes the README's pictures of the sample apps served: `python3 Tests/Browser/screenshot_samples.py [FOLDER]`
writes sample-trello.png, sample-table.png, sample-sections.png and sample-collections.png (docs/images/ by
default). Each sample is served on a fresh board in a temporary folder and shown in headless Chromium; the
sections and collections pictures are taken mid-drag, with what the page shows then."""

import pathlib
import sys
import tempfile

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from conftest import CHROMIUM, Served, cardport_binary  # noqa: E402
from test_samples import PNG, hover_over, lift, outside, row  # noqa: E402


def trello(page):
    page.locator("form.add-list input").fill("Review")
    page.locator("form.add-list button").click()
    page.wait_for_selector('.list h2:text("Review")')


def table(page):
    # A 4×4 image: a real PNG the well can show.
    tiny = bytes.fromhex(
        "89504e470d0a1a0a0000000d4948445200000004000000040806000000a9f19e7e0000001249444154789c63e0497bf21f"
        "1933902e0000da68255197b80d650000000049454e44ae426082")
    outside(page, '.plain-view[data-view-id="image-well"]', files=[["photo.png", "image/png", list(tiny)]])
    page.wait_for_selector(".plain-view img.shown")


def sections(page):
    lift(page, row(page, "card-6"))
    hover_over(page, row(page, "card-3"), 0.1, page.locator('.card.drop-onto[data-card-id="card-3"]'))


def collections(page):
    lift(page, row(page, "card-6"))
    destination = page.locator('.list[data-list-id="list-1"]')
    hover_over(page, destination, 0.7, page.locator('.list.drop-target[data-list-id="list-1"]'))
    page.wait_for_selector(".card.source-hidden")


SAMPLES = {"trello": (trello, 1300, 420), "table": (table, 760, 380), "sections": (sections, 520, 560),
           "collections": (collections, 700, 400)}


def main(folder):
    binary = cardport_binary()
    with tempfile.TemporaryDirectory() as scratch, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
        for name, (prepare, width, height) in SAMPLES.items():
            served = Served(binary, pathlib.Path(scratch) / ("%s.json" % name), sample=name)
            try:
                page = browser.new_page(viewport={"width": width, "height": height}, device_scale_factor=1)
                page.goto(served.url)
                page.wait_for_selector("#board[data-layout]")
                prepare(page)
                page.screenshot(path=str(pathlib.Path(folder) / ("sample-%s.png" % name)))
                page.close()
            finally:
                served.stop()
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "docs/images")
