import Dispatch
import CardportTestSupport
import Foundation
import Locking
import Testing

@testable import Boards

#if canImport(Glibc)
import Glibc
#endif

/// Edits under the folder's lock: concurrent edits queue and all land; read-only and linked boards; the
/// crash-consistency suite that fails every step of a save with every error a disk gives.
@Suite struct BoardFileEditTests {
    let folder: TemporaryFolder
    let path: String

    init() throws {
        folder = try TemporaryFolder()
        path = folder.file("board.json")
        var file = BoardFile(path: path)
        try file.save(sampleBoard())
    }

    func bytes() throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// Finding 8: concurrent edits failed with "replaced by another since it was loaded" instead of queueing.
    @Test func twentyConcurrentEditsAllLand() throws {
        let failures = Locked<[String]>([])
        let board = path
        DispatchQueue.concurrentPerform(iterations: 20) { index in
            do {
                var file = BoardFile(path: board)
                try file.edit { board in board.lists[2].cards.append(Card(id: "n\(index)", title: "New \(index)")) }
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
        var check = BoardFile(path: path)
        let cards = try check.load().lists[2].cards.map(\.id)
        #expect(Set(cards) == Set((0..<20).map { "n\($0)" }))
        #expect(folder.contents == ["board.json"])
    }

    @Test func anEditThatThrowsWritesNothing() throws {
        struct Refused: Error {}
        let before = try bytes()
        var file = BoardFile(path: path)
        #expect(throws: Refused.self) { try file.edit { board in board.name = "Changed"; throw Refused() } }
        #expect(try bytes() == before)
        #expect(folder.contents == ["board.json"])
    }

    @Test func anEditWaitsForTheLockThenFailsNamingTheHolder() throws {
        let before = try bytes()
        let lock = try FolderLock(folder: folder.path, wait: .zero, file: path, noun: "board")
        var file = BoardFile(path: path)
        file.wait = .milliseconds(20)
        let error = #expect(throws: BoardStorageError.self) { try file.edit { $0.name = "Changed" } }
        #expect(error?.code == .locked)
        #expect(error?.holderProcessID == getpid())
        #expect(try bytes() == before)
        _ = consume lock
        try file.edit { $0.name = "Changed" }
        #expect(try BoardFile(path: path).loaded().name == "Changed")
    }

    /// Finding 3: a read-only board was rewritten.
    @Test func aReadOnlyBoardIsRefusedUnlessForced() throws {
        #expect(chmod(path, 0o444) == 0)
        let before = try bytes()
        var file = BoardFile(path: path)
        let error = #expect(throws: BoardStorageError.self) { try file.edit { $0.name = "Changed" } }
        #expect(error?.code == .readOnly)
        #expect(error?.description == "\(path): the board is read-only (mode 444); nothing was written.")
        #expect(try bytes() == before)
        var loaded = BoardFile(path: path)
        var board = try loaded.load()
        board.name = "Changed"
        #expect(throws: BoardStorageError.self) { try loaded.save(board) }
        try file.edit(force: true) { $0.name = "Changed" }
        #expect(try BoardFile(path: path).loaded().name == "Changed")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o444)
    }

    /// Finding 4: an edit through a symbolic link replaced the link with a file; the real board got nothing.
    @Test func anEditThroughALinkChangesTheRealBoardAndKeepsTheLink() throws {
        let link = folder.file("link.json")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "board.json")
        var file = BoardFile(path: link)
        try file.edit { $0.name = "Through the link" }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "board.json")
        #expect(try BoardFile(path: path).loaded().name == "Through the link")
        var again = BoardFile(path: link)
        var board = try again.load()
        board.name = "Saved through the link"
        try again.save(board)
        #expect(try BoardFile(path: path).loaded().name == "Saved through the link")
        #expect(folder.contents == ["board.json", "link.json"])
    }

    /// A save prepared from an older read still refuses to lose someone else's edit.
    @Test func aStaleSaveIsStillRefusedAfterAnEdit() throws {
        var stale = BoardFile(path: path)
        var board = try stale.load()
        var editor = BoardFile(path: path)
        try editor.edit { $0.name = "Edited meanwhile" }
        board.name = "Stale"
        let error = #expect(throws: BoardStorageError.self) { try stale.save(board) }
        #expect(error?.code == .changedOnDisk)
        #expect(try BoardFile(path: path).loaded().name == "Edited meanwhile")
    }

    // MARK: - Crash consistency: every step of a save fails in turn, with every error a disk gives

    static let failingSteps: [StorageFaults.Step] = [.createTemporary, .write, .setPermissions, .sync, .rename]
    static let errors: [Int32] = [ENOSPC, EIO, EACCES]

    @Test(arguments: failingSteps, errors)
    func aFailedStepOfAnEditLeavesTheOldBoardAndNoTemporaryFile(step: StorageFaults.Step, code: Int32) throws {
        let before = try bytes()
        var file = BoardFile(path: path)
        file.faults = StorageFaults { current, _ in current == step ? .fail(errno: code) : .proceed }
        let error = #expect(throws: BoardStorageError.self) { try file.edit { $0.name = "New" } }
        #expect(error?.code == .writeFailed && error?.errno == code)
        #expect(try bytes() == before)
        #expect(folder.contents == ["board.json"])
    }

    @Test(arguments: failingSteps, errors)
    func aFailedStepOfANewFileLeavesNoFile(step: StorageFaults.Step, code: Int32) throws {
        var writer = AtomicWriter(path: folder.file("new.md"))
        writer.faults = StorageFaults { current, _ in current == step ? .fail(errno: code) : .proceed }
        let error = #expect(throws: BoardStorageError.self) { try writer.write(Data("new".utf8)) }
        #expect(error?.errno == code)
        #expect(folder.contents == ["board.json"])
    }

    @Test(arguments: errors)
    func aFailedFolderFlushStillLeavesTheWholeNewBoard(code: Int32) throws {
        var file = BoardFile(path: path)
        file.faults = StorageFaults { current, _ in current == .syncFolder ? .fail(errno: code) : .proceed }
        try file.edit { $0.name = "New" }
        #expect(try BoardFile(path: path).loaded().name == "New")
        #expect(folder.contents == ["board.json"])
    }

    @Test(arguments: [StorageFaults.Step.write, .setPermissions, .sync, .rename])
    func aCrashAtAnyStepLeavesTheOldBoardAndTheNextSaveCleansUp(step: StorageFaults.Step) throws {
        let before = try bytes()
        var file = BoardFile(path: path)
        file.faults = StorageFaults { current, _ in current == step ? .crash : .proceed }
        #expect(throws: BoardStorageError.self) { try file.edit { $0.name = "New" } }
        #expect(try bytes() == before)
        #expect(folder.contents.count == 2)
        var next = BoardFile(path: path)
        try next.edit { $0.name = "Next" }
        #expect(folder.contents == ["board.json"])
        #expect(try BoardFile(path: path).loaded().name == "Next")
    }
}

extension BoardFile {
    /// The board, loaded from a copy of this value.
    func loaded() throws -> Board {
        var copy = self
        return try copy.load()
    }
}
