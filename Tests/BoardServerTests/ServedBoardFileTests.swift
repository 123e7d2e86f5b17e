import Boards
import Foundation
import HTTPTypes
import Testing
@testable import BoardServer

/// Files no adapter reads (an image, a PDF) dropped on the served board: a card that carries them in the board's
/// file store, and the board serving them back so that a browser never runs them.
@Suite struct ServedBoardFileTests {
    /// A real PNG: the README's screenshot of the table sample.
    static let png: Data = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return (try? Data(contentsOf: root.appendingPathComponent("docs/images/sample-table.png"))) ?? Data()
    }()

    /// The smallest document a PDF reader opens: what matters here is its signature, `%PDF-`.
    static let pdf = Data("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n".utf8)

    @Test func anImageDroppedFromTheDesktopBecomesACardCarryingItAsItsCover() async throws {
        #expect(Self.png.count > 1000)
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        let pointer = BoardAPI.Pointer(listID: "doing", cardID: "d", fraction: 0.2)
        // While it is dragged the page knows only that a file of type image/png comes: it lands at the line.
        let proposal = try await served.perform {
            try served.proposal(.init(version: 1, drag: .init(items: [.init(types: ["image/png"], file: true)]), pointer: pointer))
        }
        #expect(proposal.operation == "copy" && proposal.intent == "insert" && proposal.beforeCardID == "d")

        let result = try await served.perform {
            try served.drop(.init(version: 1, pointer: pointer, items: [
                .init(type: "image/png", name: "screen shot.png", base64: Self.png.base64EncodedString()),
            ]))
        }
        #expect(result.operation == "copy")
        #expect(result.undoName == "Drop screen shot.png")
        #expect(try file.titles("doing") == ["screen shot.png", "Delta"])
        let card = try #require(try file.onDisk().lists[1].cards.first)
        let attachment = try #require(card.attachments.first)
        #expect(attachment.name == "screen shot.png")
        #expect(attachment.mimeType == "image/png")
        #expect(attachment.bytes == Self.png.count)
        #expect(card.cover?.attachmentID == attachment.id)
        // The bytes are in the board's store, whole, under their digest.
        let digest = try #require(attachment.digest)
        let stored = AttachmentStore(forBoard: file.path).path(ofDigest: digest)
        #expect(FileManager.default.contents(atPath: stored) == Self.png)

        // Served back as the picture it is, and shown as the card's cover.
        let (found, data) = try served.storedFile(digest: digest)
        #expect(found.id == attachment.id && data == Self.png)
        let response = BoardServer.fileResponse(found, data: data)
        #expect(response.headers[.contentType] == "image/png")
        #expect(response.headers[.xContentTypeOptions] == "nosniff")
        #expect(response.headers[.contentDisposition] == "inline; filename*=UTF-8''screen%20shot.png")
        #expect(BoardPage.boardFragment(served.snapshot()).contains("<img class=\"cover\" src=\"/files/\(digest)\""))
    }

    @Test func filesThatAreNotPicturesAreDownloadsInASandbox() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        _ = try await served.perform {
            try served.drop(.init(version: 1, pointer: .init(listID: "todo"), items: [
                .init(type: "", name: "brief.pdf", base64: Self.pdf.base64EncodedString()),
                .init(type: "image/svg+xml", name: "logo.svg",
                      base64: Data("<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>".utf8).base64EncodedString()),
            ]))
        }
        // Two files, two cards, in order, one step.
        #expect(try file.titles("todo") == ["Alpha", "Bravo", "Charlie", "brief.pdf", "logo.svg"])
        let cards = try file.onDisk().lists[0].cards.suffix(2)
        let pdf = try #require(cards.first?.attachments.first)
        #expect(pdf.mimeType == "application/pdf")
        #expect(cards.first?.cover == nil)
        let response = BoardServer.fileResponse(pdf, data: try served.storedFile(digest: try #require(pdf.digest)).data)
        #expect(response.headers[.contentDisposition] == "attachment; filename*=UTF-8''brief.pdf")
        #expect(response.headers[.contentSecurityPolicy]?.contains("sandbox") == true)
        // An SVG can carry script: never shown in the page, never a cover, always a download.
        let svg = try #require(cards.last?.attachments.first)
        #expect(svg.showsAsImage == false)
        #expect(cards.last?.cover == nil)
        #expect(BoardServer.fileResponse(svg, data: Data()).headers[.contentDisposition]?.hasPrefix("attachment;") == true)
    }

    @Test func aFileDroppedOnAnArchivedListIsRefusedAndNothingIsStored() async throws {
        let file = try TemporaryBoard()
        let before = try Data(contentsOf: URL(fileURLWithPath: file.path))
        let served = try ServedBoard(path: file.path)
        let hover = try await served.perform {
            try served.proposal(.init(version: 1, drag: .init(items: [.init(types: ["image/png"], file: true)]), pointer: .init(listID: "old")))
        }
        #expect(hover.operation == "forbidden")
        #expect(hover.reason == "The list 'Old' is archived: restore it before adding cards to it.")
        await #expect(throws: BoardServerError.self) {
            try await served.perform {
                try served.drop(.init(version: 1, pointer: .init(listID: "old"), items: [
                    .init(type: "image/png", name: "a.png", base64: Self.png.base64EncodedString()),
                ]))
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file.path)) == before)
        #expect(!FileManager.default.fileExists(atPath: AttachmentStore(forBoard: file.path).folder))
    }

    @Test func onlyFilesTheBoardRefersToAreServed() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        #expect(throws: BoardServerError.self) { try served.storedFile(digest: String(repeating: "0", count: 64)) }
        #expect(throws: BoardServerError.self) { try served.storedFile(digest: "../board.json") }
    }
}
