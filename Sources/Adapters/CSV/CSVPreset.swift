import Foundation

/// How one tool's CSV export maps to cards: the header names of each field (in every language the tool
/// exports in), the header signature that recognises the export, and the order the tool shows its statuses.
///
/// Header names match without regard to case, surrounding spaces or a byte order mark. A preset is chosen
/// by ``detect(header:)`` (the first whose signature the header has) or by name (`--preset jira`); the
/// built-in ones are listed in ``builtIn``.
public struct CSVPreset: Hashable, Sendable {
    /// How the values of a multi-valued cell are separated.
    public enum Separator: Hashable, Sendable {
        /// One value per cell (Jira repeats the column instead).
        case none
        /// Values separated by commas, optionally inside `[` `]` (ClickUp writes `[a, b]`).
        case comma
        /// Values one per line (Cardport's own CSV).
        case newline
    }

    /// The name `--preset` takes: `jira`, `clickup`, `generic`.
    public var name: String
    /// The tool, for messages: `Jira`, `ClickUp`.
    public var displayName: String
    /// Header names that must all be present (each entry lists alternatives, such as translations).
    public var signature: [[String]]
    /// For each field, the header names it reads, most likely first.
    public var columns: [CSVField: [String]]
    /// How multi-valued cells (labels, assignees, attachments) separate their values.
    public var separator: Separator
    /// The statuses in the order the tool shows them, compared without regard to case; lists for other
    /// statuses follow in the order they first appear.
    public var listOrder: [String]
    /// Header names only this tool writes, any one of which recognises its export when no preset's signature
    /// matches (a Notion database whose title column is named after the database has no `Name`); empty for
    /// most presets.
    public var ownColumns: [String]
    /// Whether the tool always writes the title first, so that the first column is the title when no column
    /// is named as one (Notion writes the database's title property first, under the name the user gave it).
    public var firstColumnIsTitle: Bool

    /// Creates a preset.
    public init(
        name: String, displayName: String, signature: [[String]], columns: [CSVField: [String]],
        separator: Separator = .comma, listOrder: [String] = [], ownColumns: [String] = [],
        firstColumnIsTitle: Bool = false
    ) {
        self.name = name
        self.displayName = displayName
        self.signature = signature
        self.columns = columns
        self.separator = separator
        self.listOrder = listOrder
        self.ownColumns = ownColumns
        self.firstColumnIsTitle = firstColumnIsTitle
    }

    /// Whether `header` has every column of the signature.
    public func matches(header: [String]) -> Bool {
        matches(names: Set(header.map(Self.normalized)))
    }

    /// Whether the header whose ``normalized(_:)`` names are `names` has every column of the signature.
    private func matches(names: Set<String>) -> Bool {
        guard !signature.isEmpty else { return false }
        return signature.allSatisfy { alternatives in alternatives.contains { names.contains(Self.normalized($0)) } }
    }

    /// The built-in preset whose signature `header` has (the most specific first), else the first that has one of
    /// its ``ownColumns``, or ``generic`` when none does.
    public static func detect(header: [String]) -> CSVPreset {
        // The header is normalised once for all the presets: a header cell may be as large as the file.
        let names = Set(header.map(normalized))
        if let preset = builtIn.first(where: { $0.matches(names: names) }) { return preset }
        return builtIn.first { preset in preset.ownColumns.contains { names.contains(normalized($0)) } } ?? generic
    }

    /// The built-in preset named `name` (any case), or nil.
    public static func named(_ name: String) -> CSVPreset? {
        (builtIn + [generic]).first { $0.name == name.lowercased() }
    }

    /// A header name as compared: lowercased, trimmed, without a byte order mark.
    ///
    /// One pass over the name at most (the lowercasing): the trimming looks at its ends only. (Foundation's
    /// `trimmingCharacters(in:)` copies the whole string through `NSString` first, which made a header cell of
    /// 100 MB take most of a minute; and on Linux `CharacterSet.whitespacesAndNewlines` builds its set anew on
    /// every use, half the cost of a call for a header of short names. Unicode's White_Space, which
    /// `isWhiteSpace` tests, is the same set of characters.)
    static func normalized(_ name: String) -> String {
        var scalars = name.unicodeScalars[...]
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        while let first = scalars.first, first.isWhiteSpace { scalars = scalars.dropFirst() }
        while let last = scalars.last, last.isWhiteSpace { scalars = scalars.dropLast() }
        return Substring(scalars).lowercased()
    }
}
