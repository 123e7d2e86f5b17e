import ArgumentParser
import BoardDrops

/// `cardport undo BOARD` and `cardport redo BOARD`: the board's history, shared by every program that edits it.
struct UndoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Undo the board's latest edit, whichever program made it.",
        discussion: """
            The board's history (BOARD.history, beside it) holds the last edits of every road: `cardport edit`, \
            `move`, `drop`, `paste`, `import --into`, the web board and the desktop. Undo puts back what the \
            latest one changed, if nothing changed those parts since (otherwise exit 75, nothing written); \
            edits elsewhere on the board stay. Nothing to undo exits 65.

            Examples:
              cardport undo board.json
              cardport undo board.json --json
            """)

    @OptionGroup var history: HistoryStepOptions

    func run() throws { try history.travel(back: true) }
}

/// `cardport redo BOARD`.
struct RedoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "redo",
        abstract: "Redo the board's latest undone edit.",
        discussion: """
            As `cardport undo`, the other way. Nothing to redo exits 65; a new edit after an undo forgets what \
            could be redone.

            Examples:
              cardport redo board.json
            """)

    @OptionGroup var history: HistoryStepOptions

    func run() throws { try history.travel(back: false) }
}

/// What `undo` and `redo` take, and the step itself.
struct HistoryStepOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The board file.", valueName: "board"))
    var board: String

    @Flag(help: "Print the outcome as JSON instead of text.")
    var json = false

    @Flag(help: "Write the board even if it is read-only.")
    var force = false

    @OptionGroup var lockWait: LockWaitOptions

    /// Undoes (`back`) or redoes the board's latest step through its session, and reports the outcome.
    func travel(back: Bool) throws {
        try CommandFailure.reporting {
            let session = try BoardSession(path: board, wait: lockWait.duration, force: force)
            let outcome = back ? try session.undo() : try session.redo()
            try EditReport(board: board, outcome: outcome, verb: back ? "Undid" : "Redid").print(json: json)
        }
    }
}
