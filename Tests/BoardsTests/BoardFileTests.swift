import CardportTestSupport
import Foundation
import Locking
import Synchronization
import Testing

@testable import Boards

#if canImport(Glibc)
import Glibc
#endif


@Suite struct BoardFileTests {
    let folder: TemporaryFolder
    let path: String

    init() throws {
        folder = try TemporaryFolder()
        path = folder.file("board.json")
    }

    /// Saves the sample board as a new file and returns the file, loaded.
    func savedSample() throws -> BoardFile {
        var file = BoardFile(path: path)
        try file.save(sampleBoard())
        var loaded = BoardFile(path: path)
        #expect(try loaded.load() == sampleBoard())
        return loaded
    }

    func bytes() throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    @Test func savesAndLoadsABoard() throws {
        var file = try savedSample()
        #expect(folder.contents == ["board.json"])
        var board = try file.load()
        board.name = "Renamed"
        try file.save(board)
        var other = BoardFile(path: path)
        #expect(try other.load() == board)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o644)
    }

    @Test func keepsTheFilesPermissions() throws {
        var file = try savedSample()
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        _ = try file.load()
        try file.save(Board(id: "b", name: "Private"))
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
    }

    @Test func refusesToOverwriteAFileReplacedUnderneath() throws {
        var file = try savedSample()
        var other = BoardFile(path: path)
        try other.save(Board(id: "theirs", name: "Theirs"), force: true)
        let theirs = try bytes()
        let error = #expect(throws: BoardStorageError.self) { try file.save(Board(id: "mine", name: "Mine")) }
        #expect(error?.code == .changedOnDisk)
        #expect(error?.message.contains("replaced") == true)
        #expect(error?.file == path)
        #expect(try bytes() == theirs)
        try file.save(Board(id: "mine", name: "Mine"), force: true)
        var check = BoardFile(path: path)
        #expect(try check.load().id == "mine")
    }

    @Test func refusesToOverwriteAFileChangedInPlace() throws {
        var file = try savedSample()
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("\n".utf8))
        try handle.close()
        let error = #expect(throws: BoardStorageError.self) { try file.save(sampleBoard()) }
        #expect(error?.code == .changedOnDisk)
    }

    @Test func refusesToRecreateADeletedFileUnlessForced() throws {
        var file = try savedSample()
        try FileManager.default.removeItem(atPath: path)
        let error = #expect(throws: BoardStorageError.self) { try file.save(sampleBoard()) }
        #expect(error?.code == .changedOnDisk)
        #expect(!FileManager.default.fileExists(atPath: path))
        try file.save(sampleBoard(), force: true)
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func aNewBoardDoesNotOverwriteAFileThatAppeared() throws {
        _ = try savedSample()
        let before = try bytes()
        var fresh = BoardFile(path: path)
        let error = #expect(throws: BoardStorageError.self) { try fresh.save(Board(id: "new", name: "New")) }
        #expect(error?.code == .changedOnDisk)
        #expect(try bytes() == before)
    }

    @Test func twoWritersCannotLoseEachOthersCards() throws {
        var first = try savedSample()
        var second = BoardFile(path: path)
        var board = try second.load()
        board.lists[0].cards.removeAll()
        try first.save(sampleBoard())
        let error = #expect(throws: BoardStorageError.self) { try second.save(board) }
        #expect(error?.code == .changedOnDisk)
        var check = BoardFile(path: path)
        #expect(try check.load() == sampleBoard())
    }

    // MARK: - Failing saves leave the old file as it was

    @Test func aFolderThatIsReallyAFileFailsTheSave() throws {
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: folder.file("plain")))
        var file = BoardFile(path: folder.file("plain") + "/board.json")
        let error = #expect(throws: BoardStorageError.self) { try file.save(sampleBoard()) }
        #expect(error?.code == .writeFailed)
        #expect(error?.errno == ENOTDIR)
        #expect(error?.message.contains("unchanged") == true)
    }

    @Test func aFolderNoOneCanWriteFailsTheSave() {
        var file = BoardFile(path: "/proc/cardport-board.json")
        let error = #expect(throws: BoardStorageError.self) { try file.save(sampleBoard()) }
        #expect(error?.code == .writeFailed)
        #expect(!FileManager.default.fileExists(atPath: "/proc/cardport-board.json"))
    }

    @Test(arguments: [
        (StorageFaults.Step.createTemporary, EROFS),
        (.write, ENOSPC),
        (.write, EDQUOT),
        (.sync, EIO),
        (.rename, EXDEV),
    ])
    func aFailedStepLeavesTheOldFileAndNoLitter(step: StorageFaults.Step, code: Int32) throws {
        var file = try savedSample()
        let before = try bytes()
        file.faults = StorageFaults { current, _ in current == step ? .fail(errno: code) : .proceed }
        let error = #expect(throws: BoardStorageError.self) { try file.save(Board(id: "new", name: "New")) }
        #expect(error?.code == .writeFailed)
        #expect(error?.errno == code)
        #expect(error?.message.contains(String(cString: strerror(code))) == true)
        #expect(try bytes() == before)
        #expect(folder.contents == ["board.json"])
        // Nothing was lost: the next save goes through.
        file.faults = .none
        try file.save(Board(id: "new", name: "New"))
        var check = BoardFile(path: path)
        #expect(try check.load().id == "new")
    }

    @Test func aCrashBetweenWriteAndRenameLeavesTheOldFile() throws {
        var file = try savedSample()
        let before = try bytes()
        let newBoard = Board(id: "new", name: "New")
        file.faults = StorageFaults { step, _ in step == .rename ? .crash : .proceed }
        #expect(throws: BoardStorageError.self) { try file.save(newBoard) }
        // The new board was written in full beside the old file, but never put in its place.
        let leftovers = folder.contents.filter { $0 != "board.json" }
        #expect(leftovers.count == 1 && leftovers[0].hasPrefix(".board.json."))
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file(leftovers[0]))) == BoardFormat.encode(newBoard))
        #expect(try bytes() == before)
        var reopened = BoardFile(path: path)
        #expect(try reopened.load() == sampleBoard())
        try reopened.save(newBoard)
        var check = BoardFile(path: path)
        #expect(try check.load() == newBoard)
    }

    /// A board of `count` cards, several megabytes once written, so a save writes it in several chunks.
    static func largeBoard(cards count: Int) -> Board {
        let cards = (0..<count).map { index in
            Card(id: "c\(index)", title: "Card \(index) – " + String(repeating: "ü", count: 60), notes: "line\nline")
        }
        return Board(id: "large", name: "Large", lists: [BoardList(id: "L", name: "Everything", cards: cards)])
    }

    @Test func aLargeBoardIsWrittenWholeInChunks() throws {
        var file = try savedSample()
        let board = Self.largeBoard(cards: 20_000)
        try file.save(board)
        let written = try bytes()
        #expect(written.count > 3 << 20)
        #expect(written == (try BoardFormat.encode(board)))
        #expect(folder.contents == ["board.json"])
        var check = BoardFile(path: path)
        #expect(try check.load() == board)
    }

    @Test func aBoardThatCannotBeEncodedLeavesTheOldFileAndNoLitter() throws {
        var file = try savedSample()
        let before = try bytes()
        var board = Self.largeBoard(cards: 20_000)
        // The bad date comes last, after several chunks have gone to the temporary file.
        board.lists[0].cards[19_999].due = Date(timeIntervalSince1970: 4e11)
        let error = #expect(throws: BoardStorageError.self) { try file.save(board) }
        #expect(error?.code == .invalidContents)
        #expect(error?.formatError?.code == .unencodable)
        #expect(error?.formatError?.path == "lists[0].cards[19999].due")
        #expect(try bytes() == before)
        #expect(folder.contents == ["board.json"])
        board.lists[0].cards[19_999].due = nil
        try file.save(board)
        var check = BoardFile(path: path)
        #expect(try check.load() == board)
    }

    @Test func theFolderIsLockedWhileSaving() throws {
        var file = try savedSample()
        let folderPath = folder.path
        let lockedDuringSave = LockProbe()
        file.faults = StorageFaults { step, _ in
            if step == .rename { lockedDuringSave.record(LockProbe.isLocked(folderPath)) }
            return .proceed
        }
        try file.save(Board(id: "new", name: "New"))
        #expect(lockedDuringSave.results == [true])
        #expect(!LockProbe.isLocked(folderPath))
    }

    // MARK: - Loading

    @Test func loadingAMissingFileSaysSo() {
        var file = BoardFile(path: folder.file("missing.json"))
        let error = #expect(throws: BoardStorageError.self) { try file.load() }
        #expect(error?.code == .readFailed && error?.errno == ENOENT)
        #expect(error?.description.hasPrefix(folder.file("missing.json")) == true)
    }

    @Test func loadingAFolderSaysSo() {
        var file = BoardFile(path: folder.path)
        let error = #expect(throws: BoardStorageError.self) { try file.load() }
        #expect(error?.code == .readFailed)
    }

    @Test func loadingMalformedJSONNamesFileLineAndColumn() throws {
        try Data("{\n  \"format\": \"cardport.board\",\n  \"version\": 1,,\n}".utf8).write(to: URL(fileURLWithPath: path))
        var file = BoardFile(path: path)
        let error = #expect(throws: BoardStorageError.self) { try file.load() }
        #expect(error?.code == .invalidContents)
        #expect(error?.formatError?.code == .malformedJSON)
        #expect(error?.formatError?.line == 3 && error?.formatError?.column == 16)
        #expect(error?.description.hasPrefix("\(path):3:16: ") == true)
        #expect(file.stamp == nil)
    }

    @Test func loadingAnEmptyFileIsMalformedJSON() throws {
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        var file = BoardFile(path: path)
        let error = #expect(throws: BoardStorageError.self) { try file.load() }
        #expect(error?.formatError?.code == .malformedJSON)
    }

    /// Makes the file at `path` `size` bytes long without writing them (a sparse file: no disk, no time).
    func sparse(_ size: Int) throws {
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(truncate(path, off_t(size)) == 0)
    }

    @Test func aBoardFileOverTheLimitIsRefusedFromItsSizeBeforeItIsRead() throws {
        // A 2 GiB sparse "board": refused from fstat's size, not read (reading it would cost 2 GiB of memory).
        try sparse(2 << 30)
        var file = BoardFile(path: path)
        let error = #expect(throws: BoardStorageError.self) { try file.load() }
        #expect(error?.code == .tooLarge)
        #expect(error?.description == "\(path): The board file is 2147483648 bytes (2 GiB), more than the "
            + "536870912 bytes (512 MiB) a board file may be; nothing was read.")
        #expect(file.stamp == nil)
    }

    @Test func theLimitIsTheCallersToSet() throws {
        var file = try savedSample()
        let size = try bytes().count
        file.maximumBytes = size - 1
        let error = #expect(throws: BoardStorageError.self) { try file.load() }
        #expect(error?.code == .tooLarge)
        file.maximumBytes = size
        #expect(try file.load() == sampleBoard())
        // An edit reads through the same check.
        file.maximumBytes = size - 1
        let edit = #expect(throws: BoardStorageError.self) { try file.edit { $0.name = "Renamed" } }
        #expect(edit?.code == .tooLarge)
        #expect(try bytes().count == size)
    }

    @Test func aNamedPipeIsRefusedWithoutWaitingForAWriter() throws {
        #expect(mkfifo(path, 0o600) == 0)
        var file = BoardFile(path: path)
        let error = #expect(throws: BoardStorageError.self) { try file.load() }
        #expect(error?.code == .readFailed)
        #expect(error?.message.contains("not a regular file") == true)
    }
}

/// Records whether a folder's advisory lock was held, as seen from another open file description.
final class LockProbe: Sendable {
    private let store = Mutex<[Bool]>([])

    func record(_ locked: Bool) { store.withLock { $0.append(locked) } }
    var results: [Bool] { store.withLock { $0 } }

    static func isLocked(_ folder: String) -> Bool {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
            flock(descriptor, LOCK_UN)
            return false
        }
        return errno == EWOULDBLOCK
    }
}
