/// A named checklist on a card.
public struct Checklist: Hashable, Sendable, Identifiable {
    /// A stable identifier, unique on its board.
    public var id: String
    /// The checklist's name; may be empty.
    public var name: String
    /// The items, in order.
    public var items: [ChecklistItem]

    /// Creates a checklist.
    public init(id: String, name: String, items: [ChecklistItem] = []) {
        self.id = id
        self.name = name
        self.items = items
    }
}
