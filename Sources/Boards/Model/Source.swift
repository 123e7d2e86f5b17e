/// Where a card came from: the system, its id there, and a link back.
public struct Source: Hashable, Sendable {
    /// The system's short name, such as `"trello"`, `"markdown"` or `"html"`.
    public var system: String
    /// The card's id in that system, when it has one.
    public var id: String?
    /// A link to the card in that system, when there is one.
    public var url: String?

    /// Creates a source.
    public init(system: String, id: String? = nil, url: String? = nil) {
        self.system = system
        self.id = id
        self.url = url
    }
}
