"""Files no adapter reads, dropped from the desktop onto the board: an image becomes a card with the image as its
cover, a PDF a card carrying it; both are kept in the board's file store and served back by the board, the image
shown, the PDF only downloaded."""

import re
import subprocess

from playwright.sync_api import expect

from conftest import ROOT
from test_board import DROP_SCRIPT, card

expect.set_options(timeout=15000)

PNG = (ROOT / "docs" / "images" / "sample-table.png").read_bytes()

def expect_cover_shown(page, title):
    """Waits until the card titled `title` is drawn once with a cover the browser loaded and decoded (the page's
    CSP allows only the board's own images)."""
    dropped = card(page, title)
    expect(dropped).to_have_count(1)
    cover = dropped.locator("img.cover")
    expect(cover).to_have_count(1)
    page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=cover.element_handle())


def test_an_image_dropped_from_the_desktop_becomes_a_card_with_it_as_cover(served, page):
    proposal = page.evaluate(DROP_SCRIPT, ["list-ideas", [], [["whiteboard.png", "image/png", list(PNG)]]])
    assert proposal == "copy insert"
    expect_cover_shown(page, "whiteboard.png")
    ideas = [c for l in served.board()["lists"] if l["id"] == "list-ideas" for c in l["cards"]]
    attachment = ideas[-1]["attachments"][0]
    assert attachment["mimeType"] == "image/png" and attachment["bytes"] == len(PNG)
    served_file = page.request.get(served.origin + "/files/" + attachment["sha256"])
    assert served_file.body() == PNG
    assert served_file.headers["x-content-type-options"] == "nosniff"
    assert served_file.headers["content-disposition"].startswith("inline")


def test_a_pdf_dropped_from_the_desktop_is_carried_and_offered_as_a_download(served, page):
    pdf = b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"
    page.evaluate(DROP_SCRIPT, ["list-todo", [], [["brief.pdf", "application/pdf", list(pdf)]]])
    dropped = card(page, "brief.pdf")
    expect(dropped).to_have_count(1)
    expect(dropped.locator("img.cover")).to_have_count(0)
    dropped.click()
    link = page.locator("#card-dialog .attachments a", has_text="brief.pdf")
    expect(link).to_have_attribute("href", re.compile(r"^/files/[0-9a-f]{64}$"))
    answer = page.request.get(served.origin + link.get_attribute("href"))
    assert answer.headers["content-type"] == "application/pdf"
    assert answer.headers["content-disposition"] == "attachment; filename*=UTF-8''brief.pdf"
    assert "sandbox" in answer.headers["content-security-policy"]


def make_bundle(binary, folder):
    """A Cardport bundle, as `cardport export --as app.cardport.bundle` writes it, of a board whose card "Spec"
    carries the PNG (its cover)."""
    (folder / "team.md").write_text("## Inbox\n- Spec\n", encoding="utf-8")
    board = folder / "team.json"
    subprocess.run([binary, "import", str(folder / "team.md"), "-o", str(board)], check=True, capture_output=True)
    (folder / "whiteboard.png").write_bytes(PNG)
    subprocess.run([binary, "edit", str(board), "card", "Spec", "--attach", str(folder / "whiteboard.png")],
                   check=True, capture_output=True)
    bundle = folder / "team.cardportbundle"
    subprocess.run([binary, "export", str(board), "--as", "app.cardport.bundle", "-o", str(bundle)],
                   check=True, capture_output=True)
    return bundle.read_bytes()


def test_a_dropped_bundle_brings_its_files_into_the_boards_store(served, page, binary, tmp_path):
    bundle = make_bundle(binary, tmp_path)
    page.evaluate(DROP_SCRIPT, ["list-ideas", [], [["team.cardportbundle", "application/zip", list(bundle)]]])
    # The picture came with the card: its cover, served by this board from its own store.
    expect_cover_shown(page, "Spec")
    ideas = [c for l in served.board()["lists"] if l["id"] == "list-ideas" for c in l["cards"]]
    attachment = [c for c in ideas if c["title"] == "Spec"][0]["attachments"][0]
    assert attachment["url"] == "launch-plan.json.files/" + attachment["sha256"]
    assert page.request.get(served.origin + "/files/" + attachment["sha256"]).body() == PNG
    # Nothing was reported lost.
    expect(page.locator("#notice")).not_to_contain_text("without")
