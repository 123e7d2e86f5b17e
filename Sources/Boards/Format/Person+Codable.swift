/// A person encodes as an element of the board's `people` array.
extension Person: Codable {
    enum CodingKeys: String, CodingKey {
        case id, name, username, email
    }

    /// Reads a person; only `id` is required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            name: try container.decodeString(forKey: .name),
            username: try container.decodeIfPresent(String.self, forKey: .username),
            email: try container.decodeIfPresent(String.self, forKey: .email))
    }

    /// Writes the person, leaving out a `nil` username and e-mail address.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(username, forKey: .username)
        try container.encodeIfPresent(email, forKey: .email)
    }
}
