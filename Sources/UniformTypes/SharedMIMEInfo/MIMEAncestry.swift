/// What a MIME type's proper ancestors contribute to `mimeType(_:isA:)`: every type reachable through
/// `sub-class-of` (each resolved through the alias table), summarised for the four checks xdgmime makes.
struct MIMEAncestry: Sendable {
    /// The ancestors, as resolved.
    var types: Set<String> = []
    /// Whether an ancestor starts with `text/`.
    var hasText = false
    /// Whether an ancestor does not start with `inode/`.
    var hasNonInode = false
    /// The media-type prefixes (`image/`) of the ancestors.
    var mediaPrefixes: Set<Substring> = []

    /// Adds one ancestor.
    mutating func insert(_ type: String) {
        types.insert(type)
        let node = MIMEString(type)
        if node.startsWith("text/") { hasText = true }
        if !node.startsWith("inode/") { hasNonInode = true }
        if let prefix = node.mediaPrefix { mediaPrefixes.insert(prefix) }
    }

    /// Whether some ancestor satisfies xdgmime's test against the (resolved) base type.
    func matches(_ base: MIMEString) -> Bool {
        if let found = types.firstIndex(of: base.raw), types[found].utf8.elementsEqual(base.raw.utf8) {
            return true
        }
        if base.isSuperType, let prefix = base.mediaPrefix,
           let found = mediaPrefixes.firstIndex(of: prefix), mediaPrefixes[found].utf8.elementsEqual(prefix.utf8) {
            return true
        }
        if hasText, base.equals("text/plain") { return true }
        if hasNonInode, base.equals("application/octet-stream") { return true }
        return false
    }
}

/// A MIME type string seen the way xdgmime (in GLib 2.74) sees it: bytes, compared exactly and whole.
///
/// Parameters are not special: `text/plain;charset=utf-8` equals only itself, though it is still a
/// `text/plain` by the `text/` rule.
struct MIMEString {
    /// The whole string.
    let raw: String

    init(_ raw: String) {
        self.raw = raw
    }

    /// Whether the string starts with these bytes.
    func startsWith(_ prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { raw.utf8.starts(with: $0) }
    }

    /// Whether the string is exactly these bytes.
    func equals(_ other: some StringProtocol) -> Bool {
        raw.utf8.elementsEqual(other.utf8)
    }

    /// The string up to and including its first `/`, or nil without one.
    var mediaPrefix: Substring? {
        raw.utf8.firstIndex(of: UInt8(ascii: "/")).map { raw[...$0] }
    }

    /// Whether the string ends with `/*` (`text/*`): a super type that every type of its media type is.
    var isSuperType: Bool {
        raw.utf8.count >= 2 && raw.utf8.suffix(2).elementsEqual("/*".utf8)
    }

    /// Whether this node satisfies xdgmime's test against the (resolved) base type.
    func matches(_ base: MIMEString) -> Bool {
        if equals(base.raw) { return true }
        if base.isSuperType, let prefix = mediaPrefix, base.raw.utf8.starts(with: prefix.utf8) { return true }
        if base.equals("text/plain"), startsWith("text/") { return true }
        if base.equals("application/octet-stream"), !startsWith("inode/") { return true }
        return false
    }
}
