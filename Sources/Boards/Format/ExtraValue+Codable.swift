import Foundation

/// An extra value encodes as the JSON value it is.
///
/// Numbers go through `Decimal`, which keeps the digits the source wrote (`JSONDecoder` reads a `Decimal` from
/// the number's text, not through `Double`).
extension ExtraValue: Codable {
    /// Reads any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode(Decimal.self) {
            self = .number(value.description)
        } else if let value = try? container.decode([ExtraValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: ExtraValue].self))
        }
    }

    /// Writes the value; an object's keys come out sorted when the encoder sorts keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let text):
            guard let value = Decimal(string: text) else {
                throw EncodingError.invalidValue(
                    text, .init(codingPath: encoder.codingPath, debugDescription: "\"\(text)\" is not a number."))
            }
            try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
