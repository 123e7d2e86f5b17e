#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A file mapped read-only into memory, whose pages already read can be handed back to the system, so a
/// reader walking a large file front to back keeps only a window of it resident.
///
/// Used by importers reading an ``AdapterInput/file(_:)``: the file is never copied, and
/// ``releasePages(before:)`` lets resident memory stay near the size of what is built from the file instead
/// of adding the whole file to it. Pages handed back are read again from the file if touched later (as an
/// error message's line count does). A class because it owns the mapping, which `deinit` unmaps. Not
/// thread-safe; one reader at a time.
final class MappedFile {
    /// The file's bytes; empty for an empty file.
    let bytes: UnsafeBufferPointer<UInt8>
    private let base: UnsafeMutableRawPointer?
    private var released = 0

    /// Maps the file at `url`.
    /// - Throws: ``AdapterError`` with code `unreadableInput` when the file cannot be opened or mapped, and
    ///   `limitExceeded` when it is larger than `maximumBytes`.
    init(url: URL, maximumBytes: Int) throws {
        let descriptor = open(url.path, O_RDONLY)
        guard descriptor >= 0 else {
            throw AdapterError(
                code: .unreadableInput, message: "Cannot open the file: \(String(cString: strerror(errno))).",
                input: url.path)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw AdapterError(
                code: .unreadableInput, message: "Cannot read the file: \(String(cString: strerror(errno))).",
                input: url.path)
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw AdapterError(code: .unreadableInput, message: "This is not a regular file.", input: url.path)
        }
        let size = Int(status.st_size)
        guard size <= maximumBytes else {
            throw AdapterError(
                code: .limitExceeded,
                message: "The file is \(size) bytes, more than the limit of \(maximumBytes) "
                    + "(raise ImportOptions.maximumInputBytes to read it).", input: url.path)
        }
        guard size > 0 else {
            base = nil
            bytes = UnsafeBufferPointer(start: nil, count: 0)
            return
        }
        guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED else {
            throw AdapterError(
                code: .unreadableInput, message: "Cannot map the file: \(String(cString: strerror(errno))).",
                input: url.path)
        }
        _ = madvise(mapped, size, MADV_SEQUENTIAL)
        base = mapped
        bytes = UnsafeBufferPointer(start: mapped.assumingMemoryBound(to: UInt8.self), count: size)
    }

    /// Hands the whole pages before `offset` back to the system; they are read again if touched.
    func releasePages(before offset: Int) {
        guard let base else { return }
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let end = min(offset, bytes.count) / pageSize * pageSize
        guard end > released else { return }
        _ = madvise(base + released, end - released, MADV_DONTNEED)
        released = end
    }

    deinit {
        if let base { munmap(base, bytes.count) }
    }
}
