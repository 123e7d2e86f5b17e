import Foundation

/// Writes compact JSON into bytes, token by token, placing commas and escaping strings.
///
/// Callers open and close objects and arrays and write keys and values in order; the writer does not check
/// that they pair up. Strings are written as UTF-8 with `"`, `\` and control characters escaped.
package struct JSONWriter {
    /// The JSON written so far.
    package private(set) var bytes: [UInt8] = []
    /// One entry per open container: whether nothing has been written in it yet.
    private var isFirst: [Bool] = []
    private var afterKey = false

    /// Creates a writer, reserving room for about `capacity` bytes.
    package init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    package mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        isFirst.append(true)
    }

    package mutating func endObject() {
        isFirst.removeLast()
        bytes.append(UInt8(ascii: "}"))
    }

    package mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        isFirst.append(true)
    }

    package mutating func endArray() {
        isFirst.removeLast()
        bytes.append(UInt8(ascii: "]"))
    }

    /// Writes a key; the next value written is its value.
    package mutating func key(_ key: String) {
        separate()
        appendQuoted(key)
        bytes.append(UInt8(ascii: ":"))
        afterKey = true
    }

    package mutating func string(_ value: String) {
        separate()
        appendQuoted(value)
    }

    /// Writes a string, or `null` for `nil`.
    package mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// Writes a number; whole numbers without a fraction, others in Swift's shortest round-tripping form.
    /// Not-a-number and infinities, which JSON cannot hold, are written as `null`.
    package mutating func number(_ value: Double) {
        guard value.isFinite else { return null() }
        separate()
        if value == value.rounded(), abs(value) < 1e15 {
            bytes.append(contentsOf: String(Int64(value)).utf8)
        } else {
            bytes.append(contentsOf: "\(value)".utf8)
        }
    }

    /// Writes a number given as its JSON text (digits the caller already checked), as it is.
    package mutating func numberText(_ text: String) {
        separate()
        bytes.append(contentsOf: text.utf8)
    }

    package mutating func number(_ value: Int) {
        separate()
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Writes a whole number, or `null` for `nil`.
    package mutating func number(_ value: Int?) {
        if let value { number(value) } else { null() }
    }

    package mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    package mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
    }

    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard let first = isFirst.last else { return }
        if first {
            isFirst[isFirst.count - 1] = false
        } else {
            bytes.append(UInt8(ascii: ","))
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private mutating func appendQuoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                bytes.append(contentsOf: Array("\\u00".utf8))
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
