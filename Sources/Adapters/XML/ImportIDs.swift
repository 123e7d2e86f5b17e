/// Ids for what an importer makes, when the source has none: `prefix-1`, `prefix-2`… per prefix.
///
/// Deterministic, so importing the same payload twice gives the same board.
package struct ImportIDs: Sendable {
    private let prefix: String
    private var lastKind = ""
    private var lastKindPrefix = ""
    private var counters: [String: Int] = [:]

    /// Creates a sequence whose ids start with `prefix` (`html`, `opml`…).
    package init(prefix: String) {
        self.prefix = prefix
    }

    /// The next id of a kind (`list`, `card`, `checklist`, `item`, `attachment`, `comment`, `label`).
    package mutating func next(_ kind: String) -> String {
        let number = counters[kind, default: 0] + 1
        counters[kind] = number
        if kind != lastKind {
            lastKind = kind
            lastKindPrefix = prefix + "-" + kind + "-"
        }
        return lastKindPrefix + String(number)
    }
}
