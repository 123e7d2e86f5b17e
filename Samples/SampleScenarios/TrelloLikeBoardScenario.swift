import Boards
import BoardDrops
import DragDrop
import DragDropTesting
import Foundation

/// The Trello-like board (tutorials 000 and 001): lists side by side; add a list and an item, reorder within a
/// list, move across lists, and drop plain text from another app as a new item.
///
/// The tutorial's rules: every drag within the app proposes move with intent insert-at-index-path; the source
/// of a move is found through the drag session's `localContext` (not the item's `localObject`) and loses the
/// item on drop. Its code proposes move for another app's drags too, which UIKit applies as cancel (a move is
/// allowed only within an app), leaving unreachable the branch its text describes — text from another app
/// inserted as an item; the sample proposes copy there, so that the described behaviour holds.
public enum TrelloLikeBoardScenario {
    /// The board before anything happens.
    public static let initialBoard = SampleBoard.make(name: "Project", lists: [
        ("Todo", ["Database Migration", "Schema Design", "Storage Management", "Model Abstraction"]),
        ("In Progress", ["Push Notification", "Analytics", "Machine Learning"]),
        ("Done", ["System Architecture", "Alert & Debugging"]),
    ])

    /// The app's rules.
    public static let rules = SeedAppTarget.Rules(
        propose: { request in
            DropProposal(operation: request.isLocal ? .move : .copy, intent: .insertAtDestinationIndexPath)
        },
        sourceInLocalContext: true)

    /// The app's drop delegate and drag source over `document`.
    public static func target(for document: BoardDocument) -> SeedAppTarget {
        SeedAppTarget(board: BoardDropTarget(document: document, app: SampleApps.board), rules: rules, viewName: "board")
    }

    /// Runs the scenario, passing each printed line to `echo`.
    public static func run(echo: @escaping @Sendable (String) -> Void = { _ in }) -> SampleRun {
        let log = ScenarioLog(echo: echo)
        let document = SampleBoard.document(initialBoard)
        let target = target(for: document)
        let inBoard = DropEndpoint(app: SampleApps.board, delegate: target)
        let local = DragDropHarness(sourceApp: SampleApps.board, source: target)
        let notes = DragDropHarness(sourceApp: SampleApps.notes)
        log.board("before", document.board)

        if let listID = try? document.addList(named: "Review") {
            log.say("add list: Review")
            if (try? document.addCard(titled: "Code Review", toList: listID)) != nil { log.say("add item: Code Review") }
        }
        log.outcome(
            "reorder Database Migration below Storage Management",
            local.drag(rows: [IndexPath(item: 0, section: 0)],
                       over: [DropLocation(section: 0, row: 2, fractionInRow: 0.1)], of: inBoard))
        log.outcome(
            "move Analytics to the top of Done",
            local.drag(rows: [IndexPath(item: 1, section: 1)],
                       over: [DropLocation(section: 1, row: 0, fractionInRow: 0.5),
                              DropLocation(section: 2, row: 0, fractionInRow: 0.1)], of: inBoard))
        log.outcome(
            "drop text \"Performance Tuning\" from the notes app before Machine Learning",
            notes.drag(items: [.text("Performance Tuning")],
                       over: [DropLocation(section: 1, row: 1, fractionInRow: 0.2)], of: inBoard))
        log.outcome(
            "drop text \"Release Notes\" from the notes app on Done's empty space",
            notes.drag(items: [.text("Release Notes")], over: [DropLocation(section: 2)], of: inBoard))
        log.board("after", document.board)
        return SampleRun(document: document, transcript: log.transcript)
    }
}
