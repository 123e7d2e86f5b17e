/// One `<magic>` rule of a shared-mime-info type: a priority and the matches, any of which identifies the type.
struct MIMEMagic: Hashable, Sendable {
    /// How strongly a match speaks for the type, 0 to 100 (default 50). GLib lets a match of 80 or more
    /// override the file name.
    var priority: Int
    /// The top-level matches; the rule matches when one of them does.
    var matches: [MIMEMagicMatch]

    /// Whether one of the matches (with its nested matches) holds for `bytes`.
    func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        matches.contains { $0.matches(bytes) }
    }

    /// How many leading bytes the rule can look at: the largest offset plus value length of any match.
    var extent: Int {
        matches.map(\.extent).max() ?? 0
    }
}

/// One `<match>` of a magic rule: bytes (masked or not) at an offset or in a range of offsets, and the nested
/// matches of which one must hold too.
struct MIMEMagicMatch: Hashable, Sendable {
    /// The first offset the value may start at.
    var offset: Int
    /// How many offsets, from ``offset`` on, the value may start at (1 for a single offset).
    var rangeLength: Int
    /// The bytes to find, in file order (numbers are already in their byte order).
    var value: [UInt8]
    /// ANDed with both the value and the data before they are compared; as long as ``value``.
    var mask: [UInt8]?
    /// Nested matches: when there are any, one of them must hold as well.
    var children: [MIMEMagicMatch]

    /// Whether the value is found at one of the offsets and, if there are nested matches, one of them holds.
    ///
    /// As xdgmime does, the search through the range stops at the first offset where the value would run past
    /// the end of the data.
    func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard holdsHere(bytes) else { return false }
        return children.isEmpty || children.contains { $0.matches(bytes) }
    }

    private func holdsHere(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = value.count
        for start in offset..<(offset + rangeLength) {
            if start + count > bytes.count { return false }
            var equal = true
            if let mask {
                for index in 0..<count where value[index] & mask[index] != bytes[start + index] & mask[index] {
                    equal = false
                    break
                }
            } else {
                for index in 0..<count where value[index] != bytes[start + index] {
                    equal = false
                    break
                }
            }
            if equal { return true }
        }
        return false
    }

    /// The largest offset plus value length, over this match and its nested ones.
    var extent: Int {
        max(offset + rangeLength - 1 + value.count, children.map(\.extent).max() ?? 0)
    }
}
