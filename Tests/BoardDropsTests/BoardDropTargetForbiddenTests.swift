import Boards
import BoardDrops
import DragDrop
import DragDropTesting
import Foundation
import ItemProviders
import Testing
import UniformTypes

@Suite("BoardDropTarget: drops it forbids")
struct BoardDropTargetForbiddenTests {
    @Test func anArchivedListRefusesEveryDrop() throws {
        let fixture = Fixture([("Todo", ["A"]), ("Old", [])])
        try fixture.document.setList("l1", archived: true)
        let local = fixture.move([row(0, 0)], to: DropLocation(section: 1))
        let other = fixture.stranger.drag(
            items: [DragItem(itemProvider: textProvider("x"))], over: [DropLocation(section: 1)], of: fixture.endpoint)
        #expect(local.operation == .forbidden)
        #expect(other.operation == .forbidden)
        #expect(titles(fixture.document.board) == [["A"], []])
    }

    @Test func aListAtItsCardLimitRefusesNewCardsButStillReorders() throws {
        let fixture = Fixture([("Todo", ["A"]), ("Doing", ["B", "C"])])
        try fixture.document.setCardLimit(2, ofList: "l1")
        #expect(fixture.move([row(0, 0)], to: DropLocation(section: 1)).operation == .forbidden)
        let other = fixture.stranger.drag(
            items: [DragItem(itemProvider: textProvider("x"))], over: [DropLocation(section: 1)], of: fixture.endpoint)
        #expect(other.operation == .forbidden)
        #expect(fixture.move([row(1, 1)], to: DropLocation(section: 1, row: 0, fractionInRow: 0)).operation == .move)
        #expect(titles(fixture.document.board) == [["A"], ["C", "B"]])
    }

    @Test func aPayloadNoAdapterReadsIsForbidden() {
        let fixture = Fixture([("Todo", [])])
        let counter = LoadCounter()
        let outcome = fixture.stranger.drag(
            items: [DragItem(itemProvider: textProvider("\u{89}PNG", counter: counter, type: .png))],
            over: [DropLocation(section: 0)], of: fixture.endpoint)
        #expect(outcome.operation == .cancel)
        #expect(outcome.events.contains(.canHandle(app: Apps.board.bundleIdentifier, result: false)))
        #expect(counter.total == 0)
        #expect(titles(fixture.document.board) == [[]])
    }

    @Test func aDragWithOneUnreadableItemIsForbidden() {
        let fixture = Fixture([("Todo", [])])
        let drag = DragSession(sourceApp: Apps.stranger, items: [DragItem(itemProvider: textProvider("ok"))])
        drag.addItems([DragItem(itemProvider: textProvider("img", type: .png))])
        let proposal = fixture.target.dropSessionDidUpdate(
            DropSession(drag: drag, destinationApp: Apps.board), at: DropLocation(section: 0))
        #expect(proposal.operation == .forbidden)
    }

    @Test func aListRefusingItsOwnCardsForbidsTheDropAndTheCardStays() {
        let fixture = Fixture([("Source", ["0", "1", "2"]), ("Destination", [])])
        fixture.target.listsRefusingOwnCards = ["l0"]
        let refused = fixture.move([row(1, 0)], to: DropLocation(section: 0, row: 0, fractionInRow: 0))
        #expect(refused.operation == .forbidden)
        #expect(titles(fixture.document.board) == [["0", "1", "2"], []])
        let moved = fixture.move([row(1, 0)], to: DropLocation(section: 1))
        #expect(moved.operation == .move)
        #expect(titles(fixture.document.board) == [["0", "2"], ["1"]])
    }

    @Test func aListRefusingItsOwnCardsStillTakesOtherAppsDrops() {
        let fixture = Fixture([("Source", ["0"])])
        fixture.target.listsRefusingOwnCards = ["l0"]
        let outcome = fixture.stranger.drag(
            items: [DragItem(itemProvider: textProvider("x"))], over: [DropLocation(section: 0)], of: fixture.endpoint)
        #expect(outcome.operation == .copy)
        #expect(outcome.waitForPlaceholders())
        #expect(titles(fixture.document.board) == [["0", "x"]])
    }
}
