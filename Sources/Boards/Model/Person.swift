/// Someone a board knows: an assignee, a reporter, a comment's author.
///
/// The board's ``Board/people`` directory holds each person once. Cards and comments name people by a string
/// that is either a person's ``id`` in that directory or, for boards and sources that know only names, the
/// name itself; ``Board/person(named:)`` resolves either.
public struct Person: Hashable, Sendable, Identifiable {
    /// A stable identifier, unique on its board; importers use the source system's id where it has one.
    public var id: String
    /// The name shown for the person (a full name when the source has one); may be empty.
    public var name: String
    /// The person's handle in the source system (`@alice`'s `alice`), when it has one.
    public var username: String?
    /// The person's e-mail address, when the source gives one.
    public var email: String?

    /// Creates a person.
    public init(id: String, name: String = "", username: String? = nil, email: String? = nil) {
        self.id = id
        self.name = name
        self.username = username
        self.email = email
    }

    /// The text to show for the person: the name, else the username, else the id.
    public var displayName: String {
        if !name.isEmpty { return name }
        if let username, !username.isEmpty { return username }
        return id
    }
}
