/// JSON that ``JSONReader`` could not read: what went wrong, and where (line, column, byte offset, JSON path).
public struct JSONReaderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a value that can grow new cases.
    package struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: Hashable, Sendable {
            case syntax, invalidUTF8, tooDeep, unexpectedType
        }

        private let value: Value
        private init(_ value: Value) { self.value = value }

        /// The bytes are not JSON (a stray character, an unterminated string, trailing text, no input at all).
        package static let syntax = Code(.syntax)
        /// The bytes are not valid UTF-8.
        package static let invalidUTF8 = Code(.invalidUTF8)
        /// Arrays and objects nest deeper than the reader's limit.
        package static let tooDeep = Code(.tooDeep)
        /// Well-formed JSON, but a value has another type than the caller asked for.
        package static let unexpectedType = Code(.unexpectedType)

        package var description: String { "\(value)" }
    }

    /// What went wrong.
    package var code: Code
    /// A sentence saying what went wrong.
    package var message: String
    /// The 1-based line of the offending byte.
    package var line: Int
    /// The 1-based column of the offending byte, counted in Unicode scalars.
    package var column: Int
    /// The offset of the offending byte from the start of the input.
    package var offset: Int
    /// The JSON path of the value being read, such as `cards[3].name`; `(top level)` at the root.
    package var path: String

    /// `line:column` for messages.
    package var location: String { "\(line):\(column)" }

    public var description: String { "\(location) (\(path)): \(message)" }
}
