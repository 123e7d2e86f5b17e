/// A card encodes as an element of a list's `cards` array; ``Card/labelIDs`` is the `labels` key.
extension Card: Codable {
    enum CodingKeys: String, CodingKey {
        case id, title, notes, archived, labels, due, start, dueComplete, members, checklists, comments
        case attachments, source
    }

    /// Reads a card; every key but `id` may be missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            title: try container.decodeString(forKey: .title),
            notes: try container.decodeString(forKey: .notes),
            archived: try container.decodeFlag(forKey: .archived),
            labelIDs: try container.decodeArray(String.self, forKey: .labels),
            checklists: try container.decodeArray(Checklist.self, forKey: .checklists),
            comments: try container.decodeArray(Comment.self, forKey: .comments),
            attachments: try container.decodeArray(Attachment.self, forKey: .attachments),
            due: try container.decodeBoardDate(forKey: .due),
            start: try container.decodeBoardDate(forKey: .start),
            dueComplete: try container.decodeFlag(forKey: .dueComplete),
            members: try container.decodeArray(String.self, forKey: .members),
            source: try container.decodeIfPresent(Source.self, forKey: .source))
    }

    /// Writes the card, leaving out empty notes and arrays, `false` flags and `nil` dates and source.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encodeUnlessEmpty(notes, forKey: .notes)
        try container.encodeIfTrue(archived, forKey: .archived)
        try container.encodeUnlessEmpty(labelIDs, forKey: .labels)
        try container.encodeBoardDate(due, forKey: .due)
        try container.encodeBoardDate(start, forKey: .start)
        try container.encodeIfTrue(dueComplete, forKey: .dueComplete)
        try container.encodeUnlessEmpty(members, forKey: .members)
        try container.encodeUnlessEmpty(checklists, forKey: .checklists)
        try container.encodeUnlessEmpty(comments, forKey: .comments)
        try container.encodeUnlessEmpty(attachments, forKey: .attachments)
        try container.encodeIfPresent(source, forKey: .source)
    }
}
