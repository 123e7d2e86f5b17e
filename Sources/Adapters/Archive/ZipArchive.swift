import Foundation
import ZIPFoundation

/// A zip archive read within ``ArchiveLimits`` through ZIPFoundation.
///
/// Opening it reads the central directory and refuses, naming the archive and the entry:
/// - more entries than ``ArchiveLimits/maximumEntries``;
/// - a path that could escape a folder it were extracted to: absolute (`/x`, `\x`, `C:x`), or with a `..`
///   component (`a/../../x`, with either slash);
/// - a symbolic link (an export has none; it is refused rather than followed or read);
/// - declared sizes beyond the per-entry or total limit, or a declared compression ratio beyond the limit.
///
/// Reading an entry (``contents(of:)``) inflates it into memory, counting the bytes as they come: more than the
/// entry declared, more than the per-entry or total limit, or a ratio beyond the limit stops the read with an
/// error. Entries are inflated into memory only; no path in the archive is ever used as a path (the archive's
/// bytes go to one temporary file, removed as soon as it is open; see `openArchive`).
///
/// Not `Sendable`: one import reads it on one thread.
package final class ZipArchive {
    /// One entry of the archive: a file or a folder.
    package struct Entry: Hashable, Sendable {
        /// The path inside the archive, with `/` separators (`data.json`, `files/12`).
        package var path: String
        /// Whether the entry is a folder.
        package var isDirectory: Bool
        /// The inflated size the directory declares.
        package var declaredSize: Int
        /// The compressed size the directory declares.
        package var compressedSize: Int
    }

    /// The archive's name in messages (a file path).
    package let name: String
    /// The limits it is read within.
    package let limits: ArchiveLimits
    /// The entries, in the archive's order.
    package private(set) var entries: [Entry] = []

    private let archive: Archive
    private var entriesByPath: [String: ZIPFoundation.Entry] = [:]
    private var bytesRead = 0

    /// The four bytes every zip archive with at least one entry starts with (`PK\3\4`); an empty archive starts
    /// with the end-of-directory record `PK\5\6`.
    package static func hasZipSignature(_ data: Data) -> Bool {
        let prefix = Array(data.prefix(4))
        return prefix == [0x50, 0x4B, 0x03, 0x04] || prefix == [0x50, 0x4B, 0x05, 0x06]
    }

    /// Opens `data` as a zip archive and checks its directory.
    /// - Throws: ``AdapterError``: `malformedInput` when it is not a zip archive, `limitExceeded` past a limit,
    ///   `unexpectedContent` for an unsafe path or a link — each naming `name` and the entry.
    package init(data: Data, name: String, limits: ArchiveLimits = ArchiveLimits()) throws(AdapterError) {
        self.name = name
        self.limits = limits
        do {
            archive = try Self.openArchive(data)
        } catch {
            throw AdapterError(
                code: .malformedInput, message: "not a readable zip archive (\(error))", input: name, cause: error)
        }
        var declaredTotal = 0
        for entry in archive {
            guard entries.count < limits.maximumEntries else {
                throw AdapterError(
                    code: .limitExceeded,
                    message: "the archive has more than \(limits.maximumEntries) entries",
                    input: name)
            }
            let path = entry.path
            let location = "entry \(Self.quoted(path))"
            if let problem = Self.unsafePathProblem(path) {
                throw AdapterError(code: .unexpectedContent, message: "unsafe path: \(problem)", input: name, location: location)
            }
            if entry.type == .symlink {
                throw AdapterError(
                    code: .unexpectedContent, message: "the entry is a symbolic link; links are not followed",
                    input: name, location: location)
            }
            let declared = Self.clamped(entry.uncompressedSize)
            let compressed = Self.clamped(entry.compressedSize)
            try check(entrySize: declared, compressed: compressed, location: location, declared: true)
            declaredTotal = declaredTotal.addingReportingOverflow(declared).overflow ? .max : declaredTotal + declared
            guard declaredTotal <= limits.maximumTotalBytes else {
                throw AdapterError(
                    code: .limitExceeded,
                    message: "the entries declare more than \(limits.maximumTotalBytes) bytes in all",
                    input: name, location: location)
            }
            guard entriesByPath[path] == nil else {
                throw AdapterError(code: .unexpectedContent, message: "the path appears twice", input: name, location: location)
            }
            entriesByPath[path] = entry
            entries.append(Entry(
                path: path, isDirectory: entry.type == .directory, declaredSize: declared, compressedSize: compressed))
        }
    }

    /// Opens `data` through a temporary file, removed at once (the open stream keeps it readable).
    ///
    /// Not ZIPFoundation's in-memory archive: its memory stream lets a seek go past the end, and the next read
    /// then traps (a directory offset or entry count that points beyond the data crashed the process; the
    /// fuzz input is kept as `Fixtures/Focalboard/fuzz-directory-past-end.boardarchive`). A real file
    /// stream answers such a read with no bytes, which ZIPFoundation reports as an error.
    private static func openArchive(_ data: Data) throws -> Archive {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("cardport-zip-\(UUID().uuidString).zip")
        try data.write(to: url, options: .withoutOverwriting)
        defer { try? FileManager.default.removeItem(at: url) }
        return try Archive(url: url, accessMode: .read)
    }

    /// Whether the archive has an entry at `path` that is a file.
    package func containsFile(_ path: String) -> Bool {
        // Paths are unique (a repeated path is refused on opening): a lookup, not a search of every entry.
        entriesByPath[path].map { $0.type != .directory } ?? false
    }

    /// The inflated bytes of the file at `path`.
    /// - Throws: ``AdapterError``: `unexpectedContent` when there is no such file, `limitExceeded` when it
    ///   inflates past a limit or past its declared size, `malformedInput` when it cannot be inflated or its
    ///   checksum is wrong.
    package func contents(of path: String) throws(AdapterError) -> Data {
        let location = "entry \(Self.quoted(path))"
        guard let entry = entriesByPath[path], entry.type == .file else {
            throw AdapterError(code: .unexpectedContent, message: "the archive has no file here", input: name, location: location)
        }
        let declared = Self.clamped(entry.uncompressedSize)
        let compressed = Self.clamped(entry.compressedSize)
        var data = Data()
        data.reserveCapacity(min(declared, 1 << 20))
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                data.append(chunk)
                if data.count > declared {
                    throw AdapterError(
                        code: .limitExceeded,
                        message: "the entry inflates to more than the \(declared) bytes the archive declares for it",
                        input: name, location: location)
                }
                try check(entrySize: data.count, compressed: compressed, location: location, declared: false)
                guard bytesRead + data.count <= limits.maximumTotalBytes else {
                    throw AdapterError(
                        code: .limitExceeded,
                        message: "the entries read inflate to more than \(limits.maximumTotalBytes) bytes in all",
                        input: name, location: location)
                }
            }
        } catch let error as AdapterError {
            throw error
        } catch {
            throw AdapterError(
                code: .malformedInput, message: "the entry cannot be read (\(error))", input: name, location: location,
                cause: error)
        }
        bytesRead += data.count
        return data
    }

    /// Refuses `size` bytes (declared or inflated so far) past the per-entry limit or the ratio limit.
    private func check(entrySize size: Int, compressed: Int, location: String, declared: Bool) throws(AdapterError) {
        let what = declared ? "declares" : "inflates to"
        guard size <= limits.maximumEntryBytes else {
            throw AdapterError(
                code: .limitExceeded,
                message: "the entry \(what) more than \(limits.maximumEntryBytes) bytes",
                input: name, location: location)
        }
        guard size > limits.ratioThresholdBytes else { return }
        let ratio = size / max(compressed, 1)
        guard ratio <= limits.maximumCompressionRatio else {
            throw AdapterError(
                code: .limitExceeded,
                message: "the entry \(what) \(size) bytes from \(compressed): a compression ratio above \(limits.maximumCompressionRatio)",
                input: name, location: location)
        }
    }

    /// Why `path` is unsafe, or nil when it stays inside any folder it were extracted to.
    package static func unsafePathProblem(_ path: String) -> String? {
        if path.isEmpty { return "the path is empty" }
        if path.hasPrefix("/") || path.hasPrefix("\\") { return "the path is absolute" }
        let scalars = Array(path.unicodeScalars.prefix(2))
        if scalars.count == 2, scalars[1] == ":", scalars[0].properties.isAlphabetic { return "the path starts with a drive letter" }
        let components = path.split(whereSeparator: { $0 == "/" || $0 == "\\" })
        if components.contains("..") { return "the path climbs out with '..'" }
        if path.unicodeScalars.contains(where: { $0.value == 0 }) { return "the path holds a NUL character" }
        return nil
    }

    private static func clamped(_ value: UInt64) -> Int {
        value > UInt64(Int.max) ? .max : Int(value)
    }

    private static func quoted(_ path: String) -> String {
        "'\(path.count > 200 ? String(path.prefix(200)) + "…" : path)'"
    }
}
