import Adapters
import ArgumentParser
import DesktopTransfer
import Foundation
import ItemProviders

/// `cardport copy BOARD CARD… [--primary]`: owns the X11 clipboard and serves the cards in every representation
/// until another application takes it.
struct CopyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy",
        abstract: "Copy cards to the X11 clipboard and serve them until another application copies something.",
        discussion: """
            The cards are offered as Cardport board JSON, HTML, Markdown and plain text; each is written only \
            when an application pastes that type. The command prints what it offers and keeps running while it \
            owns the clipboard (as X11 requires: the data lives in the application that copied it). It exits 0 \
            when another application takes the clipboard. On SIGINT or SIGTERM it first hands the data to a \
            clipboard manager, when one runs. In a Wayland session the compositor's clipboard is used through its \
            data-control protocol where it has one (sway and other wlroots compositors), else XWayland's, saying \
            so. Without a display it exits 69.

            Examples:
              cardport copy board.json "Write the report"
              cardport copy board.json c1 c2 --primary
            """)

    @Argument(help: ArgumentHelp("The board file (Cardport's JSON format).", valueName: "board"))
    var board: String

    @Argument(help: ArgumentHelp("The cards to copy (ids or titles), in this order.", valueName: "card"))
    var cards: [String]

    @Flag(help: "Own the primary selection (middle-click paste) instead of the clipboard.")
    var primary = false

    func validate() throws {
        if cards.isEmpty { throw ValidationError("Name at least one card.") }
    }

    func run() throws {
        try CommandFailure.reporting {
            let (chosen, provider) = try DesktopBoard.offer(cards, inBoard: board)
            if case .wayland(let clipboard) = try ClipboardBackend.choose(primary: primary) {
                return try serveOnWayland(clipboard, chosen.count, provider)
            }

            let connection = try Desktop.connect()
            let selection = primary ? "PRIMARY" : "CLIPBOARD"
            let owner = SelectionOwner(connection: connection, selection: selection, provider: provider)
            try Desktop.reporting { try owner.acquire() }

            let done = DispatchSemaphore(value: 0)
            owner.whenLost { done.signal() }
            connection.whenClosed { done.signal() }
            let noun = chosen.count == 1 ? "card" : "cards"
            // Written straight to the descriptor, unbuffered: a caller waits for these lines while the command runs.
            let announcement = "copied \(chosen.count) \(noun) to \(selection) as \(owner.targets.joined(separator: ", "))\n"
                + "serving until another application takes the \(primary ? "primary selection" : "clipboard")\n"
            FileHandle.standardOutput.write(Data(announcement.utf8))
            Desktop.waitUntilFinished(done) {
                if owner.isOwner && !primary { _ = owner.handOverToClipboardManager() }
                owner.relinquish()
            }
            connection.close()
        }
    }

    /// Serves the cards as a Wayland compositor's selection until another application copies something. The
    /// compositor's clipboard managers take their own copy when the selection changes, so there is nothing to
    /// hand over at the end.
    private func serveOnWayland(_ clipboard: WaylandClipboard, _ count: Int, _ provider: ItemProvider) throws {
        let owner = WaylandSelectionOwner(clipboard: clipboard, provider: provider)
        try Desktop.reporting {
            try owner.serve(ready: {
                let announcement = "copied \(count) \(count == 1 ? "card" : "cards") to the Wayland clipboard as "
                    + owner.mimeTypes.joined(separator: ", ") + "\nserving until another application takes the clipboard\n"
                FileHandle.standardOutput.write(Data(announcement.utf8))
            })
        }
    }
}
