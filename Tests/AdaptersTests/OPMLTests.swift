import Foundation
import PropertyBased
import Testing

@testable import Adapters

@Suite("OPML outlines")
struct OPMLTests {
    private func read(_ input: AdapterInput) throws -> ImportResult {
        try OPMLImporter().importBoard(from: input, as: UTType.opml, options: ImportOptions())
    }

    @Test("a Workflowy export: level 1 lists, level 2 cards with notes, deeper levels checklist items")
    func workflowy() throws {
        let board = try read(MarkupFixtures.input("workflowy.opml")).board
        #expect(board.lists.map(\.name) == ["Home", "Work", "Someday"])
        #expect(board.lists[0].cards.map(\.title) == ["Groceries", "Fix the <b>leaky</b> tap"])
        #expect(board.lists[0].cards[0].notes == "Saturday market, bring bags")
        let items = try #require(board.lists[0].cards[0].checklists.first?.items)
        #expect(items.map(\.text) == ["Eggs", "Bread & butter"])
        #expect(items.map(\.done) == [true, false])
        let deep = try #require(board.lists[1].cards.first?.checklists.first?.items)
        #expect(deep.map(\.text) == ["Collect numbers", "Revenue", "Churn"])
        #expect(deep.map(\.done) == [false, true, false])
        #expect(board.lists[2].cards.isEmpty)
    }

    @Test("Dynalist's complete attribute and multi-line notes; the head title names the board")
    func dynalist() throws {
        let board = try read(MarkupFixtures.input("dynalist.opml")).board
        #expect(board.name == "Reading list")
        let card = try #require(board.lists.first?.cards.first)
        #expect(card.notes == "Lent to Sam\nAsk for it back")
        #expect(card.checklists.first?.items.map(\.done) == [true, false])
    }

    @Test("a Logseq export reads its blocks as text")
    func logseq() throws {
        let board = try read(MarkupFixtures.input("logseq.opml")).board
        #expect(board.lists.first?.cards.map(\.title) == ["TODO Prepare the sprint demo"])
        #expect(board.lists.first?.cards.first?.checklists.first?.items.map(\.text) == ["DONE Record the screen capture"])
    }

    @Test("export then import gives back lists, cards, notes and checklist items")
    func propertyRoundTrip() async {
        await propertyCheck(count: 150, input: MarkupBoardGen.board) { board in
            let result = try OPMLExporter().export(board, as: UTType.opml, options: ExportOptions())
            let back = try read(.data(result.data, name: "board.opml")).board
            #expect(back.name == board.name)
            #expect(back.lists.map(\.name) == board.lists.map(\.name))
            #expect(back.lists.map { $0.cards.map(\.title) } == board.lists.map { $0.cards.map(\.title) })
            #expect(back.lists.map { $0.cards.map(\.notes) } == board.lists.map { $0.cards.map(\.notes) })
            let items = { (board: Board) in
                board.lists.map { $0.cards.map { $0.checklists.flatMap(\.items).map { [$0.text, "\($0.done)"] } } }
            }
            #expect(items(back) == items(board))
        }
    }

    @Test("what OPML cannot carry is named in a warning")
    func warnings() throws {
        let result = try OPMLExporter().export(RichBoard.board, as: UTType.opml, options: ExportOptions())
        let message = result.warnings.map(\.message).joined()
        for part in ["labels", "comments", "attachments", "dates", "members"] { #expect(message.contains(part)) }
    }

    @Test("XML that is not OPML is unexpected content")
    func notOPML() throws {
        let error = try #require(throws: AdapterError.self) { try read(MarkupFixtures.input(text: "<rss><channel/></rss>")) }
        #expect(error.code == .unexpectedContent)
    }
}
