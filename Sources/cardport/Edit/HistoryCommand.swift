import ArgumentParser
import BoardDrops
import Boards
import Foundation

/// `cardport history BOARD`: the steps undo and redo walk.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List the board's edits that can be undone or redone, oldest first.",
        discussion: """
            Each line is a step of the board's history (BOARD.history, beside it): when it was made and its name, \
            marked undone when `cardport redo` would make it again.

            Examples:
              cardport history board.json
              cardport history board.json --json
            """)

    @Argument(help: ArgumentHelp("The board file.", valueName: "board"))
    var board: String

    @Flag(help: "Print the steps as JSON instead of text.")
    var json = false

    private struct Step: Encodable {
        var name: String
        var date: Date
        var undone: Bool
    }

    func run() throws {
        try CommandFailure.reporting {
            let entries = try BoardSession(path: board).history()
            if json {
                try JSONOutput.print(entries.map { Step(name: $0.name, date: $0.date, undone: $0.isUndone) })
                return
            }
            var output = OutputBuffer()
            if entries.isEmpty { try output.writeLine("\(board) has no history yet.") }
            for entry in entries {
                let date = BoardDate.string(from: entry.date) ?? ""
                try output.writeLine("\(date)  \(entry.isUndone ? "undone " : "")\(MessageText.clipped(entry.name))")
            }
            try output.flush()
        }
    }
}
