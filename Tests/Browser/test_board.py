"""What a person does with the served board, in headless Chromium; each test checks the page and the file."""

import http.client
import json
import subprocess

from playwright.sync_api import expect

from conftest import SAMPLE, Served

TODO = "To Do"


def card(page, title):
    return page.locator(".card", has=page.locator(".title", has_text=title))


def list_section(page, list_id):
    return page.locator('.list[data-list-id="%s"]' % list_id)


def saved(page, version):
    """Waits until the page shows board version `version`: a move is drawn before the server answers, and the
    page takes the version the answer (or the live update) names once the change is saved."""
    expect(page.locator("#board")).to_have_attribute("data-version", str(version))


def test_first_response_shows_every_list_and_card(served, page):
    board = served.board()
    for board_list in board["lists"]:
        expect(list_section(page, board_list["id"])).to_have_count(1)
        for board_card in board_list.get("cards", []):
            if not board_card.get("archived"):
                expect(page.locator('[data-card-id="%s"]' % board_card["id"])).to_have_count(1)
    expect(page.locator(".label-red")).to_have_count(1)
    expect(page.locator(".badge.checklist").first).to_be_visible()
    assert served.first_line.startswith("Serving %s at http://127.0.0.1:" % served.board_path)


def test_reorder_within_a_list(served, page):
    first = card(page, "Write the launch announcement")
    card(page, "Choose the sample boards for the docs").drag_to(first, target_position={"x": 40, "y": 3})
    expect(page.locator('.list[data-list-id="list-todo"] .card .title').first).to_have_text(
        "Choose the sample boards for the docs")
    saved(page, 2)
    assert served.titles(TODO) == [
        "Choose the sample boards for the docs", "Write the launch announcement",
        "Fix the label colours in exports"]


def test_move_across_lists(served, page):
    done = list_section(page, "list-done")
    box = done.bounding_box()
    card(page, "Board page layout").drag_to(
        done, target_position={"x": box["width"] / 2, "y": box["height"] - 6})
    expect(done.locator(".card .title").last).to_have_text("Board page layout")
    saved(page, 2)
    assert served.titles("Done")[-1] == "Board page layout"
    assert "Board page layout" not in served.titles("In Progress")


def hover_until(page, x, y, locator):
    """Holds the pointer at (x, y), nudging it by a pixel, until `locator` matches.

    Under Playwright's drag, Chromium hands the page network answers only as input events arrive (a person's
    browser sends dragover events all the time); the nudges stand in for those."""
    for step in range(60):
        page.mouse.move(x + step % 2, y)
        if locator.count() > 0:
            return
        page.wait_for_timeout(50)
    expect(locator).not_to_have_count(0)


def test_the_drop_line_moves_no_card_and_leaves_the_list_its_height(served, page):
    doing = list_section(page, "list-doing")
    later = page.locator('.card[data-card-id="card-020"]')
    height, later_top = doing.bounding_box()["height"], later.bounding_box()["y"]
    card(page, "Trello importer").hover()
    page.mouse.down()
    # Before the first card, between two cards, after the last: the line shows, inside the list, and takes no room.
    first = card(page, "Drop files from the desktop").bounding_box()
    last = later.bounding_box()
    for x, y, where in [(first["x"] + 30, first["y"] + 4, ".drop-indicator:first-child"),
                        (last["x"] + 30, last["y"] + 4, '.drop-indicator + .card[data-card-id="card-020"]'),
                        (last["x"] + 30, last["y"] + last["height"] - 4, '.card[data-card-id="card-020"] + .drop-indicator')]:
        page.mouse.move(x, y, steps=3)
        hover_until(page, x, y, doing.locator(where))
        line = doing.locator(".drop-indicator").bounding_box()
        cards = doing.locator(".cards").bounding_box()
        assert line["height"] == 4 and cards["y"] <= line["y"] <= cards["y"] + cards["height"] - 4, where
        assert doing.bounding_box()["height"] == height, where
        assert later.bounding_box()["y"] == later_top, where
    page.mouse.move(5, 5, steps=3)
    page.mouse.up()


def test_the_page_draws_where_the_server_says_a_drop_lands(served, page):
    before = served.board()
    source = card(page, "Trello importer")
    target = card(page, "Drop files from the desktop")
    source.hover()
    page.mouse.down()
    box = target.bounding_box()
    page.mouse.move(box["x"] + 30, box["y"] + 4, steps=5)
    # The top edge of a card: a line before it.
    hover_until(page, box["x"] + 30, box["y"] + 4, page.locator('.list[data-list-id="list-doing"] .drop-indicator'))
    assert page.locator("#board").get_attribute("data-proposal") == "move insert"
    # Its lower half, middle included: a line after it (Trello's rule: a card over a list is inserted).
    box = target.bounding_box()
    hover_until(page, box["x"] + 30, box["y"] + box["height"] * 0.6,
                page.locator('.list[data-list-id="list-doing"] .drop-indicator + .card[data-card-id="card-020"]'))
    assert page.locator("#board").get_attribute("data-proposal") == "move insert"
    # With Alt held, the card itself is highlighted (the dragged card would join it).
    page.keyboard.down("Alt")
    hover_until(page, box["x"] + 31, box["y"] + box["height"] / 2, page.locator(".card.drop-onto"))
    assert page.locator("#board").get_attribute("data-proposal") == "copy onto"
    page.keyboard.up("Alt")
    # Let go outside any list: nothing happens.
    page.mouse.move(5, 5, steps=3)
    page.mouse.up()
    assert served.board() == before


def test_an_archived_list_is_forbidden(served, page):
    before = served.board()
    source = card(page, "Import from Asana")
    archived = list_section(page, "list-archive")
    source.hover()
    page.mouse.down()
    box = archived.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] - 4, steps=8)
    hover_until(page, box["x"] + box["width"] / 2, box["y"] + box["height"] - 4,
                page.locator('.list.drop-forbidden[data-list-id="list-archive"]'))
    assert "archived" in archived.get_attribute("data-reason")
    page.mouse.up()
    # The drag ends without a drop (the page did not accept it there), and the file is as it was.
    expect(page.locator(".card.dragging")).to_have_count(0)
    expect(page.locator(".drop-forbidden")).to_have_count(0)
    assert served.board() == before


DROP_SCRIPT = """
async ([listId, strings, files]) => {
  const list = document.querySelector(`.list[data-list-id="${listId}"]`);
  const box = list.getBoundingClientRect();
  const transfer = new DataTransfer();
  for (const [type, text] of strings) transfer.setData(type, text);
  for (const [name, type, data] of files) {
    transfer.items.add(new File([typeof data === "string" ? data : new Uint8Array(data)], name, { type }));
  }
  const at = { bubbles: true, cancelable: true, dataTransfer: transfer,
               clientX: box.left + box.width / 2, clientY: box.bottom - 4 };
  list.dispatchEvent(new DragEvent("dragenter", at));
  list.dispatchEvent(new DragEvent("dragover", at));
  await new Promise((resolve) => {
    const check = () => document.getElementById("board").dataset.proposal ? resolve() : setTimeout(check, 20);
    check();
  });
  const proposal = document.getElementById("board").dataset.proposal;
  list.dispatchEvent(new DragEvent("drop", at));
  return proposal;
}
"""


def test_a_link_dropped_from_another_app_becomes_a_card(served, page):
    proposal = page.evaluate(DROP_SCRIPT, [
        "list-ideas",
        [["text/uri-list", "https://example.com/roadmap"], ["text/plain", "https://example.com/roadmap"]],
        []])
    assert proposal == "copy insert"
    # Titled by its host and path, the whole address kept as the card's link.
    expect(card(page, "example.com/roadmap")).to_have_count(1)
    assert served.titles("Ideas")[-1] == "example.com/roadmap"


def test_a_dropped_file_adds_its_cards_and_the_adapters_warnings_are_shown(served, page):
    markdown = ("# Launch week\n\n- [ ] Record the demo\n  - [ ] Write the script\n    - [ ] Pick a voice\n"
                "- [ ] Book the room\n")
    page.evaluate(DROP_SCRIPT, ["list-ideas", [], [["launch-week.md", "text/markdown", markdown]]])
    expect(card(page, "Record the demo")).to_have_count(1)
    titles = served.titles("Ideas")
    assert "Record the demo" in titles and "Book the room" in titles
    # What the Markdown reader could not carry is said, with where.
    expect(page.locator("#notice")).to_contain_text("nested deeper than one level")
    expect(page.locator("#notice")).to_contain_text("line 5")


def test_a_dropped_trello_export_adds_its_cards(served, page):
    from conftest import ROOT
    export = (ROOT / "Samples" / "Payloads" / "trello-simple-project-board.json").read_text(encoding="utf-8")
    before = len(served.titles("Ideas"))
    page.evaluate(DROP_SCRIPT, ["list-ideas", [], [["board.json", "application/json", export]]])
    # The export's 10 cards join the list (its lists are not recreated: a drop on a list adds cards); the
    # page draws the open ones.
    expect(page.locator('.list[data-list-id="list-ideas"] .card')).not_to_have_count(before)
    ideas = [c for l in served.board()["lists"] if l["id"] == "list-ideas" for c in l["cards"]]
    assert len(ideas) == before + 10
    expect(page.locator('.list[data-list-id="list-ideas"] .card')).to_have_count(
        len([c for c in ideas if not c.get("archived")]))


def test_a_card_dragged_out_arrives_whole_in_a_second_tab(served, context, page):
    source = card(page, "Drop files from the desktop")
    source.hover()
    expect(source).to_have_attribute("data-representations", "ready")
    carried = page.evaluate("""() => {
      const card = [...document.querySelectorAll('.card')].find(c => c.textContent.includes('Drop files from the desktop'));
      const transfer = new DataTransfer();
      card.dispatchEvent(new DragEvent('dragstart', { bubbles: true, cancelable: true, dataTransfer: transfer }));
      const carried = transfer.types.map(type => [type, transfer.getData(type)]);
      card.dispatchEvent(new DragEvent('dragend', { bubbles: true, dataTransfer: transfer }));
      return carried;
    }""")
    types = [entry[0] for entry in carried]
    assert types == ["application/vnd.cardport.board+json", "text/html", "text/markdown", "text/uri-list",
                     "text/plain", "downloadurl"]
    assert dict(carried)["text/uri-list"].endswith("/cards/card-018") or "/cards/" in dict(carried)["text/uri-list"]
    assert "Drop files from the desktop" in dict(carried)["text/plain"]

    second = context.new_page()
    second.goto(served.origin + "/")
    second.wait_for_selector("#board")
    proposal = second.evaluate(DROP_SCRIPT, ["list-done", carried, []])
    assert proposal == "copy insert"
    expect(second.locator('.list[data-list-id="list-done"] .card .title').last).to_have_text(
        "Drop files from the desktop")
    done = [c for l in served.board()["lists"] if l["id"] == "list-done" for c in l["cards"]]
    copy = done[-1]
    assert copy["title"] == "Drop files from the desktop"
    assert len(copy["checklists"][0]["items"]) == 4
    assert copy["labels"] and copy["attachments"]
    # The original stays where it was: a drop from another tab copies.
    assert "Drop files from the desktop" in served.titles("In Progress")


def test_undo_and_redo(served, page):
    original = served.titles(TODO)
    first = card(page, "Write the launch announcement")
    card(page, "Fix the label colours in exports").drag_to(first, target_position={"x": 40, "y": 3})
    expect(page.locator('.list[data-list-id="list-todo"] .card .title').first).to_have_text(
        "Fix the label colours in exports")
    saved(page, 2)
    moved = served.titles(TODO)
    assert moved != original
    expect(page.locator("#undo")).to_be_enabled()
    page.locator("#undo").click()
    expect(page.locator('.list[data-list-id="list-todo"] .card .title').first).to_have_text(
        "Write the launch announcement")
    assert served.titles(TODO) == original
    page.locator("body").press("Control+Shift+Z")
    expect(page.locator('.list[data-list-id="list-todo"] .card .title').first).to_have_text(
        "Fix the label colours in exports")
    assert served.titles(TODO) == moved
    page.locator("body").press("Control+Z")
    expect(page.locator('.list[data-list-id="list-todo"] .card .title').first).to_have_text(
        "Write the launch announcement")


def cli_drop(served, tmp_path, list_name, text):
    item = tmp_path / "item.txt"
    item.write_text(text, encoding="utf-8")
    subprocess.run(
        [served.binary, "drop", str(served.board_path), "--list", list_name, "--item", ".txt=%s" % item],
        check=True, capture_output=True)


def test_a_change_made_by_the_cli_appears_live(served, page, tmp_path):
    cli_drop(served, tmp_path, "Ideas", "Added from the command line\n")
    expect(card(page, "Added from the command line")).to_have_count(1)


def test_a_stale_edit_is_refused_and_nothing_is_overwritten(served, context, tmp_path):
    stale = context.new_page()
    stale.route("**/api/events", lambda route: route.abort())  # this page hears of no change
    stale.goto(served.url)
    stale.wait_for_selector("#board")
    cli_drop(served, tmp_path, "Ideas", "Made while the page was not looking\n")
    card(stale, "Trello importer").drag_to(list_section(stale, "list-ideas"))
    expect(stale.locator("#notice")).to_contain_text("reloaded")
    expect(card(stale, "Made while the page was not looking")).to_have_count(1)
    assert "Made while the page was not looking" in served.titles("Ideas")
    assert "Trello importer" in served.titles("Done")


def request(served, path, headers, method="GET", body=None):
    connection = http.client.HTTPConnection("127.0.0.1", served.port, timeout=10)
    connection.request(method, path, body=body, headers=headers)
    response = connection.getresponse()
    response.read()
    connection.close()
    return response


def test_token_cookie_and_host_checks(served):
    host = "127.0.0.1:%d" % served.port
    assert request(served, "/", {"Host": host}).status == 401
    assert request(served, "/?token=" + "0" * 32, {"Host": host}).status == 403
    first = request(served, "/?token=" + served.token, {"Host": host})
    assert first.status == 303
    cookie = first.getheader("Set-Cookie")
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie
    session = cookie.split(";", 1)[0]
    assert request(served, "/", {"Host": host, "Cookie": session}).status == 200
    # DNS rebinding: another name pointing at this port is refused, even with the token.
    assert request(served, "/", {"Host": "attacker.example:%d" % served.port, "Cookie": session}).status == 403
    move = json.dumps({"version": 1, "cardIDs": ["card-001"], "pointer": {"listID": "list-done"}})
    refused = request(served, "/api/move", {"Host": host, "Cookie": session, "Origin": "http://attacker.example",
                                           "Content-Type": "application/json"}, "POST", move)
    assert refused.status == 403
    assert "Dark mode for the board page" in served.titles("Ideas")


def test_ctrl_c_stops_cleanly_with_every_change_saved(served, page):
    first = card(page, "Write the launch announcement")
    card(page, "Choose the sample boards for the docs").drag_to(first, target_position={"x": 40, "y": 3})
    expect(page.locator('.list[data-list-id="list-todo"] .card .title').first).to_have_text(
        "Choose the sample boards for the docs")
    saved(page, 2)
    # The page stays open: its event stream must not hold the server up.
    assert served.stop() == 0
    assert served.titles(TODO)[0] == "Choose the sample boards for the docs"


def test_cards_whose_ids_need_encoding_open_in_the_page(binary, context, tmp_path):
    """Ids with a space, é, / and " (any string a board file may hold) open their detail like any other."""
    board = json.loads(SAMPLE.read_text(encoding="utf-8"))
    first = board["lists"][0]["cards"][0]
    first["id"] = 'with space/é"100%'
    board_path = tmp_path / "odd-ids.json"
    board_path.write_text(json.dumps(board), encoding="utf-8")
    server = Served(binary, board_path)
    try:
        page = context.new_page()
        page.goto(server.url)
        page.locator('.card[data-card-id="with space/é\\"100%"]').click()
        expect(page.locator("#card-dialog .title-form input")).to_have_value(first["title"])
    finally:
        server.stop()
