import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path the command line names as input, opened and looked at (`fstat`) before a byte of it is read: the one
/// place the commands turn what is at an input path into Cardport's own message.
///
/// What is accepted: a regular file within the size limit, which is checked from its size; a named pipe, a
/// socket or a terminal (`<(curl …)`, `/dev/stdin`), which can be read once only and has no size, so it is read
/// to its end in chunks and refused as soon as it passes the limit. Everything else is refused with a message
/// that says what is there: no file, a dangling link, a link loop, a folder, a device such as `/dev/null` or
/// `/dev/zero`, a file this user may not read. Each is `noInput` (66); a file over the limit is `dataError` (65).
struct InputPath: ~Copyable {
    /// What is at the path.
    enum Kind: Equatable {
        /// A regular file of this many bytes.
        case regular(size: Int)
        /// A pipe, socket or terminal: read once, to its end.
        case stream
    }

    /// The path as given.
    let path: String
    /// Where messages say the path was given (`--item 2: `), or empty.
    let place: String
    let kind: Kind
    private let descriptor: Int32

    /// Opens `path` for reading and looks at what it is (``check(_:place:maximumBytes:)`` first, so a device is
    /// refused without being opened).
    /// - Parameters:
    ///   - place: Where the path was given, for messages (`--item 2`); nil for a payload argument.
    ///   - maximumBytes: The largest regular file accepted.
    /// - Throws: ``CommandFailure``: `noInput` (66) for anything that is not a readable file, pipe or
    ///   terminal; `dataError` (65) for a regular file larger than `maximumBytes`.
    init(_ path: String, place: String? = nil, maximumBytes: Int) throws {
        self.path = path
        self.place = place.map { $0 + ": " } ?? ""
        let prefix = self.place + path
        _ = try Self.check(path, place: place, maximumBytes: maximumBytes)
        // Blocking, as `cat` opens: a named pipe waits for its writer.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw Self.openFailure(errno, path: path, prefix: prefix) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw CommandFailure(.noInput, "\(prefix): cannot be read: \(Self.reason(code))")
        }
        // What was opened is looked at again: the path may have been replaced since it was checked.
        do {
            kind = try Self.kind(of: info, isTerminal: isatty(descriptor) == 1, prefix: prefix, maximumBytes: maximumBytes)
        } catch {
            close(descriptor)
            throw error
        }
        self.descriptor = descriptor
    }

    /// What is at `path`, or the failure saying why it is no input, found without opening anything but a
    /// regular file (opened and closed again to learn whether this user may read it). A named pipe is not
    /// opened, so its writer is not disturbed; a device is refused without being opened.
    /// - Throws: as ``init(_:place:maximumBytes:)``.
    static func check(_ path: String, place: String? = nil, maximumBytes: Int) throws -> Kind {
        let prefix = (place.map { $0 + ": " } ?? "") + path
        var info = stat()
        guard stat(path, &info) == 0 else { throw openFailure(errno, path: path, prefix: prefix) }
        let kind = try kind(of: info, isTerminal: isStandardTerminal(info), prefix: prefix, maximumBytes: maximumBytes)
        if case .regular = kind {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
            guard descriptor >= 0 else { throw openFailure(errno, path: path, prefix: prefix) }
            close(descriptor)
        }
        return kind
    }

    /// The kind `info` describes, or the failure for what is not an input.
    private static func kind(of info: stat, isTerminal: Bool, prefix: String, maximumBytes: Int) throws -> Kind {
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            let size = Int(info.st_size)
            guard size <= maximumBytes else { throw tooLarge(prefix, size: size, maximumBytes: maximumBytes, known: true) }
            return .regular(size: size)
        case S_IFIFO, S_IFSOCK:
            return .stream
        case S_IFCHR where isTerminal:
            return .stream
        case S_IFDIR:
            throw CommandFailure(.noInput, "\(prefix): is a folder, not a file")
        default:
            throw CommandFailure(
                .noInput, "\(prefix): is a device, not a file", hint: "give a regular file, a pipe, or - for standard input")
        }
    }

    /// Whether `info` is the terminal one of the process's standard streams is connected to (`/dev/stdin`
    /// typed at a terminal), without opening it.
    private static func isStandardTerminal(_ info: stat) -> Bool {
        guard (info.st_mode & S_IFMT) == S_IFCHR else { return false }
        return [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO].contains { descriptor in
            var standard = stat()
            return isatty(descriptor) == 1 && fstat(descriptor, &standard) == 0 && standard.st_rdev == info.st_rdev
        }
    }

    deinit { close(descriptor) }

    /// Reads what is at the path to its end, at most `maximumBytes`: a regular file in one allocation of its
    /// size, a pipe in chunks of 1 MiB.
    /// - Parameter label: Shown on standard error while reading, when that is a terminal.
    /// - Throws: ``CommandFailure``: `dataError` (65) past `maximumBytes`, `ioError` (74) when reading fails.
    func readAll(maximumBytes: Int, progress label: String? = nil) throws -> Data {
        let total: Int? = if case .regular(let size) = kind { size } else { nil }
        return try Self.readAll(descriptor, name: place + path, total: total, maximumBytes: maximumBytes, progress: label)
    }

    /// Reads `descriptor` to its end, refused as soon as it passes `maximumBytes`.
    /// - Parameters:
    ///   - name: The input's name in messages.
    ///   - total: The size expected, when known (for the progress bar and one allocation).
    ///   - label: Shown on standard error while reading, when that is a terminal.
    static func readAll(_ descriptor: Int32, name: String, total: Int?, maximumBytes: Int, progress label: String?) throws -> Data {
        var progress = ProgressBar(label ?? "reading \(name)")
        defer { progress.finish() }
        var data = Data()
        if let total { data.reserveCapacity(min(total, maximumBytes) + 1) }
        let chunkSize = 1 << 20
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, chunkSize) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CommandFailure(.ioError, "\(name): cannot be read: \(reason(errno))")
            }
            if count == 0 { return data }
            data.append(contentsOf: chunk[..<count])
            if data.count > maximumBytes {
                throw tooLarge(name, size: data.count, maximumBytes: maximumBytes, known: false)
            }
            if label != nil { progress.update(bytes: data.count, of: total) }
        }
    }

    /// The message for a `stat` or an `open` that failed.
    static func openFailure(_ code: Int32, path: String, prefix: String) -> CommandFailure {
        switch code {
        case ENOENT:
            var info = stat()
            if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
                return CommandFailure(.noInput, "\(prefix): is a symbolic link to a missing file")
            }
            // Only a payload argument can be - instead.
            return CommandFailure(
                .noInput, "\(prefix): no such file", hint: prefix == path ? "check the path, or give - to read standard input" : nil)
        case ELOOP:
            return CommandFailure(.noInput, "\(prefix): is a symbolic link loop (or a chain of links too long to follow)")
        case EACCES, EPERM:
            return CommandFailure(.noInput, "\(prefix): cannot be read: permission denied", hint: "check its permissions")
        case ENOTDIR:
            return CommandFailure(.noInput, "\(prefix): no such file (a part of the path is not a folder)")
        case ENXIO:
            return CommandFailure(.noInput, "\(prefix): is a socket or device that cannot be opened for reading")
        default:
            return CommandFailure(.noInput, "\(prefix): cannot be opened: \(reason(code))")
        }
    }

    private static func tooLarge(_ name: String, size: Int, maximumBytes: Int, known: Bool) -> CommandFailure {
        CommandFailure(
            .dataError,
            known
                ? "\(name): the input is \(size) bytes, more than the limit of \(maximumBytes); it was not read"
                : "\(name): the input is more than the limit of \(maximumBytes) bytes; reading stopped there")
    }

    /// The system's words for `code`, in lower case: `permission denied`.
    static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
