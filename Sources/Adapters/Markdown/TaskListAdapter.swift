/// What the plain text, Markdown and Obsidian Kanban adapters share: reading through ``TaskListReader`` and
/// writing through ``TaskListWriter``.
protocol TaskListAdapter: BoardImporter, BoardExporter {
    /// The dialect read and written.
    var flavor: TaskListReader.Flavor { get }
}

extension TaskListAdapter {
    /// Reads the text (UTF-8, or UTF-16 with a byte order mark; any line endings) as a task list.
    /// - Throws: ``AdapterError``: `unsupportedType` for a type this adapter does not read, `unexpectedContent`
    ///   for a 0-byte input, `malformedInput` for invalid UTF-8 (with line and byte offset), `limitExceeded`
    ///   beyond ``ImportOptions/maximumInputBytes``.
    public func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        let lines = try textLines(of: input, as: type, options: options)
        var reader = TaskListReader(flavor: flavor, options: options)
        return reader.read(lines)
    }

    /// Writes the board as UTF-8 text with `\n` line endings; warnings name what the format drops.
    /// - Throws: ``AdapterError`` with code `unsupportedType` for a type this adapter does not write.
    public func export(_ board: Board, as type: UTType, options: ExportOptions) throws -> ExportResult {
        guard writableTypes.contains(type) || writableTypes.contains(where: { $0.conforms(to: type) }) else {
            throw AdapterError(code: .unsupportedType, message: "the \(name) adapter does not write \(type.identifier)")
        }
        var writer = TaskListWriter(flavor: flavor, options: options)
        return writer.write(board)
    }
}
