import Adapters
import ArgumentParser
import Foundation

/// `cardport show BOARD [--width N] [--archived]`: the board as side-by-side columns in the terminal.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a board as side-by-side columns, fitted to the terminal.",
        discussion: """
            The width is --width, else the terminal's, else $COLUMNS, else 80. Labels are coloured when standard \
            output is a terminal and NO_COLOR is unset. Long titles wrap to three lines and are cut with …; \
            each card shows its labels, checklist items done/total and due date.

            Examples:
              cardport show board.json
              cardport show board.json --width 120 --archived | less -R
            """)

    @Argument(help: ArgumentHelp("The board file (Cardport's JSON format).", valueName: "board"))
    var board: String

    @Option(help: ArgumentHelp("The width to fit, in columns.", valueName: "n"))
    var width: Int?

    @Flag(help: "Show archived lists and cards too, marked (archived).")
    var archived = false

    func validate() throws {
        if let width, width < 20 { throw ValidationError("--width must be at least 20.") }
    }

    func run() throws {
        try CommandFailure.reporting {
            var file = BoardFile(path: board)
            let loaded = try file.load()
            let layout = BoardColumns(
                board: loaded, width: width ?? Terminal.width, showArchived: archived,
                colors: Terminal.colorsStandardOutput)
            var output = OutputBuffer()
            for line in layout.lines() { try output.writeLine(line) }
            try output.flush()
        }
    }
}
