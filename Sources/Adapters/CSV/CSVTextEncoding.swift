import Foundation

/// The text encoding a CSV file is written in, as Cardport detects it.
///
/// The rule every text reader uses decides first (`TextEncoding.detect(_:)`: a byte order mark for UTF-8,
/// UTF-16 or UTF-32, or UTF-16 or UTF-32 without one whose text starts with two ASCII characters); otherwise
/// the bytes are UTF-8 when they are valid UTF-8, else Windows-1252 (what Excel on Windows writes), with a
/// warning that says so.
public enum CSVTextEncoding: String, Hashable, Sendable, CustomStringConvertible {
    /// UTF-8, with or without a byte order mark.
    case utf8 = "UTF-8"
    /// UTF-16, little endian.
    case utf16LittleEndian = "UTF-16LE"
    /// UTF-16, big endian.
    case utf16BigEndian = "UTF-16BE"
    /// UTF-32, little endian.
    case utf32LittleEndian = "UTF-32LE"
    /// UTF-32, big endian.
    case utf32BigEndian = "UTF-32BE"
    /// Windows-1252 (a superset of Latin-1), assumed when the bytes are not UTF-8.
    case windows1252 = "Windows-1252"

    /// The encoding's name: `UTF-8`, `UTF-16LE`, `Windows-1252`.
    public var description: String { rawValue }

    /// The encoding of text starting with `prefix` by the rule every text reader uses, and the length of its
    /// byte order mark (UTF-8 without a mark and Windows-1252 are told apart by validating the bytes).
    static func detect(in prefix: Data) -> (encoding: CSVTextEncoding, length: Int) {
        let (encoding, length) = TextEncoding.detect(prefix)
        return (CSVTextEncoding(rawValue: encoding.rawValue) ?? .utf8, length)
    }

    /// The same encoding, for ``TextTranscoder``.
    var textEncoding: TextEncoding { TextEncoding(rawValue: rawValue) ?? .utf8 }
}
