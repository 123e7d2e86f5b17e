import Foundation

/// The shared-mime-info package files of some `mime` directories as read, in a compact binary form, so that a
/// program can fill ``TypeRegistry/shared`` without parsing their XML.
///
/// A snapshot is made once (at build time, by `uttypes-generate --shared-mime-info`, which `UTTypesPlugin` runs
/// for an executable target) and handed to `TypeRegistry.useSharedMIMEInfoSnapshot(_:)` before the shared
/// registry is first used. It records each package file's path, size and modification time: when the files
/// found at run time are not exactly those, the snapshot is not used and the XML is read as before. The
/// registry it gives is the one reading the XML gives (`SharedMIMEInfoSnapshotTests`).
package struct SharedMIMEInfoSnapshot: Sendable {
    /// One package file as found on disk.
    struct Stamp: Hashable, Sendable {
        var path: String
        var size: Int
        /// Modification time, in nanoseconds since 1970.
        var modified: Int
    }

    /// The package files, in the order the registry reads them.
    var stamps: [Stamp]
    /// Their contents.
    var files: [SharedMIMEInfoFile]

    /// The format's first bytes, and its version.
    private static let magic: [UInt8] = Array("CPMIME1\n".utf8)

    /// Reads the package files of `directories` (highest precedence first, as
    /// ``TypeRegistry/sharedMIMEInfoDirectories`` gives them).
    /// - Throws: the first ``TypeRegistryError`` of a file that cannot be read: a snapshot holds every file or
    ///   none.
    package init(directories: [URL]) throws {
        let urls = TypeRegistry.sharedMIMEInfoPackageFiles(directories: directories)
        stamps = urls.compactMap(Self.stamp)
        files = try urls.map { try SharedMIMEInfoFile(contentsOf: $0) }
    }

    /// Whether the package files of `directories` are still exactly the ones this snapshot was made from.
    func isCurrent(for directories: [URL]) -> Bool {
        let urls = TypeRegistry.sharedMIMEInfoPackageFiles(directories: directories)
        return urls.count == stamps.count && zip(urls, stamps).allSatisfy { Self.stamp($0) == $1 }
    }

    /// The file's path, size and modification time; nil when it cannot be looked at.
    static func stamp(_ url: URL) -> Stamp? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return Stamp(
            path: url.path, size: Int(info.st_size),
            modified: Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec))
    }

    // MARK: - Encoding

    /// The snapshot as bytes.
    package func encoded() -> [UInt8] {
        var out = SnapshotWriter()
        out.bytes += Self.magic
        out.int(stamps.count)
        for stamp in stamps {
            out.string(stamp.path)
            out.int(stamp.size)
            out.int(stamp.modified)
        }
        out.int(files.count)
        for file in files {
            out.string(file.path)
            out.int(file.types.count)
            for type in file.types {
                out.string(type.type)
                out.strings(type.aliases)
                out.strings(type.parents)
                out.strings(type.globs)
                out.bool(type.deletesGlobs)
                out.bool(type.comment != nil)
                if let comment = type.comment { out.string(comment) }
                out.int(type.globRules.count)
                for rule in type.globRules {
                    out.string(rule.pattern)
                    out.int(rule.weight)
                    out.bool(rule.caseSensitive)
                }
                out.int(type.magic.count)
                for magic in type.magic {
                    out.int(magic.priority)
                    out.matches(magic.matches)
                }
                out.bool(type.deletesMagic)
            }
        }
        return out.bytes
    }

    /// Reads a snapshot from ``encoded()``'s bytes; nil when they are not one (another version, cut short).
    package init?(encoded bytes: [UInt8]) {
        var input = SnapshotReader(bytes: bytes)
        guard bytes.starts(with: Self.magic) else { return nil }
        input.position = Self.magic.count
        do {
            stamps = try (0..<input.count()).map { _ in
                Stamp(path: try input.string(), size: try input.int(), modified: try input.int())
            }
            files = try (0..<input.count()).map { _ in
                let path = try input.string()
                let types = try (0..<input.count()).map { _ in
                    var type = SharedMIMEInfoFile.TypeElement(type: try input.string())
                    type.aliases = try input.strings()
                    type.parents = try input.strings()
                    type.globs = try input.strings()
                    type.deletesGlobs = try input.bool()
                    type.comment = try input.bool() ? try input.string() : nil
                    type.globRules = try (0..<input.count()).map { _ in
                        MIMEGlob(pattern: try input.string(), weight: try input.int(), caseSensitive: try input.bool())
                    }
                    type.magic = try (0..<input.count()).map { _ in
                        MIMEMagic(priority: try input.int(), matches: try input.matches())
                    }
                    type.deletesMagic = try input.bool()
                    return type
                }
                return SharedMIMEInfoFile(path: path, types: types)
            }
        } catch {
            return nil
        }
        guard input.position == bytes.count else { return nil }
    }
}

/// Appends a snapshot's values: integers as zigzag LEB128, strings and byte arrays length first.
private struct SnapshotWriter {
    var bytes: [UInt8] = []

    mutating func int(_ value: Int) {
        var zigzag = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
        repeat {
            let low = UInt8(zigzag & 0x7F)
            zigzag >>= 7
            bytes.append(zigzag == 0 ? low : low | 0x80)
        } while zigzag != 0
    }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func data(_ value: [UInt8]) {
        int(value.count)
        bytes += value
    }

    mutating func string(_ value: String) { data(Array(value.utf8)) }

    mutating func strings(_ values: [String]) {
        int(values.count)
        for value in values { string(value) }
    }

    mutating func matches(_ matches: [MIMEMagicMatch]) {
        int(matches.count)
        for match in matches {
            int(match.offset)
            int(match.rangeLength)
            data(match.value)
            bool(match.mask != nil)
            if let mask = match.mask { data(mask) }
            self.matches(match.children)
        }
    }
}

/// Reads what ``SnapshotWriter`` wrote.
private struct SnapshotReader {
    struct Truncated: Error {}

    let bytes: [UInt8]
    var position = 0

    mutating func byte() throws -> UInt8 {
        guard position < bytes.count else { throw Truncated() }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func int() throws -> Int {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw Truncated() }
            result |= UInt64(next & 0x7F) << shift
            if next & 0x80 == 0 { break }
            shift += 7
        }
        return Int(Int64(bitPattern: result >> 1) ^ -Int64(bitPattern: result & 1))
    }

    /// A count: an integer that is not negative and not more than the bytes left could hold.
    mutating func count() throws -> Int {
        let value = try int()
        guard value >= 0, value <= bytes.count - position else { throw Truncated() }
        return value
    }

    mutating func bool() throws -> Bool { try byte() != 0 }

    mutating func data() throws -> [UInt8] {
        let count = try count()
        defer { position += count }
        return Array(bytes[position..<position + count])
    }

    mutating func string() throws -> String { String(decoding: try data(), as: UTF8.self) }

    mutating func strings() throws -> [String] { try (0..<count()).map { _ in try string() } }

    mutating func matches() throws -> [MIMEMagicMatch] {
        try (0..<count()).map { _ in
            MIMEMagicMatch(
                offset: try int(), rangeLength: try int(), value: try data(), mask: try bool() ? try data() : nil,
                children: try matches())
        }
    }
}
