/// A board: named lists of cards, and the labels its cards may carry.
///
/// A value type: copying a board copies it (arrays are shared until one side changes them). Order is array
/// order everywhere — lists left to right, cards top to bottom.
public struct Board: Hashable, Sendable, Identifiable {
    /// A stable identifier, unique among the boards a user has.
    public var id: String
    /// The name shown for the board; may be empty.
    public var name: String
    /// Free text about the board (Markdown by convention); empty when there is none.
    public var notes: String
    /// The labels cards on this board may carry, in display order. Cards refer to them by ``Label/id``.
    public var labels: [Label]
    /// The lists, left to right, archived ones included.
    public var lists: [BoardList]
    /// The people the board's cards and comments name, each once.
    public var people: [Person]
    /// The typed fields the board's cards fill in, in display order.
    public var customFields: [CustomField]
    /// What the source said about the board that Cardport does not model, kept so a round trip returns it.
    public var extra: [String: ExtraValue]

    /// Creates a board.
    public init(
        id: String, name: String, notes: String = "", labels: [Label] = [], lists: [BoardList] = [],
        people: [Person] = [], customFields: [CustomField] = [], extra: [String: ExtraValue] = [:]
    ) {
        self.id = id
        self.name = name
        self.notes = notes
        self.labels = labels
        self.lists = lists
        self.people = people
        self.customFields = customFields
        self.extra = extra
    }
}
