import Foundation

/// Finds the first place where bytes stop being JSON (RFC 8259), for error messages with line and column.
///
/// Foundation's `JSONDecoder` on Linux says only that data "was not valid JSON", and it accepts some text that
/// is not JSON (trailing commas, leading zeros, raw tabs in strings) which other tools reading board files
/// refuse. This scan runs over the bytes before decoding: it checks syntax only and keeps no values, so it
/// costs one pass and a stack of open brackets.
struct JSONSyntaxLocator {
    /// A syntax error: the byte offset where it was found, its line and column, and what was expected.
    struct Failure: Equatable {
        var offset: Int
        var line: Int
        var column: Int
        var reason: String
    }

    private enum Expectation {
        case value, valueOrArrayEnd, key, keyOrObjectEnd, colon, commaOrEnd, done
    }

    /// The first syntax error in `bytes`, or `nil` when they are one well-formed JSON value.
    static func firstFailure(in data: Data) -> Failure? {
        data.withUnsafeBytes { raw in firstFailure(in: raw.bindMemory(to: UInt8.self)) }
    }

    private static func firstFailure(in bytes: UnsafeBufferPointer<UInt8>) -> Failure? {
        guard let (offset, reason) = scan(bytes) else { return nil }
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        // Count characters, not bytes: UTF-8 continuation bytes (10xxxxxx) do not start a character.
        let column = 1 + bytes[lineStart..<min(offset, bytes.count)].count { $0 & 0xC0 != 0x80 }
        return Failure(offset: offset, line: line, column: column, reason: reason)
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, String)? {
        var index = 0
        var open: [UInt8] = []
        var expectation = Expectation.value
        func afterValue() -> Expectation { open.isEmpty ? .done : .commaOrEnd }

        while true {
            while index < bytes.count, bytes[index].isJSONWhitespace { index += 1 }
            guard index < bytes.count else {
                return expectation == .done ? nil : (index, "the JSON ends too early")
            }
            let byte = bytes[index]
            switch expectation {
            case .done:
                return (index, "unexpected text after the end of the JSON value")
            case .colon:
                guard byte == UInt8(ascii: ":") else { return (index, "expected ':' after an object key") }
                index += 1
                expectation = .value
            case .commaOrEnd:
                if byte == UInt8(ascii: ",") {
                    index += 1
                    expectation = open.last == UInt8(ascii: "{") ? .key : .value
                } else if byte == UInt8(ascii: "}") && open.last == UInt8(ascii: "{")
                    || byte == UInt8(ascii: "]") && open.last == UInt8(ascii: "[")
                {
                    open.removeLast()
                    index += 1
                    expectation = afterValue()
                } else {
                    return (index, open.last == UInt8(ascii: "{") ? "expected ',' or '}'" : "expected ',' or ']'")
                }
            case .key, .keyOrObjectEnd:
                if byte == UInt8(ascii: "}") && expectation == .keyOrObjectEnd {
                    open.removeLast()
                    index += 1
                    expectation = afterValue()
                } else if byte == UInt8(ascii: "\"") {
                    if let failure = scanString(bytes, &index) { return failure }
                    expectation = .colon
                } else {
                    return (index, "expected an object key in double quotes")
                }
            case .value, .valueOrArrayEnd:
                if byte == UInt8(ascii: "]") && expectation == .valueOrArrayEnd {
                    open.removeLast()
                    index += 1
                    expectation = afterValue()
                } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    open.append(byte)
                    index += 1
                    expectation = byte == UInt8(ascii: "{") ? .keyOrObjectEnd : .valueOrArrayEnd
                } else if byte == UInt8(ascii: "\"") {
                    if let failure = scanString(bytes, &index) { return failure }
                    expectation = afterValue()
                } else if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                    if let failure = scanNumber(bytes, &index) { return failure }
                    expectation = afterValue()
                } else if let literal = ["true", "false", "null"].first(where: { $0.utf8.first == byte }) {
                    for expected in literal.utf8 {
                        guard index < bytes.count, bytes[index] == expected else {
                            return (index, "expected '\(literal)'")
                        }
                        index += 1
                    }
                    expectation = afterValue()
                } else {
                    return (index, "expected a value")
                }
            }
        }
    }

    /// Scans a string whose opening quote is at `index`; leaves `index` after the closing quote.
    private static func scanString(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> (Int, String)? {
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return nil
            } else if byte < 0x20 {
                return (index, "a control character inside a string must be escaped")
            } else if byte == UInt8(ascii: "\\") {
                index += 1
                guard index < bytes.count else { break }
                let escaped = bytes[index]
                if escaped == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        index += 1
                        guard index < bytes.count, bytes[index].isHexDigit else {
                            return (index, "expected four hex digits after \\u")
                        }
                    }
                } else if !escaped.isJSONEscape {
                    return (index, "unknown escape in a string")
                }
                index += 1
            } else {
                index += 1
            }
        }
        return (index, "the string is not closed")
    }

    /// Scans a number starting at `index`; leaves `index` after it.
    private static func scanNumber(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> (Int, String)? {
        func digits() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - start
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
            return (index, "expected a digit")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                return (index, "a number must not have leading zeros")
            }
        } else {
            _ = digits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return (index, "expected a digit after the decimal point") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { return (index, "expected a digit in the exponent") }
        }
        return nil
    }
}

extension UInt8 {
    fileprivate var isJSONWhitespace: Bool {
        self == 0x20 || self == 0x0A || self == 0x0D || self == 0x09
    }

    fileprivate var isJSONEscape: Bool {
        switch self {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            true
        default: false
        }
    }

    fileprivate var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
