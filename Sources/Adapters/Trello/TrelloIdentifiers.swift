/// Trello-shaped ids (24 lowercase hex digits) for a board's parts, derived deterministically from their
/// Cardport ids so that exporting the same board twice gives the same ids.
///
/// An id that already has Trello's shape is kept; any other is hashed (two 64-bit FNV-1a hashes, 96 bits)
/// together with its kind, so a list and a card with the same Cardport id get different Trello ids. An id
/// already handed out is never handed out again: a clash is rehashed with a counter.
struct TrelloIdentifiers {
    private var used = Set<String>()
    /// The last attempt used for each kind and id: a board that repeats an id goes on from there instead of
    /// rehashing every attempt before it again.
    private var attempts: [String: Int] = [:]

    /// The Trello id for the part of kind `kind` (`card`, `list`…) whose Cardport id is `id`.
    mutating func id(for id: String, kind: String) -> String {
        if Self.isTrelloID(id), used.insert(id).inserted { return id }
        let base = kind + "\u{0}" + id
        var attempt = attempts[base] ?? 0
        while true {
            let candidate = Self.hashed(base + (attempt == 0 ? "" : "\u{0}\(attempt)"))
            if used.insert(candidate).inserted {
                attempts[base] = attempt
                return candidate
            }
            attempt += 1
        }
    }

    /// Whether `id` has the shape of a Trello id: 24 lowercase hex digits.
    static func isTrelloID(_ id: String) -> Bool {
        guard id.utf8.count == 24 else { return false }
        var id = id
        return id.withUTF8 { utf8 in utf8.allSatisfy { $0 &- 48 < 10 || $0 &- 97 < 6 } }
    }

    /// 24 hex digits from `text`: the first 64-bit FNV-1a hash in full and 32 bits of a second, seeded one.
    static func hashed(_ text: String) -> String {
        let first = fnv1a(text, basis: 0xCBF2_9CE4_8422_2325)
        let second = fnv1a(text, basis: 0x84222325CBF29CE4)
        return hex(first, digits: 16) + hex(second >> 32, digits: 8)
    }

    private static func fnv1a(_ text: String, basis: UInt64) -> UInt64 {
        var hash = basis
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// The last `digits` hex digits of `value` (at most 16), lowercase, with leading zeros.
    static func hex(_ value: UInt64, digits: Int) -> String {
        String(unsafeUninitializedCapacity: digits) { buffer in
            var rest = value
            for index in stride(from: digits - 1, through: 0, by: -1) {
                buffer[index] = hexDigits[Int(rest & 0xF)]
                rest >>= 4
            }
            return digits
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
