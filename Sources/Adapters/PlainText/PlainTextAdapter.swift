/// Reads plain text as cards, one per line, and writes a board's card titles, one per line.
///
/// Reading follows the task list rules of the README's Adapters section (list markers and checkboxes removed,
/// `## Heading` starts a list, indented lines under a card become its checklist). Writing keeps titles only,
/// with a warning for each kind of thing dropped. A value type, safe from any thread.
public struct PlainTextAdapter: BoardImporter, BoardExporter, TaskListAdapter {
    /// `text`.
    public var name: String { "text" }
    /// `public.plain-text` (so any text type without a more specific reader comes here).
    public var readableTypes: [UTType] { [.plainText] }
    /// `public.plain-text`, `public.utf8-plain-text` (always UTF-8).
    public var writableTypes: [UTType] { [.plainText, .utf8PlainText] }

    var flavor: TaskListReader.Flavor { .plainText }

    /// Creates the adapter.
    public init() {}
}
