/// A board encodes as the whole native file: `format` and `version` first, then the board.
///
/// Decoding checks `format` and `version` before anything else and throws ``BoardFormatError`` with code
/// `wrongFormat` or `unsupportedVersion` when they do not match what this build reads.
extension Board: Codable {
    enum CodingKeys: String, CodingKey {
        case format, version, id, name, notes, labels, lists, people, customFields, extra
    }

    /// Reads a board in the native format; see ``BoardFormat`` for the rules.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decodeIfPresent(String.self, forKey: .format)
        guard format == BoardFormat.identifier else {
            throw BoardFormatError(
                code: .wrongFormat,
                message: format.map { "The file's format is \"\($0)\", not \"\(BoardFormat.identifier)\"." }
                    ?? "The file has no \"format\": \"\(BoardFormat.identifier)\" key; it is not a Cardport board.",
                location: "format")
        }
        let version = try container.decode(Int.self, forKey: .version)
        guard (1...BoardFormat.version).contains(version) else {
            throw BoardFormatError(
                code: .unsupportedVersion,
                message: "The file is a version \(version) board; this build of Cardport reads versions 1 to "
                    + "\(BoardFormat.version). Update Cardport to open it.",
                location: "version")
        }
        self.init(
            id: try container.decode(String.self, forKey: .id),
            name: try container.decodeString(forKey: .name),
            notes: try container.decodeString(forKey: .notes),
            labels: try container.decodeArray(Label.self, forKey: .labels),
            lists: try container.decodeArray(BoardList.self, forKey: .lists),
            people: try container.decodeArray(Person.self, forKey: .people),
            customFields: try container.decodeArray(CustomField.self, forKey: .customFields),
            extra: try container.decodeIfPresent([String: ExtraValue].self, forKey: .extra) ?? [:])
    }

    /// Writes the board in the native format, leaving out empty notes and empty arrays, as the oldest version that
    /// holds it (see ``BoardFormat/version(for:)``).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(BoardFormat.identifier, forKey: .format)
        try container.encode(BoardFormat.version(for: self), forKey: .version)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encodeUnlessEmpty(notes, forKey: .notes)
        try container.encodeUnlessEmpty(labels, forKey: .labels)
        try container.encodeUnlessEmpty(lists, forKey: .lists)
        try container.encodeUnlessEmpty(people, forKey: .people)
        try container.encodeUnlessEmpty(customFields, forKey: .customFields)
        if !extra.isEmpty { try container.encode(extra, forKey: .extra) }
    }
}
