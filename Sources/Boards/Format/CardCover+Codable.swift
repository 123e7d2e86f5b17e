/// A cover encodes as a card's `cover` object: `attachment`, `color` and `image`, each optional.
extension CardCover: Codable {
    enum CodingKeys: String, CodingKey {
        case attachment, color, image
    }

    /// Reads a cover.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            color: try container.decodeIfPresent(String.self, forKey: .color),
            attachmentID: try container.decodeIfPresent(String.self, forKey: .attachment),
            imageURL: try container.decodeIfPresent(String.self, forKey: .image))
    }

    /// Writes the cover, leaving out `nil` parts.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(attachmentID, forKey: .attachment)
        try container.encodeIfPresent(color, forKey: .color)
        try container.encodeIfPresent(imageURL, forKey: .image)
    }
}
