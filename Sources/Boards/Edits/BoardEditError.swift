/// An edit that cannot apply. The board is left exactly as it was.
public struct BoardEditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a value that can grow new cases without breaking callers.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: Hashable, Sendable, CaseIterable {
            case unknownID
            case indexOutOfRange
            case cardLimitReached
            case emptySelection
            case archivedList
            case ambiguousReference
            case nothingToUndo
            case nothingToRedo
            case changedSince
            case sameCard
        }

        private let value: Value
        private init(_ value: Value) { self.value = value }
        /// Every code, so a mapping of them (the command line's exit codes) can check that it misses none.
        package static let allCodes = Value.allCases.map(Code.init)

        /// No list or card on the board has the given id.
        public static let unknownID = Code(.unknownID)
        /// The index lies outside the list or board it points into.
        public static let indexOutOfRange = Code(.indexOutOfRange)
        /// The edit would put more open cards in a list than its card limit allows.
        public static let cardLimitReached = Code(.cardLimitReached)
        /// The edit was given no cards or lists to work on.
        public static let emptySelection = Code(.emptySelection)
        /// The list is archived: it takes no cards from elsewhere until it is restored.
        public static let archivedList = Code(.archivedList)
        /// A name or title given to find a list or card matches several; the message lists them.
        public static let ambiguousReference = Code(.ambiguousReference)
        /// Undo was asked for with no step left to undo.
        public static let nothingToUndo = Code(.nothingToUndo)
        /// Redo was asked for with no undone step to redo.
        public static let nothingToRedo = Code(.nothingToRedo)
        /// What an undo or redo would restore was changed since by another edit; restoring it would lose that edit.
        public static let changedSince = Code(.changedSince)
        /// A card would be merged into itself.
        public static let sameCard = Code(.sameCard)

        public var description: String { "\(value)" }
    }

    /// What went wrong.
    public var code: Code
    /// A sentence that says what went wrong.
    public var message: String
    /// The id of the list or card the edit was aimed at, when one is to blame.
    public var id: String?

    /// Creates an error.
    public init(code: Code, message: String, id: String? = nil) {
        self.code = code
        self.message = message
        self.id = id
    }

    public var description: String { message }

    static func unknownList(_ id: String) -> Self {
        Self(code: .unknownID, message: "There is no list with id \"\(id)\" on the board.", id: id)
    }

    static func unknownCard(_ id: String) -> Self {
        Self(code: .unknownID, message: "There is no card with id \"\(id)\" on the board.", id: id)
    }

    static func index(_ index: Int, outside range: ClosedRange<Int>, in place: String) -> Self {
        Self(
            code: .indexOutOfRange,
            message: "Index \(index) is outside \(place), which takes \(range.lowerBound) to \(range.upperBound).")
    }
}
