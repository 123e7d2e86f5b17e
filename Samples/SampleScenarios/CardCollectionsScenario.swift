import Boards
import BoardDrops
import DragDrop
import DragDropTesting
import Foundation

/// Two collections of number cards (tutorial 004): cards are dragged from the bottom collection (the source,
/// cards 0–9) to the top one (the destination, empty at first).
///
/// The tutorial's rules: the dragged card's cell is hidden in the source while it is dragged; the dragged card
/// shows faded while it is over the source collection, where a drop is invalid, and released there it returns to
/// its place; a valid drop (anywhere else: over the destination, or outside both collections when the page has
/// room around them) removes it from the source and appends it to the destination.
public enum CardCollectionsScenario {
    /// The board before anything happens: the destination first (on top), the source below.
    public static let initialBoard = SampleBoard.make(name: "Collections", lists: [
        ("Destination", []),
        ("Source", (0...9).map(String.init)),
    ])

    /// The index of the source collection.
    public static let sourceSection = 1

    /// The app's rules.
    public static let rules = SeedAppTarget.Rules(
        propose: { request in
            guard request.isLocal, request.location.section != sourceSection else {
                return DropProposal(operation: .forbidden)
            }
            return DropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        },
        whileDragging: .hidden, afterFailedDrop: .normal, appendsDrops: true, fadesPreviewWhereRefused: true)

    /// The app's drop delegate and drag source over `document`.
    public static func target(for document: BoardDocument) -> SeedAppTarget {
        SeedAppTarget(board: BoardDropTarget(document: document, app: SampleApps.board), rules: rules, viewName: "collections")
    }

    /// Runs the scenario, passing each printed line to `echo`.
    public static func run(echo: @escaping @Sendable (String) -> Void = { _ in }) -> SampleRun {
        let log = ScenarioLog(echo: echo)
        let document = SampleBoard.document(initialBoard)
        let target = target(for: document)
        let collections = DropEndpoint(app: SampleApps.board, delegate: target)
        let harness = DragDropHarness(sourceApp: SampleApps.board, source: target)
        log.board("before", document.board)

        log.outcome(
            "card 3 back onto the source",
            harness.drag(rows: [IndexPath(item: 3, section: sourceSection)],
                         over: [DropLocation(section: sourceSection, row: 7, fractionInRow: 0.1)], of: collections))
        log.outcome(
            "card 3 onto the destination",
            harness.drag(rows: [IndexPath(item: 3, section: sourceSection)],
                         over: [DropLocation(section: sourceSection, row: 5, fractionInRow: 0.1),
                                DropLocation(section: 0)],
                         of: collections))
        log.board("after", document.board)
        return SampleRun(document: document, transcript: log.transcript)
    }
}
