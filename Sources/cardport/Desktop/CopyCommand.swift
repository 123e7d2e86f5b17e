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
            The cards are offered as Cardport board JSON, HTML, Markdown, a URL list (their links, when they \
            have any) and plain text; each is written only when an application pastes that type. As X11 \
            requires, the data lives in the application that copied it: like xclip, the command prints what it \
            offers and the process that serves it, returns to the shell at once and serves from the background, \
            in a session of its own (closing the terminal does not end it), until another application takes the \
            clipboard. With --foreground it serves in the foreground instead and exits 0 when another \
            application takes the clipboard. On SIGINT, SIGTERM or (in the foreground) SIGHUP it hands the data \
            to a clipboard manager (ICCCM's SAVE_TARGETS) and says whether one took it; with none running the \
            cards leave the clipboard with the process. In a Wayland session the compositor's clipboard is used \
            through its data-control protocol where it has one (sway and other wlroots compositors), else \
            XWayland's, saying so. Without a display it exits 69.

            Examples:
              cardport copy board.json "Write the report"
              cardport copy board.json c1 c2 --primary
              cardport copy board.json "Write the report" --foreground
            """)

    @Argument(help: ArgumentHelp("The board file (Cardport's JSON format).", valueName: "board"))
    var board: String

    @Argument(help: ArgumentHelp("The cards to copy (ids or titles), in this order.", valueName: "card"))
    var cards: [String]

    @Flag(help: "Own the primary selection (middle-click paste) instead of the clipboard.")
    var primary = false

    @Flag(help: "Serve in the foreground until another application takes the clipboard, instead of returning at once.")
    var foreground = false

    /// Set on the copy of the command that serves from the background.
    @Flag(name: .customLong("detached"), help: .hidden)
    var detached = false

    func validate() throws {
        if cards.isEmpty { throw ValidationError("Name at least one card.") }
    }

    func run() throws {
        if !foreground {
            var status: Int32 = 0
            try CommandFailure.reporting { status = try BackgroundServer.start(subcommand: "copy") }
            if status != 0 { throw ExitCode(status) }
            return
        }
        try CommandFailure.reporting {
            let (chosen, provider) = try DesktopBoard.offer(cards, inBoard: board)
            if case .wayland(let clipboard) = try ClipboardBackend.choose(primary: primary) {
                return try serveOnWayland(clipboard, chosen.count, provider, detached: detached)
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
            let place = detached ? " from the background (process \(getpid()))" : ""
            let announcement = "copied \(chosen.count) \(noun) to \(selection) as \(owner.targets.joined(separator: ", "))\n"
                + "\(BackgroundServer.readyMarker)\(place) until another application takes the \(primary ? "primary selection" : "clipboard")\n"
            FileHandle.standardOutput.write(Data(announcement.utf8))
            if detached { BackgroundServer.detachOutput() }
            let primary = self.primary
            Desktop.waitUntilFinished(done, alsoOnHangUp: !detached) {
                if owner.isOwner && !primary {
                    let manager = connection.selectionOwner(connection.atom("CLIPBOARD_MANAGER")) != 0
                    let message = owner.handOverToClipboardManager()
                        ? "cardport: handed the clipboard to the clipboard manager; it stays pasteable\n"
                        : manager ? "cardport: the clipboard manager did not take the clipboard; the cards leave it now\n"
                        : "cardport: no clipboard manager runs; the cards leave the clipboard now\n"
                    FileHandle.standardError.write(Data(message.utf8))
                }
                owner.relinquish()
            }
            connection.close()
        }
    }

    /// Serves the cards as a Wayland compositor's selection until another application copies something. The
    /// compositor's clipboard managers take their own copy when the selection changes, so there is nothing to
    /// hand over at the end.
    private func serveOnWayland(_ clipboard: WaylandClipboard, _ count: Int, _ provider: ItemProvider, detached: Bool) throws {
        let owner = WaylandSelectionOwner(clipboard: clipboard, provider: provider)
        try Desktop.reporting {
            try owner.serve(ready: {
                let place = detached ? " from the background (process \(getpid()))" : ""
                let announcement = "copied \(count) \(count == 1 ? "card" : "cards") to the Wayland clipboard as "
                    + owner.mimeTypes.joined(separator: ", ") + "\n"
                    + "\(BackgroundServer.readyMarker)\(place) until another application takes the clipboard\n"
                FileHandle.standardOutput.write(Data(announcement.utf8))
                if detached { BackgroundServer.detachOutput() }
            })
        }
    }
}
