"""A phone: 390 px wide, a touch screen. One list per screen (the board snaps from list to list), no sideways
scroll of the page, and a card dragged with a finger from its handle (touch events, as Chromium's touch
emulation sends them, which the page hears as pointer events)."""

import pytest
from playwright.sync_api import expect

from test_board import card, saved

expect.set_options(timeout=15000)


@pytest.fixture
def phone(browser, served):
    made = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True,
                               device_scale_factor=2)
    made.set_default_timeout(15000)
    opened = made.new_page()
    opened.goto(served.url)
    opened.wait_for_selector("#board")
    yield opened
    made.close()


def touch_drag(page, start, end, steps=12):
    """A finger pressed at `start`, moved to `end` in steps, held there until the page has asked the server what a
    drop there does, and lifted."""
    session = page.context.new_cdp_session(page)

    def send(kind, x, y):
        points = [] if kind == "touchEnd" else [{"x": x, "y": y, "id": 1}]
        session.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    send("touchStart", *start)
    for step in range(1, steps + 1):
        send("touchMove", start[0] + (end[0] - start[0]) * step / steps, start[1] + (end[1] - start[1]) * step / steps)
    for nudge in range(40):
        send("touchMove", end[0] + nudge % 2, end[1])
        if page.locator(".drop-indicator, .drop-onto, .drop-forbidden").count():
            break
        page.wait_for_timeout(50)
    send("touchEnd", *end)


def centre(box):
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_at_390_px_one_list_fills_the_screen_and_the_page_does_not_scroll_sideways(served, phone):
    widths = phone.evaluate("""() => ({
        page: document.documentElement.scrollWidth, view: window.innerWidth,
        list: document.querySelector('.list').getBoundingClientRect().width,
        snap: getComputedStyle(document.getElementById('board')).scrollSnapType })""")
    assert widths["page"] <= widths["view"] == 390
    assert 330 <= widths["list"] <= 390
    assert widths["snap"].startswith("x")
    # Each card's handle is there to press (a phone has no hover).
    handle = card(phone, "Import from Asana").locator(".card-handle")
    expect(handle).to_be_visible()
    assert handle.bounding_box()["width"] >= 32


def test_a_finger_drags_a_card_from_its_handle_within_a_list(served, phone):
    handle = card(phone, "Dark mode for the board page").locator(".card-handle")
    target = card(phone, "Keyboard shortcuts cheat sheet")
    box = target.bounding_box()
    touch_drag(phone, centre(handle.bounding_box()), (box["x"] + 40, box["y"] + 3))
    expect(phone.locator('.list[data-list-id="list-ideas"] .card .title')).to_have_text(
        ["Import from Asana", "Dark mode for the board page", "Keyboard shortcuts cheat sheet"])
    saved(phone, 2)
    assert served.titles("Ideas") == [
        "Import from Asana", "Dark mode for the board page", "Keyboard shortcuts cheat sheet"]


def test_a_finger_carries_a_card_to_the_next_list(served, phone):
    # The next list is off screen: held at the right edge, the board scrolls to it.
    handle = card(phone, "Import from Asana").locator(".card-handle")
    start = centre(handle.bounding_box())
    session = phone.context.new_cdp_session(phone)

    def send(kind, x, y):
        points = [] if kind == "touchEnd" else [{"x": x, "y": y, "id": 1}]
        session.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    send("touchStart", *start)
    for step in range(1, 11):
        send("touchMove", start[0] + (385 - start[0]) * step / 10, start[1])
    todo = phone.locator('.list[data-list-id="list-todo"]')
    # The board scrolls on every frame the finger rests at the edge, so it is held there in short pulses and
    # moved off before the list is looked at: the list stays still between the look and the aim below.
    for pulse in range(200):
        send("touchMove", 385 - pulse % 2, start[1])
        phone.wait_for_timeout(30)
        send("touchMove", 300, start[1])
        box = todo.bounding_box()
        if box["x"] < 60:
            break
    # Below its last card: the end of the list. Halfway between the card and the list's bottom, not at the bottom:
    # a drop line drawn in the list makes it 8 px taller while it shows, and a finger on that strip would take
    # the line away and bring it back.
    last = todo.locator(".card").last.bounding_box()
    below = last["y"] + last["height"]
    end = (box["x"] + box["width"] / 2, (below + box["y"] + box["height"]) / 2)
    for step in range(1, 6):
        send("touchMove", 300 + (end[0] - 300) * step / 5, start[1] + (end[1] - start[1]) * step / 5)
    for nudge in range(40):
        send("touchMove", end[0] + nudge % 2, end[1])
        if phone.locator(".drop-indicator, .drop-onto").count():
            break
        phone.wait_for_timeout(50)
    send("touchEnd", *end)
    expect(todo.locator(".card .title").last).to_have_text("Import from Asana")
    saved(phone, 2)
    assert served.titles("To Do")[-1] == "Import from Asana"
    # The redrawn board still shows the list the card went to.
    assert abs(todo.bounding_box()["x"]) < 60
    assert "Import from Asana" not in served.titles("Ideas")


def test_a_tap_on_the_handle_opens_the_menu_of_moves(served, phone):
    card(phone, "Import from Asana").locator(".card-handle").tap()
    menu = phone.locator("[role=menu]")
    expect(menu).to_be_visible()
    menu.locator("[role=menuitem]", has_text="Move to Done").tap()
    expect(phone.locator('.list[data-list-id="list-done"] .card .title').last).to_have_text("Import from Asana")
    saved(phone, 2)
    assert served.titles("Done")[-1] == "Import from Asana"
