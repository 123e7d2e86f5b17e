"""A move drawn at once and confirmed or put back by the server's answer, and other pages shown the changed cards
without fetching the whole board."""

from playwright.sync_api import expect

from test_keyboard import TODO, titles_shown

expect.set_options(timeout=15000)


def focus_card(page, title):
    # The board is drawn before its deferred script runs: keys pressed before it would go to the browser.
    page.wait_for_function("() => window.CardportPage !== undefined")
    page.locator('.card[aria-label="%s"]' % title).focus()


def said(page, text):
    """Waits until the live region says `text`: the server's proposal for the place is in, as a person hears it
    before letting go."""
    expect(page.locator("#announcer")).to_contain_text(text)


def board_version(page):
    return int(page.locator("#board").get_attribute("data-version"))


def wait_until_held(page, held):
    """Waits until the page has sent the move that `held` collects: it draws a move first and sends it a moment
    after (after the edits before it), so the request may not exist yet when the card is drawn."""
    for _ in range(100):
        if held:
            break
        page.wait_for_timeout(20)
    assert len(held) == 1


def test_a_moved_card_is_drawn_before_the_server_answers(served, page):
    held = []
    page.route("**/api/move", lambda route: held.append(route))
    focus_card(page, TODO[0])
    page.keyboard.press(" ")
    page.keyboard.press("ArrowDown")
    said(page, "Position 2 of 3 in To Do")
    page.keyboard.press(" ")
    # The answer is held back: the card is at its new place all the same, and nothing is saved yet.
    expect(titles_shown(page, "list-todo")).to_have_text([TODO[1], TODO[0], TODO[2]])
    wait_until_held(page, held)
    assert served.titles("To Do") == TODO
    assert board_version(page) == 1
    held[0].continue_()
    expect(page.locator("#announcer")).to_contain_text("dropped at position 2 of 3 in To Do")
    expect(page.locator("#board")).to_have_attribute("data-version", "2")
    assert served.titles("To Do") == [TODO[1], TODO[0], TODO[2]]
    expect(titles_shown(page, "list-todo")).to_have_text([TODO[1], TODO[0], TODO[2]])
    expect(page.locator("#undo")).to_be_enabled()


def test_a_move_the_server_refuses_is_put_back_with_its_reason(served, page):
    # The proposals never come back, so the page draws the drop where the pointer says before the server
    # decides; the server refuses it (the list is archived) and the card goes back.
    page.route("**/api/proposal", lambda route: None)
    held = []
    page.route("**/api/move", lambda route: held.append(route))
    focus_card(page, "Import from Asana")
    page.keyboard.press(" ")
    for _ in range(4):
        page.keyboard.press("ArrowRight")
    page.keyboard.press(" ")
    archived = page.locator('.list[data-list-id="list-archive"] .card[aria-label="Import from Asana"]')
    expect(archived).to_have_count(1)
    wait_until_held(page, held)
    held[0].continue_()
    expect(archived).to_have_count(0)
    expect(titles_shown(page, "list-ideas")).to_have_text(
        ["Dark mode for the board page", "Import from Asana", "Keyboard shortcuts cheat sheet"])
    expect(page.locator("#notice")).to_contain_text("archived")
    expect(page.locator("#announcer")).to_contain_text("The move was refused")
    assert "Import from Asana" in served.titles("Ideas")
    assert board_version(page) == 1


def test_other_pages_show_a_move_without_fetching_the_board_unless_they_missed_one(served, context, page):
    other = context.new_page()
    other.goto(served.url)
    other.wait_for_selector("#board")
    fetched = []
    other.on("request", lambda request: fetched.append(request.url) if "/fragment" in request.url else None)
    focus_card(page, TODO[0])
    page.keyboard.press(" ")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    said(page, "Position 3 of 3 in To Do")
    page.keyboard.press(" ")
    expect(titles_shown(other, "list-todo")).to_have_text([TODO[1], TODO[2], TODO[0]])
    expect(other.locator("#board")).to_have_attribute("data-version", "2")
    expect(other.locator("#undo")).to_be_enabled()
    # A move across lists: both lists' counts follow.
    focus_card(page, "Import from Asana")
    page.keyboard.press(" ")
    page.keyboard.press("ArrowRight")
    said(page, "Position 2 of 4 in To Do")
    page.keyboard.press(" ")
    expect(titles_shown(other, "list-todo")).to_have_text(
        [TODO[1], "Import from Asana", TODO[2], TODO[0]])
    expect(other.locator('.list[data-list-id="list-todo"] .count')).to_have_text("4/6")
    expect(other.locator('.list[data-list-id="list-ideas"] .count')).to_have_text("2")
    expect(other.locator("#board")).to_have_attribute("data-version", "3")
    assert fetched == []
    assert served.titles("To Do") == [TODO[1], "Import from Asana", TODO[2], TODO[0]]
    # A page that shows another version than the one the next change is made on (as after a change it never
    # heard of) cannot patch it: it draws the whole board again.
    other.evaluate("""() => {
      document.getElementById('board').dataset.version = '0';
      document.querySelector('header.toolbar').dataset.version = '0';
    }""")
    with other.expect_request("**/fragment"):
        focus_card(page, TODO[0])
        page.keyboard.press(" ")
        page.keyboard.press("ArrowUp")
        said(page, "Position 3 of 4 in To Do")
        page.keyboard.press(" ")
    expect(titles_shown(other, "list-todo")).to_have_text([TODO[1], "Import from Asana", TODO[0], TODO[2]])
    expect(other.locator("#board")).to_have_attribute("data-version", "4")


def test_a_change_from_another_page_while_a_move_is_on_its_way_is_drawn_before_the_card_it_precedes(served, context, page):
    held = []
    page.route("**/api/move", lambda route: held.append(route))
    focus_card(page, TODO[0])
    page.keyboard.press(" ")
    page.keyboard.press("ArrowDown")
    said(page, "Position 2 of 3 in To Do")
    page.keyboard.press(" ")
    expect(titles_shown(page, "list-todo")).to_have_text([TODO[1], TODO[0], TODO[2]])
    # Meanwhile another page puts a card before the second card of To Do (the server still has TODO[0] first).
    other = context.new_page()
    other.goto(served.url)
    other.wait_for_function("() => window.CardportPage !== undefined")
    ids = {c["title"]: c["id"] for l in served.board()["lists"] for c in l["cards"]}
    status = other.evaluate("""async ([card, before]) => {
      const response = await fetch("/api/move", { method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ version: 1, cardIDs: [card], pointer: { listID: "list-todo", cardID: before, fraction: 0 } }),
        credentials: "same-origin" });
      return response.status;
    }""", [ids["Import from Asana"], ids[TODO[1]]])
    assert status == 200
    assert served.titles("To Do") == [TODO[0], "Import from Asana", TODO[1], TODO[2]]
    # This page draws it before the card it now precedes, not at its place counted among the cards drawn here
    # (where the move on its way has changed the order).
    expect(page.locator("#board")).to_have_attribute("data-version", "2")
    expect(titles_shown(page, "list-todo")).to_have_text(["Import from Asana", TODO[1], TODO[0], TODO[2]])
    wait_until_held(page, held)
    held[0].continue_()
