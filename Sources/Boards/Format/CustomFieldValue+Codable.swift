/// A value encodes as an element of a card's `customFields` array: `field` and exactly one of `text`,
/// `number` (a JSON number), `date`, `checked` or `option`.
extension CustomFieldValue: Codable {
    enum CodingKeys: String, CodingKey {
        case field, text, number, date, checked, option
    }

    /// Reads a value; throws unless exactly one value key is present.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let fieldID = try container.decode(String.self, forKey: .field)
        var values: [Value] = []
        if let text = try container.decodeIfPresent(String.self, forKey: .text) { values.append(.text(text)) }
        if container.contains(.number) {
            guard case .number(let text) = try container.decode(ExtraValue.self, forKey: .number) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .number, in: container, debugDescription: "Expected a number here.")
            }
            values.append(.number(text))
        }
        if let date = try container.decodeBoardDate(forKey: .date) { values.append(.date(date)) }
        if let checked = try container.decodeIfPresent(Bool.self, forKey: .checked) { values.append(.checkbox(checked)) }
        if let option = try container.decodeIfPresent(String.self, forKey: .option) { values.append(.option(option)) }
        guard values.count == 1, let value = values.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: container.codingPath,
                    debugDescription: "A custom field value needs exactly one of text, number, date, checked or option."))
        }
        self.init(fieldID: fieldID, value: value)
    }

    /// Writes the field's id and the one value key.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(fieldID, forKey: .field)
        switch value {
        case .text(let text): try container.encode(text, forKey: .text)
        case .number(let text): try container.encode(ExtraValue.number(text), forKey: .number)
        case .date(let date): try container.encodeBoardDate(date, forKey: .date)
        case .checkbox(let checked): try container.encode(checked, forKey: .checked)
        case .option(let option): try container.encode(option, forKey: .option)
        }
    }
}
