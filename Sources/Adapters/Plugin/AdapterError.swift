/// An adapter could not read or write a payload: what went wrong, in which input, and where.
public struct AdapterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a value that can grow new cases without breaking callers.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: Hashable, Sendable, CaseIterable {
            case unreadableInput, malformedInput, unexpectedContent, limitExceeded, unsupportedType, noPlan
            case severalBoards, boardNotFound
            case inputChanged
            case adapterFailed
        }

        private let value: Value
        private init(_ value: Value) { self.value = value }
        /// Every code, so a mapping of them (the command line's exit codes) can check that it misses none.
        package static let allCodes = Value.allCases.map(Code.init)

        /// The input could not be read at all (missing file, I/O error).
        public static let unreadableInput = Code(.unreadableInput)
        /// The input is not well-formed for its type (bad JSON, bad UTF-8, bad XML).
        public static let malformedInput = Code(.malformedInput)
        /// The input is well-formed but not what the adapter reads (JSON that is not a Trello export).
        public static let unexpectedContent = Code(.unexpectedContent)
        /// The input is larger or deeper than the configured limits.
        public static let limitExceeded = Code(.limitExceeded)
        /// The adapter was asked for a type it does not read or write.
        public static let unsupportedType = Code(.unsupportedType)
        /// No adapter or chain of converters leads from what is offered to what is wanted.
        public static let noPlan = Code(.noPlan)
        /// The payload holds several boards and none was chosen (see ``BoardCollectionImporter``).
        public static let severalBoards = Code(.severalBoards)
        /// The board asked for (``ImportOptions/board``) is not in the payload.
        public static let boardNotFound = Code(.boardNotFound)
        /// The input file changed size while it was read (another program truncating or appending to it).
        public static let inputChanged = Code(.inputChanged)
        /// An external adapter failed: it could not be started, hung past its time limit, crashed, exceeded its
        /// memory or output limit, or wrote something that is not what its protocol promises. The message names
        /// the adapter.
        public static let adapterFailed = Code(.adapterFailed)

        public var description: String { "\(value)" }
    }

    /// What went wrong.
    public var code: Code
    /// A sentence that says what went wrong and, where it helps, what to do.
    public var message: String
    /// The input's name: a file path, `<stdin>`, or a drop item.
    public var input: String?
    /// Where in the input: `line:column` (`entry:line:column` for a file inside an archive), or a JSON path such
    /// as `lists[2].pos`.
    public var location: String?

    /// The error underneath, when this one wraps another (a load's error, a board format error, an adapter's own
    /// error type), kept as it was thrown. Not part of equality or hashing.
    public var cause: (any Error)?

    /// Creates an error.
    public init(
        code: Code, message: String, input: String? = nil, location: String? = nil, cause: (any Error)? = nil
    ) {
        self.code = code
        self.message = message
        self.input = input
        self.location = location
        self.cause = cause
    }

    /// Equal when code, message, input and location are; the cause is left out.
    public static func == (lhs: AdapterError, rhs: AdapterError) -> Bool {
        (lhs.code, lhs.message, lhs.input, lhs.location) == (rhs.code, rhs.message, rhs.input, rhs.location)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(message)
        hasher.combine(input)
        hasher.combine(location)
    }

    /// The error as one line: `input: location: message`.
    public var description: String {
        [input, location, message].compactMap { $0 }.joined(separator: ": ")
    }
}
