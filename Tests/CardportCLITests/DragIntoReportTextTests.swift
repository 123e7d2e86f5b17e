import DesktopTransfer
import Foundation
import Testing

@testable import cardport

/// The lines `cardport drag-into` prints for a report, read from the report's JSON as `--json` writes it.
@Suite("drag-into's report as text")
struct DragIntoReportTextTests {
    /// A Wayland report of a GTK 4 window that took `text/plain` and finished, having been entered again
    /// `enteredAgain` times (nil: an X11 report, which has no Wayland fields).
    static func report(enteredAgain: Int?) throws -> DragIntoReport {
        var fields: [String: Any] = [
            "window": 5, "messagesWentTo": 5, "version": 3, "offered": ["text/plain"], "requested": ["text/plain"],
            "accepted": true, "acceptedAction": "copy", "dropped": true, "finished": true, "succeeded": true,
            "finishedAction": "copy", "timedOut": false,
        ]
        if let enteredAgain {
            fields["acceptedTypes"] = ["text/plain"]
            fields["enteredAgain"] = enteredAgain
        }
        return try JSONDecoder().decode(DragIntoReport.self, from: JSONSerialization.data(withJSONObject: fields))
    }

    @Test("a drag that left the window and entered it again says how many times, and why",
          arguments: [(1, "entered again: once, after the application refused what it had taken"),
                      (2, "entered again: 2 times, after the application refused what it had taken")])
    func enteredAgain(times: Int, line: String) throws {
        let text = DragIntoCommand.describe(try Self.report(enteredAgain: times))
        #expect(text.split(separator: "\n").contains(Substring(line)), "\(text)")
        #expect(text.contains("would take: text/plain\n" + line + "\n"), "the line follows what it would take: \(text)")
    }

    @Test("a drag played once, and an X11 drag, print no such line", arguments: [0, nil] as [Int?])
    func playedOnce(enteredAgain: Int?) throws {
        let text = DragIntoCommand.describe(try Self.report(enteredAgain: enteredAgain))
        #expect(!text.contains("entered again"), "\(text)")
        #expect(text.contains("finished: succeeded (copy)"), "\(text)")
    }
}
