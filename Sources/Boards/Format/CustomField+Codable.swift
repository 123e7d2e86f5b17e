/// A custom field encodes as an element of the board's `customFields` array; ``CustomField/kind`` is `type`.
extension CustomField: Codable {
    enum CodingKeys: String, CodingKey {
        case id, name, type, options
    }

    /// Reads a field; `id` and `type` are required, and `type` must be one of the ``Kind`` names.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        guard let kind = Kind(rawValue: type) else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "\"\(type)\" is not a custom field type; use one of "
                    + Kind.allCases.map(\.rawValue).joined(separator: ", ") + ".")
        }
        self.init(
            id: try container.decode(String.self, forKey: .id),
            name: try container.decodeString(forKey: .name),
            kind: kind,
            options: try container.decodeArray(CustomFieldOption.self, forKey: .options))
    }

    /// Writes the field, leaving out an empty `options` array.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(kind.rawValue, forKey: .type)
        try container.encodeUnlessEmpty(options, forKey: .options)
    }
}
