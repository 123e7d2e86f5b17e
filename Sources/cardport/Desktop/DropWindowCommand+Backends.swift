import ArgumentParser
import DesktopTransfer
import DragDrop
import Foundation
import Locking

extension DropWindowCommand {
    /// The drop window on the desktop it was opened on: a Wayland window taking drops through `wl_data_device`,
    /// or an X11 window taking them through XDND (XWayland's, in a Wayland session whose compositor lacks what a
    /// Wayland window needs).
    enum OpenedWindow {
        case wayland(WaylandDropWindow)
        case x11(X11Connection, XdndDropWindow)

        /// The window, whichever desktop it is on.
        var window: any DesktopDropWindow {
            switch self {
            case .wayland(let window): window
            case .x11(_, let window): window
            }
        }

        /// How the ready line names the window.
        var name: String {
            switch self {
            case .wayland: "a Wayland window"
            case .x11(_, let window): "window \(window.window)"
            }
        }

        /// Ends the wait on `finished` when the user closes the window (a message; the status stays what the
        /// drops decided) or the window or its connection goes away (a message, then exit 69). Returns what to
        /// call before the command closes the window itself.
        func endWhenClosed(finished: DispatchSemaphore, status: Locked<ExitCode>) -> () -> Void {
            switch self {
            case .wayland(let window):
                let watching = Locked(true)
                window.whenClosed { closing in
                    guard watching.withLock({ $0 }) else { return }
                    Desktop.report(closing, status: status)
                    finished.signal()
                }
                return { watching.withLock { $0 = false } }
            case .x11(let connection, let window):
                connection.whenClosed { finished.signal() }
                let closing = Desktop.endWhenClosed(window.window, on: connection, finished: finished, status: status)
                return { connection.removeHandler(closing, window: window.window) }
            }
        }

        /// Closes the connection to the desktop, once the window is closed.
        func disconnect() {
            if case .x11(let connection, _) = self { connection.close() }
        }
    }

    /// Opens the drop window: a Wayland window where the session is Wayland and the compositor can show it (see
    /// ``waylandWindow(title:shape:tracksPointer:saying:)``), else an X11 window.
    /// - Throws: ``CommandFailure`` exiting 69 when neither desktop can be reached.
    static func open(title: String, shape: (width: Int, height: Int, x: Int, y: Int), delegate: any DropDelegate,
                     zones: [DropZone]) throws -> OpenedWindow {
        if let window = try waylandWindow(title: title, shape: shape, saying: "taking drops through") {
            return .wayland(WaylandDropWindow(
                window: window, app: DropCommand.boardApp, sourceApp: Desktop.otherApp, delegate: delegate, zones: zones))
        }
        let connection = try Desktop.connect()
        return .x11(connection, XdndDropWindow(
            connection: connection, title: title, x: shape.x, y: shape.y, width: shape.width, height: shape.height,
            app: DropCommand.boardApp, sourceApp: Desktop.otherApp, delegate: delegate, zones: zones))
    }

    /// A Wayland window titled `title` (app id `cardport`) where the session is Wayland (`WAYLAND_DISPLAY`) and
    /// the compositor offers windows (`xdg_wm_base`) and drag and drop (`wl_data_device_manager`), said on
    /// standard error ("a Wayland window, `doing` the compositor's wl_data_device"); nil for an X11 window:
    /// outside a Wayland session, or in one whose compositor lacks them when there is XWayland's `DISPLAY`
    /// (said on standard error, with why).
    /// - Throws: ``CommandFailure`` exiting 69, naming what is missing, when the compositor lacks them and there
    ///   is no `DISPLAY`.
    static func waylandWindow(title: String, shape: (width: Int, height: Int, x: Int, y: Int),
                              tracksPointer: Bool = false, saying doing: String) throws -> WaylandWindow? {
        guard Desktop.isWaylandSession else { return nil }
        do {
            let window = try WaylandWindow(title: title, appID: "cardport", width: shape.width, height: shape.height,
                                           tracksPointer: tracksPointer)
            FileHandle.standardError.write(Data("cardport: a Wayland window, \(doing) the compositor's wl_data_device\n".utf8))
            return window
        } catch {
            try Desktop.fallBackToXWayland(
                because: error.message,
                hint: "a Wayland window needs a compositor with xdg_wm_base and wl_data_device_manager; "
                    + "elsewhere Cardport needs XWayland's DISPLAY")
            return nil
        }
    }
}
