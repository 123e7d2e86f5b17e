import Adapters
import ArgumentParser
import BoardDrops
import Boards
import Foundation

/// `cardport move BOARD CARD… --to LIST [--at N] [--to-board OTHER]`: a move of the board session, with its
/// lookups, positions and rules.
struct MoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move",
        abstract: "Move cards to another list or position, or to another board.",
        discussion: """
            Each CARD is a card id or a card's exact title (a title that several cards share is an error that \
            lists them, exit 64). The cards go, in the order given, to the list --to (a name or id) of the same \
            board or of --to-board, before the card now at position --at (0 is first; without --at, last), \
            whichever way they move. An archived list or a list at its card limit refuses (exit 65, nothing \
            written), as it does for every edit, drop and import. To another board the \
            cards are inserted there and that board is saved before they are removed from BOARD, so a failure can \
            leave a card on both boards but never on neither. Each board changes by one edit. Files the cards \
            carry are copied into the other board's file store (TOBOARD.files/) first. --cards-from reads more \
            cards, one per line, from a file or standard input (-): the way for thousands of cards.

            Examples:
              cardport move board.json "Write the report" --to Done
              cardport move board.json c12 c13 --to "In Progress" --at 0 --to-board team.json
              jq -r '.lists[0].cards[].id' board.json | cardport move board.json --cards-from - --to Done
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

    @OptionGroup var cardNames: CardNamesOptions

    @OptionGroup var lockWait: LockWaitOptions

    func validate() throws {
        if cards.isEmpty && cardNames.cardsFrom == nil {
            throw ValidationError("Give at least one card (an id or an exact title), or --cards-from.")
        }
        if let at, at < 0 { throw ValidationError("--at must be 0 or more.") }
        if let toBoard, toBoard == board { throw ValidationError("--to-board names the board the cards are on; leave it out.") }
    }

    func run() throws {
        try CommandFailure.reporting {
            let cards = try cardNames.cards(after: cards)
            let source = try BoardSession(path: board, wait: lockWait.duration)
            let moved: BoardEditOutcome
            if let toBoard {
                moved = try moveToOtherBoard(
                    cards, from: source, to: try BoardSession(path: toBoard, wait: lockWait.duration), named: toBoard)
            } else {
                moved = try source.apply(.moveCards(cards, toList: to, at: at))
                if let failure = CommandFailure(refusing: moved, file: board) { throw failure }
            }
            let list = try moved.board.list(named: to)
            var output = OutputBuffer()
            let count = cards.count
            try output.writeLine(
                "Moved \(count) card\(count == 1 ? "" : "s") to the list '\(list.name)' of \(toBoard ?? board)"
                    + (toBoard == nil ? "." : " (saved first, then \(board))."))
            try output.flush()
        }
    }

    /// Inserts the cards into the other board, saves it, then deletes them from this one: each board changes by
    /// one edit of its own session, and a failure between the two saves leaves the cards on both boards, never on
    /// neither. Returns the other board's outcome.
    private func moveToOtherBoard(
        _ cards: [String], from source: BoardSession, to destination: BoardSession, named name: String
    ) throws
        -> BoardEditOutcome
    {
        let sourceBoard = source.board
        let moving: [Card]
        do {
            moving = try sourceBoard.cards(named: cards)
        } catch {
            throw CommandFailure(error, file: board)
        }
        var warnings: [String] = []
        let (inserted, _) = try destination.perform(named: Self.actionName(moving.count)) { document in
            let target = try document.board.list(named: to)
            warnings = Board.warnings(
                for: document.board.labelCarry(of: moving, from: sourceBoard.labels), board: name
            ).map(\.description)
            let index = try document.board.insertionIndex(at, inList: target.id)
            // The cards' files go into the other board's store before that board is saved naming them.
            let carried = try destination.attachmentStore.carry(moving, from: source.attachmentStore)
            return (try document.insertCards(carried, intoList: target.id, at: index, carryingLabels: sourceBoard.labels), warnings)
        }
        if let failure = CommandFailure(refusing: inserted, file: name) {
            throw CommandFailure(failure.exitCode, failure.message, hint: "no board file was changed")
        }
        Warnings.write(warnings.map { "\(name): \($0)" })
        let removed = try source.apply([.deleteCards(moving.map(\.id))], named: Self.actionName(moving.count))
        if let failure = CommandFailure(refusing: removed, file: board) {
            throw CommandFailure(
                failure.exitCode, failure.message,
                hint: "the cards were added to \(name) and are still on \(board); delete them there by hand")
        }
        return inserted
    }

    private static func actionName(_ count: Int) -> String {
        count == 1 ? "Move card" : "Move \(count) cards"
    }
}
