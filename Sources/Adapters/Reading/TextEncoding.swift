/// A text encoding a payload is read in: one of Unicode's (UTF-8, UTF-16 and UTF-32 in either byte order), or
/// Windows-1252, which only the CSV reader assumes (for bytes that are not UTF-8).
///
/// ``detect(_:)`` is the one rule every text and JSON reader, and every recogniser, tells the encoding by: a byte
/// order mark first; without one, the pattern of zero bytes in the first four (RFC 4627, section 3: text that
/// starts with two ASCII characters shows its encoding by where the zeros fall); else UTF-8.
package enum TextEncoding: String, Hashable, Sendable, CustomStringConvertible {
    case utf8 = "UTF-8"
    case utf16LittleEndian = "UTF-16LE"
    case utf16BigEndian = "UTF-16BE"
    case utf32LittleEndian = "UTF-32LE"
    case utf32BigEndian = "UTF-32BE"
    case windows1252 = "Windows-1252"

    /// The encoding's name: `UTF-8`, `UTF-16LE`, `UTF-32BE`, `Windows-1252`.
    package var description: String { rawValue }

    /// The size of one code unit in bytes: 1, 2 or 4.
    package var codeUnitSize: Int {
        switch self {
        case .utf8, .windows1252: 1
        case .utf16LittleEndian, .utf16BigEndian: 2
        case .utf32LittleEndian, .utf32BigEndian: 4
        }
    }

    /// The encoding of text that starts with `prefix` (its first four bytes are enough), and the length of its
    /// byte order mark (0 without one).
    ///
    /// The rules, in order: the marks `EF BB BF` (UTF-8), `FF FE 00 00` (UTF-32LE, before UTF-16LE, whose mark
    /// it starts with), `00 00 FE FF` (UTF-32BE), `FF FE` (UTF-16LE), `FE FF` (UTF-16BE); then, without a mark,
    /// RFC 4627's patterns of the first four bytes: `00 00 00 xx` UTF-32BE, `xx 00 00 00` UTF-32LE, `00 xx 00 xx`
    /// UTF-16BE, `xx 00 xx 00` UTF-16LE (and a payload of two bytes, `00 xx` or `xx 00`, as UTF-16); anything
    /// else is UTF-8 (which a reader may still find invalid). UTF-8 text never holds a zero byte, so the patterns
    /// never take real UTF-8 for something else.
    package static func detect<Bytes: Collection>(_ prefix: Bytes) -> (encoding: TextEncoding, markLength: Int)
    where Bytes.Element == UInt8 {
        let bytes = Array(prefix.prefix(4))
        func starts(_ mark: [UInt8]) -> Bool { bytes.starts(with: mark) }
        if starts([0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        if starts([0xFF, 0xFE, 0x00, 0x00]) { return (.utf32LittleEndian, 4) }
        if starts([0x00, 0x00, 0xFE, 0xFF]) { return (.utf32BigEndian, 4) }
        if starts([0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
        if starts([0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        let zero = bytes.map { $0 == 0 }
        if zero.count >= 4 {
            switch (zero[0], zero[1], zero[2], zero[3]) {
            case (true, true, true, false): return (.utf32BigEndian, 0)
            case (false, true, true, true): return (.utf32LittleEndian, 0)
            case (true, false, true, false): return (.utf16BigEndian, 0)
            case (false, true, false, true): return (.utf16LittleEndian, 0)
            default: return (.utf8, 0)
            }
        }
        if zero.count == 2, zero[0] != zero[1] { return (zero[0] ? .utf16BigEndian : .utf16LittleEndian, 0) }
        return (.utf8, 0)
    }
}
