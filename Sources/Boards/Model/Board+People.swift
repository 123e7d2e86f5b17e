// Resolving the strings cards and comments use for people.

extension Board {
    /// The person a card or comment names: the one whose ``Person/id`` is `reference`, else the one whose name
    /// or username is; `nil` when the directory holds no such person.
    public func person(named reference: String) -> Person? {
        people.first { $0.id == reference }
            ?? people.first { $0.name == reference || ($0.username.map { $0 == reference } ?? false) }
    }

    /// The text to show for a person a card or comment names: the directory's display name, or the reference
    /// itself when the directory does not hold the person.
    public func displayName(ofPerson reference: String) -> String {
        person(named: reference)?.displayName ?? reference
    }
}
