import Boards
import BoardDrops
import DragDrop
import DragDropTesting
import Foundation

/// A list of timestamps: a drag from the same app reorders (move), a drag from another app copies, a
/// multi-item drag moves several, and the last drop is undone.
public enum TimestampReorderScenario {
    /// The board before anything happens.
    public static let initialBoard = SampleBoard.make(name: "Log", lists: [
        ("Timestamps", [
            "2024-03-01 09:00:00", "2024-03-01 09:15:00", "2024-03-01 09:30:00", "2024-03-01 09:45:00",
            "2024-03-01 10:00:00",
        ])
    ])

    /// Runs the scenario, passing each printed line to `echo`.
    public static func run(echo: @escaping @Sendable (String) -> Void = { _ in }) -> SampleRun {
        let log = ScenarioLog(echo: echo)
        let document = SampleBoard.document(initialBoard)
        let target = BoardDropTarget(document: document, app: SampleApps.board)
        let list = DropEndpoint(app: SampleApps.board, delegate: target)
        let local = DragDropHarness(sourceApp: SampleApps.board, source: target)
        let other = DragDropHarness(sourceApp: SampleApps.notes)
        log.board("before", document.board)

        log.outcome(
            "drag 10:00:00 to the top (same app)",
            local.drag(rows: [IndexPath(item: 4, section: 0)],
                       over: [DropLocation(section: 0, row: 0, fractionInRow: 0.1)], of: list))
        log.outcome(
            "drag 12:30:00 from another app after 09:00:00",
            other.drag(items: [.text("2024-03-01 12:30:00")],
                       over: [DropLocation(section: 0, row: 1, fractionInRow: 0.9)], of: list))
        log.outcome(
            "drag 09:15:00 and 09:30:00 together to the end (same app)",
            local.drag(rows: [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)],
                       over: [DropLocation(section: 0)], of: list))
        log.outcome(
            "drag 13:00:00 and 13:30:00 from another app to the top",
            other.drag(items: [.text("2024-03-01 13:00:00"), .text("2024-03-01 13:30:00")],
                       over: [DropLocation(section: 0, row: 0, fractionInRow: 0)], of: list))
        let undone = document.undoActionName
        if document.undo() { log.say("undo: \(undone)") }
        log.board("after", document.board)
        return SampleRun(document: document, transcript: log.transcript)
    }
}
