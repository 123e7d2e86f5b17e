import Adapters
import Foundation
import Testing

/// What a dropped or pasted line becomes when it is not a short task title: a file manager's file URLs, a huge
/// single-line paste.
@Suite struct PlainTextLineTitleTests {
    func read(_ text: String) throws -> Board {
        try PlainTextAdapter().importBoard(from: .data(Data(text.utf8), name: "t.txt"), as: .plainText,
                                           options: ImportOptions()).board
    }

    @Test("a file manager's text/uri-list gives cards named after the files, carrying their URLs")
    func fileURLsBecomeCardsNamedAfterTheFiles() throws {
        let board = try read("file:///home/ann/Reports/Q3%20summary.pdf\r\nfile:///tmp/notes.txt\r\n")
        let cards = board.lists[0].cards
        #expect(cards.map(\.title) == ["Q3 summary.pdf", "notes.txt"])
        #expect(cards.map { $0.attachments.map(\.url) }
            == [["file:///home/ann/Reports/Q3%20summary.pdf"], ["file:///tmp/notes.txt"]])
        #expect(cards[0].attachments.first?.name == "Q3 summary.pdf")
    }

    @Test("text that merely starts like a URL stays the title; a web link reads as its host and path")
    func otherLinesStayTitles() throws {
        let board = try read("https://example.com/a\nfile: the tax return\n")
        #expect(board.lists[0].cards.map(\.title) == ["example.com/a", "file: the tax return"])
        #expect(board.lists[0].cards.map { $0.attachments.map(\.url) } == [["https://example.com/a"], []])
    }

    @Test("a huge single-line paste keeps a short title and the whole line as the description")
    func longLineKeepsItsStartAsTitle() throws {
        let line = (0..<20_000).map { "word\($0)" }.joined(separator: " ")
        let card = try #require(try read(line + "\n").lists.first?.cards.first)
        #expect(card.title.count <= 301)
        #expect(card.title.hasPrefix("word0 word1 word2"))
        #expect(card.title.hasSuffix("…"))
        #expect(!card.title.dropLast().hasSuffix(" "))
        #expect(card.notes == line)
    }

    @Test("a title of a few hundred characters is left alone")
    func titlesUpToTheLimitStay() throws {
        let line = String(repeating: "a", count: 300)
        #expect(try read(line).lists[0].cards[0].title == line)
        #expect(try read(line).lists[0].cards[0].notes.isEmpty)
    }

    @Test("cards with a source link offer it as a URL list, before their plain text")
    func cardsOfferTheirLinks() throws {
        var card = Card(id: "c1", title: "Fix the build", source: Source(system: "github", url: "https://github.com/o/r/issues/1"))
        card.attachments = [Attachment(id: "a1", name: "log.txt", url: "file:///tmp/log.txt")]
        let board = Board(id: "b", name: "B", lists: [BoardList(id: "l", name: "L", cards: [card, Card(id: "c2", title: "Plain")])])
        let offer = try CardsOffer(cards: ["c1"], of: board)
        #expect(offer.uriList == "https://github.com/o/r/issues/1\r\nfile:///tmp/log.txt\r\n")
        let types = offer.itemProvider(registry: .standard()).registeredTypeIdentifiers
        let url = try #require(types.firstIndex(of: UTType.url.identifier))
        #expect(url < (types.firstIndex(of: UTType.plainText.identifier) ?? -1))
        #expect(try CardsOffer(cards: ["c2"], of: board).uriList == nil)
    }
}
