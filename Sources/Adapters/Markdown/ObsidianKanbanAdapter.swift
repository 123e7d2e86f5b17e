/// Reads and writes the boards of Obsidian's Kanban plugin: Markdown with `kanban-plugin: basic` front matter,
/// `## List` headings and `- [ ] card` items.
///
/// `**Complete**` lists, lane card limits (`## Doing (3)`), the archive after `***`, and the trailing
/// `%% kanban:settings` block are understood: the settings configure Obsidian's view and are kept in the
/// board's `extra`, so that export writes them back (the plugin's defaults for a board that has none).
/// A value type, safe from any thread.
public struct ObsidianKanbanAdapter: BoardImporter, BoardExporter, TaskListAdapter {
    /// `obsidian-kanban`.
    public var name: String { "obsidian-kanban" }
    /// `md.obsidian.kanban`.
    public var readableTypes: [UTType] { [.obsidianKanban] }
    /// `md.obsidian.kanban`.
    public var writableTypes: [UTType] { [.obsidianKanban] }

    var flavor: TaskListReader.Flavor { .obsidianKanban }

    /// Creates the adapter.
    public init() {}
}
