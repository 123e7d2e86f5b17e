import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension BoardFile {
    /// Saves a board over the file, atomically.
    ///
    /// Steps, under the folder's lock (other Cardport writers wait for it, at most ``wait``): check that the
    /// file still matches ``stamp``; write the board through an ``AtomicWriter`` (a temporary file beside it,
    /// flushed, renamed over the file, the folder flushed). A symbolic link is followed: its target is
    /// replaced and the link kept. The new file keeps the old one's owner, group and mode (0644 for a new
    /// file). On success ``stamp`` becomes the new file's.
    /// - Parameters:
    ///   - board: The board to write.
    ///   - force: Save even if the file changed on disk since it was loaded, overwriting those changes, and
    ///     even if the file is read-only.
    /// - Throws: ``BoardStorageError`` `changedOnDisk`, `readOnly`, `notRegularFile`, `locked`, `writeFailed`,
    ///   or `invalidContents` when the board cannot be encoded. In every case the file on disk is left as it was.
    public mutating func save(_ board: Board, force: Bool = false) throws(BoardStorageError) {
        try save(board, force: force, thenWhileLocked: {})
    }

    /// Saves a board as ``save(_:force:)`` does, then runs `afterwards` while the folder's lock is still held:
    /// for what must follow the save with no other writer between, such as collecting the files of the board's
    /// store that the board saved no longer names (`AttachmentStore.collectGarbage(keeping:history:)`).
    /// `afterwards` does not run when the save fails.
    package mutating func save(
        _ board: Board, force: Bool = false, thenWhileLocked afterwards: () -> Void
    ) throws(BoardStorageError) {
        let writer = writer(force: force)
        let lock = try writer.lock(try writer.resolve())
        try save(board, force: force, writer: writer, holding: lock)
        afterwards()
    }

    /// Loads the board, lets `edit` change it, and saves the result, all under the folder's lock: edits from
    /// several processes or threads queue (each waits at most ``wait``) and all succeed, in some order.
    ///
    /// Prefer this to ``load()`` then ``save(_:force:)`` for an edit made now; keep those (and their
    /// ``stamp`` check) for an edit prepared from an older read, such as a page showing the board.
    /// - Parameters:
    ///   - force: Save even if the file is read-only.
    ///   - edit: Changes the board; an error it throws ends the edit with nothing written, and passes through.
    /// - Returns: What `edit` returns.
    /// - Throws: What `edit` throws, or ``BoardStorageError`` (`locked` when another writer held the lock for
    ///   longer than ``wait``, `readOnly`, `readFailed`, `invalidContents`, `writeFailed`…). The file on disk
    ///   is left as it was.
    public mutating func edit<Result>(force: Bool = false, _ edit: (inout Board) throws -> Result) throws -> Result {
        let writer = writer(force: force)
        let destination = try writer.resolve()
        if !force { try writer.checkProtection(destination) }
        let lock = try writer.lock(destination)
        var board = try load()
        let result = try edit(&board)
        try save(board, force: force, writer: writer, holding: lock)
        return result
    }

    /// How a companion file (the board session's history) is written after the board: replaced whole, atomically,
    /// or a line appended to it.
    package enum CompanionWrite: Sendable {
        /// The file's new bytes, written atomically (a temporary file renamed over it).
        case replace(Data)
        /// Bytes appended after the first `at` bytes of the file (whatever follows them, such as the beginning of
        /// an append a crash interrupted, is cut off first), then flushed to disk.
        case append(Data, at: Int)
    }

    /// An edit made under the folder's lock that starts from the caller's copy of the board when the file still
    /// matches ``stamp``, and from the file (read again) when it does not; and writes a companion file after the
    /// board, under the same lock.
    ///
    /// The board session's one road to disk: `body` gets the board as it is on disk and whether it had to be read
    /// again (someone else saved since); it returns the board to save (`nil`: nothing changed, nothing is written)
    /// and a value. When a board was saved, `companion` names a file to write beside it (the session's history)
    /// and how (``CompanionWrite``), written while the lock is still held.
    /// - Parameters:
    ///   - current: The board as the caller last loaded or saved it, matching ``stamp``; `nil` to read the file.
    ///   - force: Save even if the file is read-only.
    /// - Throws: What `body` throws, or ``BoardStorageError``. The file on disk is left as it was.
    package mutating func transact<Result>(
        current: Board?, force: Bool = false,
        _ body: (_ board: Board, _ reloaded: Bool) throws -> (save: Board?, result: Result),
        companion: (Result) -> (path: String, write: CompanionWrite)? = { _ in nil }
    ) throws -> (board: Board, result: Result) {
        let writer = writer(force: force)
        let destination = try writer.resolve()
        if !force { try writer.checkProtection(destination) }
        let lock = try writer.lock(destination)
        let onDisk: FileStamp?
        switch FileStamp.current(atPath: destination.path) {
        case .success(let found): onDisk = found
        case .failure(let error): throw readError(error)
        }
        let reloaded = current == nil || onDisk != stamp
        let board = reloaded ? try load() : current!
        let (saved, result) = try body(board, reloaded && current != nil)
        guard let saved else { return (board, result) }
        try save(saved, force: force, writer: writer, holding: lock)
        if let (path, write) = companion(result) {
            var companionWriter = AtomicWriter(path: path, force: true)
            companionWriter.noun = "history"
            companionWriter.faults = faults
            let target = try companionWriter.resolve()
            switch write {
            case .replace(let data):
                try companionWriter.write(
                    { sink throws(BoardStorageError) in
                        data.withUnsafeBytes { _ = sink.write($0) }
                    }, to: target, holding: lock)
            case .append(let data, let offset):
                try companionWriter.append(data, at: offset, to: target, holding: lock)
            }
        }
        return (saved, result)
    }

    /// The writer every save goes through: it may replace the file (the stamp check decides), follows links.
    private func writer(force: Bool) -> AtomicWriter {
        var writer = AtomicWriter(path: path, force: true)
        writer.overridesProtection = force
        writer.noun = "board"
        writer.wait = wait
        writer.faults = faults
        return writer
    }

    /// The save itself, with the folder's lock held.
    private mutating func save(
        _ board: Board, force: Bool, writer: AtomicWriter, holding lock: borrowing FolderLock
    ) throws(BoardStorageError) {
        var writer = writer
        let destination = try writer.resolve()
        let current: FileStamp?
        switch FileStamp.current(atPath: destination.path) {
        case .success(let found): current = found
        case .failure(let error):
            throw BoardStorageError(
                code: .writeFailed,
                message: "Could not save the board: could not look at the file: \(error.message). "
                    + "The file on disk is unchanged.",
                file: path, errno: error.code)
        }
        if !force && current != stamp {
            throw BoardStorageError(
                code: .changedOnDisk,
                message: Self.changeDescription(expected: stamp, found: current)
                    + " Saving now would lose those changes: load the file again, or save with force to overwrite it.",
                file: path)
        }
        try writer.checkProtection(destination)
        // A new board is linked in, which fails if a file appeared meanwhile; an existing one is replaced.
        writer.replacesExisting = current != nil
        try writer.write(
            { sink throws(BoardStorageError) in
                do throws(BoardFormatError) {
                    _ = try BoardFormat.encode(board, chunkSize: Self.chunkSize) { sink.write($0) }
                } catch {
                    throw BoardStorageError(code: .invalidContents, message: error.description, file: path, formatError: error)
                }
            }, to: destination, holding: lock)
        if case .success(let saved) = FileStamp.current(atPath: destination.path) { stamp = saved }
    }

    /// How many bytes of the board go to the temporary file in each `write`.
    private static let chunkSize = 1 << 20

    private static func changeDescription(expected: FileStamp?, found: FileStamp?) -> String {
        switch (expected, found) {
        case (nil, _?): "A file has appeared at this path since the board was opened."
        case (_?, nil): "The file was deleted since it was loaded."
        case let (expected?, found?) where expected.inode != found.inode || expected.device != found.device:
            "The file was replaced by another since it was loaded."
        default: "The file was changed since it was loaded."
        }
    }
}
