import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an output file all at once or not at all: a temporary file in the same folder, flushed, then renamed
/// over the destination.
///
/// Board files go through `BoardFile` instead, which also locks and checks for changes on disk; this is for
/// every other output (Markdown, Trello JSON, HTML…). Blocks the calling thread on file I/O.
enum AtomicWrite {
    /// Writes `data` to `path`.
    /// - Parameter force: Replace a file already at `path`; without it an existing file is refused.
    /// - Throws: ``CommandFailure`` `cannotCreate` (73) when the file exists and `force` is false, or when the
    ///   temporary file cannot be created, written or renamed; nothing is left behind in either case.
    static func write(_ data: Data, to path: String, force: Bool) throws {
        if !force && FileManager.default.fileExists(atPath: path) {
            throw CommandFailure(
                .cannotCreate, "\(path): the file exists", hint: "pass --force to overwrite it")
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var template = Array("\(folder)/.\(url.lastPathComponent).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(path, "cannot create a file in \(folder)", errno) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var mode = mode_t(0o644)
        var info = stat()
        if stat(path, &info) == 0 { mode = info.st_mode & 0o7777 }
        let written: Int32 = data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count >= 0 {
                    offset += count
                } else if errno != EINTR {
                    return errno
                }
            }
            return fchmod(descriptor, mode) == 0 && fsync(descriptor) == 0 ? 0 : errno
        }
        let closed = close(descriptor) == 0 ? 0 : errno
        guard written == 0, closed == 0 else {
            unlink(temporary)
            throw failure(path, "cannot write", written != 0 ? written : closed)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(path, "cannot put the new file in place", code)
        }
    }

    private static func failure(_ path: String, _ step: String, _ code: Int32) -> CommandFailure {
        CommandFailure(.cannotCreate, "\(path): \(step): \(String(cString: strerror(code)))")
    }
}

/// The C library's `write`, under a name the enum's own `write` does not hide.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #else
    Darwin.write(descriptor, buffer, count)
    #endif
}
