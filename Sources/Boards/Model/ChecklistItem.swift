/// One item of a ``Checklist``.
public struct ChecklistItem: Hashable, Sendable, Identifiable {
    /// A stable identifier, unique on its board.
    public var id: String
    /// The item's text.
    public var text: String
    /// Whether the item is checked off.
    public var done: Bool

    /// Creates a checklist item.
    public init(id: String, text: String, done: Bool = false) {
        self.id = id
        self.text = text
        self.done = done
    }
}
