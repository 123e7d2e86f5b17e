#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The bytes of a regular file, read into memory with `read(2)`, never memory-mapped.
///
/// A mapped file that another process truncates while it is read kills the reader with SIGBUS at the first
/// page past the new end; there is no error to catch. Reading instead costs one copy of the file (about
/// 0.05 s per 100 MB on this kind of machine, the price of `cp`) and turns a file that shrinks or grows
/// while it is read into ``AdapterError/Code-swift.struct/inputChanged``: the size `fstat` gave before the
/// read must be the number of bytes `read` returns, and no byte more may follow.
///
/// The buffer is allocated once at the file's size. A class because it owns the buffer, which `deinit`
/// frees; `data(_:maximumBytes:chunkSize:)` hands the buffer to a `Data` instead. Not thread-safe; one reader
/// at a time.
final class InputFile {
    /// The file's bytes; empty for an empty file.
    let bytes: UnsafeBufferPointer<UInt8>
    private let base: UnsafeMutableRawPointer?
    /// The offset up to which whole pages have been given back (see ``releasePages(before:)``).
    private var released = 0

    /// Reads the file at `url`.
    /// - Parameters:
    ///   - maximumBytes: The largest file read; a larger one is refused before anything is read.
    ///   - chunkSize: The most bytes one `read` asks for.
    ///   - chunkRead: Called after each chunk `read` returns, with the bytes read so far; for tests that
    ///     change the file in the middle of a read.
    /// - Throws: ``AdapterError`` with code `unreadableInput` when the file cannot be opened or read,
    ///   `limitExceeded` when it is larger than `maximumBytes`, and `inputChanged` when its size changed while
    ///   it was read.
    init(url: URL, maximumBytes: Int, chunkSize: Int = 1 << 24, chunkRead: ((Int) -> Void)? = nil) throws {
        let (memory, size) = try Self.readWhole(url, maximumBytes: maximumBytes, chunkSize: chunkSize, chunkRead: chunkRead)
        base = memory
        bytes = UnsafeBufferPointer(start: memory.assumingMemoryBound(to: UInt8.self), count: size)
    }

    /// The whole file as `Data` that owns the bytes read, checked as the initializer checks them; a pipe or a
    /// device (`/dev/stdin`, `<(curl …)`), which has no size to check against, is read to its end in chunks,
    /// refused as soon as it passes `maximumBytes`.
    static func data(_ url: URL, maximumBytes: Int, chunkSize: Int = 1 << 24) throws -> Data {
        if let type = fileType(url), type != S_IFREG, type != S_IFDIR {
            return try stream(url, maximumBytes: maximumBytes)
        }
        let (memory, size) = try readWhole(url, maximumBytes: maximumBytes, chunkSize: chunkSize, chunkRead: nil)
        return Data(bytesNoCopy: memory, count: size, deallocator: .free)
    }

    /// Reads what is not a regular file to its end, in chunks of 1 MiB.
    private static func stream(_ url: URL, maximumBytes: Int) throws -> Data {
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw failure(.unreadableInput, "Cannot open the input: \(error.localizedDescription).", url)
        }
        defer { try? handle.close() }
        var data = Data()
        while true {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: 1 << 20)
            } catch {
                throw failure(.unreadableInput, "Cannot read the input: \(error.localizedDescription).", url)
            }
            guard let chunk, !chunk.isEmpty else { return data }
            data.append(chunk)
            if data.count > maximumBytes {
                throw failure(
                    .limitExceeded,
                    "The input is more than the limit of \(maximumBytes) bytes (\(data.count) read so far).", url)
            }
        }
    }

    /// Reads the file into a `malloc`ed buffer of its size (one byte more), which the caller frees.
    private static func readWhole(
        _ url: URL, maximumBytes: Int, chunkSize: Int, chunkRead: ((Int) -> Void)?
    ) throws -> (UnsafeMutableRawPointer, Int) {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw Self.failure(.unreadableInput, "Cannot open the file: \(Self.lastError()).", url)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw Self.failure(.unreadableInput, "Cannot read the file: \(Self.lastError()).", url)
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw Self.failure(.unreadableInput, "This is not a regular file.", url)
        }
        let size = Int(status.st_size)
        guard size <= maximumBytes else {
            throw Self.failure(
                .limitExceeded,
                "The file is \(size) bytes, more than the limit of \(maximumBytes).", url)
        }
        // One byte more than the size, so a file that grew is noticed by the read that should have hit the end.
        guard let memory = malloc(size + 1) else {
            throw Self.failure(.limitExceeded, "Not enough memory to read the file's \(size) bytes.", url)
        }
        var done = 0
        while done <= size {
            let count = read(descriptor, memory + done, min(size + 1 - done, chunkSize))
            if count < 0 {
                if errno == EINTR { continue }
                let reason = Self.lastError()
                free(memory)
                throw Self.failure(.unreadableInput, "Cannot read the file: \(reason).", url)
            }
            if count == 0 { break }
            done += count
            chunkRead?(done)
        }
        guard done == size else {
            free(memory)
            throw Self.failure(
                .inputChanged,
                "The file changed while it was read: it was \(size) bytes, then "
                    + (done < size ? "ended after \(done)" : "went on past that") + ". Read it again once it is "
                    + "complete.", url)
        }
        return (memory, size)
    }

    /// Gives the memory of the whole pages before `offset` back to the system, for a reader that has passed
    /// them and will not read them again: the resident memory of a large input then stays near what is still
    /// ahead of the reader. Released bytes read as zeros afterwards.
    ///
    /// Only pages inside the buffer are released, none holding `malloc`'s own record before it.
    func releasePages(before offset: Int) {
        guard let base, offset > released else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (Int(bitPattern: base) + released + page - 1) / page * page
        let end = (Int(bitPattern: base) + min(offset, bytes.count)) / page * page
        guard end > start, let pages = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(pages, end - start, Int32(MADV_DONTNEED))
        released = end - Int(bitPattern: base)
    }

    /// Whether `url` names a regular file (not a pipe, a device or a directory).
    static func isRegularFile(_ url: URL) -> Bool {
        fileType(url) == S_IFREG
    }

    /// The type bits of the file at `url` (`S_IFREG`, `S_IFIFO`…), or nil when it cannot be looked at.
    private static func fileType(_ url: URL) -> mode_t? {
        var status = stat()
        return stat(url.path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    deinit { free(base) }

    private static func lastError() -> String { String(cString: strerror(errno)) }

    private static func failure(_ code: AdapterError.Code, _ message: String, _ url: URL) -> AdapterError {
        AdapterError(code: code, message: message, input: url.path)
    }
}
