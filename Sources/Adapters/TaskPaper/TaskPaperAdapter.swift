/// Reads and writes TaskPaper documents (<https://guide.taskpaper.com>), PlainTasks' flavour
/// (<https://github.com/aziz/PlainTasks>: `☐` / `✔` / `✘` marks, `@done (date)`) included.
///
/// Reading: projects (`Name:`) become lists, and own the items indented under them or, unindented, after them (a project inside another is a list named `Outer / Inner`; a
/// top-level `Archive:` project is an archived list); tasks (`- `) under a project become its cards, tasks
/// outside every project go in a first list, `Tasks`; the notes a task owns become its card's notes; tasks
/// under a task become checklist items of the card above them (deeper levels flattened into the same
/// checklist, counted); `@done` or a done mark (`✔`) marks a card done (the `@done` value is kept in `extra`);
/// `@due(date)`, `@start(date)` and `@created(date)` with a readable date (`YYYY-MM-DD[ HH:mm]`, PlainTasks'
/// `YY-MM-DD[ HH:mm]`) become the card's dates; every other tag without a value becomes a label, every other
/// tag with a value a text custom field of that name. A cancelled mark (`✘`) adds the label `cancelled`. The
/// title is the task's text without the tags that end it; tags inside the text stay in it. Notes a project
/// owns are kept in the list's `extra`, notes outside every project become the board's notes.
///
/// Writing: TaskPaper (not PlainTasks' marks): notes, then one `Name:` project per list with its cards as
/// tab-indented `- ` tasks, their tags, notes and checklist items (done items get `@done`). Comments,
/// attachments, members, checklist names, archived marks and the board's name are counted in the warnings.
///
/// A value type, safe from any thread.
public struct TaskPaperAdapter: BoardImporter, BoardExporter {
    /// `taskpaper`.
    public var name: String { "taskpaper" }
    /// `com.hogbaysoftware.taskpaper` (and PlainTasks' `com.github.aziz.plaintasks`, which conforms to it).
    public var readableTypes: [UTType] { [.taskPaper] }
    /// `com.hogbaysoftware.taskpaper`.
    public var writableTypes: [UTType] { [.taskPaper] }

    /// Creates the adapter.
    public init() {}

    /// Reads the text (UTF-8, or UTF-16 with a byte order mark; any line endings) as TaskPaper.
    /// - Throws: ``AdapterError``: `unsupportedType` for another type, `unexpectedContent` for a 0-byte
    ///   input, `malformedInput` for invalid UTF-8 (with line and byte offset), `limitExceeded` beyond
    ///   ``ImportOptions/maximumInputBytes`` or ``ImportOptions/maximumDepth`` levels of indentation.
    public func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        let lines = try textLines(of: input, as: type, options: options)
        var reader = TaskPaperReader(options: options, boardName: TodoTxtAdapter.boardName(input.name))
        do {
            return try reader.read(lines)
        } catch {
            var located = error
            located.input = input.name
            throw located
        }
    }

    /// Writes the board as TaskPaper: UTF-8, tabs for indentation, `\n` line endings.
    /// - Throws: ``AdapterError`` with code `unsupportedType` for another type.
    public func export(_ board: Board, as type: UTType, options: ExportOptions) throws -> ExportResult {
        guard writableTypes.contains(where: { $0.conforms(to: type) }) else {
            throw AdapterError(code: .unsupportedType, message: "the \(name) adapter does not write \(type.identifier)")
        }
        return TaskPaperWriter(options: options).write(board)
    }
}
