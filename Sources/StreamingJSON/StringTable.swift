import Foundation

/// Strings that recur in one document, each made once and then shared: the ids that records point at (a card's
/// list, its labels and members, a comment's author), which a large export repeats hundreds of thousands of times.
///
/// A `String` longer than 15 bytes lives on the heap, so every repetition read as a `String` of its own costs an
/// allocation, its UTF-8 check and, for as long as the board lives, its memory. The table hands back the
/// `String` it made for the same bytes before instead. Shorter strings are stored inline by Swift and are made
/// as they are.
///
/// Strings are found by Swift's `Hasher`, which is seeded afresh in every process, so a document cannot choose
/// strings that collide in the table and make reading it slow. The table is bounded: once it holds `limit`
/// strings, a string not seen before is made as it is and not kept, so a document whose ids are all different
/// costs no more than the first `limit` of them.
package struct StringTable {
    /// Each slot holds an index into `strings`, or -1 when it is free. The count is a power of two, at most half
    /// of it used, so a search ends at a free slot after a few probes.
    private var slots: [Int]
    /// The hash of each string in `strings`, compared before the bytes are.
    private var hashes: [Int] = []
    /// The strings made so far, in the order they were first met.
    private var strings: [String] = []

    /// The most strings kept.
    private let limit: Int

    /// Strings of at most this many UTF-8 bytes are not kept: Swift stores them inline, so making one allocates
    /// nothing.
    static let inlineLimit = 15

    /// An empty table that keeps at most `limit` strings.
    package init(limit: Int = 65_536) {
        slots = Array(repeating: -1, count: 64)
        self.limit = limit
    }

    /// How many different strings the table holds.
    package var count: Int { strings.count }

    /// The string whose UTF-8 is `utf8`, which must be valid UTF-8 (checked by the caller; `isASCII` says whether
    /// every byte is below 0x80): the one made for the same bytes before, or a new one, kept for next time.
    package mutating func string(_ utf8: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
        guard utf8.count > Self.inlineLimit else { return String(checkedUTF8: utf8, isASCII: isASCII) }
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(utf8))
        let hash = hasher.finalize()
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 {
            let index = slots[slot]
            if hashes[index] == hash, Self.hasBytes(strings[index], utf8) { return strings[index] }
            slot = (slot + 1) & mask
        }
        let made = String(checkedUTF8: utf8, isASCII: isASCII)
        guard strings.count < limit else { return made }
        slots[slot] = strings.count
        hashes.append(hash)
        strings.append(made)
        if strings.count * 2 > slots.count { grow() }
        return made
    }

    /// Whether `string`'s UTF-8 is exactly `utf8`.
    private static func hasBytes(_ string: String, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var string = string
        return string.withUTF8 { own in
            own.count == utf8.count && (own.count == 0 || memcmp(own.baseAddress!, utf8.baseAddress!, own.count) == 0)
        }
    }

    /// Doubles the slots and places every string again.
    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = hash & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = index
        }
    }
}
