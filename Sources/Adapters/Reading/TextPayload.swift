import Foundation

/// Turns the bytes of a text payload into text: the one place Cardport decodes text, for every text and JSON
/// reader and every recogniser. The encoding is told by `TextEncoding.detect(_:)`: a byte order mark (UTF-8,
/// UTF-16 or UTF-32, either byte order), else RFC 4627's pattern of zero bytes (UTF-16 or UTF-32 without a mark
/// whose text starts with two ASCII characters), else UTF-8. Every line ending (`\r\n`, `\r`, `\n`) is read as
/// one; other Unicode line separators stay inside their line.
///
/// Invalid UTF-8 is an error naming the byte offset and line, never a replacement character: a wrong guess
/// about the encoding would otherwise import garbled cards silently. The same holds for UTF-16 and UTF-32
/// (an unpaired surrogate, a value that is no Unicode scalar); they are converted by ``TextTranscoder``.
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

    /// The text of `data`, decoded as `TextEncoding.detect(_:)` says; the byte order mark is not kept.
    /// - Throws: ``AdapterError``: `unexpectedContent` for an empty payload, `malformedInput` naming the line and
    ///   byte for bytes that are not valid in their encoding.
    static func decode(_ data: Data, input: String) throws(AdapterError) -> String {
        guard !data.isEmpty else {
            throw AdapterError(
                code: .unexpectedContent, message: "the input is empty (0 bytes): there is nothing to import",
                input: input)
        }
        let (encoding, markLength) = TextEncoding.detect(data)
        guard encoding == .utf8 else {
            return String(decoding: try transcode(data, from: encoding, markLength: markLength, input: input), as: UTF8.self)
        }
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

    /// The bytes of `data` as UTF-8, for readers that parse bytes (JSON): `data` itself when it is UTF-8 (a
    /// byte order mark kept, as the JSON reader skips it), else its text converted to UTF-8, without a mark.
    /// An empty payload is returned as it is, for the reader to report.
    /// - Throws: ``AdapterError`` `malformedInput` naming the line and byte where UTF-16 or UTF-32 does not decode.
    static func utf8Bytes(of data: Data, input: String) throws(AdapterError) -> Data {
        let (encoding, markLength) = TextEncoding.detect(data)
        guard encoding != .utf8 else { return data }
        return Data(try transcode(data, from: encoding, markLength: markLength, input: input))
    }

    /// The text at the start of `data`, at most `maximumBytes` of it, decoded leniently for recognisers: in the
    /// encoding `TextEncoding.detect(_:)` tells, without the byte order mark; invalid UTF-8 becomes U+FFFD,
    /// and UTF-16 or UTF-32 ends where it stops decoding (or where the prefix cuts a character).
    static func leadingText(of data: Data, maximumBytes: Int = 64 << 10) -> String {
        let (encoding, markLength) = TextEncoding.detect(data)
        let body = data.prefix(maximumBytes).dropFirst(markLength)
        guard encoding != .utf8 else { return String(decoding: body, as: UTF8.self) }
        var transcoder = TextTranscoder(from: encoding)
        _ = body.withUnsafeBytes { transcoder.append($0) }
        return String(decoding: transcoder.utf8, as: UTF8.self)
    }

    /// Whether `data` is UTF-16 or UTF-32 text by `TextEncoding.detect(_:)` and its first 4 KiB decode: such
    /// bytes are text, whatever magic number their zero bytes happen to spell.
    static func isWideText(_ data: Data) -> Bool {
        let (encoding, markLength) = TextEncoding.detect(data)
        guard encoding != .utf8 else { return false }
        let prefix = data.prefix(4096).dropFirst(markLength)
        var transcoder = TextTranscoder(from: encoding)
        return prefix.withUnsafeBytes { transcoder.append($0) } && !transcoder.utf8.isEmpty
    }

    /// `data`, whose encoding is `encoding` and whose mark is `markLength` bytes, converted to UTF-8.
    private static func transcode(_ data: Data, from encoding: TextEncoding, markLength: Int, input: String)
        throws(AdapterError) -> [UInt8]
    {
        var transcoder = TextTranscoder(from: encoding)
        let decoded = data.withUnsafeBytes { raw in
            transcoder.append(UnsafeRawBufferPointer(rebasing: raw[min(markLength, raw.count)...]))
        }
        let utf8 = transcoder.utf8
        guard decoded, transcoder.finish() else {
            let byte = markLength + (transcoder.failureOffset ?? 0)
            let line = transcoder.line
            throw AdapterError(
                code: .malformedInput,
                message: "the \(encoding) text does not decode at byte \(byte) (line \(line)): "
                    + (encoding.codeUnitSize == 2 ? "an unpaired surrogate" : "a value that is no Unicode character"),
                input: input, location: "line \(line), byte \(byte)")
        }
        let size = encoding.codeUnitSize
        if (data.count - markLength) % size != 0 {
            let byte = data.count - (data.count - markLength) % size
            throw AdapterError(
                code: .malformedInput,
                message: "the \(encoding) text ends inside a character: \(data.count - markLength) bytes after its "
                    + "byte order mark, not a multiple of \(size)",
                input: input, location: "byte \(byte)")
        }
        return utf8
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
