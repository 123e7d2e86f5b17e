/// Reads and writes todo.txt files (<https://github.com/todotxt/todo.txt>), `done.txt` included: one card per
/// task line.
///
/// Reading: lists come from ``ImportOptions/todoTxtGrouping`` (by project unless told otherwise); `x ` marks a
/// card done; the priority becomes the option of a `Priority` custom field; the creation date becomes the
/// card's `Card.created` (an all-day date); `due:YYYY-MM-DD` the due date and `t:YYYY-MM-DD` (the
/// threshold date) the start date; every `+project` and `@context` a label named with its sign (`+GarageSale`,
/// `@phone`); every other `key:value` a text custom field named after the key. The completion date is kept in
/// the card's `extra` as `todo.txt.completed`. Nothing else is on a line, so nothing is lost but repeats of
/// one key on one line (counted).
///
/// Writing: one line per card, in list order (archived cards only with
/// ``ExportOptions/includeArchived``). `+`/`@` labels are written as they are, other labels as `@Name` contexts
/// (blanks become `_`); a card with no project label in a list Cardport did not make from todo.txt gets
/// `+ListName` so the lists survive a round trip. Notes, checklists, comments, attachments, members, archived
/// marks and the board's name and notes have no place in the file: the warnings count them, and the titles
/// that would read back otherwise (todo.txt has no escapes).
///
/// A value type, safe from any thread.
public struct TodoTxtAdapter: BoardImporter, BoardExporter {
    /// `todo-txt`.
    public var name: String { "todo-txt" }
    /// `org.todotxt.todo-txt`.
    public var readableTypes: [UTType] { [.todoTxt] }
    /// `org.todotxt.todo-txt`.
    public var writableTypes: [UTType] { [.todoTxt] }

    /// Creates the adapter.
    public init() {}

    /// Reads the text (UTF-8, or UTF-16 with a byte order mark; any line endings) as todo.txt.
    /// - Throws: ``AdapterError``: `unsupportedType` for another type, `unexpectedContent` for a 0-byte
    ///   input, `malformedInput` for invalid UTF-8 (with line and byte offset), `limitExceeded` beyond
    ///   ``ImportOptions/maximumInputBytes``.
    public func importBoard(from input: AdapterInput, as type: UTType, options: ImportOptions) throws -> ImportResult {
        let lines = try textLines(of: input, as: type, options: options)
        var reader = TodoTxtReader(grouping: options.todoTxtGrouping, boardName: Self.boardName(input.name))
        return reader.read(lines)
    }

    /// Writes the board as todo.txt: UTF-8, one task per line, `\n` line endings.
    /// - Throws: ``AdapterError`` with code `unsupportedType` for another type.
    public func export(_ board: Board, as type: UTType, options: ExportOptions) throws -> ExportResult {
        guard writableTypes.contains(where: { $0.conforms(to: type) }) else {
            throw AdapterError(code: .unsupportedType, message: "the \(name) adapter does not write \(type.identifier)")
        }
        return TodoTxtWriter(options: options).write(board)
    }

    /// The board's name for an input: the file's name without its folder and extension (`todo` for
    /// `~/todo/todo.txt`); empty for standard input.
    static func boardName(_ input: String) -> String {
        guard input != "<stdin>" else { return "" }
        let file = input.split(separator: "/").last.map(String.init) ?? input
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }
}
