/// A comment encodes as an element of a card's `comments` array.
extension Comment: Codable {
    enum CodingKeys: String, CodingKey {
        case id, author, date, text
    }

    /// Reads a comment; `id` and `date` are required, `author` and `text` may be missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let date = try container.decodeBoardDate(forKey: .date) else {
            throw DecodingError.valueNotFound(
                String.self,
                .init(codingPath: container.codingPath + [CodingKeys.date], debugDescription: "A comment needs a date."))
        }
        self.init(
            id: try container.decode(String.self, forKey: .id),
            author: try container.decodeString(forKey: .author),
            date: date,
            text: try container.decodeString(forKey: .text))
    }

    /// Writes the comment with all four keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(author, forKey: .author)
        try container.encodeBoardDate(date, forKey: .date)
        try container.encode(text, forKey: .text)
    }
}
