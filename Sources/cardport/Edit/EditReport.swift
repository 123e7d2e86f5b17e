import BoardDrops
import Boards
import Foundation

/// What `cardport edit`, `undo` and `redo` print: the outcome as a line of text or as JSON; a refusal or a
/// conflict becomes the command's failure.
struct EditReport: Encodable {
    var board: String
    /// `applied`, `refused` or `conflict`.
    var status: String
    var action: String
    var reason: String?
    var message: String?
    var created: [String]
    var warnings: [String]
    var changedElsewhere: Bool

    init(board: String, outcome: BoardEditOutcome, verb: String? = nil) {
        self.board = board
        self.verb = verb
        switch outcome.status {
        case .applied: status = "applied"
        case .refused: status = "refused"
        case .conflict: status = "conflict"
        }
        action = outcome.actionName
        reason = outcome.refusal.map { "\($0.code)" }
        message = outcome.refusal?.message
        created = outcome.createdIDs
        warnings = outcome.warnings
        changedElsewhere = outcome.changedElsewhere
        self.outcome = outcome
    }

    private var outcome: BoardEditOutcome
    /// "Undid" or "Redid" before the step's name; nothing for an edit.
    private var verb: String?
    private enum CodingKeys: String, CodingKey {
        case board, status, action, reason, message, created, warnings, changedElsewhere
    }

    /// Prints the outcome (JSON on standard output even when refused), then throws the refusal's failure.
    func print(json: Bool) throws {
        if json {
            try JSONOutput.print(self)
        } else if outcome.isApplied {
            var output = OutputBuffer()
            try output.writeLine((verb.map { "\($0) \"\(action)\"" } ?? action) + ": saved \(board)" + (changedElsewhere ? " (over changes saved meanwhile by another program)" : "") + ".")
            for id in created { try output.writeLine("created \(id)") }
            try output.flush()
        }
        for warning in warnings where !json {
            FileHandle.standardError.write(Data("cardport: warning: \(board): \(MessageText.clipped(warning))\n".utf8))
        }
        if let failure = CommandFailure(refusing: outcome, file: board) { throw failure }
    }
}
