import Boards

/// Why a board session could not read or write its board or its history.
///
/// Edits the board refuses are not errors: they come back as a ``BoardEditOutcome`` with the refusal.
public struct BoardSessionError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: Hashable, Sendable, CaseIterable {
            case storage, invalidHistory
        }

        private let value: Value
        private init(_ value: Value) { self.value = value }
        package static let allCodes = Value.allCases.map(Code.init)

        /// The board file could not be read or written; ``BoardSessionError/storageError`` says why.
        public static let storage = Code(.storage)
        /// The board's history file is not one Cardport can read.
        public static let invalidHistory = Code(.invalidHistory)

        public var description: String { "\(value)" }
    }

    /// What went wrong.
    public var code: Code
    /// A message naming the file.
    public var message: String
    /// The file concerned.
    public var file: String
    /// The storage error behind a `storage` error.
    public var storageError: BoardStorageError?

    /// Creates an error.
    public init(code: Code, message: String, file: String, storageError: BoardStorageError? = nil) {
        self.code = code
        self.message = message
        self.file = file
        self.storageError = storageError
    }

    init(_ error: BoardStorageError, file: String) {
        self.init(code: .storage, message: error.description, file: file, storageError: error)
    }

    public var description: String { message }
}
