import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension BoardFile {
    /// Saves a board over the file, atomically.
    ///
    /// Steps, under an exclusive `flock` on the file's folder (other Cardport writers wait for it): check that
    /// the file still matches ``stamp``; write a temporary file `.<name>.<random>` in the same folder; `fsync`
    /// it; rename it over the file; `fsync` the folder. The new file keeps the old one's permissions (0644 for a
    /// new file). On success ``stamp`` becomes the new file's.
    /// - Parameters:
    ///   - board: The board to write.
    ///   - force: Save even if the file changed on disk since it was loaded, overwriting those changes.
    /// - Throws: ``BoardStorageError`` `changedOnDisk`, `writeFailed`, or `invalidContents` when the board
    ///   cannot be encoded. In every case the file on disk is left as it was.
    public mutating func save(_ board: Board, force: Bool = false) throws(BoardStorageError) {
        let (folder, name) = Self.split(path)
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folderDescriptor >= 0 else { throw writeError(Errno(errno), step: "open the folder \(folder)") }
        defer { close(folderDescriptor) }
        while flock(folderDescriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw writeError(Errno(errno), step: "lock the folder \(folder)") }
        }
        defer { flock(folderDescriptor, LOCK_UN) }

        let current: FileStamp?
        switch FileStamp.current(atPath: path) {
        case .success(let found): current = found
        case .failure(let error): throw writeError(error, step: "look at the file")
        }
        if !force && current != stamp {
            throw BoardStorageError(
                code: .changedOnDisk,
                message: Self.changeDescription(expected: stamp, found: current)
                    + " Saving now would lose those changes: load the file again, or save with force to overwrite it.",
                file: path)
        }
        var mode = mode_t(0o644)
        var info = stat()
        if stat(path, &info) == 0 { mode = info.st_mode & 0o7777 }

        let temporary = try writeTemporary(board, folder: folder, name: name, mode: mode)
        switch faults.beforeStep(.rename, temporary) {
        case .proceed: break
        case .fail(let code):
            unlink(temporary)
            throw writeError(Errno(code), step: "rename the new file into place")
        case .crash:
            throw crashed(at: "rename")
        }
        guard rename(temporary, path) == 0 else {
            let error = Errno(errno)
            unlink(temporary)
            throw writeError(error, step: "rename the new file into place")
        }
        // The rename is durable only once the folder is flushed; a failure here cannot undo it, so it is not
        // reported (the board is saved, possibly not yet durably).
        fsync(folderDescriptor)
        if case .success(let saved) = FileStamp.current(atPath: path) { stamp = saved }
    }

    /// Creates, fills, flushes and closes the temporary file; returns its path. Removes it on failure.
    ///
    /// The board is encoded straight into the file a chunk at a time, so saving never holds the whole file's
    /// bytes in memory.
    private func writeTemporary(_ board: Board, folder: String, name: String, mode: mode_t) throws(BoardStorageError)
        -> String
    {
        switch faults.beforeStep(.createTemporary, nil) {
        case .proceed: break
        case .fail(let code): throw writeError(Errno(code), step: "create a temporary file in \(folder)")
        case .crash: throw crashed(at: "create")
        }
        var template = Array("\(folder)/.\(name).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw writeError(Errno(errno), step: "create a temporary file in \(folder)") }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var closed = false
        func fail(_ error: BoardStorageError) -> BoardStorageError {
            if !closed { close(descriptor) }
            unlink(temporary)
            return error
        }

        switch faults.beforeStep(.write, temporary) {
        case .proceed: break
        case .fail(let code): throw fail(writeError(Errno(code), step: "write the new file"))
        case .crash:
            close(descriptor)
            throw crashed(at: "write")
        }
        var failure: Int32 = 0
        do {
            _ = try BoardFormat.encode(board, chunkSize: Self.chunkSize) { buffer in
                var written = 0
                while written < buffer.count {
                    let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                    if count >= 0 {
                        written += count
                    } else if errno != EINTR {
                        failure = errno
                        return false
                    }
                }
                return true
            }
        } catch {
            throw fail(
                BoardStorageError(code: .invalidContents, message: error.description, file: path, formatError: error))
        }
        guard failure == 0 else { throw fail(writeError(Errno(failure), step: "write the new file")) }
        guard fchmod(descriptor, mode) == 0 else { throw fail(writeError(Errno(errno), step: "set its permissions")) }

        switch faults.beforeStep(.sync, temporary) {
        case .proceed: break
        case .fail(let code): throw fail(writeError(Errno(code), step: "flush the new file to disk"))
        case .crash:
            close(descriptor)
            throw crashed(at: "sync")
        }
        guard fsync(descriptor) == 0 else { throw fail(writeError(Errno(errno), step: "flush the new file to disk")) }
        closed = true
        guard close(descriptor) == 0 else { throw fail(writeError(Errno(errno), step: "close the new file")) }
        return temporary
    }

    /// How many bytes of the board go to the temporary file in each `write`.
    private static let chunkSize = 1 << 20

    private func writeError(_ error: Errno, step: String) -> BoardStorageError {
        BoardStorageError(
            code: .writeFailed,
            message: "Could not save the board: could not \(step): \(error.message). The file on disk is unchanged.",
            file: path, errno: error.code)
    }

    private func crashed(at step: String) -> BoardStorageError {
        BoardStorageError(code: .writeFailed, message: "The save was interrupted before the \(step) step.", file: path)
    }

    private static func changeDescription(expected: FileStamp?, found: FileStamp?) -> String {
        switch (expected, found) {
        case (nil, _?): "A file has appeared at this path since the board was opened."
        case (_?, nil): "The file was deleted since it was loaded."
        case let (expected?, found?) where expected.inode != found.inode || expected.device != found.device:
            "The file was replaced by another since it was loaded."
        default: "The file was changed since it was loaded."
        }
    }

    /// The folder and the file name of a path; the folder is `.` for a bare name.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }
}
