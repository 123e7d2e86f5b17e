#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What identifies one version of a file on disk: which file it is (device and inode), its size, and when its
/// content and metadata last changed (nanoseconds).
///
/// Replacing a file (a rename over it) changes its inode; writing to it in place changes its size or times.
/// The change time cannot be set by a program, so two stamps that compare equal mean the file was not
/// touched in between, as far as the file system can tell.
public struct FileStamp: Hashable, Sendable {
    /// The device the file lives on.
    public var device: UInt64
    /// The file's inode number on that device.
    public var inode: UInt64
    /// The size in bytes.
    public var size: Int64
    /// The last content change, in nanoseconds since 1970.
    public var modified: Int64
    /// The last status change (content, permissions, links), in nanoseconds since 1970.
    public var changed: Int64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        changed = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
        #else
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        #endif
    }

    /// The stamp of the file at `path` now, `nil` when there is none or it cannot be looked at.
    package static func of(path: String) -> FileStamp? {
        (try? current(atPath: path).get()) ?? nil
    }

    /// The stamp of the file at `path` now, `nil` when there is no file there, or the `errno` of a failure.
    static func current(atPath path: String) -> Result<FileStamp?, Errno> {
        var info = stat()
        if stat(path, &info) == 0 { return .success(FileStamp(info)) }
        let code = errno
        return code == ENOENT ? .success(nil) : .failure(Errno(code))
    }
}

/// A C `errno` value with its message, for storage errors.
struct Errno: Error, Hashable {
    var code: Int32
    init(_ code: Int32) { self.code = code }
    var message: String { String(cString: strerror(code)) }
}
