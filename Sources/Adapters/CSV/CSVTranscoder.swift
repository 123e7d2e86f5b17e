/// Converts a CSV file's bytes from UTF-16 or Windows-1252 to UTF-8 one chunk at a time, so that such a file
/// is read as it streams from disk instead of being decoded whole into a second copy.
///
/// A chunk may end inside a UTF-16 code unit or between the two halves of a surrogate pair: what is cut off
/// waits for the next chunk. It decodes as Foundation's `String(data:encoding:)` does: an unpaired surrogate,
/// and the five bytes Windows-1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D), do not decode; a last odd
/// byte of UTF-16 is dropped.
struct CSVTranscoder {
    /// What a chunk converts to: UTF-8, valid whenever ``append(_:)`` returned true.
    private(set) var utf8: [UInt8] = []
    let encoding: CSVTextEncoding
    /// A byte of UTF-16 whose code unit's other byte is in the next chunk.
    private var oddByte: UInt8?
    /// A high surrogate waiting for its low half.
    private var highSurrogate: UInt16?

    /// A transcoder from `encoding`; UTF-8 is passed through.
    init(from encoding: CSVTextEncoding) {
        self.encoding = encoding
    }

    /// Converts the next bytes: ``utf8`` then holds them as UTF-8 (the previous chunk's are dropped).
    /// - Returns: false when the bytes do not decode.
    mutating func append(_ bytes: UnsafeRawBufferPointer) -> Bool {
        utf8.removeAll(keepingCapacity: true)
        utf8.reserveCapacity(bytes.count * (encoding == .windows1252 ? 3 : 2) / 2 + 4)
        switch encoding {
        case .utf8:
            utf8.append(contentsOf: bytes)
            return true
        case .windows1252:
            for byte in bytes {
                guard let scalar = Self.windows1252(byte) else { return false }
                encode(scalar)
            }
            return true
        case .utf16LittleEndian, .utf16BigEndian:
            var index = bytes.startIndex
            if let first = oddByte, index < bytes.endIndex {
                oddByte = nil
                guard decode(first, bytes[index]) else { return false }
                index += 1
            }
            while index + 1 < bytes.endIndex {
                guard decode(bytes[index], bytes[index + 1]) else { return false }
                index += 2
            }
            if index < bytes.endIndex { oddByte = bytes[index] }
            return true
        }
    }

    /// Ends the input.
    /// - Returns: false when it ends inside a surrogate pair. (A last odd byte is dropped.)
    mutating func finish() -> Bool {
        utf8.removeAll(keepingCapacity: true)
        return highSurrogate == nil
    }

    /// Decodes the code unit of two bytes in the file's order.
    private mutating func decode(_ first: UInt8, _ second: UInt8) -> Bool {
        let unit =
            encoding == .utf16LittleEndian
            ? UInt16(first) | UInt16(second) << 8 : UInt16(first) << 8 | UInt16(second)
        if let high = highSurrogate {
            guard UTF16.isTrailSurrogate(unit) else { return false }
            highSurrogate = nil
            let value = 0x10000 + (UInt32(high - 0xD800) << 10 | UInt32(unit - 0xDC00))
            encode(Unicode.Scalar(value)!)
            return true
        }
        if UTF16.isLeadSurrogate(unit) {
            highSurrogate = unit
            return true
        }
        guard let scalar = Unicode.Scalar(unit) else { return false }  // a lone low surrogate
        encode(scalar)
        return true
    }

    private mutating func encode(_ scalar: Unicode.Scalar) {
        if scalar.isASCII {
            utf8.append(UInt8(scalar.value))
        } else {
            utf8.append(contentsOf: scalar.utf8)
        }
    }

    /// The character a Windows-1252 byte stands for, or nil for the five bytes it leaves undefined.
    private static func windows1252(_ byte: UInt8) -> Unicode.Scalar? {
        guard (0x80...0x9F).contains(byte) else { return Unicode.Scalar(byte) }
        let value = windows1252High[Int(byte - 0x80)]
        return value == 0 ? nil : Unicode.Scalar(value)
    }

    /// Windows-1252's characters for 0x80 to 0x9F (0: undefined); the other bytes are Latin-1's.
    private static let windows1252High: [UInt16] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
    ]
}
