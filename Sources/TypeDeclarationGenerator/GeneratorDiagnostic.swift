/// A problem in a declaration file that stops code generation, with the file and the place.
///
/// ``description`` is a compiler-style line (`path:line:column: error: message`), so that SwiftPM and editors
/// show it at its place in the file when a build fails.
package struct GeneratorDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a value that can grow new cases without breaking callers.
    package struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: Hashable, Sendable {
            case unreadableFile
            case malformedFile
            case invalidDeclaration
            case duplicateDeclaration
            case cyclicConformance
            case unknownParent
            case invalidSwiftName
            case duplicateSwiftName
            case invalidAccessLevel
            case conflictingAccessLevel
        }

        private let value: Value
        private init(_ value: Value) { self.value = value }

        /// The file does not exist or cannot be read.
        package static let unreadableFile = Code(.unreadableFile)
        /// The file is not valid JSON or property list, or a value has the wrong shape (a missing identifier too).
        package static let malformedFile = Code(.malformedFile)
        /// An identifier that cannot be declared (whitespace, the `dyn.` domain).
        package static let invalidDeclaration = Code(.invalidDeclaration)
        /// A second exported declaration of one identifier, or an export of a system type.
        package static let duplicateDeclaration = Code(.duplicateDeclaration)
        /// A type whose parents lead back to itself.
        package static let cyclicConformance = Code(.cyclicConformance)
        /// A parent that is neither declared in the files nor one of Apple's system types.
        package static let unknownParent = Code(.unknownParent)
        /// A Swift name given in a declaration that is not a usable Swift identifier.
        package static let invalidSwiftName = Code(.invalidSwiftName)
        /// A Swift name given to two declarations.
        package static let duplicateSwiftName = Code(.duplicateSwiftName)
        /// An access level other than `internal`, `package` or `public`.
        package static let invalidAccessLevel = Code(.invalidAccessLevel)
        /// Two files asking for different access levels.
        package static let conflictingAccessLevel = Code(.conflictingAccessLevel)

        package var description: String { "\(value)" }
    }

    /// What went wrong.
    package var code: Code
    /// A sentence that says what went wrong and what to do.
    package var message: String
    /// The file, as given to the generator.
    package var file: String
    /// The line in the file, from 1, when the place is known.
    package var line: Int?
    /// The column in the line, from 1, counted in characters, when known.
    package var column: Int?
    /// The key path of the value at fault (`UTExportedTypeDeclarations[1].UTTypeIdentifier`), when known.
    package var keyPath: String?

    /// Creates a diagnostic.
    package init(
        code: Code, message: String, file: String, line: Int? = nil, column: Int? = nil, keyPath: String? = nil
    ) {
        self.code = code
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
    }

    /// `path:line:column: error: key path: message`; the line and column are left out when unknown.
    package var description: String {
        var place = file
        if let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        return place + ": error: " + (keyPath.map { "\($0): " } ?? "") + message
    }
}
