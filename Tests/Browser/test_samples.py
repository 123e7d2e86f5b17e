"""The four sample apps served (`cardport serve --sample NAME`), one test per rule of the tutorials' table
(Samples/SampleScenarios and Tests/BoardDropsTests/SeedAppRulesTests.swift hold the same rules, headless).
Every proposal, highlight and look the page shows here is the sample's Swift delegate answering the page."""

import re

import pytest
from playwright.sync_api import expect

# The machine running these may be busy: answers can take longer than expect's default 5 s.
expect.set_options(timeout=15000)

from conftest import Served
from test_board import card, hover_until

# The samples' boards number their ids in order: list-1, card-2, ... (Samples/SampleScenarios/SampleBoard.swift).
TRELLO_TODO, TRELLO_DOING, TRELLO_DONE = "list-1", "list-6", "list-10"
TABLE = "list-1"
ENGINEERING, DESIGN, OPERATIONS = "list-1", "list-5", "list-8"
DESTINATION, SOURCE = "list-1", "list-2"
PNG = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + list(b"IHDR")


@pytest.fixture
def sample(binary, context, tmp_path):
    """Serves a sample on a fresh board file and opens it: `served, page = sample("sections")`."""
    started = []

    def open_sample(name):
        served = Served(binary, tmp_path / ("%s.json" % name), sample=name)
        started.append(served)
        page = context.new_page()
        page.goto(served.url)
        page.wait_for_selector("#board[data-layout]")
        return served, page

    yield open_sample
    for served in started:
        served.stop()


def titles(served, list_id):
    return [c["title"] for l in served.board()["lists"] if l["id"] == list_id for c in l.get("cards", [])]


def row(page, card_id):
    return page.locator('.card[data-card-id="%s"]' % card_id)


def board_state(page):
    board = page.locator("#board")
    return board.get_attribute("data-proposal"), board.get_attribute("data-highlight")


def lift(page, source):
    """Presses on a card and starts dragging it (the page learns how the card looks when lifted first)."""
    source.hover()
    expect(source).to_have_attribute("data-representations", "ready")
    expect(source).to_have_attribute("data-lifted", "ready")
    page.mouse.down()
    box = source.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2 + 8, box["y"] + box["height"] / 2 + 8, steps=3)


POINTER = {}  # id(page) -> where the held pointer was last moved


def release(page):
    """Lets go of a drag, then moves the pointer a little: Chromium under Playwright ends an HTML5 drag (drop,
    dragend) and hands the page its answers only as input events arrive, which a person's pointer always sends."""
    x, y = POINTER.get(id(page), (5, 5))
    page.mouse.up()
    for step in range(4):
        page.mouse.move(x + step % 2, y)
        page.wait_for_timeout(25)


def hover_over(page, target, fraction, locator):
    """Moves a drag held by the mouse over `target`, `fraction` of the way down it, until `locator` shows."""
    box = target.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] * fraction
    page.mouse.move(x, y, steps=5)
    hover_until(page, x, y, locator)
    POINTER[id(page)] = (x, y)


# A drag from another application, played with a synthetic DataTransfer on the element `selector` (at `fraction`
# of its height): answers the proposal the page drew, and drops if asked.
OUTSIDE_DRAG = """
async ([selector, fraction, strings, files, drop]) => {
  const target = document.querySelector(selector);
  const box = target.getBoundingClientRect();
  const transfer = new DataTransfer();
  for (const [type, text] of strings) transfer.setData(type, text);
  for (const [name, type, bytes] of files) transfer.items.add(new File([new Uint8Array(bytes)], name, { type }));
  const at = { bubbles: true, cancelable: true, dataTransfer: transfer,
               clientX: box.left + box.width / 2, clientY: box.top + box.height * fraction };
  const board = document.getElementById("board");
  target.dispatchEvent(new DragEvent("dragenter", at));
  target.dispatchEvent(new DragEvent("dragover", at));
  await new Promise((resolve) => {
    const check = () => board.dataset.proposal ? resolve() : setTimeout(check, 20);
    check();
  });
  const answer = [board.dataset.proposal, board.dataset.highlight];
  if (drop) target.dispatchEvent(new DragEvent("drop", at));
  else target.dispatchEvent(new DragEvent("dragleave", { bubbles: true, relatedTarget: null }));
  return answer;
}
"""


def outside(page, selector, fraction=0.5, strings=(), files=(), drop=True):
    return page.evaluate(OUTSIDE_DRAG, [selector, fraction, list(strings), list(files), drop])


# MARK: - 000/001 Trello-like board


def test_trello_a_list_and_an_item_can_be_added(sample):
    served, page = sample("trello")
    page.locator("form.add-list input").fill("Review")
    page.locator("form.add-list button").click()
    review = page.locator(".list", has=page.locator("h2", has_text="Review"))
    expect(review).to_have_count(1)
    review.locator("form.add-item input").fill("Code Review")
    review.locator("form.add-item input").press("Enter")
    expect(review.locator(".card .title")).to_have_text(["Code Review"])
    assert served.board()["lists"][-1]["name"] == "Review"
    assert [c["title"] for c in served.board()["lists"][-1]["cards"]] == ["Code Review"]


def test_trello_what_is_being_typed_survives_a_change_made_elsewhere(sample, context):
    served, page = sample("trello")
    todo = page.locator('.list[data-list-id="%s"] form.add-item input' % TRELLO_TODO)
    todo.click()
    page.keyboard.type("Half a tit")
    # Someone else, on another page of the same board, adds a list: this page redraws live.
    other = context.new_page()
    other.goto(served.url)
    other.wait_for_selector("#board[data-layout]")
    other.locator("form.add-list input").fill("Elsewhere")
    other.locator("form.add-list input").press("Enter")
    expect(page.locator(".list h2", has_text="Elsewhere")).to_have_count(1)
    expect(todo).to_have_value("Half a tit")
    expect(todo).to_be_focused()
    page.keyboard.type("le")
    page.keyboard.press("Enter")
    expect(page.locator('.list[data-list-id="%s"] .card .title' % TRELLO_TODO).last).to_have_text("Half a title")
    expect(todo).to_have_value("")
    assert titles(served, TRELLO_TODO)[-1] == "Half a title"


def test_trello_reorder_within_a_list_proposes_move_insert_at_index_path(sample):
    served, page = sample("trello")
    lift(page, row(page, "card-2"))
    # Even over the middle of a row the tutorial inserts (never "onto"): a gap beside it.
    hover_over(page, row(page, "card-3"), 0.5, page.locator('.list[data-list-id="%s"] .drop-indicator' % TRELLO_TODO))
    assert board_state(page) == ("move insert", "gap")
    expect(page.locator(".card.drop-onto")).to_have_count(0)
    hover_over(page, row(page, "card-4"), 0.1, page.locator('.drop-indicator + .card[data-card-id="card-4"]'))
    release(page)
    expect(page.locator('.list[data-list-id="%s"] .card .title' % TRELLO_TODO)).to_have_text(
        ["Schema Design", "Storage Management", "Database Migration", "Model Abstraction"])
    assert titles(served, TRELLO_TODO) == ["Schema Design", "Storage Management", "Database Migration", "Model Abstraction"]


def test_trello_a_move_across_lists_removes_the_item_from_its_source(sample):
    served, page = sample("trello")
    source = row(page, "card-8")
    source.hover()
    expect(source).to_have_attribute("data-lifted", "ready")
    version = page.locator("#board").get_attribute("data-version")
    source.drag_to(row(page, "card-11"), target_position={"x": 40, "y": 3})
    expect(page.locator('.list[data-list-id="%s"] .card .title' % TRELLO_DONE).first).to_have_text("Analytics")
    # The move is drawn before the server answers: the file is read once the page shows the saved version.
    expect(page.locator("#board")).not_to_have_attribute("data-version", version)
    assert titles(served, TRELLO_DOING) == ["Push Notification", "Machine Learning"]
    assert titles(served, TRELLO_DONE) == ["Analytics", "System Architecture", "Alert & Debugging"]


def test_trello_text_dropped_from_another_app_is_inserted_as_an_item(sample):
    served, page = sample("trello")
    answer = outside(page, '.card[data-card-id="card-9"]', 0.2, strings=[["text/plain", "Performance Tuning"]])
    assert answer == ["copy insert", "gap"]
    expect(page.locator('.list[data-list-id="%s"] .card .title' % TRELLO_DOING)).to_have_text(
        ["Push Notification", "Analytics", "Performance Tuning", "Machine Learning"])
    assert titles(served, TRELLO_DOING) == ["Push Notification", "Analytics", "Performance Tuning", "Machine Learning"]


# MARK: - 002 table and image well


def test_table_can_handle_only_a_drag_that_can_load_strings(sample):
    served, page = sample("table")
    before = served.board()
    image = outside(page, '.card[data-card-id="card-3"]', 0.1, files=[["photo.png", "image/png", PNG]], drop=False)
    assert image == ["cancel none", "none"]
    text = outside(page, '.card[data-card-id="card-4"]', 0.1, strings=[["text/plain", "2024-03-01 12:00:00"]], drop=False)
    assert text == ["copy insert", "gap"]
    assert served.board() == before


def test_table_within_the_app_one_row_moves(sample):
    served, page = sample("table")
    lift(page, row(page, "card-6"))
    hover_over(page, row(page, "card-2"), 0.1, page.locator('.drop-indicator + .card[data-card-id="card-2"]'))
    assert board_state(page) == ("move insert", "gap")
    release(page)
    expect(page.locator(".card .title").first).to_have_text("2024-03-01 10:00:00")
    assert titles(served, TABLE)[0] == "2024-03-01 10:00:00" and len(titles(served, TABLE)) == 5


def test_table_within_the_app_several_rows_cancel(sample):
    served, page = sample("table")
    before = titles(served, TABLE)
    row(page, "card-4").click(modifiers=["Control"])
    row(page, "card-5").click(modifiers=["Control"])
    expect(page.locator(".card.selected")).to_have_count(2)
    lift(page, row(page, "card-5"))
    hover_over(page, row(page, "card-2"), 0.1, page.locator('#board[data-proposal="cancel none"]'))
    expect(page.locator(".drop-indicator, .drop-onto")).to_have_count(0)
    release(page)
    expect(page.locator(".card.dragging")).to_have_count(0)
    assert titles(served, TABLE) == before


def test_table_a_drop_from_another_app_copies_at_the_index_path(sample):
    served, page = sample("table")
    answer = outside(page, '.card[data-card-id="card-3"]', 0.1, strings=[["text/plain", "2024-03-01 12:30:00"]])
    assert answer == ["copy insert", "gap"]
    expect(page.locator(".card .title").nth(1)).to_have_text("2024-03-01 12:30:00")
    assert titles(served, TABLE)[1] == "2024-03-01 12:30:00" and len(titles(served, TABLE)) == 6


def test_table_a_slow_transfer_shows_a_placeholder_with_its_progress(sample):
    served, page = sample("table")
    held = []
    page.route("**/api/drop", lambda route: held.append(route))  # the transfer is under way until let go
    outside(page, '.card[data-card-id="card-2"]', 0.1, files=[["later.txt", "text/plain", list(b"2024-03-01 14:00:00\n")]])
    placeholder = page.locator('.list[data-list-id="%s"] .placeholder' % TABLE)
    expect(placeholder).to_have_count(1)
    expect(placeholder.locator(".title")).to_have_text("Loading…")
    expect(placeholder.locator(".fraction")).to_have_text(re.compile(r"^\d+%$"))
    # Where the drop lands: before the first row.
    assert page.locator(".cards > li").first.get_attribute("class") == "placeholder"
    while not held:
        page.wait_for_timeout(20)
    held[0].continue_()
    expect(placeholder).to_have_count(0)
    expect(page.locator(".card .title").first).to_have_text("2024-03-01 14:00:00")
    assert titles(served, TABLE)[0] == "2024-03-01 14:00:00"


def test_table_image_well_a_drop_interaction_loads_the_dropped_image(sample):
    served, page = sample("table")
    before = served.board()
    answer = outside(page, '.plain-view[data-view-id="image-well"]', files=[["photo.png", "image/png", PNG]])
    assert answer == ["copy none", "view"]
    shown = page.locator('.plain-view[data-view-id="image-well"] img.shown')
    expect(shown).to_have_count(1)
    assert shown.get_attribute("src").startswith("data:image/png;base64,iVBORw0KGgo")
    assert served.board() == before


def test_table_the_templates_add_button_inserts_a_timestamp_at_the_top(sample):
    served, page = sample("table")
    add = page.locator('.list[data-list-id="%s"] button.add-row' % TABLE)
    expect(add).to_have_count(1)
    expect(add).to_have_accessible_name("Add a row")
    add.click()
    expect(page.locator(".card")).to_have_count(6)
    first = titles(served, TABLE)[0]
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", first), first
    assert first > "2024-03-01 10:00:00"
    expect(page.locator(".card .title").first).to_have_text(first)
    assert titles(served, TABLE)[1:] == [
        "2024-03-01 09:00:00", "2024-03-01 09:15:00", "2024-03-01 09:30:00", "2024-03-01 09:45:00", "2024-03-01 10:00:00"]


# MARK: - 003 "Get me seven": sectioned table


def test_sections_within_a_section_a_drop_between_rows_sorts(sample):
    served, page = sample("sections")
    lift(page, row(page, "card-4"))
    hover_over(page, row(page, "card-2"), 0.1, page.locator('.drop-indicator + .card[data-card-id="card-2"]'))
    assert board_state(page) == ("move insert", "gap")
    release(page)
    expect(page.locator('.list[data-list-id="%s"] .card .title' % ENGINEERING)).to_have_text(["Web", "Platform", "Mobile"])
    assert titles(served, ENGINEERING) == ["Web", "Platform", "Mobile"]


def test_sections_between_rows_the_row_where_the_item_will_fall_gets_a_row_sized_backdrop(sample):
    served, page = sample("sections")
    lift(page, row(page, "card-4"))
    target = row(page, "card-2")
    hover_over(page, target, 0.1, page.locator('.card.drop-backdrop[data-card-id="card-2"]'))
    assert board_state(page) == ("move insert", "gap")
    expect(page.locator(".card.drop-backdrop")).to_have_count(1)
    # The backdrop is the row itself, tinted: its size is the row's, its colour not a row's usual white.
    backdrop = page.locator(".card.drop-backdrop")
    assert backdrop.evaluate("node => getComputedStyle(node).backgroundColor") != row(page, "card-3").evaluate(
        "node => getComputedStyle(node).backgroundColor")
    box, other = backdrop.bounding_box(), row(page, "card-3").bounding_box()
    assert abs(box["width"] - other["width"]) < 1 and abs(box["height"] - other["height"]) < 1
    release(page)
    expect(page.locator(".card.drop-backdrop")).to_have_count(0)


def test_sections_within_a_section_a_drop_onto_a_row_interacts_with_it(sample):
    served, page = sample("sections")
    lift(page, row(page, "card-3"))
    hover_over(page, row(page, "card-2"), 0.5, page.locator('.card.drop-onto[data-card-id="card-2"]'))
    assert board_state(page) == ("move onto", "row")
    release(page)
    expect(page.locator('.card[data-card-id="card-2"] .badge.checklist')).to_have_count(1)
    platform = served.board()["lists"][0]["cards"][0]
    assert [item["text"] for c in platform["checklists"] for item in c["items"]] == ["Mobile"]
    # The team went back to its own row.
    assert titles(served, ENGINEERING) == ["Platform", "Mobile", "Web"]


def test_sections_across_sections_a_drop_highlights_and_interacts_with_the_row(sample):
    served, page = sample("sections")
    lift(page, row(page, "card-6"))
    # The top edge of Mobile, which within its own section would be a gap: across sections, the row.
    hover_over(page, row(page, "card-3"), 0.1, page.locator('.card.drop-onto[data-card-id="card-3"]'))
    assert board_state(page) == ("move onto", "row")
    expect(page.locator(".drop-indicator")).to_have_count(0)
    release(page)
    expect(page.locator('.card[data-card-id="card-3"] .badge.checklist')).to_have_count(1)
    mobile = served.board()["lists"][0]["cards"][1]
    assert [item["text"] for c in mobile["checklists"] for item in c["items"]] == ["Brand"]
    assert titles(served, DESIGN) == ["Brand", "Product Design"]


def test_sections_no_destination_row_is_forbidden(sample):
    served, page = sample("sections")
    before = served.board()
    lift(page, row(page, "card-9"))
    # Below the section's last row: its footer, where there is no row.
    design = page.locator('.list[data-list-id="%s"]' % DESIGN)
    height = design.bounding_box()["height"]
    hover_over(page, design, 1 - 6 / height, page.locator('.list.drop-forbidden[data-list-id="%s"]' % DESIGN))
    assert board_state(page) == ("forbidden none", "none")
    release(page)
    expect(page.locator(".card.dragging")).to_have_count(0)
    assert served.board() == before


def test_sections_no_source_index_path_is_forbidden(sample):
    served, page = sample("sections")
    before = served.board()
    answer = outside(page, '.card[data-card-id="card-2"]', 0.5, strings=[["text/plain", "Legal"]])
    assert answer == ["forbidden none", "none"]
    assert served.board() == before


def test_sections_the_drag_preview_is_the_row_inset_with_rounded_corners(sample):
    served, page = sample("sections")
    lift(page, row(page, "card-2"))
    expect(page.locator("#board")).to_have_attribute("data-preview", "rounded 310x34 r12")
    release(page)


# MARK: - 004 two collections


def test_collections_the_source_card_is_hidden_during_the_drag(sample):
    served, page = sample("collections")
    lift(page, row(page, "card-6"))
    destination = page.locator('.list[data-list-id="%s"]' % DESTINATION)
    hover_over(page, destination, 0.7, page.locator('.list.drop-target[data-list-id="%s"]' % DESTINATION))
    expect(row(page, "card-6")).to_have_class(re.compile(r"\bsource-hidden\b"))
    assert row(page, "card-6").evaluate("node => getComputedStyle(node).visibility") == "hidden"
    release(page)


def test_collections_a_drop_on_the_source_is_invalid_the_dragged_card_fades_over_it_and_returns(sample):
    served, page = sample("collections")
    before = served.board()
    lift(page, row(page, "card-6"))
    ghost = page.locator(".drag-ghost")
    destination = page.locator('.list[data-list-id="%s"]' % DESTINATION)
    hover_over(page, destination, 0.5, page.locator('.list.drop-target[data-list-id="%s"]' % DESTINATION))
    # The page draws the dragged card (a browser's drag image cannot fade): at full strength over the destination,
    expect(ghost).to_have_count(1)
    expect(ghost).to_have_text("3")
    assert ghost.evaluate("node => getComputedStyle(node).opacity") == "1"
    # faded while it is over its source, where a drop is refused.
    hover_over(page, row(page, "card-4"), 0.5, page.locator('.list.drop-forbidden[data-list-id="%s"]' % SOURCE))
    assert board_state(page) == ("forbidden none", "none")
    expect(ghost).to_have_class(re.compile(r"\bfaded\b"))
    assert ghost.evaluate("node => getComputedStyle(node).opacity") == "0.2"
    release(page)
    # Released there, the card is simply back in its place: no fading after the release.
    expect(ghost).to_have_count(0)
    expect(row(page, "card-6")).not_to_have_class(re.compile(r"source-"))
    page.wait_for_timeout(200)
    expect(row(page, "card-6")).not_to_have_class(re.compile(r"source-faded"))
    assert served.board() == before


def test_collections_a_card_dropped_on_the_destination_is_appended(sample):
    served, page = sample("collections")
    destination = page.locator('.list[data-list-id="%s"]' % DESTINATION)
    lift(page, row(page, "card-6"))
    hover_over(page, destination, 0.5, page.locator('.list.drop-target[data-list-id="%s"]' % DESTINATION))
    release(page)
    expect(destination.locator(".card .title")).to_have_text(["3"])
    # Over the top edge of the card already there, which in a table would insert before it: appended after it.
    lift(page, row(page, "card-10"))
    hover_over(page, row(page, "card-6"), 0.1, page.locator('.list.drop-target[data-list-id="%s"]' % DESTINATION))
    assert board_state(page) == ("move insert", "end")
    release(page)
    expect(destination.locator(".card .title")).to_have_text(["3", "7"])
    assert titles(served, DESTINATION) == ["3", "7"]


def test_collections_a_drop_outside_both_collections_is_valid(sample):
    served, page = sample("collections")
    lift(page, row(page, "card-6"))
    source = page.locator('.list[data-list-id="%s"]' % SOURCE).bounding_box()
    x, y = source["x"] + source["width"] + 120, source["y"] + source["height"] / 2
    page.mouse.move(x, y, steps=5)
    hover_until(page, x, y, page.locator('#board[data-proposal="move insert"]'))
    POINTER[id(page)] = (x, y)
    release(page)
    expect(page.locator('.list[data-list-id="%s"] .card .title' % DESTINATION)).to_have_text(["3"])
    assert titles(served, DESTINATION) == ["3"]
    assert titles(served, SOURCE) == ["0", "1", "2", "4", "5", "6", "7", "8", "9"]


def test_collections_look_as_the_tutorial_draws_them(sample):
    served, page = sample("collections")
    destination = page.locator('.list[data-list-id="%s"] .cards' % DESTINATION).bounding_box()
    source = page.locator('.list[data-list-id="%s"] .cards' % SOURCE).bounding_box()
    assert destination["height"] > source["height"]
    assert destination["y"] < source["y"]
    cell = row(page, "card-3")
    box = cell.bounding_box()
    assert (round(box["width"]), round(box["height"])) == (100, 120)
    style = cell.evaluate("node => { const s = getComputedStyle(node); return [s.backgroundColor, s.fontSize, s.fontWeight]; }")
    assert style[0] == "rgb(255, 255, 255)"
    assert float(style[1].rstrip("px")) >= 40 and int(style[2]) >= 700


def test_collections_a_valid_drop_removes_the_card_from_the_source_and_adds_it_to_the_destination(sample):
    served, page = sample("collections")
    lift(page, row(page, "card-6"))
    destination = page.locator('.list[data-list-id="%s"]' % DESTINATION)
    hover_over(page, destination, 0.7, page.locator('.list.drop-target[data-list-id="%s"]' % DESTINATION))
    assert board_state(page) == ("move insert", "end")
    release(page)
    expect(destination.locator(".card .title")).to_have_text(["3"])
    expect(page.locator('.list[data-list-id="%s"] .card' % SOURCE)).to_have_count(9)
    assert titles(served, DESTINATION) == ["3"]
    assert titles(served, SOURCE) == ["0", "1", "2", "4", "5", "6", "7", "8", "9"]
