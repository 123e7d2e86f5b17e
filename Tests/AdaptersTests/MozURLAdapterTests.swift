import Adapters
import Foundation
import Testing

/// `text/x-moz-url`, the links a browser's drag carries with their pages' titles.
@Suite struct MozURLAdapterTests {
    func read(_ data: Data) throws -> ImportResult {
        try MozURLAdapter().importBoard(from: .data(data, name: "drop item 1"), as: .mozURL, options: ImportOptions())
    }

    func read(_ text: String) throws -> [Card] { try read(Data(text.utf8)).board.lists[0].cards }

    @Test func theTypeIsDeclaredWithItsMIMETypeAndReadByItsAdapter() {
        #expect(UTType(mimeType: "text/x-moz-url") == .mozURL)
        #expect(UTType.mozURL.identifier == "org.mozilla.moz-url")
        #expect(UTType.mozURL.conforms(to: .plainText))
        #expect(AdapterRegistry.standard().importer(for: .mozURL)?.importer.name == "moz-url")
    }

    @Test func eachLinkBecomesACardTitledByItsPage() throws {
        let cards = try read(
            "https://github.com/apple/swift/issues/123\nCrash when building with -O · Issue #123 · apple/swift\r\n"
                + "https://swift.org/\nSwift.org - Welcome\n")
        #expect(cards.map(\.title) == ["Crash when building with -O · Issue #123 · apple/swift", "Swift.org - Welcome"])
        #expect(cards.map { $0.attachments.map(\.url) } == [["https://github.com/apple/swift/issues/123"], ["https://swift.org/"]])
        #expect(cards[1].attachments.first?.name == "Swift.org - Welcome")
        #expect(cards.allSatisfy { $0.notes.isEmpty })
    }

    @Test func firefoxsUTF16OnAnX11SelectionReadsAsUTF8Does() throws {
        let text = "https://example.com/\nExample Domain"
        var utf16 = Data()
        for unit in text.utf16 { utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        #expect(try read(utf16).board.lists[0].cards.map(\.title) == ["Example Domain"])
        var marked = Data([0xFF, 0xFE])
        marked.append(utf16)
        #expect(try read(marked).board.lists[0].cards.map(\.title) == ["Example Domain"])
    }

    @Test func aLinkWithoutATitleIsTitledAsABareAddressIs() throws {
        let cards = try read("https://www.example.com/docs/intro?x=1\n\nfile:///home/ann/plan.pdf\n")
        #expect(cards.map(\.title) == ["example.com/docs/intro", "plan.pdf"])
        #expect(cards.map { $0.attachments.map(\.url) } == [["https://www.example.com/docs/intro?x=1"], ["file:///home/ann/plan.pdf"]])
    }

    @Test func whitespaceInATitleIsCollapsedAndALongTitleKeptWholeInTheNotes() throws {
        let long = (0..<100).map { "word\($0)" }.joined(separator: " ")
        let cards = try read("https://example.com/\n  Example \t Domain \nhttps://example.org/\n\(long)\n")
        #expect(cards[0].title == "Example Domain")
        #expect(cards[1].title.count <= 301 && cards[1].title.hasSuffix("…"))
        #expect(cards[1].notes == long)
        #expect(cards[1].attachments.map(\.url) == ["https://example.org/"])
    }

    @Test func anAddressThatIsNotALinkIsKeptAsTextAndCounted() throws {
        let result = try read(Data("javascript:alert(1)\nClick me\n".utf8))
        let card = try #require(result.board.lists.first?.cards.first)
        #expect(card.title == "Click me")
        #expect(card.attachments.isEmpty)
        #expect(card.notes == "javascript:alert(1)")
        #expect(result.losses.entries.map(\.count) == [1])
        #expect(result.warnings.first?.location == "line 1")
    }
}
