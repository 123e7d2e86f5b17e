import Adapters
import Foundation
import PropertyBased
import Testing

/// Random boards of what Markdown carries: lists, one-line titles with the characters Markdown gives meaning to
/// (`-`, `*`, `#`, `[`, `\`, `<`, `>`, `&`, digits and `.`), notes with blank lines and code fences, and checklist items done
/// or not.
enum TaskListGen {
    static let characters = Array("abcXYZ019 -*+#[]\\_`.)(!x éü中😀\t<>&:")

    /// One line of 0–14 characters without leading or trailing whitespace (a line keeps no such thing).
    static let line = Gen.element(of: characters).map { $0 ?? "a" }.string(of: 0...14)
        .map { $0.trimmingCharacters(in: .whitespaces) }

    static let item = zip(line, Gen.bool).map { ChecklistItem(id: "", text: $0, done: $1) }

    /// Notes of 0–4 lines, blank ones and fences (```) among them, not starting or ending with a blank line.
    static let notes = Gen.oneOf(line.eraseToAnySequence(), Gen.always("```").eraseToAnySequence())
        .array(of: 0...4)
        .map { $0.joined(separator: "\n").trimmingCharacters(in: .newlines) }

    static let card = zip(line, notes, item.array(of: 0...4)).map { title, notes, items in
        Card(
            id: "", title: title, notes: notes,
            checklists: items.isEmpty ? [] : [Checklist(id: "", name: "Checklist", items: items)])
    }

    static let list = zip(line, card.array(of: 0...5)).map { BoardList(id: "", name: $0, cards: $1) }

    static let board = zip(line, list.array(of: 1...4)).map { Board(id: "", name: $0, lists: $1) }
}

/// What a task list carries of a board: list names, card titles and notes, and checklist items with their done
/// state.
struct TaskListShape: Equatable {
    var lists: [String]
    var cards: [[String]]
    var notes: [[String]]
    var items: [[[String]]]

    init(_ board: Board) {
        lists = board.lists.map(\.name)
        cards = board.lists.map { $0.cards.map(\.title) }
        notes = board.lists.map { $0.cards.map(\.notes) }
        items = board.lists.map { list in
            list.cards.map { card in card.checklists.flatMap(\.items).map { "\($0.done ? "x" : " ") \($0.text)" } }
        }
    }
}

@Suite struct MarkdownRoundTripTests {
    @Test func markdownExportReadsBackToTheSameListsTitlesNotesAndItems() async {
        await propertyCheck(count: 300, input: TaskListGen.board) { board in
            let written = try MarkdownAdapter().export(board, as: .markdown, options: ExportOptions())
            #expect(written.warnings.isEmpty)
            let read = try MarkdownAdapter().importBoard(
                from: .data(written.data, name: "board.md"), as: .markdown, options: ImportOptions())
            #expect(TaskListShape(read.board) == TaskListShape(board))
            #expect(read.board.name == board.name)
            #expect(read.warnings.isEmpty)
        }
    }

    @Test func obsidianKanbanExportReadsBackToTheSameLanesTitlesNotesAndItems() async {
        await propertyCheck(count: 300, input: TaskListGen.board) { board in
            let written = try ObsidianKanbanAdapter().export(board, as: .obsidianKanban, options: ExportOptions())
            #expect(identified(.markdown, written.data) == .obsidianKanban)
            let read = try ObsidianKanbanAdapter().importBoard(
                from: .data(written.data, name: "board.md"), as: .obsidianKanban, options: ImportOptions())
            #expect(TaskListShape(read.board) == TaskListShape(board))
            #expect(read.warnings.isEmpty)
        }
    }

    @Test func theSameMarkdownReadsTheSameWithAnyLineEndingAndEncoding() async throws {
        let text = String(decoding: try fixtureData("markdown-release-checklist.md"), as: UTF8.self)
        let adapter = MarkdownAdapter()
        let reference = try adapter.importBoard(from: .data(Data(text.utf8), name: "lf"), as: .markdown, options: ImportOptions())
        let crlf = Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        var utf16 = Data([0xFF, 0xFE])
        for unit in text.utf16 { utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        for data in [crlf, Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8), utf16] {
            let board = try adapter.importBoard(from: .data(data, name: "variant"), as: .markdown, options: ImportOptions())
            #expect(board.board == reference.board)
        }
    }
}
