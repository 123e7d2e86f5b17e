import Foundation
import PropertyBased
import Testing

@testable import Adapters
import Markup

@Suite("Board → HTML page")
struct HTMLExporterTests {
    private func page(_ board: Board, options: ExportOptions = ExportOptions()) throws -> (String, ExportResult) {
        let result = try HTMLExporter().export(board, as: .html, options: options)
        return (String(decoding: result.data, as: UTF8.self), result)
    }

    private func readBack(_ data: Data) throws -> Board {
        try HTMLImporter().importBoard(from: .data(data, name: "page.html"), as: .html, options: ImportOptions()).board
    }

    @Test("content is escaped: a script title is text, javascript: URLs never become links")
    func escaping() throws {
        let (html, _) = try page(RichBoard.board)
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!html.contains("href=\"javascript:"))
        #expect(html.contains("href=\"https://example.com/spec?x=1&amp;y=2\""))
        #expect(html.contains("<meta name=\"generator\" content=\"cardport\">"))
        // Standalone: nothing loaded from elsewhere.
        #expect(!html.contains("<link") && !html.contains("src=") && !html.contains("@import"))
    }

    @Test("the page shows the board: columns, labels, checklist state, due date, comments, attachments")
    func readable() throws {
        let (html, _) = try page(RichBoard.board)
        let document = try MarkupDocument(parsingHTML: Array(html.utf8))
        func all(_ element: MarkupElement) -> [MarkupElement] { element.childElements + element.childElements.flatMap(all) }
        let elements = all(document.root)
        #expect(elements.filter { $0.attribute("class") == "list" }.count == 2)
        #expect(elements.filter { $0.attribute("class") == "card" }.count == 3)
        let boxes = elements.filter { $0.name == "input" && $0.attribute("type") == "checkbox" }
        #expect(boxes.map { $0.attribute("checked") != nil } == [true, false])
        #expect(elements.contains { $0.name == "time" && $0.text.hasPrefix("Due 2024-06-14") })
        #expect(elements.contains { $0.text == "Urgent" && $0.attribute("data-color") == "red" })
        #expect(elements.contains { $0.name == "a" && $0.text == "Spec" })
        #expect(elements.contains { $0.text == "Looks <b>good</b>\nto me" })
    }

    @Test("a rich board reads back as the same board")
    func richRoundTrip() throws {
        let (_, result) = try page(RichBoard.board)
        #expect(try readBack(result.data) == RichBoard.board)
    }

    @Test("archived lists and cards are left out when options say so")
    func archived() throws {
        let (_, result) = try page(RichBoard.board, options: ExportOptions(includeArchived: false))
        let board = try readBack(result.data)
        #expect(board.lists.map(\.id) == ["list-a"])
    }

    @Test("any board reads back from its page as the same board")
    func propertyRoundTrip() async {
        await propertyCheck(count: 150, input: MarkupBoardGen.board) { board in
            let data = try HTMLExporter().export(board, as: .html, options: ExportOptions()).data
            #expect(try readBack(data) == board)
        }
    }

    @Test("a board with every version 2 part (people, custom fields, links, covers, extra…) reads back the same")
    func fullBoardRoundTrip() async {
        await propertyCheck(count: 100, input: MarkupBoardGen.fullBoard) { board in
            let data = try HTMLExporter().export(board, as: .html, options: ExportOptions()).data
            #expect(try readBack(data) == board)
        }
    }

    @Test("real Trello exports come back the same from their page, people shown by name", arguments: realTrelloExports)
    func realTrelloRoundTrip(name: String) throws {
        let board = try importTrello(trelloFixture(name)).board
        let (text, result) = try page(board)
        #expect(result.warnings.isEmpty)
        #expect(try readBack(result.data) == board)
        for comment in board.lists.flatMap(\.cards).flatMap(\.comments) {
            #expect(text.contains(">" + board.displayName(ofPerson: comment.author) + "</span>"))
        }
    }

    @Test("real Obsidian boards come back the same from their page", arguments: [
        "kanban-parser-full-board.md", "kanban-parser-complex-tasks.md", "kanban-parser-description-and-subtasks.md",
    ])
    func realObsidianRoundTrip(name: String) throws {
        let board = try ObsidianKanbanAdapter().importBoard(
            from: .file(fixtureFile("obsidian/" + name)), as: .obsidianKanban, options: ImportOptions()).board
        let (_, result) = try page(board)
        #expect(result.warnings.isEmpty)
        #expect(try readBack(result.data) == board)
    }

    @Test("control characters HTML cannot carry are replaced, with a warning")
    func controlCharacters() throws {
        let board = Board(id: "b", name: "bell\u{07}", lists: [])
        let (html, result) = try page(board)
        #expect(html.contains("bell\u{FFFD}"))
        #expect(!result.warnings.isEmpty)
    }
}
