/// Why the board server refused or failed a request: a code, a message for the person, and the HTTP status
/// the page receives.
public struct BoardServerError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure this is. A struct over a private enum, so codes can grow.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: String, CaseIterable { case stale, notFound, badRequest, refused, saveFailed, tooLarge }
        private let value: Value
        private init(_ value: Value) { self.value = value }
        /// Every code, so a mapping of them (the command line's exit codes) can check that it misses none.
        package static let allCodes = Value.allCases.map(Code.init)
        /// The edit was based on a board version the server no longer has (409): the page reloads.
        public static let stale = Code(.stale)
        /// A list or card the request names is not on the board (404).
        public static let notFound = Code(.notFound)
        /// The request is malformed (400).
        public static let badRequest = Code(.badRequest)
        /// The board's rules refuse the drop (422): a forbidden target, nothing an adapter reads.
        public static let refused = Code(.refused)
        /// The board could not be saved; the file on disk is unchanged (500).
        public static let saveFailed = Code(.saveFailed)
        /// The request body is over the configured limit (413).
        public static let tooLarge = Code(.tooLarge)
        /// The code's name.
        public var description: String { value.rawValue }
    }

    /// What kind of failure this is.
    public var code: Code
    /// What went wrong, for the person.
    public var message: String
    /// The board file it concerns.
    public var file: String?
    /// The error underneath, when there is one.
    public var underlying: (any Error & Sendable)?
    /// The board's own code for a refusal (`archivedList`, `cardLimitReached`, `ambiguousReference`…), when the
    /// board session refused the edit.
    public var reason: String?

    /// Creates an error.
    public init(_ code: Code, _ message: String, file: String? = nil, underlying: (any Error & Sendable)? = nil) {
        self.code = code
        self.message = message
        self.file = file
        self.underlying = underlying
    }

    /// The HTTP status for the code.
    public var status: Int {
        switch code {
        case .stale: 409
        case .notFound: 404
        case .refused: 422
        case .tooLarge: 413
        case .saveFailed: 500
        default: 400
        }
    }

    /// `FILE: message`, or the message alone.
    public var description: String { file.map { "\($0): \(message)" } ?? message }
}
