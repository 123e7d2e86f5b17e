/// A link encodes as an element of a card's `links` array: `kind`, and `card`, `url` and `title` where known.
extension CardLink: Codable {
    enum CodingKeys: String, CodingKey {
        case kind, card, url, title
    }

    /// Reads a link; `kind` is required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            kind: Kind(rawValue: try container.decode(String.self, forKey: .kind)),
            cardID: try container.decodeIfPresent(String.self, forKey: .card),
            url: try container.decodeIfPresent(String.self, forKey: .url),
            title: try container.decodeIfPresent(String.self, forKey: .title))
    }

    /// Writes the link, leaving out `nil` parts.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind.rawValue, forKey: .kind)
        try container.encodeIfPresent(cardID, forKey: .card)
        try container.encodeIfPresent(url, forKey: .url)
        try container.encodeIfPresent(title, forKey: .title)
    }
}
