import Boards
import BoardDrops
import DragDrop
import DragDropTesting
import Foundation

/// What a scenario uses to drive drags and print what happens.
final class ScenarioLog: @unchecked Sendable {
    /// Guards `lines`.
    private let lock = NSLock()
    private var lines: [String] = []
    private let echo: @Sendable (String) -> Void

    init(echo: @escaping @Sendable (String) -> Void) {
        self.echo = echo
    }

    func say(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
        echo(line)
    }

    func board(_ title: String, _ board: Board) {
        say("== \(title) ==")
        say(SampleBoard.text(board))
    }

    /// Prints a drag's outcome and waits for its loads (a sample has no deadline; ten seconds is generous).
    func outcome(_ what: String, _ outcome: DragDropOutcome) {
        let settled = outcome.waitForPlaceholders(timeout: .seconds(10))
        let proposal = outcome.events.compactMap { event -> DropProposal? in
            if case .performDrop(let resolved, _) = event { return resolved }
            return nil
        }.last
        say("\(what): \(outcome.operation)\(proposal.map { " (\($0.intent))" } ?? "")\(settled ? "" : " — still loading")")
        let highlight = outcome.highlights.last { $0 != .none }
        let looks = outcome.sourceAppearances.map(\.1.description)
        var seen: [String] = []
        if let highlight { seen.append("highlighted \(highlight)") }
        if looks.contains(where: { $0 != SourceItemAppearance.normal.description }) { seen.append("source row " + looks.joined(separator: " → ")) }
        if !seen.isEmpty { say("    seen: " + seen.joined(separator: "; ")) }
    }

    var transcript: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}
