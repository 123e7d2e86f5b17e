import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AtomicWriter {
    /// Appends `data` to the file at `destination` after its first `offset` bytes, under the folder's lock, and
    /// flushes it to disk (`fsync`) before returning: for a journal whose reader skips a last line without its
    /// line end (the board's history).
    ///
    /// Whatever follows `offset` (the beginning of an append a crash interrupted) is cut off first. A crash during
    /// the append leaves the first `offset` bytes and part of `data`; a failure cuts the file back to `offset`.
    /// - Throws: ``BoardStorageError`` `notRegularFile` when the path is not a regular file of at least `offset`
    ///   bytes (it changed since it was read: replace it whole instead), `writeFailed` for a failed call.
    package func append(
        _ data: Data, at offset: Int, to destination: Destination, holding lock: borrowing FolderLock
    ) throws(BoardStorageError) {
        guard let existing = destination.existing, existing.st_mode & S_IFMT == S_IFREG, Int(existing.st_size) >= offset
        else {
            throw BoardStorageError(
                code: .notRegularFile, message: "The \(noun) is not the file it was when it was read; nothing was appended.",
                file: path)
        }
        let descriptor = open(destination.path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { throw failure(Errno(errno), step: "open the \(noun) to add to it") }
        defer { close(descriptor) }
        func cutBack() { _ = ftruncate(descriptor, off_t(offset)) }

        switch faults.beforeStep(.write, destination.path) {
        case .proceed: break
        case .fail(let code): throw failure(Errno(code), step: "add to the \(noun)")
        case .crash:
            // As a process killed half way through its write: part of the line reaches the file.
            _ = ftruncate(descriptor, off_t(offset))
            data.prefix(data.count / 2).withUnsafeBytes { _ = pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
            throw crashed(at: "write")
        }
        guard ftruncate(descriptor, off_t(offset)) == 0 else {
            throw failure(Errno(errno), step: "cut an interrupted addition from the \(noun)")
        }
        let code: Int32 = data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            var written = 0
            while written < buffer.count {
                let count = pwrite(descriptor, base + written, buffer.count - written, off_t(offset + written))
                if count >= 0 {
                    written += count
                } else if errno != EINTR {
                    return errno
                }
            }
            return 0
        }
        guard code == 0 else {
            cutBack()
            throw failure(Errno(code), step: "add to the \(noun)")
        }
        switch faults.beforeStep(.sync, destination.path) {
        case .proceed: break
        case .fail(let code):
            cutBack()
            throw failure(Errno(code), step: "flush the \(noun) to disk")
        case .crash: throw crashed(at: "sync")
        }
        guard fsync(descriptor) == 0 else {
            let code = errno
            cutBack()
            throw failure(Errno(code), step: "flush the \(noun) to disk")
        }
    }
}
