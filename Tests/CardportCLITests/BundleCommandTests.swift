import Boards
import Foundation
import Testing

/// `cardport export BOARD --as app.cardport.bundle` and `cardport import BUNDLE`: a board and the files in its
/// store, out in one zip archive and back in.
@Suite struct BundleCommandTests {
    typealias Support = CommandLineSupport

    static let pdf = Data("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n".utf8)

    /// The edit tests' board ("To Do" [Write the report, Call Ann], "Done" [Old]) with a PNG (the cover) and a
    /// PDF attached to "Call Ann", in `folder/board.json`.
    func withBoardCarryingFiles(_ body: (_ folder: URL, _ board: String) throws -> Void) throws {
        try AttachCommandTests().withBoard { folder, board in
            let picture = folder.appendingPathComponent("diagram.png")
            try AttachCommandTests.png.write(to: picture)
            let document = folder.appendingPathComponent("spec.pdf")
            try Self.pdf.write(to: document)
            let attached = try CardportProcess.run([
                "edit", board, "card", "Call Ann", "--attach", picture.path, "--attach", document.path,
            ])
            #expect(attached.status == 0, "\(attached.standardError)")
            try FileManager.default.removeItem(at: picture)
            try FileManager.default.removeItem(at: document)
            try body(folder, board)
        }
    }

    func load(_ board: String) throws -> Board {
        try BoardFormat.decode(Data(contentsOf: URL(fileURLWithPath: board)), file: board)
    }

    @Test func aBoardRoundTripsThroughABundleWithItsFiles() throws {
        try withBoardCarryingFiles { folder, board in
            let original = try load(board)
            let card = try original.card(named: "Call Ann")
            #expect(card.attachments.map(\.mimeType) == ["image/png", "application/pdf"])
            #expect(card.cover?.attachmentID == card.attachments[0].id)

            let bundle = folder.appendingPathComponent("team.cardportbundle").path
            let exported = try CardportProcess.run(["export", board, "--as", "app.cardport.bundle", "-o", bundle])
            #expect(exported.status == 0, "\(exported.standardError)")
            #expect(exported.standardError.isEmpty)

            // Imported into a new board of the same name in another folder, without --type.
            let copy = folder.appendingPathComponent("copy")
            try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
            let imported = copy.appendingPathComponent("board.json").path
            let result = try CardportProcess.run(["import", bundle, "-o", imported])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(try load(imported) == original)
            #expect(try Data(contentsOf: URL(fileURLWithPath: imported)) == Data(contentsOf: URL(fileURLWithPath: board)))
            let store = AttachmentStore(forBoard: imported)
            #expect(store.blobs() == AttachmentStore(forBoard: board).blobs())
            for attachment in card.attachments {
                #expect(try store.data(for: attachment) == AttachmentStore(forBoard: board).data(for: attachment))
            }
        }
    }

    @Test func aBundleNamedZipIsRecognisedAndItsCardsGoIntoAnotherBoard() throws {
        try withBoardCarryingFiles { folder, board in
            let bundle = folder.appendingPathComponent("team.cardport.zip").path
            let exported = try CardportProcess.run(["export", board, "--as", ".cardportbundle", "-o", bundle])
            #expect(exported.status == 0, "\(exported.standardError)")

            let other = folder.appendingPathComponent("other.json").path
            let made = try CardportProcess.run(["import", "-", "--type", ".md", "-o", other], input: "## Inbox\n- First\n")
            #expect(made.status == 0, "\(made.standardError)")
            let added = try CardportProcess.run(["import", bundle, "--into", other, "--list", "Inbox", "--json"])
            #expect(added.status == 0, "\(added.standardError)")
            let card = try load(other).card(named: "Call Ann")
            #expect(card.attachments.count == 2)
            #expect(card.cover?.attachmentID == card.attachments[0].id)
            for attachment in card.attachments {
                #expect(attachment.url == "other.json.files/\(attachment.digest!)")
                #expect(try AttachmentStore(forBoard: other).data(for: attachment) == AttachmentStore(forBoard: board).data(for: attachment))
            }
            // One undo step takes the cards back; their files stay while redo can bring them back.
            #expect(try CardportProcess.run(["undo", other]).status == 0)
            #expect(throws: (any Error).self) { try self.load(other).card(named: "Call Ann") }
        }
    }

    @Test func aBundleOfSomeCardsCarriesOnlyTheirFiles() throws {
        try withBoardCarryingFiles { folder, board in
            let other = folder.appendingPathComponent("other.png")
            try (AttachCommandTests.png + Data([1])).write(to: other)
            #expect(try CardportProcess.run(["edit", board, "card", "Old", "--attach", other.path]).status == 0)
            let card = try load(board).card(named: "Call Ann")
            let bundle = folder.appendingPathComponent("ann.cardportbundle").path
            let exported = try CardportProcess.run(["export", board, "--cards", card.id, "--as", ".cardportbundle", "-o", bundle])
            #expect(exported.status == 0, "\(exported.standardError)")
            let imported = folder.appendingPathComponent("ann.json").path
            #expect(try CardportProcess.run(["import", bundle, "-o", imported]).status == 0)
            #expect(try load(imported).lists.flatMap(\.cards).map(\.title) == ["Call Ann"])
            #expect(Set(AttachmentStore(forBoard: imported).blobs().keys) == Set(card.attachments.compactMap(\.digest)))
        }
    }

    @Test func aBoardReplacedWithForceKeepsItsFilesForUndo() throws {
        try withBoardCarryingFiles { folder, board in
            let bundle = folder.appendingPathComponent("team.cardportbundle").path
            #expect(try CardportProcess.run(["export", board, "--as", "app.cardport.bundle", "-o", bundle]).status == 0)
            let copy = folder.appendingPathComponent("copy.json").path
            #expect(try CardportProcess.run(["import", bundle, "-o", copy]).status == 0)
            let files = AttachmentStore(forBoard: copy).blobs()
            #expect(files.count == 2)
            let imported = try load(copy)

            // The replacement is an undo step naming the old board's files, so the store keeps them, as after
            // every edit, and undo brings the board back with its files.
            let replaced = try CardportProcess.run(
                ["import", "-", "--type", ".md", "-o", copy, "--force"], input: "## Inbox\n- First\n")
            #expect(replaced.status == 0, "\(replaced.standardError)")
            #expect(try load(copy).lists.flatMap(\.cards).map(\.title) == ["First"])
            #expect(AttachmentStore(forBoard: copy).blobs() == files)

            #expect(try CardportProcess.run(["undo", copy]).status == 0)
            #expect(try load(copy) == imported)
            #expect(AttachmentStore(forBoard: copy).blobs() == files)
        }
    }

    @Test func aDamagedBundleIsRefusedNamingItAndWritesNothing() throws {
        try withBoardCarryingFiles { folder, board in
            let bundle = folder.appendingPathComponent("team.cardportbundle")
            #expect(try CardportProcess.run(["export", board, "--as", "app.cardport.bundle", "-o", bundle.path]).status == 0)
            // The PDF is the last entry, stored: change its last byte.
            var bytes = [UInt8](try Data(contentsOf: bundle))
            let pdfEnd = try #require(Self.lastRange(of: [UInt8]("%%EOF\n".utf8), in: bytes))
            bytes[pdfEnd - 1] = UInt8(ascii: "X")
            try Data(bytes).write(to: bundle)

            let imported = folder.appendingPathComponent("new.json").path
            let result = try CardportProcess.run(["import", bundle.path, "-o", imported])
            #expect(result.status == 65, "\(result.standardError)")
            #expect(result.standardError.contains(bundle.path))
            #expect(!FileManager.default.fileExists(atPath: imported))
            #expect(!FileManager.default.fileExists(atPath: imported + ".files"))
        }
    }

    @Test func aBoardOnStandardOutputKeepsTheAttachmentsWithoutTheirFilesAndSaysSo() throws {
        try withBoardCarryingFiles { folder, board in
            let bundle = folder.appendingPathComponent("team.cardportbundle").path
            #expect(try CardportProcess.run(["export", board, "--as", "app.cardport.bundle", "-o", bundle]).status == 0)
            let result = try CardportProcess.run(["import", bundle, "-o", "-"])
            #expect(result.status == 0, "\(result.standardError)")
            let printed = try BoardFormat.decode(Data(result.standardOutput.utf8), file: "-")
            #expect(try printed.card(named: "Call Ann").attachments.map(\.digest) == [nil, nil])
            #expect(result.standardError.contains("without their files"), "\(result.standardError)")
            #expect(try CardportProcess.run(["import", bundle, "-o", "-", "--strict"]).status == 65)
        }
    }

    /// The index just past the last occurrence of `needle` in `bytes`.
    static func lastRange(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for start in stride(from: bytes.count - needle.count, through: 0, by: -1)
        where Array(bytes[start..<start + needle.count]) == needle {
            return start + needle.count
        }
        return nil
    }
}
