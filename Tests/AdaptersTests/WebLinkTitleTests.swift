import Foundation
import Testing
@testable import Adapters

/// What a card made from a bare web address is titled: its host and path, readable (`WebLinkTitle`), with the
/// address kept whole as the card's link, on every road that reads a line of text (plain text, a URL list).
@Suite struct WebLinkTitleTests {
    func read(_ text: String) throws -> [Card] {
        try PlainTextAdapter().importBoard(from: .data(Data(text.utf8), name: "links.txt"), as: .plainText,
                                           options: ImportOptions()).board.lists[0].cards
    }

    @Test(arguments: [
        ("https://github.com/apple/swift/issues/123", "github.com/apple/swift/issues/123"),
        ("https://www.example.com/docs/Getting%20Started?utm_source=feed#install", "example.com/docs/Getting Started"),
        ("https://en.wikipedia.org/wiki/Caf%C3%A9", "en.wikipedia.org/wiki/Café"),
        ("https://www.youtube.com/watch?v=dQw4w9WgXcQ", "youtube.com/watch"),
        ("HTTPS://Docs.Swift.ORG/", "docs.swift.org"),
        ("http://localhost:8080/admin/", "localhost:8080/admin"),
        ("https://example.com:443/a//b/", "example.com/a/b"),
        ("https://ann:secret@intranet.example/private", "intranet.example/private"),
        ("https://www.com/", "www.com"),
        ("http://[::1]:3000/health", "[::1]:3000/health"),
        ("https://example.com/a%ZZb/c", "example.com/a%ZZb/c"),
        ("https://example.com/line%0Abreak", "example.com/line break"),
        ("https://example.com/a%2Fb", "example.com/a/b"),
        ("hTtP://Example.com/x", "example.com/x"),
        ("HttpS://example.com", "example.com"),
    ])
    func aWebAddressIsTitledByItsHostAndPath(_ address: String, _ title: String) throws {
        let card = try #require(try read(address + "\n").first)
        #expect(card.title == title)
        #expect(card.attachments.map(\.url) == [address])
        #expect(card.attachments.first?.name == address)
    }

    @Test func anInternationalisedHostIsShownInItsOwnLetters() throws {
        #expect(try read("https://xn--bcher-kva.example/regal/").first?.title == "bücher.example/regal")
        #expect(try read("https://www.xn--mnchen-3ya.de/").first?.title == "münchen.de")
        #expect(try read("https://xn--fiqs8s.xn--55qx5d.cn/").first?.title == "中国.公司.cn")
        // A host typed in its own letters stays as it is; punycode that does not decode stays as written.
        #expect(try read("https://bücher.example/a").first?.title == "bücher.example/a")
        #expect(try read("https://xn--zz-!.example/").first?.title == "xn--zz-!.example")
    }

    @Test func punycodeDecodesRFC3492sSamples() {
        #expect(Punycode.decode("bcher-kva") == "bücher")
        #expect(Punycode.decode("ihqwcrb4cv8a8dqg056pqjye") == "他们为什么不说中文")
        #expect(Punycode.decode("-> $1.00 <--") == "-> $1.00 <-")
        #expect(Punycode.decode("99999999999") == nil)
        // No host name's label is longer than 63 bytes with its `xn--`: a longer one is not decoded at all.
        #expect(Punycode.decode(Substring("b" + String(repeating: "a", count: 57) + "-kva")) == nil)
        #expect(Punycode.decode(Substring(String(repeating: "a", count: 50) + "-kva")) != nil)
    }

    @Test func aVeryLongPathIsCutAfterAWholeSegment() throws {
        let segments = (1...120).map { "segment-\($0)" }
        let address = "https://example.com/" + segments.joined(separator: "/") + "?page=2"
        let card = try #require(try read(address).first)
        #expect(card.title.count <= 301)
        #expect(card.title.hasSuffix("…"))
        #expect(card.title.hasPrefix("example.com/segment-1/segment-2/"))
        // The cut falls between segments: what is shown ends with a whole one.
        let shown = card.title.dropLast()
        let last = try #require(shown.split(separator: "/").last)
        #expect(segments.contains(String(last)))
        #expect(!shown.hasSuffix("/"))
        #expect(card.attachments.map(\.url) == [address])
        #expect(card.notes.isEmpty)
    }

    @Test func aURIListOfWebAndFileLinksGivesReadableCards() throws {
        let cards = try read("https://swift.org/documentation/\r\nfile:///tmp/notes.txt\r\n")
        #expect(cards.map(\.title) == ["swift.org/documentation", "notes.txt"])
    }

    @Test(arguments: [
        "ftp://example.com/file", "https://", "https:///path", "see https://example.com", "https://example.com/a b",
        "mailto:ann@example.com", "http://example.com:http/", "httpx://example.com", "http:/example.com",
        "https:example.com", "http", "h", "httpss://example.com", "ｈｔｔｐ://example.com",
    ])
    func textThatIsNotOneWebAddressStaysTheTitle(_ line: String) throws {
        let card = try #require(try read(line + "\n").first)
        #expect(card.title == line)
        #expect(card.attachments.isEmpty)
    }

    @Test func aMarkdownListKeepsItsAddressesAsWritten() throws {
        let board = try MarkdownAdapter().importBoard(
            from: .data(Data("- https://example.com/a\n".utf8), name: "a.md"), as: .markdown, options: ImportOptions()).board
        #expect(board.lists[0].cards.map(\.title) == ["https://example.com/a"])
    }

    @Test func anHTMLLinkIsTitledByItsTextAndABareOneByItsAddress() throws {
        func read(html: String) throws -> [Card] {
            try HTMLImporter().importBoard(from: .data(Data(html.utf8), name: "drop.html"), as: .html,
                                           options: ImportOptions()).board.lists.flatMap(\.cards)
        }
        let titled = try #require(try read(html: #"<a href="https://swift.org/blog/">The Swift Blog</a>"#).first)
        #expect(titled.title == "The Swift Blog")
        #expect(titled.attachments.map(\.url) == ["https://swift.org/blog/"])
        let bare = try #require(try read(html: #"<a href="https://swift.org/blog/">https://swift.org/blog/</a>"#).first)
        #expect(bare.title == "swift.org/blog")
        #expect(bare.attachments.map(\.url) == ["https://swift.org/blog/"])
        let empty = try #require(try read(html: #"<p><a href="https://swift.org/blog/"></a></p>"#).first)
        #expect(empty.title == "swift.org/blog")
        #expect(empty.attachments.map(\.url) == ["https://swift.org/blog/"])
    }
}
