"""Long lists drawn a screenful at a time: the page is sent each list's first 100 cards and draws the rest as the
list is scrolled near its end (or when the filter, the keyboard or a drop needs them), from the server's own card
renderer. Every test works on a card beyond the first screenful."""

import json

import pytest
from playwright.sync_api import expect

from conftest import Served

expect.set_options(timeout=15000)

SCREENFUL = 100
LONG, OTHER, SHORT = 260, 300, 3


def title(prefix, number):
    return "%s card %03d" % (prefix, number)


@pytest.fixture
def long_served(binary, tmp_path):
    """A board with two long lists (260 cards, limit 400; 300 cards) and a short one. Card 200 of the long list
    is the only one with the label Rare, the member Sam and a due date."""
    def cards(prefix, count):
        return [{"id": "%s-%03d" % (prefix.lower(), n), "title": title(prefix, n)} for n in range(1, count + 1)]
    long_cards = cards("Long", LONG)
    long_cards[199].update({"labels": ["label-rare"], "members": ["person-sam"], "due": "2020-01-02T17:00:00.000Z"})
    board = {"format": "cardport.board", "version": 2, "id": "board-long", "name": "Long lists",
             "labels": [{"id": "label-rare", "name": "Rare", "color": "red"},
                        {"id": "label-common", "name": "Common", "color": "green"}],
             "people": [{"id": "person-sam", "name": "Sam Okafor", "username": "sam"}],
             "lists": [{"id": "list-long", "name": "Long", "cardLimit": 400, "cards": long_cards},
                       {"id": "list-other", "name": "Other", "cards": cards("Other", OTHER)},
                       {"id": "list-short", "name": "Short", "cards": cards("Short", SHORT)}]}
    path = tmp_path / "long.json"
    path.write_text(json.dumps(board), encoding="utf-8")
    server = Served(binary, path)
    yield server
    server.stop()


@pytest.fixture
def long_page(context, long_served):
    opened = context.new_page()
    opened.goto(long_served.url)
    opened.wait_for_function("() => window.CardportPage !== undefined")
    return opened


def area(page, list_id):
    return page.locator('.list[data-list-id="%s"] > .cards' % list_id)


def drawn(page, list_id):
    return area(page, list_id).locator(":scope > .card")


def card_node(page, card_id):
    return page.locator('#board .card[data-card-id="%s"]' % card_id)


def ids(served, list_id):
    return [c["id"] for l in served.board()["lists"] if l["id"] == list_id for c in l["cards"]]


def scroll_to_end(page, list_id, until):
    """Scrolls the list to the end of its drawn part until the card `until` is drawn."""
    page.wait_for_function("""([listId, cardId]) => {
      const area = document.querySelector(`.list[data-list-id="${listId}"] > .cards`);
      area.scrollTop = area.scrollHeight;
      return Boolean(area.querySelector(`.card[data-card-id="${cardId}"]`));
    }""", arg=[list_id, until], polling=100)


def api(page, path, body):
    return page.evaluate("""async ([path, body]) => {
      const version = Number(document.getElementById("board").dataset.version);
      const response = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify(Object.assign({ version: version }, body)), credentials: "same-origin" });
      return [response.status, await response.json()];
    }""", [path, body])


def test_a_long_list_draws_a_screenful_says_its_real_count_and_draws_the_rest_as_it_scrolls(long_page):
    page = long_page
    expect(drawn(page, "list-long")).to_have_count(SCREENFUL)
    expect(drawn(page, "list-short")).to_have_count(SHORT)
    # The count and the limit are the list's, not the drawn part's; each card says its place in the whole list.
    expect(page.locator('.list[data-list-id="list-long"] .list-header .count')).to_have_text("%d/400" % LONG)
    expect(page.locator('.list[data-list-id="list-other"] .list-header .count')).to_have_text(str(OTHER))
    first = drawn(page, "list-long").first
    expect(first).to_have_attribute("aria-setsize", str(LONG))
    expect(first).to_have_attribute("aria-posinset", "1")
    scroll_to_end(page, "list-long", "long-260")
    expect(drawn(page, "list-long")).to_have_count(LONG)
    expect(card_node(page, "long-200")).to_have_attribute("aria-posinset", "200")
    # The whole list drawn: no sentinel is left.
    expect(area(page, "list-long").locator(".more")).to_have_count(0)


@pytest.mark.parametrize("how", ["text", "label", "member", "due"])
def test_the_filter_finds_a_card_beyond_the_first_screenful(long_page, how):
    page = long_page
    expect(card_node(page, "long-200")).to_have_count(0)
    if how == "text":
        page.locator(".filter input").fill(title("Long", 200))
    elif how == "label":
        page.locator(".filter select[name=label]").select_option(label="Rare")
    elif how == "member":
        page.locator(".filter select[name=member]").select_option(label="Sam Okafor")
    else:
        page.locator(".filter select[name=due]").select_option(value="overdue")
    visible = page.locator(".board .card:visible")
    expect(visible).to_have_count(1)
    expect(visible).to_have_attribute("data-card-id", "long-200")


def test_the_menu_moves_a_card_to_the_bottom_of_a_long_list(long_served, long_page):
    page = long_page
    card_node(page, "long-001").focus()
    page.keyboard.press("m")
    page.locator("[role=menuitem]", has_text="Move to bottom").click()
    expect(page.locator("#announcer")).to_contain_text("moved to the bottom of Long")
    expect(page.locator("#board")).to_have_attribute("data-version", "2")
    assert ids(long_served, "list-long")[-1] == "long-001"
    # Out of sight until the end is drawn; the count is the list's.
    expect(card_node(page, "long-001")).to_have_count(0)
    expect(page.locator('.list[data-list-id="list-long"] .list-header .count')).to_have_text("%d/400" % LONG)
    scroll_to_end(page, "list-long", "long-001")
    expect(drawn(page, "list-long").last).to_have_attribute("data-card-id", "long-001")


def test_the_keys_and_the_menu_reach_past_the_last_card_drawn(long_served, long_page):
    page = long_page
    # Down from the last card drawn, and End, go to the list's next and last cards, drawn first.
    card_node(page, "long-100").focus()
    page.keyboard.press("ArrowDown")
    expect(card_node(page, "long-101")).to_be_focused()
    page.keyboard.press("End")
    expect(card_node(page, "long-260")).to_be_focused()
    # "Move down" on the last card drawn moves it below the next one.
    page.reload()
    page.wait_for_function("() => window.CardportPage !== undefined")
    card_node(page, "long-100").focus()
    page.keyboard.press("m")
    page.locator("[role=menuitem]", has_text="Move down").click()
    expect(page.locator("#announcer")).to_contain_text("moved down to position 101")
    expect(page.locator("#board")).to_have_attribute("data-version", "2")
    assert ids(long_served, "list-long")[99:101] == ["long-101", "long-100"]


def test_the_keyboard_moves_a_card_into_the_undrawn_part_of_another_list(long_served, long_page):
    page = long_page
    scroll_to_end(page, "list-long", "long-150")
    card_node(page, "long-150").focus()
    page.keyboard.press(" ")
    expect(page.locator("#announcer")).to_contain_text("position 150 of %d in Long" % LONG)
    page.keyboard.press("ArrowRight")
    # Slot 150 of Other is past its first screenful: the page draws up to it, and says the list's real count.
    expect(page.locator("#announcer")).to_contain_text("Position 150 of %d in Other" % (OTHER + 1))
    page.keyboard.press(" ")
    expect(page.locator("#announcer")).to_contain_text("dropped at position 150 of %d in Other" % (OTHER + 1))
    expect(page.locator("#board")).to_have_attribute("data-version", "2")
    other = ids(long_served, "list-other")
    assert other.index("long-150") == 149 and len(other) == OTHER + 1
    expect(drawn(page, "list-other").nth(149)).to_have_attribute("data-card-id", "long-150")
    expect(page.locator('.list[data-list-id="list-other"] .list-header .count')).to_have_text(str(OTHER + 1))
    expect(page.locator('.list[data-list-id="list-long"] .list-header .count')).to_have_text("%d/400" % (LONG - 1))


def test_live_changes_to_undrawn_cards_are_shown_when_they_are_drawn(long_served, context, long_page):
    page = long_page
    other = context.new_page()
    other.goto(long_served.origin + "/")
    other.wait_for_function("() => window.CardportPage !== undefined")
    # Renamed and archived on another page while this page does not draw them.
    status, _ = api(other, "/api/edit", {"edits": [{"kind": "renameCard", "card": "long-200", "title": "Renamed far away"}]})
    assert status == 200
    expect(page.locator("#board")).to_have_attribute("data-version", "2")
    status, _ = api(other, "/api/edit", {"edits": [{"kind": "archiveCard", "card": "long-210"}]})
    assert status == 200
    expect(page.locator("#board")).to_have_attribute("data-version", "3")
    # A drawn card moved into the undrawn part: gone from view, the count unchanged.
    status, _ = api(other, "/api/move", {"cardIDs": ["long-005"], "pointer": {"listID": "list-long", "cardID": "long-180", "fraction": 0}})
    assert status == 200
    expect(page.locator("#board")).to_have_attribute("data-version", "4")
    expect(card_node(page, "long-005")).to_have_count(0)
    expect(drawn(page, "list-long")).to_have_count(SCREENFUL - 1)
    expect(page.locator('.list[data-list-id="list-long"] .list-header .count')).to_have_text("%d/400" % (LONG - 1))
    # Drawn later, each shows the change.
    scroll_to_end(page, "list-long", "long-260")
    expect(card_node(page, "long-200").locator(".title")).to_have_text("Renamed far away")
    expect(card_node(page, "long-210")).to_have_count(0)
    shown = page.evaluate("() => Array.from(document.querySelectorAll('.list[data-list-id=\"list-long\"] > .cards > .card')).map((c) => c.dataset.cardId)")
    assert shown == [c for c in ids(long_served, "list-long") if c != "long-210"]


DROP_AT_END = """
async ([listId, strings]) => {
  const area = document.querySelector(`.list[data-list-id="${listId}"] > .cards`);
  const cards = area.querySelectorAll(":scope > .card");
  const last = cards[cards.length - 1];
  last.scrollIntoView();
  const box = last.getBoundingClientRect();
  const transfer = new DataTransfer();
  for (const [type, text] of strings) transfer.setData(type, text);
  const at = { bubbles: true, cancelable: true, dataTransfer: transfer, clientX: box.left + box.width / 2, clientY: box.bottom + 4 };
  const target = document.elementFromPoint(at.clientX, at.clientY) || area;
  target.dispatchEvent(new DragEvent("dragenter", at));
  target.dispatchEvent(new DragEvent("dragover", at));
  await new Promise((resolve) => {
    const check = () => area.querySelector(".drop-indicator") ? resolve() : setTimeout(check, 20);
    check();
  });
  const line = area.querySelector(".drop-indicator");
  const before = line.previousElementSibling.dataset.cardId;
  target.dispatchEvent(new DragEvent("drop", at));
  return before;
}
"""


def test_a_drop_from_outside_at_the_end_of_the_drawn_part_lands_where_the_line_was_drawn(long_served, long_page):
    page = long_page
    page.route("**/board/cards*", lambda route: route.abort())  # the drawn part stays the first screenful
    after = page.evaluate(DROP_AT_END, ["list-long", [["text/plain", "Dropped at the line"]]])
    assert after == "long-100"
    expect(page.locator("#board")).to_have_attribute("data-version", "2")
    titles = [c["title"] for l in long_served.board()["lists"] if l["id"] == "list-long" for c in l["cards"]]
    assert titles.index("Dropped at the line") == 100 and len(titles) == LONG + 1
    expect(drawn(page, "list-long").nth(100).locator(".title")).to_have_text("Dropped at the line")


def test_a_mouse_drag_to_the_end_of_the_drawn_part_lands_where_the_line_was_drawn(long_served, long_page):
    page = long_page
    page.route("**/board/cards*", lambda route: route.abort())
    source = card_node(page, "short-002")
    source.hover()
    page.mouse.down()
    last = drawn(page, "list-long").last
    last.scroll_into_view_if_needed()
    box = last.bounding_box()
    x, y = box["x"] + 30, box["y"] + box["height"] + 3
    page.mouse.move(x, y, steps=6)
    line = area(page, "list-long").locator(".drop-indicator")
    for _ in range(50):
        if line.count():
            break
        page.mouse.move(x + 1, y)
        page.mouse.move(x, y)
        page.wait_for_timeout(50)
    expect(line).to_have_count(1)
    page.mouse.move(x + 1, y)
    page.mouse.move(x, y)
    page.mouse.up()
    expect(page.locator("#board")).to_have_attribute("data-version", "2")
    assert ids(long_served, "list-long").index("short-002") == 100
    expect(drawn(page, "list-long").nth(100)).to_have_attribute("data-card-id", "short-002")


def test_undo_and_redo_a_move_into_and_out_of_the_undrawn_part(long_served, long_page):
    page = long_page
    status, _ = api(page, "/api/move", {"cardIDs": ["long-003"], "pointer": {"listID": "list-long", "cardID": "long-250", "fraction": 0}})
    assert status == 200
    expect(card_node(page, "long-003")).to_have_count(0)
    page.locator("#undo").click()
    expect(page.locator("#board")).to_have_attribute("data-version", "3")
    expect(drawn(page, "list-long").nth(2)).to_have_attribute("data-card-id", "long-003")
    assert ids(long_served, "list-long")[2] == "long-003"
    page.locator("#redo").click()
    expect(page.locator("#board")).to_have_attribute("data-version", "4")
    expect(card_node(page, "long-003")).to_have_count(0)
    expect(drawn(page, "list-long")).to_have_count(SCREENFUL - 1)
    assert ids(long_served, "list-long").index("long-003") == 248
    # Out of the undrawn part: a card from far down moved to the top, then undone.
    status, _ = api(page, "/api/move", {"cardIDs": ["long-240"], "pointer": {"listID": "list-long", "cardID": "long-001", "fraction": 0}})
    assert status == 200
    expect(drawn(page, "list-long").first).to_have_attribute("data-card-id", "long-240")
    page.locator("#undo").click()
    expect(page.locator("#board")).to_have_attribute("data-version", "6")
    expect(card_node(page, "long-240")).to_have_count(0)
    expect(drawn(page, "list-long").first).to_have_attribute("data-card-id", "long-001")
    scroll_to_end(page, "list-long", "long-260")
    shown = page.evaluate("() => Array.from(document.querySelectorAll('.list[data-list-id=\"list-long\"] > .cards > .card')).map((c) => c.dataset.cardId)")
    assert shown == ids(long_served, "list-long")


def test_a_long_board_has_no_serious_violation(long_page):
    from test_accessibility import serious
    expect(drawn(long_page, "list-long").first).to_have_attribute("aria-setsize", str(LONG))
    assert serious(long_page) == []
