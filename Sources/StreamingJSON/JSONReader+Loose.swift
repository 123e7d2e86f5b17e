import Foundation

// Reading the loosely typed values that tools' exports write: ids that are numbers in one version and strings in
// another, collections that are arrays in one shape and id-keyed objects in another. The JSON itself is still
// read strictly; only the type of a value is taken loosely.

extension JSONReader {
    /// Reads a string, a number (written without a fraction when it is whole: `188`, not `188.0`) or a boolean
    /// as text; `nil` for `null`. Arrays and objects are skipped and read as `nil`.
    package mutating func readLooseString() throws -> String? {
        switch try peek() {
        case .string: return try readString()
        case .number:
            let number = try readNumber()
            if let whole = Int64(exactly: number) { return String(whole) }
            return String(number)
        case .bool: return String(try readBool())
        case .null: _ = try readNull(); return nil
        case .object, .array: try skipValue(); return nil
        }
    }

    /// Reads a number, or a string holding one (`"3"`), or `nil` for `null` and for anything else (skipped).
    package mutating func readLooseNumber() throws -> Double? {
        switch try peek() {
        case .number: return try readNumber()
        case .string: return Double(try readString().trimmingCharacters(in: .whitespaces))
        case .null: _ = try readNull(); return nil
        default: try skipValue(); return nil
        }
    }

    /// Reads `true`/`false`, or treats a number as true when it is not zero; `nil` for `null` and anything else.
    package mutating func readLooseBool() throws -> Bool? {
        switch try peek() {
        case .bool: return try readBool()
        case .number: return try readNumber() != 0
        case .null: _ = try readNull(); return nil
        default: try skipValue(); return nil
        }
    }

    /// Calls `body` for each value of the array at the reader, or of the object at the reader (whose keys are then
    /// ignored: PHP writes an array with non-sequential keys as such an object). `null` holds no values; a
    /// scalar is skipped and holds none either.
    package mutating func forEachValue(_ body: (inout JSONReader) throws -> Void) throws {
        switch try peek() {
        case .array: try forEachElement { reader, _ in try body(&reader) }
        case .object: try forEachMember { reader, _ in try body(&reader) }
        case .null: _ = try readNull()
        default: try skipValue()
        }
    }

    /// The strings of the array at the reader (numbers read as text, other values skipped); empty for `null`.
    package mutating func readLooseStrings() throws -> [String] {
        var strings: [String] = []
        try forEachValue { reader in
            if let text = try reader.readLooseString() { strings.append(text) }
        }
        return strings
    }
}

extension JSONReader {
    /// The values of the array at the reader as text, `null` kept as `nil` (Taiga's `["tag", null]` pairs).
    package mutating func readLooseStringsKeepingNulls() throws -> [String?] {
        var values: [String?] = []
        try forEachValue { reader in values.append(try reader.readLooseString()) }
        return values
    }
}
