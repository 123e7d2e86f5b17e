import Foundation

/// Turns the bytes of a text payload into lines: the encoding told by its byte order mark (UTF-8, UTF-16 little
/// or big endian) or UTF-8 without one, and every line ending (`\r\n`, `\r`, `\n`) read as one; other
/// Unicode line separators stay inside their line.
///
/// Invalid UTF-8 is an error naming the byte offset and line, never a replacement character: a wrong guess
/// about the encoding would otherwise import garbled cards silently. UTF-32 (told by its byte order mark) is
/// refused the same way.
enum TextPayload {
    /// The lines of `data`, without their line endings.
    /// - Throws: ``AdapterError`` with code `malformedInput` for bytes that are not valid in their encoding,
    ///   `unexpectedContent` for an empty (0-byte) payload.
    static func lines(of data: Data, input: String) throws(AdapterError) -> [Substring] {
        splitLines(try decode(data, input: input))
    }

    /// The lines of `text`: it is cut at every `\n`, `\r\n` and `\r` (and nowhere else), so an empty last
    /// line follows a final line break. Scans UTF-8 bytes; a line break always ends a character, so the cuts
    /// fall on character boundaries.
    static func splitLines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index < utf8.endIndex {
            let byte = utf8[index]
            guard byte == 0x0A || byte == 0x0D else {
                index = utf8.index(after: index)
                continue
            }
            lines.append(text[start..<index])
            var next = utf8.index(after: index)
            if byte == 0x0D, next < utf8.endIndex, utf8[next] == 0x0A { next = utf8.index(after: next) }
            start = next
            index = next
        }
        lines.append(text[start..<utf8.endIndex])
        return lines
    }

    /// The text of `data`, decoded as its byte order mark says (UTF-8 without one); the mark is not kept.
    static func decode(_ data: Data, input: String) throws(AdapterError) -> String {
        guard !data.isEmpty else {
            throw AdapterError(
                code: .unexpectedContent, message: "the input is empty (0 bytes): there is nothing to import",
                input: input)
        }
        if data.starts(with: [0xFF, 0xFE, 0x00, 0x00]) || data.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            throw AdapterError(
                code: .malformedInput, message: "the text is UTF-32, which is not read; save it as UTF-8",
                input: input, location: "byte 0")
        }
        if data.starts(with: [0xFF, 0xFE]) { return try decodeUTF16([UInt8](data.dropFirst(2)), bigEndian: false, input) }
        if data.starts(with: [0xFE, 0xFF]) { return try decodeUTF16([UInt8](data.dropFirst(2)), bigEndian: true, input) }
        let markLength = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let body = data.dropFirst(markLength)
        // The standard library's validation is the fast path; the byte-by-byte scan runs only to say where.
        if let text = String(validating: body, as: UTF8.self) { return text }
        let offset = firstInvalidUTF8Offset([UInt8](body)[...]) ?? 0
        let absolute = offset + markLength
        let line = body.prefix(offset).count { $0 == 0x0A } + 1
        throw AdapterError(
            code: .malformedInput,
            message: "the text is not valid UTF-8 at byte \(absolute) (line \(line)); save it as UTF-8, "
                + "or as UTF-16 with a byte order mark",
            input: input, location: "line \(line), byte \(absolute)")
    }

    private static func decodeUTF16(_ bytes: [UInt8], bigEndian: Bool, _ input: String)
        throws(AdapterError) -> String
    {
        guard bytes.count.isMultiple(of: 2) else {
            throw AdapterError(
                code: .malformedInput, message: "the UTF-16 text has an odd number of bytes (\(bytes.count + 2))",
                input: input, location: "byte \(bytes.count + 1)")
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let high = UInt16(bytes[index]), low = UInt16(bytes[index + 1])
            units.append(bigEndian ? high << 8 | low : low << 8 | high)
            index += 2
        }
        var text = String.UnicodeScalarView()
        var decoder = UTF16()
        var iterator = units.makeIterator()
        var unitOffset = 0
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                text.append(scalar)
                if scalar == "\n" { line += 1 }
                unitOffset += scalar.utf16.count
            case .emptyInput:
                return String(text)
            case .error:
                let byte = 2 + unitOffset * 2
                throw AdapterError(
                    code: .malformedInput,
                    message: "the UTF-16 text holds an unpaired surrogate at byte \(byte) (line \(line))",
                    input: input, location: "line \(line), byte \(byte)")
            }
        }
    }

    /// The offset, from the start of `bytes`, of the first byte that does not belong to a valid UTF-8
    /// sequence, or nil when all of it is valid.
    static func firstInvalidUTF8Offset(_ bytes: ArraySlice<UInt8>) -> Int? {
        let base = bytes.startIndex
        var index = base
        let end = bytes.endIndex
        while index < end {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lowest: UInt8 = 0x80, highest: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowest = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; highest = 0x9F
            case 0xF0: length = 4; lowest = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; highest = 0x8F
            default: return index - base
            }
            guard index + length <= end else { return index - base }
            for position in 1..<length {
                let byte = bytes[index + position]
                let (low, high) = position == 1 ? (lowest, highest) : (UInt8(0x80), UInt8(0xBF))
                guard byte >= low, byte <= high else { return index - base }
            }
            index += length
        }
        return nil
    }
}
