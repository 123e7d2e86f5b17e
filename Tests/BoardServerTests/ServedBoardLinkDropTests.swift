import Boards
import Foundation
import Testing
@testable import BoardServer

/// Links dropped from a browser: the server chooses the representation with the page's title when the drag
/// carries one, and a bare address reads as its host and path.
@Suite struct ServedBoardLinkDropTests {
    func ask(_ served: ServedBoard, _ types: [String]) async throws -> BoardAPI.Proposal {
        try await served.perform {
            try served.proposal(.init(version: 1, drag: .init(items: [.init(types: types)]), pointer: .init(listID: "doing")))
        }
    }

    @Test func theTitleOfAMozURLBeatsABareAddressAndHTMLBeatsBoth() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        #expect(try await ask(served, ["text/uri-list", "text/x-moz-url", "text/plain"]).load == ["text/x-moz-url"])
        #expect(try await ask(served, ["text/x-moz-url", "text/html", "text/uri-list"]).load == ["text/html"])
        #expect(BrowserTypes.fidelityOrder(["text/plain", "text/uri-list", "text/x-moz-url", "text/html"])
            == ["text/html", "text/x-moz-url", "text/uri-list", "text/plain"])
    }

    @Test func aDroppedMozURLBecomesACardTitledByItsPageWithTheLink() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        let proposal = try await ask(served, ["text/x-moz-url", "text/uri-list"])
        let result = try await served.perform {
            try served.drop(.init(
                version: 1, pointer: .init(listID: "doing", cardID: "d", fraction: 0.1),
                items: [.init(type: try #require(proposal.load?.first),
                              text: "https://github.com/apple/swift/issues/123\nCrash in the optimizer · Issue #123")]))
        }
        #expect(result.operation == "copy")
        let doing = try #require(try file.onDisk().lists.first { $0.id == "doing" })
        #expect(doing.cards.map(\.title) == ["Crash in the optimizer · Issue #123", "Delta"])
        #expect(doing.cards[0].attachments.map(\.url) == ["https://github.com/apple/swift/issues/123"])
    }

    @Test func aDroppedURIListBecomesACardTitledByHostAndPathWithTheLink() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        _ = try await served.perform {
            try served.drop(.init(
                version: 1, pointer: .init(listID: "doing"),
                items: [.init(type: "text/uri-list", text: "https://www.example.com/docs/Getting%20Started?ref=nav\r\n")]))
        }
        let doing = try #require(try file.onDisk().lists.first { $0.id == "doing" })
        #expect(doing.cards.map(\.title) == ["Delta", "example.com/docs/Getting Started"])
        #expect(doing.cards[1].attachments.map(\.url) == ["https://www.example.com/docs/Getting%20Started?ref=nav"])
    }

    @Test func aDroppedAnchorIsTitledByItsText() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        _ = try await served.perform {
            try served.drop(.init(
                version: 1, pointer: .init(listID: "doing"),
                items: [.init(type: "text/html", text: #"<a href="https://swift.org/blog/">The Swift Blog</a>"#)]))
        }
        let doing = try #require(try file.onDisk().lists.first { $0.id == "doing" })
        #expect(doing.cards.map(\.title) == ["Delta", "The Swift Blog"])
        #expect(doing.cards[1].attachments.map(\.url) == ["https://swift.org/blog/"])
    }
}
