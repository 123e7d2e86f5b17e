/// An error reading or writing the native board format: not JSON, not a board, a newer version, or a board
/// of the wrong shape.
public struct BoardFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a value that can grow new cases without breaking callers.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: Hashable, Sendable, CaseIterable {
            case malformedJSON
            case wrongFormat
            case unsupportedVersion
            case invalidShape
            case unencodable
        }

        private let value: Value
        private init(_ value: Value) { self.value = value }
        /// Every code, so a mapping of them (the command line's exit codes) can check that it misses none.
        package static let allCodes = Value.allCases.map(Code.init)

        /// The bytes are not JSON; ``BoardFormatError/line`` and ``BoardFormatError/column`` say where.
        public static let malformedJSON = Code(.malformedJSON)
        /// The JSON is not a Cardport board: its `format` is missing or is not `cardport.board`.
        public static let wrongFormat = Code(.wrongFormat)
        /// The board's `version` is newer than this build reads (or not a version at all).
        public static let unsupportedVersion = Code(.unsupportedVersion)
        /// A key is missing or holds the wrong kind of value; ``BoardFormatError/path`` says which.
        public static let invalidShape = Code(.invalidShape)
        /// The board holds a value the format cannot write (a date outside the years 0000–9999).
        public static let unencodable = Code(.unencodable)

        public var description: String { "\(value)" }
    }

    /// What went wrong.
    public var code: Code
    /// A sentence that says what went wrong and, where it helps, what to do.
    public var message: String
    /// The file the board came from, when it came from one.
    public var file: String?
    /// The 1-based line of a syntax error.
    public var line: Int?
    /// The 1-based column of a syntax error, counted in characters (Unicode scalars) from the line's start.
    public var column: Int?
    /// The JSON path of a shape error, such as `lists[2].cards[0].title`.
    public var path: String?
    /// Whether the JSON is `malformedJSON` because its arrays and objects nest deeper than the reader's limit,
    /// for callers that report that limit as a limit of their own.
    package var isTooDeep = false

    /// Creates an error.
    public init(
        code: Code, message: String, file: String? = nil, line: Int? = nil, column: Int? = nil,
        location path: String? = nil
    ) {
        self.code = code
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.path = path
    }

    /// The error as one line: `file:line:column: message` or `file: path: message`.
    public var description: String {
        var place = file ?? ""
        if let line {
            place += (place.isEmpty ? "" : ":") + "\(line)" + (column.map { ":\($0)" } ?? "")
        }
        return [place.isEmpty ? nil : place, path, message].compactMap { $0 }.joined(separator: ": ")
    }
}
