import Boards

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Compares a board file on disk with the `FileStamp` its `BoardFile` remembers: the way
/// the served board notices changes made by others.
enum DiskStamp {
    /// Whether the file at `path` is still the one `stamp` describes (both absent counts as a match).
    static func matches(_ stamp: FileStamp?, atPath path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return stamp == nil }
        guard let stamp else { return false }
        #if canImport(Darwin)
        let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        let changed = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
        #else
        let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        let changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        #endif
        return stamp.device == UInt64(info.st_dev) && stamp.inode == UInt64(info.st_ino)
            && stamp.size == Int64(info.st_size) && stamp.modified == modified && stamp.changed == changed
    }
}
