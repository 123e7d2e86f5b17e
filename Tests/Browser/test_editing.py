"""Editing the board on the page, every edit through the board session: the card dialog, lists, the board's name,
the filter; people by name; what is typed survives a redraw and a refused edit."""

import json
import shutil

import pytest
from playwright.sync_api import expect

from conftest import SAMPLE, Served
from test_board import card, cli_drop, list_section


@pytest.fixture
def people_served(binary, tmp_path):
    """The sample board with a directory of people: a member and a comment author named by id."""
    board = json.loads(SAMPLE.read_text(encoding="utf-8"))
    board["version"] = 2
    board["people"] = [{"id": "person-sam", "name": "Sam Okafor", "username": "sam"},
                       {"id": "person-ada", "name": "Ada Lovelace", "username": "ada"}]
    first = board["lists"][1]["cards"][0]
    first["members"] = ["person-sam"]
    first["comments"] = [{"id": "comment-1", "author": "person-ada", "date": "2026-11-02T08:30:00.000Z",
                          "text": "Looks good."}]
    path = tmp_path / "people.json"
    path.write_text(json.dumps(board), encoding="utf-8")
    server = Served(binary, path)
    yield server
    server.stop()


def open_dialog(page, title):
    card(page, title).click()
    dialog = page.locator("#card-dialog")
    expect(dialog.locator(".detail.editing")).to_be_visible()
    return dialog


def saved(page, check):
    """Waits (polling, as the page's answer arrives) until `check()` holds for the file on disk."""
    for _ in range(100):
        if check():
            return
        page.wait_for_timeout(50)
    assert check()


def card_on_disk(served, card_id):
    return next(c for board_list in served.board()["lists"] for c in board_list.get("cards", []) if c["id"] == card_id)


def test_people_appear_by_name_on_the_board_and_in_the_dialog(people_served, context):
    page = context.new_page()
    page.goto(people_served.url)
    member = page.locator('.card[data-card-id="card-004"] .member')
    expect(member).to_have_attribute("title", "Sam Okafor")
    expect(member).to_have_text("SO")
    dialog = open_dialog(page, "Write the launch announcement")
    expect(dialog.locator(".comment .meta strong")).to_have_text("Ada Lovelace")
    expect(dialog.locator(".member-picker label", has_text="Sam Okafor").locator("input")).to_be_checked()
    # A comment is added by a person of the board, chosen by name.
    dialog.locator(".comment-form textarea").fill("Shipping Friday.")
    dialog.locator(".comment-form select").select_option(label="Sam Okafor")
    dialog.locator(".comment-form button").click()
    expect(dialog.locator(".comment", has_text="Shipping Friday.").locator("strong")).to_have_text("Sam Okafor")
    comments = card_on_disk(people_served, "card-004")["comments"]
    assert [(c["author"], c["text"]) for c in comments][-1] == ("person-sam", "Shipping Friday.")


def test_the_card_dialog_edits_title_description_labels_dates_and_done(served, page):
    dialog = open_dialog(page, "Write the launch announcement")
    title = dialog.locator(".title-form input")
    title.fill("Write the launch post")
    title.press("Enter")
    expect(card(page, "Write the launch post")).to_have_count(1)
    saved(page, lambda: card_on_disk(served, "card-004")["title"] == "Write the launch post")
    # The description is Markdown, previewed before it is saved.
    notes = dialog.locator("form.description textarea")
    notes.fill("**Short**, with a [guide](https://example.com/install).")
    dialog.locator("button.preview-button").click()
    expect(dialog.locator(".markdown-preview strong")).to_have_text("Short")
    expect(dialog.locator(".markdown-preview a")).to_have_attribute("href", "https://example.com/install")
    dialog.locator("form.description button[type=submit]").click()
    expect(dialog.locator("form.description textarea")).to_have_value(
        "**Short**, with a [guide](https://example.com/install).")
    saved(page, lambda: card_on_disk(served, "card-004")["notes"]
          == "**Short**, with a [guide](https://example.com/install).")
    # Labels: Bug on, Docs off.
    dialog.locator(".label-picker label", has_text="Bug").locator("input").check()
    expect(dialog.locator(".label-picker label", has_text="Bug").locator("input")).to_be_checked()
    dialog.locator(".label-picker label", has_text="Docs").locator("input").uncheck()
    expect(dialog.locator(".label-picker label", has_text="Docs").locator("input")).not_to_be_checked()
    saved(page, lambda: card_on_disk(served, "card-004")["labels"] == ["label-urgent", "label-bug"])
    # Dates and done.
    due = dialog.locator("form.edit[data-key=setDue] input")
    due.fill("2026-12-24")
    dialog.locator("form.edit[data-key=setDue] button").click()
    expect(dialog.locator("form.edit[data-key=setDue] input")).to_have_value("2026-12-24")
    saved(page, lambda: card_on_disk(served, "card-004")["due"].startswith("2026-12-24"))
    dialog.locator(".done-box input").check()
    expect(dialog.locator(".done-box input")).to_be_checked()
    saved(page, lambda: card_on_disk(served, "card-004").get("done") is True)
    # Each edit is one step Undo takes back.
    expect(page.locator("#undo")).to_contain_text("Undo")


def test_checklists_are_ticked_added_renamed_reordered_and_removed(served, page):
    dialog = open_dialog(page, "Write the launch announcement")
    item = dialog.locator('li[data-item-id="item-007"]')
    item.locator('input[type=checkbox]').check()
    expect(dialog.locator('li[data-item-id="item-007"]')).to_have_class("done")
    dialog.locator("form.add-item input").fill("Tweet it")
    dialog.locator("form.add-item input").press("Enter")
    expect(dialog.locator(".checklist li")).to_have_count(4)
    expect(dialog.locator("form.add-item input")).to_have_value("")
    rename = dialog.locator('li[data-item-id="item-008"] form input')
    rename.fill("Publish on the blog")
    rename.press("Enter")
    expect(dialog.locator('li[data-item-id="item-008"] form input')).to_have_value("Publish on the blog")
    dialog.locator('li[data-item-id="item-008"] button[aria-label="Move up"]').click()
    expect(dialog.locator(".checklist li").nth(1)).to_have_attribute("data-item-id", "item-008")
    dialog.locator('li[data-item-id="item-006"] button[aria-label="Remove item"]').click()
    expect(dialog.locator('li[data-item-id="item-006"]')).to_have_count(0)
    items = card_on_disk(served, "card-004")["checklists"][0]["items"]
    assert [(i["text"], i.get("done", False)) for i in items] == [
        ("Publish on the blog", False), ("Review with the team", True), ("Tweet it", False)]
    dialog.locator("input[aria-label='New checklist']").fill("Follow-up")
    dialog.locator("input[aria-label='New checklist']").press("Enter")
    expect(dialog.locator(".checklist-editor")).to_have_count(2)
    assert [c["name"] for c in card_on_disk(served, "card-004")["checklists"]] == ["Announcement", "Follow-up"]


def test_links_archive_restore_and_delete(served, page):
    dialog = open_dialog(page, "Import from Asana")
    dialog.locator("input[aria-label=Link]").fill("https://asana.com/developers")
    dialog.locator("input[aria-label='Link title']").fill("Asana API")
    dialog.locator("input[aria-label='Link title']").press("Enter")
    expect(dialog.locator(".attachments a", has_text="Asana API")).to_have_count(1)
    dialog.get_by_role("button", name="Archive").click()
    expect(page.locator('.board .card[data-card-id="card-002"]')).to_have_count(0)
    expect(dialog.locator(".detail .tag")).to_have_text("Archived")
    assert card_on_disk(served, "card-002")["archived"] is True
    dialog.get_by_role("button", name="Restore").click()
    expect(page.locator('.board .card[data-card-id="card-002"]')).to_have_count(1)
    page.once("dialog", lambda confirm: confirm.accept())
    dialog.get_by_role("button", name="Delete").click()
    expect(page.locator('.board .card[data-card-id="card-002"]')).to_have_count(0)
    expect(page.locator("#card-dialog")).not_to_be_visible()
    assert "Import from Asana" not in served.titles("Ideas")


def test_merge_into_is_the_explicit_way_to_merge(served, page):
    dialog = open_dialog(page, "Board page layout")
    dialog.locator("form.merge select").select_option(label="Atomic saves")
    dialog.locator("form.merge button").click()
    page.wait_for_function("() => document.getElementById('undo') && !document.getElementById('undo').disabled")
    assert served.titles("In Progress") == ["Drop files from the desktop", "Board page layout"]
    assert "Board page layout" in json.dumps(card_on_disk(served, "card-025"))


def test_lists_are_added_renamed_archived_limited_and_reordered(served, page):
    page.locator("form.add-list input").fill("Later")
    page.locator("form.add-list input").press("Enter")
    expect(page.locator(".list-name input").last).to_have_value("Later")
    name = list_section(page, "list-ideas").locator(".list-name input")
    name.fill("Someday")
    name.press("Enter")
    expect(list_section(page, "list-ideas").locator(".list-name input")).to_have_value("Someday")
    saved(page, lambda: served.board()["lists"][0]["name"] == "Someday")
    menu = list_section(page, "list-todo").locator(".list-menu")
    menu.locator("summary").click()
    menu.locator("input[name=limit]").fill("3")
    menu.locator("input[name=limit]").press("Enter")
    expect(list_section(page, "list-todo").locator(".count")).to_have_text("3/3")
    assert served.board()["lists"][1]["cardLimit"] == 3
    # A list at its limit refuses one more card, with the board's reason.
    page.locator('form.add-item[data-list-id="list-todo"] input').fill("One too many")
    page.locator('form.add-item[data-list-id="list-todo"] input').press("Enter")
    expect(page.locator("#notice")).to_contain_text("To Do")
    expect(page.locator('form.add-item[data-list-id="list-todo"] input')).to_have_value("One too many")
    list_section(page, "list-done").locator(".list-menu summary").click()
    list_section(page, "list-done").get_by_role("button", name="Archive list").click()
    expect(list_section(page, "list-done")).to_have_class("list archived")
    assert served.board()["lists"][3]["archived"] is True
    # Reorder by dragging the handle: Done goes before To Do.
    handle = list_section(page, "list-done").locator(".list-handle")
    target = list_section(page, "list-todo")
    box = target.bounding_box()
    handle.drag_to(target, target_position={"x": 10, "y": box["height"] / 2})
    expect(page.locator(".board > .list").nth(1)).to_have_attribute("data-list-id", "list-done")
    assert [l["id"] for l in served.board()["lists"]][:3] == ["list-ideas", "list-done", "list-todo"]


def test_the_board_is_renamed_and_filtered(served, page):
    name = page.locator(".board-name input")
    name.fill("Launch plan, v2")
    name.press("Enter")
    page.wait_for_function("() => document.getElementById('undo') && !document.getElementById('undo').disabled")
    assert served.board()["name"] == "Launch plan, v2"
    page.locator(".filter input").fill("import")
    expect(page.locator(".board .card:visible")).to_have_count(2)
    page.locator(".filter input").fill("")
    page.locator(".filter select[name=label]").select_option(label="Docs")
    visible = page.locator(".board .card:visible")
    expect(visible).not_to_have_count(0)
    for index in range(visible.count()):
        assert "label-docs" in visible.nth(index).get_attribute("data-labels")
    page.locator(".filter select[name=label]").select_option(value="")
    page.locator(".filter select[name=due]").select_option(value="none")
    for index in range(page.locator(".board .card:visible").count()):
        assert page.locator(".board .card:visible").nth(index).get_attribute("data-due") == "none"


def test_typed_text_survives_a_live_redraw_and_a_refused_edit(served, page, tmp_path):
    name = list_section(page, "list-doing").locator(".list-name input")
    name.click()
    name.fill("Doing, half typed")
    version = page.locator("#board").get_attribute("data-version")
    cli_drop(served, tmp_path, "Ideas", "A card from the command line")
    expect(page.locator("#board")).not_to_have_attribute("data-version", version)
    expect(card(page, "A card from the command line")).to_have_count(1)
    expect(list_section(page, "list-doing").locator(".list-name input")).to_have_value("Doing, half typed")
    expect(list_section(page, "list-doing").locator(".list-name input")).to_be_focused()
    # In the dialog: a comment half written stays when another edit redraws the dialog, and when an edit is refused.
    dialog = open_dialog(page, "Fix the label colours in exports")
    dialog.locator(".comment-form textarea").fill("Half a thought")
    dialog.get_by_role("button", name="Archive").click()
    expect(dialog.locator(".detail .tag")).to_have_text("Archived")
    expect(dialog.locator(".comment-form textarea")).to_have_value("Half a thought")
    # Meanwhile someone else limits To Do to its two open cards.
    page.evaluate("""async () => {
        const version = Number(document.getElementById("board").dataset.version);
        await fetch("/api/edit", { method: "POST", headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ version: version, edits: [{ kind: "setCardLimit", list: "list-todo", limit: 2 }] }) });
    }""")
    expect(list_section(page, "list-todo").locator(".count")).to_have_text("2/2")
    # Restoring the card would put To Do over its limit: refused with the board's reason, nothing lost.
    before = served.board()
    dialog.get_by_role("button", name="Restore").click()
    expect(page.locator("#notice")).to_contain_text("allows 2")
    expect(dialog.locator(".comment-form textarea")).to_have_value("Half a thought")
    assert served.board() == before


def test_a_preview_of_unsaved_text_survives_a_redraw_of_the_dialog(served, page):
    dialog = open_dialog(page, "Write the launch announcement")
    notes = dialog.locator("form.description textarea")
    notes.fill("*Draft* only")
    dialog.locator("button.preview-button").click()
    expect(dialog.locator(".markdown-preview em")).to_have_text("Draft")
    # Another edit of the card draws the dialog again: the typed text and its preview both stay.
    dialog.locator(".label-picker label", has_text="Bug").locator("input").check()
    saved(page, lambda: "label-bug" in card_on_disk(served, "card-004")["labels"])
    expect(dialog.locator(".label-picker label", has_text="Bug").locator("input")).to_be_checked()
    expect(notes).to_have_value("*Draft* only")
    expect(dialog.locator(".markdown-preview em")).to_have_text("Draft")
    # Put back, the field shows the saved description, and so does the preview after the next redraw.
    notes.fill(card_on_disk(served, "card-004")["notes"])
    dialog.locator(".label-picker label", has_text="Bug").locator("input").uncheck()
    saved(page, lambda: "label-bug" not in card_on_disk(served, "card-004")["labels"])
    expect(dialog.locator(".markdown-preview em")).to_have_count(0)
    expect(dialog.locator(".markdown-preview")).to_contain_text("Short, with one screenshot")


def test_a_preview_answered_after_a_redraw_is_shown_in_the_dialog_as_drawn_now(served, page):
    held = []
    page.route("**/api/markdown", lambda route: held.append(route))
    dialog = open_dialog(page, "Write the launch announcement")
    dialog.locator("form.description textarea").fill("*Late* answer")
    dialog.locator("button.preview-button").click()
    for _ in range(100):  # waiting lets the request reach the route
        if held:
            break
        page.wait_for_timeout(50)
    assert held, "the preview was never asked for"
    # While the preview is on its way, another edit draws the dialog again.
    dialog.locator(".label-picker label", has_text="Bug").locator("input").check()
    saved(page, lambda: "label-bug" in card_on_disk(served, "card-004")["labels"])
    expect(dialog.locator(".label-picker label", has_text="Bug").locator("input")).to_be_checked()
    held[0].continue_()
    expect(dialog.locator(".markdown-preview em")).to_have_text("Late")


def test_a_name_is_saved_when_its_field_loses_the_focus_and_escape_puts_it_back(served, page):
    name = list_section(page, "list-doing").locator(".list-name input")
    name.fill("Doing now")
    name.press("Escape")
    expect(name).to_have_value("In Progress")
    name.fill("Doing now")
    page.locator(".filter input").click()
    saved(page, lambda: served.board()["lists"][2]["name"] == "Doing now")
    expect(list_section(page, "list-doing").locator(".list-name input")).to_have_value("Doing now")
