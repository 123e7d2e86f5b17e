import Boards
import BoardDrops
import DragDrop
import DragDropTesting
import Foundation
import ItemProviders
import Testing
import UniformTypes

@Suite("BoardDropTarget: slow loads, placeholders and drag order")
struct BoardDropTargetLoadingTests {
    /// Items from another app whose loads the test completes by hand.
    func manualItems(_ count: Int) -> ([ManualLoad], [DragItem]) {
        let loads = (0..<count).map { _ in ManualLoad() }
        let items = loads.map { load in
            let provider = ItemProvider()
            load.register(on: provider, type: .plainText)
            return DragItem(itemProvider: provider)
        }
        return (loads, items)
    }

    @Test func aPlaceholderAppearsAtOnceAndIsReplacedWhenTheLoadFinishes() {
        let fixture = Fixture([("Todo", ["A", "B"])])
        let (loads, items) = manualItems(1)
        let outcome = fixture.stranger.drag(
            items: items, over: [DropLocation(section: 0, row: 1, fractionInRow: 0)], of: fixture.endpoint)
        #expect(titles(fixture.target.displayedBoard) == [["A", "Loading…", "B"]])
        #expect(titles(fixture.document.board) == [["A", "B"]])
        #expect(loads[0].waitUntilStarted())
        loads[0].finish("Loaded")
        #expect(outcome.waitForPlaceholders())
        #expect(titles(fixture.target.displayedBoard) == [["A", "Loaded", "B"]])
        #expect(fixture.target.activePlaceholders.isEmpty)
    }

    @Test func aFailedLoadRemovesItsPlaceholderAndChangesNothing() {
        let fixture = Fixture([("Todo", ["A"])])
        let (loads, items) = manualItems(1)
        let outcome = fixture.stranger.drag(items: items, over: [DropLocation(section: 0)], of: fixture.endpoint)
        #expect(titles(fixture.target.displayedBoard) == [["A", "Loading…"]])
        #expect(loads[0].waitUntilStarted())
        loads[0].fail()
        #expect(outcome.waitForPlaceholders())
        #expect(titles(fixture.target.displayedBoard) == [["A"]])
        #expect(!fixture.document.canUndo)
        #expect(fixture.target.errors.map(\.code) == [.loadFailed])
    }

    @Test func aCancelledDropRemovesItsPlaceholders() throws {
        let fixture = Fixture([("Todo", [])])
        let (loads, items) = manualItems(2)
        let outcome = fixture.stranger.drag(items: items, over: [DropLocation(section: 0)], of: fixture.endpoint)
        #expect(fixture.target.activePlaceholders.count == 2)
        for load in loads { #expect(load.waitUntilStarted()) }
        let coordinator = try #require(outcome.coordinator)
        coordinator.session.progress.cancel()
        #expect(outcome.waitForPlaceholders())
        #expect(titles(fixture.target.displayedBoard) == [[]])
        #expect(!fixture.document.canUndo)
        loads[0].finish("too late")
        loads[1].fail()
        #expect(titles(fixture.document.board) == [[]])
    }

    @Test func severalItemsArriveInDragOrderWhenLoadsFinishInReverse() {
        let fixture = Fixture([("Todo", ["A"])])
        let (loads, items) = manualItems(4)
        let outcome = fixture.stranger.drag(
            items: items, over: [DropLocation(section: 0, row: 0, fractionInRow: 0)], of: fixture.endpoint)
        #expect(titles(fixture.target.displayedBoard) == [["Loading…", "Loading…", "Loading…", "Loading…", "A"]])
        for load in loads { #expect(load.waitUntilStarted()) }
        for (index, load) in loads.enumerated().reversed() { load.finish("Item \(index)") }
        #expect(outcome.waitForPlaceholders())
        #expect(titles(fixture.document.board) == [["Item 0", "Item 1", "Item 2", "Item 3", "A"]])
        #expect(fixture.document.undoActionName == "Add 4 cards")
    }

    @Test func oneFailedItemOfSeveralLeavesTheOthersInOrder() {
        let fixture = Fixture([("Todo", [])])
        let (loads, items) = manualItems(3)
        let outcome = fixture.stranger.drag(items: items, over: [DropLocation(section: 0)], of: fixture.endpoint)
        for load in loads { #expect(load.waitUntilStarted()) }
        loads[2].finish("Third")
        loads[1].fail()
        // The failure is handled on the completion queue: a barrier waits for the handlers already scheduled.
        ItemProvider.completionQueue.sync(flags: .barrier) {}
        #expect(titles(fixture.target.displayedBoard) == [["Loading…", "Loading…"]])
        loads[0].finish("First")
        #expect(outcome.waitForPlaceholders())
        #expect(titles(fixture.document.board) == [["First", "Third"]])
        #expect(fixture.target.activePlaceholders.isEmpty)
    }

    @Test func noPlaceholderRemainsAfterTheDropEnds() {
        let fixture = Fixture([("Todo", [])])
        let outcome = fixture.stranger.drag(
            items: [DragItem(itemProvider: textProvider("a")), DragItem(itemProvider: textProvider("b"))],
            over: [DropLocation(section: 0)], of: fixture.endpoint)
        #expect(outcome.waitForPlaceholders())
        #expect(outcome.coordinator?.placeholders.count == 2)
        #expect(outcome.coordinator?.activePlaceholders.isEmpty == true)
        #expect(fixture.target.displayedBoard == fixture.document.board)
    }
}
