import Adapters
import BoardDrops
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

    /// A Cardport bundle of a card "Spec" carrying the PNG (its cover) and the PDF, as `cardport export --as
    /// app.cardport.bundle` writes it, and the attachments as the source board's store keeps them.
    static func bundle() throws -> (data: Data, attachments: [Boards.Attachment]) {
        let source = try TemporaryBoard(Board(id: "team", name: "Team", lists: [
            BoardList(id: "inbox", name: "Inbox", cards: [Card(id: "spec", title: "Spec")]),
        ]))
        let store = AttachmentStore(forBoard: source.path)
        let picture = try store.store(png, name: "diagram.png", mimeType: "image/png", id: "picture")
        let brief = try store.store(pdf, name: "spec.pdf", mimeType: "application/pdf", id: "brief")
        var board = try source.onDisk()
        board.lists[0].cards[0].attachments = [picture, brief]
        board.lists[0].cards[0].cover = CardCover(attachmentID: picture.id)
        let adapter = CardportBundleAdapter()
        let written = try adapter.export(board, as: adapter.writableTypes[0], options: ExportOptions(files: store))
        #expect(written.warnings.isEmpty)
        return (written.data, [picture, brief])
    }

    @Test func aBundleDroppedOnTheBoardBringsItsFilesIntoTheStore() async throws {
        let (bundle, attachments) = try Self.bundle()
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        let result = try await served.perform {
            try served.drop(.init(version: 1, pointer: .init(listID: "doing", cardID: "d", fraction: 0.2), items: [
                .init(type: "application/zip", name: "team.cardportbundle", base64: bundle.base64EncodedString()),
            ]))
        }
        // Nothing is lost: the files came with the cards.
        #expect(result.operation == "copy")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(try file.titles("doing") == ["Spec", "Delta"])
        let card = try file.onDisk().card(named: "Spec")
        #expect(card.attachments.map(\.digest) == attachments.map(\.digest))
        #expect(card.cover?.attachmentID == card.attachments.first?.id)
        let store = AttachmentStore(forBoard: file.path)
        for (attachment, original) in zip(card.attachments, [Self.png, Self.pdf]) {
            #expect(attachment.url == "board.json.files/\(attachment.digest ?? "")")
            #expect(try store.data(for: attachment) == original)
        }
        // One step: undoing it takes the card away; the files stay while redo can bring it back.
        #expect(try BoardSession(path: file.path).undo().isApplied)
        #expect(try file.titles("doing") == ["Delta"])
        #expect(Set(store.blobs().keys) == Set(attachments.compactMap(\.digest)))
    }

    @Test func undoAndRedoFromThePageOfADropWithFilesBringBackTheCardAndItsFiles() async throws {
        let (bundle, _) = try Self.bundle()
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        let dropped = try await served.perform {
            try served.drop(.init(version: 1, pointer: .init(listID: "doing", cardID: "d", fraction: 0.2), items: [
                .init(type: "application/zip", name: "team.cardportbundle", base64: bundle.base64EncodedString()),
            ]))
        }
        let withCard = try file.onDisk()
        let undone = try await served.perform { try served.undo(from: dropped.version) }
        #expect(try file.titles("doing") == ["Delta"])
        #expect(undone.redoName == dropped.undoName)
        _ = try await served.perform { try served.redo(from: undone.version) }
        #expect(try file.onDisk() == withCard)
        let store = AttachmentStore(forBoard: file.path)
        let card = try file.onDisk().card(named: "Spec")
        #expect(card.attachments.count == 2)
        for (attachment, original) in zip(card.attachments, [Self.png, Self.pdf]) {
            #expect(try store.data(for: attachment) == original)
        }
    }

    @Test func aBundleDroppedOntoACardJoinsItWithItsFiles() async throws {
        let (bundle, attachments) = try Self.bundle()
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        let result = try await served.perform {
            try served.drop(.init(version: 1, pointer: .init(listID: "doing", cardID: "d", fraction: 0.5, merge: true), items: [
                .init(type: "application/zip", name: "team.cardportbundle", base64: bundle.base64EncodedString()),
            ]))
        }
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let card = try file.onDisk().card(named: "Delta")
        #expect(card.attachments.map(\.digest) == attachments.map(\.digest))
        for (attachment, original) in zip(card.attachments, [Self.png, Self.pdf]) {
            #expect(try AttachmentStore(forBoard: file.path).data(for: attachment) == original)
        }
    }

    @Test func aCardDraggedOutOfThePageDownloadsItsCoverOrFirstFile() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        _ = try await served.perform {
            try served.drop(.init(version: 1, pointer: .init(listID: "done"), items: [
                .init(type: "", name: "brief.pdf", base64: Self.pdf.base64EncodedString()),
            ]))
        }
        let brief = try file.onDisk().card(named: "brief.pdf")
        let pdfDigest = try #require(brief.attachments.first?.digest)
        func downloadURL(_ id: String) throws -> String? {
            try #require(CardRepresentations.make(
                cardID: id, on: try file.onDisk(), link: "http://127.0.0.1:8080/cards/\(id)", registry: served.registry)
            ).first { $0.type == "DownloadURL" }?.data
        }
        // Its one file, typed and named as stored, from the board's own address.
        #expect(try downloadURL(brief.id) == "application/pdf:brief.pdf:http://127.0.0.1:8080/files/\(pdfDigest)")
        // A card with a cover picture gives the picture, even when another file comes first.
        let picture = try AttachmentStore(forBoard: file.path)
            .store(Self.png, name: "screen: shot.png", mimeType: "image/png", id: "shot")
        var board = try file.onDisk()
        board.lists[2].cards[0].attachments.append(picture)
        board.lists[2].cards[0].cover = CardCover(attachmentID: "shot")
        try file.replaceOnDisk(board)
        #expect(try downloadURL(brief.id) == "image/png:screen- shot.png:http://127.0.0.1:8080/files/\(picture.digest ?? "")")
        // A card without files is still its page, as an HTML file.
        #expect(try downloadURL("a") == "text/html:Alpha.html:http://127.0.0.1:8080/cards/a")
    }

    @Test func onlyFilesTheBoardRefersToAreServed() async throws {
        let file = try TemporaryBoard()
        let served = try ServedBoard(path: file.path)
        #expect(throws: BoardServerError.self) { try served.storedFile(digest: String(repeating: "0", count: 64)) }
        #expect(throws: BoardServerError.self) { try served.storedFile(digest: "../board.json") }
    }
}
