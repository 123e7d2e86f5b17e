"""axe-core (PyPI's axe-playwright-python) on the served board: no serious or critical violation on the board,
the card dialog, the menu of moves, a phone's width, and each of the four sample apps."""

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from conftest import Served
from test_board import card

expect.set_options(timeout=15000)

AXE = Axe()


def serious(page):
    """The serious and critical violations axe finds on the page, as readable lines."""
    found = AXE.run(page).response["violations"]
    return ["%s (%s): %s at %s" % (v["id"], v["impact"], v["help"], [n["target"] for n in v["nodes"]][:3])
            for v in found if v["impact"] in ("serious", "critical")]


def test_the_board_has_no_serious_violation(served, page):
    assert serious(page) == []


def test_the_card_dialog_has_no_serious_violation(served, page):
    card(page, "Drop files from the desktop").click()
    expect(page.locator("#card-dialog .detail")).to_be_visible()
    assert serious(page) == []


def test_the_menu_of_moves_has_no_serious_violation(served, page):
    target = card(page, "Import from Asana")
    target.focus()
    page.keyboard.press("m")
    expect(page.locator("[role=menu]")).to_be_visible()
    assert serious(page) == []


def test_a_phone_width_has_no_serious_violation(served, browser):
    made = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    try:
        phone = made.new_page()
        phone.goto(served.url)
        phone.wait_for_selector("#board")
        assert serious(phone) == []
    finally:
        made.close()


@pytest.mark.parametrize("name", ["trello", "table", "sections", "collections"])
def test_each_sample_has_no_serious_violation(binary, context, tmp_path, name):
    served = Served(binary, tmp_path / ("%s.json" % name), sample=name)
    try:
        page = context.new_page()
        page.goto(served.url)
        page.wait_for_selector("#board[data-layout]")
        assert serious(page) == []
    finally:
        served.stop()
