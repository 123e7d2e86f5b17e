/// A link from a card to another card or to a page elsewhere: "blocks PROJ-12", "duplicates #40", a parent.
public struct CardLink: Hashable, Sendable {
    /// How the card relates to the link's target, as seen from the card.
    ///
    /// A struct over a string so that sources' own relations (`"clones"`, `"is caused by"`) are kept as they
    /// are; the common ones have names.
    public struct Kind: RawRepresentable, Hashable, Sendable {
        /// The relation as text, such as `"blocks"`.
        public var rawValue: String
        /// Creates a relation from its text.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The two are related, in no particular direction.
        public static let relatesTo = Kind(rawValue: "relates to")
        /// This card blocks the target.
        public static let blocks = Kind(rawValue: "blocks")
        /// This card is blocked by the target.
        public static let isBlockedBy = Kind(rawValue: "is blocked by")
        /// This card duplicates the target.
        public static let duplicates = Kind(rawValue: "duplicates")
        /// This card is duplicated by the target.
        public static let isDuplicatedBy = Kind(rawValue: "is duplicated by")
        /// The target is this card's parent (an epic, a parent issue).
        public static let parent = Kind(rawValue: "parent")
        /// The target is a child of this card (a subtask).
        public static let child = Kind(rawValue: "child")
        /// A page about the card elsewhere, with no stronger relation.
        public static let reference = Kind(rawValue: "reference")
    }

    /// How the card relates to the target.
    public var kind: Kind
    /// The ``Card/id`` of the target when it is a card on the same board, else `nil`.
    public var cardID: String?
    /// The target's URL or its key in the source system (`"PROJ-12"`), when it is not on the board or as well.
    public var url: String?
    /// The target's title, when the source gave one.
    public var title: String?

    /// Creates a link.
    public init(kind: Kind, cardID: String? = nil, url: String? = nil, title: String? = nil) {
        self.kind = kind
        self.cardID = cardID
        self.url = url
        self.title = title
    }
}
