/// Reads a Markdown task list as a board and writes a board as one.
///
/// `# Board`, `## List`, `- Card`, indented `- [ ] item` / `- [x] item` for checklist items and indented text
/// for notes; the README's Adapters section has the whole mapping. Exporting and importing again keeps the
/// lists, titles, notes (less whitespace at the ends of their lines), checklist items and their done state.
/// A value type, safe from any thread.
public struct MarkdownAdapter: BoardImporter, BoardExporter, TaskListAdapter {
    /// `markdown`.
    public var name: String { "markdown" }
    /// `net.daringfireball.markdown`.
    public var readableTypes: [UTType] { [.markdown] }
    /// `net.daringfireball.markdown`.
    public var writableTypes: [UTType] { [.markdown] }

    var flavor: TaskListReader.Flavor { .markdown }

    /// Creates the adapter.
    public init() {}
}
