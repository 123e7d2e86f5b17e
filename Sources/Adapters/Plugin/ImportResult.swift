/// What an importer made of a payload: a board, and everything it could not carry.
public struct ImportResult: Sendable {
    /// The board, or for a fragment the lists and cards to add to one.
    public var board: Board
    /// What the importer could not carry or had to guess; nothing is dropped without a warning.
    public var warnings: [AdapterWarning]
    /// What the importer could not carry, counted per kind (see ``ImportLosses``).
    public var losses: ImportLosses
    /// The bytes of the files the board's attachments keep in a file store, by SHA-256 (the attachments'
    /// `Attachment.digest`, 64 lowercase hexadecimal digits): what a payload that carries files (a Cardport
    /// bundle) brings along. The importer has checked each one's digest. Whoever saves the board puts them into
    /// the destination board's `AttachmentStore` before saving it (`AttachmentStore.carry(_:files:)`); an
    /// attachment with a digest missing here has its bytes in no store. Empty for payloads without files.
    public var files: [String: Data]

    /// Creates a result.
    public init(
        board: Board, warnings: [AdapterWarning] = [], losses: ImportLosses = ImportLosses(), files: [String: Data] = [:]
    ) {
        self.board = board
        self.warnings = warnings
        self.losses = losses
        self.files = files
    }
}

/// What an exporter or converter wrote, and everything the target type could not carry.
public struct ExportResult: Sendable {
    /// The payload bytes.
    public var data: Data
    /// What the written type could not carry (comments in plain text, for example).
    public var warnings: [AdapterWarning]

    /// Creates a result.
    public init(data: Data, warnings: [AdapterWarning] = []) {
        self.data = data
        self.warnings = warnings
    }
}
