/// Whether notes are Markdown, which a Markdown writer writes as they are, or text from a format without
/// markup (plain text, CSV, HTML's text, Jira's), whose `<script>` or `<img onerror=…>` must stay text when the
/// Markdown is rendered.
///
/// A card records where it came from in its ``Source``; its notes are Markdown when that system keeps Markdown
/// (``markdownSystems``), or when it has no source (a card made in Cardport, whose notes are Markdown by the
/// model's convention). A board records no source of its own: its notes are taken as Markdown when every card on
/// it that has a source came from a Markdown system.
enum MarkdownNotes {
    /// The ``Source/system`` names whose notes are Markdown: Cardport's Markdown readers, and the tools whose
    /// descriptions are Markdown (Trello, GitHub, Nextcloud Deck, Wekan, Focalboard, Taiga, Linear).
    static let markdownSystems: Set<String> = [
        "markdown", "obsidian-kanban", "trello", "github", "github-projects", "deck", "wekan", "focalboard", "taiga",
        "linear",
    ]

    /// Whether `card`'s notes are Markdown.
    static func areMarkdown(_ card: Card) -> Bool {
        card.source.map { markdownSystems.contains($0.system) } ?? true
    }

    /// Whether `board`'s own notes are Markdown.
    static func areMarkdown(notesOf board: Board) -> Bool {
        board.lists.allSatisfy { list in
            list.cards.allSatisfy { card in card.source.map { markdownSystems.contains($0.system) } ?? true }
        }
    }
}
