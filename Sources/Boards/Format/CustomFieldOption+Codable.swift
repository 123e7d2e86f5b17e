/// An option encodes as an element of its field's `options` array.
extension CustomFieldOption: Codable {
    enum CodingKeys: String, CodingKey {
        case id, name, color
    }

    /// Reads an option; only `id` is required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            name: try container.decodeString(forKey: .name),
            color: try container.decodeIfPresent(String.self, forKey: .color))
    }

    /// Writes the option, leaving out a `nil` colour.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(color, forKey: .color)
    }
}
