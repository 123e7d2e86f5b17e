import Adapters
import ArgumentParser
import BoardDrops
import Boards
import DragDrop
import Foundation
import ItemProviders
import Locking

/// `cardport drop BOARD --list NAME [--at N | --onto CARD] [--from-app ID] [--operation copy|move]
/// --item TYPE=FILE[,TYPE=FILE…]…`: a drop played through `BoardDropTarget` on the board session's document,
/// saved as one undo step.
struct DropCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "drop",
        abstract: "Drop items on a board as another app (or this one) would, and save the result.",
        discussion: """
            Each --item is one dragged item offering representations in the order given, richest first; the \
            board's drop target loads only the one the adapters read best. The drop comes from another app \
            unless --from-app names this one (\(DropCommand.boardApp.bundleIdentifier)); another app's items \
            can only be copied: a move is made only where the source gives up its items (UIKit's rule), and \
            --operation move where none does copies, with a warning. Without --at or --onto the cards go last in the list. The command prints the \
            proposal, which representation was loaded for each item, and the cards that resulted. A drop the \
            board refuses (an archived list, a list at its card limit, items no adapter reads) exits 65 with the \
            board's reason and leaves the board file byte for byte as it was.

            Examples:
              cardport drop board.json --list "To Do" --at 0 --item public.html=clip.html,.txt=clip.txt
              cardport drop board.json --list Done --onto "Write the report" --item .md=notes.md
            """)

    /// The app the board belongs to, as the drop target sees it.
    static let boardApp = AppIdentity(bundleIdentifier: "app.cardport.cli", teamIdentifier: "cardport")

    @Argument(help: ArgumentHelp("The board file (Cardport's JSON format).", valueName: "board"))
    var board: String

    @Option(help: ArgumentHelp("The list (name or id) to drop on.", valueName: "name"))
    var list: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Drop before the card at this position (0 is first).", valueName: "n"))
    var at: Int?

    @Option(help: ArgumentHelp("Drop onto this card (id or title): its content joins the card.", valueName: "card"))
    var onto: String?

    @Option(name: .customLong("from-app"), help: ArgumentHelp("The bundle identifier of the app the drag comes from.", valueName: "id"))
    var fromApp = "com.example.other-app"

    @Option(help: ArgumentHelp("Ask for this operation (copy or move) instead of the target's choice.", valueName: "operation"))
    var operation: String?

    @Option(name: .customLong("item"), help: ArgumentHelp("One dragged item: TYPE=FILE[,TYPE=FILE…], richest first.", valueName: "spec"))
    var items: [String] = []

    @OptionGroup var archived: ArchivedOptions

    @OptionGroup var inputSize: InputSizeOption

    @Flag(name: .shortAndLong, help: "Do not print warnings about items that failed to load or import.")
    var quiet = false

    @Flag(help: "Print a JSON object describing the drop instead of text.")
    var json = false

    @Flag(help: "Write the board even if it is read-only.")
    var force = false

    @OptionGroup var lockWait: LockWaitOptions

    func validate() throws {
        if items.isEmpty { throw ValidationError("Give at least one --item TYPE=FILE.") }
        if at != nil && onto != nil { throw ValidationError("Give --at or --onto, not both.") }
        if let at, at < 0 { throw ValidationError("--at must be 0 or more.") }
        if let operation, !["copy", "move"].contains(operation) {
            throw ValidationError("--operation must be copy or move.")
        }
    }

    func run() throws {
        try CommandFailure.reporting {
            let registry = InstalledAdapters.registry()
            var importOptions = try archived.importOptions()
            inputSize.apply(to: &importOptions)
            let specs = try items.enumerated().map {
                try DropItemSpec(parsing: $1, itemNumber: $0 + 1, maximumBytes: importOptions.maximumInputBytes)
            }
            let loads = Locked<[Int: [String]]>([:])
            // The drop is played on the board as it is on disk, through the board session: one undo step, saved
            // under the board folder's lock, so concurrent edits queue instead of failing or being lost.
            let session = try BoardSession(path: board, wait: lockWait.duration, force: force)
            var original = Board(id: "", name: "")
            var section = 0
            var outcome: DragDropOutcome?
            var errors: [String] = []
            let (edit, _) = try session.perform { document in
                original = document.board
                let listID = try original.list(named: list).id
                section = original.lists.firstIndex { $0.id == listID } ?? 0
                let location = try dropLocation(in: original, section: section)

                let target = BoardDropTarget(
                    document: document, app: Self.boardApp, registry: registry, importOptions: importOptions)
                target.attachmentStore = session.attachmentStore
                let dragItems = specs.enumerated().map { DragItem(itemProvider: $1.provider(index: $0, loads: loads)) }
                let source = AppIdentity(
                    bundleIdentifier: fromApp,
                    teamIdentifier: fromApp == Self.boardApp.bundleIdentifier ? Self.boardApp.teamIdentifier : "external")
                let requested: DropOperation? = operation.map { $0 == "move" ? .move : .copy }
                let played = DragDriver(sourceApp: source).drag(
                    items: dragItems, over: [location],
                    of: DropEndpoint(app: Self.boardApp, delegate: RequestedOperation(target, operation: requested)))
                outcome = played

                guard played.operation.performsDrop else {
                    let reason = target.lastRefusal?.message ?? "the board's drop target answered \(played.operation)"
                    throw CommandFailure(
                        .dataError, "\(board): the drop was refused (\(played.operation)): \(reason)",
                        hint: "\(board) is unchanged")
                }
                if requested == .move && played.operation == .copy && !quiet {
                    Warnings.write(["\(board): no source gives up the dropped items, so they were copied, not moved"])
                }
                guard played.waitForPlaceholders(timeout: .seconds(60)) else {
                    throw CommandFailure(.ioError, "\(board): the dropped items did not finish loading within 60 seconds", hint: "\(board) is unchanged")
                }
                errors = target.errors.map(\.description)
                    + target.warnings.map { "drop item \($0.itemIndex): \($0.warning)" }
                if !quiet && !errors.isEmpty {
                    Warnings.write(errors.map { "\(board): \($0)" })
                }
                guard document.board != original else {
                    throw CommandFailure(.dataError, "\(board): no card came of the drop", hint: "\(board) is unchanged")
                }
                return ([], errors)
            }
            if let failure = CommandFailure(refusing: edit, file: board) { throw failure }
            let result = edit.board
            guard let outcome else { return }

            let report = DropReport(
                board: board, outcome: outcome, specs: specs, loads: loads.withLock { $0 }, before: original,
                after: result, listID: original.lists[section].id, errors: errors)
            if json {
                try JSONOutput.print(report)
            } else {
                var output = OutputBuffer()
                for line in report.lines { try output.writeLine(line) }
                try output.flush()
            }
        }
    }

    /// Where the pointer is let go: the middle of the `--onto` card, the top of the card now at `--at`, or the
    /// list's empty space. The card and the position are found with the board's one lookup and one meaning of a
    /// position.
    private func dropLocation(in board: Board, section: Int) throws(BoardEditError) -> DropLocation {
        let list = board.lists[section]
        if let onto {
            let card = try board.card(named: onto, inList: list.id)
            guard let row = list.cards.firstIndex(where: { $0.id == card.id }) else {
                throw BoardEditError(code: .unknownID, message: "The card \"\(onto)\" is not in the list \"\(list.name)\".", id: onto)
            }
            return DropLocation(section: section, row: row, fractionInRow: 0.5)
        }
        if let index = try board.insertionIndex(at, inList: list.id), index < list.cards.count {
            return DropLocation(section: section, row: index, fractionInRow: 0)
        }
        return DropLocation(section: section, row: nil)
    }
}
