/// A source encodes as a card's `source` object.
extension Source: Codable {
    enum CodingKeys: String, CodingKey {
        case system, id, url
    }

    /// Reads a source; `system` is required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            system: try container.decode(String.self, forKey: .system),
            id: try container.decodeIfPresent(String.self, forKey: .id),
            url: try container.decodeIfPresent(String.self, forKey: .url))
    }

    /// Writes the source, leaving out a `nil` id and url.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(system, forKey: .system)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(url, forKey: .url)
    }
}
