/// Ids for what an importer makes, when the source has none: `prefix-kind-1`, `prefix-kind-2`… per kind.
///
/// Deterministic, so importing the same payload twice gives the same board.
package struct ImportIDs: Sendable {
    /// The count of one kind so far, and the text its ids start with.
    private struct Counter {
        let kind: String
        let idPrefix: String
        var count = 0
    }

    private let prefix: String
    /// One counter per kind asked for; an importer uses a handful, so a search beats hashing the kind.
    private var counters: [Counter] = []

    /// Creates a sequence whose ids start with `prefix` (`html`, `opml`…).
    package init(prefix: String) {
        self.prefix = prefix
    }

    /// The next id of a kind (`list`, `card`, `checklist`, `item`, `attachment`, `comment`, `label`).
    package mutating func next(_ kind: String) -> String {
        let index = counters.firstIndex { $0.kind == kind } ?? {
            counters.append(Counter(kind: kind, idPrefix: prefix + "-" + kind + "-"))
            return counters.count - 1
        }()
        counters[index].count += 1
        return Self.id(counters[index].idPrefix, counters[index].count)
    }

    /// `start` followed by `number` (1 or more) in decimal, written straight into a string of exactly that
    /// size: `+` would leave room to grow, which every id longer than 15 bytes (the most a `String` holds
    /// without a heap allocation) would carry for as long as the board lives, and `String(number)` is a string
    /// of its own.
    static func id(_ start: String, _ number: Int) -> String {
        var digits = 1
        var rest = number
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        var start = start
        return start.withUTF8 { prefix in
            String(unsafeUninitializedCapacity: prefix.count + digits) { buffer in
                _ = buffer.initialize(fromContentsOf: prefix)
                var value = number
                for position in (prefix.count..<(prefix.count + digits)).reversed() {
                    buffer[position] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                }
                return prefix.count + digits
            }
        }
    }
}
