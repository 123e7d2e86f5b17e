import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes `text` to a new executable file at `path` (a script a test runs, such as an external adapter's program).
///
/// The file is opened close-on-exec: a child process another test starts meanwhile must not inherit the
/// descriptor open for writing, or running the script fails with "Text file busy" (`ETXTBSY`) for as long as
/// that child lives. Foundation's `Data.write(to:)` does not promise that.
public func writeExecutable(_ text: String, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
        written += count
    }
    fchmod(descriptor, 0o755)
}
