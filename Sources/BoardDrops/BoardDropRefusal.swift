/// Why a ``BoardDropTarget`` does not take a drop where it is proposed: the reason a command line or a web page
/// shows instead of deciding anything itself.
public struct BoardDropRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which rule refused, as a value that can grow new cases without breaking callers.
    public struct Reason: Hashable, Sendable, CustomStringConvertible {
        private enum Value: Hashable, Sendable, CaseIterable {
            case noSuchList, archivedList, listFull, listRefusesOwnCards, unreadableItem, sameCard, noItems
        }

        private let value: Value
        private init(_ value: Value) { self.value = value }
        /// Every reason, so a mapping of them (the command line's exit codes) can check that it misses none.
        package static let allReasons = Value.allCases.map(Reason.init)

        /// The location names no list of the board.
        public static let noSuchList = Reason(.noSuchList)
        /// The list is archived: it takes no drops.
        public static let archivedList = Reason(.archivedList)
        /// The list is at its card limit.
        public static let listFull = Reason(.listFull)
        /// The list does not take its own cards back (a collection that cannot be reordered).
        public static let listRefusesOwnCards = Reason(.listRefusesOwnCards)
        /// An item offers no representation any adapter reads (nor any its content may be identified as).
        public static let unreadableItem = Reason(.unreadableItem)
        /// A card would be dropped onto itself.
        public static let sameCard = Reason(.sameCard)
        /// The drag holds no items.
        public static let noItems = Reason(.noItems)

        public var description: String { "\(value)" }
    }

    /// Which rule refused.
    public var reason: Reason
    /// A sentence for people: `the list 'Done' is archived`, `no adapter reads item 2 (offered: public.png)`.
    public var message: String
    /// The refused item's position in the drag (0-based), when one item is the reason.
    public var itemIndex: Int?
    /// The types the refused item offered, richest first, when one item is the reason.
    public var offeredTypes: [String]

    /// Creates a refusal.
    public init(reason: Reason, message: String, itemIndex: Int? = nil, offeredTypes: [String] = []) {
        self.reason = reason
        self.message = message
        self.itemIndex = itemIndex
        self.offeredTypes = offeredTypes
    }

    /// The message.
    public var description: String { message }

    /// The refusal of item `index` (0-based) of a drag, which offers `offered` (richest first) and nothing any
    /// adapter reads: the one wording every road that imports dropped items gives.
    package static func unreadableItem(_ index: Int, offering offered: [String]) -> Self {
        BoardDropRefusal(
            reason: .unreadableItem,
            message: "no adapter reads item \(index + 1) (offered: "
                + "\(offered.isEmpty ? "nothing" : offered.joined(separator: ", ")))",
            itemIndex: index, offeredTypes: offered)
    }
}
