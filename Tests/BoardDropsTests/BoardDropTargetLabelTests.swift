import Adapters
import BoardDrops
import Boards
import DragDrop
import DragDropTesting
import Testing

/// A card dragged to another board keeps its labels, whether the board is in another app (the card travels as
/// Cardport's card type and is imported) or in this app (the card itself is moved).
@Suite struct BoardDropTargetLabelTests {
    let sourceLabels = [Label(id: "u", name: "Urgent", color: "red"), Label(id: "d", name: "Docs", color: "blue")]
    let destinationLabels = [Label(id: "x", name: "Docs", color: "blue"), Label(id: "u", name: "Later", color: "grey")]

    func documents() -> (from: BoardDocument, to: BoardDocument) {
        let card = Card(id: "card", title: "Write the guide", labelIDs: ["u", "d"])
        let from = BoardDocument(board: Board(
            id: "a", name: "A", labels: sourceLabels, lists: [BoardList(id: "a-l", name: "Todo", cards: [card])]))
        let to = BoardDocument(board: Board(
            id: "b", name: "B", labels: destinationLabels, lists: [BoardList(id: "b-l", name: "Inbox")]))
        return (from, to)
    }

    /// The names and colours of the labels a card carries on `board`.
    func labels(of card: Card, on board: Board) -> [String] {
        card.labelIDs.compactMap { id in board.labels.first { $0.id == id } }.map { "\($0.name)/\($0.color ?? "")" }
    }

    @Test func aCardDroppedOnABoardInAnotherAppKeepsItsLabels() throws {
        let (from, to) = documents()
        let source = BoardDropTarget(document: from, app: Apps.board)
        let destination = BoardDropTarget(document: to, app: Apps.stranger)
        let outcome = DragDropHarness(sourceApp: Apps.board, source: source).drag(
            rows: [row(0, 0)], over: [DropLocation(section: 0)], of: DropEndpoint(app: Apps.stranger, delegate: destination))
        #expect(outcome.waitForPlaceholders())
        #expect(destination.errors.isEmpty)
        let card = try #require(to.board.lists[0].cards.first)
        #expect(labels(of: card, on: to.board) == ["Urgent/red", "Docs/blue"])
        #expect(to.board.labels.count == 3)
        #expect(destination.warnings.isEmpty)
    }

    @Test func aCardMovedToAnotherBoardOfTheAppKeepsItsLabels() throws {
        let (from, to) = documents()
        let source = BoardDropTarget(document: from, app: Apps.board)
        let destination = BoardDropTarget(document: to, app: Apps.board)
        let outcome = DragDropHarness(sourceApp: Apps.board, source: source).drag(
            rows: [row(0, 0)], over: [DropLocation(section: 0)], of: DropEndpoint(app: Apps.board, delegate: destination))
        #expect(outcome.operation == .move)
        #expect(from.board.lists[0].cards.isEmpty)
        let card = try #require(to.board.lists[0].cards.first)
        #expect(labels(of: card, on: to.board) == ["Urgent/red", "Docs/blue"])
        // "Docs" was there already, under another id; "Urgent" arrived, beside the board's own "u".
        #expect(to.board.labels.map(\.name) == ["Docs", "Later", "Urgent"])
        #expect(card.labelIDs == ["u-2", "x"])
    }
}
