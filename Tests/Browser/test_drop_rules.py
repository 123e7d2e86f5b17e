"""Trello's drop rules on the plain board: a card let go over a list is inserted at the line the page drew, in
either direction and wherever over a card the pointer is; it joins another card only when the person asks (Alt
held, or "Merge into…" in the card dialog)."""

from playwright.sync_api import expect

from test_board import card, hover_until, saved


def drag_to_fraction(page, title, target_title, fraction, drawn, alt=False):
    """Drags the card titled `title` over the card titled `target_title`, `fraction` of the way down it, waits
    until the page draws what `drawn` selects (the line before a card, or the card to join), and lets go.
    Returns the proposal the page showed."""
    source = card(page, title)
    target = card(page, target_title)
    source.hover()
    page.mouse.down()
    box = target.bounding_box()
    x, y = box["x"] + 30, box["y"] + box["height"] * fraction
    page.mouse.move(x, y, steps=6)
    if alt:
        page.keyboard.down("Alt")
    hover_until(page, x, y, page.locator(drawn))
    proposal = page.locator("#board").get_attribute("data-proposal")
    # One more move over the same place, so the browser's last dragover is the one answered by that proposal.
    page.mouse.move(x + 1, y)
    page.mouse.move(x, y)
    page.mouse.up()
    if alt:
        page.keyboard.up("Alt")
    return proposal


def line_before(card_id):
    return '.drop-indicator + .card[data-card-id="%s"]' % card_id


def test_a_card_moved_down_lands_at_the_line_the_page_drew(served, page):
    # "Write the launch announcement" is first in To Do; the line is drawn above the third card.
    proposal = drag_to_fraction(
        page, "Write the launch announcement", "Choose the sample boards for the docs", 0.1, line_before("card-012"))
    assert proposal == "move insert"
    expected = ["Fix the label colours in exports", "Write the launch announcement",
                "Choose the sample boards for the docs"]
    expect(page.locator('.list[data-list-id="list-todo"] .card .title')).to_have_text(expected)
    saved(page, 2)
    assert served.titles("To Do") == expected


def test_a_card_moved_up_lands_at_the_line_the_page_drew(served, page):
    proposal = drag_to_fraction(
        page, "Choose the sample boards for the docs", "Fix the label colours in exports", 0.1, line_before("card-009"))
    assert proposal == "move insert"
    expected = ["Write the launch announcement", "Choose the sample boards for the docs",
                "Fix the label colours in exports"]
    expect(page.locator('.list[data-list-id="list-todo"] .card .title')).to_have_text(expected)
    saved(page, 2)
    assert served.titles("To Do") == expected


def test_a_card_over_the_middle_of_another_is_inserted_not_merged(served, page):
    before_board = served.board()
    target_before = next(c for l in before_board["lists"] for c in l["cards"] if c["id"] == "card-025")
    # Over the upper middle of "Atomic saves": inserted before it.
    proposal = drag_to_fraction(page, "Board page layout", "Atomic saves", 0.4, line_before("card-025"))
    assert proposal == "move insert"
    expect(page.locator('.list[data-list-id="list-done"] .card .title')).to_have_text(
        ["Board page layout", "Atomic saves", "Trello importer"])
    saved(page, 2)
    assert served.titles("Done") == ["Board page layout", "Atomic saves", "Trello importer"]
    assert "Board page layout" not in served.titles("In Progress")
    target_after = next(c for l in served.board()["lists"] for c in l["cards"] if c["id"] == "card-025")
    assert target_after == target_before
    # Over the lower middle of "Atomic saves": inserted after it.
    proposal = drag_to_fraction(page, "Drop files from the desktop", "Atomic saves", 0.6, line_before("card-029"))
    assert proposal == "move insert"
    expected = ["Board page layout", "Atomic saves", "Drop files from the desktop", "Trello importer"]
    expect(page.locator('.list[data-list-id="list-done"] .card .title')).to_have_text(expected)
    saved(page, 3)
    assert served.titles("Done") == expected


def test_alt_held_at_the_drop_merges_into_the_card(served, page):
    proposal = drag_to_fraction(
        page, "Board page layout", "Atomic saves", 0.5, '.card.drop-onto[data-card-id="card-025"]', alt=True)
    assert proposal == "copy onto"
    page.wait_for_function("() => document.getElementById('undo') && !document.getElementById('undo').disabled")
    expect(page.locator('.list[data-list-id="list-doing"] .card .title')).to_have_text(
        ["Drop files from the desktop", "Board page layout"])
    # The dragged card stays where it was; the target takes it in (its title as a checklist item or notes).
    assert served.titles("In Progress") == ["Drop files from the desktop", "Board page layout"]
    assert served.titles("Done") == ["Atomic saves", "Trello importer"]
    target = next(c for l in served.board()["lists"] for c in l["cards"] if c["id"] == "card-025")
    assert "Board page layout" in str(target)
