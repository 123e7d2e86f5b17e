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

    /// Creates options; the defaults suit any real export.
    public init(includeArchived: Bool = true, maximumInputBytes: Int = 512 << 20, maximumDepth: Int = 512) {
        self.includeArchived = includeArchived
        self.maximumInputBytes = maximumInputBytes
        self.maximumDepth = maximumDepth
    }
}

/// How an exporter writes.
public struct ExportOptions: Sendable {
    /// Whether archived lists and cards are written. True by default.
    public var includeArchived: Bool

    /// Creates options.
    public init(includeArchived: Bool = true) {
        self.includeArchived = includeArchived
    }
}
