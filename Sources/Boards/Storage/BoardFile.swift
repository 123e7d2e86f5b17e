import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A board file on disk: loads it, and saves over it atomically without losing anyone's changes.
///
/// Saving writes a temporary file in the same folder, flushes it to disk, renames it over the old file and
/// flushes the folder, all while holding an advisory lock (`flock`) on the folder (see ``AtomicWriter``);
/// ``edit(force:_:)`` holds that lock from the read to the save, so concurrent edits queue instead of failing. A save that fails at any
/// step leaves the old file exactly as it was, and a crash leaves either the old file or the new one, never a
/// mix. The file remembers the ``stamp`` of what it loaded or last saved; if the file on disk no longer
/// matches it (another program saved, replaced or deleted it), saving refuses unless forced.
///
/// A value type: copies share nothing but the path. Loading and saving block the calling thread on file
/// I/O; call them off the main thread for large boards.
public struct BoardFile: Sendable {
    /// The path of the board file.
    public let path: String
    /// The file as this value last saw it: after ``load()`` or ``save(_:force:)``; `nil` when it has not
    /// seen one, which saving takes to mean "there should be no file yet".
    public package(set) var stamp: FileStamp?
    /// How long a save or an edit waits for another writer's lock before failing with
    /// ``BoardStorageError/Code/locked`` (10 seconds unless set).
    public var wait: Duration = FolderLock.defaultWait
    /// The largest board file ``load()`` reads, in bytes: ``defaultMaximumBytes`` unless set. A larger file is
    /// refused with ``BoardStorageError/Code/tooLarge`` from the size `fstat` gives, before any of it is read,
    /// so a huge (or sparse) file cannot make the reader allocate its size.
    public var maximumBytes = BoardFile.defaultMaximumBytes
    /// The default ``maximumBytes``: 512 MiB, what an import reads at most (`ImportOptions.maximumInputBytes`).
    public static let defaultMaximumBytes = 512 << 20
    /// Test seam for failing or interrupting saves.
    package var faults: StorageFaults = .none

    /// Refers to a board file without reading it. Saving a new board here fails if a file has appeared at the
    /// path in the meantime, unless forced.
    public init(path: String) {
        self.path = path
    }

    /// Reads the board, and remembers the file's stamp for later saves.
    ///
    /// The file is opened without blocking (a named pipe at the path is refused, not waited on) and its size
    /// checked against ``maximumBytes`` before it is read.
    /// - Throws: ``BoardStorageError`` `readFailed`, `tooLarge`, or `invalidContents` with the
    ///   ``BoardFormatError``.
    public mutating func load() throws(BoardStorageError) -> Board {
        let (data, stamp) = try readContents()
        do {
            let board = try BoardFormat.decode(data, file: path)
            self.stamp = stamp
            return board
        } catch {
            throw BoardStorageError(
                code: .invalidContents, message: error.description, file: path, formatError: error)
        }
    }

    /// Reads the file's bytes and the stamp of the very file they came from.
    private func readContents() throws(BoardStorageError) -> (Data, FileStamp) {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer; it is refused below instead.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw readError(Errno(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw readError(Errno(errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw BoardStorageError(code: .readFailed, message: "Could not read the board: it is not a regular file.", file: path)
        }
        let size = Int(info.st_size)
        guard size <= maximumBytes else {
            throw BoardStorageError(
                code: .tooLarge,
                message: "The board file is \(Self.describe(size)), more than the \(Self.describe(maximumBytes)) a board "
                    + "file may be; nothing was read.",
                file: path)
        }
        var data = Data(count: size)
        var filled = 0
        var failure: Int32 = 0
        data.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while filled < buffer.count {
                let count = read(descriptor, base + filled, buffer.count - filled)
                if count > 0 {
                    filled += count
                } else if count == 0 {
                    break
                } else if errno != EINTR {
                    failure = errno
                    break
                }
            }
        }
        guard failure == 0 else { throw readError(Errno(failure)) }
        data.removeSubrange(filled...)
        return (data, FileStamp(info))
    }

    /// `2147483648 bytes (2 GiB)`, `1610612736 bytes (1.5 GiB)`, `536870912 bytes (512 MiB)`, `900 bytes`.
    static func describe(_ bytes: Int) -> String {
        func short(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
        }
        let mebibytes = Double(bytes) / Double(1 << 20)
        if mebibytes >= 1024 { return "\(bytes) bytes (\(short(mebibytes / 1024)) GiB)" }
        if mebibytes >= 1 { return "\(bytes) bytes (\(short(mebibytes)) MiB)" }
        return "\(bytes) bytes"
    }

    func readError(_ error: Errno) -> BoardStorageError {
        BoardStorageError(
            code: .readFailed, message: "Could not read the board: \(error.message).", file: path, errno: error.code)
    }
}
