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
    # A 160×160 picture (a blue disc with a yellow cap): a real PNG the well can show.
    tiny = bytes.fromhex(
        "89504e470d0a1a0a0000000d49484452000000a0000000a008060000008bcf672d000001d84944415478daeddb4111023110"
        "45c115802f9ce01617f8c83a801319d8d7bfea19c8f435c76166666666666666666666666666b667eb795fdfcaebda366c50"
        "da4f820312babfc9f5c003d19ae860040f44030f44f04034f040840f42f004227c10c22708c103113e41081f84f00942f820"
        "844f10c207217c82103e08e11384f041089fb2081d134200d504e88810c2a71e424783104035013a1684f0a989d08100844f"
        "4d840e03207c6a22741000e15313a14300089f9a081d4000aa09d0e36b14a187d718408fae51841e5c00aa09d0636b14a187"
        "16800250da0ed0236b14a1071680025002502d801e57a3083dac001480128002500250004a000a4009400128012800052080"
        "025000022800052080025000022800052080f23553f001280005e0c7dd1eaf25bd0b405d1720841ac507a0001480d2184008"
        "358a0f4001a8364008358a0f408d038450a3f80014806a0384103e00d50608217c00aa0d1042f800541b2084f001a8364008"
        "e183506d7c000208a1daf820840f42c107208010aa8d0f42f820147c10c207a1e083103e08051f84f041089f41081f84f019"
        "84f081089e41081f84f01988e041089f81081e88e01988e081089e1531ba2688e05903a32b01099c5d13a5d7353333333333"
        "333333333333abec043d63ea11ed0183250000000049454e44ae426082"
    )
    outside(page, '.plain-view[data-view-id="image-well"]', files=[["photo.png", "image/png", list(tiny)]])
    page.wait_for_selector(".plain-view img.shown")


def sections(page):
    lift(page, row(page, "card-6"))
    hover_over(page, row(page, "card-3"), 0.1, page.locator('.card.drop-onto[data-card-id="card-3"]'))


def collections(page):
    lift(page, row(page, "card-6"))
    destination = page.locator('.list[data-list-id="list-1"]')
    hover_over(page, destination, 0.7, page.locator('.list.drop-target[data-list-id="list-1"]'))
    page.wait_for_selector(".card.source-hidden", state="attached")


SAMPLES = {"trello": (trello, 1300, 420), "table": (table, 760, 380), "sections": (sections, 520, 560),
           "collections": (collections, 420, 760)}


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
