import DesktopTransfer
import Foundation

/// Which desktop the clipboard commands talk to: the Wayland compositor's clipboard where the session is
/// Wayland and the compositor lets tools reach it (data control), else the X server — XWayland in a Wayland
/// session, said on standard error.
enum ClipboardBackend {
    case wayland(WaylandClipboard)
    case x11

    /// The backend for this session.
    /// - Parameter primary: Whether the primary selection is wanted (Wayland's data control, version 1, reaches
    ///   only the clipboard).
    /// - Throws: ``CommandFailure`` exiting 69 when the Wayland session offers no clipboard access and there is
    ///   no X display to fall back to.
    static func choose(primary: Bool = false) throws -> ClipboardBackend {
        guard Desktop.isWaylandSession else { return .x11 }
        let reason: String
        if primary {
            reason = "the primary selection is not reachable through Wayland's data control"
        } else {
            do {
                return .wayland(try WaylandClipboard())
            } catch {
                reason = error.message
            }
        }
        try Desktop.fallBackToXWayland(
            because: reason,
            hint: "Cardport reaches a Wayland clipboard through the data-control protocol (sway and other wlroots "
                + "compositors offer it); elsewhere it needs XWayland's DISPLAY")
        return .x11
    }
}
