import Foundation

/// The text encoding a CSV file is written in, as Cardport detects it.
///
/// A byte order mark decides first (UTF-8, UTF-16 little or big endian); without one the bytes are UTF-8 when
/// they are valid UTF-8, else Windows-1252 (what Excel on Windows writes), with a warning that says so.
public enum CSVTextEncoding: String, Hashable, Sendable, CustomStringConvertible {
    /// UTF-8, with or without a byte order mark.
    case utf8 = "UTF-8"
    /// UTF-16, little endian, with a byte order mark.
    case utf16LittleEndian = "UTF-16LE"
    /// UTF-16, big endian, with a byte order mark.
    case utf16BigEndian = "UTF-16BE"
    /// Windows-1252 (a superset of Latin-1), assumed when the bytes are not UTF-8.
    case windows1252 = "Windows-1252"

    /// The encoding's name: `UTF-8`, `UTF-16LE`, `Windows-1252`.
    public var description: String { rawValue }

    /// The encoding a byte order mark at the start of `prefix` names, or nil when there is none (UTF-8 without a
    /// mark and Windows-1252 are told apart by validating the bytes).
    static func byteOrderMark(in prefix: Data) -> (encoding: CSVTextEncoding, length: Int)? {
        let bytes = [UInt8](prefix.prefix(3))
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return (.utf8, 3) }
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE { return (.utf16LittleEndian, 2) }
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF { return (.utf16BigEndian, 2) }
        return nil
    }
}
