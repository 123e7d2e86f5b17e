"""A card dragged out of the page carries every type from the first moment: no hover, no focus first."""

from playwright.sync_api import expect

expect.set_options(timeout=15000)

TYPES = ["application/vnd.cardport.board+json", "text/html", "text/markdown", "text/uri-list", "text/plain",
         "downloadurl"]

DRAG_START = """(title) => {
  const card = [...document.querySelectorAll('.card')].find(c => c.querySelector('.title').textContent === title);
  const transfer = new DataTransfer();
  card.dispatchEvent(new DragEvent('dragstart', { bubbles: true, cancelable: true, dataTransfer: transfer }));
  const carried = transfer.types.map(type => [type, transfer.getData(type)]);
  card.dispatchEvent(new DragEvent('dragend', { bubbles: true, dataTransfer: transfer }));
  return carried;
}"""


def test_dragstart_offers_every_type_without_a_hover_first(served, page):
    # The page loaded; the pointer never went near the card. The page fetches what it offers by itself.
    expect(page.locator('.card[data-card-id="card-025"]')).to_have_attribute("data-representations", "ready")
    carried = dict(page.evaluate(DRAG_START, "Atomic saves"))
    assert list(carried) == TYPES
    assert '"Atomic saves"' in carried["application/vnd.cardport.board+json"]
    assert "Atomic saves" in carried["text/markdown"]
    assert carried["text/uri-list"].endswith("/cards/card-025")
    assert carried["downloadurl"] == "text/html:Atomic saves.html:" + carried["text/uri-list"]


def test_every_type_again_after_the_board_changes(served, page):
    # A change elsewhere redraws the board (a new version): the page fetches the cards' types again by itself.
    page.evaluate("""() => window.CardportPage.post('/api/cards',
        { version: window.CardportPage.version(), listID: 'list-done', title: 'Written elsewhere' })
        .then(() => window.CardportPage.refresh())""")
    expect(page.locator(".card .title", has_text="Written elsewhere")).to_have_count(1)
    fresh = page.locator(".card", has=page.locator(".title", has_text="Written elsewhere"))
    expect(fresh).to_have_attribute("data-representations", "ready")
    carried = dict(page.evaluate(DRAG_START, "Written elsewhere"))
    assert list(carried) == TYPES


def test_a_card_with_a_cover_downloads_its_picture(served, page):
    from conftest import ROOT
    from test_board import DROP_SCRIPT
    png = (ROOT / "docs" / "images" / "sample-table.png").read_bytes()
    page.evaluate(DROP_SCRIPT, ["list-ideas", [], [["whiteboard.png", "image/png", list(png)]]])
    dropped = page.locator(".card", has=page.locator(".title", has_text="whiteboard.png"))
    expect(dropped).to_have_count(1)
    expect(dropped).to_have_attribute("data-representations", "ready")
    carried = dict(page.evaluate(DRAG_START, "whiteboard.png"))
    ideas = [c for l in served.board()["lists"] if l["id"] == "list-ideas" for c in l["cards"]]
    digest = [c for c in ideas if c["title"] == "whiteboard.png"][0]["attachments"][0]["sha256"]
    # Dropped on the desktop, the card becomes the picture, fetched from the board's store.
    assert carried["downloadurl"] == "image/png:whiteboard.png:" + served.origin + "/files/" + digest
    assert page.request.get(served.origin + "/files/" + digest).body() == png
