import Adapters
import Boards
import BoardDrops
import DragDrop
import DragDropTesting
import Foundation
import ItemProviders
import Testing

@Suite("BoardDropTarget: content dropped onto a card joins it")
struct BoardDropTargetJoinTests {
    @Test func textLinesBecomeChecklistItemsAndLinksAttachments() throws {
        let fixture = Fixture([("Todo", ["A", "B"])])
        let outcome = fixture.stranger.drag(
            items: [DragItem(itemProvider: textProvider("Check logs\nhttps://example.com/report.pdf\nFix alert"))],
            over: [DropLocation(section: 0, row: 1, fractionInRow: 0.5)], of: fixture.endpoint)
        #expect(outcome.coordinator?.proposal.intent == .insertIntoDestinationIndexPath)
        #expect(outcome.waitForPlaceholders())
        let board = fixture.document.board
        #expect(titles(board) == [["A", "B"]])
        let card = board.lists[0].cards[1]
        #expect(card.checklists.flatMap(\.items).map(\.text) == ["Check logs", "Fix alert"])
        #expect(card.attachments.map(\.url) == ["https://example.com/report.pdf"])
        #expect(fixture.document.undoActionName == "Merge into card")
    }

    @Test func aBrowsersLinkWithItsTitleJoinsAsItsLinkAlone() throws {
        let fixture = Fixture([("Todo", ["A", "B"])])
        let provider = textProvider("https://swift.org/blog/\nThe Swift Blog", type: .mozURL)
        let outcome = fixture.stranger.drag(
            items: [DragItem(itemProvider: provider)], over: [DropLocation(section: 0, row: 1, fractionInRow: 0.5)],
            of: fixture.endpoint)
        #expect(outcome.waitForPlaceholders())
        let card = fixture.document.board.lists[0].cards[1]
        #expect(card.checklists.isEmpty)
        #expect(card.attachments.map(\.url) == ["https://swift.org/blog/"])
        #expect(card.attachments.map(\.name) == ["The Swift Blog"])
    }

    @Test(arguments: [(0.1, [["Dropped", "A", "B"]], 0), (0.9, [["A", "Dropped", "B"]], 0), (0.5, [["A", "B"]], 1)])
    func automaticChoosesByThePositionInTheRow(fraction: Double, expected: [[String]], joined: Int) {
        let fixture = Fixture([("Todo", ["A", "B"])])
        let outcome = fixture.stranger.drag(
            items: [DragItem(itemProvider: textProvider("Dropped"))],
            over: [DropLocation(section: 0, row: 0, fractionInRow: fraction)], of: fixture.endpoint)
        #expect(outcome.waitForPlaceholders())
        #expect(titles(fixture.document.board) == expected)
        #expect(fixture.document.board.lists[0].cards.first { $0.title == "A" }?.checklists.flatMap(\.items).count == joined)
    }

    @Test func aCardOfThisBoardDroppedOntoAnotherJoinsItAsACopy() {
        let fixture = Fixture([("Todo", ["A", "B"])])
        let outcome = fixture.move([row(1, 0)], to: DropLocation(section: 0, row: 0, fractionInRow: 0.5))
        #expect(outcome.operation == .copy)
        #expect(titles(fixture.document.board) == [["A", "B"]])
        #expect(fixture.document.board.lists[0].cards[0].checklists.flatMap(\.items).map(\.text) == ["B"])
    }
}

@Suite("BoardDropTarget: a card never joins itself")
struct BoardDropTargetSelfJoinTests {
    @Test func aCardDroppedOntoItselfIsCancelled() {
        let fixture = Fixture([("Todo", ["A", "B"])])
        let outcome = fixture.move([row(0, 0)], to: DropLocation(section: 0, row: 0, fractionInRow: 0.5))
        #expect(outcome.operation == .cancel)
        #expect(fixture.document.board == makeBoard([("Todo", ["A", "B"])]))
    }
}
