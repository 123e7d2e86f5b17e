/// A checklist item encodes as an element of a checklist's `items` array.
extension ChecklistItem: Codable {
    enum CodingKeys: String, CodingKey {
        case id, text, done
    }

    /// Reads an item; `text` and `done` may be missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            text: try container.decodeString(forKey: .text),
            done: try container.decodeFlag(forKey: .done))
    }

    /// Writes the item, leaving out `done: false`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(text, forKey: .text)
        try container.encodeIfTrue(done, forKey: .done)
    }
}
