import Adapters
import ArgumentParser
import BoardDrops
import DragDrop
import Foundation

/// `cardport move BOARD CARD… --to LIST [--at N] [--to-board OTHER]`: a drag of a board's own cards, played
/// through `BoardDropTarget` as the board's app would, and saved.
struct MoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move",
        abstract: "Move cards to another list or position, or to another board.",
        discussion: """
            Each CARD is a card id or a card's exact title (a title that several cards share is an error that \
            lists them). The cards are dragged, in the order given, to the list --to (a name or id) of the same \
            board or of --to-board, before the card at --at (0 is first; without --at, last). The board's drop \
            target decides, as for a drop: within a list the cards are reordered, across lists moved, and an \
            archived list or a list at its card limit refuses (exit 65, nothing written). To another board the \
            cards are inserted there and that board is saved before they are removed from BOARD, so a failure can \
            leave a card on both boards but never on neither. Each board changes by one edit.

            Examples:
              cardport move board.json "Write the report" --to Done
              cardport move board.json c12 c13 --to "In Progress" --at 0 --to-board team.json
            """)

    @Argument(help: ArgumentHelp("The board file the cards are on.", valueName: "board"))
    var board: String

    @Argument(help: ArgumentHelp("The cards to move: ids or exact titles.", valueName: "card"))
    var cards: [String] = []

    @Option(help: ArgumentHelp("The list (name or id) the cards go to.", valueName: "list"))
    var to: String

    @Option(help: ArgumentHelp("Put the cards before the card at this position (0 is first).", valueName: "n"))
    var at: Int?

    @Option(name: .customLong("to-board"), help: ArgumentHelp("Move the cards to this other board file.", valueName: "board"))
    var toBoard: String?

    @OptionGroup var lockWait: LockWaitOptions

    func validate() throws {
        if cards.isEmpty { throw ValidationError("Give at least one card (an id or an exact title).") }
        if let at, at < 0 { throw ValidationError("--at must be 0 or more.") }
        if let toBoard, toBoard == board { throw ValidationError("--to-board names the board the cards are on; leave it out.") }
    }

    func run() throws {
        try CommandFailure.reporting {
            var sourceFile = BoardFile(path: board)
            sourceFile.wait = lockWait.duration
            let moved: (destination: Board, section: Int)
            if let toBoard {
                // Two boards: the destination is saved first, then the source, each with the stamp check, so a
                // failure can leave the cards on both boards but never on neither.
                let sourceBoard = try sourceFile.load()
                var destinationFile = BoardFile(path: toBoard)
                destinationFile.wait = lockWait.duration
                let played = try play(from: sourceBoard, to: try destinationFile.load(), named: toBoard)
                try destinationFile.save(played.destination)
                try sourceFile.save(played.source)
                moved = (played.destination, played.section)
            } else {
                // One board: read, move and save under the board folder's lock, so concurrent edits queue.
                moved = try sourceFile.edit { current in
                    let played = try play(from: current, to: nil, named: board)
                    current = played.source
                    return (played.source, played.section)
                }
            }
            let destinationName = toBoard ?? board
            let list = moved.destination.lists[moved.section]
            var output = OutputBuffer()
            let count = cards.count
            try output.writeLine(
                "Moved \(count) card\(count == 1 ? "" : "s") to the list '\(list.name)' of \(destinationName)"
                    + (toBoard == nil ? "." : " (saved first, then \(board))."))
            try output.flush()
        }
    }

    /// Drags the named cards of `sourceBoard` onto the `--to` list of `destinationBoard` (the same board when
    /// nil) through the board's drop target, and returns both boards as they are after the move.
    private func play(from sourceBoard: Board, to destinationBoard: Board?, named destinationName: String) throws
        -> (source: Board, destination: Board, section: Int)
    {
        let rows = try cards.map { try row(of: $0, in: sourceBoard) }
        let source = BoardDocument(board: sourceBoard)
        let sourceTarget = BoardDropTarget(document: source, app: DropCommand.boardApp)
        let destination = destinationBoard.map { BoardDocument(board: $0) } ?? source
        let destinationTarget = destinationBoard == nil
            ? sourceTarget : BoardDropTarget(document: destination, app: DropCommand.boardApp)
        let location = try dropLocation(in: destination.board, named: destinationName)

        let outcome = DragDriver(sourceApp: DropCommand.boardApp, source: sourceTarget).drag(
            rows: rows, over: [location], of: DropEndpoint(app: DropCommand.boardApp, delegate: destinationTarget))
        guard outcome.operation == .move else {
            let reason = destinationTarget.lastRefusal?.message ?? "the board's drop target answered \(outcome.operation)"
            throw CommandFailure(
                .dataError, "\(destinationName): the move was refused: \(reason)", hint: "no board file was changed")
        }
        if let error = destinationTarget.errors.first {
            throw CommandFailure(.dataError, "\(destinationName): \(error)", hint: "no board file was changed")
        }
        // What became of the cards' labels on another board (a label of the same name in another colour, one
        // that named no label), so nothing changes unsaid.
        Warnings.write(destinationTarget.warnings.map { "\(destinationName): \($0.warning)" })
        return (source.board, destination.board, location.section)
    }

    /// The index path of a card given by id or exact title.
    private func row(of card: String, in board: Board) throws -> IndexPath {
        var matches: [(path: IndexPath, card: Card, list: String)] = []
        for (section, list) in board.lists.enumerated() {
            for (item, candidate) in list.cards.enumerated() where candidate.id == card {
                return IndexPath(item: item, section: section)
            }
            for (item, candidate) in list.cards.enumerated() where candidate.title == card {
                matches.append((IndexPath(item: item, section: section), candidate, list.name))
            }
        }
        guard let first = matches.first else {
            throw CommandFailure(.usage, "\(self.board): no card has the id or title '\(card)'", hint: "`cardport show \(self.board)` lists the cards")
        }
        guard matches.count == 1 else {
            let listed = matches.map { "\($0.card.id) (in '\($0.list)')" }.joined(separator: ", ")
            throw CommandFailure(
                .usage, "\(self.board): \(matches.count) cards are titled '\(card)': \(listed)", hint: "give the card's id instead")
        }
        return first.path
    }

    /// Where the drag is let go: the top of the card at `--at`, or the list's empty space.
    private func dropLocation(in board: Board, named name: String) throws -> DropLocation {
        guard let section = board.lists.firstIndex(where: { $0.id == to }) ?? board.lists.firstIndex(where: { $0.name == to }) else {
            let names = board.lists.map { "'\($0.name)'" }.joined(separator: ", ")
            throw CommandFailure(.usage, "\(name): no list named '\(to)'", hint: "the board's lists are \(names)")
        }
        let count = board.lists[section].cards.count
        if let at {
            guard at <= count else {
                throw CommandFailure(.usage, "--at \(at): the list '\(board.lists[section].name)' has \(count) cards; give 0 to \(count)")
            }
            if at < count { return DropLocation(section: section, row: at, fractionInRow: 0) }
        }
        return DropLocation(section: section, row: nil)
    }
}
