/// An error from a ``TypeRegistry``: a declaration it cannot accept, or a declaration file it cannot read.
public struct TypeRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a value that can grow new cases without breaking callers.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: Hashable, Sendable, CaseIterable {
            case duplicateExportedDeclaration
            case cyclicConformance
            case invalidDeclaration
            case malformedDeclarationFile
            case unreadableDeclarationFile
        }

        private let value: Value
        private init(_ value: Value) { self.value = value }
        /// Every code, so a mapping of them (the command line's exit codes) can check that it misses none.
        package static let allCodes = Value.allCases.map(Code.init)

        /// A second exported declaration for an identifier that already has one.
        public static let duplicateExportedDeclaration = Code(.duplicateExportedDeclaration)
        /// A declaration whose parents lead back to itself.
        public static let cyclicConformance = Code(.cyclicConformance)
        /// A declaration that lacks an identifier or has an invalid one, or that names itself as a parent.
        public static let invalidDeclaration = Code(.invalidDeclaration)
        /// A declaration file that is not valid JSON or property list, or not of the expected shape.
        public static let malformedDeclarationFile = Code(.malformedDeclarationFile)
        /// A declaration file that does not exist or cannot be read.
        public static let unreadableDeclarationFile = Code(.unreadableDeclarationFile)

        public var description: String { "\(value)" }
    }

    /// What went wrong.
    public var code: Code
    /// A sentence that says what went wrong and, where it helps, what to do.
    public var message: String
    /// The file the declaration came from, if it came from one.
    public var file: String?
    /// Where in the file: a key path such as `UTExportedTypeDeclarations[2].UTTypeIdentifier`, or
    /// `line:column` (JSON), or `line` (XML property list) for a file that does not parse.
    public var location: String?

    /// Creates an error.
    public init(code: Code, message: String, file: String? = nil, location: String? = nil) {
        self.code = code
        self.message = message
        self.file = file
        self.location = location
    }

    /// The error as one line: `file: location: message`.
    public var description: String {
        [file, location, message].compactMap { $0 }.joined(separator: ": ")
    }
}
