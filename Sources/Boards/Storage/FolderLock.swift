import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The advisory lock (`flock`) on a folder that every Cardport writer holds while it writes a file there.
///
/// One lock per folder, no lock file: the folder itself is locked, through its own open file description, so
/// two threads of one process exclude each other as two processes do. While it is held no other Cardport
/// writer is between creating a temporary file in the folder and renaming it into place, which is what lets
/// the holder remove temporary files a killed writer left behind. The kernel releases it when the holder
/// dies. Waiting is bounded: the lock is tried again every few milliseconds until the deadline.
package struct FolderLock: ~Copyable {
    /// The folder's path.
    package let folder: String
    /// The open folder; `fsync` on it makes renames in the folder durable.
    package let descriptor: Int32

    /// How long writers wait for a lock unless told otherwise (`--wait`'s default).
    package static let defaultWait: Duration = .seconds(10)

    /// Opens and locks `folder`, waiting at most `wait` for another writer to let go of it.
    /// - Parameters:
    ///   - file: The file the lock is taken for, for errors.
    ///   - noun: What the file is in messages ("board", "file").
    /// - Throws: ``BoardStorageError`` `locked` (with the holder's process id when the system records one)
    ///   after `wait`, or `writeFailed` when the folder cannot be opened.
    package init(folder: String, wait: Duration, file: String, noun: String) throws(BoardStorageError) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw BoardStorageError(
                code: .writeFailed,
                message: "Could not save the \(noun): could not open the folder \(folder): \(Errno(code).message). "
                    + "The file on disk is unchanged.",
                file: file, errno: code)
        }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: max(wait, .zero))
        var pause = Duration.milliseconds(1)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else {
                close(descriptor)
                throw BoardStorageError(
                    code: .writeFailed,
                    message: "Could not save the \(noun): could not lock the folder \(folder): \(Errno(code).message). "
                        + "The file on disk is unchanged.",
                    file: file, errno: code)
            }
            guard clock.now < deadline else {
                let holder = Self.holder(of: descriptor)
                close(descriptor)
                let who = holder.map { "process \($0)" } ?? "another process"
                var error = BoardStorageError(
                    code: .locked,
                    message: "\(who) has been writing in \(folder) for longer than \(Self.seconds(wait)); "
                        + "nothing was written.",
                    file: file)
                error.holderProcessID = holder
                throw error
            }
            Self.sleep(min(pause, deadline - clock.now))
            pause = min(pause * 2, .milliseconds(20))
        }
        self.folder = folder
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Flushes the folder's entries (the renames made in it) to disk; returns whether it worked.
    package func sync() -> Bool { fsync(descriptor) == 0 }

    /// The process holding an exclusive `flock` on the open folder, as `/proc/locks` records it; nil where
    /// there is no such file (not Linux) or no line matches.
    static func holder(of descriptor: Int32) -> Int32? {
        var info = stat()
        guard fstat(descriptor, &info) == 0,
            let text = try? String(contentsOfFile: "/proc/locks", encoding: .utf8)
        else { return nil }
        let device = UInt64(info.st_dev)
        let major = ((device >> 8) & 0xfff) | ((device >> 32) & ~0xfff)
        let minor = (device & 0xff) | ((device >> 12) & ~0xff)
        let exact = String(major, radix: 16).leftPadded(2) + ":" + String(minor, radix: 16).leftPadded(2) + ":\(info.st_ino)"
        let inode = ":\(info.st_ino)"
        var byInode: [Int32] = []
        // Lines look like `3: FLOCK  ADVISORY  WRITE 4242 08:01:1234 0 EOF`; waiters have `->` after the number.
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 6, fields[1] == "FLOCK", fields[3] == "WRITE", let pid = Int32(fields[4]) else {
                continue
            }
            if fields[5] == exact { return pid }
            if fields[5].hasSuffix(inode) { byInode.append(pid) }
        }
        return byInode.count == 1 ? byInode[0] : nil
    }

    private static func sleep(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var time = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&time, &remaining) != 0 && errno == EINTR { time = remaining }
    }

    /// A wait as people say it: `10 seconds`, `0.5 seconds`.
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) + Double(attoseconds) / 1e18
        let text = value == value.rounded() ? String(Int(value)) : String(value)
        return text + (value == 1 ? " second" : " seconds")
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
