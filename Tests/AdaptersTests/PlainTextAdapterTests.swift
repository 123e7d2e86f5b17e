import Adapters
import Foundation
import Testing

@Suite struct PlainTextAdapterTests {
    func read(_ text: String) throws -> Board {
        try PlainTextAdapter().importBoard(from: .data(Data(text.utf8), name: "t.txt"), as: .plainText, options: ImportOptions()).board
    }

    @Test func oneCardPerLineWithMarkersRemoved() throws {
        let board = try read("- dash\n* star\n+ plus\n1. dot\n12) paren\nplain line\n-not a marker\n")
        #expect(board.lists.count == 1)
        #expect(board.lists[0].cards.map(\.title) == ["dash", "star", "plus", "dot", "paren", "plain line", "-not a marker"])
    }

    @Test func indentedLinesAreChecklistItemsOfTheCardAbove() throws {
        let board = try read("Pack\n\t[x] tent\n    - [ ] stove\n  matches\nLeave\n")
        let pack = board.lists[0].cards[0]
        #expect(pack.checklists[0].items.map(\.text) == ["tent", "stove", "matches"])
        #expect(pack.checklists[0].items.map(\.done) == [true, false, false])
        #expect(board.lists[0].cards.map(\.title) == ["Pack", "Leave"])
    }

    @Test func headingsStartListsInPlainTextToo() throws {
        let board = try read("## Home\nmop\n## Work\nfile taxes\n#hashtag is a card\n")
        #expect(board.lists.map(\.name) == ["Home", "Work"])
        #expect(board.lists[1].cards.map(\.title) == ["file taxes", "#hashtag is a card"])
    }

    @Test func whitespaceOnlyInputGivesAnEmptyBoard() throws {
        #expect(try read("  \n\t\n").lists.isEmpty)
    }

    @Test func exportWritesTitlesOnlyAndSaysWhatIsLost() throws {
        let board = Board(id: "b", name: "Trip", lists: [
            BoardList(id: "l1", name: "Before", cards: [
                Card(id: "c1", title: "Book", notes: "n", checklists: [Checklist(id: "k", name: "Checklist")]),
            ]),
            BoardList(id: "l2", name: "During", cards: [Card(id: "c2", title: "Enjoy")]),
        ])
        let result = try PlainTextAdapter().export(board, as: .plainText, options: ExportOptions())
        #expect(String(decoding: result.data, as: UTF8.self) == "Book\nEnjoy\n")
        let messages = result.warnings.map(\.message)
        #expect(messages.contains("2 list names are not written: plain text has no place for them"))
        #expect(messages.contains("1 card notes are not written: plain text has no place for them"))
        #expect(messages.contains("1 checklists are not written: plain text has no place for them"))
        #expect(messages.contains("the board's name and notes are not written: plain text has no place for them"))
        #expect(try PlainTextAdapter().export(board, as: .utf8PlainText, options: ExportOptions()).data == result.data)
    }

    @Test func exportToAnUnrelatedTypeIsRefused() {
        let error = #expect(throws: AdapterError.self) {
            try PlainTextAdapter().export(Board(id: "b", name: ""), as: .json, options: ExportOptions())
        }
        #expect(error?.code == .unsupportedType)
    }
}
