import Foundation

/// The shared-mime-info package files of some `mime` directories as read, and what they add to Apple's system
/// types, in a compact binary form, so that a program can fill ``TypeRegistry/shared`` without parsing their XML.
///
/// A snapshot is made once (at build time, by `uttypes-generate --shared-mime-info`, which `UTTypesPlugin` runs
/// for an executable target) and handed to `TypeRegistry.useSharedMIMEInfoSnapshot(_:)` before the shared
/// registry is first used. It records each package file's path, size and modification time: when the files
/// found at run time are not exactly those, the snapshot is not used and the XML is read as before.
///
/// It holds the database twice over: the declarations the database makes and the tags it adds to the system
/// types (``Applied``), which a registry of the system types takes as they are, and the package files
/// themselves, which are decoded only when the database is first asked something only it knows (a MIME
/// type's ancestry, a guess from content, another file merged). The registry it gives is the one reading the
/// XML gives (`SharedMIMEInfoSnapshotTests`).
package struct SharedMIMEInfoSnapshot: Sendable {
    /// One package file as found on disk.
    struct Stamp: Hashable, Sendable {
        var path: String
        var size: Int
        /// Modification time, in nanoseconds since 1970.
        var modified: Int
    }

    /// What applying the database to a registry of the system types (and nothing else) changes in it.
    struct Applied: Equatable, Sendable {
        /// How many declarations the registry held before: the system types.
        var baseCount: Int
        /// System types the database added tags (or a description) to, by lowercased identifier, in the order
        /// applied: as they were, and as the database leaves them.
        var joined: [(key: String, original: TypeDeclaration, modified: TypeDeclaration)]
        /// The declarations made from the database, in registration order.
        var derived: [TypeDeclaration]

        static func == (a: Applied, b: Applied) -> Bool {
            a.baseCount == b.baseCount && a.derived == b.derived && a.joined.count == b.joined.count
                && zip(a.joined, b.joined).allSatisfy { $0.key == $1.key && $0.original == $1.original && $0.modified == $1.modified }
        }
    }

    /// The package files, in the order the registry reads them.
    var stamps: [Stamp]
    /// What the database adds to the system types; nil when the snapshot was made without it.
    var applied: Applied?
    /// The package files' contents, read or still encoded.
    private var contents: Contents

    /// The package files' contents: read, or the bytes that hold them.
    private enum Contents: Sendable {
        case read([SharedMIMEInfoFile])
        case encoded(ArraySlice<UInt8>)
    }

    /// The format's first bytes, and its version.
    private static let magic: [UInt8] = Array("CPMIME2\n".utf8)

    /// Reads the package files of `directories` (highest precedence first, as
    /// ``TypeRegistry/sharedMIMEInfoDirectories`` gives them), and applies them to a registry of the system types.
    /// - Throws: the first ``TypeRegistryError`` of a file that cannot be read: a snapshot holds every file or
    ///   none.
    package init(directories: [URL]) throws {
        let urls = TypeRegistry.sharedMIMEInfoPackageFiles(directories: directories)
        stamps = urls.compactMap(Self.stamp)
        let files = try urls.map { try SharedMIMEInfoFile(contentsOf: $0) }
        contents = .read(files)
        applied = TypeRegistry.applied(files)
    }

    /// The package files' contents, in reading order; nil when their bytes do not decode.
    var files: [SharedMIMEInfoFile]? {
        switch contents {
        case .read(let files):
            return files
        case .encoded(let bytes):
            var input = SnapshotReader(bytes: bytes)
            guard let files = try? input.files(), input.position == bytes.endIndex else { return nil }
            return files
        }
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
        out.bool(applied != nil)
        if let applied {
            out.int(applied.baseCount)
            out.int(applied.joined.count)
            for joined in applied.joined {
                out.string(joined.key)
                out.declaration(joined.original)
                out.declaration(joined.modified)
            }
            out.int(applied.derived.count)
            for declaration in applied.derived { out.declaration(declaration) }
        }
        // The files last, so that reading a snapshot can leave them encoded.
        out.files(files ?? [])
        return out.bytes
    }

    /// Reads a snapshot from ``encoded()``'s bytes; nil when they are not one (another version, cut short).
    ///
    /// The package files are left encoded until ``files`` is asked for.
    package init?(encoded bytes: [UInt8]) {
        var input = SnapshotReader(bytes: bytes[...])
        guard bytes.starts(with: Self.magic) else { return nil }
        input.position = Self.magic.count
        do {
            stamps = try (0..<input.count()).map { _ in
                Stamp(path: try input.string(), size: try input.int(), modified: try input.int())
            }
            if try input.bool() {
                let baseCount = try input.int()
                let joined = try (0..<input.count()).map { _ in
                    (key: try input.string(), original: try input.declaration(), modified: try input.declaration())
                }
                let derived = try (0..<input.count()).map { _ in try input.declaration() }
                applied = Applied(baseCount: baseCount, joined: joined, derived: derived)
            } else {
                applied = nil
            }
            // The files' part must at least be whole: its length comes first.
            let length = try input.count()
            guard input.position + length == bytes.count else { return nil }
            contents = .encoded(bytes[input.position...])
        } catch {
            return nil
        }
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

    mutating func declaration(_ declaration: TypeDeclaration) {
        string(declaration.identifier)
        bool(declaration.kind == .exported)
        strings(declaration.conformsTo)
        let tags = declaration.tags.sorted { $0.key.rawValue < $1.key.rawValue }
        int(tags.count)
        for (tagClass, values) in tags {
            string(tagClass.rawValue)
            strings(values)
        }
        bool(declaration.description != nil)
        if let description = declaration.description { string(description) }
        bool(declaration.referenceURL != nil)
        if let url = declaration.referenceURL { string(url.absoluteString) }
    }

    /// The package files, their byte length first.
    mutating func files(_ files: [SharedMIMEInfoFile]) {
        var part = SnapshotWriter()
        part.int(files.count)
        for file in files {
            part.string(file.path)
            part.int(file.types.count)
            for type in file.types {
                part.string(type.type)
                part.strings(type.aliases)
                part.strings(type.parents)
                part.strings(type.globs)
                part.bool(type.deletesGlobs)
                part.bool(type.comment != nil)
                if let comment = type.comment { part.string(comment) }
                part.int(type.globRules.count)
                for rule in type.globRules {
                    part.string(rule.pattern)
                    part.int(rule.weight)
                    part.bool(rule.caseSensitive)
                }
                part.int(type.magic.count)
                for magic in type.magic {
                    part.int(magic.priority)
                    part.matches(magic.matches)
                }
                part.bool(type.deletesMagic)
            }
        }
        int(part.bytes.count)
        bytes += part.bytes
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

    let bytes: ArraySlice<UInt8>
    var position: Int

    init(bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    mutating func byte() throws -> UInt8 {
        guard position < bytes.endIndex else { throw Truncated() }
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
        guard value >= 0, value <= bytes.endIndex - position else { throw Truncated() }
        return value
    }

    mutating func bool() throws -> Bool { try byte() != 0 }

    mutating func data() throws -> [UInt8] {
        let count = try count()
        defer { position += count }
        return Array(bytes[position..<position + count])
    }

    mutating func string() throws -> String {
        let count = try count()
        defer { position += count }
        return String(decoding: bytes[position..<position + count], as: UTF8.self)
    }

    mutating func strings() throws -> [String] { try (0..<count()).map { _ in try string() } }

    mutating func declaration() throws -> TypeDeclaration {
        let identifier = try string()
        let kind: TypeDeclaration.Kind = try bool() ? .exported : .imported
        let conformsTo = try strings()
        var tags: [UTTagClass: [String]] = [:]
        for _ in 0..<(try count()) {
            tags[UTTagClass(rawValue: try string())] = try strings()
        }
        let description = try bool() ? try string() : nil
        let referenceURL = try bool() ? URL(string: try string()) : nil
        return TypeDeclaration(
            identifier: identifier, kind: kind, conformsTo: conformsTo, tags: tags, description: description,
            referenceURL: referenceURL)
    }

    /// What ``SnapshotWriter/files(_:)`` wrote after their length.
    mutating func files() throws -> [SharedMIMEInfoFile] {
        try (0..<count()).map { _ in
            let path = try string()
            let types = try (0..<count()).map { _ in
                var type = SharedMIMEInfoFile.TypeElement(type: try string())
                type.aliases = try strings()
                type.parents = try strings()
                type.globs = try strings()
                type.deletesGlobs = try bool()
                type.comment = try bool() ? try string() : nil
                type.globRules = try (0..<count()).map { _ in
                    MIMEGlob(pattern: try string(), weight: try int(), caseSensitive: try bool())
                }
                type.magic = try (0..<count()).map { _ in
                    MIMEMagic(priority: try int(), matches: try matches())
                }
                type.deletesMagic = try bool()
                return type
            }
            return SharedMIMEInfoFile(path: path, types: types)
        }
    }

    mutating func matches() throws -> [MIMEMagicMatch] {
        try (0..<count()).map { _ in
            MIMEMagicMatch(
                offset: try int(), rangeLength: try int(), value: try data(), mask: try bool() ? try data() : nil,
                children: try matches())
        }
    }
}
