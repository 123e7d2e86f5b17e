import Boards
import BoardDrops
import DragDrop
import DragDropTesting
import Foundation

/// "Get me seven" (tutorial 003): divisions holding teams in one sectioned table.
///
/// The tutorial's rules: a drag with no source index path (not one of the table's rows) or over no destination
/// row is forbidden; within a section the proposal is move with intent automatic (between rows sorts, onto a
/// row interacts with it); across sections it is move with intent insert-into (the team interacts with the row
/// it is dropped on, and goes back to its own row). The lifted row shows inset by 5 points with corners rounded
/// by 12, and the row or gap where the item will fall is highlighted.
public enum SectionedTeamsScenario {
    /// The board before anything happens.
    public static let initialBoard = SampleBoard.make(name: "Company", lists: [
        ("Engineering", ["Platform", "Mobile", "Web"]),
        ("Design", ["Brand", "Product Design"]),
        ("Operations", ["Support", "Finance"]),
    ])

    /// The table's nominal row size, in points, for the preview's outline.
    public static let rowSize = (width: 320.0, height: 44.0)

    /// The app's rules.
    public static let rules = SeedAppTarget.Rules(
        propose: { request in
            guard let from = request.sourceSections.first, request.location.row != nil else {
                return DropProposal(operation: .forbidden)
            }
            if from == request.location.section {
                return DropProposal(operation: .move, intent: .automatic)
            }
            return DropProposal(operation: .move, intent: .insertIntoDestinationIndexPath)
        },
        preview: DragPreviewParameters(
            visiblePath: .roundedRectangle(width: rowSize.width - 10, height: rowSize.height - 10, cornerRadius: 12)))

    /// The app's drop delegate and drag source over `document`.
    public static func target(for document: BoardDocument) -> SeedAppTarget {
        SeedAppTarget(board: BoardDropTarget(document: document, app: SampleApps.board), rules: rules, viewName: "teams")
    }

    /// Runs the scenario, passing each printed line to `echo`.
    public static func run(echo: @escaping @Sendable (String) -> Void = { _ in }) -> SampleRun {
        let log = ScenarioLog(echo: echo)
        let document = SampleBoard.document(initialBoard)
        let target = target(for: document)
        let company = DropEndpoint(app: SampleApps.board, delegate: target)
        let harness = DragDropHarness(sourceApp: SampleApps.board, source: target)
        log.board("before", document.board)

        log.outcome(
            "Engineering: Web to the top edge of Platform (sorts)",
            harness.drag(rows: [IndexPath(item: 2, section: 0)],
                         over: [DropLocation(section: 0, row: 0, fractionInRow: 0.1)], of: company))
        log.outcome(
            "Engineering: Mobile onto the middle of Platform (interacts: joins the team)",
            harness.drag(rows: [IndexPath(item: 2, section: 0)],
                         over: [DropLocation(section: 0, row: 1, fractionInRow: 0.5)], of: company))
        log.outcome(
            "Design: Brand onto the top edge of Engineering's Mobile (across sections: interacts, never sorts)",
            harness.drag(rows: [IndexPath(item: 0, section: 1)],
                         over: [DropLocation(section: 0, row: 2, fractionInRow: 0.1)], of: company))
        log.outcome(
            "Operations: Support below the last row of Design (no destination row: forbidden)",
            harness.drag(rows: [IndexPath(item: 0, section: 2)], over: [DropLocation(section: 1)], of: company))
        log.board("after", document.board)
        return SampleRun(document: document, transcript: log.transcript)
    }
}
