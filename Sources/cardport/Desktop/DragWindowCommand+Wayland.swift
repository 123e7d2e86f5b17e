import ArgumentParser
import DesktopTransfer
import Foundation
import ItemProviders
import Locking

extension DragWindowCommand {
    /// Serves drags out of a Wayland window until the first ends (`--once`), the window is closed or the process
    /// is interrupted; the exit status as on X11.
    func runOnWayland(_ window: WaylandWindow, cards: [String], provider: ItemProvider) throws {
        let noun = cards.count == 1 ? "card" : "cards"
        let dragWindow = WaylandDragWindow(
            window: window, provider: provider, title: cards.joined(separator: ", "),
            detail: "Drag \(cards.count == 1 ? "it" : "them") into another application")
        let finished = DispatchSemaphore(value: 0)
        let status = Locked<ExitCode>(.success)
        let ended = Self.dragEnded(cards: cards.count, once: once, status: status, finished: finished)
        dragWindow.whenFinished { result in ended(result.operation.performsDrop, "another application") }
        let watching = Locked(true)
        dragWindow.whenClosed { closing in
            guard watching.withLock({ $0 }) else { return }
            Desktop.report(closing, status: status)
            finished.signal()
        }
        FileHandle.standardOutput.write(Data(
            "drag window ready: \(cards.count) \(noun) from \(board), offering \(dragWindow.mimeTypes.joined(separator: ", "))\n".utf8))
        Desktop.waitUntilFinished(finished)
        watching.withLock { $0 = false }
        dragWindow.close()
        let code = status.withLock { $0 }
        if code != .success { throw code }
    }
}
