/// An error from parsing or validating markup: what went wrong, and where.
///
/// Errors name the file (when the input came from one), the line and the column, as libxml2 reported them.
public struct MarkupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a value that can grow new cases without breaking callers.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: Hashable, Sendable, CaseIterable {
            case notWellFormed
            case emptyDocument
            case entityExpansionLimit
            case unreadableFile
            case limitExceeded
            case invalidSchema
            case notValid
        }

        private let value: Value
        private init(_ value: Value) { self.value = value }
        /// Every code, so a mapping of them (the command line's exit codes) can check that it misses none.
        package static let allCodes = Value.allCases.map(Code.init)

        /// The input is not well-formed XML: a syntax error, truncated input, bytes that are not text.
        public static let notWellFormed = Code(.notWellFormed)
        /// The input holds no document element at all.
        public static let emptyDocument = Code(.emptyDocument)
        /// Entity references expand too far (a loop, or an expansion bomb); parsing stopped.
        public static let entityExpansionLimit = Code(.entityExpansionLimit)
        /// The file could not be opened or read.
        public static let unreadableFile = Code(.unreadableFile)
        /// The input is larger or nests deeper than the ``MarkupLimits`` allow; the message names the limit.
        public static let limitExceeded = Code(.limitExceeded)
        /// An XML Schema could not be read: it is not well-formed, or not a valid schema.
        public static let invalidSchema = Code(.invalidSchema)
        /// A document is well-formed but does not validate against a ``MarkupSchema``.
        public static let notValid = Code(.notValid)

        public var description: String { "\(value)" }
    }

    /// What went wrong.
    public var code: Code
    /// A sentence that says what went wrong (libxml2's message for parse errors).
    public var message: String
    /// The file the input came from, if it came from one.
    public var file: String?
    /// The 1-based line of the error, or 0 when unknown.
    public var line: Int
    /// The 1-based column of the error, or 0 when unknown.
    public var column: Int
    /// libxml2's error number (`xmlParserErrors`), or 0 when the error did not come from libxml2.
    public var libxml2Code: Int

    /// Creates an error.
    public init(code: Code, message: String, file: String? = nil, line: Int = 0, column: Int = 0, libxml2Code: Int = 0) {
        self.code = code
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.libxml2Code = libxml2Code
    }

    /// The error as one line: `file:line:column: message`.
    public var description: String {
        var place = file ?? "<input>"
        if line > 0 { place += ":\(line)" }
        if line > 0, column > 0 { place += ":\(column)" }
        return "\(place): \(message)"
    }
}
