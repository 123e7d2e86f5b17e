/// A list on a board: a named column of cards, top to bottom.
public struct BoardList: Hashable, Sendable, Identifiable {
    /// A stable identifier, unique on its board.
    public var id: String
    /// The name shown at the head of the list; may be empty.
    public var name: String
    /// Whether the list is archived (hidden, not deleted). Its cards stay with it.
    public var archived: Bool
    /// The cards, top to bottom, archived ones included.
    public var cards: [Card]
    /// The most open (unarchived) cards the list may hold, or `nil` for no limit.
    ///
    /// Edits that would put more open cards in the list throw; a file may still hold a list over its limit
    /// (the limit was lowered later), and such a list loads as it is.
    public var cardLimit: Int?
    /// What the source said about the list that Cardport does not model, kept so a round trip returns it.
    public var extra: [String: ExtraValue]

    /// Creates a list.
    public init(id: String, name: String, archived: Bool = false, cards: [Card] = [], cardLimit: Int? = nil,
        extra: [String: ExtraValue] = [:]
    ) {
        self.id = id
        self.name = name
        self.archived = archived
        self.cards = cards
        self.cardLimit = cardLimit
        self.extra = extra
    }
}
