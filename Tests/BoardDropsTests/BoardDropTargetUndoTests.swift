import Boards
import BoardDrops
import DragDrop
import DragDropTesting
import Foundation
import Testing

@Suite("BoardDropTarget: every drop is one undo step")
struct BoardDropTargetUndoTests {
    let lists = [("Todo", ["A", "B", "C"]), ("Doing", ["D"]), ("Done", [])]

    @Test func undoOfACrossListMoveRestoresSourceAndDestinationExactly() {
        let fixture = Fixture(lists)
        let before = fixture.document.board
        _ = fixture.move([row(0, 0), row(2, 0), row(0, 1)], to: DropLocation(section: 2))
        let after = fixture.document.board
        #expect(fixture.document.undo())
        #expect(fixture.document.board == before)
        #expect(!fixture.document.canUndo)
        #expect(fixture.document.redo())
        #expect(fixture.document.board == after)
    }

    @Test func undoOfADropFromAnotherAppRemovesEveryCardItAdded() {
        let fixture = Fixture(lists)
        let before = fixture.document.board
        let outcome = fixture.stranger.drag(
            items: [DragItem(itemProvider: textProvider("x\ny")), DragItem(itemProvider: textProvider("z"))],
            over: [DropLocation(section: 1, row: 0, fractionInRow: 0)], of: fixture.endpoint)
        #expect(outcome.waitForPlaceholders())
        #expect(titles(fixture.document.board)[1] == ["x", "y", "z", "D"])
        #expect(fixture.document.undo())
        #expect(fixture.document.board == before)
        #expect(!fixture.document.canUndo)
    }

    @Test func undoOfAJoinRestoresTheCard() {
        let fixture = Fixture(lists)
        let before = fixture.document.board
        let outcome = fixture.stranger.drag(
            items: [DragItem(itemProvider: textProvider("step one")), DragItem(itemProvider: textProvider("step two"))],
            over: [DropLocation(section: 0, row: 1, fractionInRow: 0.5)], of: fixture.endpoint)
        #expect(outcome.waitForPlaceholders())
        #expect(fixture.document.board.lists[0].cards[1].checklists.flatMap(\.items).map(\.text) == ["step one", "step two"])
        #expect(fixture.document.undo())
        #expect(fixture.document.board == before)
        #expect(!fixture.document.canUndo)
    }

    @Test func undoOfASameListReorderPutsTheCardBack() {
        let fixture = Fixture(lists)
        let before = fixture.document.board
        _ = fixture.move([row(0, 0)], to: DropLocation(section: 0, row: 2, fractionInRow: 0.9))
        #expect(titles(fixture.document.board)[0] == ["B", "C", "A"])
        #expect(fixture.document.undo())
        #expect(fixture.document.board == before)
    }
}
