/// An error from loading a representation of an ``ItemProvider``.
///
/// The codes carry Apple's `NSItemProvider` error numbers (``Code/rawValue``), so code ported from Apple's
/// platforms can compare them. Errors that a registered loader reports, or throws, reach the completion
/// handler unchanged; this type is for what the provider itself detects.
public struct ItemProviderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a value that can grow new cases without breaking callers.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: Int, Hashable, Sendable, CaseIterable {
            case unknown = -1
            case itemUnavailable = -1000
            case unexpectedValueClass = -1100
            case unavailableCoercion = -1200
            case timedOut = -1300
            case cancelled = 3072
        }

        private let value: Value
        private init(_ value: Value) { self.value = value }
        /// Every code, so a mapping of them (the command line's exit codes) can check that it misses none.
        package static let allCodes = Value.allCases.map(Code.init)

        /// An error with no more precise code (Apple's `NSItemProviderUnknownError`, -1).
        public static let unknown = Code(.unknown)
        /// No representation conforms to the requested type, or the one chosen produced nothing
        /// (Apple's `NSItemProviderItemUnavailableError`, -1000).
        public static let itemUnavailable = Code(.itemUnavailable)
        /// The data arrived but could not be turned into the requested value
        /// (Apple's `NSItemProviderUnexpectedValueClassError`, -1100).
        public static let unexpectedValueClass = Code(.unexpectedValueClass)
        /// Nothing offered can be turned into the requested class
        /// (Apple's `NSItemProviderUnavailableCoercionError`, -1200).
        public static let unavailableCoercion = Code(.unavailableCoercion)
        /// The load was cancelled, through its `Progress` or its task. The number is Apple's
        /// `NSUserCancelledError` (3072), which Apple's cancelled loads report.
        public static let cancelled = Code(.cancelled)
        /// An async load did not complete within its timeout. Apple has no such code; -1300 is outside
        /// Apple's item provider numbers.
        public static let timedOut = Code(.timedOut)

        /// Apple's error number for this code.
        public var rawValue: Int { value.rawValue }

        public var description: String { "\(value)" }
    }

    /// What went wrong.
    public var code: Code
    /// A sentence naming the type asked for, the representation involved and the types offered.
    public var message: String
    /// The type identifier the caller asked for (or the class name, for object loads).
    public var requestedType: String
    /// The representation that was chosen to serve the request, if one was.
    public var representation: String?
    /// The type identifiers the provider offered, in fidelity order.
    public var offeredTypes: [String]

    /// Creates an error.
    public init(code: Code, message: String, requestedType: String, representation: String? = nil,
                offeredTypes: [String]) {
        self.code = code
        self.message = message
        self.requestedType = requestedType
        self.representation = representation
        self.offeredTypes = offeredTypes
    }

    /// The error as one line: the message.
    public var description: String { message }
}
