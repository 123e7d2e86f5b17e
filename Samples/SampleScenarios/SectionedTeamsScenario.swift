import Boards
import BoardDrops
import DragDrop
import DragDropTesting
import Foundation

/// Divisions holding teams: within a division a drop between rows sorts and a drop onto a team joins it;
/// across divisions a team is only ever inserted between rows; `automatic` resolves by position in the row.
public enum SectionedTeamsScenario {
    /// The board before anything happens.
    public static let initialBoard = SampleBoard.make(name: "Company", lists: [
        ("Engineering", ["Platform", "Mobile", "Web"]),
        ("Design", ["Brand", "Product Design"]),
        ("Operations", ["Support", "Finance"]),
    ])

    /// The intents of the sample: `automatic` within a division, insertion between rows across divisions.
    @Sendable public static func intent(_ request: DropIntentRequest) -> DropIntent {
        guard request.location.row != nil else { return .insertAtDestinationIndexPath }
        return request.isSameList ? .automatic : .insertAtDestinationIndexPath
    }

    /// Runs the scenario, passing each printed line to `echo`.
    public static func run(echo: @escaping @Sendable (String) -> Void = { _ in }) -> SampleRun {
        let log = ScenarioLog(echo: echo)
        let document = SampleBoard.document(initialBoard)
        let target = BoardDropTarget(document: document, app: SampleApps.board)
        target.intentPolicy = intent
        let company = DropEndpoint(app: SampleApps.board, delegate: target)
        let harness = DragDropHarness(sourceApp: SampleApps.board, source: target)
        log.board("before", document.board)

        log.outcome(
            "Engineering: Web to the top edge of Platform (sorts)",
            harness.drag(rows: [IndexPath(item: 2, section: 0)],
                         over: [DropLocation(section: 0, row: 0, fractionInRow: 0.1)], of: company))
        log.outcome(
            "Engineering: Mobile onto the middle of Platform (joins the team)",
            harness.drag(rows: [IndexPath(item: 2, section: 0)],
                         over: [DropLocation(section: 0, row: 1, fractionInRow: 0.5)], of: company))
        log.outcome(
            "Engineering: Web onto the bottom edge of Mobile (sorts after it)",
            harness.drag(rows: [IndexPath(item: 0, section: 0)],
                         over: [DropLocation(section: 0, row: 2, fractionInRow: 0.9)], of: company))
        log.outcome(
            "Design: Brand onto the middle of Engineering's Platform (across divisions: inserted, never joined)",
            harness.drag(rows: [IndexPath(item: 0, section: 1)],
                         over: [DropLocation(section: 0, row: 0, fractionInRow: 0.5)], of: company))
        log.board("after", document.board)
        return SampleRun(document: document, transcript: log.transcript)
    }
}
