import Boards
import BoardDrops
import DragDrop
import DragDropTesting
import Foundation
import ItemProviders
import UniformTypes

/// The timestamp table and its image well (tutorial 002).
///
/// The tutorial's rules: the table takes a drag only if it can load strings; within the app (the table has an
/// active drag) one item moves with intent insert-at-index-path and several items cancel; from another app the
/// drop copies, inserting at the index path. Slow transfers show placeholders with their progress. A plain view
/// beside the table takes a dropped image through a drop interaction.
public enum TimestampReorderScenario {
    /// The board before anything happens.
    public static let initialBoard = SampleBoard.make(name: "Log", lists: [
        ("Timestamps", [
            "2024-03-01 09:00:00", "2024-03-01 09:15:00", "2024-03-01 09:30:00", "2024-03-01 09:45:00",
            "2024-03-01 10:00:00",
        ])
    ])

    /// The title of a row the template's add (+) button inserts: `date` as the table shows its timestamps,
    /// `yyyy-MM-dd HH:mm:ss` in UTC.
    public static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
        return "\(parts.year ?? 1970)-\(two(parts.month))-\(two(parts.day)) "
            + "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
    }

    /// The table's rules.
    public static let rules = SeedAppTarget.Rules(
        canHandle: { session in session.canLoadObjects(ofClass: String.self) },
        propose: { request in
            if request.hasActiveDrag {
                return request.itemCount > 1
                    ? DropProposal(operation: .cancel)
                    : DropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            }
            return DropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        })

    /// The table's drop delegate and drag source over `document`.
    public static func target(for document: BoardDocument) -> SeedAppTarget {
        SeedAppTarget(board: BoardDropTarget(document: document, app: SampleApps.board), rules: rules, viewName: "timestamps")
    }

    /// Runs the scenario, passing each printed line to `echo`.
    public static func run(echo: @escaping @Sendable (String) -> Void = { _ in }) -> SampleRun {
        let log = ScenarioLog(echo: echo)
        let document = SampleBoard.document(initialBoard)
        let target = target(for: document)
        let list = DropEndpoint(app: SampleApps.board, delegate: target)
        let local = DragDropHarness(sourceApp: SampleApps.board, source: target)
        let other = DragDropHarness(sourceApp: SampleApps.notes)
        let well = ImageWell()
        log.board("before", document.board)

        log.outcome(
            "drag 10:00:00 to the top (same app)",
            local.drag(rows: [IndexPath(item: 4, section: 0)],
                       over: [DropLocation(section: 0, row: 0, fractionInRow: 0.1)], of: list))
        log.outcome(
            "drag 12:30:00 from another app between 09:00:00 and 09:15:00",
            other.drag(items: [.text("2024-03-01 12:30:00")],
                       over: [DropLocation(section: 0, row: 2, fractionInRow: 0.1)], of: list))
        log.outcome(
            "drag 09:15:00 and 09:30:00 together to the end (same app: several items cancel)",
            local.drag(rows: [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)],
                       over: [DropLocation(section: 0)], of: list))
        log.outcome(
            "drag 13:00:00 and 13:30:00 from another app to the top",
            other.drag(items: [.text("2024-03-01 13:00:00"), .text("2024-03-01 13:30:00")],
                       over: [DropLocation(section: 0, row: 0, fractionInRow: 0)], of: list))
        let undone = document.undoActionName
        if document.undo() { log.say("undo: \(undone)") }
        log.outcome(
            "drop a photo from another app on the image well",
            other.drag(items: [ImageWell.samplePhoto()], over: [DropLocation(section: 0)],
                       of: DropEndpoint(app: SampleApps.board, delegate: DropInteraction(delegate: well, view: well.view))))
        if well.waitForImage() { log.say("image well shows \(well.image?.count ?? 0) bytes of PNG") }
        log.board("after", document.board)
        return SampleRun(document: document, transcript: log.transcript)
    }
}
