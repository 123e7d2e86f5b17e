import DesktopTransfer
import Foundation

/// Drags a test plays between windows on a headless Wayland compositor (as xdotool does on an X server), with the
/// product's virtual pointer (``WaylandVirtualPointer``, wlroots' `zwlr_virtual_pointer_v1`, which sway offers).
package enum VirtualPointer {
    /// Drags with the left button from `from` to `to`, in the compositor's coordinates on an output of
    /// `extent`: press over `from`, move a little, then halfway, then onto `to` and a little further, and let
    /// go, pausing between steps as a hand does so each client sees each motion.
    package static func drag(from: (x: Int, y: Int), to: (x: Int, y: Int), extent: (width: Int, height: Int) = (1024, 768),
                             on compositor: HeadlessCompositor) async throws {
        try await offPool {
            let pointer = try WaylandVirtualPointer(displayName: compositor.socket,
                                                    layout: (0, 0, extent.width, extent.height))
            func step(pause: useconds_t, _ send: () throws -> Void) throws {
                try send()
                usleep(pause)
            }
            let middle = ((from.x + to.x) / 2, (from.y + to.y) / 2)
            try step(pause: 200_000) { try pointer.move(to: from.x, from.y) }
            try step(pause: 200_000) { try pointer.button(true) }
            for (x, y) in [(from.x + 20, from.y + 20), (middle.0, middle.1), (to.x, to.y), (to.x + 10, to.y + 10)] {
                try step(pause: 300_000) { try pointer.move(to: x, y) }
            }
            try step(pause: 100_000) { try pointer.button(false) }
        }
    }
}
