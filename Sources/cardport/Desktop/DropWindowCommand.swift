import Adapters
import BoardDrops
import Boards
import ArgumentParser
import DesktopTransfer
import DragDrop
import Foundation
import Locking

/// `cardport drop-window BOARD [--list L [--at N]] [--once]`: a window on the X11 or Wayland desktop that shows the board's
/// lists side by side and adds what is dropped on one of them to it (or, with `--list`, to that list).
struct DropWindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "drop-window",
        abstract: "Open a window that adds what other applications drop on it to a list of a board.",
        discussion: """
            The window shows the board's open lists side by side, each with its name and card count; with \
            --list it shows that list alone. Drag files from a file manager, links or text from a browser or \
            an editor onto a list: the board's drop target decides whether it takes them (the list lights up \
            green, or red for a refusal, and the pointer shows copy or forbidden) and which of the offered \
            types it loads. Without --list the cards go after the list's last card. A dropped Cardport \
            bundle or archive brings its files into BOARD.files/ with its cards. Each drop is one edit, saved atomically, and printed. With --once \
            the command exits after the first drop (0 when it added cards, 65 when the drop was refused or \
            brought nothing); otherwise it runs until interrupted or its window is closed (a message; the \
            status the drops decided). A window destroyed by another program ends it with exit 69, as does \
            the lack of a display.

            In a Wayland session (WAYLAND_DISPLAY set) the window is a Wayland window taking drops through the \
            compositor's wl_data_device, said on standard error; a drag the board refuses is then cancelled by \
            the compositor, never dropped, so --once waits for the next. A compositor without xdg_wm_base or \
            wl_data_device_manager makes it use XWayland's DISPLAY instead, saying why, or exit 69 naming what \
            is missing. With WAYLAND_DISPLAY empty it uses the X11 display.

            Example:
              cardport drop-window board.json
              cardport drop-window board.json --list "To Do" --at 0
            """)

    @Argument(help: ArgumentHelp("The board file (Cardport's JSON format).", valueName: "board"))
    var board: String

    @Option(help: ArgumentHelp("The one list (name or id) drops go to; without it, every open list is a drop zone.",
                               valueName: "name"))
    var list: String?

    @Option(help: ArgumentHelp("With --list, drop before the card at this position (0 is first).", valueName: "n"))
    var at: Int?

    @Option(help: ArgumentHelp("The window's size and place, WIDTHxHEIGHT+X+Y.", valueName: "geometry"))
    var geometry = "400x300+600+100"

    @Flag(help: "Exit after the first drop.")
    var once = false

    @Flag(help: "Keep dropped local files (a file manager's file URLs) as links instead of copying them into the board's store.")
    var link = false

    func validate() throws {
        if let at, at < 0 { throw ValidationError("--at must be 0 or more.") }
        if at != nil, list == nil { throw ValidationError("--at needs --list: it is a position in that list.") }
        if Self.parse(geometry) == nil { throw ValidationError("--geometry must look like 400x300+600+100.") }
    }

    static func parse(_ geometry: String) -> (width: Int, height: Int, x: Int, y: Int)? {
        let parts = geometry.split(whereSeparator: { $0 == "x" || $0 == "+" }).compactMap { Int($0) }
        guard parts.count == 4, parts[0] > 0, parts[1] > 0 else { return nil }
        return (parts[0], parts[1], parts[2], parts[3])
    }

    func run() throws {
        try CommandFailure.reporting {
            let registry = InstalledAdapters.registry()  // Also declares Cardport's types in the shared registry.
            let session = try BoardSession(path: board)
            let original = session.board
            let zones = try Self.zones(list, at: at, in: original, file: board)

            // The window's drop target decides on a copy of the board; what a drop adds to it is then made on the
            // board as it is on disk through the session, so an edit saved meanwhile by another program stays.
            let document = BoardDocument(board: original)
            let dropped = Locked<[(listID: String, card: Card)]>([])
            document.addObserver { update in
                for change in update.changes {
                    // The card is where the change says (a drop of many cards inserts them one after another).
                    guard case .cardInserted(let id, let location) = change,
                          let cards = update.board.lists.first(where: { $0.id == location.listID })?.cards,
                          let card = cards.indices.contains(location.index) && cards[location.index].id == id
                              ? cards[location.index] : cards.first(where: { $0.id == id })
                    else { continue }
                    dropped.withLock { $0.append((location.listID, card)) }
                }
            }
            // The window's copy of the board has no store: a dropped bundle's or archive's files wait in the
            // target until the drop is saved through the session, which stores them with the cards.
            var reading = ImportOptions()
            reading.carriesFiles = true
            let target = BoardDropTarget(
                document: document, app: DropCommand.boardApp, registry: registry, importOptions: reading)
            let images = ImageDropTarget(target: target, board: { document.board })
            let shape = Self.parse(geometry)!
            let title = "Cardport — drop on \(list.map { _ in zones[0].title } ?? original.name)"
            let opened = try Self.open(title: title, shape: shape, delegate: images, zones: zones)
            let window = opened.window

            let finished = DispatchSemaphore(value: 0)
            let status = Locked<ExitCode>(.success)
            let board = self.board
            let once = self.once
            // The last answer printed, so each drag's answer is printed once (and again when it changes).
            let lastAnswer = Locked<DropOperation?>(nil)
            let at = self.at
            let link = self.link
            window.whenDropped { drop in
                let cards = dropped.withLock { cards in
                    defer { cards.removeAll() }
                    return cards
                }
                let image = images.takeImage()
                // One drop lands in one list: the zone's (a drop nothing came of names the first zone's).
                let imageSection = (try? image?.get())?.section
                let listID = cards.first?.listID ?? original.lists[imageSection ?? zones[0].location.section].id
                let listName = original.lists.first { $0.id == listID }?.name ?? ""
                let (lines, code) = if let image {
                    Self.saveImage(image, drop: drop, session: session, board: board, listID: listID, at: at, listName: listName)
                } else {
                    Self.save(
                        drop, cards: cards.map(\.card), files: target.takeKeptFiles(), session: session, board: board,
                        listID: listID, at: at, listName: listName, link: link, errors: target.errors.map(\.description))
                }
                document.reset(to: session.board)
                FileHandle.standardOutput.write(Data(lines.utf8))
                status.withLock { $0 = code }
                lastAnswer.withLock { $0 = nil }
                if once { finished.signal() }
            }
            window.whenAnswered { operation, offered in
                let changed = lastAnswer.withLock { last in
                    defer { last = operation }
                    return last != operation
                }
                guard changed else { return }
                let verdict = operation.performsDrop ? "takes it (\(operation))" : "refuses it (\(operation))"
                let line = "a drag offering \(offered.joined(separator: ", ")) is over the window: the board \(verdict)\n"
                FileHandle.standardOutput.write(Data(line.utf8))
            }
            let stopWatching = opened.endWhenClosed(finished: finished, status: status)
            let names = zones.map { "'\($0.title)'" }.joined(separator: ", ")
            FileHandle.standardOutput.write(Data((MessageText.neutral(
                "drop window ready (\(opened.name)): drops go to \(names) in \(board)") + "\n").utf8))
            Desktop.waitUntilFinished(finished)
            stopWatching()
            window.close()
            opened.disconnect()
            let code = status.withLock { $0 }
            if code != .success { throw code }
        }
    }

    /// The zones the window shows: the list `--list` names alone (its drops at `at`), or every open list of the
    /// board, each taking drops after its last card.
    /// - Throws: ``CommandFailure`` for a list that is not there, or a board with no open list.
    static func zones(_ list: String?, at: Int?, in board: Board, file: String) throws -> [DropZone] {
        func detail(_ list: BoardList) -> String {
            let open = list.cards.count { !$0.archived }
            return "\(open) card\(open == 1 ? "" : "s")" + (list.archived ? ", archived" : "")
        }
        if let list {
            let section = try DesktopBoard.listIndex(list, in: board, file: file)
            let location = try DesktopBoard.location(section: section, at: at, in: board, file: file)
            return [DropZone(title: board.lists[section].name, detail: detail(board.lists[section]), location: location)]
        }
        let zones = board.lists.enumerated().filter { !$0.element.archived }.map { section, list in
            DropZone(title: list.name, detail: detail(list), location: DropLocation(section: section, row: nil))
        }
        guard !zones.isEmpty else {
            throw CommandFailure(.dataError, "\(file): the board has no open list to drop on", hint: "add one with `cardport edit \(file) add-list NAME`")
        }
        return zones
    }

    /// Adds a card carrying a dropped image, through the board session: `Dropped image.png` (or `.jpeg`…),
    /// the image its cover; returns what to print and the exit code it stands for.
    private static func saveImage(
        _ image: Result<ImageDropTarget.DroppedImage, any Error>, drop: DesktopDrop, session: BoardSession,
        board: String, listID: String, at: Int?, listName: String
    ) -> (String, ExitCode) {
        do {
            let dropped = try image.get()
            let name = "Dropped image." + (UTType(mimeType: dropped.mimeType)?.preferredFilenameExtension ?? "png")
            let outcome = try session.apply(.createCardCarrying(name: name, data: dropped.data, list: listID, at: at))
            if let failure = CommandFailure(refusing: outcome, file: board) {
                return ("cardport: " + CommandFailure.line(failure.message) + "\n", failure.exitCode)
            }
            return (MessageText.neutral(
                "dropped 1 card into '\(listName)' from a drag offering \(drop.offeredTypes.joined(separator: ", ")): "
                    + "\(name), kept in the board's store") + "\n", .success)
        } catch {
            let failure = PasteCommand.transferFailure(under: error) ?? CommandFailure(translating: error)
                ?? CommandFailure(.dataError, "\(board): \(error)")
            return ("cardport: " + CommandFailure.line(failure.message) + "\n", failure.exitCode)
        }
    }

    /// Saves the board after a drop; returns what to print and the exit code it stands for.
    /// Adds the cards a drop brought to the list, through the board session, on the board as it is on disk, with
    /// the files they carry (a bundle's, an archive's) put into the board's store in the same step.
    private static func save(
        _ drop: DesktopDrop, cards: [Card], files: [String: Data], session: BoardSession, board: String,
        listID: String, at: Int?,
        listName: String, link: Bool, errors: [String]
    ) -> (String, ExitCode) {
        let offered = drop.offeredTypes.joined(separator: ", ")
        guard drop.operation.performsDrop else {
            return ("refused a drop (\(drop.operation)) offering \(offered)\n", .dataError)
        }
        guard !cards.isEmpty else {
            let reasons = errors.map { "warning: " + CommandFailure.line($0) + "\n" }.joined()
            return (MessageText.neutral("dropped 0 cards into '\(listName)' from a drag offering \(offered)") + "\n" + reasons, .dataError)
        }
        do {
            let (outcome, _) = try session.perform(named: cards.count == 1 ? "Drop card" : "Drop \(cards.count) cards") {
                document in
                let created = try BoardEdit.insertCards(cards, list: listID, at: at, files: files)
                    .apply(to: document, date: Date(), store: session.attachmentStore)
                let warnings = link ? [] : DesktopBoard.storeLinkedFiles(ofCards: created, in: document, store: session.attachmentStore)
                return (created, warnings)
            }
            if let failure = CommandFailure(refusing: outcome, file: board) {
                return ("cardport: " + CommandFailure.line(failure.message) + "\n", failure.exitCode)
            }
            let added = outcome.createdIDs.count
            var lines = MessageText.neutral(
                "dropped \(added) card\(added == 1 ? "" : "s") into '\(listName)' from a drag offering \(offered)") + "\n"
            for error in errors + outcome.warnings { lines += "warning: " + CommandFailure.line(error) + "\n" }
            return (lines, .success)
        } catch {
            let failure = CommandFailure(translating: error) ?? CommandFailure(.ioError, "\(error)")
            return ("cardport: " + CommandFailure.line(failure.message) + "\n", failure.exitCode)
        }
    }
}
