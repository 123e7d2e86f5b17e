import Adapters
import ArgumentParser
import Foundation

/// `cardport show BOARD [--width N] [--archived]`: the board as side-by-side columns in the terminal.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a board as side-by-side columns, fitted to the terminal.",
        discussion: """
            The width is --width (20 to 1000), else the terminal's, else $COLUMNS, else 80; a wider terminal or \
            $COLUMNS is taken as 1000. Labels are coloured when standard output is a terminal and NO_COLOR is unset. Long titles wrap to three lines and are cut with …; \
            each card shows its labels, checklist items done/total and due date.

            Examples:
              cardport show board.json
              cardport show board.json --width 120 --archived | less -R
            """)

    @Argument(help: ArgumentHelp("The board file (Cardport's JSON format).", valueName: "board"))
    var board: String

    @Option(parsing: .unconditional, help: ArgumentHelp("The width to fit, in columns (20 to 1000).", valueName: "n"))
    var width: Int?

    @Flag(help: "Show archived lists and cards too, marked (archived).")
    var archived = false

    func validate() throws {
        if let width, width < 20 || width > BoardColumns.maximumWidth {
            throw ValidationError("--width must be 20 to \(BoardColumns.maximumWidth) columns.")
        }
    }

    func run() throws {
        try CommandFailure.reporting {
            var file = BoardFile(path: board)
            let loaded = try file.load()
            let layout = BoardColumns(
                board: loaded, width: width ?? min(Terminal.width, BoardColumns.maximumWidth), showArchived: archived,
                colors: Terminal.colorsStandardOutput)
            var output = OutputBuffer()
            for line in layout.lines() { try output.writeLine(line) }
            try output.flush()
        }
    }
}
