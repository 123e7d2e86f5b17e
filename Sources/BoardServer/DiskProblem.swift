#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the served board's file cannot be loaded just now: gone, not a regular file, or not readable as a
/// board. The served board keeps showing the board it has, refuses edits (409) with ``staleMessage``, and
/// loads the file again as soon as it is a board again.
struct DiskProblem: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// Nothing at the path: deleted or moved away.
        case missing
        /// Something other than a regular file: a FIFO, a device, a socket, a folder.
        case notRegular
        /// A regular file that could not be opened or read, or does not hold a board.
        case unreadable
    }

    var kind: Kind
    /// What was found, in words.
    var detail: String

    /// What the person reads when the file is not there to load.
    var message: String {
        switch kind {
        case .missing: "The board file is gone (deleted or moved)."
        case .notRegular: "The board file's place holds \(detail), not a regular file; it is not read."
        case .unreadable: "The board file cannot be loaded: \(detail)"
        }
    }

    /// The 409 for an edit meanwhile: what happened, that nothing was saved, and what to do.
    var staleMessage: String {
        "\(message) Nothing was saved; the page still shows the board as it was last saved. "
            + "Put the board file back (or stop the server) to go on."
    }

    /// Looks at `path` without reading it and without waiting on it: opened with `O_NONBLOCK` (a FIFO's open
    /// does not wait for a writer, a device's does not wait for a carrier) and checked with `fstat`.
    /// - Returns: the problem, or nil when `path` is a regular file that can be opened for reading.
    static func probe(_ path: String) -> DiskProblem? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR {
                return DiskProblem(kind: .missing, detail: "")
            }
            if code == ENXIO {
                return DiskProblem(kind: .notRegular, detail: "a socket or a device")
            }
            return DiskProblem(kind: .unreadable, detail: String(cString: strerror(code)).lowercased() + ".")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return DiskProblem(kind: .unreadable, detail: String(cString: strerror(errno)).lowercased() + ".")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFIFO: return DiskProblem(kind: .notRegular, detail: "a FIFO (named pipe)")
        case S_IFDIR: return DiskProblem(kind: .notRegular, detail: "a folder")
        case S_IFCHR, S_IFBLK: return DiskProblem(kind: .notRegular, detail: "a device")
        case S_IFSOCK: return DiskProblem(kind: .notRegular, detail: "a socket")
        default: return DiskProblem(kind: .notRegular, detail: "a special file")
        }
    }
}
