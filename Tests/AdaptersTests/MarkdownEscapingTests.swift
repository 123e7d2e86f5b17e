import Adapters
import Foundation
import Testing

/// Finding 5: Markdown exports wrote titles and names unescaped, so `[x](javascript:…)` and `<img onerror=…>`
/// became a live link and a live element in any viewer. They are escaped now, and read back as they were.
@Suite struct MarkdownEscapingTests {
    static let hostile = [
        "[x](javascript:alert(1))",
        "<img src=x onerror=alert(1)>",
        "![tracker](https://example.com/p.gif)",
        "<https://example.com/autolink>",
        "[ref]: https://example.com/reference",
        "\\[not a link]",
        "a \\ b \\\\ c",
        "\\-",
        "- -",
        "[ ] looks like a box",
    ]

    static var board: Board {
        Board(
            id: "b", name: "<script>alert(1)</script>",
            lists: [
                BoardList(
                    id: "l", name: "[list](javascript:alert(2))",
                    cards: hostile.enumerated().map { index, title in
                        Card(
                            id: "c\(index)", title: title,
                            checklists: [Checklist(id: "k\(index)", name: "Checklist", items: [ChecklistItem(id: "i\(index)", text: title)])])
                    })
            ])
    }

    /// Whether the text of `line` (after its heading or item marker and checkbox) has a `[`, `]`, `<` or `>`
    /// that no backslash escapes: what makes links and HTML live.
    static func hasLiveSyntax(_ line: Substring) -> Bool {
        var text = line.drop { $0 == " " || $0 == "\t" }
        if text.hasPrefix("#") { text = text.drop { $0 == "#" } }
        if text.hasPrefix("- ") { text = text.dropFirst(2) }
        if text.hasPrefix("[ ] ") || text.hasPrefix("[x] ") { text = text.dropFirst(4) }
        var backslashes = 0
        for character in text {
            if "[]<>".contains(character) && backslashes % 2 == 0 { return true }
            backslashes = character == "\\" ? backslashes + 1 : 0
        }
        return false
    }

    @Test(arguments: [UTType.markdown, .obsidianKanban])
    func titlesNamesAndItemsAreEscapedAndReadBackUnchanged(type: UTType) throws {
        let adapter: any BoardExporter & BoardImporter = type == .markdown ? MarkdownAdapter() : ObsidianKanbanAdapter()
        let written = try adapter.export(Self.board, as: type, options: ExportOptions())
        let text = String(decoding: written.data, as: UTF8.self)
        let contentLines = text.split(separator: "\n").filter {
            $0.hasPrefix("#") || $0.hasPrefix("- ") || $0.hasPrefix("\t- ") || $0.hasPrefix("  - ")
        }
        #expect(contentLines.count >= 2 * Self.hostile.count + 1)
        for line in contentLines { #expect(!Self.hasLiveSyntax(line), "\(line)") }

        let read = try adapter.importBoard(from: .data(written.data, name: "board.md"), as: type, options: ImportOptions())
        #expect(read.board.lists.map(\.name) == ["[list](javascript:alert(2))"])
        #expect(read.board.lists[0].cards.map(\.title) == Self.hostile)
        #expect(read.board.lists[0].cards.map { $0.checklists.flatMap(\.items).map(\.text) } == Self.hostile.map { [$0] })
        if type == .markdown { #expect(read.board.name == "<script>alert(1)</script>") }
    }

    // MARK: - Notes: raw HTML from a format without markup stays text

    static let hostileNotes = "Pay on time\n<script>alert(1)</script>\n  <img src=x onerror=alert(2)>\n# not a heading\n[x](javascript:alert(3))"

    /// The lines of `text` under the card titled `title`, up to the next card or heading.
    static func noteLines(of title: String, in text: String) -> [Substring] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasSuffix(title) }) else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.isEmpty && !$0.hasPrefix("- ") && !$0.hasPrefix("#") })
    }

    @Test("notes from plain text, CSV, HTML or Jira are escaped in Markdown and Obsidian, so their HTML stays text",
          arguments: ["text", "csv", "html", "jira", "taskpaper"], [UTType.markdown, .obsidianKanban])
    func textNotesAreEscaped(system: String, type: UTType) throws {
        let adapter: any BoardExporter = type == .markdown ? MarkdownAdapter() : ObsidianKanbanAdapter()
        let board = Board(id: "b", name: "B", lists: [BoardList(id: "l", name: "L", cards: [
            Card(id: "c", title: "Imported", notes: Self.hostileNotes, source: Source(system: system)),
        ])])
        let text = String(decoding: try adapter.export(board, as: type, options: ExportOptions()).data, as: UTF8.self)
        let notes = Self.noteLines(of: "Imported", in: text)
        #expect(notes.count == 5, "\(text)")
        for line in notes { #expect(!Self.hasLiveSyntax(line), "\(line) in \(text)") }
        #expect(!text.contains("<script>"))
        #expect(text.contains("\\<img src=x onerror=alert(2)\\>"))
        #expect(text.contains("\\<script\\>alert(1)\\</script\\>"))
        #expect(text.contains("\\# not a heading"))
    }

    @Test("notes that came from Markdown, or were written in Cardport, are written as they are",
          arguments: [Source(system: "markdown"), Source(system: "trello"), Source(system: "github"), nil])
    func markdownNotesAreKept(source: Source?) throws {
        let notes = "Details:\n<details><summary>More</summary>hidden</details>\n**bold** and [link](https://example.com)"
        let board = Board(id: "b", name: "B", lists: [BoardList(id: "l", name: "L", cards: [
            Card(id: "c", title: "Kept", notes: notes, source: source),
        ])])
        let text = String(decoding: try MarkdownAdapter().export(board, as: .markdown, options: ExportOptions()).data, as: UTF8.self)
        #expect(text.contains("  <details><summary>More</summary>hidden</details>\n"))
        #expect(text.contains("  **bold** and [link](https://example.com)\n"))
    }

    @Test func boardNotesAreEscapedWhenTheBoardCameFromAFormatWithoutMarkup() throws {
        func written(_ system: String) throws -> String {
            let board = Board(id: "b", name: "B", notes: "<script>alert(1)</script>", lists: [BoardList(id: "l", name: "L", cards: [
                Card(id: "c", title: "A card", source: Source(system: system)),
            ])])
            return String(decoding: try MarkdownAdapter().export(board, as: .markdown, options: ExportOptions()).data, as: UTF8.self)
        }
        #expect(try written("csv").contains("# B\n\n\\<script\\>alert(1)\\</script\\>\n\n"))
        #expect(try written("markdown").contains("# B\n\n<script>alert(1)</script>\n\n"))
    }

    @Test func escapedTextNotesReadBackAsMarkdownThatShowsTheText() throws {
        let board = Board(id: "b", name: "B", lists: [BoardList(id: "l", name: "L", cards: [
            Card(id: "c", title: "Imported", notes: "<b>not bold</b>\n- not an item", source: Source(system: "csv")),
        ])])
        let written = try MarkdownAdapter().export(board, as: .markdown, options: ExportOptions())
        let read = try MarkdownAdapter().importBoard(from: .data(written.data, name: "b.md"), as: .markdown, options: ImportOptions())
        let card = try #require(read.board.lists.first?.cards.first)
        // The notes are Markdown now, and say in Markdown what the text said.
        #expect(card.source?.system == "markdown")
        #expect(card.notes == "\\<b\\>not bold\\</b\\>\n- not an item")
        #expect(card.checklists.isEmpty)
    }

    @Test func aPersonsEscapesReadAsMarkdownShowsThem() throws {
        let text = "## To \\<do\\>\n\n- Fix \\[bug\\] in C:\\path\n- \\*not emphasis\\*\n"
        let read = try MarkdownAdapter().importBoard(from: .data(Data(text.utf8), name: "t.md"), as: .markdown, options: ImportOptions())
        #expect(read.board.lists.map(\.name) == ["To <do>"])
        #expect(read.board.lists[0].cards.map(\.title) == ["Fix [bug] in C:\\path", "*not emphasis*"])
    }
}
