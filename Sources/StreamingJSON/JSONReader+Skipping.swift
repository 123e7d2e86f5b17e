// Skipping a value the caller does not want: no allocation, no recursion, syntax and UTF-8 still checked.

extension JSONReader {
    /// Moves past the next value, whatever it is, checking its syntax, its UTF-8 and its depth.
    ///
    /// Iterative: a stack of open containers is kept as bits, so hostile nesting ends at `maximumDepth`
    /// with an error instead of overflowing the call stack.
    /// - Throws: ``JSONReaderError`` for malformed, invalid UTF-8 or too deeply nested input.
    package mutating func skipValue() throws(JSONReaderError) {
        // One entry per open container: true for an object, false for an array.
        var open: [Bool] = []
        var expectingKey = false
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw error(.syntax, "Unexpected end of input; a value was expected.") }
            var byte = bytes[index]
            if expectingKey {
                guard byte == UInt8(ascii: "\"") else {
                    throw error(.syntax, "Expected a key in double quotes, found \(describe(byteAt: index)).")
                }
                try skipStringToken()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw error(.syntax, "Expected ':' after the key, found \(describe(byteAt: index)).")
                }
                index += 1
                expectingKey = false
                continue
            }
            // A value.
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard path.count + open.count < maximumDepth else {
                    throw error(.tooDeep, "Arrays and objects nest deeper than \(maximumDepth) levels.")
                }
                let isObject = byte == UInt8(ascii: "{")
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    index += 1
                } else {
                    open.append(isObject)
                    expectingKey = isObject
                    continue
                }
            case UInt8(ascii: "\""):
                try skipStringToken()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try scanNumber()
            default:
                try skipLiteral()
            }
            // After a value: close containers or move to the next member or element.
            while true {
                guard let isObject = open.last else { return }
                skipWhitespace()
                guard index < bytes.count else {
                    throw error(.syntax, "Unexpected end of input inside \(isObject ? "an object" : "an array").")
                }
                byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: ",") {
                    expectingKey = isObject
                    break
                }
                if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    open.removeLast()
                    continue
                }
                index -= 1
                throw error(
                    .syntax,
                    "Expected ',' or '\(isObject ? "}" : "]")' \(isObject ? "in the object" : "in the array"), "
                        + "found \(describe(byteAt: index)).")
            }
        }
    }
}

extension JSONReader {
    /// Moves past the next value without checking it: strings to their closing quote (escapes honoured),
    /// arrays and objects to their closing bracket (brackets inside strings do not count), anything else to the
    /// next `,`, `}`, `]` or whitespace. Never throws and keeps no stack, whatever the nesting.
    ///
    /// For looking past values whose content does not matter to the question asked (which keys an object has),
    /// where a broken value must not hide what follows it; whoever reads the value later reports its errors.
    package mutating func skipValueUnchecked() {
        skipWhitespace()
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                skipStringContentUnchecked()
                if depth == 0 { return }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 {
                    index -= 1
                    return
                }
                depth -= 1
                if depth == 0 { return }
            case UInt8(ascii: ","), 0x20, 0x0A, 0x0D, 0x09:
                if depth == 0 {
                    index -= 1
                    return
                }
            default:
                break
            }
        }
    }

    /// Moves past a string's content and its closing quote, honouring escapes; to the end of the input when the
    /// string is not closed. Reads eight bytes at a time up to the next quote or backslash, since most of what a
    /// scan skips is text.
    private mutating func skipStringContentUnchecked() {
        guard let base = bytes.baseAddress else { return }
        while true {
            index = ByteWords.skipWords(base, from: index, to: bytes.count) { word in
                ByteWords.bytes(word, equalTo: UInt8(ascii: "\"")) | ByteWords.bytes(word, equalTo: UInt8(ascii: "\\"))
            }
            guard index < bytes.count else { return }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\\") {
                index = min(index + 1, bytes.count)
            } else if byte == UInt8(ascii: "\"") {
                return
            }
        }
    }
}
