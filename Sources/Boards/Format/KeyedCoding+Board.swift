import Foundation

// Helpers the model's Codable conformances share: omit what is empty, read it back as empty, and carry dates
// as the format's text.

extension KeyedEncodingContainer {
    /// Writes an array only when it has elements.
    mutating func encodeUnlessEmpty<Element: Encodable>(_ value: [Element], forKey key: Key) throws {
        if !value.isEmpty { try encode(value, forKey: key) }
    }

    /// Writes a string only when it is not empty.
    mutating func encodeUnlessEmpty(_ value: String, forKey key: Key) throws {
        if !value.isEmpty { try encode(value, forKey: key) }
    }

    /// Writes `true` only; `false` is left out.
    mutating func encodeIfTrue(_ value: Bool, forKey key: Key) throws {
        if value { try encode(true, forKey: key) }
    }

    /// Writes a date as `2021-07-10T17:01:58.633Z`, or nothing for `nil`.
    mutating func encodeBoardDate(_ value: Date?, forKey key: Key) throws {
        guard let value else { return }
        guard let text = BoardDate.string(from: value) else {
            throw EncodingError.invalidValue(
                value,
                .init(codingPath: codingPath + [key], debugDescription: "The date is outside the years 0000–9999."))
        }
        try encode(text, forKey: key)
    }
}

extension KeyedDecodingContainer {
    /// Reads an array, or an empty one when the key is missing or `null`.
    func decodeArray<Element: Decodable>(_ type: Element.Type, forKey key: Key) throws -> [Element] {
        try decodeIfPresent([Element].self, forKey: key) ?? []
    }

    /// Reads a string, or `""` when the key is missing or `null`.
    func decodeString(forKey key: Key) throws -> String {
        try decodeIfPresent(String.self, forKey: key) ?? ""
    }

    /// Reads a flag, or `false` when the key is missing or `null`.
    func decodeFlag(forKey key: Key) throws -> Bool {
        try decodeIfPresent(Bool.self, forKey: key) ?? false
    }

    /// Reads a date written as ISO 8601 text, or `nil` when the key is missing or `null`.
    func decodeBoardDate(forKey key: Key) throws -> Date? {
        guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let date = BoardDate.date(from: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "\"\(text)\" is not an ISO 8601 date and time such as 2021-07-10T17:01:58.633Z.")
        }
        return date
    }
}
