/// An error from moving a ``Transferable`` value through an item provider.
public struct TransferError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, as a value that can grow new cases without breaking callers.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: Hashable, Sendable, CaseIterable {
            case noMatchingRepresentation
            case importFailed
        }

        private let value: Value
        private init(_ value: Value) { self.value = value }
        /// Every code, so a mapping of them (the command line's exit codes) can check that it misses none.
        package static let allCodes = Value.allCases.map(Code.init)

        /// The provider offers no type that any importing representation of the type accepts.
        public static let noMatchingRepresentation = Code(.noMatchingRepresentation)
        /// Representations matched, but loading or importing each of them failed.
        public static let importFailed = Code(.importFailed)

        public var description: String { "\(value)" }
    }

    /// What went wrong.
    public var code: Code
    /// A sentence naming the type asked for, what the provider offered and what each attempt met.
    public var message: String
    /// The type that was to be made.
    public var requestedType: String
    /// The type identifiers the provider offered, in fidelity order.
    public var offeredTypes: [String]
    /// The types the requested type imports, in declaration order.
    public var importableTypes: [String]
    /// Each attempt, in order: the offered type tried and the error it met (the load's or the importer's).
    public var attempts: [(typeIdentifier: String, error: any Error)]

    /// Creates an error.
    package init(
        code: Code, message: String, requestedType: String, offeredTypes: [String] = [], importableTypes: [String] = [],
        attempts: [(typeIdentifier: String, error: any Error)] = []
    ) {
        self.code = code
        self.message = message
        self.requestedType = requestedType
        self.offeredTypes = offeredTypes
        self.importableTypes = importableTypes
        self.attempts = attempts
    }

    /// The error as one line: the message.
    public var description: String { message }
}
