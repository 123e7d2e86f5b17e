import BoardDrops
import Boards
import Foundation
import Testing

/// The first bytes of a PNG file: its signature and an IHDR chunk header, which is what sniffing looks at.
private let pngBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52])
    + Data(count: 64)

@Suite struct BoardSessionAttachmentTests {
    /// Writes `data` as a file next to the board and returns its path.
    func file(_ name: String, _ data: Data, in board: BoardOnDisk) throws -> String {
        let path = board.folder.file(name)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func anAttachedFileIsKeptWithTheBoardAndTypedFromItsBytes() throws {
        let board = try BoardOnDisk()
        // Named like text, but the bytes are a PNG: the type comes from the bytes.
        let path = try file("picture.txt", pngBytes, in: board)
        let session = try BoardSession(path: board.path)
        let outcome = try session.apply(.attachFile("Fix login", path: path))
        #expect(outcome.isApplied)
        let card = try board.board.card(named: "c1")
        let attachment = try #require(card.attachments.first)
        #expect(attachment.name == "picture.txt")
        #expect(attachment.mimeType == "image/png")
        #expect(attachment.bytes == pngBytes.count)
        #expect(try session.attachmentStore.data(for: attachment) == pngBytes)
        // An image on a card without a cover becomes the cover.
        #expect(card.cover == CardCover(attachmentID: attachment.id))
        try FileManager.default.removeItem(atPath: path)
        #expect(try session.attachmentStore.data(for: attachment) == pngBytes)
    }

    @Test func aFileThatIsNotAnImageLeavesTheCoverAlone() throws {
        let board = try BoardOnDisk()
        let path = try file("notes.md", Data("# Notes\n".utf8), in: board)
        let session = try BoardSession(path: board.path)
        #expect(try session.apply(.attachFile("c2", path: path)).isApplied)
        let card = try board.board.card(named: "c2")
        #expect(card.attachments.first?.mimeType == "text/plain")
        #expect(card.cover == nil)
    }

    @Test func aNewCardCarryingAFileIsOneUndoStep() throws {
        let board = try BoardOnDisk()
        let path = try file("shot.png", pngBytes, in: board)
        let session = try BoardSession(path: board.path)
        let outcome = try session.addCard(titled: "shot.png", attaching: [path], toList: "To Do")
        #expect(outcome.isApplied)
        let card = try board.board.card(named: outcome.createdIDs[0])
        #expect(card.title == "shot.png")
        #expect(card.cover?.attachmentID == card.attachments.first?.id)
        #expect(try session.history().map(\.name) == ["Add card"])
        #expect(try session.undo().isApplied)
        #expect(try board.board.lists[0].cards.map(\.title) == ["Fix login", "Write docs"])
    }

    @Test func aMissingFileFailsTheStepAndLeavesTheBoardAsItWas() throws {
        let board = try BoardOnDisk()
        let before = board.bytes
        let session = try BoardSession(path: board.path)
        let missing = board.folder.file("gone.pdf")
        let error = #expect(throws: BoardSessionError.self) {
            try session.apply([.setDone("c1", done: true), .attachFile("c1", path: missing)])
        }
        #expect(error?.storageError?.code == .readFailed)
        #expect(error?.description.contains(missing) == true)
        #expect(board.bytes == before)
    }

    @Test func aRemovedFileStaysWhileAnUndoStepRefersToIt() throws {
        let board = try BoardOnDisk()
        let path = try file("report.pdf", Data("%PDF-1.4\n%\u{e2}\u{e3}\n".utf8), in: board)
        let session = try BoardSession(path: board.path)
        try session.apply(.attachFile("c1", path: path))
        let attachment = try #require(try board.board.card(named: "c1").attachments.first)
        #expect(attachment.mimeType == "application/pdf")
        try session.apply(.removeAttachment("c1", attachment: "report.pdf"))
        try session.apply(.setDone("c2", done: true))
        // The undo steps still hold the attachment, so its file stays.
        #expect(session.attachmentStore.blobs().keys.contains(attachment.digest!))
        try session.undo()
        try session.undo()
        #expect(try session.attachmentStore.data(for: try board.board.card(named: "c1").attachments[0]).count == attachment.bytes)
    }

    @Test func aFileNoCardNorStepRefersToIsRemovedAtTheNextEdit() throws {
        let board = try BoardOnDisk()
        let session = try BoardSession(path: board.path)
        // Bytes a killed attach left in the store: named by no card and by no step.
        let orphan = try session.attachmentStore.store(Data("orphan".utf8), name: "o", mimeType: nil, id: "x")
        try session.apply(.setDone("c1", done: true))
        #expect(session.attachmentStore.blobs().keys.contains(orphan.digest!) == false)
    }
}
