/// A checklist encodes as an element of a card's `checklists` array.
extension Checklist: Codable {
    enum CodingKeys: String, CodingKey {
        case id, name, items
    }

    /// Reads a checklist; `name` and `items` may be missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            name: try container.decodeString(forKey: .name),
            items: try container.decodeArray(ChecklistItem.self, forKey: .items))
    }

    /// Writes the checklist, leaving out an empty `items` array.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encodeUnlessEmpty(items, forKey: .items)
    }
}
