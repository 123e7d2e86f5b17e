/// A label encodes as an element of the board's `labels` array.
extension Label: Codable {
    enum CodingKeys: String, CodingKey {
        case id, name, color
    }

    /// Reads a label; `name` and `color` may be missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            name: try container.decodeString(forKey: .name),
            color: try container.decodeIfPresent(String.self, forKey: .color))
    }

    /// Writes the label; `name` always (even empty), `color` only when there is one.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(color, forKey: .color)
    }
}
