// The types of Cardport's own formats and of the third-party formats its adapters read, as constants.

extension UTType {
    /// The type with `identifier` from Cardport's declarations, in the shared registry.
    ///
    /// Using any of these constants registers Cardport's declarations in ``TypeRegistry/shared`` first. Should
    /// the bundled declarations be missing, the type is declared with its parent alone, so the constant always
    /// conforms to the parent it is documented with.
    private static func cardport(_ identifier: String, exported: Bool, conformingTo parent: UTType) -> UTType {
        _ = CardportDeclarationFile.registeredInShared
        if let type = TypeRegistry.shared.type(withIdentifier: identifier), type.isDeclared { return type }
        return exported
            ? UTType(exportedAs: identifier, conformingTo: parent)
            : UTType(importedAs: identifier, conformingTo: parent)
    }

    // MARK: Exported: Cardport's own formats

    /// `app.cardport.board`: a board in Cardport's native JSON format (`"format": "cardport.board"`).
    ///
    /// Conforms to `public.json`; filename extension `cardport`, MIME type `application/vnd.cardport.board+json`.
    public static let cardportBoard = cardport("app.cardport.board", exported: true, conformingTo: .json)

    /// `app.cardport.board-xml`: a board in Cardport's XML format.
    ///
    /// Conforms to `public.xml`; filename extension `cardportxml`, MIME type `application/vnd.cardport.board+xml`.
    public static let cardportBoardXML = cardport("app.cardport.board-xml", exported: true, conformingTo: .xml)

    // MARK: Imported: formats other tools own

    /// `com.trello.board-export`: the JSON file Trello's "Export as JSON" writes for a board.
    ///
    /// Conforms to `public.json`. It has no tags of its own (Trello names the file `*.json`): a `public.json`
    /// payload is refined to this type by its content (see ``TypeRefiner``).
    public static let trelloBoardExport = cardport("com.trello.board-export", exported: false, conformingTo: .json)

    /// `org.opml.opml`: an OPML outline. Conforms to `public.xml`; extension `opml`, MIME type `text/x-opml`.
    public static let opml = cardport("org.opml.opml", exported: false, conformingTo: .xml)

    /// `com.atlassian.jira.issue-xml`: Jira's XML export of issues (an RSS document). Conforms to `public.xml`.
    public static let jiraIssueXML = cardport("com.atlassian.jira.issue-xml", exported: false, conformingTo: .xml)

    /// `md.obsidian.kanban`: a board of the Obsidian Kanban plugin, a Markdown file whose front matter says
    /// `kanban-plugin: basic` (or `board`).
    ///
    /// Conforms to `net.daringfireball.markdown`; it has no tags of its own (the file is `*.md`): a Markdown
    /// payload is refined to this type by its front matter (see ``TypeRefiner``).
    public static let obsidianKanban = cardport("md.obsidian.kanban", exported: false, conformingTo: .markdown)
}
