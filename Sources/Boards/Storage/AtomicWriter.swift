import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file all at once or not at all: the one writer behind every file Cardport writes (board files,
/// exports, conversions).
///
/// Steps, under the folder's `FolderLock` (other Cardport writers in the folder wait for it): remove
/// temporary files a killed writer left for this name; write a temporary file `.<name>.cardport-XXXXXX` in
/// the same folder; give it the old file's mode, owner and group (0644 for a new file); `fsync` it; put it in
/// place; `fsync` the folder. A failure at any step removes the temporary file and leaves the destination as
/// it was; a crash leaves the old file or the new one, never a mix.
///
/// What is at the path decides how the new file goes in place:
/// - nothing: the new file is *linked* in (`link`, which fails if a file appeared meanwhile), so "create if
///   absent" is part of the commit, never a separate check; two writers racing for a new path cannot both
///   win.
/// - a regular file: refused (``BoardStorageError/Code/fileExists``) unless ``replacesExisting``; then it is
///   replaced by `rename`. A read-only file, or one whose owner and group cannot be kept, is refused
///   (``BoardStorageError/Code/readOnly``) unless ``overridesProtection``.
/// - a symbolic link: like a file, but its target is replaced and the link kept.
/// - a folder, device, named pipe (FIFO) or socket: always refused
///   (``BoardStorageError/Code/notRegularFile``), forced or not.
///
/// Blocks the calling thread on file I/O and on the lock (at most ``wait``).
public struct AtomicWriter: Sendable {
    /// The path to write, as given (a symbolic link is followed when the file is written).
    public var path: String
    /// Whether an existing regular file (or a link's target) may be replaced (`--force`).
    public var replacesExisting: Bool
    /// Whether a read-only file, or one whose owner cannot be kept, may be replaced anyway (`--force`).
    public var overridesProtection: Bool
    /// How long to wait for another writer's lock on the folder before failing with
    /// ``BoardStorageError/Code/locked``.
    public var wait: Duration = FolderLock.defaultWait
    /// What the file is called in messages: "file", or "board" for board files.
    package var noun = "file"
    /// Test seam for failing or interrupting writes.
    package var faults: StorageFaults = .none

    /// A writer for `path`; `force` sets both ``replacesExisting`` and ``overridesProtection``.
    public init(path: String, force: Bool = false) {
        self.path = path
        self.replacesExisting = force
        self.overridesProtection = force
    }

    /// Writes `data` to the file.
    /// - Throws: ``BoardStorageError``: `fileExists`, `notRegularFile`, `readOnly`, `locked` or `writeFailed`.
    ///   In every case the file on disk is left as it was and no temporary file remains.
    public func write(_ data: Data) throws(BoardStorageError) {
        func produce(_ sink: inout Sink) throws(BoardStorageError) {
            data.withUnsafeBytes { buffer in _ = sink.write(buffer) }
        }
        try write(produce)
    }

    /// Refuses early, before any work is done, what ``write(_:)`` would refuse: an existing file without
    /// ``replacesExisting``, a special file, a read-only file. The write itself checks again as it commits.
    public func check() throws(BoardStorageError) {
        let destination = try resolve()
        try checkProtection(destination)
    }

    /// Writes the file from `produce`, which hands its bytes to the sink a chunk at a time, so a large file
    /// need never be in memory whole.
    package func write(_ produce: (inout Sink) throws(BoardStorageError) -> Void) throws(BoardStorageError) {
        let destination = try resolve()
        try checkProtection(destination)
        let lock = try lock(destination)
        try write(produce, to: destination, holding: lock)
    }

    /// Where the bytes go: the real file (a link followed) and what is there now.
    package struct Destination {
        /// The path that is replaced or created: `path`, or a symbolic link's target.
        package var path: String
        /// The file there now; nil when there is none.
        package var existing: stat?
        /// The folder that holds it, and its name there.
        package var folder: String, name: String
    }

    /// Looks at the path: follows a symbolic link, refuses what is not a regular file, and (without
    /// ``replacesExisting``) what exists.
    package func resolve() throws(BoardStorageError) -> Destination {
        var info = stat()
        if lstat(path, &info) != 0 {
            let code = errno
            guard code == ENOENT else { throw failure(Errno(code), step: "look at \(path)") }
            return Self.destination(path, existing: nil)
        }
        var target = path
        if (info.st_mode & S_IFMT) == S_IFLNK {
            guard let resolved = realpath(path, nil) else { throw unresolvableLink(errno) }
            target = String(cString: resolved)
            free(resolved)
            guard stat(target, &info) == 0 else { throw failure(Errno(errno), step: "look at \(target)") }
        }
        let kind: String? =
            switch info.st_mode & S_IFMT {
            case S_IFREG: nil
            case S_IFDIR: "a folder"
            case S_IFCHR, S_IFBLK: "a device"
            case S_IFIFO: "a named pipe (FIFO)"
            case S_IFSOCK: "a socket"
            default: "not a regular file"
            }
        if let kind {
            throw BoardStorageError(
                code: .notRegularFile,
                message: "it is \(kind), not a \(noun) Cardport may replace; nothing was written.", file: path)
        }
        guard replacesExisting else {
            throw BoardStorageError(code: .fileExists, message: "the \(noun) exists; nothing was written.", file: path)
        }
        return Self.destination(target, existing: info)
    }

    /// Why the symbolic link at ``path`` cannot be followed to a file to replace, as its own message: a loop,
    /// a missing target, or a target with no path such as a pipe (`/dev/stdout` when output goes into one).
    private func unresolvableLink(_ code: Int32) -> BoardStorageError {
        var info = stat()
        let message: String
        if code == ELOOP {
            message = "it is a symbolic link loop (or a chain of links too long to follow); nothing was written."
        } else if stat(path, &info) == 0 {
            let kind =
                switch info.st_mode & S_IFMT {
                case S_IFIFO: "a pipe"
                case S_IFSOCK: "a socket"
                case S_IFCHR, S_IFBLK: "a device"
                default: "something with no path"
                }
            message = "it is a symbolic link to \(kind), not a \(noun) Cardport may replace; nothing was written."
        } else if errno == ELOOP {
            message = "it is a symbolic link loop (or a chain of links too long to follow); nothing was written."
        } else if code == ENOENT || code == ENOTDIR {
            message = "it is a symbolic link to a missing file; nothing was written."
        } else {
            return failure(Errno(code), step: "follow the link \(path)")
        }
        return BoardStorageError(code: .notRegularFile, message: message, file: path, errno: code)
    }

    /// Refuses a read-only destination unless ``overridesProtection``.
    package func checkProtection(_ destination: Destination) throws(BoardStorageError) {
        guard let existing = destination.existing, !overridesProtection else { return }
        if (existing.st_mode & 0o222) == 0 || access(destination.path, W_OK) != 0 {
            throw BoardStorageError(
                code: .readOnly,
                message: "the \(noun) is read-only (mode \(String(existing.st_mode & 0o7777, radix: 8))); "
                    + "nothing was written.",
                file: path)
        }
    }

    /// Locks the destination's folder for this write.
    package func lock(_ destination: Destination) throws(BoardStorageError) -> FolderLock {
        try FolderLock(folder: destination.folder, wait: wait, file: path, noun: noun)
    }

    /// The write itself, with the folder's lock held by the caller.
    package func write(
        _ produce: (inout Sink) throws(BoardStorageError) -> Void, to destination: Destination,
        holding lock: borrowing FolderLock
    ) throws(BoardStorageError) {
        removeStaleTemporaries(destination)
        let temporary = try writeTemporary(produce, destination)
        switch faults.beforeStep(.rename, temporary) {
        case .proceed: break
        case .fail(let code):
            unlink(temporary)
            throw failure(Errno(code), step: "put the new file in place")
        case .crash:
            throw crashed(at: "rename")
        }
        if destination.existing != nil || replacesExisting {
            guard rename(temporary, destination.path) == 0 else {
                let error = Errno(errno)
                unlink(temporary)
                throw failure(error, step: "put the new file in place")
            }
        } else {
            try linkNew(temporary, destination)
        }
        // The commit is durable once the folder is flushed; a failure here cannot undo it, so it is not
        // reported: the file is written, possibly not yet durably, and a retry would write it twice.
        switch faults.beforeStep(.syncFolder, nil) {
        case .proceed: _ = lock.sync()
        case .fail, .crash: break
        }
    }

    /// Puts a new file where there was none: `link` fails if one appeared meanwhile, so the check and the
    /// commit are one step. Where the file system has no hard links, the name is reserved with `O_EXCL`
    /// and the new file renamed over the reservation.
    private func linkNew(_ temporary: String, _ destination: Destination) throws(BoardStorageError) {
        if link(temporary, destination.path) == 0 {
            unlink(temporary)
            return
        }
        var code = errno
        if code == EPERM || code == ENOTSUP || code == EOPNOTSUPP || code == EMLINK {
            let reserved = open(destination.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if reserved >= 0 {
                close(reserved)
                if rename(temporary, destination.path) == 0 { return }
                code = errno
                unlink(destination.path)
            } else {
                code = errno
            }
        }
        unlink(temporary)
        if code == EEXIST {
            throw BoardStorageError(
                code: .fileExists, message: "a file appeared at this path meanwhile; nothing was written.", file: path)
        }
        throw failure(Errno(code), step: "put the new file in place")
    }

    /// Creates, fills, flushes and closes the temporary file; returns its path. Removes it on failure.
    private func writeTemporary(_ produce: (inout Sink) throws(BoardStorageError) -> Void, _ destination: Destination)
        throws(BoardStorageError) -> String
    {
        let folder = destination.folder
        switch faults.beforeStep(.createTemporary, nil) {
        case .proceed: break
        case .fail(let code): throw failure(Errno(code), step: "create a temporary file in \(folder)")
        case .crash: throw crashed(at: "create")
        }
        var template = Array((Self.temporaryPrefix(destination) + "XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(Errno(errno), step: "create a temporary file in \(folder)") }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var closed = false
        func fail(_ error: BoardStorageError) -> BoardStorageError {
            if !closed { close(descriptor) }
            unlink(temporary)
            return error
        }
        func step(_ step: StorageFaults.Step, _ name: String) throws(BoardStorageError) {
            switch faults.beforeStep(step, temporary) {
            case .proceed: break
            case .fail(let code): throw fail(failure(Errno(code), step: name))
            case .crash:
                close(descriptor)
                closed = true
                throw crashed(at: "\(step)")
            }
        }

        try step(.write, "write the new file")
        var sink = Sink(descriptor: descriptor)
        do {
            try produce(&sink)
        } catch {
            throw fail(error)
        }
        if sink.failure != 0 { throw fail(failure(Errno(sink.failure), step: "write the new file")) }

        try step(.setPermissions, "give the new file the old one's permissions")
        let mode = destination.existing.map { $0.st_mode & 0o7777 } ?? 0o644
        if let existing = destination.existing, existing.st_uid != geteuid() || existing.st_gid != getegid() {
            if fchown(descriptor, existing.st_uid, existing.st_gid) != 0 && !overridesProtection {
                let code = errno
                throw fail(
                    BoardStorageError(
                        code: .readOnly,
                        message: "the \(noun) belongs to another user or group, which replacing it would not keep; "
                            + "nothing was written.",
                        file: path, errno: code))
            }
        }
        guard fchmod(descriptor, mode) == 0 else {
            throw fail(failure(Errno(errno), step: "give the new file the old one's permissions"))
        }

        try step(.sync, "flush the new file to disk")
        guard fsync(descriptor) == 0 else { throw fail(failure(Errno(errno), step: "flush the new file to disk")) }
        closed = true
        guard close(descriptor) == 0 else { throw fail(failure(Errno(errno), step: "close the new file")) }
        return temporary
    }

    /// `.<name>.cardport-` in the destination's folder: what every temporary file for it starts with.
    static func temporaryPrefix(_ destination: Destination) -> String {
        "\(destination.folder)/.\(destination.name).cardport-"
    }

    /// Removes temporary files a killed writer left for this destination. Safe only under the folder's lock:
    /// every live writer holds it from creating its temporary file to renaming it, so none is active.
    private func removeStaleTemporaries(_ destination: Destination) {
        let prefix = ".\(destination.name).cardport-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: destination.folder) else { return }
        for name in names where name.hasPrefix(prefix) && name.utf8.count == prefix.utf8.count + 6 {
            let suffix = name.utf8.suffix(6)
            guard suffix.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7a) }) else {
                continue
            }
            var info = stat()
            let full = destination.folder + "/" + name
            if lstat(full, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG { unlink(full) }
        }
    }

    private static func destination(_ path: String, existing: stat?) -> Destination {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return Destination(path: path, existing: existing, folder: folder.isEmpty ? "/" : folder, name: name)
    }

    func failure(_ error: Errno, step: String) -> BoardStorageError {
        BoardStorageError(
            code: .writeFailed,
            message: "Could not save the \(noun): could not \(step): \(error.message). The file on disk is unchanged.",
            file: path, errno: error.code)
    }

    func crashed(at step: String) -> BoardStorageError {
        BoardStorageError(code: .writeFailed, message: "The save was interrupted before the \(step) step.", file: path)
    }

    /// Where a produced file's bytes go: the temporary file, a chunk at a time.
    package struct Sink {
        fileprivate let descriptor: Int32
        /// The `errno` of a failed `write`; 0 while all went well.
        package fileprivate(set) var failure: Int32 = 0

        /// Writes `buffer` whole; returns false (and records the failure) if a `write` failed.
        @discardableResult
        package mutating func write(_ buffer: UnsafeRawBufferPointer) -> Bool {
            guard failure == 0 else { return false }
            guard let base = buffer.baseAddress else { return true }
            var written = 0
            while written < buffer.count {
                let count = systemWrite(descriptor, base + written, buffer.count - written)
                if count >= 0 {
                    written += count
                } else if errno != EINTR {
                    failure = errno
                    return false
                }
            }
            return true
        }
    }
}

/// The C library's `write`, under a name the sink's own `write` does not hide.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #else
    Darwin.write(descriptor, buffer, count)
    #endif
}
