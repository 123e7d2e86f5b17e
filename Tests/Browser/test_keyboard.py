"""The board without a mouse: a card picked up, moved and dropped with the keyboard alone, the handle's menu of
moves, each step said in the live region, and a Tab that moves between lists (not through every card)."""

from playwright.sync_api import expect

from test_board import card, saved

expect.set_options(timeout=15000)

IDEAS = ["Dark mode for the board page", "Import from Asana", "Keyboard shortcuts cheat sheet"]
TODO = ["Write the launch announcement", "Fix the label colours in exports", "Choose the sample boards for the docs"]


def titles_shown(page, list_id):
    return page.locator('.list[data-list-id="%s"] .card .title' % list_id)


def focused_title(page):
    return page.evaluate("() => document.activeElement.closest('.card')?.getAttribute('aria-label') || null")


def tab_to_board(page):
    """Tabs from the top of the page to the first card (past the toolbar's name, filter and buttons, and the first
    list's name and menu)."""
    page.locator("body").focus()
    for _ in range(16):
        page.keyboard.press("Tab")
        if focused_title(page):
            return
    raise AssertionError("Tab never reached a card")


def tab_to_next_list(page, key="Tab"):
    """Presses Tab (or Shift+Tab) until a card has the focus again, past the list's own controls (its add form,
    the next list's name and menu); returns the card's title. A list's cards are one stop: no other card of the
    list may be passed on the way."""
    start = page.evaluate("() => document.activeElement.closest('.list')?.dataset.listId || null")
    for _ in range(8):
        page.keyboard.press(key)
        title = focused_title(page)
        if title:
            now = page.evaluate("() => document.activeElement.closest('.list')?.dataset.listId || null")
            assert now != start, "Tab went to another card of the same list: %s" % title
            return title
    raise AssertionError("Tab never reached the next list's cards")


def test_tab_moves_between_lists_not_through_every_card(served, page):
    tab_to_board(page)
    assert focused_title(page) == IDEAS[0]
    assert tab_to_next_list(page) == TODO[0]
    assert tab_to_next_list(page) == "Drop files from the desktop"
    # The arrow keys move within a list and across lists; the card last focused in a list is where Tab stops.
    page.keyboard.press("ArrowDown")
    assert focused_title(page) == "Board page layout"
    page.keyboard.press("ArrowLeft")
    assert focused_title(page) == TODO[1]
    assert tab_to_next_list(page, "Shift+Tab") == IDEAS[0]
    assert tab_to_next_list(page) == TODO[1]


def test_a_card_moves_down_within_its_list_with_the_keyboard(served, page):
    tab_to_board(page)
    assert tab_to_next_list(page) == TODO[0]
    page.keyboard.press(" ")
    expect(page.locator("#announcer")).to_contain_text("Picked up Write the launch announcement")
    page.keyboard.press("ArrowDown")
    expect(page.locator("#announcer")).to_contain_text("Position 2 of 3 in To Do")
    expect(page.locator('.list[data-list-id="list-todo"] .drop-indicator')).to_have_count(1)
    page.keyboard.press(" ")
    expect(page.locator("#announcer")).to_contain_text("dropped at position 2 of 3 in To Do")
    expect(titles_shown(page, "list-todo")).to_have_text([TODO[1], TODO[0], TODO[2]])
    assert served.titles("To Do") == [TODO[1], TODO[0], TODO[2]]
    # The focus stays on the moved card, ready for the next move.
    assert focused_title(page) == TODO[0]


def test_a_drop_pressed_before_the_server_answered_for_the_new_place_is_drawn_there_at_once(served, page):
    # The server's answer for the place the card was picked up from arrives; the answer for the next place is held
    # until the drop key is pressed, as on a slow connection or under a fast typist's fingers. The move itself is
    # held too: what the page draws before the server saves must already be the new place.
    held = []
    asked = []
    released = []

    def proposal(route):
        asked.append(route)
        if len(asked) == 1 or released:
            route.continue_()
        else:
            held.append(route)
    moves = []
    page.route("**/api/proposal", proposal)
    page.route("**/api/move", lambda route: moves.append(route))
    tab_to_board(page)
    assert tab_to_next_list(page) == TODO[0]
    page.keyboard.press(" ")
    expect(page.locator("#announcer")).to_contain_text("Picked up Write the launch announcement")
    while not asked:
        page.wait_for_timeout(20)
    page.keyboard.press("ArrowDown")
    page.keyboard.press(" ")
    released.append(True)
    for route in held:
        route.continue_()
    while not moves:
        page.wait_for_timeout(20)
    expect(titles_shown(page, "list-todo")).to_have_text([TODO[1], TODO[0], TODO[2]])
    moves[0].continue_()
    expect(page.locator("#announcer")).to_contain_text("dropped at position 2 of 3 in To Do")
    saved(page, 2)
    assert served.titles("To Do") == [TODO[1], TODO[0], TODO[2]]


def test_a_card_moves_across_lists_with_the_arrow_keys_and_enter(served, page):
    tab_to_board(page)
    page.keyboard.press("ArrowDown")  # Import from Asana
    page.keyboard.press(" ")
    page.keyboard.press("ArrowRight")
    expect(page.locator("#announcer")).to_contain_text("Position 2 of 4 in To Do")
    page.keyboard.press("ArrowUp")
    expect(page.locator("#announcer")).to_contain_text("Position 1 of 4 in To Do")
    page.keyboard.press("Enter")
    expect(page.locator("#announcer")).to_contain_text("dropped at position 1 of 4 in To Do")
    assert served.titles("To Do") == ["Import from Asana"] + TODO
    assert served.titles("Ideas") == [IDEAS[0], IDEAS[2]]
    expect(page.locator("#card-dialog")).not_to_be_visible()


def test_escape_cancels_a_keyboard_move(served, page):
    tab_to_board(page)
    page.keyboard.press(" ")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Escape")
    expect(page.locator("#announcer")).to_contain_text("Move cancelled")
    expect(page.locator(".drop-indicator")).to_have_count(0)
    assert served.titles("Ideas") == IDEAS
    assert focused_title(page) == IDEAS[0]


def test_the_handle_opens_a_menu_of_moves(served, page):
    tab_to_board(page)
    assert tab_to_next_list(page) == TODO[0]
    page.keyboard.press("m")
    menu = page.locator("[role=menu]")
    expect(menu).to_be_visible()
    # The first card cannot go up: down, to the bottom, or to another list (not the archived one's own rules:
    # the server refuses what it refuses).
    expect(menu.locator("[role=menuitem]")).to_have_text([
        "Move down", "Move to bottom", "Move to Ideas", "Move to In Progress", "Move to Done",
        "Move to Old ideas (archived)"])
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")  # Move to bottom
    expect(page.locator("#announcer")).to_contain_text("moved to the bottom of To Do")
    assert served.titles("To Do") == [TODO[1], TODO[2], TODO[0]]
    assert focused_title(page) == TODO[0]
    # From the bottom: up, to the top.
    page.keyboard.press("m")
    expect(menu.locator("[role=menuitem]").first).to_have_text("Move up")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")  # Move to top
    expect(page.locator("#announcer")).to_contain_text("moved to the top of To Do")
    assert served.titles("To Do") == TODO
    # Another list, from the menu; Escape closes it and the focus goes back to the card.
    page.keyboard.press("m")
    page.keyboard.press("Escape")
    expect(menu).to_have_count(0)
    assert focused_title(page) == TODO[0]
    page.keyboard.press("m")
    menu.locator("[role=menuitem]", has_text="Move to Done").click()
    expect(page.locator("#announcer")).to_contain_text("moved to the end of Done")
    assert served.titles("Done")[-1] == TODO[0]


def test_a_click_on_the_handle_opens_the_menu_not_the_card(served, page):
    source = card(page, "Import from Asana")
    source.hover()
    source.locator(".card-handle").click()
    menu = page.locator("[role=menu]")
    expect(menu).to_be_visible()
    expect(page.locator("#card-dialog")).not_to_be_visible()
    menu.locator("[role=menuitem]", has_text="Move up").click()
    expect(titles_shown(page, "list-ideas")).to_have_text([IDEAS[1], IDEAS[0], IDEAS[2]])
    saved(page, 2)
    assert served.titles("Ideas") == [IDEAS[1], IDEAS[0], IDEAS[2]]


def test_lists_and_cards_have_roles_and_names(served, page):
    todo = page.get_by_role("region", name="To Do")
    expect(todo).to_have_count(1)
    expect(todo.get_by_role("list", name="Cards in To Do").get_by_role("listitem")).to_have_count(3)
    expect(page.get_by_role("listitem", name=TODO[0])).to_have_count(1)
    expect(page.get_by_role("button", name="Move " + TODO[0])).to_have_count(1)
    described = page.evaluate("""() => document.getElementById(
        document.querySelector('.card').getAttribute('aria-describedby')).textContent""")
    assert "Space" in described and "Escape" in described
