/// A list encodes as an element of the file's `lists` array.
extension BoardList: Codable {
    enum CodingKeys: String, CodingKey {
        case id, name, archived, cardLimit, cards, extra
    }

    /// Reads a list; `archived`, `cardLimit` and `cards` may be missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            name: try container.decodeString(forKey: .name),
            archived: try container.decodeFlag(forKey: .archived),
            cards: try container.decodeArray(Card.self, forKey: .cards),
            cardLimit: try container.decodeIfPresent(Int.self, forKey: .cardLimit),
            extra: try container.decodeIfPresent([String: ExtraValue].self, forKey: .extra) ?? [:])
    }

    /// Writes the list, leaving out `archived: false`, a `nil` card limit and an empty `cards` array.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encodeIfTrue(archived, forKey: .archived)
        try container.encodeIfPresent(cardLimit, forKey: .cardLimit)
        try container.encodeUnlessEmpty(cards, forKey: .cards)
        if !extra.isEmpty { try container.encode(extra, forKey: .extra) }
    }
}
