"""Links dropped from a browser onto the board: a bare address (`text/uri-list`) becomes a card titled by its host
and path, a link with its page's title (Firefox's and Chromium's `text/x-moz-url`) a card titled by the page; both
keep the whole address as the card's link."""

from playwright.sync_api import expect

from test_board import DROP_SCRIPT, card

expect.set_options(timeout=15000)

ISSUE = "https://github.com/apple/swift/issues/123"


def list_cards(served, list_id):
    return [c for l in served.board()["lists"] if l["id"] == list_id for c in l.get("cards", [])]


def test_a_bare_address_becomes_a_card_titled_by_its_host_and_path(served, page):
    address = "https://www.example.com/docs/Getting%20Started?utm_source=feed#install"
    proposal = page.evaluate(DROP_SCRIPT, ["list-ideas", [["text/uri-list", address + "\r\n"]], []])
    assert proposal == "copy insert"
    expect(card(page, "example.com/docs/Getting Started")).to_have_count(1)
    dropped = list_cards(served, "list-ideas")[-1]
    assert dropped["title"] == "example.com/docs/Getting Started"
    assert [a["url"] for a in dropped["attachments"]] == [address]


def test_a_link_with_its_page_title_becomes_a_card_titled_by_the_page(served, page):
    title = "Crash in the optimizer · Issue #123 · apple/swift"
    page.evaluate(DROP_SCRIPT, ["list-ideas", [
        ["text/uri-list", ISSUE + "\r\n"], ["text/x-moz-url", ISSUE + "\n" + title], ["text/plain", ISSUE]], []])
    expect(card(page, title)).to_have_count(1)
    dropped = list_cards(served, "list-ideas")[-1]
    assert dropped["title"] == title
    assert [a["url"] for a in dropped["attachments"]] == [ISSUE]
    # The link is shown on the card's page, with the address it leads to.
    card(page, title).click()
    expect(page.locator('#card-dialog .attachments a[href="%s"]' % ISSUE)).to_have_count(1)


def test_an_anchor_from_a_page_is_titled_by_its_text_before_the_address(served, page):
    page.evaluate(DROP_SCRIPT, ["list-ideas", [
        ["text/uri-list", "https://swift.org/blog/\r\n"], ["text/html", '<a href="https://swift.org/blog/">The Swift Blog</a>']], []])
    expect(card(page, "The Swift Blog")).to_have_count(1)
    assert [a["url"] for a in list_cards(served, "list-ideas")[-1]["attachments"]] == ["https://swift.org/blog/"]
