// Reading strings, numbers and literals, and checking UTF-8 on the way.

extension JSONReader {
    /// Reads the string at the reader, decoding escapes (surrogate pairs included).
    /// - Throws: ``JSONReaderError`` when the next value is not a string or is malformed.
    package mutating func readString() throws(JSONReaderError) -> String {
        try expect(.string)
        return try readStringToken()
    }

    /// Reads the string at the reader, or `nil` for `null`.
    package mutating func readOptionalString() throws(JSONReaderError) -> String? {
        if try readNull() { return nil }
        return try readString()
    }

    /// Reads the number at the reader as a `Double`.
    package mutating func readNumber() throws(JSONReaderError) -> Double {
        try expect(.number)
        let start = index
        try scanNumber()
        return number(from: start)
    }

    /// Reads the number at the reader as the text it was written as, for callers that keep every digit.
    package mutating func readNumberText() throws(JSONReaderError) -> String {
        try expect(.number)
        let start = index
        try scanNumber()
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// Reads the number at the reader, or `nil` for `null`.
    package mutating func readOptionalNumber() throws(JSONReaderError) -> Double? {
        if try readNull() { return nil }
        return try readNumber()
    }

    /// Reads a whole number that fits an `Int` (`3`, `-12`, `3.0`, `1e3`), as `JSONDecoder` reads an `Int`.
    /// - Throws: ``JSONReaderError`` `unexpectedType` at the number for a fraction (`3.5`) or a number too
    ///   large for an `Int`, or when the next value is not a number.
    package mutating func readInteger() throws(JSONReaderError) -> Int {
        try expect(.number)
        let start = index
        try scanNumber()
        let value = number(from: start)
        // Whole numbers below 2^53 are exact in a Double; larger ones would be rounded, so are refused.
        guard value == value.rounded(), abs(value) < 9.0e15 else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            throw error(.unexpectedType, "Expected a whole number, found \(text).", at: start)
        }
        return Int(value)
    }

    /// Reads a whole number as ``readInteger()`` does, or `nil` for `null`.
    package mutating func readOptionalInteger() throws(JSONReaderError) -> Int? {
        if try readNull() { return nil }
        return try readInteger()
    }

    /// Reads `true` or `false`.
    package mutating func readBool() throws(JSONReaderError) -> Bool {
        try expect(.bool)
        if try literal("true") { return true }
        if try literal("false") { return false }
        try skipLiteral()  // Throws, naming the first byte that breaks the word.
        throw error(.syntax, "Expected true or false.")
    }

    /// Reads `true`, `false`, or `nil` for `null`.
    package mutating func readOptionalBool() throws(JSONReaderError) -> Bool? {
        if try readNull() { return nil }
        return try readBool()
    }

    /// Consumes `null` and returns true when the next value is null; otherwise leaves the reader as it was.
    package mutating func readNull() throws(JSONReaderError) -> Bool {
        guard try peek() == .null else { return false }
        guard try literal("null") else {
            try skipLiteral()  // Throws, naming the first byte that breaks the word.
            throw error(.syntax, "Expected null.")
        }
        return true
    }

    private mutating func literal(_ word: StaticString) throws(JSONReaderError) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let text = word.utf8Start
        for offset in 0..<count where bytes[index + offset] != text[offset] { return false }
        index += count
        return true
    }

    /// Consumes a literal word (`true`, `false`, `null`) when skipping.
    package mutating func skipLiteral() throws(JSONReaderError) {
        if try literal("true") { return }
        if try literal("false") { return }
        if try literal("null") { return }
        // Point at the first byte that breaks the word it began (`tru}` at the `}`), as a reader would look.
        let word: StaticString
        switch index < bytes.count ? bytes[index] : 0 {
        case UInt8(ascii: "t"): word = "true"
        case UInt8(ascii: "f"): word = "false"
        case UInt8(ascii: "n"): word = "null"
        default: throw error(.syntax, "Unexpected character \(describe(byteAt: index)); a value was expected.")
        }
        var offset = index
        while offset < bytes.count, offset - index < word.utf8CodeUnitCount,
            bytes[offset] == word.utf8Start[offset - index]
        {
            offset += 1
        }
        throw error(.syntax, "Expected \(word), found \(describe(byteAt: offset)).", at: offset)
    }

    // MARK: Numbers

    /// Moves past a number, checking JSON's number grammar.
    package mutating func scanNumber() throws(JSONReaderError) {
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw error(.syntax, "Expected a digit in the number, found \(describe(byteAt: index)).")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw error(.syntax, "A number may not start with a leading zero.")
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error(.syntax, "Expected a digit after the decimal point.")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error(.syntax, "Expected a digit in the exponent.")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
    }

    private func number(from start: Int) -> Double {
        // Up to 15 digits with no exponent (`12`, `65535.5`, `-0.25`) are read without going through text. The
        // digits, point left out, are a whole number below 2^53 and so exact in a Double, as is every power of
        // ten up to 10^15; one division of exact operands is rounded once, correctly, so the result is the Double
        // nearest the decimal, the same one `Double(String)` gives (Clinger's fast path).
        var value: Int64 = 0
        var offset = start
        let negative = bytes[offset] == UInt8(ascii: "-")
        if negative { offset += 1 }
        if index - offset <= 16 {
            var digits = 0
            var fractionDigits = 0
            var inFraction = false
            var plain = true
            while offset < index {
                let byte = bytes[offset]
                offset += 1
                if isDigit(byte) {
                    value = value * 10 + Int64(byte &- UInt8(ascii: "0"))
                    digits += 1
                    if inFraction { fractionDigits += 1 }
                } else if byte == UInt8(ascii: "."), !inFraction {
                    inFraction = true
                } else {
                    plain = false
                    break
                }
            }
            if plain, digits <= 15 {
                let magnitude = fractionDigits == 0 ? Double(value) : Double(value) / Self.powersOfTen[fractionDigits]
                return negative ? -magnitude : magnitude  // `-0` too is the Double's negative zero
            }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return Double(text) ?? .nan
    }

    /// 10^0 through 10^15, each exact in a Double.
    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    // MARK: Strings

    /// Reads a string token starting at its opening quote.
    package mutating func readStringToken() throws(JSONReaderError) -> String {
        let start = index + 1
        if let text = try scanPlainStringToken() {
            return String(checkedUTF8: UnsafeBufferPointer(rebasing: bytes[text.range]), isASCII: text.isASCII)
        }
        return try readEscapedStringToken(from: start)
    }

    /// Reads the string at the reader as ``readString()`` does, sharing one `String` among equal strings of the
    /// document (``strings``): for values that recur, such as the ids records point at.
    package mutating func readSharedString() throws(JSONReaderError) -> String {
        try expect(.string)
        let start = index + 1
        if let text = try scanPlainStringToken() {
            return strings.string(UnsafeBufferPointer(rebasing: bytes[text.range]), isASCII: text.isASCII)
        }
        return try readEscapedStringToken(from: start)
    }

    /// Reads the string at the reader as ``readSharedString()`` does, or `nil` for `null`.
    package mutating func readOptionalSharedString() throws(JSONReaderError) -> String? {
        if try readNull() { return nil }
        return try readSharedString()
    }

    /// Moves past a string token without escapes, starting at its opening quote, and returns the range of its text,
    /// its UTF-8 checked, and whether it is all ASCII. At a backslash it stops there and returns `nil`, for
    /// ``readEscapedStringToken(from:)``.
    @inline(__always)
    private mutating func scanPlainStringToken() throws(JSONReaderError) -> (range: Range<Int>, isASCII: Bool)? {
        index += 1
        let start = index
        var isASCII = true
        while index < bytes.count {
            skipPlainASCII()
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return (start..<(index - 1), isASCII)
            }
            if byte == UInt8(ascii: "\\") { return nil }
            if byte >= 0x80 { isASCII = false }
            try checkStringByte(byte)
        }
        throw unterminatedString(start)
    }

    /// Reads the rest of a string token whose text starts at `start`, the reader standing at its first escape.
    private mutating func readEscapedStringToken(from start: Int) throws(JSONReaderError) -> String {
        // The text between escapes is copied a run at a time, each escape decoded into its place.
        var scratch: [UInt8] = []
        var run = start
        while index < bytes.count {
            skipPlainASCII()
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return String(decoding: scratch, as: UTF8.self)
                }
                try readEscape(into: &scratch)
                run = index
            } else {
                try checkStringByte(byte)
            }
        }
        throw unterminatedString(start)
    }

    /// Reads a member's key starting at its opening quote: the range of its bytes in the input when it has no
    /// escapes, its decoded text otherwise.
    mutating func readKeyToken() throws(JSONReaderError) -> KeyToken {
        let quote = index
        index += 1
        let start = index
        // Keys are short: a byte at a time, printable ASCII only, is quicker here than whole words.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let range = start..<index
                index += 1
                return .bytes(range)
            }
            if byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\\") { break }
            index += 1
        }
        // Escapes, text beyond ASCII, a control character or no closing quote: read it again as a string, which
        // decodes it or says what is wrong.
        index = quote
        return .decoded(try readStringToken())
    }

    /// A key as ``readKeyToken()`` found it.
    enum KeyToken {
        case bytes(Range<Int>)
        case decoded(String)
    }

    /// Moves past a string token starting at its opening quote, checking escapes and UTF-8.
    package mutating func skipStringToken() throws(JSONReaderError) {
        index += 1
        let start = index
        while index < bytes.count {
            skipPlainASCII()
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return
            }
            if byte == UInt8(ascii: "\\") {
                try skipEscape()
            } else {
                try checkStringByte(byte)
            }
        }
        throw unterminatedString(start)
    }

    /// Moves past whole 8-byte words of string text that need no look: printable ASCII other than `"` and `\`.
    ///
    /// Eight bytes are judged at once with word arithmetic (SWAR): a word passes when no byte has its top bit
    /// set (UTF-8 beyond ASCII, which is checked byte by byte), is below 0x20 (a raw control character), or
    /// equals `"` or `\`. The loop stops at the first word that fails, leaving its bytes to the careful path.
    @inline(__always)
    private mutating func skipPlainASCII() {
        guard let base = bytes.baseAddress else { return }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            let special = (word | ((word &- ones &* 0x20) & ~word))
                | ((quote &- ones) & ~quote)
                | ((backslash &- ones) & ~backslash)
            if special & highs != 0 { return }
            index += 8
        }
    }

    private func unterminatedString(_ start: Int) -> JSONReaderError {
        error(.syntax, "The string that starts here has no closing quote.", at: start - 1)
    }

    /// Checks one character of a string (ASCII or a whole UTF-8 sequence) and moves past it.
    private mutating func checkStringByte(_ byte: UInt8) throws(JSONReaderError) {
        if byte < 0x80 {
            if byte < 0x20 {
                throw error(.syntax, "A control character (\(describe(byteAt: index))) must be escaped in a string.")
            }
            index += 1
            return
        }
        try skipUTF8Sequence()
    }

    /// Moves past one multi-byte UTF-8 sequence, rejecting overlong forms, surrogates and truncation.
    private mutating func skipUTF8Sequence() throws(JSONReaderError) {
        let lead = bytes[index]
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: throw invalidUTF8()
        }
        guard index + length <= bytes.count else { throw invalidUTF8() }
        let second = bytes[index + 1]
        guard second >= lower, second <= upper else { throw invalidUTF8() }
        for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 { throw invalidUTF8() }
        index += length
    }

    private func invalidUTF8() -> JSONReaderError {
        error(.invalidUTF8, "The input is not valid UTF-8 (\(describe(byteAt: index)) cannot start or continue a character here).")
    }

    /// Reads one escape starting at its backslash, appending the UTF-8 it stands for when `scratch` is given.
    private mutating func skipEscape() throws(JSONReaderError) {
        var ignored: [UInt8] = []
        try readEscape(appending: &ignored, keep: false)
    }

    private mutating func readEscape(into scratch: inout [UInt8]) throws(JSONReaderError) {
        try readEscape(appending: &scratch, keep: true)
    }

    private mutating func readEscape(appending scratch: inout [UInt8], keep: Bool) throws(JSONReaderError) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw error(.syntax, "Unexpected end of input in an escape.") }
        let byte = bytes[index]
        index += 1
        let simple: UInt8?
        switch byte {
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            throw error(.syntax, "Unknown escape '\\\(Character(Unicode.Scalar(byte)))' in a string.", at: escapeStart)
        }
        if let simple {
            if keep { scratch.append(simple) }
            return
        }
        var scalar = try hexQuad(escapeStart)
        if (0xD800...0xDBFF).contains(scalar) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw error(.syntax, "A high surrogate escape must be followed by a low one.", at: escapeStart) }
            index += 2
            let low = try hexQuad(escapeStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error(.syntax, "A high surrogate escape must be followed by a low one.", at: escapeStart)
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(scalar) {
            throw error(.syntax, "A low surrogate escape without a high one before it.", at: escapeStart)
        }
        if keep, let unicode = Unicode.Scalar(scalar), let encoded = UTF8.encode(unicode) {
            scratch.append(contentsOf: encoded)
        }
    }

    private mutating func hexQuad(_ escapeStart: Int) throws(JSONReaderError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error(.syntax, "Unexpected end of input in a \\u escape.") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error(.syntax, "A \\u escape needs four hex digits.", at: escapeStart)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
