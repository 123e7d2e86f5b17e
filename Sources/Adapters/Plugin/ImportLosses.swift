/// What an import could not carry, counted per kind: "14 reactions not carried", "2 attachments kept as
/// links only".
///
/// Every importer records here whatever part of its source it drops or degrades, so nothing is lost
/// silently: the command line prints the counts after an import, `--json` includes them, and `--strict` turns
/// any of them into an error. What an importer keeps in a board's, list's or card's `extra` object is not a
/// loss and is not counted.
public struct ImportLosses: Hashable, Sendable {
    /// One kind of thing not carried, with how many and what became of them.
    public struct Entry: Hashable, Sendable, CustomStringConvertible {
        /// What was not carried, as a plural noun phrase: `"reactions"`, `"attachments"`.
        public var kind: String
        /// How many.
        public var count: Int
        /// What became of them: `"not carried"`, `"kept as links only"`.
        public var outcome: String

        /// The entry as a phrase: `14 reactions not carried`.
        public var description: String { "\(count) \(kind) \(outcome)" }
    }

    /// The entries, in the order their kinds were first recorded.
    public private(set) var entries: [Entry] = []
    /// Where each kind and outcome is in ``entries``: an import that records a loss per item, of kinds named
    /// after its input, would otherwise search the entries for every one.
    private var positions: [Kind: Int] = [:]

    /// Creates an empty tally.
    public init() {}

    /// Whether nothing was lost.
    public var isEmpty: Bool { entries.isEmpty }

    /// Counts `count` more things of a kind that met an outcome; a count of zero records nothing.
    /// - Parameters:
    ///   - count: How many more.
    ///   - kind: What they are, as a plural noun phrase (`"reactions"`).
    ///   - outcome: What became of them; `"not carried"` unless they were kept in a lesser form.
    public mutating func record(_ count: Int = 1, _ kind: String, outcome: String = "not carried") {
        guard count > 0 else { return }
        let key = Kind(kind, outcome: outcome)
        if let index = positions[key] {
            entries[index].count += count
        } else {
            positions[key] = entries.count
            entries.append(Entry(kind: kind, count: count, outcome: outcome))
        }
    }

    /// Counts one loss of `kind` for every warning that reports one (``AdapterWarning/loss``).
    public mutating func record(lossesOf warnings: [AdapterWarning]) {
        for warning in warnings {
            if let loss = warning.loss { record(1, loss.kind, outcome: loss.outcome) }
        }
    }

    /// Adds every count of another tally to this one.
    public mutating func formUnion(_ other: ImportLosses) {
        for entry in other.entries { record(entry.count, entry.kind, outcome: entry.outcome) }
    }
}

extension ImportLosses {
    /// A kind of thing not carried and what became of it, as a value an importer attaches to the warning that
    /// reports it (``AdapterWarning/loss``), so that the tally counts warnings by what they report.
    public struct Kind: Hashable, Sendable {
        /// What was not carried, as a plural noun phrase: `"card labels missing from labels[]"`.
        public var kind: String
        /// What became of them: `"not carried"`, `"kept as links only"`.
        public var outcome: String

        /// Creates a kind of loss.
        public init(_ kind: String, outcome: String = "not carried") {
            self.kind = kind
            self.outcome = outcome
        }
    }
}
