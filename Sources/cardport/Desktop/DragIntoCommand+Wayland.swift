import ArgumentParser
import DesktopTransfer
import Foundation
import ItemProviders

extension DragIntoCommand {
    /// What a native Wayland drag needs, found: sway's IPC and a virtual pointer; nil (said on standard error)
    /// when the session is not Wayland, or when the compositor lacks them and XWayland's `DISPLAY` is there.
    /// - Throws: ``CommandFailure`` exiting 69, naming what is missing, when it lacks them and there is no
    ///   `DISPLAY`.
    static func waylandSession() throws -> (ipc: SwayIPC, tree: SwayIPC.Tree, pointer: WaylandVirtualPointer)? {
        guard Desktop.isWaylandSession else { return nil }
        do {
            let ipc = try SwayIPC.fromEnvironment()
            let tree = try ipc.tree()
            let pointer = try WaylandVirtualPointer(layout: (tree.layout.x, tree.layout.y,
                                                             tree.layout.width, tree.layout.height))
            FileHandle.standardError.write(Data(
                "cardport: a Wayland drag, through the compositor's wl_data_device (sway's IPC finds the window)\n".utf8))
            return (ipc, tree, pointer)
        } catch {
            let why = error.code == .noWindowList
                ? "\(error.message); the native Wayland drag needs sway's IPC to find windows" : error.message
            try Desktop.fallBackToXWayland(
                because: why,
                hint: "a Wayland drag-into needs sway (its IPC at SWAYSOCK, and zwlr_virtual_pointer_manager_v1); "
                    + "with XWayland's DISPLAY the X11 drag reaches X11 windows",
                reaching: "X11 windows only")
            return nil
        }
    }

    /// Plays the drag into the window `--window` names on a Wayland desktop; the report.
    func playOnWayland(_ session: (ipc: SwayIPC, tree: SwayIPC.Tree, pointer: WaylandVirtualPointer),
                       provider: ItemProvider) throws -> DragIntoReport {
        let target = try Self.findWindow(window, in: session.tree)
        guard target.visible else {
            throw CommandFailure(.unavailable, "--window: window \(target.id) is on a workspace no output shows",
                                 hint: "show its workspace first: the drag goes where the pointer can reach")
        }
        let player = WaylandDragPlayer(provider: provider, timeout: .seconds(timeout))
        return try Desktop.reporting {
            try player.play(into: target, at: at.flatMap(Self.point), ipc: session.ipc, pointer: session.pointer)
        }
    }

    /// The one window `name` names in sway's tree: its container id (digits), else its exact title, else its
    /// app id. Cardport's own windows are left out.
    /// - Throws: ``CommandFailure`` exiting 64 when none or more than one does.
    static func findWindow(_ name: String, in tree: SwayIPC.Tree) throws -> SwayWindow {
        let found = tree.windows(named: name, excludingProcess: Int(getpid()))
        guard !found.isEmpty else {
            throw CommandFailure(.usage, "--window: no window has the title, app id or id '\(name)'",
                                 hint: "give the exact title, the app id or sway's container id (swaymsg -t get_tree)")
        }
        guard found.count == 1 else {
            let ids = found.map { String($0.id) }.joined(separator: ", ")
            throw CommandFailure(.usage, "--window: \(found.count) windows are named '\(name)' (ids \(ids))",
                                 hint: "give one of the ids")
        }
        return found[0]
    }
}
