import CardportTestSupport
import Foundation
import Testing

@testable import Boards

@Suite struct AttachmentStoreTests {
    let folder: TemporaryFolder
    let board: String
    let store: AttachmentStore

    init() throws {
        folder = try TemporaryFolder()
        board = folder.file("board.json")
        store = AttachmentStore(forBoard: board)
    }

    // FIPS 180-4 examples and lengths around the 55/56/64-byte padding boundaries (checked with sha256sum).
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        (String(repeating: "a", count: 55), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (String(repeating: "a", count: 64), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
    ])
    func digestMatchesTheStandard(message: String, digest: String) {
        #expect(SHA256Digest.hex(of: Data(message.utf8)) == digest)
    }

    @Test func digestOfAMillionAsFedInPieces() {
        var digest = SHA256Digest()
        let piece = Data(repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { digest.update(piece) }
        #expect(digest.finalize() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func storesBytesUnderTheirDigestBesideTheBoard() throws {
        let attachment = try store.store(Data("hello".utf8), name: "note.txt", mimeType: "text/plain", id: "a1")
        let digest = "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824"
        #expect(attachment.digest == digest)
        #expect(attachment.bytes == 5)
        #expect(attachment.name == "note.txt")
        #expect(attachment.mimeType == "text/plain")
        #expect(attachment.url == "board.json.files/" + digest)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("board.json.files/" + digest))) == Data("hello".utf8))
        #expect(try store.data(for: attachment) == Data("hello".utf8))
    }

    @Test func theSameBytesAreOneBlob() throws {
        let first = try store.store(Data("same".utf8), name: "a.txt", mimeType: nil, id: "a1")
        let second = try store.store(Data("same".utf8), name: "b.txt", mimeType: nil, id: "a2")
        #expect(first.digest == second.digest)
        #expect(store.blobs().count == 1)
        #expect(folder.contents == ["board.json.files"])
    }

    @Test func aFileOverTheLimitIsRefusedAndNothingIsWritten() throws {
        var small = store
        small.maximumFileBytes = 4
        let error = #expect(throws: BoardStorageError.self) {
            try small.store(Data("hello".utf8), name: "note.txt", mimeType: nil, id: "a1")
        }
        #expect(error?.code == .tooLarge)
        #expect(error?.message.contains("note.txt") == true)
        #expect(small.blobs().isEmpty)

        let path = folder.file("big.bin")
        try Data(count: 10).write(to: URL(fileURLWithPath: path))
        let fromDisk = #expect(throws: BoardStorageError.self) { try small.contents(ofFileAt: path) }
        #expect(fromDisk?.code == .tooLarge)
        #expect(fromDisk?.file == path)
    }

    @Test func aFullStoreRefusesNewBytesButKeepsTakingKnownOnes() throws {
        var limited = store
        limited.maximumTotalBytes = 8
        let kept = try limited.store(Data("12345".utf8), name: "a", mimeType: nil, id: "a1")
        let error = #expect(throws: BoardStorageError.self) {
            try limited.store(Data("67890".utf8), name: "b", mimeType: nil, id: "a2")
        }
        #expect(error?.code == .storeFull)
        #expect(try limited.store(Data("12345".utf8), name: "again", mimeType: nil, id: "a3").digest == kept.digest)
        #expect(limited.blobs().count == 1)
    }

    @Test func aMissingFileToAttachNamesTheFile() {
        let path = folder.file("nowhere.png")
        let error = #expect(throws: BoardStorageError.self) { try store.contents(ofFileAt: path) }
        #expect(error?.code == .readFailed)
        #expect(error?.file == path)
    }

    @Test func theDigestsAHistoryNamesAreReadFromItInOnePass() {
        let named = String(repeating: "ab12", count: 16)  // 64 digits
        let longer = String(repeating: "0", count: 66)  // holds three 64-digit runs, all the same
        let short = String(repeating: "f", count: 63)
        let upper = String(repeating: "AB", count: 32)  // not a digest: digests are lowercase
        let history = Data(#"{"digest":"\#(named)","x":"\#(longer)","y":"\#(short)","z":"\#(upper)"}"#.utf8)
        let digests = AttachmentStore.digests(in: history)
        #expect(digests.contains(named) && digests.contains(String(repeating: "0", count: 64)))
        #expect(!digests.contains(String(repeating: "f", count: 64)) && !digests.contains(upper.lowercased()))
        #expect(!digests.contains(short + "0") && !digests.contains(String(repeating: "ab12", count: 15) + "0000"))
        #expect(AttachmentStore.digests(in: Data(named.utf8)).contains(named))
        #expect(!AttachmentStore.digests(in: Data()).contains(named))
    }

    @Test func garbageCollectionKeepsWhatCardsAndHistoryReferTo() throws {
        let onCard = try store.store(Data("card".utf8), name: "c", mimeType: nil, id: "a1")
        let inHistory = try store.store(Data("undo".utf8), name: "u", mimeType: nil, id: "a2")
        let orphan = try store.store(Data("orphan".utf8), name: "o", mimeType: nil, id: "a3")
        // A temporary file a killed writer left.
        try Data("partial".utf8).write(to: URL(fileURLWithPath: store.folder + "/." + orphan.digest! + ".cardport-abc123"))
        let history = Data("{\"steps\":[{\"sha256\":\"\(inHistory.digest!)\"}]}".utf8)
        let removed = store.collectGarbage(keeping: [onCard.digest!], history: history)
        #expect(removed == [orphan.digest!])
        #expect(Set(store.blobs().keys) == [onCard.digest!, inHistory.digest!])
        #expect((try? FileManager.default.contentsOfDirectory(atPath: store.folder))?.count == 2)
    }

    @Test func aCardCarriedToAnotherBoardTakesItsFiles() throws {
        let attachment = try store.store(Data("carried".utf8), name: "c.txt", mimeType: "text/plain", id: "a1")
        let card = Card(id: "c", title: "C", attachments: [attachment])
        let other = AttachmentStore(forBoard: folder.file("other.json"))
        let carried = try other.carry([card], from: store)
        #expect(carried[0].attachments[0].url == "other.json.files/" + attachment.digest!)
        #expect(try other.data(for: carried[0].attachments[0]) == Data("carried".utf8))
    }

    @Test func cardsCarriedToAnotherBoardStopAtItsLimitCountingEveryFileCarried() throws {
        // Each file is under the limit and the store is empty at the start: the second file is refused because
        // of the first one carried, whose size the carry counts as it goes.
        let one = try store.store(Data("123456".utf8), name: "one", mimeType: nil, id: "a1")
        let two = try store.store(Data("abcdef".utf8), name: "two", mimeType: nil, id: "a2")
        let cards = [Card(id: "c1", title: "C", attachments: [one]), Card(id: "c2", title: "D", attachments: [two])]
        var other = AttachmentStore(forBoard: folder.file("other.json"))
        other.maximumTotalBytes = 10
        let error = #expect(throws: BoardStorageError.self) { try other.carry(cards, from: store) }
        #expect(error?.code == .storeFull)
        #expect(Array(other.blobs().keys) == [one.digest!])
        other.maximumTotalBytes = 12
        #expect(try other.carry(cards, from: store).flatMap(\.attachments).map(\.bytes) == [6, 6])
        #expect(Set(other.blobs().keys) == [one.digest!, two.digest!])
    }

    @Test func cardsCarriedFromFilesInMemoryHaveTheirFilesStoredOnce() throws {
        let source = AttachmentStore(forBoard: folder.file("source.json"))
        let attachment = try source.store(Data("carried".utf8), name: "c.txt", mimeType: "text/plain", id: "a1")
        var again = attachment
        again.id = "a2"
        let cards = [Card(id: "c1", title: "C", attachments: [attachment]), Card(id: "c2", title: "D", attachments: [again])]
        let carried = try store.carry(cards, files: [attachment.digest!: Data("carried".utf8)])
        #expect(carried.flatMap(\.attachments).map(\.url) == Array(repeating: "board.json.files/" + attachment.digest!, count: 2))
        #expect(store.blobs() == [attachment.digest!: 7])
        // A digest the files lack, and not already in the store, is refused before anything is stored.
        let other = AttachmentStore(forBoard: folder.file("other.json"))
        let error = #expect(throws: BoardStorageError.self) { try other.carry(cards, files: [:]) }
        #expect(error?.code == .readFailed)
        #expect(!FileManager.default.fileExists(atPath: other.folder))
    }

    @Test func filesInMemoryOverTheStoreLimitStoreNothing() throws {
        var limited = store
        limited.maximumTotalBytes = 10
        let one = Data("123456".utf8), two = Data("abcdef".utf8)
        let cards = [Card(id: "c", title: "C", attachments: [one, two].enumerated().map { index, data in
            Attachment(id: "a\(index)", name: "f\(index)", url: "", bytes: data.count, digest: SHA256Digest.hex(of: data))
        })]
        let error = #expect(throws: BoardStorageError.self) {
            try limited.carry(cards, files: [SHA256Digest.hex(of: one): one, SHA256Digest.hex(of: two): two])
        }
        #expect(error?.code == .storeFull)
        #expect(limited.blobs().isEmpty)
    }

    @Test func aChangedBlobIsReportedNotReturned() throws {
        let attachment = try store.store(Data("original".utf8), name: "o.txt", mimeType: nil, id: "a1")
        try Data("tampered".utf8).write(to: URL(fileURLWithPath: store.path(ofDigest: attachment.digest!)))
        let error = #expect(throws: BoardStorageError.self) { try store.data(for: attachment) }
        #expect(error?.code == .invalidContents)
    }

    @Test func aBoardWithAStoredFileIsVersion3AndRoundTrips() throws {
        var board = sampleBoard()
        #expect(BoardFormat.version(for: board) < 3)
        let attachment = try store.store(Data("x".utf8), name: "x.txt", mimeType: "text/plain", id: "stored")
        board.lists[0].cards[0].attachments.append(attachment)
        #expect(BoardFormat.version(for: board) == 3)
        let data = try BoardFormat.encode(board)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"version\" : 3"))
        #expect(text.contains("\"sha256\" : \"\(attachment.digest!)\""))
        #expect(try BoardFormat.decode(data, file: "board.json") == board)
    }

    @Test func aMalformedDigestIsRefusedWithItsPath() throws {
        let text = """
            {"format": "cardport.board", "version": 3, "id": "b", "name": "B", "lists": [{"id": "l", "name": "L",
             "cards": [{"id": "c", "title": "C", "attachments": [{"id": "a", "url": "x", "sha256": "../../etc/passwd"}]}]}]}
            """
        let error = #expect(throws: BoardFormatError.self) { try BoardFormat.decode(Data(text.utf8), file: "board.json") }
        #expect(error?.description.contains("lists[0].cards[0].attachments[0].sha256") == true)
    }
}
