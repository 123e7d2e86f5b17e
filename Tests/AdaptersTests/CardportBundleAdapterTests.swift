import Adapters
import Foundation
import Testing
import ZIPFoundation

/// Cardport bundles: a board and its stored files in one zip archive, written and read back.
@Suite struct CardportBundleAdapterTests {
    /// The first bytes of a PNG file: its signature and an IHDR chunk header, which is what sniffing looks at.
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52])
        + Data(count: 48)
    /// A small PDF file's first line and some body.
    static let pdf = Data("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n".utf8)

    /// A board in a fresh folder, whose store holds an image (the first card's cover) and a PDF attached to
    /// two cards, with a link attachment beside them.
    struct Fixture {
        var folder: URL
        var path: String
        var board: Board
        var store: AttachmentStore { AttachmentStore(forBoard: path) }

        init(name: String = "team.cardport") throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            path = folder.appendingPathComponent(name).path
            let store = AttachmentStore(forBoard: path)
            let date = Date(timeIntervalSince1970: 1_700_000_000)
            let image = try store.store(png, name: "diagram.png", mimeType: "image/png", id: "a1", date: date)
            let document = try store.store(pdf, name: "spec.pdf", mimeType: "application/pdf", id: "a2", date: date)
            var again = document
            again.id = "a3"
            var first = Card(id: "c1", title: "Draw the diagram")
            first.attachments = [image, document, Attachment(id: "a4", name: "https://example.com", url: "https://example.com")]
            first.cover = CardCover(attachmentID: "a1")
            var second = Card(id: "c2", title: "Read the spec")
            second.attachments = [again]
            board = Board(
                id: "b1", name: "Team",
                lists: [BoardList(id: "l1", name: "To Do", cards: [first]), BoardList(id: "l2", name: "Done", cards: [second])])
            try BoardFormat.encode(board).write(to: URL(fileURLWithPath: path))
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }

        func bundle() throws -> Data {
            try CardportBundleAdapter().export(board, as: .cardportBundle, options: ExportOptions(files: store)).data
        }
    }

    /// Import options of a caller that keeps files.
    static var carrying: ImportOptions {
        var options = ImportOptions()
        options.carriesFiles = true
        return options
    }

    func entries(of data: Data) throws -> [String: Data] {
        let archive = try Archive(data: data, accessMode: .read)
        var entries: [String: Data] = [:]
        for entry in archive {
            var bytes = Data()
            _ = try archive.extract(entry) { bytes.append($0) }
            entries[entry.path] = bytes
        }
        return entries
    }

    @Test func theBundleHoldsTheBoardFileAndEachStoredFileOnce() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let result = try CardportBundleAdapter().export(
            fixture.board, as: .cardportBundle, options: ExportOptions(files: fixture.store))
        #expect(result.warnings.isEmpty)
        let entries = try entries(of: result.data)
        let digests = AttachmentStore.digests(of: fixture.board)
        #expect(digests.count == 2)
        #expect(Set(entries.keys) == Set(["board.cardport"] + digests.map { "files/\($0)" }))
        #expect(entries["board.cardport"] == (try Data(contentsOf: URL(fileURLWithPath: fixture.path))))
        for digest in digests { #expect(entries["files/\(digest)"] == (try Data(contentsOf: URL(fileURLWithPath: fixture.store.path(ofDigest: digest))))) }
        // The same board and files give the same bytes.
        #expect(try fixture.bundle() == result.data)
    }

    @Test func aBundleReadsBackAsTheSameBoardWithItsFiles() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let imported = try CardportBundleAdapter().importBoard(
            from: .data(try fixture.bundle(), name: "team.cardportbundle"), as: .cardportBundle, options: Self.carrying)
        #expect(imported.board == fixture.board)
        #expect(imported.losses.isEmpty && imported.warnings.isEmpty)
        #expect(imported.files == [SHA256.png: Self.png, SHA256.pdf: Self.pdf])

        // Carried into another board's store (same file name, another folder), the board is the same again.
        let other = try Fixture(name: "team.cardport")
        defer { other.remove() }
        let elsewhere = other.folder.appendingPathComponent("copy").path
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        let store = AttachmentStore(forBoard: elsewhere + "/team.cardport")
        #expect(try store.carry(imported.board, files: imported.files) == fixture.board)
        #expect(store.blobs() == [SHA256.png: Self.png.count, SHA256.pdf: Self.pdf.count])
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.path(ofDigest: SHA256.pdf))) == Self.pdf)
    }

    @Test func aCallerThatKeepsNoFilesGetsTheAttachmentsWithoutThemAsALoss() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let imported = try CardportBundleAdapter().importBoard(
            from: .data(try fixture.bundle(), name: "team.cardportbundle"), as: .cardportBundle, options: ImportOptions())
        #expect(imported.files.isEmpty)
        #expect(AttachmentStore.digests(of: imported.board).isEmpty)
        #expect(imported.losses.entries.map(\.count) == [3])  // per attachment: the PDF is attached twice
        #expect(imported.board.lists[0].cards[0].cover == fixture.board.lists[0].cards[0].cover)
    }

    @Test func aBundleIsRecognisedByItsEntriesWhateverItsName() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let identification = standardAdapters.identify(try fixture.bundle(), hint: .zip)
        #expect(identification.type == .cardportBundle)
        #expect(identification.evidence.contains { $0.contains("as a Cardport bundle does") }, "\(identification)")
        let other = try ZipTestArchive.make([.file("board.cardport", "{}"), .file("notes.txt", "hi")])
        #expect(standardAdapters.identify(other, hint: .zip).type != .cardportBundle)
        #expect(UTType(filenameExtension: "cardportbundle") == .cardportBundle)
        #expect(UTType.cardportBundle.conforms(to: .zip))
    }

    @Test func aFileWhoseBytesDoNotMatchItsNameIsAnErrorNamingTheEntry() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let board = try BoardFormat.encode(fixture.board)
        let damaged = try ZipTestArchive.make([
            .init(path: "board.cardport", data: board),
            .init(path: "files/\(SHA256.png)", data: Self.png),
            .init(path: "files/\(SHA256.pdf)", data: Self.pdf + Data("x".utf8)),
        ])
        let error = try #require(throws: AdapterError.self) {
            try CardportBundleAdapter().importBoard(
                from: .data(damaged, name: "team.cardportbundle"), as: .cardportBundle, options: Self.carrying)
        }
        #expect(error.code == .unexpectedContent)
        #expect(error.input == "team.cardportbundle")
        #expect(error.location == "entry 'files/\(SHA256.pdf)'")
    }

    @Test func aMissingFileIsALossAndTheAttachmentStaysWithoutIt() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let partial = try ZipTestArchive.make([
            .init(path: "board.cardport", data: try BoardFormat.encode(fixture.board)),
            .init(path: "files/\(SHA256.png)", data: Self.png),
        ])
        let imported = try CardportBundleAdapter().importBoard(
            from: .data(partial, name: "team.cardportbundle"), as: .cardportBundle, options: Self.carrying)
        #expect(imported.files == [SHA256.png: Self.png])
        #expect(imported.losses.entries.map(\.description) == [
            "2 attachment files missing from the bundle kept as attachments without their files"
        ])
        let attachments = imported.board.lists.flatMap(\.cards).flatMap(\.attachments)
        #expect(attachments.filter { $0.name == "spec.pdf" }.allSatisfy { $0.digest == nil && $0.bytes == Self.pdf.count })
        #expect(AttachmentStore.digests(of: imported.board) == [SHA256.png])
    }

    @Test func anEntryABundleDoesNotHoldIsRefused() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        for extra in ["notes.txt", "files/not-a-digest", "files/\(SHA256.png)/x", "board.json"] {
            let data = try ZipTestArchive.make([
                .init(path: "board.cardport", data: try BoardFormat.encode(fixture.board)), .file(extra, "x"),
            ])
            let error = try #require(throws: AdapterError.self) {
                try CardportBundleAdapter().importBoard(from: .data(data, name: "b.zip"), as: .cardportBundle, options: Self.carrying)
            }
            #expect(error.code == .unexpectedContent && error.location == "entry '\(extra)'", "\(extra)")
        }
        let empty = try ZipTestArchive.make([.file("files/", "")])
        #expect(throws: AdapterError.self) {
            try CardportBundleAdapter().importBoard(from: .data(empty, name: "b.zip"), as: .cardportBundle, options: Self.carrying)
        }
    }

    @Test func aBadBoardIsLocatedInsideTheBundle() throws {
        let data = try ZipTestArchive.make([.file("board.cardport", "{\"format\": \"cardport.board\",\n \"version\": 1,}")])
        let error = try #require(throws: AdapterError.self) {
            try CardportBundleAdapter().importBoard(from: .data(data, name: "b.zip"), as: .cardportBundle, options: Self.carrying)
        }
        #expect(error.code == .malformedInput && error.input == "b.zip")
        #expect(error.location?.hasPrefix("board.cardport:2:") == true, "\(error)")
    }

    @Test func withoutAStoreTheBundleHoldsTheBoardAndSaysWhichFilesItLacks() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let result = try CardportBundleAdapter().export(fixture.board, as: .cardportBundle, options: ExportOptions())
        #expect(try entries(of: result.data).keys.sorted() == ["board.cardport"])
        #expect(result.warnings.count == 3)  // one per attachment
        #expect(result.warnings.first?.message.contains("diagram.png") == true)

        try FileManager.default.removeItem(atPath: fixture.store.path(ofDigest: SHA256.pdf))
        let partial = try CardportBundleAdapter().export(
            fixture.board, as: .cardportBundle, options: ExportOptions(files: fixture.store))
        #expect(try entries(of: partial.data).keys.sorted() == ["board.cardport", "files/\(SHA256.png)"])
        #expect(partial.warnings.map(\.message).contains { $0.contains("spec.pdf") && $0.contains("missing") })
    }

    @Test func aStoredFileChangedOnDiskStopsTheExport() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        try Data("changed".utf8).write(to: URL(fileURLWithPath: fixture.store.path(ofDigest: SHA256.png)))
        let error = try #require(throws: AdapterError.self) { try fixture.bundle() }
        #expect(error.code == .unreadableInput)
        #expect(error.input == fixture.store.path(ofDigest: SHA256.png))
    }

    /// The digests of the fixture's files.
    enum SHA256 {
        static let png = digest(CardportBundleAdapterTests.png)
        static let pdf = digest(CardportBundleAdapterTests.pdf)

        static func digest(_ data: Data) -> String { SHA256Digest.hex(of: data) }
    }
}
