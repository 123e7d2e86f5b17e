/// An error loading or saving a board file. A failed save leaves the file on disk as it was.
public struct BoardStorageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a value that can grow new cases without breaking callers.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: Hashable, Sendable, CaseIterable {
            case readFailed
            case writeFailed
            case changedOnDisk
            case invalidContents
            case fileExists
            case notRegularFile
            case readOnly
            case locked
            case tooLarge
            case storeFull
        }

        private let value: Value
        private init(_ value: Value) { self.value = value }
        /// Every code, so a mapping of them (the command line's exit codes) can check that it misses none.
        package static let allCodes = Value.allCases.map(Code.init)

        /// The file could not be opened or read (missing, no permission, not a file…).
        public static let readFailed = Code(.readFailed)
        /// The new file could not be written, flushed or put in place (read-only or full disk, missing
        /// folder…). The old file is unchanged.
        public static let writeFailed = Code(.writeFailed)
        /// The file changed on disk since it was loaded (or saved) through this ``BoardFile``; saving would
        /// lose someone else's changes. Load it again, or save with `force: true`.
        public static let changedOnDisk = Code(.changedOnDisk)
        /// The file is not a board this build can read; ``BoardStorageError/formatError`` says why.
        public static let invalidContents = Code(.invalidContents)
        /// Something is already at the path and the write was not allowed to replace it. Nothing was written.
        public static let fileExists = Code(.fileExists)
        /// The path is a folder, a device, a named pipe (FIFO) or a socket: only regular files are replaced,
        /// even when forced.
        public static let notRegularFile = Code(.notRegularFile)
        /// The file is read-only (no write permission, or its owner could not be kept); write with force to
        /// replace it anyway.
        public static let readOnly = Code(.readOnly)
        /// Another writer held the board's lock for longer than the wait allowed;
        /// ``BoardStorageError/holderProcessID`` names it when the system records one. Try again later.
        public static let locked = Code(.locked)
        /// The file is larger than the reader takes (``BoardFile/maximumBytes``, or
        /// ``AttachmentStore/maximumFileBytes`` for a file attached to a card); it was refused from its size,
        /// before any of it was read.
        public static let tooLarge = Code(.tooLarge)
        /// Keeping the file would take the board's file store over its limit
        /// (``AttachmentStore/maximumTotalBytes``); nothing was written.
        public static let storeFull = Code(.storeFull)

        public var description: String { "\(value)" }
    }

    /// What went wrong.
    public var code: Code
    /// A sentence that says what went wrong and what to do.
    public var message: String
    /// The board file's path.
    public var file: String
    /// The operating system's error number, when a system call failed.
    public var errno: Int32?
    /// The format error, for `invalidContents`.
    public var formatError: BoardFormatError?
    /// The process that held the lock, for `locked`, when the system records one.
    public var holderProcessID: Int32?

    /// Creates an error.
    public init(code: Code, message: String, file: String, errno: Int32? = nil, formatError: BoardFormatError? = nil) {
        self.code = code
        self.message = message
        self.file = file
        self.errno = errno
        self.formatError = formatError
    }

    /// The error as one line: `file: message`, or the format error's `file:line:column: message`.
    public var description: String { formatError?.description ?? "\(file): \(message)" }
}
