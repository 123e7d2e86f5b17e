import Boards
import DragDrop
import Foundation
import ItemProviders

/// One sample's run: the document it edited and everything it printed.
public struct SampleRun: Sendable {
    /// The board's document after the scenario (its undo history included).
    public var document: BoardDocument
    /// The lines the scenario printed, in order.
    public var transcript: [String]

    /// The final board.
    public var board: Board { document.board }
}

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
    }

    var transcript: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}

extension DragItem {
    /// An item from another app offering `text` as plain text, as a notes app would.
    static func text(_ text: String) -> DragItem {
        DragItem(itemProvider: ItemProvider(object: text))
    }
}
