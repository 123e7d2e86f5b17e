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

    @Test func aPersonsEscapesReadAsMarkdownShowsThem() throws {
        let text = "## To \\<do\\>\n\n- Fix \\[bug\\] in C:\\path\n- \\*not emphasis\\*\n"
        let read = try MarkdownAdapter().importBoard(from: .data(Data(text.utf8), name: "t.md"), as: .markdown, options: ImportOptions())
        #expect(read.board.lists.map(\.name) == ["To <do>"])
        #expect(read.board.lists[0].cards.map(\.title) == ["Fix [bug] in C:\\path", "*not emphasis*"])
    }
}
