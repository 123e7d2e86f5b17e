import Boards
import BoardDrops
import DragDrop
import DragDropTesting
import Foundation

/// A source collection of cards 0–9 that refuses drops of its own cards, and an empty destination: a drop
/// back onto the source is forbidden and the card stays; a drop onto the destination moves it.
public enum CardCollectionsScenario {
    /// The board before anything happens.
    public static let initialBoard = SampleBoard.make(name: "Collections", lists: [
        ("Source", (0...9).map(String.init)),
        ("Destination", []),
    ])

    /// Runs the scenario, passing each printed line to `echo`.
    public static func run(echo: @escaping @Sendable (String) -> Void = { _ in }) -> SampleRun {
        let log = ScenarioLog(echo: echo)
        let document = SampleBoard.document(initialBoard)
        let target = BoardDropTarget(document: document, app: SampleApps.board)
        target.listsRefusingOwnCards = [initialBoard.lists[0].id]
        let collections = DropEndpoint(app: SampleApps.board, delegate: target)
        let harness = DragDropHarness(sourceApp: SampleApps.board, source: target)
        log.board("before", document.board)

        log.outcome(
            "card 3 back onto the source",
            harness.drag(rows: [IndexPath(item: 3, section: 0)],
                         over: [DropLocation(section: 0, row: 7, fractionInRow: 0.1)], of: collections))
        log.outcome(
            "card 3 onto the destination",
            harness.drag(rows: [IndexPath(item: 3, section: 0)],
                         over: [DropLocation(section: 0, row: 5, fractionInRow: 0.1), DropLocation(section: 1)],
                         of: collections))
        log.board("after", document.board)
        return SampleRun(document: document, transcript: log.transcript)
    }
}
