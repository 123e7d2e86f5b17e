#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The globs and magic rules of a shared-mime-info database, arranged the way xdgmime's `mime.cache` arranges
/// them, so that a guess takes the same steps GLib's `g_content_type_guess` takes.
struct MIMESniffer: Sendable {
    /// A magic rule and the type it identifies.
    struct MagicEntry: Sendable {
        var mimeType: String
        var magic: MIMEMagic
    }

    /// A glob and the type it names.
    struct GlobEntry: Sendable {
        var mimeType: String
        var glob: MIMEGlob
    }

    /// Magic rules, highest priority first, ties by media type then subtype in byte order (as
    /// update-mime-database writes them).
    let magic: [MagicEntry]
    /// Globs without syntax, compared whole.
    let literals: [GlobEntry]
    /// `*text` globs, compared as name endings.
    let suffixes: [GlobEntry]
    /// The other globs, for `fnmatch(3)`.
    let patterns: [GlobEntry]
    /// The most leading bytes any magic rule looks at.
    let maxExtent: Int

    /// Arranges the rules of `database`; each (type, glob) pair counts once. Globs keep the order in which
    /// their types were first read (GLib orders matches of equal weight so: `x.m` is Objective-C before
    /// MATLAB because freedesktop.org.xml declares it first).
    init(database: MIMEDatabase) {
        var magic: [MagicEntry] = []
        var literals: [GlobEntry] = [], suffixes: [GlobEntry] = [], patterns: [GlobEntry] = []
        // Each sort key is made once, not in every comparison: this runs at the first guess of a process.
        let ordered = database.entries.keys.map { (type: $0, order: database.readingOrder[$0, default: .max]) }
            .sorted { a, b in a.order != b.order ? a.order < b.order : a.type.utf8.lexicographicallyPrecedes(b.type.utf8) }
            .map(\.type)
        for type in ordered {
            guard let entry = database.entries[type] else { continue }
            for rule in entry.magic { magic.append(MagicEntry(mimeType: type, magic: rule)) }
            var seen: Set<String> = []
            for glob in entry.globRules where seen.insert(glob.pattern).inserted {
                let item = GlobEntry(mimeType: type, glob: glob)
                switch glob.kind {
                case .literal: literals.append(item)
                case .suffix: suffixes.append(item)
                case .pattern: patterns.append(item)
                }
            }
        }
        /// A rule's place in the order: priority, media type, subtype, then where it was read (a stable sort:
        /// rules of one type keep their document order).
        struct SortKey {
            var priority: Int
            var media: Substring
            var subtype: Substring
            var position: Int

            init(_ entry: MagicEntry, position: Int) {
                let parts = entry.mimeType.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
                priority = entry.magic.priority
                media = parts[0]
                subtype = parts.count > 1 ? parts[1] : ""
                self.position = position
            }

            func precedes(_ other: SortKey) -> Bool {
                if priority != other.priority { return priority > other.priority }
                if media != other.media { return media.utf8.lexicographicallyPrecedes(other.media.utf8) }
                if subtype != other.subtype { return subtype.utf8.lexicographicallyPrecedes(other.subtype.utf8) }
                return position < other.position
            }
        }
        magic = magic.enumerated().map { (key: SortKey($0.element, position: $0.offset), entry: $0.element) }
            .sorted { $0.key.precedes($1.key) }
            .map(\.entry)
        self.magic = magic
        self.literals = literals
        self.suffixes = suffixes
        self.patterns = patterns
        maxExtent = magic.map(\.magic.extent).max() ?? 0
    }

    // MARK: - File names

    /// The types a file name's globs name, heaviest first, at most ten, as xdgmime looks them up: a literal
    /// name (case-insensitive globs against the lowercased name, then case-sensitive ones against the name as
    /// given) answers alone; else the longest matching `*suffix` (same two passes); else `fnmatch` patterns
    /// (same two passes). Globs of equal weight keep the order of the database.
    func fileNameMatches(_ name: String) -> [ContentTypeGuess.FileNameMatch] {
        let lowered = MIMEGlob.asciiLowercased(name)
        for (candidate, caseSensitivePass) in [(lowered, false), (name, true)] {
            if let hit = literals.first(where: { $0.glob.pattern == candidate && (caseSensitivePass || !$0.glob.caseSensitive) }) {
                return [ContentTypeGuess.FileNameMatch(mimeType: hit.mimeType, pattern: hit.glob.pattern, weight: hit.glob.weight)]
            }
        }
        var found: [GlobEntry] = []
        for (candidate, caseSensitivePass) in [(lowered, false), (name, true)] where found.isEmpty {
            var longest = 0
            for entry in suffixes where caseSensitivePass || !entry.glob.caseSensitive {
                let suffix = entry.glob.suffix
                guard suffix.utf8.count >= longest, candidate.utf8.count >= suffix.utf8.count,
                      candidate.utf8.reversed().starts(with: suffix.utf8.reversed())
                else { continue }
                if suffix.utf8.count > longest { longest = suffix.utf8.count; found.removeAll() }
                found.append(entry)
            }
        }
        for (candidate, caseSensitivePass) in [(lowered, false), (name, true)] where found.isEmpty {
            for entry in patterns where (caseSensitivePass || !entry.glob.caseSensitive) && found.count < 10 {
                if fnmatch(entry.glob.pattern, candidate, 0) == 0 { found.append(entry) }
            }
        }
        let ordered = found.enumerated().sorted { a, b in
            a.element.glob.weight != b.element.glob.weight
                ? a.element.glob.weight > b.element.glob.weight : a.offset < b.offset
        }
        return ordered.prefix(10).map {
            ContentTypeGuess.FileNameMatch(mimeType: $0.element.mimeType, pattern: $0.element.glob.pattern, weight: $0.element.glob.weight)
        }
    }

    // MARK: - Content

    /// The first magic rule, in priority order, that the bytes satisfy: its type and priority.
    func magicMatch(_ bytes: UnsafeBufferPointer<UInt8>) -> (mimeType: String, priority: Int)? {
        for entry in magic where entry.magic.matches(bytes) {
            return (entry.mimeType, entry.magic.priority)
        }
        return nil
    }

    /// How many leading bytes GLib's text test looks at: 128.
    static let textTestLength = 128

    /// GLib's text test: no byte below 0x20 other than backspace, tab, line feed, form feed and carriage
    /// return among the first ``textTestLength`` bytes. GLib's own white space leaves out the vertical tab
    /// (0x0B), so it fails the test; DEL (0x7F) and every byte from 0x80 up pass, so any UTF-8 (or Latin-1)
    /// text is text. A control byte further on does not count: GLib looks no further. (Measured against
    /// `g_content_type_guess` in GLib 2.74.)
    static func looksLikeText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        !bytes.prefix(textTestLength).contains { byte in
            byte < 0x20 && byte != 0x08 && byte != 0x09 && byte != 0x0A && byte != 0x0C && byte != 0x0D
        }
    }
}
