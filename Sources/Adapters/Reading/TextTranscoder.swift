/// Converts text from UTF-16, UTF-32 or Windows-1252 to UTF-8 one chunk at a time: the one decoder of text
/// payloads that are not UTF-8, whether a whole payload is decoded at once (`TextPayload`) or a large file
/// streams from disk (the CSV reader), so neither holds a second, decoded copy of the whole input.
///
/// A chunk may end inside a code unit or between the two halves of a surrogate pair: what is cut off waits for
/// the next chunk. An unpaired surrogate, a UTF-32 value that is no Unicode scalar (a surrogate, or above
/// U+10FFFF) and the five bytes Windows-1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) do not decode; where
/// the first such unit starts is ``failureOffset``. A last incomplete code unit is dropped, as Foundation's
/// `String(data:encoding:)` drops a last odd byte of UTF-16.
struct TextTranscoder {
    /// What a chunk converts to: UTF-8, valid whenever ``append(_:)`` returned true.
    private(set) var utf8: [UInt8] = []
    let encoding: TextEncoding
    /// The bytes of a code unit whose other bytes are in the next chunk.
    private var partial: [UInt8] = []
    /// A high surrogate waiting for its low half, and the offset of its first byte.
    private var highSurrogate: (unit: UInt16, offset: Int)?
    /// The offset, in the input, of the next byte to decode.
    private var offset = 0
    /// The line the next byte is on: 1 plus the line feeds decoded so far.
    private(set) var line = 1
    /// Where the first unit that does not decode starts (an offset into the input), once ``append(_:)`` or
    /// ``finish()`` returned false.
    private(set) var failureOffset: Int?

    /// A transcoder from `encoding`; UTF-8 is passed through.
    init(from encoding: TextEncoding) {
        self.encoding = encoding
    }

    /// Converts the next bytes: ``utf8`` then holds them as UTF-8 (the previous chunk's are dropped).
    /// - Returns: false when the bytes do not decode.
    mutating func append(_ bytes: UnsafeRawBufferPointer) -> Bool {
        utf8.removeAll(keepingCapacity: true)
        guard failureOffset == nil else { return false }
        switch encoding {
        case .utf8:
            utf8.append(contentsOf: bytes)
            return true
        case .windows1252:
            utf8.reserveCapacity(bytes.count * 3 / 2 + 4)
            for byte in bytes {
                guard let scalar = Self.windows1252(byte) else { return fail(at: offset) }
                encode(scalar)
                offset += 1
            }
            return true
        case .utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian:
            utf8.reserveCapacity(bytes.count + 4)
            let size = encoding.codeUnitSize
            var index = bytes.startIndex
            if !partial.isEmpty {
                while partial.count < size, index < bytes.endIndex {
                    partial.append(bytes[index])
                    index += 1
                }
                guard partial.count == size else { return true }
                let unit = partial
                partial.removeAll(keepingCapacity: true)
                guard decode(unit.withUnsafeBytes { value(of: $0, at: 0) }) else { return false }
            }
            while index + size <= bytes.endIndex {
                guard decode(value(of: bytes, at: index)) else { return false }
                index += size
            }
            partial.append(contentsOf: bytes[index...])
            return true
        }
    }

    /// Ends the input.
    /// - Returns: false when it ends inside a surrogate pair. (A last incomplete code unit is dropped.)
    mutating func finish() -> Bool {
        utf8.removeAll(keepingCapacity: true)
        guard failureOffset == nil else { return false }
        if let high = highSurrogate { return fail(at: high.offset) }
        return true
    }

    /// The code unit of `size` bytes at `index`, in the encoding's byte order.
    private func value(of bytes: UnsafeRawBufferPointer, at index: Int) -> UInt32 {
        switch encoding {
        case .utf16LittleEndian: UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8
        case .utf16BigEndian: UInt32(bytes[index]) << 8 | UInt32(bytes[index + 1])
        case .utf32LittleEndian:
            UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) << 16
                | UInt32(bytes[index + 3]) << 24
        case .utf32BigEndian:
            UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8
                | UInt32(bytes[index + 3])
        case .utf8, .windows1252: UInt32(bytes[index])
        }
    }

    /// Decodes one code unit (UTF-16 or UTF-32) that starts at ``offset``.
    private mutating func decode(_ value: UInt32) -> Bool {
        let start = offset
        offset += encoding.codeUnitSize
        if encoding.codeUnitSize == 4 {
            guard let scalar = Unicode.Scalar(value) else { return fail(at: start) }
            encode(scalar)
            return true
        }
        let unit = UInt16(truncatingIfNeeded: value)
        if let high = highSurrogate {
            guard UTF16.isTrailSurrogate(unit) else { return fail(at: high.offset) }
            highSurrogate = nil
            let scalar = 0x10000 + (UInt32(high.unit - 0xD800) << 10 | UInt32(unit - 0xDC00))
            encode(Unicode.Scalar(scalar)!)
            return true
        }
        if UTF16.isLeadSurrogate(unit) {
            highSurrogate = (unit, start)
            return true
        }
        guard let scalar = Unicode.Scalar(unit) else { return fail(at: start) }  // a lone low surrogate
        encode(scalar)
        return true
    }

    private mutating func fail(at offset: Int) -> Bool {
        failureOffset = offset
        return false
    }

    private mutating func encode(_ scalar: Unicode.Scalar) {
        if scalar.isASCII {
            if scalar == "\n" { line += 1 }
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
