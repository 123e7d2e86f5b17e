import Adapters
import BoardDrops
import Boards
import ArgumentParser
import DesktopTransfer
import DragDrop
import Foundation
import ItemProviders
import Locking
import UniformTypes

/// `cardport paste BOARD --list L [--at N] [--primary]`: what another application copied, dropped on a list
/// through the board's drop target, as one edit.
struct PasteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "paste",
        abstract: "Paste what another application copied onto a list of a board.",
        discussion: """
            Asks the clipboard's owner which types it offers, lets the board's drop target choose the richest \
            one an adapter reads, converts only that one, and adds the cards as one edit, saved atomically. \
            Prints which type it took, and warns of what the pasted document held that the board cannot \
            (as drop does). An image no adapter reads (a screenshot, a copied picture: PNG, JPEG, \
            WebP, GIF, BMP, TIFF) becomes a card "Pasted image.png" carrying it beside the board (BOARD.files/), \
            the image its cover. A pasted payload that carries files (a Cardport bundle, a Vikunja export, a \
            Focalboard archive with its images) brings them into BOARD.files/ with its cards, in the same \
            edit. In a Wayland session the compositor's clipboard is read through its \
            data-control protocol (sway and other wlroots compositors); where that is missing, XWayland's, \
            saying so. An empty clipboard exits 66; an owner that does not answer within --timeout seconds, or \
            no display, exits 69; types no adapter reads exit 65. The board file is \
            unchanged whenever the command fails.

            Examples:
              cardport paste board.json --list "To Do"
              cardport paste board.json --list Done --at 0 --primary
            """)

    @Argument(help: ArgumentHelp("The board file (Cardport's JSON format).", valueName: "board"))
    var board: String

    @Option(help: ArgumentHelp("The list (name or id) to paste into.", valueName: "name"))
    var list: String

    @Option(help: ArgumentHelp("Paste before the card at this position (0 is first).", valueName: "n"))
    var at: Int?

    @Flag(help: "Keep local files (a file manager's file URLs) as links instead of copying them into the board's store.")
    var link = false

    @Flag(help: "Paste the primary selection (what is selected) instead of the clipboard.")
    var primary = false

    @Option(help: ArgumentHelp("Seconds to wait for the owner's answers.", valueName: "seconds"))
    var timeout = 10

    @OptionGroup var lockWait: LockWaitOptions

    func validate() throws {
        if let at, at < 0 { throw ValidationError("--at must be 0 or more.") }
        if timeout < 1 { throw ValidationError("--timeout must be 1 or more.") }
    }

    func run() throws {
        try CommandFailure.reporting {
            let registry = InstalledAdapters.registry()  // Also declares Cardport's types in the shared registry.
            // The paste is a drop played on the board as it is on disk, through the board session: one undo step,
            // saved under the board folder's lock, so concurrent edits queue instead of failing or being lost.
            let session = try BoardSession(path: board, wait: lockWait.duration)
            let backend = try ClipboardBackend.choose(primary: primary)
            let selection = primary ? "PRIMARY" : "CLIPBOARD"
            var original = Board(id: "", name: "")
            var section = 0
            let taken = Locked<[String]>([])
            let link = self.link
            let (pasted, _) = try session.perform(named: "Paste") { document in
                original = document.board
                section = try DesktopBoard.listIndex(list, in: original, file: board)
                let location = try DesktopBoard.location(section: section, at: at, in: original, file: board)

                let didLoad: @Sendable (UTType, String) -> Void = { type, target in
                    taken.withLock {
                        $0.append(target == type.preferredMIMEType || type.isDynamic ? target : "\(target) (\(type.identifier))")
                    }
                }
                var connection: X11Connection?
                defer { connection?.close() }
                let offered: [String]
                let provider: ItemProvider
                switch backend {
                case .wayland(let clipboard):
                    offered = try Desktop.reporting { try clipboard.offeredTypes() }
                    guard !offered.isEmpty else {
                        throw CommandFailure(.noInput, "the Wayland clipboard holds nothing", hint: "copy something first")
                    }
                    // The import's limit applies to the transfer itself, as the owner's data arrives.
                    let reader = WaylandSelectionReader(
                        clipboard: clipboard, timeout: .seconds(timeout), maximumBytes: ImportOptions().maximumInputBytes)
                    provider = reader.itemProvider(offering: offered, didLoad: didLoad)
                case .x11:
                    let x11 = try Desktop.connect()
                    connection = x11
                    var reader = SelectionReader(connection: x11, selection: selection, timeout: .seconds(timeout))
                    reader.maximumBytes = ImportOptions().maximumInputBytes
                    offered = try Desktop.reporting {
                        try Desktop.wait { done in reader.targets { done($0) } }
                    }
                    provider = reader.itemProvider(offering: offered, didLoad: didLoad)
                }

                let target = BoardDropTarget(document: document, app: DropCommand.boardApp, registry: registry)
                // A pasted bundle or archive brings its files into the board's store in this one step.
                target.attachmentStore = session.attachmentStore
                let outcome = DragDriver(sourceApp: Desktop.otherApp).drag(
                    items: [DragItem(itemProvider: provider)], over: [location],
                    of: DropEndpoint(app: DropCommand.boardApp, delegate: target))
                if !outcome.operation.performsDrop, let image = try Self.pasteImage(
                    offered: offered, from: provider, timeout: timeout, into: document, list: original.lists[section].id,
                    at: at, store: session.attachmentStore, board: board)
                {
                    taken.withLock { $0.append(image) }
                    return ([], [])
                }
                guard outcome.operation.performsDrop else {
                    let types = offered.filter { !SelectionTargets.protocolTargets.contains($0) }
                    throw CommandFailure(
                        .dataError,
                        "\(board): the \(selection) holds nothing a board reads (offered: \(types.joined(separator: ", ")))",
                        hint: "\(board) is unchanged")
                }
                guard outcome.waitForPlaceholders(timeout: .seconds(timeout * 2 + 5)) else {
                    throw CommandFailure(.unavailable, "\(board): the pasted data did not arrive", hint: "\(board) is unchanged")
                }
                guard document.board != original else {
                    // An owner that stalled, went away or sent too much: the desktop's own exit code (69 for a
                    // timeout), not a data error.
                    if let failure = target.errors.lazy.compactMap({ Self.transferFailure(under: $0) }).first {
                        throw CommandFailure(failure.exitCode, "\(board): \(failure.message)", hint: failure.hint ?? "\(board) is unchanged")
                    }
                    let reasons = target.errors.map(\.description).joined(separator: "; ")
                    throw CommandFailure(
                        .dataError, "\(board): no card came of the paste\(reasons.isEmpty ? "" : ": \(reasons)")",
                        hint: "\(board) is unchanged")
                }
                // What the reader could not carry is said, as `drop` says it.
                let left = target.warnings.map { "\(board): \($0.warning)" }
                guard !link else { return ([], left) }
                let before = Set(original.lists.flatMap(\.cards).map(\.id))
                let added = document.board.lists.flatMap(\.cards).map(\.id).filter { !before.contains($0) }
                return ([], left + DesktopBoard.storeLinkedFiles(ofCards: added, in: document, store: session.attachmentStore))
            }
            if let failure = CommandFailure(refusing: pasted, file: board) { throw failure }
            for warning in pasted.warnings { FileHandle.standardError.write(Data(("warning: " + CommandFailure.line(warning) + "\n").utf8)) }
            let added = pasted.board.lists[section].cards.count - original.lists[section].cards.count
            let listName = original.lists[section].name
            print(MessageText.neutral(
                "pasted \(added) card\(added == 1 ? "" : "s") into '\(listName)' from \(taken.withLock { $0 }.joined(separator: ", "))"))
        }
    }

    /// The failure of the desktop transfer a failed load comes from, found through the causes the drop and the
    /// conversion keep.
    static func transferFailure(under error: any Error) -> CommandFailure? {
        var current: (any Error)? = error
        while let error = current {
            switch error {
            case let transfer as DesktopTransferError: return CommandFailure(transfer)
            case let wayland as WaylandError: return CommandFailure(wayland)
            case let drop as BoardDropError: current = drop.cause
            case let adapter as AdapterError: current = adapter.cause
            default: return nil
            }
        }
        return nil
    }
}

