/// A card encodes as an element of a list's `cards` array; ``Card/labelIDs`` is the `labels` key.
extension Card: Codable {
    enum CodingKeys: String, CodingKey {
        case id, title, notes, archived, labels, due, start, dueComplete, members, checklists, comments
        case attachments, source
        case done, dueIsAllDay, startIsAllDay, timeZone, reporter, created, cover, customFields, links, extra
    }

    /// Reads a card; every key but `id` may be missing. An empty `cover` object reads as no cover.
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
            source: try container.decodeIfPresent(Source.self, forKey: .source),
            done: try container.decodeFlag(forKey: .done),
            dueIsAllDay: try container.decodeFlag(forKey: .dueIsAllDay),
            startIsAllDay: try container.decodeFlag(forKey: .startIsAllDay),
            timeZone: try container.decodeIfPresent(String.self, forKey: .timeZone),
            reporter: try container.decodeIfPresent(String.self, forKey: .reporter),
            created: try container.decodeBoardDate(forKey: .created),
            cover: try container.decodeIfPresent(CardCover.self, forKey: .cover).flatMap { $0 == CardCover() ? nil : $0 },
            customFields: try container.decodeArray(CustomFieldValue.self, forKey: .customFields),
            links: try container.decodeArray(CardLink.self, forKey: .links),
            extra: try container.decodeIfPresent([String: ExtraValue].self, forKey: .extra) ?? [:])
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
        try container.encodeIfTrue(done, forKey: .done)
        try container.encodeIfTrue(dueIsAllDay, forKey: .dueIsAllDay)
        try container.encodeIfTrue(startIsAllDay, forKey: .startIsAllDay)
        try container.encodeIfPresent(timeZone, forKey: .timeZone)
        try container.encodeIfPresent(reporter, forKey: .reporter)
        try container.encodeBoardDate(created, forKey: .created)
        // An empty cover is no cover: it is left out, as reading an empty `cover` object gives none.
        if let cover, cover != CardCover() { try container.encode(cover, forKey: .cover) }
        try container.encodeUnlessEmpty(customFields, forKey: .customFields)
        try container.encodeUnlessEmpty(links, forKey: .links)
        if !extra.isEmpty { try container.encode(extra, forKey: .extra) }
    }
}
