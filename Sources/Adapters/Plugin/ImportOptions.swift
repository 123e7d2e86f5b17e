/// How an importer reads: what to keep, and the limits that protect against hostile input.
public struct ImportOptions: Sendable {
    /// Whether archived lists and cards are imported (as archived). True by default.
    public var includeArchived: Bool
    /// The largest payload read, in bytes. 512 MiB by default.
    public var maximumInputBytes: Int
    /// The deepest nesting read (JSON arrays and objects, XML elements, outline levels). 512 by default.
    public var maximumDepth: Int
    /// How a todo.txt import makes lists: by project (the default), by context or by priority.
    public var todoTxtGrouping: TodoTxtGrouping = .project
    /// The CSV preset to read with (`jira`, `asana`, `generic`…), instead of the one the header matches. Nil
    /// by default: the header decides (see ``CSVPreset``).
    public var csvPreset: String?
    /// Column choices for CSV imports, as `field=Column` pairs separated by commas
    /// (`list=State,title=Name,labels=Tags`); they override the preset's choices. Nil by default.
    public var csvMapping: String?
    /// Whether a GitHub issue list's pull requests become cards too. False by default: they are skipped.
    public var includePullRequests: Bool
    /// For a payload that holds several boards (see ``BoardCollectionImporter``): the id or exact name of the
    /// one to import. Nil by default: a payload with one board imports it, one with several is an error.
    public var board: String?
    /// The limits a zip archive (a Vikunja export, a Focalboard `.boardarchive`) is read within.
    public var archiveLimits = ArchiveLimits()
    /// Whether the caller puts the files a payload carries (``ImportResult/files``) into the destination board's
    /// file store. False by default: an importer then returns no files, and an attachment whose file it would
    /// have carried is kept without it and counted as a loss, so that no board names a file its store lacks.
    /// `cardport import` into a board file sets it.
    public var carriesFiles = false

    /// Creates options; the defaults suit any real export.
    public init(
        includeArchived: Bool = true, maximumInputBytes: Int = 512 << 20, maximumDepth: Int = 512,
        csvPreset: String? = nil, csvMapping: String? = nil, includePullRequests: Bool = false
    ) {
        self.includeArchived = includeArchived
        self.maximumInputBytes = maximumInputBytes
        self.maximumDepth = maximumDepth
        self.csvPreset = csvPreset
        self.csvMapping = csvMapping
        self.includePullRequests = includePullRequests
    }
}

/// How an exporter writes.
public struct ExportOptions: Sendable {
    /// Whether archived lists and cards are written. True by default.
    public var includeArchived: Bool
    /// The file store of the board being written, for an exporter that carries the files its cards' attachments
    /// keep there (a Cardport bundle); exporters only read from it (`AttachmentStore.data(for:)`). Nil by
    /// default: such an exporter then carries no file and says so in its warnings.
    public var files: AttachmentStore?

    /// Creates options.
    public init(includeArchived: Bool = true, files: AttachmentStore? = nil) {
        self.includeArchived = includeArchived
        self.files = files
    }
}
