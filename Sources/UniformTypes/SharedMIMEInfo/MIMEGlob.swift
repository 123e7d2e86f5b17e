/// One `<glob>` of a shared-mime-info type, sorted into the kind of lookup xdgmime makes for it.
struct MIMEGlob: Hashable, Sendable {
    /// How a glob is looked up.
    enum Kind: Hashable, Sendable {
        /// No glob syntax at all (`Makefile`): the whole name must be equal.
        case literal
        /// `*` then no more glob syntax (`*.tar.gz`): the name must end with the text after the `*`.
        case suffix
        /// Anything else (`README*`, `*.[1-9]`): matched with `fnmatch(3)`.
        case pattern
    }

    /// The pattern, lowercased unless ``caseSensitive``, as update-mime-database stores it.
    var pattern: String
    /// How strongly the glob speaks for the type, 0 to 100 (default 50).
    var weight: Int
    /// Whether the pattern must match with the same case (`*.C` for C++ sources).
    var caseSensitive: Bool

    /// Creates a glob as update-mime-database stores it: a pattern that is not case-sensitive is lowercased
    /// (ASCII only).
    init(pattern: String, weight: Int = 50, caseSensitive: Bool = false) {
        self.pattern = caseSensitive ? pattern : MIMEGlob.asciiLowercased(pattern)
        self.weight = weight
        self.caseSensitive = caseSensitive
    }

    /// Which lookup the glob takes part in.
    var kind: Kind {
        let special: (Character) -> Bool = { $0 == "*" || $0 == "?" || $0 == "[" }
        if !pattern.contains(where: special) { return .literal }
        if pattern.first == "*", !pattern.dropFirst().contains(where: special) { return .suffix }
        return .pattern
    }

    /// The text a ``Kind/suffix`` glob requires at the end of the name (its pattern without the `*`).
    var suffix: Substring { pattern.dropFirst() }

    /// The string with `A`–`Z` lowered and every other byte kept, as xdgmime lowers file names.
    static func asciiLowercased(_ string: String) -> String {
        String(decoding: string.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
