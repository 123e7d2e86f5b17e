/// Why a drop onto a board did not put (all of) an item on it.
public struct BoardDropError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a value that can grow new cases without breaking callers.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: Hashable, Sendable, CaseIterable {
            case loadFailed
            case importFailed
            case editFailed
        }

        private let value: Value
        private init(_ value: Value) { self.value = value }
        /// Every code, so a mapping of them (the command line's exit codes) can check that it misses none.
        package static let allCodes = Value.allCases.map(Code.init)

        /// Loading the item's representation failed or was cancelled.
        public static let loadFailed = Code(.loadFailed)
        /// The adapter could not turn the loaded payload into cards.
        public static let importFailed = Code(.importFailed)
        /// The board refused the edit (the list is gone, or over its card limit); nothing changed.
        public static let editFailed = Code(.editFailed)

        public var description: String { "\(value)" }
    }

    /// What went wrong.
    public var code: Code
    /// A sentence saying what went wrong.
    public var message: String
    /// The dropped item's position in the drag (0-based), when one item is concerned.
    public var itemIndex: Int?
    /// The representation loaded, when one was.
    public var typeIdentifier: String?
    /// The error underneath (an `AdapterError`, a `BoardEditError`), kept as it was thrown. Not part of equality
    /// or hashing.
    public var cause: (any Error)?

    /// Creates an error.
    public init(
        code: Code, message: String, itemIndex: Int? = nil, typeIdentifier: String? = nil, cause: (any Error)? = nil
    ) {
        self.code = code
        self.message = message
        self.itemIndex = itemIndex
        self.typeIdentifier = typeIdentifier
        self.cause = cause
    }

    /// Equal when code, message, item and type are; the cause is left out.
    public static func == (lhs: BoardDropError, rhs: BoardDropError) -> Bool {
        (lhs.code, lhs.message, lhs.itemIndex, lhs.typeIdentifier)
            == (rhs.code, rhs.message, rhs.itemIndex, rhs.typeIdentifier)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(message)
        hasher.combine(itemIndex)
        hasher.combine(typeIdentifier)
    }

    /// `drop item 2 (public.html): message`.
    public var description: String {
        var place = itemIndex.map { "drop item \($0)" } ?? "drop"
        if let typeIdentifier { place += " (\(typeIdentifier))" }
        return "\(place): \(message)"
    }
}
