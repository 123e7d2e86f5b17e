import Boards
import BoardDrops
import DragDrop
import DragDropTesting
import Foundation
import Testing

@Suite("BoardDropTarget: this board's cards are reordered and moved")
struct BoardDropTargetMoveTests {
    let lists = [("Todo", ["A", "B", "C", "D"]), ("Doing", ["E", "F"]), ("Done", [])]

    @Test func sameListReorderDownShiftsTheCardsBetween() {
        let fixture = Fixture(lists)
        let outcome = fixture.move([row(0, 0)], to: DropLocation(section: 0, row: 2, fractionInRow: 0.1))
        #expect(outcome.operation == .move)
        #expect(titles(fixture.document.board)[0] == ["B", "C", "A", "D"])
    }

    @Test func sameListReorderUpShiftsTheCardsBetween() {
        let fixture = Fixture(lists)
        _ = fixture.move([row(3, 0)], to: DropLocation(section: 0, row: 1, fractionInRow: 0))
        #expect(titles(fixture.document.board)[0] == ["A", "D", "B", "C"])
    }

    @Test func anotherListGainsTheCardAndTheSourceLosesItExactlyOnce() {
        let fixture = Fixture(lists)
        let outcome = fixture.move([row(1, 0)], to: DropLocation(section: 1, row: 1, fractionInRow: 0.1))
        #expect(outcome.operation == .move)
        #expect(titles(fixture.document.board) == [["A", "C", "D"], ["E", "B", "F"], []])
        #expect(fixture.document.board.lists.flatMap(\.cards).count { $0.id == "l0c1" } == 1)
    }

    @Test func droppedOnAListsEmptySpaceTheCardGoesLast() {
        let fixture = Fixture(lists)
        _ = fixture.move([row(0, 0)], to: DropLocation(section: 1))
        _ = fixture.move([row(0, 0)], to: DropLocation(section: 2))
        #expect(titles(fixture.document.board) == [["C", "D"], ["E", "F", "A"], ["B"]])
    }

    @Test func aMultiCardDragFromSeveralListsMovesThemAllInDragOrder() {
        let fixture = Fixture(lists)
        let outcome = fixture.move([row(3, 0), row(0, 1), row(1, 0)], to: DropLocation(section: 2))
        #expect(outcome.operation == .move)
        #expect(titles(fixture.document.board) == [["A", "C"], ["F"], ["D", "E", "B"]])
        #expect(fixture.document.undoActionName == "Move 3 cards")
    }

    @Test func cardsAddedToTheDragWhileItIsUnderWayMoveToo() {
        let fixture = Fixture(lists)
        let outcome = fixture.local.drag(
            rows: [row(2, 0)],
            steps: [.hover(DropLocation(section: 1), over: fixture.endpoint), .addRows([row(0, 0)]),
                    .hover(DropLocation(section: 2), over: fixture.endpoint)])
        #expect(outcome.operation == .move)
        #expect(titles(fixture.document.board) == [["B", "D"], ["E", "F"], ["C", "A"]])
    }

    @Test func whenTheDestinationFailsTheSourceKeepsTheCard() {
        let fixture = Fixture(lists)
        let failing = LimitingDelegate(target: fixture.target, limiting: "l1")
        let outcome = fixture.local.drag(
            rows: [row(0, 0)], over: [DropLocation(section: 1)], of: DropEndpoint(app: Apps.board, delegate: failing))
        #expect(outcome.didDrop)
        #expect(titles(fixture.document.board) == [["A", "B", "C", "D"], ["E", "F"], []])
        #expect(fixture.target.errors.map(\.code) == [.editFailed])
    }

    @Test func aMoveToAnotherBoardOfTheAppInsertsFirstThenRemovesFromTheSource() {
        let source = Fixture(lists)
        let destination = Fixture([("Inbox", ["X"])])
        let outcome = DragDropHarness(sourceApp: Apps.board, source: source.target).drag(
            rows: [row(1, 0)], over: [DropLocation(section: 0, row: 0, fractionInRow: 0)], of: destination.endpoint)
        #expect(outcome.operation == .move)
        #expect(titles(destination.document.board) == [["B", "X"]])
        #expect(titles(source.document.board)[0] == ["A", "C", "D"])
    }

    @Test func aMoveToAnotherBoardThatFailsLeavesTheSourceWhole() throws {
        let source = Fixture(lists)
        let destination = Fixture([("Inbox", ["X"])])
        let failing = LimitingDelegate(target: destination.target, limiting: "l0")
        _ = DragDropHarness(sourceApp: Apps.board, source: source.target).drag(
            rows: [row(1, 0)], over: [DropLocation(section: 0)], of: DropEndpoint(app: Apps.board, delegate: failing))
        #expect(titles(source.document.board)[0] == ["A", "B", "C", "D"])
        #expect(titles(destination.document.board) == [["X"]])
        #expect(!source.document.canUndo)
    }
}

/// Wraps a target and limits a list to the cards it has just before the drop is performed, as a concurrent
/// edit would, so the destination refuses the cards.
final class LimitingDelegate: DropDelegate {
    let target: BoardDropTarget
    let listID: String

    init(target: BoardDropTarget, limiting listID: String) {
        self.target = target
        self.listID = listID
    }

    func canHandle(_ session: DropSession) -> Bool { target.canHandle(session) }
    func dropSessionDidUpdate(_ session: DropSession, at location: DropLocation) -> DropProposal {
        target.dropSessionDidUpdate(session, at: location)
    }
    func performDrop(with coordinator: DropCoordinator) {
        let count = target.document.board.lists.first { $0.id == listID }?.cards.count
        try? target.document.setCardLimit(count, ofList: listID)
        target.performDrop(with: coordinator)
    }
}
