import Adapters
import ArgumentParser
import DesktopTransfer
import DragDrop
import Foundation
import Locking

/// `cardport drag-window BOARD CARD… [--once]`: a window on the X11 or Wayland desktop that other applications
/// can drag cards out of.
struct DragWindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "drag-window",
        abstract: "Open a window whose cards can be dragged into other applications.",
        discussion: """
            Press in the window and drag to another application's window: the cards go as Cardport board \
            JSON, HTML, Markdown and plain text, with their files kept in BOARD.files/ as a URL list \
            (text/uri-list of file:// URLs, what a file manager takes) and the first card's cover picture as \
            an image (image/png, image/jpeg…, what an image viewer takes); the application takes the type it \
            reads best (only that one is written). Cards are copied, never moved. With --once the command exits after the first drag \
            (0 when an application took it, 65 when none did); otherwise it runs until interrupted or its \
            window is closed (a message; exit 0 unless a drag failed). Under a window manager the drag finds \
            the application's window inside the manager's frame. A window destroyed by another program ends \
            it with exit 69, as does the lack of a display.

            In a Wayland session (WAYLAND_DISPLAY set) the window is a Wayland window whose drags go through \
            the compositor's wl_data_device, said on standard error; a compositor without xdg_wm_base or \
            wl_data_device_manager makes it use XWayland's DISPLAY instead, saying why, or exit 69 naming what \
            is missing. With WAYLAND_DISPLAY empty it uses the X11 display.

            Example:
              cardport drag-window board.json "Write the report"
            """)

    @Argument(help: ArgumentHelp("The board file (Cardport's JSON format).", valueName: "board"))
    var board: String

    @Argument(help: ArgumentHelp("The cards to drag (ids or titles), in this order.", valueName: "card"))
    var cards: [String]

    @Option(help: ArgumentHelp("The window's size and place, WIDTHxHEIGHT+X+Y.", valueName: "geometry"))
    var geometry = "400x300+600+100"

    @Flag(help: "Exit after the first drag.")
    var once = false

    func validate() throws {
        if cards.isEmpty { throw ValidationError("Name at least one card.") }
        if DropWindowCommand.parse(geometry) == nil { throw ValidationError("--geometry must look like 400x300+600+100.") }
    }

    func run() throws {
        try CommandFailure.reporting {
            let (chosen, provider) = try DesktopBoard.offer(cards, inBoard: board)

            let shape = DropWindowCommand.parse(geometry)!
            let noun = chosen.count == 1 ? "card" : "cards"
            let title = "Cardport — drag \(chosen.count) \(noun)"
            if let window = try DropWindowCommand.waylandWindow(
                title: title, shape: shape, tracksPointer: true, saying: "dragging through") {
                return try runOnWayland(window, cards: chosen.map(\.title), provider: provider)
            }
            let connection = try Desktop.connect()
            let window = XdndDragWindow(
                connection: connection, title: title, x: shape.x, y: shape.y,
                width: shape.width, height: shape.height, provider: provider)
            let finished = DispatchSemaphore(value: 0)
            let status = Locked<ExitCode>(.success)
            let ended = Self.dragEnded(cards: chosen.count, once: once, status: status, finished: finished)
            window.whenFinished { result in
                ended(result.operation.performsDrop, "window 0x\(String(result.target, radix: 16))")
            }
            connection.whenClosed { finished.signal() }
            let closing = Desktop.endWhenClosed(window.window, on: connection, finished: finished, status: status)
            FileHandle.standardOutput.write(Data("drag window ready: \(chosen.count) \(noun) from \(board)\n".utf8))
            Desktop.waitUntilFinished(finished)
            connection.removeHandler(closing, window: window.window)
            window.close()
            connection.close()
            let code = status.withLock { $0 }
            if code != .success { throw code }
        }
    }

    /// What a drag window does when a drag out of it ends: prints where the cards went (`destination`) or that
    /// nothing took them, keeps the exit status (65 for a drag without a drop), and with `--once` ends the
    /// command.
    static func dragEnded(cards count: Int, once: Bool, status: Locked<ExitCode>, finished: DispatchSemaphore)
        -> @Sendable (_ dropped: Bool, _ destination: String) -> Void
    {
        { dropped, destination in
            let line = dropped
                ? "dragged \(count) \(count == 1 ? "card" : "cards") into \(destination)\n"
                : "the drag ended without a drop\n"
            FileHandle.standardOutput.write(Data(line.utf8))
            status.withLock { $0 = dropped ? .success : .dataError }
            if once { finished.signal() }
        }
    }
}
