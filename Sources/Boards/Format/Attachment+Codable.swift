/// An attachment encodes as an element of a card's `attachments` array.
extension Attachment: Codable {
    enum CodingKeys: String, CodingKey {
        case id, name, url, mimeType, bytes, date
    }

    /// Reads an attachment; `id` and `url` are required, the rest may be missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            name: try container.decodeString(forKey: .name),
            url: try container.decode(String.self, forKey: .url),
            mimeType: try container.decodeIfPresent(String.self, forKey: .mimeType),
            bytes: try container.decodeIfPresent(Int.self, forKey: .bytes),
            date: try container.decodeBoardDate(forKey: .date))
    }

    /// Writes the attachment, leaving out a `nil` MIME type, size and date.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(url, forKey: .url)
        try container.encodeIfPresent(mimeType, forKey: .mimeType)
        try container.encodeIfPresent(bytes, forKey: .bytes)
        try container.encodeBoardDate(date, forKey: .date)
    }
}
